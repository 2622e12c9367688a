"""Piratoons as the tools see it (see :mod:`nassau.kernel.adapter`)."""

from functools import partial

from ..kernel.adapter import GameAdapter, components_doc, options_dict, start_game
from .views import account as accounts
from .bots import heuristic as bots, search
from .rules import grab, scoring
from .rules.components import load_components
from .rules.action_kinds import KINDS
from .rules.game import Game
from .rules.options import Options
from .rules.setup import new_game

def _encoding():
    """The integer encoding, imported when a tool first asks (it is only for learning tools)."""
    from .bots.encoding import ENCODING
    return ENCODING


def _seat_views():
    """What a shared table draws for a seat (seat_html, choice_words, CSS_FILE), imported
    when a table's server first asks."""
    from .views import seat
    return seat


ADAPTER = GameAdapter(
    name="piratoons",
    title=Game.title,
    package=__package__,
    decisions_per_seat=200,            # bots took at most 245 decisions in a whole game of 4 seats
    encoding=_encoding,
    seat_views=_seat_views,
    min_players=2,
    max_players=4,
    default_players=4,
    categories=scoring.CATEGORIES,
    final_columns=("joint_points", "empty_points", "most_empty_points", "set_points"),
    action_kinds=tuple(KINDS),
    bots={"heuristic": bots.HeuristicBot, "random": bots.RandomBot, "search": search.search_bot},
    default_bot="heuristic",
    new_game=partial(start_game, new_game),
    final_rows=scoring.final_rows,
    sealed_stretch=grab.stretch,
    stand_in="seal",
    portable_options=partial(options_dict, Options),
    portable_components=partial(components_doc, load_components),
    load_components=load_components,
    load_record=Game.from_json,
    record_names=(Game.game_name,) + Game.record_names,
    account=accounts.account,
    result=accounts.result,
    description="Piratoons (2015): 2-4 players, majorities, joints, empty slots and sets.",
)
