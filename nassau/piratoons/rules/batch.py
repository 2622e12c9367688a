"""Several decisions at once, all or nothing: a player's whole grab, the chest's contents,
everyone's bids. Used by notebooks (and the referee) instead of one notation at a time."""

from ...kernel.english import plural, sentence, series
from ...kernel.errors import IllegalActionError
from .actions import PLACES
from .grab import left


def run(g, notations, player=None, every=False) -> list:
    """Apply the notations in order, the first (or, with ``every``, each) checked against
    ``player``; undo them all if one is refused, then re-raise. A callable among the
    notations is asked for the next notation (or None to skip it) when its turn comes."""
    done = []
    try:
        for i, a in enumerate(notations):
            if callable(a):
                a = a()
                if a is None:
                    continue
            done.append(g.apply(a, player=player if i == 0 or every else None))
    except IllegalActionError:
        _roll_back(g, len(done))
        raise
    return done


def _roll_back(g, n) -> None:
    """Take back the first decisions of a refused batch (none of it was ever shown)."""
    for _ in range(n):
        g._take_back()


def place_sailors(g, player, claims: dict, fell: int, straddled: int, out: bool) -> list:
    seat = g.seat_of(player)
    if not isinstance(claims, dict):
        raise IllegalActionError("grab.claims", f"claims map chest places to sailor counts, like {{'A': 2}}, "
                                                f"not a {type(claims).__name__}")
    for place, count in claims.items():
        if not isinstance(place, str) or len(place) != 1 or place not in PLACES or not _count(count):
            raise IllegalActionError("grab.tile", f"claims map chest places A-I to sailor counts, not {place!r}: "
                                                  f"{count!r}")
    for name, value in (("fell", fell), ("straddled", straddled)):
        if not _count(value):
            raise IllegalActionError("grab.mishap", f"{name} counts sailors: a whole number from 0, not {value!r}")
    if not isinstance(out, bool):
        raise IllegalActionError("grab.out", f"out says whether the player is out for the round: True or False, "
                                             f"not {out!r}")
    if g.current_player != seat and not g.over:
        raise IllegalActionError("turn", sentence("it is {}<'s> turn to place sailors, not {}<'s>",
                                                  [g.names[g.current_player], g.names[seat]]))
    placing = sum(claims.values()) + fell + straddled      # counted before any step is built
    have = left(g, seat) if g.phase == "claim" else g.comp.sailors
    if placing > have:
        raise IllegalActionError("grab.sailors", sentence("{} <has> {} to place, not {}",
                                                          [g.names[seat], plural(have, "sailor"), placing]))
    steps = [f"claim {place}" for place, count in claims.items() for _ in range(count)]
    steps += ["fell"] * fell + ["straddle"] * straddled
    # the whole grab, committed: the claims, then the seal (or "out" at a refereed table)
    steps.append("out" if out else "seal")
    return run(g, steps, seat, every=True)


def _count(n) -> bool:
    return isinstance(n, int) and not isinstance(n, bool) and n >= 0


def bid(g, player, coins) -> list:
    """One player's bid, a whole number of coins."""
    if not _count(coins):
        raise IllegalActionError("auction.bid", f"a bid is a whole number of coins from 0, not {coins!r}")
    return run(g, [f"bid {coins}"], player)


def record_bids(g, bids: dict) -> list:
    """Bids by player name or seat, entered in the game's order whatever the dict's order."""
    if not isinstance(bids, dict):
        raise IllegalActionError("auction.bids", f"bids map players to coins, like {{'Anja': 2}}, "
                                                 f"not a {type(bids).__name__}")
    wanted = {g.seat_of(p): b for p, b in bids.items()}
    for s, b in wanted.items():
        if not _count(b):
            raise IllegalActionError("auction.bid", sentence("{}<'s> bid must be a whole number of coins, not {!r}",
                                                             [g.names[s], b]))
    done = []
    try:
        while g.phase == "bid" and g.current_player in wanted:
            s = g.current_player
            done.append(g.apply(f"bid {wanted.pop(s)}", player=s))
        wanted = {s: b for s, b in wanted.items() if g.bids[s] != b}   # a bid of 0 with no coins is automatic
        if wanted:
            raise IllegalActionError("auction.bid", sentence("no bid is due from " + series(len(wanted)) + " now",
                                                             [g.names[s] for s in wanted]))
    except IllegalActionError:
        _roll_back(g, len(done))
        raise
    return done
