"""Reprs: content, determinism and well-formed markup."""

import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from nassau import pirates
from nassau.kernel.rng import Rng

from ..helpers_html import pictures, survives_the_sanitiser, well_formed as assert_well_formed_html


def midgame(seed=3, decisions=150, players=5):
    game = pirates.new_game(players=players, seed=seed)
    chooser = Rng(seed)
    for _ in range(decisions):
        if game.is_over:
            break
        legal = game.legal_actions()
        game.apply(legal[chooser.below(len(legal))])
    return game


@pytest.fixture(scope="module")
def game():
    g = midgame()
    assert g.round >= 2 and not g.is_over and any(p.path for p in g.players)
    return g


def test_board_svg_is_self_contained_xml_with_everything_on_the_table(game):
    svg = game.to_svg()
    root = ET.fromstring(str(svg))
    assert root.tag.endswith("svg") and root.get("viewBox") == "0 0 1000 760"
    texts = " ".join("".join(t.itertext()) for t in root.iter() if t.tag.endswith("}text"))
    for s in range(1, 21):
        assert re.search(rf"\b{s}\b", texts)
    for port in ("La Havana", "Port Royal", "Porto Bello"):
        assert port in texts
    for i, m in enumerate(game.routes):
        if m >= 0:
            card = game.comp.merchants[m]
            assert f"{card.sail}/{card.cannon}" in texts
    for c in game.navy_display:
        assert game.comp.navy_labels[c] in texts
    for t in game.harbour[0]:
        assert game.comp.tiles[t].name in texts
    for p in game.players:
        assert p.name in texts
    assert "<script" not in svg and "href=" not in svg   # readable without JavaScript or external files
    assert root.find("{http://www.w3.org/2000/svg}desc").text == str(game)   # a text fallback


def test_sacked_ports_are_crossed_out():
    g = pirates.new_game(players=3, seed=1)
    before = str(g.to_svg()).count('class="sacked"')
    with g.edit() as e:
        e.sack(1)
    assert before == 0 and str(g.to_svg()).count('class="sacked"') == 1
    assert "La Havana (SACKED)" in str(g)


def test_used_dice_are_drawn_on_the_path():
    g = pirates.new_game(players=3, seed=1)
    p = g.players[g.cur]
    move = next(a for a in g.legal_actions() if a.kind == "move" and a.c != 7)
    g.apply(move)
    svg = str(g.to_svg())
    assert f'>{move.a}</text>' in svg and "polyline" in svg
    assert f"path {move.c}:{move.a}" in str(g)
    assert p.path == ((move.c, move.a),)


def test_outputs_are_byte_stable(game):
    twin = pirates.Game.from_json(game.to_json())
    for render in (str, lambda g: str(g.to_svg()), lambda g: g._repr_html_(), lambda g: repr(g.scoring_table()),
                   lambda g: g.scoring_table()._repr_html_(), lambda g: g.infamy_table()._repr_html_(),
                   lambda g: repr(g.ship_board(0)), lambda g: g.ship_board(0)._repr_html_(),
                   lambda g: g.round_log(1)._repr_html_()):
        assert render(game) == render(game) == render(twin) == render(game.clone())


def test_html_reprs_are_well_formed(game):
    for html in (game._repr_html_(), game.ship_board(1)._repr_html_(), game.round_log(2)._repr_html_(),
                 game.comp.merchants[0]._repr_html_(), game.comp.navy[0]._repr_html_(),
                 game.comp.captains[0]._repr_html_(), game.comp.kinds["great-cannon"]._repr_html_(),
                 game.legal_actions()[0]._repr_html_(), game.scoring_table()._repr_html_()):
        survives_the_sanitiser(html)
    board = pictures(game._repr_html_())
    assert len(board) == 1 and board[0] == str(game.to_svg())     # the table is the themed SVG, as a picture


def test_themes_fall_back_for_dark_mode_and_static_viewers(game):
    svg = str(game.to_svg())
    assert "prefers-color-scheme: dark" in svg and 'data-jp-theme-light="false"' in svg and "vscode-dark" in svg
    assert 'fill="#d8ecf7"' in svg          # presentation attributes for renderers without CSS variables


def test_ship_board_shows_sections_tiles_and_used_tiles():
    g = pirates.new_game(players=3, seed=1)
    with g.edit() as e:
        e.sections("Anja", 1).tile("Anja", "great-cannon", "b1").tile("Anja", "pilot", "b3", used=True)
        e.hold("Anja", rum=2, pesos=1).captains("Anja", "3/3", "2/2")
    text = repr(g.ship_board("Anja"))
    assert text.splitlines()[0] == ("Anja's brigantine: sail 1, cannon 1, hold 3/9, best ship 5, motley crew 2")
    assert "b1 Great Cannon" in text and "b3 Pilot (used)" in text and "brigantine section" in text
    assert "captain cards: 3/3 2/2 (2/1) (1/2)" in text
    html = g.ship_board("Anja")._repr_html_()
    assert "Great Cannon" in html and 'class="card used"' in html


def test_cards_tiles_and_actions_describe_themselves():
    comp = pirates.default_components()
    m = next(m for m in comp.merchants if m.id == "M1-01")
    assert "sail 2 · cannon 2" in m._repr_html_() and "1 goods, 2 rum (+1 peso)" in m._repr_html_()
    assert "empty ocean" in comp.navy[0]._repr_html_()
    assert "+2 cannon when sacking a port" in comp.kinds["great-cannon"]._repr_html_()
    a = pirates.Action("5+1>9")
    assert a.describe() == "move: the 5 changed to 6 by a trade wind to space 9"
    assert "5+1&gt;9</code>" in a._repr_html_() and "<code style=\"font-family:monospace\">" in a._repr_html_()
    assert repr(a) == "Action('5+1>9')" and eval(repr(a), {"Action": pirates.Action}) is a


def test_round_log_and_text(game):
    log = game.round_log(1)
    assert repr(log).startswith("Round 1\n  Setup for 5 players")
    assert any("sails to space" in line for line in log)
    with pytest.raises(pirates.IllegalActionError):
        game.round_log(99)


def test_scoring_and_infamy_tables(game):
    table = game.scoring_table()
    assert repr(table).startswith(f"If the game ended now (round {game.round})")
    assert list(table.data.columns.levels[0]) == sorted(["Most infamous", "Motley crew", "Best ship", "Richest", "Total"])
    html = table._repr_html_()
    points, detail = html.split("<details", 1)       # the points, then each measure on demand
    assert points.count(">Most infamous</th>") == 1 and detail.count(">Most infamous</th>") == 1
    assert "<style" not in html
    infamy = game.infamy_table().data
    assert tuple(infamy.columns) == game.names
    assert list(infamy.index) == [f"round {i}" for i in range(1, game.round)] + ["now"]
    assert list(infamy.loc["now"]) == [p.infamy for p in game.players]


def test_importing_the_package_loads_no_rendering_or_pandas():
    code = ("import sys, nassau; from nassau import pirates; g = pirates.new_game(4, 1); g.apply(g.legal_actions()[0]);"
            "bad = [m for m in ('pandas', 'networkx', 'nassau.pirates.views.render', 'nassau.display', 'IPython') if m in sys.modules];"
            "print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_edited_positions_say_so_and_tables_keep_real_round_numbers():
    g = pirates.new_game(players=3, seed=1)
    with g.edit() as e:
        e.round(3).chest("Anja", pesos=1, doubloons=1)
    assert g.log()[-1].startswith("The position is set up by hand: Round 3, step 2")
    assert "chest: 1 peso, 1 doubloon" in repr(g.ship_board("Anja"))
    chooser = Rng(1)
    while g.round == 3:
        legal = g.legal_actions()
        g.apply(legal[chooser.below(len(legal))])
    assert list(g.infamy_table().data.index) == ["round 3", "now"]
