"""Pirates of Nassau's board in JupyterLab 4 (Debian's chromium, Playwright), light and dark,
read with the browser's own font metrics: in the positions that crowd it (the Navy's results
after step 4, fights fought beside the midpoints, ports with long goods, the static board's
zone names) every text stays inside its tile, card or badge, no two texts touch, and no fight
badge covers another badge, a label, a midpoint, a card, Nassau or the infamy track. A
picture of each goes to test-artifacts/.
"""

from pathlib import Path

import pytest
from playwright.sync_api import expect

from .conftest import ARTIFACTS, SKIP, notebook, opened, put_json, set_theme

pytestmark = SKIP

ROOT = Path(__file__).resolve().parents[2]
# the play widget's board just after fights (each with its number of result badges), and the
# static board (a game's own picture, as a notebook shows it) where nothing piles up on a space
WIDGETS = {"navy_results": 3, "fights_by_the_midpoints": 4}
STATIC = ("navy_to_face", "game_over")
SOURCE = f"""import sys
sys.path.insert(0, {str(ROOT)!r})
from IPython.display import HTML, display
from nassau.pirates.views.render import board_svg
from tests.pirates import widget_positions as wp
for name in {tuple(WIDGETS)!r}:
    t = wp.FIGHTS[name]()
    t.add_class("layout-" + name)
    display(t)
for name in {STATIC!r}:
    display(HTML(f'<div class="nassau layout-static-{{name}}">{{board_svg(getattr(wp, name)())}}</div>'))
"""

# What is wrong with a board, in the browser's metrics: a list of sentences (empty when right).
PROBLEMS = """svg => {
  // what the eye needs between two things, and between a text and its box's edge: 2 of the
  // board's pixels, however wide the notebook shows it
  const GAP = 2 * svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const box = el => { const r = el.getBoundingClientRect(); return {l: r.left, t: r.top, r: r.right, b: r.bottom}; };
  const meets = (a, b) => a.l < b.r + GAP && b.l < a.r + GAP && a.t < b.b + GAP && b.t < a.b + GAP;
  const inside = (a, b) => a.l >= b.l + GAP && a.r <= b.r - GAP && a.t >= b.t && a.b <= b.b;
  const name = el => (el.textContent.trim() || el.getAttribute('class') || el.tagName).slice(0, 48);
  const texts = [...svg.querySelectorAll('text')].filter(t => t.textContent.trim());
  const frames = [...svg.querySelectorAll('rect.port, rect.card, circle.route, .fight > rect')];
  const out = [];
  for (const t of texts) {              // a text that starts in a tile, card or badge stays in it
    const a = box(t), x = (a.l + a.r) / 2, y = (a.t + a.b) / 2;
    for (const f of frames) {
      const c = box(f);
      if (x > c.l && x < c.r && y > c.t && y < c.b && !inside(a, c))
        out.push(`"${name(t)}" runs out of its ${f.getAttribute('class') || 'badge'}`);
    }
  }
  for (let i = 0; i < texts.length; i++)
    for (let j = i + 1; j < texts.length; j++)
      if (meets(box(texts[i]), box(texts[j]))) out.push(`"${name(texts[i])}" runs into "${name(texts[j])}"`);
  const badges = [...svg.querySelectorAll('.fight')];
  const shapes = [...svg.querySelectorAll('path.mid, rect.card, rect.harbour, .infamy')];
  badges.forEach((g, i) => {
    const a = box(g.querySelector('rect'));
    badges.slice(i + 1).forEach(h => { if (meets(a, box(h))) out.push(`badge "${name(g)}" meets badge "${name(h)}"`); });
    for (const el of [...texts, ...shapes])
      if (!g.contains(el) && meets(a, box(el))) out.push(`badge "${name(g)}" covers "${name(el)}"`);
  });
  return out;
}"""


@pytest.fixture(scope="module", params=["lab-light", "lab-dark"])
def page(jupyter, request):
    theme = request.param.split("-")[1]
    content = notebook(SOURCE.splitlines(keepends=True))
    put_json(jupyter, "/api/contents/layout.ipynb", {"type": "notebook", "format": "json", "content": content})
    set_theme(jupyter, "JupyterLab Dark" if theme == "dark" else None)
    try:
        with opened(f"{jupyter}/lab/tree/layout.ipynb?reset", f".layout-static-{STATIC[-1]} svg") as page:
            page.set_viewport_size({"width": 1400, "height": 2400})
            if theme == "dark":
                page.wait_for_function("() => document.body.dataset.jpThemeLight === 'false'", timeout=30_000)
            yield page, request.param
    finally:
        set_theme(jupyter, None)


def boards(page):
    """(name, locator of the board's svg) for every board on the page, once its badges show."""
    for name, count in WIDGETS.items():
        svg = page.locator(f".layout-{name} .nassau-widget-board svg")
        expect(svg.locator(".fight")).to_have_count(count)
        yield name, svg
    for name in STATIC:
        yield f"static-{name}", page.locator(f".layout-static-{name} svg")


def test_no_text_leaves_its_box_and_no_badge_covers_a_label(page):
    page, view = page
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    found = {}
    for name, svg in boards(page):
        expect(svg.locator("text").first).to_be_attached()
        svg.scroll_into_view_if_needed()
        svg.screenshot(path=str(ARTIFACTS / f"pirates-layout-{name.replace('_', '-')}-{view}.png"),
                       animations="disabled")
        problems = svg.evaluate(PROBLEMS)
        if problems:
            found[name] = problems
    assert not found, "\n".join(f"{name}: {p}" for name, problems in found.items() for p in problems)
