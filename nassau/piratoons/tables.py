"""The scoring table as a pandas DataFrame, with a styled view for display."""

from .scoring import CATEGORIES, final_rows

COLUMNS = [c for cat in CATEGORIES for c in (cat, cat + "_rank", cat + "_points")] + [
    "good_joints", "bad_joints", "joint_points", "empty_slots", "empty_points", "most_empty_points", "set_points",
    "points", "rank"]


def scoring_frame(game):
    """One row per player: the three majorities (measure, rank, points), joints, empty slots,
    sets, the total (points) and the overall rank. Before the end: "if the game ended now"."""
    import pandas as pd
    return pd.DataFrame(final_rows(game), columns=["player"] + COLUMNS).set_index("player")


def scoring_table(game):
    from ..display.tables import style
    df = scoring_frame(game)
    caption = "Final scoring" if game.over else f"If the game ended now (round {game.round})"
    points = [c for c in df.columns if c.endswith("_points") or c == "points"]
    return style(df, "nassau-piratoons-scoring", caption,
                 highlight=lambda d: d.apply(lambda col: col == col.max() if col.name in points else col != col))
