"""The search bot's strength: one search bot against three heuristic bots, for each game.

    python examples/search_bot_study.py [games] [--workers 2] [--game pirates] [--iterations N]
                                        [--timing 1] [--out notebooks/data/search-bot-study.csv]

Each game title plays ``games`` 4-player games (200 by default) with the bots
"search,heuristic,heuristic,heuristic" rotated one seat a game, so the search bot sits in
every seat equally often. A row per title: the search bot's win rate (a shared first place
counts 1/k) with its 95% Wilson interval, the fair share (1/4), its mean rank and its mean
margin over the best rival, the budget, and the wall time of the pairing. ``--timing`` more
games are played in this process to time the search bot's decisions (those with more than
one legal action): mean and longest think time. The table is printed and saved as CSV.
"""

import argparse
import dataclasses
import time
from functools import partial
from importlib import import_module

from nassau import games as registry
from nassau.sim import simulate, wilson

SEED = 16
LINEUP = "search,heuristic,heuristic,heuristic"


def adapter_with_budget(name, iterations=None):
    """The game's adapter; with ``iterations``, its search bot on that budget (it pickles to workers)."""
    adapter = registry.adapter(name)
    if iterations is None:
        return adapter
    search = import_module(f"nassau.{name}.search")
    return dataclasses.replace(adapter, bots={**adapter.bots, "search": partial(search.search_bot,
                                                                                  iterations=iterations)})


def pairing(name, games, workers, iterations=None) -> dict:
    adapter = adapter_with_budget(name, iterations)
    start = time.perf_counter()
    df = simulate(game=adapter, games=games, seed=SEED, players=4, bots=LINEUP, rotate=True,
                  workers=workers, executor="in-process" if workers == 1 else None, progress=False)
    seconds = time.perf_counter() - start
    mine = df[df["bot"] == "search"].set_index("game")
    rivals = df[df["bot"] != "search"].groupby("game")["points"].max()
    wins = float(mine["win_share"].sum())
    low, high = wilson(wins, len(mine))
    kinds = [c for c in df.columns if c.startswith("n_")]
    budget = iterations if iterations is not None else import_module(f"nassau.{name}.search").ITERATIONS
    return {"game": name, "games": len(mine), "search_wins": wins, "win_rate": wins / len(mine),
            "ci_low": low, "ci_high": high, "fair_share": 0.25, "mean_rank": float(mine["rank"].mean()),
            "mean_margin": float((mine["points"] - rivals).mean()),
            "search_decisions_per_game": float(mine[kinds].sum(axis=1).mean()),
            "iterations": budget, "workers": workers, "seconds": round(seconds, 1)}


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


def think_time(name, games, iterations=None) -> tuple:
    """(mean, longest) seconds a decision of the search bot, over ``games`` games in this process."""
    adapter = adapter_with_budget(name, iterations)
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
    parser.add_argument("games", type=int, nargs="?", default=200)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--game", action="append", choices=registry.names(),
                        help="a game title (again for more; default: every game)")
    parser.add_argument("--iterations", type=int, default=None, help="the search budget (default: each game's)")
    parser.add_argument("--timing", type=int, default=1, help="games played here to time the decisions")
    parser.add_argument("--out", default="notebooks/data/search-bot-study.csv")
    args = parser.parse_args(argv)
    rows = []
    for name in args.game or registry.names():
        row = pairing(name, args.games, args.workers, args.iterations)
        row["think_mean"], row["think_max"] = think_time(name, args.timing, args.iterations) if args.timing else \
            (float("nan"), float("nan"))
        rows.append(row)
        print(f"{name}: {row['win_rate']:.1%} [{row['ci_low']:.1%}, {row['ci_high']:.1%}] over {row['games']} games, "
              f"{row['seconds']:.0f} s; think {row['think_mean']:.2f} s a decision (longest {row['think_max']:.2f} s)",
              flush=True)
    table = pd.DataFrame(rows).set_index("game")
    table.to_csv(args.out)
    with pd.option_context("display.width", 200, "display.max_columns", 30):
        print(table)
    print(f"seed {SEED}, bots {LINEUP} rotated; saved to {args.out}")


if __name__ == "__main__":
    main()
