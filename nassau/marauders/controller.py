"""Play Merchants & Marauders in a notebook: the map and the captains, your captain's board,
your choices as buttons, bots for the other seats, undo, save and load, the whole log.

    from nassau import marauders
    marauders.play(players=["You", "bot", "bot", "bot"], seed=1)

Seats named "bot" (or "heuristic", "trader", "pirate", "random") are played by bots; any
other name is a human seat. A decision with many choices of one kind (how much to stash,
which goods to sell) is a list to pick from and a button; the others are one button each.
"""

from collections import defaultdict

import ipywidgets as w

from ..display import esc, panels
from ..display.widgets import StaticFallback
from ..kernel.adapter import bot_words, make_bot
from ..kernel.english import plural
from ..kernel.seats import Seats, seat_list as kernel_seat_list
from .adapter import ADAPTER
from .game import Game
from .setup import new_game

MANY = 8                  # more choices of one kind than this become a list and a button


def seat_list(players) -> tuple:
    return kernel_seat_list(players, bot_words(ADAPTER))


def play(players=("You", "bot", "bot", "bot"), seed: int = 0, options=None, components=None) -> "Table":
    """A new game with human and bot seats, ready to play in a notebook."""
    names, kinds = seat_list(players)
    game = new_game(players=names, seed=seed, options=options, components=components)
    return Table(game, kinds, seed=seed)


class Table(Seats, StaticFallback, w.VBox):
    """Header, the table (map and captains), the message line, your choices, your captain,
    bot controls, undo, save and load, the log, and the end of the game."""

    def __init__(self, game: Game, kinds, seed: int = 0, auto: bool = True):
        self.game = game
        self.kinds = list(kinds)
        self.bots = [None if k is None else make_bot(ADAPTER, k, seed * 31 + i) for i, k in enumerate(self.kinds)]
        self.header, self.table, self.message = w.HTML(), w.HTML(), w.HTML()
        self.choices, self.position = w.VBox(), w.HTML()
        fit = dict(width="auto")
        self.auto = w.Checkbox(value=auto, description="bots play on their own", indent=False, layout=w.Layout(**fit))
        self.buttons = {key: w.Button(description=text, layout=w.Layout(**fit)) for key, text in (
            ("one", "bot: one decision"), ("turn", "bots: to end of turn"), ("round", "bots: to end of round"),
            ("game", "bots: to end of game"), ("undo", "undo"), ("save", "save"), ("load", "load"))}
        self.path = w.Text(value="game.json", description="file", layout=w.Layout(width="260px"))
        self.log_pane, self.scores = w.HTML(), w.HTML()
        for key in ("one", "turn", "round", "game"):
            self.buttons[key].on_click(lambda _, until=key: self.run_bots(until))
        self.buttons["undo"].on_click(lambda _: self.undo())
        self.buttons["save"].on_click(lambda _: self.save(self.path.value))
        self.buttons["load"].on_click(lambda _: self.load(self.path.value))
        self.auto.observe(lambda change: self._after_change(), names="value")
        wrap = w.Layout(display="flex", flex_flow="row wrap", align_items="center")
        self.controls = w.Box([self.auto] + [self.buttons[k] for k in ("one", "turn", "round", "game", "undo")],
                              layout=wrap)
        files = w.Box([self.path, self.buttons["save"], self.buttons["load"]], layout=wrap)
        super().__init__([self.header, self.table, self.message, self.choices, self.position, self.scores,
                          self.controls, files, self.log_pane])
        for part, name in ((self, "table"), (self.header, "header"), (self.choices, "choices"),
                           (self.controls, "controls"), (self.log_pane, "log"), (self.scores, "scores"),
                           (self.position, "position")):
            part.add_class(f"nassau-{name}")
        self._after_change()

    # --- decisions -------------------------------------------------------------------------
    def run_bots(self, until: str = "game") -> int:
        """Bots decide: one decision, or to the end of the turn, the round or the game,
        stopping whenever a human must decide. Returns the number of decisions made."""
        start = (self.game.round, self.game.turn_no)
        made = self.step_bots(lambda g: until == "one" or (until == "turn" and (g.round, g.turn_no) != start)
                              or (until == "round" and g.round != start[0]))
        self._refresh()
        return made

    def undo(self) -> int:
        taken, _, refusal = self.take_back()
        if refusal is not None:
            self._refresh(refusal.message, "error")
            return 0
        self._refresh(f"Took back {plural(taken, 'decision')}." if taken else "There is nothing to undo.")
        return taken

    # --- display -----------------------------------------------------------------------------
    def _after_change(self):
        if self.auto.value:
            self.run_bots("game")
        else:
            self._refresh()

    def _refuse(self, exc):
        self.message.value = panels.refusal(exc)
        return exc

    def _refresh(self, message: str = "", kind: str = "info"):
        game = self.game
        human = self.is_human(game.current_player)
        self.header.value = f"<b>{esc(game.prompt())}</b> <span>Seats: {esc(self._seats())}</span>"
        self.table.value = game._repr_html_()
        self.message.value = panels.message(message, kind)
        self.choices.children = self._choice_widgets() if human else ()
        seat = self.panel_seat()
        self.position.value = game.board(seat)._repr_html_() if seat is not None else ""
        for key in ("one", "turn", "round", "game"):
            self.buttons[key].disabled = game.is_over or human
        self.log_pane.value = panels.log_pane(game.events)
        self.scores.value = panels.game_over(game) if game.is_over else ""

    def panel_seat(self):
        """The human to decide, else the last human who decided, else the first human seat."""
        if not self.game.is_over and self.is_human(self.game.current_player):
            return self.game.current_player
        _, seat = self.last_human_decision()
        humans = [i for i, bot in enumerate(self.bots) if bot is None]
        return seat if seat is not None else humans[0] if humans else None

    def _choice_widgets(self) -> tuple:
        groups = defaultdict(list)
        for a in self.game.legal_actions():
            groups[a.kind].append(a.notation)
        rows, singles = [], []
        for kind, notations in groups.items():
            if len(notations) > MANY:
                pick = w.Dropdown(options=notations, layout=w.Layout(width="auto"))
                go = w.Button(description=kind.replace("-", " "), layout=w.Layout(width="auto"))
                go.on_click(lambda _, pick=pick: self.act(pick.value))
                rows.append(w.HBox([pick, go]))
            else:
                for notation in notations:
                    b = w.Button(description=notation, layout=w.Layout(width="auto"))
                    b.on_click(lambda _, n=notation: self.act(n))
                    singles.append(b)
        wrap = w.Layout(display="flex", flex_flow="row wrap", align_items="center")
        return (w.Box(singles, layout=wrap),) + tuple(rows)

    def _seats(self) -> str:
        return ", ".join(f"{p.name} ({self.kinds[p.seat] or 'human'})" for p in self.game.players)

    def _static_html(self) -> str:
        return self.game._repr_html_()

    def __repr__(self):
        return f"<marauders.Table: {self.game.prompt()} Seats: {self._seats()}.>"
