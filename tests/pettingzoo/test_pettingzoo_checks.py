"""PettingZoo's own checks of an environment, run on every game.

Its ``max_cycles_test`` is not run: it drives ``mod.parallel_env(max_cycles=...)`` and counts
parallel steps in which every agent acts at once, and a nassau game is turn-based (one seat
decides at a time, often several times running), so it has no parallel form
(``is_parallelizable`` is False, as for every classic environment). ``max_cycles`` is tested
in test_env.py instead. ``performance_benchmark`` is a figure, not a test:
examples/pettingzoo_benchmark.py prints it.
"""

import pytest

pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test, render_test, seed_test

from nassau import games
import nassau.pettingzoo as pz

from .conftest import short, strictly

# enough cycles (one step per agent) for a random game of Pirates (about 160 decisions),
# Piratoons (about 220) or Marauders ending after round 3 (about 60) to reach its end
CYCLES = 150


def test_api_over_whole_games(name):
    strictly(api_test, pz.env(name, **short(name)), num_cycles=CYCLES)


def test_api_with_the_smallest_table(name):
    strictly(api_test, pz.env(name, players=games.adapter(name).min_players, **short(name)), num_cycles=CYCLES)


def test_api_on_a_rulebook_marauders_game_for_a_bounded_time():
    """No round limit at all: the game runs on; api_test plays 60 cycles of it."""
    strictly(api_test, pz.env("marauders", options={"round_limit": 0}), num_cycles=60)


def test_api_with_every_seas_of_glory_switch():
    on = games.adapter("marauders").switches()
    strictly(api_test, pz.env("marauders", options={"round_limit": 3}, **on), num_cycles=CYCLES)


def test_seeds_make_the_same_episode(name):
    strictly(seed_test, lambda: pz.env(name, **short(name)), num_cycles=CYCLES)


@pytest.mark.parametrize("wrapped", [pz.env, pz.raw_env], ids=["env", "raw_env"])
def test_render_modes(name, wrapped):
    title = games.adapter(name).title
    strictly(render_test, lambda render_mode=None: wrapped(name, render_mode=render_mode),
             custom_tests={"ansi": lambda text: text.startswith(title)})
