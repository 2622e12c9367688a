"""The ``nassau`` command: play a game with bots, replay a saved record, time the engine, or
measure balance over many games.

    python -m nassau play --game pirates --players 4 --seed 7 --bots heuristic,random,random,random --save game.json
    python -m nassau replay game.json
    python -m nassau bench --game pirates --seconds 5
    python -m nassau bench --game pirates --compare       # beside OpenSpiel's tic-tac-toe and backgammon
    python -m nassau simulate --game pirates --games 10000 --workers 2 --seed 1 --out   # runs/simulate-pirates.parquet
    python -m nassau soak --game marauders --games 100 --workers 2 --random-switches    # runs/soak-marauders.parquet
    python -m nassau balance --game piratoons --games 2000 --workers 2 --seed 0 --out piratoons-balance.csv
    python -m nassau lite build lite-site --offline      # a JupyterLite site of the tutorials and the games

``play`` without ``--seed`` plays a fresh seed and prints it, so that the game can be played
again. Files are written where ``--out`` says; its default is a file in ``runs/`` (which
.gitignore leaves out), named after the command and the game. Printed seats are numbered from 1.
Any bad input ends with one line ``nassau: error: ...`` on stderr and exit status 2; a soak run
with a failing game ends with exit status 1.
"""

import argparse
import os
import secrets
import sys
import time
from contextlib import contextmanager
from pathlib import Path

from . import games
from .deploy.serve import add_serve_parser
from .deploy.tables_app import add_tables_parser
from .kernel.english import plural
from .kernel.adapter import switch_names
from .kernel.errors import CliError, IllegalActionError, MissingDependency, RecordError

RUNS = Path("runs")      # where output files go unless --out names another place (ignored by git)


class Parser(argparse.ArgumentParser):
    def error(self, message):
        # argparse would print the usage and exit; main() prints one line and returns 2 instead
        raise CliError(message)


def players_arg(text):
    """A number of players, or comma-separated names (each game checks its own range)."""
    text = text.strip()
    if text.isascii() and text.isdigit():
        return int(text)
    names = [n.strip() for n in text.split(",")]
    if len(names) < 2 or not all(names):
        raise argparse.ArgumentTypeError(f"expected a number of players or comma-separated names, not {text!r}")
    return names


def file_arg(text):
    """A file name: refused when empty, so that nothing is silently not saved."""
    if not text.strip():
        raise argparse.ArgumentTypeError("expected a file name, not an empty one")
    return text


def count_arg(name):
    """A whole number from 1 to the ceiling of ``name`` (see ``nassau.sim.registry.MOST``)."""
    from .sim.registry import MOST, SimulationError, check_count

    def whole_number(text):
        text = text.strip()
        try:
            return check_count(name, int(text) if text.isascii() and text.isdigit() else text)
        except SimulationError:
            raise argparse.ArgumentTypeError(f"expected a whole number from 1 to {MOST[name]:,}, not {text!r}") from None
    return whole_number


@contextmanager
def writing(path):
    """A failed write (a full disk, a device) as one line that names the file."""
    try:
        yield
    except OSError as exc:
        raise CliError(f"{path}: cannot write ({exc.strerror or exc})") from None


# the library's words for its arguments, and the command line's for the same things
_OPTION_WORDS = (("workers= sets the size of a local pool; a scheduler or client brings its own workers",
                  "--workers sets the size of a local pool; a Dask scheduler brings its own workers"),
                 ("scheduler= and client= need the dask executor", "--scheduler needs --executor dask"),
                 ("players= and rotate=True", "--players and --rotate"), ("rotate=True", "--rotate"),
                 ("batch_size ", "--batch-size "), ("check_every ", "--check-every "),
                 ("max_decisions ", "--max-decisions "))


def option_words(exc) -> str:
    """A library error about its arguments, told in the command line's option names."""
    text = str(exc)
    for library, command in _OPTION_WORDS:
        text = text.replace(library, command)
    return text


def seconds_arg(text):
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0 < value <= 3600:
        raise argparse.ArgumentTypeError(f"expected seconds between 0 and 3600, not {text!r}")
    return value


def build_parser() -> Parser:
    from . import __version__
    parser = Parser(prog="nassau", description="Pirate board games: play with bots, replay records, benchmark.")
    parser.add_argument("--version", action="version", version=f"nassau {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=Parser)
    play = sub.add_parser("play", help="play a full game with bots and print an account of it")
    _game_args(play)
    play.add_argument("--seed", type=int, default=None,
                      help="seed of the game's shuffles and dice (an integer); the same seed plays the same game. "
                           "Without it, a fresh seed, printed at the end so that the game can be played again")
    play.add_argument("--bots", default="bot",
                      help="one bot for every seat, or one per seat, comma-separated: bot (the game's best), "
                           "or one of the game's bots (" + _bot_names() + ")")
    _switch_args(play)
    play.add_argument("--save", metavar="FILE", type=file_arg, help="write the game record (JSON) to FILE")
    play.add_argument("--quiet", action="store_true", help="print only the result, not the account")
    play.set_defaults(run=run_play)
    replay = sub.add_parser("replay", help="check a saved record and print its account")
    replay.add_argument("file", metavar="FILE", type=file_arg)
    replay.set_defaults(run=run_replay)
    bench = sub.add_parser("bench", help="time random play, checked play, clones and records")
    _game_args(bench)
    bench.add_argument("--seconds", type=seconds_arg, default=5.0, help="total time to spend (default 5)")
    bench.add_argument("--compare", action="store_true",
                       help="then, for as long again, a side-by-side table of every nassau game and OpenSpiel's "
                            "Python tic-tac-toe and C++ backgammon (needs OpenSpiel, from the rl extra)")
    bench.set_defaults(run=run_bench)
    add_simulate_parser(sub)
    add_soak_parser(sub)
    add_balance_parser(sub)
    add_serve_parser(sub)
    add_tables_parser(sub)
    add_lite_parser(sub)
    return parser


def _game_arg(p, names=None):
    """``--game``: the same choices, in the order of ``games.names()``, in every command."""
    p.add_argument("--game", choices=names or games.names(), default="pirates", help="which game (default pirates)")


def _out_arg(p, command, suffix, what):
    """``--out [FILE]``: write ``what`` to FILE; alone, to runs/COMMAND-GAME.SUFFIX."""
    p.add_argument("--out", metavar="FILE", type=file_arg, nargs="?", const=True,
                   help=f"write {what} to FILE; --out alone writes {RUNS}/{command}-GAME.{suffix}")


def _game_args(p):
    _game_arg(p)
    counts = ", ".join(f"{a.title} {a.min_players} to {a.max_players}" for a in map(games.adapter, games.names()))
    p.add_argument("--players", type=players_arg, default=4, help=f"a number of players ({counts}) or comma-separated names")


def _bot_names() -> str:
    """Each game's bots, for the help: "pirates: heuristic, random, ...; piratoons: ..."."""
    return "; ".join(f"{name}: {', '.join(games.adapter(name).bots)}" for name in games.names())


def main(argv=None) -> int:
    """Run the command line; returns the exit status (0, 1 when a soak run finds a failure, or 2
    after a one-line error)."""
    try:
        args = build_parser().parse_args(argv)
        return args.run(args) or 0
    except BrokenPipeError:
        # the reader went away (e.g. ``| head``): not an error of ours
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except KeyboardInterrupt:
        print("nassau: interrupted", file=sys.stderr)
        return 130
    except (CliError, RecordError, IllegalActionError, MissingDependency) as exc:
        message = str(exc)
    except OSError as exc:
        message = f"{exc.filename}: {exc.strerror}" if exc.filename else str(exc)
    print("nassau: error: " + " ".join(message.split()), file=sys.stderr)
    return 2


# --- an expansion's switches (Merchants & Marauders' Seas of Glory) ---------------------------------
def _switch_args(p) -> None:
    p.add_argument("--modules", metavar="NAMES", help="an expansion's modules, comma-separated (marauders: "
                                                      "see marauders.modules())")
    p.add_argument("--variants", metavar="NAMES", help="an expansion's variants, comma-separated")


def _names(text, option):
    """The comma-separated names of ``--modules`` or ``--variants`` (see :func:`switch_names`)."""
    if text is None:
        return None
    if not text.strip():
        raise CliError(f"{option}: expected comma-separated names, not {text!r}")
    try:
        return list(switch_names(text, option))
    except RecordError as exc:
        raise CliError(f"{option}: {exc.message}") from None


def switches(adapter, args) -> dict:
    """The --modules and --variants given, for a game that has them."""
    given = {key: _names(getattr(args, key), "--" + key) for key in ("modules", "variants")
             if getattr(args, key) is not None}
    if given and not adapter.switches:
        raise CliError(f"{adapter.name} has no modules or variants")
    return given


# --- play, replay and bench: each asks the game's adapter ------------------------------------
def run_play(args) -> None:
    from .kernel.adapter import make_bots
    from .kernel.bots import play
    adapter = games.adapter(args.game)
    seed = fresh_seed() if args.seed is None else args.seed
    game = adapter.new_game(args.players, seed, None, None, **switches(adapter, args))
    play(game, make_bots(adapter, args.bots, game.n, seed))
    if args.save:
        with writing(args.save), open(args.save, "w", encoding="utf-8") as f:
            f.write(game.to_json())
    sys.stdout.write(adapter.result(game) + "\n" if args.quiet else adapter.account(game))
    if args.seed is None:
        print(f"Seed {seed}: replay this game with --seed {seed}")
    if args.save:
        print(f"The record is saved in {args.save}.")


def fresh_seed() -> int:
    """A seed for a game played without --seed: from the operating system (never the global
    ``random``), with at most 9 digits, so that it is easy to type again."""
    return secrets.randbelow(1_000_000_000)


def run_replay(args) -> None:
    from .kernel.limits import read_text
    text = read_text(args.file, args.file)
    try:
        adapter = games.for_record(text)
        sys.stdout.write(adapter.account(adapter.load_record(text)))
    except RecordError as exc:
        raise CliError(f"{args.file}: {exc}") from None
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, AssertionError, RecursionError,
            OverflowError, MemoryError) as exc:
        # a record the loader's checks missed: still bad input, never a traceback
        raise CliError(f"{args.file}: not a consistent record ({type(exc).__name__}: {exc})") from None


def run_bench(args) -> None:
    from .sim.speed import clone_us, random_games
    from .kernel.rng import Rng
    adapter = games.adapter(args.game)
    new_game = adapter_new_game(adapter)
    new_game(players=args.players, seed=0)          # bad --players fails before the clock starts
    if args.compare:
        _need_openspiel()
    budget, rng = args.seconds, Rng(2012)
    count = args.players if isinstance(args.players, int) else len(args.players)
    print(f"game: {adapter.name}, {plural(count, 'player')}, uniform random play")
    decisions, played, secs, last = random_games(new_game, args.players, rng, budget * 0.5, checked=False)
    print(f"decisions/s (apply_unchecked): {decisions / secs:,.0f}")
    print(f"games/s: {played / secs:,.1f}")
    print(f"decisions/game: {decisions / played:,.1f}")
    checked, _, csecs, _ = random_games(new_game, args.players, rng, budget * 0.3, checked=True)
    print(f"decisions/s (checked apply): {checked / csecs:,.0f}")
    print(f"clone: {clone_us(new_game, args.players, decisions // played // 2, rng, budget * 0.2):.2f} µs")
    print(f"record: {len(last.to_json()) / 1024:.1f} KB")
    if args.compare:
        run_compare(budget, rng)


def _need_openspiel() -> None:
    from .sim.speed import load_openspiel
    from .kernel.english import extra_hint
    try:
        load_openspiel()
    except ImportError:
        raise CliError(f"--compare needs OpenSpiel, which is not installed; it comes with {extra_hint('rl')}") from None


def run_compare(seconds, rng) -> None:
    """Every nassau game beside OpenSpiel's games, all timed the same way in this run."""
    from .sim.speed import compare_rows, compare_table
    ours = [(a.title, adapter_new_game(a), a.default_players) for a in map(games.adapter, games.names())]
    print()
    print("side by side: uniform random play, a random legal action each decision (chance drawn from the "
          "game's own odds); nassau games with their usual table")
    print(compare_table(compare_rows(ours, rng, seconds)))


def adapter_new_game(adapter):
    """``new_game(players=, seed=)`` of a game, as the benchmark loops call it."""
    return lambda players, seed: adapter.new_game(players, seed, None, None)


# --- simulate (the balance lab, nassau.sim) ---------------------------------------------------
def add_simulate_parser(sub) -> None:
    sim = sub.add_parser("simulate", help="play many games with bots, print a balance summary, with --out write Parquet")
    _game_arg(sim)
    sim.add_argument("--games", type=count_arg("games"), default=1000, help="how many games (default 1,000)")
    sim.add_argument("--players", type=players_arg, default=None,
                     help="how many players, or comma-separated names (default: the game's usual table)")
    sim.add_argument("--bots", default=None,
                     help="one bot for every seat, or one per seat, comma-separated (" + _bot_names() + ")")
    sim.add_argument("--rotate", action="store_true", help="turn the bot list round one seat per game")
    sim.add_argument("--seed", type=int, default=0, help="root seed (an integer; default 0); the same seed gives the same results")
    sim.add_argument("--workers", type=count_arg("workers"), default=None, help="local worker processes (default: the CPUs)")
    sim.add_argument("--executor", choices=("in-process", "processes", "dask"), default=None,
                     help="where games run (default processes, or dask with --scheduler)")
    sim.add_argument("--scheduler", metavar="ADDRESS", help="a Dask scheduler, e.g. tcp://10.0.0.5:8786")
    sim.add_argument("--batch-size", type=count_arg("batch_size"), default=None, help="games per task (default: about 1-5 s of work)")
    _switch_args(sim)
    sim.add_argument("--options", metavar="JSON", help='rule options as a JSON object, e.g. \'{"navy_goods": "goods-only"}\'')
    sim.add_argument("--components", metavar="FILE", type=file_arg, help="component data file (JSON) instead of the default set")
    _out_arg(sim, "simulate", "parquet", "one row per player per game (Parquet: seats numbered from 0, as in "
                                         "nassau.sim.simulate(); shared first places as exact fractions)")
    sim.add_argument("--no-progress", action="store_true", help="no progress bar")
    sim.set_defaults(run=run_simulate)


def _options_json(text):
    """``--options``: a JSON object of rulings, or None when not given."""
    import json
    if text is None:
        return None
    try:
        options = json.loads(text)
    except ValueError as exc:
        raise CliError(f"--options is not valid JSON ({exc})") from None
    if not isinstance(options, dict):
        raise CliError("--options must be a JSON object")
    return options


def output(args, command, suffix, default=False):
    """Where ``--out`` writes: the file it names, in an existing folder; given alone (or with
    ``default``, when not given at all), runs/COMMAND-GAME.SUFFIX (the folder is made when the
    file is written). None when there is nothing to write. Checked before a long run, not after it."""
    if args.out is None and not default:
        return None
    out = RUNS / f"{command}-{args.game}.{suffix}" if args.out is None or args.out is True else Path(args.out)
    folder = out.parent.is_dir() or out.parent == RUNS and not RUNS.exists()
    if out.is_dir() or not folder:
        raise CliError(f"{out}: cannot write there (not a file in an existing folder)")
    if suffix == "parquet":
        from importlib.util import find_spec

        from .kernel.english import extra_hint
        if find_spec("pyarrow") is None:
            raise CliError(f"writing Parquet needs pyarrow, which comes with {extra_hint('sim')}")
    return out


def wrote(out, df) -> None:
    """Write ``df`` to ``out`` (Parquet or CSV, by its suffix) and say so."""
    with writing(out):
        out.parent.mkdir(parents=True, exist_ok=True)
        if out.suffix == ".csv":
            df.to_csv(out, index=False)
        else:
            df.to_parquet(out, index=False)
    print(f"wrote {plural(len(df), 'row', ',')} to {out}")


def run_simulate(args) -> None:
    from . import sim
    options = _options_json(args.options)
    out = output(args, "simulate", "parquet")
    start = time.perf_counter()
    try:
        df = sim.simulate(game=args.game, games=args.games, seed=args.seed, players=args.players, bots=args.bots,
                          rotate=args.rotate, options=options, components=args.components,
                          modules=_names(args.modules, "--modules"), variants=_names(args.variants, "--variants"), executor=args.executor,
                          workers=args.workers, scheduler=args.scheduler, batch_size=args.batch_size,
                          progress=False if args.no_progress else None)
    except sim.SimulationError as exc:
        raise CliError(option_words(exc)) from None
    seconds = time.perf_counter() - start
    print(sim.summarize(df))
    print()
    workers = min(args.workers or os.cpu_count() or 1, args.games)     # a pool starts no more than the games
    where = (f"the Dask cluster at {args.scheduler}" if args.scheduler else
             "this process" if args.executor == "in-process" else
             plural(workers, "Dask worker" if args.executor == "dask" else "process"))
    print(f"{plural(args.games, 'game', ',')} in {seconds:,.1f} s ({args.games / seconds:,.1f} games/s) on {where}")
    if out is not None:
        wrote(out, df)


# --- soak (nassau.sim.soak): many games, every invariant checked after every decision -------------
def add_soak_parser(sub) -> None:
    soak = sub.add_parser("soak", help="play many seeded games checking every invariant after every decision; "
                                       "write a Parquet report, exit 1 if a game failed")
    _game_arg(soak)
    soak.add_argument("--games", type=count_arg("games"), default=100, help="how many games (default 100)")
    soak.add_argument("--workers", type=count_arg("workers"), default=None, help="local worker processes (default: the CPUs)")
    soak.add_argument("--seed", type=int, default=0, help="root seed (an integer; default 0); the same seed gives the same report")
    soak.add_argument("--bots", default=None, help="one bot for every seat, or one per seat, comma-separated "
                                                   "(default: a seeded bot per seat, from all the game's bots but the slow "
                                                   "search bot)")
    soak.add_argument("--players", type=players_arg, default=None,
                      help="how many players, or comma-separated names (default: a seeded count per game)")
    _switch_args(soak)
    soak.add_argument("--random-switches", action="store_true",
                      help="give each game a seeded random valid set of the expansion's modules and variants")
    soak.add_argument("--check-every", type=count_arg("check_every"), default=50,
                      help="mean decisions between clone and record round trips (default 50)")
    soak.add_argument("--max-decisions", type=count_arg("max_decisions"), default=None,
                      help="a game still running after this many decisions fails as stuck (default 50,000)")
    soak.add_argument("--out", metavar="FILE", type=file_arg,
                      help=f"the report, one row per game (Parquet; default {RUNS}/soak-GAME.parquet)")
    soak.add_argument("--no-progress", action="store_true", help="no progress bar")
    soak.set_defaults(run=run_soak)


def run_soak(args) -> int:
    from .sim import SimulationError
    from .sim import soak as soaking
    out = output(args, "soak", "parquet", default=True)
    start = time.perf_counter()
    try:
        df = soaking.soak(args.game, args.games, args.seed, players=args.players, bots=args.bots,
                          modules=_names(args.modules, "--modules"), variants=_names(args.variants, "--variants"),
                          random_switches=args.random_switches, check_every=args.check_every,
                          max_decisions=args.max_decisions or soaking.MAX_DECISIONS, workers=args.workers,
                          progress=False if args.no_progress else None)
    except SimulationError as exc:
        raise CliError(option_words(exc)) from None
    print(soaking.summary(df, time.perf_counter() - start))
    wrote(out, df)
    return 0 if bool(df["ok"].all()) else 1


# --- balance (nassau.sim.balance): a game's standard balance study -------------------------------
def add_balance_parser(sub) -> None:
    from .sim.balance import studied, study_module
    names = studied()
    own = "; ".join(f"{name} {study_module(name).DEFAULT_GAMES:,}" for name in names)
    bal = sub.add_parser("balance", help="run a game's standard balance study: print its tables, save them as CSV")
    _game_arg(bal, names)
    bal.add_argument("--games", type=count_arg("games"), default=None,
                     help=f"games a table (default: the study's own: {own})")
    bal.add_argument("--workers", type=count_arg("workers"), default=None, help="local worker processes (default: the CPUs)")
    bal.add_argument("--seed", type=int, default=0, help="root seed (an integer; default 0); the same seed gives the same table")
    bal.add_argument("--options", metavar="JSON", help='rulings for every game, as a JSON object, e.g. '
                                                      '\'{"joint_symbols": "level"}\'')
    _out_arg(bal, "balance", "csv", "the long table (study, row, metric, value, low, high, n; a seat's row numbered "
                                    "from 0, as in nassau.sim.simulate()) as CSV")
    bal.set_defaults(run=run_balance)


def run_balance(args) -> None:
    from .sim import SimulationError
    from .sim.balance import balance, tables_text
    options = _options_json(args.options)
    out = output(args, "balance", "csv")
    start = time.perf_counter()
    try:
        table = balance(args.game, args.games, args.seed, args.workers, options)
    except SimulationError as exc:
        raise CliError(option_words(exc)) from None
    print(tables_text(table))
    print()
    print(f"{time.perf_counter() - start:,.1f} s")
    if out is not None:
        wrote(out, table)


# --- lite (nassau.deploy.lite): a JupyterLite site of the tutorials and the games ------------------
def add_lite_parser(sub) -> None:
    from .deploy.lite import DEFAULT_DIR, PINS
    lite = sub.add_parser("lite", help="build a JupyterLite site: the tutorials and the games, in the browser")
    steps = lite.add_subparsers(dest="step", required=True, parser_class=Parser)
    build = steps.add_parser("build", help=f"build the site into DIR (default {DEFAULT_DIR}); needs the lite extra "
                                           "and npm")
    build.add_argument("dir", metavar="DIR", nargs="?", type=file_arg, default=DEFAULT_DIR,
                       help=f"where the site goes (default {DEFAULT_DIR}); an earlier site there is replaced")
    build.add_argument("--offline", action="store_true",
                       help=f"put Pyodide {PINS['pyodide']}'s runtime in the site, so that nothing is downloaded "
                            "when it runs (everything but pandas, which only Pyodide's CDN has)")
    build.set_defaults(run=run_lite_build)


def run_lite_build(args) -> None:
    from .deploy import lite
    try:
        done = lite.build(args.dir, offline=args.offline, log=lambda text: print(text, file=sys.stderr))
    except lite.LiteError as exc:
        raise CliError(str(exc)) from None
    where = "nothing from the network at run time" if done["offline"] else "Pyodide and pandas from Pyodide's CDN"
    print(f"wrote the site to {done['dir']} ({done['bytes'] / 1e6:.1f} MB, {where}) in {done['seconds']:.0f} s; "
          f"serve it, e.g. python -m http.server -d {args.dir}, and open /lab/")
