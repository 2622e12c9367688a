"""Merchants & Marauders as the tools see it (see :mod:`nassau.kernel.adapter`)."""

from functools import partial

from ..kernel.adapter import GameAdapter, components_doc, options_dict, start_game
from .views import account as accounts
from .bots import heuristic as bots, search
from .rules import scoring
from .rules.components import load_components
from .seas_of_glory.switches import needs, playable
from .rules.game import Game
from .rules.options import Options
from .rules.setup import new_game

# Every action kind, the base game's and the expansion's, and a question's answers (Game.apply carries
# them out), in the order the tools number them: a new kind goes at the end, or stored observations
# and playthroughs change. A test holds it to the game's handlers.
ACTION_KINDS = (
    "ship", "keep-captain", "draw-captain", "move", "enter-port", "leave-port", "port", "end-turn",
    "sell", "buy-goods", "take", "take-nothing", "stash", "withdraw", "done", "discard-glory",
    "scout-merchant", "scout-npc", "scout-captain", "scout-treasure-galleon", "raid", "let-go",
    "draw-card", "discard-card", "exchange-card", "give-up", "resolve", "keep", "keep-nothing", "shoot",
    "board", "flee", "hit", "claim-ship", "leave-ship", "play", "rumor", "prove", "take-mission",
    "deliver", "complete", "buy-ship", "buy-ship-with-mods", "repair", "buy-mod", "buy-weapon",
    "sell-weapon", "recruit", "hire", "redraw", "buy-favor", "ambush", "pass", "rally-crew", "pay-crew",
    "buy-contraband", "buy-no-contraband", "sell-contraband", "fight-navy", "dump-contraband", "visit",
    "absolve", "give", "salvage", "stop-salvaging", "send-navy", "free-prisoner", "leave-prisoner",
    "raid-location", "fire-cannon", "strike", "stop-firing", "retreat", "go-ashore", "loot",
    "loot-nothing", "place-mod", "use-favor", "accept", "plank", "save-crew", "take-hit", "move-hit",
    "use", "no-weapon", "throw-caltrops", "keep-caltrops", "stow-box", "stow-holds", "lose-from-holds",
    "lose-from-contraband", "hide-contraband",
)


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
    name="marauders",
    title=Game.title,
    package=__package__,
    decisions_per_seat=50,             # a round: bots took at most 61 in one round of 4 seats, every switch on
    encoding=_encoding,
    seat_views=_seat_views,
    min_players=2,
    max_players=4,
    default_players=4,
    categories=scoring.CATEGORIES,
    action_kinds=ACTION_KINDS,
    bots={"heuristic": bots.HeuristicBot, "trader": bots.trader, "pirate": bots.pirate, "random": bots.random_bot,
          "search": search.search_bot},
    default_bot="heuristic",
    new_game=partial(start_game, new_game),
    final_rows=scoring.final_rows,
    final_columns=("pirate", "bounty"),   # the pirate/merchant split: 1 for a captain ending with a bounty
    portable_options=partial(options_dict, Options),
    portable_components=partial(components_doc, load_components),
    load_components=load_components,
    load_record=Game.from_json,
    record_names=(Game.game_name,) + Game.record_names,
    account=accounts.account,
    result=accounts.result,
    map_graph="sea_graph",
    random_play_options={"round_limit": 60},
    switches=playable,
    switch_needs=needs,
    description="Merchants & Marauders (2010): 2-4 captains trade, raid and fight for 10 glory.",
)
