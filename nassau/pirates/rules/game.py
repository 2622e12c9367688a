"""The Pirates of Nassau game: its state, the dispatch of decisions, clone and records.

The order of the round is the table in :mod:`.flow`; the rules themselves live in one
module per part of the round: ``movement``, ``pirate_phase``, ``hold``, ``tiles``,
``infamy``, ``navy``, ``harbour``, ``round_end`` and ``scoring``. This module routes
decisions to them and offers the public surface.
"""

from ...kernel.actions import LegalActions
from ...kernel.game import BaseGame
from ...kernel.rng import Rng
from . import harbour, hold, infamy, invariants, navy, pirate_phase, scoring, serialize
from .action_kinds import KINDS
from .actions import Action
from .components import default_components
from .flow import FLOW, STEP_NAMES, decision
from .state import Player, Ship
from ...kernel.optional import pandas

LEGAL = {
    "move": pirate_phase.legal_move, "act": pirate_phase.legal_act, "ransom": pirate_phase.legal_ransom,
    "stow": hold.legal, "infamy": infamy.legal, "collide": infamy.legal_collide, "navy": navy.legal,
    "penalty": navy.legal_penalty, "lose": navy.legal_lose, "buy": harbour.legal_buy,
    "overflow": harbour.legal_overflow, "bury": harbour.legal_bury,
}


CONTINUATIONS = {
    "end-pirate-turn": pirate_phase.end_turn,
    "offer-ransom": pirate_phase.offer_ransom,
    "infamy-next": infamy.next_player,
    "navy-penalty": navy.next_penalty,
}

AUTOMATIC = ("pass", "done")


class Game(BaseGame):
    """A game of Pirates of Nassau. Make one with :func:`nassau.pirates.new_game`."""

    game_name = "pirates"
    default_components = staticmethod(default_components)
    title = "Pirates of Nassau"
    record_names = ("pirates-of-nassau",)      # records saved before the games shared one surface
    Action = Action
    kinds = KINDS

    @classmethod
    def blank(cls, comp, opts, names, rng: Rng) -> "Game":
        """A game with everything in the supply and the box, for setup and for loading records."""
        g = object.__new__(cls)
        g._init_base()
        g.comp, g.opts, g.rng = comp, opts, rng
        g.ship = Ship.of(comp)
        g.n = len(names)
        g.players = [Player(i, name, len(g.ship.slots), len(comp.captains)) for i, name in enumerate(names)]
        g.round = 1
        g.step, g.sub = "pirate", "move"
        g.order, g.turn, g.pass_no, g.cur = tuple(range(g.n)), 0, 1, 0
        g.routes = [-1] * 21
        g.decks = ((), (), ())
        g.departed = ()
        g.navy_deck, g.navy_display = (), ()
        g.sacked = ()
        g.harbour, g.stacks, g.box = ((), (), ()), ((), (), ()), ((), (), ())
        s = comp.supply
        g.supply = [s["pesos"], s["gunpowder"], s["goods"], s["rum"], s["hostages"]]
        g.doubloons, g.winds = s["doubloons"], s["trade_winds"]
        g.pending = (0, 0, 0, 0, 0)
        g.stowed = 0               # items stowed from the latest gain (a smuggle that stows nothing did not happen)
        g.then = ()
        g.collision = None
        g.penalties = ()
        g.lose_left = 0
        g.passed = 0
        g.over = False
        g.infamy_rounds = ()       # everyone's infamy at the end of each finished round
        return g

    # --- public surface (apply with a turn check, seat_of, is_over and log come from BaseGame) ---
    @property
    def current_player(self):
        """Seat of the player who must decide now, or None when the game is over."""
        return None if self.over else self.cur

    @property
    def names(self) -> tuple:
        return tuple(p.name for p in self.players)

    def prompt(self) -> str:
        """Who decides now, and what about, in a sentence."""
        if self.over:
            return "The game is over."
        return decision(self, "Round {}, {}: ", ".", self.round, STEP_NAMES[self.step])

    def observation(self, player) -> dict:
        """What ``player`` may see: the whole table but the order of the face-down decks."""
        from .observation import observation
        return observation(self, self.seat_of(player))

    def public_log(self, player) -> list:
        """The log as ``player`` may read it: everyone reads the same log."""
        from .observation import public_log
        return public_log(self, self.seat_of(player))

    def resample(self, player, seed: int = 0) -> "Game":
        """A copy with every face-down deck and stack shuffled again (``player`` sees none of them)."""
        from .observation import resample
        self.seat_of(player)
        return resample(self, seed)

    def problems(self) -> list:
        """Everything wrong with this position (see :mod:`.invariants`); empty when sound."""
        return invariants.problems(self)

    def scores(self):
        """The scoring table (final, or as if the game ended now) as a pandas DataFrame."""
        pd = pandas("game.scores()")
        rows = self.final_rows()
        cols = ["player"]
        for c in scoring.CATEGORIES:
            cols += [c, c + "_rank", c + "_points"]
        cols += ["points", "rank", "tie_break"]
        return pd.DataFrame(rows, columns=cols).set_index("player")

    def final_rows(self) -> list:
        return scoring.final_rows(self)

    def edit(self):
        """A :class:`Position` editor to set up any position (for teaching and tests)."""
        from .position import Position
        return Position(self)

    def _stage(self) -> str:
        return STEP_NAMES[self.step]

    # --- kernel hooks --------------------------------------------------------------
    def _generate_legal(self):
        if self.over:
            return ()
        return LEGAL[self.sub](self, self.players[self.cur])

    def _do(self, action):
        KINDS[action.kind].handler(self, self.players[self.cur], action)
        self._settle()

    def _settle(self):
        """Move the round on (see :mod:`.flow`), take forced decisions (a lone pass or done)
        automatically, and cache the next legal actions."""
        step_over = FLOW.over
        while True:
            if self.over or step_over[self.step](self):     # most decisions leave the step open
                FLOW.settle(self)
                if self.over:
                    break
            p = self.players[self.cur]
            legal = LEGAL[self.sub](self, p)
            if len(legal) == 1 and legal[0].kind in AUTOMATIC:
                KINDS[legal[0].kind].handler(self, p, legal[0])
                continue
            self._legal = LegalActions(legal)
            return
        self._legal = LegalActions(())

    def _restore(self, snapshot):
        """Undo keeps the player objects the caller may hold, filling them with the old state."""
        players = self.players
        super()._restore(snapshot)
        for mine, old in zip(players, self.players):
            mine.__dict__ = old.__dict__
        self.players = players

    def run(self, continuation: str):
        CONTINUATIONS[continuation](self)

    def _piles(self):
        """The face-down piles, for the kernel's undo rule: each zone's merchant deck, the Navy
        deck (its Game End card with it) and Nassau's tile stacks. Dice come from the generator."""
        return (*(("a merchant card was turned up", d) for d in self.decks),
                ("a Navy card was turned up", self.navy_deck),
                *(("a tile was turned up in Nassau", s) for s in self.stacks))

    def _copy_from(self, other):
        d = other.__dict__.copy()
        d["players"] = [p.copy() for p in other.players]
        d["routes"] = other.routes[:]
        d["supply"] = other.supply[:]
        d["rng"] = other.rng.copy()
        self.__dict__ = d

    def _explain(self, action):
        from .explain import explain
        return explain(self, action)

    def state_dict(self) -> dict:
        return serialize.state_dict(self)

    @classmethod
    def _from_state(cls, d):
        return serialize.from_state(cls, d)
