"""Text, HTML and SVG views of Piratoons. Imported lazily by the reprs.

Everything is deterministic (the same position gives the same bytes) and shows only what
is public at the table: sealed claims and bids appear as "sealed" until revealed.
"""

from ..display import SVG, THEME_CSS, esc, styled
from ..display.eventlog import log_html  # noqa: F401 (still importable from here)
from .actions import PLACES
from .components import HULL_KINDS
from .grab import left

KIND_COLOURS = {"sail": "#f4f1e8", "deck": "#c8a165", "cannon": "#6b6f76", "porthole": "#7fb3d5",
                "quarters": "#d9a7c7", "mast": "#f4f1e8"}
SYMBOL_MARKS = {"anchor": "A", "compass": "C", "coat-of-arms": "S", "lifebuoy": "L"}
GOOD, BAD = "#2e9e4f", "#d1342f"


def _hidden(g, what: str) -> bool:
    """Whether sealed commitments of this sort are secret now (digital play only)."""
    return g.mode == "digital" and g.phase == what


def colour_of(g, s) -> str:
    return g.comp.colours[s].hex


# --- text ---------------------------------------------------------------------------------
def chest_text(g) -> str:
    tiles = g.comp.tiles
    lines = [f"Chest (round {g.round}, captain {g.names[g.captain]}):"]
    if all(t < 0 for t in g.chest):
        return lines[0] + " empty"
    for i, t in enumerate(g.chest):
        if t < 0:
            lines.append(f"  {PLACES[i]} (not drawn yet)")
            continue
        shown = [g.claims[s][i] + (0 if _hidden(g, "claim") else g.pending[s][i]) for s in range(g.n)]
        claims = ", ".join(f"{g.names[s]} {n}" for s, n in enumerate(shown) if n)
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
    lines = [f"{name}: {len(arr.order)} boat tiles, {arr.good} matching and {arr.bad} mismatched joints, "
             f"{arr.empty} empty slots, {arr.sails} sails, "
             f"{sum(comp.tiles[b].barrels for b in arr.order)} barrels, set points {arr.sets}"]
    for b, row in zip(arr.order, arr.placement):
        t = comp.tiles[b]
        slots = ", ".join(f"{k}:{'+'.join(comp.tiles[e].code for e in c) or 'empty'}" for k, c in zip(t.slots, row))
        lines.append(f"  {t.code} ({t.left}|{t.right}, {t.levels} level{'s' if t.levels > 1 else ''}): "
                     f"{slots or 'no slots'}")
    if arr.overboard:
        lines.append("  does not fit: " + ", ".join(comp.tiles[e].code for e in arr.overboard))
    return "\n".join(lines)


def game_text(g) -> str:
    from .flow import PHASE_NAMES
    head = "Piratoons" + (" (referee)" if g.mode == "referee" else "") + ": "
    head += "game over" if g.over else f"round {g.round}, {PHASE_NAMES[g.phase]}; {g.prompt().split(': ', 1)[1]}"
    lines = [head, chest_text(g), auction_text(g), f"Bank: {g.bank} coins", "Players:"]
    for s in range(g.n):
        sailors = "sealed" if _hidden(g, "claim") else left(g, s)
        lines.append(f"  {g.names[s]} ({g.comp.colours[s].name}): {g.coins[s]} coins, sailors left {sailors}, "
                     f"{len(g.boats[s])} boat tiles, {len(g.aboard[s])} equipment"
                     + (" (out for the round)" if g.out[s] else ""))
    return "\n".join(lines)


# --- HTML ---------------------------------------------------------------------------------
def tile_html(t):
    from .describe import tile
    colour = "#8a5a2b" if t.is_boat else KIND_COLOURS[t.kind]
    return styled(f'<div class="card" style="border-left:6px solid {colour}"><b>{esc(t.code)}</b><br>'
                  f'<span class="soft">{esc(tile(t))}</span></div>')


def _pips(g, i) -> str:
    out = []
    for s in range(g.n):
        n = g.claims[s][i] + (0 if _hidden(g, "claim") else g.pending[s][i])
        if n:
            out.append(f'<span title="{esc(g.names[s])}" style="color:{colour_of(g, s)}">{"●" * n}</span>')
    return " ".join(out)


def chest_html(g):
    from .describe import tile
    cells = []
    for i in range(9):
        t = g.chest[i]
        if t < 0:
            body = '<span class="soft">empty</span>'
        else:
            k = g.comp.tiles[t]
            colour = "#8a5a2b" if k.is_boat else KIND_COLOURS[k.kind]
            body = (f'<div class="card" style="border-left:6px solid {colour}" title="{esc(tile(k))}">'
                    f'<b>{esc(k.code)}</b><br><span class="soft">{esc(k.kind)}</span><br>{_pips(g, i)}</div>')
        cells.append(f"<td><b>{PLACES[i]}</b> {body}</td>")
    rows = "".join(f"<tr>{''.join(cells[r * 3:r * 3 + 3])}</tr>" for r in range(3))
    note = ""
    if g.phase == "claim":
        sealed = [g.names[s] for s in range(g.n) if s not in g.queue]
        note = f'<div class="soft">sealed: {esc(", ".join(sealed) or "nobody yet")}</div>'
    return styled(f"<div><b>Chest</b>, round {g.round} (captain {esc(g.names[g.captain])})</div>"
                  f"<table>{rows}</table>{note}")


def auction_html(g):
    lot = "".join(str(tile_html(g.comp.tiles[t])) for t in sorted(g.floating, key=lambda t: g.comp.tiles[t].code))
    rows = "".join(f'<tr><td><b style="color:{colour_of(g, s)}">■</b> {esc(g.names[s])}</td>'
                   f"<td>{esc(_bid_text(g, s))}</td></tr>" for s in range(g.n))
    picking = ""
    if g.phase == "pick":
        picking = f"<div>picking next: {esc(', '.join(g.names[s] for s in g.queue))}</div>"
    bids = f"<table><tr><th>player</th><th>bid</th></tr>{rows}</table>" if g.phase in ("bid", "pick") else ""
    return styled(f"<div><b>Overboard, for auction</b></div><div>{lot or 'nothing'}</div>{bids}{picking}")


def ship_html(ship):
    return styled(str(ship_svg(ship)))


def game_html(g):
    from .ship import Ship
    rows = []
    for s in range(g.n):
        sailors = "sealed" if _hidden(g, "claim") else str(left(g, s))
        rows.append(f'<tr><td><b style="color:{colour_of(g, s)}">■</b> {esc(g.names[s])}</td><td>{g.coins[s]}</td>'
                    f"<td>{sailors}</td><td>{len(g.boats[s])}</td><td>{len(g.aboard[s])}</td></tr>")
    table = ("<table><tr><th>player</th><th>coins</th><th>sailors left</th><th>boat tiles</th><th>equipment</th></tr>"
             + "".join(rows) + "</table>")
    ships = "".join(str(ship_svg(Ship.of(g, s))) for s in range(g.n))
    head = f"<div><b>{esc(g.prompt())}</b> Bank: {g.bank} coins.</div>"
    return styled(head + table + str(chest_html(g)) + str(auction_html(g)) + ships)


# --- SVG: a ship --------------------------------------------------------------------------------
W, END, LEVEL, SLOT_H, TOP, WATER = 76, 56, 26, 18, 34, 196


def ship_svg(ship) -> SVG:
    """The ship bow to stern: boat tiles by height, slots (dashed when empty), barrels, and
    each joint's two symbols with a green tick or a red cross."""
    comp, arr = ship.comp, ship.arrangement()
    title = (f"{ship.name or ship.colour.name + ' ship'}: {arr.good} matching, {arr.bad} mismatched joints, "
             f"{arr.empty} empty slots")
    spill = "does not fit: " + ", ".join(comp.tiles[e].code for e in arr.overboard) if arr.overboard else ""
    # wide enough for the hull and for both lines of text (bold 13 px text runs up to about 8 px a character)
    width = max(380, 2 * END + W * len(arr.order) + 40, int(len(title) * 8) + 20, int(len(spill) * 6.2) + 20)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="nassau piratoons-ship" viewBox="0 0 {width} 290" '
           f'width="{width}" height="290" role="img" aria-label="{esc(title)}">',
           f"<title>{esc(title)}</title>", f"<style>{THEME_CSS}</style>",
           f'<rect x="0" y="{WATER}" width="{width}" height="{290 - WATER}" fill="#d8ecf7"/>',
           f'<text x="10" y="20" font-size="13" font-weight="bold" fill="#1f2328">{esc(title)}</text>']
    x = 20
    out += _bow(x, ship.colour.hex)
    x += END
    for b, row in zip(arr.order, arr.placement):
        out += _boat(comp, comp.tiles[b], row, x)
        x += W
    out += _stern(x, ship.colour.hex)
    out += _joints(ship, arr, 20 + END)
    if spill:
        out.append(f'<text x="10" y="282" font-size="11" fill="{BAD}">{esc(spill)}</text>')
    out.append("</svg>")
    return SVG("\n".join(out))


def _bow(x, colour):
    y = WATER - LEVEL
    return [f'<path d="M{x} {y}L{x + END} {y}L{x + END} {WATER}L{x + 14} {WATER}Z" fill="{colour}" '
            f'stroke="#1f2328" stroke-width="1"><title>bow</title></path>']


def _stern(x, colour):
    y = WATER - 2 * LEVEL
    return [f'<path d="M{x} {y}L{x + END - 8} {y}L{x + END} {y - 10}L{x + END} {WATER}L{x} {WATER}Z" '
            f'fill="{colour}" stroke="#1f2328" stroke-width="1"><title>stern</title></path>']


def _boat(comp, t, row, x):
    top = WATER - t.levels * LEVEL
    out = [f'<g><title>{esc(t.code)}: {t.levels} levels, {t.barrels} barrels, at most {t.sail_cap} sails</title>',
           f'<rect x="{x}" y="{top}" width="{W}" height="{WATER - top}" fill="#c69c6d" stroke="#1f2328"/>',
           f'<text x="{x + W / 2}" y="{WATER + 32}" font-size="10" text-anchor="middle" fill="#1f2328">'
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
                f'stroke-dasharray="3 2" class="empty-slot"><title>empty {kind} slot (-2)</title></rect>',
                f'<text x="{x + w / 2}" y="{y + 12}" font-size="9" text-anchor="middle" fill="#57606a">{kind}</text>']
    tile = comp.tiles[e]
    return [f'<rect x="{x}" y="{y}" width="{w}" height="{SLOT_H}" fill="{KIND_COLOURS[tile.kind]}" stroke="#1f2328" '
            f'class="filled-slot"><title>{esc(tile.name)} in a {kind} slot</title></rect>',
            f'<text x="{x + w / 2}" y="{y + 12}" font-size="9" text-anchor="middle" fill="#1f2328">'
            f'{esc(tile.code)}</text>']


def _joints(ship, arr, x0):
    comp = ship.comp
    if not arr.order and not ship.options.bare_ship_joint:
        return []
    edges = [ship.colour.bow] + [s for b in arr.order for s in (comp.tiles[b].left, comp.tiles[b].right)] \
        + [ship.colour.stern]
    out = []
    for k in range(len(arr.order) + 1):
        a, b = edges[2 * k], edges[2 * k + 1]
        ok = a == b
        x, y = x0 + k * W, WATER + 54
        mark, colour, cls = ("✓", GOOD, "joint good") if ok else ("✗", BAD, "joint bad")
        out.append(f'<g class="{cls}"><title>{a} | {b}: {"+2" if ok else "-2"}</title>'
                   f'<circle cx="{x}" cy="{y}" r="11" fill="{colour}"/>'
                   f'<text x="{x}" y="{y + 4}" font-size="11" text-anchor="middle" fill="#ffffff">{mark}</text>'
                   f'<text x="{x - 16}" y="{y + 4}" font-size="9" text-anchor="middle" fill="#1f2328">'
                   f'{SYMBOL_MARKS.get(a, a[:1].upper())}</text>'
                   f'<text x="{x + 16}" y="{y + 4}" font-size="9" text-anchor="middle" fill="#1f2328">'
                   f'{SYMBOL_MARKS.get(b, b[:1].upper())}</text></g>')
    return out


def legend_text() -> str:
    return "Joint symbols: " + ", ".join(f"{m} = {s}" for s, m in SYMBOL_MARKS.items())

