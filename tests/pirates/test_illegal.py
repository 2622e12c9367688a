"""Illegal decisions: each raises IllegalActionError naming the rule, and changes nothing."""

import pytest

from nassau import IllegalActionError

from .helpers import P, assert_illegal, at, current, legal, new, play_until, spread_infamy


def first_move():
    g = new()
    with g.edit() as e:
        spread_infamy(e)
        e.dice("Anja", 3, 5, 6)
        e.start("pirate")
    assert current(g) == "Anja" and g.sub == "move"
    return g


@pytest.mark.parametrize("text", ["fly away", "", "   ", "9>9", "3>21", "3>0", "3+2>6", "plunder two",
                                  "plunder 2-2", "buy", "buy topsail", "bury 0", "bury -1", "bury x",
                                  "sell rum,goods,goods", "sell goods,rum", "navy", "navy 4/4 2/1 1/1",
                                  "penalty pesos", "smuggle hostages", "take gold", "exchange pesos",
                                  "use Pilot", "PASS"])
def test_bad_notation(text):
    assert_illegal(first_move(), text, "notation")


@pytest.mark.parametrize("thing", [42, None, ("3>3",)])
def test_not_an_action_at_all(thing):
    assert_illegal(first_move(), thing, "notation")


@pytest.mark.parametrize("action", ["buy section", "bury 1", "navy empty", "done", "ransom", "take rum",
                                    "plunder 2/2", "winds", "smuggle rum", "penalty goods", "up", "lose rum",
                                    "exchange rum", "sell goods,rum,rum", "doubloon", "wind"])
def test_actions_of_another_step_are_out_of_sequence(action):
    assert_illegal(first_move(), action, "sequence")


def test_a_move_while_buying_is_out_of_sequence():
    g = new()
    with g.edit() as e:
        spread_infamy(e, values=(40, 30, 20, 10))
        e.hold("Anja", pesos=2)
        e.start("buy")
    assert_illegal(g, "3>3", "sequence")
    assert_illegal(g, "winds", "sequence")


def test_wrong_player():
    g = first_move()
    err = assert_illegal(g, "3>3", "turn", player="Ewan")
    assert "Anja" in str(err)
    assert_illegal(g, "3>3", "turn", player=3)
    assert_illegal(g, "3>3", "player", player="Blackbeard")
    g.apply("3>3", player="Anja")                # the right player, by name
    assert P(g, "Anja").pos == 3


def test_right_player_by_seat():
    g = first_move()
    g.apply("5>5", player=0)
    assert P(g, "Anja").pos == 5


def test_unaffordable_purchase():
    g = new()
    with g.edit() as e:
        spread_infamy(e, values=(40, 30, 20, 10))
        e.nassau("topsail", "extra-cannons", "master-gunner", "crows-nest")
        e.hold("Anja", gunpowder=1, goods=1, pesos=1)
        e.start("buy")
    for a in ("buy topsail b2", "buy extra-cannons b1", "buy master-gunner b3", "buy crows-nest s3",
              "buy section"):
        assert_illegal(g, a, "nassau.cost")


def test_full_hold_refuses_more_loot():
    g = at(3, setup=lambda e: (e.merchant(3, "M1-01"), e.hold("Anja", gunpowder=6)))
    g.apply("plunder 3/3")
    assert g.sub == "stow"
    err = assert_illegal(g, "take rum", "hold.full")
    assert "6 of 6" in str(err)
    assert_illegal(g, "take hostages", "hold.loot")        # nothing of that kind on offer


def test_illegal_action_after_the_game_is_over():
    g = new(seed=2)
    play_until(g, lambda g: g.is_over, limit=5000)
    assert_illegal(g, "pass", "game-over")
    assert_illegal(g, "pass", "game-over", player="Anja")


def test_undo_restores_and_has_a_limit():
    g = first_move()
    before = g.state_dict()
    g.apply("3>3")
    assert g.undo().notation == "3>3"
    assert g.state_dict() == before
    with pytest.raises(IllegalActionError) as info:
        g.undo()
    assert info.value.rule == "undo"


def test_a_refused_action_leaves_play_going_normally():
    g = first_move()
    for bad in ("4>4", "3>9", "buy section", "fly"):
        with pytest.raises(IllegalActionError):
            g.apply(bad)
    assert legal(g) == {"3>3", "3>7", "5>5", "5>7", "6>6", "6>7"}
    g.apply("6>6")
    assert P(g, "Anja").pos == 6 and g.sub == "act"


def test_every_refusal_names_a_rule():
    g = at(3, setup=lambda e: e.merchant(3, "M1-01"))
    for a in ("plunder 9/9", "smuggle rum", "sack 3/3", "3>3", "bury 2", "use pilot", "navy empty"):
        with pytest.raises(IllegalActionError) as info:
            g.apply(a)
        assert info.value.rule and f"[rule: {info.value.rule}]" in str(info.value)


def test_using_a_tile_the_player_does_not_have():
    g = at(3, setup=lambda e: e.merchant(3, "M1-01"))
    assert_illegal(g, "use master-gunner", "tile.owned")
    g = at(3, setup=lambda e: (e.merchant(3, "M1-01"), e.tile("Anja", "ships-cat", "b3")))
    assert_illegal(g, "use ships-cat", "tile.permanent")
    g = at(3, setup=lambda e: (e.merchant(3, "M1-01"), e.tile("Anja", "master-gunner", "b3", used=True)))
    assert_illegal(g, "use master-gunner", "tile.timing")
