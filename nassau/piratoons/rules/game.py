"""The Piratoons game: its state, the dispatch of decisions, clone and records.

The order of the round is the table in :mod:`.flow`; the rules live in one module per
phase: ``chest`` (treasure supply), ``grab`` (plunder), ``income`` (idle sailors),
``loot`` (sharing), ``auction`` and ``build``; ``rounds`` runs the end of a round and
``scoring`` the end of the game. This module routes decisions to them and offers the
public surface.
"""

from ...kernel.actions import LegalActions
from ...kernel.english import sentence
from ...kernel.errors import IllegalActionError, RecordError
from ...kernel.game import BaseGame
from ...kernel.rng import Rng
from . import auction, build, chest, grab, invariants, serialize
from .action_kinds import KINDS
from .actions import Action
from .components import START_COINS, default_components
from .flow import FLOW, PHASE_NAMES, PROMPTS

LEGAL = {"deal": chest.legal, "claim": grab.legal, "bid": auction.legal_bid, "pick": auction.legal_take,
         "build": build.legal}
# Taken for the player when it is the only choice. Never ``seal``: in digital play a claim is
# sealed only by its player's own decision, also once every sailor is placed (the player may
# want to look at the claim before committing it; placing the last sailor must not commit it
# for them). A refereed table always offers ``out`` beside ``seal``, so nothing changes there.
AUTOMATIC = ("bid", "take", "overboard")


class Game(BaseGame):
    """A game of Piratoons. Make one with :func:`nassau.piratoons.new_game` (digital play
    with sealed claims) or :func:`nassau.piratoons.referee` (recording a real table)."""

    game_name = "piratoons"
    default_components = staticmethod(default_components)
    title = "Piratoons"
    Action = Action
    kinds = KINDS
    MODES = ("digital", "referee")      # sealed digital play, or recording a real table
    DEALS = ("engine", "table")         # who fills the chest: the engine's stacks, or the table

    @classmethod
    def blank(cls, comp, opts, names, rng: Rng, *, mode: str, deal: str) -> "Game":
        """A game with everything in the box, for setup and for loading records."""
        g = object.__new__(cls)
        g._init_base()
        g.comp, g.opts, g.rng, g.mode, g.deal = comp, opts, rng, mode, deal
        n = g.n = len(names)
        g.names = tuple(names)
        g.first_captain = 0
        g.round, g.captain, g.phase, g.queue = 0, 0, "deal", ()
        g.stock, g.stock_boats = comp.equipment, comp.boats
        g.chest = (-1,) * 9
        g.grab_round = 1
        g.claims = g.pending = ((0,) * 9,) * n
        g.wasted = (0,) * n
        g.out = (False,) * n             # out for the round (knocked another player's sailor off)
        g.floating, g.sunk = (), ()
        g.dropped = ()                   # thrown overboard by the player now building, this round
        g.bids = (-1,) * n
        g.won = g.boats = g.aboard = ((),) * n
        g.coins = (START_COINS,) * n
        g.bank = comp.coins - START_COINS * n
        g.over = False
        return g

    # --- public surface (apply with a turn check, seat_of, is_over and log come from BaseGame) ---
    @property
    def current_player(self):
        """Seat of the player who must decide now, or None when the game is over."""
        return self.queue[0] if self.queue and not self.over else None

    def prompt(self) -> str:
        """Who decides now, and what about, in a sentence."""
        if self.over:
            return "The game is over."
        sealed = " (sealed)" if self.mode == "digital" and self.phase in ("claim", "bid") else ""
        return sentence("Round {}, {}: {} " + PROMPTS[self.phase] + sealed + ".",
                        [self.round, PHASE_NAMES[self.phase], self.names[self.current_player]])

    def observation(self, player) -> dict:
        """What ``player`` may see now: everything public plus their own sealed claim and bid."""
        from .observation import observation
        return observation(self, self.seat_of(player))

    def public_log(self, player) -> list:
        """The log as ``player`` may read it: sealed claims and bids are logged only when revealed."""
        from .observation import public_log
        return public_log(self, self.seat_of(player))

    def resample(self, player, seed: int = 0) -> "Game":
        """A copy in which the stacks' order and the other players' sealed claims and bids
        (those ``player`` cannot see yet) are drawn again at random."""
        from .observation import resample
        return resample(self, self.seat_of(player), seed)

    def sailors_left(self, player) -> int:
        return grab.left(self, self.seat_of(player))

    def won_equipment(self, seat) -> tuple:
        """Equipment won this round and not yet placed (only while building)."""
        return tuple(t for t in self.won[seat] if not self.comp.tiles[t].is_boat)

    def won_boats(self, seat) -> tuple:
        """Boat tiles won in this round's grab, attached when building begins (after the auction)."""
        return tuple(t for t in self.won[seat] if self.comp.tiles[t].is_boat)

    def board(self, player):
        """A player's ship (a :class:`Ship`): displays as SVG, and knows its arrangement."""
        from .ship import Ship
        return Ship.of(self, self.seat_of(player))

    ship = board      # the name the tutorial used first

    def problems(self) -> list:
        """Everything wrong with this position (see :mod:`.invariants`); empty when sound."""
        return invariants.problems(self)

    def final_rows(self) -> list:
        from .scoring import final_rows
        return final_rows(self)

    # --- several decisions at once (all or nothing) -------------------------------------------
    def place_sailors(self, player, claims=None, fell=0, straddled=0, out=False):
        """Commit (digital) or record (referee) one player's whole grab: ``claims`` maps chest
        places to sailors, e.g. ``{"A": 2, "G": 1}``; ``fell``, ``straddled`` and ``out``
        are for referee mode."""
        from .batch import place_sailors
        return place_sailors(self, player, {} if claims is None else claims, fell, straddled, out)

    def fill_chest(self, *codes):
        """Referee: record the tiles the captain drew into the chest (6 equipment, 3 boats)."""
        from .batch import run
        return run(self, [f"draw {c}" for c in codes])

    def bid(self, player, coins: int):
        """Make (digital) or record (referee) one player's bid."""
        from .batch import bid
        return bid(self, player, coins)

    def record_bids(self, bids: dict):
        """Referee: record every bid, e.g. ``{"Anja": 2, "Jon": 0}``, in any order."""
        from .batch import record_bids
        return record_bids(self, bids)

    def take(self, player, code: str):
        from .batch import run
        return run(self, [f"take {code}"], player)

    def overboard(self, player, code: str):
        from .batch import run
        return run(self, [f"overboard {code}"], player)

    # --- display (repr, str, the HTML repr, to_svg and round_log come from BaseGame) ------
    def _stage(self) -> str:
        return PHASE_NAMES[self.phase]

    def _mode_tag(self) -> str:
        return "" if self.mode == "digital" else " (referee)"

    # --- kernel hooks ---------------------------------------------------------------------
    def _generate_legal(self):
        return () if self.over else LEGAL[self.phase](self)

    def _do(self, action):
        KINDS[action.kind].handler(self, action)
        self._settle()

    def _settle(self):
        """Move the round on (see :mod:`.flow`), take a decision that has only one choice (a
        player with no sailors or coins left, the last tile on offer), and cache the next
        legal actions."""
        while True:
            FLOW.settle(self)
            if self.over:
                break
            legal = LEGAL[self.phase](self)
            if len(legal) == 1 and legal[0].kind in AUTOMATIC:
                KINDS[legal[0].kind].handler(self, legal[0])
                continue
            self._legal = LegalActions(legal)
            return
        self._legal = LegalActions(())

    def _piles(self):
        """The face-down stacks the chest is filled from, for the kernel's undo rule."""
        return (("an equipment tile was turned up from the stack", self.stock),
                ("a boat tile was turned up from the stack", self.stock_boats))

    def undo_free(self) -> bool:
        """A referee's game takes back anything: the table, not the engine, shows what comes."""
        return self.mode == "referee" or super().undo_free()

    def _undo_refusal(self, snapshot):
        """In digital play a sealed claim or bid stays once everyone's were revealed."""
        if self.mode == "digital" and _sealed_stage(snapshot) not in (None, _sealed_stage(self)):
            return IllegalActionError("undo.sealed", "the sealed claims or bids were revealed; a sealed "
                                                     "choice cannot be taken back once everyone has seen them")
        return None

    def _explain(self, action):
        if self.over:
            return IllegalActionError("game-over", "the game is over")
        kind = KINDS[action.kind]
        if self.phase not in kind.answers:
            return IllegalActionError("phase", f"'{action}' is not a decision during {PHASE_NAMES[self.phase]}")
        return kind.refusal(self, action)

    def _copy_from(self, other):
        d = other.__dict__.copy()
        d["rng"] = other.rng.copy()
        self.__dict__ = d

    def state_dict(self) -> dict:
        return serialize.state_dict(self)

    @classmethod
    def _from_state(cls, d):
        return serialize.from_state(cls, d)

    @classmethod
    def from_json(cls, text):
        """Load a record (see :meth:`BaseGame.from_json`). A record saved while the engine
        still sealed a digital claim by itself once every sailor was placed loads too: the
        seals it took are put back where they were taken, and the record is checked as usual."""
        try:
            return super().from_json(text)
        except RecordError as exc:
            fixed = serialize.with_taken_seals(cls, text) if exc.field.startswith(("actions[", "final")) else None
            if fixed is None:
                raise
            return super().from_json(fixed)         # it replays: only its end can still be wrong


def _sealed_stage(g):
    """Which sealed round a position is in (None outside the sealed grab and bids): a
    decision that changes it revealed everyone's sealed choices."""
    if g.phase == "claim":
        return (g.round, "claim", g.grab_round)
    if g.phase == "bid":
        return (g.round, "bid")
    return None
