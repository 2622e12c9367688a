"""Play a Piratoons grab in a real browser (Debian's chromium, driven by Playwright) in JupyterLab 4:
the ipywidgets table shows the chest, the ships and the seat's controls, the claim buttons count
the sailors, sealing reveals the claims, and the stylesheet is one <style> element however often
the table redraws. Saves a screenshot to test-artifacts/.
"""

import pytest

from .conftest import ARTIFACTS, SKIP, opened

pytestmark = SKIP


@pytest.fixture(scope="module")
def page(jupyter):
    with opened(f"{jupyter}/lab/tree/toons.ipynb?reset", ".nassau-piratoons-ships svg") as page:
        yield page


def button(page, text):
    return page.locator(".nassau-piratoons-seat button", has_text=text).first


def test_claim_and_seal_by_clicking(page):
    turn = page.locator(".nassau-piratoons-turn")
    assert "you to place sailors (sealed)" in turn.inner_text()
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
    assert "Claims revealed: you Gx3" in page.inner_text(".nassau-piratoons-log")
    styles = page.evaluate("() => [...document.querySelectorAll('.nassau-piratoons style')].length")
    assert styles == 1                                                   # loaded once, not per redraw
    page.screenshot(path=str(ARTIFACTS / "piratoons-bids-in-lab.png"), full_page=True)
