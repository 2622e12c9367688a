"""Play a Piratoons grab in a real browser (Debian's chromium, driven by Playwright) in JupyterLab 4:
the ipywidgets table shows the chest, the ships and the seat's controls, the claim buttons count
the sailors, sealing reveals the claims, and the stylesheet is one <style> element however often
the table redraws. Saves a screenshot to test-artifacts/.
"""

import json
import os
import subprocess
import sys
import time
import urllib.request

import pytest

from .test_play_in_browser import ARTIFACTS, CHROMIUM, _free_port, accept_dialog, run_first_cell

pytestmark = pytest.mark.skipif(
    CHROMIUM is None and not os.environ.get("CI"),
    reason="needs Debian's chromium (apt-get install chromium); CI installs it and never skips")

NOTEBOOK = {
    "cells": [{"cell_type": "code", "execution_count": None, "id": "play", "metadata": {}, "outputs": [],
               "source": ["from nassau import piratoons\n",
                          "table = piratoons.play(players=[\"You\", \"bot\", \"bot\", \"bot\"], seed=1)\n",
                          "table"]}],
    "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
    "nbformat": 4, "nbformat_minor": 5,
}


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    assert CHROMIUM, "chromium is not installed"
    root = tmp_path_factory.mktemp("toons")
    (root / "toons.ipynb").write_text(json.dumps(NOTEBOOK))
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
        from playwright.sync_api import sync_playwright
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=[
                "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync"])
            page = browser.new_page(viewport={"width": 1400, "height": 1600})
            page.add_locator_handler(page.locator(".jp-Dialog"), accept_dialog)
            page.goto(f"{url}/lab/tree/toons.ipynb")
            run_first_cell(page)
            page.wait_for_selector(".nassau-piratoons-ships svg", timeout=90_000)
            yield page
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=30)


def button(page, text):
    return page.locator(".nassau-piratoons-seat button", has_text=text).first


def test_claim_and_seal_by_clicking(page):
    turn = page.locator(".nassau-piratoons-turn")
    assert "You places sailors (sealed)" in turn.inner_text()
    assert page.locator(".nassau-piratoons-board svg, .nassau-piratoons-ships svg").count() == 4
    for _ in range(3):
        button(page, "G b4-3").click()
    page.wait_for_function("() => [...document.querySelectorAll('.nassau-piratoons-seat button')]"
                           ".some(b => b.textContent.includes('G b4-3 · 3'))", timeout=20_000)
    assert "●" not in page.inner_text(".nassau-piratoons-board")          # sealed: not on the shared board
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "piratoons-grab-in-lab.png"), full_page=True)
    button(page, "seal my claim").click()
    page.wait_for_function("() => document.querySelector('.nassau-piratoons-turn').innerText.includes('bids')",
                           timeout=20_000)
    assert "Claims revealed: You Gx3" in page.inner_text(".nassau-piratoons-log")
    styles = page.evaluate("() => [...document.querySelectorAll('.nassau-piratoons style')].length")
    assert styles == 1                                                   # loaded once, not per redraw
    page.screenshot(path=str(ARTIFACTS / "piratoons-bids-in-lab.png"), full_page=True)
