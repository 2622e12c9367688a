"""Final scoring.

- Majorities: most sails (fastest ship), most coins (richest pirate), most barrels
  (biggest ship): 5 points for first, 2 for second; tied players all score that rank.
- Joints: +2 for each matching joint, -2 for each mismatched one.
- Empty slots: -2 each, and -2 more for the player with the most.
- Sets: see :mod:`nassau.piratoons.rules.sets`.

Ships are scored in their best arrangement (see :mod:`nassau.piratoons.rules.arrange`).
"""

from .arrange import tally
from .ship import Ship

CATEGORIES = ("sails", "coins", "barrels")
CATEGORY_NAMES = {"sails": "Fastest ship", "coins": "Richest pirate", "barrels": "Biggest ship"}
PLACE_POINTS = (5, 2)


def ranks(values, dense=False) -> list:
    """Rank 1 for the highest. Ties share a rank; "competition" ranks skip after a tie."""
    if dense:
        distinct = sorted(set(values), reverse=True)
        return [distinct.index(v) + 1 for v in values]
    return [1 + sum(v > x for v in values) for x in values]


def final_rows(g) -> list:
    opts = g.opts
    rows = []
    for s in range(g.n):
        good, bad, empty, set_points, sails = tally(Ship.of(g, s), g.boats[s])
        rows.append({"player": g.names[s], "sails": sails, "coins": g.coins[s],
                     "barrels": sum(g.comp.tiles[b].barrels for b in g.boats[s]),
                     "good_joints": good, "bad_joints": bad, "joint_points": 2 * good - 2 * bad,
                     "empty_slots": empty, "empty_points": -2 * empty, "set_points": set_points})
    for cat in CATEGORIES:
        values = [r[cat] for r in rows]
        for r, rank in zip(rows, ranks(values, opts.majority_ties == "dense")):
            scores = rank <= len(PLACE_POINTS) and (r[cat] > 0 or not opts.majority_needs_one)
            r[cat + "_rank"] = rank
            r[cat + "_points"] = PLACE_POINTS[rank - 1] if scores else 0
    most = max(r["empty_slots"] for r in rows)
    worst = [r for r in rows if r["empty_slots"] == most]
    for r in rows:
        hit = most > 0 and r["empty_slots"] == most and (len(worst) == 1 or opts.most_empty_ties == "all")
        r["most_empty_points"] = -2 if hit else 0
        r["points"] = (sum(r[c + "_points"] for c in CATEGORIES) + r["joint_points"] + r["empty_points"]
                      + r["most_empty_points"] + r["set_points"])
    keys = [(r["points"], r["coins"] if opts.winner_tie_break == "coins" else 0) for r in rows]
    for r, k in zip(rows, keys):
        r["rank"] = 1 + sum(o > k for o in keys)
    return rows
