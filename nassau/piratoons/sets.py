"""Set bonuses: 5 for three identical equipment tiles, 4 for three different tiles of one
kind, 2 for two identical ones. Each tile counts in one set at most; sails never count.

Tiles are grouped to the owner's best advantage (the rulebook leaves the grouping to the
player, and a player groups them for the most points).
"""

from functools import lru_cache
from itertools import combinations

THREE_SAME, THREE_DIFFERENT, TWO_SAME = 5, 4, 2
NO_SETS = ("sail",)


@lru_cache(maxsize=4096)
def _best(counts: tuple) -> tuple:
    """(points, groups) for per-design counts of one kind; a group is (points, design positions)."""
    best = (0, ())
    for i, c in enumerate(counts):
        for size, pts in ((3, THREE_SAME), (2, TWO_SAME)):
            if c >= size:
                rest = _best(counts[:i] + (c - size,) + counts[i + 1:])
                if pts + rest[0] > best[0]:
                    best = (pts + rest[0], ((pts, (i,) * size),) + rest[1])
    present = [i for i, c in enumerate(counts) if c]
    for trio in combinations(present, 3):
        rest = _best(tuple(c - (i in trio) for i, c in enumerate(counts)))
        if THREE_DIFFERENT + rest[0] > best[0]:
            best = (THREE_DIFFERENT + rest[0], ((THREE_DIFFERENT, trio),) + rest[1])
    return best


def kind_points(counts) -> int:
    """Best set points for the per-design counts of one equipment kind."""
    return _best(tuple(counts))[0]


def sets_of(tiles) -> list:
    """The best grouping of equipment tiles (Tile objects): [(points, [design codes])], best first."""
    by_kind = {}
    for t in tiles:
        if t.kind not in NO_SETS:
            by_kind.setdefault(t.kind, []).append(t.code)
    out = []
    for kind in sorted(by_kind):
        designs = sorted(set(by_kind[kind]))
        counts = tuple(by_kind[kind].count(d) for d in designs)
        for pts, pos in _best(counts)[1]:
            out.append((pts, [designs[i] for i in pos]))
    out.sort(key=lambda g: (-g[0], g[1]))
    return out


def points(tiles) -> int:
    return sum(p for p, _ in sets_of(tiles))
