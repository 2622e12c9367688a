"""A plain-text account of a game of Piratoons (see :mod:`nassau.display.account`)."""

from ...display import account as text
from .tables import scoring_frame

result = text.result


def account(game) -> str:
    df = scoring_frame(game)[["sails_points", "coins_points", "barrels_points", "joint_points", "empty_points",
                              "most_empty_points", "set_points", "points", "rank"]]
    df.columns = ["sails", "coins", "barrels", "joints", "empty", "most empty", "sets", "points", "rank"]
    return text.account(game, df)
