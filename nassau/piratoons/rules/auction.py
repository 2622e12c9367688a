"""Phase 5, the blind auction of the tiles overboard.

Everything overboard is offered: this round's unclaimed equipment and what floated from
earlier rounds. With nothing to sell there is no auction. Everyone bids at once in a
closed fist (sealed: nobody sees another's bid before the reveal). An empty fist cannot
win; players with equal bids take their coins back and drop out. The highest bidder pays
and chooses first, then the next highest, and so on; a winner must pay and take a tile
even if the one they wanted is gone. When the tiles run out, the bidders left keep their
coins. So each player wins at most one tile per auction. Tiles left unsold keep floating.
"""

from ...kernel.english import plural, sentence, series
from ...kernel.errors import IllegalActionError
from .actions import Action, bid as bid_action
from .order import in_turn


def begin(g) -> None:
    """Everyone in the round bids at once (sealed); with nothing overboard there is no auction."""
    g.phase, g.queue, g.bids = "bid", (), (-1,) * g.n
    if not g.floating:
        g._event("Nothing is overboard: no auction this round.")
        return
    g._event("Up for auction: {}.", lot_text(g))
    g.queue = tuple(s for s in in_turn(g) if g.opts.knocked_out_bids or not g.out[s])
    if not g.queue:
        g._event("Nobody may bid.")


def lot_text(g) -> str:
    return ", ".join(g.comp.tiles[t].code for t in sorted(g.floating, key=lambda t: (g.comp.tiles[t].code, t)))


def legal_bid(g) -> tuple:
    coins = g.coins[g.queue[0]]
    hit = _BIDS.get(coins)
    if hit is None:
        hit = _BIDS[coins] = tuple(bid_action(n) for n in range(coins + 1))
    return hit


_BIDS = {}          # coins -> bid 0 .. bid coins


def explain_bid(g, a) -> IllegalActionError:
    s = g.queue[0]
    return IllegalActionError("auction.coins", sentence("{} <has> {} and <cannot> bid {}",
                                                        [g.names[s], plural(g.coins[s], "coin"), a.arg]))


def bid(g, a) -> None:
    s = g.queue[0]
    g.bids = g.bids[:s] + (a.arg,) + g.bids[s + 1:]
    g.queue = g.queue[1:]
    if not g.queue:
        reveal(g)


def reveal(g) -> None:
    bids = {s: b for s, b in enumerate(g.bids) if b >= 0}
    g._event("Bids revealed: " + ", ".join(["{} {}"] * len(bids)) + ".", *(x for s, b in bids.items()
                                                                          for x in (g.names[s], b)))
    amounts = [b for b in bids.values() if b > 0]
    for b in sorted({b for b in amounts if amounts.count(b) > 1}, reverse=True):
        tied = [g.names[s] for s in bids if bids[s] == b]
        g._event(series(len(tied)) + " <ties> at {} and <takes> <their> coins back.", *tied, b)
    winners = sorted((s for s, b in bids.items() if b > 0 and amounts.count(b) == 1), key=lambda s: -bids[s])
    if not winners:
        g._event("Nobody wins a tile at the auction.")
        return
    g.phase, g.queue = "pick", tuple(winners)


def legal_take(g) -> tuple:
    return tuple(Action.of("take", c) for c in sorted({g.comp.tiles[t].code for t in g.floating}))


def explain_take(g, a) -> IllegalActionError:
    on_offer = ", ".join(a.arg for a in legal_take(g))
    return IllegalActionError("auction.take", f"there is no {a.arg} left in the auction; "
                                              f"the winner must still pay and take one of: {on_offer}")


def take(g, a) -> None:
    s = g.queue[0]
    t = next(t for t in g.floating if g.comp.tiles[t].code == a.arg)
    price = g.bids[s]
    g.floating = tuple(x for x in g.floating if x != t)
    g.coins = g.coins[:s] + (g.coins[s] - price,) + g.coins[s + 1:]
    g.bank += price
    g.won = g.won[:s] + (g.won[s] + (t,),) + g.won[s + 1:]
    g._event("{} <pays> {} and <takes> {}.", g.names[s], price, a.arg)
    g.queue = g.queue[1:]
    if g.queue and not g.floating:
        g._event("The tiles ran out: " + series(len(g.queue)) + " <keeps> <their> coins.",
                 *(g.names[x] for x in g.queue))
        g.queue = ()


def finish(g) -> None:
    """Unsold boat tiles sink; unsold equipment keeps floating."""
    boats = tuple(t for t in g.floating if g.comp.tiles[t].is_boat)
    if boats:   # boat tiles overboard sink (only offered at all with unclaimed_boats="auction")
        g.floating = tuple(t for t in g.floating if t not in boats)
        g.sunk += boats
        g._event("Unsold boat tiles sink: {}.", ", ".join(g.comp.tiles[t].code for t in boats))
