"""One captain's board: the captain card (four skills, home port, ability) and the ship board,
drawn: each location's pips, a crossed-out ring for every point of damage, the goods in the
holds, the special weapons, modifications, specialists, missions, bounty tokens, gold and
glory. ``game.board(name)`` shows it (see :class:`.views.CaptainBoard`).

What is hidden stays hidden. The drawing and the public side show only what the table sees:
how many glory cards and rumors the captain holds, never which, and nothing of the stash.
The private side (the captain's own view, ``game.board(name, viewer=name)``) adds the glory
cards in hand, the rumors and the stash, in the text and the HTML; the drawing never has them.

The drawing helpers here (a themed stylesheet, text, pips with damage) serve the fight view
too (:mod:`.fightview`).
"""

from ...display import SVG, THEME_CSS, esc, picture, squeeze, styled
from ...kernel.english import plural, possessive
from . import cards
from ..seas_of_glory import contraband, loyalty, npc_upgrades
from ..rules.scoring import stash_glory
from ..rules.checks import skill
from .render import (INK, bounty_text, captain_card, goods_text, hidden_counts, ink_on, missions_text, mods_text,
                     locations_text, nation_colour, player_colour, ship_maxima, ship_name, specialists_text, swatch,
                     text_width, weapons_text, where)
from ..rules.sides import maneuver_of
from ..rules.state import CARGO, LOCATIONS, NATION_INDEX
from ..rules.vocabulary import ABILITIES, MOD_EFFECTS, SKILLS, WEAPONS

# --- drawing helpers ------------------------------------------------------------------------------------
DAMAGE = "#cf222e"                  # the cross on a lost point (a stroke: no text is drawn in it)
LOCATION_COLOURS = {"hull": "#8a5a2b", "cargo": "#c69c6d", "masts": "#6e7781", "crew": "#1f6feb",
                    "cannons": "#24292f"}
HOLD = "#f1e3c6"                    # a hold with a good in it; the good's name is dark on it in both themes


def drawing_css(cls: str) -> str:
    """The stylesheet of a small drawing of class ``cls``: the page's theme for its text and panels."""
    return f"""
svg.{cls} {{ max-width: 100%; height: auto; }}
.{cls} text {{ font-family: var(--jp-ui-font-family, system-ui, -apple-system, "Segoe UI", sans-serif); }}
.{cls} .bg {{ fill: var(--nassau-bg, #ffffff); }}
.{cls} .fg {{ fill: var(--nassau-fg, {INK}); }}
.{cls} .soft {{ fill: var(--nassau-fg-soft, #535c66); }}
.{cls} .panel {{ fill: var(--nassau-panel, #f6f8fa); stroke: var(--nassau-line, #c9d1d9); }}
.{cls} .chip {{ fill: var(--nassau-bg, #ffffff); stroke: var(--nassau-line, #c9d1d9); }}
.{cls} .edge {{ stroke: var(--nassau-fg, {INK}); }}
.{cls} .ball {{ fill: var(--nassau-fg, {INK}); }}
"""


# presentation attributes for renderers without CSS (the light theme); the stylesheet wins elsewhere
FALLBACK = {"bg": 'fill="#ffffff"', "fg": f'fill="{INK}"', "soft": 'fill="#535c66"',
            "panel": 'fill="#f6f8fa" stroke="#c9d1d9"', "chip": 'fill="#ffffff" stroke="#c9d1d9"',
            "edge": f'stroke="{INK}"', "ball": f'fill="{INK}"'}


def k(cls: str) -> str:
    """The class and the light theme's attributes of a themed element."""
    return f'class="{cls}" {FALLBACK[cls]}'


def text(x, y, words, size, cls="fg", anchor="start", bold=False, room=None, fill=None) -> str:
    """A <text>, themed (``cls``) or of a fixed colour (``fill``, on a shape of a fixed colour);
    squeezed to ``room`` pixels when it would run longer."""
    paint = f'fill="{fill}"' if fill else k(cls)
    weight = ' font-weight="bold"' if bold else ""
    return (f'<text {paint} x="{x:.1f}" y="{y:.1f}" font-size="{size}"{weight} text-anchor="{anchor}"'
            f'{squeeze(words, size, room, bold)}>'
            f"{esc(words)}</text>")


def document(cls: str, width: float, height: float, title: str, desc: str, body: list) -> SVG:
    """A self-contained SVG: title, description, the theme, a background, then ``body``."""
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="nassau {cls}" viewBox="0 0 {width:.0f} {height:.0f}" '
           f'width="{width:.0f}" height="{height:.0f}" role="img" aria-label="{esc(title)}">',
           f"<title>{esc(title)}</title>", f"<desc>{esc(desc)}</desc>",
           f"<style>{THEME_CSS}{drawing_css(cls)}</style>",
           f'<rect {k("bg")} x="0" y="0" width="{width:.0f}" height="{height:.0f}"/>']
    return SVG("\n".join(out + body + ["</svg>"]))


def cross(cx, cy, r) -> list:
    d = r * 0.7
    return [f'<line stroke="{DAMAGE}" stroke-width="2" x1="{cx - d:.1f}" y1="{cy - d:.1f}" x2="{cx + d:.1f}" '
            f'y2="{cy + d:.1f}"/>',
            f'<line stroke="{DAMAGE}" stroke-width="2" x1="{cx - d:.1f}" y1="{cy + d:.1f}" x2="{cx + d:.1f}" '
            f'y2="{cy - d:.1f}"/>']


def pip(cx, cy, r, colour, intact: bool) -> list:
    """A point of a location: a disc of its colour, or a ring crossed out in red (damaged).
    A cannon is a disc of the text's colour (dark on a light panel, light on a dark one): a
    black disc looks like an empty ring on a dark panel, with a rim or without."""
    if intact and colour == LOCATION_COLOURS["cannons"]:
        return [f'<circle {k("ball")} cx="{cx:.1f}" cy="{cy:.1f}" r="{r}"/>']
    if intact:
        return [f'<circle {k("edge")} stroke-width="0.8" fill="{colour}" cx="{cx:.1f}" cy="{cy:.1f}" r="{r}"/>']
    return ([f'<circle class="bg" fill="#ffffff" stroke="{DAMAGE}" stroke-width="1.5" cx="{cx:.1f}" cy="{cy:.1f}" '
             f'r="{r}"/>'] + cross(cx, cy, r))


def location_title(name: str, now: int, most: int) -> str:
    lost = most - now
    return f"{name} {now} of {most}" + (f" ({lost} damaged)" if lost else " (undamaged)")


def location_rows(loc, top, x, y, room, r=9, holds=None) -> tuple:
    """The five locations, one row each: the name and now/most, then a pip a point (the lost
    ones crossed out). ``holds``: the goods' names, drawn in the cargo holds. Returns
    (elements, the height used)."""
    row, head = 2 * r + 12, 14
    pip_x = x + 104
    # the column's heading: "cargo 2/2" alone reads as goods carried, where it counts holds
    out = [text(x, y + 10, "location", 10, cls="soft"), text(x + 64, y + 10, "intact", 10, cls="soft"),
           text(pip_x, y + 10, "points", 10, cls="soft")]
    y += head
    for i, (name, now, most) in enumerate(zip(LOCATIONS, loc, top)):
        cy = y + i * row + r + 2
        title = location_title(name, now, most)
        if i == CARGO and holds is not None:
            title += f": {plural(min(len(holds), now), 'good')} in {plural(now, 'hold')}"
        out.append(f'<g class="location" data-location="{name}"><title>{esc(title)}</title>')
        out.append(text(x, cy + 4, name, 12, bold=True))
        out.append(text(x + 64, cy + 4, f"{now}/{most}", 12, cls="fg" if now == most else "soft"))
        if i == CARGO and holds is not None:
            out += _holds(holds, now, most, pip_x, cy, room - 104)
        else:
            for j in range(most):
                out += pip(pip_x + r + j * (2 * r + 6), cy, r, LOCATION_COLOURS[name], j < now)
        out.append("</g>")
    return out, head + len(LOCATIONS) * row


def _holds(goods, now, most, x, cy, room) -> list:
    """Cargo holds as boxes: a good's name in a full hold, an empty hold dashed, a damaged one crossed."""
    w = min(64, (room - 90 - 4 * most) / max(1, most))
    carried = f"{plural(len(goods), 'good')} carried" if goods else "no goods carried"
    out = [text(x + most * (w + 4) + 6, cy + 4, carried, 11, cls="soft")]
    for j in range(most):
        x0, y0 = x + j * (w + 4), cy - 11
        if j >= now:
            out.append(f'<rect class="bg" fill="#ffffff" stroke="{DAMAGE}" stroke-width="1.5" x="{x0:.1f}" '
                       f'y="{y0:.1f}" width="{w:.1f}" height="22" rx="4"/>')
            out += cross(x0 + w / 2, cy, 9)
        elif j < len(goods):
            out.append(f'<rect {k("edge")} stroke-width="0.8" fill="{HOLD}" x="{x0:.1f}" y="{y0:.1f}" width="{w:.1f}" '
                       f'height="22" rx="4"><title>{esc(goods[j])} in the hold</title></rect>')
            out.append(text(x0 + w / 2, cy + 4, goods[j], 10, anchor="middle", room=w - 6, fill=INK))
        else:
            out.append(f'<rect {k("chip")} stroke-dasharray="3 2" x="{x0:.1f}" y="{y0:.1f}" width="{w:.1f}" '
                       f'height="22" rx="4"><title>an empty hold</title></rect>')
    return out


def chips(label: str, items, x, y, right) -> tuple:
    """A label and a row of chips ((words, colour or None, tooltip), ...), wrapped at
    ``right``. Returns (elements, the height used)."""
    out = [text(x, y + 13, label, 11, cls="soft", bold=True)]
    left = x + 104
    cx, cy = left, y
    if not items:
        out.append(text(cx, y + 13, "none", 11, cls="soft"))
        return out, 24
    for words, colour, tip in items:
        w = min(text_width(words, 11) + 14, right - left)
        if cx + w > right and cx > left:
            cx, cy = left, cy + 24
        shape = f'{k("edge")} stroke-width="0.6" fill="{colour}"' if colour else k("chip")
        out.append(f'<g class="token"><title>{esc(tip or words)}</title>'
                   f'<rect {shape} x="{cx:.1f}" y="{cy:.1f}" width="{w:.1f}" height="19" rx="9"/>')
        out.append(text(cx + 7, cy + 13.5, words, 11, room=w - 14, fill=ink_on(colour) if colour else None) + "</g>")
        cx += w + 6
    return out, cy - y + 24


def legend(x, y) -> list:
    """What a pip and a crossed ring mean."""
    return (pip(x + 6, y - 4, 6, LOCATION_COLOURS["hull"], True) + [text(x + 16, y, "a point", 11, cls="soft")]
            + pip(x + 82, y - 4, 6, LOCATION_COLOURS["hull"], False)
            + [text(x + 92, y, "a point lost to damage (repaired in a port)", 11, cls="soft")])


# --- the ship board ------------------------------------------------------------------------------------
WIDTH = 600


def board_title(game, p) -> str:
    ship = ship_name(game, p.ship) if p.ship else "no ship yet"
    return f"{p.name}: {ship}, {where(game, p)}"


def status_line(game, p) -> str:
    """The deciding captain's ship in one line, for the top of the play widget's choices:
    'Your sloop, in port at St. John · intact: hull 2/2, cargo 2/2, ... · goods: sugar ·
    gold 10 · glory 0'. The cargo's now/most counts holds, the goods are named apart."""
    whose = possessive(p.name, start=True)
    if not p.ship:
        return f"{whose} captain has no ship yet, {where(game, p)} · gold {p.gold} · glory {p.glory}"
    return (f"{whose} {ship_name(game, p.ship).lower()}, {where(game, p)} · intact: "
            f"{locations_text(p.loc, ship_maxima(game, p))} · goods: {goods_text(game, p.goods)} · "
            f"gold {p.gold} · glory {p.glory}")


def tokens(game, p) -> list:
    """(label, chips) of what the ship carries besides its cargo; each chip's tooltip says
    what the token does."""
    comp = game.comp
    mods = list(npc_upgrades.mod_kinds(game, p))            # tokens, then won NPC tiles (module 4)
    weapons = list(npc_upgrades.weapon_kinds(game, p))
    bounty = [(f"{nation.title()} {n}", nation_colour(nation), f"{plural(n, 'bounty token')} of the {nation.title()}")
              for nation, n in zip(NATION_INDEX, p.bounty) if n]
    return [("weapons", [(cards.words(w), None, f"{cards.words(w)}: {WEAPONS.get(w, w)}") for w in weapons]),
            ("modifications", [(cards.words(m), None, f"{cards.words(m)}: {MOD_EFFECTS.get(m, m)}") for m in mods]),
            ("specialists", [(comp.glory[g].name, None, cards.card_words(comp.glory[g])) for g in p.specialists]),
            ("missions", [(comp.missions[m].name, None, cards.card_words(comp.missions[m])) for m in p.missions]),
            ("bounty", bounty)]


def ship_svg(game, p) -> SVG:
    """The captain's ship board as a drawing (public: what lies on the table)."""
    card = captain_card(game, p)
    out = [text(16, 26, board_title(game, p), 16, bold=True, room=WIDTH - 32)]
    sub = [f"{card.name} ({card.nation.title()})" if card else "no captain"]
    if p.ship:
        speed = maneuver_of(game, p.seat)
        sub.append(f"maneuverability {speed}")
    sub.append(f"gold {p.gold} · glory {p.glory}")
    out.append(text(16, 46, " · ".join(sub), 12, cls="soft", room=WIDTH - 32))
    body, y = [], 68
    if p.ship:
        goods = [game.comp.cargo[c].good for c in p.goods]
        rows, h = location_rows(p.loc, ship_maxima(game, p), 28, y, WIDTH - 56, holds=goods)
        body += rows
        y += h + 4
    else:
        body.append(text(28, y + 16, "No ship yet: the new captain chooses a sloop or a flute.", 12))
        y += 30
    for label, items in tokens(game, p):
        more, h = chips(label, items, 28, y, WIDTH - 28)
        body += more
        y += h
    body += legend(28, y + 14)
    height = y + 30
    out.insert(0, f'<rect {k("panel")} x="8" y="56" width="{WIDTH - 16}" height="{height - 60}" rx="8"/>')
    return document("marauders-ship", WIDTH, height, board_title(game, p), board_text(game, p), out + body)


# --- text ----------------------------------------------------------------------------------------------
def card_line(game, p) -> str:
    card = captain_card(game, p)
    if card is None:
        return f"{p.name}, no captain"
    return f"{p.name}, captain {card.name} ({card.nation.title()}, home {game.comp.by_id[card.home].name})"


def ship_words(game, p) -> str:
    """'sloop at sea in Tortuga; hull 2/2, cargo 1/2, ...' (now/most of each location)."""
    if not p.ship:
        return f"none yet, {where(game, p)}"
    locations = ", ".join(f"{n} {now}/{most}" for n, now, most in zip(LOCATIONS, p.loc, ship_maxima(game, p)))
    return f"{ship_name(game, p.ship).lower()} {where(game, p)}; {locations}"


def hand_words(game, p) -> list:
    return [cards.card_words(game.comp.glory[c]).removeprefix("glory card ") for c in p.hand]


def rumor_words(game, p) -> list:
    return [cards.card_words(game.comp.rumors[r]).removeprefix("rumor ") for r in p.rumors]


def stash_words(game, p) -> str:
    hidden = stash_glory(game, p.stash)
    return (f"{plural(p.stash, 'gold')}, {plural(hidden, 'hidden glory point')}; "
            f"glory with it {p.glory + hidden}")


def board_text(game, p, private: bool = False) -> str:
    """One captain's board as text; ``private`` adds the hand, the rumors and the stash."""
    card = captain_card(game, p)
    lines = [card_line(game, p)]
    if card is not None:
        skills = ", ".join(f"{s} {skill(game, p, s)}" for s in SKILLS)
        lines.append(f"  skills: {skills}; ability: {ABILITIES.get(card.ability, card.ability)}")
    lines.append(f"  ship: {ship_words(game, p)}")
    lines.append(f"  cargo: {goods_text(game, p.goods)}; weapons: {weapons_text(game, p)}; mods: {mods_text(game, p)}")
    if contraband.on(game):                     # Seas of Glory module 7
        lines.append(f"  contraband: {contraband.board_text(game, p)}")
    lines.append(f"  specialists: {specialists_text(game, p)}; missions: {missions_text(game, p)}")
    favors = f", favors {p.favors} of 5" if "favors" in game.modules else ""     # Seas of Glory, public
    lines.append(f"  gold {p.gold}, glory {p.glory}, bounty {bounty_text(p)}{favors}; {hidden_counts(p)}")
    if "loyalty" in game.modules:                           # Seas of Glory, public
        lines.append(f"  crew loyalty: {loyalty.board_words(game, p)}")
    if private:
        lines.append(f"  private, for {p.name} alone:")
        lines.append(f"    glory cards in hand: {'; '.join(hand_words(game, p)) or 'none'}")
        lines.append(f"    rumors: {'; '.join(rumor_words(game, p)) or 'none'}")
        lines.append(f"    stash: {stash_words(game, p)}")
    return "\n".join(lines)


# --- HTML ----------------------------------------------------------------------------------------------
def board_html(game, p, private: bool = False):
    """The captain card, the ship board as a picture (and in words, folded), the cards held,
    and, on the private side, the glory cards in hand, the rumors and the stash."""
    card = captain_card(game, p)
    side = f"private side: {p.name} alone sees it" if private else "public side: cards in hand counted, not named"
    parts = [f"<div>{swatch(player_colour(p.seat))} <b>{esc(p.name)}</b> "
             f'<span class="soft">seat {p.seat + 1} · {esc(where(game, p))} · {esc(side)}</span></div>']
    if card is not None:
        parts.append(_card_html(game, p, card))
    parts.append(picture(ship_svg(game, p)))
    rows = [("ship", ship_words(game, p)), ("gold", str(p.gold)), ("glory (public)", str(p.glory)),
            ("bounty", bounty_text(p))] + ([("favors", f"{p.favors} of 5")] if "favors" in game.modules else []) + [
            ("goods", goods_text(game, p.goods))] + (
            [("contraband", contraband.board_text(game, p))] if contraband.on(game) else []) + [
            ("weapons", weapons_text(game, p)),
            ("modifications", _mods_words(game, p)), ("specialists", specialists_text(game, p)),
            ("missions", missions_text(game, p))]
    words = "".join(f"<tr><th>{esc(k_)}</th><td>{esc(v)}</td></tr>" for k_, v in rows)
    # the drawing in words, folded away: it repeats the picture for a reader who cannot see it
    parts.append(f"<details><summary>the board in words</summary><table>{words}</table></details>")
    rows = [("in hand", hidden_counts(p))]
    if "loyalty" in game.modules:                           # Seas of Glory, public
        rows.append(("crew loyalty", loyalty.board_words(game, p)))
    if private:
        rows.append(("stash", stash_words(game, p)))
    parts.append("<table>" + "".join(f"<tr><th>{esc(k_)}</th><td>{esc(v)}</td></tr>" for k_, v in rows) + "</table>")
    if private:
        parts.append(_hidden_html(game, p))
    return styled("".join(parts))


def _hidden_html(game, p) -> str:
    comp = game.comp
    hand = "".join(cards.card_body(comp.glory[c]) for c in p.hand) or '<span class="soft">none</span>'
    rumors = "".join(cards.card_body(comp.rumors[r]) for r in p.rumors) or '<span class="soft">none</span>'
    return f"<div><b>Glory cards in hand</b></div><div>{hand}</div><div><b>Rumors</b></div><div>{rumors}</div>"


def _mods_words(game, p) -> str:
    tiles = len(p.mods)
    return ", ".join(f"{m} ({MOD_EFFECTS.get(m, '')}{'; a won NPC tile' if i >= tiles else ''})"
                     for i, m in enumerate(npc_upgrades.mod_kinds(game, p))) or "none"


def _card_html(game, p, card) -> str:
    skills = "".join(f"<td>{esc(s)} <b>{skill(game, p, s)}</b></td>" for s in SKILLS)
    return (f'<div class="card" style="border-left:6px solid {nation_colour(card.nation)}"><b>{esc(card.name)}</b> '
            f'<span class="soft">{esc(card.nation.title())}, home port {esc(game.comp.by_id[card.home].name)}</span>'
            f"<table><tr>{skills}</tr></table>"
            f'<span class="soft">ability:</span> {esc(ABILITIES.get(card.ability, card.ability))}</div>')
