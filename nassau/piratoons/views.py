"""Small read-only views that show themselves in a notebook: the chest, the auction and a
round's log. They hold a reference to the game and render lazily."""

from ..display.eventlog import EventLog  # noqa: F401 (a round's log; importable from here)


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


def round_logs(game) -> list:
    """The log split into rounds: [(round number, sentences)]; the setup line goes with round 1."""
    rounds, current, number = [], [], 1
    for parts in game.events:
        if parts[0].startswith("Round {}: ") and current and parts[1] != number:
            rounds.append((number, current))
            number, current = parts[1], []
        current.append(parts[0].format(*parts[1:]))
    rounds.append((number, current))
    return rounds
