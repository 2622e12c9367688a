"""A plain-text account of a game of Pirates of Nassau (see :mod:`nassau.display.account`)."""

from ...display import account as text
from ..rules.scoring import CATEGORIES

result = text.result


def account(game) -> str:
    return text.account(game, score_lines(game))


def score_lines(game):
    """The scores, narrow enough for a terminal: each category's measure with its points in
    brackets, the total, the rank and the tie-break."""
    df = game.scores()
    table = df[["points", "rank", "tie_break"]].rename(columns={"tie_break": "tie-break"})
    for cat in reversed(CATEGORIES):
        table.insert(0, cat, [f"{m} ({p})" for m, p in zip(df[cat], df[cat + "_points"])])
    return table.sort_values(["rank", "points"], kind="stable")
