"""Checks that hold in every position: conservation of components, hold limits, the track."""

from collections import Counter

from ...kernel.english import plural, sentence
from .components import ITEMS, STACKS


def problems(game) -> list:
    """Everything wrong with this position, as sentences (empty when it is sound)."""
    out = []
    comp, players = game.comp, game.players
    sup = comp.supply
    for i, item in enumerate(ITEMS):
        total = game.supply[i] + sum(p.hold[i] for p in players)
        if item == "pesos":
            total += sum(p.chest for p in players)
        if item == "hostages":
            total += sum(p.planked for p in players)
        if total != sup[item]:
            out.append(f"{item}: {total} in play, the game has {sup[item]}")
        if game.supply[i] < 0 or any(p.hold[i] < 0 for p in players):
            out.append(f"{item}: a negative count")
    if game.doubloons + sum(p.doubloons for p in players) != sup["doubloons"]:
        out.append("doubloons are not conserved")
    if game.winds + sum(p.wind for p in players) != sup["trade_winds"] or any(p.wind not in (0, 1) for p in players):
        out.append("trade-wind tokens are not conserved (or a player holds more than one)")
    merchants = [m for m in game.routes if m >= 0] + [m for d in game.decks for m in d] + list(game.departed)
    merchants += [m for p in players for m in p.captured]
    if sorted(merchants) != list(range(len(comp.merchants))):
        out.append("merchant cards are not conserved")
    for z, deck in enumerate(game.decks, 1):
        if any(comp.merchants[m].zone != z for m in deck):
            out.append(f"a card of another zone is in the zone-{z} deck")
    navy = sorted(game.navy_deck + game.navy_display)
    expected = [c.index for c in comp.navy if c.min_players <= game.n]
    if navy != expected:
        out.append("Navy cards are not conserved")
    tiles = [t for group in (game.harbour, game.stacks, game.box) for st in group for t in st]
    tiles += [t for p in players for t in p.tiles if t >= 0]
    if sorted(tiles) != list(range(len(comp.tiles))):
        out.append("tiles are not conserved")
    for i, st in enumerate(STACKS):
        for group in (game.harbour, game.stacks, game.box):
            if any(comp.tiles[t].stack != st for t in group[i]):
                out.append(f"a tile of another stack is in the {st} stack")
    if len(game.sacked) > sup["sacked_markers"] or len(set(game.sacked)) != len(game.sacked):
        out.append("too many sacked markers")
    if any(s not in comp.ports for s in game.sacked):
        out.append("a sacked marker is not on a port")
    spaces = Counter(p.space for p in players)
    if any(c > 1 for c in spaces.values()):
        out.append("two infamy markers share a track space")
    if any(p.infamy < 1 for p in players):
        out.append("an infamy marker is off the track")
    if game.step not in ("buy", "overflow"):   # what Nassau sells may overflow until the buying ends
        for p in players:
            if p.held() > game.ship.capacity(p):
                out.append(sentence("{}<'s> hold is over capacity ({} > {})",
                                    [p.name, p.held(), game.ship.capacity(p)]))
    for p in players:
        if not 0 <= p.extra <= comp.max_extra:
            out.append(sentence("{} <has> {}", [p.name, plural(p.extra, "extra section")]))
        for i, t in enumerate(p.tiles):
            if t >= 0:
                slot, k = game.ship.slots[i], comp.tiles[t]
                if k.type != slot.type or k.colour != slot.colour or not game.ship.owned_slot(p, i):
                    out.append(sentence("{}<'s> {} does not fit slot {}", [p.name, k.name, slot.id]))
    return out
