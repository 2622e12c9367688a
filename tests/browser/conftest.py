"""What the browser tests share: one Jupyter server on 127.0.0.1 with temporary settings, and
opening a notebook in Debian's chromium through Playwright, its cell run and its widget shown."""

import contextlib
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import expect

# How long an expect() waits for the state it asserts: generous, so a test passes on two busy cores.
WAIT = 30_000
expect.set_options(timeout=WAIT)

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = Path(os.environ.get("NASSAU_ARTIFACTS", ROOT / "test-artifacts"))
SKIP = pytest.mark.skipif(
    CHROMIUM is None and not os.environ.get("CI"),
    reason="needs Debian's chromium (apt-get install chromium); CI installs it and never skips")

# One notebook per game, each a single cell that makes a table for one human and three bots.
NOTEBOOKS = {
    "play.ipynb": ["from nassau import pirates\n",
                   "table = pirates.play(players=[\"You\", \"bot\", \"bot\", \"bot\"], seed=1)\n", "table"],
    "toons.ipynb": ["from nassau import piratoons\n",
                    "table = piratoons.play(players=[\"You\", \"bot\", \"bot\", \"bot\"], seed=1)\n", "table"],
    "marauders.ipynb": ["from nassau import marauders\n",
                        "table = marauders.play(players=[\"You\", \"bot\", \"bot\", \"bot\"], seed=1)\n", "table"],
    # every Seas of Glory switch on: the wind rose, the tracks, the location tiles
    "marauders-sog.ipynb": ["from nassau import marauders\n",
                            "from nassau.marauders.seas_of_glory.switches import playable\n",
                            "table = marauders.play(players=[\"You\", \"bot\", \"bot\", \"bot\"], seed=3, **playable())\n",
                            "table"],
    # a naval battle about to be declared: the panel's buttons carry the contest's odds
    "marauders-fight.ipynb": ["from nassau import marauders\n",
                              "from nassau.marauders.ui.controller import Table\n",
                              "game = marauders.new_game([\"You\", \"Jonah\", \"Jon\", \"Ewan\"], seed=14)\n",
                              "with game.edit() as e:\n",
                              "    e.ship(\"You\", \"frigate\").at(\"You\", \"tortuga\").turn(\"You\")\n",
                              "    e.ship(\"Jon\", \"flute\").at(\"Jon\", \"tortuga\")\n",
                              "game.apply(\"scout captain Jon\")\n",
                              "table = Table(game, [None, \"bot\", \"bot\", \"bot\"], seed=1)\n", "table"],
    # the human at sea beside a merchant captain: scouting him is a bounty, which the banner keeps
    "marauders-banner.ipynb": ["from nassau import marauders\n",
                               "from nassau.marauders.ui.controller import Table\n",
                               "game = marauders.new_game([\"You\", \"Jonah\", \"Jon\", \"Ewan\"], seed=14)\n",
                               "with game.edit() as e:\n",
                               "    e.ship(\"You\", \"frigate\").at(\"You\", \"tortuga\").turn(\"You\")\n",
                               "    e.ship(\"Jon\", \"flute\").at(\"Jon\", \"tortuga\")\n",
                               "table = Table(game, [None, \"bot\", \"bot\", \"bot\"], seed=1)\n", "table"],
    # a pirate with an English bounty at sea off Port Royal: the way in is his choice, 2 gold or a roll
    "marauders-port-royal.ipynb": ["from nassau import marauders\n",
                                   "from nassau.marauders.ui.controller import Table\n",
                                   "game = marauders.new_game([\"You\", \"Jonah\", \"Jon\", \"Ewan\"], seed=14)\n",
                                   "with game.edit() as e:\n",
                                   "    e.captain(\"You\", \"isabel-de-montoya\").at(\"You\", \"port-royal\")\n",
                                   "    e.bounty(\"You\", \"english\", 1).gold(\"You\", 5).turn(\"You\")\n",
                                   "table = Table(game, [None, \"bot\", \"bot\", \"bot\"], seed=1)\n", "table"],
}


# The centre of an element's box (scrolled into view), and whether a click there lands on
# that element rather than on something drawn over it.
CENTRE = """el => {
  el.scrollIntoView({block: 'center', inline: 'nearest'});
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  const owner = hit && hit.closest('[data-space],[data-navy],[data-tile],[data-piece],[data-merchant],[data-harbour],' +
                                   '[data-zone],button');
  return {x, y, same: owner === el || el.contains(hit), under: hit ? hit.outerHTML.slice(0, 120) : null};
}"""


def put_json(url, path, body):
    request = urllib.request.Request(f"{url}{path}", data=json.dumps(body).encode(), method="PUT",
                                     headers={"Content-Type": "application/json"})
    urllib.request.urlopen(request, timeout=30).read()


def set_theme(url, theme):
    """JupyterLab's theme setting (Notebook 7 shares it); None puts the default back."""
    raw = json.dumps({"theme": theme} if theme else {})
    put_json(url, "/lab/api/settings/@jupyterlab/apputils-extension:themes", {"raw": raw})


def notebook(source) -> dict:
    return {"cells": [{"cell_type": "code", "execution_count": None, "id": "play", "metadata": {}, "outputs": [],
                       "source": source}],
            "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
            "nbformat": 4, "nbformat_minor": 5}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def jupyter(tmp_path_factory):
    """The server's URL; it serves JupyterLab 4 (/lab/tree/...) and Notebook 7 (/notebooks/...)."""
    root = tmp_path_factory.mktemp("jupyter")
    for name, source in NOTEBOOKS.items():
        (root / name).write_text(json.dumps(notebook(source)))
    settings = root / "settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True)
    (settings / "notification.jupyterlab-settings").write_text('{"fetchNews": "false", "checkForUpdates": false}')
    port = _free_port()
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(root / "config"), JUPYTER_RUNTIME_DIR=str(root / "runtime"),
               IPYTHONDIR=str(root / "ipython"))
    server = subprocess.Popen(
        [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--ip=127.0.0.1", f"--port={port}", "--allow-root",
         "--ServerApp.token=", "--ServerApp.password=", "--ServerApp.disable_check_xsrf=True",
         f"--ServerApp.root_dir={root}", f"--LabApp.user_settings_dir={root / 'settings'}",
         f"--LabApp.workspaces_dir={root / 'workspaces'}"],
        env=env, stdout=subprocess.DEVNULL, stderr=open(root / "server.log", "w"))
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 90
        while True:
            try:
                urllib.request.urlopen(f"{url}/api/status", timeout=2)
                break
            except OSError:
                if time.time() > deadline:
                    pytest.fail("JupyterLab did not start: " + (root / "server.log").read_text()[-2000:])
                time.sleep(0.5)
        yield url
    finally:
        server.terminate()
        server.wait(timeout=30)


@contextlib.contextmanager
def nassau_server(root: Path, args: list, env: dict = None):
    """``python -m nassau ARGS --port PORT`` (a free port), run in ``root`` with its own Jupyter
    folders and this checkout first on the path, once it answers on "/": yields (url, process,
    log). Stopped at the end."""
    port = _free_port()
    env = dict(env or os.environ, JUPYTER_CONFIG_DIR=str(root / "config"), JUPYTER_RUNTIME_DIR=str(root / "runtime"),
               IPYTHONDIR=str(root / "ipython"),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    log = root / "server.log"
    process = subprocess.Popen([sys.executable, "-m", "nassau", *args, "--port", str(port)],
                               cwd=root, env=env, stdout=open(log, "w"), stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 90
        while True:
            try:
                urllib.request.urlopen(url + "/", timeout=2)
                break
            except OSError:
                if process.poll() is not None or time.time() > deadline:
                    pytest.fail(f"nassau {' '.join(args)} did not start: " + log.read_text()[-3000:])
                time.sleep(0.5)
        yield url, process, log
    finally:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()


def launch(pw):
    """Debian's chromium, headless, with nothing of its own going to the network."""
    return pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=[
        "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"])


@contextlib.contextmanager
def opened(url: str, ready: str, width: int = 1400):
    """A chromium page ``width`` pixels wide at ``url`` with the notebook's cell run, once
    ``ready`` (a selector) shows."""
    assert CHROMIUM, "chromium is not installed"
    from playwright.sync_api import sync_playwright
    with sync_playwright() as pw:
        browser = launch(pw)
        try:
            page = browser.new_page(viewport={"width": width, "height": 1600})
            page.add_locator_handler(page.locator(".jp-Dialog"), accept_dialog)
            page.goto(url)
            run_first_cell(page)
            page.wait_for_selector(ready, timeout=90_000)
            yield page
        finally:
            browser.close()


def accept_dialog(dialog, log="dialogs.txt"):
    """A JupyterLab dialog (seen now and then on a loaded machine, e.g. the kernel choice) would
    block every click: note its text in the artifacts and accept it."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with open(ARTIFACTS / log, "a", encoding="utf-8") as f:
        f.write(dialog.first.inner_text().replace("\n", " ") + "\n")
    dialog.locator(".jp-mod-accept").first.click()


def run_first_cell(page, cell=".jp-Cell", kernel=90_000):
    """Run the notebook's first cell (or first ``cell``, a selector) once the kernel is connected,
    waiting ``kernel`` ms for it. A key press the editor did not take yet is lost, so it is pressed
    again until the cell's prompt shows it runs ([*]) or ran ([1])."""
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=kernel)
    cell = page.locator(cell).first
    for _ in range(6):
        cell.locator(".jp-InputArea-editor").click()
        page.keyboard.press("Control+Enter")             # run in place, do not add cells
        try:
            expect(cell.locator(".jp-InputPrompt")).to_have_text(re.compile(r"\[[0-9*]+\]"), timeout=10_000)
            return
        except AssertionError:
            continue
    pytest.fail("the notebook cell never ran")
