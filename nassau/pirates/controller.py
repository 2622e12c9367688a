"""Play in a notebook: the board widget with ipywidgets controls, for humans and bots at one table.

    from nassau import pirates
    pirates.play(players=["You", "bot", "bot", "bot"], seed=1)

Seats named "bot" (or "heuristic", "random", "bot:raider", ...) are played by bots; any
other name is a human seat. Humans decide by clicking the board or an action button;
bots play on their own until a human must decide (or step by step with the buttons).
"""

import ipywidgets as w

from ..display.eventlog import log_html
from ..display.widgets import StaticFallback
from ..kernel.adapter import bot_words, make_bot
from ..kernel.english import plural
from ..kernel.seats import Seats, seat_list as kernel_seat_list
from .adapter import ADAPTER
from .game import Game
from .render import game_html
from .setup import new_game
from .widget import BoardWidget


def seat_list(players) -> tuple:
    """(names, kinds): bot seats get the names "Bot 2", "Bot 3", ... by seat number."""
    return kernel_seat_list(players, bot_words(ADAPTER))


def play(players=("You", "bot", "bot", "bot"), seed: int = 0, options=None, components=None) -> "Table":
    """A new game with human and bot seats, ready to play in a notebook."""
    names, kinds = seat_list(players)
    game = new_game(players=names, seed=seed, options=options, components=components)
    return Table(game, kinds, seed=seed)


class Table(Seats, StaticFallback, w.VBox):
    """The controller: header, board, legal actions, bot controls, undo, log, scores, save and load."""

    def __init__(self, game: Game, kinds, seed: int = 0, auto: bool = True):
        self.game = game
        self.kinds = list(kinds)
        self.bots = [None if k is None else make_bot(ADAPTER, k, seed * 31 + i) for i, k in enumerate(self.kinds)]
        self.header = w.HTML()
        self.board = BoardWidget(game, act=self.act)
        self.actions = w.Box(layout=w.Layout(display="flex", flex_flow="row wrap"))
        self._pool = []
        self.auto = w.Checkbox(value=auto, description="bots play on their own", indent=False)
        self.buttons = {
            "one": w.Button(description="bot: one decision"), "step": w.Button(description="bots: to end of step"),
            "round": w.Button(description="bots: to end of round"), "game": w.Button(description="bots: to end of game"),
            "undo": w.Button(description="undo", icon="undo"),
            "save": w.Button(description="save"), "load": w.Button(description="load"),
        }
        self.path = w.Text(value="game.json", description="file")
        self.log_pane = w.HTML()
        self.scores = w.HTML()
        for key, until in (("one", "one"), ("step", "step"), ("round", "round"), ("game", "game")):
            self.buttons[key].on_click(lambda _, until=until: self.run_bots(until))
        self.buttons["undo"].on_click(lambda _: self.undo())
        self.buttons["save"].on_click(lambda _: self.save(self.path.value))
        self.buttons["load"].on_click(lambda _: self.load(self.path.value))
        self.auto.observe(lambda change: self._after_change(), names="value")
        controls = w.HBox([self.auto] + [self.buttons[k] for k in ("one", "step", "round", "game", "undo")])
        files = w.HBox([self.path, self.buttons["save"], self.buttons["load"]])
        super().__init__([self.header, self.board, self.actions, controls, files, self.log_pane, self.scores])
        for part, name in ((self, "table"), (self.header, "header"), (self.actions, "actions"),
                           (self.log_pane, "log"), (self.scores, "scores")):
            part.add_class(f"nassau-{name}")      # stable hooks for styling and browser tests
        self._after_change()

    # --- decisions (act, is_human and undo's loop come from Seats) ------------------------
    def run_bots(self, until: str = "game") -> int:
        """Let bots decide: one decision, or until the step, the round or the game ends, stopping
        whenever a human must decide. Returns the number of decisions made."""
        start = (self.game.step, self.game.round)
        made = self.step_bots(lambda g: until == "one" or (until == "step" and (g.step, g.round) != start)
                              or (until == "round" and g.round != start[1]))
        self._refresh()
        return made

    def undo(self) -> int:
        """Take back decisions up to and including the last human one; returns how many."""
        taken, _, _ = self.take_back()        # Pirates of Nassau has no hidden choice to keep
        self._refresh(f"Took back {plural(taken, 'decision')}." if taken else "There is nothing to undo.")
        return taken

    def _loaded(self) -> None:
        self.board.game = self.game

    # --- display ---------------------------------------------------------------------
    def _after_change(self):
        if self.auto.value:
            self.run_bots("game")
        else:
            self._refresh()

    def _refuse(self, exc):
        self.board.message, self.board.message_kind = str(exc), "error"
        return exc

    def _refresh(self, message: str = "", kind: str = "info"):
        game = self.game
        self.board.refresh(message, kind)
        self.header.value = f"<b>{_html(game.prompt())}</b> <span>Seats: {_html(self._seats())}</span>"
        human = self.is_human(game.current_player)
        self._show_actions(game.legal_actions() if human else ())
        for key in ("one", "step", "round", "game"):
            self.buttons[key].disabled = game.is_over or human
        log = game.round_log() if not game.is_over else game.round_log(game.round)
        self.log_pane.value = log_html(log.title, log.lines[-40:], style=False)
        self.scores.value = game.scoring_table()._repr_html_() if game.is_over else ""

    def _show_actions(self, actions) -> None:
        """One button per legal action. Buttons are reused (hidden when not needed), because
        every new widget costs a round trip to the browser."""
        while len(self._pool) < len(actions):
            b = w.Button(layout=w.Layout(width="auto"))
            b.on_click(lambda button: self.act(button.description))
            self._pool.append(b)
        for i, b in enumerate(self._pool):
            with b.hold_sync():
                if i < len(actions):
                    b.description, b.tooltip, b.layout.display = actions[i].notation, actions[i].describe(), None
                else:
                    b.layout.display = "none"
        if len(self.actions.children) != len(self._pool):
            self.actions.children = tuple(self._pool)

    def _seats(self) -> str:
        return ", ".join(f"{p.name} ({self.kinds[p.seat] or 'human'})" for p in self.game.players)

    def _static_html(self) -> str:
        return game_html(self.game)

    def __repr__(self):
        return f"<pirates.Table: {self.game.prompt()} Seats: {self._seats()}.>"


def _html(text: str) -> str:
    from ..display import esc
    return esc(text)
