"""Whole games of Merchants & Marauders played to the end by clicking, in a real browser
(Debian's chromium, driven by Playwright): the base game in Notebook 7, and a game with the
wind and the storm in JupyterLab 4, in its light and dark themes.

The test keeps a twin of the table in its own process, with the same seed: a heuristic captain
picks You's choice there, the test clicks that choice's button in the browser, plays it on the
twin too, and waits for the browser to show the twin's redraw (its revision). Along the way it
checks what a student must see: a priced purchase, the fight drawn above the map, a skull hit
named as a hit on your own ship, a storm's risk on the move that sails into it, and a death
that stays in the banner; at the end, the final scoring, with why the game ended and where each
captain's points came from.
"""

import html
import json

import pytest
from playwright.sync_api import expect

from nassau import marauders
from nassau.kernel.adapter import make_bot
from nassau.marauders.adapter import ADAPTER

from .conftest import ARTIFACTS, SKIP, notebook, opened, put_json, set_theme
from .test_marauders_widget_in_browser import ROOT, Player

pytestmark = SKIP

# Seeds where the heuristic captain's game shows each thing checked (the twin asserts it did).
GAMES = {
    "base": dict(players=["You", "bot", "bot"], seed=1, options={"round_limit": 6}),
    "storms": dict(players=["You", "bot", "bot"], seed=8, modules=["wind", "storms"], options={"round_limit": 6}),
}
GAME_OF = {"lab": "storms", "notebooks": "base", "lab-dark": "storms"}
SOURCE = f"""from IPython.display import display
from nassau import marauders
tables = {{name: marauders.play(**kwargs) for name, kwargs in {GAMES!r}.items()}}
for name, t in tables.items():
    t.add_class("game-" + name)
    display(t)
"""
DEATH = ("You drown.", "You are killed")


@pytest.fixture(scope="module", params=list(GAME_OF))
def view(request):
    return request.param


@pytest.fixture(scope="module")
def page(jupyter, view):
    content = notebook(SOURCE.splitlines(keepends=True))
    put_json(jupyter, "/api/contents/to-the-end.ipynb", {"type": "notebook", "format": "json", "content": content})
    front, _, theme = view.partition("-")
    set_theme(jupyter, "JupyterLab Dark" if theme == "dark" else None)
    url = f"{jupyter}/lab/tree/to-the-end.ipynb?reset" if front == "lab" else f"{jupyter}/notebooks/to-the-end.ipynb"
    try:
        with opened(url, f".game-storms {ROOT} svg") as page:
            page.set_viewport_size({"width": 1400, "height": 1600})
            if theme == "dark":
                page.wait_for_function("() => document.body.dataset.jpThemeLight === 'false'", timeout=30_000)
            yield page
    finally:
        set_theme(jupyter, None)


class Twin(Player):
    """The browser's table of one game, and its twin in this process."""

    def __init__(self, page, name):
        super().__init__(page)
        self.name, self.table = name, marauders.play(**GAMES[name])
        self.helper = make_bot(ADAPTER, "heuristic", GAMES[name]["seed"])

    def root(self):
        return self.page.locator(f".game-{self.name} {ROOT}")

    def in_sync(self):
        """Wait until the browser shows the twin's latest redraw."""
        self.page.wait_for_function("([sel, rev]) => document.querySelector(sel)?.dataset.revision === rev",
                                    arg=[f".game-{self.name} {ROOT}", str(self.table.board.revision)],
                                    timeout=60_000)

    def shot(self, name: str) -> None:
        self.page.locator(f".game-{self.name}").screenshot(path=str(ARTIFACTS / name), animations="disabled")

    def play(self, notation: str) -> None:
        """Click the choice (a button, or its entry in a group's pick list), and on the twin."""
        button = self.choice(notation)
        if button.count():
            self.choose(notation)
        else:
            group = self.root().locator(".marauders-widget-group", has=self.page.locator(f'option[value="{notation}"]'))
            group.locator("select").select_option(notation)
            self.click(group.locator("button[data-pick]"), f"{notation} from the list")
        assert self.table.board.click({"action": notation}) is None, notation
        self.in_sync()


def words(value) -> str:
    return html.unescape(json.dumps(value, ensure_ascii=False))


def check_death(me, seen, view) -> None:
    """A death of You's captain is in the banner, above the message, the first time it happens."""
    banner = html.unescape(me.table.board.banner)
    if "death" in seen or not any(d in banner for d in DEATH):
        return
    seen.add("death")
    alert = me.root().locator(".marauders-widget-banner")
    expect(alert).to_be_visible()
    expect(alert).to_contain_text(next(d for d in DEATH if d in banner))
    expect(alert).to_contain_text("the new captain is")
    me.shot(f"marauders-death-banner-{view}.png")


def test_a_whole_game_by_clicking_shows_what_a_student_must_see(page, view):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    me = Twin(page, GAME_OF[view])
    board = me.table.board
    seen = set()
    me.in_sync()
    for _ in range(400):
        game = me.table.game
        if game.is_over:
            break
        assert me.table.is_human(game.current_player)
        groups = words(board.groups)
        if "storm:" in groups and "storm" not in seen:        # the move into the storm says what it risks
            seen.add("storm")
            move = next(n for _, items in board.groups for n, _, note in items if "storm:" in note)
            shown = me.root().locator(f'[data-notation="{move}"], option[value="{move}"]')
            expect(shown).to_contain_text("storm: 3 random hits less your Seamanship successes")
            me.shot(f"marauders-storm-warning-{view}.png")
        if " gold" in groups and "priced" not in seen and board.panel[0] == "port":
            seen.add("priced")
            expect(me.root().locator(".marauders-widget-odds", has_text=" gold").first).to_be_visible()
        if board.svg.startswith('<div class="marauders-widget-fight">') and "fight" not in seen:
            seen.add("fight")                                  # both ships above the map
            expect(me.root().locator(".marauders-widget-fight svg")).to_have_count(1)
            me.shot(f"marauders-fight-to-end-{view}.png")
        if "skull hit on your own ship" in html.unescape(board.panel[1]) and "skull" not in seen:
            seen.add("skull")
            expect(me.panel()).to_contain_text("skull hit on your own ship")
        check_death(me, seen, view)
        me.play(me.helper.choose(game).notation)
    assert me.table.game.is_over
    check_death(me, seen, view)                                # (the last decision may be the fatal one)
    expect(me.root().locator(".marauders-widget-panel")).to_be_hidden()
    scores = me.page.locator(f".game-{me.name} .nassau-scores")
    expect(scores).to_contain_text("The game is over")
    for line in me.table.game.ending():                         # why it ended, and each captain's points
        expect(scores).to_contain_text(line)
    scores.scroll_into_view_if_needed()
    scores.screenshot(path=str(ARTIFACTS / f"marauders-game-over-{view}.png"), animations="disabled")
    wanted = {"base": {"priced", "fight", "skull", "death"}, "storms": {"priced", "storm", "death"}}[me.name]
    assert wanted <= seen, wanted - seen
