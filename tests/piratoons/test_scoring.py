"""Final scoring: majorities, joints, empty slots, sets, the table and the winner."""

import pytest

from nassau import piratoons
from nassau.piratoons.rules import sets
from nassau.piratoons.bots.heuristic import HeuristicBot, RandomBot, play
from nassau.piratoons.rules.components import default_components

from .helpers import edit, table

COMP = default_components()


def scored(**players):
    """The scoring table, as if the game ended now, of a table where players own these things."""
    return edit(table(chest=None), **players).scores()


def equipment(*codes):
    return [COMP.tiles[COMP.by_code[c][i]] for c in set(codes) for i in range(codes.count(c))]


# --- majorities -------------------------------------------------------------------------------------
def test_most_sails_scores_5_and_second_2():
    df = scored(Anja={"boats": ["b1-1", "b1-2"], "equipment": ["sail-01", "sail-02", "sail-03"]},
                Jonah={"boats": ["b1-3"], "equipment": ["sail-04", "sail-05"]},
                Jon={"boats": ["b1-4"], "equipment": ["sail-06"]})
    assert list(df["sails"]) == [3, 2, 1, 0]
    assert list(df["sails_points"]) == [5, 2, 0, 0]


def test_tied_players_all_score_the_rank_and_nobody_is_then_second():
    df = scored(Anja={"boats": ["b1-1"], "equipment": ["sail-01"]}, Jonah={"boats": ["b1-2"], "equipment": ["sail-02"]},
                Jon={"boats": ["b1-3"]})
    assert list(df["sails_points"]) == [5, 5, 0, 0]      # competition ranks 1, 1, 3


def test_most_coins_and_most_barrels():
    df = scored(Anja={"coins": 9}, Jonah={"coins": 5}, Jon={"coins": 5, "boats": ["b4-1", "b2-1"]},
                Ewan={"coins": 0, "boats": ["b3-1"]})
    assert list(df["coins_points"]) == [5, 2, 2, 0]
    assert list(df["barrels"]) == [0, 0, 4, 2] and list(df["barrels_points"]) == [0, 0, 5, 2]


def test_nothing_scores_no_majority():
    df = scored()
    assert list(df["sails_points"]) == [0, 0, 0, 0] and list(df["barrels_points"]) == [0, 0, 0, 0]
    assert list(df["coins_points"]) == [5, 5, 5, 5]


# --- joints and empty slots -----------------------------------------------------------------------
def test_each_joint_scores_plus_or_minus_two():
    # red: bow anchor, stern anchor. b2-4 is anchor|anchor: two matching joints
    df = scored(Anja={"boats": ["b2-4"]}, Jonah={"boats": ["b1-2"]})    # b1-2 lifebuoy|compass: none match
    assert (df.loc["Anja", "good_joints"], df.loc["Anja", "bad_joints"], df.loc["Anja", "joint_points"]) == (2, 0, 4)
    assert (df.loc["Jonah", "good_joints"], df.loc["Jonah", "bad_joints"], df.loc["Jonah", "joint_points"]) == (0, 2, -4)
    assert df.loc["Jon", "joint_points"] == 2                            # the bare bow-stern joint matches


def test_each_empty_slot_costs_two_and_the_most_empty_two_more():
    df = scored(Anja={"boats": ["b4-1"]},                                # 3 empty slots
                Jonah={"boats": ["b4-2"], "equipment": ["deck-a"]},       # 2 empty
                Jon={"boats": ["b4-3"], "equipment": ["deck-b", "cannon-a", "porthole-a"]})   # full
    assert list(df["empty_slots"]) == [3, 2, 0, 0]
    assert list(df["empty_points"]) == [-6, -4, 0, 0]
    assert list(df["most_empty_points"]) == [-2, 0, 0, 0]


def test_players_tied_for_the_most_empty_slots_all_take_the_extra():
    df = scored(Anja={"boats": ["b4-1"]}, Jonah={"boats": ["b4-2"]})
    assert list(df["most_empty_points"]) == [-2, -2, 0, 0]


def test_nobody_takes_the_extra_when_no_slot_is_empty():
    assert list(scored()["most_empty_points"]) == [0, 0, 0, 0]


# --- sets ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("tiles, points", [
    (("deck-a", "deck-a", "deck-a"), 5),                      # three identical
    (("deck-a", "deck-b", "deck-c"), 4),                      # three different of one kind
    (("deck-a", "deck-a"), 2),                                # two identical
    (("deck-a",), 0),
    (("deck-a", "cannon-a", "porthole-a"), 0),                # different kinds make no set
    (("deck-a", "deck-a", "deck-a", "deck-b", "deck-b"), 7),  # 5 + 2
    (("deck-a", "deck-a", "deck-b", "deck-b", "deck-c", "deck-c"), 8),   # 4 + 4 beats 2 + 2 + 2
    (("cannon-a", "cannon-a", "quarters-b", "quarters-b"), 4),
    (("sail-01", "sail-02", "sail-03"), 0),                   # sails never count
])
def test_set_bonuses(tiles, points):
    assert sets.points(equipment(*tiles)) == points


def test_each_tile_counts_in_one_set_only():
    assert sets.kind_points((4,)) == 5                        # four identical: 5, not 5 + 2
    assert sets.kind_points((3, 1, 1)) == 4 + 2               # three different, then a pair: beats 5
    assert sets.kind_points((2, 1, 1)) == 4                   # one set of three different, not 4 + 2


def brute_sets(tiles):
    """Best points over every way to group the tiles (each tile in one group at most)."""
    tiles = [t for t in tiles if t.kind != "sail"]
    if not tiles:
        return 0
    first, rest = tiles[0], tiles[1:]
    best = brute_sets(rest)                                   # the first tile in no set
    for i in range(len(rest)):
        a = rest[i]
        if a.code == first.code:
            best = max(best, 2 + brute_sets(rest[:i] + rest[i + 1:]))
        for j in range(i + 1, len(rest)):
            b = rest[j]
            others = [t for k, t in enumerate(rest) if k not in (i, j)]
            if a.code == b.code == first.code:
                best = max(best, 5 + brute_sets(others))
            elif first.kind == a.kind == b.kind and len({first.code, a.code, b.code}) == 3:
                best = max(best, 4 + brute_sets(others))
    return best


def test_set_grouping_is_the_best_possible():
    from nassau.kernel.rng import Rng
    rng = Rng(11)
    pool = [t for t in COMP.tiles if not t.is_boat]
    for _ in range(150):
        tiles = rng.shuffled(pool)[:rng.below(9)]
        assert sets.points(tiles) == brute_sets(tiles) == sum(p for p, _ in sets.sets_of(tiles))


# --- the table and the winner --------------------------------------------------------------------------
def test_the_scoring_table_adds_up():
    g = play(piratoons.new_game(players=4, seed=21), [HeuristicBot(), RandomBot(1), RandomBot(2), RandomBot(3)])
    df = g.scores()
    assert list(df.index) == list(g.names)
    parts = ["sails_points", "coins_points", "barrels_points", "joint_points", "empty_points", "most_empty_points",
             "set_points"]
    assert (df[parts].sum(axis=1) == df["points"]).all()
    order = sorted(df["points"], reverse=True)               # a rank is where a total first appears, best first
    assert list(df["rank"]) == [order.index(t) + 1 for t in df["points"]]
    for name in g.names:
        assert f"{name} scores {df.loc[name, 'points']}:" in " ".join(g.log())


@pytest.mark.parametrize("seed", [3, 21, 40])
def test_the_scores_are_those_of_each_ships_best_arrangement(seed):
    """Scoring counts without placing the equipment (arrange.tally); the arrangement a player
    sees, placed slot by slot, must give the same numbers."""
    from nassau.piratoons.rules.arrange import arrange
    from nassau.piratoons.rules.ship import Ship
    g = play(piratoons.new_game(players=4, seed=seed), [HeuristicBot(), RandomBot(1), RandomBot(2), RandomBot(3)])
    for s, name in enumerate(g.names):
        arr, row = arrange(Ship.of(g, s), g.boats[s]), g.scores().loc[name]
        placed = [g.comp.tiles[t] for slots in arr.placement for slot in slots for t in slot]
        assert (row["sails"], row["good_joints"], row["bad_joints"], row["empty_slots"], row["set_points"]) == \
            (arr.sails, arr.good, arr.bad, arr.empty, arr.sets)
        assert arr.sails == sum(t.kind == "sail" for t in placed) and arr.sets == sets.points(placed)
        assert arr.empty == sum(not slot for slots in arr.placement for slot in slots)


def test_equal_totals_share_the_victory():
    g = edit(table(chest=None))
    assert g.winner() is None and list(g.scores()["rank"]) == [1, 1, 1, 1]
