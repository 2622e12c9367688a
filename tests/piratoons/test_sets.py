"""Set scoring and the choice of tiles to keep: exact against exhaustive search on small
counts, and polynomial on many designs (a component file may hold any number of them)."""

import copy
from collections import Counter
from functools import lru_cache
from itertools import product
from types import SimpleNamespace

import pytest

from nassau import piratoons
from nassau.kernel.rng import Rng
from nassau.piratoons.rules import sets
from nassau.piratoons.rules.arrange import _best_subset, arrange_best
from nassau.piratoons.rules.components import default_components


# --- references ---------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def brute_kind(counts: tuple) -> int:
    """Best points over every grouping: the first tile left goes unused, in a pair, in three
    identical or in three different with two later designs (memoised on the counts)."""
    i = next((i for i, c in enumerate(counts) if c), None)
    if i is None:
        return 0

    def minus(*ds):
        return tuple(c - ds.count(j) for j, c in enumerate(counts))
    best = brute_kind(minus(i))
    for size, pts in ((2, 2), (3, 5)):
        if counts[i] >= size:
            best = max(best, pts + brute_kind(minus(*[i] * size)))
    later = [j for j in range(i + 1, len(counts)) if counts[j]]
    for a, j in enumerate(later):
        for k in later[a + 1:]:
            best = max(best, 4 + brute_kind(minus(i, j, k)))
    return best


def brute_takes(counts) -> dict:
    """{room: the take vector with the most points}, the first in lexicographic order on ties
    (as the arranger has always chosen), over every take vector."""
    best = {}
    for take in product(*(range(c + 1) for c in counts)):
        pts, room = brute_kind(take), sum(take)
        if room not in best or pts > best[room][0]:
            best[room] = (pts, take)
    return {room: take for room, (_, take) in best.items()}


def alone(r):
    return 5 * (r // 3) + (2 if r % 3 == 2 else 0)


def reference_kind(counts) -> int:
    """Independent of the d <= 2 shortcut: for every number x of "different" groups, the
    most points when design i gives any d_i <= min(count, x) to them with sum 3x."""
    best = 0
    for x in range(sum(counts) // 3 + 1):
        row = {0: 0}                    # sum of d -> best points of the rest so far
        for c in counts:
            nxt = {}
            for s, v in row.items():
                for d in range(min(c, x, 3 * x - s) + 1):
                    nxt[s + d] = max(nxt.get(s + d, -1), v + alone(c - d))
            row = nxt
        if 3 * x in row:
            best = max(best, 4 * x + row[3 * x])
    return best


def check_groups(counts, groups, points):
    """The groups are legal sets, use no more tiles than there are, and add up."""
    used = Counter()
    for pts, pos in groups:
        assert (pts, len(pos)) in ((5, 3), (4, 3), (2, 2))
        assert len(set(pos)) == (3 if pts == 4 else 1)
        used.update(pos)
    assert all(used[i] <= c for i, c in enumerate(counts))
    assert sum(p for p, _ in groups) == points


def comp_of(counts):
    """Stand-ins for components: tiles with design codes d0, d1..., copies in index order."""
    codes = [f"d{i}" for i, c in enumerate(counts) for _ in range(c)]
    return SimpleNamespace(tiles=[SimpleNamespace(code=c) for c in codes])


# --- exact on small counts ------------------------------------------------------------------------
def test_kind_points_match_exhaustive_search_up_to_five_designs():
    for n in range(6):
        for counts in product(range(5), repeat=n):
            points, groups = sets._best(counts)
            assert points == sets.kind_points(counts) == brute_kind(counts), counts
            check_groups(counts, groups, points)


def test_larger_counts_match_exhaustive_search():
    rng = Rng(17)
    for _ in range(400):
        counts = tuple(rng.below(10) for _ in range(1 + rng.below(4)))
        assert sets.kind_points(counts) == brute_kind(counts) == reference_kind(counts), counts


def test_best_subset_matches_exhaustive_search_up_to_four_designs():
    for n in range(1, 5):
        for counts in product(range(5), repeat=n):
            check_subsets(counts)


def test_best_subset_matches_exhaustive_search_on_five_designs():
    rng = Rng(23)
    for _ in range(150):
        check_subsets(tuple(rng.below(5) for _ in range(5)))


def check_subsets(counts):
    comp, tiles = comp_of(counts), list(range(sum(counts)))
    for room, take in brute_takes(counts).items():
        kept = _best_subset(comp, tiles, room)
        assert Counter(comp.tiles[t].code for t in kept) == Counter({f"d{i}": n for i, n in enumerate(take) if n})
        starts = [sum(counts[:i]) for i in range(len(counts))]
        assert kept == sorted(t for s, n in zip(starts, take) for t in range(s, s + n))   # first copies


def test_ties_group_as_before():
    # equal-point groupings come out as the old exhaustive search chose them
    assert sets._best((1, 1, 1, 1))[1] == ((4, (0, 1, 2)),)
    assert sets._best((1, 2, 2))[1] == ((2, (1, 1)), (2, (2, 2)))            # pairs, not three different
    assert sets._best((1, 2, 2, 2, 2))[1] == ((4, (0, 1, 2)), (4, (1, 3, 4)), (4, (2, 3, 4)))
    assert sets.best_take((1, 1, 1, 1), 3) == (0, 1, 1, 1)                    # the fewest of the first designs


# --- many designs -----------------------------------------------------------------------------------
def test_sixty_designs_score_exactly():
    # far beyond the old exhaustive search (16 designs took minutes); a regression hangs here
    assert sets.kind_points((1,) * 60) == 80                   # twenty "different" groups
    assert sets.kind_points((2,) * 60) == 160                  # forty, rather than sixty pairs
    mixed = tuple(1 + i % 3 for i in range(40))
    points, groups = sets._best(mixed)
    assert points == reference_kind(mixed)
    check_groups(mixed, groups, points)
    assert sum(sets.best_take((1, 2) * 30, 60)) == 60


def test_the_work_grows_with_the_designs_not_their_groupings(monkeypatch):
    """Count the table entries of the dynamic programme instead of timing it."""
    entries = []
    tables = sets._tables

    def counted(menus):
        out = tables(menus)
        entries.append(sum(len(t) for t in out))
        return out
    monkeypatch.setattr(sets, "_tables", counted)
    sets._best.cache_clear()
    sets._take_tables.cache_clear()
    for n in (20, 40, 80):
        entries.clear()
        sets.kind_points(tuple(1 + i % 3 for i in range(n)))
        assert sum(entries) <= 2 * 13 * (n + 1)                # 13 states per design, two passes
    entries.clear()
    counts = (1, 2, 3) * 10                                    # 30 designs, 60 tiles
    sets.best_take(counts, 30)
    assert entries[0] <= 13 * 31 * 61                          # states by design and tiles still to take


# --- a hostile component file ---------------------------------------------------------------------
def many_cannons():
    """The default file with 20 cannon designs (the first four with three copies) and two
    boat tiles carrying 15 cannon slots."""
    doc = copy.deepcopy(default_components().doc)
    doc["equipment"] = [e for e in doc["equipment"] if e["kind"] != "cannon"] + [
        {"code": f"cannon-{i:02}", "kind": "cannon", "copies": 3 if i <= 4 else 1, "provenance": "reconstructed"}
        for i in range(1, 21)]
    slots = {"b1-1": ["mast"] + ["cannon"] * 8, "b1-4": ["mast"] + ["cannon"] * 7}
    for b in doc["boats"]:
        b["slots"] = slots.get(b["id"], b["slots"])
    return piratoons.load_components(doc)


@pytest.fixture(scope="module")
def cannons():
    comp = many_cannons()
    return comp, [comp.tiles[t].code for t in comp.equipment if comp.tiles[t].kind == "cannon"]


def test_a_file_with_twenty_designs_scores_its_sets(cannons):
    comp, codes = cannons
    assert len(set(codes)) == 20 and len(codes) == 28
    counts = (3,) * 4 + (1,) * 16
    assert sets.points([comp.tiles[t] for t in comp.equipment if comp.tiles[t].kind == "cannon"]) \
        == reference_kind(counts) == 4 * 5 + 5 * 4              # four identical threes, five different


def test_a_ship_with_twenty_designs_keeps_the_best_fifteen(cannons):
    comp, codes = cannons
    arr = arrange_best(piratoons.Ship(["b1-1", "b1-4"], codes, components=comp))
    # the four identical threes and one "different" three: 24 points; the old choice among
    # equal ones keeps the last designs for it
    assert arr.sets == 4 * 5 + 4
    kept = sorted(comp.tiles[e].code for row in arr.placement for slot in row for e in slot)
    assert kept == sorted([f"cannon-{i:02}" for i in range(1, 5)] * 3 + ["cannon-18", "cannon-19", "cannon-20"])
    assert len(arr.overboard) == 13
