"""Checks that hold in every position: every tile and coin accounted for, ships that fit."""

from ...kernel.english import plural, possessive, sentence
from .grab import left
from .order import in_turn
from .placement import fits


def problems(g) -> list:
    """Everything wrong with this position, as sentences (empty when it is sound)."""
    out = []
    comp, n = g.comp, g.n
    places = [("stock", g.stock), ("boat stock", g.stock_boats), ("chest", [t for t in g.chest if t >= 0]),
              ("overboard", g.floating), ("sunk", g.sunk)]
    places += [(f"{possessive(g.names[s])} {what}", rows[s]) for s in range(n)
               for what, rows in (("won tiles", g.won), ("boat tiles", g.boats), ("equipment", g.aboard))]
    every = [t for _, tiles in places for t in tiles]
    if sorted(every) != list(range(len(comp.tiles))):
        out.append("tiles are not conserved (each must be in exactly one place)")
    tiles = comp.tiles
    for where, group, boat in (("stock", g.stock, False), ("boat stock", g.stock_boats, True)):
        if any(0 <= t < len(tiles) and tiles[t].is_boat != boat for t in group):
            out.append(f"a tile of the wrong sort is in the {where}")
    for s in range(n):
        if any(0 <= t < len(tiles) and not tiles[t].is_boat for t in g.boats[s]):
            out.append(sentence("{} <has> equipment among the boat tiles", [g.names[s]]))
        if any(0 <= t < len(tiles) and tiles[t].is_boat for t in g.aboard[s]):
            out.append(sentence("{} <has> a boat tile among the equipment", [g.names[s]]))
        if not out and not fits(comp, g.boats[s], g.aboard[s], g.opts.mast_stacking):
            out.append(sentence("{}<'s> equipment does not fit the ship", [g.names[s]]))
    if any(0 <= g.chest[i] < len(tiles) and tiles[g.chest[i]].is_boat != (i >= 6) for i in range(9)):
        out.append("chest places A-F hold equipment and G-I boat tiles")
    if g.bank < 0 or any(c < 0 for c in g.coins) or g.bank + sum(g.coins) != comp.coins:
        out.append(f"coins are not conserved ({comp.coins} in the game)")
    if any(left(g, s) < 0 for s in range(n)):
        out.append(f"a player placed more than {plural(comp.sailors, 'sailor')}")
    # a bid stays on show after its winner paid, so only bids still to be paid must be covered
    due = range(n) if g.phase == "bid" else g.queue if g.phase == "pick" else ()
    if any(g.bids[s] > g.coins[s] for s in due):
        out.append("a bid is larger than the bidder's coins")
    if not out:
        out += _phase_problems(g)
    return out


def _phase_problems(g) -> list:
    """The queue of players to decide must make sense for the phase."""
    q, tiles = g.queue, g.comp.tiles
    order = in_turn(g)
    if g.phase in ("claim", "bid") and [order.index(s) for s in q] != sorted(order.index(s) for s in q):
        return ["the players to decide are not in turn from the captain"]
    if g.phase != "claim" and any(any(row) for row in g.pending):
        return ["sealed claims are pending outside the grab"]
    if g.phase == "claim" and any(any(g.pending[s]) for s in q[1:]):
        return ["a player whose turn has not come has a sealed claim"]
    if g.phase == "claim" and g.grab_round == 1 and any(any(row) for row in g.claims):
        return ["claims are revealed before the first sealed round ended"]
    if g.phase == "deal":
        full = all(t >= 0 for t in g.chest)
        return ["while the chest is filled the captain decides, and the chest is not yet full"] \
            if q != (g.captain,) or full or g.deal != "table" else []
    if g.phase == "claim":
        # in digital play the one placing may have placed every sailor: sealing is still theirs to do
        placing = q[0] if q and sum(g.pending[q[0]]) else None
        bad = any(g.out[s] or left(g, s) <= 0 and g.mode == "digital" and s != placing for s in q)
        return ["a player in the grab queue is out or has no sailors"] if bad or any(t < 0 for t in g.chest) else []
    if g.phase == "bid":
        return ["a player in the bid queue has already bid"] if any(g.bids[s] >= 0 for s in q) or not g.floating else []
    if g.phase == "pick":
        return ["a player in the pick queue has no winning bid"] if any(g.bids[s] <= 0 for s in q) or not g.floating \
            else []
    if g.phase == "build":
        bad = [s for s in q if fits(g.comp, g.boats[s], g.aboard[s] + g.won[s], g.opts.mast_stacking)
               or any(tiles[t].is_boat for t in g.won[s])]
        return ["a player in the build queue has nothing to decide"] if bad else []
    return []
