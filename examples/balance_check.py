"""How long games last, and whether a seat or a playing style dominates.

    python examples/balance_check.py [games]

Seats are numbered from 1 (seat 1 is the oldest player). All bots are the package's heuristic bot; "styles" shift what it values. Seeds are fixed,
so the figures are reproducible. This quick look covers 3 to 5 players; the standard 4-player
study, with intervals, turn order and deciding categories, is ``python -m nassau balance``
(:mod:`nassau.sim.studies.pirates`).
"""

import argparse
from collections import Counter

from nassau import pirates
from nassau.kernel.english import plural
from nassau.pirates.bots.heuristic import STYLES, HeuristicBot, play


def seats(players: int, games: int):
    wins, rounds = Counter(), Counter()
    for seed in range(games):
        g = play(pirates.new_game(players=players, seed=seed), [HeuristicBot(seed + i) for i in range(players)])
        rounds[g.round] += 1
        winner = g.winner()
        if winner is not None:
            wins[g.seat_of(winner)] += 1
    return wins, rounds


def styles(games: int):
    names = list(STYLES)
    wins = Counter()
    for seed in range(games):
        order = names[seed % 4:] + names[:seed % 4]     # every style sits in every seat
        g = pirates.new_game(players=4, seed=10_000 + seed)
        play(g, [HeuristicBot(seed, style=s) for s in order])
        winner = g.winner()
        if winner is not None:
            wins[order[g.seat_of(winner)]] += 1
    return wins


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", type=int, nargs="?", default=400, help="games a table (default 400)")
    games = parser.parse_args(argv).games
    if games < 1:
        parser.error("games must be at least 1")
    for n in (3, 4, 5):
        wins, rounds = seats(n, games)
        total = sum(wins.values()) or 1          # games with a sole winner
        print(f"{plural(n, 'player')}, {plural(games, 'game', ',')}: seat win rates " +
              ", ".join(f"seat {s + 1} {wins[s] / total:.0%}" for s in range(n)) +
              "; rounds " + ", ".join(f"{r}: {rounds[r] / games:.0%}" for r in sorted(rounds)))
    wins = styles(games)
    total = sum(wins.values()) or 1
    print(f"styles, 4 players, {plural(games, 'game', ',')}: " + ", ".join(f"{s} {wins[s] / total:.0%}" for s in STYLES))


if __name__ == "__main__":
    main()
