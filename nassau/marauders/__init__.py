"""Merchants & Marauders (Z-Man, 2010): the rules engine, being built (not yet a registered game).

    >>> from nassau import marauders
    >>> game = marauders.new_game(players=4, seed=1)
    >>> marauders.sea_graph()          # the Caribbean as a networkx graph
"""

from ..kernel.errors import IllegalActionError, RecordError
from .actions import Action
from .components import Components, default_components, load_components
from .game import Game
from .options import Options
from .setup import new_game
from . import reprs  # noqa: F401 (gives the actions and cards their notebook views)


def sea_graph(components=None):
    """The 17 sea zones and their 34 compass edges as a networkx DiGraph (see :mod:`.sea`)."""
    from .sea import sea_graph as build
    return build(components)


def provenance(components=None):
    """A DataFrame with one row per component record and where it comes from."""
    from ..kernel.components import provenance_frame
    return provenance_frame(load_components(components))


def options_table():
    """The rulings as a DataFrame: option, default, choices and what it decides."""
    return Options.table()


__all__ = ["Action", "Components", "Game", "IllegalActionError", "Options", "RecordError", "default_components",
           "load_components", "new_game", "options_table", "provenance", "sea_graph"]
