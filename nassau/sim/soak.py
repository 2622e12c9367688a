"""Soak runs: many seeded games of bots with the invariants checked after every decision.

    from nassau.sim.soak import soak, summary
    report = soak("pirates", games=1000, seed=1, workers=2)       # one row per game
    print(summary(report))

After every decision: ``game.problems()`` is empty; ``current_player`` is a seat exactly
when the game is not over; a game not over has legal actions, none over has any; no two
legal actions share a notation and each notation reads back as the same action; the bot's
choice is legal; the game ends within ``max_decisions``. At seeded moments (every
``check_every`` decisions on average) a clone and a record round trip (``to_json`` then the
adapter's ``load_record``) give the same state. At the end the record replays to the same
final state and the ranks of ``scores()`` are consistent (with the adapter's ``final_rows``
too). A failure is recorded in the game's row, never raised: the run goes on.

Games run on the balance lab's executors (:mod:`.run`); game ``i`` depends only on the root
seed and ``i``, so the report is the same with any number of workers (but for ``seconds``).
By default each game draws its table from the adapter: a player count, each seat's bot (so
random and heuristic play both soak; the search bot only when named, as it is slow) and, with ``random_switches``, a valid switch set of
the game's expansion. A table with a random bot plays with the adapter's
``random_play_options`` (Merchants & Marauders: a round limit), since random play alone
may never end it.
"""

import json
import time
from dataclasses import dataclass

from ..kernel.adapter import STRONG_BOT, GameAdapter
from ..kernel.english import plural
from ..kernel.rng import Rng
from .engine import _LOCK, derive_seed, make_plan
from .registry import SimulationError, check_count
from .summary import FIRST_SEAT
from ..kernel.optional import pandas

CHECK_EVERY = 50           # mean decisions between a clone and record round trip
MAX_DECISIONS = 50_000     # a game still running after this many decisions is stuck
RANDOM_BOT = "random"      # the bot name whose tables take the adapter's random_play_options
SLOW_BOTS = (STRONG_BOT,)  # left out of the seeded mix: tree search spends about a second a decision


@dataclass(frozen=True)
class SoakPlan:
    """A validated, picklable soak run (the executor aside)."""

    adapter: GameAdapter
    games: int
    seed: int
    players: object            # a count or a tuple of names; None: a seeded count per game
    bots: tuple                # one name, or one per seat; (): a seeded bot per seat
    switches: tuple            # fixed (("modules", names), ("variants", names))
    random_switches: bool      # a seeded valid switch set per game instead
    check_every: int
    max_decisions: int

    def table(self, index: int) -> dict:
        """Game ``index``'s set-up: seed, players, bots, switches and options."""
        a = self.adapter
        rng = Rng(derive_seed(self.seed, index, 1))
        players = self.players
        if players is None:
            players = len(self.bots) if len(self.bots) > 1 else a.min_players + rng.below(
                a.max_players - a.min_players + 1)
        n = players if isinstance(players, int) else len(players)
        names = mixed_bots(a)
        bots = (self.bots * n if len(self.bots) == 1 else self.bots) if self.bots else \
            tuple(names[rng.below(len(names))] for _ in range(n))
        switches = random_switches(a, rng) if self.random_switches else dict(self.switches)
        options = a.random_play_options if RANDOM_BOT in bots and a.random_play_options else None
        return {"seed": derive_seed(self.seed, index, 0), "players": players, "bots": tuple(bots),
                "switches": {k: list(v) for k, v in switches.items()}, "options": options}


def mixed_bots(adapter) -> list:
    """The bots a seat may draw when none is named: all the game's bots but the slow ones
    (name those with ``bots=`` to soak them)."""
    return [name for name in adapter.bots if name not in SLOW_BOTS]


def random_switches(adapter, rng) -> dict:
    """A seeded valid switch set: each playable switch on with even odds, a module with the
    modules it needs."""
    on = adapter.switches()
    modules = {m for m in on.get("modules", ()) if rng.below(2)}
    for m in list(modules):
        modules.update(adapter.switch_needs(m) if adapter.switch_needs else ())
    variants = {v for v in on.get("variants", ()) if rng.below(2)}
    return {"modules": sorted(modules), "variants": sorted(variants)}


def make_soak_plan(game="pirates", games=100, seed=0, players=None, bots=None, modules=None, variants=None,
                   random_switches=False, check_every=CHECK_EVERY, max_decisions=MAX_DECISIONS) -> SoakPlan:
    """Check the arguments (as ``simulate`` does) and build a :class:`SoakPlan`."""
    if not isinstance(random_switches, bool):
        raise SimulationError(f"random_switches must be True or False, not {random_switches!r}")
    check_count("check_every", check_every)
    check_count("max_decisions", max_decisions)
    base = make_plan(game, games, seed, players, bots, False, None, None, modules, variants)
    a = base.adapter
    if random_switches and not a.switches:
        raise SimulationError(f"{a.name} has no modules or variants to switch at random")
    if random_switches and base.switches:
        raise SimulationError("give modules and variants, or random switches, not both")
    fixed = base.players if players is not None or len(base.bots) > 1 else None
    return SoakPlan(a, games, seed, fixed, base.bots if bots is not None else (), base.switches,
                    random_switches, check_every, max_decisions)


# --- one game -----------------------------------------------------------------------------
class Failed(Exception):
    """A broken check: its text goes in the report."""


def soak_game(adapter, seed, players, bots, switches=None, options=None, check_every=CHECK_EVERY,
              max_decisions=MAX_DECISIONS) -> dict:
    """Play one game with every check; returns its report (see :data:`COLUMN_NOTES`).

    Everything a row of the report holds is enough to play the same game again."""
    switches = switches or {}
    out = {"decisions": 0, "rounds": 0, "winner": -1, "ok": True, "failure": "", "decision": -1, "action": "",
           "record": ""}
    start = time.perf_counter()
    run = _Run()
    try:
        out["winner"] = _play(run, adapter, seed, players, bots, switches, options, check_every, max_decisions)
    except Exception as exc:        # noqa: BLE001 -- every failure is reported, none stops the run
        text = str(exc) if isinstance(exc, Failed) else f"{type(exc).__name__}: {exc}"
        out.update(ok=False, failure=" ".join(text.split()) or type(exc).__name__, decision=run.at,
                   action=getattr(run.action, "notation", "" if run.action is None else repr(run.action)),
                   record=_record(adapter, seed, players, switches, options, run.game))
    if run.game is not None:
        out["decisions"], out["rounds"] = run.game.ply, getattr(run.game, "round", 0)
    out["seconds"] = time.perf_counter() - start
    return out


class _Run:
    """Where a checked game is, for its report when a check breaks."""

    def __init__(self):
        self.game = None
        self.at = 0               # the decision being made or checked (0: the set-up)
        self.action = None        # its action


def _play(run, adapter, seed, players, bots, switches, options, check_every, max_decisions) -> int:
    """Play and check the game to its end; returns the sole winner's seat, or -1."""
    game = run.game = adapter.new_game(players, seed, options, None, **switches)
    seats = [adapter.bots[name](derive_seed(seed, s + 1)) for s, name in enumerate(bots)]
    if len(seats) != game.n:
        raise Failed(f"{plural(len(bots), 'bot')} for {plural(game.n, 'seat')}")
    check_position(game)
    clock = Rng(derive_seed(seed, 0))                 # when to check clones and records
    next_check = 1 + clock.below(2 * check_every)
    while not game.is_over:
        if run.at >= max_decisions:
            raise Failed(f"the game did not end after {plural(max_decisions, 'decision', ',')}")
        run.at, run.action = run.at + 1, None
        seat = game.current_player
        chosen = seats[seat].choose(game)
        found = game.legal_actions().get(getattr(chosen, "notation", None))
        run.action = chosen if found is None else found
        if found is None:
            raise Failed(f"the {bots[seat]} bot of seat {seat + FIRST_SEAT} chose {chosen!r}, which is not legal")
        game.apply_unchecked(run.action)
        check_position(game)
        if run.at == next_check:
            check_copies(adapter, game)
            next_check += 1 + clock.below(2 * check_every)
    check_end(adapter, game)
    firsts = [seat for seat, r in enumerate(adapter.final_rows(game)) if r["rank"] == 1]
    return firsts[0] if len(firsts) == 1 else -1


def check_position(game) -> None:
    """The checks after every decision (and at the set-up)."""
    over, cur, legal = game.is_over, game.current_player, game.legal_actions()
    if over:
        if cur is not None:
            raise Failed(f"the game is over but current_player is {cur!r}, not None")
        if len(legal):
            raise Failed(f"the game is over but {plural(len(legal), 'action')} {'is' if len(legal) == 1 else 'are'} "
                         f"legal, e.g. {legal[0].notation!r}")
    else:
        if not isinstance(cur, int) or isinstance(cur, bool) or not 0 <= cur < game.n:
            raise Failed(f"the game is not over but current_player is {cur!r}, not a seat")
        if not len(legal):
            raise Failed("the game is not over but no action is legal")
        if len(set(legal.notations())) != len(legal):
            twice = sorted({x for x in legal.notations() if legal.notations().count(x) > 1})
            raise Failed(f"two legal actions share the notation {twice[0]!r}")
        for a in legal:
            if (type(a), a.notation) not in _READ_BACK:
                reads_back(game, a)
    found = game.problems()
    if found:
        raise Failed(found[0])


_READ_BACK = set()      # (class, notation) already checked in this process (actions are interned)


def reads_back(game, action) -> None:
    """``action``'s notation read again (by the game, and afresh past the actions' cache) gives
    the same action."""
    again = game.parse_action(action.notation)
    cls = type(action)
    if again != action or cls._canonical(action.notation) != action.notation:
        raise Failed(f"the legal action {action.notation!r} reads back as {again.notation!r}")
    fresh = object.__new__(cls)
    object.__setattr__(fresh, "notation", action.notation)
    cls._parse_into(fresh, action.notation)
    for slot in (s for c in cls.__mro__ for s in getattr(c, "__slots__", ())):
        if getattr(fresh, slot, None) != getattr(action, slot, None):
            raise Failed(f"the legal action {action.notation!r} reads back with another {slot}: "
                         f"{getattr(fresh, slot, None)!r}, not {getattr(action, slot, None)!r}")
    _READ_BACK.add((cls, action.notation))


def check_copies(adapter, game) -> None:
    """A clone, and the game loaded from its record, are in the same state as the game."""
    here = game.state_dict()
    for what, copy in (("a clone", game.clone()), ("the game loaded from its record",
                                                   adapter.load_record(game.to_json()))):
        where = difference(copy.state_dict(), here)
        if where is not None:
            raise Failed(f"{what} differs from the game at {where}")
        if copy.legal_actions().notations() != game.legal_actions().notations():
            raise Failed(f"{what} has other legal actions than the game")
        if copy.current_player != game.current_player:
            raise Failed(f"{what} has another current player than the game")


def check_end(adapter, game) -> None:
    """The record replays to the final state; the ranks agree with the points and each other."""
    where = difference(adapter.load_record(game.to_json()).state_dict(), game.state_dict())
    if where is not None:
        raise Failed(f"the record replays to another final state, at {where}")
    check_ranks(adapter, game)


def check_ranks(adapter, game) -> None:
    df = game.scores()
    names = list(game.names)
    if sorted(map(str, df.index)) != sorted(map(str, names)):
        raise Failed(f"scores() lists {list(df.index)}, not the players {names}")
    ranks = {p: df.loc[p, "rank"] for p in names}
    points = {p: df.loc[p, "points"] for p in names}
    for p in names:
        r = ranks[p]
        if r != 1 + sum(ranks[q] < r for q in names):
            ahead = sum(ranks[q] < r for q in names)
            raise Failed(f"{p} ranks {r}, but {plural(ahead, 'player')} {'ranks' if ahead == 1 else 'rank'} ahead")
        beaten = [q for q in names if points[q] < points[p] and ranks[q] <= r]
        if beaten:
            raise Failed(f"{beaten[0]} has fewer points than {p} ({points[beaten[0]]} < {points[p]}) "
                         f"but does not rank behind")
    for row in adapter.final_rows(game):
        if (row["rank"], row["points"]) != (ranks[row["player"]], points[row["player"]]):
            raise Failed(f"the adapter's final rows give {row['player']} rank {row['rank']} with "
                         f"{row['points']} points, scores() rank {ranks[row['player']]} with "
                         f"{points[row['player']]}")
    firsts = [p for p in names if ranks[p] == 1]
    if game.winner() != (firsts[0] if len(firsts) == 1 else None):
        raise Failed(f"winner() is {game.winner()!r} but rank 1 is {firsts}")


def difference(a, b, path="state"):
    """Where two JSON-like values first differ (a path such as ``state.players[2].gold``), or None."""
    if type(a) is not type(b):
        return path
    if isinstance(a, dict):
        for k in sorted(set(a) | set(b), key=str):
            if k not in a or k not in b:
                return f"{path}.{k}"
            where = difference(a[k], b[k], f"{path}.{k}")
            if where is not None:
                return where
        return None
    if isinstance(a, (list, tuple)):
        for i, (x, y) in enumerate(zip(a, b)):
            where = difference(x, y, f"{path}[{i}]")
            if where is not None:
                return where
        return None if len(a) == len(b) else f"{path} (length {len(a)}, not {len(b)})"
    return None if a == b else path


def _record(adapter, seed, players, switches, options, game) -> str:
    """The record of the decisions the game took, played again on a fresh game (the failing
    game itself may be half-changed by an action that raised); failing that, the seed and the
    notations."""
    actions = [a.notation for a in game.history] if game is not None else []
    try:
        again = adapter.new_game(players, seed, options, None, **switches)
        for notation in actions:
            again.apply_unchecked(again.parse_action(notation))
        return again.to_json()
    except Exception:                # noqa: BLE001 -- the failing game may not even record
        return json.dumps({"game": adapter.name, "seed": seed, "players": players, "switches": switches,
                           "options": options, "actions": actions})


# --- many games ---------------------------------------------------------------------------
COLUMNS = ["game", "seed", "players", "bots", "modules", "variants", "options", "decisions", "rounds", "seconds",
           "winner", "ok", "failure", "decision", "action", "record"]
COLUMN_NOTES = {
    "game": "the game's number in the run (0, 1, ...)",
    "seed": "the game's seed (its bots' seeds derive from it)",
    "players": "how many seats",
    "bots": "each seat's bot, comma-separated",
    "modules": "the expansion's modules switched on, comma-separated (a game with an expansion)",
    "variants": "the expansion's variants switched on, comma-separated (a game with an expansion)",
    "options": "the rule options as JSON ('' for the defaults)",
    "decisions": "decisions taken",
    "rounds": "rounds reached",
    "seconds": "time to play and check the game (the only column that differs between two runs)",
    "winner": "the sole winner's seat (from 0, as simulate's seat column), -1 on a shared first place or a failure",
    "ok": "every check held",
    "failure": "the first broken check or the error raised, '' if none",
    "decision": "the decision where it showed (1 = the first; 0 = the set-up), -1 if none",
    "action": "that decision's action (its notation), '' if none",
    "record": "a failing game's record (JSON: the record of the decisions taken, loadable with the game's "
              "from_json), '' for a sound game",
}


def columns(adapter) -> list:
    return [c for c in COLUMNS if adapter.switches or c not in ("modules", "variants")]


def play_soak(plan: SoakPlan, index: int) -> tuple:
    """Game ``index`` of a soak run: its row (a tuple in :func:`columns` order)."""
    t = plan.table(index)
    report = soak_game(plan.adapter, t["seed"], t["players"], t["bots"], t["switches"], t["options"],
                       plan.check_every, plan.max_decisions)
    row = {"game": index, "seed": t["seed"], "players": len(t["bots"]), "bots": ",".join(t["bots"]),
           "modules": ",".join(t["switches"].get("modules", ())), "variants": ",".join(t["switches"].get("variants", ())),
           "options": json.dumps(t["options"], sort_keys=True) if t["options"] else "", **report}
    return tuple(row[c] for c in columns(plan.adapter))


def soak_batch(plan: SoakPlan, start: int, stop: int) -> list:
    """The rows of games ``start`` to ``stop - 1`` (what a worker runs)."""
    with _LOCK:
        return [play_soak(plan, index) for index in range(start, stop)]


def soak(game="pirates", games=100, seed=0, *, players=None, bots=None, modules=None, variants=None,
         random_switches=False, check_every=CHECK_EVERY, max_decisions=MAX_DECISIONS, executor=None,
         workers=None, scheduler=None, progress=None):
    """Play ``games`` checked games; returns the report, one row per game (a DataFrame, see
    ``COLUMN_NOTES``).

    players, bots, modules, variants   as for ``simulate`` (default: a seeded player count and
                bot per seat for each game, no switches); ``random_switches`` gives each game a
                seeded valid switch set of the game's expansion.
    executor    "in-process" (the default with one worker), "processes" (the default) or "dask";
    workers, scheduler   as for ``simulate``.
    """
    from .run import _DaskPool, _executor, _ProcessPool, _run_parallel, _workers
    plan = make_soak_plan(game, games, seed, players, bots, modules, variants, random_switches, check_every,
                          max_decisions)
    if executor is None and workers == 1 and scheduler is None:
        executor = "in-process"
    kind = _executor(executor, scheduler, None)
    count = _workers(kind, workers, scheduler, None)
    if progress not in (None, True, False):
        raise SimulationError(f"progress must be True, False or None, not {progress!r}")
    if kind == "in-process":
        rows = _serial(plan, progress)
    else:
        pool = _ProcessPool(count) if kind == "processes" else _DaskPool(count, scheduler, None)
        rows = _run_parallel(plan, None, progress, pool, soak_batch, "soaking")
    pd = pandas("the soak table")
    df = pd.DataFrame(rows, columns=columns(plan.adapter))
    df.attrs["nassau.soak"] = {"game": plan.adapter.name, "games": games, "seed": seed,
                               "players": players if isinstance(players, (int, type(None))) else list(players),
                               "bots": bots, "modules": modules and sorted(modules),
                               "variants": variants and sorted(variants), "random_switches": random_switches,
                               "check_every": check_every, "max_decisions": max_decisions}
    return df


def _serial(plan, progress) -> list:
    from .run import _progress_bar
    t0 = time.perf_counter()
    rows = soak_batch(plan, 0, 1)
    bar = _progress_bar(progress, plan.games, (time.perf_counter() - t0) * plan.games, "soaking")
    try:
        for index in range(1, plan.games):
            if bar is not None:
                bar.update(1)
            rows += soak_batch(plan, index, index + 1)
        if bar is not None:
            bar.update(1)
    finally:
        if bar is not None:
            bar.close()
    return rows


def summary(df, seconds=None, show=5) -> str:
    """Games, failures, decisions, decisions per second, and the first few failures with their seeds."""
    games, failed = len(df), df[~df["ok"]]
    decisions = int(df["decisions"].sum())
    spent = float(df["seconds"].sum()) if seconds is None else seconds
    lines = [f"games: {games:,}", f"failures: {len(failed):,}", f"decisions: {decisions:,}",
             f"decisions/s: {decisions / spent:,.0f}" if spent > 0 else "decisions/s: -"]
    if seconds is not None:
        lines.append(f"wall time: {seconds:,.1f} s ({games / seconds:,.2f} games/s)")
    for _, r in failed.head(show).iterrows():
        lines.append(f"  game {r['game']} (seed {r['seed']}, bots {r['bots']}"
                     + "".join(f", {k} {r[k]}" for k in ("modules", "variants") if k in r and r[k])
                     + f"): decision {r['decision']}" + (f" ({r['action']})" if r["action"] else "")
                     + f": {r['failure']}")
    if len(failed) > show:
        lines.append(f"  ... and {len(failed) - show:,} more")
    return "\n".join(lines)
