"""Play Merchants & Marauders in a notebook: the map widget (click a zone to sail, a harbour
to enter it, a merchant token or a ship to scout it), your choices as a panel of grouped
buttons (the port's activities, a fight's declarations, a raid's successes), your captain's
position, bots for the other seats, undo, save and load, the whole log.

    from nassau import marauders
    marauders.play(players=["You", "bot", "bot", "bot"], seed=1)

Seats named "bot" (or "heuristic", "trader", "pirate", "random", or "strong": the search bot)
are played by bots; any other name is a human seat. Bots play on their own until a human
must decide (or one decision, a turn or a round at a time with the buttons).

Hidden information. The map, the captains' boards and the log are public. "Your position"
adds what only its player may see: the glory cards in hand, the rumors and the stash. With
several humans at one screen (hotseat), whenever the next decision is another human's, that
position and the choices are blanked behind a "pass the screen" gate that the next player
opens (nassau.display.seats, nassau.display.gate). Undo takes back decisions up to and
including the last human one, never across a card, token or die that has been seen (the
game's rule ``undo.seen``).
"""

import ipywidgets as w

from ...display import esc, panels
from ...display.controls import add_controls
from ...display.gate import Gate
from ...display.widgets import BoardHeader, StaticFallback
from ...kernel.adapter import bot_words, make_bot
from ...kernel.english import plural, sentence
from ...kernel.errors import IllegalActionError
from ...display.seats import Seats, seat_list as kernel_seat_list
from ..adapter import ADAPTER
from ..rules.game import Game
from ..rules.setup import new_game
from .widget import MapWidget

GATE_WHY = "Glory cards, rumors and a stash are on the screen once {} <opens> it: everyone else looks away."


def seat_list(players) -> tuple:
    return kernel_seat_list(players, bot_words(ADAPTER))


def play(players=("You", "bot", "bot", "bot"), seed: int = 0, options=None, components=None, modules=None,
         variants=None, undo: str = "seen", learn: bool = True) -> "Table":
    """A new game with human and bot seats, ready to play in a notebook; ``modules`` and
    ``variants`` switch on parts of Seas of Glory, as for ``new_game``. ``undo="free"`` is practice mode (for teaching): every decision may be taken back, dice and
    cards seen included; by default undo stops at a decision that showed something new.
    ``learn`` (on by default): "learn as you play", the rule behind each kind of decision in two
    or three lines of the glossary the first time it comes up for a human captain, which the
    student may put away or switch off."""
    names, kinds = seat_list(players)
    game = new_game(players=names, seed=seed, options=options, components=components, modules=modules,
                    variants=variants)
    game.set_undo(undo)
    return Table(game, kinds, seed=seed, learn=learn)


def goal(game) -> str:
    """How the game is won, on the table's header for the whole game (the stash's price from
    the rules, which a variant may change)."""
    from ..rules.scoring import stash_glory
    rules, per = game.comp.rules, game.comp.rules.stash_glory_per
    even = all(stash_glory(game, k * per) == k for k in (1, 2, 5))
    stash = (f"every {per} gold stashed in the home port counts 1 glory" if even
             else "gold stashed in the home port counts glory at rising prices")
    return f"The first captain to {rules.win_glory} glory wins; {stash}, hidden until the end."


class Table(Seats, StaticFallback, w.VBox):
    """The hotseat gate, the map widget (header, map, your position, the message and the panel
    of choices), bot controls, undo, save and load, the log, and the end of the game."""

    def __init__(self, game: Game, kinds, seed: int = 0, auto: bool = True, learn: bool = True):
        self.game = game
        self.kinds = list(kinds)
        self.bots = [None if k is None else make_bot(ADAPTER, k, seed * 31 + i) for i, k in enumerate(self.kinds)]
        self.start_screen()
        self.gate = Gate(self.open_gate)
        self.board = MapWidget(game, act=self.act, may=self.refusal,
                               mine=lambda: [s for s in range(self.game.n) if self.is_human(s)], learn=learn)
        self.header = BoardHeader(self.board)     # drawn by the map widget (.nassau-header), with the map
        add_controls(self, (("one", "bot: one decision"), ("turn", "bots: to end of turn"),
                            ("round", "bots: to end of round"), ("game", "bots: to end of game")), auto)
        self.log_pane, self.scores = w.HTML(), w.HTML()
        super().__init__([self.gate, self.board, self.scores, self.controls, self.files, self.log_pane])
        for part, name in ((self, "marauders"), (self.gate, "gate"), (self.controls, "controls"),
                           (self.log_pane, "log"), (self.scores, "scores")):
            part.add_class(f"nassau-{name}")      # stable hooks for styling and browser tests
        self.add_class("nassau-table")
        self.add_class("nassau")                  # the theme's colours for the gate
        self._after_change()

    # --- decisions (act, is_human, undo's loop, the hotseat and _after_change come from Seats) ---
    def run_bots(self, until: str = "game") -> int:
        """Bots decide: one decision, or to the end of the turn, the round or the game,
        stopping whenever a human must decide. Returns the number of decisions made."""
        start = (self.game.round, self.game.turn_no)
        made = self.step_bots(lambda g: until == "one" or (until == "turn" and (g.round, g.turn_no) != start)
                              or (until == "round" and g.round != start[0]))
        self._refresh()
        return made

    def undo(self) -> int:
        """Take back decisions up to and including the last human one, all or none; returns
        how many. Refused (nothing changes) across a card, token or die that has been seen."""
        taken, decider, refusal = self.take_back()
        if refusal is not None:
            self._refresh(refusal.message, "error", refusal.rule)
            return 0
        if not taken:
            message = "There is nothing to undo."
        elif decider is None:
            message = "Took back every decision: this is the start of the game."
        else:
            message = sentence("Took back {} up to {}<'s> last decision.", [plural(taken, "decision"),
                                                                          self.game.names[decider]])
        self._refresh(message)
        return taken

    def refusal(self, seat=None):
        """Why nobody at the screen may decide now: the gate is closed, or Seats' reasons."""
        if self.waiting is not None:
            name = self.game.names[self.waiting]
            return IllegalActionError("hotseat.gate", sentence("the screen waits for {}: {} <opens> the gate first",
                                                               [name, name]))
        return super().refusal(seat)

    def _loaded(self) -> None:
        """A loaded game starts behind the gate when several people share the screen."""
        self.board.game = self.game
        self.start_screen()

    # --- display ---------------------------------------------------------------------
    def _refuse(self, exc):
        return self.board.refuse(exc)

    def panel_seat(self):
        """Whose position is on screen: the seat that has the screen (None behind the gate);
        at the end, or at a table of bots only, the captain to decide or the first seat."""
        seen = self.who_sees(private=True)
        if seen is not None or self.waiting is not None:
            return seen
        if self.humans and self.game.is_over:
            return self.shown if self.shown is not None else self.humans[0]
        if not self.humans:
            return 0 if self.game.is_over else self.game.current_player
        return None

    def _refresh(self, message: str = "", kind: str = "info", rule: str = ""):
        game = self.game
        seat = self.panel_seat()
        mine = seat is not None and not game.is_over and game.current_player == seat and self.is_human(seat)
        self.board.refresh(message, kind, rule, seat=seat, offer=mine, private=bool(self.humans) or game.is_over,
                           header=self._banner())
        if self.waiting is not None:
            self.gate.show_for(game.names[self.waiting], GATE_WHY)
        else:
            self.gate.hide()
        human = self.is_human(game.current_player)
        for key in ("one", "turn", "round", "game"):
            self.buttons[key].disabled = game.is_over or human
        self.show_undo(self.buttons["undo"])
        self.log_pane.value = panels.log_pane(game.events)
        self.scores.value = panels.game_over(game) if game.is_over else ""

    def _banner(self) -> str:
        game = self.game
        if game.is_over:
            lead = "The game is over: the final scoring is below."
        elif self.waiting is not None:
            lead = sentence("Pass the screen to {}.", [game.names[self.waiting]])
        elif self.is_human(game.current_player):
            lead = sentence("To decide: {}.", [game.names[game.current_player]])
        else:
            name = game.names[game.current_player]
            lead = f"{name} (bot) decides" + ("." if self.auto.value else ": press a bot button.")
        prompt = "" if game.is_over else esc(game.prompt())     # (it would say the game is over again)
        return (f"<b>{esc(lead)}</b> {prompt} <span>Seats: {esc(self.seats_text())}</span>"
                f'<div class="nassau-goal" style="font-size:12px;margin-top:2px">{esc(goal(game))}</div>')

    def _static_html(self) -> str:
        return self.game._repr_html_()

    def __repr__(self):
        return f"<marauders.Table: {self.game.prompt()} Seats: {self.seats_text()}.>"
