"""How Pirates of Nassau's objects show themselves in a notebook.

Wired on from the display side (see :mod:`nassau.kernel.wiring`): the rules modules
never import their views, and the views are imported on first display.
"""

from ..kernel.wiring import lazy
from .actions import Action
from .components import Captain, Merchant, NavyCard, TileKind
from .state import Player
from .game import Game


def _render():
    from . import render
    return render


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
