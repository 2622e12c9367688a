"""A Merchants & Marauders naval battle in the map widget, in JupyterLab 4 (Debian's chromium,
driven by Playwright): the panel's declaration buttons carry the exact chance to win the
Seamanship contest. Its own module, so that the other widget tests' browser is closed first
(two Playwright sessions cannot run at once)."""

import re

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


def test_at_port_royal_the_harbour_offers_the_pirate_his_two_ways_in_spelled_out(jupyter):
    """A pirate with an English bounty off Port Royal clicks its harbour: the panel spells out
    his choice, 2 gold or an Influence roll; paying takes him in."""
    from .test_marauders_widget_in_browser import Player
    with opened(f"{jupyter}/lab/tree/marauders-port-royal.ipynb?reset", f"{ROOT} svg") as page:
        me = Player(page)
        expect(me.header()).to_contain_text("Round 1: you have 3 actions left")
        assert me.on_map('[data-harbour="port-royal"].target')["narrowed"]
        pay, roll = me.choice("enter port pay", narrowed=True), me.choice("enter port roll", narrowed=True)
        expect(pay.locator(".marauders-widget-says")).to_have_text(
            "pay 2 gold to sail into Port Royal with an English bounty (1 action)")
        expect(roll.locator(".marauders-widget-says")).to_contain_text("roll Influence to sail into Port Royal")
        expect(pay.locator(".marauders-widget-odds")).to_have_text("1 action, 2 gold")        # what it costs
        expect(roll.locator(".marauders-widget-odds")).to_have_text(
            re.compile(r"^1 action, Influence \d+ %: a failure keeps you out$"))
        ARTIFACTS.mkdir(exist_ok=True)
        page.locator(".nassau-marauders").first.screenshot(path=str(ARTIFACTS / "marauders-widget-port-royal-lab.png"))
        assert me.choose("enter port pay")["redrawn"]
        expect(me.header()).to_contain_text("Round 1: you have 2 actions left")
        expect(me.choice("port")).to_have_count(1)


def test_a_bounty_taken_stays_in_the_banner_until_got_it_is_pressed(jupyter):
    """Scouting a merchant captain is a bounty: the banner above the message keeps it, in the
    warning colour, until the student presses 'got it'."""
    from .test_marauders_widget_in_browser import Player
    with opened(f"{jupyter}/lab/tree/marauders-banner.ipynb?reset", f"{ROOT} svg") as page:
        me = Player(page)
        banner = me.root().locator(".marauders-widget-banner")
        expect(banner).to_be_hidden()
        assert me.choose("scout captain Jon")["redrawn"]
        expect(banner).to_be_visible()
        expect(banner).to_contain_text(re.compile(r"You take an? \w+ bounty for attacking Jon"))
        ARTIFACTS.mkdir(exist_ok=True)
        page.locator(".nassau-marauders").first.screenshot(path=str(ARTIFACTS / "marauders-widget-banner-lab.png"))
        banner.locator(".marauders-widget-dismiss").click()
        expect(banner).to_be_hidden()
