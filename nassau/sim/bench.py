"""Games per second of ``simulate()`` with 1 and with more workers, and the speed-up.

    python -m nassau.sim.bench [--game pirates] [--games 1000] [--workers 1,2] [--repeat 2] [--executor processes]

A benchmark, not a test: the figures depend on the machine and on what else runs on it.
Each worker count runs ``repeat`` times, interleaved, and the best time counts (other load on
the machine only ever slows a run down). Every run uses the same root seed, and the script
checks that all runs gave the identical DataFrame.
"""

import argparse
import os
import time

from ..kernel.english import plural


def bench(games=1000, workers=(1, 2), executor="processes", bots="heuristic", seed=2012, repeat=2,
          game="pirates") -> list:
    """(workers, best seconds, games/s) for each worker count; raises if two runs differ."""
    from . import simulate
    best, first = {}, None
    for _ in range(repeat):
        for w in workers:
            start = time.perf_counter()
            df = simulate(game=game, games=games, seed=seed, bots=bots, executor=executor, workers=w, progress=False)
            seconds = time.perf_counter() - start
            if first is None:
                first = df
            elif not df.equals(first):
                raise AssertionError(f"{plural(w, 'worker')} gave a different DataFrame")
            best[w] = min(best.get(w, seconds), seconds)
    return [(w, best[w], games / best[w]) for w in workers]


def main(argv=None) -> int:
    from .registry import available_games, get_adapter
    parser = argparse.ArgumentParser(prog="python -m nassau.sim.bench", description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="pirates", choices=available_games())
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--workers", default="1,2", help="comma-separated worker counts (default 1,2)")
    parser.add_argument("--executor", default="processes", choices=("processes", "dask"))
    parser.add_argument("--bots", default="heuristic")
    args = parser.parse_args(argv)
    counts = tuple(int(w) for w in args.workers.split(","))
    print(f"{plural(args.games, 'game', ',')} of {get_adapter(args.game).title}, bots {args.bots}, "
          f"executor {args.executor}, {plural(os.cpu_count(), 'CPU')}")
    results = bench(args.games, counts, args.executor, args.bots, repeat=args.repeat, game=args.game)
    base = results[0][2]
    for w, seconds, rate in results:
        print(f"{plural(w, 'worker')}: {seconds:,.1f} s, {rate:,.1f} games/s, speed-up {rate / base:.2f}x")
    print(f"identical DataFrames in all {plural(args.repeat * len(counts), 'run')}: yes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
