"""Every ruling in nassau/pirates/rules/options.py: the default and the alternative behave as documented."""

import dataclasses

import pytest

from nassau import RecordError, pirates
from nassau.pirates.rules.options import Options, describe

WORDS = [row["option"] for row in describe() if all(isinstance(c, str) for c in row["choices"])]

from .helpers import P, current, hold, legal, merchant_id, new, spread_infamy, supply


# --- navy_goods ------------------------------------------------------------------
def navy_loss(**options):
    g = new(**options)
    with g.edit() as e:
        spread_infamy(e, values=(13, 20, 30, 40))
        e.navy_display("4/4", "empty", "empty", "empty")
        e.hold("Anja", gunpowder=2, goods=3, rum=1)
        e.start("navy")
    g.apply("navy 4/4 1/2")          # both fail: half the infamy and half the goods
    return g


def test_navy_goods_default_counts_all_resources():
    g = navy_loss()
    assert g.sub == "lose" and current(g) == "Anja"          # 6 resources: lose 3, the player picks
    for _ in range(3):
        g.apply("lose goods" if "lose goods" in legal(g) else "lose gunpowder")
    assert sum(P(g, "Anja").hold[1:4]) == 3


def test_navy_goods_only_counts_the_yellow_cubes():
    g = navy_loss(navy_goods="goods-only")
    assert hold(g, "Anja") == {"pesos": 0, "gunpowder": 2, "goods": 2, "rum": 1, "hostages": 0}   # 3 goods: lose 1
    assert current(g) == "Jonah"


# --- collision_chooser -------------------------------------------------------------
def collision(**options):
    g = new(**options)
    with g.edit() as e:
        spread_infamy(e, values=(5, 10, 11, 12))
        e.deeds("Anja", captured=["M2-01"])      # +6: lands on 11 (10, 11, 12 taken)
        e.start("infamy")
    return g


def test_collision_default_the_moving_player_chooses():
    g = collision()
    assert g.sub == "collide" and current(g) == "Anja" and legal(g) == {"up", "down"}


@pytest.mark.parametrize("rule,expected", [("always-up", 13), ("always-down", 9)])
def test_collision_always_up_or_down(rule, expected):
    g = collision(collision_chooser=rule)
    assert g.step == "navy"
    assert P(g, "Anja").infamy == expected


def test_always_down_goes_up_when_there_is_no_room_below():
    g = new(collision_chooser="always-down")
    with g.edit() as e:
        spread_infamy(e, values=(3, 2, 1, 40))
        e.navy_display("2/3", "empty", "empty", "empty")
        e.start("navy")
    g.apply("navy empty", player="Jon")
    g.apply("navy empty", player="Jonah")
    g.apply("navy 2/3 2/2", player="Anja")
    g.apply("penalty infamy")                  # 3 -> 2, taken; 1 taken too: up
    assert P(g, "Anja").infamy == 3


# --- wind_discard ------------------------------------------------------------------
def winds_through_step_4(**options):
    g = new(**options)
    with g.edit() as e:
        spread_infamy(e, values=(10, 20, 30, 40))
        e.wind("Anja")
        e.hold("Anja", pesos=1)
        e.navy_display("empty", "empty", "empty", "empty")
        e.start("infamy")
    g.apply("done", player="Anja")             # no +1 claimed
    return g


def test_wind_discard_default_after_step_3():
    g = winds_through_step_4()
    assert g.step == "navy"
    assert P(g, "Anja").wind == 0 and g.winds == 10


def test_wind_discard_at_step_6():
    g = winds_through_step_4(wind_discard="step-6")
    assert g.step == "navy" and P(g, "Anja").wind == 1 and g.winds == 9
    while g.step == "navy":
        g.apply("navy empty")
    assert g.step == "buy" and P(g, "Anja").wind == 1
    g.apply("pass", player="Anja")
    g.apply("done", player="Anja")
    assert g.round == 2
    assert P(g, "Anja").wind == 0 and g.winds == 10


def test_wind_claimed_at_step_3_goes_back_with_either_option():
    for rule in ("step-3", "step-6"):
        g = new(wind_discard=rule)
        with g.edit() as e:
            spread_infamy(e, values=(10, 20, 30, 40))
            e.wind("Anja")
            e.start("infamy")
        g.apply("wind", player="Anja")
        assert P(g, "Anja").infamy == 11 and P(g, "Anja").wind == 0 and g.winds == 10


# --- zone1_departure ---------------------------------------------------------------
def departure(**options):
    g = new(**options)
    with g.edit() as e:
        spread_infamy(e, values=(40, 30, 20, 10))
        e.navy_display()
        e.hold("Anja", pesos=1)
        e.start("buy")
    zone1 = {g.routes[s] for s in (2, 3, 4, 6)}
    g.apply("pass", player="Anja")
    g.apply("done", player="Anja")
    assert g.round == 2
    return g, zone1


def test_zone1_departure_default_deck_bottom():
    g, zone1 = departure()
    assert set(g.decks[0][-4:]) == zone1 and g.departed == ()


def test_zone1_departure_out_of_game():
    g, zone1 = departure(zone1_departure="out-of-game")
    assert set(g.departed) == zone1
    assert not zone1 & set(g.decks[0])
    assert len(g.decks[0]) == 16                    # zone 1 was refilled from zone 2, not from the deck
    assert all(merchant_id(g, m).startswith("M1-") for m in g.departed)


# --- doubloons -----------------------------------------------------------------------
def burying_with_chest(**options):
    g = new(**options)
    with g.edit() as e:
        spread_infamy(e, values=(40, 30, 20, 10))
        e.chest("Anja", pesos=6)
        e.hold("Anja", pesos=1)
        e.start("buy")
    g.apply("pass", player="Anja")
    assert g.step == "bury" and current(g) == "Anja" and supply(g)["pesos"] > 0
    return g


def test_doubloons_default_only_when_the_supply_is_out_of_pesos():
    assert "doubloon" not in legal(burying_with_chest())


def test_doubloons_any_time():
    g = burying_with_chest(doubloons="any-time")
    assert "doubloon" in legal(g)
    g.apply("doubloon")
    assert (P(g, "Anja").chest, P(g, "Anja").doubloons, g.doubloons) == (1, 1, 7)


# --- arithmetic_to_midpoint --------------------------------------------------------------
def at_14_with_a_wind(**options):
    g = new(**options)
    with g.edit() as e:
        spread_infamy(e)
        e.start("pirate")
        e.dice("Anja", 6)
        e.wind("Anja")
        e.ship_at("Anja", 14, moves=1)
    assert current(g) == "Anja" and g.sub == "move"
    return g


def test_arithmetic_to_midpoint_default_allows_landing_on_a_midpoint_by_count():
    # 14 - (6 + 1) = 7: the only way to 7 from 14 when the 14 -> 7 jump is switched off
    g = at_14_with_a_wind(midpoint_jump_14_to_7=False)
    assert "6+1>7" in legal(g)
    g.apply("6+1>7")
    assert P(g, "Anja").pos == 7


def test_arithmetic_to_midpoint_false_forbids_landing_on_a_midpoint_by_count():
    g = at_14_with_a_wind(midpoint_jump_14_to_7=False, arithmetic_to_midpoint=False)
    assert "6+1>7" not in legal(g)
    assert "6+1>20" in legal(g)


# --- midpoint_jump_14_to_7 -------------------------------------------------------------
def at_14(**options):
    g = new(**options)
    with g.edit() as e:
        spread_infamy(e)
        e.start("pirate")
        e.dice("Anja", 2)
        e.ship_at("Anja", 14, moves=1)
    return g


def test_midpoint_jump_14_to_7_default_allowed():
    assert legal(at_14()) == {"2>16", "2>12", "2>7"}


def test_midpoint_jump_14_to_7_off():
    g = at_14(midpoint_jump_14_to_7=False)
    assert legal(g) == {"2>16", "2>12"}
    with pytest.raises(pirates.IllegalActionError) as info:
        g.apply("2>7")
    assert info.value.rule == "movement.target"


# --- new_tiles_usable_same_round -------------------------------------------------------
def bought_carpenter(**options):
    g = new(**options)
    with g.edit() as e:
        spread_infamy(e, values=(40, 30, 20, 10))
        e.nassau("carpenter")
        e.hold("Anja", gunpowder=1, rum=2, pesos=1)
        e.start("buy")
    g.apply("buy carpenter b3", player="Anja")
    assert current(g) == "Anja" and g.step == "buy"          # everyone else passed
    return g


def test_new_tiles_default_not_usable_in_the_round_they_are_bought():
    g = bought_carpenter()
    assert not any(a.startswith("use carpenter") for a in legal(g))


def test_new_tiles_usable_same_round():
    g = bought_carpenter(new_tiles_usable_same_round=True)
    assert {"use carpenter:gunpowder", "use carpenter:goods", "use carpenter:rum"} <= legal(g)
    g.apply("use carpenter:rum")
    assert hold(g, "Anja")["rum"] == 1


def test_a_tile_bought_last_round_is_usable():
    g = new()
    with g.edit() as e:
        spread_infamy(e, values=(40, 30, 20, 10))
        e.tile("Anja", "carpenter", "b3")
        e.hold("Anja", pesos=1)
        e.start("buy")
    assert "use carpenter:rum" in legal(g)


# --- nassau_pass_is_final ---------------------------------------------------------------
def pass_then_other_buys(**options):
    g = new(**options)
    with g.edit() as e:
        spread_infamy(e, values=(40, 30, 20, 10))
        e.nassau("extra-cannons", "long-guns")
        e.hold("Anja", pesos=1)
        e.hold("Jonah", gunpowder=4, goods=2)       # enough for two hull tiles
        e.start("buy")
    g.apply("pass", player="Anja")
    g.apply("buy extra-cannons b1", player="Jonah")
    return g


def test_nassau_pass_is_final_by_default():
    g = pass_then_other_buys()
    assert current(g) == "Jonah"                     # Anja passed for good
    g.apply("buy long-guns s1")
    assert g.step == "bury"


def test_nassau_pass_not_final_lets_a_passer_buy_again_after_someone_buys():
    g = pass_then_other_buys(nassau_pass_is_final=False)
    assert current(g) == "Anja" and g.step == "buy"


# --- the options themselves ---------------------------------------------------------------
def test_every_option_is_covered_here():
    tested = {"navy_goods", "collision_chooser", "wind_discard", "zone1_departure", "doubloons",
              "arithmetic_to_midpoint", "midpoint_jump_14_to_7", "new_tiles_usable_same_round",
              "nassau_pass_is_final"}
    assert {f.name for f in dataclasses.fields(Options)} == tested
    assert {row["option"] for row in describe()} == tested
    assert all(row["ruling"] for row in describe())


def test_defaults():
    o = Options()
    assert (o.navy_goods, o.collision_chooser, o.wind_discard, o.zone1_departure, o.doubloons) == \
        ("resources", "moving-player", "step-3", "deck-bottom", "when-supply-empty")
    assert (o.arithmetic_to_midpoint, o.midpoint_jump_14_to_7, o.new_tiles_usable_same_round,
            o.nassau_pass_is_final) == (True, True, False, True)


def test_the_rulings_are_data_with_their_choices():
    rows = {row["option"]: row for row in describe()}
    assert rows["navy_goods"]["choices"] == ("resources", "goods-only")
    assert rows["doubloons"]["default"] == "when-supply-empty"
    assert rows["nassau_pass_is_final"]["choices"] == (True, False)
    assert rows["collision_chooser"]["ruling"].startswith("Who picks the direction")
    assert len(WORDS) == 5


@pytest.mark.parametrize("name", WORDS)
def test_bad_choice_is_refused(name):
    with pytest.raises(RecordError) as info:
        pirates.new_game(players=4, options={name: "sometimes"})
    assert info.value.field == f"options.{name}"


def test_bad_flag_and_unknown_option_are_refused():
    with pytest.raises(RecordError) as info:
        pirates.new_game(players=4, options={"nassau_pass_is_final": "yes"})
    assert info.value.field == "options.nassau_pass_is_final"
    with pytest.raises(RecordError) as info:
        pirates.new_game(players=4, options={"house_rule": True})
    assert info.value.field == "options.house_rule"
    with pytest.raises(RecordError) as info:
        Options.coerce({1: 2})                       # a key that is not even a name
    assert info.value.field == "options.1"


def test_options_object_is_accepted_and_kept_in_the_position():
    g = pirates.new_game(players=4, options=Options(doubloons="any-time"))
    assert g.opts.doubloons == "any-time"
    assert g.state_dict()["options"]["doubloons"] == "any-time"
