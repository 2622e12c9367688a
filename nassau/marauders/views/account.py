"""A plain-text account of a game of Merchants & Marauders (see :mod:`nassau.display.account`):
every event, roll and decision, then the scores with the stashes revealed."""

from ...display import account as text
from .tables import scoring_frame

result = text.result


def account(game) -> str:
    df = scoring_frame(game)[["glory", "stash", "stash_glory", "gold", "points", "rank"]]
    df.columns = ["glory", "stash", "stash glory", "gold", "points", "rank"]
    return text.account(game, df.sort_values(["rank"], kind="stable"))
