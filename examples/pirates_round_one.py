"""Round 1 of Pirates of Nassau by place in the turn order: what each place rolled, what was
left to take when it moved, where it went and what it did, and who won.

    python examples/pirates_round_one.py [games] [seed]

Places are numbered from 1 (place 1 sails first). All four players are the heuristic bot. The last to sail in round 1 rolled the highest dice
(infamy order follows the setup roll); this shows whether it also gets the least out of them.
"""

import argparse
from collections import Counter, defaultdict

from nassau import pirates
from nassau.kernel.english import plural
from nassau.pirates.bots.heuristic import HeuristicBot


def zone_merchants(game, zone):
    """Merchants still on the trade routes of a zone."""
    return sum(1 for pos, m in enumerate(game.routes) if m >= 0 and game.comp.spaces[pos].zone == zone)


def play_one(seed, players=4):
    """Play one game; return per place in round 1's order a dict of round-1 figures, and the winner's place."""
    g = pirates.new_game(players, seed=seed)
    bots = [HeuristicBot(seed + i) for i in range(players)]
    stats = [defaultdict(float) for _ in range(players)]
    order = None
    while not g.is_over:
        if g.round == 1 and g.step == "pirate":
            order = order or g.order
            p, s = g.players[g.cur], stats[order.index(g.cur)]
            if g.sub == "move" and not s.get("dice_sum"):
                s["dice_sum"] = sum(p.dice)
                s["dice_max"] = max(p.dice)
            if g.sub == "move":
                s[f"zone1_left_pass{g.pass_no}"] = zone_merchants(g, 1)
            a = bots[g.cur].choose(g)
            note = a.notation
            if g.sub == "move" and ">" in note:
                target = int(note.split(">")[1])
                zone = g.comp.spaces[target].zone if target not in (7, 14) else 0
                s[f"zone{zone}_moves" if zone else "midpoint_moves"] += 1
            elif g.sub == "act":
                s["act_" + note.split()[0]] += 1
            g.apply(a)
            continue
        if g.round == 1 and g.step == "infamy" and "captured" not in stats[0]:
            for place, seat in enumerate(order):
                p = g.players[seat]
                stats[place]["captured"] = len(p.captured)
                stats[place]["captured_zone2"] = sum(g.comp.merchants[m].zone == 2 for m in p.captured)
                stats[place]["cards_left"] = sum(p.captains)
                stats[place]["kept_3/3"] = any(free and g.comp.captains[i].label == "3/3"
                                               for i, free in enumerate(p.captains))
        g.apply(bots[g.cur].choose(g))
    w = g.winner()
    won = order.index(g.seat_of(w)) if w is not None else None
    return stats, won


def report(games=300, seed=0):
    totals = [Counter() for _ in range(4)]
    wins = Counter()
    for i in range(games):
        stats, won = play_one(seed + i)
        for place, s in enumerate(stats):
            totals[place].update(s)
        if won is not None:
            wins[won] += 1
    keys = sorted({k for t in totals for k in t})
    print(f"{plural(games, 'game', ',')}, 4 heuristic bots; averages per game by place in round 1's turn order "
          "(1 sails first)")
    print(f"{'place':24}" + "".join(f"{p + 1:>8}" for p in range(4)))
    for k in keys:
        print(f"{k:24}" + "".join(f"{t[k] / games:8.2f}" for t in totals))
    print(f"{'win share':24}" + "".join(f"{wins[p] / games:8.1%}" for p in range(4)))


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", type=int, nargs="?", default=300, help="how many games (default 300)")
    parser.add_argument("seed", type=int, nargs="?", default=0, help="the first game's seed; game i plays seed + i (default 0)")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("games must be at least 1")
    report(args.games, args.seed)


if __name__ == "__main__":
    main()
