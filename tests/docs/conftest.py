"""The documentation site, built once per test session the way a reader gets it: Sphinx with
warnings as errors, from the stored tutorial outputs, with no network."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Path:
    """The built site's folder. The build fails the tests that use it on any warning."""
    out = tmp_path_factory.mktemp("site")
    done = subprocess.run(
        [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-E", "-b", "html",
         "-d", str(out / ".doctrees"), str(ROOT / "docs"), str(out / "html")],
        capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        pytest.fail(f"the docs build failed (status {done.returncode}):\n{done.stderr[-6000:]}")
    return out / "html"
