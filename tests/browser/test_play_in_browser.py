"""Play a round in a real browser (Debian's chromium, driven by Playwright), in JupyterLab 4
and in Notebook 7, by clicking the widget.

Starts a Jupyter server on 127.0.0.1 with temporary settings, opens a notebook that makes
``pirates.play(...)``, plays round 1 by clicking, checks that the board and the log update
and that an illegal click shows the rule and changes nothing, measures the latency from a
click to the redrawn board, and saves screenshots to test-artifacts/.
"""

import statistics

import pytest

from .conftest import ARTIFACTS, SKIP, opened

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
    assert "you must move" in header(page)
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
