"""How fast the PettingZoo environments step, beside the bare engine (needs the rl extra:
pip install "nassau[rl]").

    python examples/pettingzoo_benchmark.py [seconds] [--pettingzoo]

For each game: decisions per second of random play through ``nassau.pettingzoo.raw_env``
(observing the deciding agent before each step, as a learner does) and through the engine
alone (``apply_unchecked``), and whole games per second. Seeds are fixed. ``--pettingzoo``
also runs PettingZoo's own ``performance_benchmark`` on each (5 seconds each, its random
choices from the global ``random``).
"""

import argparse
import time

from nassau import games
from nassau.kernel.english import plural
from nassau.kernel.rng import Rng


def through_env(name, seconds):
    import nassau.pettingzoo as pz
    start = time.perf_counter()
    env, rng = pz.raw_env(name), Rng(1)
    print(f"{name:10} env made in {time.perf_counter() - start:.2f} s (the encoding's action catalog built)")
    steps = episodes = 0
    start = time.perf_counter()
    while episodes == 0 or time.perf_counter() - start < seconds:
        env.reset()
        while not env.terminations[env.agent_selection] and not env.truncations[env.agent_selection]:
            legal = env.observe(env.agent_selection)["action_mask"].nonzero()[0]
            env.step(int(legal[rng.below(len(legal))]))
            steps += 1
        episodes += 1
    return steps, episodes, time.perf_counter() - start


def engine_alone(name, seconds):
    adapter, rng = games.adapter(name), Rng(1)
    steps = episodes = 0
    start = time.perf_counter()
    while episodes == 0 or time.perf_counter() - start < seconds:
        game = adapter.new_game(adapter.default_players, rng.below(1 << 31), adapter.random_play_options, None)
        while not game.is_over:
            legal = game.legal_actions()
            game.apply_unchecked(legal[rng.below(len(legal))])
            steps += 1
        episodes += 1
    return steps, episodes, time.perf_counter() - start


def report(seconds: float, pettingzoo: bool):
    for name in games.names():
        for label, run in (("env", through_env), ("engine", engine_alone)):
            steps, episodes, spent = run(name, seconds)
            print(f"{name:10} {label:7} {steps / spent:9,.0f} decisions/s  {episodes / spent:7,.2f} games/s  "
                  f"({plural(steps // episodes, 'decision', ',')} a game)")
        if pettingzoo:
            from pettingzoo.test import performance_benchmark
            import nassau.pettingzoo as pz
            performance_benchmark(pz.env(name))


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("seconds", type=float, nargs="?", default=3.0,
                        help="seconds of random play for each game and way (default 3)")
    parser.add_argument("--pettingzoo", action="store_true",
                        help="also run PettingZoo's own performance_benchmark on each game")
    args = parser.parse_args(argv)
    if not args.seconds > 0:
        parser.error("seconds must be more than 0")
    report(args.seconds, args.pettingzoo)


if __name__ == "__main__":
    main()
