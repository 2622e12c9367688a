"""Step 4, evading the Royal Navy (rulebook §4.2 step 4)."""

import pytest

from .helpers import P, assert_illegal, assert_sound, at_step, current, hold, legal, navy_index, supply


def navy_step(display, values=(1, 2, 3, 4), setup=None, **options):
    return at_step("navy", values, lambda e: e.navy_display(*display), setup, **options)


def test_navy_step_goes_lowest_infamy_first():
    g = navy_step(("empty", "empty", "empty", "empty"), values=(30, 10, 40, 20))
    seen = []
    while g.step == "navy":
        seen.append(current(g))
        g.apply("navy empty")
    assert seen == ["Jonah", "Ewan", "Anja", "Jon"]


def test_empty_ocean_does_nothing_and_goes_to_the_bottom_of_the_deck():
    g = navy_step(("N1-01", "2/3", "4/4", "3/3"), setup=lambda e: e.hold("Anja", goods=4))
    before = g.state_dict()["players"][0]
    deck_len = len(g.navy_deck)
    g.apply("navy empty")
    after = g.state_dict()["players"][0]
    assert after == before                          # no captain played, nothing lost
    assert g.navy_deck[-1] == navy_index(g, "N1-01") and len(g.navy_deck) == deck_len + 1
    assert navy_index(g, "N1-01") not in g.navy_display
    assert current(g) == "Jonah"


def test_any_face_up_card_may_be_chosen_with_any_captain_card_in_hand():
    g = navy_step(("empty", "2/3", "4/4", "3/3"))
    cards = {"empty"} | {f"{c} {k}" for c in ("2/3", "4/4", "3/3") for k in ("3/3", "2/2", "2/1", "1/2")}
    assert legal(g) == {"navy " + c for c in cards}


def test_rulebook_navy_example():
    """Jonah 8, Anja 10, Jon 11, Ewan 13. Jonah and Anja take the empty oceans; Jon escapes the 2/3
    with his 3/3; Ewan (a 3/3 ship) faces the 4/4 with his 2/1: escapes (5 > 4) but does not beat
    it (4 = 4), and chooses to lose half his infamy: 13 -> 7."""
    def setup(e):
        e.tile("Ewan", "foresail", "b2")          # +2 sail
        e.tile("Ewan", "heavy-battery", "s1")     # +2 cannon
        e.hold("Ewan", goods=4)
    g = navy_step(("N1-01", "N1-02", "N1-05", "N1-06"), values=(10, 8, 11, 13), setup=setup)
    assert current(g) == "Jonah"
    g.apply("navy empty")
    assert current(g) == "Anja"
    g.apply("navy empty")
    assert current(g) == "Jon"
    g.apply("navy 2/3 3/3")
    assert P(g, "Jon").infamy == 11 and P(g, "Jon").captains == (False, True, True, True)
    assert current(g) == "Ewan"
    assert legal(g) == {"navy 4/4 3/3", "navy 4/4 2/2", "navy 4/4 2/1", "navy 4/4 1/2"}
    g.apply("navy 4/4 2/1")
    assert g.sub == "penalty" and current(g) == "Ewan"
    assert legal(g) == {"penalty infamy", "penalty goods"}
    g.apply("penalty infamy")
    assert P(g, "Ewan").infamy == 7
    assert hold(g, "Ewan")["goods"] == 4
    assert g.step in ("buy", "bury") or g.round == 2
    assert_sound(g)


def test_escape_and_attack_both_succeed_no_penalty():
    g = navy_step(("2/3", "empty", "empty", "empty"), values=(13, 20, 30, 40),
                  setup=lambda e: e.hold("Anja", goods=5))
    g.apply("navy 2/3 3/3")                         # 4 > 2 and 4 > 3
    assert P(g, "Anja").infamy == 13 and hold(g, "Anja")["goods"] == 5
    assert current(g) == "Jonah"


@pytest.mark.parametrize("card,captain", [("2/3", "2/2"), ("3/2", "1/2")])
def test_exactly_one_success_player_chooses_the_penalty(card, captain):
    # 2/3 with 2/2: sail 3 > 2 but cannon 3 = 3; 3/2 with 1/2: sail 2 < 3, cannon 3 > 2
    g = navy_step((card, "empty", "empty", "empty"), values=(13, 20, 30, 40),
                  setup=lambda e: e.hold("Anja", goods=5))
    g.apply(f"navy {card} {captain}")
    assert g.sub == "penalty" and current(g) == "Anja"
    g.apply("penalty goods")
    assert hold(g, "Anja")["goods"] == 3            # 5 goods: lose 2 (rounded down)
    assert P(g, "Anja").infamy == 13


def test_half_the_infamy_rounds_the_loss_down_13_keeps_7():
    g = navy_step(("2/3", "empty", "empty", "empty"), values=(13, 20, 30, 40))
    g.apply("navy 2/3 2/2")
    g.apply("penalty infamy")
    assert P(g, "Anja").infamy == 7


def test_both_fail_lose_half_infamy_and_half_goods():
    g = navy_step(("4/4", "empty", "empty", "empty"), values=(13, 20, 30, 40),
                  setup=lambda e: e.hold("Anja", goods=5, hostages=1))
    g.apply("navy 4/4 1/2")                         # sail 2 < 4, cannon 3 < 4
    anja = P(g, "Anja")
    assert anja.infamy == 7
    assert hold(g, "Anja") == {"pesos": 0, "gunpowder": 0, "goods": 3, "rum": 0, "hostages": 1}
    assert supply(g)["goods"] == 17
    assert current(g) == "Jonah"
    assert_sound(g)


def test_goods_loss_counts_all_resources_and_the_player_picks_which():
    g = navy_step(("4/4", "empty", "empty", "empty"), values=(13, 20, 30, 40),
                  setup=lambda e: e.hold("Anja", gunpowder=2, goods=1, rum=2, pesos=1))
    g.apply("navy 4/4 1/2")
    assert g.sub == "lose" and current(g) == "Anja"          # 5 resources: lose 2
    assert legal(g) == {"lose gunpowder", "lose goods", "lose rum"}
    g.apply("lose rum")
    g.apply("lose rum")
    assert hold(g, "Anja") == {"pesos": 1, "gunpowder": 2, "goods": 1, "rum": 0, "hostages": 0}
    assert current(g) == "Jonah"


def test_one_goods_loses_nothing():
    g = navy_step(("4/4", "empty", "empty", "empty"), values=(13, 20, 30, 40),
                  setup=lambda e: e.hold("Anja", rum=1))
    g.apply("navy 4/4 1/2")
    assert hold(g, "Anja")["rum"] == 1


def test_ship_card_goes_to_the_bottom_of_the_navy_deck_and_the_captain_is_spent():
    g = navy_step(("N1-05", "empty", "empty", "empty"))
    g.apply("navy 2/3 3/3")
    assert g.navy_deck[-1] == navy_index(g, "N1-05")
    assert navy_index(g, "N1-05") not in g.navy_display
    assert P(g, "Anja").captains == (False, True, True, True)


def test_navy_tiles_count_only_against_the_navy():
    # Studding Sails (+2 sail against the Navy) and Iron Plating (+2 cannon against the Navy)
    def setup(e):
        e.tile("Anja", "studding-sails", "s2")
        e.tile("Anja", "iron-plating", "s1")
        e.hold("Anja", goods=4)
    g = navy_step(("4/4", "empty", "empty", "empty"), values=(13, 20, 30, 40), setup=setup)
    anja = P(g, "Anja")
    assert (g.ship.sail(anja), g.ship.cannon(anja)) == (1, 1)
    assert (g.ship.sail(anja, "navy"), g.ship.cannon(anja, "navy")) == (3, 3)
    g.apply("navy 4/4 2/2")                         # 5 > 4 and 5 > 4
    assert anja.infamy == 13 and hold(g, "Anja")["goods"] == 4


def test_without_captain_cards_the_ship_fights_alone():
    g = navy_step(("2/3", "empty", "empty", "empty"), values=(13, 20, 30, 40),
                  setup=lambda e: e.captains("Anja"))
    assert legal(g) == {"navy 2/3", "navy empty"}
    g.apply("navy 2/3")                              # 1 vs 2 and 1 vs 3: both fail
    assert P(g, "Anja").infamy == 7


def test_captain_cards_spent_in_the_pirate_phase_cannot_face_the_navy():
    g = navy_step(("4/4", "empty", "empty", "empty"), values=(13, 20, 30, 40),
                  setup=lambda e: e.captains("Anja", "1/2"))
    assert legal(g) == {"navy 4/4 1/2", "navy empty"}
    assert_illegal(g, "navy 4/4 3/3", "captain-card.played")


def test_a_ship_card_needs_a_captain_card_while_one_is_in_hand():
    g = navy_step(("2/3", "empty", "empty", "empty"), values=(13, 20, 30, 40))
    assert_illegal(g, "navy 2/3", "navy.captain")
    assert_illegal(g, "navy 5/5 3/3", "navy.display")


def test_halved_infamy_that_lands_on_a_marker_collides():
    # 13 -> 7 where Jonah stands: Anja chooses up (8) or down (6)
    g = navy_step(("2/3", "empty", "empty", "empty"), values=(13, 7, 30, 40))
    assert current(g) == "Jonah"
    g.apply("navy empty")
    g.apply("navy 2/3 2/2")
    g.apply("penalty infamy")
    assert g.sub == "collide" and current(g) == "Anja"
    g.apply("down")
    assert P(g, "Anja").infamy == 6
    assert current(g) == "Jon" and g.step == "navy"


def test_halved_infamy_cannot_go_below_space_1():
    # 3 -> 2; 2 and 1 are taken, so the marker can only go up to 4 (3 is its own old space)
    g = navy_step(("2/3", "empty", "empty", "empty"), values=(3, 2, 1, 40))
    g.apply("navy empty", player="Jon")
    g.apply("navy empty", player="Jonah")
    g.apply("navy 2/3 2/2", player="Anja")
    g.apply("penalty infamy")
    assert g.sub != "collide"                       # no way down: the marker goes up by itself
    assert P(g, "Anja").infamy == 3
    assert_sound(g)
