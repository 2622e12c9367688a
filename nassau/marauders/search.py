"""The search bot's hooks for Merchants & Marauders (see :mod:`nassau.kernel.search`).

The bot compares its legal actions by sequential halving over common determinisations
(``method="halving"``, as in Pirates of Nassau, where it beat the tree search by some 17
points). Rollouts are played by the heuristic bot, cut after about two rounds (a game of
heuristic captains runs some 15 rounds, and 3,000 decisions at random), and a position is
scored by glory (the stash's counted) and a little for gold, which buys glory later.
"""

from ..kernel.search import SearchBot, SearchHooks, standing
from . import bots, scoring

ITERATIONS = 100      # the default budget: iterations a decision
DEPTH = 60            # rollout decisions (about two rounds of a 4-player game) before the evaluation
GOLD = 0.05           # a gold piece in glory points (10 stashed are one)


def evaluate(game) -> tuple:
    rows = scoring.final_rows(game)
    return standing([r["points"] + GOLD * r["gold"] for r in rows], scale=1.5)


HOOKS = SearchHooks(policy=bots.HeuristicBot, evaluate=evaluate, depth=DEPTH, iterations=ITERATIONS,
                    method="halving")


def search_bot(seed: int = 0, iterations: int = None, seconds: float = None, **kw) -> SearchBot:
    """The search bot (default budget: ITERATIONS iterations a decision)."""
    return SearchBot(seed, HOOKS, iterations=iterations, seconds=seconds, **kw)
