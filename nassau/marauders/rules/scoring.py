"""The scoring: glory points, stashed glory revealed, and the tie-break of a game that ends
at the round limit (most gold, stash and ship; then shared)."""

from . import extensions as ext

CATEGORIES = ("glory", "stash_glory")


def stash_glory(game, gold: int) -> int:
    """The hidden glory points of ``gold`` in a stash: one per 10 gold (an expansion's
    variant may price them otherwise: Seas of Glory's Glory or Death)."""
    points = ext.stash_glory(game, gold)
    return gold // game.comp.rules.stash_glory_per if points is None else points


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
