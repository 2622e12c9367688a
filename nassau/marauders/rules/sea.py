"""The Caribbean: 17 sea zones, 16 with a port, joined by 34 edges with compass directions.

The map is data (``data/components.json``: zones and edges). ``sea_graph()`` gives it as a
networkx DiGraph: each edge carries ``dir``, and its reverse the opposite point. NPCs and the
storm move one zone at a time in a compass direction; where no zone lies that way they turn
clockwise (N, NE, E, SE, S, SW, W, NW) to the next direction that has one (:func:`step`).

A captain's move is one action: to the next zone, into the zone's port, or out of it
(:mod:`.movement`); :func:`reach` and :func:`reach_table` count them.

networkx is imported only by ``sea_graph`` (the graph is a :class:`SeaGraph`, a networkx
DiGraph that draws itself in a notebook) and pandas only by ``reach_table``.
"""

from collections import deque

from .compass import DIRECTIONS, OPPOSITE  # noqa: F401 (part of this module's surface)
from .components import load_components
from ...kernel.optional import pandas


def step(zone: str, direction: str, components=None) -> str:
    """The zone one move away in ``direction`` from ``zone``, turning clockwise past the
    directions that have no zone."""
    comp = _components(components)
    if direction not in OPPOSITE:
        raise ValueError(f"a direction is one of {', '.join(DIRECTIONS)}, not {direction!r}")
    return comp.step_table[comp.zone_index(zone)][DIRECTIONS.index(direction)]


def neighbours(zone: str, components=None) -> dict:
    """{direction: zone} of the zones next to ``zone``."""
    comp = _components(components)
    return dict(comp.links[comp.zone_index(zone)])


def reach(zone: str, actions: int, in_port: bool = False, components=None) -> dict:
    """{zone id: the fewest actions to be at sea in it} for every zone a captain in ``zone``
    (in its port with ``in_port``) reaches with at most ``actions`` actions. Leaving the port is
    one action, each zone sailed one more; closed ports and NPCs are not considered."""
    comp = _components(components)
    start = comp.zones[comp.zone_index(zone)].id
    if in_port and not comp.by_id[start].port:
        raise ValueError(f"{comp.by_id[start].name} has no port to be in")
    first = 1 if in_port else 0
    if first > actions:
        return {}
    out, todo = {start: first}, deque([start])
    while todo:
        here = todo.popleft()
        if out[here] == actions:
            continue
        for other in sorted(comp.links[comp.by_id[here].index].values()):
            if other not in out:
                out[other] = out[here] + 1
                todo.append(other)
    return out


def reach_table(zone: str, actions: int = 3, in_port: bool = False, components=None):
    """A DataFrame of the zones within ``actions`` actions of ``zone`` (see :func:`reach`), the
    nearest first: name, port, nation, ``at_sea`` (actions to be at sea there) and ``in_port``
    (actions to be in its port, entering being one more; empty when out of reach or portless)."""
    pd = pandas("the reach table")
    comp = _components(components)
    near = reach(zone, actions, in_port, comp)
    start = comp.zones[comp.zone_index(zone)].id
    rows = []
    for z in sorted(comp.zones, key=lambda z: (near.get(z.id, actions + 1), z.index)):
        if z.id not in near:
            continue
        port_at = 0 if in_port and z.id == start else near[z.id] + 1
        rows.append({"zone": z.id, "name": z.name, "port": z.port, "nation": z.nation, "at_sea": near[z.id],
                     "in_port": port_at if z.port and port_at <= actions else None})
    df = pd.DataFrame(rows, columns=["zone", "name", "port", "nation", "at_sea", "in_port"]).set_index("zone")
    df["in_port"] = df["in_port"].astype("Int64")
    return df


class SeaMap:
    """What makes the sea graph show itself: a text repr without an address here; the drawing
    (``draw(path=...)``, ``_repr_svg_``, ``_repr_html_``) is attached by :mod:`.reprs`."""

    def __repr__(self):
        name = self.graph.get("name", "")
        return f"<SeaGraph {name!r}: {self.number_of_nodes()} zones, {self.number_of_edges()} directed edges>"


_GRAPH_CLASS = []


def graph_class():
    """The SeaGraph class (a networkx DiGraph and a :class:`SeaMap`), made on first use so that
    importing this module does not import networkx."""
    if not _GRAPH_CLASS:
        import networkx as nx
        doc = "The Caribbean as a networkx DiGraph that draws itself at the board's places (see ``sea_graph``)."
        _GRAPH_CLASS.append(type("SeaGraph", (SeaMap, nx.DiGraph), {"__module__": __name__, "__doc__": doc}))
    return _GRAPH_CLASS[0]


def __getattr__(name):
    """``sea.SeaGraph`` (and pickle's look-up of it) makes the class when first asked."""
    if name == "SeaGraph":
        return graph_class()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def sea_graph(components=None):
    """The map as a :class:`SeaGraph` (a networkx DiGraph): nodes are zone ids with ``name``,
    ``port`` (None for the Caribbean Sea), ``nation`` and ``text`` (the zone's board text) and
    ``layout``; each edge has ``dir``, the compass point from its source to its target. In a
    notebook it draws itself; ``draw(path=[...])`` marks a route."""
    comp = _components(components)
    g = graph_class()(name="The Caribbean")
    for z in comp.zones:
        g.add_node(z.id, name=z.name, port=z.port, nation=z.nation, text=z.text, layout=z.layout)
    for z in comp.zones:
        for d, other in comp.links[comp.zone_index(z.id)].items():
            g.add_edge(z.id, other, dir=d)
    return g


def _components(components):
    return load_components(components)
