"""The search bot's hooks for Pirates of Nassau (see :mod:`nassau.kernel.search`).

Rollouts are played by a quicker heuristic bot (:class:`RolloutBot`: the heuristic's rules
of thumb, but a move is chosen by what its target offers, with no look at the next die
and no reroll weighed, which is most of the heuristic's time), and a position is scored
by the points it would give if the game ended now (ties broken as at the end: buried
treasure, then infamy). The rivals play the rollout bot inside the tree too, so the tree
holds only the searching seat's decisions (``opponents="policy"``): over 200 seeded games
against three heuristic bots that won 31.5 % against 28.0 % with every seat's decisions in
the tree (``examples/search_bot_study.py``).
"""

from ..kernel.search import SearchBot, SearchHooks, standing
from . import bots, scoring

ITERATIONS = 60       # the default budget: iterations a decision
DEPTH = 400           # rollout decisions before the evaluation: to the end (a game is 4 or 5 rounds, some 260
                      # decisions); a cut after a round misjudged buying and exchanging, which pay at the end


class RolloutBot(bots.HeuristicBot):
    """The heuristic bot with a quick move: the best act at the target, nothing after it."""

    def choose(self, game):
        if game.sub != "move":
            return super().choose(game)
        legal = game.legal_actions()
        p = game.players[game.cur]
        want = quick_move(game, p, legal)
        found = legal.get(want) if want else None
        return found if found is not None else super().choose(game)


def quick_move(game, p, legal):
    if "plank" in legal and p.held() >= game.ship.capacity(p):
        return "plank"
    wind = bots._ready(game, p, "wind")
    if wind and not p.wind and game.winds:
        return f"use {wind.code}"
    cards, cache, best = bots.pirate_hand(game, p), {}, (None, None)
    for a in legal:
        if a.kind == "move":
            head, _, target = a.notation.partition(">")
            value = bots.best_act(game, p, int(target), cards, cache)[0] - (bots.W_WIND if len(head) > 1 else 0)
            if best[0] is None or value > best[0]:
                best = (value, a.notation)
    return best[1]


def evaluate(game) -> tuple:
    rows = scoring.final_rows(game)
    return standing([r["points"] + r["treasure"] / 1000 + r["infamy"] / 1e6 for r in rows], scale=4.0)


HOOKS = SearchHooks(policy=RolloutBot, evaluate=evaluate, depth=DEPTH, iterations=ITERATIONS,
                    opponents="policy")


def search_bot(seed: int = 0, iterations: int = None, seconds: float = None, **kw) -> SearchBot:
    """The search bot (default budget: ITERATIONS iterations a decision)."""
    return SearchBot(seed, HOOKS, iterations=iterations, seconds=seconds, **kw)
