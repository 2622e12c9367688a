"""What the command line calls: play, replay and bench for Piratoons."""

import json

import pytest

from nassau import RecordError
from nassau.piratoons import cli_support


def test_play_text_is_the_account_and_is_stable():
    first = cli_support.play_text(players=4, seed=7, bots="heuristic,random,random,random")
    assert first == cli_support.play_text(players=4, seed=7, bots="heuristic,random,random,random")
    lines = first.splitlines()
    assert lines[0] == "Piratoons, 4 players: Anja, Jonah, Jon, Ewan"
    assert [line for line in lines if line.startswith("Round ") and ":" not in line] == \
        [f"Round {n}" for n in range(1, 9)]
    assert "Final scores" in lines and lines[-1].startswith(("Winner: ", "Shared victory: "))


def test_save_and_replay_give_the_same_account(tmp_path):
    path = tmp_path / "game.json"
    played = cli_support.play_text(players=3, seed=2, bots="random", save=str(path))
    assert json.loads(path.read_text())["game"] == "piratoons"
    assert cli_support.replay_text(path.read_text()) == played
    assert cli_support.record_game(path.read_text()) == "piratoons"
    assert cli_support.record_game("{not json") is None and cli_support.record_game("[]") is None


def test_quiet_prints_only_the_result():
    out = cli_support.play_text(players=2, seed=1, quiet=True)
    assert out.count("\n") == 1 and out.startswith(("Winner: ", "Shared victory: "))


@pytest.mark.parametrize("spec, n", [("pirate", 4), ("random,random", 4)])
def test_bad_bot_lists_are_refused(spec, n):
    with pytest.raises(RecordError):
        cli_support.make_bots(spec, n, 0)


def test_a_bad_player_count_is_refused_before_playing():
    with pytest.raises(RecordError):
        cli_support.play_text(players=5)


def test_bench_figures_are_positive():
    figures = cli_support.bench(players=2, seconds=0.3)
    assert set(figures) == {"decisions/s (apply_unchecked)", "games/s", "decisions/game",
                            "decisions/s (checked apply)", "clone µs", "record KB"}
    assert all(v > 0 for v in figures.values())
    text = cli_support.bench_text(players=2, seconds=0.2)
    assert text.splitlines()[0] == "game: piratoons, 2 players, uniform random play"
    assert text.splitlines()[-2].endswith("µs") and text.splitlines()[-1].endswith("KB")
