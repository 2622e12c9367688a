"""Scoring tables as pandas DataFrames, each with a styled view for display."""

from ..rules import scoring
from ...kernel.optional import pandas


def scoring_frame(game):
    """The four categories' measures, ranks and points, the total, the overall rank and tie-breaks.

    Before the end of the game this is the table "if the game ended now".
    """
    pd = pandas("game.scores()")
    rows = []
    for r in scoring.final_rows(game):
        row = {"player": r["player"]}
        for cat in scoring.CATEGORIES:
            name = scoring.CATEGORY_NAMES[cat]
            row[(name, "measure")] = r[cat]
            row[(name, "rank")] = r[cat + "_rank"]
            row[(name, "points")] = r[cat + "_points"]
        row[("Total", "points")] = r["points"]
        row[("Total", "rank")] = r["rank"]
        row[("Total", "tie-break")] = r["tie_break"]
        rows.append(row)
    df = pd.DataFrame(rows).set_index("player")
    df.columns = pd.MultiIndex.from_tuples(df.columns)
    return df.sort_values([("Total", "rank"), ("Total", "points")], kind="stable")


def scoring_table(game):
    """The scoring as it fits a notebook cell: each category's points, the total, the rank and
    the tie-break (``.data``), the best points in bold; each category's measure and rank are its
    ``.detail``, under the table in a closed <details> element (the whole :func:`scoring_frame`,
    one column per player). A category's rank is left out of the table: its points say it."""
    from ...display.tables import summarised
    df = scoring_frame(game)
    keep = [c for c in df.columns if c[1] == "points" or c[0] == "Total"]
    caption = "Final scoring" if game.over else f"If the game ended now (round {game.round})"
    return summarised(df, keep, "nassau-scoring", caption, "Each category's measure, rank and points",
                      highlight=lambda d: d.apply(lambda col: col == col.max() if col.name[1] == "points" else col != col))


def infamy_frame(game):
    """Infamy at the end of each finished round, and now."""
    pd = pandas("game.infamy_table()")
    last = game.round if game.over else game.round - 1      # the latest finished round
    first = last - len(game.infamy_rounds) + 1              # (a hand-set game may start later)
    rows = {f"round {i}": list(r) for i, r in enumerate(game.infamy_rounds, first)}
    if not game.over:
        rows["now"] = [p.infamy for p in game.players]
    df = pd.DataFrame.from_dict(rows, orient="index", columns=game.names)
    df.index.name = "when"
    return df


def infamy_table(game):
    from ...display.tables import style
    return style(infamy_frame(game), "nassau-infamy", "Infamy per round")
