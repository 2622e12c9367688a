"""Pirate-phase actions (rulebook §4.2 step 2, "Actions"): plunder, trade winds,
smuggle, ransom, sack, pass."""

import pytest

from .helpers import P, assert_illegal, assert_sound, at, current, hold, legal, merchant_index, supply


def on_route(card, captains=None, tiles=(), hold_items=None, space=3):
    def setup(e):
        e.merchant(space, card)
        if captains is not None:
            e.captains("Anja", *captains)
        for code, slot in tiles:
            e.tile("Anja", code, slot)
        if hold_items:
            e.hold("Anja", **hold_items)
    return at(space, setup=setup)


# --- plunder -----------------------------------------------------------------------
def test_rulebook_plunder_example():
    """Anja (1/1) at space 3 plays her 2/2 against the 2/2 merchant with 2 rum and 1 goods."""
    g = on_route("M1-01")
    m = merchant_index(g, "M1-01")
    sup = supply(g)
    assert {"plunder 3/3", "plunder 2/2", "plunder 2/1", "plunder 1/2"} <= legal(g)
    g.apply("plunder 2/2")
    anja = P(g, "Anja")
    assert anja.captured == (m,)
    assert g.routes[3] == -1
    assert hold(g, "Anja") == {"pesos": 1, "gunpowder": 0, "goods": 1, "rum": 2, "hostages": 0}
    assert supply(g)["pesos"] == sup["pesos"] - 1 and supply(g)["rum"] == sup["rum"] - 2
    assert anja.captains == (True, False, True, True)      # the 2/2 card is spent
    assert current(g) != "Anja"                              # the turn is over
    assert_sound(g)


def test_plunder_gives_one_extra_peso_not_printed_on_the_card():
    g = on_route("M1-11")          # 1/2, 2 goods
    g.apply("plunder 3/3")
    assert hold(g, "Anja") == {"pesos": 1, "gunpowder": 0, "goods": 2, "rum": 0, "hostages": 0}


def test_plunder_adds_printed_pesos_to_the_extra_one():
    g = on_route("M1-15")          # 3/3, 2 pesos + 1 hostage; needs 4/4: ship 1/1 + captain 3/3
    g.apply("plunder 3/3")
    assert hold(g, "Anja") == {"pesos": 3, "gunpowder": 0, "goods": 0, "rum": 0, "hostages": 1}


@pytest.mark.parametrize("card,merchant,wins", [
    ("2/2", "M1-01", True),     # 3 > 2 and 3 > 2
    ("1/2", "M1-01", False),    # sail 2 is not greater than 2
    ("2/1", "M1-01", False),    # cannon 2 is not greater than 2
    ("3/3", "M1-15", True),     # 4 > 3 and 4 > 3
    ("2/2", "M1-15", False),    # 3 vs 3 on both
    ("2/1", "M1-04", True),     # 3 > 2, 2 > 1
    ("1/2", "M1-04", False),    # sail 2 vs 2
])
def test_plunder_needs_sail_and_cannon_both_strictly_greater(card, merchant, wins):
    g = on_route(merchant)
    m = merchant_index(g, merchant)
    g.apply(f"plunder {card}")
    assert (P(g, "Anja").captured == (m,)) == wins
    assert (g.routes[3] == -1) == wins


def test_failed_plunder_leaves_the_card_spends_the_captain_and_gives_nothing():
    g = on_route("M1-01")
    m = merchant_index(g, "M1-01")
    before = supply(g)
    g.apply("plunder 1/2")
    anja = P(g, "Anja")
    assert g.routes[3] == m and anja.captured == ()
    assert anja.hold == [0, 0, 0, 0, 0] and supply(g) == before
    assert anja.captains == (True, True, True, False)
    assert current(g) != "Anja"


def test_ship_upgrades_count_in_a_plunder():
    # M1-09 is 2/3: a 2/2 captain on a 1/1 ship makes cannon 3, not enough; Long Guns (+1) make 4
    g = on_route("M1-09", tiles=[("long-guns", "s1")])
    g.apply("plunder 2/2")
    assert P(g, "Anja").captured == (merchant_index(g, "M1-09"),)


def test_great_cannon_does_not_help_a_plunder():
    # the Great Cannon's +2 is for sacking ports only
    g = on_route("M1-09", tiles=[("great-cannon", "b1")])
    g.apply("plunder 2/2")
    assert P(g, "Anja").captured == ()
    assert g.routes[3] == merchant_index(g, "M1-09")


def test_plunder_needs_a_captain_card():
    g = on_route("M1-01", captains=[])
    assert not any(a.startswith("plunder") for a in legal(g))
    assert_illegal(g, "plunder 2/2", "captain-card.played")


def test_plunder_only_with_a_captain_card_still_in_hand():
    g = on_route("M1-01", captains=["3/3", "1/2"])
    assert {a for a in legal(g) if a.startswith("plunder")} == {"plunder 3/3", "plunder 1/2"}
    assert_illegal(g, "plunder 2/2", "captain-card.played")
    assert_illegal(g, "plunder 4/4", "captain-card.owned")


def test_plunder_needs_a_merchant_on_a_trade_route():
    g = on_route("M1-01")
    with g.edit() as e:
        e.merchant(3, None)
    assert not any(a.startswith("plunder") for a in legal(g))
    assert_illegal(g, "plunder 2/2", "plunder.merchant")


def test_no_plunder_at_a_port_or_a_midpoint():
    g = at(7, setup=lambda e: e.hold("Anja", hostages=1))
    assert_illegal(g, "plunder 2/2", "plunder.route")
    g = at(1, setup=lambda e: e.hold("Anja", hostages=1))
    assert_illegal(g, "plunder 2/2", "plunder.route")


def test_pirates_share_a_space_and_the_first_to_act_may_plunder():
    def setup(e):
        e.merchant(3, "M1-01")
        e.dice("Jonah", 1, 1, 1)
        e.ship_at("Jonah", 2, moves=1)
    g = at(3, setup=setup)
    g.apply("pass")                                  # Anja leaves the merchant alone
    assert current(g) == "Jonah"
    g.apply("1>3")                                   # Jonah joins her on space 3
    assert P(g, "Jonah").pos == P(g, "Anja").pos == 3
    assert "plunder 2/2" in legal(g)
    g.apply("plunder 2/2")
    assert P(g, "Jonah").captured == (merchant_index(g, "M1-01"),)


# --- trade winds ---------------------------------------------------------------
@pytest.mark.parametrize("space", [3, 7, 14, 15])
def test_trade_winds_on_a_route_or_midpoint_even_with_a_merchant(space):
    g = at(space)
    assert "winds" in legal(g)
    before = g.winds
    g.apply("winds")
    assert P(g, "Anja").wind == 1 and g.winds == before - 1
    assert current(g) != "Anja"          # it is the action of the turn


@pytest.mark.parametrize("space", [1, 5, 9, 20])
def test_no_trade_winds_in_a_port(space):
    g = at(space)
    assert "winds" not in legal(g)
    assert_illegal(g, "winds", "trade-wind.space")


def test_at_most_one_trade_wind_token():
    g = at(3, setup=lambda e: e.wind("Anja"))
    assert "winds" not in legal(g)
    assert_illegal(g, "winds", "trade-wind.one-token")


def test_another_trade_wind_after_spending_the_first():
    def setup(e):
        e.wind("Anja")
        e.dice("Anja", 1, 2)
    g = at(3, setup=setup)          # moved 2 -> 3 with the 1; now on a route holding a token
    assert "winds" not in legal(g)
    g.apply("pass")
    while current(g) != "Anja":
        g.apply(g.legal_actions().notations()[0])
        if g.sub == "act" and current(g) != "Anja":
            g.apply("pass")
    g.apply("2+1>6")                # spends the token: 3 + 3
    assert P(g, "Anja").wind == 0 and P(g, "Anja").pos == 6
    assert "winds" in legal(g)
    g.apply("winds")
    assert P(g, "Anja").wind == 1


# --- smuggling -----------------------------------------------------------------
@pytest.mark.parametrize("space,item,n", [
    (1, "goods", 1), (1, "rum", 1),           # La Havana, zone 1
    (5, "gunpowder", 1),                      # zone 1
    (9, "goods", 1), (12, "rum", 1),          # zone 2
    (16, "rum", 2), (18, "gunpowder", 2),     # zone 3: two of one resource
    (20, "goods", 2),
])
def test_smuggle_yield_by_zone(space, item, n):
    g = at(space)
    before = supply(g)[item]
    g.apply(f"smuggle {item}")
    assert hold(g, "Anja")[item] == n
    assert supply(g)[item] == before - n
    assert current(g) != "Anja"


def test_smuggle_two_pesos_at_the_spanish_port():
    g = at(20)
    assert "smuggle pesos" in legal(g)
    g.apply("smuggle pesos")
    assert hold(g, "Anja")["pesos"] == 2


def test_smuggle_only_what_the_port_offers():
    g = at(1)                                  # La Havana: goods or rum
    assert {a for a in legal(g) if a.startswith("smuggle")} == {"smuggle goods", "smuggle rum"}
    assert_illegal(g, "smuggle gunpowder", "smuggle.goods")
    assert_illegal(g, "smuggle pesos", "smuggle.goods")


def test_no_smuggling_away_from_a_port():
    g = at(3)
    assert_illegal(g, "smuggle goods", "smuggle.port")


def test_smuggle_partial_take_when_the_hold_is_short():
    g = at(16, setup=lambda e: e.hold("Anja", goods=5))     # 5 of 6 slots used; 2 rum on offer
    g.apply("smuggle rum")
    assert g.sub == "stow" and current(g) == "Anja"
    assert "take rum" in legal(g) and "done" in legal(g)
    g.apply("take rum")
    assert hold(g, "Anja")["rum"] == 1
    assert "take rum" not in legal(g)                       # full now
    g.apply("done")                                         # the second rum stays in the supply
    assert hold(g, "Anja") == {"pesos": 0, "gunpowder": 0, "goods": 5, "rum": 1, "hostages": 0}
    assert supply(g)["rum"] == 19
    assert current(g) != "Anja"
    assert_sound(g)


def test_smuggle_discard_to_make_room_for_everything():
    g = at(16, setup=lambda e: e.hold("Anja", goods=5))
    g.apply("smuggle rum")
    g.apply("discard goods")
    assert hold(g, "Anja") == {"pesos": 0, "gunpowder": 0, "goods": 4, "rum": 2, "hostages": 0}
    assert supply(g)["goods"] == 16 and supply(g)["rum"] == 18
    assert current(g) != "Anja"


def test_smuggle_with_a_full_hold_takes_nothing():
    g = at(9, setup=lambda e: e.hold("Anja", gunpowder=6))
    g.apply("smuggle goods")
    assert g.sub == "stow"
    assert "take goods" not in legal(g)
    assert_illegal(g, "take goods", "hold.full")
    g.apply("done")
    assert hold(g, "Anja")["goods"] == 0 and hold(g, "Anja")["gunpowder"] == 6


# --- ransom --------------------------------------------------------------------
@pytest.mark.parametrize("space,zone_pesos", [(1, 1), (9, 2), (16, 3)])
def test_ransom_one_hostage_for_zone_pesos_after_smuggling(space, zone_pesos):
    g = at(space, setup=lambda e: e.hold("Anja", hostages=2))
    item = g.comp.spaces[space].smuggle[0]
    g.apply(f"smuggle {item}")
    assert g.sub == "ransom" and current(g) == "Anja"
    hostages_in_supply = supply(g)["hostages"]
    g.apply("ransom")
    assert hold(g, "Anja")["pesos"] == zone_pesos
    assert hold(g, "Anja")["hostages"] == 1                 # only one hostage per smuggle
    assert supply(g)["hostages"] == hostages_in_supply + 1  # the hostage goes back to the supply
    assert current(g) != "Anja"


def test_ransom_is_optional():
    g = at(9, setup=lambda e: e.hold("Anja", hostages=1))
    g.apply("smuggle goods")
    g.apply("pass")
    assert hold(g, "Anja")["hostages"] == 1 and hold(g, "Anja")["pesos"] == 0


def test_no_ransom_without_smuggling():
    g = at(9, setup=lambda e: e.hold("Anja", hostages=1))
    assert "ransom" not in legal(g)
    assert_illegal(g, "ransom", "sequence")


def test_smuggling_nothing_for_lack_of_room_opens_no_ransom():
    """"If there is not enough room, you cannot smuggle" (ZH); the ransom comes only after smuggling.
    A full hold that stows none of the smuggled goods has not smuggled, so no ransom follows."""
    g = at(9, setup=lambda e: e.hold("Anja", gunpowder=5, hostages=1))      # 6 of 6 slots used
    g.apply("smuggle goods")
    assert g.sub == "stow"
    g.apply("done")                                   # takes nothing
    assert hold(g, "Anja")["goods"] == 0
    assert g.sub != "ransom" and current(g) != "Anja"
    assert hold(g, "Anja")["hostages"] == 1


def test_no_ransom_prompt_without_a_hostage():
    g = at(9)
    g.apply("smuggle goods")
    assert current(g) != "Anja"


# --- sacking -------------------------------------------------------------------
def test_rulebook_sack_example_great_cannon_at_la_havana():
    """Ewan's ship (cannon 1) has a Great Cannon (+2 when sacking): with a 3/3 card it attacks at 6 > 5."""
    g = at(1, setup=lambda e: e.tile("Anja", "great-cannon", "b1"))
    g.apply("sack 3/3")
    anja = P(g, "Anja")
    assert g.sacked == (1,)
    assert anja.hold[0] == 2 and anja.sacked == 1
    assert anja.captains == (False, True, True, True)
    assert_sound(g)


def test_sack_needs_cannon_strictly_greater_than_4_plus_zone():
    # Long Guns +1: 1 + 1 + 3 = 5, not greater than 5
    g = at(1, setup=lambda e: e.tile("Anja", "long-guns", "s1"))
    g.apply("sack 3/3")
    anja = P(g, "Anja")
    assert g.sacked == () and anja.hold[0] == 0 and anja.sacked == 0
    assert anja.captains == (False, True, True, True)     # the card is spent anyway
    assert current(g) != "Anja"


@pytest.mark.parametrize("space,card,sacked", [
    (9, "3/3", True),     # zone 2: 1 + 2 + 2 + 3 = 8 > 6
    (9, "1/2", True),     # 7 > 6
    (9, "2/1", False),    # 6, not > 6
    (16, "2/2", False),   # zone 3: 7, not > 7
    (16, "3/3", True),    # 8 > 7
])
def test_sack_defence_by_zone(space, card, sacked):
    def setup(e):
        e.tile("Anja", "great-cannon", "b1")
        e.tile("Anja", "heavy-battery", "s1")
    g = at(space, setup=setup)
    g.apply(f"sack {card}")
    assert (g.sacked == (space,)) == sacked


@pytest.mark.parametrize("space,pesos", [(1, 2), (9, 4), (16, 6)])
def test_sack_gives_twice_the_zone_in_pesos(space, pesos):
    def setup(e):
        e.tile("Anja", "great-cannon", "b1")
        e.tile("Anja", "heavy-battery", "s1")
    g = at(space, setup=setup)
    g.apply("sack 3/3")
    assert hold(g, "Anja")["pesos"] == pesos


def test_sacked_port_is_closed_for_smuggling_ransom_and_sacking():
    def setup(e):
        e.sack(9)
        e.hold("Anja", hostages=1)        # so that the turn does not pass by itself
    g = at(9, setup=setup)
    assert legal(g) == {"plank", "pass"}
    assert_illegal(g, "smuggle goods", "port.sacked")
    assert_illegal(g, "sack 3/3", "port.sacked")
    assert_illegal(g, "ransom", "sequence")


def test_a_port_sacked_this_turn_is_closed_to_the_next_pirate():
    def setup(e):
        e.tile("Anja", "great-cannon", "b1")
        e.dice("Jonah", 1, 1, 1)
        e.ship_at("Jonah", 2, moves=1)
        e.hold("Jonah", hostages=1)
    g = at(1, setup=setup)
    g.apply("sack 3/3")
    assert current(g) == "Jonah"
    g.apply("1>1")
    assert legal(g) == {"plank", "pass"}


def test_no_sacking_away_from_a_port():
    g = at(3)
    assert_illegal(g, "sack 3/3", "sack.port")


def test_sack_needs_a_captain_card():
    g = at(1, setup=lambda e: e.captains("Anja"))
    assert not any(a.startswith("sack") for a in legal(g))
    assert_illegal(g, "sack 3/3", "captain-card.played")


# --- pass ----------------------------------------------------------------------
def test_pass_does_nothing_but_end_the_turn():
    g = at(3)
    before = g.state_dict()
    g.apply("pass")
    after = g.state_dict()
    assert current(g) == "Jonah" and g.sub == "move"
    a0, a1 = before["players"][0], after["players"][0]
    assert a0 == a1
    assert before["game"]["routes"] == after["game"]["routes"]
    assert before["game"]["supply"] == after["game"]["supply"]


def test_one_action_per_turn():
    g = at(3)
    g.apply("winds")
    assert current(g) == "Jonah" and g.sub == "move"
    assert_illegal(g, "plunder 2/2", "sequence")
