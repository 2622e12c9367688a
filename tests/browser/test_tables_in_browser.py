"""Every game's tables fit a notebook cell: JupyterLab 4 in a 1,100-pixel-wide window (its
output area about 670 pixels), one finished seeded game of each, the scoring tables (on their
own and in the widgets' game-over box) and Merchants & Marauders' glory per round. Each table
is measured closed and again with its details opened; the widths are saved to test-artifacts/."""

import pytest
from playwright.sync_api import expect

from .conftest import ARTIFACTS, SKIP, notebook, opened, put_json

pytestmark = SKIP
NAME = "tables.ipynb"
CELL = [
    "from IPython.display import display\n",
    "from nassau import marauders, pirates, piratoons\n",
    "from nassau.display import HTML\n",
    "from nassau.display.panels import game_over\n",
    "from nassau.kernel.bots import play\n",
    "from nassau.marauders.bots.heuristic import pirate, trader\n",
    "from nassau.pirates.bots.heuristic import HeuristicBot as PiratesBot\n",
    "from nassau.piratoons.bots.heuristic import HeuristicBot as ToonsBot\n",
    "names = ['Anja', 'Jonah', 'Jon', 'Ewan']\n",
    "p = pirates.new_game(players=names, seed=5)\n",
    "play(p, [PiratesBot(seed=s, style=k) for s, k in enumerate(['balanced', 'raider', 'builder', 'hoarder'])])\n",
    "t = piratoons.new_game(players=names, seed=6)\n",
    "play(t, [ToonsBot(s) for s in range(4)])\n",
    "m = marauders.new_game(names, seed=2)\n",
    "play(m, [trader(20), trader(21), pirate(22), trader(23)])\n",
    "display(p.scoring_table(), HTML(game_over(p)), t.scoring_table(), HTML(game_over(t)),\n",
    "        m.glory_table(), m.glory_table(reveal=True), m.scoring_table(), HTML(game_over(m)))",
]
TABLES = ["Pirates of Nassau: scoring", "Pirates of Nassau: game over", "Piratoons: scoring", "Piratoons: game over",
          "Merchants & Marauders: glory", "Merchants & Marauders: glory revealed", "Merchants & Marauders: scoring",
          "Merchants & Marauders: game over"]

# Each output's width, and the widest of its tables that are shown (a closed <details> hides its own).
WIDTHS = """() => [...document.querySelectorAll('.jp-OutputArea-output')].map(o => ({
  output: o.clientWidth,
  table: Math.max(0, ...[...o.querySelectorAll('table')].filter(t => t.getClientRects().length).map(t => t.scrollWidth))
}))"""


@pytest.fixture(scope="module")
def page(jupyter):
    (ARTIFACTS / "table-widths.txt").unlink(missing_ok=True)       # this run's widths only
    put_json(jupyter, f"/api/contents/{NAME}", {"type": "notebook", "format": "json", "content": notebook(CELL)})
    # the default layout (the file browser open) in a 1,100-pixel window
    with opened(f"{jupyter}/lab/tree/{NAME}?reset", ".jp-OutputArea-output table", width=1100) as page:
        expect(page.locator(".jp-OutputArea-output")).to_have_count(len(TABLES))
        yield page


def measured(page, state) -> list:
    widths = page.evaluate(WIDTHS)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    outputs = page.locator(".jp-OutputArea-output")
    for i, name in enumerate(TABLES):                 # how each looks, for a person to check
        slug = name.lower().replace(" & ", "-").replace(": ", "-").replace(" ", "-")
        outputs.nth(i).screenshot(path=str(ARTIFACTS / f"table-{slug}-{state}.png"), animations="disabled")
    with open(ARTIFACTS / "table-widths.txt", "a", encoding="utf-8") as f:
        for name, w in zip(TABLES, widths):
            f.write(f"{state}: {name}: table {w['table']} px in an output of {w['output']} px\n")
    return widths


def fits(widths) -> list:
    return [f"{name}: {w['table']} px in {w['output']} px" for name, w in zip(TABLES, widths)
            if w["table"] > w["output"]]


def test_every_table_fits_its_output_closed_and_open(page):
    closed = measured(page, "closed")
    assert all(w["table"] > 0 for w in closed), "an output shows no table"
    assert all(w["output"] < 720 for w in closed), "the output area is wider than at 1,100 pixels"
    assert not fits(closed), "wider than the cell: " + "; ".join(fits(closed))
    summaries = page.locator(".jp-OutputArea-output details > summary")
    for i in range(summaries.count()):
        summaries.nth(i).click()
    expect(page.locator(".jp-OutputArea-output details:not([open])")).to_have_count(0)
    opened = measured(page, "open")
    assert not fits(opened), "wider than the cell, details open: " + "; ".join(fits(opened))
