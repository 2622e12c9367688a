"""Play Piratoons in a real browser (Debian's chromium, driven by Playwright).

The first test plays a grab in JupyterLab 4: the ipywidgets table shows the chest, the ships
and the seat's controls, the claim buttons count the sailors, sealing reveals the claims, and
the stylesheet is one <style> element however often the table redraws.

The others open one notebook with three tables (one human at the grab; two humans sharing the
screen, at the gate; a game played to its end) in JupyterLab 4 and in Notebook 7, in the light
theme and in JupyterLab Dark, go through the widget's states (the grab, the gate, the auction,
a refused bid, the game over), measure the scoring table, check that the text is readable on
its background, and save a screenshot of each state to test-artifacts/.
"""

import json
import re

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout, expect

from .conftest import ARTIFACTS, SKIP, WAIT, notebook, opened, put_json

pytestmark = SKIP


@pytest.fixture
def page(jupyter):
    with opened(f"{jupyter}/lab/tree/toons.ipynb?reset", ".nassau-piratoons-ships svg") as page:
        yield page


def button(page, text):
    return page.locator(".nassau-piratoons-seat button", has_text=text).first


def test_claim_and_seal_by_clicking(page):
    turn = page.locator(".nassau-piratoons-turn")
    expect(turn).to_contain_text("you to place sailors (sealed)")
    expect(page.locator(".nassau-piratoons-board svg, .nassau-piratoons-ships svg")).to_have_count(4)
    for _ in range(3):
        button(page, "G b4-3").click()
    expect(page.locator(".nassau-piratoons-seat button", has_text="G b4-3 · 3")).to_have_count(1)
    # a state that never comes (sealed sailors are not on the shared board): read once the claim shows
    assert "●" not in page.inner_text(".nassau-piratoons-board")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "piratoons-grab-in-lab.png"), full_page=True)
    button(page, "seal my claim").click()
    expect(turn).to_contain_text("bids")
    expect(page.locator(".nassau-piratoons-log")).to_contain_text("Claims revealed: you Gx3")
    expect(page.locator(".nassau-piratoons style")).to_have_count(1)      # loaded once, not per redraw
    page.screenshot(path=str(ARTIFACTS / "piratoons-bids-in-lab.png"), full_page=True)


# --- every state, in both front ends and both themes -------------------------------------------------
STATES = "toons-states.ipynb"
STATES_CELL = [
    "from IPython.display import display\n",
    "from nassau import piratoons\n",
    "from nassau.piratoons.bots.heuristic import HeuristicBot\n",
    "grab = piratoons.play(players=[\"You\", \"bot\", \"bot\", \"bot\"], seed=1)\n",
    "gate = piratoons.play(players=[\"Ann\", \"Bo\", \"bot\"], seed=2)\n",
    "end = piratoons.play(players=[\"You\", \"bot\", \"bot\", \"bot\"], seed=3)\n",
    "helper = HeuristicBot(5)\n",
    "while not end.game.is_over:                 # the human seat's decisions made for it, through the widget\n",
    "    end.act(helper.choose(end.game).notation)\n",
    "display(grab, gate, end)",
]
THEMES_URL = "/lab/api/settings/@jupyterlab/apputils-extension:themes"

# The contrast ratio (WCAG 2) of each element's text colour against the first opaque
# background behind it, for every element with text of its own in a table.
CONTRAST = """root => {
  const rgb = s => { const m = s.match(/[\\d.]+/g).map(Number); return {r: m[0], g: m[1], b: m[2], a: m.length > 3 ? m[3] : 1}; };
  const lum = c => { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
                     return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b); };
  const behind = el => { for (let e = el; e; e = e.parentElement) { const c = rgb(getComputedStyle(e).backgroundColor);
                         if (c.a > 0.5) return c; } return {r: 255, g: 255, b: 255, a: 1}; };
  const worst = [];
  for (const el of root.querySelectorAll('*')) {
    const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim() && !/^[■●\\s]+$/.test(n.textContent));
    if (!own || el.closest('svg') || el.getClientRects().length === 0) continue;
    const st = getComputedStyle(el);
    const fg = rgb(st.color), bg = behind(el);
    const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
    const ratio = (a + 0.05) / (b + 0.05);
    if (ratio < 4.5) worst.push(`${el.tagName.toLowerCase()}.${el.className} "${el.textContent.trim().slice(0, 40)}": ${ratio.toFixed(2)} (${st.color} on rgb(${bg.r}, ${bg.g}, ${bg.b}))`);
  }
  return worst;
}"""


def _theme(url, name) -> None:
    put_json(url, THEMES_URL, {"raw": json.dumps({"theme": name})})


@pytest.fixture(scope="module")
def states_notebook(jupyter):
    put_json(jupyter, f"/api/contents/{STATES}", {"type": "notebook", "format": "json", "content": notebook(STATES_CELL)})
    yield jupyter
    _theme(jupyter, "JupyterLab Light")                  # the other browser tests see the light theme


@pytest.fixture(scope="module", params=[("lab", "light"), ("notebooks", "light"), ("lab", "dark"),
                                        ("notebooks", "dark")], ids=lambda p: "-".join(p))
def states(request, states_notebook):
    """(front end, theme, page) with the three tables shown."""
    front, theme = request.param
    url = states_notebook
    _theme(url, "JupyterLab Dark" if theme == "dark" else "JupyterLab Light")
    address = f"{url}/lab/tree/{STATES}?reset" if front == "lab" else f"{url}/notebooks/{STATES}"
    with opened(address, ".nassau-game-over") as page:
        page.set_viewport_size({"width": 1400, "height": 3000})      # a whole table in view, for its screenshot
        # Notebook 7 puts a long output in a scrolled box: open it, so each table shows whole
        page.evaluate("() => document.querySelectorAll('.jp-mod-outputsScrolled')"
                      ".forEach(el => el.classList.remove('jp-mod-outputsScrolled'))")
        expect(page.locator(".nassau-piratoons")).to_have_count(3)
        expect(page.locator("body")).to_have_attribute("data-jp-theme-light", "false" if theme == "dark" else "true")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        yield front, theme, page


def _shot(page, table, name, front, theme) -> None:
    table.scroll_into_view_if_needed()
    table.screenshot(path=str(ARTIFACTS / f"piratoons-{name}-{front}-{theme}.png"))


def _readable(table, what) -> None:
    """Wait until every text of the table reads at 4.5:1 or better; else say which do not."""
    try:
        table.page.wait_for_function(f"root => ({CONTRAST})(root).length === 0", arg=table.element_handle(),
                                     timeout=WAIT)
    except PlaywrightTimeout:
        bad = table.evaluate(CONTRAST)
        pytest.fail(f"text below 4.5:1 in {what}: " + "; ".join(bad[:5]))


def test_every_state_in_both_front_ends_and_themes(states):
    front, theme, page = states
    tables = page.locator(".nassau-piratoons")
    grab, gate, end = tables.nth(0), tables.nth(1), tables.nth(2)

    # the game over: the scoring table fits within 1,000 pixels, total and rank in view (what
    # each category counted is the second table, in a closed <details>)
    scoring = end.locator(".nassau-piratoons-scores table").first
    expect(scoring).to_contain_text("Fastest ship")
    expect(scoring).to_contain_text("Total")
    expect(scoring).not_to_contain_text("sails_rank")
    expect(end.locator(".nassau-game-over")).to_contain_text("The game is over.")
    width = scoring.bounding_box()["width"]
    (ARTIFACTS / f"piratoons-scoring-width-{front}-{theme}.txt").write_text(f"{width:.0f} px\n")
    print(f"\n{front} {theme}: the scoring table is {width:.0f} px wide")
    assert width < 1000, f"the scoring table is {width:.0f} px wide"
    _readable(end, "the game over")
    _shot(page, end, "game-over", front, theme)

    # the gate at a shared screen: nobody's controls, a button for the next player
    expect(gate.locator(".nassau-piratoons-gate")).to_be_visible()
    expect(gate.locator(".nassau-piratoons-seat:visible")).to_have_count(0)
    expect(gate.locator(".nassau-piratoons-gate button")).to_contain_text("I am Ann: show my controls")
    _readable(gate, "the gate")
    _shot(page, gate, "gate", front, theme)

    # the grab: three sailors on G, with "your position"
    seat = grab.locator(".nassau-piratoons-seat")
    for _ in range(3):
        seat.locator("button", has_text="G b4-3").first.click()
    expect(seat).to_contain_text("G b4-3 · 3", use_inner_text=True)
    expect(seat).to_contain_text("Your position", use_inner_text=True)
    _readable(grab, "the grab")
    _shot(page, grab, "grab", front, theme)

    # the auction, after sealing
    seat.locator("button", has_text="seal my claim").click()
    # the text shown (inner text): the bid row's button is there, hidden, in every phase
    expect(seat).to_contain_text("seal my bid", use_inner_text=True)
    expect(seat).to_contain_text(re.compile("bid in secret", re.IGNORECASE), use_inner_text=True)
    _readable(grab, "the auction")
    _shot(page, grab, "auction", front, theme)

    # a refused bid: more coins than the player has; the words on screen, the box not clamped
    box = seat.locator("input[type=number]").first
    box.fill("9")
    box.press("Enter")
    seat.locator("button", has_text="seal my bid").click()
    message = grab.locator(".nassau-piratoons-message .nassau-message-error")
    expect(message).to_contain_text("cannot bid 9")
    expect(message).to_have_attribute("title", "rule: auction.coins")
    expect(box).to_have_value("9")
    _readable(grab, "the refusal")
    _shot(page, grab, "refusal", front, theme)
