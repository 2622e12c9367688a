"""The games the balance lab can simulate: one small adapter per game.

An adapter tells the simulator how to set a game up, which bots exist, what the
final scoring measures are called and which kinds of decision to count. Adding a
game is writing one :class:`GameAdapter` (see :mod:`nassau.sim.adapters`) and
listing it in ``BUILTIN`` below, or calling :func:`register` at run time.

Every callable in an adapter must be a module-level function (or a
``functools.partial`` of one), so that worker processes and Dask workers can
unpickle it by reference. Adapters import their game lazily, inside the functions.
"""

from dataclasses import dataclass, field
from importlib import import_module
from typing import Callable

from ..kernel.errors import NassauError


class SimulationError(NassauError, ValueError):
    """A bad argument to :func:`nassau.sim.simulate` (or an unreachable scheduler)."""


@dataclass(frozen=True)
class GameAdapter:
    """How the simulator drives one game.

    ``new_game(players, seed, options, components)`` returns a game with
    ``current_player``, ``is_over``, ``legal_actions()``, ``apply_unchecked(a)``,
    ``round`` and ``ply``; ``players`` is a count or a tuple of names, ``options``
    is what ``portable_options`` returned and ``components`` what
    ``load_components`` returned.

    ``final_rows(game)`` returns one dict per seat with every name in
    ``categories``, ``<category>_points``, ``final_columns``, ``points`` and
    ``rank`` (1 = first, shared on an unbroken tie). A game whose total also
    counts things beyond the categories (bonuses, penalties) lists them in
    ``final_columns`` so that they get their own columns.
    """

    name: str
    title: str
    min_players: int
    max_players: int
    default_players: int
    categories: tuple
    action_kinds: tuple
    bots: dict                         # bot name -> factory(seed) -> bot with choose(game)
    default_bot: str
    new_game: Callable
    final_rows: Callable
    portable_options: Callable = None  # options -> picklable value (validated), in the caller
    portable_components: Callable = None   # source -> picklable value (validated), in the caller
    load_components: Callable = None   # portable value -> what new_game takes, once per batch
    final_columns: tuple = ()          # extra per-seat numbers from final_rows (other score parts)
    start_columns: tuple = ()          # extra per-seat columns read at the start of each game
    start_values: Callable = None      # game -> one tuple of start_columns values per seat
    names: Callable = None             # game -> player names (default: game.names)
    description: str = field(default="", compare=False)


BUILTIN = {
    "pirates": "nassau.sim.adapters:PIRATES",
    "piratoons": "nassau.sim.adapters:PIRATOONS",
}
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
        module, attr = BUILTIN[key].split(":")
        register(getattr(import_module(module), attr))
    if key not in _REGISTRY:
        raise SimulationError(f"unknown game {game!r} (choose from {', '.join(available_games())})")
    return _REGISTRY[key]
