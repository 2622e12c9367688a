"""Several decisions at once, all or nothing: a player's whole grab, the chest's contents,
everyone's bids. Used by notebooks (and the referee) instead of one notation at a time."""

from ..kernel.errors import IllegalActionError
from .actions import PLACES


def run(g, notations, player=None) -> list:
    """Apply the notations in order (the first checked against ``player``); undo them all
    if one is refused, then re-raise."""
    done = []
    try:
        for i, a in enumerate(notations):
            done.append(g.apply(a, player=player if i == 0 else None))
    except IllegalActionError:
        for _ in done:
            g.undo()
        raise
    return done


def place_sailors(g, player, claims: dict, fell: int, straddled: int, out: bool) -> list:
    seat = g.seat_of(player)
    steps = []
    for place, count in claims.items():
        if place not in PLACES or not isinstance(count, int) or isinstance(count, bool) or count < 0:
            raise IllegalActionError("grab.tile", f"claims map chest places A-I to sailor counts, not {place!r}: "
                                                  f"{count!r}")
        steps += [f"claim {place}"] * count
    steps += ["fell"] * fell + ["straddle"] * straddled
    steps.append("out" if out else "seal")
    if g.current_player != seat and not g.over:
        raise IllegalActionError("turn", f"it is {g.names[g.current_player]}'s turn to place sailors, not "
                                         f"{g.names[seat]}'s")
    return run(g, steps, seat)


def record_bids(g, bids: dict) -> list:
    """Bids by player name or seat, entered in the game's order whatever the dict's order."""
    wanted = {g.seat_of(p): b for p, b in bids.items()}
    done = []
    try:
        while g.phase == "bid" and g.current_player in wanted:
            s = g.current_player
            done.append(g.apply(f"bid {wanted.pop(s)}", player=s))
        wanted = {s: b for s, b in wanted.items() if g.bids[s] != b}   # a bid of 0 with no coins is automatic
        if wanted:
            who = ", ".join(g.names[s] for s in wanted)
            raise IllegalActionError("auction.bid", f"no bid is due from {who} now")
    except IllegalActionError:
        for _ in done:
            g.undo()
        raise
    return done
