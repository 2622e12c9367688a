"""The built site in a real browser (Debian's chromium, driven by Playwright), served from
127.0.0.1 as a web host would serve it: a tutorial page draws its board pictures, the API
page lists ``new_game``, both themes read, and nothing is asked of another host."""

import functools
import http.server
import threading
from urllib.parse import urlparse

import pytest

from ..browser.conftest import ARTIFACTS, CHROMIUM, SKIP

pytestmark = SKIP

# a board picture that is drawn: an image loaded at its size, or the SVG with its spaces laid out
DRAWN = """el => {
  const img = el.querySelector('img'), svg = el.querySelector('svg');
  if (img) return img.complete && img.naturalWidth > 200 && img.getBoundingClientRect().width > 200;
  return !!svg && svg.getBoundingClientRect().width > 200 && svg.querySelectorAll('text').length > 20;
}"""


@pytest.fixture(scope="module")
def served(site):
    """The site's address on 127.0.0.1, and the hosts every page asked for."""
    handler = functools.partial(_Quiet, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="module", params=["light", "dark"])
def browser_page(request):
    from playwright.sync_api import sync_playwright
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=[
            "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--no-first-run"])
        try:
            page = browser.new_page(viewport={"width": 1300, "height": 1400}, color_scheme=request.param)
            page.hosts = set()
            page.on("request", lambda r: page.hosts.add(urlparse(r.url).hostname or r.url.split(":")[0]))
            page.theme = request.param
            yield page
        finally:
            browser.close()


def test_a_tutorial_page_shows_its_board_pictures(served, browser_page):
    from playwright.sync_api import expect
    page = browser_page
    page.goto(f"{served}/tutorials/02-a-round-step-by-step.html")
    expect(page.locator("h1").first).to_contain_text("A round, step by step")
    # the stored picture (an <img> of the board), or the live SVG that the output's own script
    # puts in its place where scripts run, as they do here
    board = page.locator(".nassau-picture").first
    expect(board).to_be_visible()
    board.scroll_into_view_if_needed()
    page.wait_for_function(DRAWN, arg=board.element_handle())
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"docs-tutorial-{page.theme}.png"))
    assert page.hosts <= {"127.0.0.1", "data"}, page.hosts


def test_the_api_page_lists_new_game(served, browser_page):
    from playwright.sync_api import expect
    page = browser_page
    page.goto(f"{served}/api/pirates.html")
    expect(page.locator("#nassau.pirates.new_game".replace(".", "\\."))).to_contain_text("new_game")
    body = page.evaluate("() => getComputedStyle(document.body).backgroundColor")
    assert (body == "rgb(255, 255, 255)") == (page.theme == "light"), body
    page.screenshot(path=str(ARTIFACTS / f"docs-api-{page.theme}.png"))
    assert page.hosts <= {"127.0.0.1", "data"}, page.hosts
