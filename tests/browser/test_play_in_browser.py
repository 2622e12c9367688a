"""Play a round in a real browser (Debian's chromium, driven by Playwright), in JupyterLab 4
and in Notebook 7, by clicking the widget.

Starts a Jupyter server on 127.0.0.1 with temporary settings, opens a notebook that makes
``pirates.play(...)``, plays round 1 with real mouse clicks at the centre of the highlighted
targets (each must land on its target, not on something drawn over it) and of the choices,
checks that the board and the log update and that an illegal click says why in plain words
(the rule in the tooltip) and changes nothing, measures the latency from a click to the
redrawn board (written to test-artifacts/latency-*.txt, never asserted), and saves screenshots
to test-artifacts/.
"""

import re
import statistics

import pytest
from playwright.sync_api import expect

from .conftest import ARTIFACTS, CENTRE, SKIP, opened

pytestmark = SKIP


@pytest.fixture(scope="module", params=["lab", "notebooks"])
def front_end(request):
    """JupyterLab 4 (/lab/tree/...) and Notebook 7 (/notebooks/...)."""
    return request.param


@pytest.fixture(scope="module")
def page(jupyter, front_end):
    url = f"{jupyter}/lab/tree/play.ipynb?reset" if front_end == "lab" else f"{jupyter}/notebooks/play.ipynb"
    with opened(url, ".nassau-widget svg") as page:
        yield page


def revision(page) -> str:
    return page.eval_on_selector(".nassau-widget", "el => el.dataset.revision")


def header(page):
    """The table's header, drawn by the board widget with the board."""
    return page.locator(".nassau-widget .nassau-header")


# Times a click with the page's own clock, from the click event (captured before the widget sees
# it) until the board is redrawn or a choice is offered: the latency a player sees.
ARM = """() => {
  const root = document.querySelector('.nassau-widget');
  const rev = root.dataset.revision;
  const row = () => root.querySelector('.nassau-widget-choices').innerHTML;
  const before = row();
  let t0 = null;
  root.addEventListener('click', () => { t0 = performance.now(); }, {capture: true, once: true});
  window.__nassauWait = new Promise(resolve => {
    const obs = new MutationObserver(() => {
      if (root.dataset.revision !== rev || row() !== before) {
        obs.disconnect();
        resolve({ms: t0 === null ? null : performance.now() - t0, redrawn: root.dataset.revision !== rev});
      }
    });
    obs.observe(root, {attributes: true, childList: true, subtree: true});
    setTimeout(() => { obs.disconnect(); resolve({timeout: true}); }, 60000);
  });
}"""


def click_centre(page, locator):
    """A real mouse click at the centre of an element, which must be what the click lands on;
    returns (seconds to the redrawn board or None if a choice was offered instead)."""
    box = locator.evaluate(CENTRE)
    assert box["same"], f"the centre of {locator} is covered by {box['under']}"
    page.evaluate(ARM)
    page.mouse.click(box["x"], box["y"])
    result = page.evaluate("() => window.__nassauWait")
    assert not result.get("timeout"), f"a click at the centre of {locator} did nothing"
    return result["ms"] / 1000 if result["redrawn"] else None


def test_an_illegal_click_says_why_in_plain_words_and_changes_nothing(page):
    expect(header(page)).to_contain_text("you must move")
    svg, rev = page.inner_html(".nassau-widget-board"), revision(page)
    box = page.locator('.nassau-widget-board [data-space="20"]').evaluate(CENTRE)
    assert box["same"]
    page.mouse.click(box["x"], box["y"])                               # not reachable on a first move
    message = page.locator(".nassau-widget-message .nassau-message-error")
    expect(message).to_have_text(re.compile(r"^The first move goes"))
    expect(message).not_to_contain_text("[rule")
    expect(message).to_have_attribute("title", "rule: movement.first")
    # nothing changed: the refusal is one message, the board not in it
    assert page.inner_html(".nassau-widget-board") == svg and revision(page) == rev


def test_play_round_one_by_clicking_the_centre_of_each_target(page, front_end):
    log_before = page.inner_text(".nassau-log")
    latencies, checked = [], 0
    for turn in range(120):
        said = header(page).inner_text()           # the last click's redraw has landed, header and board
        if "Round 2" in said or "game over" in said.lower():
            break
        narrowed = page.locator(".nassau-widget-choices.is-narrowed .nassau-widget-choice[data-notation]")
        targets = page.locator(".nassau-widget-board .target")
        if narrowed.count():
            took = click_centre(page, narrowed.first)
        elif targets.count():
            for i in range(targets.count()):                           # every target takes a click at its centre
                assert targets.nth(i).evaluate(CENTRE)["same"], targets.nth(i).evaluate("el => el.outerHTML")
                checked += 1
            took = click_centre(page, targets.nth(turn % targets.count()))
        else:
            names = page.evaluate(VISIBLE_TEXTS, ".nassau-widget-choice[data-notation]")
            pick = next((n for n in ("pass", "done") if n in names), names[0])
            took = click_centre(page, page.locator(f'.nassau-widget-choice[data-notation="{pick}"]'))
        if took is not None:
            latencies.append(took)
    expect(header(page)).to_contain_text("Round 2")
    expect(page.locator(".nassau-widget-board svg > title")).to_contain_text("Round 2")
    expect(page.locator(".nassau-log")).not_to_have_text(log_before, use_inner_text=True)    # a widget of its own
    assert checked > 5
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"play-in-{front_end}.png"), full_page=True)
    median = statistics.median(latencies)
    (ARTIFACTS / f"latency-{front_end}.txt").write_text(
        f"clicks: {len(latencies)}\nmedian click-to-board: {median * 1000:.0f} ms\n"
        f"max: {max(latencies) * 1000:.0f} ms\n")
    print(f"\n{front_end}: {len(latencies)} clicks; click to redrawn board: median {median * 1000:.0f} ms, "
          f"max {max(latencies) * 1000:.0f} ms")


VISIBLE_TEXTS = """selector => [...document.querySelectorAll(selector)]
  .filter(el => el.getClientRects().length > 0).map(el => el.dataset.notation)"""
