"""The scoring: glory points, stashed glory revealed, and the tie-break of a game that ends
at the round limit (most gold, stash and ship; then shared)."""

CATEGORIES = ("glory", "stash_glory")

# Seas of Glory's variant "Glory or Death": each hidden glory point costs more than the last
# (the rulebook's 10/15/20/25/30 gold); past the fifth, each costs the last price (a ruling).
GLORY_OR_DEATH = (10, 15, 20, 25, 30)


def stash_glory(game, gold: int) -> int:
    """The hidden glory points of ``gold`` in a stash: one per 10 gold, or by the rising
    prices of Glory or Death."""
    if "glory-or-death" not in game.variants:
        return gold // game.comp.rules.stash_glory_per
    points = 0
    for cost in GLORY_OR_DEATH:
        if gold < cost:
            return points
        gold, points = gold - cost, points + 1
    return points + gold // GLORY_OR_DEATH[-1]


def final_rows(game) -> list:
    rows = []
    for p in game.players:
        hidden = stash_glory(game, p.stash)
        rows.append({"player": p.name, "glory": p.glory, "glory_points": p.glory, "stash_glory": hidden,
                     "stash_glory_points": hidden, "gold": p.gold + p.stash, "points": p.glory + hidden,
                     "pirate": int(p.pirate), "bounty": sum(p.bounty)})
    keys = [(r["points"], r["gold"]) for r in rows]
    for r, k in zip(rows, keys):
        r["rank"] = 1 + sum(o > k for o in keys)
    return rows
