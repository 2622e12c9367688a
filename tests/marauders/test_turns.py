"""Player turns of 3 actions, moving and ports (fact sheet §2.2, §2.3, §4.3)."""

import pytest

from nassau import IllegalActionError

from .helpers import captain, give_gold, legal, load_dice, new, place, set_ship, sound, turn_of, zone


def test_three_actions_then_the_next_captain():
    g = new(seed=2)
    first = g.current_player
    p = g.players[first]
    g.apply("leave port")
    assert g.actions_left == 2 and not p.in_port
    nxt = sorted(legal(g) - {"enter port", "end turn"})[0]
    g.apply(nxt)
    g.apply(sorted(legal(g) - {"enter port", "end turn"})[0])
    assert g.current_player == (first + 1) % 4 and g.actions_left == 3
    sound(g)


def test_moves_go_to_the_next_zones_only():
    g = new(seed=2)
    p = turn_of(g, "Anja")
    place(g, "Anja", "tortuga")
    moves = {a for a in legal(g) if a.startswith("move ")}
    assert moves == {"move nassau", "move havana", "move port-royal", "move petite-goave", "move santo-domingo"}
    with pytest.raises(IllegalActionError):
        g.apply("move trinidad")
    g.apply("move havana")
    assert g.comp.zones[p.zone].id == "havana" and g.actions_left == 2


@pytest.mark.parametrize("written", ["Port Royal", "port royal", "port-royal", "Port Royal "])
def test_a_move_may_name_the_zone_as_the_board_writes_it(written):
    g = new(seed=2)
    p = turn_of(g, "Anja")
    place(g, "Anja", "tortuga")
    g.apply(f"move {written}")
    assert g.comp.zones[p.zone].id == "port-royal" and g.history[-1].notation == "move port-royal"


def test_the_caribbean_sea_and_st_maarten_are_read_as_the_board_writes_them():
    g = new(seed=2)
    turn_of(g, "Anja")
    place(g, "Anja", "curacao")
    assert "move caribbean-sea" in legal(g)
    g.clone().apply("move The Caribbean Sea")
    place(g, "Anja", "st-john")
    g.apply("move St. Maarten")
    with pytest.raises(IllegalActionError, match="move.adjacent"):
        g.apply("move Trinidad")


def test_entering_and_leaving_a_port_are_actions_and_the_caribbean_sea_has_none():
    g = new(seed=2)
    p = turn_of(g, "Anja")
    place(g, "Anja", "caribbean-sea")
    assert "enter port" not in legal(g)
    place(g, "Anja", "curacao")
    g.apply("enter port")
    assert p.in_port and g.actions_left == 2 and legal(g) >= {"leave port", "port", "end turn"}
    g.apply("leave port")
    assert not p.in_port and g.actions_left == 1


def test_a_bounty_closes_that_nations_ports():
    g = new(seed=2)
    p = turn_of(g, "Anja")
    if g.comp.captains[p.card].ability == "diplomat":
        pytest.skip("this captain is a diplomat")
    place(g, "Anja", "havana")
    p.bounty = (0, 0, 1, 0)                       # Spanish
    g._legal = None
    assert "enter port" not in legal(g)
    place(g, "Anja", "tortuga")                   # French: open
    assert "enter port" in legal(g)


def _at_port_royal_with_an_english_bounty(gold):
    g = new(seed=2)
    p = turn_of(g, "Anja")
    place(g, "Anja", "port-royal")
    p.bounty = (1, 0, 0, 0)
    give_gold(g, "Anja", gold)                    # (works the legal actions out again)
    return g, p


@pytest.mark.parametrize("how, dice, inside, gold", [
    ("enter port pay", (), True, 3),              # 2 gold paid, no roll
    ("enter port roll", (6, 1, 1, 1), True, 5),   # an Influence success: in, and the gold kept
    ("enter port roll", (1, 1, 1, 1), False, 5),  # no success: turned away, the action spent
])
def test_port_royal_lets_a_pirate_with_an_english_bounty_choose_2_gold_or_an_influence_roll(how, dice, inside, gold):
    g, p = _at_port_royal_with_an_english_bounty(5)
    assert {"enter port pay", "enter port roll"} <= legal(g) and "enter port" not in legal(g)
    load_dice(g, *dice)
    g.apply(how)
    assert p.in_port == inside and p.gold == gold and g.actions_left == 2
    assert ("turned away" in g.log()[-1]) == (not inside)
    sound(g)


def test_port_royal_without_2_gold_leaves_only_the_roll_and_explains_the_price():
    g, p = _at_port_royal_with_an_english_bounty(1)
    assert "enter port roll" in legal(g) and "enter port pay" not in legal(g)
    with pytest.raises(IllegalActionError, match="costs 2") as err:
        g.apply("enter port pay")
    assert err.value.rule == "port.bribe" and p.gold == 1 and not p.in_port
    with pytest.raises(IllegalActionError, match="enter port roll") as err:
        g.apply("enter port")
    assert err.value.rule == "port.bribe"


def test_paying_or_rolling_is_port_royals_alone():
    g = new(seed=2)
    turn_of(g, "Anja")
    place(g, "Anja", "tortuga")
    with pytest.raises(IllegalActionError, match="only Port Royal") as err:
        g.apply("enter port pay")
    assert err.value.rule == "port.bribe"


def test_bridgetown_reefs_hit_a_big_ship_that_fails_seamanship():
    hit_seen = False
    for seed in range(30):
        g = new(seed=seed)
        p = turn_of(g, "Anja")
        set_ship(g, "Anja", "frigate")
        place(g, "Anja", "bridgetown")
        hull = p.loc[0]
        g.apply("enter port")
        line = next(s for s in g.log() if "reefs of Bridgetown" in s)
        failed = "(no success)" in line
        assert p.loc[0] == hull - (1 if failed else 0)
        hit_seen |= failed
    assert hit_seen


def test_end_turn_gives_up_the_actions_left():
    g = new(seed=2)
    first = g.current_player
    g.apply("end turn")
    assert g.current_player == (first + 1) % 4


def test_the_round_ends_after_every_captain_and_the_next_event_comes():
    g = new(seed=4)
    for _ in range(4):
        g.apply("end turn")
    assert g.round == 2 and any(s.startswith("Round 2: the event is") for s in g.log())
    sound(g)


def test_a_sloop_at_sea_is_not_in_a_port_zone_check():
    g = new(seed=2)
    assert zone(g, "nassau") != zone(g, "havana")
    assert captain(g, "Anja").ship == "sloop"
