"""Step 5, the return to Nassau (rulebook §4.2 step 5 and §4.3): buying, exchanging, burying."""

import pytest

from .helpers import P, assert_illegal, assert_sound, at_step, current, hold, legal, supply

RICH = dict(gunpowder=3, goods=3, rum=3)


def nassau(values=(40, 30, 20, 10), tiles=("topsail", "staysail", "extra-cannons", "long-guns", "crows-nest",
                                             "master-gunner"), setup=None, **options):
    """Step 5 with these tiles for sale; Anja (40) buys first, then Jonah, Jon, Ewan."""
    return at_step("buy", values, lambda e: e.nassau(*tiles), setup, **options)


def buys(g, prefix):
    return {a for a in legal(g) if a.startswith(prefix)}


def test_dice_and_ships_leave_the_board():
    g = nassau(setup=lambda e: (e.ship_at("Anja", 5), e.hold("Anja", **RICH)))
    assert all(p.pos == 0 and p.dice == () and p.path == () for p in g.players)


def test_buying_round_robin_from_the_highest_infamy_until_all_pass():
    def setup(e):
        for name in ("Anja", "Jonah", "Jon", "Ewan"):
            e.sections(name, 1)
            e.hold(name, **RICH)
    g = nassau(setup=setup)
    seen = []
    for a in ["buy extra-cannons b1", "pass", "buy long-guns s1", "pass", "buy topsail b2", "pass", "pass"]:
        seen.append(current(g))
        assert g.step == "buy"
        g.apply(a)
    assert seen == ["Anja", "Jonah", "Jon", "Ewan", "Anja", "Jon", "Anja"]
    assert g.step == "bury"
    assert g.ship.cannon(P(g, "Anja")) == 2 and g.ship.sail(P(g, "Anja")) == 2
    assert g.ship.cannon(P(g, "Jon")) == 2


def test_one_purchase_per_turn():
    g = nassau(values=(40, 30, 20, 10), setup=lambda e: (e.hold("Anja", **RICH), e.hold("Jonah", **RICH)))
    g.apply("buy extra-cannons b1")
    assert current(g) == "Jonah"


@pytest.mark.parametrize("action,cost", [
    ("buy extra-cannons b1", (2, 1, 0)),      # hull: 2 gunpowder + 1 goods
    ("buy topsail b2", (0, 2, 1)),            # sail: 2 goods + 1 rum
    ("buy crows-nest s3", (1, 1, 1)),         # mizzen: 1 of each
    ("buy master-gunner b3", (1, 0, 2)),      # crew: 1 gunpowder + 2 rum
    ("buy section", (2, 2, 2)),               # extra section: 2 of each
])
def test_costs(action, cost):
    g = nassau(setup=lambda e: e.hold("Anja", **RICH))
    sup = supply(g)
    g.apply(action)
    h = hold(g, "Anja")
    assert (h["gunpowder"], h["goods"], h["rum"]) == (3 - cost[0], 3 - cost[1], 3 - cost[2])
    s = supply(g)
    assert (s["gunpowder"], s["goods"], s["rum"]) == (sup["gunpowder"] + cost[0], sup["goods"] + cost[1],
                                                      sup["rum"] + cost[2])


def test_second_section_costs_the_same_and_makes_a_galleon():
    g = nassau(setup=lambda e: (e.hold("Anja", gunpowder=4, goods=4, rum=4), e.sections("Anja", 0)),
               tiles=())
    with g.edit() as e:
        e.sections("Anja", 1)
        e.start("buy")
    g.apply("buy section")
    assert P(g, "Anja").extra == 2 and hold(g, "Anja") == {"pesos": 0, "gunpowder": 2, "goods": 2, "rum": 2,
                                                           "hostages": 0}
    assert g.ship.capacity(P(g, "Anja")) == 13


def test_at_most_two_extra_sections():
    g = nassau(setup=lambda e: (e.hold("Anja", **RICH), e.sections("Anja", 2)))
    assert "buy section" not in legal(g)
    assert_illegal(g, "buy section", "nassau.sections")


@pytest.mark.parametrize("hold_items,unaffordable", [
    (dict(gunpowder=1, goods=3, rum=3), ["buy extra-cannons b1", "buy section"]),
    (dict(gunpowder=3, goods=1, rum=3), ["buy topsail b2", "buy section"]),
    (dict(gunpowder=0, goods=3, rum=3), ["buy crows-nest s3", "buy master-gunner b3"]),
    (dict(gunpowder=3, goods=3, rum=1), ["buy master-gunner b3", "buy section"]),
])
def test_unaffordable_purchases_are_refused(hold_items, unaffordable):
    g = nassau(setup=lambda e: e.hold("Anja", **hold_items))
    for a in unaffordable:
        assert a not in legal(g)
        assert_illegal(g, a, "nassau.cost")


def test_pesos_do_not_pay_for_upgrades():
    g = nassau(setup=lambda e: e.hold("Anja", pesos=6))
    assert not any(a.startswith("buy") for a in legal(g))


def test_tile_needs_a_slot_of_matching_type_and_colour():
    g = nassau(setup=lambda e: e.hold("Anja", **RICH))
    assert buys(g, "buy topsail") == {"buy topsail b2"}              # yellow sail
    assert buys(g, "buy staysail") == {"buy staysail s2"}            # purple sail
    assert buys(g, "buy extra-cannons") == {"buy extra-cannons b1"}  # red hull
    assert buys(g, "buy long-guns") == {"buy long-guns s1"}          # black hull
    assert buys(g, "buy crows-nest") == {"buy crows-nest s3"}        # green mizzen
    assert buys(g, "buy master-gunner") == {"buy master-gunner b3", "buy master-gunner s4"}
    assert_illegal(g, "buy topsail s2", "nassau.slot")
    assert_illegal(g, "buy extra-cannons s1", "nassau.slot")
    assert_illegal(g, "buy extra-cannons b2", "nassau.slot")
    assert_illegal(g, "buy topsail x9", "nassau.slot")


def test_extra_sections_add_slots():
    g = nassau(setup=lambda e: (e.hold("Anja", **RICH), e.sections("Anja", 1)))
    assert buys(g, "buy topsail") == {"buy topsail b2", "buy topsail m3"}
    assert buys(g, "buy extra-cannons") == {"buy extra-cannons b1", "buy extra-cannons m1"}
    assert buys(g, "buy staysail") == {"buy staysail s2"}
    g = nassau(setup=lambda e: (e.hold("Anja", **RICH), e.sections("Anja", 2)))
    assert buys(g, "buy staysail") == {"buy staysail s2", "buy staysail g2"}
    assert buys(g, "buy crows-nest") == {"buy crows-nest s3", "buy crows-nest g3"}
    assert buys(g, "buy master-gunner") == {"buy master-gunner " + s for s in ("b3", "s4", "m4", "g4", "g5")}


def test_slots_of_sections_not_owned_are_refused():
    g = nassau(setup=lambda e: e.hold("Anja", **RICH))
    assert_illegal(g, "buy topsail m3", "nassau.slot")
    assert_illegal(g, "buy staysail g2", "nassau.slot")


def test_tile_only_on_restrictions():
    tiles = ("figurehead", "captains-cabin")
    g = nassau(tiles=tiles, setup=lambda e: (e.hold("Anja", **RICH), e.sections("Anja", 2)))
    assert buys(g, "buy figurehead") == {"buy figurehead b1"}                        # bow only
    assert buys(g, "buy captains-cabin") == {"buy captains-cabin s1", "buy captains-cabin g1"}
    assert_illegal(g, "buy figurehead m1", "nassau.tile-restriction")
    assert_illegal(g, "buy captains-cabin m2", "nassau.tile-restriction")


def test_only_tiles_on_sale_can_be_bought():
    g = nassau(setup=lambda e: e.hold("Anja", **RICH))
    assert_illegal(g, "buy heavy-battery s1", "nassau.display")


def test_bought_tile_leaves_nassau_and_its_bonus_applies_at_once():
    g = nassau(setup=lambda e: e.hold("Anja", **RICH))
    anja = P(g, "Anja")
    g.apply("buy topsail b2")
    assert g.ship.sail(anja) == 2
    assert not any(g.comp.tiles[t].code == "topsail" for t in g.harbour[1])
    assert_sound(g)


def test_replacing_a_tile_sends_the_old_one_to_the_box():
    g = nassau(tiles=("heavy-battery",), setup=lambda e: (e.hold("Anja", **RICH), e.tile("Anja", "long-guns", "s1")))
    anja = P(g, "Anja")
    s1 = g.ship.slot_index["s1"]
    old = anja.tiles[s1]
    assert "buy heavy-battery s1" in legal(g)
    g.apply("buy heavy-battery s1")
    assert g.comp.tiles[anja.tiles[s1]].code == "heavy-battery"
    assert old in g.box[0]
    assert g.ship.cannon(anja) == 3
    assert_sound(g)


def test_exchange_one_peso_for_two_of_one_resource_without_ending_the_turn():
    g = nassau(setup=lambda e: e.hold("Anja", pesos=2))
    assert buys(g, "exchange") == {"exchange gunpowder", "exchange goods", "exchange rum"}
    g.apply("exchange rum")
    assert hold(g, "Anja") == {"pesos": 1, "gunpowder": 0, "goods": 0, "rum": 2, "hostages": 0}
    assert supply(g)["pesos"] == 53 and supply(g)["rum"] == 18
    assert current(g) == "Anja" and g.sub == "buy"


def test_exchanged_resources_may_exceed_the_hold_until_the_end_of_buying():
    g = nassau(tiles=("master-gunner",), setup=lambda e: e.hold("Anja", pesos=6))
    g.apply("exchange rum")
    g.apply("exchange gunpowder")
    assert sum(P(g, "Anja").hold) == 8 > g.ship.capacity(P(g, "Anja"))
    g.apply("buy master-gunner b3")                   # pays 1 gunpowder + 2 rum: 5 items left
    assert sum(P(g, "Anja").hold) == 5


def test_what_does_not_fit_after_buying_is_returned():
    g = nassau(setup=lambda e: e.hold("Anja", pesos=6))
    g.apply("exchange rum")
    g.apply("exchange rum")                           # 4 pesos + 4 rum = 8 > 6
    g.apply("pass")
    assert g.step == "overflow" and current(g) == "Anja"
    assert legal(g) == {"discard pesos", "discard rum"}
    g.apply("discard rum")
    assert g.step == "overflow"
    g.apply("discard pesos")
    assert g.step == "bury"
    assert sum(P(g, "Anja").hold) == 6
    assert_sound(g)


def test_bury_moves_pesos_from_the_hold_into_the_chest():
    g = nassau(setup=lambda e: e.hold("Anja", pesos=4))
    g.apply("pass")
    assert g.step == "bury" and current(g) == "Anja"
    assert {"bury 1", "bury 2", "bury 3", "bury 4", "done"} <= legal(g)
    g.apply("bury 3")
    anja = P(g, "Anja")
    assert anja.chest == 3 and anja.hold[0] == 1
    assert_illegal(g, "bury 2", "bury.pesos")


def test_burying_goes_highest_infamy_first():
    def setup(e):
        for name in ("Anja", "Jonah", "Jon", "Ewan"):
            e.hold(name, pesos=1)
    g = nassau(values=(20, 40, 10, 30), setup=setup)
    while g.step == "buy":
        g.apply("pass")
    seen = []
    while g.step == "bury":
        seen.append(current(g))
        g.apply("bury 1")             # then "done" is the only choice and is taken
    assert seen == ["Jonah", "Ewan", "Anja", "Jon"]


def test_three_resources_for_one_peso_when_burying():
    g = nassau(setup=lambda e: e.hold("Anja", gunpowder=1, goods=1, rum=2))
    g.apply("pass")
    assert g.step == "bury"
    assert {"sell gunpowder,goods,rum", "sell gunpowder,rum,rum", "sell goods,rum,rum"} <= legal(g)
    assert "sell goods,goods,rum" not in legal(g)
    g.apply("sell goods,rum,rum")
    assert hold(g, "Anja") == {"pesos": 1, "gunpowder": 1, "goods": 0, "rum": 0, "hostages": 0}
    assert supply(g)["pesos"] == 53
    assert_illegal(g, "sell goods,rum,rum", "bury.sell")
    g.apply("bury 1")
    assert P(g, "Anja").chest == 1


def test_buried_pesos_can_never_be_spent():
    g = nassau(setup=lambda e: (e.chest("Anja", pesos=10), e.hold("Anja", goods=1, hostages=1)))
    assert current(g) == "Anja" and g.step == "buy"
    assert not any(a.startswith("exchange") for a in legal(g))
    assert_illegal(g, "exchange rum", "nassau.exchange")


def test_doubloon_for_5_chest_pesos_when_the_supply_has_run_out():
    def setup(e):
        e.chest("Anja", pesos=7)
        e.chest("Jonah", pesos=47)                   # all 54 pesos are buried
    g = nassau(setup=setup)
    assert g.step == "bury" and current(g) == "Anja"
    assert "doubloon" in legal(g)
    g.apply("doubloon")
    anja = P(g, "Anja")
    assert (anja.chest, anja.doubloons) == (2, 1)
    assert supply(g)["pesos"] == 5 and g.doubloons == 7
    assert "doubloon" not in legal(g)
    assert_sound(g)


def test_no_doubloon_while_the_supply_has_pesos_or_from_the_hold():
    g = nassau(setup=lambda e: (e.chest("Anja", pesos=7), e.hold("Anja", pesos=1)))
    g.apply("pass")
    assert "doubloon" not in legal(g)
    assert_illegal(g, "doubloon", "doubloon.timing")
    g = nassau(setup=lambda e: (e.chest("Anja", pesos=4), e.hold("Anja", pesos=6), e.chest("Jonah", pesos=44)))
    g.apply("pass")
    assert supply(g)["pesos"] == 0
    assert_illegal(g, "doubloon", "doubloon.chest")
