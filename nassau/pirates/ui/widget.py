"""The board widget: the table as SVG that answers clicks, the position of the player to decide,
and the one row of choices.

The browser shows what Python renders and sends what was clicked; Python finds the legal
actions the click stands for (nassau.pirates.ui.intents), applies one, offers a choice, or says
in plain words why not (the rule's id goes in the tooltip). State travels in traitlets, one
message a redraw.
"""

import anywidget
import traitlets

from ...display import panels
from ...display.widgets import StaticFallback, asset
from ...kernel.english import sentence
from ...kernel.errors import IllegalActionError
from . import intents
from ..views.position import position_html
from ..views.render import board_svg, game_html


def _stylesheet() -> str:
    """The table's theme, the widget's CSS file (after the theme: the widget's own sizes win) and
    the board's, loaded once with the widget."""
    from ...display import THEME_CSS
    from ..views.render import SVG_CSS
    return THEME_CSS + asset("board.css").read_text(encoding="utf-8") + SVG_CSS


class BoardWidget(StaticFallback, anywidget.AnyWidget):
    _esm = asset("board.js")
    _css = _stylesheet()

    svg = traitlets.Unicode("").tag(sync=True)
    revision = traitlets.Int(0).tag(sync=True)
    header = traitlets.Unicode("").tag(sync=True)            # the table's header line (HTML), drawn with the board
    position = traitlets.Unicode("").tag(sync=True)          # the "Your position" panel (HTML)
    message = traitlets.Unicode("").tag(sync=True)           # plain words
    message_kind = traitlets.Unicode("info").tag(sync=True)  # info, error or result
    message_rule = traitlets.Unicode("").tag(sync=True)      # the rule of a refusal (for the tooltip)
    message_html = traitlets.Unicode("").tag(sync=True)      # the message as the players see it
    # [[notation, description, odds note]]: every legal action of a human's decision, and the
    # few a click left open (shown instead of them until one is taken or the choice is put away)
    actions = traitlets.List(traitlets.List(traitlets.Unicode())).tag(sync=True)
    choices = traitlets.List(traitlets.List(traitlets.Unicode())).tag(sync=True)

    def __init__(self, game, act=None, **kwargs):
        """``act(notation)`` carries out a chosen action (default: ``game.apply`` and redraw)."""
        super().__init__(**kwargs)
        self.game = game
        self._act = act or self._apply
        self._seen = (None, None, 0)      # (game, history, ply) at the last redraw
        self._told = panels.LogCursor(game)     # the log as far as a message has told it
        self.fights = []                  # fight results on the board now (intents.fight_result + "fresh")
        self.on_msg(self._on_msg)
        self.refresh()

    # --- drawing --------------------------------------------------------------------------
    def refresh(self, message: str = "", kind: str = "info", seat=None, offer: bool = True, header=None) -> None:
        """Redraw the table, the position panel of ``seat`` (default: the player to decide) and the
        choices (none when ``offer`` is false: a bot decides), and show a message and the table's
        ``header`` (HTML; None keeps it), in one message to the browser. Fights fought since the
        last redraw are shown on the board and in the message; they stay for the next redraw too,
        faded."""
        game = self.game
        fresh = [f["text"] + "." for f in self._track_fights()]
        told = self._news()
        if fresh and kind != "error":
            kind = kind if message else "result"
            message = " ".join(([message] if message else []) + fresh)
        elif told and not message:                  # what the decisions since the last redraw did
            message, kind = told, "result"
        if seat is None:
            seat = 0 if game.is_over else game.current_player
        with self.hold_sync():
            if header is not None:
                self.header = header
            self.svg = str(board_svg(game, interactive=True, fights=self.fights))
            self.position = position_html(game, seat)
            self.actions = offers(game) if offer and not game.is_over else []
            self.choices = []
            self._say(message, kind)
            self.revision += 1

    def _news(self) -> str:
        """The sentences logged since the last redraw (the newest few), or "" after an undo or a load."""
        fresh = self._told.fresh(self.game)
        return panels.recent([sentence(parts[0], parts[1:]) for parts in fresh]) if fresh else ""

    def _track_fights(self) -> list:
        """Age the fights on the board when decisions were made since the last redraw, and add
        the new ones (returned); an undo or a loaded game clears them."""
        game = self.game
        seen_game, seen_history, seen_ply = self._seen
        ply = game.ply
        self._seen = (game, game._history, ply)
        if seen_game is game and game._history is seen_history:
            return []                                           # nothing decided: the same board
        back, chain, made = ply - seen_ply, game._history, []
        for _ in range(max(back, 0)):
            made.append(chain[0])
            chain = chain[1]
        if seen_game is not game or back <= 0 or chain is not seen_history or len(game._undo) < back:
            self.fights = []                                    # undone or replaced
            return []
        before = game._undo[len(game._undo) - back:]          # the position before each decision
        new = [r for b, a in zip(before, reversed(made)) if (r := intents.fight_result(b, a))]
        self.fights = ([{**f, "fresh": False} for f in self.fights if f["fresh"]]
                       + [{**f, "fresh": True} for f in new])
        return new

    def _say(self, text: str, kind: str = "info", rule: str = "") -> None:
        self.message, self.message_kind, self.message_rule = text, kind, rule
        self.message_html = panels.message(text, kind, rule)

    def refuse(self, error: IllegalActionError) -> IllegalActionError:
        """Show a refusal in plain words (its rule in the tooltip); nothing else changes."""
        with self.hold_sync():
            self._say(panels.as_sentence(getattr(error, "message", str(error))), "error", getattr(error, "rule", ""))
        return error

    # --- clicks -------------------------------------------------------------------------------
    def click(self, intent: dict):
        """What the front end does on a click: act, offer a choice, or explain the refusal.

        Returns the IllegalActionError when the click is refused (the game is unchanged).
        """
        if isinstance(intent, dict) and intent.get("cancel"):
            with self.hold_sync():
                self.choices = []
                self._say("")
            return None
        try:
            found = intents.resolve(self.game, intent)
        except IllegalActionError as exc:
            return self.refuse(exc)
        if len(found) == 1:
            return self._act(found[0].notation)
        with self.hold_sync():
            self.choices = [offer(self.game, a) for a in found]
            self._say(choice_prompt(self.game, intent, found))
        return None

    def _apply(self, notation: str):
        try:
            self.game.apply(notation)
        except IllegalActionError as exc:
            return self.refuse(exc)
        self.refresh()
        return None

    def _on_msg(self, widget, content, buffers):
        if isinstance(content, dict) and isinstance(content.get("intent"), dict):
            self.click(content["intent"])

    def _static_html(self) -> str:
        return game_html(self.game)

    def __repr__(self):
        return f"<pirates.BoardWidget: {self.game.prompt()}>"


# --- the choices --------------------------------------------------------------------------------
def offer(game, action) -> list:
    """[notation, description, odds note] of a legal action; the note (exact odds, from
    nassau.pirates.bots.odds) is only given for fights: plunder, sack and the Navy with a captain card."""
    odds = intents.fight_odds(game, action)
    if odds is None:
        return [action.notation, action.describe(), ""]
    return [action.notation, f"{action.describe()}: {odds['text']}", odds["note"]]


def offers(game) -> list:
    return [offer(game, a) for a in game.legal_actions()]


def choice_prompt(game, intent, found) -> str:
    """What a click that stands for several actions asks."""
    kind, value = next(iter(intent.items()))
    if kind == "space" and all(a.kind == "move" for a in found):
        return f"Several moves reach space {value}: choose one below."
    if kind == "space":
        return f"Space {value}: choose what to do below."
    if kind == "navy":
        return "Which captain card do you play against this Navy ship? Choose below."
    if kind == "tile":
        return "Which slot does the tile go on? Choose below."
    return "Choose one below."


# --- the position panel ---------------------------------------------------------------------------


