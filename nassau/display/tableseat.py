"""A shared table's seat in a notebook: what one student sees of a game that several screens
play, and the buttons of their own decisions.

Everything on it comes from the seat's view (:meth:`Seat.view <nassau.tables.seats.Seat.view>`):
the public picture, the seat's own position panel, whose turn it is, and on the seat's turn
its choices in plain words. The widget never holds the game or its record. While others
decide, a thread waits on the table (the server answers as soon as a decision lands, and the
widget redraws); a decision that reaches the table after someone else's gets "the table moved
on" and the fresh position, never a half-made move.

Imported only when a seat is shown (ipywidgets is needed).
"""

import threading

import ipywidgets as w

from ..kernel.english import is_you, sentence
from ..kernel.errors import IllegalActionError, RecordError
from . import THEME_CSS, esc

MANY = 24                 # more choices than this: a list to pick from, not a wall of buttons
WAIT = 10.0               # seconds of one wait on the table (then it waits again)


def _words(view) -> str:
    """The seat's header line: the game, the table, who you are and whose turn it is."""
    you = view["you"]
    head = f"{view['title']} · table {view['table']} · "
    head += "your seat" if is_you(you) else f"you are {you}"
    if view["over"]:
        return head + " · the game is over"
    if view["your_turn"]:
        return head + " · your turn"
    return head + " · " + sentence("{} decides; this page shows their decision when it lands", [view["to_decide"]])


def result_html(view) -> str:
    """The final scoring as a small table: each player's points and rank."""
    rows = "".join(f"<tr><td>{esc(view['names'][i])}</td><td>{r['points']}</td><td>{r['rank']}</td></tr>"
                   for i, r in enumerate(view["result"] or ()))
    return ('<table class="nassau-seat-result"><tr><th>player</th><th>points</th><th>rank</th></tr>'
            f"{rows}</table>")


def game_css(game: str) -> str:
    """The stylesheet of the game's own panels (its play widget's), which the seat's panel uses."""
    from .. import games
    from .widgets import asset
    return asset(games.adapter(game).seat_views().CSS_FILE).read_text(encoding="utf-8")


def log_html(lines) -> str:
    """The newest lines of the table's log that this seat may read, the newest last."""
    if not lines:
        return ""
    items = "".join(f"<li>{esc(line)}</li>" for line in lines)
    return f'<div class="nassau-seat-log"><b>At the table</b><ul>{items}</ul></div>'


class SeatWidget(w.VBox):
    """One seat of a shared table: ``seat`` is a :class:`~nassau.tables.seats.Seat` or a
    :class:`~nassau.tables.remote.RemoteSeat` (anything with ``view``, ``act`` and ``wait``).
    ``follow=False`` leaves out the waiting thread (call :meth:`refresh` to look again)."""

    def __init__(self, seat, follow: bool = True):
        self.seat, self.view = seat, None
        self.style = w.HTML()
        self.header = w.HTML()
        self.message = w.HTML()
        self.choices = w.VBox(layout=w.Layout(margin="4px 0"))
        self.panel = w.HTML()
        self.public = w.HTML()
        self.result = w.HTML()
        self.news = w.HTML()
        super().__init__([self.style, self.header, self.message, self.choices, self.result, self.news, self.panel,
                          self.public])
        self.add_class("nassau")                  # the theme's colours
        self.add_class("nassau-seat")
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self.show(seat.view())
        if follow:
            threading.Thread(target=self._follow, name="nassau-seat-wait", daemon=True).start()

    def __repr__(self):
        return f"<SeatWidget {self.seat!r}>"

    # --- drawing ------------------------------------------------------------------------
    def show(self, view: dict, message: str = "", kind: str = "info") -> None:
        """Draw ``view`` (unless an older one than what is shown), with a message above the choices."""
        with self._lock:
            if self.view is not None and view["version"] < self.view["version"]:
                return
            if self.view is None or self.view["game"] != view["game"]:
                self.style.value = f"<style>{THEME_CSS}{game_css(view['game'])}{SEAT_CSS}</style>"
            self.header.value = f'<div class="nassau-seat-head">{esc(_words(view))}</div>'
            self.message.value = (f'<div class="nassau-seat-message is-{kind}">{esc(message)}</div>'
                                  if message else "")
            self.choices.children = self._buttons(view)
            self.result.value = result_html(view) if view["over"] else ""
            self.news.value = log_html(view["log"])
            self.panel.value = view["panel"]
            self.public.value = view["public"]
            self.view = view            # last: whoever reads the view finds it drawn

    def _buttons(self, view) -> tuple:
        if not view["your_turn"]:
            return ()
        prompt = w.HTML(f'<div class="nassau-seat-prompt">{esc(view["prompt"] or "Your decision.")}</div>')
        if len(view["choices"]) > MANY:
            pick = w.Dropdown(options=[(words, notation) for notation, words in view["choices"]],
                              layout=w.Layout(width="auto", max_width="100%"))
            go = w.Button(description="do the one picked", button_style="primary")
            go.on_click(lambda _: self.decide(pick.value))
            return prompt, w.HBox([pick, go])
        buttons = []
        for notation, words in view["choices"]:
            button = w.Button(description=words, tooltip=notation, layout=w.Layout(width="auto"))
            button.on_click(lambda _, n=notation: self.decide(n))
            buttons.append(button)
        return prompt, w.Box(buttons, layout=w.Layout(flex_flow="row wrap", grid_gap="4px"))

    # --- deciding and waiting -----------------------------------------------------------
    def decide(self, notation: str) -> None:
        """Send one decision, made on the version shown. A refusal changes nothing at the
        table and says why; "the table moved on" also shows the table as it is now."""
        seen = self.view["version"]
        try:
            view = self.seat.act(notation, seen)
        except IllegalActionError as exc:
            self.show(self.view, exc.message, "error")
            return
        except RecordError as exc:              # TableMovedOn tells the version it found (the tables' own error)
            if hasattr(exc, "now"):
                self.show(self.seat.view(), "Someone else's decision reached the table first; here it is as it "
                                            "stands now. Nothing of yours was played.", "error")
            else:
                self.show(self.view, str(exc), "error")
            return
        self.show(view)

    def refresh(self) -> None:
        """Look at the table again and redraw."""
        self.show(self.seat.view())

    def _follow(self) -> None:
        """Wait on the table until the game is over or the widget is closed; redraw each time it moves."""
        while not self._stop.is_set() and not self.view["over"]:
            try:
                view = self.seat.wait(self.view["version"], timeout=WAIT)
            except RecordError as exc:          # the server went away, or the code was replaced
                self.message.value = f'<div class="nassau-seat-message is-error">{esc(str(exc))}</div>'
                if self._stop.wait(WAIT):
                    return
                continue
            if view["version"] != self.view["version"]:
                self.show(view)

    def close(self):
        self._stop.set()
        super().close()


SEAT_CSS = """
.nassau-seat { max-width: 100%; }
.nassau-seat-head { font-weight: 600; margin: 4px 0; }
.nassau-seat-prompt { margin: 4px 0; }
.nassau-seat-message { padding: 4px 8px; border-radius: 4px; border-left: 4px solid #7a7a7a; margin: 4px 0; }
.nassau-seat-message.is-error { border-left-color: #c0392b; }
.nassau-seat-log ul { margin: 2px 0 6px; padding-left: 1.4em; }
.nassau-seat-log li { margin: 0; line-height: 1.35; }
.nassau-seat-result td, .nassau-seat-result th { padding: 2px 8px; text-align: left; }
"""
