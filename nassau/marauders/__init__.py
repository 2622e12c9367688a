"""Merchants & Marauders (Z-Man, 2010): the base game's rules engine.

    >>> from nassau import marauders
    >>> game = marauders.new_game(players=4, seed=1)
    >>> marauders.sea_graph()          # the Caribbean as a networkx graph (drawn in a notebook)
    >>> marauders.odds.contest(2, 2, attacker_maneuver=4, defender_maneuver=2)   # exact odds
    >>> marauders.glossary("偵查")      # the rulebook's terms in English and 繁體中文
"""

from ..kernel.errors import IllegalActionError, RecordError
from .rules.actions import Action
from .rules.components import Components, default_components, load_components
from .rules.game import Game
from .views.glossary import glossary  # a light module (no pandas, no data) until it is called; a lazy
                                # wrapper named glossary would be replaced by the submodule on import
from .rules.options import Options
from .rules.setup import new_game
from .bots import odds  # noqa: F401 (light: exact odds, reach and the map; pandas and networkx when asked)
from .rules import sea
from .seas_of_glory import plugins  # noqa: F401 (plugs the expansion's modules into the rules' life cycle)
from .views import reprs  # noqa: F401 (gives the actions and cards their notebook views)


def play(players=("You", "bot", "bot", "bot"), seed: int = 0, options=None, components=None, modules=None,
         variants=None, undo: str = "seen", learn: bool = True):
    """Play in a notebook: the map, your captain and your choices, with bots in the other seats
    (seats named "bot", "heuristic", "trader", "pirate", "random" or "strong"), with any Seas of Glory
    ``modules`` and ``variants``; see :mod:`.controller`. ``undo="free"``: practice mode;
    ``learn=False``: no rule notes the first time each kind of decision comes up."""
    from .ui.controller import play as make
    return make(players=players, seed=seed, options=options, components=components, modules=modules,
                variants=variants, undo=undo, learn=learn)


def sea_graph(components=None):
    """The 17 sea zones and their 34 compass edges as a networkx DiGraph that draws itself in a
    notebook; ``draw(path=[...])`` marks a route (see :mod:`.sea`)."""
    from .rules.sea import sea_graph as build
    return build(components)


def odds_view(table, caption: str = ""):
    """An odds table of :mod:`.odds` (``odds.skill_table()``...) as a styled table in percent."""
    from .views.charts import odds_view as view
    return view(table, caption)


def provenance(components=None):
    """A DataFrame with one row per component record and where it comes from."""
    from ..kernel.components import provenance_frame
    return provenance_frame(load_components(components))


def modules():
    """The Seas of Glory modules: the name to pass to ``new_game(modules=...)``, the modules
    each needs, the rulebook's summary and whether nassau plays it yet."""
    from .seas_of_glory.switches import frame, MODULES
    return frame(MODULES)


def variants():
    """The Seas of Glory variants, as :func:`modules` lists the modules."""
    from .seas_of_glory.switches import frame, VARIANTS
    return frame(VARIANTS)


def options_table():
    """The rulings as a DataFrame: option, default, choices and what it decides."""
    return Options.table()


__all__ = ["Action", "Components", "Game", "IllegalActionError", "Options", "RecordError", "default_components",
           "glossary", "load_components", "modules", "new_game", "odds", "odds_view", "options_table", "play",
           "provenance", "sea", "sea_graph", "variants"]
