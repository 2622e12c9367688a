"""Phase 6, building: the tiles won this round go on the ships.

A boat tile won must be attached, even when its symbols match nothing; ships are kept in
their best order (boat tiles may be rearranged at any time, and the rulebook has every
player arrange their ship at its best before scoring). Equipment goes into slots by the
placement rules in :mod:`nassau.piratoons.rules.placement`, moving other equipment if that makes
room. Equipment that cannot be placed goes overboard: its owner chooses which tile
(``overboard CODE``), as long as what stays aboard is a full arrangement (nothing thrown
overboard would still fit), and it floats to the next auction.
"""

from ...kernel.english import plural, sentence
from ...kernel.errors import IllegalActionError
from .actions import Action
from .arrange import best_order, joints
from .order import in_turn
from .placement import droppable_kinds, fits


def begin(g) -> None:
    g.phase = "build"
    queue = []
    for s in in_turn(g):
        new_boats, new_eq = g.won_boats(s), g.won_equipment(s)
        if new_boats:
            attach(g, s, new_boats)
        g.won = g.won[:s] + (new_eq,) + g.won[s + 1:]
        if new_eq:
            if fits(g.comp, g.boats[s], g.aboard[s] + new_eq, g.opts.mast_stacking):
                _stow(g, s)
            else:
                queue.append(s)
    g.queue = tuple(queue)


def attach(g, s, new_boats) -> None:
    colour = g.comp.colours[s]
    order = best_order(g.comp, g.boats[s] + tuple(new_boats), colour, g.opts.joint_symbols)
    g.boats = g.boats[:s] + (order,) + g.boats[s + 1:]
    good, bad = joints(g.comp, order, colour, g.opts.bare_ship_joint, g.opts.joint_symbols)
    g._event("{} <attaches> {}; the ship now has {} and {}.", g.names[s],
             ", ".join(g.comp.tiles[t].code for t in new_boats), plural(good, "matching joint"),
             plural(bad, "mismatched joint"))


def _stow(g, s) -> None:
    new = g.won[s]
    g.aboard = g.aboard[:s] + (tuple(sorted(g.aboard[s] + new)),) + g.aboard[s + 1:]
    g.won = g.won[:s] + ((),) + g.won[s + 1:]
    g._event("{} <places> {}.", g.names[s], ", ".join(g.comp.tiles[t].code for t in new))


def legal(g) -> tuple:
    s = g.queue[0]
    kinds = droppable_kinds(g.comp, g.boats[s], g.aboard[s] + g.won[s], g.dropped, g.opts.mast_stacking)
    codes = {g.comp.tiles[t].code for t in g.aboard[s] + g.won[s] if g.comp.tiles[t].kind in kinds}
    return tuple(Action.of("overboard", c) for c in sorted(codes))


def explain(g, a) -> IllegalActionError:
    s = g.queue[0]
    if all(g.comp.tiles[t].code != a.arg for t in g.aboard[s] + g.won[s]):
        return IllegalActionError("build.own", sentence("{} <has> no {} to throw overboard", [g.names[s], a.arg]))
    return IllegalActionError("build.fits", f"without {a.arg} the ship could not be filled so that everything "
                                            "else thrown overboard would not fit: it stays aboard")


def overboard(g, a) -> None:
    s = g.queue[0]
    pool = [t for t in g.won[s] if g.comp.tiles[t].code == a.arg]
    if pool:
        g.won = g.won[:s] + (tuple(t for t in g.won[s] if t != pool[0]),) + g.won[s + 1:]
    else:
        pool = [t for t in g.aboard[s] if g.comp.tiles[t].code == a.arg]
        g.aboard = g.aboard[:s] + (tuple(t for t in g.aboard[s] if t != pool[0]),) + g.aboard[s + 1:]
    g.floating += (pool[0],)
    g.dropped += (pool[0],)
    g._event("{} <cannot> fit everything and <throws> {} overboard; it floats to the next auction.", g.names[s], a.arg)
    if fits(g.comp, g.boats[s], g.aboard[s] + g.won[s], g.opts.mast_stacking):
        if g.won[s]:
            _stow(g, s)
        g.queue, g.dropped = g.queue[1:], ()
