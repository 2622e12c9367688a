"""Set bonuses: 5 for three identical equipment tiles, 4 for three different tiles of one
kind, 2 for two identical ones. Each tile counts in one set at most; sails never count.

Tiles are grouped to the owner's best advantage (the rulebook leaves the grouping to the
player, and a player groups them for the most points).

The best grouping is exact and polynomial (a component file may hold any number of designs,
so there is no search over groupings):

- a grouping of one kind is fixed by d_i, the tiles of design i in "three different"
  groups: numbers d_i with sum 3x and each d_i <= x always split into x such groups
  (:func:`_different`), and the rest of each design is best grouped alone (:func:`_alone`);
- some best grouping has every d_i <= 2: three "different" groups that share a design i
  regroup into i, i, i (5) and two more "different" groups (8), or, if another design j is
  in all three, into i, i, i and j, j, j (10) and the last three tiles (at least 2), never
  below the 12 they scored;
- so a dynamic programme over the designs only carries the sum of the d_i (from 6 on only
  its remainder mod 3 matters) and, below 6, whether a design gave 2 (that needs x >= 2):
  13 states, a few steps per design. Values are kept in thirds of a point, so each tile in
  a "different" group adds 4 on its own. Choosing which tiles to keep (:func:`best_take`)
  adds the number of tiles to the state: about 20 * tiles ** 2 steps.
"""

from collections import Counter
from functools import lru_cache

THREE_SAME, THREE_DIFFERENT, TWO_SAME = 5, 4, 2
NO_SETS = ("sail",)
START = (0, False)
# (sum of d so far, 6 + its remainder from 6 on; whether a design gave 2, kept below 6 only)
STATES = tuple((s, two) for s in range(9) for two in (False, True) if not two or 2 <= s < 6)


def _alone(r: int) -> int:
    """Best points from r identical tiles: all the threes (they beat pairs per tile), then a pair."""
    return THREE_SAME * (r // 3) + (TWO_SAME if r % 3 == 2 else 0)


def _step(q: tuple, d: int) -> tuple:
    """The state after one more design puts d tiles in "different" groups."""
    s = q[0] + d
    return (6 + s % 3, False) if s >= 6 else (s, q[1] or d == 2)


AFTER = {(q, d): _step(q, d) for q in STATES for d in range(3)}      # looked up in the inner loops


def _valid(q: tuple) -> bool:
    """Whole "different" groups, and never a design twice when there is only one group."""
    return q[0] % 3 == 0 and not q[1]


def _option(t: int, d: int) -> tuple:
    """Take t tiles of a design, d of them in "different" groups: (t, d, value in thirds)."""
    return (t, d, 4 * d + 3 * _alone(t - d))


def _tables(menus) -> list:
    """tables[i][(k, q)]: the most thirds designs i, i + 1... can add when they give exactly k
    tiles and lead state q to a valid one (absent: they cannot). menus[i] lists design i's
    options as (label, t, d, thirds). One table serves every number of tiles to take."""
    tables = [None] * len(menus) + [{(0, q): 0 for q in STATES if _valid(q)}]
    for i in reversed(range(len(menus))):
        nxt, here = tables[i + 1], {}
        gives = {k for k, _ in nxt}
        for k in sorted({rest + o[1] for rest in gives for o in menus[i]}):
            options = [(k - t, d, v) for _, t, d, v in menus[i] if k - t in gives]
            for q in STATES:
                vals = [v + nxt[key] for rest, d, v in options if (key := (rest, AFTER[q, d])) in nxt]
                if vals:
                    here[(k, q)] = max(vals)
        tables[i] = here
    return tables


def _first(menus, tables, k) -> list:
    """The labels of a best path giving k tiles, the earliest label in menu order at each
    design on ties. Every state a best path can reach with the labels chosen so far is
    followed, so the choice is the first in that order over all best paths."""
    best = tables[0][(k, START)]
    frontier, labels = {(k, START): 0}, []       # state -> thirds so far, on best paths only
    for menu, nxt in zip(menus, tables[1:]):
        by_label = {}
        for o in menu:
            by_label.setdefault(o[0], []).append(o)
        for label, options in by_label.items():
            step = {key: acc + v for (left, q), acc in frontier.items() for _, t, d, v in options
                    if (key := (left - t, AFTER[q, d])) in nxt and acc + v + nxt[key] == best}
            if step:
                break
        labels.append(label)
        frontier = step
    return labels


def _different(uses) -> list:
    """Split uses[i] tiles of design i (sum 3x, each at most x) into x "different" groups.
    Each group is the first trio in order that leaves the rest splittable: the designs with
    a tile left for every group still to make, then the first designs with any left."""
    left, groups = list(uses), []
    for x in range(sum(uses) // 3, 0, -1):
        must = [i for i, n in enumerate(left) if n == x]
        trio = tuple(sorted(must + [i for i, n in enumerate(left) if 0 < n < x][:3 - len(must)]))
        for i in trio:
            left[i] -= 1
        groups.append((THREE_DIFFERENT, trio))
    return groups


def _identical(counts, uses) -> list:
    """Each design's tiles outside "different" groups, in threes and then a pair."""
    groups = []
    for i, (c, d) in enumerate(zip(counts, uses)):
        r = c - d
        groups += [(THREE_SAME, (i,) * 3)] * (r // 3) + ([(TWO_SAME, (i, i))] if r % 3 == 2 else [])
    return groups


@lru_cache(maxsize=4096)
def _best(counts: tuple) -> tuple:
    """(points, groups) for per-design counts of one kind; a group is (points, design positions).
    Ties go as the old exhaustive search sent them: the most points from identical tiles of
    the first design, then of the second..., then the most tiles of the first design in
    "different" groups, then of the second..."""
    total = sum(counts)
    options = [[_option(c, d) for d in range(min(c, 2) + 1)] for c in counts]
    alone = _first(*_labelled(options, lambda t, d: -_alone(t - d)), total)
    options = [[o for o in opts if -_alone(o[0] - o[1]) == a] for opts, a in zip(options, alone)]
    menus, tables = _labelled(options, lambda t, d: -d)
    uses = [-label for label in _first(menus, tables, total)]
    groups = sorted(_different(uses) + _identical(counts, uses), key=lambda g: (-g[0], g[1]))
    return tables[0][(total, START)] // 3, tuple(groups)


def _labelled(options, label) -> tuple:
    """Menus whose options carry label(t, d), in label order, and their tables."""
    menus = [sorted((label(t, d), t, d, v) for t, d, v in opts) for opts in options]
    return menus, _tables(menus)


def kind_points(counts) -> int:
    """Best set points for the per-design counts of one equipment kind."""
    return _best(tuple(counts))[0]


def best_take(counts, room) -> tuple:
    """How many tiles of each design to take, exactly ``room`` in all (room <= sum(counts)),
    for the most set points. Ties: the fewest of the first design, then of the second...
    About 20 * sum(counts) ** 2 steps, once for all rooms (the arranger asks for many)."""
    menus, tables = _take_tables(tuple(counts))
    return tuple(_first(menus, tables, room))


@lru_cache(maxsize=256)
def _take_tables(counts: tuple) -> tuple:
    menus = [[(t,) + _option(t, d) for t in range(c + 1) for d in range(min(t, 2) + 1)] for c in counts]
    return menus, _tables(menus)


def sets_of(tiles) -> list:
    """The best grouping of equipment tiles (Tile objects): [(points, [design codes])], best first."""
    by_kind = {}
    for t in tiles:
        if t.kind not in NO_SETS:
            by_kind.setdefault(t.kind, []).append(t.code)
    out = []
    for kind in sorted(by_kind):
        tally = Counter(by_kind[kind])
        designs = sorted(tally)
        counts = tuple(tally[d] for d in designs)
        for pts, pos in _best(counts)[1]:
            out.append((pts, [designs[i] for i in pos]))
    out.sort(key=lambda g: (-g[0], g[1]))
    return out


def points(tiles) -> int:
    """The points of :func:`sets_of`, without naming the groups (the arranger asks often)."""
    by_kind = {}
    for t in tiles:
        if t.kind not in NO_SETS:
            tally = by_kind.setdefault(t.kind, {})
            tally[t.code] = tally.get(t.code, 0) + 1
    return sum(_best(tuple(tally[d] for d in sorted(tally)))[0] for tally in by_kind.values())
