"""The scoring table as a pandas DataFrame, with a styled view for display."""

from ..rules.scoring import CATEGORIES, CATEGORY_NAMES, final_rows
from ...kernel.optional import pandas

COLUMNS = [c for cat in CATEGORIES for c in (cat, cat + "_rank", cat + "_points")] + [
    "good_joints", "bad_joints", "joint_points", "empty_slots", "empty_points", "most_empty_points", "set_points",
    "points", "rank"]

# The styled table's columns: (group, column) headers in plain words for flat columns of
# scoring_frame. The groups are the rulebook's scoring categories. A majority's rank is left
# out: its points (5, 2 or 0) say it, and scores() keeps it.
GROUPED = {}
for _cat in CATEGORIES:
    GROUPED[_cat] = (CATEGORY_NAMES[_cat], _cat)
    GROUPED[_cat + "_points"] = (CATEGORY_NAMES[_cat], "points")
GROUPED.update({
    "good_joints": ("Joints", "good"), "bad_joints": ("Joints", "bad"), "joint_points": ("Joints", "points"),
    "empty_slots": ("Empty slots", "slots"), "empty_points": ("Empty slots", "points"),
    "most_empty_points": ("Empty slots", "the most"), "set_points": ("Sets", "points"),
    "points": ("Total", "points"), "rank": ("Total", "rank"),
})


def scoring_frame(game):
    """One row per player: the three majorities (measure, rank, points), joints, empty slots,
    sets, the total (points) and the overall rank. Before the end: "if the game ended now"."""
    pd = pandas("game.scores()")
    return pd.DataFrame(final_rows(game), columns=["player"] + COLUMNS).set_index("player")


def grouped_frame(game):
    """:func:`scoring_frame` with grouped headers (a MultiIndex on the columns: "Fastest ship",
    "Richest pirate", "Biggest ship", "Joints", "Empty slots", "Sets", "Total"), best first,
    without the majorities' ranks."""
    pd = pandas("game.scoring_table()")
    flat = scoring_frame(game)
    df = flat[[c for c in flat.columns if c in GROUPED]].copy()
    df.columns = pd.MultiIndex.from_tuples([GROUPED[c] for c in df.columns])
    df.index.name = None                  # the names say what the rows are; a "player" row would be empty
    return df.sort_values([("Total", "rank")], kind="stable")


def scoring_table(game):
    """The scoring as it fits a notebook cell: each category's points (the most empty slots'
    too), the total and the rank (``.data``), the best points of each kind in bold; what each
    category counted is its ``.detail``, under the table in a closed <details> element (the
    whole :func:`grouped_frame`, one column per player; ``game.scores()`` has flat columns)."""
    from ...display.tables import summarised
    df = grouped_frame(game)
    keep = [c for c in df.columns if c[1] in ("points", "the most") or c[0] == "Total"]
    caption = "Final scoring" if game.over else f"If the game ended now (round {game.round})"
    return summarised(df, keep, "nassau-piratoons-scoring", caption, "What each category counted",
                      highlight=lambda d: d.apply(lambda col: col == col.max() if col.name[1] == "points" else col != col))
