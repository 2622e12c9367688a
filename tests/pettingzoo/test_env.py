"""The PettingZoo environments against the nassau engine: spaces, seeds, observations,
illegal actions, truncation and the terminal rewards."""

import copy
import itertools
import os
import random
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("pettingzoo")
from pettingzoo.utils.env_logger import EnvLogger

import nassau
import nassau.pettingzoo as pz
from nassau import games
from nassau.kernel.errors import IllegalActionError, RecordError
from nassau.kernel.rng import Rng

from .conftest import choose, play_out, short


def encoding(name, game):
    return pz.encoding_of(games.adapter(name)).for_game(game)


def tensor(enc, game, seat):
    return np.asarray(enc.observation_tensor(game, seat), dtype=np.float32)


def test_spaces_match_the_encoding(name):
    env = pz.raw_env(name)
    env.reset(seed=3)
    enc = encoding(name, env.game)
    assert env.possible_agents == [f"player_{s}" for s in range(env.game.n)]
    for agent in env.possible_agents:
        space = env.observation_space(agent)
        assert space["observation"].shape == (enc.observation_size,) and space["observation"].dtype == np.float32
        assert space["action_mask"].shape == (enc.num_actions,) and space["action_mask"].dtype == np.int8
        assert env.action_space(agent).n == enc.num_actions
        obs = env.observe(agent)
        assert space.contains(obs)
        assert obs["observation"].shape == (enc.observation_size,) and obs["action_mask"].shape == (enc.num_actions,)


def test_a_whole_game_through_the_env_is_the_engine_fed_the_same_decisions(name):
    """Step by step: who decides, the mask and every agent's observation are the engine's;
    at the end the same position, and rewards from its ranking."""
    env = pz.raw_env(name, **short(name))
    env.reset(seed=11)
    adapter = games.adapter(name)
    engine = adapter.new_game(adapter.default_players, 11, env.options, None)
    enc, rng = encoding(name, engine), Rng(5)
    stand_in = enc.index(engine, adapter.stand_in) if adapter.stand_in else None
    while env.agents and not env.terminations[env.agent_selection]:
        if env.standing_in:              # a sealed run ended early: its seat repeats the stand-in
            assert list(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])) == [stand_in]
            before = env.game.to_json()
            env.step(stand_in)
            assert env.game.to_json() == before
            continue
        seat = engine.current_player
        assert env.agent_selection == f"player_{seat}"
        obs = env.observe(env.agent_selection)
        assert list(np.flatnonzero(obs["action_mask"])) == enc.legal_indices(engine)
        assert np.array_equal(obs["observation"], tensor(enc, engine, seat))
        if engine.ply % 10 == 0:
            for other, agent in enumerate(env.possible_agents):
                assert np.array_equal(env.observe(agent)["observation"], tensor(enc, engine, other))
        index = choose(env, rng)
        env.step(index)
        engine.apply(enc.action(engine, index), player=seat)
    assert engine.is_over and env.game.state_dict() == engine.state_dict()
    assert env.game.to_json() == engine.to_json()
    ranks = [row["rank"] for row in adapter.final_rows(engine)]
    assert [env.rewards[a] for a in env.possible_agents] == pytest.approx(pz.terminal_rewards(ranks, "win"))


def test_only_the_deciding_agent_has_a_mask_and_an_observation_is_its_own_view(name):
    env = pz.raw_env(name)
    env.reset(seed=2)
    rng = Rng(9)
    for _ in range(25):
        env.step(choose(env, rng))
    enc = encoding(name, env.game)
    for seat, agent in enumerate(env.possible_agents):
        obs = env.observe(agent)
        assert obs["action_mask"].any() == (agent == env.agent_selection)
        assert np.array_equal(obs["observation"], tensor(enc, env.game, seat))
        # what the seat cannot see, drawn again, leaves its observation as it was
        assert np.array_equal(obs["observation"], tensor(enc, env.game.resample(seat, seed=4), seat))


def test_reset_seeds(name):
    env = pz.raw_env(name)
    env.reset(seed=7)
    first = env.game.to_json()
    assert env.game_seed == 7
    assert env.game.state_dict() == games.adapter(name).new_game(env.game.n, 7, env.options, None).state_dict()
    after = [(env.reset(), env.game_seed)[1] for _ in range(3)]
    env.reset(seed=7)
    assert env.game.to_json() == first
    assert [(env.reset(), env.game_seed)[1] for _ in range(3)] == after     # the same run of seeds again
    assert len(set(after + [7])) == 4
    env.reset(seed=8)
    assert env.game.state_dict() != games.adapter(name).new_game(env.game.n, 7, env.options, None).state_dict()


def test_unseeded_resets_are_reproducible_and_ignore_the_global_random(name):
    runs = []
    for state in (1, 2):
        random.seed(state)
        env = pz.raw_env(name)
        env.reset()
        runs.append([env.game_seed] + [(env.reset(), env.game_seed)[1] for _ in range(2)])
    assert runs[0] == runs[1] and len(set(runs[0])) == 3


def test_a_masked_out_action_raises_in_raw_env_and_changes_nothing(name):
    env = pz.raw_env(name)
    env.reset(seed=4)
    rng = Rng(1)
    for _ in range(10):
        env.step(choose(env, rng))
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    before = (env.game.to_json(), agent, dict(env.rewards), dict(env._cumulative_rewards), dict(env.terminations))
    masked = [int(np.flatnonzero(mask == 0)[0]), int(np.flatnonzero(mask == 0)[-1]), -1, len(mask), len(mask) + 10]
    for index in masked:
        with pytest.raises(IllegalActionError) as caught:
            env.step(index)
        assert caught.value.rule == "action-mask"
        assert (env.game.to_json(), env.agent_selection, dict(env.rewards), dict(env._cumulative_rewards),
                dict(env.terminations)) == before
        assert (env.observe(agent)["action_mask"] == mask).all()
    ply = env.game.ply + (not env.standing_in)
    env.step(choose(env, rng))                     # and a legal one goes on
    assert env.game.ply == ply


def test_a_masked_out_action_in_env_ends_the_game_as_classic_environments_do(name):
    env = pz.env(name)
    env.reset(seed=4)
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    EnvLogger.mqueue.clear()
    env.step(int(np.flatnonzero(mask == 0)[0]))
    assert any("Illegal move" in message for message in EnvLogger.mqueue)
    assert env.unwrapped.game.ply == 0
    finals = {}
    for other in env.agent_iter():
        _, reward, terminated, truncated, _ = env.last()
        assert terminated
        finals[other] = reward
        env.step(None)
    assert finals == {a: (pz.ILLEGAL_REWARD if a == agent else 0) for a in env.possible_agents}
    env.reset(seed=4)
    with pytest.raises(AssertionError):             # outside the action space
        env.step(env.action_space(agent).n)


def test_max_cycles_truncates_after_that_many_steps_per_agent(name):
    env = pz.env(name, max_cycles=3)
    chosen, done = play_out(env, seed=1)
    n = len(env.possible_agents)
    assert len(chosen) == 3 * n and not env.unwrapped.game.is_over      # steps, a sealed run's stand-ins too
    assert 0 < env.unwrapped.game.ply <= 3 * n
    assert set(done) == set(env.possible_agents)
    assert all(reward == 0 and truncated and not terminated for reward, terminated, truncated, _ in done.values())


def test_without_max_cycles_a_game_runs_to_its_end_with_zero_sum_rewards(name):
    env = pz.env(name, reward="rank", **short(name))
    chosen, done = play_out(env, seed=3)
    game = env.unwrapped.game
    assert game.is_over and game.ply <= len(chosen)           # a sealed run's stand-ins are steps, not decisions
    assert all(terminated and not truncated for _, terminated, truncated, _ in done.values())
    rows = games.adapter(name).final_rows(game)
    assert [done[a][3]["rank"] for a in env.possible_agents] == [row["rank"] for row in rows]
    rewards = [done[a][0] for a in env.possible_agents]
    assert sum(rewards) == pytest.approx(0)
    assert rewards == pytest.approx(pz.terminal_rewards([row["rank"] for row in rows], "rank"))


def test_marauders_is_bounded_by_its_adapters_round_limit_unless_the_options_say_otherwise():
    adapter = games.adapter("marauders")
    assert pz.raw_env("marauders").game.opts.round_limit == adapter.random_play_options["round_limit"]
    assert pz.raw_env("marauders", options={"round_limit": 0}).game.opts.round_limit == 0
    assert pz.raw_env("marauders", options={"win_at_once": False}).game.opts.round_limit == \
        adapter.random_play_options["round_limit"]
    assert pz.raw_env("pirates").game.opts == games.adapter("pirates").new_game(4, 0, None, None).opts


def test_players_switches_and_bad_arguments():
    env = pz.raw_env("pirates", players=["Ann", "Bo", "Cy"])
    env.reset(seed=1)
    assert env.possible_agents == ["player_0", "player_1", "player_2"] and env.game.names == ("Ann", "Bo", "Cy")
    env = pz.raw_env("marauders", modules=["wind"], variants=["cutthroat"])
    env.reset(seed=1)
    assert "wind" in env.game.modules and "cutthroat" in env.game.variants
    for kwargs in ({"game": "chess"}, {"players": 9}, {"modules": ["wind"]}, {"render_mode": "rgb_array"},
                   {"max_cycles": 0}, {"reward": "points"}, {"options": {"no_such_option": 1}}):
        with pytest.raises(RecordError):
            pz.raw_env(**{"game": "pirates", **kwargs})


def _rankings(n):
    """Every competition ranking of n seats (from every pattern of scores)."""
    for scores in itertools.product(range(n), repeat=n):
        yield [1 + sum(o > s for o in scores) for s in scores]


@pytest.mark.parametrize("rule", pz.REWARDS)
def test_terminal_rewards_are_zero_sum_ordered_and_share_ties(rule):
    for n in range(2, 6):
        for ranks in _rankings(n):
            rewards = pz.terminal_rewards(ranks, rule)
            assert sum(rewards) == pytest.approx(0)
            for (ra, wa), (rb, wb) in itertools.combinations(zip(ranks, rewards), 2):
                assert (ra < rb) == (wa > wb) or (ra == rb and wa == wb) or (rule == "win" and 1 < ra and 1 < rb)
            if ranks.count(1) == 1:
                assert max(rewards) == 1
    assert pz.terminal_rewards([1, 2], rule) == [1, -1] and pz.terminal_rewards([1, 1], rule) == [0, 0]


def test_without_the_extra_the_import_says_what_to_install():
    code = "import sys; sys.modules['pettingzoo'] = None; import nassau.pettingzoo"
    where = str(Path(nassau.__file__).resolve().parent.parent)       # this nassau, installed or not
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "PYTHONPATH": where})
    assert out.returncode != 0 and 'the rl extra (pip install -e ".[rl]"' in out.stderr.splitlines()[-1]


def test_openspiel_without_the_extra_says_what_to_install():
    code = "import sys; sys.modules['pyspiel'] = None; import nassau.openspiel"
    where = str(Path(nassau.__file__).resolve().parent.parent)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "PYTHONPATH": where})
    assert out.returncode != 0 and 'the rl extra (pip install -e ".[rl]"' in out.stderr.splitlines()[-1]


def fork(env):
    """An independent copy of an environment mid-game (EzPickle would copy one at its reset)."""
    child = object.__new__(type(env))
    child.__dict__.update({k: copy.copy(v) for k, v in env.__dict__.items()})
    child.game = env.game.clone()
    return child


def until_selected(env, agent, limit=300):
    """Step ``env`` with the first legal index of whoever acts until ``agent`` is selected:
    (the steps taken, ``agent``'s observation then), or None if the game ended first."""
    for steps in range(limit):
        if env.agent_selection == agent:
            return steps, env.observe(agent)["observation"].tobytes()
        if env.terminations[env.agent_selection] or env.truncations[env.agent_selection]:
            return None
        env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    return None


def test_choices_another_agent_cannot_tell_apart_leave_the_turn_order_alone(name):
    """For every game: where the agent to act has choices another agent cannot tell apart,
    neither when they are made nor when its own turn comes (a sealed claim on one tile or
    another), that turn comes after as many steps whichever was made, so the turn order tells
    nothing the observation hides. (Public choices may reach the same position by paths of
    different lengths: a Pirates of Nassau captain spending and taking back the trade winds.)"""
    env = pz.raw_env(name, **short(name))
    env.reset(seed=6)
    rng, pairs = Rng(2), 0
    for step in range(240):
        if env.terminations[env.agent_selection] or env.truncations[env.agent_selection]:
            break
        if step % 6 == 0:
            actor = env.agent_selection
            legal = [int(i) for i in np.flatnonzero(env.observe(actor)["action_mask"])][:10]
            for other in env.possible_agents:
                if other == actor:
                    continue
                by_view = {}
                for index in legal:
                    child = fork(env)
                    child.step(index)
                    now = child.observe(other)["observation"].tobytes()
                    seen = until_selected(child, other)
                    if seen is not None:
                        by_view.setdefault((now, seen[1]), []).append(seen[0])
                for steps in by_view.values():
                    pairs += len(steps) > 1
                    assert len(set(steps)) == 1, (step, actor, other, steps)
        env.step(choose(env, rng))
    if name == "piratoons":
        assert pairs > 0                        # its sealed claims are such choices


def sealed_run(claims: int):
    """A Piratoons environment at its first sealed grab, after seat 0 claimed ``claims``
    sailors on one tile and sealed: every agent selected on the way and its step count."""
    env = pz.raw_env("piratoons")
    env.reset(seed=5)
    rng = Rng(3)
    while env.game.phase != "claim":
        env.step(choose(env, rng))
    assert env.agent_selection == "player_0"
    enc, order = env.encoding, []
    for _ in range(claims):
        order.append(env.agent_selection)
        env.step(enc.index(env.game, env.game.legal_actions()[0]))
    order.append(env.agent_selection)
    env.step(enc.index(env.game, "seal"))
    while env.agent_selection == "player_0":       # the run's stand-ins
        order.append(env.agent_selection)
        env.step(enc.index(env.game, "seal"))
    return env, order


def test_a_sealed_claim_takes_as_many_steps_whatever_it_holds():
    """Seat 0 sealing one sailor or four is the same to the others until the reveal: they are
    selected at the same step, observe the same and may do the same."""
    one, four = sealed_run(1), sealed_run(4)
    (env1, order1), (env4, order4) = one, four
    assert order1 == order4 and len(order1) == env1.game.comp.sailors + 1
    assert env1.agent_selection == env4.agent_selection == "player_1"
    for agent in env1.possible_agents[1:]:
        a, b = env1.observe(agent), env4.observe(agent)
        assert np.array_equal(a["observation"], b["observation"])
        assert np.array_equal(a["action_mask"], b["action_mask"])
    assert env1.game.ply != env4.game.ply                 # the engine's games differ: 2 decisions and 5
    mine1, mine4 = env1.observe("player_0")["observation"], env4.observe("player_0")["observation"]
    assert not np.array_equal(mine1, mine4)                # seat 0 knows what it claimed


def test_a_stand_in_is_the_only_action_and_changes_nothing_in_the_game():
    env = pz.raw_env("piratoons")
    env.reset(seed=5)
    rng = Rng(3)
    while env.game.phase != "claim":
        env.step(choose(env, rng))
    seal = env.encoding.index(env.game, "seal")
    env.step(seal)                                    # seat 0 seals at once
    assert env.standing_in and env.agent_selection == "player_0" and env.game.current_player == 1
    assert list(np.flatnonzero(env.observe("player_0")["action_mask"])) == [seal]
    assert not env.observe("player_1")["action_mask"].any()
    before = env.game.to_json()
    with pytest.raises(IllegalActionError):
        env.step(0)                                   # a claim is no stand-in
    env.step(seal)
    assert env.game.to_json() == before
