"""The games the balance lab can simulate: every game of the package (its adapter, see
:mod:`nassau.kernel.adapter`, listed in :mod:`nassau.games`), and any adapter added at
run time with :func:`register`.

An adapter tells the simulator how to set a game up, which bots exist, what the final
scoring measures are called and which kinds of decision to count.
"""

from importlib import import_module

from ..games import GAMES
from ..kernel.adapter import GameAdapter
from ..kernel.errors import NassauError


class SimulationError(NassauError, ValueError):
    """A bad argument to :func:`nassau.sim.simulate` (or an unreachable scheduler)."""


BUILTIN = GAMES          # the package's own games: name -> the module of its adapter
_REGISTRY: dict = {}


def register(adapter: GameAdapter) -> GameAdapter:
    """Make ``adapter`` available as ``simulate(game=adapter.name)``; returns it."""
    if not isinstance(adapter, GameAdapter):
        raise TypeError("register() takes a GameAdapter")
    _REGISTRY[adapter.name] = adapter
    return adapter


def available_games() -> list:
    """Names accepted by ``simulate(game=...)``."""
    return sorted(set(BUILTIN) | set(_REGISTRY))


def get_adapter(game) -> GameAdapter:
    """The adapter for a game name (or the adapter itself)."""
    if isinstance(game, GameAdapter):
        return game
    if not isinstance(game, str):
        raise SimulationError(f"game must be a name ({', '.join(available_games())}), not {type(game).__name__}")
    key = game.strip().lower()
    if key not in _REGISTRY and key in BUILTIN:
        register(import_module(BUILTIN[key]).ADAPTER)
    if key not in _REGISTRY:
        raise SimulationError(f"unknown game {game!r} (choose from {', '.join(available_games())})")
    return _REGISTRY[key]
