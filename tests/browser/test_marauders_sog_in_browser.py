"""Merchants & Marauders with every Seas of Glory switch on, in JupyterLab 4 (Debian's chromium,
driven by Playwright), light and dark: the setup's captain choice is made by clicking, then the
map shows the wind rose, the location tiles and every captain's favor and loyalty tracks, and a
click on a location's visit, a move or leaving port redraws it. Its own module: two Playwright sessions
cannot run at once."""

import pytest
from playwright.sync_api import expect

from .conftest import SKIP, opened, set_theme
from .test_marauders_widget_in_browser import ROOT, Player, shot

pytestmark = SKIP


@pytest.fixture(scope="module", params=["lab", "lab-dark"])
def view(request):
    return request.param


@pytest.fixture(scope="module")
def page(jupyter, view):
    dark = view.endswith("dark")
    set_theme(jupyter, "JupyterLab Dark" if dark else None)
    try:
        with opened(f"{jupyter}/lab/tree/marauders-sog.ipynb?reset", f"{ROOT} svg") as page:
            page.set_viewport_size({"width": 1400, "height": 2400})
            if dark:
                page.wait_for_function("() => document.body.dataset.jpThemeLight === 'false'", timeout=30_000)
            yield page
    finally:
        set_theme(jupyter, None)


def test_every_switch_shows_on_the_map_and_plays_by_clicking(page, view):
    me = Player(page)
    for _ in range(6):                                   # the captain dealt, then the first ship
        if me.panel_kind() != "setup":
            break
        me.choose(me.notations()[0])
    expect(me.panel()).to_have_attribute("data-kind", "turn")
    board = me.root().locator(".marauders-widget-board > svg")
    expect(board.locator("g.wind")).to_have_count(1)
    expect(board.locator("g.site")).to_have_count(16)
    expect(board.locator("g.track.favors")).to_have_count(4)
    expect(board.locator("g.track.loyalty")).to_have_count(4)
    shot(page, view, "seas-of-glory")
    choices = me.notations()
    pick = next(n for n in choices if n.startswith(("visit ", "move ", "leave port")))
    before = me.map_html()
    result = me.choose(pick)
    assert result["redrawn"] or result["narrowed"], (pick, result)
    assert me.map_html() != before or result["narrowed"]
