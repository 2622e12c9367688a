"""The hold (rulebook §4.2 step 2, "Hold" and "Walk the plank")."""

import pytest

from .helpers import P, assert_illegal, assert_sound, at, current, hold, legal, new, spread_infamy, supply


@pytest.mark.parametrize("extra,tiles,capacity", [
    (0, (), 6),                                   # bow 3 + stern 3
    (1, (), 9),                                   # + brigantine section
    (2, (), 13),                                  # + galleon section
    (0, (("cargo-deck", "b1"),), 9),              # a hold tile adds room
    (0, (("captains-cabin", "s1"),), 8),
    (2, (("cargo-deck", "b1"), ("captains-cabin", "g1")), 18),
])
def test_capacity(extra, tiles, capacity):
    g = new()
    with g.edit() as e:
        e.sections("Anja", extra)
        for code, slot in tiles:
            e.tile("Anja", code, slot)
    assert g.ship.capacity(P(g, "Anja")) == capacity


def test_every_item_takes_one_slot_including_hostages_and_pesos():
    g = at(3, setup=lambda e: (e.merchant(3, "M1-01"), e.hold("Anja", pesos=2, hostages=2, rum=1)))
    g.apply("plunder 3/3")                        # 1 peso + 2 rum + 1 goods, 1 slot free
    assert g.sub == "stow"
    g.apply("take goods")
    assert sum(P(g, "Anja").hold) == 6
    assert "take rum" not in legal(g) and "take pesos" not in legal(g)


def test_loot_that_does_not_fit_is_chosen_and_the_rest_left_behind():
    g = at(3, setup=lambda e: (e.merchant(3, "M1-09"), e.hold("Anja", goods=4)))
    # M1-09 (2/3): 1 gunpowder, 1 goods, 1 hostage, plus the peso; 2 slots free
    g.apply("plunder 3/3")
    assert g.sub == "stow" and current(g) == "Anja"
    assert {"take pesos", "take gunpowder", "take goods", "take hostages", "done"} <= legal(g)
    g.apply("take hostages")
    g.apply("take pesos")
    assert g.sub == "stow" and "take goods" not in legal(g)      # full: discard or finish
    g.apply("done")
    assert current(g) != "Anja"
    assert hold(g, "Anja") == {"pesos": 1, "gunpowder": 0, "goods": 4, "rum": 0, "hostages": 1}
    assert supply(g)["gunpowder"] == 20 and supply(g)["goods"] == 16
    assert P(g, "Anja").captured != ()            # the merchant is captured all the same
    assert_sound(g)


def test_discard_makes_room_and_returns_the_item_to_the_supply():
    g = at(3, setup=lambda e: (e.merchant(3, "M1-11"), e.hold("Anja", rum=6)))   # M1-11: 2 goods + peso
    g.apply("plunder 3/3")
    assert {"discard rum", "done"} <= legal(g)
    assert "discard goods" not in legal(g)
    g.apply("discard rum")
    assert supply(g)["rum"] == 15
    g.apply("take goods")
    g.apply("discard rum")
    g.apply("discard rum")                        # now the last two items fit and are stowed at once
    assert hold(g, "Anja") == {"pesos": 1, "gunpowder": 0, "goods": 2, "rum": 3, "hostages": 0}
    assert current(g) != "Anja"
    assert_sound(g)


def test_cannot_discard_what_is_not_held():
    g = at(3, setup=lambda e: (e.merchant(3, "M1-11"), e.hold("Anja", rum=6)))
    g.apply("plunder 3/3")
    assert_illegal(g, "discard goods", "hold.empty")


def test_loot_is_limited_by_the_supply():
    def setup(e):
        e.merchant(3, "M1-12")                    # prints 2 rum
        for name in ("Jonah", "Jon", "Ewan"):
            e.hold(name, rum=6)
        e.hold("Anja", rum=1)                     # 1 rum left in the supply
    g = at(3, setup=setup)
    assert supply(g)["rum"] == 1
    g.apply("plunder 3/3")
    assert hold(g, "Anja") == {"pesos": 1, "gunpowder": 0, "goods": 0, "rum": 2, "hostages": 0}
    assert supply(g)["rum"] == 0
    assert_sound(g)


# --- walking the plank -----------------------------------------------------------
def test_plank_frees_a_slot_and_keeps_the_hostage_off_the_supply_until_step_3():
    g = at(3, setup=lambda e: e.hold("Anja", hostages=1))
    s = supply(g)["hostages"]
    g.apply("plank")
    anja = P(g, "Anja")
    assert anja.hold[4] == 0 and anja.planked == 1
    assert supply(g)["hostages"] == s
    assert_sound(g)


def test_plank_is_not_an_action():
    g = at(3, setup=lambda e: (e.hold("Anja", hostages=1), e.merchant(3, "M1-01")))
    g.apply("plank")
    assert g.sub == "act" and current(g) == "Anja"
    g.apply("plunder 3/3")
    assert P(g, "Anja").captured


def test_plank_before_moving():
    g = at(3, setup=lambda e: e.hold("Anja", hostages=2))
    g.apply("pass")
    while current(g) != "Anja":
        g.apply(g.legal_actions().notations()[0])
        if g.sub == "act" and current(g) != "Anja":
            g.apply("pass")
    assert g.sub == "move" and "plank" in legal(g)
    g.apply("plank")
    assert g.sub == "move" and P(g, "Anja").planked == 1


def test_plank_instead_of_ransom():
    g = at(9, setup=lambda e: e.hold("Anja", hostages=1))
    g.apply("smuggle goods")
    assert g.sub == "ransom"
    assert "plank" in legal(g)


def test_plank_to_make_room_while_stowing_loot():
    """Walking the plank is allowed at any time, so also while choosing which loot to stow."""
    g = at(3, setup=lambda e: (e.merchant(3, "M1-01"), e.hold("Anja", goods=5, hostages=1)))
    g.apply("plunder 3/3")
    assert g.sub == "stow"
    assert "plank" in legal(g)
    g.apply("plank")
    assert P(g, "Anja").planked == 1


def test_plank_is_worth_3_infamy_at_step_3_and_the_hostage_returns_then():
    g = new()
    with g.edit() as e:
        spread_infamy(e, values=(10, 20, 30, 40))
        e.hold("Anja", hostages=3)
        e.start("infamy")
    assert current(g) == "Anja" and g.step == "infamy"
    assert {"plank", "done"} <= legal(g)
    g.apply("plank")
    g.apply("plank")
    assert supply(g)["hostages"] == 4 and P(g, "Anja").infamy == 10
    g.apply("done")
    anja = P(g, "Anja")
    assert anja.infamy == 16 and anja.planked == 0 and anja.hold[4] == 1
    assert supply(g)["hostages"] == 6
    assert_sound(g)


def test_plank_during_the_navy_step_and_in_nassau():
    g = new()
    with g.edit() as e:
        spread_infamy(e)
        e.hold("Anja", hostages=1)
        e.navy_display("empty", "empty", "empty", "empty")
        e.start("navy")
    assert current(g) == "Anja" and "plank" in legal(g)
    g = new()
    with g.edit() as e:
        spread_infamy(e, values=(40, 30, 20, 10))
        e.hold("Anja", hostages=1)
        e.start("buy")
    assert current(g) == "Anja" and "plank" in legal(g)


def test_plank_needs_a_hostage():
    g = at(3, setup=lambda e: e.merchant(3, "M1-01"))
    assert "plank" not in legal(g)
    assert_illegal(g, "plank", "plank.hostage")
