"""A small read-only view that shows itself in a notebook: a player's ship board.

It holds a reference to the game and renders lazily, so making one costs nothing.
"""


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


def board(game, player) -> ShipBoard:
    """One player's ship board (by seat or name): sections, tiles, hold, chest, captain cards."""
    return ShipBoard(game, game.seat_of(player))
