"""The bots: legal, seeded, and the heuristic captain far better than chance (a bounded slice
of the 400-game measurement in examples/marauders_balance.py)."""

import pytest

from nassau import marauders
from nassau.kernel.bots import RandomBot, play
from nassau.marauders.bots import HeuristicBot, pirate, trader


def duel(seed, bot):
    seat = seed % 4
    g = marauders.new_game(4, seed=seed, options={"round_limit": 200})
    bots = [RandomBot(seed * 10 + i) for i in range(4)]
    bots[seat] = bot(seed)
    play(g, bots, checked=True)                  # every decision is checked against the rules
    return g.winner() == g.names[seat]


def test_the_heuristic_bot_beats_three_random_bots_most_of_the_time():
    wins = sum(duel(seed, HeuristicBot) for seed in range(40))
    assert wins >= 24, f"{wins} of 40"            # 60 %; it measures about 85 % over 400 games


@pytest.mark.parametrize("plan", [trader, pirate])
def test_each_plan_beats_random_play(plan):
    assert sum(duel(seed, plan) for seed in range(12)) >= 7


def test_the_plans_play_their_way():
    g = marauders.new_game(2, seed=2, options={"round_limit": 8})
    play(g, [trader(1), pirate(2)], checked=True)
    log = "\n".join(g.log())
    anja, jonah = g.names
    assert f"{anja} takes a flute" in log and f"{jonah} takes a sloop" in log
    assert f"{jonah} finds a" in log or f"{jonah} rolls Scouting for a merchant" in log
    assert f"{anja} buys" in log


def test_seeded_bots_replay_the_same_game():
    def game(seed):
        g = marauders.new_game(3, seed=seed, options={"round_limit": 10})
        return play(g, [HeuristicBot(seed + i) for i in range(3)]).to_json()
    assert game(7) == game(7) != game(8)
