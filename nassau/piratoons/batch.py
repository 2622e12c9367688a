"""Several decisions at once, all or nothing: a player's whole grab, the chest's contents,
everyone's bids. Used by notebooks (and the referee) instead of one notation at a time."""

from ..kernel.errors import IllegalActionError
from .actions import PLACES


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
        for _ in done:
            g.undo()
        raise
    return done


def place_sailors(g, player, claims: dict, fell: int, straddled: int, out: bool) -> list:
    from .grab import left
    seat = g.seat_of(player)
    steps = []
    for place, count in claims.items():
        if place not in PLACES or not _count(count):
            raise IllegalActionError("grab.tile", f"claims map chest places A-I to sailor counts, not {place!r}: "
                                                  f"{count!r}")
        steps += [f"claim {place}"] * count
    for name, value in (("fell", fell), ("straddled", straddled)):
        if not _count(value):
            raise IllegalActionError("grab.mishap", f"{name} counts sailors: a whole number from 0, not {value!r}")
    if not isinstance(out, bool):
        raise IllegalActionError("grab.out", f"out says whether the player is out for the round: True or False, "
                                             f"not {out!r}")
    steps += ["fell"] * fell + ["straddle"] * straddled
    if g.current_player != seat and not g.over:
        raise IllegalActionError("turn", f"it is {g.names[g.current_player]}'s turn to place sailors, not "
                                         f"{g.names[seat]}'s")
    if g.phase == "claim" and len(steps) > left(g, seat):
        raise IllegalActionError("grab.sailors", f"{g.names[seat]} has {left(g, seat)} sailors to place, "
                                                 f"not {len(steps)}")
    # the engine seals by itself once the last sailor is placed (sealing is then the only choice)
    final = "out" if out else "seal"
    steps.append(lambda: final if out or g.current_player == seat and not g.over else None)
    return run(g, steps, seat, every=True)


def _count(n) -> bool:
    return isinstance(n, int) and not isinstance(n, bool) and n >= 0


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
