"""The Merchants & Marauders map in Chromium, light and dark, at 900 px wide: with the
browser's own font metrics no label in a crowded zone runs into a marker, another label or
the zone's name, and every text stays inside its zone. Screenshots of the map and of the
HTML views go to test-artifacts/ to be looked at."""

import pytest

from ..marauders.helpers import place, sound
from ..marauders.test_render import played, put_npc
from .conftest import ARTIFACTS, CHROMIUM, SKIP

pytestmark = SKIP
TORTUGA = 2                     # the zone's index in the board data
PAGE = {"light": ("#ffffff", "#1f2328"), "dark": ("#0d1117", "#e6edf3")}

# the boxes, in the browser's own metrics, of what the crowded zone shows
BOXES = """zone => {
  const g = document.querySelector(`g[data-zone="${zone}"]`);
  const box = el => { const b = el.getBBox(); return [b.x, b.y, b.x + b.width, b.y + b.height]; };
  const frame = box(g.querySelector(':scope > rect.sea'));
  const items = [...g.querySelectorAll(':scope > text, :scope > circle')].map(box);
  for (const piece of g.querySelectorAll(':scope > g.piece')) {
    items.push(box(piece.querySelector('polygon')));
    const texts = piece.querySelectorAll('text');
    items.push(box(texts[texts.length - 1]));
  }
  return {frame, items};
}"""


def scene():
    """A game well under way, with four captains (two in port), two NPCs and a merchant token
    in Tortuga (a token from the track if a raid took Tortuga's)."""
    g = played(seed=3, decisions=200)
    z = TORTUGA
    if g.merchants[z] < 0:
        g.merchants = g.merchants[:z] + g.merchant_track[:1] + g.merchants[z + 1:]
        g.merchant_track = g.merchant_track[1:]
    for k, name in enumerate(g.names):
        place(g, name, "tortuga", in_port=k < 2)
    for slot in ("english", "pirate-large"):
        put_npc(g, slot, "tortuga")
    assert g.comp.zones[TORTUGA].id == "tortuga"
    return sound(g)


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, headless=True,
                               args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"])
        yield b
        b.close()


def _page(browser, theme, body):
    bg, fg = PAGE[theme]
    page = browser.new_page(viewport={"width": 932, "height": 1000}, color_scheme=theme)
    page.set_content(f'<!DOCTYPE html><html><body style="margin:16px;background:{bg};color:{fg}">{body}</body></html>')
    return page


def _overlap(a, b):
    return a[0] < b[2] - 0.5 and b[0] < a[2] - 0.5 and a[1] < b[3] - 0.5 and b[1] < a[3] - 0.5


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_map_reads_at_900_px_in_both_themes(browser, theme):
    g = scene()
    svg = str(g.to_svg()).replace("<svg ", '<svg style="width:900px;height:auto;display:block" ', 1)
    page = _page(browser, theme, svg)
    try:
        found = page.evaluate(BOXES, "tortuga")
        items, frame = found["items"], found["frame"]
        pieces = len(g.players) + sum(1 for n in g.npcs if n is not None and n[1] == TORTUGA)
        assert pieces >= 6 and len(items) == 2 + 1 + 2 * pieces     # name, demand, merchant; markers and labels
        for k, a in enumerate(items):
            assert frame[0] <= a[0] and frame[1] <= a[1] and a[2] <= frame[2] and a[3] <= frame[3], a
            for b in items[k + 1:]:
                assert not _overlap(a, b), (a, b)
        ARTIFACTS.mkdir(exist_ok=True)
        page.locator("svg").screenshot(path=str(ARTIFACTS / f"marauders-map-{theme}.png"))
    finally:
        page.close()


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_html_views_in_both_themes(browser, theme):
    """The game's HTML (the map as a picture, the captains' table) and a captain's board,
    as an untrusted notebook shows them: no script runs here."""
    g = scene()
    body = '<div style="width:900px">' + g._repr_html_() + g.board(0)._repr_html_() + "</div>"
    page = _page(browser, theme, body.replace("<script>", "<!--").replace("</script>", "-->"))
    try:
        page.wait_for_function("[...document.images].every(i => i.complete && i.naturalWidth > 0)")
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"marauders-html-{theme}.png"), full_page=True)
    finally:
        page.close()
