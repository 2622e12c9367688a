"""Final scoring: four categories, 7/5/3/1/0 points, shared ranks, and the tie-breaks."""

POINTS = (7, 5, 3, 1, 0)
CATEGORIES = ("infamy", "motley", "ship", "treasure")
CATEGORY_NAMES = {"infamy": "Most infamous", "motley": "Motley crew", "ship": "Best ship", "treasure": "Richest"}


def measures(game, p) -> dict:
    return {
        "infamy": p.infamy,                         # the track value plus 100 per lap
        "motley": game.ship.motley(p),
        "ship": game.ship.best_ship(p),
        "treasure": p.chest + 5 * p.doubloons,      # the chest only, never the hold
    }


def competition_ranks(values) -> list:
    """Rank 1 for the highest; tied values share a rank and the next ranks are skipped."""
    return [1 + sum(v > x for v in values) for x in values]


def points_for_rank(rank: int) -> int:
    return POINTS[rank - 1] if rank <= len(POINTS) else 0


def final_rows(game) -> list:
    rows = []
    meas = [measures(game, p) for p in game.players]
    for cat in CATEGORIES:
        ranks = competition_ranks([m[cat] for m in meas])
        for m, r in zip(meas, ranks):
            m[cat + "_rank"] = r
            m[cat + "_points"] = points_for_rank(r)
    for p, m in zip(game.players, meas):
        m["points"] = sum(m[c + "_points"] for c in CATEGORIES)
        rows.append({"player": p.name, **m})
    # overall: points, then buried treasure, then infamy
    keys = [(r["points"], r["treasure"], r["infamy"]) for r in rows]
    for r, k in zip(rows, keys):
        r["rank"] = 1 + sum(o > k for o in keys)
        tied_points = [o for o in keys if o[0] == k[0] and o != k]
        r["tie_break"] = _tie_break_note(k, tied_points)
    return rows


def _tie_break_note(k, others) -> str:
    if not others:
        return ""
    if all(o[1] != k[1] for o in others):
        return "buried treasure"
    if all(o[1] != k[1] or o[2] != k[2] for o in others):
        return "buried treasure, then infamy"
    return "still tied"
