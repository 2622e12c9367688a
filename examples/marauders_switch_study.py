"""The Seas of Glory switch study: each module and variant of Merchants & Marauders alone, and
all of them at once, over the same seeded games of four heuristic bots.

    python examples/marauders_switch_study.py [games] [--workers 2] [--out notebooks/data/marauders-switch-study.csv]

Each row plays ``games`` games (200 by default; the issue asks for at least 200) with a round
limit of 200 as a safety stop, reported in the ``capped`` column. The table is printed and saved
as CSV; notebook 12 ("Seas of Glory") reads the saved table.
"""

import argparse
import time

from nassau.sim.switches import switch_study

ROUND_LIMIT = 200
SEED = 15


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", type=int, nargs="?", default=200)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", default="notebooks/data/marauders-switch-study.csv")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    table = switch_study("marauders", args.games, SEED, bots="heuristic", options={"round_limit": ROUND_LIMIT},
                         workers=args.workers, executor="in-process" if args.workers == 1 else None)
    table.to_csv(args.out)
    with __import__("pandas").option_context("display.width", 200, "display.max_columns", 30):
        print(table.drop(columns=["modules", "variants"]))
    print(f"{args.games} games a row, seed {SEED}, {time.perf_counter() - start:.0f} s; saved to {args.out}")


if __name__ == "__main__":
    main()
