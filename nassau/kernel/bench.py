"""Speed measurements shared by the games' benchmarks: random play and clone timing.

Each takes the game's ``new_game(players=..., seed=...)`` and draws everything from ``rng``.
"""

import time


def random_games(new_game, players, rng, seconds, checked):
    """Play whole random games until the time is up; (decisions, games, seconds, last game)."""
    decisions = games = 0
    start = time.perf_counter()
    deadline = start + seconds
    game = None
    while games == 0 or time.perf_counter() < deadline:
        game = new_game(players=players, seed=rng.below(1 << 32))
        step = game.apply if checked else game.apply_unchecked
        while not game.is_over:
            step(rng.choice(game.legal_actions()))
            decisions += 1
        games += 1
    return decisions, games, time.perf_counter() - start, game


def clone_us(new_game, players, plies, rng, seconds) -> float:
    """Microseconds per clone() of a position ``plies`` random decisions into a game."""
    game = new_game(players=players, seed=rng.below(1 << 32))
    for _ in range(plies):
        if game.is_over:
            break
        game.apply_unchecked(rng.choice(game.legal_actions()))
    clones, start = 0, time.perf_counter()
    deadline = start + seconds
    while clones == 0 or time.perf_counter() < deadline:
        for _ in range(1000):      # batches keep the clock out of the measurement
            game.clone()
        clones += 1000
    return (time.perf_counter() - start) / clones * 1e6
