"""A search bot for every game: information-set Monte Carlo tree search (SO-ISMCTS), or
sequential halving of the legal actions over common determinisations.

The bot decides for one seat without seeing what that seat cannot see. Each iteration it
draws a determinisation, ``game.resample(seat, seed)``: the hidden cards and sealed choices
drawn again, and the dice to come too (the game's rng is part of its state, and resample
reseeds it). It walks one tree through that copy, adds a node, plays on with a cheap
rollout policy for a bounded number of decisions, scores the position with the game's
leaf evaluation, and backs the score up the path.

The tree is the deciding seat's information set (single observer): a node is a sequence of
decisions, keyed by their notations, with every seat's decisions in it. Chance happens
inside ``apply``, so the outcome of a decision is simply whatever the determinisation
makes of it. Actions are chosen by UCB1 over availability counts (an action is counted
each time it was legal when its node was passed), as in Cowling, Powley and Whitehouse,
"Information Set Monte Carlo Tree Search" (2012). A node gets children one at a time
(progressive widening), the rollout policy's choice first, so a small budget weighs a few
likely moves well instead of every move badly. Forced decisions are nodes too, so that the
next search of the same seat starts from the subtree the game has walked into since
(tree reuse): what the last search learnt below its choice is kept.

What is game-specific comes in :class:`SearchHooks`: the rollout policy, the leaf
evaluation, the rollout depth and the default budget. The search itself knows no game.

A second method, ``method="halving"``, keeps no tree: it compares the legal actions by
rollouts of the policy from each, every action played on the same determinisations with the
same rollout seeds (common random numbers, so two actions differ by what they do, not by the
luck of their samples), and halves the field after each round (sequential halving, Karnin,
Koren and Somekh, "Almost Optimal Exploration in Multi-Armed Bandits", 2013): a rollout
algorithm that improves on its policy, with the budget going to the actions that stay close.

Budgets: ``iterations=`` (the default; the same seed and game give the same choice) or
``seconds=`` (as many iterations as fit, at least one). The bot's randomness comes only
from its own :class:`Rng`.
"""

import math
import time
from dataclasses import dataclass
from typing import Callable

from .rng import Rng


@dataclass(frozen=True)
class SearchHooks:
    """What one game gives the search.

    ``policy(seed)``: a bot for the rollouts, one per seat and iteration (cheap: the heuristic
    bot, or random with a few rules). ``evaluate(game)``: one reward per seat in [0, 1],
    at the end of the game or of a truncated rollout. ``depth``: rollout decisions before
    ``evaluate``. ``iterations``: the default budget. ``exploration``: the UCB constant.
    ``widening``: a node passed v times has at most 1 + widening * sqrt(v) children, the
    policy's choice first (progressive widening: a small budget looks at a few moves well).
    ``determinise(game, seat, seed)``: one determinisation (default ``game.resample``); a game
    may redraw the rivals' sealed choices with a model of them instead of uniformly, as long
    as it starts from ``game.resample(seat, seed)`` and reads nothing the seat cannot see.
    ``opponents``: "tree" (every seat's decisions are nodes, each chosen by UCB for its own
    seat: plain SO-ISMCTS) or "policy" (the other seats decide by the rollout policy inside
    the tree too, so only the searching seat's own decisions are nodes and every iteration
    reaches its next one: a sharper model of rivals who play like the policy).
    ``method``: "ismcts" (the tree search above) or "halving" (no tree: sequential halving of
    the legal actions over common determinisations; ``opponents`` does not apply).
    ``guard`` (halving only): the policy's own choice is never halved out, so it meets the best
    of the rest in the last round, on every sample drawn; the search departs from its policy
    only on the evidence of the most samples, not on the one or two that decide the first
    rounds of a wide field.
    """

    policy: Callable
    evaluate: Callable
    depth: int = 200
    iterations: int = 200
    exploration: float = 0.7
    widening: float = 1.0
    determinise: Callable = None
    opponents: str = "tree"
    method: str = "ismcts"
    guard: bool = False

    def __post_init__(self):
        _check("opponents", self.opponents, OPPONENTS)
        _check("method", self.method, METHODS)

    def __repr__(self):
        return (f"SearchHooks(policy={_name(self.policy)}, evaluate={_name(self.evaluate)}, depth={self.depth}, "
                f"iterations={self.iterations}, exploration={self.exploration}, widening={self.widening}, "
                f"opponents={self.opponents!r}, method={self.method!r}, guard={self.guard})")


def _check(field, value, allowed) -> None:
    if value not in allowed:
        raise ValueError(f"{field} must be one of {', '.join(map(repr, allowed))}, not {value!r}")


def _name(f) -> str:
    return f"{getattr(f, '__module__', '?')}.{getattr(f, '__qualname__', type(f).__name__)}"


OPPONENTS = ("tree", "policy")
METHODS = ("ismcts", "halving")
MAX_WALK = 10_000      # decisions between two searches beyond which the old tree is dropped


class _Node:
    """One decision's outcome in the tree: visits, availability and the summed reward of the
    seat that took the decision."""

    __slots__ = ("children", "visits", "avail", "total")

    def __init__(self):
        self.children = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0


@dataclass(frozen=True)
class SearchReport:
    """What the last search did: iterations run, seconds spent, and for each root action its
    visits and mean reward."""

    iterations: int
    seconds: float
    actions: dict       # notation -> (visits, mean reward)
    carried: int = 0    # visits of the root kept from the previous search (the tree is reused)

    def __repr__(self):
        best = sorted(self.actions.items(), key=lambda kv: -kv[1][0])[:3]
        shown = ", ".join(f"{k}: {v} visits, {m:.2f}" for k, (v, m) in best)
        kept = f" (and {self.carried} kept)" if self.carried else ""
        return f"<SearchReport {self.iterations} iterations{kept} in {self.seconds:.3f}s; {shown}>"


class SearchBot:
    """SO-ISMCTS over a game's determinisations; ``choose(game)`` like every bot.

    ``iterations`` or ``seconds`` sets the budget (default: the hooks' iterations);
    ``exploration``, ``depth`` and ``widening`` override the hooks'. ``last`` is the :class:`SearchReport`
    of the last decision that needed a search. On an ``iterations`` budget the search stops as
    soon as the iterations left could not change the most visited action (``settle=False`` runs
    them all): the choice is the same, only quicker.
    """

    def __init__(self, seed: int = 0, hooks: SearchHooks = None, iterations: int = None, seconds: float = None,
                 exploration: float = None, depth: int = None, widening: float = None,
                 settle: bool = True, opponents: str = None, method: str = None, guard: bool = None):
        if hooks is None:
            raise ValueError("a search bot needs its game's SearchHooks")
        if iterations is not None and seconds is not None:
            raise ValueError("give iterations= or seconds=, not both")
        if iterations is not None and (not isinstance(iterations, int) or iterations < 1):
            raise ValueError(f"iterations must be a whole number of at least 1, not {iterations!r}")
        if seconds is not None and not seconds > 0:
            raise ValueError(f"seconds must be positive, not {seconds!r}")
        self.rng = Rng(seed)
        self.hooks = hooks
        self.iterations = hooks.iterations if iterations is None and seconds is None else iterations
        self.seconds = seconds
        self.exploration = hooks.exploration if exploration is None else exploration
        self.depth = hooks.depth if depth is None else depth
        self.widening = hooks.widening if widening is None else widening
        self.settle = settle
        self.opponents = hooks.opponents if opponents is None else opponents
        _check("opponents", self.opponents, OPPONENTS)
        self.method = hooks.method if method is None else method
        _check("method", self.method, METHODS)
        self.guard = hooks.guard if guard is None else guard
        _check("guard", self.guard, (False, True))
        self.last = None
        self._kept = None       # (the last search's root, its seat, the game's history then)

    def __repr__(self):
        budget = f"seconds={self.seconds}" if self.seconds else f"iterations={self.iterations}"
        method = "" if self.method == "ismcts" else f", method={self.method!r}"
        guard = ", guard=True" if self.guard and self.method == "halving" else ""
        return f"SearchBot({budget}, depth={self.depth}{method}{guard})"

    def choose(self, game):
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        seat = game.current_player
        if self.method == "halving":
            return self._halve(game, legal, seat)
        root = self._reuse(game, seat)
        carried = root.visits
        start = time.perf_counter()
        deadline = start + self.seconds if self.seconds else None
        done = 0
        while done < 1 or (done < self.iterations if deadline is None else time.perf_counter() < deadline):
            self._iterate(root, self._determinise(game, seat, self.rng.next64()), seat)
            done += 1
            if deadline is None and self.settle and _settled(root, legal, self.iterations - done):
                break
        stats = {a.notation: _stats(root.children.get(a.notation)) for a in legal}
        self.last = SearchReport(done, time.perf_counter() - start, stats, carried)
        self._kept = (root, seat, game._history)
        # the most visited action; equal visits go to the better mean, then to the first legal
        return max(legal, key=lambda a: stats[a.notation])

    def _reuse(self, game, seat):
        """The subtree the game has walked into since this bot's last search for ``seat`` (its
        statistics were gathered on determinisations that agree with what happened since), or a
        new root. With every seat's decisions in the tree, forced ones too, the walk is exact;
        with only ``seat``'s own, its next decision with a choice is below the one it took then."""
        if self._kept is None or self._kept[1] != seat:
            return _Node()
        node, _, then = self._kept
        since, chain = [], game._history
        while chain is not None and chain is not then and len(since) <= MAX_WALK:
            since.append(chain[0].notation)
            chain = chain[1]
        if chain is not then:
            return _Node()                 # another game, or one taken back past that search
        if self.opponents == "policy" and since:
            return node.children.get(since[-1]) or _Node()
        for notation in reversed(since):
            node = node.children.get(notation)
            if node is None:
                return _Node()
        return node

    # --- one iteration ---------------------------------------------------------------------
    def _determinise(self, game, seat, seed):
        hook = self.hooks.determinise
        return game.resample(seat, seed) if hook is None else hook(game, seat, seed)

    def _iterate(self, root, d, seat) -> None:
        policy, rng = self.hooks.policy, self.rng
        bots = [policy(rng.next64()) for _ in range(d.n)]
        path = self._descend(root, d, bots, seat)
        reward = self._rollout(d, bots)
        root.visits += 1
        for node, mover in path:
            node.visits += 1
            if mover is not None:
                node.total += reward[mover]

    def _descend(self, node, d, bots, seat) -> list:
        """Selection and expansion on the determinisation ``d`` (played along): the path of
        (node, seat that chose it) down to the new node, or to the end of the game. With
        ``opponents="policy"`` the other seats' decisions are the policy's and make no node,
        nor do forced ones: the tree holds ``seat``'s own decisions with a choice."""
        path, own_only = [], self.opponents == "policy"
        while not d.is_over:
            legal = d.legal_actions()
            mover = d.current_player
            if len(legal) == 1 or (own_only and mover != seat):
                action = legal[0] if len(legal) == 1 else bots[mover].choose(d)
                if not own_only:            # a forced decision: a node with no choice, for the walk of _reuse
                    node = node.children.get(action.notation) or node.children.setdefault(action.notation, _Node())
                    path.append((node, None))
                d.apply_unchecked(action)
                continue
            kids = node.children
            known = [(a, kids[a.notation]) for a in legal if a.notation in kids]
            for _, kid in known:
                kid.avail += 1
            if not known or (len(known) < len(legal) and len(kids) < self._width(node.visits)):
                action = self._expand(d, legal, kids, bots[mover])
                node = kids[action.notation] = _Node()
                path.append((node, mover))
                d.apply_unchecked(action)
                return path
            best, node = self._select(known)
            path.append((node, mover))
            d.apply_unchecked(best)
        return path

    def _width(self, visits) -> int:
        """How many children a node passed ``visits`` times may have (progressive widening):
        one at first, the rollout policy's choice, so a thin budget still plays sensibly."""
        return 1 + int(self.widening * math.sqrt(visits))

    def _expand(self, d, legal, kids, bot):
        """The action of a new child: the policy's choice if it has none yet, else a random one."""
        want = bot.choose(d)
        if want.notation not in kids:
            return want
        untried = [a for a in legal if a.notation not in kids]
        return untried[self.rng.below(len(untried))]

    def _select(self, known) -> tuple:
        """UCB1 over availability counts among the children legal here (counted available)."""
        c, best, best_score, node = self.exploration, None, -1.0, None
        for a, kid in known:
            score = kid.total / kid.visits + c * math.sqrt(math.log(kid.avail) / kid.visits)
            if score > best_score:
                best, best_score, node = a, score, kid
        return best, node

    def _rollout(self, d, bots):
        """Play on with the policy for at most ``depth`` decisions; the leaf evaluation."""
        for _ in range(self.depth):
            if d.is_over:
                break
            legal = d.legal_actions()
            d.apply_unchecked(legal[0] if len(legal) == 1 else bots[d.current_player].choose(d))
        return self.hooks.evaluate(d)

    # --- sequential halving over common determinisations ----------------------------------------
    def _halve(self, game, legal, seat):
        """Each round, every action still in the field is played on the round's determinisations
        (the same for all, with the same rollout seeds) and the better half by mean reward stays;
        the last one left is the choice. The field starts in legal order with the policy's choice
        moved to the front, so that a tie keeps the policy's move; with ``guard`` that choice
        stays in the field until the last round."""
        start = time.perf_counter()
        seed = self.rng.next64()
        first = self._determinise(game, seat, seed)
        want = self.hooks.policy(seed).choose(first.clone()).notation
        field = sorted(legal, key=lambda a: a.notation != want)
        own = field[0] if self.guard and field[0].notation == want else None
        totals = {a.notation: [0, 0.0] for a in legal}
        budget = self.iterations
        if budget is None:                 # a time budget: sized by one pass over the field
            self._sample(game, seat, field, seed, totals, first)
            spent = time.perf_counter() - start
            budget = max(len(field), int(self.seconds / max(spent, 1e-9) * len(field)))
        rounds = max(1, math.ceil(math.log2(len(field))))
        had = totals[field[0].notation][0]  # the pass that sized a time budget counts for round one
        while len(field) > 1:
            for _ in range(max(1, budget // (len(field) * rounds)) - had):
                self._sample(game, seat, field, self.rng.next64(), totals)
            had = 0
            ranked = sorted(field, key=lambda a: -totals[a.notation][1] / totals[a.notation][0])
            kept = ranked[:(len(field) + 1) // 2]
            if own is not None and len(kept) > 1 and own not in kept:
                kept[-1] = own              # the policy's choice stays to the last round
            field = kept
        done = sum(n for n, _ in totals.values())
        stats = {k: (n, t / n if n else 0.0) for k, (n, t) in totals.items()}
        self.last = SearchReport(done, time.perf_counter() - start, stats)
        self._kept = None
        return field[0]

    def _sample(self, game, seat, field, seed, totals, d=None) -> None:
        """One determinisation, every action of ``field`` played on a copy of it and rolled out
        with the same bots' seeds; each action's reward for ``seat`` added to ``totals``."""
        d = self._determinise(game, seat, seed) if d is None else d
        bot_rng = Rng(seed)
        bot_seeds = [bot_rng.next64() for _ in range(d.n)]
        for a in field:
            copy = d.clone()
            copy.apply_unchecked(a)
            reward = self._rollout(copy, [self.hooks.policy(s) for s in bot_seeds])
            entry = totals[a.notation]
            entry[0] += 1
            entry[1] += reward[seat]


def _settled(root, legal, left: int) -> bool:
    """Whether the most visited root action stays the most visited whatever ``left`` more
    iterations do (visits only grow, by one an iteration), so running them cannot change the choice."""
    visits = sorted((kid.visits for a in legal if (kid := root.children.get(a.notation)) is not None), reverse=True)
    return bool(visits) and visits[0] > left + (visits[1] if len(visits) > 1 else 0)


def _stats(node) -> tuple:
    return (0, 0.0) if node is None or not node.visits else (node.visits, node.total / node.visits)


# --- helpers for the games' leaf evaluations ---------------------------------------------------
def standing(values, scale: float, first: float = 0.5) -> tuple:
    """One reward per seat in [0, 1] from per-seat values (higher is better, e.g. points):
    ``first`` for being ahead (shared on a tie), the rest for the margin to the best rival,
    squashed by ``scale`` (a margin of ``scale`` is about three quarters of it)."""
    n = len(values)
    top = max(values)
    leaders = sum(v == top for v in values)
    out = []
    for i, v in enumerate(values):
        rival = max(values[j] for j in range(n) if j != i)
        share = 1.0 / leaders if v == top else 0.0
        out.append(first * share + (1.0 - first) * (0.5 + 0.5 * math.tanh((v - rival) / scale)))
    return tuple(out)
