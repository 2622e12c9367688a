"""A game's standard balance study: the figures its balance issues watch, in one long table.

    from nassau.sim.balance import balance, tables_text
    table = balance("pirates", games=4000, seed=0, workers=2)
    print(tables_text(table))
    table.to_csv("pirates-balance.csv", index=False)

Each game has its study (``nassau/sim/studies/<game>.py``: ``DEFAULT_GAMES``, ``TITLES`` and
``study(games, seed, workers, options)`` returning rows made with :func:`rate` and :func:`figure`); this
module runs it, prints it and holds what the studies share. The table has one row per figure:
``study`` (which table), ``row`` (a seat, from 0 as in simulate's DataFrame, printed from 1 by
:func:`tables_text`; a round, a tile...), ``metric``, ``value``, ``low`` and
``high`` (the 95 % Wilson interval of a rate; empty for a plain figure) and ``n`` (the
observations behind the value: games, seats, bot-rounds...). Games are seeded from the root
seed, so the same seed gives the same table with any number of workers.

The interval treats the ``n`` observations as independent. That holds for games; tiles and
bot-rounds of one game are not independent, so their intervals are somewhat too narrow.
"""

import math
import os
from importlib import import_module
from pathlib import Path

from ..kernel.english import plural
from .registry import SimulationError, check_count
from .summary import FIRST_SEAT, wilson
from ..kernel.optional import pandas

COLUMNS = ["study", "row", "metric", "value", "low", "high", "n"]
# the studies whose rows are seats or places in the turn order, and the word for one: numbered
# from 0 in the table (as simulate's seat column), from 1 where printed ("seat 1", "place 1"; see
# nassau.sim.summary.FIRST_SEAT)
NUMBERED = {"seat": "seat", "seats_2p": "seat", "seats_4p": "seat", "turn_order": "place"}


def rate(study, row, metric, hits, trials) -> dict:
    """A share ``hits / trials`` with its 95 % Wilson interval (``hits`` may be fractional)."""
    low, high = wilson(float(hits), int(trials))
    value = hits / trials if trials else math.nan
    return {"study": study, "row": str(row), "metric": metric, "value": float(value), "low": low, "high": high,
            "n": int(trials)}


def figure(study, row, metric, value, n) -> dict:
    """A plain figure (a median, a mean...) over ``n`` observations: no interval."""
    return {"study": study, "row": str(row), "metric": metric, "value": float(value), "low": math.nan,
            "high": math.nan, "n": int(n)}


def win_rows(study, df, by) -> list:
    """Win share by a column of a simulation DataFrame (seat, first_turn, bot): wins over seats
    played, a shared first place counting 1/k."""
    from .summary import win_rates
    return [rate(study, key, "win_share", r["wins"], r["games"]) for key, r in win_rates(df, by).iterrows()]


def studied() -> list:
    """The games with a standard study (:mod:`nassau.sim.studies`, one module named after each)."""
    from .. import games
    from . import studies
    here = Path(studies.__file__).parent
    return [name for name in games.names() if (here / f"{name}.py").exists()]


def study_module(game):
    """The module of a game's standard study."""
    name = game.strip().lower() if isinstance(game, str) else game
    if name not in studied():
        raise SimulationError(f"no balance study for {game!r} (choose from {', '.join(studied())})")
    return import_module(f"{__package__}.studies.{name}")


def balance(game, games=None, seed=0, workers=None, options=None):
    """Run ``game``'s standard study on ``games`` games a table (default: the study's own count)
    and return the long table (a pandas DataFrame with :data:`COLUMNS`). ``options``: rulings
    for every game of the study (a dict, e.g. ``{"joint_symbols": "level"}``), checked before
    any game is played."""
    pd = pandas("the balance lab")
    module = study_module(game)
    games = module.DEFAULT_GAMES if games is None else games
    check_count("games", games)
    if workers is not None:
        check_count("workers", workers)
    if options is not None and not isinstance(options, dict):
        raise SimulationError(f"options must be a dict of rulings, not {options!r}")
    table = pd.DataFrame(module.study(games, seed, workers, options or None), columns=COLUMNS)
    table[["value", "low", "high"]] = table[["value", "low", "high"]].round(6)      # a readable CSV
    table.attrs["nassau.balance"] = {"game": game, "games": games, "seed": seed, "titles": dict(module.TITLES),
                                     "options": dict(options or {})}
    return table


def simulate_args(workers) -> dict:
    """``simulate()``'s executor arguments for a worker count (1: this process)."""
    return {"executor": "in-process"} if workers == 1 else {"executor": "processes", "workers": workers}


def run_batches(plan, task, workers) -> list:
    """``task(plan, start, stop)`` (a module-level function returning one item per game) over
    every game of ``plan``, in game order: here when ``workers`` is 1, else on spawned processes."""
    if workers == 1:
        return task(plan, 0, plan.games)
    from .run import _ProcessPool, _run_parallel
    return _run_parallel(plan, None, False, _ProcessPool(workers or os.cpu_count() or 1), task, "balance")


# --- showing the table ------------------------------------------------------------------------
def _cell(value, low, high) -> str:
    if math.isnan(low):
        return f"{value:.4g}"
    return f"{100 * value:.1f}% ({100 * low:.1f}-{100 * high:.1f})"


def tables_text(table, titles=None) -> str:
    """Each study as a small table: its rows down, its metrics across; a rate reads
    ``45.2% (43.7-46.8)`` with its 95 % interval."""
    meta = table.attrs.get("nassau.balance", {})
    titles = titles if titles is not None else meta.get("titles", {})
    parts = []
    if meta:
        ruled = meta.get("options")
        rulings = f", options {', '.join(f'{k}={v}' for k, v in ruled.items())}" if ruled else ""
        parts.append(f"{meta['game']}: standard balance study, {plural(meta['games'], 'game', ',')} a table, root seed "
                     f"{meta['seed']}{rulings}; rates with their 95% Wilson interval")
    for study in dict.fromkeys(table["study"]):
        part = table[table["study"] == study]
        cells = part.assign(cell=[_cell(v, lo, hi) for v, lo, hi in zip(part["value"], part["low"], part["high"])])
        wide = cells.pivot(index="row", columns="metric", values="cell").fillna("")
        wide = wide.reindex(index=list(dict.fromkeys(part["row"])), columns=list(dict.fromkeys(part["metric"])))
        if study in NUMBERED:
            wide.index = [_from_one(NUMBERED[study], row) for row in wide.index]
        wide.index.name, wide.columns.name = None, None
        parts += ["", f"{titles.get(study, study)} (n: {_counts(part['n'])})", wide.to_string()]
    return "\n".join(parts)


def _from_one(word, row) -> str:
    """A seat's or a place's row as printed: "0" reads "seat 1" (or "place 1")."""
    return f"{word} {int(row) + FIRST_SEAT}" if str(row).isdigit() else str(row)


def _counts(n) -> str:
    low, high = int(n.min()), int(n.max())
    return f"{low:,}" if low == high else f"{low:,} to {high:,}"
