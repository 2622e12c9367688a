"""The search bot's strength: one search bot against three heuristic bots, for each game.

    python examples/search_bot_study.py [games] [--workers 2] [--game pirates] [--iterations N]
                                        [--method ismcts|halving] [--opponents tree|policy] [--timing 1]
                                        [--out runs/search-bot-study.csv]
                                        [--first K --rows games.csv]

Each game title plays ``games`` 4-player games (200 by default) with the bots
"search,heuristic,heuristic,heuristic" rotated one seat a game, so the search bot sits in
every seat equally often. A row per title: the search bot's win rate (a shared first place
counts 1/k) with its 95% Wilson interval, the fair share (1/4), its mean rank and its mean
margin over the best rival, the budget, the method (``--method``: a tree search, or sequential
halving over common determinisations) and for a tree search the opponents' model
(``--opponents``: the tree holds every seat's decisions, or only the search bot's own with the
rivals played by the rollout policy), and the wall time of the pairing. ``--timing`` more
games are played in this process to time the search bot's decisions (those with more than
one legal action): mean and longest think time. The table is printed and saved as CSV (by
default runs/search-bot-study.csv, a folder git leaves out).

A pairing at about a second a decision takes hours, so it can be run in parts that add up:
``--first K`` plays games K to K + games - 1 of the same seeded plan (game i is the same game
whichever part plays it), and ``--rows FILE`` keeps every game's rows in a CSV, adds the new
ones and reports over all the games in it (a game already there is not counted twice).
"""

import argparse
import math
import dataclasses
import multiprocessing
import os
import time
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from importlib import import_module
from pathlib import Path

from nassau import games as registry
from nassau.kernel.english import plural
from nassau.kernel.search import METHODS, OPPONENTS
from nassau.sim import pairing as sim_pairing
from nassau.sim.engine import make_plan, run_batch
from nassau.sim.run import to_frame

SEED = 16
LINEUP = "search,heuristic,heuristic,heuristic"


def adapter_with_budget(name, iterations=None, opponents=None, method=None):
    """The game's adapter; with ``iterations``, ``opponents`` or ``method``, its search bot so set
    (it pickles to workers)."""
    adapter = registry.adapter(name)
    if iterations is None and opponents is None and method is None:
        return adapter
    search = import_module(f"nassau.{name}.bots.search")
    bot = partial(search.search_bot, iterations=iterations, opponents=opponents, method=method)
    return dataclasses.replace(adapter, bots={**adapter.bots, "search": bot})


def play_part(adapter, first, games, workers):
    """The rows of games ``first`` to ``first + games - 1`` of the pairing's seeded plan (a
    DataFrame like ``simulate``'s), on ``workers`` processes, a game a task."""
    plan = make_plan(adapter, first + games, SEED, players=4, bots=LINEUP, rotate=True)
    indices = range(first, first + games)
    if workers == 1:
        rows = run_batch(plan, first, first + games)
    else:
        with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
            rows = [r for part in pool.map(run_batch, [plan] * games, indices, [i + 1 for i in indices]) for r in part]
    return to_frame(plan, rows)


def kept_rows(df, path, name, budget, opponents="tree", method="ismcts", guard=False):
    """``df`` added to the rows kept in ``path`` (created if missing), which must be of the same
    title, budget, method, opponents' model and guard; a game already kept is kept as it was.
    Returns every kept row."""
    import pandas as pd
    df = df.assign(title=name, iterations=budget, opponents=opponents, method=method, guard=guard)
    if os.path.exists(path):
        old = pd.read_csv(path)
        if "opponents" not in old:
            old = old.assign(opponents="tree")           # kept before the search had a choice of model
        if "method" not in old:
            old = old.assign(method="ismcts")            # kept before the search had a choice of method
        if "guard" not in old:
            old = old.assign(guard=False)                # kept before halving could guard the policy's choice
        same = {"title": name, "iterations": budget, "opponents": opponents, "method": method, "guard": guard}
        if any(set(old[k]) != {v} for k, v in same.items()):
            held = ", ".join(f"{k} {sorted(set(old[k]))}" for k in same)
            raise SystemExit(f"{path} holds another pairing ({held}), not {same}")
        df = pd.concat([old, df[~df["game"].isin(set(old["game"]))]], ignore_index=True)
    df = df.sort_values(["game", "seat"]).reset_index(drop=True)
    df.to_csv(path, index=False)
    return df


def pairing(name, games, workers, iterations=None, first=0, rows=None, opponents=None, method=None) -> dict:
    adapter = adapter_with_budget(name, iterations, opponents, method)
    search = import_module(f"nassau.{name}.bots.search")
    budget = iterations if iterations is not None else search.ITERATIONS
    method = method or search.HOOKS.method
    model = "policy" if method == "halving" else opponents or search.HOOKS.opponents   # halving rolls out every rival
    guard = method == "halving" and search.HOOKS.guard
    start = time.perf_counter()
    df = play_part(adapter, first, games, workers)
    seconds = time.perf_counter() - start
    if rows is not None:
        df = kept_rows(df, rows, name, budget, model, method, guard)
    mine = df[df["bot"] == "search"].set_index("game")
    summary = sim_pairing(df, "search")
    kinds = [c for c in df.columns if c.startswith("n_")]
    return {"game": name, "games": summary["games"], "search_wins": summary["wins"], "win_rate": summary["win_rate"],
            "ci_low": summary["low"], "ci_high": summary["high"], "fair_share": summary["fair_share"],
            "mean_rank": summary["mean_rank"], "mean_margin": summary["mean_margin"],
            "search_decisions_per_game": float(mine[kinds].sum(axis=1).mean()),
            "iterations": budget, "method": method, "opponents": model, "guard": guard, "workers": workers, "played": games, "first": first, "seconds": round(seconds, 1)}


class _Timed:
    """A bot whose decisions with a choice are timed."""

    def __init__(self, bot):
        self.bot, self.times = bot, []

    def choose(self, game):
        start = time.perf_counter()
        action = self.bot.choose(game)
        if len(game.legal_actions()) > 1:
            self.times.append(time.perf_counter() - start)
        return action


def think_time(name, games, iterations=None, opponents=None, method=None) -> tuple:
    """(mean, longest) seconds a decision of the search bot, over ``games`` games in this process."""
    adapter = adapter_with_budget(name, iterations, opponents, method)
    times = []
    for i in range(games):
        game = adapter.new_game(4, SEED * 1000 + i, None, None)
        bots = [adapter.bots["heuristic"](i * 10 + s) for s in range(4)]
        timed = bots[i % 4] = _Timed(adapter.bots["search"](i))
        while not game.is_over:
            game.apply_unchecked(bots[game.current_player].choose(game))
        times += timed.times
    return (sum(times) / len(times), max(times)) if times else (float("nan"), float("nan"))


def main(argv=None) -> None:
    import pandas as pd
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", type=int, nargs="?", default=200, help="games a pairing (default 200)")
    parser.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--game", action="append", choices=registry.names(),
                        help="a game title (again for more; default: every game)")
    parser.add_argument("--iterations", type=int, default=None, help="the search budget (default: each game's)")
    parser.add_argument("--method", choices=METHODS, default=None,
                        help="ismcts: a tree search; halving: sequential halving over common determinisations "
                             "(default: each game's)")
    parser.add_argument("--opponents", choices=OPPONENTS, default=None,
                        help="tree: every seat's decisions in the search tree; policy: only the search bot's, the "
                             "rivals played by the rollout policy (default: each game's)")
    parser.add_argument("--timing", type=int, default=1, help="games played here to time the decisions")
    parser.add_argument("--out", metavar="FILE", default="runs/search-bot-study.csv",
                        help="the CSV to write (default runs/search-bot-study.csv)")
    parser.add_argument("--first", type=int, default=0, help="the number of the first game to play (a later part)")
    parser.add_argument("--rows", help="a CSV that keeps every game's rows; with several games, {game} in the name "
                                       "stands for the title")
    args = parser.parse_args(argv)
    if args.first < 0 or args.games < 1 or args.workers < 1:
        parser.error("games and workers must be at least 1, and --first at least 0")
    if args.method == "halving" and args.opponents == "tree":
        parser.error("--opponents tree is a tree search's model; halving plays every rival by the rollout policy")
    titles = args.game or registry.names()
    if args.rows and len(titles) > 1 and "{game}" not in args.rows:
        parser.error("--rows needs {game} in its name when the study runs several games")
    rows = []
    for name in titles:
        kept = args.rows.replace("{game}", name) if args.rows else None
        first = args.first
        row = pairing(name, args.games, args.workers, args.iterations, first, kept, args.opponents, args.method)
        timed = (think_time(name, args.timing, args.iterations, args.opponents, args.method) if args.timing
                 else (math.nan,) * 2)
        row["think_mean"], row["think_max"] = timed
        rows.append(row)
        print(f"{name}: {row['win_rate']:.1%} [{row['ci_low']:.1%}, {row['ci_high']:.1%}] over "
              f"{plural(row['games'], 'game', ',')} (games {first}-{first + args.games - 1} played now, in "
              f"{row['seconds']:,.0f} s); think {row['think_mean']:.2f} s a decision (longest {row['think_max']:.2f} s)",
              flush=True)
    table = pd.DataFrame(rows).set_index("game")
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    table.to_csv(args.out)
    with pd.option_context("display.width", 200, "display.max_columns", 30):
        print(table)
    print(f"seed {SEED}, bots {LINEUP} rotated; saved to {args.out}")


if __name__ == "__main__":
    main()
