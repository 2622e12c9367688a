"""Every shipped notebook, opened without running it (untrusted, as a teacher previews it and
as GitHub shows it), shows its boards and ships as pictures, not as a wall of text, and no
table wider than its cell, in JupyterLab 4 and Notebook 7. A screenshot of each is saved to test-artifacts/."""

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout, expect

from ..helpers_html import pictures
from .conftest import ARTIFACTS, SKIP, WAIT, launch, put_json

pytestmark = SKIP
NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("[0-9]*.ipynb"))


def stored_html(path: Path) -> list:
    """A notebook's stored text/html outputs."""
    out = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        for output in cell.get("outputs", []):
            html = output.get("data", {}).get("text/html", "")
            out.append("".join(html) if isinstance(html, list) else html)
    return out


def descriptions(html: str) -> list:
    """The first line of every SVG description in an output, pictures and inline SVG alike."""
    svgs = pictures(html) + [html]
    return [d.strip().splitlines()[0] for svg in svgs for d in re.findall(r"<desc>(.*?)</desc>", svg, re.S) if d.strip()]


@pytest.fixture(scope="module")
def server(jupyter):
    """The shared server with every notebook uploaded, and every cell rendered (no windowing)."""
    for path in NOTEBOOKS:
        put_json(jupyter, f"/api/contents/unrun-{path.name}", {"type": "notebook", "format": "json",
                                                          "content": json.loads(path.read_text(encoding="utf-8"))})
    put_json(jupyter, "/lab/api/settings/@jupyterlab/notebook-extension:tracker", {"raw": '{"windowingMode": "none"}'})
    return jupyter


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as pw:
        b = launch(pw)
        yield b
        b.close()


# What an output shows: each stored picture drawn (decoded, with a size), and the text.
SHOWN = """() => {
  const outs = [...document.querySelectorAll('.jp-OutputArea-output')];
  const imgs = outs.flatMap(o => [...o.querySelectorAll('img')]).filter(i => i.src.startsWith('data:image/svg+xml'));
  const html = outs.filter(o => o.dataset.mimeType === 'text/html');
  return {drawn: imgs.filter(i => i.complete && i.naturalWidth > 0).map(i => i.src.split(',')[1]),
          text: html.map(o => o.innerText).join('\\n'),
          wide: outs.flatMap(o => [...o.querySelectorAll('table')].filter(t => t.getClientRects().length)
                                  .filter(t => t.scrollWidth > o.clientWidth)
                                  .map(t => `${t.scrollWidth} px in ${o.clientWidth} px: ${t.innerText.slice(0, 60)}`))};
}"""


def test_the_check_sees_a_board_stored_as_inline_svg():
    from nassau import pirates
    html = str(pirates.new_game(4, seed=1).to_svg())          # what the notebooks stored before
    assert descriptions(html) and not pictures(html)


@pytest.mark.parametrize("front_end", ["lab", "notebooks"])
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem[:2] for p in NOTEBOOKS])
def test_a_notebook_opened_without_running_shows_its_pictures(server, browser, front_end, path):
    stored = stored_html(path)
    expected = [svg for html in stored for svg in pictures(html)]
    page = browser.new_page(viewport={"width": 1300, "height": 1600})
    try:
        name = f"unrun-{path.name}"
        page.goto(f"{server}/lab/tree/{name}?reset" if front_end == "lab" else f"{server}/notebooks/{name}")
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=90_000)
        cells = len(json.loads(path.read_text(encoding="utf-8"))["cells"])
        expect(page.locator(".jp-Notebook .jp-Cell")).to_have_count(cells)     # every cell is on the page
        try:
            page.wait_for_function(f"n => ({SHOWN})().drawn.length >= n", arg=len(expected), timeout=2 * WAIT)
        except PlaywrightTimeout:
            pass                                           # the assertion below says how many were drawn
        shown = page.evaluate(SHOWN)
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        first = page.locator(".jp-OutputArea-output img[src^='data:image/svg']")
        if first.count():                                  # the picture a teacher would look for
            first.first.scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / f"unrun-{front_end}-{path.stem}.png"))
    finally:
        page.close()
    import base64
    drawn = sorted(base64.b64decode(b).decode("utf-8") for b in shown["drawn"])
    assert drawn == sorted(expected), f"{len(drawn)} of {len(expected)} pictures drawn"
    assert not shown["wide"], "a table wider than its cell: " + "; ".join(shown["wide"])
    for line in {d for html in stored for d in descriptions(html)}:
        assert line not in shown["text"], f"an SVG's words show as text: {line[:60]}"
