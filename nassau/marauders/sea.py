"""The Caribbean: 17 sea zones, 16 with a port, joined by 34 edges with compass directions.

The map is data (``data/components.json``: zones and edges). ``sea_graph()`` gives it as a
networkx DiGraph: each edge carries ``dir``, and its reverse the opposite point. NPCs and the
storm move one zone at a time in a compass direction; where no zone lies that way they turn
clockwise (N, NE, E, SE, S, SW, W, NW) to the next direction that has one (:func:`step`).
networkx is imported only by ``sea_graph``.
"""

from .compass import DIRECTIONS, OPPOSITE  # noqa: F401 (part of this module's surface)
from .components import load_components


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


def sea_graph(components=None):
    """The map as a networkx DiGraph: nodes are zone ids with ``name``, ``port`` (None for the
    Caribbean Sea), ``nation`` and ``text`` (the zone's board text) and ``layout``; each edge
    has ``dir``, the compass point from its source to its target."""
    import networkx as nx
    comp = _components(components)
    g = nx.DiGraph(name="The Caribbean")
    for z in comp.zones:
        g.add_node(z.id, name=z.name, port=z.port, nation=z.nation, text=z.text, layout=z.layout)
    for z in comp.zones:
        for d, other in comp.links[comp.zone_index(z.id)].items():
            g.add_edge(z.id, other, dir=d)
    return g


def _components(components):
    return load_components(components)
