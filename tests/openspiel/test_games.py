"""nassau's games in OpenSpiel: registration, GameType and GameInfo, OpenSpiel's own random
simulation checks (clone, serialization, chance outcomes, observations, returns), and a whole
game through OpenSpiel against the engine fed the same decisions and draws."""

import pickle

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

from nassau import games, openspiel, steppers  # noqa: E402  (importing openspiel registers the games)
from nassau.kernel.rng import Rng  # noqa: E402

NAMES = games.names()
EVERY_SWITCH = {k: "+".join(v) for k, v in games.adapter("marauders").switches().items()}
SHORT = {
    "pirates": "nassau_pirates(players=3)",
    "piratoons": "nassau_piratoons(players=2)",
    "marauders": "nassau_marauders(players=2,round_limit=3)",
    "marauders-every-switch": "nassau_marauders(players=3,round_limit=3,modules={modules},variants={variants})"
                              .format(**EVERY_SWITCH),
}


@pytest.mark.parametrize("name", NAMES)
def test_every_game_loads_without_parameters_and_describes_itself(name):
    adapter, enc = games.adapter(name), steppers.encoding(name)
    game = pyspiel.load_game(f"nassau_{name}")
    assert isinstance(game, openspiel.NassauGame)
    t = game.get_type()
    assert (t.short_name, t.min_num_players, t.max_num_players) == (f"nassau_{name}", adapter.min_players,
                                                                  adapter.max_players)
    assert t.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert t.utility == pyspiel.GameType.Utility.ZERO_SUM and t.reward_model == pyspiel.GameType.RewardModel.TERMINAL
    assert t.provides_information_state_string and t.provides_information_state_tensor
    assert t.provides_observation_string and t.provides_observation_tensor and t.provides_factored_observation_string
    assert game.num_players() == adapter.default_players
    assert game.num_distinct_actions() == enc.num_actions
    assert game.observation_tensor_size() == enc.observation_size
    assert game.information_state_tensor_size() == enc.observation_size + len(adapter.action_kinds)
    assert (game.min_utility(), game.max_utility(), game.utility_sum()) == (-1.0, 1.0, 0.0)
    assert game.max_chance_outcomes() >= 6 and game.max_game_length() > 0
    state = game.new_initial_state()
    assert state.is_chance_node() and state.chance_outcomes()[0][0] == 0
    assert str(pickle.loads(pickle.dumps(game))) == str(game)


def test_marauders_takes_its_round_limit_and_switches_and_its_string_loads_again():
    game = pyspiel.load_game("nassau_marauders", {"players": 3, "round_limit": 5, "modules": "wind, storms",
                                                  "variants": "cutthroat"})
    assert str(game) == "nassau_marauders(modules=storms+wind,players=3,round_limit=5,variants=cutthroat)"
    assert str(pyspiel.load_game(str(game))) == str(game)
    assert game.max_game_length() == steppers.decision_bound(steppers.spec("marauders", 3, 5))
    assert pyspiel.load_game("nassau_marauders").get_parameters()["round_limit"] == \
        games.adapter("marauders").random_play_options["round_limit"]
    with pytest.raises(Exception, match="players"):
        pyspiel.load_game("nassau_pirates(players=2)")
    with pytest.raises(Exception, match="not-a-module"):
        pyspiel.load_game("nassau_marauders(modules=not-a-module)")


@pytest.mark.parametrize("key", list(SHORT))
def test_openspiels_random_simulation_checks_pass(key):
    """Clones, serialization (every few moves), chance outcomes, legal actions sorted and their
    strings unique, observations of every player at every decision, returns in range."""
    pyspiel.random_sim_test(pyspiel.load_game(SHORT[key]), num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize("key", ["pirates", "piratoons", "marauders"])
def test_openspiels_python_simulation_checks_pass(key):
    """The Python side: pickle and pyspiel serialization of game and states, clone checks."""
    sim_test = pytest.importorskip("open_spiel.python.tests.games_sim_test")
    np.random.seed(7)
    sim_test.GamesSimTest("sim_game").sim_game(pyspiel.load_game(SHORT[key]))


def test_a_state_survives_serialization_and_pickle_mid_game():
    game = pyspiel.load_game(SHORT["marauders"])
    state = play(game.new_initial_state(), np.random.RandomState(3), stop=400)
    for copy in (pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))[1],
                 pickle.loads(pickle.dumps(state)), state.clone()):
        assert str(copy) == str(state) and copy.history() == state.history()
        assert copy.legal_actions() == state.legal_actions()
        assert copy.stepper.game.state_dict() == state.stepper.game.state_dict()
    assert set(vars(state)) == {"_nassau"}


def play(state, rs, stop=None):
    """Uniformly random moves, chance and decisions alike, until the end or ``stop`` moves."""
    while not state.is_terminal() and (stop is None or len(state.history()) < stop):
        state.apply_action(int(rs.choice(state.legal_actions())))
    return state


class ListRng(Rng):
    """The engine's generator answering from a list, for the comparison below: one run of each
    decision on one game, nothing of the chance stepper's clones and re-runs."""

    __slots__ = ("outcomes",)

    def __init__(self, outcomes):
        self.outcomes, self.state = outcomes, 0

    def below(self, n):
        k = self.outcomes[self.state]
        assert 0 <= k < n
        self.state += 1
        return k

    def copy(self):
        twin = ListRng(self.outcomes)
        twin.state = self.state
        return twin

    __copy__ = copy


@pytest.mark.parametrize("key, seed", [("pirates", 1), ("piratoons", 2), ("marauders-every-switch", 5)])
def test_a_whole_game_through_openspiel_is_the_engines_game_with_the_same_decisions_and_draws(key, seed):
    game = pyspiel.load_game(SHORT[key])
    state, rs = game.new_initial_state(), np.random.RandomState(seed)
    draws, decisions, rewound = [], [], 0
    while not state.is_terminal():
        move = int(rs.choice(state.legal_actions()))
        if state.is_chance_node():
            draws.append(move)
        else:
            decisions.append(state.action_to_string(state.current_player(), move))
            s = state.stepper           # a favor's question: the dice rolled before it are rolled again
            rewound += s.game.rng.state < len(s.tape.sizes)
        state.apply_action(move)
    assert rewound > 0 or not key.startswith("marauders")
    spec = state.stepper.spec
    adapter = games.adapter(spec[0])
    switches = {"modules": list(spec[3]), "variants": list(spec[4])} if adapter.switches else {}
    options = None if spec[2] is None else {"round_limit": spec[2]}
    engine = adapter.new_game(spec[1], 0, options, None, rng=ListRng(draws), **switches)
    for notation in decisions:
        engine.apply(notation)
    assert engine.is_over and not state.stepper.cut
    ours = state.stepper.game
    assert ours.state_dict() == engine.state_dict() and ours.log() == engine.log()
    assert [a.notation for a in ours.history] == decisions
    ranks = {r["player"]: r["rank"] for r in adapter.final_rows(engine)}
    best = min(ranks.values())
    for seat, name in enumerate(engine.names):
        assert (state.returns()[seat] == max(state.returns())) == (ranks[name] == best)
