"""The sea as a graph, and where a ship can get to with its dice.

Import it when needed (``from nassau.pirates import sea``); ``nassau.pirates`` does not
import it, so the engine never pays for networkx.

The graph is a ``networkx.MultiDiGraph`` (several dice that reach the same space stay
separate, labelled edges). Nodes are the spaces 1..20 and ``"Nassau"``; every node has

    kind      "port", "route", "midpoint" or "harbour" (Nassau)
    zone      1, 2 or 3 (0 for Nassau)
    name      the port's name, "" for other spaces
    smuggle   tuple of what a port offers, () elsewhere
    sacked    True for a port sacked in the given game
    pos       (x, y) drawing position from ``data/layout.json`` (reconstructed)

Edges, by key:

    "+3", "-3"   a move by die arithmetic, clamped at 1 and 20 (so 20 --"+3"--> 20 is a
                 self-loop, as in the engine): die=3, step=+3/-3, jump=False
    "+7", "-7"   the same for a 7, which only a 6 changed by a trade wind shows:
                 wind_only=True
                 (with the option arithmetic_to_midpoint off there are no die edges
                 onto 7 or 14: only jumps land there)
    "jump"       the midpoint jump, whatever the die shows: die=None, step=None, jump=True
    "d1".."d6"   from Nassau, the first move: die d to space d (first=True)
    "jump"       from Nassau, the first move to 7 (first=True, jump=True)

Every edge carries die, step, jump, first and wind_only. The move rules are restated here
on purpose instead of calling ``movement``: the tests check the two against each other.

A step of a path is ``(face, delta, target)``: the die face used, the trade-wind change
(0, +1 or -1) and the space reached, written like the engine's move notation ("5+1>9").
"""

import json
from importlib import resources

from .components import GAME, default_components, load_components
from .options import Options
from ...kernel.optional import pandas

NASSAU = "Nassau"
LAYOUT_SCHEMA = "nassau.pirates.layout/1"
MIDPOINT_JUMPS = {7: (14,), 14: (7,)}   # 14 -> 7 only with the option midpoint_jump_14_to_7

_LAYOUT = None


def layout() -> dict:
    """{node: (x, y)} for the spaces 1..20 and "Nassau", from data/layout.json."""
    global _LAYOUT
    if _LAYOUT is None:
        text = resources.files(GAME).joinpath("data/layout.json").read_text(encoding="utf-8")
        doc = json.loads(text)
        if doc.get("schema") != LAYOUT_SCHEMA:
            raise ValueError(f"layout.json: expected schema {LAYOUT_SCHEMA!r}")
        _LAYOUT = {rec["node"]: (rec["x"], rec["y"]) for rec in doc["nodes"]}
    return _LAYOUT


def _sources(obj, options):
    """(components, options, sacked ports) from a Game, Components, components data or None."""
    if obj is None:
        return default_components(), Options.coerce(options), ()
    if hasattr(obj, "comp") and hasattr(obj, "opts"):          # a Game
        return obj.comp, obj.opts if options is None else Options.coerce(options), tuple(obj.sacked)
    return load_components(obj), Options.coerce(options), ()


def _jumps(space: int, jump_14_to_7: bool) -> tuple:
    """Midpoints reachable by a jump after the first move (rulebook §4.2, step 2)."""
    if space in MIDPOINT_JUMPS:
        return () if space == 14 and not jump_14_to_7 else MIDPOINT_JUMPS[space]
    if space <= 6:
        return (7,)
    return (7, 14) if space <= 13 else (14,)


def sea_graph(game_or_components=None, options=None):
    """The sea as a networkx.MultiDiGraph (see the module docstring for nodes and edges).

    ``game_or_components``: a Game (its components, options and sacked ports), Components
    (or anything ``load_components`` reads) or None for the default components.
    ``options``: Options or a dict, overriding the game's; midpoint_jump_14_to_7 and
    arithmetic_to_midpoint shape the edges (both are also stored in ``graph.graph``).
    """
    import networkx as nx
    comp, opts, sacked = _sources(game_or_components, options)
    where = layout()
    g = nx.MultiDiGraph(jump_14_to_7=opts.midpoint_jump_14_to_7, arithmetic_to_midpoint=opts.arithmetic_to_midpoint)
    g.add_node(NASSAU, kind="harbour", zone=0, name="Nassau", smuggle=(), sacked=False, pos=where[NASSAU])
    for s in range(1, 21):
        sp = comp.spaces[s]
        g.add_node(s, kind=sp.kind, zone=sp.zone, name=sp.name, smuggle=tuple(sp.smuggle),
                   sacked=s in sacked, pos=where[s])
    for d in range(1, 7):
        g.add_edge(NASSAU, d, key=f"d{d}", die=d, step=d, jump=False, first=True, wind_only=False)
    g.add_edge(NASSAU, 7, key="jump", die=None, step=None, jump=True, first=True, wind_only=False)
    for s in range(1, 21):
        for d in range(1, 8):
            for step in (d, -d):
                t = min(20, max(1, s + step))
                if t in MIDPOINT_JUMPS and not opts.arithmetic_to_midpoint:
                    continue
                g.add_edge(s, t, key=f"{step:+d}", die=d, step=step, jump=False, first=False, wind_only=d == 7)
        for t in _jumps(s, opts.midpoint_jump_14_to_7):
            g.add_edge(s, t, key="jump", die=None, step=None, jump=True, first=False, wind_only=False)
    return g


def _graph(graph_or_game):
    """A sea graph from a graph, a Game, Components or None."""
    if hasattr(graph_or_game, "out_edges") and hasattr(graph_or_game, "nodes"):
        return graph_or_game
    return sea_graph(graph_or_game)


def _index(graph) -> dict:
    """{node: {die or "jump": targets}}, so searches do not walk edge lists again and again."""
    idx = {}
    for u, v, data in graph.edges(data=True):
        key = "jump" if data["jump"] else data["die"]
        idx.setdefault(u, {}).setdefault(key, []).append(v)
    return idx


def _start(start, first):
    """The node a search starts from; before the first move that is always Nassau
    (the engine ignores the ship's space for the first move)."""
    if first or start in (0, None, NASSAU):
        return NASSAU
    if not (isinstance(start, int) and 1 <= start <= 20):
        raise ValueError(f"start must be 1..20, 0 or 'Nassau', not {start!r}")
    return start


def _one_move(idx, node, dice, wind):
    """Distinct (face, delta, target) for one move from node, as the engine lists them."""
    out = []
    here = idx.get(node, {})
    for face in sorted(set(dice)):
        for delta in ((0, 1, -1) if wind else (0,)):
            shown = face + delta
            if not 1 <= shown <= 7:          # a 1 cannot become 0; a 6 may become 7
                continue
            for t in sorted(set(here.get(shown, ())) | set(here.get("jump", ()))):
                out.append((face, delta, t))
    return out


def _levels(idx, start, dice, wind, first):
    """[{(space, dice left, wind left): shortest steps}] after exactly 1, 2, ... moves."""
    level = {(_start(start, first), tuple(sorted(dice)), bool(wind)): []}
    out = []
    for _ in range(len(dice)):
        nxt = {}
        for (node, left, w), path in level.items():
            for face, delta, t in _one_move(idx, node, left, w):
                rest = list(left)
                rest.remove(face)
                key = (t, tuple(rest), w and not delta)
                if key not in nxt:
                    nxt[key] = path + [(face, delta, t)]
        out.append(nxt)
        level = nxt
    return out


def next_moves(graph_or_game, start, dice, wind=False, first=False) -> list:
    """Every distinct legal next move as (face, delta, target), like ``movement.move_options``."""
    return _one_move(_index(_graph(graph_or_game)), _start(start, first), dice, wind)


def reachable_by_moves(graph_or_game, start, dice, wind=False, first=False) -> dict:
    """{k: set of spaces the ship can be on after exactly k moves}, k = 1..len(dice).

    Dice are used in any order, one per move; ``wind`` lets one die change by ±1 once
    (never to 0; a 6 may become 7). ``start`` 0 or "Nassau" (or ``first=True``) means
    the next move is the round's first.
    """
    levels = _levels(_index(_graph(graph_or_game)), start, dice, wind, first)
    return {k: {key[0] for key in lvl} for k, lvl in enumerate(levels, 1)}


def reachable(graph_or_game, start, dice, wind=False, first=False) -> dict:
    """{space: shortest list of (face, delta, target) steps} for every space the ship can
    be on after some of the moves (1..len(dice) of them); arguments as ``reachable_by_moves``.

    ``len(path)`` is the fewest moves that reach the space. Among shortest paths the one
    with the lowest dice first is kept, so results are reproducible.
    """
    best = {}
    for lvl in _levels(_index(_graph(graph_or_game)), start, dice, wind, first):
        for (space, _, _), path in lvl.items():
            if space not in best:
                best[space] = path
    return dict(sorted(best.items()))


def notation(step) -> str:
    """A step in move notation: "3>3", or "5+1>9" with a trade wind."""
    face, delta, target = step
    return f"{face}{delta:+d}>{target}" if delta else f"{face}>{target}"


def reach_table(start, dice, wind=False, first=False, graph=None):
    """A pandas DataFrame, one row per reachable space: space, kind, zone, name,
    moves (how many dice the shortest path uses) and path (e.g. "3>3, 5>8").

    ``graph``: a sea graph, a Game or Components (default: the default components).
    """
    pd = pandas("the reach table")
    g = _graph(graph)
    rows = []
    for space, path in reachable(g, start, dice, wind, first).items():
        node = g.nodes[space]
        rows.append({"space": space, "kind": node["kind"], "zone": node["zone"], "name": node["name"],
                     "moves": len(path), "path": ", ".join(notation(s) for s in path)})
    return pd.DataFrame(rows, columns=["space", "kind", "zone", "name", "moves", "path"])
