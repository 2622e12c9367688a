"""The ``nassau`` command line: play, replay, bench, and one-line errors with status 2."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from nassau import games, pirates
from nassau.cli import main
from nassau.kernel.adapter import make_bots
from nassau.kernel.bots import play
from nassau.pirates.views.account import account
from nassau.pirates.bots.heuristic import HeuristicBot

ROOT = Path(__file__).resolve().parents[1]


def run(capsys, *argv):
    rc = main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def assert_one_line_error(rc, out, err):
    assert rc == 2
    assert out == ""
    assert err.startswith("nassau: error: ") and err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err


def played(game_name, players, seed, bots="bot"):
    """The same game the command plays, played through the API."""
    adapter = games.adapter(game_name)
    game = adapter.new_game(players, seed, None, None)
    return play(game, make_bots(adapter, bots, game.n, seed))


def test_play_prints_rounds_the_winner_once_and_a_narrow_scoring_table(capsys):
    rc, out, err = run(capsys, "play", "--game", "pirates", "--players", "4", "--seed", "7")
    assert rc == 0 and err == ""
    lines = out.splitlines()
    game = played("pirates", 4, 7)
    winner, points = game.winner(), game.scores().loc[game.winner(), "points"]
    assert lines[0] == "Pirates of Nassau, 4 players: Anja, Jonah, Jon, Ewan"
    assert [line for line in lines if line.startswith("Round ")] == [f"Round {n}" for n in range(1, game.round + 1)]
    end = lines.index("Final scores")
    assert lines[end - 2] == f"  {winner} wins with {points} victory points."      # said once, by the log
    assert lines[end + 1].split() == ["infamy", "motley", "ship", "treasure", "points", "rank", "tie-break"]
    rows = [line.split() for line in lines[end + 3:]]
    assert [r[0] for r in rows] == list(game.scores().sort_values("rank").index) and rows[0][0] == winner
    assert out.count(" wins ") == 1 and max(len(line) for line in lines[end:]) <= 80


def test_play_output_is_the_account_and_is_stable(capsys):
    _, first, _ = run(capsys, "play", "--seed", "11", "--bots", "heuristic,random,random,random")
    _, second, _ = run(capsys, "play", "--seed", "11", "--bots", "heuristic,random,random,random")
    assert first == second
    game = pirates.new_game(players=4, seed=11)
    assert account(game).startswith("Pirates of Nassau")   # works before the game ends too


def test_account_groups_the_log_by_round():
    game = play(pirates.new_game(players=3, seed=2), [HeuristicBot()] * 3)
    text = account(game)
    assert text == account(game)
    log_part = text.split("\nFinal scores\n")[0]
    body = [line[2:] for line in log_part.splitlines() if line.startswith("  ")]
    assert body == game.log()                                 # every sentence, in order, once
    headings = [line for line in text.splitlines() if line.startswith("Round ")]
    assert headings == [f"Round {n}" for n in range(1, game.round + 1)]


def test_players_by_name_and_quiet(capsys):
    rc, out, _ = run(capsys, "play", "--players", "Mary,Anne,Jack", "--seed", "3", "--bots", "random", "--quiet")
    game = played("pirates", ["Mary", "Anne", "Jack"], 3, "random")
    assert rc == 0
    assert out == f"Winner: {game.winner()} with {game.scores().loc[game.winner(), 'points']} points.\n"


def test_piratoons_play_is_the_account_and_is_stable(capsys):
    argv = ("play", "--game", "piratoons", "--seed", "7", "--bots", "heuristic,random,random,random")
    rc, first, _ = run(capsys, *argv)
    assert rc == 0 and run(capsys, *argv)[1] == first
    lines = first.splitlines()
    game = played("piratoons", 4, 7, "heuristic,random,random,random")
    assert lines[0] == "Piratoons, 4 players: Anja, Jonah, Jon, Ewan"
    assert [line for line in lines if line.startswith("Round ") and ":" not in line] == \
        [f"Round {n}" for n in range(1, 9)]
    assert lines[lines.index("Final scores") - 2] == f"  {game.winner()} wins."
    assert lines[lines.index("Final scores") + 1].split()[-2:] == ["points", "rank"]


def test_piratoons_save_replay_and_quiet(capsys, tmp_path):
    path = tmp_path / "game.json"
    rc, out, _ = run(capsys, "play", "--game", "piratoons", "--players", "3", "--seed", "2", "--bots", "random",
                     "--save", str(path))
    assert rc == 0 and out.endswith(f"The record is saved in {path}.\n")
    assert json.loads(path.read_text())["game"] == "piratoons"
    rc, replayed, _ = run(capsys, "replay", str(path))
    assert rc == 0 and replayed + f"The record is saved in {path}.\n" == out
    rc, quiet, _ = run(capsys, "play", "--game", "piratoons", "--players", "2", "--seed", "1", "--quiet")
    game = played("piratoons", 2, 1)
    assert quiet == f"Winner: {game.winner()} with {game.scores().loc[game.winner(), 'points']} points.\n"


def test_a_record_saved_under_the_old_name_of_pirates_still_replays(capsys, tmp_path):
    record, doc = saved(tmp_path)
    capsys.readouterr()
    doc["game"] = "pirates-of-nassau"
    record.write_text(json.dumps(doc))
    rc, out, err = run(capsys, "replay", str(record))
    assert rc == 0 and out.startswith("Pirates of Nassau, 4 players")


def test_save_and_replay_print_identical_accounts(capsys, tmp_path):
    record = tmp_path / "game.json"
    rc, account_text, _ = run(capsys, "play", "--seed", "7", "--bots", "heuristic,random,random,random",
                              "--save", str(record))
    assert rc == 0
    rc, replayed, err = run(capsys, "replay", str(record))
    assert rc == 0 and err == ""
    assert replayed + f"The record is saved in {record}.\n" == account_text


def saved(tmp_path, seed=7):
    record = tmp_path / "game.json"
    assert main(["play", "--seed", str(seed), "--save", str(record), "--quiet"]) == 0
    return record, json.loads(record.read_text())


def test_a_changed_action_is_refused(capsys, tmp_path):
    record, doc = saved(tmp_path)
    capsys.readouterr()
    i = next(i for i, a in enumerate(doc["actions"]) if ">" in a)   # a move, like "5>8"
    face, target = doc["actions"][i].split(">")
    doc["actions"][i] = f"{face}>{int(target) % 20 + 1}"           # another move that looks legal
    record.write_text(json.dumps(doc))
    assert_one_line_error(*run(capsys, "replay", str(record)))


def test_a_changed_final_position_is_refused(capsys, tmp_path):
    record, doc = saved(tmp_path)
    capsys.readouterr()
    doc["final"] = "0" * 16
    record.write_text(json.dumps(doc))
    rc, out, err = run(capsys, "replay", str(record))
    assert_one_line_error(rc, out, err)
    assert "final" in err


@pytest.mark.parametrize("content", ["{not json", "[]", '{"format": "nassau-record"}', "\u00ff".encode("latin-1")])
def test_corrupt_records_are_refused(capsys, tmp_path, content):
    record = tmp_path / "bad.json"
    record.write_bytes(content if isinstance(content, bytes) else content.encode())
    assert_one_line_error(*run(capsys, "replay", str(record)))


def test_a_missing_record_is_refused(capsys, tmp_path):
    assert_one_line_error(*run(capsys, "replay", str(tmp_path / "nowhere.json")))


@pytest.mark.parametrize("argv", [
    [],
    ["dance"],
    ["play", "--game", "chess"],
    ["play", "--players", "6"],
    ["play", "--players", "2"],
    ["play", "--players", "Anja,Anja,Jon"],
    ["play", "--players", "many"],
    ["play", "--bots", "heuristic,pirate,random,random"],
    ["play", "--bots", "random,random"],
    ["play", "--game", "piratoons", "--players", "5"],
    ["play", "--game", "piratoons", "--bots", "pirate"],
    ["play", "--players", "Ann,Ann ,Bo"],
    ["play", "--seed", "seven"],
    ["play", "--seed", "1.5"],
    ["play", "--save"],
    ["replay"],
    ["bench", "--seconds", "0"],
    ["bench", "--players", "9"],
    ["bench", "--game", "chess"],
])
def test_bad_arguments_exit_2_with_one_line(capsys, argv):
    assert_one_line_error(*run(capsys, *argv))


@pytest.mark.parametrize("argv, says", [
    (["simulate", "--games", "2", "--workers", str(10 ** 30)], "--workers: expected a whole number from 1 to 256"),
    (["simulate", "--games", str(10 ** 30)], "--games: expected a whole number from 1 to 10,000,000"),
    (["soak", "--games", "1", "--check-every", str(2 ** 63 + 1)], "--check-every: expected a whole number from 1"),
    (["balance", "--workers", "257"], "--workers: expected a whole number from 1 to 256"),
    (["simulate", "--batch-size", "0"], "--batch-size: expected a whole number"),
    (["simulate", "--games", "\u00b2"], "--games: expected a whole number"),        # a digit int() cannot read
    (["play", "--players", "\u00b2"], "--players: expected a number of players"),
    (["play", "--players", ","], "--players: expected a number of players or comma-separated names"),
    (["play", "--players", "Anja,,Jon"], "--players: expected a number of players or comma-separated names"),
    (["play", "--save", ""], "--save: expected a file name, not an empty one"),
    (["replay", " "], "FILE: expected a file name"),
    (["simulate", "--out", ""], "--out: expected a file name"),
    (["soak", "--out", ""], "--out: expected a file name"),
    (["simulate", "--components", ""], "--components: expected a file name"),
    (["play", "--game", "marauders", "--modules", ""], "--modules: expected comma-separated names"),
    (["play", "--game", "marauders", "--modules", "contraband,,storm"], "--modules: expected comma-separated names"),
    (["play", "--game", "marauders", "--modules", "storm,storm"], "--modules: storm given twice"),
    (["simulate", "--game", "marauders", "--variants", "a,a"], "--variants: a given twice"),
    (["simulate", "--games", "2", "--workers", "2", "--scheduler", "tcp://127.0.0.1:1"], "--workers sets the size"),
    (["simulate", "--executor", "in-process", "--scheduler", "tcp://127.0.0.1:1"], "--scheduler needs --executor dask"),
    (["simulate", "--bots", "random,random", "--executor", "in-process"], "(or give --players and --rotate)"),
])
def test_bad_counts_paths_and_switches_say_which_option(capsys, argv, says):
    rc, out, err = run(capsys, *argv)
    assert_one_line_error(rc, out, err)
    assert says in err


def test_the_version(capsys):
    from nassau import __version__
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0 and capsys.readouterr().out == f"nassau {__version__}\n"


def test_an_interrupted_run_says_so_in_one_line(capsys, monkeypatch):
    import nassau.cli as cli

    def interrupted(args):
        raise KeyboardInterrupt
    monkeypatch.setattr(cli, "run_play", interrupted)
    rc, out, err = run(capsys, "play")
    assert rc == 130 and out == "" and err == "nassau: interrupted\n"


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_a_failed_write_names_the_file(capsys):
    rc, out, err = run(capsys, "play", "--quiet", "--save", "/dev/full")
    assert_one_line_error(rc, out, err)
    assert "/dev/full: cannot write (No space left on device)" in err


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_device_or_a_pipe_is_refused_before_it_is_read(capsys, tmp_path):
    """A device has no end and a pipe nobody writes to never answers: neither is opened."""
    import os
    fifo = tmp_path / "record.json"
    os.mkfifo(fifo)
    for path in ("/dev/zero", str(fifo)):
        rc, out, err = run(capsys, "replay", path)
        assert_one_line_error(rc, out, err)
        assert "is not a regular file" in err


def test_a_long_notation_in_a_record_is_cut_short_in_the_error(capsys, tmp_path):
    record = json.loads(played("pirates", 4, 7).to_json())
    record["actions"][3] = "x" * 100_000
    path = tmp_path / "long.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    rc, out, err = run(capsys, "replay", str(path))
    assert_one_line_error(rc, out, err)
    assert "actions[3]" in err and len(err) < 400


def test_an_unwritable_save_file_is_refused(capsys, tmp_path):
    assert_one_line_error(*run(capsys, "play", "--quiet", "--save", str(tmp_path / "no" / "such" / "dir.json")))


def test_bench_prints_one_figure_per_line(capsys):
    rc, out, _ = run(capsys, "bench", "--game", "pirates", "--seconds", "0.3", "--players", "3")
    assert rc == 0
    figures = dict(line.split(": ", 1) for line in out.splitlines())
    for key in ("decisions/s (apply_unchecked)", "games/s", "decisions/game", "decisions/s (checked apply)",
                "clone", "record"):
        number = float(figures[key].split()[0].replace(",", ""))
        assert number > 0, key
    assert figures["clone"].endswith("µs") and figures["record"].endswith("KB")


def test_python_m_nassau_exits_2_with_one_line():
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-m", "nassau", "play", "--players", "9"], capture_output=True,
                          text=True, cwd=ROOT, env=env, timeout=60)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.startswith("nassau: error: ") and proc.stderr.count("\n") == 1, proc.stderr


def test_each_game_is_an_attribute_of_the_package():
    import nassau
    assert nassau.pirates.__name__ == "nassau.pirates"
    assert nassau.piratoons.__name__ == "nassau.piratoons"
    assert nassau.marauders.__name__ == "nassau.marauders"


@pytest.mark.parametrize("game, players", [("pirates", "Ann,Bo,Cy"), ("piratoons", "Ann,Bo"), ("marauders", "Ann,Bo,Cy")])
def test_bench_with_named_players_counts_them(capsys, game, players):
    assert main(["bench", "--game", game, "--players", players, "--seconds", "0.3"]) == 0
    assert capsys.readouterr().out.splitlines()[0].endswith(f", {players.count(',') + 1} players, uniform random play")


def test_the_help_gives_each_games_player_counts(capsys):
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "Pirates of Nassau 3 to 5" in help_text and "Piratoons 2 to 4" in help_text
    assert "Merchants & Marauders 2 to 4" in help_text and "marauders: heuristic, trader, pirate, random" in help_text


def test_marauders_play_save_and_replay(capsys, tmp_path):
    path = tmp_path / "game.json"
    argv = ("play", "--game", "marauders", "--players", "3", "--seed", "4", "--bots", "heuristic,trader,pirate")
    rc, out, _ = run(capsys, *argv, "--save", str(path))
    assert rc == 0 and out.endswith(f"The record is saved in {path}.\n")
    lines = out.splitlines()
    assert lines[0] == "Merchants & Marauders, 3 players: Anja, Jonah, Jon"
    assert any("Seamanship" in line for line in lines) and "Final scores" in lines
    assert json.loads(path.read_text())["game"] == "marauders"
    rc, replayed, _ = run(capsys, "replay", str(path))
    assert rc == 0 and replayed + f"The record is saved in {path}.\n" == out
    game = played("marauders", 3, 4, "heuristic,trader,pirate")
    assert game.is_over and f"  {game.winner()} wins with" in out


def test_marauders_bad_bots_are_one_line(capsys):
    rc, out, err = run(capsys, "play", "--game", "marauders", "--bots", "kraken")
    assert rc == 2 and out == "" and err.count("\n") == 1 and "kraken" in err


def test_play_and_simulate_take_an_expansions_switches(capsys, tmp_path):
    record = tmp_path / "game.json"
    rc, out, err = run(capsys, "play", "--game", "marauders", "--players", "2", "--seed", "3",
                       "--variants", "glory-or-death", "--quiet", "--save", str(record))
    assert rc in (0, None) and err == "", err
    from nassau import marauders
    assert marauders.Game.from_json(record.read_text(encoding="utf-8")).variants == ("glory-or-death",)
    for args, words in ((("play", "--game", "marauders", "--modules", "storms"), "needs the module 'wind'"),
                        (("play", "--game", "pirates", "--modules", "wind"), "pirates has no modules or variants"),
                        (("simulate", "--game", "marauders", "--games", "1", "--variants", "nope"), "no variant 'nope'")):
        rc, out, err = run(capsys, *args)
        assert_one_line_error(rc, out, err)
        assert words in err, err


# --- bench --compare: every nassau game beside OpenSpiel's (pyspiel is optional) ----------------
def test_bench_compare_has_a_row_for_every_engine(capsys):
    pytest.importorskip("pyspiel")
    rc, out, _ = run(capsys, "bench", "--game", "piratoons", "--seconds", "0.6", "--compare")
    assert rc == 0
    table = out.split("side by side", 1)[1].splitlines()[1:]
    head, rule, body = table[0], table[1], table[2:]
    assert head.split() == ["game", "engine", "decisions/s", "checked/s", "decisions/game"] and set(rule) <= {"-", " "}
    rows = {}
    for line in body:
        cells = [c for c in line.split("  ") if c.strip()]
        rows[cells[0].strip()] = [c.strip() for c in cells[1:]]
    wanted = [games.adapter(name).title for name in games.names()] + ["Tic-tac-toe", "Backgammon"]
    assert sorted(rows) == sorted(wanted)
    for title, (engine, rate, checked, per_game) in rows.items():
        assert float(rate.replace(",", "")) > 0 and float(per_game.replace(",", "")) > 0, title
        assert (checked == "-") == engine.startswith("OpenSpiel"), title
    assert rows["Backgammon"][0] == "OpenSpiel, C++ via pybind" and rows["Tic-tac-toe"][0] == "OpenSpiel, Python"


def test_bench_compare_times_the_engines_in_turn_so_they_meet_the_same_load(monkeypatch):
    """Each engine's share comes in slices, every engine in turn, and its figures are the sums."""
    import types
    from nassau.sim import speed
    calls = []

    def ours(new_game, players, rng, seconds, checked):
        calls.append((new_game, checked))
        return 100 if checked else 200, 2, 0.5, None
    monkeypatch.setattr(speed, "random_games", ours)
    monkeypatch.setattr(speed, "openspiel_random_games", lambda game, rng, seconds: (calls.append(game) or (30, 3, 0.25)))
    monkeypatch.setattr(speed, "load_openspiel", lambda: types.SimpleNamespace(load_game=lambda name: name))
    rows = speed.compare_rows([("A", "a", 2), ("B", "b", 4)], None, 6.0, rounds=3)
    one_turn = [("a", False), ("a", True), ("b", False), ("b", True), "python_tic_tac_toe", "backgammon"]
    assert calls == one_turn * 3
    assert rows[0] == ("A", "nassau, Python", 400.0, 200.0, 100.0)
    assert rows[-1] == ("Backgammon", "OpenSpiel, C++ via pybind", 120.0, None, 10.0)


def test_bench_compare_without_openspiel_says_so_in_one_line(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "pyspiel", None)        # import pyspiel now raises ImportError
    rc, out, err = run(capsys, "bench", "--game", "pirates", "--seconds", "0.3", "--compare")
    assert_one_line_error(rc, out, err)
    assert "OpenSpiel" in err and 'the rl extra (pip install -e ".[rl]" in the nassau folder)' in err


# --- issue 29: rough edges a new user meets ------------------------------------------------------
def seed_line(out):
    """The seed a play run without --seed printed, and the account before that line."""
    *account_lines, last = out.splitlines(keepends=True)
    words = last.split()
    assert words[0] == "Seed" and words[1].endswith(":") and last.rstrip().endswith(f"--seed {words[1][:-1]}"), last
    return int(words[1][:-1]), "".join(account_lines)


def test_play_without_a_seed_plays_a_fresh_one_and_prints_it_so_the_game_replays(capsys):
    import random
    seen = []
    for _ in range(2):
        random.seed(1)                                # the global generator has no say in the seed
        rc, out, err = run(capsys, "play", "--bots", "random", "--players", "3")
        assert rc == 0 and err == ""
        seen.append(seed_line(out))
    (first, account_first), (second, _) = seen
    assert first != second and 0 <= first < 2 ** 63 and 0 <= second < 2 ** 63
    assert out.splitlines()[-1] == f"Seed {second}: replay this game with --seed {second}"
    rc, again, _ = run(capsys, "play", "--bots", "random", "--players", "3", "--seed", str(first))
    assert rc == 0 and again == account_first                 # with --seed: the account alone, as before
    game = played("pirates", 3, first, "random")
    assert f"  {game.winner()} wins" in again


def test_play_without_a_seed_prints_it_even_when_quiet_and_saving(capsys, tmp_path):
    record = tmp_path / "game.json"
    rc, out, _ = run(capsys, "play", "--game", "piratoons", "--quiet", "--save", str(record))
    lines = out.splitlines()
    assert rc == 0 and len(lines) == 3
    seed = int(lines[1].split()[1].rstrip(":"))
    assert lines[1] == f"Seed {seed}: replay this game with --seed {seed}"
    assert lines[2] == f"The record is saved in {record}."
    game = played("piratoons", 4, seed)
    assert lines[0] == games.adapter("piratoons").result(game)      # a winner, or a shared victory
    assert json.loads(record.read_text())["actions"] == json.loads(game.to_json())["actions"]


def test_the_help_of_play_says_what_happens_without_a_seed(capsys):
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "Without it, a fresh seed, printed at the end so that the game can be played again" in help_text


SUBCOMMANDS = ["play", "bench", "simulate", "soak", "balance"]


def help_of(capsys, command):
    with pytest.raises(SystemExit) as done:
        main([command, "--help"])
    assert done.value.code == 0
    return " ".join(capsys.readouterr().out.split())


@pytest.mark.parametrize("command", SUBCOMMANDS)
def test_every_command_lists_the_games_in_one_order(capsys, command):
    import re
    help_text = help_of(capsys, command)
    listed = re.search(r"--game \{([a-z,]+)\}", help_text)
    assert listed is not None, help_text
    assert listed.group(1).split(",") == games.names()


def test_simulate_refuses_an_unknown_game_by_listing_the_choices(capsys):
    rc, out, err = run(capsys, "simulate", "--game", "chess", "--games", "1")
    assert_one_line_error(rc, out, err)
    listed = err.split("choose from ", 1)[1]
    assert sorted(games.names(), key=listed.index) == games.names()


@pytest.mark.parametrize("command, default", [("simulate", "runs/simulate-GAME.parquet"),
                                              ("soak", "runs/soak-GAME.parquet"),
                                              ("balance", "runs/balance-GAME.csv")])
def test_the_help_names_where_the_output_goes_by_default(capsys, command, default):
    assert default in help_of(capsys, command)


def test_output_files_go_to_runs_by_default_and_git_leaves_them_out(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    rc, out, err = run(capsys, "soak", "--games", "1", "--workers", "1", "--no-progress")
    assert rc == 0 and err == "" and out.endswith("wrote 1 row to runs/soak-pirates.parquet\n")
    rc, out, err = run(capsys, "simulate", "--game", "piratoons", "--games", "1", "--players", "2",
                       "--executor", "in-process", "--no-progress", "--out")
    assert rc == 0 and err == "" and out.endswith("wrote 2 rows to runs/simulate-piratoons.parquet\n")
    rc, out, err = run(capsys, "simulate", "--games", "1", "--executor", "in-process", "--no-progress")
    assert rc == 0 and "wrote" not in out                   # simulate writes only when asked
    assert sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*")) == \
        ["runs", "runs/simulate-piratoons.parquet", "runs/soak-pirates.parquet"]
    mine = tmp_path / "mine.parquet"
    rc, out, _ = run(capsys, "soak", "--games", "1", "--workers", "1", "--no-progress", "--out", str(mine))
    assert rc == 0 and mine.exists() and out.endswith(f"wrote 1 row to {mine}\n")
    if not (ROOT / ".git").exists():
        return                                           # not a git checkout: nothing to ignore
    for path in ("runs/soak-pirates.parquet", "runs/simulate-marauders.parquet", "runs/balance-piratoons.csv"):
        ignored = subprocess.run(["git", "check-ignore", "-q", path], cwd=ROOT)
        assert ignored.returncode == 0, f"{path} is not ignored by git"


def test_the_default_output_folder_must_be_a_folder(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "runs").write_text("not a folder")
    rc, out, err = run(capsys, "soak", "--games", "1", "--workers", "1", "--no-progress")
    assert_one_line_error(rc, out, err)
    assert "runs/soak-pirates.parquet: cannot write there" in err


def test_simulate_counts_in_the_singular_and_prints_shared_wins_rounded(capsys, monkeypatch):
    """'1 game', '1 process', '1 row'; the wins column rounded to a tenth with thousands
    separators, while the library's DataFrame keeps the exact fractions."""
    import pandas as pd

    from nassau import sim
    games_ = 1200
    rows = []
    for g in range(games_):
        tie = g % 3 == 0                          # a three-way tie for first place every third game
        for seat in range(3):
            first = tie or seat == 0
            rows.append({"game": g, "seed": g, "seat": seat, "player": "ABC"[seat], "bot": "x",
                         "gold": seat, "gold_points": 3 - seat, "points": 3 if first else 3 - seat,
                         "rank": 1 if first else seat + 1, "winner": first and not tie,
                         "win_share": (1 / 3 if tie else 1.0) if first else 0.0, "rounds": 5, "decisions": 40})
    frame = pd.DataFrame(rows)
    frame.attrs["nassau.sim"] = {"game": "pirates", "seed": 0, "bots": ["x"], "categories": ["gold"]}
    monkeypatch.setattr(sim, "simulate", lambda **kwargs: frame)
    rc, out, err = run(capsys, "simulate", "--games", "1", "--workers", "1", "--no-progress")
    assert rc == 0 and err == ""
    assert out.startswith("Pirates of Nassau: 1,200 games of 3 players, root seed 0")
    assert out.splitlines()[-1].startswith("1 game in ") and out.splitlines()[-1].endswith(" on 1 process")
    by_seat = out.split("Win rate by seat")[1].split("\n\n")[0].splitlines()[3:]
    table = {line.split()[0]: line.split()[1:3] for line in by_seat}
    assert table == {"1": ["1,200", "933.3"], "2": ["1,200", "133.3"], "3": ["1,200", "133.3"]}
    exact = sim.summarize(frame).by_seat["wins"]
    assert exact.loc[0] == pytest.approx(800 + 400 / 3) and exact.loc[0] != round(exact.loc[0], 1)


def test_simulate_and_its_summary_number_seats_and_places_from_1(capsys):
    rc, out, _ = run(capsys, "simulate", "--games", "2", "--executor", "in-process", "--no-progress", "--seed", "4")
    assert rc == 0
    seats = out.split("Win rate by seat")[1].split("\n\n")[0].splitlines()
    places = out.split("Win rate by place in round 1's turn order (1 sails first)")[1].split("\n\n")[0].splitlines()
    assert seats[2].split() == ["seat"] and [line.split()[0] for line in seats[3:]] == ["1", "2", "3", "4"]
    assert places[2].split() == ["place"] and [line.split()[0] for line in places[3:]] == ["1", "2", "3", "4"]


def test_bench_counts_players_in_agreeing_english(capsys):
    rc, out, _ = run(capsys, "bench", "--game", "piratoons", "--players", "2", "--seconds", "0.2")
    assert rc == 0 and out.splitlines()[0] == "game: piratoons, 2 players, uniform random play"


def test_every_install_hint_of_the_package_names_one_of_its_extras():
    """'pip install -e ".[rl]"' (the README's rl extra), never a package the extras bring in."""
    import re
    import tomllib
    extras = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"])
    hints = [(path.relative_to(ROOT).as_posix(), line.strip()) for path in (ROOT / "nassau").rglob("*.py")
             for line in path.read_text(encoding="utf-8").splitlines() if "pip install" in line]
    assert hints
    for where, line in hints:
        named = re.findall(r"""pip install -e ['"]\.\[(\w+|\{name\})\]['"]""", line)
        assert named and set(named) <= extras | {"{name}"}, (where, line)       # {name}: extra_hint itself
    from nassau.kernel.english import extra_hint
    assert extra_hint("rl") == 'the rl extra (pip install -e ".[rl]" in the nassau folder)'


def test_writing_parquet_without_pyarrow_names_the_sim_extra(capsys, monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "pyarrow", None)        # find_spec("pyarrow") is now None
    for command in ("simulate", "soak"):
        rc, out, err = run(capsys, command, "--games", "1", "--out", str(tmp_path / "x.parquet"))
        assert_one_line_error(rc, out, err)
        assert 'pyarrow, which comes with the sim extra (pip install -e ".[sim]" in the nassau folder)' in err
