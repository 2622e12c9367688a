"""A plain-text account of a game: its log round by round, then the scoring table.

The text depends only on the game's events and final position, so a game and its replay
from a saved record give byte-identical accounts.
"""

from .tables import scoring_frame
from ..kernel.log import round_logs


def account(game) -> str:
    mode = " (refereed table)" if game.mode == "referee" else ""
    lines = [f"Piratoons{mode}, {game.n} players: {', '.join(game.names)}"]
    for number, sentences in round_logs(game.events):
        lines += ["", f"Round {number}"] + ["  " + s for s in sentences]
    df = scoring_frame(game)[["sails_points", "coins_points", "barrels_points", "joint_points", "empty_points",
                              "most_empty_points", "set_points", "points", "rank"]]
    df.columns = ["sails", "coins", "barrels", "joints", "empty", "most empty", "sets", "total", "rank"]
    lines += ["", "Final scores" if game.is_over else "Scores so far", df.to_string(), "", result(game)]
    return "\n".join(lines) + "\n"


def result(game) -> str:
    df = scoring_frame(game)
    top = [name for name, rank in df["rank"].items() if rank == 1]
    points = int(df.loc[top[0], "points"])
    word = "Winner" if game.is_over else "Leader"
    if len(top) == 1:
        return f"{word}: {top[0]} with {points} points."
    return f"{'Shared victory' if game.is_over else 'Shared lead'}: {', '.join(top)} with {points} points."
