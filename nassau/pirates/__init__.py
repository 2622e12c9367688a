"""Pirates of Nassau (Gung Ho Games, 2012): the rules engine.

    >>> from nassau import pirates
    >>> game = pirates.new_game(players=4, seed=7)
    >>> game.legal_actions()[:3]
    >>> game.apply("3>3")
"""

from ..kernel.errors import IllegalActionError, RecordError
from .views import reprs  # noqa: F401 (gives the cards, tiles, actions and players their notebook views)
from .rules.actions import Action
from .rules.components import Components, default_components, load_components
from .rules.game import Game
from .views.glossary import glossary  # a light module (no pandas, no data) until it is called; a lazy
                                # wrapper named glossary would be replaced by the submodule on import
from .rules.options import Options
from .rules.setup import new_game



def play(players=("You", "bot", "bot", "bot"), seed: int = 0, options=None, components=None, undo: str = "seen"):
    """Play in a notebook: a board widget with controls, human seats and bots ("bot" seats;
    "strong" ones are played by the search bot). ``undo="free"``: practice mode."""
    from .ui.controller import play as make
    return make(players=players, seed=seed, options=options, components=components, undo=undo)


def sea_graph(game_or_components=None, options=None):
    """The 20 sea spaces and Nassau as a networkx MultiDiGraph (see :mod:`nassau.pirates.rules.sea`)."""
    from .rules.sea import sea_graph as build
    return build(game_or_components, options)


def provenance(components=None):
    """A DataFrame with one row per component record and where it comes from."""
    from ..kernel.components import provenance_frame
    return provenance_frame(load_components(components))


def options_table():
    """The rulings as a DataFrame: option, default, choices and what it decides."""
    return Options.table()


__all__ = ["glossary", "options_table", "play", "provenance", "sea_graph", "Action", "Components", "Game", "IllegalActionError", "Options", "RecordError", "default_components",
           "load_components", "new_game"]
