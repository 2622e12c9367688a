"""The scoring table as a pandas DataFrame, with a styled view for display."""

from .scoring import final_rows

# (group, column) headers in plain words for the flat columns of scores().
GROUPED = {
    "glory": ("Glory", "earned"), "stash": ("Stash", "gold"), "stash_glory": ("Stash", "glory"),
    "gold": ("Tie-break", "gold"), "points": ("Total", "glory"), "rank": ("Total", "rank"),
}


def scoring_frame(game):
    """One row per captain: glory earned, the stash's gold and glory, the tie-break's gold
    (stash and ship), the total and the rank. Before the end it is "if the game ended now",
    and it shows the stashes, which the players do not see until then."""
    import pandas as pd
    rows = final_rows(game)
    for r, p in zip(rows, game.players):
        r["stash"] = p.stash
    columns = ["glory", "glory_points", "stash", "stash_glory", "stash_glory_points", "gold", "points", "rank"]
    return pd.DataFrame(rows, columns=["player"] + columns).set_index("player")


def grouped_frame(game):
    import pandas as pd
    flat = scoring_frame(game)
    df = flat[list(GROUPED)].copy()
    df.columns = pd.MultiIndex.from_tuples([GROUPED[c] for c in df.columns])
    df.index.name = None
    return df.sort_values([("Total", "rank")], kind="stable")


def scoring_table(game):
    """The scoring as a styled table with grouped headers (``.data``), the most glory in bold."""
    from ..display.tables import style
    caption = "Final scoring" if game.over else f"If the game ended now (round {game.round})"
    return style(grouped_frame(game), "nassau-marauders-scoring", caption,
                 highlight=lambda d: d.apply(lambda col: col == col.max() if col.name == ("Total", "glory")
                                             else col != col))
