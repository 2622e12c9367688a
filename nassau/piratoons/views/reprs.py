"""How Piratoons' objects show themselves in a notebook.

Wired on from the display side (see :mod:`nassau.kernel.wiring`): the rules modules
never import their views, and the views are imported on first display.
"""

from ...kernel.log import EventLog
from ...kernel.wiring import lazy
from ..rules.actions import Action
from ..rules.components import Tile
from ..rules.ship import Ship
from ..rules.game import Game


def _eventlog():
    from ...display import eventlog
    return eventlog


def _render():
    from . import render
    return render


def _tables():
    from . import tables
    return tables


def _boards():
    from . import boards
    return boards


def _describe():
    from . import describe
    return describe


Tile._repr_html_ = lazy(_render, "tile_html")
Ship.__repr__ = lazy(_render, "ship_text")
Ship._repr_html_ = lazy(_render, "ship_html")
Ship.to_svg = lazy(_render, "ship_svg", "The ship as a self-contained SVG (an ``SVG`` str with ``.save(path)``).")
Action.describe = lazy(_describe, "action", "What the action does, in plain English.")

# The game itself: text, HTML and SVG, from the render module on first display.
Game.__str__ = lazy(_render, "game_text", "The table in plain text.")
Game._repr_html_ = lazy(_render, "game_html")
Game.to_svg = lazy(_render, "board_svg", "The table as a self-contained SVG (an ``SVG`` str with ``.save(path)``).")
Game.scores = lazy(_tables, "scoring_frame", "The scoring table (final, or as if the game ended now) as a pandas "
                                             "DataFrame.")
Game.scoring_table = lazy(_tables, "scoring_table", "The scoring table with a styled view (``.data`` is the DataFrame).")
Game.chest_view = lazy(_boards, "ChestView", "The chest: its tiles and the claims revealed on them.")
Game.auction_view = lazy(_boards, "AuctionView", "The auction: the tiles overboard, the bids (once revealed) and "
                                                 "who picks next.")
EventLog._repr_html_ = lazy(_eventlog, "event_log_html", "The log as a numbered list under its title.")
