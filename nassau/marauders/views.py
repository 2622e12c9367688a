"""A small read-only view that shows itself in a notebook: one captain's board.

It holds the game and the seat and renders when shown, so making one costs nothing.
"""


class CaptainBoard:
    """One captain's board, public side: the captain card, the ship and its five locations,
    cargo, weapons, modifications, specialists, missions, bounties, gold and glory."""

    def __init__(self, game, seat: int):
        self.game, self.seat = game, seat

    @property
    def player(self):
        return self.game.players[self.seat]

    def __repr__(self):
        from .render import captain_text
        return captain_text(self.game, self.player)

    def _repr_html_(self):
        from .render import captain_html
        return captain_html(self.game, self.player)
