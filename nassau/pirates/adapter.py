"""Pirates of Nassau as the tools see it (see :mod:`nassau.kernel.adapter`)."""

from functools import partial

from ..kernel.adapter import GameAdapter, components_doc, options_dict, start_game
from .views import account as accounts
from .bots import heuristic as bots, search
from .rules import scoring
from .rules.components import load_components
from .rules.action_kinds import KINDS
from .rules.game import Game
from .rules.options import Options
from .rules.setup import new_game


def _start(game):
    """``first_turn``: where each seat sails in round 1's turn order (0 = first)."""
    where = {seat: i for i, seat in enumerate(game.order)}
    return [(where[s],) for s in range(game.n)]


def _heuristic(seed, style="balanced"):
    return bots.HeuristicBot(seed, style=style)


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
    name="pirates",
    title=Game.title,
    package=__package__,
    decisions_per_seat=400,            # bots took at most 439 decisions in a whole game of 5 seats
    encoding=_encoding,
    seat_views=_seat_views,
    map_graph="sea_graph",
    min_players=3,
    max_players=5,
    default_players=4,
    categories=scoring.CATEGORIES,
    action_kinds=tuple(KINDS),
    bots={
        "heuristic": _heuristic,                         # the balanced style
        "random": bots.RandomBot,
        "search": search.search_bot,                     # tree search over resampled hidden state
        **{style: partial(_heuristic, style=style) for style in bots.STYLES if style != "balanced"},
    },
    default_bot="heuristic",
    new_game=partial(start_game, new_game),
    final_rows=scoring.final_rows,
    portable_options=partial(options_dict, Options),
    portable_components=partial(components_doc, load_components),
    load_components=load_components,
    start_columns=("first_turn",),
    start_values=_start,
    load_record=Game.from_json,
    record_names=(Game.game_name,) + Game.record_names,
    account=accounts.account,
    result=accounts.result,
    description="Pirates of Nassau (2012): 3-5 players, four scoring categories.",
)
