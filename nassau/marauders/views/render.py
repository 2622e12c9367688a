"""Text, HTML and SVG views of Merchants & Marauders. Imported lazily (by the reprs, by
``Game.__str__``, ``_repr_html_`` and ``to_svg``, and by a captain's board).

Every view is deterministic (the same position gives the same bytes) and public: glory
cards in hand and rumor cards are counted, never named, and the stash is never shown,
because the table does not see them (the scoring at the end reveals the stash). A captain's
own board, the cards and tokens, and a fight or raid in progress have their own modules
(:mod:`.shipboard`, :mod:`.cards`, :mod:`.fightview`), built on the helpers here.
"""

from ...display import SVG, THEME_CSS, esc, picture, squeeze, styled, text_width  # noqa: F401 (text_width: for the other views)
from ...kernel.english import article, mention, plural, sentence
from ..seas_of_glory import locations, npc_upgrades, treasure_galleon, weather
from ..seas_of_glory.loyalty import LEVELS as LOYALTY_LEVELS, level as loyalty_level
from ..rules.npcs import ship_of
from ..rules.sides import NPC, name_of, zone_of
from ..seas_of_glory.treasure_galleon import GALLEON
from ..rules.state import LOCATIONS, NATION_INDEX
from ..rules.vocabulary import NPC_SLOTS

# Players' colours stay clear of the nations' (red, blue, gold, orange) and the NPC pirates'
# black, so a marker's colour alone says whose ship it is.
PLAYER_COLOURS = ("#1a7f37", "#8250df", "#bf3989", "#0b7285")
NATION_COLOURS = {"english": "#c8102e", "french": "#1f4fa3", "spanish": "#f2c12e", "dutch": "#e8710a"}
PIRATE_COLOUR = "#111418"
OTHER_NATION = "#6e7781"            # a nation a typed-in component file adds
MERCHANT_COLOUR = "#8a5a2b"
MOD_COLOUR = "#6e7781"
GALLEON_COLOUR = "#b8860b"          # the Treasure Galleon's gold mini (module 6), darker than Spain's flag
INK, WHITE = "#1f2328", "#ffffff"


# --- small helpers -------------------------------------------------------------------------
def player_colour(seat: int) -> str:
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def nation_colour(nation) -> str:
    return NATION_COLOURS.get(nation, OTHER_NATION)


def npc_colour(slot: str) -> str:
    return nation_colour(slot) if slot in NATION_INDEX else PIRATE_COLOUR


def _luminance(colour: str) -> float:
    def lin(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def ink_on(colour: str) -> str:
    """White or dark text, whichever reads better on ``colour`` (#rrggbb): gold and orange
    need dark letters, the other colours white ones."""
    lum = _luminance(colour)
    return WHITE if (1.05 / (lum + 0.05)) >= ((lum + 0.05) / (_luminance(INK) + 0.05)) else INK


def marks(game) -> tuple:
    """The letter on each captain's marker: the initials when they differ, else the seat
    numbers (Jonah and Jon would both be J)."""
    initials = tuple(name[:1].upper() or "?" for name in game.names)
    return initials if len(set(initials)) == len(initials) else tuple(str(s + 1) for s in range(game.n))


def npc_mark(slot: str) -> str:
    return slot[:1].upper() if slot in NATION_INDEX else "P"


def captain_card(game, p):
    return game.comp.captains[p.card] if p.card >= 0 else None


def ship_name(game, ship: str) -> str:
    return game.comp.ships[ship].name if ship in game.comp.ships else ship


def where(game, p) -> str:
    zone = game.comp.zones[p.zone]
    return f"in port at {zone.port}" if p.in_port and zone.port else f"at sea in {zone.phrase}"


def locations_text(loc, top) -> str:
    return ", ".join(f"{name} {now}/{most}" for name, now, most in zip(LOCATIONS, loc, top))


def ship_maxima(game, p) -> tuple:
    return npc_upgrades.top_of(game, p) if p.ship in game.comp.ships else (0,) * len(LOCATIONS)


def bounty_text(p) -> str:
    parts = [f"{nation.title()} {n}" for nation, n in zip(NATION_INDEX, p.bounty) if n]
    return ", ".join(parts) or "none"


def goods_text(game, cards) -> str:
    return ", ".join(game.comp.cargo[c].good for c in cards) or "none"


def weapons_text(game, p) -> str:
    tiles = [f"{k} (NPC tile)" for k in npc_upgrades.won(p, "weapon")]
    return ", ".join([game.comp.weapons[w].kind for w in p.weapons] + tiles) or "none"


def mods_text(game, p) -> str:
    tiles = [f"{k} (NPC tile)" for k in npc_upgrades.won_mods(p)]
    return ", ".join([game.comp.mods[m].effect for m in p.mods] + tiles) or "none"


def won_tiles_text(p) -> str:
    """The NPC upgrade tiles a captain won (Seas of Glory module 4), or ""."""
    return ", ".join(npc_upgrades.kind(t) for t in p.tiles)


def specialists_text(game, p) -> str:
    return ", ".join(game.comp.glory[g].name for g in p.specialists) or "none"


def missions_text(game, p) -> str:
    return ", ".join(game.comp.missions[m].name for m in p.missions) or "none"


def hidden_counts(p) -> str:
    """What the table sees of a captain's hidden cards: how many, never which."""
    return f"{plural(len(p.hand), 'glory card')} and {plural(len(p.rumors), 'rumor')} in hand"


def demand_of(game, zone: int):
    t = game.demand[zone]
    return game.comp.demand[t].good if t >= 0 else None


def heading(game) -> str:
    if game.over:
        return f"Merchants & Marauders: game over after round {game.round}"
    if game.step == "setup":
        return "Merchants & Marauders: setup"
    return f"Merchants & Marauders: round {game.round}" + weather.heading(game)


def event_card(game):
    return game.comp.events[game.event] if game.event >= 0 else None


def wars_text(game) -> str:
    return "; ".join(f"{a.title()} and {b.title()}" for a, b in game.wars)


def pending_npcs(game) -> list:
    """Sentences for the NPC cards drawn this round, which enter at its end."""
    out = []
    for i, card in enumerate(game.npc_pending):
        if card >= 0:
            npc = game.comp.events[card].npc
            slot = NPC_SLOTS[i]
            who = (f"{slot.title()} navy" if slot in NATION_INDEX
                   else f"NPC pirate {ship_name(game, ship_of(game, slot)).lower()}")
            out.append(f"{npc.name} ({who}) enters at {game.comp.by_id[npc.zone].name} at the end of the round")
    return out


def npc_line(game, i: int) -> str:
    card, zone, ship, loc = game.npcs[i]
    return (f"{name_of(game, NPC + i)}: {ship_name(game, ship).lower()} in {game.comp.zones[zone].name} "
            f"({locations_text(loc, npc_upgrades.top(game, ship, NPC + i))}){npc_upgrades.upgrades_text(game, NPC + i)}")


def galleon_line(game) -> str:
    """'the Treasure Galleon (Don Juan ...): galleon in Cartagena with 15 gold (hull 4/4, ...)'."""
    tg = treasure_galleon
    return (f"{tg.full_name(game)}: galleon in {game.comp.zones[tg.zone(game)].name} with {tg.gold(game)} gold "
            f"({locations_text(tg.loc(game), npc_upgrades.top(game, tg.SHIP, GALLEON))})"
            f"{npc_upgrades.upgrades_text(game, GALLEON)}")


def galleon_lines(game) -> list:
    """The text view's line for the Treasure Galleon (module 6), or none without the module."""
    if not treasure_galleon.on(game):
        return []
    if not treasure_galleon.afloat(game):
        return ["  the Treasure Galleon: defeated, out of the game"]
    return [f"  {galleon_line(game)}"]


# --- a fight or a raid in progress -----------------------------------------------------------
def side_name(game, side: int) -> str:
    """A side of a fight, short: the captain's name, or 'the Spanish navy', 'the NPC pirate'."""
    if side < NPC:
        return game.players[side].name
    if side == GALLEON:
        return treasure_galleon.NAME
    slot = NPC_SLOTS[side - NPC]
    return f"the {slot.title()} navy" if slot in NATION_INDEX else "the NPC pirate"


def fight_text(game) -> str:
    """Who fights whom (the NPC's captain named once), the round, and the declarations made
    so far: the aggressor declares first, in the open, then the defender."""
    f = game.fight
    if f is None:
        return ""
    what = "crew combat" if f.crew else f"naval round {f.round}"
    parts = [f"{name_of(game, f.a)} against {mention(name_of(game, f.d))}, {what}"]
    if not f.crew:
        for k, side in enumerate((f.a, f.d)):
            if f.decl[k]:
                shot = f" with {f.shot[k]}" if f.shot[k] else ""
                parts.append(f"{mention(side_name(game, side))} declared {f.decl[k]}{shot}")
            else:
                parts.append(f"{mention(side_name(game, side))} to declare")
                break
    if f.skulls:
        parts.append(skulls_text(game, f.skulls))
    return "; ".join(parts)


def skulls_text(game, skulls) -> str:
    """The skull hits still to place, by the ship they hit (each side places its own):
    '2 skull hits on your ship and 1 on Jon's to place'."""
    targets = list(dict.fromkeys(skulls))
    first, *rest = targets
    text = sentence("{} on {}<'s> ship", [plural(skulls.count(first), "skull hit"), side_name(game, first)])
    for side in rest:
        text += sentence(" and {} on {}<'s>", [skulls.count(side), side_name(game, side)])
    return text + " to place"


def raid_text(game) -> str:
    r = game.raid
    if r is None:
        return ""
    p = game.players[game.turn_seat]          # a raid is the turn's captain's own
    token = game.comp.merchants[r.token].nation.title()
    if not r.nation:
        return (f"{p.name} found a merchant ({token} token) in {game.comp.zones[p.zone].phrase}: raid it as "
                f"{' or '.join(n.title() for n in r.choices)}, or let it go")
    cards = ", ".join(f"{game.comp.cargo[c].good} {game.comp.cargo[c].value} ({game.comp.cargo[c].icon})"
                      for c in r.cards) or "no card"
    left = f"; {plural(r.successes, 'success')} to spend" if game.sub == "raid" else ""
    raids = sentence("{} <raids> {} merchant in {}", [p.name, article(r.nation.title()), game.comp.zones[p.zone].name])
    return f"{raids}: {cards}{left}"


def claim_text(game) -> str:
    if not game.claimable or game.sub != "claim":
        return ""
    ship, loc = game.claimable[0], game.claimable[1:]
    return (f"{game.names[game.cur]} may claim the defeated {ship_name(game, ship).lower()} "
            f"({locations_text(loc, npc_upgrades.prize_top(game, ship))}{npc_upgrades.prize_text(game)})")


def offer_text(game) -> str:
    return f"on offer: {goods_text(game, game.offer)}" if game.sub == "goods" and game.offer else ""


def busy_lines(game) -> list:
    """What is going on besides the turn: a fight, a raid, a ship to claim, goods on offer."""
    out = []
    for label, text in (("Fight", fight_text(game)), ("Raid", raid_text(game)), ("Claim", claim_text(game)),
                        ("Buying", offer_text(game))):
        if text:
            out.append(f"{label}: {text}")
    return out


# --- text ----------------------------------------------------------------------------------------
def captain_line(game, p) -> str:
    card = captain_card(game, p)
    who = f"{card.name}, {card.nation.title()}, home {game.comp.by_id[card.home].name}" if card else "no captain"
    if p.ship:
        ship = f"{ship_name(game, p.ship).lower()} {where(game, p)}; {locations_text(p.loc, ship_maxima(game, p))}"
    else:
        ship = f"no ship yet, {where(game, p)}"
    won = f"NPC tiles won {won_tiles_text(p)}; " if p.tiles else ""
    return (f"{p.name} ({who}): {ship}; gold {p.gold}, glory {p.glory}, bounty {bounty_text(p)}; "
            f"goods {goods_text(game, p.goods)}; {won}{hidden_counts(p)}")


def game_text(game) -> str:
    head = heading(game) + ("" if game.over else "; " + game.prompt().split(": ", 1)[-1])
    lines = [head]
    card = event_card(game)
    if card is not None:
        lines.append(f"Event: {card.name}. {card.text}")
    if game.wars:
        lines.append(f"At war: {wars_text(game)}.")
    lines += weather.text_lines(game)
    lines += locations.text_lines(game)             # Seas of Glory module 9
    lines += busy_lines(game)
    lines.append("Captains:")
    lines += [f"  {captain_line(game, p)}" for p in game.players]
    lines.append("NPCs:")
    on_board = [f"  {npc_line(game, i)}" for i, npc in enumerate(game.npcs) if npc is not None]
    lines += on_board or ["  none on the board"]
    lines += galleon_lines(game)
    lines += [f"  {text}" for text in pending_npcs(game)]
    # no bank: with everyone's gold in view it would tell the stashes' sum
    face_down = sum(1 for m in game.merchants if m >= 0)
    lines.append(f"Merchants: {face_down} face down at sea, {len(game.merchant_track)} on the track "
                 f"(all dealt again at {game.comp.rules.merchant_reset_at}).")
    return "\n".join(lines)


# --- HTML ----------------------------------------------------------------------------------------
def swatch(colour: str) -> str:
    return f'<b style="color:{colour}">■</b>'


def game_html(game):
    """The map as a picture, then the captains' public table (styled inline: it reads the
    same in an untrusted notebook)."""
    head = "".join(f"<div>{esc(line)}</div>" for line in busy_lines(game))
    rows = [_captain_row(game, p) for p in game.players]
    table = ("<table><tr><th>captain</th><th>ship</th><th>where</th><th>hull · cargo · masts · crew · cannons</th>"
             "<th>gold</th><th>glory</th><th>bounty</th><th>goods</th><th>hidden cards</th></tr>"
             + "".join(rows) + "</table>")
    return styled(picture(board_svg(game)) + head + table)


def _captain_row(game, p) -> str:
    card = captain_card(game, p)
    who = f'<br><span class="soft">{esc(card.name)}, {esc(card.nation.title())}</span>' if card else ""
    if p.ship:
        top = ship_maxima(game, p)
        loc = " · ".join(f"{now}/{most}" for now, most in zip(p.loc, top))
        ship = esc(ship_name(game, p.ship))
    else:
        loc, ship = "–", "no ship yet"
    counts = f"{plural(len(p.hand), 'glory card')}, {plural(len(p.rumors), 'rumor')}"
    return (f"<tr><td>{swatch(player_colour(p.seat))} <b>{esc(p.name)}</b>{who}</td><td>{ship}</td>"
            f"<td>{esc(where(game, p))}</td><td>{loc}</td><td>{p.gold}</td><td>{p.glory}</td>"
            f"<td>{esc(bounty_text(p))}</td><td>{esc(goods_text(game, p.goods))}</td><td>{esc(counts)}</td></tr>")


def action_html(a):
    from .describe import action
    return styled(f'<code>{esc(a.notation)}</code> <span class="soft">{esc(action(a))}</span>')


# --- SVG: the map ----------------------------------------------------------------------------------
# The zones' layout coordinates are stretched 1.2 times downwards and drawn as boxes ZONE_W by
# ZONE_H: about the largest boxes that keep a gap between the crowded eastern zones (St.
# Maarten, St. John, Basse-Terre, Bridgetown). Each box has the zone's name, the port's flag
# and demand, the merchant token, a tan harbour strip for the ships in port, and the sea below
# it for the rest. Two pieces a row leave room for the longest ship name under each marker.
ZONE_W, ZONE_H = 124, 156
STRETCH_Y = 1.2
MARGIN, HEAD_H = 16, 72
COLUMNS, ROW = 2, 28                # pieces a row at full size, and a row's height
NAME_Y, INFO_Y, STRIP_Y = 16, 32, 38
EMPTY_STRIP = 14                    # a harbour with no ship in it
WIDTH = 1056
LABEL_SIZE, MARK_SIZE = 10, 11
CSS = f"""
svg.marauders-map {{ max-width: 100%; height: auto; }}
.marauders-map text {{ font-family: var(--jp-ui-font-family, system-ui, -apple-system, "Segoe UI", sans-serif); }}
.marauders-map .bg {{ fill: var(--nassau-bg, #ffffff); }}
.marauders-map .fg {{ fill: var(--nassau-fg, {INK}); }}
.marauders-map .soft {{ fill: var(--nassau-fg-soft, #535c66); }}
.marauders-map .sea {{ fill: var(--nassau-sea, #d8ecf7); stroke: var(--nassau-line, #c9d1d9); }}
.marauders-map .port {{ fill: var(--nassau-port, #f1e3c6); }}
.marauders-map .panel {{ fill: var(--nassau-panel, #f6f8fa); stroke: var(--nassau-line, #c9d1d9); }}
.marauders-map .lane {{ stroke: var(--nassau-fg-soft, #535c66); }}
.marauders-map .edge {{ stroke: var(--nassau-fg, {INK}); }}
.marauders-map .turn {{ stroke: var(--nassau-accent, #1f6feb); }}
.marauders-map .busy {{ fill: none; stroke: var(--nassau-warn, #bf3989); }}
"""
# presentation attributes for renderers without CSS (the light theme); the stylesheet wins elsewhere
FALLBACK = {
    "bg": 'fill="#ffffff"', "fg": f'fill="{INK}"', "soft": 'fill="#535c66"',
    "sea": 'fill="#d8ecf7" stroke="#c9d1d9"', "port": 'fill="#f1e3c6"', "panel": 'fill="#f6f8fa" stroke="#c9d1d9"',
    "lane": 'stroke="#535c66"', "edge": f'stroke="{INK}"', "turn": 'stroke="#1f6feb"',
    "busy": 'fill="none" stroke="#bf3989"',
}


def _k(cls: str, more: str = "") -> str:
    """The class (and ``more`` classes) and the light theme's attributes of a themed element."""
    return f'class="{cls}{more}" {FALLBACK[cls]}'


def _hit(marks, kind: str, key: str) -> tuple:
    """(extra class, data attribute) of a click target of the map widget: ``marks`` is
    ``intents.targets(game)`` for the widget's map and None for the static one (no attribute)."""
    if marks is None:
        return "", ""
    return (" target" if key in marks[kind] else ""), f' data-{kind}="{esc(key)}"'


def _text(x, y, text, size, cls="fg", anchor="start", bold=False, room=None) -> str:
    """A themed <text>; squeezed to ``room`` pixels (textLength) when it would run longer,
    so that it never runs over its neighbour."""
    weight = ' font-weight="bold"' if bold else ""
    return (f'<text {_k(cls)} x="{x:.1f}" y="{y:.1f}" font-size="{size}"{weight} text-anchor="{anchor}"'
            f'{squeeze(text, size, room, bold)}>'
            f"{esc(text)}</text>")


def centres(comp) -> list:
    """Each zone's centre on the drawing, from its layout."""
    xs = [z.layout[0] for z in comp.zones]
    ys = [z.layout[1] * STRETCH_Y for z in comp.zones]
    dx, dy = MARGIN + ZONE_W / 2 - min(xs), HEAD_H + 12 + ZONE_H / 2 - min(ys)
    return [(x + dx, y + dy) for x, y in zip(xs, ys)]


def map_size(comp) -> tuple:
    pts = centres(comp)
    width = max(WIDTH, max(x for x, _ in pts) + ZONE_W / 2 + MARGIN)
    return width, max(y for _, y in pts) + ZONE_H / 2


def zone_box(comp, zone: int) -> tuple:
    x, y = centres(comp)[zone]
    return (x - ZONE_W / 2, y - ZONE_H / 2, x + ZONE_W / 2, y + ZONE_H / 2)


class Piece:
    """A marker on the map, a captain's ship or an NPC, with the ship's name under it.
    ``x``, ``y`` (the marker's centre), ``scale`` and ``room`` (the label's width) are set by
    :func:`place`."""

    __slots__ = ("kind", "key", "colour", "mark", "label", "title", "in_port", "turn", "x", "y", "scale", "room")

    def __init__(self, kind, key, colour, mark, label, title, in_port=False, turn=False):
        self.kind, self.key, self.colour, self.mark, self.label = kind, key, colour, mark, label
        self.title, self.in_port, self.turn = title, in_port, turn
        self.x = self.y = 0.0
        self.scale, self.room = 1.0, 54.0

    def label_size(self) -> float:
        return round(LABEL_SIZE * self.scale, 2)


def pieces(game) -> dict:
    """{zone: [Piece, ...]}: every captain's ship and every NPC on the board, by zone;
    captains in seat order, then NPCs in slot order. Not yet placed (see :func:`layout`)."""
    out = {}
    letters = marks(game)
    for p in game.players:
        ship = ship_name(game, p.ship).lower() if p.ship else "no ship"
        title = f"{p.name}: {captain_line(game, p).split(': ', 1)[1]}"
        turn = not game.over and p.seat == game.cur
        piece = Piece("captain", f"captain {p.seat}", player_colour(p.seat), letters[p.seat], ship, title,
                      p.in_port and bool(game.comp.zones[p.zone].port), turn)
        out.setdefault(p.zone, []).append(piece)
    for i, npc in enumerate(game.npcs):
        if npc is None:
            continue
        slot = NPC_SLOTS[i]
        piece = Piece("npc", f"npc {slot}", npc_colour(slot), npc_mark(slot), ship_name(game, npc[2]).lower(),
                      npc_line(game, i))
        out.setdefault(npc[1], []).append(piece)
    if game.galleon is not None:
        out.setdefault(treasure_galleon.zone(game), []).append(galleon_piece(game))
    return out


def galleon_piece(game) -> Piece:
    """The Treasure Galleon (module 6): a gold hexagon marked T, its gold aboard under it."""
    return Piece("npc", "treasure-galleon", GALLEON_COLOUR, "T", f"galleon, {treasure_galleon.gold(game)} gold",
                 galleon_line(game))


def layout(game) -> dict:
    """{zone: (pieces placed, the harbour strip's box or None)} for every zone."""
    by_zone = pieces(game)
    sites = {zone_id for zone_id, _, _ in locations.listing(game)}
    return {z: (by_zone.get(z, []), place(game.comp, z, by_zone.get(z, []), SITE_H if zone.id in sites else 0))
            for z, zone in enumerate(game.comp.zones)}


def place(comp, zone: int, here: list, reserve: float = 0):
    """Put one zone's pieces in its grid: those in port on the harbour strip, the others on
    the sea below it, two a row; more a row, smaller, only when a zone holds more than fits.
    ``reserve`` keeps that much of the zone's foot free (a location's line). Returns the
    harbour strip's box (None in a zone with no port)."""
    x0, y0, x1, y1 = zone_box(comp, zone)
    docked = [q for q in here if q.in_port]
    afloat = [q for q in here if not q.in_port]
    has_port = bool(comp.zones[zone].port)
    space = y1 - 4 - reserve - (y0 + STRIP_Y)
    cols = COLUMNS
    while True:
        scale = min(1.0, COLUMNS / cols)
        row_h = ROW * scale
        strip_h = (-(-len(docked) // cols) * row_h if docked else EMPTY_STRIP) if has_port else 0
        need = strip_h + (2 if has_port else 0) + -(-len(afloat) // cols) * row_h
        if need <= space or cols >= 12:
            break
        cols += 1
    cell = (ZONE_W - 8) / cols
    strip = (x0 + 3, y0 + STRIP_Y, x1 - 3, y0 + STRIP_Y + strip_h) if has_port else None
    sea_top = strip[3] + 2 if strip else y0 + STRIP_Y
    for group, top in ((docked, y0 + STRIP_Y), (afloat, sea_top)):
        for k, q in enumerate(group):
            row, col = divmod(k, cols)
            q.scale, q.room = scale, cell - 4
            q.x = x0 + 4 + cell * (col + 0.5)
            q.y = top + row * row_h + 10 * scale
    return strip


def board_svg(game, interactive: bool = False, marks=None) -> SVG:
    """The Caribbean as one self-contained SVG: the 17 sea zones at their layout places, the
    34 sea lanes, each port's flag and demand, the merchant tokens (face down), every captain's
    ship (on the tan harbour strip when in port, on the sea otherwise) and every NPC, the
    round's event, a fight or raid in progress, and each captain's public state.
    Deterministic; it scales through its viewBox and follows the page's light or dark theme.
    ``interactive`` draws the map widget's version: harbours and merchant tokens carry
    ``data-harbour`` and ``data-merchant``, and what a click can act on now (``marks``, from
    the widget's :func:`~nassau.marauders.ui.intents.targets`) has the class ``target``; no
    stylesheet (the widget loads it once)."""
    comp = game.comp
    width, map_bottom = map_size(comp)
    placed = layout(game)
    body = _lanes(comp)
    for z, (here, strip) in placed.items():
        body += _zone(game, z, here, strip, marks)
    body += _event_panel(game)
    body += _npc_panel(game)
    more, y = _captains_band(game, width, map_bottom + 14)
    body += more
    more, y = _key(game, width, y + 12)
    body += more
    height = y + MARGIN
    title = heading(game)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="nassau marauders-map" viewBox="0 0 {width:.0f} {height:.0f}" '
           f'width="{width:.0f}" height="{height:.0f}" role="img" aria-label="{esc(title)}">',
           f"<title>{esc(title)}</title>",
           f"<desc>{esc(game_text(game))}</desc>",
           "" if interactive else f"<style>{THEME_CSS}{CSS}</style>",
           f'<rect {_k("bg")} x="0" y="0" width="{width:.0f}" height="{height:.0f}"/>']
    out += _head(game, width)
    out += body
    out.append("</svg>")
    return SVG("\n".join(out))


def _head(game, width) -> list:
    rose = weather.windy(game) and bool(game.wind)
    room = width - 2 * MARGIN - (ROSE + 12 if rose else 0)
    out = [_text(MARGIN, 28, heading(game), 18, bold=True, room=room)]
    if not game.over:
        out.append(_text(MARGIN, 50, game.prompt(), 13, room=room))
    busy = busy_lines(game)
    if busy:
        out.append(_text(MARGIN, 69, " · ".join(busy), 12, bold=True, room=room))
    if rose:
        out += _wind_rose(game, width - MARGIN - ROSE / 2, 8 + ROSE / 2)
    return out


ROSE = 56                                   # the wind rose's width (module 8)
_TOWARD = {"N": (0, -1), "NE": (1, -1), "E": (1, 0), "SE": (1, 1), "S": (0, 1), "SW": (-1, 1), "W": (-1, 0),
           "NW": (-1, -1)}


def _wind_rose(game, cx, cy) -> list:
    """Module 8: a ring with N at the top and an arrow blowing toward the wind's direction."""
    dx, dy = _TOWARD[game.wind]
    norm = (dx * dx + dy * dy) ** 0.5
    r = ROSE / 2 - 8
    ux, uy = dx / norm, dy / norm
    tail, tip = (cx - ux * r * 0.8, cy - uy * r * 0.8), (cx + ux * r * 0.8, cy + uy * r * 0.8)
    side = (-uy * 5, ux * 5)
    head = (tip[0] - ux * 9, tip[1] - uy * 9)
    barb = " ".join(f"{x:.1f},{y:.1f}" for x, y in (tip, (head[0] + side[0], head[1] + side[1]),
                                                      (head[0] - side[0], head[1] - side[1])))
    return [f'<g class="wind"><title>{esc(weather.text_lines(game)[0])}</title>',
            f'<circle {_k("edge")} fill="none" stroke-width="1" cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}"/>',
            _text(cx, cy - r - 1, "N", 9, cls="soft", anchor="middle"),
            f'<line {_k("edge")} stroke-width="2.5" x1="{tail[0]:.1f}" y1="{tail[1]:.1f}" x2="{head[0]:.1f}" '
            f'y2="{head[1]:.1f}"/>',
            f'<polygon {_k("fg")} points="{barb}"/>',
            _text(cx, cy + r + 11, f"wind {game.wind}", 10, cls="soft", anchor="middle", bold=True), "</g>"]


def _lanes(comp) -> list:
    """The 34 sea lanes, centre to centre under the zones (which hide their ends)."""
    pts, out = centres(comp), ['<g class="lanes">']
    for a, links in enumerate(comp.links):
        for other in links.values():
            b = comp.by_id[other].index
            if a < b:
                (xa, ya), (xb, yb) = pts[a], pts[b]
                out.append(f'<line {_k("lane")} stroke-width="3" stroke-opacity="0.5" x1="{xa:.1f}" y1="{ya:.1f}" '
                           f'x2="{xb:.1f}" y2="{yb:.1f}"><title>{esc(comp.zones[a].name)} – '
                           f"{esc(comp.zones[b].name)}</title></line>")
    out.append("</g>")
    return out


def busy_zone(game):
    """The zone of a fight or a raid in progress, or None."""
    f = game.fight
    if f is not None:
        return zone_of(game, f.a)
    return game.players[game.turn_seat].zone if game.raid is not None else None


def _zone(game, z: int, here: list, strip, marks=None) -> list:
    comp = game.comp
    zone = comp.zones[z]
    x0, y0, x1, y1 = zone_box(comp, z)
    tip = zone.name + (f": the port of {zone.port} ({zone.nation.title()})" if zone.port else ": open sea, no port")
    more = _hit(marks, "zone", zone.id)[0]
    out = [f'<g class="zone{more}" data-zone="{esc(zone.id)}"><title>{esc(tip)}</title>',
           f'<rect {_k("sea")} x="{x0:.1f}" y="{y0:.1f}" width="{ZONE_W}" height="{ZONE_H}" rx="10"/>']
    name_x = x0 + 8
    if zone.port:
        out.append(_flag(x0 + 7, y0 + 6, zone.nation))
        name_x = x0 + 25
    out.append(_text(name_x, y0 + NAME_Y, zone.name, 12, bold=True, room=x1 - 6 - name_x))
    demand = demand_of(game, z) if zone.port else None
    if demand:
        out.append(_text(x0 + 8, y0 + INFO_Y, f"wants {demand}", 11, cls="soft", room=ZONE_W - 52))
    if zone.port and game.port_mods[z] >= 0:
        out.append(_mod(x1 - 34, y0 + INFO_Y - 10))
    if game.merchants[z] >= 0:
        out.append(_merchant(x1 - 13, y0 + INFO_Y - 4, _hit(marks, "merchant", zone.id)))
    if strip:
        sx0, sy0, sx1, sy1 = strip
        more, data = _hit(marks, "harbour", zone.id)
        out.append(f'<rect {_k("port", more)}{data} x="{sx0:.1f}" y="{sy0:.1f}" width="{sx1 - sx0:.1f}" '
                   f'height="{sy1 - sy0:.1f}" rx="5"><title>the harbour of {esc(zone.port)}: ships in port'
                   "</title></rect>")
    for q in here:
        out += _piece(q, marks is not None and q.key in marks["piece"], hit_area=marks is not None)
    site = sites_of(game).get(zone.id)
    if site:
        out += _site(x0 + 6, y1 - 6, *site, room=ZONE_W - (58 if weather.in_storm(game, z) else 14))
    if weather.in_storm(game, z):
        out.append(f'<rect {_k("busy", " storm")} stroke-width="2" stroke-dasharray="2 4" x="{x0 - 6:.1f}" '
                   f'y="{y0 - 6:.1f}" width="{ZONE_W + 12}" height="{ZONE_H + 12}" rx="14"><title>the storm: '
                   "3 − Seamanship successes random hits</title></rect>")
        out.append(_text(x1 - 44, y1 - 6, "storm", 11, bold=True))
    if busy_zone(game) == z:
        what = "a fight" if game.fight is not None else "a merchant raid"
        out.append(f'<rect {_k("busy")} stroke-width="3" stroke-dasharray="6 3" x="{x0 - 3:.1f}" y="{y0 - 3:.1f}" '
                   f'width="{ZONE_W + 6}" height="{ZONE_H + 6}" rx="12"><title>{what}</title></rect>')
    out.append("</g>")
    return out


SITE_H = 16                                 # a location's line at the foot of its zone (module 9)
SITE_COLOUR = "#7a4f9a"


def sites_of(game) -> dict:
    """{zone id: (tile name, kind)} of the location tiles on the board (module 9)."""
    return {zone_id: (name, kind) for zone_id, name, kind in locations.listing(game)}


def _site(x, y, name, kind, room) -> list:
    """A location tile: a small purple square and its name; its kind in the tooltip."""
    words = kind.replace("-", " ")
    return [f'<g class="site" data-kind="{esc(kind)}"><title>{esc(name)}: {esc(article(words))} location '
            "(visit or raid it)</title>",
            f'<rect {_k("edge")} stroke-width="0.8" fill="{SITE_COLOUR}" x="{x:.1f}" y="{y - 9:.1f}" width="10" '
            'height="10" rx="1"/>',
            _text(x + 14, y, name, 10, cls="soft", room=room - 14), "</g>"]


def _flag(x, y, nation) -> str:
    return (f'<rect {_k("edge")} stroke-width="0.6" fill="{nation_colour(nation)}" x="{x:.1f}" y="{y:.1f}" '
            f'width="13" height="10" rx="1.5"><title>{esc(str(nation).title())}</title></rect>')


def _mod(x, y) -> str:
    """A ship modification for sale in this port, face down: a grey tile."""
    return (f'<rect {_k("edge")} stroke-width="0.8" fill="{MOD_COLOUR}" x="{x:.1f}" y="{y:.1f}" width="12" '
            f'height="12" rx="2"><title>a ship modification for sale here (face down)</title></rect>')


def _merchant(x, y, hit=("", "")) -> str:
    """A merchant token face down: a brown disc, its nation unseen."""
    return (f'<circle {_k("edge", hit[0])}{hit[1]} stroke-width="0.8" fill="{MERCHANT_COLOUR}" cx="{x:.1f}" '
            f'cy="{y:.1f}" r="6">'
            f"<title>a merchant token (face down)</title></circle>")


def _marker_points(kind, x, y, s) -> str:
    """A captain's ship is a badge with a pointed bow; an NPC's a hexagon."""
    if kind == "captain":
        pts = ((-16, -8), (8, -8), (16, 0), (8, 8), (-16, 8))
    else:
        pts = ((-16, 0), (-10, -8), (10, -8), (16, 0), (10, 8), (-10, 8))
    return " ".join(f"{x + dx * s:.1f},{y + dy * s:.1f}" for dx, dy in pts)


def _marker(q) -> list:
    """The marker's shape and its letter (white or dark, whichever reads on the colour); the
    deciding captain's has a thick ring of the accent colour."""
    s = q.scale
    ring = f'{_k("turn")} stroke-width="{3 * s:.2f}"' if q.turn else f'{_k("edge")} stroke-width="{0.8 * s:.2f}"'
    nudge = -2.5 * s if q.kind == "captain" else 0       # the letter sits in the badge, not in its bow
    return [f'<polygon {ring} fill="{q.colour}" points="{_marker_points(q.kind, q.x, q.y, s)}"/>',
            f'<text x="{q.x + nudge:.1f}" y="{q.y + 4 * s:.1f}" font-size="{round(MARK_SIZE * s, 2)}" '
            f'font-weight="bold" text-anchor="middle" fill="{ink_on(q.colour)}">{esc(q.mark)}</text>']


def _piece(q: Piece, target: bool = False, hit_area: bool = False) -> list:
    """A ship: its marker and name. On the widget's map (``hit_area``) the whole of its cell
    answers a click, badge and name and the gap around them, not just the small badge."""
    more = " target" if target else ""
    area = []
    if hit_area:
        s = q.scale
        w, h = q.room + 2, ROW * s - 2
        area = [f'<rect class="hit" fill="none" pointer-events="all" x="{q.x - w / 2:.1f}" y="{q.y - 10 * s:.1f}" '
                f'width="{w:.1f}" height="{h:.1f}"/>']
    return ([f'<g class="piece {q.kind}{more}" data-piece="{esc(q.key)}"><title>{esc(q.title)}</title>'] + area
            + _marker(q) + [_text(q.x, q.y + 17 * q.scale, q.label, q.label_size(), anchor="middle", room=q.room),
                            "</g>"])


# The open water north of Santo Domingo holds the event card; the corner south of Old
# Providence the NPCs (checked against the zones by the tests).
EVENT_BOX = (466, HEAD_H + 6, 310)
LINE = 15
NPC_BOX = (MARGIN, 0, 214)


def event_lines(game) -> list:
    """(line, bold) of the event panel: the card's name, an event's text (an NPC card's is
    said by the line on the NPC it brings), the wars, the NPCs that enter at the round's end."""
    card, room = event_card(game), EVENT_BOX[2] - 20
    if card is None:
        return [("No event card yet" if game.step == "setup" else "No event card", True)]
    lines = [(line, True) for line in wrap(f"Event: {card.name}", room, 12, bold=True)[:2]]
    if card.kind == "event":
        lines += [(line, False) for line in wrap(card.text, room, 11)[:4]]
    for text in pending_npcs(game):
        lines += [(line, False) for line in wrap(text, room, 11)[:2]]
    if game.wars:
        pairs = ", ".join(f"{a.title()}–{b.title()}" for a, b in game.wars)
        lines += [(line, False) for line in wrap(f"At war: {pairs}", room, 11)[:3]]
    return lines


def event_panel_box(game) -> tuple:
    x, y, w = EVENT_BOX
    return (x, y, x + w, y + 10 + LINE * len(event_lines(game)))


def _event_panel(game) -> list:
    """The round's event card, the NPCs it brings and the wars."""
    x0, y0, x1, y1 = event_panel_box(game)
    out = [f'<g class="event"><rect {_k("panel")} x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="6"/>']
    for k, (line, bold) in enumerate(event_lines(game)):
        out.append(_text(x0 + 10, y0 + 19 + LINE * k, line, 12 if bold else 11, bold=bold, room=x1 - x0 - 20))
    out.append("</g>")
    return out


def npc_panel_top(comp) -> float:
    """Under the lowest zone that reaches into the NPC panel's columns."""
    x, _, w = NPC_BOX
    bottoms = [b[3] for b in (zone_box(comp, z) for z in range(len(comp.zones))) if b[0] < x + w and b[2] > x]
    return max(bottoms) + 14


def npc_short(game, i: int) -> str:
    """'English frigate, Tortuga' or 'NPC pirate sloop, Old Providence'."""
    card, zone, ship, loc = game.npcs[i]
    slot = NPC_SLOTS[i]
    who = slot.title() if slot in NATION_INDEX else "NPC pirate"
    return f"{who} {ship_name(game, ship).lower()}, {game.comp.zones[zone].name}"


def _npc_panel(game) -> list:
    """The NPCs on the board, one line each: marker, which ship and where (the tooltip
    names its captain and its locations)."""
    x, _, w = NPC_BOX
    y = npc_panel_top(game.comp)
    out = ['<g class="npcs">', _text(x, y + 12, "NPCs on the board", 12, bold=True)]
    rows = [i for i, n in enumerate(game.npcs) if n is not None]
    if not rows:
        out.append(_text(x, y + 30, "none yet", 11, cls="soft"))
    for k, i in enumerate(rows):
        slot = NPC_SLOTS[i]
        q = Piece("npc", "", npc_colour(slot), npc_mark(slot), "", npc_line(game, i))
        q.x, q.y = x + 16, y + 30 + 20 * k
        out += [f"<g><title>{esc(npc_line(game, i))}</title>"] + _marker(q)
        out += [_text(x + 38, q.y + 4, npc_short(game, i), 11, room=w - 38), "</g>"]
    out.append("</g>")
    return out


def npc_panel_box(game) -> tuple:
    x, _, w = NPC_BOX
    y = npc_panel_top(game.comp)
    rows = max(1, sum(1 for n in game.npcs if n is not None))
    return (x, y, x + w, y + 22 + 20 * rows)


def wrap(text: str, room: float, size: float, bold: bool = False) -> list:
    """Greedy lines of ``text`` no wider than ``room`` (by :func:`text_width`)."""
    lines, line = [], ""
    for word in text.split():
        longer = f"{line} {word}" if line else word
        if line and text_width(longer, size, bold) > room:
            lines.append(line)
            line = word
        else:
            line = longer
    return lines + ([line] if line else [])


def _captains_band(game, width, y) -> tuple:
    """One panel a captain under the map: marker, name and captain, ship and where, gold,
    glory and bounty."""
    n, gap = game.n, 8
    cell = (width - 2 * MARGIN - gap * (n - 1)) / n
    tracks = [t for t in ("favors", "loyalty") if t in game.modules]
    h, letters, out = 66 + TRACK_H * len(tracks), marks(game), []
    for p in game.players:
        x = MARGIN + p.seat * (cell + gap)
        card = captain_card(game, p)
        ship = f"{ship_name(game, p.ship)} {where(game, p)}" if p.ship else f"no ship yet, {where(game, p)}"
        q = Piece("captain", "", player_colour(p.seat), letters[p.seat], "", "",
                  turn=not game.over and p.seat == game.cur)
        q.x, q.y = x + 24, y + 17
        out.append(f'<g class="captain-panel"><title>{esc(captain_line(game, p))}</title>')
        out.append(f'<rect {_k("panel")} x="{x:.1f}" y="{y:.1f}" width="{cell:.1f}" height="{h}" rx="6"/>')
        out += _marker(q)
        who = p.name + (f" · {card.name}" if card else "")
        out.append(_text(x + 46, y + 21, who, 12, bold=True, room=cell - 54))
        out.append(_text(x + 10, y + 40, ship, 11, cls="soft", room=cell - 20))
        out.append(_text(x + 10, y + 57, f"gold {p.gold} · glory {p.glory} · bounty {bounty_text(p)}", 11,
                         room=cell - 20))
        for k, track in enumerate(tracks):
            out += _track(game, p, track, x + 10, y + 57 + TRACK_H * (k + 1), cell - 20)
        out.append("</g>")
    return out, y + h


TRACK_H = 18                                # a favor or loyalty track's row in a captain's panel


def _paint(filled: bool) -> str:
    """A track step's paint: solid ink when reached, an outline otherwise."""
    return _k("fg") if filled else _k("edge") + ' fill="none"'


def _track(game, p, track, x, y, room) -> list:
    """Modules 10 and 11: the favor track (5 pips, as many filled as favors held) or the
    loyalty track (8 steps from Fierce Loyalty to Mutiny, the crew's step filled), and its words."""
    if track == "favors":
        steps, words, filled = 5, f"{p.favors} of 5", set(range(p.favors))
    else:
        lv = loyalty_level(game, p)
        steps, words, filled = len(LOYALTY_LEVELS), LOYALTY_LEVELS[lv], {lv}
    out = [f'<g class="track {track}"><title>{track}: {esc(words)}</title>', _text(x, y, track, 10, cls="soft")]
    x0 = x + 46
    for i in range(steps):
        cx = x0 + i * 11 + 4
        paint = _paint(i in filled)
        if track == "favors":
            out.append(f'<circle {paint} stroke-width="1" cx="{cx:.1f}" cy="{y - 4:.1f}" r="4"/>')
        else:
            out.append(f'<rect {paint} stroke-width="1" x="{cx - 4:.1f}" y="{y - 8:.1f}" width="8" height="8" rx="1"/>')
    tx = x0 + steps * 11 + 4
    out.append(_text(tx, y, words, 10, room=max(10.0, room - (tx - x))))
    out.append("</g>")
    return out


def _key(game, width, y) -> tuple:
    """What the marks mean, in as many rows as the width needs."""
    items = [("captain", "a captain's ship, numbered by seat"),
             ("npc", "NPC: a navy in its nation's colour, an NPC pirate black"),
             ("merchant", "merchant token (face down)"), ("mod", "ship modification for sale (face down)"),
             ("harbour", "harbour: ships in port; the others are at sea")]
    if treasure_galleon.on(game):
        items.append(("treasure-galleon", "the Treasure Galleon and its gold"))
    if "loyalty" in game.modules:
        items.append(("loyalty", "crew loyalty: Fierce Loyalty on the left, Mutiny on the right"))
    if "locations" in game.modules:
        items.append(("site", "location tile (its kind in the tooltip)"))
    items += [("flag " + nation, nation.title()) for nation in game.comp.nations]
    out, x, row = ['<g class="key">'], MARGIN, 0
    for kind, text in items:
        w = 40 + text_width(text, 11)
        if x + w > width - MARGIN and x > MARGIN:
            x, row = MARGIN, row + 1
        top = y + 22 * row
        out += _key_mark(game, kind, x, top)
        out.append(_text(x + 36, top + 12, text, 11))
        x += w + 8
    out.append("</g>")
    return out, y + 22 * row + 18


def _key_mark(game, kind, x, top) -> list:
    if kind in ("captain", "npc"):
        q = Piece(kind, "", PLAYER_COLOURS[0] if kind == "captain" else NATION_COLOURS["spanish"],
                  marks(game)[0] if kind == "captain" else "S", "", "")
        q.x, q.y = x + 16, top + 8
        return _marker(q)
    if kind == "treasure-galleon":
        q = Piece("npc", "", GALLEON_COLOUR, "T", "", "")
        q.x, q.y = x + 16, top + 8
        return _marker(q)
    if kind == "merchant":
        return [_merchant(x + 16, top + 8)]
    if kind == "site":
        return [f'<rect {_k("edge")} stroke-width="0.8" fill="{SITE_COLOUR}" x="{x + 10:.1f}" y="{top + 3}" '
                'width="10" height="10" rx="1"/>']
    if kind == "loyalty":
        return [f'<rect {_paint(i == 0)} stroke-width="1" x="{x + 3 + 10 * i:.1f}" y="{top + 4}" width="8" '
                'height="8" rx="1"/>' for i in range(3)]
    if kind == "mod":
        return [_mod(x + 10, top + 2)]
    if kind == "harbour":
        return [f'<rect {_k("port")} x="{x + 2:.1f}" y="{top}" width="28" height="16" rx="4"/>']
    return [_flag(x + 10, top + 3, kind.split(" ", 1)[1])]
