"""Between two rounds: after round 8 the game ends and is scored; otherwise the next round
begins and the captain's role passes clockwise. :mod:`.flow` runs these in order."""

from ...kernel.english import series
from .components import ROUNDS
from .scoring import final_rows


def finish_round(g) -> None:
    """After the last round the game ends; every ship is arranged at its best and scored."""
    if g.round >= ROUNDS:
        end_game(g)


def next_round(g) -> None:
    g.round += 1
    g.captain = (g.first_captain + g.round - 1) % g.n
    n = g.n
    g.chest = (-1,) * 9
    g.claims = g.pending = ((0,) * 9,) * n
    g.wasted = (0,) * n
    g.out = (False,) * n
    g.bids = (-1,) * n
    g.grab_round = 1
    g._event("Round {}: {} <is> the captain.", g.round, g.names[g.captain])


def end_game(g) -> None:
    g.phase, g.queue, g.over = "over", (), True
    g._event("The game ends after round {}; every ship is arranged at its best and scored.", g.round)
    rows = final_rows(g)
    for r in rows:
        g._event("{} <scores> {}: majorities {}, joints {}, empty slots {}, sets {}.", r["player"], r["points"],
                 r["sails_points"] + r["coins_points"] + r["barrels_points"], r["joint_points"],
                 r["empty_points"] + r["most_empty_points"], r["set_points"])
    top = [r["player"] for r in rows if r["rank"] == 1]
    if len(top) == 1:
        g._event("{} <wins>.", top[0])
    else:
        g._event("Shared victory: " + series(len(top), ", ") + ".", *top)
