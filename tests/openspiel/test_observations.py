"""What a player observes of a nassau game in OpenSpiel: the observers make_observation gives,
their tensors and strings, perfect recall, and nothing of what is hidden from the player."""

import json

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

from nassau import openspiel, steppers  # noqa: E402  (importing openspiel registers the games)
from nassau.chance import ScriptedRng  # noqa: E402
from open_spiel.python.observation import make_observation  # noqa: E402

GAMES = ["nassau_pirates(players=3)", "nassau_piratoons(players=3)", "nassau_marauders(players=3,round_limit=3)"]
RECALL = pyspiel.IIGObservationType(perfect_recall=True)


def decision_states(game, seed, every=7):
    """Copies of the states of one random game: its first decision, then every few moves."""
    state, rs, out = game.new_initial_state(), np.random.RandomState(seed), []
    while not state.is_terminal():
        if not state.is_chance_node() and (not out or len(state.history()) % every == 0):
            out.append(state.clone())
        state.apply_action(int(rs.choice(state.legal_actions())))
    return out + [state]


@pytest.mark.parametrize("game_string", GAMES)
def test_observations_and_information_states_are_finite_sized_and_match_the_states_own(game_string):
    game = pyspiel.load_game(game_string)
    plain, recall = make_observation(game), make_observation(game, RECALL)
    assert isinstance(plain, openspiel.NassauObserver)
    assert plain.tensor.shape == (game.observation_tensor_size(),)
    assert recall.tensor.shape == (game.information_state_tensor_size(),)
    assert list(recall.dict) == ["observation", "own_kinds"]
    states = decision_states(game, seed=1)
    assert states[-1].is_terminal() and len(states) > 5
    for state in states:
        for p in range(game.num_players()):
            plain.set_from(state, p)
            recall.set_from(state, p)
            assert np.isfinite(plain.tensor).all() and np.isfinite(recall.tensor).all()
            assert np.array_equal(plain.tensor, np.asarray(state.observation_tensor(p), np.float32))
            assert np.array_equal(recall.tensor, np.asarray(state.information_state_tensor(p), np.float32))
            assert np.array_equal(recall.dict["observation"], plain.tensor)
            assert plain.string_from(state, p) == state.observation_string(p)
            info = state.information_state_string(p)
            assert recall.string_from(state, p) == info and info.endswith(state.observation_string(p))
    last = states[-1].stepper
    counted = np.asarray(last.own).sum()
    assert counted == last.decisions                # every decision counted by its kind, by its player


@pytest.mark.parametrize("game_string", GAMES)
def test_the_public_string_is_what_every_player_sees_alike_and_the_private_ones_the_rest(game_string):
    game = pyspiel.load_game(game_string)
    public = make_observation(game, pyspiel.IIGObservationType(perfect_recall=False, public_info=True,
                                                               private_info=pyspiel.PrivateInfoType.NONE))
    private = make_observation(game, pyspiel.IIGObservationType(perfect_recall=False, public_info=False,
                                                                private_info=pyspiel.PrivateInfoType.SINGLE_PLAYER))
    assert public.tensor is None and private.tensor is None
    for state in decision_states(game, seed=2, every=25):
        shared = json.loads(public.string_from(state, 0))
        assert all(public.string_from(state, p) == public.string_from(state, 0) for p in range(game.num_players()))
        for p in range(game.num_players()):
            own = json.loads(private.string_from(state, p))
            assert own["/you"] == state.stepper.game.names[p] and not set(own) & set(shared)


def test_other_observation_types_are_refused():
    game = pyspiel.load_game(GAMES[0])
    with pytest.raises(ValueError, match="observation type"):
        make_observation(game, pyspiel.IIGObservationType(perfect_recall=True, public_info=True,
                                                          private_info=pyspiel.PrivateInfoType.ALL_PLAYERS))
    with pytest.raises(ValueError, match="parameters"):
        make_observation(game, params={"x": 1})


@pytest.mark.parametrize("game_string", GAMES)
def test_nothing_hidden_from_a_player_reaches_what_he_observes(game_string):
    """Two states that differ only in what one player cannot see (the engine's resample draws
    it again) give that player the same observation and information state."""
    game = pyspiel.load_game(game_string)
    plain, recall = make_observation(game), make_observation(game, RECALL)
    checked = 0
    for i, state in enumerate(decision_states(game, seed=3, every=11)[:-1]):
        for p in range(game.num_players()):
            twin = state.clone()
            ours, theirs = state.stepper, twin.stepper
            theirs.game = ours.game.resample(p, seed=i)
            theirs.game.rng = ScriptedRng(theirs.tape, ours.game.rng.state)
            if theirs.game.state_dict() == ours.game.state_dict():
                continue                    # nothing hidden from p here
            checked += 1
            for obs in (plain, recall):
                assert obs.string_from(twin, p) == obs.string_from(state, p)
                obs.set_from(state, p)
                before = obs.tensor.copy()
                obs.set_from(twin, p)
                assert np.array_equal(obs.tensor, before)
            assert twin.legal_actions() == state.legal_actions() or p != state.current_player()
    assert checked > 10


def _sealed_line(placements: int):
    """A Piratoons game at its first sealed grab: seat 0 claims ``placements`` sailors on the
    first tile, one decision each, then seals; then seat 1 is to decide."""
    game = pyspiel.load_game(GAMES[1])
    state, rs = game.new_initial_state(), np.random.RandomState(5)
    while state.is_chance_node():
        state.apply_action(int(rs.choice(state.legal_actions())))
    enc = steppers.encoding("piratoons")
    g = state.stepper.game
    assert g.phase == "claim" and state.current_player() == 0
    for _ in range(placements):
        state.apply_action(enc.index(g, g.legal_actions()[0]))
        g = state.stepper.game
    state.apply_action(enc.index(g, g.parse_action("seal")))
    assert state.current_player() == 1
    return state


def test_the_information_state_does_not_count_another_players_sealed_decisions():
    """Seat 0 sealing one sailor or four is the same to seat 1 until the reveal: its
    information state, observation and tensors are equal (a count of seat 0's decisions would
    tell them apart)."""
    one, four = _sealed_line(1), _sealed_line(4)
    plain, recall = make_observation(pyspiel.load_game(GAMES[1])), make_observation(pyspiel.load_game(GAMES[1]),
                                                                                     RECALL)
    for p in (1, 2):
        assert one.information_state_string(p) == four.information_state_string(p)
        assert one.observation_string(p) == four.observation_string(p)
        for obs in (plain, recall):
            obs.set_from(one, p)
            before = obs.tensor.copy()
            obs.set_from(four, p)
            assert np.array_equal(obs.tensor, before)
    assert one.information_state_string(0) != four.information_state_string(0)     # seat 0 knows


def test_the_information_state_remembers_the_players_own_choices():
    game = pyspiel.load_game(GAMES[0])
    state = decision_states(game, seed=4, every=50)[2]
    p = state.current_player()
    first, last = state.legal_actions()[0], state.legal_actions()[-1]
    a, b, c = state.child(first), state.child(last), state.child(first)
    assert a.information_state_string(p) != b.information_state_string(p)
    assert a.information_state_string(p) == c.information_state_string(p)
    late = pyspiel.load_game(GAMES[0]).new_initial_state()
    for move in a.history():
        late.apply_action(move)
    assert late.stepper.digests is None                  # no digests kept until one is read
    assert late.information_state_string(p) == a.information_state_string(p)


def test_a_game_string_names_the_bounds_the_stepper_holds():
    game = pyspiel.load_game(GAMES[2])
    spec = game.new_initial_state().stepper.spec
    assert game.max_chance_outcomes() == steppers.chance_bound(spec)
    assert game.max_game_length() == steppers.decision_bound(spec)
    assert game.max_history_length() == steppers.decision_bound(spec) + steppers.chance_nodes_bound(spec)


@pytest.mark.parametrize("game_string", GAMES)
def test_decisions_another_player_cannot_tell_apart_leave_his_information_state_alone(game_string):
    """For every game: where the player to decide has choices that another player observes
    the same (a sealed claim on one tile or another, say), that player's information state and
    tensors are the same after either; his own choices always tell them apart for himself."""
    game = pyspiel.load_game(game_string)
    recall = make_observation(game, RECALL)
    pairs = 0
    for state in decision_states(game, seed=6, every=5)[:-1]:
        actor = state.current_player()
        children = [state.child(a) for a in state.legal_actions()[:12]]
        for p in range(game.num_players()):
            if p == actor:
                continue
            by_view = {}
            for child in children:
                by_view.setdefault(child.observation_string(p), []).append(child)
            for same in by_view.values():
                if len(same) < 2:
                    continue
                pairs += 1
                first, *rest = same
                recall.set_from(first, p)
                tensor = recall.tensor.copy()
                for other in rest:
                    assert other.information_state_string(p) == first.information_state_string(p)
                    recall.set_from(other, p)
                    assert np.array_equal(recall.tensor, tensor)
    assert pairs > 0
