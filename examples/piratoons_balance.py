"""Check Piratoons component data by simulation: seats, tiles, and two baselines.

    python examples/piratoons_balance.py [games] [--data components.json] [--workers 2]

Every table is seeded, so the figures are reproducible. It reports:

- heuristic tables of 2, 3 and 4 players: how often first place is shared, the win share
  of each seat (the captain of round 1 sits first), mean and winning totals;
- tiles: for each boat level and equipment kind, the share of the supply aboard a ship at
  the end, and the share of those on the winners' ships (a level or kind far from the
  others is over- or under-valued);
- a passive player (claims nothing, bids nothing) among three heuristic bots: building a
  ship must beat hoarding coins;
- one heuristic bot against three random bots.

Pass ``--data`` to check your own component file (the same schema as the package's). The
standard study of the package's own data, with intervals, is ``python -m nassau balance --game
piratoons`` (:mod:`nassau.sim.studies.piratoons`, which also groups the tiles for this script).
"""

import argparse
from collections import defaultdict
from multiprocessing import get_context

from nassau import RecordError, piratoons
from nassau.kernel.english import plural
from nassau.sim.studies.piratoons import held_tiles, supply
from nassau.piratoons.bots.heuristic import HeuristicBot, RandomBot, play
from nassau.piratoons.rules.components import default_components, load_components
from nassau.piratoons.rules.scoring import final_rows

DATA = None


class Passive:
    """Claims nothing and bids nothing: it only collects idle coins."""

    def choose(self, game):
        legal = game.legal_actions()
        return legal.get("seal") or legal.get("bid 0") or legal[0]


def _use(data):
    global DATA
    DATA = data


def _components():
    return load_components(DATA) if DATA else default_components()


def _game(players, seed, bots):
    g = piratoons.new_game(players=players, seed=seed, components=_components())
    play(g, bots)
    rows = final_rows(g)
    firsts = [s for s, r in enumerate(rows) if r["rank"] == 1]
    return g, rows, firsts


def table(args):
    players, i = args
    g, rows, firsts = _game(players, 10_000 * players + i, [HeuristicBot(100 * i + s) for s in range(players)])
    return firsts, [r["points"] for r in rows], held_tiles(g, set(firsts))


def odd_one(args):
    kind, i = args
    seat = i % 4
    bots = [HeuristicBot(100 * i + s) if kind == "passive" else RandomBot(100 * i + s) for s in range(4)]
    bots[seat] = Passive() if kind == "passive" else HeuristicBot(100 * i + seat)
    _, _, firsts = _game(4, 90_000 + i, bots)
    return 1 / len(firsts) if seat in firsts else 0.0


def report_tables(pool, games):
    for players in (2, 3, 4):
        seats, shared, totals, best = [0.0] * players, 0, [], []
        tiles = defaultdict(lambda: [0, 0])
        for firsts, scores, held in pool.map(table, [(players, i) for i in range(games)], chunksize=8):
            shared += len(firsts) > 1
            for s in firsts:
                seats[s] += 1 / len(firsts)
            totals += scores
            best.append(max(scores))
            for key, on_winner in held:
                tiles[key][0] += 1
                tiles[key][1] += on_winner
        print(f"{plural(players, 'player')}: first place shared in {shared / games:.1%}; win share by seat "
              + " / ".join(f"{w / games:.0%}" for w in seats)
              + f"; mean total {sum(totals) / len(totals):.1f}, winner's {sum(best) / len(best):.1f}")
        if players == 4:
            box = supply(_components())
            for key in sorted(tiles):
                held, won = tiles[key]
                print(f"  {key:9} supply {box[key]:2}: {held / games / box[key]:4.0%} aboard at the end, "
                      f"{won / held:4.0%} of those on the winners' ships")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("games", nargs="?", type=int, default=200, help="games a table (default 200)")
    ap.add_argument("--data", help="a component file to check instead of the package's")
    ap.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    args = ap.parse_args(argv)
    if args.data:
        try:
            load_components(args.data)
        except (RecordError, OSError) as exc:
            ap.error(f"--data {args.data}: {exc}")
    _use(args.data)
    with get_context("spawn").Pool(args.workers, initializer=_use, initargs=(args.data,)) as pool:
        report_tables(pool, args.games)
        for kind, label in (("passive", "a passive player among three heuristic bots"),
                            ("heuristic", "a heuristic bot among three random bots")):
            share = sum(pool.map(odd_one, [(kind, i) for i in range(args.games)], chunksize=8)) / args.games
            print(f"{label}: wins {share:.1%}")


if __name__ == "__main__":
    main()
