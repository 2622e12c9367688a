"""The scripts in examples/ run, report what they promise, and refuse bad data or arguments."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*args):
    return subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def piratoons_report():
    out = run("examples/piratoons_balance.py", "4", "--workers", "1")
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_the_piratoons_check_reports_every_table_level_kind_and_baseline(piratoons_report):
    for line in ("2 players:", "3 players:", "4 players:", "level 1", "level 4", "sail", "quarters",
                 "a passive player among three heuristic bots: wins", "a heuristic bot among three random bots: wins"):
        assert line in piratoons_report


def test_the_piratoons_check_takes_a_users_file_and_refuses_a_bad_one(tmp_path):
    from nassau.piratoons.rules.components import default_components
    doc = default_components().doc
    mine = tmp_path / "mine.json"
    mine.write_text(json.dumps(doc), encoding="utf-8")
    assert run("examples/piratoons_balance.py", "2", "--workers", "1", "--data", str(mine)).returncode == 0
    broken = dict(doc, boats=doc["boats"][:3])
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(broken), encoding="utf-8")
    out = run("examples/piratoons_balance.py", "2", "--data", str(bad))
    assert out.returncode == 2 and "boats" in out.stderr.splitlines()[-1] and "Traceback" not in out.stderr


def test_the_pirates_check_reports_seats_rounds_and_styles():
    out = run("examples/balance_check.py", "2")
    assert out.returncode == 0, out.stderr
    assert "seat win rates" in out.stdout and "styles" in out.stdout


def test_the_pirates_round_one_study_reports_each_place_in_the_turn_order():
    out = run("examples/pirates_round_one.py", "4")
    assert out.returncode == 0, out.stderr
    header, *rows = out.stdout.splitlines()[1:]
    assert header.split() == ["place", "1", "2", "3", "4"] and "(1 sails first)" in out.stdout
    names = [r.split()[0] for r in rows]
    for name in ("captured", "kept_3/3", "dice_sum", "zone1_left_pass1", "win"):
        assert name in names
    dice = next(r.split()[1:] for r in rows if r.startswith("dice_sum"))
    assert [float(x) for x in dice] == sorted(float(x) for x in dice)   # the setup roll sets the order


@pytest.mark.parametrize("game", ["pirates", "piratoons", "marauders"])
def test_the_glossary_check_finds_every_quote_in_a_rulebook_and_reports_the_missing_ones(tmp_path, game):
    # a fake rulebook made of the quotes themselves (the real ones are not in the repository)
    from importlib import import_module

    from nassau.kernel.glossary import excerpts
    records = [r for r in import_module(f"nassau.{game}.views.glossary").terms() if r["provenance"] == "rulebook"]
    parts = [p for r in records for p in excerpts(r["quote"])]
    first = parts[0]
    missing = next(r for r in reversed(records)     # a record whose words no other quote repeats
                   if not any(e in p for o in records if o is not r
                              for p in excerpts(o["quote"]) for e in excerpts(r["quote"])))
    lines = [first[:2], first[2:]] + parts[1:]          # a line break inside a quote does not count
    book = tmp_path / "rulebook.txt"
    book.write_text("前言\n" + "\n".join(lines) + "\n", encoding="utf-8")
    out = run("examples/check_glossary.py", str(book), game)
    assert (out.returncode, out.stdout, out.stderr) == (0, "", "")

    gone = set(excerpts(missing["quote"]))
    book.write_text("\n".join(p for p in parts if p not in gone), encoding="utf-8")
    out = run("examples/check_glossary.py", str(book), game)
    assert out.returncode == 1
    assert len(out.stdout.splitlines()) == len(gone)
    assert all(line.startswith(f"{game}: {missing['english']}: ") for line in out.stdout.splitlines())


def test_the_glossary_check_refuses_bad_arguments_in_one_line(tmp_path):
    book = tmp_path / "rulebook.txt"
    book.write_text("遊戲目標\n", encoding="utf-8")
    for args in ([str(book)], [str(book), "chess"], [str(tmp_path / "nowhere.txt"), "pirates"]):
        out = run("examples/check_glossary.py", *args)
        assert out.returncode == 2, args
        assert out.stdout == "" and len(out.stderr.splitlines()) == 1 and "Traceback" not in out.stderr
    assert "chess" in run("examples/check_glossary.py", str(book), "chess").stderr


def test_the_gallery_script_says_in_one_line_when_the_screenshots_are_missing(tmp_path):
    import shutil
    copy = tmp_path / "repo"
    (copy / "examples").mkdir(parents=True)
    shutil.copy(ROOT / "examples" / "refresh_gallery.py", copy / "examples")
    proc = subprocess.run([sys.executable, str(copy / "examples" / "refresh_gallery.py")], capture_output=True, text=True)
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and "run the browser tests first" in proc.stderr


def test_the_gallery_script_writes_only_the_pictures_named_and_refuses_an_unknown_name(tmp_path):
    import shutil
    copy = tmp_path / "repo"
    (copy / "examples").mkdir(parents=True)
    (copy / "test-artifacts").mkdir()
    shutil.copy(ROOT / "examples" / "refresh_gallery.py", copy / "examples")
    from PIL import Image
    Image.new("RGB", (1000, 700), "white").save(copy / "test-artifacts" / "marauders-storm-warning-lab.png")
    script = str(copy / "examples" / "refresh_gallery.py")
    proc = subprocess.run([sys.executable, script, "marauders-storm.jpg"], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert [p.name for p in (copy / "notebooks" / "images").iterdir()] == ["marauders-storm.jpg"]
    assert Image.open(copy / "notebooks" / "images" / "marauders-storm.jpg").size == (760, 426)   # 560 px kept
    proc = subprocess.run([sys.executable, script, "storm.jpg"], capture_output=True, text=True)
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and "no gallery picture 'storm.jpg'" in proc.stderr


def test_the_marauders_measurement_reports_the_duel_and_the_game_lengths():
    out = run("examples/marauders_balance.py", "16", "--workers", "1")
    assert out.returncode == 0, out.stderr
    assert "Heuristic bot against 3 random bots, 4 players, seats rotating, 16 games:" in out.stdout
    for kind in ("random", "heuristic"):
        for players in (2, 3, 4):
            assert f"{kind} bots, {players} players, no round limit" in out.stdout
    assert "wins by seat" in out.stdout and "stopped at" not in out.stdout


def test_the_marauders_switch_study_writes_a_row_per_switch(tmp_path):
    import pandas as pd

    from nassau.sim.switches import switch_rows
    out = tmp_path / "study.csv"
    done = run("examples/marauders_switch_study.py", "2", "--workers", "1", "--out", str(out))
    assert done.returncode == 0, done.stderr
    table = pd.read_csv(out, index_col="switches")
    assert list(table.index) == [label for label, _, _ in switch_rows("marauders")]
    assert (table["games"] == 2).all() and "rounds_median" in table and "winners_pirate" in table


def test_the_search_bot_study_adds_up_in_parts(tmp_path):
    """A pairing run in two parts keeps the very rows one run of all its games keeps (game i is
    the same game whichever part plays it), and a part of another budget or method is refused."""
    def study(games, rows, *extra):
        out = run("examples/search_bot_study.py", str(games), "--game", "pirates", "--iterations", "2",
                  "--timing", "0", "--rows", str(rows), "--out", str(tmp_path / "table.csv"), *extra)
        assert out.returncode == 0, out.stderr
        return out.stdout
    study(2, tmp_path / "parts.csv", "--workers", "1")
    report = study(2, tmp_path / "parts.csv", "--workers", "2", "--first", "2")
    assert "over 4 games (games 2-3 played now" in report
    study(4, tmp_path / "whole.csv", "--workers", "1")
    assert (tmp_path / "parts.csv").read_text() == (tmp_path / "whole.csv").read_text()
    other = run("examples/search_bot_study.py", "1", "--game", "pirates", "--iterations", "3", "--timing", "0",
                "--rows", str(tmp_path / "parts.csv"), "--first", "4", "--workers", "1", "--out", str(tmp_path / "t.csv"))
    assert other.returncode != 0 and "holds another pairing" in other.stderr
    method = run("examples/search_bot_study.py", "1", "--game", "pirates", "--iterations", "2", "--timing", "0",
                 "--rows", str(tmp_path / "parts.csv"), "--first", "4", "--workers", "1", "--method", "ismcts",
                 "--opponents", "tree", "--out", str(tmp_path / "t.csv"))
    assert method.returncode != 0 and "method ['halving'], guard [False]), not" in method.stderr
    assert "'method': 'ismcts'" in method.stderr
    mixed = run("examples/search_bot_study.py", "1", "--game", "pirates", "--method", "halving", "--opponents", "tree")
    assert mixed.returncode == 2 and "halving plays every rival by the rollout policy" in mixed.stderr


def test_the_search_bot_study_keeps_guarded_and_unguarded_rows_apart(tmp_path):
    """Rows of a guarded halving search are not added to unguarded ones (nor the other way), and
    rows kept before the guard existed count as unguarded."""
    import importlib.util
    import pandas as pd
    spec = importlib.util.spec_from_file_location("study", ROOT / "examples" / "search_bot_study.py")
    study = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(study)
    rows = pd.DataFrame({"game": [0, 0], "seat": [0, 1], "bot": ["search", "heuristic"], "points": [3, 2]})
    path = tmp_path / "rows.csv"
    study.kept_rows(rows, path, "marauders", 100, "policy", "halving", guard=True)
    kept = study.kept_rows(rows.assign(game=1), path, "marauders", 100, "policy", "halving", guard=True)
    assert list(kept["game"]) == [0, 0, 1, 1] and kept["guard"].all()
    with pytest.raises(SystemExit, match=r"guard \[True\]\), not .*'guard': False"):
        study.kept_rows(rows.assign(game=2), path, "marauders", 100, "policy", "halving", guard=False)
    old = tmp_path / "old.csv"
    rows.assign(title="marauders", iterations=100, opponents="policy", method="halving").to_csv(old, index=False)
    with pytest.raises(SystemExit, match="guard"):
        study.kept_rows(rows.assign(game=1), old, "marauders", 100, "policy", "halving", guard=True)
    assert len(study.kept_rows(rows.assign(game=1), old, "marauders", 100, "policy", "halving")) == 4


def test_the_instruction_count_workload_plays_its_fixed_games():
    out = run("examples/instructions_per_decision.py", "--workload", "--game", "piratoons", "--games", "2")
    assert out.returncode == 0, out.stderr
    again = run("examples/instructions_per_decision.py", "--workload", "--game", "piratoons", "--games", "2")
    one = run("examples/instructions_per_decision.py", "--workload", "--game", "piratoons", "--games", "1")
    decisions = int(out.stdout.split()[1])
    assert out.stdout == again.stdout and 2 * 80 < decisions and 0 < int(one.stdout.split()[1]) < decisions


def test_the_instruction_count_plays_the_same_tic_tac_toe_games_as_its_yardstick():
    pytest.importorskip("pyspiel")
    out = run("examples/instructions_per_decision.py", "--workload", "--game", "tic-tac-toe", "--games", "30")
    again = run("examples/instructions_per_decision.py", "--workload", "--game", "tic-tac-toe", "--games", "30")
    assert out.returncode == 0, out.stderr
    decisions = int(out.stdout.split()[1])
    assert out.stdout == again.stdout and 5 * 30 <= decisions <= 9 * 30     # a game lasts 5 to 9 moves


@pytest.mark.parametrize("args, says", [(["--games", "-1"], "--games"), (["--game", "chess"], "--game")])
def test_the_instruction_count_refuses_bad_arguments_in_one_line(args, says):
    out = run("examples/instructions_per_decision.py", *args)
    assert out.returncode == 2 and says in out.stderr.splitlines()[-1] and "Traceback" not in out.stderr


def test_the_instruction_count_says_when_valgrind_is_missing(tmp_path):
    out = subprocess.run([sys.executable, "examples/instructions_per_decision.py", "--game", "pirates"], cwd=ROOT,
                         capture_output=True, text=True, timeout=300, env={"PATH": str(tmp_path)})
    assert out.returncode == 2 and "valgrind" in out.stderr.splitlines()[-1] and "Traceback" not in out.stderr


EXAMPLES = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "examples").glob("*.py"))


@pytest.mark.parametrize("script", EXAMPLES)
def test_every_example_answers_help_with_its_usage_and_does_nothing_else(script, tmp_path):
    """``--help`` prints the usage and a description, exits 0 and runs nothing: no figure printed, no
    file written (the script runs in an empty folder)."""
    import time
    start = time.perf_counter()
    out = subprocess.run([sys.executable, str(ROOT / script), "--help"], cwd=tmp_path, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0 and out.stderr == "", out.stderr
    usage, description, *options = out.stdout.split("\n\n")
    assert usage.startswith("usage: ") and description.strip() and "-h, --help" in out.stdout, out.stdout
    assert list(tmp_path.iterdir()) == [] and time.perf_counter() - start < 30


@pytest.mark.parametrize("script", [s for s in EXAMPLES if s != "examples/browser_stress.py"])
def test_an_examples_help_describes_it_in_the_words_of_its_docstring(script):
    import ast
    doc = ast.get_docstring(ast.parse((ROOT / script).read_text(encoding="utf-8")))
    out = run(script, "--help")
    assert " ".join(doc.split("\n\n")[0].split()) in " ".join(out.stdout.split()), out.stdout


def test_the_examples_number_seats_from_1():
    out = run("examples/balance_check.py", "1")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    for n, line in zip((3, 4, 5), lines):
        assert line.startswith(f"{n} players, 1 game: seat win rates seat 1 ")     # '1 game', not '1 games'
        assert f"seat {n} " in line and "seat 0" not in line and f"seat {n + 1} " not in line


def test_the_search_bot_study_writes_its_table_to_runs_by_default():
    import re
    text = (ROOT / "examples" / "search_bot_study.py").read_text(encoding="utf-8")
    assert re.search(r'"--out", metavar="FILE", default="runs/search-bot-study.csv"', text)
    if (ROOT / ".git").exists():
        ignored = subprocess.run(["git", "check-ignore", "-q", "runs/search-bot-study.csv"], cwd=ROOT)
        assert ignored.returncode == 0
