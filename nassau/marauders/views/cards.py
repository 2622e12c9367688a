"""How each card and token of Merchants & Marauders shows itself: a line of text (its repr)
and a small card in a notebook (its ``_repr_html_``), for every kind of record in the
component file. Wired on by :mod:`.reprs`.

A record knows nothing of the file it came from, so a zone id (a captain's home port, a
rumor's place) is shown by the name the board gives it ("st-maarten": "St. Maarten"), or, for
a zone the board does not have, a name made from the id.

The words say what is printed on the card, whoever looks at it: whether a viewer may look
is the business of the views that show a captain's hand (:mod:`.shipboard`).
"""

from ...display import esc, styled
from ...kernel.english import plural
from ..rules import components as C
from .describe import place_name, reward, target_words
from .render import PIRATE_COLOUR, nation_colour
from ..rules.vocabulary import (ABILITIES, EVENT_EFFECTS, GLORY_EFFECTS, LOCATION_KINDS, MOD_EFFECTS,
                         NPC_SLOTS, RUMOR_KINDS, SKILLS, WEAPONS)

# A border colour for each good's cargo card and demand token (decoration only: the good is
# always named in words beside it).
GOOD_COLOURS = {"cocoa": "#6f4e37", "food": "#2e7d32", "rum": "#9c4221", "spices": "#c2410c", "sugar": "#94a3b8",
                "tobacco": "#8d6e63", "textiles": "#7c3aed", "wood": "#a16207"}
GLORY_COLOUR = "#bf8700"
RUMOR_COLOUR = "#0b7285"
MISSION_COLOUR = "#1f6feb"
TOKEN_COLOUR = "#6e7781"


def words(word: str) -> str:
    """A vocabulary key in words: 'chain-shot' is 'chain shot'."""
    return str(word).replace("-", " ")


def icon_words(icon: str) -> str:
    return "escape icon" if icon == "escape" else f"hit icon: {icon}"


def npc_who(npc) -> str:
    """'Spanish navy', 'small NPC pirate'."""
    slot = npc.slot
    return f"{slot.split('-')[-1]} NPC pirate" if slot in NPC_SLOTS[:2] else f"{slot.title()} navy"


# --- one line per record ------------------------------------------------------------------------------
def _zone(z) -> str:
    if z.port:
        return f"{z.name}: the port of {z.port} ({str(z.nation).title()})"
    return f"{z.name}: open sea, no port"


def _ship(s) -> str:
    price = f"costs {plural(s.buy, 'gold')}" if s.buy is not None else "not for sale"
    sale = f", sells for {plural(s.sell, 'gold')}" if s.sell is not None else ""
    return (f"{s.name}: hull and masts {s.toughness}, cargo {s.cargo}, crew {s.crew}, cannons {s.cannons}, "
            f"maneuverability {s.maneuverability}; {price}{sale}")


def _captain(c) -> str:
    skills = ", ".join(f"{s} {c.skill(s)}" for s in SKILLS)
    return (f"{c.name}, {c.nation.title()}, home port {place_name(c.home)}; {skills}; "
            f"ability: {ABILITIES.get(c.ability, c.ability)}")


def npc_stats(n) -> str:
    return (f"seamanship {n.seamanship}, scouting {n.scouting}, leadership {n.leadership}; "
            f"enters at {place_name(n.zone)}")


def _npc(n) -> str:
    return f"{n.name} ({npc_who(n)}): {npc_stats(n)}"


def _event(e) -> str:
    if e.kind == "npc":
        return f"NPC card {e.name}: {npc_stats(e.npc)}"
    return f"event {e.name}: {e.text or EVENT_EFFECTS.get(e.effect, e.effect)}"


def _cargo(c) -> str:
    return f"{c.good} cargo card, plunder value {c.value}, {icon_words(c.icon)}"


def _glory(g) -> str:
    return f"glory card {g.name}: {g.text or GLORY_EFFECTS.get(g.effect, g.effect)}"


def _rumor(r) -> str:
    return (f"rumor {r.name} ({r.kind}, {place_name(r.zone)}): a {r.skill.title()} check with "
            f"{plural(r.successes, 'success')}; reward {reward(r.glory, r.gold)}")


def _mission(m) -> str:
    return (f"mission {m.name}: claimed in {place_name(m.port)} with {plural(m.claim_successes, 'success')} of "
            f"{m.claim_skill.title()}; {target_words(m)}; reward {reward(m.glory, m.gold)}")


def _mod(m) -> str:
    return f"ship modification {words(m.effect)}: {MOD_EFFECTS.get(m.effect, m.effect)}"


def _weapon(w) -> str:
    return f"special weapon {words(w.kind)}: {WEAPONS.get(w.kind, w.kind)}"


def _demand(t) -> str:
    return f"demand token: {t.good}"


def _merchant(t) -> str:
    return f"merchant token: {t.nation.title()}"


def _good(g) -> str:
    return f"good {g.name}"


def _location(t) -> str:
    raid = "cannot be raided" if t.raid is None else f"raid {t.raid}" + ("" if t.bounties else ", No Bounties")
    return f"location {t.name}, {words(t.kind)} ({raid}): {LOCATION_KINDS.get(t.kind, t.kind)}"


TEXT = {C.Zone: _zone, C.Good: _good, C.Ship: _ship, C.Captain: _captain, C.Npc: _npc, C.Event: _event,
        C.CargoCard: _cargo, C.GloryCard: _glory, C.Rumor: _rumor, C.Mission: _mission, C.Mod: _mod,
        C.Weapon: _weapon, C.DemandToken: _demand, C.MerchantToken: _merchant, C.Location: _location}


def card_words(record) -> str:
    """What a card or token says, in one line."""
    return TEXT[type(record)](record)


def card_text(record) -> str:
    """A record's repr: ``<marauders.CargoCard cocoa-1: cocoa cargo card, ...>``."""
    ident = getattr(record, "id", None)
    head = f"marauders.{type(record).__name__}" + (f" {ident}" if ident else "")
    return f"<{head}: {card_words(record)}>"


# --- one small card per record ------------------------------------------------------------------------
def _box(colour: str, title: str, lines=(), soft: str = "") -> str:
    """A card: a coloured left edge, the name in bold, then its lines."""
    body = "".join(f"<br>{esc(line)}" for line in lines if line)
    tail = f'<br><span class="soft">{esc(soft)}</span>' if soft else ""
    return f'<div class="card" style="border-left:6px solid {colour}"><b>{esc(title)}</b>{body}{tail}</div>'


def _zone_html(z):
    colour = nation_colour(z.nation) if z.port else TOKEN_COLOUR
    where = f"the port of {z.port} ({str(z.nation).title()})" if z.port else "open sea, no port"
    return _box(colour, z.name, [where, z.text])


def _ship_html(s):
    stats = (f"hull and masts {s.toughness} · cargo {s.cargo} · crew {s.crew} · cannons {s.cannons} · "
             f"maneuverability {s.maneuverability}")
    price = f"costs {plural(s.buy, 'gold')}" if s.buy is not None else "not for sale"
    return _box(TOKEN_COLOUR, s.name, [stats], price)


def _captain_html(c):
    skills = " · ".join(f"{s} {c.skill(s)}" for s in SKILLS)
    return _box(nation_colour(c.nation), c.name, [skills, ABILITIES.get(c.ability, c.ability)],
                f"{c.nation.title()}, home port {place_name(c.home)}")


def _npc_lines(n) -> list:
    return [f"{n.name}, {npc_who(n)}",
            f"seamanship {n.seamanship} · scouting {n.scouting} · leadership {n.leadership}",
            f"enters at {place_name(n.zone)} at the end of the round"]


def _npc_html(n):
    colour = nation_colour(n.slot) if n.slot not in NPC_SLOTS[:2] else PIRATE_COLOUR
    return _box(colour, n.name, _npc_lines(n)[1:], npc_who(n))


def _event_html(e):
    arrows = " · ".join(f"{words(slot)} {d}" for slot, d in e.arrows.items())
    if e.kind == "npc":
        return _box(nation_colour(e.npc.slot), e.name, _npc_lines(e.npc), f"NPC card; arrows: {arrows}")
    return _box(TOKEN_COLOUR, e.name, [e.text or EVENT_EFFECTS.get(e.effect, e.effect)], f"event; arrows: {arrows}")


def _cargo_html(c):
    return _box(GOOD_COLOURS.get(c.good, TOKEN_COLOUR), c.good.title(),
                [f"plunder value {c.value}", icon_words(c.icon)], "cargo card")


def _glory_html(g):
    lines = [g.text or GLORY_EFFECTS.get(g.effect, g.effect)]
    return _box(GLORY_COLOUR, g.name, lines, "glory card" + (f", {plural(g.amount, 'gold')}" if g.amount else ""))


def _rumor_html(r):
    return _box(RUMOR_COLOUR, r.name, [r.text, f"{place_name(r.zone)}: a {r.skill.title()} check with "
                                               f"{plural(r.successes, 'success')}"],
                f"rumor ({r.kind}: {RUMOR_KINDS.get(r.kind, '')}); reward {reward(r.glory, r.gold)}")


def _mission_html(m):
    return _box(MISSION_COLOUR, m.name, [m.text, target_words(m)],
                f"mission, claimed in {place_name(m.port)} with {plural(m.claim_successes, 'success')} of "
                f"{m.claim_skill.title()}; reward {reward(m.glory, m.gold)}")


def _mod_html(m):
    return _box(TOKEN_COLOUR, words(m.effect).capitalize(), [MOD_EFFECTS.get(m.effect, m.effect)], "ship modification")


def _weapon_html(w):
    return _box(TOKEN_COLOUR, words(w.kind).capitalize(), [WEAPONS.get(w.kind, w.kind)], "special weapon")


def _demand_html(t):
    return _box(GOOD_COLOURS.get(t.good, TOKEN_COLOUR), t.good.title(), [], "demand token")


def _merchant_html(t):
    return _box(nation_colour(t.nation), f"{t.nation.title()} merchant", [], "merchant token")


def _good_html(g):
    return _box(GOOD_COLOURS.get(g.id, TOKEN_COLOUR), g.name, [], "good")


def _location_html(t):
    raid = "cannot be raided" if t.raid is None else f"raid: {plural(t.raid, 'cargo card')}" + (
        "" if t.bounties else ", No Bounties")
    return _box(TOKEN_COLOUR, t.name, [LOCATION_KINDS.get(t.kind, t.kind), raid], f"location: {words(t.kind)}")


HTML = {C.Zone: _zone_html, C.Good: _good_html, C.Ship: _ship_html, C.Captain: _captain_html, C.Npc: _npc_html,
        C.Event: _event_html, C.CargoCard: _cargo_html, C.GloryCard: _glory_html, C.Rumor: _rumor_html,
        C.Mission: _mission_html, C.Mod: _mod_html, C.Weapon: _weapon_html, C.DemandToken: _demand_html,
        C.MerchantToken: _merchant_html, C.Location: _location_html}


def card_body(record) -> str:
    """The card's HTML without its container (to line several up in one view)."""
    return HTML[type(record)](record)


def card_html(record):
    return styled(card_body(record))

