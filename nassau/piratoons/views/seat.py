"""What a shared table's server draws for one seat of Piratoons, beside the game's own notebook
view that every seat sees alike (where sealed claims and bids read "hidden" and "sealed"): the
seat's "your position" panel (from its own observation and the public scoring) and a choice's
plain words."""

from . import describe
from .position import position_html, score_row

CSS_FILE = "piratoons.css"        # the stylesheet of the seat's panel: the play widget's own


def seat_html(game, seat: int) -> str:
    return position_html(game.observation(seat), score_row(game, seat))


def choice_words(game, action) -> str:
    return describe.action(action)

