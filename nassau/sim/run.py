"""``simulate()``: plan the games, run them in batches on an executor, gather a DataFrame.

Executors:

- ``"in-process"``: this process, one game after another;
- ``"processes"`` (the default): a pool of local worker processes (spawned, so it
  behaves the same in scripts, notebooks and on every OS);
- ``"dask"``: Dask distributed, on the cluster at ``scheduler=``, through an
  existing ``client=``, or on a throwaway ``LocalCluster`` of ``workers`` processes.

Games are grouped into batches so that each task runs for about a second or more
(Dask costs roughly a millisecond per task). Results are put back in game order, so
the DataFrame does not depend on the executor, the workers or the batch size.
"""

import math
import os
import time

from .engine import _LOCK, Plan, make_plan, play_indexed, run_batch
from ..kernel.english import extra_hint
from .registry import SimulationError, check_count
from ..kernel.optional import pandas

EXECUTORS = ("in-process", "processes", "dask")
_ALIASES = {"in-process": "in-process", "inprocess": "in-process", "serial": "in-process",
            "processes": "processes", "process": "processes", "dask": "dask"}
TASK_SECONDS = 1.0         # the shortest batch worth a task
TASK_SECONDS_MAX = 5.0     # longer batches only make the progress bar and the last task lag
PROGRESS_AFTER = 5.0       # progress=None shows a bar when the run should take longer than this
CONNECT_TIMEOUT = "10s"    # how long to try to reach a Dask scheduler


def simulate(game="pirates", games=1000, seed=0, *, players=None, bots=None, rotate=False, options=None,
             components=None, modules=None, variants=None, executor=None, workers=None, scheduler=None, client=None,
             batch_size=None, progress=None):
    """Play ``games`` games with bots and return one row per player per game (a pandas DataFrame).

    game
        a game name (``nassau.sim.available_games()``): "pirates".
    games
        how many games.
    seed
        the root seed. Game ``i`` and its bots get seeds derived from (seed, i), so the same
        root seed gives the identical DataFrame on any executor with any number of workers.
    players
        a count or a list of names (default: the game's usual count, or one per bot).
    bots
        one bot name for every seat, or one per seat ("heuristic,random,random,random" or a
        list); for pirates: heuristic, random, raider, builder, hoarder.
    rotate
        turn the bot list round one seat per game (game i gives seat s ``bots[(s + i) % k]``),
        so every bot sits in every seat; the list may then be shorter than the table.
    options
        rule options (a dict or the game's Options).
    components
        a component data file (path, JSON text or dict) instead of the default set.
    modules, variants
        an expansion's switches, for a game that has one (marauders: Seas of Glory,
        see ``marauders.modules()`` and ``marauders.variants()``).
    executor
        "in-process", "processes" (default) or "dask" (the default when ``scheduler`` or
        ``client`` is given).
    workers
        worker processes for "processes" and a throwaway Dask LocalCluster (default: the CPUs).
    scheduler
        a Dask scheduler address, e.g. "tcp://10.0.0.5:8786".
    client
        an existing ``distributed.Client``.
    batch_size
        games per task (default: measured so that a task runs for about 1-5 s).
    progress
        True or False for a tqdm bar (notebook-aware); None shows one on runs that should
        take more than a few seconds.

    Columns: game, seed, seat (from 0: the engine's seat index; printed tables and plots number seats
    from 1), player, bot, first_turn (pirates; from 0 too), each category's final measure
    and points, points, rank, winner (the sole winner), win_share (1/k for k players tied first),
    rounds, decisions (of the whole game) and n_<kind>: how many decisions of each kind the
    player made. ``df.attrs["nassau.sim"]`` records the arguments. See :func:`summarize`.
    """
    plan = make_plan(game, games, seed, players, bots, rotate, options, components, modules, variants)
    kind = _executor(executor, scheduler, client)
    workers = _workers(kind, workers, scheduler, client)
    if batch_size is not None:
        check_count("batch_size", batch_size)
    if progress not in (None, True, False):
        raise SimulationError(f"progress must be True, False or None, not {progress!r}")
    if client is not None and not (hasattr(client, "submit") and hasattr(client, "scheduler_info")):
        raise SimulationError(f"client must be a distributed.Client, not {type(client).__name__}")
    if kind == "in-process":
        rows = _run_in_process(plan, progress)
    elif kind == "processes":
        rows = _run_parallel(plan, batch_size, progress, _ProcessPool(workers))
    else:
        rows = _run_parallel(plan, batch_size, progress, _DaskPool(workers, scheduler, client))
    return to_frame(plan, rows)


def play_game(index, game="pirates", seed=0, *, players=None, bots=None, rotate=False, options=None,
              components=None, modules=None, variants=None):
    """Game ``index`` of the simulation with these arguments, played again: the finished game object.

    Use it to look at one row of a simulation closely (its log, its scoring table).
    """
    if not isinstance(index, int) or isinstance(index, bool) or index < 0:
        raise SimulationError(f"index must be a game number from 0, not {index!r}")
    plan = make_plan(game, index + 1, seed, players, bots, rotate, options, components, modules, variants)
    from .engine import _components_for
    return play_indexed(plan, index, _components_for(plan))[0]


def to_frame(plan: Plan, rows: list):
    pd = pandas("the simulation table")
    df = pd.DataFrame(rows, columns=plan.columns)
    df.attrs["nassau.sim"] = plan.describe()
    return df


# --- choosing the executor ----------------------------------------------------------------
def _executor(executor, scheduler, client) -> str:
    if scheduler is not None and client is not None:
        raise SimulationError("give a scheduler address or a client, not both")
    if executor is None:
        return "dask" if scheduler is not None or client is not None else "processes"
    kind = _ALIASES.get(executor.strip().lower()) if isinstance(executor, str) else None
    if kind is None:
        raise SimulationError(f"unknown executor {executor!r} (choose from {', '.join(EXECUTORS)})")
    if kind != "dask" and (scheduler is not None or client is not None):
        raise SimulationError(f"scheduler= and client= need the dask executor, not {kind!r}")
    return kind


def _workers(kind, workers, scheduler, client):
    if workers is None:
        return 1 if kind == "in-process" else (os.cpu_count() or 1)
    check_count("workers", workers)
    if kind == "in-process" and workers != 1:
        raise SimulationError("the in-process executor has exactly one worker")
    if scheduler is not None or client is not None:
        raise SimulationError("workers= sets the size of a local pool; a scheduler or client brings its own workers")
    return workers


def batch_ranges(start: int, stop: int, seconds_per_game: float, slots: int, batch_size=None) -> list:
    """Split games ``start..stop-1`` into (first, end) tasks.

    With ``batch_size``, every task has that many games. Otherwise tasks shrink as the work runs
    out ("guided" scheduling): about 5 s of games while plenty remain, a quarter of what is left
    per worker after that, never under about 1 s of games (Dask's overhead per task is about a
    millisecond) and never so few tasks that a worker has nothing to do. Large tasks first and
    small ones last keep the workers finishing together.
    """
    if batch_size:
        return [(s, min(s + batch_size, stop)) for s in range(start, stop, batch_size)]
    per_game = max(seconds_per_game, 1e-4)
    cap = math.ceil((stop - start) / slots)                 # at least one task per worker
    low = min(math.ceil(TASK_SECONDS / per_game), cap)
    high = max(low, min(math.ceil(TASK_SECONDS_MAX / per_game), cap))
    out, s = [], start
    while s < stop:
        left = stop - s
        size = min(max(math.ceil(left / (2 * slots)), low), high, left)
        if 0 < left - size < low / 2:                       # no crumb of a task at the very end
            size = left
        out.append((s, s + size))
        s += size
    return out


# --- running -----------------------------------------------------------------------------
def _progress_bar(progress, total, estimate, desc="simulating"):
    show = progress if progress is not None else estimate > PROGRESS_AFTER
    if not show:
        return None
    try:
        from tqdm.auto import tqdm
    except ImportError:
        if progress:
            raise SimulationError(f"progress=True needs tqdm, which comes with {extra_hint('sim')}") from None
        return None
    return tqdm(total=total, unit="game", desc=desc, smoothing=0.1)


def _run_in_process(plan, progress):
    from .engine import _components_for
    components = _components_for(plan)
    start = time.perf_counter()
    with _LOCK:
        rows = list(play_indexed(plan, 0, components)[1])
    bar = _progress_bar(progress, plan.games, (time.perf_counter() - start) * plan.games)
    try:
        if bar is not None:
            bar.update(1)
        for index in range(1, plan.games):
            with _LOCK:
                rows.extend(play_indexed(plan, index, components)[1])
            if bar is not None:
                bar.update(1)
    finally:
        if bar is not None:
            bar.close()
    return rows


def _run_parallel(plan, batch_size, progress, pool, task=run_batch, desc="simulating"):
    """Time game 0 here (it is part of the result), then farm out the rest in batches.

    ``task(plan, start, stop)`` plays games ``start..stop-1`` of ``plan`` and returns their rows
    (a soak run, :mod:`.soak`, brings its own)."""
    with pool:
        if plan.games > 1:
            pool.start(plan.games - 1)            # workers start up while game 0 is played here
        t0 = time.perf_counter()
        rows = {0: task(plan, 0, 1)}
        per_game = time.perf_counter() - t0
        rest = plan.games - 1
        slots = pool.slots() if rest else 1
        batches = batch_ranges(1, plan.games, per_game, slots, batch_size)
        bar = _progress_bar(progress, plan.games, per_game * rest / slots, desc)
        try:
            if bar is not None:
                bar.update(1)
            for (s, e), result in pool.run(plan, batches, task):
                rows[s] = result
                if bar is not None:
                    bar.update(e - s)
        finally:
            if bar is not None:
                bar.close()
    return [row for s in sorted(rows) for row in rows[s]]


class _ProcessPool:
    def __init__(self, workers):
        self.workers = workers
        self.executor = None

    def __enter__(self):
        return self

    def start(self, games):
        """Start the workers, no more of them than there are ``games`` to farm out."""
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor
        self.workers = min(self.workers, games)
        self.executor = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"))
        for _ in range(self.workers):             # start every worker now; nothing to wait for
            self.executor.submit(_warm_up)

    def slots(self):
        return self.workers

    def run(self, plan, batches, task=run_batch):
        from concurrent.futures import as_completed
        from concurrent.futures.process import BrokenProcessPool
        futures = {self.executor.submit(task, plan, s, e): (s, e) for s, e in batches}
        try:
            for f in as_completed(futures):
                yield futures[f], f.result()
        except BrokenProcessPool as exc:
            for f in futures:
                f.cancel()
            raise RuntimeError(
                "a worker process died. Worker processes are spawned: they import the main script again, so a "
                "script that calls simulate() must do it under `if __name__ == \"__main__\":` (and cannot be read "
                "from stdin); or use executor=\"in-process\"") from exc
        except BaseException:
            for f in futures:
                f.cancel()
            raise

    def __exit__(self, *exc):
        if self.executor is not None:
            self.executor.shutdown(wait=True, cancel_futures=True)


def _warm_up():
    """Import every game's adapter in a worker once, before the first batch is timed."""
    from importlib import import_module

    from ..games import GAMES
    for module in GAMES.values():
        import_module(module)
    return os.getpid()


class _DaskPool:
    def __init__(self, workers, scheduler, client):
        self.workers, self.scheduler, self.client = workers, scheduler, client
        self.own = []          # what this run opened and must close

    def __enter__(self):
        return self

    def start(self, games):
        self.games = games      # a throwaway cluster needs no more workers than games to farm out
        try:
            from distributed import Client, LocalCluster
        except ImportError:
            raise SimulationError(f"the dask executor needs dask[distributed], which comes with {extra_hint('sim')}") from None
        if self.client is not None:
            return
        if self.scheduler is not None:
            if not isinstance(self.scheduler, str) or not self.scheduler.strip():
                raise SimulationError(f"scheduler must be an address such as tcp://host:8786, not {self.scheduler!r}")
            try:
                self.client = Client(self.scheduler.strip(), timeout=CONNECT_TIMEOUT)
            except (OSError, TimeoutError, ValueError) as exc:
                raise SimulationError(f"cannot reach the Dask scheduler at {self.scheduler}: "
                                      f"{' '.join(str(exc).split()) or type(exc).__name__}") from None
            self.own.append(self.client)
            return
        import logging
        cluster = LocalCluster(n_workers=min(self.workers or os.cpu_count() or 1, self.games), threads_per_worker=1,
                               processes=True, dashboard_address=":0", silence_logs=logging.ERROR)
        self.own.append(cluster)
        self.client = Client(cluster)
        self.own.insert(0, self.client)

    def slots(self):
        info = self.client.scheduler_info(n_workers=-1) if _takes_n_workers(self.client) else self.client.scheduler_info()
        threads = sum(w.get("nthreads", 1) for w in info.get("workers", {}).values())
        return max(1, threads)

    def run(self, plan, batches, task=run_batch):
        from distributed import as_completed
        futures = [self.client.submit(task, plan, s, e, pure=False) for s, e in batches]
        where = {f.key: b for f, b in zip(futures, batches)}
        try:
            for f in as_completed(futures):
                yield where[f.key], f.result()
        except BaseException:
            self.client.cancel(futures)
            raise

    def __exit__(self, *exc):
        for thing in self.own:
            thing.close()


def _takes_n_workers(client) -> bool:
    import inspect
    try:
        return "n_workers" in inspect.signature(client.scheduler_info).parameters
    except (TypeError, ValueError):
        return False
