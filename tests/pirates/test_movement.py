"""Moving in the pirate phase (rulebook §4.2 step 2, "Pirate phase - movement")."""

import pytest

from .helpers import P, assert_illegal, current, legal, new, spread_infamy


def mover(dice, pos=None, moves=1, wind=False, options=None):
    """Anja (lowest infamy) must move now with these dice; from ``pos`` after ``moves`` moves."""
    g = new(**(options or {}))
    with g.edit() as e:
        spread_infamy(e)
        e.start("pirate")
        e.dice("Anja", *dice)
        if pos is not None:
            e.ship_at("Anja", pos, moves=moves)
        if wind:
            e.wind("Anja")
    assert current(g) == "Anja" and g.sub == "move"
    return g


def targets(g, face):
    """The spaces a die of this face (no trade wind) reaches now."""
    return {int(a.split(">")[1]) for a in legal(g) if a.split(">")[0] == str(face)}


def test_first_move_goes_to_the_die_space_or_midpoint_7():
    g = mover((3, 5, 6), pos=None)
    assert legal(g) == {"3>3", "3>7", "5>5", "5>7", "6>6", "6>7"}


def test_first_move_elsewhere_is_illegal():
    g = mover((3, 5, 6))
    err = assert_illegal(g, "3>4", "movement.first")
    assert "3" in str(err)
    assert_illegal(g, "3>14", "movement.first")


def test_move_uses_a_die_that_the_player_has():
    g = mover((3, 5, 6))
    assert_illegal(g, "4>4", "movement.die")


def test_used_die_leaves_the_ship_board_and_ship_moves():
    g = mover((3, 5, 6))
    g.apply("5>5")
    p = P(g, "Anja")
    assert p.dice == (3, 6) and p.pos == 5 and p.moves == 1


def test_rulebook_movement_example_and_the_path_of_used_dice():
    """Anja rolls 3 5 6: 3 to space 3, +5 to 8, -6 to 2. Jonah rolls 1 4 2: 1 to midpoint 7
    (sails the trade winds), jump to 14 with the 2, +4 to 18."""
    g = new()
    with g.edit() as e:
        spread_infamy(e)
        for name in ("Jon", "Ewan"):
            e.infamy(name, {"Jon": 3, "Ewan": 4}[name])
        e.dice("Anja", 3, 5, 6)
        e.dice("Jonah", 1, 4, 2)
        e.dice("Jon", 1, 1, 1)
        e.dice("Ewan", 1, 1, 1)
        e.start("pirate")
    plan = {"Anja": ["3>3", "5>8", "6>2"], "Jonah": ["1>7", "2>14", "4>18"],
            "Jon": ["1>1", "1>2", "1>3"], "Ewan": ["1>1", "1>2", "1>3"]}
    for _ in range(12):
        who = current(g)
        assert g.sub == "move"
        g.apply(plan[who].pop(0))
        if g.sub == "act" and current(g) == who:
            if who == "Jonah" and P(g, "Jonah").pos == 7:
                g.apply("winds")
            else:
                g.apply("pass")
    assert g.step != "pirate"
    anja, jonah = P(g, "Anja"), P(g, "Jonah")
    assert anja.path == ((3, 3), (8, 5), (2, 6)) and anja.pos == 2 and anja.dice == ()
    assert jonah.path == ((7, 1), (14, 2), (18, 4)) and jonah.pos == 18 and jonah.dice == ()


@pytest.mark.parametrize("pos,face,reach", [
    (8, 5, {13, 3}),
    (3, 6, {9, 1}),      # 3 - 6 is below 1: clamped to space 1
    (18, 5, {20, 13}),   # 18 + 5 is above 20: clamped to space 20
    (20, 4, {20, 16}),
    (1, 2, {3, 1}),
    (10, 4, {14, 6}),    # arithmetic onto midpoint 14
    (3, 4, {7, 1}),      # arithmetic onto midpoint 7
])
def test_later_moves_go_plus_or_minus_the_die_clamped_to_1_20(pos, face, reach):
    g = mover((face,), pos=pos)
    jumps = {7, 14} & targets(g, face)
    assert targets(g, face) - jumps == reach - {7, 14}
    assert reach <= targets(g, face)


@pytest.mark.parametrize("pos,jumps", [
    (1, {7}), (4, {7}), (6, {7}),
    (7, {14}),
    (8, {7, 14}), (11, {7, 14}), (13, {7, 14}),
    (14, {7}),
    (15, {14}), (17, {14}), (20, {14}),
])
def test_midpoint_jump_table(pos, jumps):
    """With a die of 1 (so no arithmetic reaches a midpoint from these spaces except
    the neighbours), the reachable spaces are pos±1 plus the midpoint jumps."""
    g = mover((1,), pos=pos)
    expected = {min(20, pos + 1), max(1, pos - 1)} | jumps
    assert targets(g, 1) == expected


def test_midpoint_jump_ignores_the_die():
    for face in range(1, 7):
        g = mover((face,), pos=16)
        assert 14 in targets(g, face)
        g = mover((face,), pos=2)
        assert 7 in targets(g, face)
        assert 14 not in targets(g, face)


def test_later_move_to_an_unreachable_space_is_illegal():
    g = mover((5,), pos=8)
    assert_illegal(g, "5>12", "movement.target")
    g = mover((1,), pos=3)
    assert_illegal(g, "1>14", "movement.target")     # zone 1 jumps only to 7
    g = mover((1,), pos=17)
    assert_illegal(g, "1>7", "movement.target")      # zone 3 jumps only to 14


def test_trade_wind_changes_a_die_by_one_and_goes_back():
    g = mover((3,), pos=8, wind=True)
    moves = legal(g)
    assert {"3>11", "3>5", "3+1>12", "3+1>4", "3-1>10", "3-1>6"} <= moves
    winds_before = g.winds
    g.apply("3+1>12")
    p = P(g, "Anja")
    assert p.pos == 12 and p.wind == 0 and g.winds == winds_before + 1
    assert p.path[-1] == (12, 3)        # the die itself (a 3) is left on the space


def test_trade_wind_on_the_first_move():
    g = mover((3, 5, 6), wind=True)
    assert {"3+1>4", "3-1>2", "5+1>7", "6-1>5"} <= legal(g)
    g.apply("3+1>4")
    assert P(g, "Anja").pos == 4


def test_trade_wind_cannot_make_a_die_zero():
    g = mover((1,), pos=8, wind=True)
    assert not any(a.startswith("1-1>") for a in legal(g))
    assert_illegal(g, "1-1>8", "trade-wind.range")


def test_trade_wind_needs_a_token():
    g = mover((3,), pos=8, wind=False)
    assert not any("+1" in a or "-1>" in a for a in legal(g))
    assert_illegal(g, "3+1>12", "trade-wind.token")


def test_a_move_is_compulsory_there_is_no_pass():
    g = mover((3, 5, 6))
    assert "pass" not in legal(g)
    assert_illegal(g, "pass", "sequence")


def test_moves_continue_from_the_current_space_not_the_start():
    g = mover((2, 3, 4), pos=None)
    g.apply("2>2")
    g.apply("pass")
    # the others move; Anja is next after three more turns
    while current(g) != "Anja":
        g.apply(g.legal_actions().notations()[0])
        if g.sub == "act":
            g.apply("pass")
    assert P(g, "Anja").moves == 1
    assert targets(g, 3) == {5, 1, 7}


def test_a_player_without_dice_is_skipped_rather_than_stuck():
    from nassau import pirates
    g = pirates.new_game(players=["Anja", "Jonah", "Jon"], seed=1)
    with g.edit() as e:
        e.infamy("Anja", 1).infamy("Jonah", 2).infamy("Jon", 3)
        e.dice("Anja", 4).dice("Jonah", 1, 2, 3).dice("Jon", 1, 2, 3)
        e.start("pirate")
    g.apply("4>4")
    g.apply("pass")
    for _ in range(2):                       # Jonah and Jon make their first moves
        g.apply(g.legal_actions()[0])
        if g.sub == "act":
            g.apply("pass")
    assert g.players[g.seat_of("Anja")].dice == ()
    assert g.current_player == g.seat_of("Jonah") and g.sub == "move"     # Anja's second turn was skipped
    assert "Anja has no die left and cannot move." in g.log()
