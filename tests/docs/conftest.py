"""The documentation site, built once per test session the way the README says to build it:
Sphinx with warnings as errors, from the stored tutorial outputs, with no network."""

import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from ..readme_blocks import ROOT, command


def build_argv(out: Path) -> list:
    """The README's docs command, run by this environment's Python into ``out`` (from scratch)."""
    argv = shlex.split(command(".venv/bin/python -m sphinx"))
    assert argv[0] == ".venv/bin/python" and argv[-2:] == ["docs", "docs/_build/html"], argv
    return [sys.executable, *argv[1:-2], "-q", "-E", "-d", str(out / ".doctrees"), "docs", str(out / "html")]


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Path:
    """The built site's folder. The build fails the tests that use it on any warning."""
    out = tmp_path_factory.mktemp("site")
    done = subprocess.run(build_argv(out), cwd=ROOT, capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        pytest.fail(f"the docs build failed (status {done.returncode}):\n{done.stderr[-6000:]}")
    return out / "html"
