"""The tables that fit a notebook cell: a compact table with its details under it on demand
(display.tables.summarised), rounds with the same values sharing a line (merge_repeats), row
labels of several levels, and each game's scoring and glory tables built on them. The browser
test (tests/browser/test_tables_in_browser.py) measures the widths; these hold the contents."""

import re

import pandas as pd
import pytest

from nassau import marauders, pirates, piratoons
from nassau.display.tables import merge_repeats, summarised, table_html
from nassau.kernel.bots import play
from nassau.marauders.bots.heuristic import pirate, trader
from nassau.marauders.views.tables import glory_frame
from nassau.pirates.bots.heuristic import HeuristicBot as PiratesBot
from nassau.pirates.views.tables import scoring_frame
from nassau.piratoons.bots.heuristic import HeuristicBot as ToonsBot

NAMES = ["Anja", "Jonah", "Jon", "Ewan"]


def _frame():
    cols = pd.MultiIndex.from_tuples([("A", "measure"), ("A", "points"), ("B", "measure"), ("B", "points"),
                                      ("Total", "points")])
    return pd.DataFrame([[3, 7, 1, 2, 9], [5, 5, 4, 7, 12]], index=pd.Index(["Ann", "Bo"], name="player"),
                        columns=cols)


def _cells(html: str) -> list:
    return re.findall(r"<t[hd][^>]*>([^<]*)</t[hd]>", html)


def test_summarised_keeps_the_chosen_columns_and_puts_the_whole_frame_turned_in_its_detail():
    full = _frame()
    keep = [c for c in full.columns if c[1] == "points"]
    table = summarised(full, keep, "t", "Scores", "Everything", highlight=lambda d: d == d.max())
    assert list(table.data.columns) == keep
    assert table.detail.data.equals(full.T)
    # the bold cells follow the values in both, turned in the detail
    assert table.mask.equals((full == full.max())[keep]) and table.detail.mask.equals((full == full.max()).T)
    html = table._repr_html_()
    table_part, details = html.split("<details", 1)
    assert "<details open" not in html and "<summary" in details and "Everything</summary>" in details
    assert "measure" not in table_part and "measure" in details       # the measures only on demand
    assert "(Everything: .detail)" in repr(table)


def test_a_row_index_of_two_levels_joins_a_run_of_equal_labels_into_one_cell():
    html = table_html(_frame().T)
    assert html.count('rowspan="2"') == 2                       # A and B; Total has one row
    assert re.search(r'<th rowspan="2" style="[^"]*vertical-align:top">A</th>', html)
    assert html.count(">A<") == 1 and html.count(">measure<") == 2
    assert 'colspan="2"' in html                                 # the corner spans both label columns


def test_merge_repeats_joins_only_neighbouring_equal_rows():
    df = pd.DataFrame({"x": [0, 0, 0, 1, 0, 0], "y": [1, 1, 1, 1, 1, 1]},
                      index=pd.Index([f"r{i}" for i in range(1, 7)], name="when"))
    out = merge_repeats(df, lambda a, b: f"{a}..{b}")
    assert list(out.index) == ["r1..r3", "r4", "r5..r6"] and out.index.name == "when"
    assert out["x"].tolist() == [0, 1, 0]
    assert merge_repeats(df.iloc[[0]], lambda a, b: "never").index.tolist() == ["r1"]


@pytest.fixture(scope="module")
def finished():
    p = pirates.new_game(players=NAMES, seed=5)
    play(p, [PiratesBot(seed=s, style=k) for s, k in enumerate(["balanced", "raider", "builder", "hoarder"])])
    t = piratoons.new_game(players=NAMES, seed=6)
    play(t, [ToonsBot(s) for s in range(4)])
    m = marauders.new_game(NAMES, seed=2)
    play(m, [trader(20), trader(21), pirate(22), trader(23)])
    return p, t, m


def test_pirates_scoring_shows_points_and_total_and_keeps_each_measure_in_its_detail(finished):
    p = finished[0]
    table, frame = p.scoring_table(), scoring_frame(p)
    assert {c[1] for c in table.data.columns if c[0] != "Total"} == {"points"}
    assert table.data[("Total", "points")].tolist() == frame[("Total", "points")].tolist()
    assert table.detail.data.equals(frame.T)                     # nothing is lost, only moved
    best = table.data.columns[0]
    assert table.mask[best].tolist() == (frame[best] == frame[best].max()).tolist()


def test_piratoons_scoring_shows_points_and_keeps_what_each_category_counted_in_its_detail(finished):
    t = finished[1]
    table = t.scoring_table()
    assert {c[1] for c in table.data.columns} <= {"points", "the most", "rank"}
    assert table.detail.data.shape[1] == len(NAMES) and table.detail.data.shape[0] > table.data.shape[1]
    flat = t.scores()
    assert table.data[("Total", "points")].tolist() == flat.loc[table.data.index, "points"].tolist()


def test_marauders_glory_table_is_the_glory_frame_turned_with_equal_rounds_sharing_a_line(finished):
    m = finished[2]
    for reveal in (False, True):
        table, frame = m.glory_table(reveal=reveal), glory_frame(m, reveal=reveal)
        assert table.detail.data.equals(frame.T)
        # spread each shared line back over its rounds: the frame again
        spread = []
        for label, row in table.data.iterrows():
            numbers = [int(n) for n in re.findall(r"\d+", label)]
            span = numbers[-1] - numbers[0] + 1 if label.startswith("rounds ") else 1
            spread += [row.tolist()] * span
        assert spread == frame.T.values.tolist()
        assert len(table.data) < len(frame.columns)              # this game has runs to share
        shared = table.data.values.tolist()
        assert all(a != b for a, b in zip(shared, shared[1:]))    # neighbours differ, or they would share
