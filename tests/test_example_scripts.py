"""The balance scripts in examples/ run, report what they promise, and refuse bad data."""

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
    from nassau.piratoons.components import default_components
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
