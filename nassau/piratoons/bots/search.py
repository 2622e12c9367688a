"""The search bot's hooks for Piratoons (see :mod:`nassau.kernel.search`).

The bot compares its legal actions by sequential halving over common determinisations
(``method="halving"``, as in Pirates of Nassau, where it beat the tree search by some 17
points). Rollouts are played by a rougher heuristic bot (:class:`RolloutBot`: the
heuristic's mixed strategy weighed against 4 guesses of the rivals and 4 tries of its own
instead of 16 and 16), and a position is scored by the points it would give if the game
ended now (coins break ties, as at the end).

A determinisation redraws the rivals' sealed claims and bids the way a heuristic rival
would have made them (from the public table, which is all a rival saw when it sealed),
not uniformly at random: the grab and the auction are all about guessing them.
"""

from ...kernel.rng import Rng
from ...kernel.search import SearchBot, SearchHooks, standing
from . import heuristic as bots
from ..rules import scoring
from ..rules.components import ROUNDS

ITERATIONS = 100      # the default budget: iterations a decision
DEPTH = 60            # rollout decisions (about two rounds of a 4-player game) before the evaluation


class RolloutBot(bots.HeuristicBot):
    """The heuristic bot with fewer guesses and tries: about four times quicker."""

    guesses, tries = 4, 4


def determinise(game, seat, seed):
    """``game.resample(seat, seed)`` with the rivals' sealed claims or bids made again by a
    heuristic rival (their own seeded guesses)."""
    twin = game.resample(seat, seed)
    if twin.mode != "digital" or twin.phase not in ("claim", "bid"):
        return twin
    rng = Rng(seed ^ 0x5EA1ED)
    if twin.phase == "claim":
        sealed = [o for o in range(twin.n) if o != seat and o not in twin.queue and not twin.out[o]]
        twin.pending = tuple(bots.grab_plan(twin, o, rng, bots.DEFAULT, RolloutBot.guesses, RolloutBot.tries)
                             if o in sealed else row for o, row in enumerate(twin.pending))
    else:
        twin.bids = tuple(bots.bid_amount(twin, o, rng, bots.DEFAULT, RolloutBot.guesses)
                          if o != seat and b >= 0 else b for o, b in enumerate(twin.bids))
    twin._legal = None
    return twin


def evaluate(game) -> tuple:
    """A finished game by its points (coins break ties). A rollout cut short by the points the
    position would give if the game ended now, less what only the end settles, in proportion
    to the rounds still to come: the richest pirate's majority (coins are spent in later
    auctions) and the empty slots (later rounds fill them). Counted in full, they made the
    search hoard idle income and shun boat tiles."""
    rows = scoring.final_rows(game)
    to_come = 0.0 if game.over else (ROUNDS - game.round + 1) / ROUNDS
    return standing([r["points"] - to_come * (r["coins_points"] + r["empty_points"] + r["most_empty_points"])
                     + r["coins"] / 1000 for r in rows], scale=5.0)


HOOKS = SearchHooks(policy=RolloutBot, evaluate=evaluate, depth=DEPTH, iterations=ITERATIONS,
                    determinise=determinise, method="halving")


def search_bot(seed: int = 0, iterations: int = None, seconds: float = None, **kw) -> SearchBot:
    """The search bot (default budget: ITERATIONS iterations a decision)."""
    return SearchBot(seed, HOOKS, iterations=iterations, seconds=seconds, **kw)
