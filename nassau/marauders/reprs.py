"""How Merchants & Marauders' objects show themselves in a notebook.

Wired on from the display side (see :mod:`nassau.kernel.wiring`): the rules modules
never import their views, and the views are imported on first display. Every record of the
component file (zones, goods, ships, captains, NPCs, events, cargo, glory, rumor and mission
cards, modifications, special weapons, demand and merchant tokens) says in one line what is
printed on it and shows itself as a small card (:mod:`.cards`).
"""

from ..kernel.wiring import lazy
from .actions import Action
from .components import (CargoCard, Captain, DemandToken, Event, GloryCard, Good, Location, MerchantToken, Mission,
                         Mod, Npc, Rumor, Ship, Weapon, Zone)
from .game import Game
from .sea import SeaMap

KINDS = (Zone, Good, Ship, Captain, Npc, Event, CargoCard, GloryCard, Rumor, Mission, Mod, Weapon, DemandToken,
         MerchantToken, Location)


def _fightview():
    from . import fightview
    return fightview


def _render():
    from . import render
    return render


def _cards():
    from . import cards
    return cards


def _charts():
    from . import charts
    return charts


def _describe():
    from . import describe
    return describe


Action._repr_html_ = lazy(_render, "action_html")
Action.describe = lazy(_describe, "action", "What the action does, in plain English.")
for _kind in KINDS:
    _kind.__repr__ = lazy(_cards, "card_text", "What is printed on the card or token, in one line.")
    _kind._repr_html_ = lazy(_cards, "card_html", "The card or token as a small card.")
SeaMap.draw = lazy(_charts, "sea_graph_svg", "The graph drawn at the board's places (an SVG); ``path`` marks a route.")
SeaMap._repr_svg_ = lazy(_charts, "sea_graph_repr_svg")
SeaMap._repr_html_ = lazy(_charts, "sea_graph_html")

# The game itself: text, HTML and SVG, from the render module on first display.
Game.__str__ = lazy(_render, "game_text", "The table in plain text.")
Game._repr_html_ = lazy(_fightview, "game_html", "The map and the captains, and under them a fight or raid in progress.")
Game.to_svg = lazy(_render, "board_svg", "The table as a self-contained SVG (an ``SVG`` str with ``.save(path)``).")
