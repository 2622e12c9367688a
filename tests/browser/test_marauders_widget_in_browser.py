"""The Merchants & Marauders map widget in a real browser (Debian's chromium, driven by
Playwright), in JupyterLab 4 and Notebook 7: a notebook runs ``marauders.play(["You", "bot",
"bot", "bot"], seed=1)`` and the test plays by real mouse clicks on what the map highlights:
the first ship from the panel, the port action by clicking the harbour (its panel, then
done), leaving port by clicking the home zone, an illegal click on a zone that does not
border (the rule's words shown, its id in the tooltip, the map unchanged), a click on the
captain's own ship (the panel narrowed, then put away), sailing by clicking a zone; then on
for a few more turns. The latency from a click to the redrawn map is measured by the page's
own clock and written to test-artifacts/marauders-latency-*.txt (never asserted but for a
generous sanity bound); screenshots in the light and the dark theme go there too.
"""

import re
import statistics

import pytest
from playwright.sync_api import expect

from .conftest import ARTIFACTS, SKIP, opened, set_theme

pytestmark = SKIP
ROOT = ".marauders-widget"


@pytest.fixture(scope="module", params=["lab", "notebooks", "lab-dark"])
def view(request):
    """JupyterLab 4 and Notebook 7 in the light theme, and JupyterLab in its dark theme."""
    return request.param


@pytest.fixture(scope="module")
def page(jupyter, view):
    front, _, theme = view.partition("-")
    set_theme(jupyter, "JupyterLab Dark" if theme == "dark" else None)
    url = f"{jupyter}/lab/tree/marauders.ipynb?reset" if front == "lab" else f"{jupyter}/notebooks/marauders.ipynb"
    try:
        with opened(url, f"{ROOT} svg") as page:
            page.set_viewport_size({"width": 1400, "height": 2400})     # the whole table in view for its picture
            if theme == "dark":
                page.wait_for_function("() => document.body.dataset.jpThemeLight === 'false'", timeout=30_000)
            yield page
    finally:
        set_theme(jupyter, None)


# A point of an element where a click lands on it and on nothing clickable drawn over it
# (the innermost clickable thing under the point is the element itself), scrolled into view:
# the centre when it is free, else the first free point of a grid over its box.
POINT = """el => {
  el.scrollIntoView({block: 'center', inline: 'nearest'});
  const r = el.getBoundingClientRect();
  const clickable = '[data-piece],[data-merchant],[data-harbour],[data-zone],button';
  const spots = [[0.5, 0.5]];
  for (const fy of [0.15, 0.3, 0.45, 0.6, 0.75, 0.9]) for (const fx of [0.2, 0.4, 0.6, 0.8]) spots.push([fx, fy]);
  for (const [fx, fy] of spots) {
    const x = r.left + r.width * fx, y = r.top + r.height * fy;
    const hit = document.elementFromPoint(x, y);
    if (hit && hit.closest(clickable) === el) return {x, y, ok: true};
  }
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return {ok: false, under: hit ? hit.outerHTML.slice(0, 160) : null};
}"""

# Times a click with the page's own clock: from the click event (captured before the widget
# sees it) until the map is redrawn, the panel changes or a message shows.
ARM = """root => {
  const rev = root.dataset.revision;
  const panel = () => root.querySelector('.marauders-widget-panel').innerHTML;
  const said = () => root.querySelector('.marauders-widget-message').innerHTML;
  const before = [panel(), said()];
  let t0 = null;
  root.addEventListener('click', () => { t0 = performance.now(); }, {capture: true, once: true});
  window.__maraudersWait = new Promise(resolve => {
    const obs = new MutationObserver(() => {
      const redrawn = root.dataset.revision !== rev;
      if (redrawn || panel() !== before[0] || said() !== before[1]) {
        obs.disconnect();
        resolve({ms: t0 === null ? null : performance.now() - t0, redrawn,
                 narrowed: root.querySelector('.marauders-widget-group.is-narrowed') !== null,
                 error: root.querySelector('.marauders-widget-message .nassau-message-error') !== null});
      }
    });
    obs.observe(root, {attributes: true, childList: true, subtree: true, characterData: true});
    setTimeout(() => { obs.disconnect(); resolve({timeout: true}); }, 60000);
  });
}"""


class Player:
    """Clicks on the widget and keeps the latency of each click that redrew the map."""

    def __init__(self, page):
        self.page, self.latencies, self.clicks = page, [], []

    def root(self):
        return self.page.locator(ROOT).first

    def click(self, locator, what: str) -> dict:
        spot = locator.evaluate(POINT)
        assert spot["ok"], f"{what}: no free point to click; {spot['under']}"
        self.root().evaluate(ARM)
        self.page.mouse.click(spot["x"], spot["y"])
        result = self.page.evaluate("() => window.__maraudersWait")
        assert not result.get("timeout"), f"a click on {what} did nothing"
        said = "redrawn" if result["redrawn"] else "narrowed" if result["narrowed"] else "said"
        self.clicks.append(f"{what}: {said}")
        if result["redrawn"] and result["ms"] is not None:
            self.latencies.append(result["ms"])
        return result

    def on_map(self, selector: str) -> dict:
        return self.click(self.root().locator(f".marauders-widget-board {selector}"), selector)

    def choose(self, notation: str) -> dict:
        button = self.root().locator(f'.marauders-widget-choice[data-notation="{notation}"]')
        return self.click(button, f"the choice {notation}")

    def map_title(self) -> str:
        return self.root().locator(".marauders-widget-board > svg > title").text_content()

    def header(self):
        """The table's header, drawn by the map widget with the map."""
        return self.root().locator(".nassau-header")

    def panel(self):
        return self.root().locator(".marauders-widget-panel")

    def panel_kind(self) -> str:
        return self.panel().get_attribute("data-kind") or ""

    def choice(self, notation: str, narrowed: bool = False):
        group = ".marauders-widget-group.is-narrowed " if narrowed else ""
        return self.root().locator(f'{group}.marauders-widget-choice[data-notation="{notation}"]')

    def notations(self) -> list:
        return self.root().locator(".marauders-widget-choice[data-notation]").evaluate_all(
            "els => els.filter(e => e.getClientRects().length).map(e => e.dataset.notation)")

    def map_html(self):
        return self.root().locator(".marauders-widget-board").inner_html(), self.root().get_attribute("data-revision")


def shot(page, view, name):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.locator(".nassau-marauders").first.screenshot(path=str(ARTIFACTS / f"marauders-widget-{name}-{view}.png"),
                                                       animations="disabled")


def test_a_turn_by_clicking_the_map_then_more_turns(page, view):
    me = Player(page)
    expect(me.header()).to_contain_text("you choose a first ship")
    lesson = me.root().locator(".marauders-widget-lesson")
    expect(lesson).to_contain_text("The rule")                     # learn as you play: the first ship's rule
    expect(lesson).to_contain_text("船隻")
    shot(page, view, "lesson")
    assert me.choose("ship sloop")["redrawn"]
    expect(me.header()).to_contain_text("Round 1: you have 3 actions left")
    # your own ship in one line above the choices, in the first screenful of a 1,000-px window
    status = me.root().locator(".marauders-widget-status")
    expect(status).to_have_text(re.compile(r"^Your sloop, in port at St\. John · intact: hull 2/2, cargo 2/2, "))
    box, top = status.bounding_box(), me.root().bounding_box()
    assert box["y"] + box["height"] - top["y"] < 1000, box
    expect(lesson).to_contain_text("turn 回合")                     # a new kind of decision, a new note
    shot(page, view, "start")
    lesson.locator("button", has_text="got it").click()
    expect(lesson).to_be_hidden()

    # the port action by clicking the harbour of St. John, where the captain is
    assert me.on_map('[data-harbour="st-john"].target')["redrawn"]
    expect(me.panel()).to_have_attribute("data-kind", "port")
    expect(me.choice("done")).to_have_count(1)
    expect(me.root().locator('.marauders-widget-group[data-group="Shipyard"]')).to_have_count(1)
    expect(me.choice("buy weapon chain-shot").locator(".marauders-widget-odds")).to_have_text("3 gold")
    expect(me.choice("buy mod").locator(".marauders-widget-odds")).to_have_text(re.compile(r"^[a-z ]+, \d+ gold$"))
    expect(lesson).to_contain_text("port action 港口動作")
    shot(page, view, "port-panel")
    lesson.locator("button", has_text="no more rule notes").click()
    expect(lesson).to_be_hidden()
    # a weapon, then a rumor: the shipyard closes, and the panel says which rule closed it
    assert me.choose("buy weapon chain-shot")["redrawn"]
    assert me.choose("rumor")["redrawn"]
    closed = me.root().locator('.marauders-widget-closed[data-closed="Shipyard"]')
    expect(closed).to_contain_text("closed: The shipyard is one activity of the port action")
    expect(me.root().locator('.marauders-widget-group[data-group="Shipyard"]')).to_have_count(0)
    shot(page, view, "port-closed")
    assert me.choose("done")["redrawn"]

    # leave port by clicking the home zone; then a zone that does not border it is refused
    assert me.on_map('g.zone.target[data-zone="st-john"]')["redrawn"]
    before = me.map_html()
    result = me.on_map('[data-zone="havana"]')
    assert result["error"] and not result["redrawn"]
    message = me.root().locator(".marauders-widget-message .nassau-message-error")
    expect(message).to_have_text(re.compile(r"^Havana does not border St\. John"))
    expect(message).not_to_contain_text("[rule")
    expect(message).to_have_attribute("title", "rule: move.adjacent")
    assert me.map_html() == before          # nothing changed: the refusal is one message, the map not in it
    shot(page, view, "refusal")

    # the captain's own ship asks what to do here; cancel puts the choice away
    result = me.on_map('[data-piece="captain 0"]')
    assert result["narrowed"]
    expect(me.choice("enter port", narrowed=True)).to_have_count(1)
    shot(page, view, "narrowed")
    me.click(me.root().locator(".marauders-widget-cancel"), "cancel")
    expect(me.root().locator(".marauders-widget-group.is-narrowed")).to_have_count(0)

    # sail by clicking a zone next to it: the third action ends the turn and the bots play on
    log = page.locator(".nassau-log")
    before = log.inner_text()
    assert me.on_map('g.zone.target[data-zone="st-maarten"]')["redrawn"]
    expect(log).not_to_have_text(before, use_inner_text=True)     # the log pane is a widget of its own
    play_on(me, rounds=8)
    expect(lesson).to_be_hidden()                                   # switched off: no note came back
    shot(page, view, "later")
    report(me, view)


def play_on(me, rounds: int, most: int = 100):
    """Click on until round ``rounds`` begins: a narrowed choice's first, a port action's
    'done', a fight's or a raid's first choice; on a turn, now and then the highlighted
    harbour (into port, or the port action), else a highlighted zone, else 'end turn' (or the
    first choice of a question asked on the turn)."""
    for k in range(most):
        title = me.map_title()                  # the last click's redraw has landed: map, panel and header
        if title.endswith(f"round {rounds}") or "game over" in title:
            return
        names = me.notations()
        board = me.root().locator(".marauders-widget-board")
        narrowed = me.root().locator(".marauders-widget-group.is-narrowed .marauders-widget-choice[data-notation]")
        zones, harbour = board.locator("g.zone.target"), board.locator("rect.port.target")
        if narrowed.count():
            me.click(narrowed.first, "a narrowed choice")
        elif me.panel_kind() == "port" and "done" in names:
            me.choose("done")
        elif me.panel_kind() != "turn" and names:
            me.choose(names[0])
        elif harbour.count() and k % 3 == 0:
            me.click(harbour.first, "the highlighted harbour")
        elif zones.count():
            me.click(zones.nth(k % zones.count()), "a highlighted zone")
        else:                                   # (a choice asked on a turn, such as where a modification goes)
            me.choose("end turn" if "end turn" in names else names[0])
    pytest.fail(f"round {rounds} not reached in {most} clicks: {me.map_title()}")


def report(me, view):
    """The click-to-map latency: printed and written to test-artifacts (a sanity bound only)."""
    median = statistics.median(me.latencies)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / f"marauders-latency-{view}.txt").write_text(
        f"clicks that redrew the map: {len(me.latencies)}\nmedian click-to-map: {median:.0f} ms\n"
        f"max: {max(me.latencies):.0f} ms\ntarget: under 100 ms median\n" + "\n".join(me.clicks) + "\n")
    print(f"\nmarauders {view}: {len(me.latencies)} clicks redrew the map; median {median:.0f} ms, "
          f"max {max(me.latencies):.0f} ms")
    assert len(me.latencies) >= 20
    assert median < 2000                                            # a sanity bound, not a target

