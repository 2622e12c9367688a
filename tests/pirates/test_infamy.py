"""Step 3, adjusting infamy (rulebook §4.2 step 3) and the infamy track."""

import pytest

from .helpers import P, assert_illegal, assert_sound, current, legal, merchant_index, new, spread_infamy, supply


def infamy_step(setup, values=(10, 20, 30, 40), **options):
    g = new(**options)
    with g.edit() as e:
        spread_infamy(e, values=values)
        setup(e)
        e.start("infamy")
    return g


def test_gain_is_merchant_sail_plus_cannon_plus_10_per_sack_plus_3_per_plank_plus_1_for_a_wind():
    def setup(e):
        e.deeds("Anja", captured=["M1-01", "M2-01"], sacked=1, planked=2)   # (2+2) + (3+3) + 10 + 6
        e.wind("Anja")
    g = infamy_step(setup)
    assert current(g) == "Anja" and legal(g) == {"wind", "done"}
    g.apply("wind")                 # then "done" is the only choice left and is taken
    assert P(g, "Anja").infamy == 10 + 4 + 6 + 10 + 6 + 1
    assert_sound(g)


@pytest.mark.parametrize("captured,gain", [(["M1-01"], 4), (["M3-15"], 14), (["M2-12", "M1-07"], 11), ([], 0)])
def test_gain_from_captured_merchants(captured, gain):
    g = infamy_step(lambda e: e.deeds("Anja", captured=captured))
    assert P(g, "Anja").infamy == 10 + gain


def test_each_sack_is_worth_10():
    g = infamy_step(lambda e: e.deeds("Anja", sacked=2), values=(1, 2, 3, 4))
    assert P(g, "Anja").infamy == 21


def test_unused_trade_wind_is_optional_and_the_token_goes_back_either_way():
    g = infamy_step(lambda e: e.wind("Anja"))
    winds = g.winds
    g.apply("done")
    assert P(g, "Anja").infamy == 10
    assert P(g, "Anja").wind == 0 and g.winds == winds + 1
    assert_sound(g)


def test_wind_claimed_once_only():
    g = infamy_step(lambda e: (e.wind("Anja"), e.hold("Anja", hostages=1)))
    g.apply("wind")
    assert "wind" not in legal(g)
    assert_illegal(g, "wind", "legal-actions")


def test_no_wind_claim_without_a_token():
    g = infamy_step(lambda e: e.hold("Anja", hostages=1))
    assert "wind" not in legal(g)


def test_markers_never_share_a_space_moving_player_chooses_up_or_down():
    # Anja 5 + 6 (a 3/3 merchant) lands on 11; 10, 11 and 12 are taken: up to 13 or down to 9
    def setup(e):
        e.deeds("Anja", captured=["M2-01"])
    for choice, expected in (("up", 13), ("down", 9)):
        g = infamy_step(setup, values=(5, 10, 11, 12))
        assert g.sub == "collide" and current(g) == "Anja"
        assert legal(g) == {"up", "down"}
        g.apply(choice)
        assert P(g, "Anja").infamy == expected
        assert_sound(g)


def test_collision_jumps_over_several_markers():
    # lands on 11 with 11, 12, 13 taken above and 10 below: up goes to 14, down to 9
    def setup(e):
        e.deeds("Anja", captured=["M2-01"])                 # +6: 5 -> 11
        e.infamy("Jonah", 11)
        e.infamy("Jon", 12)
        e.infamy("Ewan", 13)
    g = infamy_step(setup, values=(5, 11, 12, 13))
    g.apply("up")
    assert P(g, "Anja").infamy == 14
    g = infamy_step(setup, values=(5, 11, 12, 13))
    g.apply("down")
    assert P(g, "Anja").infamy == 10


def test_no_collision_no_choice():
    g = infamy_step(lambda e: e.deeds("Anja", captured=["M1-01"]), values=(5, 10, 11, 12))   # 9: free
    assert g.step != "infamy" or g.sub != "collide"
    assert P(g, "Anja").infamy == 9


def test_infamy_wraps_past_100_and_keeps_the_100():
    g = infamy_step(lambda e: e.deeds("Anja", captured=["M2-01"]), values=(98, 10, 20, 30))
    anja = P(g, "Anja")
    assert anja.infamy == 104 and anja.space == 4 and anja.laps == 1
    assert any("passes 100" in s for s in g.log())
    assert g.scores().loc["Anja", "infamy"] == 104


def test_wrapped_marker_collides_on_the_low_spaces():
    # 98 + 6 = 104 is space 4, where Jonah stands
    g = infamy_step(lambda e: e.deeds("Anja", captured=["M2-01"]), values=(98, 4, 20, 30))
    assert g.sub == "collide" and current(g) == "Anja"
    g.apply("down")
    assert P(g, "Anja").infamy == 103 and P(g, "Anja").space == 3
    assert_sound(g)


def test_exactly_100_is_on_the_track():
    g = infamy_step(lambda e: e.deeds("Anja", captured=["M2-01"]), values=(94, 10, 20, 30))
    anja = P(g, "Anja")
    assert anja.infamy == 100 and anja.space == 100 and anja.laps == 0


def test_captured_merchants_go_to_the_bottom_of_their_own_zone_deck():
    g = infamy_step(lambda e: e.deeds("Anja", captured=["M1-01", "M2-01"]), values=(10, 25, 30, 40))
    assert g.step == "navy"
    assert g.decks[0][-1] == merchant_index(g, "M1-01")
    assert g.decks[1][-1] == merchant_index(g, "M2-01")
    assert P(g, "Anja").captured == () and P(g, "Anja").sacked == 0
    assert_sound(g)


def test_infamy_step_goes_highest_first():
    def setup(e):
        for name in ("Anja", "Jonah", "Jon", "Ewan"):
            e.wind(name)
    g = infamy_step(setup, values=(25, 5, 40, 12))
    seen = []
    while g.step == "infamy":
        seen.append(current(g))
        g.apply("done")
    assert seen == ["Jon", "Anja", "Ewan", "Jonah"]


def test_infamy_tile_bonus_counts_at_step_3():
    g = infamy_step(lambda e: e.tile("Anja", "pirate-flag", "s3"))
    assert "use pirate-flag" in legal(g)
    g.apply("use pirate-flag")
    assert P(g, "Anja").infamy == 12          # "done" was then the only choice and was taken


def test_hostages_planked_earlier_return_to_the_supply_at_step_3():
    g = infamy_step(lambda e: e.deeds("Anja", planked=2))
    assert supply(g)["hostages"] == 7 and P(g, "Anja").planked == 0
    assert P(g, "Anja").infamy == 16
