"""Phase 4, sharing the loot.

On each tile, players with the same number of sailors there cancel out: all their sailors
are removed, so a smaller count can win. The largest count left takes the tile. A player
may take several tiles. Sailors of a player who is out for the round, and sailors that
fell or straddled, do not count. Boat tiles nobody took sink; equipment nobody took goes
overboard and floats to the auction.
"""

from ...kernel.english import plural, series
from .actions import PLACES


def majority(counts: dict):
    """The seat taking a tile, given {seat: sailors}: ties cancel, the largest count left wins."""
    if len(counts) == 1:                 # the usual lone claimant
        for s, n in counts.items():
            return s if n else None
    seen = {}
    for n in counts.values():
        if n:
            seen[n] = seen.get(n, 0) + 1
    top = max((n for n, k in seen.items() if k == 1), default=0)
    if not top:
        return None
    return next(s for s, n in counts.items() if n == top)


def share(g) -> None:
    comp, names, out = g.comp, g.names, g.out
    won = [list(w) for w in g.won]
    sunk, floating = list(g.sunk), list(g.floating)
    for i, (t, column) in enumerate(zip(g.chest, zip(*g.claims))):
        if t < 0:
            continue
        counts = {s: n for s, n in enumerate(column) if n and not out[s]}
        who = majority(counts)
        tile = comp.tiles[t]
        ties, tied = _ties(g, counts) if len(counts) > len(set(counts.values())) else ("", ())
        if who is not None:
            won[who].append(t)
            g._event("{} ({}) goes to {} with {}" + ties + ".", PLACES[i], tile.code, names[who],
                     plural(counts[who], "sailor"), *tied)
        elif tile.is_boat and g.opts.unclaimed_boats == "sink":
            sunk.append(t)
            g._event("{} ({}) is unclaimed" + ties + " and sinks.", PLACES[i], tile.code, *tied)
        else:
            floating.append(t)
            g._event("{} ({}) is unclaimed" + ties + " and goes overboard.", PLACES[i], tile.code, *tied)
    g.chest = (-1,) * 9
    g.won = tuple(tuple(w) for w in won)
    g.sunk, g.floating = tuple(sunk), tuple(floating)


def _ties(g, counts) -> tuple:
    """Why the tied players lost out, as a piece of a log template and its arguments, e.g.
    (' ({} and {} tied at {})', ['Anja', 'Jon', 2])."""
    by_count = {}
    for s, n in counts.items():
        by_count.setdefault(n, []).append(g.names[s])
    ties, args = [], []
    for n, names in sorted(by_count.items(), reverse=True):
        if len(names) > 1:
            ties.append(series(len(names)) + " tied at {}")
            args += names + [n]
    return (f" ({'; '.join(ties)})" if ties else ""), args
