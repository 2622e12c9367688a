"""Checks that hold in every position: gold conserved between the bank, the captains,
their stashes and the Treasure Galleon's board; every card and token in exactly one place; no location below 0 or above its
maximum; every ship in one zone."""

from . import extensions as ext, plugins
from .components import in_play
from .holds import aboard
from .sides import top

DECKS = {  # component list -> where its cards can be
    "cargo": ("cargo_deck", "cargo_discard", "offer"),
    "glory": ("glory_deck", "glory_discard"),
    "rumors": ("rumor_deck", "rumor_discard"),
    "missions": ("mission_deck", "mission_discard", "board_missions"),
    "captains": ("captain_deck", "captain_discard"),
    "demand": ("demand_pile",),
    "mods": ("mod_supply",),
    "weapons": ("weapon_supply",),
    "merchants": ("merchant_track",),
    "events": ("event_deck", "event_discard"),
}
HELD = {"cargo": ("goods",), "glory": ("hand", "specialists"), "rumors": ("rumors",), "missions": ("missions",),
        "mods": ("mods",), "weapons": ("weapons",)}


def problems(g) -> list:
    out = []
    comp = g.comp
    gold = g.bank + sum(p.gold + p.stash for p in g.players) + ext.gold_elsewhere(g)
    if gold != comp.rules.bank_gold:
        out.append(f"gold is not conserved: {gold} in play, the game has {comp.rules.bank_gold}")
    for key, places in DECKS.items():
        found = [c for place in places for c in getattr(g, place)]
        found += [c for p in g.players for attr in HELD.get(key, ()) for c in getattr(p, attr)]
        found += _extra(g, key) + list(ext.components_held(g, key))
        wanted = sorted(c.index for c in getattr(comp, key) if in_play(g, key, c))
        if sorted(found) != wanted:
            out.append(f"{key} are not each in exactly one place")
    for p in g.players:
        if min(p.loc) < 0:
            out.append(f"{p.name}'s ship has a location below 0")
        if p.ship and any(v > m for v, m in zip(p.loc, top(g, p.seat))):
            out.append(f"{p.name}'s ship has a location above its maximum")
        if p.ship and aboard(g, p) > p.loc[1]:
            out.append(f"{p.name} carries more goods than the holds")
        if not p.ship and not (p.dead or g.step == "setup"):
            out.append(f"{p.name} has no ship")
        if p.in_port and not comp.zones[p.zone].port:
            out.append(f"{p.name} is in a port that does not exist")
    for i, npc in enumerate(g.npcs):
        if npc is not None and min(npc[3]) < 0:
            out.append(f"NPC {i} has a location below 0")
    return out + plugins.joined("problems", g)


def _extra(g, key) -> list:
    """Cards and tokens that lie on the board rather than in a pile."""
    if key == "captains":
        return [p.card for p in g.players if p.card >= 0]
    if key in ("demand", "mods", "merchants"):
        row = {"demand": g.demand, "mods": g.port_mods, "merchants": g.merchants}[key]
        return [t for t in row if t >= 0] + ([t for _, t in g.mods_to_place] if key == "mods" else [])
    if key == "cargo" and g.raid is not None:
        return list(g.raid.cards)
    if key == "events":
        cards = [npc[0] for npc in g.npcs if npc is not None] + [c for c in g.npc_pending if c >= 0]
        if g.event >= 0 and g.comp.events[g.event].kind == "event":
            cards.append(g.event)
        return cards
    return []
