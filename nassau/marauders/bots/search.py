"""The search bot's hooks for Merchants & Marauders (see :mod:`nassau.kernel.search`).

The bot compares its legal actions by sequential halving over common determinisations
(``method="halving"``, as in Pirates of Nassau, where it beat the tree search by some 17
points). Rollouts are played by the heuristic bot, cut after about two rounds (a game of
heuristic captains runs some 15 rounds, and 3,000 decisions at random). The heuristic's own
choice is guarded (``guard=True``): it stays to the last round of the halving. A captain's
field is often wide (a port's every sale, stash and purchase), and at 100 rollouts a first
round of one sample each halved the heuristic's choice out on luck; unguarded, the search
bot won no more than its fair share.

A finished game is scored by who won. A cut rollout is not: being ahead after two rounds of
a fifteen-round game is worth little, so it is scored by each captain's worth in glory to
come (glory, stashed gold at a tenth of a point each, and gold, cargo and the ship's points
at less, since they must still be sold, sailed home or fought with) against the best rival's,
on a scale of several glory points. A steep scale there made every reward of a captain a few
points behind nearly zero, and the search chased long shots.
"""

from ...kernel.search import SearchBot, SearchHooks, standing
from . import heuristic as bots
from ..rules import scoring
from ..rules.state import CANNONS, CREW, HULL, MASTS

ITERATIONS = 100      # the default budget: iterations a decision
DEPTH = 60            # rollout decisions (about two rounds of a 4-player game) before the evaluation
STASHED = 0.1         # a stashed gold piece in glory (10 are one)
GOLD = 0.07           # a gold piece aboard: it must reach the stash first
CARGO = 0.2           # a cargo card: some 3 gold when sold
SHIP = 0.05           # a point of hull, masts, crew or cannons: what mending it costs, and a fight's odds
SCALE = 4.0           # glory points of margin worth about three quarters of a cut rollout's range
FINAL_SCALE = 1.5     # the same for a finished game, where being first carries half


def worth(game, p) -> float:
    """A captain's worth in glory to come, for a cut rollout."""
    loc = p.loc
    return (p.glory + STASHED * p.stash + GOLD * p.gold + CARGO * (len(p.goods) + len(p.contraband))
            + SHIP * (loc[HULL] + loc[MASTS] + loc[CREW] + loc[CANNONS]))


def evaluate(game) -> tuple:
    if game.is_over:
        rows = scoring.final_rows(game)
        return standing([r["points"] + r["gold"] / 1000 for r in rows], scale=FINAL_SCALE)
    return standing([worth(game, p) for p in game.players], scale=SCALE, first=0.0)


HOOKS = SearchHooks(policy=bots.HeuristicBot, evaluate=evaluate, depth=DEPTH, iterations=ITERATIONS,
                    method="halving", guard=True)


def search_bot(seed: int = 0, iterations: int = None, seconds: float = None, **kw) -> SearchBot:
    """The search bot (default budget: ITERATIONS iterations a decision)."""
    return SearchBot(seed, HOOKS, iterations=iterations, seconds=seconds, **kw)
