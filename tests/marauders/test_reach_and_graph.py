"""How far a captain gets in k actions (sea.reach, sea.reach_table), held against networkx's
shortest paths and against the engine's own legal moves."""

import networkx as nx
import pandas as pd
import pytest

from nassau import marauders
from nassau.marauders import sea
from nassau.marauders.components import default_components

from .helpers import captain, legal, new, turn_of

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
