"""Small read-only views that show themselves in a notebook: one captain's board, and a
fight or a raid in progress.

Each holds the game (and a seat) and renders when shown, so making one costs nothing.
"""


class CaptainBoard:
    """One captain's board: the captain card, the ship board (drawn, with its damage), cargo,
    weapons, modifications, specialists, missions, bounties, gold and glory. The public side
    counts the glory cards and rumors in hand; the private side (``viewer`` is the captain)
    names them and shows the stash."""

    def __init__(self, game, seat: int, viewer=None):
        self.game, self.seat, self.viewer = game, seat, viewer

    @property
    def player(self):
        return self.game.players[self.seat]

    @property
    def private(self) -> bool:
        """Whether this is the captain's own view (his hidden cards and stash shown)."""
        return self.viewer == self.seat

    def __repr__(self):
        from .shipboard import board_text
        return board_text(self.game, self.player, self.private)

    def _repr_html_(self):
        from .shipboard import board_html
        return board_html(self.game, self.player, self.private)

    def to_svg(self):
        """The ship board as a self-contained SVG (public: the same for every viewer)."""
        from .shipboard import ship_svg
        return ship_svg(self.game, self.player)

    def save_svg(self, path):
        return self.to_svg().save(path)


class FightView:
    """A naval fight or a merchant raid in progress: both ships with their damage, the
    declarations, the latest dice of each side and the report (read from the game's log)."""

    def __init__(self, game):
        self.game = game

    def __repr__(self):
        from .fightview import view_text
        return view_text(self.game)

    def _repr_html_(self):
        from .fightview import view_html
        return view_html(self.game)

    def to_svg(self):
        """The fight or the raid as a self-contained SVG."""
        from .fightview import view_svg
        return view_svg(self.game)

    def save_svg(self, path):
        return self.to_svg().save(path)


def board(game, player, viewer=None, private: bool = False) -> CaptainBoard:
    """One captain's board (by seat or name): captain card, ship board (drawn, with its
    damage), cargo, weapons, modifications, specialists, missions, bounties, gold, glory.
    The public side counts the cards in hand; the captain's own side (``viewer`` is the
    captain, or ``private=True``) names his glory cards and rumors and shows his stash."""
    seat = game.seat_of(player)
    return CaptainBoard(game, seat, seat if private else None if viewer is None else game.seat_of(viewer))
