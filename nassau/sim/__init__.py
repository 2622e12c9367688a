"""The balance lab: play many games with bots, on one machine or a Dask cluster.

    from nassau import sim
    df = sim.simulate(game="pirates", games=1000, seed=1)            # local processes
    df = sim.simulate(games=1000, seed=1, executor="in-process")     # the identical DataFrame
    df = sim.simulate(games=10_000, seed=1, scheduler="tcp://host:8786")
    sim.summarize(df)                                                # win rates, length, spread

One row per player per game. The same root seed gives the identical DataFrame on
every executor, whatever the number of workers. Plots for a notebook are in
:mod:`nassau.sim.plots`. pandas, Dask, tqdm and matplotlib are imported only when used.
"""

from .engine import derive_seed
from .registry import GameAdapter, SimulationError, available_games, get_adapter, register
from .run import EXECUTORS, play_game, simulate

__all__ = ["EXECUTORS", "GameAdapter", "SimulationError", "available_games", "category_report", "derive_seed",
           "get_adapter", "pairing", "per_game", "play_game", "register", "simulate", "summarize", "wilson", "win_rates"]


def __getattr__(name):
    if name in ("summarize", "Summary", "per_game", "category_report", "pairing", "win_rates", "wilson"):
        from . import summary
        return getattr(summary, name)
    raise AttributeError(f"module 'nassau.sim' has no attribute {name!r}")
