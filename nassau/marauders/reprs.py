"""How Merchants & Marauders' objects show themselves in a notebook.

Wired on from the display side (see :mod:`nassau.kernel.wiring`): the rules modules
never import their views, and the views are imported on first display.
"""

from ..kernel.wiring import lazy
from .actions import Action
from .components import Captain, Event, GloryCard, Ship
from .sea import SeaMap


def _render():
    from . import render
    return render


def _charts():
    from . import charts
    return charts


def _describe():
    from . import describe
    return describe


Action._repr_html_ = lazy(_render, "action_html")
Action.describe = lazy(_describe, "action", "What the action does, in plain English.")
Captain._repr_html_ = lazy(_render, "captain_card_html")
Ship._repr_html_ = lazy(_render, "ship_card_html")
Event._repr_html_ = lazy(_render, "event_card_html")
GloryCard._repr_html_ = lazy(_render, "glory_card_html")
SeaMap.draw = lazy(_charts, "sea_graph_svg", "The graph drawn at the board's places (an SVG); ``path`` marks a route.")
SeaMap._repr_svg_ = lazy(_charts, "sea_graph_repr_svg")
SeaMap._repr_html_ = lazy(_charts, "sea_graph_html")
