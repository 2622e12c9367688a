"""Reprs: content, determinism, well-formed markup, and nothing sealed shown."""

import xml.etree.ElementTree as ET

import pytest

from nassau import piratoons
from nassau.piratoons.bots.heuristic import HeuristicBot, RandomBot, play

from ..helpers_html import well_formed
from .helpers import new, table

@pytest.fixture(scope="module")
def finished():
    return play(new(seed=6), [HeuristicBot(), RandomBot(1), RandomBot(2), RandomBot(3)])


def ship_with_gaps():
    return piratoons.Ship(["b1-1", "b4-2", "b1-2"], ["sail-01", "sail-02", "deck-a", "porthole-b"], name="Anja")


def test_a_ship_svg_shows_empty_slots_and_good_and_bad_joints():
    ship = ship_with_gaps()
    arr = ship.best()
    svg = str(ship.to_svg())
    root = ET.fromstring(svg)
    assert root.tag.endswith("svg")
    assert svg.count('class="empty-slot"') == arr.empty > 0
    assert svg.count('class="filled-slot"') == len(ship.equipment)
    assert svg.count('class="joint good"') == arr.good and svg.count('class="joint bad"') == arr.bad
    assert arr.good and arr.bad
    assert svg == str(ship_with_gaps().to_svg())                      # byte-stable


@pytest.mark.parametrize("boats, equipment", [([], []), (["b1-1"], ["sail-01", "deck-a", "porthole-a", "quarters-b"])])
def test_a_small_ship_is_drawn_wide_enough_for_its_caption(boats, equipment):
    root = ET.fromstring(str(piratoons.Ship(boats, equipment).to_svg()))
    lines = [t.text for t in root.iter() if t.tag.endswith("text") and t.get("x") == "10"]
    width = float(root.get("width"))
    assert width == float(root.get("viewBox").split()[2])
    for line, px in zip(lines, (8, 6.2)):                # bold 13 px caption, 11 px "does not fit" line
        assert width >= 10 + len(line) * px, line


def test_ship_text_lists_every_slot(finished):
    text = repr(finished.ship("Anja"))
    assert text.startswith("Anja: ") and "matching" in text and "empty slots" in text
    for b in finished.boats[0]:
        assert finished.comp.tiles[b].code in text


def test_the_game_reprs_are_deterministic_and_well_formed(finished):
    again = play(new(seed=6), [HeuristicBot(), RandomBot(1), RandomBot(2), RandomBot(3)])
    assert str(finished) == str(again) and finished._repr_html_() == again._repr_html_()
    well_formed(finished._repr_html_())
    assert repr(finished) == "<piratoons.Game 4 players: Anja, Jonah, Jon, Ewan; game over>"
    for s in range(4):
        ET.fromstring(str(finished.ship(s).to_svg()))


def test_the_chest_view_shows_tiles_and_revealed_claims():
    g = table()
    g.place_sailors("Anja", {"A": 2})
    text = repr(g.chest_view())
    assert "A sail-01: Anja 2" in text and "G b1-1" in text
    html = well_formed(g.chest_view()._repr_html_())
    assert "sail-01" in html and "●●" in html                        # nothing is sealed at a table


def test_the_chest_names_its_captain_and_a_seat_called_you_reads_as_you():
    theirs = piratoons.new_game(players=["Anja", "You", "Bo"], seed=3)
    mine = piratoons.new_game(players=["You", "Anja", "Bo"], seed=3)
    theirs.captain = 0
    assert repr(theirs.chest_view()).startswith("Chest (round 1, captain Anja):")
    assert "(captain Anja)" in theirs.chest_view()._repr_html_()
    mine.captain = mine.names.index("You")
    assert repr(mine.chest_view()).startswith("Chest (round 1, you are captain):")
    assert "(you are captain)" in mine.chest_view()._repr_html_()


def test_sealed_claims_and_bids_are_not_shown():
    g = new(seed=4)
    g.place_sailors("Anja", {"A": 4})
    for text in (str(g), g._repr_html_(), repr(g.chest_view()), g.chest_view()._repr_html_()):
        assert "●" not in text and "Anja 4" not in text
    assert "sailors left hidden" in str(g)
    while g.phase == "claim":
        g.apply("seal")
    g.apply("bid 3")
    assert f"{g.names[g.captain]} sealed" in repr(g.auction_view())
    assert " 3" not in repr(g.auction_view()).split("bids:")[1]
    well_formed(g.auction_view()._repr_html_())


def test_the_auction_view_lists_the_lot_and_then_the_bids():
    g = table()
    g.place_sailors("Anja", {"A": 6})
    while g.phase == "claim":
        g.apply("seal")
    g.record_bids({"Anja": 1, "Jonah": 2, "Jon": 0, "Ewan": 0})
    text = repr(g.auction_view())
    assert text.startswith("Overboard (for auction): cannon-a, deck-a, deck-b, porthole-a, quarters-a")
    assert "Anja 1, Jonah 2" in text and "picking next: Jonah, Anja" in text


def test_the_scoring_table_is_a_styled_dataframe(finished):
    table_ = finished.scoring_table()
    flat = finished.scores()
    assert sorted(table_.data[("Total", "points")].tolist()) == sorted(flat["points"].tolist())
    # the table: each category's points, the most empty slots', the total and the rank; the
    # detail: every grouped column (the flat frame less the three majorities' ranks), turned
    assert table_.data.shape == (flat.shape[0], 9) and table_.data.columns.nlevels == 2
    assert table_.detail.data.shape == (flat.shape[1] - 3, flat.shape[0])
    html = table_._repr_html_()
    assert html == finished.scoring_table()._repr_html_() and "Final scoring" in html
    assert repr(table_).startswith("Final scoring")


def test_tiles_and_logs_show_themselves():
    comp = piratoons.default_components()
    html = well_formed(comp.tiles[comp.by_code["b4-1"][0]]._repr_html_())
    assert "4 levels" in html and "at most 0 sails" in html
    from nassau.kernel.log import EventLog       # its notebook view wired on by the game's reprs
    log = EventLog("Round 1", ["A.", "B."])
    assert repr(log) == "Round 1\n  A.\n  B." and "<ol>" in log._repr_html_()


def test_actions_describe_themselves():
    assert piratoons.Action("claim C").describe() == "put one sailor on the tile in chest place C"
    assert piratoons.Action("bid 0").describe() == "bid with an empty fist"
    assert piratoons.Action("take deck-a").describe() == "pay the bid and take deck-a"
    assert repr(piratoons.Action("overboard sail-03")) == "Action('overboard sail-03')"


def test_rendering_is_not_imported_by_the_rules():
    import subprocess
    import sys
    code = ("import sys; from nassau import piratoons; g = piratoons.new_game(2, seed=1); g.apply('seal'); "
            "print(any(m.startswith(('nassau.piratoons.views.render', 'nassau.display', 'pandas', 'IPython')) "
            "for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
