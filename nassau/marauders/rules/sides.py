"""The two sides of a fight: a captain (his seat) or an NPC (10 + its slot), and what the
rules ask of either: its ship's locations, name, skills, maneuverability, modifications and
weapons. An expansion may put ships of its own at sea, sides from :data:`OTHER` on (Seas of
Glory's Treasure Galleon), and answer for them (:data:`.extensions.other_ship`); it may also
give a side modifications and weapons beyond a captain's tokens (Seas of Glory's NPC upgrades)."""

from ...kernel.components import memo
from . import extensions as ext, npcs
from .checks import skill
from .state import maneuverability, maxima

NPC = npcs.NPC
OTHER = 20                  # an expansion's own ship: an NPC, but not one of game.npcs
# (the rules of a fight ask ``side >= NPC`` inline, where is_npc() is asked many times a decision)


def is_npc(side: int) -> bool:
    return side >= NPC


def _other(game, side: int):
    """The expansion's answer for one of its ships: an object with ``loc``, ``set_loc``,
    ``name``, ``ship``, ``skill``, ``zone`` and ``afloat``, each taking the game first."""
    return ext.other_ship(game, side)


def loc_of(game, side: int) -> tuple:
    if side >= OTHER:
        return _other(game, side).loc(game)
    return game.npcs[side - NPC][3] if side >= NPC else game.players[side].loc


def set_loc(game, side: int, loc: tuple) -> None:
    if side >= OTHER:
        _other(game, side).set_loc(game, tuple(loc))
    elif side >= NPC:
        card, zone, ship, _ = game.npcs[side - NPC]
        i = side - NPC
        game.npcs = game.npcs[:i] + ((card, zone, ship, loc),) + game.npcs[i + 1:]
    else:
        game.players[side].loc = loc


def name_of(game, side: int) -> str:
    if side >= OTHER:
        return _other(game, side).name(game)
    return npcs.name(game, side - NPC) if side >= NPC else game.players[side].name


def ship_of(game, side: int) -> str:
    if side >= OTHER:
        return _other(game, side).ship(game)
    return game.npcs[side - NPC][2] if side >= NPC else game.players[side].ship


def skill_of(game, side: int, name: str) -> int:
    if side >= OTHER:
        return _other(game, side).skill(game, name)
    if side >= NPC:
        card = game.npcs[side - NPC][0]
        return getattr(game.comp.events[card].npc, name)
    return skill(game, game.players[side], name)


def maneuver_of(game, side: int) -> int:
    """The ship's maneuverability: its card's (a Galleon's as the game's Galleon card has it),
    with Advanced Rigs."""
    if side >= NPC:
        ship, mods = ship_of(game, side), ()
    else:
        p = game.players[side]
        ship, mods = p.ship, p.mods
    # the Galleon card is asked for only for a Galleon (a fight's contest asks twice a round)
    galleon = ext.galleon_maneuverability(game) if ship == "galleon" else 0
    return maneuverability(game.comp, ship, mods, galleon, ext.side_mods(game, side))


def mod_kinds(game, side: int) -> tuple:
    """The modifications on a side's ship: a captain's tokens' effects, then what an expansion adds."""
    return _kinds(game, side, ext.side_mods(game, side), "mods", game.comp.mods, "effect")


def _kinds(game, side: int, more: tuple, tokens: str, records, field: str) -> tuple:
    """A captain's tokens (his field ``tokens``), as their records' ``field``, then ``more``."""
    held = () if side >= NPC else getattr(game.players[side], tokens)
    if not held:
        return more
    table = memo(game.comp, "token-kinds")      # (a fight asks for them at every step)
    key = (tokens, field, held)
    hit = table.get(key)
    if hit is None:
        hit = table[key] = tuple(getattr(records[t], field) for t in held)
    return hit + more if more else hit


def has_mod(game, side: int, effect: str) -> bool:
    return effect in mod_kinds(game, side)


def top(game, side: int, ship: str = "") -> tuple:
    """A side's locations when whole: its ship's (or ``ship``'s), with its modifications."""
    more = ext.side_mods(game, side)
    if side >= NPC:
        return maxima(game.comp, ship or ship_of(game, side), (), more)
    p = game.players[side]
    return maxima(game.comp, ship or p.ship, p.mods, more)


def weapons_of(game, side: int) -> tuple:
    """The weapon kinds a side carries: a captain's tokens', then what an expansion adds."""
    return _kinds(game, side, ext.side_weapons(game, side), "weapons", game.comp.weapons, "kind")


def spend_weapon(game, side: int, kind: str) -> None:
    """A weapon used: a captain's token goes to the supply (an expansion may spend its own first)."""
    if ext.weapon_spent(game, side, kind):
        return
    p = game.players[side]
    w = next(x for x in p.weapons if game.comp.weapons[x].kind == kind)
    game.weapon_supply += (w,)
    p.weapons = tuple(x for x in p.weapons if x != w)


def afloat(game, side: int) -> bool:
    """Whether an NPC side is still on the board (a captain's side always is)."""
    if side >= OTHER:
        ship = _other(game, side)
        return ship is not None and ship.afloat(game)
    return side < NPC or game.npcs[side - NPC] is not None


def zone_of(game, side: int) -> int:
    if side >= OTHER:
        return _other(game, side).zone(game)
    return game.npcs[side - NPC][1] if side >= NPC else game.players[side].zone
