"""Referee mode: a real table's round recorded, resolved and scored by the engine."""

import pytest

from nassau import RecordError, piratoons
from nassau.piratoons.bots.heuristic import RandomBot, play

from .helpers import NAMES, assert_illegal, codes, grab, seat, table


def test_a_refereed_round_from_the_chest_to_the_build():
    g = piratoons.referee(players=NAMES)
    assert g.phase == "deal" and g.current_player == g.captain == 0
    g.fill_chest("sail-01", "deck-a", "cannon-a", "porthole-a", "quarters-a", "deck-b", "b1-1", "b2-4", "b3-1")
    g.place_sailors("Anja", {"A": 2, "G": 1}, fell=1)
    g.place_sailors("Jonah", {"A": 2, "H": 2})
    g.place_sailors("Jon", {"A": 1, "B": 1}, straddled=1)
    g.place_sailors("Ewan", {"H": 1}, out=True)            # Ewan knocked off someone's sailor
    assert "On the table: Anja Ax2 G (1 fell or straddled); Jonah Ax2 Hx2; Jon A B (1 fell or straddled); " \
           "Ewan H (out for the round)." in g.log()
    assert g.coins == (3 + 2, 3 + 2, 3 + 3, 3)             # idle sailors only; Ewan gets nothing
    assert "A (sail-01) goes to Jon with 1 sailor (Anja and Jonah tied at 2)." in g.log()
    g.record_bids({"Jon": 2, "Anja": 1, "Jonah": 0})          # any order; Ewan is out of the auction
    assert g.current_player == seat(g, "Jon")
    g.take("Jon", "cannon-a")
    g.take("Anja", "porthole-a")
    assert codes(g, g.boats[0]) == ["b1-1"] and codes(g, g.boats[1]) == ["b2-4"]
    # b1-1 has no porthole slot: the only choice, so it goes at once
    assert "Anja cannot fit everything and throws porthole-a overboard; it floats to the next auction." in g.log()
    assert g.phase == "build" and g.current_player == seat(g, "Jon")   # no boat tile: nothing fits
    g.overboard("Jon", "cannon-a")
    while g.phase == "build":
        g.apply(g.legal_actions()[0])
    assert not g.aboard[2] and {"sail-01", "deck-a", "cannon-a", "porthole-a"} <= set(codes(g, g.floating))
    assert g.round == 2 and g.captain == 1 and g.phase == "deal"


def test_the_chest_record_is_checked():
    g = piratoons.referee(players=NAMES)
    assert_illegal(g, "draw b9-9", "deal.tile")
    for c in ("deck-a", "deck-a", "deck-a"):
        g.apply(f"draw {c}")
    assert_illegal(g, "draw deck-a", "deal.stock")               # only three copies exist
    for c in ("sail-01", "sail-02", "sail-03"):
        g.apply(f"draw {c}")
    assert_illegal(g, "draw sail-04", "deal.chest-full")          # six equipment tiles already
    assert all(a.notation.startswith("draw b") for a in g.legal_actions())


def test_a_chest_record_is_all_or_nothing():
    g = piratoons.referee(players=NAMES)
    with pytest.raises(piratoons.IllegalActionError):
        g.fill_chest("sail-01", "deck-a", "no-such-tile")
    assert g.chest == (-1,) * 9 and g.ply == 0


def test_a_table_may_let_the_engine_deal():
    g = piratoons.referee(players=NAMES, deal="engine", seed=4)
    assert g.phase == "claim" and all(t >= 0 for t in g.chest)
    assert g.chest == piratoons.new_game(players=NAMES, seed=4).chest
    with pytest.raises(RecordError):
        piratoons.referee(players=NAMES, deal="dealer")


def test_nothing_is_sealed_at_a_table():
    g = table()
    g.apply("claim A")
    assert g.observation("Jonah")["players"][0]["sealed_claims"] == {"A": 1}


def test_a_whole_refereed_game_records_and_scores():
    g = play(piratoons.referee(players=3), [RandomBot(s) for s in range(3)])
    assert g.is_over and g.round == 8
    loaded = piratoons.Game.from_json(g.to_json())
    assert loaded.scores().equals(g.scores()) and loaded.mode == "referee"
    assert sum(1 for line in g.log() if line.startswith("On the table")) == 8


def test_the_recorded_player_must_be_the_one_due():
    g = table()
    with pytest.raises(piratoons.IllegalActionError) as info:
        g.place_sailors("Jon", {"A": 1})
    assert info.value.rule == "turn"
    grab(g, {})
    with pytest.raises(piratoons.IllegalActionError) as info:
        g.record_bids({"Anja": 0, "Jonah": 0, "Jon": 10})
    assert info.value.rule == "auction.coins" and g.bids == (-1,) * 4
