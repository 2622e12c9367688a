"""A plain-text account of a game, the same for every game: its log round by round, then
the scoring table, then (while the game goes on) who leads. A finished game's log already
ends with its winner, so the account does not say it twice.

The text depends only on the game's events and final position, so a game and its replay
from a saved record give byte-identical accounts.
"""

from ..kernel.english import plural, sentence, series
from ..kernel.log import round_logs


def account(game, table) -> str:
    """The whole game as text; ``table`` is the scoring DataFrame to print."""
    lines = [f"{game.title}{game._mode_tag()}, {game.n} players: {', '.join(game.names)}"]
    for number, sentences in round_logs(game.events):
        lines += ["", f"Round {number}"] + ["  " + s for s in sentences]
    lines += ["", "Final scores" if game.is_over else "Scores so far", table.to_string()]
    if not game.is_over:
        lines += ["", result(game)]
    return "\n".join(lines) + "\n"


def result(game) -> str:
    """One line: the winner (or who leads before the end), or who shares first place."""
    rows = [r for r in game.final_rows() if r["rank"] == 1]
    top, points = [r["player"] for r in rows], int(rows[0]["points"])
    if len(top) == 1:
        head = "Winner" if game.is_over else "Leader"
    else:
        head = "Shared victory" if game.is_over else "Shared lead"
    return sentence(head + ": " + series(len(top)) + " with {}.", [*top, plural(points, "point")])
