"""The Pirates of Nassau game: its state, the dispatch of decisions, clone and records.

The rules themselves live in one module per part of the round: ``movement``,
``pirate_phase``, ``hold``, ``tiles``, ``infamy``, ``navy``, ``harbour``,
``round_end`` and ``scoring``. This module only routes decisions to them.
"""

from ..kernel.actions import LegalActions
from ..kernel.errors import IllegalActionError
from ..kernel.game import BaseGame
from . import harbour, hold, infamy, navy, pirate_phase, scoring, tiles
from .actions import Action

STEP_NAMES = {
    "pirate": "step 2, the pirate phase", "infamy": "step 3, adjusting infamy", "navy": "step 4, evading the Royal Navy",
    "buy": "step 5, buying in Nassau", "overflow": "step 5, returning what does not fit",
    "bury": "step 5, burying treasure", "over": "the end of the game",
}
SUB_PROMPTS = {
    "move": "must move (use one die)", "act": "may take an action", "ransom": "may ransom a hostage",
    "stow": "chooses which loot to stow", "infamy": "adjusts infamy", "collide": "chooses where the infamy marker goes",
    "navy": "takes a Navy card", "penalty": "chooses the Navy penalty", "lose": "chooses goods to lose to the Navy",
    "buy": "may buy one upgrade", "overflow": "must return what does not fit in the hold", "bury": "may bury treasure",
}


def _legal_for(sub):
    return {
        "move": pirate_phase.legal_move, "act": pirate_phase.legal_act, "ransom": pirate_phase.legal_ransom,
        "stow": hold.legal, "infamy": infamy.legal, "collide": infamy.legal_collide, "navy": navy.legal,
        "penalty": navy.legal_penalty, "lose": navy.legal_lose, "buy": harbour.legal_buy,
        "overflow": harbour.legal_overflow, "bury": harbour.legal_bury,
    }[sub]


LEGAL = {s: _legal_for(s) for s in SUB_PROMPTS}


def _pass(game, p, a):
    (harbour.pass_ if game.sub == "buy" else pirate_phase.pass_)(game, p, a)


def _done(game, p, a):
    {"stow": lambda: hold.finish(game, p), "infamy": lambda: infamy.done(game, p, a),
     "bury": lambda: harbour.done_burying(game, p, a)}[game.sub]()


def _discard(game, p, a):
    hold.discard(game, p, ("pesos", "gunpowder", "goods", "rum", "hostages").index(a.a))
    if game.sub == "overflow":
        harbour.after_overflow_discard(game, p)


def _plank(game, p, a):
    hold.plank(game, p)
    if game.sub == "overflow":
        harbour.after_overflow_discard(game, p)


def _take(game, p, a):
    hold.take(game, p, ("pesos", "gunpowder", "goods", "rum", "hostages").index(a.a))


HANDLERS = {
    "move": pirate_phase.move, "plunder": pirate_phase.plunder, "sack": pirate_phase.sack,
    "winds": pirate_phase.winds, "smuggle": pirate_phase.smuggle, "ransom": pirate_phase.ransom,
    "pass": _pass, "done": _done, "take": _take, "discard": _discard, "plank": _plank, "use": tiles.use,
    "wind": infamy.claim_wind, "up": infamy.collide, "down": infamy.collide,
    "navy": navy.face, "penalty": navy.choose_penalty, "lose": navy.lose,
    "buy": harbour.buy, "exchange": harbour.exchange, "sell": harbour.sell, "bury": harbour.bury,
    "doubloon": harbour.doubloon,
}

CONTINUATIONS = {
    "end-pirate-turn": pirate_phase.end_turn,
    "offer-ransom": pirate_phase.offer_ransom,
    "infamy-next": infamy.next_player,
    "navy-penalty": navy._next_penalty,
}

AUTOMATIC = ("pass", "done")


class Game(BaseGame):
    """A game of Pirates of Nassau. Make one with :func:`nassau.pirates.new_game`."""

    game_name = "pirates-of-nassau"
    Action = Action

    # --- public surface (apply with a turn check, seat_of, is_over and log come from BaseGame) ---
    @property
    def current_player(self):
        """Seat of the player who must decide now, or None when the game is over."""
        return None if self.over else self.cur

    @property
    def names(self) -> list:
        return [p.name for p in self.players]

    def prompt(self) -> str:
        """Who decides now, and what about, in a sentence."""
        if self.over:
            return "The game is over."
        return f"Round {self.round}, {STEP_NAMES[self.step]}: {self.players[self.cur].name} {SUB_PROMPTS[self.sub]}."

    def scores(self):
        """The scoring table (final, or as if the game ended now) as a pandas DataFrame."""
        import pandas as pd
        rows = scoring.final_rows(self)
        cols = ["player"]
        for c in scoring.CATEGORIES:
            cols += [c, c + "_rank", c + "_points"]
        cols += ["points", "rank", "tie_break"]
        return pd.DataFrame(rows, columns=cols).set_index("player")

    def scoring_table(self):
        """The scoring table with a styled view (``.data`` is the DataFrame)."""
        from .tables import scoring_table
        return scoring_table(self)

    def infamy_table(self):
        """Everyone's infamy per round, with a styled view."""
        from .tables import infamy_table
        return infamy_table(self)

    def winner(self):
        """Name of the winner (or of the leader if the game is not over); None on an unbroken tie."""
        rows = [r for r in scoring.final_rows(self) if r["rank"] == 1]
        return rows[0]["player"] if len(rows) == 1 else None

    def edit(self):
        """A :class:`Position` editor to set up any position (for teaching and tests)."""
        from .position import Position
        return Position(self)

    def _stage(self) -> str:
        return STEP_NAMES[self.step]

    # --- display (repr, str, the pretty and HTML reprs come from BaseGame) ------------
    def to_svg(self):
        """The table as a self-contained SVG (an ``SVG`` str with ``.save(path)``)."""
        from .render import board_svg
        return board_svg(self)

    def save_svg(self, path):
        return self.to_svg().save(path)

    def ship_board(self, player):
        """A view of one player's ship board (by seat or name)."""
        from .views import ShipBoard
        return ShipBoard(self, self.seat_of(player))

    def round_log(self, number=None):
        """The log of one round (default: the current one), as plain English sentences."""
        from .views import EventLog, round_logs
        rounds = dict(round_logs(self))
        number = self.round if number is None else number
        if number not in rounds:
            raise IllegalActionError("log.round", f"there is no round {number} in this game's log")
        return EventLog(f"Round {number}", rounds[number])

    # --- kernel hooks --------------------------------------------------------------
    def _generate_legal(self):
        if self.over:
            return ()
        return LEGAL[self.sub](self, self.players[self.cur], Action)

    def _do(self, action):
        HANDLERS[action.kind](self, self.players[self.cur], action)
        self._settle()

    def _settle(self):
        """Take forced decisions (a lone pass or done) automatically; cache the next legal actions."""
        while not self.over:
            p = self.players[self.cur]
            legal = LEGAL[self.sub](self, p, Action)
            if len(legal) == 1:
                only = legal[0]
                if only.kind in AUTOMATIC:
                    HANDLERS[only.kind](self, p, only)
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
        from .serialize import state_dict
        return state_dict(self)

    @classmethod
    def _from_state(cls, d):
        from .serialize import from_state
        return from_state(cls, d)
