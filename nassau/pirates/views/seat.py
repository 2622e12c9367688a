"""What a shared table's server draws for one seat of Pirates of Nassau, beside the game's own
notebook view that every seat sees alike: the seat's position panel and a choice's plain words.
Pirates of Nassau hides only its face-down piles, which neither shows; the tables' privacy
tests hold that."""

from . import describe
from .position import position_html

CSS_FILE = "board.css"        # the stylesheet of the seat's panel: the play widget's own


def seat_html(game, seat: int) -> str:
    return position_html(game, seat)


def choice_words(game, action) -> str:
    return describe.action(action)

