"""The optimal arranger against brute force on small ships, with the printed-style data
and with boat tiles carrying several masts, with and without stacked sails."""

import copy
import itertools

import pytest

from nassau import piratoons
from nassau.kernel.rng import Rng
from nassau.piratoons.rules.arrange import arrange_best, joints, max_matches
from nassau.piratoons.rules.components import default_components, load_components
from nassau.piratoons.rules.placement import placement_problems
from nassau.piratoons.rules.ship import Ship

from .test_scoring import brute_sets

LAYOUTS = [["mast", "mast", "deck", "cannon"], ["mast", "mast", "porthole"], ["mast", "deck"], ["mast", "mast"],
           ["deck", "quarters", "cannon"], ["mast", "cannon", "cannon"]]


def many_masts():
    """A components set whose boat tiles have up to two masts and two deck spaces."""
    doc = copy.deepcopy(default_components().doc)
    for i, b in enumerate(doc["boats"]):
        b["slots"] = LAYOUTS[i % len(LAYOUTS)]
    return load_components(doc)


def brute(ship):
    """The best score over every order of the boat tiles and every placement of the equipment."""
    comp, reading = ship.comp, ship.options.joint_symbols
    best_joints = max(2 * g - 2 * b for g, b in (joints(comp, p, ship.colour, True, reading)
                                                 for p in itertools.permutations(ship.boats)))
    slots = [(r, j, k) for r, b in enumerate(ship.boats) for j, k in enumerate(comp.tiles[b].slots)]
    choices = []
    for e in ship.equipment:
        kind = comp.tiles[e].kind
        ok = [i for i, (_, _, k) in enumerate(slots) if kind in (("sail", "deck") if k == "mast" else (k,))
              or (k == "deck" and kind == "deck")]
        choices.append([None] + ok)
    best = None
    for pick in itertools.product(*choices):
        rows = [[[] for _ in comp.tiles[b].slots] for b in ship.boats]
        for e, i in zip(ship.equipment, pick):
            if i is not None:
                r, j, _ = slots[i]
                rows[r][j].append(e)
        placement = tuple(tuple(tuple(c) for c in row) for row in rows)
        if placement_problems(comp, ship.boats, placement, ship.options.mast_stacking):
            continue
        placed = [comp.tiles[e] for e, i in zip(ship.equipment, pick) if i is not None]
        empty = sum(1 for row in rows for c in row if not c)
        score = -2 * empty + brute_sets(placed)
        best = score if best is None else max(best, score)
    return best_joints + best


def random_ship(rng, comp, stacking, reading="edge"):
    boats = rng.shuffled(comp.boats)[:1 + rng.below(3)]
    equipment = rng.shuffled(comp.equipment)[:rng.below(6)]
    colour = rng.choice(comp.colours)
    return Ship(boats, equipment, colour=colour.name, components=comp,
                options={"mast_stacking": stacking, "joint_symbols": reading})


@pytest.mark.parametrize("reading", ["edge", "level"])
@pytest.mark.parametrize("data", ["default", "many-masts"])
@pytest.mark.parametrize("stacking", [True, False])
def test_arrange_best_matches_brute_force(data, stacking, reading):
    comp = default_components() if data == "default" else many_masts()
    rng = Rng(hash((data, stacking, reading)) & 0xFFFF)
    for _ in range(25):
        ship = random_ship(rng, comp, stacking, reading)
        arr = arrange_best(ship)
        assert placement_problems(comp, arr.order, arr.placement, stacking) == []
        assert sorted(arr.order) == sorted(ship.boats)
        placed = sorted(e for row in arr.placement for c in row for e in c)
        assert sorted(placed + list(arr.overboard)) == sorted(ship.equipment)
        empty = sum(1 for row in arr.placement for c in row if not c)
        good, bad = joints(comp, arr.order, ship.colour, True, reading)
        recomputed = 2 * good - 2 * bad - 2 * empty + brute_sets([comp.tiles[e] for e in placed])
        assert arr.score == recomputed == brute(ship), (ship.boats, ship.equipment)


@pytest.mark.parametrize("reading", ["edge", "level"])
def test_the_best_order_matches_brute_force_on_longer_ships(reading):
    comp = default_components()
    rng = Rng(5)
    for _ in range(60):
        boats = rng.shuffled(comp.boats)[:rng.below(8)]
        colour = rng.choice(comp.colours)
        ship = Ship(boats, colour=colour.name, options={"joint_symbols": reading})
        best = max(joints(comp, p, colour, True, reading)[0] for p in itertools.permutations(boats)) if boats else \
            joints(comp, (), colour, True, reading)[0]
        assert arrange_best(ship).good == best


def test_the_match_count_of_a_ship_with_every_boat_tile():
    comp = default_components()
    colour = comp.colours[0]
    order = arrange_best(Ship(comp.boats)).order
    from collections import Counter
    counts = Counter((comp.tiles[b].left, comp.tiles[b].right) for b in comp.boats)
    assert joints(comp, order, colour)[0] == max_matches(dict(counts), colour.bow, colour.stern)


def test_everything_that_fits_is_kept_and_more_sails_win_ties():
    ship = Ship(["b1-1"], ["sail-01", "sail-02"])
    arr = arrange_best(ship)
    assert arr.overboard == () and arr.sails == 2 and arr.empty == 1       # one stack of two, the cannon slot empty


def test_a_ship_arranges_itself_from_codes_and_refuses_unknown_tiles():
    ship = piratoons.Ship(["b2-4", "b1-1"], ["deck-a", "deck-a", "deck-a"])
    assert len(ship.equipment) == 3
    with pytest.raises(piratoons.RecordError):
        piratoons.Ship(["b2-4"], ["deck-a"] * 4)                          # only three copies
    with pytest.raises(piratoons.RecordError):
        piratoons.Ship(["deck-a"])                                         # not a boat tile
