"""Piratoons' standard balance study (``python -m nassau balance --game piratoons``).

Heuristic bots at tables of 2 and of 4: the win share of each seat (the captain of round 1 sits
first); at the 4-player table, for each boat level and equipment kind, the share of the tiles
aboard at the end that sit on the winners' ships (a level or kind far from the others is over- or
under-valued), and how often a bot sits a round out: claims no tile in the grab, or bids 0 at
the auction. The games are :func:`nassau.sim.simulate`'s (the same seeds), played again here
because the tiles and the decisions need the finished game objects.
"""

from ..balance import rate, run_batches
from ..engine import _components_for, derive_seed, make_plan, play_indexed
from ...piratoons.rules.components import ROUNDS, default_components

DEFAULT_GAMES = 2000
TITLES = {
    "seats_2p": "Win share by seat, 2 heuristic bots (seat 1 is round 1's captain)",
    "seats_4p": "Win share by seat, 4 heuristic bots (seat 1 is round 1's captain)",
    "tiles": "Tiles aboard at the end of 4-player games: on_winners (share of those aboard that sit on the "
             "winners' ships), aboard (share of the supply aboard a ship)",
    "sits_out": "Sitting a round out, 4 heuristic bots: claimed_nothing (share of bot-rounds with no tile "
                "claimed in the grab), bid_zero (share of auction bids of 0)",
}


def tile_key(tile) -> str:
    """How the study groups tiles: boats by level, equipment by kind."""
    return f"level {tile.levels}" if tile.is_boat else tile.kind


def held_tiles(game, firsts) -> list:
    """(tile key, on a winner's ship) for every tile aboard a ship at the end; ``firsts``: the
    seats sharing first place."""
    tiles = game.comp.tiles
    return [(tile_key(tiles[t]), s in firsts) for s in range(game.n) for t in (*game.boats[s], *game.aboard[s])]


def supply(components) -> dict:
    """How many tiles of each key the box holds."""
    out = {}
    for t in components.tiles:
        out[tile_key(t)] = out.get(tile_key(t), 0) + 1
    return out


def sittings(plan, index, game) -> dict:
    """For each round: [seats that claimed nothing, seats asked to claim, bids of 0, bids],
    read from the game's history replayed on a fresh copy of its start."""
    a = plan.adapter
    g = a.new_game(plan.players, derive_seed(plan.seed, index, 0), plan.options, _components_for(plan),
                   **dict(plan.switches))
    asked, claimed, out = {}, {}, {}
    for action in game.history:
        r, seat = g.round, g.current_player
        tally = out.setdefault(r, [0, 0, 0, 0])
        if action.kind in ("claim", "seal"):
            asked.setdefault(r, set()).add(seat)
            if action.kind == "claim":
                claimed.setdefault(r, set()).add(seat)
        elif action.kind == "bid":
            tally[2] += action.arg == 0
            tally[3] += 1
        g.apply_unchecked(action)
    for r, seats in asked.items():
        out[r][0] = len(seats - claimed.get(r, set()))
        out[r][1] = len(seats)
    return out


def table_batch(plan, start, stop) -> list:
    """Per game: (win share of each seat, held tiles, sittings by round)."""
    components = _components_for(plan)
    share = plan.columns.index("win_share")
    out = []
    for index in range(start, stop):
        game, rows = play_indexed(plan, index, components)
        shares = [r[share] for r in rows]
        firsts = {s for s, x in enumerate(shares) if x > 0}
        out.append((shares, held_tiles(game, firsts), sittings(plan, index, game)))
    return out


def study(games, seed, workers, options=None) -> list:
    rows, tables = [], {}
    for players in (2, 4):
        plan = make_plan("piratoons", games, seed, players=players, bots="heuristic", options=options)
        played = run_batches(plan, table_batch, workers)
        tables[players] = plan, played
        rows += [rate(f"seats_{players}p", s, "win_share", sum(g[0][s] for g in played), games)
                 for s in range(players)]
    plan, played = tables[4]            # tiles and sitting out: the 4-player table
    return rows + tile_rows(played, games, plan) + sits_rows(played)


def tile_rows(played, games, plan) -> list:
    held, won = {}, {}
    for _, tiles, _ in played:
        for key, on_winner in tiles:
            held[key] = held.get(key, 0) + 1
            won[key] = won.get(key, 0) + on_winner
    box = supply(_components_for(plan) or default_components())
    rows = []
    for key in sorted(box):
        rows.append(rate("tiles", key, "on_winners", won.get(key, 0), held.get(key, 0)))
        rows.append(rate("tiles", key, "aboard", held.get(key, 0), games * box[key]))
    return rows


def sits_rows(played) -> list:
    total = [0, 0, 0, 0]
    rows = []
    for r in range(1, ROUNDS + 1):
        t = [sum(g[2].get(r, (0, 0, 0, 0))[i] for g in played) for i in range(4)]
        total = [a + b for a, b in zip(total, t)]
        rows += _sits(f"round {r}", t)
    return rows + _sits("all rounds", total)


def _sits(row, t) -> list:
    out = [rate("sits_out", row, "claimed_nothing", t[0], t[1])]
    return out + ([rate("sits_out", row, "bid_zero", t[2], t[3])] if t[3] else [])
