"""Every user-supplied string is escaped in every HTML and SVG view.

Player names come from users and from saved records (which accept any name), tile names
from a user's component file. None may come out as markup: each view is parsed and the
hostile strings must be found intact as text or attribute values, never as tags or
attributes, and never escaped twice.
"""

import copy
import html
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest

from nassau import RecordError, pirates, piratoons
from nassau.display import _LIVE, css_colour, esc
from nassau.pirates.bots.heuristic import RandomBot as PiratesBot
from nassau.piratoons.views import render as toons_render
from nassau.piratoons.bots.heuristic import RandomBot as ToonsBot

from .helpers_html import pictures

HOSTILE = ['<b onmouseover=x>Z</b>', '"quote\' style=x', "&amp;", "</style><script>alert(1)</script>"]
# what markup in a hostile string would turn into if it were not escaped
INJECTED_TAGS = {"script"}
INJECTED_ATTRS = {"onmouseover"}


class _Collect(HTMLParser):
    """Tags, attribute names, and the text and attribute values (unescaped) of a document."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags, self.attrs, self.strings = [], set(), []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        for k, v in attrs:
            self.attrs.add(k)
            self.strings.append(v or "")

    handle_startendtag = handle_starttag

    def handle_data(self, data):
        self.strings.append(data)


def check(output, names, where):
    """No hostile string is markup; each appears intact (escaped exactly once) somewhere: in
    the text, or in a picture (an SVG shown as an <img>, checked the same way)."""
    text = str(output)
    assert text.count("<script>") == text.count(_LIVE), where            # the only script is the picture's own
    text = text.replace(_LIVE, "")
    inside = pictures(text)
    for svg in inside:
        check(svg, [], where + " (picture)")
    parsed = _Collect()
    parsed.feed(text)
    parsed.close()
    assert not INJECTED_TAGS & set(parsed.tags), (where, set(parsed.tags))
    assert not INJECTED_ATTRS & parsed.attrs, (where, parsed.attrs)
    assert not any("quote" in a for a in parsed.attrs), (where, parsed.attrs)       # no attribute breakout
    seen = "\n".join(parsed.strings + [html.unescape(re.sub(r"<[^>]*>", "\n", svg)) for svg in inside])
    for name in names:
        assert name not in text or name == "&amp;", (where, name)     # never raw ("&amp;" is its own escape's prefix)
        assert name in seen, (where, name)                              # there, as text
    assert "&lt;b onmouseover" not in seen and "&amp;amp;" not in seen, where     # not escaped twice
    if text.startswith("<svg"):
        ET.fromstring(text)                                                    # well-formed XML
    return text


def widget_html(widget) -> list:
    """The HTML a widget tree puts on screen: every HTML widget's value, the board's header and SVG."""
    import ipywidgets as w
    out = []

    def walk(node):
        if isinstance(node, w.HTML):
            out.append(node.value)
        if hasattr(node, "svg"):
            out.extend([getattr(node, "header", ""), node.svg])
        for child in getattr(node, "children", ()):
            walk(child)
    walk(widget)
    return [s for s in out if s]


# --- Pirates of Nassau ---------------------------------------------------------------------
@pytest.fixture(scope="module")
def pirates_game():
    game = pirates.new_game(players=HOSTILE, seed=3)
    bots = [PiratesBot(s) for s in range(len(HOSTILE))]
    while game.round < 3 and not game.is_over:
        game.apply(bots[game.current_player].choose(game))
    return game


def pirates_views(game):
    from nassau.pirates.views import render
    yield "game", game._repr_html_()
    yield "svg", game.to_svg()
    yield "interactive svg", render.board_svg(game, interactive=True)
    yield "scoring", game.scoring_table()._repr_html_()
    yield "scoring styler", game.scoring_table().styler.to_html()      # the pandas view: its row labels too
    yield "infamy", game.infamy_table()._repr_html_()
    yield "infamy styler", game.infamy_table().styler.to_html()
    for n in range(1, game.round + 1):
        yield f"log {n}", game.round_log(n)._repr_html_()
    for name in game.names:
        yield f"ship {name}", game.ship_board(name)._repr_html_()


def named(where) -> list:
    """The hostile names a view must show: a ship's view shows its owner's."""
    return [where.split(" ", 1)[1].removeprefix("svg ")] if where.startswith("ship") else HOSTILE


def test_pirates_views_escape_player_names(pirates_game):
    for where, html in pirates_views(pirates_game):
        check(html, named(where), where)


def test_a_pirates_record_with_hostile_names_renders_escaped(pirates_game):
    again = pirates.Game.from_json(pirates_game.to_json())
    for (where, a), (_, b) in zip(pirates_views(pirates_game), pirates_views(again)):
        assert str(a) == str(b), where


def test_the_pirates_play_table_escapes_player_names():
    from nassau.pirates.ui.controller import Table
    game = pirates.new_game(players=HOSTILE, seed=5)
    table = Table(game, [None, "random", "random", "random"])
    for _ in range(3):
        table.act(game.legal_actions()[0].notation)
    shown = widget_html(table) + [table._static_html()]
    for i, html in enumerate(shown):
        check(html, [], f"widget {i}")
    check("\n".join(shown), HOSTILE, "the table")
    bots = Table(pirates.new_game(players=HOSTILE, seed=6), ["random"] * 4)      # plays to the end
    assert bots.game.is_over and bots.scores.value
    check(bots.scores.value, HOSTILE, "final scores")


# --- Piratoons -----------------------------------------------------------------------------
@pytest.fixture(scope="module")
def toons_games():
    digital = piratoons.new_game(players=HOSTILE, seed=7)
    digital.place_sailors(HOSTILE[0], {"A": 2})
    revealed = piratoons.new_game(players=HOSTILE, seed=7, options={"claim_rounds": 2})
    for name in HOSTILE:
        revealed.place_sailors(name, {"A": 1, "G": 1})
    table = piratoons.referee(players=HOSTILE)
    table.fill_chest("sail-01", "deck-a", "cannon-a", "porthole-a", "quarters-a", "deck-b", "b1-1", "b2-1", "b3-1")
    table.place_sailors(HOSTILE[0], {"A": 6})
    while table.phase == "claim":
        table.apply("seal")
    table.record_bids({HOSTILE[0]: 1, HOSTILE[1]: 2, HOSTILE[2]: 0, HOSTILE[3]: 0})
    late = piratoons.new_game(players=HOSTILE, seed=2)
    bots = [ToonsBot(s) for s in range(4)]
    while not late.is_over:
        late.apply(bots[late.current_player].choose(late))
    return {"digital": digital, "revealed": revealed, "referee": table, "over": late}


def toons_views(game):
    yield "game", game._repr_html_()
    yield "board", toons_render.board_svg(game)
    yield "scoring", game.scoring_table()._repr_html_()
    yield "scoring styler", game.scoring_table().styler.to_html()
    yield "chest", game.chest_view()._repr_html_()
    yield "auction", game.auction_view()._repr_html_()
    for name in game.names:
        yield f"ship {name}", game.ship(name)._repr_html_()
        yield f"ship svg {name}", game.ship(name).to_svg()


@pytest.mark.parametrize("which", ["digital", "revealed", "referee", "over"])
def test_piratoons_views_escape_player_names(toons_games, which):
    game = toons_games[which]
    for where, html in toons_views(game):
        # the chest and auction views name only the players with something there
        check(html, [] if where in ("chest", "auction") else named(where), f"{which} {where}")
    again = piratoons.Game.from_json(game.to_json())
    assert toons_render.board_svg(again) == toons_render.board_svg(game)


def test_piratoons_pips_and_bids_name_their_players(toons_games):
    chest = toons_games["revealed"].chest_view()._repr_html_()
    assert all(f'title="{esc(n)}"' in chest for n in HOSTILE)
    check(toons_games["referee"].auction_view()._repr_html_(), HOSTILE, "bids")


def test_the_piratoons_play_table_escapes_player_names():
    from nassau.piratoons.ui.controller import Table
    game = piratoons.new_game(players=HOSTILE, seed=5)
    table = Table(game, [None, None, "random", "random"])
    shown = widget_html(table) + [table._static_html()]
    for i, html in enumerate(shown):
        check(html, [], f"widget {i}")
    check("\n".join(shown), HOSTILE, "the table")
    table.act("claim A")
    table.act("seal")
    shown = "\n".join(widget_html(table))
    check(shown, HOSTILE, "after a seal")
    assert "Pass the screen to" in shown
    bots = Table(piratoons.new_game(players=HOSTILE, seed=6), ["random"] * 4)    # plays to the end
    assert bots.game.is_over and bots.scores.value
    check(bots.scores.value, HOSTILE, "final scores")


def test_the_marauders_tables_escape_player_names_in_their_html_and_their_styler():
    from nassau import marauders
    from nassau.kernel.rng import Rng
    game, rng = marauders.new_game(players=HOSTILE, seed=5), Rng(5)
    while game.round < 3:
        game.apply(rng.choice(game.legal_actions()))
    for name, table in (("scoring", game.scoring_table()), ("glory", game.glory_table())):
        check(table._repr_html_(), HOSTILE, name)
        check(table.styler.to_html(), HOSTILE, name + " styler")


def test_the_marauders_play_table_escapes_player_names():
    from nassau import marauders
    from nassau.marauders.ui.controller import Table
    table = Table(marauders.new_game(players=HOSTILE, seed=5), [None, None, "random", "random"])

    def shown():
        board = table.board
        return widget_html(table) + [board.position, board.message_html, table._static_html()]
    for i, html in enumerate(shown()):
        check(html, [], f"widget {i}")
    assert "Pass the screen to" in "\n".join(shown())
    for _ in range(6):                    # through the gate and the first ships, to the first turn
        if table.waiting is not None:
            table.open_gate()
        else:
            table.board.click({"action": table.game.legal_actions()[0].notation})
    for i, html in enumerate(shown()):
        check(html, [], f"widget {i} in round 1")
    check("\n".join(shown()), HOSTILE, "the table")
    assert "Your position" in table.board.position


# --- component files -----------------------------------------------------------------------
BAD_NAME = '<img src=x onerror=alert(1)>"tile\''


def test_a_piratoons_tile_name_from_a_component_file_is_escaped():
    doc = copy.deepcopy(piratoons.default_components().doc)
    doc["equipment"][0]["name"] = BAD_NAME
    doc["boats"][0]["name"] = BAD_NAME
    comp = piratoons.load_components(doc)
    for t in (comp.tiles[0], comp.tiles[comp.boats[0]]):
        html = check(t._repr_html_(), [BAD_NAME] if not t.is_boat else [], t.code)
        assert "<img" not in html
    code = comp.tiles[0].code
    game = piratoons.referee(players=["Ann", "Bo"], components=doc)
    game.fill_chest(code, "deck-a", "cannon-a", "porthole-a", "quarters-a", "deck-b", "b1-1", "b2-1", "b3-1")
    for where, html in toons_views(game):
        check(html, [], where)
    assert BAD_NAME in "\n".join(_strings(toons_render.board_svg(game)))
    ship = piratoons.Ship([comp.tiles[comp.boats[0]].code], [code], components=doc)
    check(ship._repr_html_(), [BAD_NAME], "ship")


def test_a_pirates_tile_name_from_a_component_file_is_escaped():
    doc = copy.deepcopy(pirates.default_components().doc)
    doc["tiles"][0]["name"] = BAD_NAME
    comp = pirates.load_components(doc)
    kind = comp.kinds[doc["tiles"][0]["code"]]
    check(kind._repr_html_(), [BAD_NAME], "tile")
    game = pirates.new_game(players=3, seed=1, components=doc)
    for where, html in pirates_views(game):
        check(html, [], where)


def test_colours_in_style_attributes_cannot_break_out():
    for bad in ('red;background:url(x)', 'red" onmouseover="x', "expression(alert(1))", "#12345g", "", None, 7):
        assert css_colour(bad) == "currentColor"
    for good in ("#d1342f", "#FFF", "red", "rebeccapurple"):
        assert css_colour(good) == good
    # a colour that gets past the loader (made by hand) still cannot reach a style attribute
    from dataclasses import replace
    comp = pirates.default_components()
    kind = replace(next(iter(comp.kinds.values())), colour='red;background:url(x)" onmouseover="x')
    styles = [v for k, v in _attributes(kind._repr_html_()) if k == "style"]
    assert styles and not any("url(" in v or "onmouseover" in v for v in styles), styles
    # and the loaders refuse such colours in the first place
    doc = copy.deepcopy(pirates.default_components().doc)
    doc["tiles"][0]["colour"] = "red;x"
    with pytest.raises(RecordError, match="colour"):
        pirates.load_components(doc)
    doc = copy.deepcopy(piratoons.default_components().doc)
    doc["colours"][0]["hex"] = "#d1342f;x"
    with pytest.raises(RecordError, match="hex"):
        piratoons.load_components(doc)


def _attributes(text) -> list:
    found = []

    class Attrs(HTMLParser):
        def handle_starttag(self, tag, attrs):
            found.extend(attrs)
    Attrs().feed(str(text))
    return found


def _strings(text) -> list:
    parsed = _Collect()
    parsed.feed(str(text))
    return parsed.strings


def test_the_shared_table_style_escapes_index_columns_values_and_caption():
    import pandas as pd
    from nassau.display.tables import style
    df = pd.DataFrame({"<i>col</i>": ["<u>v</u>", "w"]}, index=pd.Index(["<b onmouseover=x>Z</b>", "ok"],
                                                                        name="<s>who</s>"))
    table = style(df, "t", caption="<em>cap</em>", fmt={"<i>col</i>": str.upper})
    html = table._repr_html_()
    assert not re.search(r"<(b|i|u|s|em)\b", html), html
    strings = _strings(html)
    for s in ("<b onmouseover=x>Z</b>", "<i>col</i>", "<U>V</U>", "<em>cap</em>"):
        assert s in strings, s
    styled = table.styler.to_html()                 # the pandas view: labels, level names, values, caption
    assert not re.search(r"<(b|i|u|s|em)\b", styled), styled
    for s in ("<b onmouseover=x>Z</b>", "<i>col</i>", "<u>v</u>", "<em>cap</em>", "<s>who</s>"):
        assert s in _strings(styled), s
    assert df.index.name == "<s>who</s>"            # the table's own data is left as it was
