"""What a shared table's server draws for one seat of Piratoons: the public picture (the
chest, the auction, the ships and the players' table, the game's own notebook view, where
sealed claims and bids read "hidden" and "sealed"), the seat's "your position" panel (from its
own observation and the public scoring) and a choice's plain words."""

from . import describe
from .position import position_html, score_row


def public_html(game) -> str:
    return game._repr_html_()


def seat_html(game, seat: int) -> str:
    return position_html(game.observation(seat), score_row(game, seat))


def choice_words(game, action) -> str:
    return describe.action(action)


def css() -> str:
    """The stylesheet of the seat's panel: the play table's own."""
    from ...display.widgets import asset
    return asset("piratoons.css").read_text(encoding="utf-8")
