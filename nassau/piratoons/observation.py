"""What one player may see: the table, everyone's ships and coins, the revealed claims and
bids, and their own sealed claim and bid. Nobody else's sealed commitment, and not the
order of the face-down stacks, appear in it."""

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
            "fell_or_straddled": g.wasted[s], "out": bool(g.out >> s & 1),
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
