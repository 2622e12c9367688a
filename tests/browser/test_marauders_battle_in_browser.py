"""A Merchants & Marauders naval battle in the map widget, in JupyterLab 4 (Debian's chromium,
driven by Playwright): the panel's declaration buttons carry the exact chance to win the
Seamanship contest. Its own module, so that the other widget tests' browser is closed first
(two Playwright sessions cannot run at once)."""

from playwright.sync_api import expect

from .conftest import ARTIFACTS, SKIP, opened

pytestmark = SKIP
ROOT = ".marauders-widget"


def test_a_declaration_shows_its_odds_on_its_button(jupyter):
    """In a naval battle the panel's shoot button carries the exact chance to win the contest."""
    with opened(f"{jupyter}/lab/tree/marauders-fight.ipynb?reset", f"{ROOT} .marauders-widget-odds") as page:
        button = page.locator(f'{ROOT} button[data-notation="shoot"]')
        expect(button.locator(".marauders-widget-odds")).to_have_text("wins the contest 76 %")
        ARTIFACTS.mkdir(exist_ok=True)
        page.locator(".nassau-marauders").first.screenshot(path=str(ARTIFACTS / "marauders-widget-battle-lab.png"))
