"""A short coverage-guided run of tests/fuzz/atheris_parsers.py (skipped without atheris): every
game's notation and record parsers meet a few hundred fuzzed inputs and raise nothing but the
documented errors. The longer runs are in the script's docstring."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).with_name("atheris_parsers.py")
RUNS = 300


def run(tmp_path, *flags, env=None):
    pytest.importorskip("atheris")
    return subprocess.run([sys.executable, str(SCRIPT), f"-atheris_runs={RUNS}", "-seed=1",
                           f"-artifact_prefix={tmp_path}/", *flags],
                          cwd=tmp_path, capture_output=True, text=True, env={**os.environ, **(env or {})})


def test_a_short_atheris_run_finds_no_crash(tmp_path):
    done = run(tmp_path)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-4000:]
    assert f"Done {RUNS}" in done.stderr


def test_the_harness_reports_an_undocumented_exception(tmp_path):
    """Any exception but the documented ones is a crash, with the input saved."""
    done = run(tmp_path, env={"NASSAU_ATHERIS_PLANT": "planted"})
    assert done.returncode != 0 and "KeyError: 'planted'" in done.stdout + done.stderr
    assert list(tmp_path.glob("crash-*"))
