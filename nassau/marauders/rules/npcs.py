"""NPCs (fact sheet §3): the four navies and the two NPC pirates.

An NPC card drawn as the round's event waits beside the board and enters at the end of the
round in its printed zone; a second card of a navy already on the board lies on top of it (a
new captain; the ship stays where it is). Navies sail a Frigate, or a Man-o-War while their
nation is at war; the small NPC pirate a Sloop, the large one a Frigate.

Each event card moves every NPC on the board exactly one zone by its arrow, turning clockwise
past directions without a zone. With ``npc_hunting="bounty-first"`` an NPC that has a target
in an adjacent zone goes there instead: a navy the captain at sea with the most bounties of
its nation, an NPC pirate the non-pirate at sea with the most cargo.

An NPC on the board is ``(card, zone, ship, locations)``; an empty slot is None.
"""

from ...kernel.components import memo
from . import extensions as ext
from .compass import DIRECTIONS
from .state import NATION_INDEX, maxima
from .vocabulary import NPC_SLOTS

NPC = 10                    # an NPC's side in a fight is 10 + its slot (rules.sides)

SHIPS = {"pirate-small": "sloop", "pirate-large": "frigate"}


def slot_index(slot: str) -> int:
    return NPC_SLOTS.index(slot)


def ship_of(game, slot: str) -> str:
    if slot in SHIPS:
        return SHIPS[slot]
    return "man-o-war" if at_war(game, slot) else "frigate"


def ship_for(game, npc) -> str:
    """The ship an NPC card brings: its own (a Seas of Glory Man-o-War sails without a war),
    else its slot's."""
    return npc.ship or ship_of(game, npc.slot)


def at_war(game, nation: str) -> bool:
    return any(nation in pair for pair in game.wars)


def at_war_with(game, one: str, other: str) -> bool:
    return tuple(sorted((one, other))) in game.wars


def name(game, i: int) -> str:
    """An NPC for sentences: 'the Spanish navy (Don Alvaro)'."""
    card, _, ship, _ = game.npcs[i]
    names = memo(game.comp, "npc-names")          # every NPC's move and fight logs it
    key = (i, card, ship)
    text = names.get(key)
    if text is None:
        text = names[key] = f"{_kind(NPC_SLOTS[i], ship)} ({game.comp.events[card].npc.name})"
    return text


def _kind(slot: str, ship: str) -> str:
    return f"the {slot.title()} navy" if slot in NATION_INDEX else f"the NPC pirate {SHIP_NAMES.get(ship, ship)}"


SHIP_NAMES = {"man-o-war": "Man-o-War"}


def enter(game) -> None:
    """The end of the round: the NPC cards drawn this round come onto the board."""
    npcs = list(game.npcs)
    for i, card in enumerate(game.npc_pending):
        if card < 0:
            continue
        npc = game.comp.events[card].npc
        if npcs[i] is not None:             # a new captain on the same ship
            old, zone, ship, loc = npcs[i]
            game.event_discard += (old,)
            npcs[i] = (card, zone, ship, loc)
            game.npcs = tuple(npcs)
            game._event("{} <takes> command of {}.", npc.name, _kind(NPC_SLOTS[i], ship))
            ext.npc_card_out(game, i, ship, True)       # the ship keeps its damage
            npcs = list(game.npcs)
            continue
        ship = ship_for(game, npc)
        zone = game.comp.by_id[npc.zone].index
        npcs[i] = (card, zone, ship, maxima(game.comp, ship))
        game.npcs = tuple(npcs)
        game._event("{} <enters> the sea in {}.", name(game, i), game.comp.zones[zone].phrase)
        ext.npc_card_out(game, i, ship, False)
        npcs[i] = (card, zone, ship, maxima(game.comp, ship, (), ext.side_mods(game, NPC + i)))  # (an expansion's mods)
        game.npcs = tuple(npcs)
    game.npcs = tuple(npcs)
    game.npc_pending = (-1,) * len(NPC_SLOTS)


def move_all(game, card: int) -> None:
    """The event card's arrows move every NPC on the board one zone (or to a hunted captain)."""
    arrows = game.comp.events[card].arrows
    npcs = list(game.npcs)
    for i, npc in enumerate(npcs):
        if npc is None:
            continue
        c, zone, ship, loc = npc
        target = hunt(game, i, zone)
        to = target if target is not None else game.comp.by_id[
            game.comp.step_table[zone][DIRECTIONS.index(arrows[NPC_SLOTS[i]])]].index
        npcs[i] = (c, to, ship, loc)
        game.npcs = tuple(npcs)
        how = "hunting" if target is not None else arrows[NPC_SLOTS[i]]
        game._event("{} <sails> {} to {}.", name(game, i), how, game.comp.zones[to].phrase)


def _near(comp, zone: int) -> frozenset:
    """The zones next to ``zone`` (memoised: every NPC asks at every event card)."""
    table = memo(comp, "near")
    hit = table.get(zone)
    if hit is None:
        hit = table[zone] = frozenset(comp.by_id[z].index for z in comp.links[zone].values())
    return hit


def hunt(game, i: int, zone: int):
    """The adjacent zone of this NPC's best target, or None (option ``npc_hunting``)."""
    if game.opts.npc_hunting == "arrows-only":
        return None
    comp, slot = game.comp, NPC_SLOTS[i]
    near = _near(comp, zone)
    best, key = None, None
    for p in game.players:
        if p.in_port or p.dead or p.zone not in near:
            continue
        if slot in NATION_INDEX:
            if not p.pirate:
                continue
            k = (p.bounty[NATION_INDEX[slot]], sum(p.bounty), -p.seat)
        else:
            if p.pirate or not p.goods:
                continue
            k = (len(p.goods), -p.seat)
        if key is None or k > key:
            best, key = p.zone, k
    return best
