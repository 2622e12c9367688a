"""Ship modifications back on the map (fact sheet §6: "when a ship with mods is sunk, sold or
discarded, its owner places the mod tokens face down in ports of his choice").

The tokens of a lost, sold or discarded ship wait with their owner (``game.mods_to_place``,
in order: (seat, token)) and, once the decision that lost them is carried out, he places them
one by one: ``place mod havana`` puts the next one face down at a port without one. When
only one port is free the token goes there unasked; with none free the rest go to the supply.

An expansion may send the ship's tokens back to market instead (Seas of Glory's module 3:
they go to the supply and as many are drawn from it at random to be placed the same way;
nobody looks at a drawn token, so the owner chooses only where it lies).

The placing interrupts whatever decision comes next (as a discard over the glory-card limit
does) and hands it back when the last token is down.
"""

from . import extensions as ext
from .actions import Action

SUB = "place-mod"


def free_ports(game) -> list:
    """The zones whose port has no modification, in the zones' order."""
    return [z for z, m in enumerate(game.port_mods) if m < 0 and game.comp.zones[z].port]


def give_back(game, p, mods) -> None:
    """A ship's modifications leave it: its owner ``p`` has them to place (or, back to market,
    as many drawn from the supply), as many as the ports without one can take; the rest go to
    the supply."""
    if not mods:
        return
    room = len(free_ports(game)) - len(game.mods_to_place)     # each token waiting has a free port
    placed = ext.mods_to_market(game, tuple(mods), room)
    if placed is None:
        game.mod_supply += tuple(mods[room:])
        mods = mods[:room]
    else:
        mods = placed
    game.mods_to_place += tuple((p.seat, m) for m in mods)


def settle(game) -> bool:
    """Hand the decision to the owner of the next token to place (or back when all are down);
    a token with one free port goes there. Whether the decision changed hands."""
    while game.mods_to_place and len(free_ports(game)) == 1:
        _put(game, free_ports(game)[0])
    if game.mods_to_place and game.sub != SUB:
        game.after_place = (game.sub, game.cur)
        game.sub, game.cur = SUB, game.mods_to_place[0][0]
        return True
    if game.sub == SUB and not game.mods_to_place:
        (game.sub, game.cur), game.after_place = game.after_place, None
        return True
    if game.sub == SUB and game.cur != game.mods_to_place[0][0]:
        game.cur = game.mods_to_place[0][0]
        return True
    return False


def legal(game, p) -> list:
    return [Action.of("place-mod", game.comp.zones[z].id) for z in free_ports(game)]


def place(game, p, a) -> None:
    _put(game, game.comp.by_id[a.arg].index)


def _put(game, zone: int) -> None:
    seat, token = game.mods_to_place[0]
    game.mods_to_place = game.mods_to_place[1:]
    game.port_mods = game.port_mods[:zone] + (token,) + game.port_mods[zone + 1:]
    game._event("{} <places> a ship modification face down at {}.", game.players[seat].name,
                game.comp.zones[zone].port)


# --- saving ---------------------------------------------------------------------------------------
def state(game) -> dict:
    """Saved only while tokens wait (records of games without one are as before)."""
    if not game.mods_to_place:
        return {}
    after = None if game.after_place is None else list(game.after_place)      # None: the game ended first
    return {"mods_to_place": [list(x) for x in game.mods_to_place], "after_place": after}


def load(game, gd, where, check, subs) -> None:
    pending = gd.get("mods_to_place", [])
    n_mods = len(game.comp.mods)
    check(isinstance(pending, list) and all(
        isinstance(x, list) and len(x) == 2 and all(type(v) is int for v in x) and 0 <= x[0] < game.n
        and 0 <= x[1] < n_mods for x in pending), where + ".mods_to_place", "must list [seat, token] pairs")
    game.mods_to_place = tuple(tuple(x) for x in pending)
    after = gd.get("after_place")
    if not pending:
        check(after is None, where + ".after_place", "must be absent with no token to place")
        check(game.sub != SUB, where + ".sub", "place-mod needs a token to place")
        game.after_place = None
        return
    if after is None and game.sub == "over":
        game.after_place = None
        return
    check(isinstance(after, list) and len(after) == 2 and after[0] in subs and after[0] not in (SUB, "over")
          and type(after[1]) is int and 0 <= after[1] < game.n, where + ".after_place",
          "must be [the decision interrupted, its seat]")
    game.after_place = tuple(after)
