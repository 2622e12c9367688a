"""Phase 3, idle income: 1 coin for each sailor not placed (still in hand counts as not
placed). Fallen and straddling sailors were placed, so they earn nothing; a player out
for the round earns nothing.

If the bank cannot pay everyone, every player first returns half their coins (rounded as
the ``bank_short_rounding`` option says), then the income is paid. If it still cannot,
the ``bank_still_short`` option says who is paid.
"""

from ...kernel.english import plural
from .grab import left
from .order import in_turn


def idle(g) -> list:
    return [0 if g.out[s] else left(g, s) for s in range(g.n)]


def pay(g) -> None:
    due = idle(g)
    if not sum(due):
        g._event("Nobody has an idle sailor.")
        return
    if g.bank < sum(due):
        _return_half(g)
    paid = [0] * g.n
    if g.bank >= sum(due):
        paid = due
    elif g.opts.bank_still_short == "share-out":
        bank, want = g.bank, due[:]
        while bank and any(want):
            for s in in_turn(g):
                if bank and want[s]:
                    paid[s] += 1
                    want[s] -= 1
                    bank -= 1
    else:
        bank = g.bank
        for s in in_turn(g):
            paid[s] = min(due[s], bank)
            bank -= paid[s]
    g.coins = tuple(c + p for c, p in zip(g.coins, paid))
    g.bank -= sum(paid)
    idle_seats = [s for s in range(g.n) if due[s]]
    g._event("Idle income: " + ", ".join(["{} +{}"] * len(idle_seats)) + ".",
             *(x for s in idle_seats for x in (g.names[s], paid[s])))
    if paid != due:
        g._event("The bank ran dry: {} of idle income went unpaid.", plural(sum(due) - sum(paid), "coin"))


def _return_half(g) -> None:
    up = g.opts.bank_short_rounding == "up"
    back = tuple((c + 1) // 2 if up else c // 2 for c in g.coins)
    g.coins = tuple(c - b for c, b in zip(g.coins, back))
    g.bank += sum(back)
    g._event("The bank is short, so everyone returns half their coins first: " + ", ".join(["{} {}"] * g.n) + ".",
             *(x for s in range(g.n) for x in (g.names[s], back[s])))
