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


# Ceilings on the counts a run is given: far above any real study, low enough that a typing
# slip (10**30 games) is refused at once instead of filling the memory or running for ever.
MOST = {"games": 10_000_000, "workers": 256, "batch_size": 10_000_000, "check_every": 1_000_000_000,
        "max_decisions": 1_000_000_000}


def check_count(name: str, value) -> int:
    """``value`` as a whole number from 1 to ``MOST[name]``, or a SimulationError naming it."""
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= MOST[name]:
        raise SimulationError(f"{name} must be a whole number from 1 to {MOST[name]:,}, not {value!r}")
    return value


BUILTIN = GAMES          # the package's own games: name -> the module of its adapter
_REGISTRY: dict = {}


def register(adapter: GameAdapter) -> GameAdapter:
    """Make ``adapter`` available as ``simulate(game=adapter.name)``; returns it."""
    if not isinstance(adapter, GameAdapter):
        raise TypeError("register() takes a GameAdapter")
    _REGISTRY[adapter.name] = adapter
    return adapter


def available_games() -> list:
    """Names accepted by ``simulate(game=...)``: the package's games in the order of
    ``nassau.games.names()``, then the ones registered at run time."""
    return list(BUILTIN) + sorted(set(_REGISTRY) - set(BUILTIN))


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
