"""Small read-only views that show themselves in a notebook: a ship board and a round's log.

They hold a reference to the game and render lazily, so making one costs nothing.
"""

from ..display.eventlog import EventLog  # noqa: F401 (a round's log; importable from here)


class ShipBoard:
    """One player's ship board: sections, tiles, hold, chest and captain cards."""

    def __init__(self, game, seat: int):
        self.game, self.seat = game, seat

    @property
    def player(self):
        return self.game.players[self.seat]

    def __repr__(self):
        from .render import ship_text
        return ship_text(self.game, self.player)

    def _repr_html_(self):
        from .render import ship_html
        return ship_html(self.game, self.player)


def round_logs(game) -> list:
    """The log split into rounds: [(round number, sentences)], setup lines in round 1."""
    rounds, current = [], []
    number = 1
    for parts in game.events:
        text = parts[0].format(*parts[1:])
        if parts[0].startswith("Round {}: the dice") and current:
            rounds.append((number, current))
            number, current = parts[1], []
        current.append(text)
    rounds.append((number, current))
    return rounds
