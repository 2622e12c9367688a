"""What a shared table's server draws for one seat of Merchants & Marauders, beside the game's
own notebook view that every seat sees alike: the seat's own position panel (its ship board,
and its hand, rumors and stash) and a choice's plain words. Each is drawn from the true game on
the server; the tables' privacy tests hold that none of them changes with what the seat cannot
see."""

from .describe import in_game
from .position import position_html

CSS_FILE = "marauders.css"        # the stylesheet of the seat's panel: the play widget's own


def seat_html(game, seat: int) -> str:
    return position_html(game, seat, private=True)


def choice_words(game, action) -> str:
    return in_game(game, action)

