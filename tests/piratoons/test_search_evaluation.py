"""The search bot's leaf evaluation (nassau.piratoons.bots.search.evaluate): what only the end settles
counts in proportion to the rounds still to come."""

from nassau.piratoons.bots import search

from .helpers import edit, table


def _richer():
    """Anja has 8 coins more than anyone (the richest pirate's 5 points), and her boat tile's
    slots are as empty as the others'."""
    return edit(table(chest=None), Anja={"boats": ["b1-1"], "coins": 12}, Jonah={"boats": ["b1-2"]},
                Jon={"boats": ["b1-3"]}, Ewan={"boats": ["b1-4"]})


def test_a_cut_rollout_in_round_1_gives_the_coin_majority_nothing_and_the_end_all_of_it():
    g = _richer()
    rows = g.scores()
    assert rows.loc["Anja", "coins_points"] == 5 and g.round == 1
    early = search.evaluate(g)
    assert abs(early[0] - 0.75) < 0.001         # ahead by the coins' tie-break only: the lead, and half the rest
    g.round = 5                                             # four rounds of eight to come: half the points
    middle = search.evaluate(g)
    g.over = True
    end = search.evaluate(g)
    assert early[0] < middle[0] < end[0] and end[0] > 0.75


def test_empty_slots_cost_little_early_and_in_full_at_the_end():
    g = edit(table(chest=None), Anja={"boats": ["b1-1", "b1-2", "b1-3"]}, Jonah={"boats": ["b1-4"]})
    rows = g.scores()
    assert rows.loc["Anja", "empty_points"] < rows.loc["Jonah", "empty_points"]
    early = search.evaluate(g)
    g.over = True
    end = search.evaluate(g)
    assert end[0] < early[0]
