"""The two sides of a fight: a captain (his seat) or an NPC (10 + its slot), and what the
rules ask of either: its ship's locations, name, skills, maneuverability and weapons."""

from . import npcs
from .checks import skill
from .brig import galleon_maneuverability
from .state import maneuverability

NPC = 10


def is_npc(side: int) -> bool:
    return side >= NPC


def loc_of(game, side: int) -> tuple:
    return game.npcs[side - NPC][3] if is_npc(side) else game.players[side].loc


def set_loc(game, side: int, loc: tuple) -> None:
    if is_npc(side):
        card, zone, ship, _ = game.npcs[side - NPC]
        i = side - NPC
        game.npcs = game.npcs[:i] + ((card, zone, ship, loc),) + game.npcs[i + 1:]
    else:
        game.players[side].loc = loc


def name_of(game, side: int) -> str:
    return npcs.name(game, side - NPC) if is_npc(side) else game.players[side].name


def ship_of(game, side: int) -> str:
    return game.npcs[side - NPC][2] if is_npc(side) else game.players[side].ship


def skill_of(game, side: int, name: str) -> int:
    if is_npc(side):
        card = game.npcs[side - NPC][0]
        return getattr(game.comp.events[card].npc, name)
    return skill(game, game.players[side], name)


def maneuver_of(game, side: int) -> int:
    mods = () if is_npc(side) else game.players[side].mods
    return maneuverability(game.comp, ship_of(game, side), mods, galleon_maneuverability(game))


def weapons_of(game, side: int) -> tuple:
    if is_npc(side):
        return ()
    return tuple(game.comp.weapons[w].kind for w in game.players[side].weapons)
