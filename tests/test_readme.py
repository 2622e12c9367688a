"""The README's code runs as written: its Python blocks (each print matches the comment beside
it), its two commands (the main one in a fresh virtual environment, the test one as CI runs it),
the tutorials' command, the command-line example and the docs command (run by tests/docs);
its links lead to files that exist, and it stays short."""

import contextlib
import io
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import time
import tomllib
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from .readme_blocks import README, ROOT, blocks, command, shell_lines

BIN = Path(sys.executable).parent               # this environment's .venv/bin
EXTRAS = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"])
SETUP = re.compile(r'^python3 -m venv \.venv && \.venv/bin/pip install -e (\.|"\.\[(\w+)\]") && (.+)$')
PYTHON_BLOCKS = [code for lang, code in blocks() if lang == "python"]


def test_the_readme_is_short():
    assert len(README.read_text(encoding="utf-8").splitlines()) <= 250


@pytest.mark.parametrize("index", range(len(PYTHON_BLOCKS)))
def test_a_python_block_runs_and_prints_what_its_comments_say(index):
    code = PYTHON_BLOCKS[index]
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(code, f"README python block {index + 1}", "exec"), {"__name__": "readme"})
    said = [re.search(r"#\s*(.*)$", line).group(1) for line in code.splitlines()
            if line.startswith("print(") and "#" in line]
    lines = printed.getvalue().splitlines()
    assert len(lines) == len(said)
    for out, comment in zip(lines, said):
        assert comment.startswith(out), (out, comment)


def test_every_shell_line_is_one_the_tests_run():
    """A new command in the README needs a test here."""
    known = ("python3 -m venv .venv && ", ".venv/bin/python -m nassau ", ".venv/bin/python -m sphinx ")
    assert shell_lines() and all(line.startswith(known) for line in shell_lines()), shell_lines()


@pytest.mark.parametrize("line", [line for line in shell_lines() if line.startswith("python3 -m venv")])
def test_a_setup_command_installs_extras_that_exist(line):
    match = SETUP.match(line)
    assert match, line
    assert match.group(2) is None or match.group(2) in EXTRAS


def test_the_test_command_is_what_ci_runs():
    test = command('python3 -m venv .venv && .venv/bin/pip install -e ".[test]"')
    assert test.endswith("&& .venv/bin/python -m pytest")
    assert test in (ROOT / ".ci" / "run").read_text().splitlines()


def test_the_main_command_plays_a_game_in_a_fresh_environment(tmp_path):
    """As written, in a copy of the repository: a new virtual environment with nassau alone
    (no extra), then a whole game with bots."""
    main = command("python3 -m venv .venv && .venv/bin/pip install -e . && ")
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, text=True, check=True)
    for name in files.stdout.split("\0"):
        if name and (ROOT / name).is_file():
            (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(ROOT / name, tmp_path / name)
    done = subprocess.run(["bash", "-c", main], cwd=tmp_path, capture_output=True, text=True, timeout=900,
                          env={k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")})
    assert done.returncode == 0, done.stderr[-3000:]
    assert "The Game End card is revealed" in done.stdout and "Final scores" in done.stdout


def test_the_tutorials_command_installs_what_they_need_and_serves_them(tmp_path):
    """The jupyter extra resolves in this environment without installing anything more, and
    `jupyter lab notebooks/` serves the notebooks."""
    line = command('python3 -m venv .venv && .venv/bin/pip install -e ".[jupyter]"')
    install, run = line.split(" && ")[1:]
    pip = [str(BIN / "pip"), *shlex.split(install)[1:], "--dry-run"]
    dry = subprocess.run(pip, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert dry.returncode == 0, dry.stderr[-2000:]
    wanted = [w for line in dry.stdout.splitlines() if line.startswith("Would install")
              for w in line.split()[2:]]
    assert all(w.startswith("nassau-") for w in wanted), wanted      # nothing beyond nassau itself
    argv = shlex.split(run)
    assert argv == [".venv/bin/jupyter", "lab", "notebooks/"]
    env = dict(os.environ, BROWSER="true", JUPYTER_CONFIG_DIR=str(tmp_path / "config"),
               JUPYTER_RUNTIME_DIR=str(tmp_path / "runtime"))
    # the test's own settings: a free port, no browser, and root allowed (CI runs as root)
    extra = ["--ServerApp.port=0", "--ServerApp.open_browser=False"] + (["--allow-root"] if os.getuid() == 0 else [])
    server = subprocess.Popen([str(BIN / "jupyter"), *argv[1:], *extra],
                              cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                              start_new_session=True)
    try:
        address = _served_address(server)
        base = re.match(r"http://[^/]+", address).group(0)
        listing = _answer(f"{base}/api/contents?token={_token(address)}")
        assert "01-the-box-and-the-sea.ipynb" in listing          # the server's root is notebooks/
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=60)


def _served_address(server) -> str:
    deadline = time.monotonic() + 120
    for line in server.stderr:
        found = re.search(r"(http://(?:localhost|127\.0\.0\.1):\d+/lab\S*)", line)
        if found:
            return found.group(1)
        if time.monotonic() > deadline:
            break
    pytest.fail("jupyter lab did not say where it serves the notebooks")


def _answer(url: str) -> str:
    """The server's answer, once it answers (it may name its address a moment before it listens)."""
    deadline = time.monotonic() + 60
    while True:
        try:
            return urllib.request.urlopen(url, timeout=30).read().decode()
        except urllib.error.URLError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


def _token(address: str) -> str:
    found = re.search(r"token=(\w+)", address)
    return found.group(1) if found else ""


def test_the_command_line_example_runs(tmp_path):
    line = command(".venv/bin/python -m nassau ")
    argv = [sys.executable, *shlex.split(line)[1:]]
    done = subprocess.run(argv, cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Win rate by seat" in done.stdout and list(tmp_path.iterdir()) == []      # --out not given: no file


def test_every_link_leads_to_a_file_that_exists():
    text = README.read_text(encoding="utf-8")
    links = re.findall(r"\]\(([^)#\s]+)\)", text)
    assert links
    missing = [link for link in links if not re.match(r"https?:", link) and not (ROOT / link).exists()]
    assert not missing
