"""One process's speed, for ``nassau bench``: random play, clone timing, and OpenSpiel's own games
side by side (:mod:`.bench` measures ``simulate()`` on several workers).

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


# --- side by side with OpenSpiel (``nassau bench --compare``; pyspiel is optional) ---------------
OPENSPIEL_GAMES = (      # (row label, implementation, pyspiel game name)
    ("Tic-tac-toe", "OpenSpiel, Python", "python_tic_tac_toe"),
    ("Backgammon", "OpenSpiel, C++ via pybind", "backgammon"),
)


def openspiel_random_games(game, rng, seconds):
    """Random play of an OpenSpiel game measured as :func:`random_games` measures ours: a
    uniform legal action at each decision (``apply_action``), each chance node's outcome drawn
    from ``chance_outcomes()`` with ``rng``; (decisions, games, seconds). Chance steps are
    played but not counted as decisions (ours happen inside a decision)."""
    decisions = games = 0
    start = time.perf_counter()
    deadline = start + seconds
    while games == 0 or time.perf_counter() < deadline:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(_sample(state.chance_outcomes(), rng))
                continue
            legal = state.legal_actions()
            state.apply_action(legal[rng.below(len(legal))])
            decisions += 1
        games += 1
    return decisions, games, time.perf_counter() - start


def _sample(outcomes, rng):
    """An outcome of ``[(action, probability), ...]`` drawn with its probability."""
    u = rng.below(1 << 53) / (1 << 53)
    for action, p in outcomes:
        u -= p
        if u < 0:
            return action
    return outcomes[-1][0]        # rounding left a sliver at the end


def load_openspiel():
    """pyspiel with OpenSpiel's Python games registered; ImportError without OpenSpiel."""
    import importlib
    import pyspiel
    importlib.import_module("open_spiel.python.games.tic_tac_toe")     # registers python_tic_tac_toe
    return pyspiel


ROUNDS = 5      # each engine's time in this many slices, taken in turn (see compare_rows)


def compare_rows(nassau_games, rng, seconds, rounds: int = ROUNDS) -> list:
    """One row per engine, each timed for an equal share of ``seconds``: every nassau game
    (``(title, new_game, players)``, apply_unchecked and checked apply) and OpenSpiel's
    Python tic-tac-toe and C++ backgammon. Each row: (game, implementation, decisions/s,
    checked decisions/s or None, decisions/game).

    Each share is taken in ``rounds`` slices, every engine in turn: on a machine shared with
    other work the load moves within seconds, and engines timed one after the other would meet
    different loads, so their ratios, the figures that carry, would scatter."""
    pyspiel = load_openspiel()
    spiel = [(title, implementation, pyspiel.load_game(name)) for title, implementation, name in OPENSPIEL_GAMES]
    timers = [(lambda t, g=g, n=n, c=c: random_games(g, n, rng, t, checked=c)[:3])
              for _, g, n in nassau_games for c in (False, True)]
    timers += [(lambda t, g=g: openspiel_random_games(g, rng, t)) for _, _, g in spiel]
    totals = [[0, 0, 0.0] for _ in timers]
    share = seconds / (len(timers) * rounds)
    for _ in range(rounds):
        for timer, total in zip(timers, totals):
            for i, x in enumerate(timer(share)):
                total[i] += x
    rate = [d / s for d, _, s in totals]
    rows = [(title, "nassau, Python", rate[2 * i], rate[2 * i + 1], totals[2 * i][0] / totals[2 * i][1])
            for i, (title, _, _) in enumerate(nassau_games)]
    k = 2 * len(nassau_games)
    rows += [(title, implementation, rate[k + j], None, totals[k + j][0] / totals[k + j][1])
             for j, (title, implementation, _) in enumerate(spiel)]
    return rows


def compare_table(rows) -> str:
    """The rows as an aligned plain-text table."""
    head = ("game", "engine", "decisions/s", "checked/s", "decisions/game")
    body = [(t, impl, f"{rate:,.0f}", "-" if checked is None else f"{checked:,.0f}", f"{per:,.1f}")
            for t, impl, rate, checked, per in rows]
    widths = [max(len(r[i]) for r in (head, *body)) for i in range(len(head))]
    lines = []
    for r in (head, *body):
        cells = [c.ljust(w) if i < 2 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))]
        lines.append("  ".join(cells).rstrip())
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)
