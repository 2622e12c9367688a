"""Small read-only views that show themselves in a notebook: the chest and the auction.
They hold a reference to the game and render lazily."""


class ChestView:
    """The chest's nine tiles and the claims revealed on them."""

    def __init__(self, game):
        self.game = game

    def __repr__(self):
        from .render import chest_text
        return chest_text(self.game)

    def _repr_html_(self):
        from .render import chest_html
        return chest_html(self.game)


class AuctionView:
    """The tiles overboard, the bids (sealed until revealed) and who picks next."""

    def __init__(self, game):
        self.game = game

    def __repr__(self):
        from .render import auction_text
        return auction_text(self.game)

    def _repr_html_(self):
        from .render import auction_html
        return auction_html(self.game)
