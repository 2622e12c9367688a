"""What ``python -m nassau play|replay|bench --game piratoons`` needs, as plain functions.

Errors are RecordError or IllegalActionError with a one-line message, which the command
line already turns into ``nassau: error: ...`` and exit status 2.
"""


from ..kernel.errors import RecordError
from ..kernel.bench import clone_us, random_games
from ..kernel.rng import Rng

BOTS = ("heuristic", "random")


def make_bots(spec: str, n: int, seed: int) -> list:
    """Bots by name, one per seat (or one name for every seat); each gets its own seed."""
    from .bots import HeuristicBot, RandomBot
    names = [s.strip().lower() for s in spec.split(",")]
    for name in names:
        if name not in BOTS:
            raise RecordError("bots", f"unknown bot {name!r} (choose from {', '.join(BOTS)})")
    if len(names) == 1:
        names *= n
    if len(names) != n:
        raise RecordError("bots", f"--bots names {len(names)} bots for {n} players")
    kinds = {"heuristic": HeuristicBot, "random": RandomBot}
    return [kinds[name](seed * 16 + seat + 1) for seat, name in enumerate(names)]


def play_game(players=4, seed: int = 0, bots: str = "heuristic"):
    """A whole game played by bots (a finished :class:`Game`)."""
    from .bots import play
    from .setup import new_game
    game = new_game(players=players, seed=seed)
    return play(game, make_bots(bots, game.n, seed))


def play_text(players=4, seed: int = 0, bots: str = "heuristic", save=None, quiet: bool = False) -> str:
    """Play a game with bots; the account text (or only its result line with ``quiet``).
    ``save`` is a path for the JSON record."""
    from .account import account, result
    game = play_game(players, seed, bots)
    if save:
        with open(save, "w", encoding="utf-8") as f:
            f.write(game.to_json())
    return result(game) + "\n" if quiet else account(game)


def record_game(text: str):
    """The ``game`` named in a saved record ("piratoons", "pirates-of-nassau"...), or None."""
    import json
    try:
        record = json.loads(text)
    except (TypeError, ValueError):
        return None
    return record.get("game") if isinstance(record, dict) else None


def replay_text(text: str) -> str:
    """The account of a saved record, after checking every decision in it."""
    from .account import account
    from .game import Game
    return account(Game.from_json(text))


def bench(players=4, seconds: float = 5.0) -> dict:
    """Timings of uniform random play: decisions per second (unchecked and checked), games
    per second, decisions per game, microseconds per clone, and the record's size."""
    from .setup import new_game
    new_game(players=players, seed=0)                   # bad players fail before the clock starts
    rng = Rng(2015)
    decisions, games, secs, last = random_games(new_game, players, rng, seconds * 0.5, checked=False)
    checked, _, csecs, _ = random_games(new_game, players, rng, seconds * 0.3, checked=True)
    return {
        "decisions/s (apply_unchecked)": decisions / secs,
        "games/s": games / secs,
        "decisions/game": decisions / games,
        "decisions/s (checked apply)": checked / csecs,
        "clone µs": clone_us(new_game, players, decisions // games // 2, rng, seconds * 0.2),
        "record KB": len(last.to_json()) / 1024,
    }


def bench_text(players=4, seconds: float = 5.0) -> str:
    """The bench figures as lines like the pirates bench prints."""
    f = bench(players, seconds)
    count = players if isinstance(players, int) else len(players)
    return "\n".join([
        f"game: piratoons, {count} players, uniform random play",
        f"decisions/s (apply_unchecked): {f['decisions/s (apply_unchecked)']:,.0f}",
        f"games/s: {f['games/s']:,.1f}",
        f"decisions/game: {f['decisions/game']:.1f}",
        f"decisions/s (checked apply): {f['decisions/s (checked apply)']:,.0f}",
        f"clone: {f['clone µs']:.2f} µs",
        f"record: {f['record KB']:.1f} KB",
    ]) + "\n"


