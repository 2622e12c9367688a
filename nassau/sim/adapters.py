"""Adapters of the package's games for the balance lab (see :mod:`nassau.sim.registry`).

Each game is imported inside the functions, so ``import nassau.sim`` stays light.
To add a game: write its functions and one ``GameAdapter(...)`` below (Pirates of
Nassau and Piratoons are the examples), then list it in ``registry.BUILTIN``.

Every callable must be module-level (or a ``functools.partial`` of one) so that worker
processes can unpickle it.
"""

from functools import partial

from .registry import GameAdapter


# --- Pirates of Nassau ---------------------------------------------------------------------
def _pirates_new_game(players, seed, options, components):
    from ..pirates.setup import new_game
    return new_game(players=list(players) if isinstance(players, tuple) else players, seed=seed,
                    options=options, components=components)


def _pirates_options(options):
    from ..pirates.options import Options
    return Options.coerce(options).to_dict()


def _pirates_portable_components(source):
    from ..pirates.components import load_components
    return load_components(source).doc      # a plain dict: pickles to any worker, no file needed there


def _pirates_load_components(doc):
    from ..pirates.components import load_components
    return load_components(doc)


def _pirates_final_rows(game):
    from ..pirates.scoring import final_rows
    return final_rows(game)


def _pirates_start(game):
    """``first_turn``: where each seat sails in round 1's turn order (0 = first)."""
    where = {seat: i for i, seat in enumerate(game.order)}
    return [(where[s],) for s in range(game.n)]


def _pirates_random(seed):
    from ..pirates.bots import RandomBot
    return RandomBot(seed)


def _pirates_heuristic(seed, style="balanced"):
    from ..pirates.bots import HeuristicBot
    return HeuristicBot(seed, style=style)


PIRATES = GameAdapter(
    name="pirates",
    title="Pirates of Nassau",
    min_players=3,
    max_players=5,
    default_players=4,
    categories=("infamy", "motley", "ship", "treasure"),
    action_kinds=("move", "plunder", "sack", "winds", "smuggle", "ransom", "pass", "done", "take", "discard",
                  "plank", "use", "wind", "up", "down", "navy", "penalty", "lose", "buy", "exchange", "sell",
                  "bury", "doubloon"),
    bots={
        "heuristic": _pirates_heuristic,                         # the balanced style
        "random": _pirates_random,
        "raider": partial(_pirates_heuristic, style="raider"),
        "builder": partial(_pirates_heuristic, style="builder"),
        "hoarder": partial(_pirates_heuristic, style="hoarder"),
    },
    default_bot="heuristic",
    new_game=_pirates_new_game,
    final_rows=_pirates_final_rows,
    portable_options=_pirates_options,
    portable_components=_pirates_portable_components,
    load_components=_pirates_load_components,
    start_columns=("first_turn",),
    start_values=_pirates_start,
    description="Pirates of Nassau (2012): 3-5 players, four scoring categories.",
)


# --- Piratoons -------------------------------------------------------------------------------
def _piratoons_new_game(players, seed, options, components):
    from ..piratoons.setup import new_game
    return new_game(players=list(players) if isinstance(players, tuple) else players, seed=seed,
                    options=options, components=components)


def _piratoons_options(options):
    from ..piratoons.options import Options
    return Options.coerce(options).to_dict()


def _piratoons_portable_components(source):
    from ..piratoons.components import load_components
    return load_components(source).doc


def _piratoons_load_components(doc):
    from ..piratoons.components import load_components
    return load_components(doc)


def _piratoons_final_rows(game):
    from ..piratoons.scoring import final_rows
    return final_rows(game)


def _piratoons_random(seed):
    from ..piratoons.bots import RandomBot
    return RandomBot(seed)


def _piratoons_heuristic(seed):
    from ..piratoons.bots import HeuristicBot
    return HeuristicBot(seed)


PIRATOONS = GameAdapter(
    name="piratoons",
    title="Piratoons",
    min_players=2,
    max_players=4,
    default_players=4,
    categories=("sails", "coins", "barrels"),
    final_columns=("joint_points", "empty_points", "most_empty_points", "set_points"),
    action_kinds=("claim", "seal", "bid", "take", "overboard", "draw", "fell", "straddle", "out"),
    bots={"heuristic": _piratoons_heuristic, "random": _piratoons_random},
    default_bot="heuristic",
    new_game=_piratoons_new_game,
    final_rows=_piratoons_final_rows,
    portable_options=_piratoons_options,
    portable_components=_piratoons_portable_components,
    load_components=_piratoons_load_components,
    description="Piratoons (2015): 2-4 players, majorities, joints, empty slots and sets.",
)
