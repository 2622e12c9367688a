"""Views of Merchants & Marauders' analysis objects: the sea graph drawn at the board's places
(attached to :class:`.sea.SeaMap` by :mod:`.reprs`) and the odds tables of :mod:`.odds` in
percentages. Imported lazily; every output is deterministic.
"""

import re
from fractions import Fraction
from types import SimpleNamespace

from ...display import SVG, THEME_CSS, esc, picture
from ...kernel.english import plural
from . import render

NODE_RX, NODE_RY = 54, 25           # a zone's ellipse
DIR_GAP = 13                        # how far past a zone's edge its compass labels sit
TITLE_Y, NOTE_Y, TOP = 28, 50, 72   # the heading's two lines; the top of the highest zone
# a compass label keeps a rim of the background around it, so a lane crossing it does not hide it
CSS = ".marauders-map .halo { stroke: var(--nassau-bg, #ffffff); stroke-width: 3px; paint-order: stroke; }"
FALLBACK = {**render.FALLBACK, "halo": 'stroke="#ffffff" stroke-width="3" paint-order="stroke"'}


# --- the sea graph ------------------------------------------------------------------------------
def _k(*classes: str) -> str:
    """The classes and the light theme's attributes of a themed element (the map's classes);
    where two classes set one attribute, the later one's value is kept (as in the stylesheet)."""
    attrs = {}
    for c in classes:
        attrs.update(re.findall(r'([\w-]+)="([^"]*)"', FALLBACK[c]))
    return f'class="{" ".join(classes)}" ' + " ".join(f'{k}="{v}"' for k, v in attrs.items())


def _places(g) -> tuple:
    """({zone: (x, y)}, (width, height)): the map's zone centres (from the nodes' ``layout``),
    moved up to just below the heading, and the drawing's size."""
    zones = [SimpleNamespace(layout=d["layout"]) for _, d in g.nodes(data=True)]
    comp = SimpleNamespace(zones=zones)
    if not zones:
        return {}, (render.WIDTH, TOP)
    width, _ = render.map_size(comp)
    pts = render.centres(comp)
    lift = min(y for _, y in pts) - NODE_RY - TOP
    at = {z: (x, y - lift) for z, (x, y) in zip(g.nodes, pts)}
    return at, (width, max(y for _, y in at.values()) + NODE_RY + render.MARGIN)


def _edge_point(centre, towards, extra) -> tuple:
    """The point ``extra`` pixels past the zone's ellipse on the way to ``towards``."""
    (x, y), (tx, ty) = centre, towards
    dx, dy = tx - x, ty - y
    length = (dx * dx + dy * dy) ** 0.5 or 1.0
    ux, uy = dx / length, dy / length
    rim = 1 / ((ux / NODE_RX) ** 2 + (uy / NODE_RY) ** 2) ** 0.5
    return x + ux * (rim + extra), y + uy * (rim + extra)


def _lanes(g, at, on_path) -> list:
    """One line per lane (a pair of zones joined either way), then each direction's compass
    point by the zone it leaves."""
    out, seen = ['<g class="lanes">'], set()
    order = {z: i for i, z in enumerate(g.nodes)}
    for a, b in g.edges:
        pair = tuple(sorted((a, b), key=order.get))
        if pair in seen:
            continue
        seen.add(pair)
        (xa, ya), (xb, yb) = at[pair[0]], at[pair[1]]
        lit = pair in on_path
        look = f'{_k("turn")} stroke-width="6"' if lit else f'{_k("lane")} stroke-width="3" stroke-opacity="0.55"'
        names = " – ".join(esc(g.nodes[z].get("name", z)) for z in pair)
        out.append(f'<line {look} data-lane="{esc(pair[0])} {esc(pair[1])}" x1="{xa:.1f}" y1="{ya:.1f}" '
                   f'x2="{xb:.1f}" y2="{yb:.1f}"><title>{names}</title></line>')
    for a, b, d in g.edges(data="dir"):
        x, y = _edge_point(at[a], at[b], DIR_GAP)
        out.append(f'<text {_k("soft", "halo")} data-dir="{esc(a)} {esc(b)}" x="{x:.1f}" y="{y + 4:.1f}" '
                   f'font-size="10" text-anchor="middle">{esc(d or "")}</text>')
    out.append("</g>")
    return out


def _zone(g, z, at, step) -> list:
    d = g.nodes[z]
    x, y = at[z]
    name, port, nation = d.get("name", z), d.get("port"), d.get("nation")
    tip = f"{name}: the port of {port} ({str(nation).title()})" if port else f"{name}: open sea, no port"
    look = _k("port" if port else "sea", "turn") + ' stroke-width="3"' if step is not None else _k(
        "port" if port else "sea")
    out = [f'<g class="zone" data-zone="{esc(z)}"><title>{esc(tip)}</title>',
           f'<ellipse {look} cx="{x:.1f}" cy="{y:.1f}" rx="{NODE_RX}" ry="{NODE_RY}"/>']
    if port:
        out.append(f'<rect {_k("edge")} stroke-width="0.6" fill="{render.nation_colour(nation)}" x="{x - 6.5:.1f}" '
                   f'y="{y - NODE_RY + 3:.1f}" width="13" height="8" rx="1.5"/>')
    out.append(_label(x, y + 4, name, 11.5, bold=True))
    below = f"{str(nation).title()}" if port else "no port"
    out.append(_label(x, y + 16, below if step is None else f"{below} · {step}", 9.5, cls="soft"))
    out.append("</g>")
    return out


def _label(x, y, text, size, cls="fg", bold=False) -> str:
    room = 2 * NODE_RX - 14
    squeeze = ""
    if render.text_width(text, size, bold) > room:
        squeeze = f' textLength="{room}" lengthAdjust="spacingAndGlyphs"'
    weight = ' font-weight="bold"' if bold else ""
    return (f'<text {_k(cls)} x="{x:.1f}" y="{y:.1f}" font-size="{size}"{weight} text-anchor="middle"{squeeze}>'
            f"{esc(text)}</text>")


def _route(g, path) -> list:
    path = list(path or ())
    missing = [z for z in path if z not in g]
    if missing:
        raise ValueError(f"the path names zones that are not in the graph: {', '.join(map(str, missing))}")
    for a, b in zip(path, path[1:]):
        if not g.has_edge(a, b):
            raise ValueError(f"there is no lane from {a} to {b}")
    return path


def sea_graph_svg(g, path=None) -> SVG:
    """The graph as a self-contained SVG: each zone at its place on the board (a port's with its
    nation's flag), each lane between them, and by each end the compass point that leads along
    it; ``path`` (zone ids, each next to the one before) is drawn over it, its steps numbered."""
    path = _route(g, path)
    at, (width, height) = _places(g)
    order = {z: i for i, z in enumerate(g.nodes)}
    on_path = {tuple(sorted(p, key=order.get)) for p in zip(path, path[1:])}
    steps = {}
    for i, z in enumerate(path):
        steps.setdefault(z, str(i))
    name = g.graph.get("name", "The sea")
    head = f"{name}: {g.number_of_nodes()} zones, {len(_pairs(g))} lanes"
    note = "By each end of a lane: the compass point that sails along it from that zone."
    if path:
        note = f"The way {' → '.join(g.nodes[z].get('name', z) for z in path)}: {plural(len(path) - 1, 'move')}."
    title = f"{head}. {note}"
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="nassau marauders-map" viewBox="0 0 {width:.0f} '
           f'{height:.0f}" width="{width:.0f}" height="{height:.0f}" role="img" aria-label="{esc(title)}">',
           f"<title>{esc(title)}</title>",
           f"<style>{THEME_CSS}{render.CSS}{CSS}</style>",
           f'<rect {_k("bg")} x="0" y="0" width="{width:.0f}" height="{height:.0f}"/>',
           f'<text {_k("fg")} x="{render.MARGIN}" y="{TITLE_Y}" font-size="16" font-weight="bold">{esc(head)}</text>',
           f'<text {_k("soft")} x="{render.MARGIN}" y="{NOTE_Y}" font-size="12">{esc(note)}</text>']
    out += _lanes(g, at, on_path)
    for z in g.nodes:
        out += _zone(g, z, at, steps.get(z))
    out.append("</svg>")
    return SVG("\n".join(out))


def _pairs(g) -> set:
    return {frozenset(e) for e in g.edges}


def sea_graph_repr_svg(g) -> str:
    return str(sea_graph_svg(g))


def sea_graph_html(g) -> str:
    """The drawing as a picture, which every notebook shows, trusted or not."""
    return picture(sea_graph_svg(g))


# --- odds tables ----------------------------------------------------------------------------------
def _percent(value) -> str:
    return f"{float(value):.1%}" if isinstance(value, Fraction) else str(value)


def _number(value) -> str:
    return f"{float(value):.2f}"


def odds_view(df, caption: str = ""):
    """An odds DataFrame (:mod:`.odds`) as a styled table: probabilities in percent, an
    ``expected`` column as a number; row labels made of several numbers read "3 v 2"."""
    from ...display.tables import style
    data = df.copy()
    if data.index.nlevels > 1:
        data.index = [" v ".join(map(str, key)) for key in data.index]
        data.index.name = " v ".join(map(str, df.index.names))
    fmt = {col: _number if col == "expected" else _percent for col in data.columns}
    return style(data, "nassau-marauders-odds", caption, fmt=fmt)
