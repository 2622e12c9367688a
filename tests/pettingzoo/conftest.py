"""The PettingZoo environments' tests: skipped without the optional extra ``rl``."""

import importlib.util
import warnings

import numpy as np
import pytest

from nassau import games
from nassau.kernel.rng import Rng

if importlib.util.find_spec("pettingzoo") is None:
    collect_ignore_glob = ["test_*.py"]

GAMES = games.names()

# a whole game in a few hundred decisions: Marauders ends after its third round here
SHORT = {"marauders": {"options": {"round_limit": 3}}}

# PettingZoo's api_test warns about every dict observation of an environment it does not list
# by name (its own classic ones); anything else it warns about is a failure here
EXPECTED = ("Observation is not a NumPy array",
            "Observation space for each agent probably should be gymnasium.spaces.box")


@pytest.fixture(params=GAMES)
def name(request):
    return request.param


def short(name) -> dict:
    return SHORT.get(name, {})


def strictly(check, *args, **kwargs):
    """Run one of PettingZoo's checks; fail on any warning but the expected ones."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check(*args, **kwargs)
    other = {str(w.message) for w in caught if not str(w.message).startswith(EXPECTED)}
    assert not other, other


def choose(env, rng):
    """A random legal index for the agent to act, from its own action mask."""
    legal = np.flatnonzero(env.observe(env.agent_selection)["action_mask"])
    return int(legal[rng.below(len(legal))])


def play_out(env, seed, limit=10_000):
    """Reset with ``seed`` and play random legal decisions to the end: the indices chosen, and
    each agent's (reward, terminated, truncated, info) as ``last()`` gives it when it is done."""
    env.reset(seed=seed)
    rng, chosen, done = Rng(seed * 31 + 7), [], {}
    for agent in env.agent_iter(limit):
        _, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            done[agent] = (reward, terminated, truncated, info)
            env.step(None)
            continue
        chosen.append(choose(env, rng))
        env.step(chosen[-1])
    return chosen, done
