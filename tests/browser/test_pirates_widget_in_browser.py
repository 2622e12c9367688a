"""The Pirates play widget in a real browser (Debian's chromium, driven by Playwright), in crowded
positions built on purpose (tests/pirates/widget_positions.py): every highlighted target takes a
real mouse click at its centre, whatever is drawn on it, in JupyterLab 4 and Notebook 7; and a
picture of each state of the widget (the start, a choice offered, a refusal, a fight's result,
the Nassau step with the position panel, the game over) is saved to test-artifacts/, in
JupyterLab's light and dark themes and in Notebook 7.
"""

import json
import statistics
from pathlib import Path

import pytest
from playwright.sync_api import expect

from .conftest import ARTIFACTS, CENTRE, SKIP, notebook, opened, put_json, set_theme

pytestmark = SKIP

ROOT = Path(__file__).resolve().parents[2]
STATES = ("start", "seven_is_a_target", "four_ships_on_seven", "ships_on_a_merchant", "sack_to_choose",
          "infamy_one_apart", "long_routes", "nassau_buying", "navy_to_face", "game_over")
CROWDED = ("seven_is_a_target", "four_ships_on_seven", "ships_on_a_merchant", "sack_to_choose", "long_routes",
           "nassau_buying", "navy_to_face")
SOURCE = f"""import sys
sys.path.insert(0, {str(ROOT)!r})
from IPython.display import display
from nassau import pirates
from tests.pirates import widget_positions as wp
tables = {{"start": pirates.play(players=["You", "bot", "bot", "bot"], seed=1, undo="free")}}
for name in {STATES[1:]!r}:
    tables[name] = wp.table(getattr(wp, name)())
for name, t in tables.items():
    t.add_class("state-" + name)
    display(t)
"""


def fold_long_outputs(url, fold: bool):
    """Notebook 7 folds an output taller than a few screens into a small scrolled box: this
    notebook's ten tables are one such output."""
    raw = json.dumps({} if fold else {"autoScrollOutputs": False})
    put_json(url, "/lab/api/settings/@jupyter-notebook/notebook-extension:scroll-output", {"raw": raw})


@pytest.fixture(scope="module", params=["lab-light", "notebooks-light", "lab-dark"])
def view(request):
    return request.param


@pytest.fixture(scope="module")
def page(jupyter, view):
    content = notebook(SOURCE.splitlines(keepends=True))
    put_json(jupyter, "/api/contents/states.ipynb", {"type": "notebook", "format": "json", "content": content})
    front, theme = view.split("-")
    set_theme(jupyter, "JupyterLab Dark" if theme == "dark" else None)
    fold_long_outputs(jupyter, False)
    url = f"{jupyter}/lab/tree/states.ipynb?reset" if front == "lab" else f"{jupyter}/notebooks/states.ipynb"
    try:
        with opened(url, ".state-game_over .nassau-widget svg") as page:
            page.set_viewport_size({"width": 1400, "height": 2400})     # a whole table in view for its picture
            page.wait_for_function(f"() => document.querySelectorAll('.nassau-widget svg').length === {len(STATES)}",
                                   timeout=60_000)
            if theme == "dark":
                page.wait_for_function("() => document.body.dataset.jpThemeLight === 'false'", timeout=30_000)
            yield page
    finally:
        set_theme(jupyter, None)
        fold_long_outputs(jupyter, True)


# The page's clock times a click: from the click event (captured before the widget sees it) to
# the redrawn board, a choice offered or a message shown.
ARM = """table => {
  const root = document.querySelector(`.state-${table} .nassau-widget`);
  const rev = root.dataset.revision;
  const row = () => root.querySelector('.nassau-widget-choices').innerHTML;
  const said = () => root.querySelector('.nassau-widget-message').innerHTML;
  const before = [row(), said()];
  let t0 = null;
  root.addEventListener('click', () => { t0 = performance.now(); }, {capture: true, once: true});
  window.__nassauWait = new Promise(resolve => {
    const obs = new MutationObserver(() => {
      const redrawn = root.dataset.revision !== rev;
      if (redrawn || row() !== before[0] || said() !== before[1]) {
        obs.disconnect();
        resolve({ms: t0 === null ? null : performance.now() - t0, redrawn,
                 offered: root.querySelector('.nassau-widget-choices.is-narrowed') !== null,
                 error: root.querySelector('.nassau-widget-message .nassau-message-error') !== null});
      }
    });
    obs.observe(root, {attributes: true, childList: true, subtree: true, characterData: true});
    setTimeout(() => { obs.disconnect(); resolve({ms: null, timeout: true}); }, 60000);
  });
}"""


def click_at(page, table, x, y) -> dict:
    page.evaluate(ARM, table)
    page.mouse.click(x, y)
    return page.evaluate("() => window.__nassauWait")


def click_element(page, table, locator) -> dict:
    box = locator.evaluate(CENTRE)
    return click_at(page, table, box["x"], box["y"])


def restore(page, table, result):
    """Put the table back as it was: put an offered choice away, or undo a decision."""
    widget = page.locator(f".state-{table}")
    if result.get("offered"):
        click_element(page, table, widget.locator(".nassau-widget-cancel"))
        expect(widget.locator(".nassau-widget-choices.is-narrowed")).to_have_count(0)
    elif result.get("redrawn"):
        undo = widget.locator(".nassau-controls button", has_text="undo")
        # The board's redraw and the button's state are separate messages from the kernel: the
        # button is pressed once it says it can be (it is greyed out while undo would be refused).
        expect(undo).to_be_enabled()
        back = click_element(page, table, undo)
        assert back.get("redrawn"), f"{table}: undo did not redraw the board: {back}"


def shot(page, view, table, name):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.locator(f".state-{table}").screenshot(path=str(ARTIFACTS / f"pirates-{name}-{view}.png"),
                                               animations="disabled")


def test_screenshots_of_each_state(page, view):
    for table in ("start", "seven_is_a_target", "ships_on_a_merchant", "infamy_one_apart", "long_routes",
                  "nassau_buying", "navy_to_face", "game_over", "four_ships_on_seven"):
        shot(page, view, table, table.replace("_", "-"))
    widget = page.locator(".state-seven_is_a_target")
    result = click_element(page, "seven_is_a_target", widget.locator('.nassau-widget-board [data-space="7"]'))
    assert result["offered"]
    expect(widget.locator(".nassau-widget-choices.is-narrowed button")).to_have_count(4)
    expect(widget.locator(".nassau-widget-message")).to_contain_text("Several moves reach space 7")
    shot(page, view, "seven_is_a_target", "choice-offered")
    restore(page, "seven_is_a_target", result)
    widget = page.locator(".state-start")
    result = click_element(page, "start", widget.locator('.nassau-widget-board [data-space="20"]'))
    message = widget.locator(".nassau-widget-message .nassau-message-error")
    assert result["error"]
    expect(message).to_have_attribute("title", "rule: movement.first")
    expect(message).not_to_contain_text("[rule")
    shot(page, view, "start", "refusal")
    widget = page.locator(".state-sack_to_choose")
    with_odds = widget.locator(".nassau-widget-choice:has(.nassau-widget-odds)")
    expect(with_odds.locator(".nassau-widget-notation")).to_have_text(["sack 3/3", "sack 2/2", "sack 2/1", "sack 1/2"])
    expect(with_odds.locator(".nassau-widget-odds")).to_have_text(["100 %", "0 %", "0 %", "0 %"])
    shot(page, view, "sack_to_choose", "fight-odds")
    result = click_element(page, "sack_to_choose", widget.locator('.nassau-widget-choice[data-notation="sack 3/3"]'))
    assert result["redrawn"]
    expect(widget.locator(".nassau-widget-board .fight").first).to_contain_text("You sacked St. Augustine")
    expect(widget.locator(".nassau-widget-message")).to_contain_text("You sacked St. Augustine.")
    shot(page, view, "sack_to_choose", "fight-result")
    restore(page, "sack_to_choose", result)
    over = page.locator(".state-game_over")
    expect(over.locator(".nassau-game-over")).to_contain_text("The game is over.")
    expect(page.locator(".nassau-actions")).to_have_count(0)          # the choices live in one place


# the clicks are the same in the dark theme, which the other tests photograph
@pytest.mark.parametrize("view", ["lab-light", "notebooks-light"], indirect=True)
def test_every_highlighted_target_takes_a_click_at_its_centre(page, view):
    clicked, latencies = [], []
    for table in CROWDED:
        targets = page.locator(f".state-{table} .nassau-widget-board .target")
        count = targets.count()
        assert count, f"{table}: nothing is highlighted"
        for i in range(count):
            target = targets.nth(i)
            what = target.evaluate("el => [...el.attributes].filter(a => a.name.startsWith('data-'))"
                                   ".map(a => a.name + '=' + a.value).join(' ')")
            box = target.evaluate(CENTRE)
            assert box["same"], f"{table}: the centre of {what} is covered by {box['under']}"
            result = click_at(page, table, box["x"], box["y"])
            assert not result.get("timeout") and not result.get("error"), f"{table}: a click on {what} did nothing"
            assert result["redrawn"] or result["offered"], f"{table}: {what}: {result}"
            clicked.append(f"{table} {what}: {'choice offered' if result['offered'] else 'played'}")
            if result["ms"] is not None and result["redrawn"]:
                latencies.append(result["ms"])
            restore(page, table, result)
            targets = page.locator(f".state-{table} .nassau-widget-board .target")
    assert len(clicked) >= 20
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    median = statistics.median(latencies)
    (ARTIFACTS / f"crowded-clicks-{view}.txt").write_text(
        "\n".join(clicked) + f"\nclicks that redrew the board: {len(latencies)}; median click-to-board "
        f"{median:.0f} ms, max {max(latencies):.0f} ms\n")
    print(f"\n{view}: {len(clicked)} targets clicked at their centres; click to redrawn board: median "
          f"{median:.0f} ms, max {max(latencies):.0f} ms")
