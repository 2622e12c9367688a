"""The search bot's hooks for Piratoons (see :mod:`nassau.kernel.search`).

Rollouts are played by a rougher heuristic bot (:class:`RolloutBot`: the heuristic's mixed
strategy weighed against 4 guesses of the rivals and 4 tries of its own instead of 16 and
16), and a position is scored by the points it would give if the game ended now (coins
break ties, as at the end).
"""

from ..kernel.search import SearchBot, SearchHooks, standing
from . import bots, scoring

ITERATIONS = 100      # the default budget: iterations a decision
DEPTH = 60            # rollout decisions (about two rounds of a 4-player game) before the evaluation


class RolloutBot(bots.HeuristicBot):
    """The heuristic bot with fewer guesses and tries: about four times quicker."""

    guesses, tries = 4, 4


def evaluate(game) -> tuple:
    rows = scoring.final_rows(game)
    return standing([r["points"] + r["coins"] / 1000 for r in rows], scale=5.0)


HOOKS = SearchHooks(policy=RolloutBot, evaluate=evaluate, depth=DEPTH, iterations=ITERATIONS)


def search_bot(seed: int = 0, iterations: int = None, seconds: float = None, **kw) -> SearchBot:
    """The search bot (default budget: ITERATIONS iterations a decision)."""
    return SearchBot(seed, HOOKS, iterations=iterations, seconds=seconds, **kw)
