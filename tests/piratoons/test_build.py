"""Building: slot kinds, what each slot takes, sail caps, attaching boat tiles, moving
equipment, and what goes overboard."""

import pytest

from nassau import piratoons
from nassau.piratoons.rules.components import SLOT_KINDS
from nassau.piratoons.rules.placement import placement_problems, slot_accepts
from nassau.piratoons.rules.ship import Ship

from .helpers import assert_illegal, codes, edit, grab, no_bids, table


def one_tile(boat, *equipment, stacking=True):
    return Ship([boat], list(equipment), options={"mast_stacking": stacking})


# --- slots ----------------------------------------------------------------------------------------
def test_the_slot_kinds():
    assert SLOT_KINDS == ("mast", "deck", "cannon", "porthole", "quarters")
    comp = piratoons.default_components()
    assert {s for b in comp.boats for s in comp.tiles[b].slots} == set(SLOT_KINDS)


@pytest.mark.parametrize("slot, takes", [
    ("mast", {"sail", "deck"}), ("deck", {"deck"}), ("cannon", {"cannon"}), ("porthole", {"porthole"}),
    ("quarters", {"quarters"}),
])
def test_what_each_slot_takes(slot, takes):
    kinds = ("sail", "deck", "cannon", "porthole", "quarters")
    assert {k for k in kinds if slot_accepts(slot, k)} == takes


def test_a_deck_space_refuses_a_sail_and_a_mast_never_mixes_sails_and_a_deck():
    comp = piratoons.default_components()
    b4 = comp.by_code["b4-1"][0]                     # deck, quarters, cannon
    sail, deck, deck2 = comp.by_code["sail-01"][0], comp.by_code["deck-a"][0], comp.by_code["deck-a"][1]
    assert placement_problems(comp, [b4], [((deck,), (), ())]) == []
    assert placement_problems(comp, [b4], [((sail,), (), ())])
    b1 = comp.by_code["b1-1"][0]                     # mast, cannon
    assert placement_problems(comp, [b1], [((sail,), ())]) == []
    assert placement_problems(comp, [b1], [((deck,), ())]) == []
    assert "never share a mast" in placement_problems(comp, [b1], [((sail, deck), ())])[0]
    assert placement_problems(comp, [b1], [((deck, deck2), ())])


@pytest.mark.parametrize("boat, cap", [("b1-1", 3), ("b2-1", 2), ("b3-1", 1), ("b4-5", 0)])
def test_the_sail_caps_per_level(boat, cap):
    sails = [f"sail-{i:02d}" for i in range(1, 6)]
    assert one_tile(boat, *sails[:cap]).fits()
    assert not one_tile(boat, *sails[:cap + 1]).fits()
    comp = piratoons.default_components()
    b = comp.by_code[boat][0]
    tiles = tuple(comp.by_code[s][0] for s in sails[:cap + 1])
    row = [tiles] + [()] * (len(comp.tiles[b].slots) - 1)
    assert any("carries at most" in p for p in placement_problems(comp, [b], [tuple(row)]))


def test_without_stacking_a_mast_holds_one_tile():
    assert one_tile("b1-1", "sail-01", "sail-02").fits()
    assert not one_tile("b1-1", "sail-01", "sail-02", stacking=False).fits()


# --- attaching boat tiles ---------------------------------------------------------------------------
def test_a_boat_tile_won_is_attached_even_when_no_symbol_matches():
    comp = piratoons.default_components()
    bow = comp.colours[0].bow
    misfit = next(comp.tiles[b].code for b in comp.boats
                  if comp.tiles[b].left != bow and comp.tiles[b].right != comp.colours[0].stern)
    g = table(chest=("sail-01", "deck-a", "cannon-a", "porthole-a", "quarters-a", "deck-b", misfit, "b2-1", "b3-1"))
    no_bids(grab(g, {"Anja": {"G": 1}}))
    assert codes(g, g.boats[0]) == [misfit]
    arr = g.ship("Anja").arrangement()
    assert (arr.good, arr.bad) == (0, 2) and arr.joint_points == -4
    assert f"Anja attaches {misfit}; the ship now has 0 matching joints and 2 mismatched joints." in g.log()


# --- placing equipment -----------------------------------------------------------------------------
def test_equipment_moves_to_make_room_for_a_new_tile():
    """A deck on the only mast that carries sails moves to the deck-only mast when a sail comes."""
    g = edit(table(chest=None), Anja={"boats": ["b1-1", "b4-5"], "equipment": ["deck-c"]})
    g.fill_chest("sail-01", "deck-a", "cannon-a", "porthole-a", "quarters-a", "deck-b", "b1-2", "b2-1", "b3-1")
    no_bids(grab(g, {"Anja": {"A": 1}}))
    assert g.round == 2                               # no overboard decision was needed
    assert codes(g, g.aboard[0]) == ["deck-c", "sail-01"]
    arr = g.ship("Anja").arrangement()
    placed = {g.comp.tiles[b].code: [[g.comp.tiles[e].code for e in c] for c in row]
              for b, row in zip(arr.order, arr.placement)}
    assert placed["b4-5"][0] == ["deck-c"] and placed["b1-1"][0] == ["sail-01"]


def test_equipment_that_cannot_be_placed_floats_to_the_next_auction():
    g = table()
    no_bids(grab(g, {"Jonah": {"B": 1}}))            # Jonah has no boat tile: deck-a fits nowhere
    assert "Jonah cannot fit everything and throws deck-a overboard; it floats to the next auction." in g.log()
    assert not g.aboard[1] and g.round == 2
    assert codes(g, g.floating).count("deck-a") == 1   # with nothing else bought, it floats on
    g.fill_chest("sail-02", "deck-c", "cannon-b", "porthole-b", "quarters-b", "deck-c", "b1-2", "b2-2", "b3-2")
    grab(g, {"Anja": {"A": 1, "B": 1, "C": 1, "D": 1, "E": 1, "F": 1}, "Jonah": {"G": 1, "H": 1, "I": 1}})
    assert "deck-a" in g.log()[-1] and g.phase == "bid"  # offered again at the next auction


def test_the_owner_chooses_what_goes_overboard_among_the_tiles_that_do_not_fit():
    """One mast (up to 2 sails, or a deck) for two sails and a deck: keep both sails or the deck."""
    def at_build():
        g = edit(table(chest=None), Anja={"boats": ["b2-4"]})        # a mast (2 sails) and a porthole slot
        g.fill_chest("sail-01", "deck-a", "sail-02", "porthole-a", "quarters-a", "deck-b", "b1-2", "b2-1", "b3-1")
        no_bids(grab(g, {"Anja": {"A": 1, "B": 1, "C": 1, "D": 1}}))
        assert g.phase == "build" and g.current_player == 0
        return g
    g = at_build()
    assert g.legal_actions().notations() == ["overboard deck-a", "overboard sail-01", "overboard sail-02"]
    g.apply("overboard deck-a")
    assert codes(g, g.aboard[0]) == ["porthole-a", "sail-01", "sail-02"] and g.round == 2
    g = at_build()
    g.apply("overboard sail-01")                                     # then sail-02 must go too: it is automatic
    assert g.round == 2
    assert codes(g, g.aboard[0]) == ["deck-a", "porthole-a"]         # the second sail had to go too
    assert codes(g, g.floating).count("sail-01") == codes(g, g.floating).count("sail-02") == 1


def test_nothing_goes_overboard_that_would_still_fit():
    g = edit(table(chest=None), Anja={"boats": ["b2-4"]})
    g.fill_chest("sail-01", "deck-a", "sail-02", "porthole-a", "quarters-a", "deck-b", "b1-2", "b2-1", "b3-1")
    no_bids(grab(g, {"Anja": {"A": 1, "B": 1, "D": 1}}))
    assert g.legal_actions().notations() == ["overboard deck-a", "overboard sail-01"]
    assert_illegal(g, "overboard porthole-a", "build.fits")          # its slot is free
    assert_illegal(g, "overboard quarters-a", "build.own")
