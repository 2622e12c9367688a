"""The teacher's app (``python -m nassau serve``) in Debian's chromium: two visitors at once each
get a table of their own (their own kernel) and play by clicking without seeing each other's
game; one visitor beyond ``--max-kernels`` gets the "no free table" page, not a kernel; a closed
tab's kernel is ended by the idle culling, which frees its place; the two-player page seats two
humans; and no request leaves 127.0.0.1 (every other address is blocked, and the pages work).

Measured and written to test-artifacts/serve-figures.txt: page to board, click round trip, the
memory of each visitor's kernel, and the kernels left after the tabs close.
"""

import re
import statistics
import time
import urllib.error
import urllib.request

import pytest
from playwright.sync_api import expect

from .conftest import ARTIFACTS, CHROMIUM, SKIP, launch, nassau_server

pytestmark = SKIP

MAX_KERNELS = 3
IDLE_MINUTES = 0.25          # 15 s: long enough for a page to connect on a busy machine, short for the test
BOOT = 120_000               # a kernel's start and the notebook's run, on two busy cores
# what shows once each game's table is drawn
READY = {"pirates": ".nassau-widget-board svg", "piratoons": ".nassau-piratoons-ships svg",
         "marauders": ".marauders-widget svg"}
KERNEL_ID = re.compile(r"/api/kernels/([0-9a-f-]{36})/channels")

# The click's round trip on the page's clock: from the click event (captured before the widget
# sees it) to the board redrawn with the kernel's answer (the widget's revision changes).
ARM = """() => {
  const root = document.querySelector('.nassau-widget');
  const rev = root.dataset.revision;
  let t0 = null;
  root.addEventListener('click', () => { t0 = performance.now(); }, {capture: true, once: true});
  window.__nassauRoundTrip = new Promise(resolve => {
    const obs = new MutationObserver(() => {
      if (root.dataset.revision !== rev && t0 !== null) { obs.disconnect(); resolve(performance.now() - t0); }
    });
    obs.observe(root, {attributes: true, attributeFilter: ['data-revision']});
  });
}"""

# Waits (asking the server once a second) until the kernel ``id`` no longer exists; false if it
# still does after ``ms``.
GONE = """async ({id, ms}) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    if ((await fetch('/api/kernels/' + id)).status === 404) return true;
    await new Promise(resolve => setTimeout(resolve, 1000));
  }
  return false;
}"""


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """``python -m nassau serve`` on a free port with a small limit and a short idle time."""
    root = tmp_path_factory.mktemp("serve")
    with nassau_server(root, ["serve", "--max-kernels", str(MAX_KERNELS), "--idle-minutes", str(IDLE_MINUTES)]) as run:
        yield run


def kernel_status(url, kernel_id) -> int:
    try:
        return urllib.request.urlopen(f"{url}/api/kernels/{kernel_id}", timeout=10).status
    except urllib.error.HTTPError as exc:
        return exc.code


def kernel_processes(process):
    """The kernels the server runs: its child processes that are ipykernel."""
    import psutil
    return [p for p in psutil.Process(process.pid).children(recursive=True)
            if any("ipykernel" in part for part in p.cmdline())]


class Visitor:
    """One browser context (its own cookies and storage): a visitor of the app. Every request
    that is not for 127.0.0.1 is blocked and noted."""

    def __init__(self, browser, url, name):
        self.context = browser.new_context(viewport={"width": 1400, "height": 1500})
        self.url, self.name, self.kernels, self.outside = url, name, [], []
        self.context.route(re.compile(r"^(?!http://127\.0\.0\.1[:/]|blob:|data:).*"), self._block)
        self.page = self.context.new_page()
        self.page.on("websocket", self._socket)

    def _block(self, route):
        self.outside.append(route.request.url)
        route.abort()

    def _socket(self, ws):
        found = KERNEL_ID.search(ws.url)
        if found:
            self.kernels.append(found.group(1))

    def open(self, path):
        """Start loading ``path``; returns the time it started (Voilà streams the page while the
        kernel runs the notebook, so loading is not waited for here)."""
        start = time.perf_counter()
        self.response = self.page.goto(self.url + path, wait_until="commit", timeout=BOOT)
        return start

    def board(self, start, game="pirates") -> float:
        """Seconds from ``start`` until ``game``'s board shows (and for Pirates, its choices)."""
        self.widget = self.page.locator(".nassau-widget")
        expect(self.page.locator(READY[game]).first).to_be_visible(timeout=BOOT)
        if game == "pirates":
            expect(self.widget.locator(".nassau-widget-choice").first).to_be_visible(timeout=BOOT)
        return time.perf_counter() - start

    def play(self, notation) -> float:
        """Click the choice ``notation``; milliseconds until the kernel's redrawn board arrives."""
        self.page.evaluate(ARM)
        self.widget.locator(f'.nassau-widget-choice[data-notation="{notation}"]').click()
        return self.page.evaluate("() => window.__nassauRoundTrip")

    def shot(self, name):
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(ARTIFACTS / f"serve-{name}.png"), full_page=False, animations="disabled")


def test_each_visitor_plays_their_own_table_within_the_limit_and_culling_frees_a_place(server):
    url, process, log = server
    assert CHROMIUM
    from playwright.sync_api import sync_playwright
    figures = []
    with sync_playwright() as pw:
        browser = launch(pw)
        try:
            # the index page lists every game's two pages, and starts no kernel
            index = Visitor(browser, url, "index")
            index.open("/")
            expect(index.page.locator("a.nassau-game")).to_have_text(["Pirates of Nassau", "Piratoons",
                                                                      "Merchants & Marauders"])
            expect(index.page.locator("a.nassau-hotseat")).to_have_count(3)
            index.shot("index")
            assert kernel_processes(process) == []

            # two visitors open the same game at once, a third another game
            anne, ben, dora = (Visitor(browser, url, name) for name in ("anne", "ben", "dora"))
            # the same deal for the two (game 0, from the address), a fresh one for the third
            starts = [anne.open("/voila/render/play-pirates.ipynb?seed=0"),
                      ben.open("/voila/render/play-pirates.ipynb?seed=0"),
                      dora.open("/voila/render/play-marauders.ipynb")]
            boards = [anne.board(starts[0]), ben.board(starts[1]), dora.board(starts[2], "marauders")]
            figures.append("page to board, three pages opened together: " + ", ".join(
                f"{seconds:.1f} s ({game})" for seconds, game in zip(boards, ("pirates", "pirates", "marauders"))))
            dora.shot("marauders")
            expect(anne.widget).to_contain_text("Seats: You (human), Bot 2 (bot), Bot 3 (bot)")
            for visitor in (anne, ben):
                expect(visitor.page.get_by_text("Game 0: add ?seed=0 to this page's address")).to_be_visible()
            expect(dora.page.get_by_text(re.compile(r"^Game \d+: add \?seed=\d+ to this page"))).to_be_visible()
            kernels = anne.kernels + ben.kernels + dora.kernels
            assert len(kernels) == len(set(kernels)) == 3                 # a kernel of each page's own
            assert [kernel_status(url, k) for k in kernels] == [200] * 3
            assert len(kernel_processes(process)) == 3

            # each plays a different decision by clicking; each page shows only its own move
            trips = [anne.play("2>2"), ben.play("4>7")]
            mine, theirs = "You use a 2 and sail to space 2.", "You use a 4 and sail to space 7."
            expect(anne.widget).to_contain_text(mine)
            expect(ben.widget).to_contain_text(theirs)
            expect(anne.widget).not_to_contain_text(theirs)
            expect(ben.widget).not_to_contain_text(mine)
            anne.shot("anne-played")
            ben.shot("ben-played")
            # a second decision each, for more round trips
            for visitor in (anne, ben):
                choice = visitor.widget.locator(".nassau-widget-choice").first
                expect(choice).to_be_enabled(timeout=BOOT)
                trips.append(visitor.play(choice.get_attribute("data-notation")))
            figures.append(f"click round trip: median {statistics.median(trips):.0f} ms, max {max(trips):.0f} ms "
                           f"({len(trips)} clicks)")
            rss = [p.memory_info().rss / 2 ** 20 for p in kernel_processes(process)]
            figures.append("memory (RSS) of each visitor's kernel: " + ", ".join(f"{m:.0f} MB" for m in rss))

            # a fourth visitor finds every table taken: a clear page, no kernel
            cleo = Visitor(browser, url, "cleo")
            cleo.open("/voila/render/play-piratoons.ipynb")
            assert cleo.response.status == 503
            expect(cleo.page.locator("h1")).to_have_text("No free table")
            expect(cleo.page.locator("body")).to_contain_text(f"at most {MAX_KERNELS} tables at once")
            cleo.shot("no-free-table")
            assert len(kernel_processes(process)) == 3 and cleo.kernels == []

            # Anne closes her tab: her kernel is ended once idle, and Cleo gets a table (two players at one screen)
            closed = time.perf_counter()
            gone = anne.kernels[0]
            anne.context.close()
            ended = cleo.page.evaluate(GONE, {"id": gone, "ms": IDLE_MINUTES * 60_000 + 90_000})
            assert ended, f"the kernel of a closed tab still runs {time.perf_counter() - closed:.0f} s later"
            figures.append(f"a closed tab's kernel ended {time.perf_counter() - closed:.0f} s after the tab closed "
                           f"(--idle-minutes {IDLE_MINUTES:g}); kernels left: {len(kernel_processes(process))} "
                           f"(Ben's and Dora's, whose tabs are open)")
            assert kernel_status(url, ben.kernels[0]) == 200              # an open tab is never culled
            start = cleo.open("/voila/render/hotseat-piratoons.ipynb")
            assert cleo.response.status == 200
            cleo.board(start, "piratoons")
            expect(cleo.page.locator("body")).to_contain_text("Player 1 and Player 2 take turns at this screen")
            # the sealed step is Player 1's: the screen waits behind the gate for Player 1
            expect(cleo.page.locator("body")).to_contain_text("Pass the screen to Player 1.")
            expect(cleo.page.locator("button", has_text="I am Player 1")).to_be_visible()
            cleo.shot("hotseat-piratoons")
            for visitor in (ben, cleo, dora):
                visitor.context.close()

            for visitor in (index, anne, ben, cleo, dora):
                assert visitor.outside == [], f"{visitor.name}'s pages asked beyond 127.0.0.1: {visitor.outside}"
        finally:
            browser.close()
    assert "Traceback" not in log.read_text()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "serve-figures.txt").write_text("\n".join(figures) + "\n")
    print("\n" + "\n".join(figures))
