"""The search bot's hooks for Pirates of Nassau (see :mod:`nassau.kernel.search`).

The bot compares its legal actions by sequential halving over common determinisations
(``method="halving"``): each action is played on the same redrawn hidden cards and dice and
every seat then plays the heuristic bot to the end of the game, where the position is scored
by its points (ties broken as at the end: buried treasure, then infamy). It is a rollout
algorithm on the heuristic bot, and the samples it shares let a small budget see small
differences. Over 200 seeded games against three heuristic bots it won 49.0 %, where a
tree search (SO-ISMCTS, with a quicker heuristic, since dropped, in its rollouts) won 28 to 31.5 %
(``examples/search_bot_study.py``; the figures are in the README).
"""

from ...kernel.search import SearchBot, SearchHooks, standing
from . import heuristic as bots
from ..rules import scoring

ITERATIONS = 60       # the default budget: rollouts a decision
DEPTH = 400           # rollout decisions before the evaluation: to the end (a game is 4 or 5 rounds, some 260
                      # decisions); a cut after a round misjudged buying and exchanging, which pay at the end


def evaluate(game) -> tuple:
    rows = scoring.final_rows(game)
    return standing([r["points"] + r["treasure"] / 1000 + r["infamy"] / 1e6 for r in rows], scale=4.0)


HOOKS = SearchHooks(policy=bots.HeuristicBot, evaluate=evaluate, depth=DEPTH, iterations=ITERATIONS,
                    method="halving")


def search_bot(seed: int = 0, iterations: int = None, seconds: float = None, **kw) -> SearchBot:
    """The search bot (default budget: ITERATIONS rollouts a decision)."""
    return SearchBot(seed, HOOKS, iterations=iterations, seconds=seconds, **kw)
