"""The scoring: glory points, stashed glory revealed, and the tie-break of a game that ends
at the round limit (most gold, stash and ship; then shared)."""

CATEGORIES = ("glory", "stash_glory")


def final_rows(game) -> list:
    per = game.comp.rules.stash_glory_per
    rows = []
    for p in game.players:
        rows.append({"player": p.name, "glory": p.glory, "glory_points": p.glory, "stash_glory": p.stash // per,
                     "stash_glory_points": p.stash // per, "gold": p.gold + p.stash,
                     "points": p.glory + p.stash // per})
    keys = [(r["points"], r["gold"]) for r in rows]
    for r, k in zip(rows, keys):
        r["rank"] = 1 + sum(o > k for o in keys)
    return rows
