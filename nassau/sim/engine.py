"""What runs on a worker: play a range of games of a plan and return plain rows.

Nothing here imports pandas, Dask or tqdm, so a worker process only loads the
rules engine. Game ``i`` of a plan depends only on the plan and ``i``: its seeds
come from :func:`derive_seed` (the root seed and the game index), never from
the order in which games happen to run. That is why any executor, any number of
workers and any batch size give the same rows.
"""

import hashlib
import threading
from dataclasses import dataclass

from ..kernel.adapter import switch_names
from ..kernel.english import plural
from ..kernel.errors import NassauError, RecordError
from .registry import GameAdapter, SimulationError, check_count, get_adapter

SEED_BITS = 63                 # seeds fit a signed 64-bit column (Parquet, pandas int64)
MAX_DECISIONS = 200_000        # a game still running after this many decisions is a bug, not a long game

# Heuristic bots may swap module-level weights while they decide, so one process
# plays one game at a time even if a Dask worker runs several threads.
_LOCK = threading.Lock()


def derive_seed(root: int, *path: int) -> int:
    """A 63-bit seed for ``path`` (e.g. game index, seat) under ``root``, from a keyed hash.

    Independent of the platform, the Python version and ``PYTHONHASHSEED``.
    """
    text = ":".join(str(int(x)) for x in (root,) + path).encode()
    digest = hashlib.blake2b(text, digest_size=8, person=b"nassau.sim").digest()
    return int.from_bytes(digest, "little") >> (64 - SEED_BITS)


@dataclass(frozen=True)
class Plan:
    """A validated, picklable description of a simulation (everything but the executor)."""

    adapter: GameAdapter
    games: int
    seed: int
    players: object            # a count, or a tuple of names
    n: int
    bots: tuple                # bot names; per seat, or a mix to rotate
    rotate: bool
    options: object            # the adapter's portable options
    components: object         # the adapter's portable components (None: the default set)
    switches: tuple = ()       # (("modules", names), ("variants", names)) for a game with an expansion

    def lineup(self, index: int) -> tuple:
        """The bot name of each seat in game ``index``."""
        k = len(self.bots)
        if self.rotate:
            return tuple(self.bots[(s + index) % k] for s in range(self.n))
        return self.bots if k == self.n else self.bots * self.n

    @property
    def columns(self) -> list:
        a = self.adapter
        return (["game", "seed", "seat", "player", "bot", *a.start_columns, *a.categories,
                 *[c + "_points" for c in a.categories], *a.final_columns, "points", "rank", "winner", "win_share",
                 "rounds", "decisions"] + ["n_" + k for k in a.action_kinds])

    def describe(self) -> dict:
        """The plan as JSON-able values (kept in ``DataFrame.attrs``)."""
        return {
            "game": self.adapter.name, "games": self.games, "seed": self.seed,
            "players": self.players if isinstance(self.players, int) else list(self.players),
            "bots": list(self.bots), "rotate": self.rotate,
            "options": self.options if isinstance(self.options, (dict, type(None))) else repr(self.options),
            "components": "default" if self.components is None else "custom",
            **{key: list(names) for key, names in self.switches},
            "categories": list(self.adapter.categories),
        }


def make_plan(game="pirates", games=1000, seed=0, players=None, bots=None, rotate=False,
              options=None, components=None, modules=None, variants=None) -> Plan:
    """Check every argument and build a :class:`Plan`; raises :class:`SimulationError`."""
    adapter = get_adapter(game)
    switches = _switches(adapter, modules, variants)
    check_count("games", games)
    if not _is_int(seed):
        raise SimulationError(f"seed must be an integer, not {seed!r}")
    if not isinstance(rotate, bool):
        raise SimulationError(f"rotate must be True or False, not {rotate!r}")
    names = _bot_names(adapter, bots)
    players, n = _players(adapter, players, names, rotate)
    if not rotate and len(names) not in (1, n):
        raise SimulationError(f"bots names {plural(len(names), 'bot')} for {plural(n, 'player')} "
                              "(give one for every seat, one per seat, or rotate=True to rotate a mix)")
    try:
        portable_options = adapter.portable_options(options) if adapter.portable_options else options
        portable_components = None
        if components is not None:
            portable_components = (adapter.portable_components(components) if adapter.portable_components
                                   else components)
        plan = Plan(adapter, games, seed, players, n, names, rotate, portable_options, portable_components,
                    switches)
        # one set-up in the caller's process: bad names, options or data fail here, not on a worker
        adapter.new_game(players, 0, portable_options, _components_for(plan), **dict(switches))
    except SimulationError:
        raise
    except (NassauError, ValueError, TypeError) as exc:
        raise SimulationError(" ".join(str(exc).split())) from exc
    return plan


def _switches(adapter, modules, variants) -> tuple:
    """The expansion's switches as picklable pairs; a game without an expansion takes none."""
    given = [(key, names) for key, names in (("modules", modules), ("variants", variants)) if names is not None]
    if given and not adapter.switches:
        raise SimulationError(f"{adapter.name} has no modules or variants")
    try:
        return tuple((key, switch_names(names, key)) for key, names in given)
    except RecordError as exc:
        raise SimulationError(str(exc)) from None


def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _bot_names(adapter, bots) -> tuple:
    if bots is None:
        return (adapter.default_bot,)
    if isinstance(bots, str):
        bots = bots.split(",")
    if not isinstance(bots, (list, tuple)) or not bots or not all(isinstance(b, str) for b in bots):
        raise SimulationError("bots must be a bot name or a list of bot names")
    names = tuple(b.strip().lower() for b in bots)
    for name in names:
        if name not in adapter.bots:
            raise SimulationError(f"unknown bot {name!r} for {adapter.name} (choose from {', '.join(adapter.bots)})")
    return names


def _players(adapter, players, names, rotate) -> tuple:
    lo, hi = adapter.min_players, adapter.max_players
    if players is None:
        if len(names) == 1 or rotate:
            return adapter.default_players, adapter.default_players
        if not lo <= len(names) <= hi:
            raise SimulationError(f"bots names {plural(len(names), 'bot')}, one per seat, but {adapter.title} "
                                  f"is for {lo} to {hi} players (or give players= and rotate=True)")
        return len(names), len(names)
    if _is_int(players):
        if not lo <= players <= hi:
            raise SimulationError(f"{adapter.title} is for {lo} to {hi} players, not {players}")
        return players, players
    if isinstance(players, (list, tuple)) and all(isinstance(p, str) for p in players):
        if not lo <= len(players) <= hi:
            raise SimulationError(f"{adapter.title} is for {lo} to {hi} players, not {len(players)}")
        return tuple(players), len(players)
    raise SimulationError(f"players must be a number from {lo} to {hi} or a list of names")


def _components_for(plan):
    a = plan.adapter
    if plan.components is None:
        return None
    return a.load_components(plan.components) if a.load_components else plan.components


def run_batch(plan: Plan, start: int, stop: int) -> list:
    """Rows (tuples in ``plan.columns`` order) of games ``start`` to ``stop - 1``."""
    with _LOCK:
        components = _components_for(plan)
        rows = []
        for index in range(start, stop):
            rows.extend(play_indexed(plan, index, components)[1])
        return rows


def play_indexed(plan: Plan, index: int, components=None) -> tuple:
    """Play game ``index`` of ``plan``; returns (the finished game, its rows)."""
    a = plan.adapter
    game_seed = derive_seed(plan.seed, index, 0)
    lineup = plan.lineup(index)
    game = a.new_game(plan.players, game_seed, plan.options, components, **dict(plan.switches))
    bots = [a.bots[name](derive_seed(plan.seed, index, seat + 1)) for seat, name in enumerate(lineup)]
    n = len(bots)
    start = a.start_values(game) if a.start_values else [()] * n
    kind_index = {k: i for i, k in enumerate(a.action_kinds)}
    counts = [[0] * len(kind_index) for _ in range(n)]
    decisions = 0
    while not game.is_over:
        seat = game.current_player
        action = bots[seat].choose(game)
        game.apply_unchecked(action)
        decisions += 1
        try:
            counts[seat][kind_index[action.kind]] += 1
        except KeyError:
            raise RuntimeError(f"the {a.name} adapter does not list the action kind {action.kind!r}") from None
        if decisions > MAX_DECISIONS:
            raise RuntimeError(f"game {index} (seed {game_seed}) did not end after "
                               f"{plural(MAX_DECISIONS, 'decision', ',')}")
    finals = a.final_rows(game)
    names = a.names(game) if a.names else game.names
    firsts = sum(r["rank"] == 1 for r in finals)
    cats = a.categories
    rows = []
    for seat, r in enumerate(finals):
        first = r["rank"] == 1
        rows.append((index, game_seed, seat, names[seat], lineup[seat], *start[seat],
                     *[r[c] for c in cats], *[r[c + "_points"] for c in cats], *[r[k] for k in a.final_columns],
                     r["points"], r["rank"],
                     first and firsts == 1, 1.0 / firsts if first else 0.0, game.round, decisions,
                     *counts[seat]))
    return game, rows
