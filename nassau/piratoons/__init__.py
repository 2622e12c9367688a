"""Piratoons (Act in Games, 2015): the rules engine.

    >>> from nassau import piratoons
    >>> game = piratoons.new_game(players=4, seed=7)      # digital play, sealed claims
    >>> game.legal_actions()[:3]
    >>> game.apply("claim A")

    >>> table = piratoons.referee(players=["Ann", "Bo", "Cy"])   # record a real table

See :mod:`nassau.piratoons.rules.actions` for the notation and :mod:`nassau.piratoons.rules.options`
for the rulings.
"""

from ..kernel.errors import IllegalActionError, RecordError
from .views import reprs  # noqa: F401 (gives the tiles, ships and actions their notebook views)
from .rules.actions import Action
from .rules.arrange import Arrangement, arrange_best
from .rules.components import Components, default_components, load_components
from .rules.game import Game
from .views.glossary import glossary  # a light module (no pandas, no data) until it is called; a lazy
                                # wrapper named glossary would be replaced by the submodule on import
from .rules.options import Options
from .rules.setup import new_game, referee
from .rules.ship import Ship


def play(players=("You", "bot", "bot", "bot"), seed: int = 0, options=None, components=None, undo: str = "seen"):
    """Play in a notebook: the chest, the auction and the ships with controls for each human
    seat (seats named "bot", "heuristic", "random" or "strong" are bots); see :mod:`.controller`.
    ``undo="free"``: practice mode."""
    from .ui.controller import play as make
    return make(players=players, seed=seed, options=options, components=components, undo=undo)


def provenance(components=None):
    """A DataFrame with one row per component record and where it comes from."""
    from ..kernel.components import provenance_frame
    return provenance_frame(load_components(components))


def options_table():
    """The rulings as a DataFrame: option, default, choices and what it decides."""
    return Options.table()


__all__ = ["Action", "Arrangement", "Components", "Game", "IllegalActionError", "Options", "RecordError", "Ship",
           "arrange_best", "default_components", "glossary", "load_components", "new_game", "options_table", "play",
           "provenance", "referee"]
