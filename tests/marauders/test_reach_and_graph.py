"""How far a captain gets in k actions (sea.reach, sea.reach_table), held against networkx's
shortest paths and against the engine's own legal moves; and the sea graph, a networkx
DiGraph that draws itself at the board's places with a text repr that never changes."""

import copy
import pickle
import re
import xml.etree.ElementTree as ET

import networkx as nx
import pandas as pd
import pytest

from nassau import marauders
from nassau.marauders.rules import sea
from nassau.marauders.rules.components import default_components

from ..helpers_html import pictures, survives_the_sanitiser
from .helpers import captain, legal, new, turn_of

SVG_NS = "{http://www.w3.org/2000/svg}"
ZONES = [z.id for z in default_components().zones]


# --- reach -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("zone", ZONES)
def test_reach_is_networkx_s_shortest_paths_and_one_more_from_a_port(zone):
    g = marauders.sea_graph()
    lengths = nx.single_source_shortest_path_length(g, zone)
    for k in range(0, 6):
        assert sea.reach(zone, k) == {z: d for z, d in lengths.items() if d <= k}
        if g.nodes[zone]["port"]:
            assert sea.reach(zone, k, in_port=True) == {z: d + 1 for z, d in lengths.items() if d + 1 <= k}
    assert set(sea.reach(zone, 8)) == set(ZONES)                   # the sea is connected


def test_there_is_no_port_to_start_in_on_the_caribbean_sea():
    with pytest.raises(ValueError):
        sea.reach("caribbean-sea", 3, in_port=True)


def engine_distances(start_zone, in_port):
    """Actions from a place (zone, in port) to every place, by breadth-first search over the
    engine's own legal moves for a captain with no bounty."""
    g = new(2, seed=3)
    turn_of(g, "Anja")
    p = captain(g, "Anja")
    start = (start_zone, in_port)
    dist, todo = {start: 0}, [start]
    while todo:
        here = todo.pop(0)
        p.zone, p.in_port = g.comp.by_id[here[0]].index, here[1]
        g._legal = None
        for notation in legal(g):
            kind, _, arg = notation.partition(" ")
            nxt = {"move": (arg, False), "enter": (here[0], True), "leave": (here[0], False)}.get(kind)
            if nxt is not None and nxt not in dist:
                dist[nxt] = dist[here] + 1
                todo.append(nxt)
    return dist


@pytest.mark.parametrize("zone, in_port", [("tortuga", True), ("caribbean-sea", False), ("trinidad", True),
                                           ("nassau", False)])
def test_the_reach_table_counts_actions_as_the_engine_allows_moves(zone, in_port):
    dist = engine_distances(zone, in_port)
    for k in (1, 3, 5):
        table = sea.reach_table(zone, k, in_port=in_port)
        assert set(table.index) == {z for (z, port), d in dist.items() if not port and d <= k}
        for z, row in table.iterrows():
            assert row["at_sea"] == dist[(z, False)]
            port = dist.get((z, True))
            assert value(row["in_port"]) == (port if port is not None and port <= k else None)
        assert list(table["at_sea"]) == sorted(table["at_sea"])


def value(v):
    """An Int64 cell as an int, or None when empty."""
    return None if pd.isna(v) else int(v)


def test_the_reach_table_names_each_zone_s_port_and_nation():
    table = sea.reach_table("tortuga", 2, in_port=True)
    assert list(table.columns) == ["name", "port", "nation", "at_sea", "in_port"]
    assert table.loc["tortuga"].tolist()[:5] == ["Tortuga", "Tortuga", "french", 1, 0]
    assert table.loc["havana", "nation"] == "spanish" and table.loc["havana", "at_sea"] == 2
    assert value(table.loc["havana", "in_port"]) is None           # a third action would enter it
    far = sea.reach_table("tortuga", 2)
    assert pd.isna(far.loc["caribbean-sea", "port"]) and value(far.loc["caribbean-sea", "in_port"]) is None
    assert value(far.loc["santo-domingo", "in_port"]) == 2
    assert sea.reach_table("tortuga", 0, in_port=True).empty and sea.reach("tortuga", 0, in_port=True) == {}


def test_a_route_from_the_table_takes_exactly_its_actions_in_the_engine():
    """From Tortuga's port, Santo Domingo's port is 3 actions away: leave, sail, enter."""
    assert sea.reach_table("tortuga", 3, in_port=True).loc["santo-domingo", "in_port"] == 3
    g = new(2, seed=3)
    p = turn_of(g, "Anja")
    p.zone, p.in_port = g.comp.by_id["tortuga"].index, True
    g._legal = None
    turn = g.turn_no
    for left, move in zip((3, 2, 1), ("leave port", "move santo-domingo", "enter port")):
        assert g.actions_left == left and g.turn_no == turn
        g.apply(move)
    assert (g.comp.zones[p.zone].id, p.in_port) == ("santo-domingo", True) and g.turn_no == turn + 1


# --- the sea graph ---------------------------------------------------------------------------------------
def old_graph():
    """The graph as sea_graph built it before it could draw itself: a plain DiGraph."""
    comp = default_components()
    g = nx.DiGraph(name="The Caribbean")
    for z in comp.zones:
        g.add_node(z.id, name=z.name, port=z.port, nation=z.nation, text=z.text, layout=z.layout)
    for z in comp.zones:
        for d, other in comp.links[z.index].items():
            g.add_edge(z.id, other, dir=d)
    return g


def test_the_sea_graph_is_still_the_same_networkx_graph():
    g = marauders.sea_graph()
    assert isinstance(g, nx.DiGraph) and type(g).__name__ == "SeaGraph"
    assert nx.utils.graphs_equal(g, old_graph())
    assert list(g.nodes(data=True)) == list(old_graph().nodes(data=True))
    assert list(g.edges(data=True)) == list(old_graph().edges(data=True))
    assert nx.shortest_path(g, "tortuga", "trinidad")[0] == "tortuga"
    assert nx.shortest_path_length(g, "tortuga", "trinidad") == 4
    assert nx.is_strongly_connected(g) and nx.diameter(g) == max(max(sea.reach(z, 99).values()) for z in ZONES)


def test_the_sea_graph_keeps_its_class_through_copies_and_pickles():
    g = marauders.sea_graph()
    for other in (g.copy(), copy.deepcopy(g), pickle.loads(pickle.dumps(g))):
        assert type(other) is type(g) is sea.SeaGraph and nx.utils.graphs_equal(other, g)
        assert list(other.nodes(data=True)) == list(g.nodes(data=True))
    assert type(g.reverse()) is sea.SeaGraph and g.reverse().edges["tortuga", "nassau"]["dir"] == "SE"
    assert repr(g.subgraph(["nassau", "havana"])) == "<SeaGraph 'The Caribbean': 2 zones, 2 directed edges>"


def test_the_text_repr_is_byte_stable():
    text = "<SeaGraph 'The Caribbean': 17 zones, 68 directed edges>"
    assert repr(marauders.sea_graph()) == text == repr(sea.sea_graph())
    assert not re.search(r"0x[0-9a-f]+", repr(marauders.sea_graph()))


def parse(svg: str):
    return ET.fromstring(svg)


def test_the_drawing_shows_17_zones_34_lanes_and_every_compass_point():
    g = marauders.sea_graph()
    svg = g._repr_svg_()
    assert svg == marauders.sea_graph()._repr_svg_()                     # byte-stable
    root = parse(svg)
    zones = [e for e in root.iter(SVG_NS + "g") if e.get("data-zone")]
    lanes = [e for e in root.iter(SVG_NS + "line") if e.get("data-lane")]
    dirs = {tuple(e.get("data-dir").split()): e.text for e in root.iter(SVG_NS + "text") if e.get("data-dir")}
    assert sorted(e.get("data-zone") for e in zones) == sorted(ZONES)
    assert len(lanes) == 34
    assert {frozenset(e.get("data-lane").split()) for e in lanes} == {frozenset(e) for e in g.edges}
    assert dirs == {(a, b): d for a, b, d in g.edges(data="dir")}
    names = {e.get("data-zone"): [t.text for t in e.iter(SVG_NS + "text")] for e in zones}
    assert names["tortuga"] == ["Tortuga", "French"] and names["caribbean-sea"][1] == "no port"


def test_the_zones_sit_where_the_board_map_puts_them():
    from nassau.marauders.views import render
    comp = default_components()
    root = parse(marauders.sea_graph()._repr_svg_())
    at = {e.get("data-zone"): e.find(SVG_NS + "ellipse") for e in root.iter(SVG_NS + "g") if e.get("data-zone")}
    board = render.centres(comp)
    lift = board[0][1] - float(at[comp.zones[0].id].get("cy"))
    for z, (x, y) in zip(comp.zones, board):
        assert (float(at[z.id].get("cx")), float(at[z.id].get("cy"))) == pytest.approx((x, y - lift), abs=0.06)


def test_a_path_is_drawn_over_the_map():
    g = marauders.sea_graph()
    path = nx.shortest_path(g, "tortuga", "trinidad")
    root = parse(str(g.draw(path=path)))
    lit = [e.get("data-lane") for e in root.iter(SVG_NS + "line") if "turn" in e.get("class", "")]
    assert len(lit) == len(path) - 1
    rings = [e.get("data-zone") for e in root.iter(SVG_NS + "g") if e.get("data-zone")
             and "turn" in e.find(SVG_NS + "ellipse").get("class")]
    assert sorted(rings) == sorted(path)
    assert "4 moves" in root.find(SVG_NS + "title").text
    with pytest.raises(ValueError):
        g.draw(path=["tortuga", "trinidad"])                # no lane between them
    with pytest.raises(ValueError):
        g.draw(path=["tortuga", "atlantis"])


def test_a_route_across_the_open_sea_rings_its_zone_too():
    root = parse(str(marauders.sea_graph().draw(path=["tortuga", "santo-domingo", "caribbean-sea"])))
    sea_zone = next(e for e in root.iter(SVG_NS + "g") if e.get("data-zone") == "caribbean-sea")
    ring = sea_zone.find(SVG_NS + "ellipse")
    assert ring.get("class") == "sea turn" and ring.get("stroke") == "#1f6feb"


def test_the_html_view_is_a_picture_of_the_same_drawing():
    g = marauders.sea_graph()
    html = g._repr_html_()
    survives_the_sanitiser(html)
    assert pictures(html) == [g._repr_svg_()]


@pytest.mark.parametrize("theme", ["light", "dark", "plain"])
def test_the_drawing_s_text_reads_in_each_theme(theme):
    from ..test_contrast import _unreadable
    g = marauders.sea_graph()
    for svg in (g._repr_svg_(), str(g.draw(path=["tortuga", "santo-domingo", "caribbean-sea"]))):
        assert _unreadable(svg, theme) == []
