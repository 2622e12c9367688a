"""The round: the captain fills the chest, everyone grabs, idle sailors are paid, the loot
is shared, the leftovers are auctioned, and the ships are built. Eight rounds, then scoring.

The captain's role passes clockwise (to the next seat) every round.
"""

from . import chest, grab
from .components import ROUNDS


def in_turn(g, first=None) -> tuple:
    """Every seat, clockwise from ``first`` (default: the captain)."""
    first = g.captain if first is None else first
    return tuple((first + i) % g.n for i in range(g.n))


def start_round(g) -> None:
    g.round += 1
    g.captain = (g.first_captain + g.round - 1) % g.n
    n = g.n
    g.chest = (-1,) * 9
    g.claims = g.pending = ((0,) * 9,) * n
    g.wasted = (0,) * n
    g.out = 0
    g.bids = (-1,) * n
    g.grab_round = 1
    g._event("Round {}: {} is the captain.", g.round, g.names[g.captain])
    if g.deal == "engine":
        chest.fill(g)
        grab.start(g)
    else:
        g.phase, g.queue = "deal", (g.captain,)


def end_round(g) -> None:
    if g.round >= ROUNDS:
        end_game(g)
    else:
        start_round(g)


def end_game(g) -> None:
    from .scoring import final_rows
    g.phase, g.queue, g.over = "over", (), True
    g._event("The game ends after round {}; every ship is arranged at its best and scored.", g.round)
    rows = final_rows(g)
    for r in rows:
        g._event("{} scores {}: majorities {}, joints {}, empty slots {}, sets {}.", r["player"], r["total"],
                 r["sails_points"] + r["coins_points"] + r["barrels_points"], r["joint_points"],
                 r["empty_points"] + r["most_empty_points"], r["set_points"])
    top = [r["player"] for r in rows if r["rank"] == 1]
    if len(top) == 1:
        g._event("{} wins.", top[0])
    else:
        g._event("Shared victory: {}.", ", ".join(top))
