"""Text, HTML and SVG views of Piratoons. Imported lazily by the reprs.

Everything is deterministic (the same position gives the same bytes) and shows only what
is public at the table: while claims are sealed, everyone's sailors left read "hidden" (a
count would tell how many went into the claim); a bid made reads "sealed" until revealed.
"""

from ...display import SVG, THEME_CSS, css_colour, esc, picture, styled
from ...kernel.english import is_you, plural
from ..rules.actions import PLACES
from ..rules.arrange import edge_symbols, joint_pairs
from ..rules.components import HULL_KINDS, ROUNDS
from .describe import tile as describe_tile
from ..rules.flow import PHASE_NAMES
from ..rules.grab import left
from ..rules.ship import Ship

# the equipment kinds' colours: light enough for the dark code printed on a tile in its slot
KIND_COLOURS = {"sail": "#f4f1e8", "deck": "#c8a165", "cannon": "#9aa0a6", "porthole": "#7fb3d5",
                "quarters": "#d9a7c7", "mast": "#f4f1e8"}
SYMBOL_MARKS = {"anchor": "A", "compass": "C", "coat-of-arms": "S", "lifebuoy": "L"}
GOOD, BAD = "#1a7f37", "#d1342f"         # the joints' circles, with a white tick or cross on them
INK = "#1f2328"                          # the light theme's text colour, for presentation attributes


def mix(colour: str, other: str = INK, share: float = 0.5) -> str:
    """``share`` of ``colour`` and the rest of ``other`` (#rrggbb), as CSS's color-mix in srgb
    gives it: the light theme's value of a colour mixed with the text colour."""
    a, b = (tuple(int(c[i:i + 2], 16) for i in (1, 3, 5)) for c in (colour, other))
    return "#" + "".join(f"{round(x * share + y * (1 - share)):02x}" for x, y in zip(a, b))


def _hidden(g, what: str) -> bool:
    """Whether sealed commitments of this sort are secret now (digital play only)."""
    return g.mode == "digital" and g.phase == what


def colour_of(g, s) -> str:
    """Seat ``s``'s colour, safe in a style attribute or CSS (the loader checks it is #rrggbb)."""
    return css_colour(g.comp.colours[s].hex)


def shown_claims(g, i) -> list:
    """Sailors on chest place ``i`` that everyone may see, per seat: the revealed claims, plus
    the pending ones unless they are sealed (digital play, during the grab)."""
    return [g.claims[s][i] + (0 if _hidden(g, "claim") else g.pending[s][i]) for s in range(g.n)]


# --- text ---------------------------------------------------------------------------------
def _captain(g) -> str:
    """Who is captain this round, for the chest's heading: 'captain Anja', or 'you are captain'."""
    name = g.names[g.captain]
    return "you are captain" if is_you(name) else f"captain {name}"


def chest_text(g) -> str:
    tiles = g.comp.tiles
    lines = [f"Chest (round {g.round}, {_captain(g)}):"]
    if all(t < 0 for t in g.chest):
        return lines[0] + " empty"
    for i, t in enumerate(g.chest):
        if t < 0:
            lines.append(f"  {PLACES[i]} (not drawn yet)")
            continue
        claims = ", ".join(f"{g.names[s]} {n}" for s, n in enumerate(shown_claims(g, i)) if n)
        lines.append(f"  {PLACES[i]} {tiles[t].code}" + (f": {claims}" if claims else ""))
    if g.phase == "claim":
        lines.append("  sealed so far: " + (", ".join(g.names[s] for s in range(g.n) if s not in g.queue) or "nobody"))
    return "\n".join(lines)


def auction_text(g) -> str:
    tiles = g.comp.tiles
    lot = ", ".join(sorted(tiles[t].code for t in g.floating)) or "nothing"
    lines = [f"Overboard (for auction): {lot}"]
    if g.phase in ("bid", "pick"):
        lines.append("  bids: " + ", ".join(f"{g.names[s]} {_bid_text(g, s)}" for s in range(g.n)))
    if g.phase == "pick":
        lines.append("  picking next: " + ", ".join(g.names[s] for s in g.queue))
    return "\n".join(lines)


def _bid_text(g, s) -> str:
    if g.bids[s] < 0:
        return "waiting" if g.phase == "bid" else "-"
    return "sealed" if _hidden(g, "bid") else str(g.bids[s])


def ship_text(ship) -> str:
    arr = ship.arrangement()
    comp = ship.comp
    name = ship.name or f"{ship.colour.name} ship"
    lines = [f"{name}: {plural(len(arr.order), 'boat tile')}, {plural(arr.good, 'matching joint')}, "
             f"{plural(arr.bad, 'mismatched joint')}, {plural(arr.empty, 'empty slot')}, {plural(arr.sails, 'sail')}, "
             f"{plural(sum(comp.tiles[b].barrels for b in arr.order), 'barrel')}, set points {arr.sets}"]
    for b, row in zip(arr.order, arr.placement):
        t = comp.tiles[b]
        slots = ", ".join(f"{k}:{'+'.join(comp.tiles[e].code for e in c) or 'empty'}" for k, c in zip(t.slots, row))
        a, z = edge_symbols(comp, b, ship.options.joint_symbols)
        lines.append(f"  {t.code} ({a}|{z}, {plural(t.levels, 'level')}): "
                     f"{slots or 'no slots'}")
    if arr.overboard:
        lines.append("  does not fit: " + ", ".join(comp.tiles[e].code for e in arr.overboard))
    return "\n".join(lines)


def game_text(g) -> str:
    head = "Piratoons" + (" (referee)" if g.mode == "referee" else "") + ": "
    head += "game over" if g.over else f"round {g.round}, {PHASE_NAMES[g.phase]}; {g.prompt().split(': ', 1)[1]}"
    lines = [head, chest_text(g), auction_text(g), f"Bank: {plural(g.bank, 'coin')}", "Players:"]
    for s in range(g.n):
        sailors = "hidden" if _hidden(g, "claim") else left(g, s)
        lines.append(f"  {g.names[s]} ({g.comp.colours[s].name}): {plural(g.coins[s], 'coin')}, "
                     f"sailors left {sailors}, "
                     f"{plural(len(g.boats[s]), 'boat tile')}, {len(g.aboard[s])} equipment"
                     + (" (out for the round)" if g.out[s] else ""))
    return "\n".join(lines)


# --- HTML ---------------------------------------------------------------------------------
def tile_html(t):
    colour = "#8a5a2b" if t.is_boat else KIND_COLOURS[t.kind]
    return styled(f'<div class="card" style="border-left:6px solid {colour}"><b>{esc(t.code)}</b><br>'
                  f'<span class="soft">{esc(describe_tile(t))}</span></div>')


def _pips(g, i) -> str:
    out = []
    for s, n in enumerate(shown_claims(g, i)):
        if n:
            out.append(f'<span title="{esc(g.names[s])}" style="color:{colour_of(g, s)}">{"●" * n}</span>')
    return " ".join(out)


def chest_html(g):
    cells = []
    for i in range(9):
        t = g.chest[i]
        if t < 0:
            body = '<span class="soft">empty</span>'
        else:
            k = g.comp.tiles[t]
            colour = "#8a5a2b" if k.is_boat else KIND_COLOURS[k.kind]
            body = (f'<div class="card" style="border-left:6px solid {colour}" title="{esc(describe_tile(k))}">'
                    f'<b>{esc(k.code)}</b><br><span class="soft">{esc(k.kind)}</span><br>{_pips(g, i)}</div>')
        cells.append(f"<td><b>{PLACES[i]}</b> {body}</td>")
    rows = "".join(f"<tr>{''.join(cells[r * 3:r * 3 + 3])}</tr>" for r in range(3))
    note = ""
    if g.phase == "claim":
        sealed = [g.names[s] for s in range(g.n) if s not in g.queue]
        note = f'<div class="soft">sealed: {esc(", ".join(sealed) or "nobody yet")}</div>'
    return styled(f"<div><b>Chest</b>, round {g.round} ({esc(_captain(g))})</div>"
                  f"<table>{rows}</table>{note}")


def auction_html(g, compact: bool = False):
    """The tiles overboard, the bids (once revealed) and who picks next. ``compact`` shows each
    design once as a small chip (its code, copies counted, the description in the tooltip), as
    the play table does: late in a game dozens of tiles float."""
    if compact:
        lot = _chips(g)
    else:
        lot = "".join(str(tile_html(g.comp.tiles[t])) for t in sorted(g.floating, key=lambda t: g.comp.tiles[t].code))
    rows = "".join(f'<tr><td><b style="color:{colour_of(g, s)}">■</b> {esc(g.names[s])}</td>'
                   f"<td>{esc(_bid_text(g, s))}</td></tr>" for s in range(g.n))
    picking = ""
    if g.phase == "pick":
        picking = f"<div>picking next: {esc(', '.join(g.names[s] for s in g.queue))}</div>"
    bids = f"<table><tr><th>player</th><th>bid</th></tr>{rows}</table>" if g.phase in ("bid", "pick") else ""
    return styled(f"<div><b>Overboard, for auction</b></div><div>{lot or 'nothing'}</div>{bids}{picking}")


def _chips(g) -> str:
    tiles, lot = g.comp.tiles, {}
    for t in sorted(g.floating, key=lambda t: (tiles[t].code, t)):
        lot.setdefault(tiles[t].code, []).append(t)
    out = []
    for code, copies in lot.items():
        k = tiles[copies[0]]
        count = f" ×{len(copies)}" if len(copies) > 1 else ""
        colour = "#8a5a2b" if k.is_boat else KIND_COLOURS[k.kind]
        out.append(f'<span class="card" style="border-left:6px solid {colour}" title="{esc(describe_tile(k))}">'
                   f'<b>{esc(code)}</b>{count}</span>')
    return "".join(out)


def ship_html(ship):
    return styled(picture(ship_svg(ship)))


def game_html(g):
    rows = []
    for s in range(g.n):
        sailors = "hidden" if _hidden(g, "claim") else str(left(g, s))
        rows.append(f'<tr><td><b style="color:{colour_of(g, s)}">■</b> {esc(g.names[s])}</td><td>{g.coins[s]}</td>'
                    f"<td>{sailors}</td><td>{len(g.boats[s])}</td><td>{len(g.aboard[s])}</td></tr>")
    table = ("<table><tr><th>player</th><th>coins</th><th>sailors left</th><th>boat tiles</th><th>equipment</th></tr>"
             + "".join(rows) + "</table>")
    return styled(picture(board_svg(g)) + table)


# --- SVG: a ship --------------------------------------------------------------------------------
W, END, LEVEL, SLOT_H, TOP, WATER, SHIP_H = 76, 56, 26, 18, 34, 196, 290


def ship_svg(ship) -> SVG:
    """The ship bow to stern: boat tiles by height, slots (dashed when empty), barrels, and
    each joint's two symbols with a green tick or a red cross. The text and the sea follow the
    page's light or dark theme (the page is the ship's background)."""
    title, width, parts = _ship_parts(ship)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="nassau piratoons-ship" viewBox="0 0 {width} {SHIP_H}" '
           f'width="{width}" height="{SHIP_H}" role="img" aria-label="{esc(title)}">',
           f"<title>{esc(title)}</title>", f"<style>{THEME_CSS}{SHIP_CSS}</style>"]
    out += parts
    out.append("</svg>")
    return SVG("\n".join(out))


# The ship's caption, the sea and the text on the water have themed classes (the stylesheet
# SHIP_CSS, or BOARD_CSS on a board) with the light theme's colours as presentation attributes
# for renderers without CSS: the caption sits on the page, so fixed dark text would vanish on a
# dark page. The warning is the red mixed with the text colour, readable on either sea.
THEMED = {"caption": f'class="fg" fill="{INK}"', "sea": 'class="sea" fill="#d8ecf7"',
          "ink": f'class="fg" fill="{INK}"', "warn": f'class="warn" fill="{mix(BAD)}"'}
SHIP_CSS = f"""
.piratoons-ship text {{ font-family: var(--jp-ui-font-family, system-ui, -apple-system, "Segoe UI", sans-serif); }}
.piratoons-ship .fg {{ fill: var(--nassau-fg, {INK}); }}
.piratoons-ship .sea {{ fill: var(--nassau-sea, #d8ecf7); }}
@supports (fill: color-mix(in srgb, red 50%, blue)) {{
  .piratoons-ship .warn {{ fill: color-mix(in srgb, {BAD} 50%, var(--nassau-fg, {INK})); }}
}}
"""


def ship_group(ship, x, y, themed: bool = True) -> tuple:
    """(width, lines): the ship drawn as in :func:`ship_svg`, inside a ``<g>`` moved to (x, y),
    with the themed classes that :func:`board_svg`'s stylesheet (or SHIP_CSS) defines."""
    title, width, parts = _ship_parts(ship)
    return width, _in_group(title, parts, x, y)


def _in_group(title, parts, x, y) -> list:
    return [f'<g class="ship" transform="translate({x} {y})"><title>{esc(title)}</title>'] + parts + ["</g>"]


def _ship_parts(ship, look=THEMED) -> tuple:
    """(title, width, elements) of a ship's drawing, in a box ``width`` by SHIP_H from (0, 0)."""
    comp, arr = ship.comp, ship.arrangement()
    title = (f"{ship.name or ship.colour.name + ' ship'}: {plural(arr.good, 'matching joint')}, "
             f"{plural(arr.bad, 'mismatched joint')}, {plural(arr.empty, 'empty slot')}")
    spill = _spill(ship, arr)
    # wide enough for the hull and for both lines of text (bold 13 px text runs up to about 8 px a character)
    width = max(380, 2 * END + W * len(arr.order) + 40, int(len(title) * 8) + 20, int(len(spill) * 6.2) + 20)
    out = [f'<rect x="0" y="{WATER}" width="{width}" height="{SHIP_H - WATER}" {look["sea"]}/>',
           f'<text x="10" y="20" font-size="13" font-weight="bold" {look["caption"]}>{esc(title)}</text>']
    x = 20
    out += _bow(x, css_colour(ship.colour.hex))
    x += END
    for b, row in zip(arr.order, arr.placement):
        out += _boat(comp, comp.tiles[b], row, x, look["ink"])
        x += W
    out += _stern(x, css_colour(ship.colour.hex))
    out += _joints(ship, arr, 20 + END, look["ink"])
    if spill:           # red when something does not fit; tiles that only wait to be attached are news, not a warning
        out.append(f'<text x="10" y="282" font-size="11" {look["warn" if arr.overboard else "ink"]}>{esc(spill)}</text>')
    return title, width, out


def _spill(ship, arr) -> str:
    """The line under the ship about tiles not aboard: boat tiles won and waiting to be
    attached (a game's ship), and equipment that does not fit (yet: those boat tiles may make room)."""
    codes = lambda tiles: ", ".join(ship.comp.tiles[t].code for t in tiles)   # noqa: E731
    waiting = getattr(ship, "won_boats", ())
    parts = [f"won, to attach when building: {codes(waiting)}"] if waiting else []
    if arr.overboard:
        parts.append(f"does not fit{' yet' if waiting else ''}: {codes(arr.overboard)}")
    return "; ".join(parts)


def _bow(x, colour):
    y = WATER - LEVEL
    return [f'<path d="M{x} {y}L{x + END} {y}L{x + END} {WATER}L{x + 14} {WATER}Z" fill="{colour}" '
            f'stroke="#1f2328" stroke-width="1"><title>bow</title></path>']


def _stern(x, colour):
    y = WATER - 2 * LEVEL
    return [f'<path d="M{x} {y}L{x + END - 8} {y}L{x + END} {y - 10}L{x + END} {WATER}L{x} {WATER}Z" '
            f'fill="{colour}" stroke="#1f2328" stroke-width="1"><title>stern</title></path>']


def _boat(comp, t, row, x, ink=THEMED["ink"]):
    top = WATER - t.levels * LEVEL
    out = [f'<g><title>{esc(t.code)}: {plural(t.levels, "level")}, {plural(t.barrels, "barrel")}, '
           f'at most {plural(t.sail_cap, "sail")}</title>',
           f'<rect x="{x}" y="{top}" width="{W}" height="{WATER - top}" fill="#c69c6d" stroke="#1f2328"/>',
           f'<text x="{x + W / 2}" y="{WATER + 32}" font-size="10" text-anchor="middle" {ink}>'
           f'{esc(t.code)}</text>']
    above = inside = 0
    for kind, content in zip(t.slots, row):
        if kind in HULL_KINDS:
            out += _slot(comp, kind, content[0] if content else -1, x + 5, top + 3 + inside * (SLOT_H + 3))
            inside += 1
            continue
        height = max(1, len(content))           # a mast carries its sails as a stack
        if kind == "mast":
            out.append(f'<line x1="{x + W / 2}" y1="{top}" x2="{x + W / 2}" y2="{top - (above + height) * (SLOT_H + 3) - 4}" '
                       f'stroke="#5b3a1e" stroke-width="3"/>')
        for k in range(height):
            out += _slot(comp, kind, content[k] if content else -1, x + 5, top - (above + k + 1) * (SLOT_H + 3))
        above += height
    for k in range(t.barrels):
        out.append(f'<ellipse cx="{x + 12 + 14 * k}" cy="{WATER + 10}" rx="6" ry="8" fill="#8a5a2b" '
                   f'stroke="#1f2328" stroke-width="0.6"><title>barrel</title></ellipse>')
    out.append("</g>")
    return out


def _slot(comp, kind, e, x, y):
    w = W - 10
    if e < 0:
        return [f'<rect x="{x}" y="{y}" width="{w}" height="{SLOT_H}" fill="#ffffff" stroke="{BAD}" '
                f'stroke-dasharray="3 2" class="empty-slot"><title>empty {esc(kind)} slot (-2)</title></rect>',
                f'<text x="{x + w / 2}" y="{y + 12}" font-size="9" text-anchor="middle" fill="#57606a">'
                f'{esc(kind)}</text>']
    tile = comp.tiles[e]
    return [f'<rect x="{x}" y="{y}" width="{w}" height="{SLOT_H}" fill="{KIND_COLOURS[tile.kind]}" stroke="#1f2328" '
            f'class="filled-slot"><title>{esc(tile.name)} in a {kind} slot</title></rect>',
            f'<text x="{x + w / 2}" y="{y + 12}" font-size="9" text-anchor="middle" fill="#1f2328">'
            f'{esc(tile.code)}</text>']


def _joints(ship, arr, x0, ink=THEMED["ink"]):
    comp = ship.comp
    if not arr.order and not ship.options.bare_ship_joint:
        return []
    out = []
    for k, (a, b) in enumerate(joint_pairs(comp, arr.order, ship.colour, ship.options.joint_symbols)):
        ok = a == b
        x, y = x0 + k * W, WATER + 54
        mark, colour, cls = ("✓", GOOD, "joint good") if ok else ("✗", BAD, "joint bad")
        out.append(f'<g class="{cls}"><title>{esc(a)} | {esc(b)}: {"+2" if ok else "-2"}</title>'
                   f'<circle cx="{x}" cy="{y}" r="11" fill="{colour}"/>'
                   f'<text x="{x}" y="{y + 4}" font-size="11" text-anchor="middle" fill="#ffffff">{mark}</text>'
                   f'<text x="{x - 16}" y="{y + 4}" font-size="9" text-anchor="middle" {ink}>'
                   f'{esc(SYMBOL_MARKS.get(a, a[:1].upper()))}</text>'
                   f'<text x="{x + 16}" y="{y + 4}" font-size="9" text-anchor="middle" {ink}>'
                   f'{esc(SYMBOL_MARKS.get(b, b[:1].upper()))}</text></g>')
    return out


def legend_text() -> str:
    return "Joint symbols: " + ", ".join(f"{m} = {s}" for s, m in SYMBOL_MARKS.items())



# --- SVG: the whole table ---------------------------------------------------------------------
BOARD_CSS = """
svg.piratoons-board { max-width: 100%; height: auto; }
.piratoons-board text { font-family: var(--jp-ui-font-family, system-ui, -apple-system, "Segoe UI", sans-serif); }
.piratoons-board .bg { fill: var(--nassau-bg, #ffffff); }
.piratoons-board .fg { fill: var(--nassau-fg, #1f2328); }
.piratoons-board .soft { fill: var(--nassau-fg-soft, #57606a); }
.piratoons-board .panel { fill: var(--nassau-panel, #f6f8fa); stroke: var(--nassau-line, #c9d1d9); }
.piratoons-board .frame { fill: none; stroke: var(--nassau-line, #c9d1d9); }
.piratoons-board .empty { fill: none; stroke: var(--nassau-fg-soft, #57606a); stroke-dasharray: 4 3; }
.piratoons-board .band { stroke: var(--nassau-line, #c9d1d9); }
.piratoons-board .pip, .piratoons-board .swatch { stroke: var(--nassau-fg, #1f2328); stroke-width: 0.8; }
.piratoons-board .turn { fill: var(--nassau-accent, #1f6feb); }
.piratoons-board .sea { fill: var(--nassau-sea, #d8ecf7); }
"""
# Text in a colour of its own (a player's name, the turn marker, the red warning on the sea)
# is mixed half and half with the text colour, so that it stays readable on light and on dark
# backgrounds (plain yellow on white is not, nor the blue accent on a dark panel). Browsers
# without color-mix() keep the presentation attribute: the light theme's mix.
MIX_SHARE = 50
MIX_CSS = ("@supports (fill: color-mix(in srgb, red 50%, blue)) {\n"
           f"  .piratoons-board .who {{ fill: color-mix(in srgb, var(--who) {MIX_SHARE}%, var(--nassau-fg, {INK})); }}\n"
           f"  .piratoons-board .turn {{ fill: color-mix(in srgb, var(--nassau-accent, #1f6feb) {MIX_SHARE}%, "
           f"var(--nassau-fg, {INK})); }}\n"
           f"  .piratoons-board .warn {{ fill: color-mix(in srgb, {BAD} {MIX_SHARE}%, var(--nassau-fg, {INK})); }}\n}}\n")

# presentation attributes for renderers without CSS (the light theme); the stylesheet overrides them
BOARD_FALLBACK = {
    "bg": 'fill="#ffffff"', "fg": 'fill="#1f2328"', "soft": 'fill="#57606a"',
    "panel": 'fill="#f6f8fa" stroke="#c9d1d9"', "frame": 'fill="none" stroke="#c9d1d9"',
    "empty": 'fill="none" stroke="#57606a" stroke-dasharray="4 3"', "band": 'stroke="#c9d1d9"',
    "pip": 'stroke="#1f2328" stroke-width="0.8"', "swatch": 'stroke="#1f2328" stroke-width="0.8"',
    "turn": f'fill="{mix("#1f6feb")}"',
}
PAD, GAP = 16, 8
BOARD_W, BOARD_W_MAX = 1000, 1400      # widened up to BOARD_W_MAX to keep two ships a row
BOAT_COLOUR = "#8a5a2b"
PIPS_IN_A_ROW = 7


def _k(cls: str) -> str:
    """The class and fallback attributes of a themed element."""
    return f'class="{cls}" {BOARD_FALLBACK[cls]}'


def _kind_colour(t) -> str:
    return BOAT_COLOUR if t.is_boat else KIND_COLOURS[t.kind]


def _fit(text: str, width: float, px: float) -> str:
    """``text`` cut short with an ellipsis to about ``width`` pixels at ``px`` a character."""
    most = max(4, int(width / px))
    return text if len(text) <= most else text[:most - 1] + "…"


def _who(g, s, text) -> str:
    """A tspan of ``text`` (a player's name) in seat ``s``'s colour."""
    return f'<tspan class="who seat{s}" fill="{_mixed(colour_of(g, s))}" font-weight="bold">{esc(text)}</tspan>'


def _mixed(colour: str) -> str:
    """The light theme's mix of a player's colour (#rrggbb; anything else stays as it is)."""
    return mix(colour) if len(colour) == 7 and colour.startswith("#") else colour


def board_title(g) -> str:
    head = "Piratoons" + (" (referee)" if g.mode == "referee" else "")
    if g.over:
        return f"{head}: game over after round {g.round}"
    return f"{head}: round {g.round} of {ROUNDS}, {PHASE_NAMES[g.phase]}"


def board_svg(g) -> SVG:
    """The whole table as one self-contained SVG: the round, the captain, the bank and who
    decides; a strip of players; the chest's nine places with the public claims as pips; the
    tiles overboard and the public bids; and every player's ship. Sealed claims and bids stay
    hidden exactly as in the other views. Deterministic; it scales through its viewBox."""
    ships = [_ship_parts(Ship.of(g, s), THEMED) for s in range(g.n)]     # (title, width, elements)
    widest = max(w for _, w, _ in ships)
    width = max(BOARD_W, widest + 2 * PAD)
    if 2 * widest + GAP + 2 * PAD <= BOARD_W_MAX:
        width = max(width, 2 * widest + GAP + 2 * PAD)
    body, y = [], 84
    body += _board_head(g)
    for part in (_board_players, _board_chest, _board_auction):
        more, y = part(g, width, y)
        body += more
    more, y = _board_ships(ships, width, y)
    body += more
    height = y + PAD
    title = board_title(g)
    seats = "".join(f".piratoons-board .seat{s} {{ --who: {colour_of(g, s)}; }}\n" for s in range(g.n))
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="nassau piratoons-board" viewBox="0 0 {width} {height}" '
           f'width="{width}" height="{height}" role="img" aria-label="{esc(title)}">',
           f"<title>{esc(title)}</title>",
           f"<desc>{esc(game_text(g))}</desc>",
           f"<style>{THEME_CSS}{BOARD_CSS}{MIX_CSS}{seats}</style>",
           f'<rect {_k("bg")} x="0" y="0" width="{width}" height="{height}"/>']
    out += body
    out.append("</svg>")
    return SVG("\n".join(out))


def _board_head(g):
    return [f'<text {_k("fg")} x="{PAD}" y="28" font-size="18" font-weight="bold">{esc(board_title(g))}</text>',
            f'<text {_k("fg")} x="{PAD}" y="50" font-size="13">{esc(g.prompt())}</text>',
            f'<text {_k("soft")} x="{PAD}" y="70" font-size="12">Captain: {esc(g.names[g.captain])} · '
            f'bank: {plural(g.bank, "coin")}</text>']


def _board_players(g, width, y):
    """One cell per player: the name in the player's colour, coins, sailors left (hidden
    while the claims are sealed), boat tiles and equipment."""
    out, cell, h = [], (width - 2 * PAD - GAP * (g.n - 1)) / g.n, 62
    sealed = _hidden(g, "claim")
    for s in range(g.n):
        x = PAD + s * (cell + GAP)
        marks = ("captain",) * (s == g.captain) + ("out for the round",) * g.out[s]
        turn = s == g.current_player
        name = _fit(g.names[s], cell - (136 if turn else 36), 8.2)
        out.append(f'<g class="player"><title>{esc(g.names[s])}</title>')
        out.append(f'<rect {_k("panel")} x="{x:.1f}" y="{y}" width="{cell:.1f}" height="{h}" rx="6"/>')
        out.append(f'<rect {_k("swatch")} fill="{colour_of(g, s)}" x="{x + 9:.1f}" y="{y + 9}" width="12" '
                   f'height="12" rx="2"/>')
        out.append(f'<text x="{x + 27:.1f}" y="{y + 20}" font-size="13">{_who(g, s, name)}</text>')
        if turn:
            out.append(f'<text {_k("turn")} x="{x + cell - 9:.1f}" y="{y + 20}" font-size="12" '
                       f'text-anchor="end">◀ to decide</text>')
        out.append(f'<text {_k("fg")} x="{x + 9:.1f}" y="{y + 38}" font-size="12">{plural(g.coins[s], "coin")} · '
                   f'sailors left: {"hidden" if sealed else left(g, s)}</text>')
        out.append(f'<text {_k("soft")} x="{x + 9:.1f}" y="{y + 54}" font-size="11">'
                   f'{plural(len(g.boats[s]), "boat tile")} · {len(g.aboard[s])} equipment'
                   f'{"".join(" · " + m for m in marks)}</text>')
        out.append("</g>")
    return out, y + h + 30


def _board_chest(g, width, y):
    """The chest's nine places, A-F equipment and G-I boat tiles, with the public claims as pips."""
    out = [f'<text {_k("fg")} x="{PAD}" y="{y}" font-size="14" font-weight="bold">Chest</text>']
    if all(t < 0 for t in g.chest):
        out.append(f'<text {_k("soft")} x="{PAD + 56}" y="{y}" font-size="12">empty</text>')
        return out, y + 30
    out.append(f'<text {_k("soft")} x="{PAD + 56}" y="{y}" font-size="11">equipment A-F · boat tiles G-I</text>')
    cw = (width - 2 * PAD - 10 * GAP) / 9              # a double gap between F and G
    top, ch = y + 10, 72 + 13 * g.n
    for i in range(9):
        x = PAD + i * (cw + GAP) + (GAP if i >= 6 else 0)
        out += _place(g, i, x, top, cw, ch)
    y = top + ch + 20
    if g.phase == "claim":
        done = ", ".join(g.names[s] for s in range(g.n) if s not in g.queue) or "nobody yet"
        word = "Sealed" if g.mode == "digital" else "Recorded"
        note = " (the claims are shown when everyone has sealed)" if _hidden(g, "claim") else ""
        out.append(f'<text {_k("soft")} x="{PAD}" y="{y}" font-size="12">{word} so far: {esc(done)}{note}</text>')
        y += 20
    return out, y + 14


def _place(g, i, x, top, cw, ch):
    """One chest place: its letter, the tile's kind (a coloured band) and code, and the pips."""
    t = g.chest[i]
    letter = (f'<text {_k("fg")} x="{x + 8:.1f}" y="{top + 26}" font-size="15" font-weight="bold">'
              f'{PLACES[i]}</text>')
    if t < 0:
        return [f'<g class="place"><title>{PLACES[i]}: not drawn yet</title>',
                f'<rect {_k("empty")} x="{x:.1f}" y="{top}" width="{cw:.1f}" height="{ch}" rx="6"/>', letter,
                f'<text {_k("soft")} x="{x + 8:.1f}" y="{top + 44}" font-size="11">not drawn yet</text></g>']
    k = g.comp.tiles[t]
    out = [f'<g class="place"><title>{PLACES[i]}: {esc(describe_tile(k))}</title>',
           f'<rect {_k("panel")} x="{x:.1f}" y="{top}" width="{cw:.1f}" height="{ch}" rx="6"/>',
           f'<rect {_k("band")} fill="{_kind_colour(k)}" x="{x:.1f}" y="{top}" width="{cw:.1f}" height="7" rx="3"/>',
           letter,
           f'<text {_k("soft")} x="{x + 26:.1f}" y="{top + 25}" font-size="10">'
           f'{esc(_fit(k.kind, cw - 30, 5.8))}</text>',
           f'<text {_k("fg")} x="{x + 8:.1f}" y="{top + 44}" font-size="12" font-weight="bold">'
           f'{esc(_fit(k.code, cw - 12, 7.4))}</text>']
    if k.is_boat:           # its height, and its barrels drawn as on the ship
        out.append(f'<text {_k("soft")} x="{x + 8:.1f}" y="{top + 59}" font-size="10">{plural(k.levels, "level")}'
                   f'</text>')
        for j in range(min(k.barrels, 4)):
            out.append(f'<ellipse cx="{x + cw - 10 - 9 * j:.1f}" cy="{top + 55}" rx="3.5" ry="4.5" '
                       f'fill="{BOAT_COLOUR}" stroke="#1f2328" stroke-width="0.6">'
                       f'<title>{plural(k.barrels, "barrel")}</title></ellipse>')
        if k.barrels > 4:
            out.append(f'<text {_k("soft")} x="{x + cw - 40:.1f}" y="{top + 59}" font-size="10" text-anchor="end">'
                       f'{k.barrels}×</text>')
    row = 0
    for s, n in enumerate(shown_claims(g, i)):
        if n:
            out += _pip_row(g, s, n, x + 12, top + 76 + 13 * row)
            row += 1
    out.append("</g>")
    return out


def _pip_row(g, s, n, x, y):
    """A player's sailors on a tile: one pip each (one pip and the count when there are many)."""
    out = [f'<g class="claim"><title>{esc(g.names[s])}: {plural(n, "sailor")}</title>']
    for j in range(n if n <= PIPS_IN_A_ROW else 1):
        out.append(f'<circle {_k("pip")} fill="{colour_of(g, s)}" cx="{x + 11 * j}" cy="{y - 4}" r="4.5"/>')
    if n > PIPS_IN_A_ROW:
        out.append(f'<text {_k("fg")} x="{x + 8}" y="{y}" font-size="11">×{n}</text>')
    out.append("</g>")
    return out


def _board_auction(g, width, y):
    """The tiles overboard (for auction; copies of a design counted), the bids when they are
    public, and who picks next."""
    tiles = g.comp.tiles
    out = [f'<text {_k("fg")} x="{PAD}" y="{y}" font-size="14" font-weight="bold">Overboard, for auction</text>']
    lot = {}
    for t in sorted(g.floating, key=lambda t: (tiles[t].code, t)):
        lot.setdefault(tiles[t].code, []).append(t)
    if not lot:
        out.append(f'<text {_k("soft")} x="{PAD + 186}" y="{y}" font-size="12">nothing</text>')
        return out, y + 30
    x, top = PAD, y + 10
    for code, copies in lot.items():
        k = tiles[copies[0]]
        label = code + (f" ×{len(copies)}" if len(copies) > 1 else "")
        w = 24 + 7.4 * len(label)
        if x + w > width - PAD and x > PAD:
            x, top = PAD, top + 32
        out.append(f'<g class="lot"><title>{esc(describe_tile(k))}</title>'
                   f'<rect {_k("panel")} x="{x:.1f}" y="{top}" width="{w:.1f}" height="24" rx="5"/>'
                   f'<rect {_k("band")} fill="{_kind_colour(k)}" x="{x:.1f}" y="{top}" width="7" height="24" rx="3"/>'
                   f'<text {_k("fg")} x="{x + 14:.1f}" y="{top + 16}" font-size="12" font-weight="bold">'
                   f'{esc(label)}</text></g>')
        x += w + GAP
    y = top + 24 + 22
    if g.phase in ("bid", "pick"):
        bids = " · ".join(f"{_who(g, s, g.names[s])} {esc(_bid_text(g, s))}" for s in range(g.n))
        out.append(f'<text {_k("fg")} x="{PAD}" y="{y}" font-size="12">Bids: {bids}</text>')
        y += 20
    if g.phase == "pick":
        out.append(f'<text {_k("fg")} x="{PAD}" y="{y}" font-size="12">Picking next: '
                   f'{esc(", ".join(g.names[s] for s in g.queue))}</text>')
        y += 20
    return out, y + 10


def _board_ships(ships, width, y):
    """Every player's ship, left to right, on as many rows as they need."""
    out = [f'<text {_k("fg")} x="{PAD}" y="{y}" font-size="14" font-weight="bold">Ships</text>']
    x, top = PAD, y + 10
    for title, w, parts in ships:
        if x + w > width - PAD and x > PAD:
            x, top = PAD, top + SHIP_H + GAP
        out.append(f'<rect {_k("frame")} x="{x}" y="{top}" width="{w}" height="{SHIP_H}" rx="6"/>')
        out += _in_group(title, parts, x, top)
        x += w + GAP
    return out, top + SHIP_H
