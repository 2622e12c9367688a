"""nassau without pandas, as in a browser's Python that lacks it: the games, their bots,
views, glossary and play widgets work, and what needs pandas says so in one line
(tests/no_pandas_check.py holds the checks). Once with pandas and numpy shadowed by packages
that refuse to import, and once in a new virtual environment that never had them."""

import os
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHECK = ROOT / "tests" / "no_pandas_check.py"


def run_check(python, env) -> None:
    done = subprocess.run([str(python), str(CHECK)], capture_output=True, text=True, timeout=600, env=env)
    assert done.returncode == 0 and done.stdout.strip().endswith("ok"), done.stderr[-3000:] + done.stdout[-1000:]


def test_with_pandas_and_numpy_refusing_to_import(tmp_path):
    for name in ("pandas", "numpy"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "__init__.py").write_text(f'raise ImportError("no {name} in this test")\n')
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path), str(ROOT)]))
    run_check(sys.executable, env)


def test_in_a_virtual_environment_without_pandas(tmp_path):
    """nassau's other dependencies from the registry, nassau itself with no dependencies."""
    needs = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    others = [d for d in needs if not d.lower().startswith("pandas")]
    assert len(others) == len(needs) - 1
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
    for args in (others, ["--no-deps", "-e", str(ROOT)]):
        done = subprocess.run(pip + args, capture_output=True, text=True, timeout=900, env=env)
        assert done.returncode == 0, done.stderr[-3000:]
    listed = subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "list"], capture_output=True, text=True,
                            env=env).stdout.lower()
    assert "pandas" not in listed and "numpy" not in listed.split()
    run_check(venv / "bin" / "python", env)
