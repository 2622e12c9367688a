"""Play a round in a real browser (Debian's chromium, driven by Playwright), in JupyterLab 4
and in Notebook 7, by clicking the widget.

Starts a Jupyter server on 127.0.0.1 with temporary settings, opens a notebook that makes
``pirates.play(...)``, plays round 1 by clicking, checks that the board and the log update
and that an illegal click shows the rule and changes nothing, measures the latency from a
click to the redrawn board, and saves screenshots to test-artifacts/.
"""

import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARTIFACTS = Path(os.environ.get("NASSAU_ARTIFACTS", Path(__file__).resolve().parents[2] / "test-artifacts"))
pytestmark = pytest.mark.skipif(
    CHROMIUM is None and not os.environ.get("CI"),
    reason="needs Debian's chromium (apt-get install chromium); CI installs it and never skips")

NOTEBOOK = {
    "cells": [{"cell_type": "code", "execution_count": None, "id": "play", "metadata": {}, "outputs": [],
               "source": ["from nassau import pirates\n",
                          "table = pirates.play(players=[\"You\", \"bot\", \"bot\", \"bot\"], seed=1)\n",
                          "table"]}],
    "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
    "nbformat": 4, "nbformat_minor": 5,
}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("lab")
    (root / "play.ipynb").write_text(json.dumps(NOTEBOOK))
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
    deadline = time.time() + 90
    while time.time() < deadline:
        try:
            urllib.request.urlopen(f"{url}/api/status", timeout=2)
            break
        except OSError:
            time.sleep(0.5)
    else:
        server.terminate()
        pytest.fail("JupyterLab did not start: " + (root / "server.log").read_text()[-2000:])
    yield url
    server.terminate()
    server.wait(timeout=30)


@pytest.fixture(scope="module", params=["lab", "notebooks"])
def front_end(request):
    """JupyterLab 4 (/lab/tree/...) and Notebook 7 (/notebooks/...)."""
    return request.param


@pytest.fixture(scope="module")
def page(lab, front_end):
    assert CHROMIUM, "chromium is not installed"
    from playwright.sync_api import sync_playwright
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=[
            "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync"])
        page = browser.new_page(viewport={"width": 1400, "height": 1600})
        page.add_locator_handler(page.locator(".jp-Dialog"), accept_dialog)
        page.goto(f"{lab}/lab/tree/play.ipynb" if front_end == "lab" else f"{lab}/notebooks/play.ipynb")
        run_first_cell(page)
        page.wait_for_selector(".nassau-widget svg", timeout=90_000)
        yield page
        browser.close()


def accept_dialog(dialog, log="dialogs.txt"):
    """A JupyterLab dialog (seen now and then on a loaded machine, e.g. the kernel choice) would
    block every click: note its text in the artifacts and accept it."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with open(ARTIFACTS / log, "a", encoding="utf-8") as f:
        f.write(dialog.first.inner_text().replace("\n", " ") + "\n")
    dialog.locator(".jp-mod-accept").first.click()


def run_first_cell(page):
    """Run the notebook's cell once the kernel is connected (a run sent earlier can be lost)."""
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=90_000)
    prompt = page.locator(".jp-Cell").first.locator(".jp-InputPrompt")
    for _ in range(10):
        page.locator(".jp-Cell").first.locator(".jp-InputArea-editor").click()
        page.keyboard.press("Control+Enter")             # run in place, do not add cells
        try:
            page.wait_for_function("el => /\\[[0-9*]+\\]/.test(el.innerText)", arg=prompt.element_handle(),
                                   timeout=5_000)
            return
        except Exception:
            time.sleep(1)
    pytest.fail("the notebook cell never ran")


def revision(page) -> str:
    return page.eval_on_selector(".nassau-widget", "el => el.dataset.revision")


def header(page) -> str:
    return page.inner_text(".nassau-header")


# Clicks an element in the page and times, with the page's own clock, how long it takes until
# the board is redrawn (or a choice is offered): the latency a player sees.
CLICK_AND_TIME = """([selector, index]) => new Promise((resolve, reject) => {
  const root = document.querySelector('.nassau-widget');
  const rev = root.dataset.revision;
  const count = () => root.querySelectorAll('.nassau-widget-choice').length;
  const choices = count();
  const t0 = performance.now();
  const obs = new MutationObserver(() => {
    if (root.dataset.revision !== rev || count() !== choices) {
      obs.disconnect();
      resolve({ms: performance.now() - t0, redrawn: root.dataset.revision !== rev});
    }
  });
  obs.observe(root, {attributes: true, childList: true, subtree: true});
  setTimeout(() => { obs.disconnect(); reject(new Error('nothing changed after a click on ' + selector)); }, 20000);
  const shown = [...document.querySelectorAll(selector)].filter(el => el.getClientRects().length > 0);
  shown[index].dispatchEvent(new MouseEvent('click', {bubbles: true}));
})"""
VISIBLE_TEXTS = """selector => [...document.querySelectorAll(selector)]
  .filter(el => el.getClientRects().length > 0).map(el => el.textContent.trim())"""


def click_and_time(page, selector, index=0):
    """Click the index-th match of selector; seconds to the redrawn board, or None if only a choice appeared."""
    result = page.evaluate(CLICK_AND_TIME, [selector, index])
    return result["ms"] / 1000 if result["redrawn"] else None


def test_an_illegal_click_shows_the_rule_and_changes_nothing(page):
    assert "You must move" in header(page)
    svg, rev = page.inner_html(".nassau-widget-board"), revision(page)
    page.locator('.nassau-widget-board [data-space="20"]').click()       # not reachable on a first move
    page.wait_for_selector(".nassau-widget-message.is-error:not([hidden])", timeout=10_000)
    assert "rule: movement.first" in page.inner_text(".nassau-widget-message")
    assert page.inner_html(".nassau-widget-board") == svg and revision(page) == rev


def test_play_round_one_by_clicking(page, front_end):
    log_before = page.inner_text(".nassau-log")
    latencies = []
    for _ in range(120):
        if "Round 2" in header(page) or "game over" in header(page).lower():
            break
        if page.locator(".nassau-widget-choice").count():
            took = click_and_time(page, ".nassau-widget-choice")
        elif page.locator(".nassau-widget-board .target").count():
            took = click_and_time(page, ".nassau-widget-board .target")
        else:
            names = page.evaluate(VISIBLE_TEXTS, ".nassau-actions button")
            pick = next((n for n in ("pass", "done") if n in names), names[0])
            took = click_and_time(page, ".nassau-actions button", names.index(pick))
        if took is not None:
            latencies.append(took)
    assert "Round 2" in header(page), header(page)
    assert page.inner_text(".nassau-log") != log_before
    assert "Round 2" in page.text_content(".nassau-widget-board svg title")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"play-in-{front_end}.png"), full_page=True)
    median = statistics.median(latencies)
    (ARTIFACTS / f"latency-{front_end}.txt").write_text(
        f"clicks: {len(latencies)}\nmedian click-to-board: {median * 1000:.0f} ms\n"
        f"max: {max(latencies) * 1000:.0f} ms\n")
    print(f"\n{front_end}: {len(latencies)} clicks; click to redrawn board: median {median * 1000:.0f} ms, "
          f"max {max(latencies) * 1000:.0f} ms")
