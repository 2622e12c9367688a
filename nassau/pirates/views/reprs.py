"""How Pirates of Nassau's objects show themselves in a notebook.

Wired on from the display side (see :mod:`nassau.kernel.wiring`): the rules modules
never import their views, and the views are imported on first display.
"""

from ...kernel.log import EventLog
from ...kernel.wiring import lazy
from ..rules.actions import Action
from ..rules.components import Captain, Merchant, NavyCard, TileKind
from ..rules.state import Player
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


Merchant._repr_html_ = lazy(_render, "merchant_html")
NavyCard._repr_html_ = lazy(_render, "navy_html")
Captain._repr_html_ = lazy(_render, "captain_html")
TileKind._repr_html_ = lazy(_render, "tile_html")
Player._repr_html_ = lazy(_render, "player_html")
Action._repr_html_ = lazy(_render, "action_html")
Action.describe = lazy(_describe, "action", "What the action does, in plain English.")

# The game itself: text, HTML and SVG, from the render module on first display.
Game.__str__ = lazy(_render, "game_text", "The table in plain text.")
Game._repr_html_ = lazy(_render, "game_html")
Game.to_svg = lazy(_render, "board_svg", "The table as a self-contained SVG (an ``SVG`` str with ``.save(path)``).")
Game.scoring_table = lazy(_tables, "scoring_table", "The scoring table with a styled view (``.data`` is the DataFrame).")
Game.infamy_table = lazy(_tables, "infamy_table", "Everyone's infamy per round, with a styled view.")
Game.board = Game.ship_board = lazy(_boards, "board", "One player's ship board (by seat or name): sections, tiles, "
                                                      "hold, chest, captain cards.")
EventLog._repr_html_ = lazy(_eventlog, "event_log_html", "The log as a numbered list under its title.")
