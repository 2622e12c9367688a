"""The end of a game of Merchants & Marauders says why it ended and where each captain's points
came from (game.ending(), shown in the game-over panel), so that a student can say why they
won or lost: the glory earned, the hidden glory of the stash, and a tie broken by the gold."""

import html

import pytest

from nassau import marauders, pirates
from nassau.display import panels
from nassau.kernel.bots import play
from nassau.marauders.bots.heuristic import pirate, trader
from nassau.marauders.rules.scoring import final_rows
from nassau.pirates.bots.heuristic import HeuristicBot as PiratesBot


def finished(seed, names=("You", "Jonah", "Jon"), **options):
    game = marauders.new_game(list(names), seed=seed, options=options or None)
    play(game, [trader(20), trader(21), pirate(22)][:len(names)])
    return game


@pytest.fixture(scope="module")
def won():
    return finished(1, ("You", "Bot 2", "Bot 3"))


def test_nothing_is_said_before_the_end_and_other_games_add_nothing():
    assert marauders.new_game(3, seed=1).ending() == []
    game = pirates.new_game(3, seed=1)
    play(game, [PiratesBot(seed=s) for s in range(3)])
    assert game.is_over and game.ending() == []               # its scoring table says it all


def test_the_first_line_is_the_logs_reason_and_each_captain_follows_best_first(won):
    lines = won.ending()
    reason = next(line for line in won.log() if line.startswith("The game is over: "))
    assert lines[0] == reason[len("The game is over: "):][0].upper() + reason[len("The game is over: ") + 1:]
    rows = sorted(final_rows(won), key=lambda r: r["rank"])
    assert [line.split(":")[0] for line in lines[1:1 + len(rows)]] == [r["player"] for r in rows]
    for line, r in zip(lines[1:], rows):
        assert line.endswith(f": {r['points']} point{'s' if r['points'] != 1 else ''}.")
        assert r["points"] == r["glory"] + r["stash_glory"]       # the two sources the line names
        p = next(p for p in won.players if p.name == r["player"])
        if p.stash and r["stash_glory"]:
            assert f"{r['stash_glory']} hidden glory point" in line and f"the {p.stash} gold stashed" in line
        assert ("no glory earned" in line) == (r["glory"] == 0)


def test_a_captain_called_you_reads_in_the_second_person_and_zero_is_said_in_words(won):
    you = next(line for line in won.ending() if line.startswith("You: "))
    assert " 0 glory" not in you and "Your" not in you


def test_a_tie_on_points_says_the_gold_decides():
    ties = [g for g in (finished(s, round_limit=3) for s in (3, 4, 6)) if
            sorted((r["points"] for r in final_rows(g)), reverse=True)[:2] in ([1, 1], [0, 0], [2, 2])]
    assert ties, "one of these seeded games ends in a tie on points"
    for game in ties:
        rows = sorted(final_rows(game), key=lambda r: r["rank"])
        last = game.ending()[-1]
        assert last.startswith(f"First place is tied at {rows[0]['points']} point")
        assert f"{rows[0]['player']} {rows[0]['gold']}, {rows[1]['player']} {rows[1]['gold']}" in last
    untied = finished(15, round_limit=3)
    assert not any("tied" in line for line in untied.ending())


def test_the_game_over_panel_shows_the_reasons_between_the_winner_and_the_table(won):
    page = html.unescape(panels.game_over(won))
    head, table = page.index("wins with"), page.index("<table")
    for line in won.ending():
        assert head < page.index(line) < table
