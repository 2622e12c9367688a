"""Instructions per decision of random play, counted by cachegrind: a figure that does not
depend on the machine's load, for comparing two versions of an engine.

    .venv/bin/python examples/instructions_per_decision.py [--game G ...] [--checked] [--games N]

For each game it runs a fixed workload (``--games`` seeded random games of 4 players, drawn
from a generator seeded 5) under ``valgrind --tool=cachegrind`` twice, with those games and
with none, and divides the difference in instructions by the decisions made: what is left
is the engine's work, without the interpreter's start, the imports and the loading of the
component data (both runs make one game first). ``--workload`` runs the workload alone and
prints its decisions (what valgrind runs). It needs valgrind; on Debian, ``apt-get install
valgrind``. A run takes about a minute a game on 2 cores.

``--game tic-tac-toe`` counts OpenSpiel's Python tic-tac-toe (it needs the ``rl`` extra) played
as ``nassau bench --compare`` plays it: the yardstick of that table, counted in instructions,
so that the comparison does not move with the machine's load.

Compare two versions with the same arguments: ``PYTHONPATH=<other checkout>`` runs another
one's engine. The README's table of instructions was counted this way.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys

from nassau.kernel.english import plural

GAMES = {"pirates": 40, "piratoons": 40, "marauders": 6,      # about 6,000 to 19,000 decisions each
         "tic-tac-toe": 2000}                                 # OpenSpiel's, about 15,000
YARDSTICK = "tic-tac-toe"


def workload(name, games, checked) -> int:
    """Play the fixed random games; the number of decisions made."""
    from nassau import games as registry
    from nassau.kernel.rng import Rng
    if name == YARDSTICK:
        return tic_tac_toe(games, Rng(5))
    adapter, rng, decisions = registry.adapter(name), Rng(5), 0
    adapter.new_game(4, 0, None, None)          # the component data loaded before the count starts
    for _ in range(games):
        game = adapter.new_game(4, rng.below(1 << 32), None, None)
        step = game.apply if checked else game.apply_unchecked
        while not game.is_over:
            step(rng.choice(game.legal_actions()))
            decisions += 1
    return decisions


def tic_tac_toe(games, rng) -> int:
    """OpenSpiel's Python tic-tac-toe, a uniform random legal action each decision."""
    from nassau.sim.speed import load_openspiel
    game = load_openspiel().load_game("python_tic_tac_toe")
    game.new_initial_state()
    decisions = 0
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply_action(legal[rng.below(len(legal))])
            decisions += 1
    return decisions


def counted(name, games, checked) -> tuple:
    """(decisions, instructions) of the workload run under cachegrind."""
    cmd = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=" + os.devnull,
           sys.executable, __file__, "--workload", "--game", name, "--games", str(games)] + ["--checked"] * checked
    env = {**os.environ, "PYTHONHASHSEED": "0"}        # the same set and dict orders in every run
    out = subprocess.run(cmd, capture_output=True, text=True, check=True, env=env)
    decisions = int(re.search(r"^decisions (\d+)$", out.stdout, re.M).group(1))
    refs = int(re.search(r"I\s+refs:\s+([\d,]+)", out.stderr).group(1).replace(",", ""))
    return decisions, refs


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", choices=sorted(GAMES), help="a game (again for more; default: the three nassau games)")
    parser.add_argument("--games", type=int, help="games in the workload (default: each game's)")
    parser.add_argument("--checked", action="store_true", help="apply() with validation and undo, not apply_unchecked()")
    parser.add_argument("--workload", action="store_true", help="only play the workload and print its decisions")
    args = parser.parse_args(argv)
    if args.games is not None and args.games < 0:
        parser.error("--games must be 0 or more")
    names = args.game or sorted(set(GAMES) - {YARDSTICK})
    if YARDSTICK in names:
        try:
            import pyspiel  # noqa: F401
        except ImportError:
            parser.error("--game tic-tac-toe needs OpenSpiel (pip install 'nassau[rl]')")
    if args.workload:
        for name in names:
            print("decisions", workload(name, GAMES[name] if args.games is None else args.games, args.checked))
        return
    if shutil.which("valgrind") is None:
        parser.error("valgrind is not installed (on Debian: apt-get install valgrind)")
    mode = "checked" if args.checked else "unchecked"
    for name in names:
        games = GAMES[name] if args.games is None else args.games
        decisions, refs = counted(name, games, args.checked)
        _, base = counted(name, 0, args.checked)
        per = (refs - base) / decisions if decisions else float("nan")
        label = "tic-tac-toe (OpenSpiel, Python)" if name == YARDSTICK else f"{name} {mode}"
        print(f"{label}: {plural(games, 'game', ',')}, {plural(decisions, 'decision', ',')}, "
              f"{per:,.0f} instructions a decision")


if __name__ == "__main__":
    main()
