"""What one player may see: the table, everyone's ships and coins, the revealed claims and
bids, and their own sealed claim and bid. Nobody else's sealed commitment, and not the
order of the face-down stacks, appear in it.

The log (``public_log``) is the same for every seat: a claim or a bid is never logged when it
is sealed, only in the sentence that reveals them all at once ("Claims revealed: ...", "Bids
revealed: ..."), and nothing else tells how many sailors a seat has left while the sealed
round is open. The stacks are turned up face up into the chest for everyone.
"""

from ...kernel.log import seat_log
from ...kernel.rng import Rng
from .actions import PLACES
from .grab import left


def observation(g, seat: int) -> dict:
    comp, tiles = g.comp, g.comp.tiles
    sealing = g.phase == "claim" and g.mode == "digital"
    bidding = g.phase == "bid" and g.mode == "digital"
    players = []
    for s in range(g.n):
        mine = s == seat
        players.append({
            "name": g.names[s], "colour": comp.colours[s].name, "coins": g.coins[s],
            "boats": [tiles[t].code for t in g.boats[s]], "equipment": sorted(tiles[t].code for t in g.aboard[s]),
            "won": [tiles[t].code for t in g.won[s]],
            "claims": _places(g.claims[s]),
            "sealed_claims": _places(g.pending[s]) if mine or not sealing else None,
            "sailors_left": left(g, s) if mine or not sealing else None,
            "fell_or_straddled": g.wasted[s], "out": g.out[s],
            "bid": g.bids[s] if (mine or not bidding) and g.bids[s] >= 0 else None,
            "has_bid": g.bids[s] >= 0,
        })
    return {
        "you": g.names[seat], "round": g.round, "captain": g.names[g.captain], "phase": g.phase,
        "to_decide": None if g.over else g.names[g.queue[0]],
        "sealed_round": g.grab_round,
        "chest": {PLACES[i]: tiles[t].code for i, t in enumerate(g.chest) if t >= 0},
        "overboard": sorted(tiles[t].code for t in g.floating),
        "stacks_left": {"equipment": len(g.stock), "boats": len(g.stock_boats)},
        "bank": g.bank,
        "players": players,
    }


def _places(row) -> dict:
    return {PLACES[i]: n for i, n in enumerate(row) if n}


PRIVATE = {}        # no sentence of the log is one player's alone (see the module's docstring)


def public_log(g, seat: int) -> list:
    return seat_log(g.events, PRIVATE, g.names, seat)


def resample(g, seat: int, seed: int):
    """A clone in which what ``seat`` cannot see is drawn again with ``Rng(seed)``: the order
    of the face-down stacks, and in digital play the sealed claims of players who already
    committed this sealed round or are placing theirs now (any sailors they had) and the
    sealed bids already made.
    The stacks are sorted before they are shuffled: the draw never depends on their true order."""
    rng = Rng(seed)
    twin = g.clone()
    twin.stock, twin.stock_boats = tuple(rng.shuffled(sorted(g.stock))), tuple(rng.shuffled(sorted(g.stock_boats)))
    if g.mode == "digital" and g.phase == "claim":
        pending = list(g.pending)
        placing = g.queue[0] if g.queue else None
        for s in range(g.n):
            if s != seat and (s not in g.queue or s == placing):    # committed, or placing now: unseen
                places = [i for i, t in enumerate(g.chest) if t >= 0]
                pending[s] = _scatter(rng, left(g, s) + sum(g.pending[s]), places)
        twin.pending = tuple(pending)
    if g.mode == "digital" and g.phase == "bid":
        twin.bids = tuple(rng.below(g.coins[s] + 1) if s != seat and g.bids[s] >= 0 else g.bids[s]
                          for s in range(g.n))
    twin.rng = Rng(rng.next64())
    twin._legal = None
    return twin


def _scatter(rng, most: int, places) -> tuple:
    """Up to ``most`` sailors put on random places of the chest."""
    row = [0] * 9
    for _ in range(rng.below(most + 1)):
        row[rng.choice(places)] += 1
    return tuple(row)
