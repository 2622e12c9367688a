"""A plain-text account of a game: its event log round by round, then the scoring table.

The text depends only on the game's events and final position, so a game and its
replay from a saved record give byte-identical accounts.
"""

from .tables import scoring_frame
from ..kernel.log import round_logs


def account(game) -> str:
    """The whole game as text: "Round N" sections of log sentences, then the scores."""
    lines = [f"Pirates of Nassau, {game.n} players: {', '.join(game.names)}"]
    for number, sentences in round_logs(game.events):
        lines += ["", f"Round {number}"]
        lines += ["  " + s for s in sentences]
    lines += ["", "Final scores" if game.is_over else "Scores so far", scoring_frame(game).to_string(), "",
              _result(game)]
    return "\n".join(lines) + "\n"


def _result(game) -> str:
    winner = game.winner()
    if winner is None:
        return "No winner: the top players are still tied after the tie-breaks." if game.is_over else \
            "No single leader yet."
    points = int(game.scores().loc[winner, "points"])
    return f"{'Winner' if game.is_over else 'Leader'}: {winner} with {points} victory points."
