"""The offline JupyterLite site in a real browser: ``python -m nassau lite build --offline`` once
per run, served from 127.0.0.1 by a thread of this process, opened in Debian's chromium. For each
game its "Play" notebook starts a Pyodide kernel, runs its cell, and the human seat makes one
decision by a click in the widget. Every request the page and its workers make is routed here:
one that would leave 127.0.0.1 is refused and fails the test. The build's time and the site's
size, and each kernel's start, go to test-artifacts/lite-figures.txt; each table's picture to
test-artifacts/lite-GAME.png.
"""

import functools
import http.server
import os
import re
import shutil
import threading
import time
from importlib.util import find_spec

import pytest
from playwright.sync_api import expect

from nassau import games
from nassau.deploy.notebooks import file_name
from nassau.kernel.english import extra_hint

from .conftest import ARTIFACTS, SKIP, accept_dialog, launch, run_first_cell

MISSING = ("npm (apt-get install npm)" if shutil.which("npm") is None else
           extra_hint("lite") if find_spec("jupyterlite_core") is None or
           find_spec("jupyterlite_pyodide_kernel") is None else None)
pytestmark = [SKIP, pytest.mark.skipif(MISSING is not None and not os.environ.get("CI"),
                                       reason=f"building the JupyterLite site needs {MISSING}; CI installs it")]

# Pyodide's start on two busy cores: loading the runtime and the packages, then the first cell
KERNEL = 240_000
# each game's widget, and what the human seat clicks for its first decision
ROOT = {"pirates": ".nassau-widget", "piratoons": ".nassau-piratoons", "marauders": ".marauders-widget"}
CHOICE = {"pirates": ".nassau-widget-choice[data-notation]", "piratoons": ".nassau-piratoons-seat button",
          "marauders": ".marauders-widget-choice[data-notation]"}
LOCAL = re.compile(r"^(https?://127\.0\.0\.1:\d+/|data:|blob:)")


class Handler(http.server.SimpleHTTPRequestHandler):
    # WebAssembly must come as application/wasm, and Pyodide's modules as JavaScript
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm",
                      ".mjs": "text/javascript", ".js": "text/javascript", ".json": "application/json"}

    def log_message(self, *args):
        pass


def note(line: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with open(ARTIFACTS / "lite-figures.txt", "a", encoding="utf-8") as f:
        f.write(line + "\n")


@pytest.fixture(scope="session")
def site(tmp_path_factory):
    """The offline site, built once for the run."""
    from nassau.deploy import lite
    folder = tmp_path_factory.mktemp("lite") / "site"
    done = lite.build(folder, offline=True, log=lambda text: None)
    note(f"offline site: {done['bytes'] / 1e6:.1f} MB built in {done['seconds']:.1f} s")
    return folder


@pytest.fixture(scope="session")
def url(site):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def page(url):
    """A page whose every request (its workers' too: no service worker takes any) goes through
    here; the ones for anywhere but this server are refused and kept in ``page.outside``."""
    from playwright.sync_api import sync_playwright
    with sync_playwright() as pw:
        browser = launch(pw)
        try:
            context = browser.new_context(service_workers="block", viewport={"width": 1400, "height": 1800})
            outside, asked = [], []

            def route(r):
                asked.append(r.request.url)
                if LOCAL.match(r.request.url):
                    r.continue_()
                else:
                    outside.append(r.request.url)
                    r.abort()
            context.route("**/*", route)
            page = context.new_page()
            page.add_locator_handler(page.locator(".jp-Dialog"), accept_dialog)     # e.g. the kernel choice
            page.outside, page.asked = outside, asked
            yield page
        finally:
            browser.close()


# Piratoons' table draws, but its seat's controls stay hidden in JupyterLite (the seat's layout
# keeps display "none" in the page though the kernel has set it back), so no choice can be clicked
@pytest.mark.parametrize("game", games.names())
def test_play_one_decision_offline(page, url, game):
    start = time.perf_counter()
    page.goto(f"{url}/lab/index.html?path={file_name(game)}")
    run_first_cell(page, ".jp-CodeCell", KERNEL)          # the first cell is the words
    root = page.locator(ROOT[game]).first
    expect(root).to_be_visible(timeout=KERNEL)
    choice = root.locator(CHOICE[game]).first
    expect(choice).to_be_visible()
    note(f"{game}: kernel started and the table drawn {time.perf_counter() - start:.1f} s after the page opened")
    before = root.inner_text()
    revision = root.get_attribute("data-revision")
    choice.click()
    if revision is not None:          # the board widgets count their redraws
        expect(root).not_to_have_attribute("data-revision", revision)
    else:
        page.wait_for_function("([el, text]) => el.innerText !== text", arg=[root.element_handle(), before])
    expect(root.locator(".nassau-message-error")).to_have_count(0)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"lite-{game}.png"), full_page=True)
    assert any(u.endswith("/pyodide.asm.wasm") for u in page.asked), "Pyodide's runtime was not seen loading"
    assert any("/static/nassau/nassau-" in u for u in page.asked), "nassau's wheel was not seen loading"
    assert page.outside == [], f"requests left 127.0.0.1: {page.outside[:5]}"
