"""What a shared table's server draws for one seat of Merchants & Marauders: the public
picture (the map and the captains' public table, the game's own notebook view), the seat's own
position panel (its ship board, and its hand, rumors and stash) and a choice's plain words.
Each is drawn from the true game on the server; the tables' privacy tests hold that none of
them changes with what the seat cannot see."""

from .describe import in_game
from .position import position_html


def public_html(game) -> str:
    return game._repr_html_()


def seat_html(game, seat: int) -> str:
    return position_html(game, seat, private=True)


def choice_words(game, action) -> str:
    return in_game(game, action)


def css() -> str:
    """The stylesheet of the seat's panel: the play widget's own (its position panel's rules)."""
    from ...display.widgets import asset
    return asset("marauders.css").read_text(encoding="utf-8")
