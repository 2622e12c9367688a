"""Play in a notebook: the board widget with ipywidgets controls, for humans and bots at one table.

    from nassau import pirates
    pirates.play(players=["You", "bot", "bot", "bot"], seed=1)

Seats named "bot" (or "heuristic", "random", "bot:raider", ..., or "strong": the search bot)
are played by bots; any other name is a human seat. Humans decide by clicking the board or
an action button; bots play on their own until a human must decide (or step by step with
the buttons).
"""

import ipywidgets as w

from ...display import panels
from ...display.controls import add_controls
from ...display.widgets import BoardHeader, StaticFallback
from ...kernel.adapter import bot_words, make_bot
from ...kernel.english import plural
from ...display.seats import Seats, seat_list as kernel_seat_list
from ..adapter import ADAPTER
from ..rules.game import Game
from ..views.render import game_html
from ..rules.setup import new_game
from .widget import BoardWidget


def seat_list(players) -> tuple:
    """(names, kinds): bot seats get the names "Bot 2", "Bot 3", ... by seat number."""
    return kernel_seat_list(players, bot_words(ADAPTER))


def play(players=("You", "bot", "bot", "bot"), seed: int = 0, options=None, components=None,
         undo: str = "seen") -> "Table":
    """A new game with human and bot seats, ready to play in a notebook. ``undo="free"`` is practice mode (for teaching): every decision may be taken back, dice and
    cards seen included; by default undo stops at a decision that showed something new."""
    names, kinds = seat_list(players)
    game = new_game(players=names, seed=seed, options=options, components=components)
    game.set_undo(undo)
    return Table(game, kinds, seed=seed)


class Table(Seats, StaticFallback, w.VBox):
    """The controller: the board widget (header, board, your position, the message line and the
    one row of choices), bot controls, undo, save and load, the whole game's log, and the end of
    the game."""

    def __init__(self, game: Game, kinds, seed: int = 0, auto: bool = True):
        self.game = game
        self.kinds = list(kinds)
        self.bots = [None if k is None else make_bot(ADAPTER, k, seed * 31 + i) for i, k in enumerate(self.kinds)]
        self.board = BoardWidget(game, act=self.act)
        self.header = BoardHeader(self.board)     # drawn by the board widget (.nassau-header), with the board
        add_controls(self, (("one", "bot: one decision"), ("step", "bots: to end of step"),
                            ("round", "bots: to end of round"), ("game", "bots: to end of game")), auto)
        self.log_pane = w.HTML()
        self.scores = w.HTML()
        super().__init__([self.board, self.scores, self.controls, self.files, self.log_pane])
        for part, name in ((self, "table"), (self.controls, "controls"), (self.log_pane, "log"),
                           (self.scores, "scores")):
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
        """Take back decisions up to and including the last human one, all or none; returns how
        many. Refused (nothing changes) across dice or a card that has been seen."""
        taken, _, refusal = self.take_back()
        if refusal is not None:
            self.board.refuse(refusal)
            return 0
        self._refresh(f"Took back {plural(taken, 'decision')}." if taken else "There is nothing to undo.")
        return taken

    def _loaded(self) -> None:
        self.board.game = self.game

    # --- display ---------------------------------------------------------------------
    def _refuse(self, exc):
        return self.board.refuse(exc)

    def panel_seat(self):
        """Whose position the panel shows: the human to decide; else the last human who decided
        (or the first human seat); at an all-bot table, the player to decide."""
        game = self.game
        if not game.is_over and self.is_human(game.current_player):
            return game.current_player
        _, seat = self.last_human_decision()
        if seat is not None:
            return seat
        humans = [i for i, bot in enumerate(self.bots) if bot is None]
        return humans[0] if humans else None

    def _refresh(self, message: str = "", kind: str = "info"):
        game = self.game
        human = self.is_human(game.current_player)
        self.board.refresh(message, kind, seat=self.panel_seat(), offer=human,
                           header=f"<b>{_html(game.prompt())}</b> <span>Seats: {_html(self.seats_text())}</span>")
        for key in ("one", "step", "round", "game"):
            self.buttons[key].disabled = game.is_over or human
        self.show_undo(self.buttons["undo"])
        self.log_pane.value = panels.log_pane(game.events)
        self.scores.value = panels.game_over(game) if game.is_over else ""

    def _static_html(self) -> str:
        return game_html(self.game)

    def __repr__(self):
        return f"<pirates.Table: {self.game.prompt()} Seats: {self.seats_text()}.>"


def _html(text: str) -> str:
    from ...display import esc
    return esc(text)
