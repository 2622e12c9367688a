"""Text, HTML and SVG views of a Pirates of Nassau game. Imported lazily by the reprs.

Everything is deterministic: the same position always gives the same bytes.
"""

import json
from functools import lru_cache
from importlib import resources

from ...display import SVG, css_colour, esc, picture, squeeze, styled, text_width
from ...kernel.english import plural, possessive
from . import describe
from ..rules.components import GAME, ITEMS
from ..rules.flow import STEP_NAMES, decision

PORT_ROOM = 44                   # a port tile's 52 pixels, less a margin each side
PLAYER_COLOURS = ("#e3b505", "#d1342f", "#2f6fd1", "#2e9e4f", "#8e44ad")   # yellow, red, blue, green, purple
STACK_NAMES = ("hull", "mast", "crew")


# --- text ---------------------------------------------------------------------------
def hold_text(p) -> str:
    items = [plural(n, ITEMS[i]) for i, n in enumerate(p.hold) if n]
    return ", ".join(items) or "empty"


def chest_text(p) -> str:
    return f"{plural(p.chest, 'pesos')}, {plural(p.doubloons, 'doubloons')}"


def captains_text(game, p) -> str:
    return " ".join(c.label if free else f"({c.label})" for c, free in zip(game.comp.captains, p.captains))


def space_text(game, s) -> str:
    sp = game.comp.spaces[s]
    if sp.kind == "midpoint":
        return f"{s:>2} midpoint"
    if sp.kind == "port":
        state = "SACKED" if s in game.sacked else f"smuggle {'/'.join(sp.smuggle)}"
        return f"{s:>2} port {sp.name} ({state})"
    m = game.routes[s]
    if m < 0:
        return f"{s:>2} route (empty)"
    card = game.comp.merchants[m]
    return f"{s:>2} route {card.id} {card.sail}/{card.cannon}: {describe.loot(card)}"


def game_text(game) -> str:
    comp = game.comp
    head = "Pirates of Nassau: " + ("game over" if game.over else
                                     decision(game, "round {}, {}; ", "", game.round, STEP_NAMES[game.step]))
    lines = [head, "Sea:"]
    ships = {}
    for p in game.players:
        if p.pos:
            ships.setdefault(p.pos, []).append(p.name)
    for s in range(1, 21):
        here = f"  <- {', '.join(ships[s])}" if s in ships else ""
        lines.append("  " + space_text(game, s) + here)
    navy = ", ".join(comp.navy_labels[i] for i in game.navy_display) or "none"
    lines.append(f"Navy: {navy} (deck {len(game.navy_deck)})")
    for name, shown in zip(STACK_NAMES, game.harbour):
        lines.append(f"Nassau {name}: " + (", ".join(comp.tiles[t].name for t in shown) or "none"))
    lines.append("Players:")
    for p in sorted(game.players, key=lambda q: q.infamy):
        dice = " ".join(map(str, p.dice)) or "-"
        path = " ".join(f"{s}:{f}" for s, f in p.path) or "-"
        lines.append(f"  {p.name}: infamy {p.infamy}; dice {dice}; path {path}; hold {hold_text(p)} "
                     f"({p.held()}/{game.ship.capacity(p)}); chest {p.chest}"
                     f"{' + ' + plural(p.doubloons, 'doubloon') if p.doubloons else ''}; wind {'yes' if p.wind else 'no'}; "
                     f"captains {captains_text(game, p)}")
    return "\n".join(lines)


def _slots(game, p):
    """(section, [(slot, tile kind or None, used, new), ...]) for each section of p's ship."""
    ship, tiles = game.ship, game.comp.tiles
    for sec in ship.sections_of(p):
        row = []
        for slot in sec.slots:
            i = ship.slot_index[slot.id]
            t = p.tiles[i]
            k = tiles[t] if t >= 0 else None
            row.append((slot, k, bool(p.flipped >> i & 1), bool(p.fresh >> i & 1) and k is not None and k.one_shot))
        yield sec, row


def ship_text(game, p) -> str:
    ship = game.ship
    kind = ("pinnace", "brigantine", "galleon")[p.extra]
    lines = [f"{possessive(p.name, start=True)} {kind}: sail {ship.sail(p)}, cannon {ship.cannon(p)}, "
             f"hold {p.held()}/{ship.capacity(p)}, best ship {ship.best_ship(p)}, motley crew {ship.motley(p)}"]
    for sec, row in _slots(game, p):
        slots = []
        for slot, k, used, new in row:
            if k is None:
                slots.append(f"{slot.id} [{slot.type}, {slot.colour}]")
            else:
                mark = " (used)" if used else " (new)" if new else ""
                slots.append(f"{slot.id} {k.name}{mark}")
        lines.append(f"  {sec.name}: " + "; ".join(slots))
    lines.append(f"  hold: {hold_text(p)}; chest: {chest_text(p)}")
    lines.append(f"  captain cards: {captains_text(game, p)}")
    return "\n".join(lines)


# --- HTML -----------------------------------------------------------------------------
def merchant_html(m):
    return styled(f'<div class="card"><b>Merchant {esc(m.id)}</b> <span class="soft">zone {m.zone}</span><br>'
                  f'sail {m.sail} · cannon {m.cannon}<br>loot: {esc(describe.loot(m))}</div>')


def navy_html(c):
    if c.game_end:
        body = "<b>Game End</b>"
    elif not c.ship:
        body = "<b>Royal Navy</b>: empty ocean"
    else:
        body = f"<b>Royal Navy</b> ship<br>sail {c.sail} · cannon {c.cannon}"
    return styled(f'<div class="card">{body}<br><span class="soft">{esc(c.id)}, phase {c.phase}, '
                  f'{c.min_players}+ players</span></div>')


def captain_html(c):
    return styled(f'<div class="card"><b>Captain card</b><br>sail {c.sail} · cannon {c.cannon}</div>')


def tile_html(k, used=False):
    nums = f"best ship {k.best_ship}" if k.type != "crew" else f"motley {k.motley}"
    cls = "card used" if used else "card"
    return styled(f'<div class="{cls}" style="border-color:{css_colour(k.colour)};border-width:2px">'
                  f'<b>{esc(k.name)}</b> '
                  f'<span class="soft">{esc(k.type)}, {esc(k.colour)}</span><br>{esc(describe.tile_effect(k))}<br>'
                  f'<span class="soft">{nums}</span></div>')


def player_html(p):
    where = f"space {p.pos}" if p.pos else "Nassau"
    dice = " ".join(map(str, p.dice)) or "none"
    return styled(f'<div class="card"><b>{esc(p.name)}</b> <span class="soft">seat {p.seat}</span><br>'
                  f'infamy {p.infamy} · at {where} · dice {dice}<br>hold: {esc(hold_text(p))}<br>'
                  f'chest: {esc(chest_text(p))}</div>')


def action_html(a):
    return styled(f'<code>{esc(a.notation)}</code> <span class="soft">{esc(describe.action(a))}</span>')


def ship_html(game, p):
    ship, comp = game.ship, game.comp
    cells = []
    for sec, row in _slots(game, p):
        slots = []
        for slot, k, used, _ in row:
            if k is None:
                slots.append(f'<div class="card soft" style="border-style:dashed;'
                             f'border-color:{css_colour(slot.colour)}">'
                             f'{esc(slot.id)}<br>{esc(slot.type)}</div>')
            else:
                tag = " (used)" if used else ""
                slots.append(f'<div class="card{" used" if used else ""}" style="border-color:{css_colour(k.colour)};'
                             f'border-width:2px" title="{esc(describe.tile_effect(k))}">{esc(slot.id)}<br>'
                             f'<b>{esc(k.name)}</b>{tag}</div>')
        cells.append(f'<td><b>{esc(sec.name)}</b><br>{"".join(slots)}</td>')
    caps = " ".join(f'<span class="card{"" if free else " used"}">{c.label}</span>'
                    for c, free in zip(comp.captains, p.captains))
    colour = PLAYER_COLOURS[p.seat % len(PLAYER_COLOURS)]
    body = (f'<div><b style="color:{colour}">■</b> <b>{esc(p.name)}</b>: sail {ship.sail(p)}, cannon {ship.cannon(p)}, '
            f'best ship {ship.best_ship(p)}, motley crew {ship.motley(p)}</div>'
            f'<table><tr>{"".join(cells)}</tr></table>'
            f'<div>hold ({p.held()}/{ship.capacity(p)}): {esc(hold_text(p))}</div>'
            f'<div>chest: {esc(chest_text(p))}</div><div>captain cards: {caps}</div>')
    return styled(body)


def game_html(game):
    rows = []
    for p in sorted(game.players, key=lambda q: q.infamy):
        colour = PLAYER_COLOURS[p.seat % len(PLAYER_COLOURS)]
        rows.append(f'<tr><td><b style="color:{colour}">■</b> {esc(p.name)}</td><td>{p.infamy}</td>'
                    f'<td>{" ".join(map(str, p.dice)) or "–"}</td><td>{esc(hold_text(p))} ({p.held()}/{game.ship.capacity(p)})</td>'
                    f'<td>{p.chest}{f" + {p.doubloons}×5" if p.doubloons else ""}</td>'
                    f'<td>{esc(captains_text(game, p))}</td></tr>')
    table = ("<table><tr><th>player</th><th>infamy</th><th>dice</th><th>hold</th><th>chest</th><th>captains</th></tr>"
             + "".join(rows) + "</table>")
    return styled(picture(board_svg(game)) + table)


# --- SVG ------------------------------------------------------------------------------
@lru_cache(maxsize=1)
def _layout():
    data = json.loads(resources.files(GAME).joinpath("data/layout.json").read_text(encoding="utf-8"))
    return data


def positions() -> dict:
    """Drawing positions of the spaces (1..20) and of "Nassau", from the stored layout."""
    out = {}
    for rec in _layout()["nodes"]:
        out[rec["node"]] = (rec["x"], rec["y"])
    return out


SVG_CSS = """
svg.nassau-board { max-width: 100%; height: auto; }
.nassau-board .bg { fill: var(--nassau-bg, #fff); }
.nassau-board .zone { fill: var(--nassau-sea, #d8ecf7); stroke: var(--nassau-line, #c9d1d9); }
.nassau-board .zone.z2 { fill: var(--nassau-sea-deep, #bcdcf0); }
.nassau-board .route { fill: var(--nassau-panel, #f6f8fa); stroke: var(--nassau-fg-soft, #57606a); }
.nassau-board .port { fill: var(--nassau-port, #f1e3c6); stroke: var(--nassau-fg-soft, #57606a); }
.nassau-board .mid { fill: var(--nassau-bg, #fff); stroke: var(--nassau-fg-soft, #57606a); stroke-dasharray: 4 2; }
.nassau-board .harbour { fill: var(--nassau-port, #f1e3c6); stroke: var(--nassau-fg, #1f2328); }
.nassau-board text { fill: var(--nassau-fg, #1f2328); font-family: var(--jp-ui-font-family, system-ui, sans-serif); }
.nassau-board .soft { fill: var(--nassau-fg-soft, #535c66); }
.nassau-board .sacked { stroke: var(--nassau-warn, #bf3989); stroke-width: 4; }
.nassau-board .card { fill: var(--nassau-panel, #f6f8fa); stroke: var(--nassau-fg-soft, #57606a); }
.nassau-board .track { stroke: var(--nassau-fg-soft, #57606a); stroke-width: 2; }
.nassau-board .path { fill: none; stroke-width: 2.5; stroke-opacity: 0.8; }
.nassau-board .die { stroke: var(--nassau-fg, #1f2328); stroke-width: 0.8; }
.nassau-board .hit { cursor: pointer; }
.nassau-board .target > rect, .nassau-board .target > circle, .nassau-board .target > path {
  stroke: var(--nassau-accent, #1f6feb); stroke-width: 4; }
.nassau-board tspan.target { fill: var(--nassau-accent, #1f6feb); font-weight: bold; text-decoration: underline; }
"""


# Presentation attributes for renderers without CSS variables (the light theme); the
# stylesheet above overrides them wherever CSS custom properties work.
FALLBACK = {
    "bg": 'fill="#ffffff"', "zone z1": 'fill="#d8ecf7" stroke="#c9d1d9"', "zone z2": 'fill="#bcdcf0" stroke="#c9d1d9"',
    "route": 'fill="#f6f8fa" stroke="#57606a"', "port": 'fill="#f1e3c6" stroke="#57606a"',
    "mid": 'fill="#ffffff" stroke="#57606a" stroke-dasharray="4 2"', "harbour": 'fill="#f1e3c6" stroke="#1f2328"',
    "soft": 'fill="#535c66"', "sacked": 'stroke="#bf3989" stroke-width="4" fill="none"',
    "card": 'fill="#f6f8fa" stroke="#57606a"', "track": 'stroke="#57606a" stroke-width="2"',
    "path": 'fill="none" stroke-width="2.5" stroke-opacity="0.8"', "die": 'stroke="#1f2328" stroke-width="0.8"',
    "txt": 'fill="#1f2328"',
}


def _c(cls: str) -> str:
    return f'class="{cls}" {FALLBACK[cls]}'


def targets(game) -> dict:
    """What a click can act on now: spaces, face-up Navy cards (by position) and Nassau tiles (by id)."""
    out = {"space": set(), "navy": set(), "tile": set()}
    if game.over:
        return out
    cards = game.comp.navy_cards
    for a in game.legal_actions():
        if a.kind == "move":
            out["space"].add(a.c)
        elif a.kind in ("plunder", "sack", "smuggle"):
            out["space"].add(game.players[game.cur].pos)
        elif a.kind == "navy":
            out["navy"].update(i for i, c in enumerate(game.navy_display) if cards[c] == a.a)
        elif a.kind == "buy" and a.a != "section":
            out["tile"].update(t for st in game.harbour for t in st if game.comp.tiles[t].code == a.a)
    return out


def _hit(marks, kind, key) -> str:
    """Attributes that make an element clickable in the widget (nothing in static output)."""
    if marks is None:
        return ""
    cls = ' class="hit target"' if key in marks[kind] else ' class="hit"'
    return f' data-{kind}="{key}"{cls}'


def board_svg(game, interactive: bool = False, fights=()) -> SVG:
    """The table as SVG; ``interactive`` draws the board widget's version (see ``widget_svg``)."""
    if interactive:
        return widget_svg(game, fights)
    from ...display import THEME_CSS
    pos = positions()
    marks = None
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="nassau nassau-board" viewBox="0 0 1000 760" '
           f'width="1000" height="760" role="img" aria-label="{esc(_title(game))}">',
           f"<title>{esc(_title(game))}</title>",
           f"<desc>{esc(game_text(game))}</desc>",
           "" if interactive else f"<style>{THEME_CSS}{SVG_CSS}</style>",
           f'<rect {_c("bg")} x="0" y="0" width="1000" height="760"/>',
           f'<text x="16" y="26" font-size="18" font-weight="bold">{esc(_title(game))}</text>']
    out += _legend(game)
    out += _zones(pos)
    out += _spaces(game, pos, marks)
    out += _paths(game, pos)
    out += _nassau(game, pos, marks)
    out += _navy(game, marks)
    out += _track_lanes(game, 1000)
    out.append("</svg>")
    return SVG("\n".join(out))


def _title(game) -> str:
    if game.over:
        return f"Pirates of Nassau: game over after round {game.round}"
    return decision(game, "Round {}, {}: ", "", game.round, STEP_NAMES[game.step])


def _legend(game):
    out, x = [], 16
    for p in game.players:
        colour = PLAYER_COLOURS[p.seat % len(PLAYER_COLOURS)]
        label = f"{p.name} ({p.infamy})"
        out.append(f'<rect fill="{colour}" stroke="#000" stroke-width="0.6" x="{x}" y="46" width="12" height="12" rx="2"/>')
        out.append(f'<text x="{x + 17}" y="57" font-size="12">{esc(label)}</text>')
        x += 30 + 7 * len(label)
    return out


def _zones(pos, wide: bool = False):
    out = []
    for z, spaces in ((1, range(1, 7)), (2, range(8, 14)), (3, range(15, 21))):
        xs = [pos[s][0] for s in spaces]
        ys = [pos[s][1] for s in spaces]
        x0, x1, y0, y1 = min(xs) - 40, max(xs) + 40 + (WIDGET_W - 1000 if wide and z == 3 else 0), min(ys) - 48, max(ys) + 56
        out.append(f'<rect {_c("zone z" + str(z % 2 + 1))} x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="14"/>')
        # bottom left, where no space's number is (top right ran into the top row's last one)
        out.append(f'<text {_c("soft")} x="{x0 + 8}" y="{y1 - 7}" font-size="12">zone {z}</text>')
    return out


def _spaces(game, pos, marks=None):
    comp, out = game.comp, []
    for s in range(1, 21):
        x, y = pos[s]
        sp = comp.spaces[s]
        # in the widget, labels carry a halo of the sea around them, so route lines never cross them
        halo = "" if marks is None else f' class="halo {"halo-bg" if sp.kind == "midpoint" else HALO[sp.zone % 2]}"'
        out.append(f"<g{_hit(marks, 'space', s)}>")
        if sp.kind == "port":
            out.append(f'<rect {_c("port")} x="{x - 26}" y="{y - 26}" width="52" height="52" rx="6"/>')
            out.append(f'<text{halo} x="{x}" y="{y + 42}" font-size="11" text-anchor="middle">{esc(sp.name)}</text>')
            out += _goods(x, y, sp.smuggle[:3])
            if s in game.sacked:
                out.append(f'<path {_c("sacked")} d="M{x - 22} {y - 22}L{x + 22} {y + 22}M{x + 22} {y - 22}L{x - 22} {y + 22}"/>')
        elif sp.kind == "midpoint":
            out.append(f'<path {_c("mid")} d="M{x} {y - 30}L{x + 30} {y}L{x} {y + 30}L{x - 30} {y}Z"/>')
        else:
            out.append(f'<circle {_c("route")} cx="{x}" cy="{y}" r="27"/>')
            m = game.routes[s]
            if m >= 0:
                card = comp.merchants[m]
                out.append(f'<text x="{x}" y="{y + 4}" font-size="13" font-weight="bold" text-anchor="middle">'
                           f'{card.sail}/{card.cannon}</text>')
                out.append(f'<text {_c("soft")} x="{x}" y="{y + 17}" font-size="8" text-anchor="middle">{esc(card.id)}</text>')
        out.append(_number(s, sp.kind, x, y, halo))
        out.append("</g>")
    return out


def _goods(x, y, items):
    """What a port smuggles, one a line in its 52-pixel tile, each squeezed to the tile's width
    ("gunpowder" is wider than the tile at 9 px in a wide font)."""
    top = y + 3 - 6.5 * (len(items) - 1)
    return [f'<text {_c("soft")} x="{x}" y="{top + 13 * k:g}" font-size="9" text-anchor="middle"'
            f'{squeeze(item, 9, PORT_ROOM)}>{esc(item)}</text>' for k, item in enumerate(items)]


def _number(s, kind, x, y, halo) -> str:
    """A space's number: over its top left corner, but left of a midpoint's diamond, so that
    the fights shown below the bottom row never cover it."""
    if kind == "midpoint":
        return f'<text{halo} x="{x - 34}" y="{y + 4}" font-size="11" font-weight="bold" text-anchor="end">{s}</text>'
    return f'<text{halo} x="{x - 24}" y="{y - 30}" font-size="11" font-weight="bold">{s}</text>'


def _paths(game, pos):
    out = []
    for p in game.players:
        colour = PLAYER_COLOURS[p.seat % len(PLAYER_COLOURS)]
        dx, dy = (p.seat - 2) * 7, (p.seat - 2) * 5
        points = [pos["Nassau"]] + [pos[s] for s, _ in p.path]
        if len(points) > 1:
            pts = " ".join(f"{x + dx},{y + dy}" for x, y in points)
            out.append(f'<polyline {_c("path")} stroke="{colour}" points="{pts}"/>')
        for k, (s, face) in enumerate(p.path):
            x, y = pos[s]
            out.append(f'<rect {_c("die")} fill="{colour}" x="{x + 14 + dx}" y="{y - 30 + dy + 4 * k}" width="13" height="13" rx="2"/>')
            out.append(f'<text x="{x + 20.5 + dx}" y="{y - 20 + dy + 4 * k}" font-size="10" text-anchor="middle">{face}</text>')
        if p.pos:
            x, y = pos[p.pos]
            out.append(f'<path fill="{colour}" stroke="#000" stroke-width="0.8" '
                       f'd="M{x - 9 + dx} {y + 20 + dy}h18l-4 7h-10z M{x + dx} {y + 20 + dy}v-12l7 8z"/>')
            out.append(f'<title>{esc(p.name)}</title>')
    return out


def _nassau(game, pos, marks=None):
    x, y = pos["Nassau"]
    out = [f'<rect {_c("harbour")} x="{x - 230}" y="{y - 34}" width="460" height="92" rx="10"/>',
           f'<text x="{x}" y="{y - 18}" font-size="13" font-weight="bold" text-anchor="middle">Nassau</text>']
    for row, (name, shown) in enumerate(zip(STACK_NAMES, game.harbour)):
        names = ", ".join(f"<tspan{_hit(marks, 'tile', t)}>{esc(game.comp.tiles[t].name)}</tspan>" for t in shown)
        out.append(f'<text x="{x - 220}" y="{y + row * 16}" font-size="10"><tspan font-weight="bold">{name}:</tspan> '
                   f'{names or "none"}</text>')
    return out


def _navy(game, marks=None):
    quiet = "" if marks is None else f" {NO_POINTER}"          # in the widget only the cards take clicks
    out = [f'<text x="16" y="650" font-size="13" font-weight="bold"{quiet}>Royal Navy</text>',
           f'<text {_c("soft")} x="110" y="650" font-size="11"{quiet}>deck {len(game.navy_deck)}</text>']
    for i, c in enumerate(game.navy_display):
        x = 16 + i * 74
        out.append(f"<g{_hit(marks, 'navy', i)}>")
        out.append(f'<rect {_c("card")} x="{x}" y="658" width="66" height="40" rx="5"/>')
        out.append(f'<text x="{x + 33}" y="683" font-size="13" text-anchor="middle">{esc(game.comp.navy_labels[c])}</text>')
        out.append("</g>")
    return out


# --- the board widget's SVG ---------------------------------------------------------------
# The widget draws the same table with room for what piles up: ships and the dice they left
# stand in a column beside their space (never over a merchant's values or a port's name), route
# lines run faintly under the spaces, labels have a halo, infamy labels take the first free lane
# above the track, and the result of each fight shows as a badge for two redraws. Only the
# spaces, the Navy cards and the tiles of Nassau take pointer events; everything drawn on them
# lets clicks through.
WIDGET_W, WIDGET_H = 1030, 760
HALO = {1: "halo-deep", 0: "halo-sea"}          # zone % 2 -> the zone's fill (zones 1 and 3 are the deep ones)
NO_POINTER = 'pointer-events="none"'
WIN_MARK = ('<tspan style="fill:#2da44e;font-weight:bold">✓</tspan>', '<tspan style="fill:#e5534b;font-weight:bold">✗</tspan>')


def _ink(colour: str) -> str:
    """Text colour that reads on a player's colour."""
    return "#1f2328" if colour == PLAYER_COLOURS[0] else "#ffffff"


def widget_svg(game, fights=()) -> SVG:
    """The board widget's table: click targets (``data-space``, ``data-navy``, ``data-tile`` with
    class ``hit``, and ``target`` where a click can act), no stylesheet (the widget loads it once)
    and ``fights``: recent fight results from ``intents.fight_result`` with a ``fresh`` flag."""
    pos = positions()
    marks = targets(game)
    title = esc(_title(game))
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="nassau nassau-board nassau-board-widget" '
           f'viewBox="0 0 {WIDGET_W} {WIDGET_H}" width="{WIDGET_W}" height="{WIDGET_H}" role="img" aria-label="{title}">',
           f"<title>{title}</title>",
           f"<desc>{esc(game_text(game))}</desc>",
           f'<rect {_c("bg")} x="0" y="0" width="{WIDGET_W}" height="{WIDGET_H}"/>',
           f'<text x="16" y="26" font-size="18" font-weight="bold" {NO_POINTER}>{title}</text>']
    out += [f"<g {NO_POINTER}>", *_legend(game), *_zones(pos, wide=True), *_route_lines(game, pos), "</g>"]
    out += _spaces(game, pos, marks)
    out += _pieces(game, pos)
    out += _harbour_chips(game, pos, marks)
    out += _navy(game, marks)
    out += _track_lanes(game)
    out += _fight_badges(game, pos, fights)
    out.append("</svg>")
    return SVG("\n".join(out))


def _route_lines(game, pos):
    """Each ship's route from Nassau, faint and under the spaces (which hide its ends). Each leg is
    moved sideways by the player's seat, so ships that sailed the same way show side by side."""
    out, n = [], len(game.players)
    for p in game.players:
        colour = PLAYER_COLOURS[p.seat % len(PLAYER_COLOURS)]
        shift = (p.seat - (n - 1) / 2) * 4
        points = [pos["Nassau"]] + [pos[s] for s, _ in p.path]
        for (xa, ya), (xb, yb) in zip(points, points[1:]):
            length = ((xb - xa) ** 2 + (yb - ya) ** 2) ** 0.5
            if not length:
                continue
            nx, ny = -(yb - ya) / length * shift, (xb - xa) / length * shift
            out.append(f'<line class="path route-line" stroke-width="2.5" style="stroke-opacity:0.55" stroke="{colour}" '
                       f'x1="{xa + nx:.1f}" y1="{ya + ny:.1f}" x2="{xb + nx:.1f}" y2="{yb + ny:.1f}"/>')
    return out


def _ship_icon(x, y, colour) -> str:
    """A small ship, 16 wide and 14 high, with its left end at x and its middle at y."""
    return (f'<path fill="{colour}" stroke="#000" stroke-width="0.7" '
            f'd="M{x} {y + 1.5:g}h16l-3.5 5.5h-9z M{x + 7.5:g} {y + 0.5:g}v-8l6.5 7z"/>')


def _die(x, y, face, colour) -> str:
    """A die of a player's colour, 12 wide, its left end at x, its middle at y."""
    return (f'<rect fill="{colour}" stroke="#000" stroke-width="0.6" x="{x}" y="{y - 6:g}" width="12" height="12" rx="2"/>'
            f'<text x="{x + 6}" y="{y + 3.5:g}" font-size="10" font-weight="bold" text-anchor="middle" '
            f'style="fill:{_ink(colour)}">{face}</text>')


def _pieces(game, pos):
    """Ships and the dice they left, one row a player in a column right of the space."""
    rows = {}
    for p in game.players:
        colour = PLAYER_COLOURS[p.seat % len(PLAYER_COLOURS)]
        spaces = ([p.pos] if p.pos else []) + [s for s, _ in p.path]
        for s in dict.fromkeys(spaces):
            faces = [f for t, f in p.path if t == s]
            rows.setdefault(s, []).append((p, colour, p.pos == s, faces))
    out = [f'<g class="pieces" {NO_POINTER}>']
    for s in sorted(rows):
        x, y = pos[s]
        x0 = x + (34 if game.comp.spaces[s].kind == "midpoint" else 31)
        here = rows[s]
        step = 14 if len(here) <= 4 else 12
        top = y - step * (len(here) - 1) / 2
        for k, (p, colour, ship, faces) in enumerate(here):
            ry, rx = top + step * k, x0
            if ship:
                out.append(_ship_icon(rx, ry, colour))
                rx += 18
            for face in faces:
                out.append(_die(rx, ry, face, colour))
                rx += 14
    out.append("</g>")
    return out


def _harbour_chips(game, pos, marks):
    """Nassau with the tiles on sale as chips (a click on a chip buys that tile)."""
    x, y = pos["Nassau"]
    out = [f'<rect {_c("harbour")} x="{x - 250}" y="{y - 36}" width="500" height="96" rx="10" {NO_POINTER}/>',
           f'<text x="{x}" y="{y - 20}" font-size="13" font-weight="bold" text-anchor="middle" {NO_POINTER}>Nassau</text>']
    for row, (name, shown) in enumerate(zip(STACK_NAMES, game.harbour)):
        ry = y - 12 + row * 23
        out.append(f'<text x="{x - 240}" y="{ry + 13}" font-size="10" font-weight="bold" {NO_POINTER}>{name}</text>')
        cx = x - 200
        for t in shown:
            k = game.comp.tiles[t]
            w = text_width(k.name, 10) + 16
            out.append(f"<g{_hit(marks, 'tile', t)}>")
            out.append(f'<title>{esc(k.name)}: {esc(describe.tile_effect(k))}</title>')
            out.append(f'<rect {_c("card")} x="{cx:.1f}" y="{ry}" width="{w:.1f}" height="19" rx="4"/>')
            out.append(f'<rect fill="{css_colour(k.colour)}" stroke="#8c959f" stroke-width="0.5" x="{cx + 3:.1f}" '
                       f'y="{ry + 4}" width="4" height="11" rx="1"/>')
            out.append(f'<text x="{cx + 11:.1f}" y="{ry + 13.5}" font-size="10">{esc(k.name)}</text>')
            out.append("</g>")
            cx += w + 5
        if not shown:
            out.append(f'<text {_c("soft")} x="{cx}" y="{ry + 13}" font-size="10" {NO_POINTER}>none</text>')
    return out


def _track_lanes(game, width: int = WIDGET_W):
    """The infamy track of a board ``width`` wide: a mark per player on the track and its label
    (a square of the player's colour, the name, the infamy), above and below the track in turn so
    neighbours never share a side; a label pushed right by its neighbour points back to its mark."""
    x0, x1, y = 420, 980, 708
    out = [f'<g class="infamy" {NO_POINTER}>', '<text x="420" y="652" font-size="13" font-weight="bold">Infamy</text>',
           f'<line {_c("track")} x1="{x0}" y1="{y}" x2="{x1}" y2="{y}"/>']
    for v in range(0, 101, 10):
        x = x0 + (x1 - x0) * max(v - 1, 0) / 99
        out.append(f'<text {_c("soft")} x="{x:.1f}" y="{y + 36}" font-size="9" text-anchor="middle">{max(v, 1)}</text>')
    ends, marks = [float("-inf"), float("-inf")], []
    for k, p in enumerate(sorted(game.players, key=lambda q: (q.space, q.seat))):
        x = x0 + (x1 - x0) * (p.space - 1) / 99
        colour = PLAYER_COLOURS[p.seat % len(PLAYER_COLOURS)]
        lap = f" (+{p.laps * 100})" if p.laps else ""
        label = f"{p.name} {p.infamy}"
        w = text_width("■ " + label, 10)
        side = k % 2                                      # 0 above the track, 1 below
        left = min(max(x - w / 2, x0 - 14, ends[side] + 6), width - 4 - w)
        ends[side] = left + w
        ly = y - 12 if side == 0 else y + 21
        if abs(left + w / 2 - x) > 3:                     # pushed aside: a line back to the mark
            edge = y - 7 if side == 0 else y + 7
            out.append(f'<line stroke="{colour}" stroke-width="1.5" x1="{x:.1f}" y1="{edge}" x2="{left + 4:.1f}" '
                       f'y2="{ly + (2 if side == 0 else -10)}"/>')
        out.append(f'<text class="halo halo-bg" x="{left:.1f}" y="{ly}" font-size="10">'
                   f'<tspan style="fill:{colour}">■</tspan> {esc(label)}</text>')
        marks.append(f'<rect fill="{colour}" stroke="#000" stroke-width="0.6" x="{x - 2.5:.1f}" y="{y - 7}" width="5" '
                     f'height="14" rx="1.5"><title>{esc(p.name)}: {p.infamy}{lap}</title></rect>')
    out += marks
    out.append("</g>")
    return out


# A fight's result is a badge 16 high: by its space, above the top row or below the bottom row,
# or under the Navy display in three rows of two columns that end well left of the infamy track.
BADGE_H, BADGE_GAP = 16, 3
NAVY_SLOTS = [(16 + 192 * col, 702 + (BADGE_H + BADGE_GAP) * row) for row in range(3) for col in range(2)]
NAVY_BADGE_W = 186


def _fight_badges(game, pos, fights):
    """The result of each recent fight, the older ones faded: by the space it was fought on, in
    the nearest place that covers no label, midpoint, ship or other badge (none if there is no
    such place: the message says it too), or under the Navy display (the newest six)."""
    out = [f'<g class="fights" {NO_POINTER}>']
    taken = _kept_clear(game, pos)
    navy = [f for f in fights if f["where"][0] == "navy"][-len(NAVY_SLOTS):]
    spots = {id(f): (*slot, NAVY_BADGE_W) for f, slot in zip(navy, NAVY_SLOTS)}
    for f in sorted((f for f in fights if f["where"][0] == "space"), key=lambda f: not f.get("fresh")):
        spot = _free_spot(f, pos[f["where"][1]], taken)
        if spot:
            taken.append((spot[0], spot[1], spot[0] + spot[2], spot[1] + BADGE_H))
            spots[id(f)] = spot
    for f in fights:
        if id(f) in spots:
            out.append(_badge(f, *spots[id(f)]))
    out.append("</g>")
    return out


def _kept_clear(game, pos) -> list:
    """What no badge may cover, as (left, top, right, bottom): the title and the legend, each
    midpoint with its number and the column of ships and dice beside it, and Nassau."""
    out = [(0, 0, WIDGET_W, 61)]
    for s in range(1, 21):
        if game.comp.spaces[s].kind == "midpoint":
            x, y = pos[s]
            out.append((x - 52, y - 32, x + 96, y + 32))      # 5 ships a column; a ship and 3 dice a row
    x, y = pos["Nassau"]
    out.append((x - 250, y - 36, x + 250, y + 60))
    return out


def _badge_width(f) -> float:
    return min(text_width("✓ " + _badge_text(f), 11) + 16, 320)


def _badge_text(f) -> str:
    return f.get("badge", f["text"])


def _free_spot(f, at, taken):
    """(left, top, width) of a space's badge: in the lanes above a top-row space or below a
    bottom-row one, moved aside no further than it still spans the space, the nearest spot
    that meets nothing ``taken``; None if there is none."""
    x, y = at
    w = _badge_width(f)
    pitch = BADGE_H + BADGE_GAP
    lanes = [y - 68 - pitch * k for k in range(3)] if y < 230 else [y + 57 + pitch * k for k in range(7)]
    reach = int(max(0, w / 2 - 12))
    for _, top, shift in sorted((abs(top - lanes[0]) + abs(d), top, d) for top in lanes
                                for d in range(-reach, reach + 1, 2)):
        left = min(max(x - w / 2 + shift, 4), WIDGET_W - 4 - w)
        if not any(_meets((left, top, left + w, top + BADGE_H), r) for r in taken):
            return left, top, w
    return None


def _meets(a, b) -> bool:
    """Whether two boxes (left, top, right, bottom) come closer than a badge's gap."""
    return a[0] < b[2] + BADGE_GAP and b[0] < a[2] + BADGE_GAP and a[1] < b[3] + BADGE_GAP and b[1] < a[3] + BADGE_GAP


def _badge(f, left, top, w) -> str:
    """A fight's badge: a pill of the fighter's colour with ✓ or ✗ and the result, squeezed to
    the pill when it would run longer."""
    colour = PLAYER_COLOURS[f["seat"] % len(PLAYER_COLOURS)]
    text = _badge_text(f)
    cls = "fight fresh" if f.get("fresh") else "fight old"
    return (f'<g class="{cls}">'
            f'<rect x="{left:.1f}" y="{top}" width="{w:.1f}" height="{BADGE_H}" rx="8" stroke="{colour}" '
            f'stroke-width="2" style="fill:var(--nassau-panel, #f6f8fa)"/>'
            f'<text x="{left + 8:.1f}" y="{top + 12}" font-size="11"{squeeze("✓ " + text, 11, w - 16)}>'
            f'{WIN_MARK[0 if f["won"] else 1]} {esc(text)}</text></g>')
