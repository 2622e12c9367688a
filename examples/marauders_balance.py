"""Measure Merchants & Marauders by simulation: the heuristic bot against random bots, the
length of games without a round limit, and where the glory comes from.

    python examples/marauders_balance.py [games] [--workers 2]

Every game is seeded, so the figures are reproducible. It reports:

- one heuristic bot against three random bots at a 4-player table, its seat rotating: the
  heuristic bot's share of wins;
- how long games run with no round limit (the rulebook's game): random bots only, and
  heuristic bots only, in rounds and in decisions;
- at the all-heuristic tables: the share of wins by seat and by plan (trader or pirate),
  and the glory won and the stashes' glory of the winners.
"""

import argparse
import statistics
from multiprocessing import get_context

from nassau import marauders
from nassau.kernel.bots import RandomBot, play
from nassau.kernel.english import plural
from nassau.marauders.bots.heuristic import HeuristicBot

CAP = 1000            # rounds (the most the option allows): a safety stop for random play, reported if hit


def duel(seed: int) -> tuple:
    """(the heuristic bot won, rounds, decisions) in a 4-player game against 3 random bots."""
    seat = seed % 4
    g = marauders.new_game(4, seed=seed, options={"round_limit": CAP})
    bots = [RandomBot(seed * 10 + i) for i in range(4)]
    bots[seat] = HeuristicBot(seed)
    play(g, bots)
    return g.winner() == g.names[seat], g.round, g.ply


def length(args) -> tuple:
    """(rounds, decisions, hit the cap) of a game of random or heuristic bots."""
    kind, seed, players = args
    g = marauders.new_game(players, seed=seed, options={"round_limit": CAP})
    make = RandomBot if kind == "random" else HeuristicBot
    bots = [make(seed * 10 + i) for i in range(players)]
    play(g, bots)
    row = None
    if kind == "heuristic":
        w = g.winner()
        if w is not None:
            p = g.players[g.names.index(w)]
            row = (p.seat, "pirate" if bots[p.seat].pirate(g, p) else "trader", p.glory, p.stash // 10)
    return g.round, g.ply, g.round >= CAP, row


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", type=int, nargs="?", default=400, help="games of the duel (default 400)")
    parser.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    args = parser.parse_args(argv)
    n = args.games
    with get_context("spawn").Pool(args.workers) as pool:
        duels = pool.map(duel, range(n), chunksize=8)
        wins = sum(w for w, _, _ in duels)
        print(f"Heuristic bot against 3 random bots, 4 players, seats rotating, {plural(n, 'game', ',')}: "
              f"{plural(wins, 'win', ',')} = {wins / n:.1%}")
        print(f"  rounds: median {statistics.median(r for _, r, _ in duels):,g}, max {max(r for _, r, _ in duels):,}")
        for kind in ("random", "heuristic"):
            for players in (2, 3, 4):
                k = max(8, n // 8)
                rows = pool.map(length, [(kind, s, players) for s in range(k)], chunksize=4)
                rounds = [r for r, _, _, _ in rows]
                plies = [d for _, d, _, _ in rows]
                capped = sum(c for _, _, c, _ in rows)
                print(f"{kind} bots, {plural(players, 'player')}, no round limit, {plural(k, 'game', ',')}: rounds median "
                      f"{statistics.median(rounds):,g}, max {max(rounds):,}; decisions median "
                      f"{statistics.median(plies):,g}, max {max(plies):,}"
                      + (f"; {plural(capped, 'game', ',')} stopped at {CAP:,} rounds" if capped else ""))
                if kind == "heuristic" and players == 4:
                    won = [w for _, _, _, w in rows if w is not None]
                    seats = [sum(1 for w in won if w[0] == s) / len(won) for s in range(4)]
                    plans = {plan: sum(1 for w in won if w[1] == plan) for plan in ("trader", "pirate")}
                    by_plan = ", ".join(f"{plan} {plural(count, 'game', ',')}" for plan, count in plans.items())
                    print(f"  wins by seat {' / '.join(f'{x:.0%}' for x in seats)} (seat 1 first); by plan "
                          f"{by_plan}; winners' "
                          f"glory won {statistics.mean(w[2] for w in won):.1f}, stashed glory "
                          f"{statistics.mean(w[3] for w in won):.1f}")


if __name__ == "__main__":
    main()
