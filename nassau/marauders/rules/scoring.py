"""The scoring: glory points, stashed glory revealed, and the tie-break of a game that ends
at the round limit (most gold, stash and ship; then shared)."""

from . import extensions as ext

CATEGORIES = ("glory", "stash_glory")
GAME_OVER = "The game is over: "     # the log's sentence of the end starts so, its reason after it


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


def ending(game) -> list:
    """Why the game ended (the log's own sentence), and where each captain's points came
    from, best first: the glory earned, and the hidden glory of the gold stashed. A tie for
    first place on points says that the gold breaks it."""
    if not game.over:
        return []
    from ...kernel.english import plural, sentence
    why = next((line for line in reversed(game.log()) if line.startswith(GAME_OVER)), "")[len(GAME_OVER):]
    lines = [why[0].upper() + why[1:]] if why else []
    rows = sorted(final_rows(game), key=lambda r: (r["rank"], game.names.index(r["player"])))
    for r in rows:
        stash = next(p.stash for p in game.players if p.name == r["player"])
        if not stash:
            source = "nothing stashed"
        elif r["stash_glory"]:
            source = f"{plural(r['stash_glory'], 'hidden glory point')} for the {stash} gold stashed"
        else:
            source = f"{stash} gold stashed, too little for a glory point"
        earned = f"{plural(r['glory'], 'glory point')} earned" if r["glory"] else "no glory earned"
        lines.append(sentence("{}: {}, {}: {}.", [r["player"], earned, source, plural(r["points"], "point")]))
    first = [r for r in rows if r["points"] == rows[0]["points"]]
    if len(first) > 1:
        golds = ", ".join(f"{r['player']} {r['gold']}" for r in first)
        shared = " (a shared victory)" if first[0]["gold"] == first[1]["gold"] else ""
        lines.append(f"First place is tied at {plural(first[0]['points'], 'point')}; the gold, stash included, "
                     f"decides: {golds}{shared}.")
    return lines
