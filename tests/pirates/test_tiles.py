"""Ship tiles (rulebook §4.3): permanent hull and sail bonuses; mizzen and crew tiles are one-shot
abilities, flipped when used and turned face up again at step 9."""

from nassau import pirates

from .helpers import P, assert_illegal, at, current, hold, legal, new, spread_infamy


def test_hull_and_sail_tiles_are_permanent_bonuses():
    g = new()
    with g.edit() as e:
        e.tile("Anja", "topsail", "b2")          # +1 sail
        e.tile("Anja", "spanker", "s2")          # +2 sail
        e.tile("Anja", "heavy-battery", "s1")    # +2 cannon
    anja = P(g, "Anja")
    assert (g.ship.sail(anja), g.ship.cannon(anja)) == (4, 3)
    assert (g.ship.sail(anja, "sack"), g.ship.cannon(anja, "navy")) == (4, 3)
    assert not any(a.startswith("use") for a in legal(g))


def test_boost_tile_adds_to_the_next_fight_and_is_then_flipped():
    # M1-09 is 2/3; a 2/2 captain gives 3/3, not enough; the Master Gunner (+2 cannon) makes 3/5
    g = at(3, setup=lambda e: (e.merchant(3, "M1-09"), e.tile("Anja", "master-gunner", "b3")))
    assert "use master-gunner" in legal(g)
    g.apply("use master-gunner")
    assert g.sub == "act" and current(g) == "Anja"          # using a tile is not the action
    assert "use master-gunner" not in legal(g)
    g.apply("plunder 2/2")
    assert P(g, "Anja").captured
    assert P(g, "Anja").flipped == 1 << g.ship.slot_index["b3"]


def test_boost_is_lost_if_no_fight_follows_in_that_turn():
    g = at(3, setup=lambda e: (e.merchant(3, "M1-09"), e.tile("Anja", "master-gunner", "b3")))
    g.apply("use master-gunner")
    g.apply("pass")
    assert P(g, "Anja").boost == (0, 0)
    assert P(g, "Anja").flipped != 0


def test_boost_is_only_offered_when_a_fight_is_possible():
    g = at(7, setup=lambda e: e.tile("Anja", "master-gunner", "b3"))       # a midpoint
    assert "use master-gunner" not in legal(g)


def test_a_used_one_shot_tile_cannot_be_used_again_this_round():
    g = at(3, setup=lambda e: (e.merchant(3, "M1-09"), e.tile("Anja", "master-gunner", "b3", used=True)))
    assert "use master-gunner" not in legal(g)
    assert_illegal(g, "use master-gunner", "tile.timing")


def test_two_copies_of_a_one_shot_tile_are_two_uses():
    def setup(e):
        e.merchant(3, "M1-15")                       # 3/3: a 1/2 card gives 2/3; two Boatswains (+1/+1) make 4/5
        e.tile("Anja", "boatswain", "b3")
        e.tile("Anja", "boatswain", "s4")
    g = at(3, setup=setup)
    g.apply("use boatswain")
    g.apply("use boatswain")
    assert "use boatswain" not in legal(g)
    g.apply("plunder 1/2")
    assert P(g, "Anja").captured


def test_boost_against_the_navy():
    g = new()
    with g.edit() as e:
        spread_infamy(e, values=(13, 20, 30, 40))
        e.tile("Anja", "boatswain", "b3")
        e.navy_display("4/4", "empty", "empty", "empty")
        e.start("navy")
    g.apply("use boatswain")
    g.apply("navy 4/4 3/3")                           # 5 > 4 and 5 > 4 only with the boost
    assert P(g, "Anja").infamy == 13 and g.sub != "penalty"


def test_reroll_tile_rerolls_one_unused_die_before_moving():
    g = new()
    with g.edit() as e:
        spread_infamy(e)
        e.start("pirate")
        e.dice("Anja", 2, 4, 6)
        e.tile("Anja", "crows-nest", "s3")
    assert {"use crows-nest:2", "use crows-nest:4", "use crows-nest:6"} <= legal(g)
    g.apply("use crows-nest:4")
    dice = P(g, "Anja").dice
    assert len(dice) == 3 and 2 in dice and 6 in dice
    assert g.sub == "move" and current(g) == "Anja"
    assert not any(a.startswith("use crows-nest") for a in legal(g))


def test_smuggle_and_ransom_tiles():
    def setup(e):
        e.tile("Anja", "quartermaster", "b3")
        e.tile("Anja", "interpreter", "s4")
        e.hold("Anja", hostages=1)
    g = at(9, setup=setup)
    g.apply("use quartermaster")
    g.apply("smuggle goods")
    assert hold(g, "Anja")["goods"] == 2                # zone 2: 1 + 1
    assert g.sub == "ransom"
    g.apply("use interpreter")
    g.apply("ransom")
    assert hold(g, "Anja")["pesos"] == 3                # zone 2: 2 + 1


def test_wind_tile_takes_a_token_without_using_the_action():
    g = at(3, setup=lambda e: (e.merchant(3, "M1-01"), e.tile("Anja", "pilot", "b3")))
    g.apply("use pilot")
    assert P(g, "Anja").wind == 1
    assert g.sub == "act" and "winds" not in legal(g)
    g.apply("plunder 3/3")
    assert P(g, "Anja").captured


def test_one_shot_tiles_survive_a_saved_and_loaded_game():
    g = at(3, setup=lambda e: (e.merchant(3, "M1-09"), e.tile("Anja", "master-gunner", "b3")))
    loaded = pirates.Game.from_json(g.to_json())
    assert loaded.state_dict() == g.state_dict()
    assert "use master-gunner" in legal(loaded)
    loaded.apply("use master-gunner")
    loaded.apply("plunder 2/2")
    assert P(loaded, "Anja").captured
