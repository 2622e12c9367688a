"""The two sides of a fight: a captain (his seat) or an NPC (10 + its slot; the Seas of Glory
Treasure Galleon is :data:`GALLEON`, an NPC outside the six event slots), and what the rules
ask of either: its ship's locations, name, skills, maneuverability and weapons."""

from ..seas_of_glory import npc_upgrades
from . import npcs
from .checks import skill
from ..seas_of_glory.brig import galleon_maneuverability
from .state import maneuverability

NPC = 10
GALLEON = 20                # the Treasure Galleon (module 6): an NPC, but not one of game.npcs
# The Treasure Galleon's card (its rules are treasure_galleon's; game.galleon is (zone, gold, locations))
GALLEON_SHIP = "galleon"
GALLEON_NAME = "the Treasure Galleon"
GALLEON_CAPTAIN = "Don Juan Esteban de Ubilla"
GALLEON_SKILLS = ("seamanship", "scouting", "leadership")      # the order of rules.treasure_galleon_skills


def is_npc(side: int) -> bool:
    return side >= NPC


def loc_of(game, side: int) -> tuple:
    if side == GALLEON:
        return game.galleon[2]
    return game.npcs[side - NPC][3] if side >= NPC else game.players[side].loc


def set_loc(game, side: int, loc: tuple) -> None:
    if side == GALLEON:
        game.galleon = game.galleon[:2] + (tuple(loc),)
    elif is_npc(side):
        card, zone, ship, _ = game.npcs[side - NPC]
        i = side - NPC
        game.npcs = game.npcs[:i] + ((card, zone, ship, loc),) + game.npcs[i + 1:]
    else:
        game.players[side].loc = loc


def name_of(game, side: int) -> str:
    if side == GALLEON:
        return f"{GALLEON_NAME} ({GALLEON_CAPTAIN})"
    return npcs.name(game, side - NPC) if is_npc(side) else game.players[side].name


def ship_of(game, side: int) -> str:
    if side == GALLEON:
        return GALLEON_SHIP
    return game.npcs[side - NPC][2] if is_npc(side) else game.players[side].ship


def skill_of(game, side: int, name: str) -> int:
    if side == GALLEON:
        return game.comp.rules.treasure_galleon_skills[GALLEON_SKILLS.index(name)]
    if is_npc(side):
        card = game.npcs[side - NPC][0]
        return getattr(game.comp.events[card].npc, name)
    return skill(game, game.players[side], name)


def maneuver_of(game, side: int) -> int:
    if is_npc(side):            # an NPC's Advanced Rigs is an upgrade tile (module 4)
        rigs = npc_upgrades.mods_of(game, side).count("advanced-rigs")
        return maneuverability(game.comp, ship_of(game, side), (), galleon_maneuverability(game)) + rigs
    p = game.players[side]
    return maneuverability(game.comp, ship_of(game, side), p.mods, galleon_maneuverability(game), npc_upgrades.won_mods(p))


def weapons_of(game, side: int) -> tuple:
    if is_npc(side):
        return npc_upgrades.weapons_of(game, side)
    return npc_upgrades.weapon_kinds(game, game.players[side])      # his tokens and his won NPC tiles


def afloat(game, side: int) -> bool:
    """Whether an NPC side is still on the board (a captain's side always is)."""
    if side == GALLEON:
        return game.galleon is not None
    return not is_npc(side) or game.npcs[side - NPC] is not None


def zone_of(game, side: int) -> int:
    if side == GALLEON:
        return game.galleon[0]
    return game.npcs[side - NPC][1] if is_npc(side) else game.players[side].zone
