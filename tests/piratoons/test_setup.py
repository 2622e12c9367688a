"""Setup and the round structure: players, coins, sailors, eight rounds, the captain, the chest."""

import random

import pytest

from nassau import RecordError, piratoons
from nassau.piratoons.bots.heuristic import RandomBot, play

from .helpers import NAMES, new


@pytest.mark.parametrize("n", [2, 3, 4])
def test_two_to_four_players(n):
    g = piratoons.new_game(players=n, seed=1)
    assert g.n == n and len(g.names) == n


@pytest.mark.parametrize("players", [1, 5, ["Solo"], NAMES + ["Mary"], ["Anja", "Anja"], "four", [""]])
def test_other_player_counts_and_bad_names_are_refused(players):
    with pytest.raises(RecordError) as info:
        piratoons.new_game(players=players, seed=1)
    assert info.value.field == "players"


def test_three_coins_each_and_six_sailors_each_the_rest_is_the_bank():
    for n in (2, 3, 4):
        g = new(n)
        assert g.coins == (3,) * n
        assert g.bank == 40 - 3 * n
        assert all(g.sailors_left(s) == 6 for s in range(n))


def test_eight_rounds_then_the_game_ends():
    g = play(new(seed=4), [RandomBot(s) for s in range(4)])
    starts = [line for line in g.log() if line.startswith("Round ")]
    assert [int(line.split(":")[0].split()[1]) for line in starts] == list(range(1, 9))
    assert g.is_over and g.round == 8 and g.current_player is None
    assert g.legal_actions().notations() == []


@pytest.mark.parametrize("first", [0, 2, "Ewan"])
def test_the_captain_role_passes_clockwise_each_round(first):
    g = piratoons.new_game(players=NAMES, seed=2, captain=first)
    first_seat = g.seat_of(first)
    captains = []
    bots = [RandomBot(s) for s in range(4)]
    while not g.is_over:
        if not captains or captains[-1][0] != g.round:
            captains.append((g.round, g.captain))
            assert g.current_player == g.captain     # the captain commits first
        g.apply(bots[g.current_player].choose(g))
    assert captains == [(r, (first_seat + r - 1) % 4) for r in range(1, 9)]


def test_a_bad_first_captain_is_refused():
    with pytest.raises(RecordError):
        piratoons.new_game(players=3, captain=3)


def test_each_round_the_chest_gets_six_equipment_and_three_boat_tiles():
    g = new(seed=5)
    seen = []
    bots = [RandomBot(10 + s) for s in range(4)]
    while not g.is_over:
        if g.phase == "claim" and (not seen or seen[-1][0] != g.round):
            tiles = [g.comp.tiles[t] for t in g.chest]
            assert [t.is_boat for t in tiles] == [False] * 6 + [True] * 3
            seen.append((g.round, tuple(g.chest)))
        g.apply(bots[g.current_player].choose(g))
    drawn = [t for _, chest in seen for t in chest]
    assert len(seen) == 8 and len(set(drawn)) == 72           # 8 x (6 + 3), no tile twice
    assert sorted(t for t in drawn if t < 48) == list(range(48))


def test_the_same_seed_gives_the_same_game_and_the_global_random_is_not_used():
    records = []
    for noise in (1, 2, 1):
        random.seed(noise)
        records.append(play(new(seed=9), [RandomBot(s) for s in range(4)]).to_json())
    assert records[0] == records[1] == records[2]
    other = play(new(seed=10), [RandomBot(s) for s in range(4)])
    assert other.to_json() != records[0]


def test_the_seed_must_be_an_integer():
    with pytest.raises(RecordError):
        piratoons.new_game(seed="7")


def test_a_box_without_three_coins_a_player_is_refused_naming_the_field():
    from nassau.piratoons.rules.components import default_components
    doc = default_components().doc
    doc = dict(doc, box=[dict(item, count=10) if item["item"] == "coins" else item for item in doc["box"]])
    assert piratoons.new_game(players=3, components=doc).bank == 1
    with pytest.raises(RecordError) as info:
        piratoons.new_game(players=4, components=doc)
    assert info.value.field == "box.coins"
