"""Final scoring (rulebook §4.4): four categories, 7/5/3/1/0, shared ranks, tie-breaks."""

import pytest

from nassau.pirates.rules import scoring

from .helpers import NAMES, new, play_until


def five(setup):
    g = new(n=5)
    with g.edit() as e:
        for name, v in zip(NAMES, (50, 40, 30, 20, 10)):
            e.infamy(name, v)
        setup(e)
    return g


def full_table(e):
    # motley (blue numbers on crew tiles): Anja 6, Jonah 3, Jon 2, Ewan 1, Mary 0
    e.tile("Anja", "first-mate", "b3")
    e.tile("Anja", "ships-cat", "s4")
    e.tile("Jonah", "ships-dog", "b3")
    e.tile("Jon", "master-gunner", "b3")
    e.tile("Ewan", "lookout", "b3")
    # best ship (green numbers: bow 1 + stern 1, brigantine 2, galleon 3, hull/sail/mizzen tiles)
    e.sections("Anja", 2)                       # 7
    e.tile("Jon", "royal-sail", "b2")           # 2 + 3 = 5
    e.sections("Jonah", 1)                      # 4
    e.tile("Ewan", "topsail", "b2")             # 3
    # richest (chest pesos + 5 per doubloon; never the hold)
    e.chest("Mary", pesos=3, doubloons=2)       # 13
    e.chest("Ewan", pesos=12)                   # 12
    e.chest("Jon", pesos=11)                    # 11
    e.hold("Jon", pesos=5)
    e.chest("Jonah", pesos=1)                   # 1


def test_categories_score_7_5_3_1_0():
    t = five(full_table).scores()
    assert list(t.loc[NAMES, "infamy_points"]) == [7, 5, 3, 1, 0]
    assert list(t.loc[NAMES, "motley"]) == [6, 3, 2, 1, 0]
    assert list(t.loc[NAMES, "motley_points"]) == [7, 5, 3, 1, 0]
    assert list(t.loc[NAMES, "ship"]) == [7, 4, 5, 3, 2]
    assert list(t.loc[NAMES, "ship_points"]) == [7, 3, 5, 1, 0]
    assert list(t.loc[NAMES, "treasure"]) == [0, 1, 11, 12, 13]
    assert list(t.loc[NAMES, "treasure_points"]) == [0, 1, 3, 5, 7]
    assert list(t.loc[NAMES, "points"]) == [21, 14, 14, 8, 7]


def test_four_players_score_7_5_3_1():
    g = new(n=4)
    with g.edit() as e:
        for name, v in zip(NAMES, (4, 3, 2, 1)):
            e.infamy(name, v)
    assert list(g.scores().loc[NAMES[:4], "infamy_points"]) == [7, 5, 3, 1]


def test_points_tie_is_broken_by_buried_treasure():
    g = five(full_table)
    t = g.scores()
    assert t.loc["Jon", "points"] == t.loc["Jonah", "points"] == 14
    assert t.loc["Anja", "rank"] == 1 and t.loc["Jon", "rank"] == 2 and t.loc["Jonah", "rank"] == 3
    assert t.loc["Jon", "tie_break"] == "buried treasure"
    assert g.winner() == "Anja"


def test_points_and_treasure_tie_is_broken_by_infamy():
    def setup(e):
        # infamy: Anja 7 points, Jonah 5
        e.sections("Jonah", 2)                   # best ship shared: 7 points each
        e.sections("Anja", 2)
        e.chest("Anja", pesos=4)
        e.chest("Jonah", pesos=4)                # richest shared: 7 points each
        e.tile("Jonah", "ships-dog", "b3")       # motley: Jonah 3 (7 points)
        e.tile("Anja", "lookout", "b3")          # motley: Anja 1 (5 points)
    # Anja: 7 + 5 + 7 + 7 = 26; Jonah: 5 + 7 + 7 + 7 = 26; treasure 4 each; infamy 50 > 40
    g = five(setup)
    t = g.scores()
    assert t.loc["Anja", "points"] == t.loc["Jonah", "points"] == 26
    assert t.loc["Anja", "treasure"] == t.loc["Jonah", "treasure"]
    assert t.loc["Anja", "rank"] == 1 and t.loc["Jonah", "rank"] == 2
    assert t.loc["Anja", "tie_break"] == "buried treasure, then infamy"
    assert g.winner() == "Anja"


def test_tied_players_share_the_rank_and_the_next_rank_is_skipped():
    def setup(e):
        e.chest("Anja", pesos=10)
        e.chest("Jonah", pesos=10)
        e.chest("Jon", pesos=5)
        e.chest("Ewan", pesos=1)
    t = five(setup).scores()
    assert list(t.loc[NAMES, "treasure_rank"]) == [1, 1, 3, 4, 5]
    assert list(t.loc[NAMES, "treasure_points"]) == [7, 7, 3, 1, 0]


def test_tied_in_the_middle_and_at_the_bottom():
    def setup(e):
        e.chest("Anja", pesos=10)
        e.chest("Jonah", pesos=5)
        e.chest("Jon", pesos=5)
        e.chest("Ewan", pesos=5)
    t = five(setup).scores()
    assert list(t.loc[NAMES, "treasure_points"]) == [7, 5, 5, 5, 0]
    t = five(lambda e: (e.chest("Anja", pesos=10), e.chest("Jonah", pesos=5), e.chest("Jon", pesos=3))).scores()
    assert list(t.loc[NAMES, "treasure_points"]) == [7, 5, 3, 1, 1]      # Ewan and Mary share 4th


def test_everyone_tied_all_score_7():
    assert scoring.competition_ranks([3, 3, 3, 3]) == [1, 1, 1, 1]
    assert [scoring.points_for_rank(r) for r in (1, 2, 3, 4, 5, 6)] == [7, 5, 3, 1, 0, 0]


def test_richest_counts_the_chest_only_with_doubloons_worth_5():
    def setup(e):
        e.chest("Anja", pesos=1, doubloons=2)       # 11
        e.chest("Jonah", pesos=10)                  # 10
        e.hold("Jon", pesos=6)                      # 0: the hold does not count
    t = five(setup).scores()
    assert list(t.loc[["Anja", "Jonah", "Jon"], "treasure"]) == [11, 10, 0]
    assert t.loc["Anja", "treasure_points"] == 7


def test_most_infamous_counts_the_laps_past_100():
    g = new(n=4)
    with g.edit() as e:
        e.infamy("Anja", 103)          # space 3, once round the track
        e.infamy("Jonah", 99)
        e.infamy("Jon", 2)
        e.infamy("Ewan", 1)
    t = g.scores()
    assert t.loc["Anja", "infamy"] == 103
    assert t.loc["Anja", "infamy_points"] == 7 and t.loc["Jonah", "infamy_points"] == 5


def test_motley_counts_crew_tiles_only_and_best_ship_counts_everything_else():
    g = new(n=4)
    with g.edit() as e:
        e.tile("Anja", "first-mate", "b3")         # motley 3, no green number
        e.tile("Anja", "heavy-battery", "s1")      # green 2
        e.tile("Anja", "foresail", "b2")           # green 2
        e.tile("Anja", "pirate-flag", "s3")        # mizzen, green 2
    t = g.scores()
    assert t.loc["Anja", "motley"] == 3
    assert t.loc["Anja", "ship"] == 2 + 2 + 2 + 2
    assert t.loc["Jonah", "ship"] == 2 and t.loc["Jonah", "motley"] == 0


def test_final_log_names_the_winner():
    g = new(seed=2)
    play_until(g, lambda g: g.is_over, limit=5000)
    t = g.scores()
    best = t[t["rank"] == 1].index.tolist()
    assert g.winner() in best
    assert any(s.startswith(f"{best[0]} wins with {t.loc[best[0], 'points']} victory points") for s in g.log())


@pytest.mark.parametrize("values,expected", [
    ([5, 4, 3, 2, 1], [1, 2, 3, 4, 5]),
    ([5, 5, 3, 3, 1], [1, 1, 3, 3, 5]),
    ([0, 0, 0, 0, 9], [2, 2, 2, 2, 1]),
])
def test_competition_ranks(values, expected):
    assert scoring.competition_ranks(values) == expected
