"""The Seas of Glory switch study: each module and variant of Merchants & Marauders alone, and
all of them at once, over the same seeded games of four heuristic bots.

    python examples/marauders_switch_study.py [games] [--workers 2] [--out notebooks/data/marauders-switch-study.csv]

Each row plays ``games`` games (200 by default: a seat's 25 % share is then known to about 6
points either way) with a round limit of 200 as a safety stop, reported in the ``capped``
column. The table is printed (seats numbered from 1) and saved as CSV (its columns
``seat0_win`` ... numbered from 0, as in the balance lab's DataFrames); by default over the
table notebook 12 ("Seas of Glory") reads.
"""

import argparse
import re
import time

from nassau.kernel.english import plural
from nassau.sim.switches import switch_study

ROUND_LIMIT = 200
SEED = 15


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", type=int, nargs="?", default=200, help="games a row (default 200)")
    parser.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--out", metavar="FILE", default="notebooks/data/marauders-switch-study.csv",
                        help="the CSV to write (default notebooks/data/marauders-switch-study.csv, which notebook 12 "
                             "reads)")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    table = switch_study("marauders", args.games, SEED, bots="heuristic", options={"round_limit": ROUND_LIMIT},
                         workers=args.workers, executor="in-process" if args.workers == 1 else None)
    table.to_csv(args.out)
    with __import__("pandas").option_context("display.width", 200, "display.max_columns", 30):
        print(table.drop(columns=["modules", "variants"]).rename(columns=shown_column))
    print(f"{plural(args.games, 'game', ',')} a row, seed {SEED}, {time.perf_counter() - start:,.0f} s; "
          f"saved to {args.out}")


def shown_column(name) -> str:
    """A column's name as printed: seat0_win reads "seat 1 win", seat0_ci "seat 1 95%"."""
    seat = re.fullmatch(r"seat(\d+)_(win|ci)", name)
    if seat is None:
        return name
    return f"seat {int(seat.group(1)) + 1} {'win' if seat.group(2) == 'win' else '95%'}"


if __name__ == "__main__":
    main()
