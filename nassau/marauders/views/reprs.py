"""How Merchants & Marauders' objects show themselves in a notebook.

Wired on from the display side (see :mod:`nassau.kernel.wiring`): the rules modules
never import their views, and the views are imported on first display. Every record of the
component file (zones, goods, ships, captains, NPCs, events, cargo, glory, rumor and mission
cards, modifications, special weapons, demand and merchant tokens) says in one line what is
printed on it and shows itself as a small card (:mod:`.cards`).
"""

from ...kernel.log import EventLog
from ...kernel.wiring import lazy
from ..rules.actions import Action
from ..rules.components import (CargoCard, Captain, DemandToken, Event, GloryCard, Good, Location, MerchantToken, Mission,
                         Mod, Npc, Rumor, Ship, Weapon, Zone)
from ..rules.game import Game
from ..rules.sea import SeaMap

KINDS = (Zone, Good, Ship, Captain, Npc, Event, CargoCard, GloryCard, Rumor, Mission, Mod, Weapon, DemandToken,
         MerchantToken, Location)


def _eventlog():
    from ...display import eventlog
    return eventlog


def _tables():
    from . import tables
    return tables


def _boards():
    from . import boards
    return boards


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


def _switches():
    from ..seas_of_glory import switches
    return switches


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
Game.scores = lazy(_tables, "scoring_frame", "Glory earned, the stashes' glory, the tie-break's gold, the total and "
                                             "the rank.")
Game.scoring_table = lazy(_tables, "scoring_table", """The scoring with a styled view (``.data`` is the DataFrame).
During the game it is "if the game ended now" as the table sees it: glory in play, every stash hidden (but
``viewer``'s own); ``reveal=True`` shows every stash. The game over, all is revealed.""")
Game.glory_table = lazy(_tables, "glory_table", """Each captain's glory in play at the end of each round (and now),
with a styled view; ``reveal=True`` counts the stashed glory too (read from the log, not kept in the state).""")
Game.board = lazy(_boards, "board", """One captain's board (by seat or name): captain card, ship board, cargo, weapons,
modifications, specialists, missions, bounties, gold, glory; the captain's own side (``viewer`` is the captain, or
``private=True``) names his glory cards and rumors and shows his stash.""")
Game.fight_view = lazy(_boards, "FightView", """The naval fight or merchant raid in progress (both ships and their
damage, the declarations, the dice, the report), shown as text, HTML and ``to_svg()``.""")
Game.modules_table = lazy(_switches, "modules_table", """The Seas of Glory modules and variants (a DataFrame), and
which are switched on in this game.""")
EventLog._repr_html_ = lazy(_eventlog, "event_log_html", "The log as a numbered list under its title.")
