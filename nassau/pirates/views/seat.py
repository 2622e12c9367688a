"""What a shared table's server draws for one seat of Pirates of Nassau: the public picture
(the board and the players' table, the game's own notebook view), the seat's position panel and
a choice's plain words. Pirates of Nassau hides only its face-down piles, which none of them
shows; the tables' privacy tests hold that."""

from . import describe
from .position import position_html


def public_html(game) -> str:
    return game._repr_html_()


def seat_html(game, seat: int) -> str:
    return position_html(game, seat)


def choice_words(game, action) -> str:
    return describe.action(action)


def css() -> str:
    """The stylesheet of the seat's panel: the board widget's own (its position panel's rules)."""
    from ...display.widgets import asset
    return asset("board.css").read_text(encoding="utf-8")
