"""nassau's games as OpenSpiel games: ``nassau_pirates``, ``nassau_piratoons`` and
``nassau_marauders``, registered with pyspiel when this module is imported::

    import pyspiel
    import nassau.openspiel
    game = pyspiel.load_game("nassau_marauders(players=2,round_limit=10)")

Parameters (all have defaults): ``players``; for Marauders also ``round_limit`` (default the
adapter's ``random_play_options``, 60, so that games end; 0 plays until 10 glory) and
``modules`` and ``variants``, Seas of Glory switches as names separated by "+" (in a game
string a comma ends the parameter) or, in a parameter dict, by commas; the game keeps them
sorted and joined by "+", so its string loads again::

    pyspiel.load_game("nassau_marauders(players=2,modules=wind+storms,variants=cutthroat)")

- Actions are the indices of the game's action encoding (``nassau.<game>.bots.encoding.ENCODING``);
  their strings are the nassau notations.
- Chance is explicit (EXPLICIT_STOCHASTIC): every draw of the engine, the setup's shuffles
  included, is a chance node with ``n`` equally likely outcomes (action ``k`` is outcome ``k``,
  shown "draw k of n"). See :mod:`nassau.chance` for how decisions are run.
- Returns come at the end only: each player's mean, over the others, of +1 for ranking above
  them, -1 below, 0 level (zero-sum, from -1 to +1; :func:`nassau.steppers.returns`). A game
  cut short at its decision or draw bound (see :mod:`nassau.steppers`) is ranked as it stands.
- Observations (tensor and string) come from ``game.observation(player)`` through the
  encoding only, so nothing hidden from the player can leak. The information state string is
  perfect-recall: a digest of every observation the player had and every choice he made, in
  order, then the current observation. The information state tensor is the observation
  tensor and ``own_kinds``, the player's decisions counted by kind (/ 100): it is not
  perfect-recall (it forgets the order). The public observation string holds what every seat
  sees alike, the private one what this seat sees otherwise (both from the observations).
  Digests cost an observation of every seat after every step, so a state keeps them only
  from the first information state read (replaying its moves once), and its clones keep on.
- ``str(state)`` is the game's prompt and a hash of its position (``state_dict()``), with the
  draws a pending decision has had: OpenSpiel's clone and serialization checks compare it.
  ``state.stepper.game`` is the nassau game as of the last completed step.
- A state's ``__dict__`` holds only a :class:`~nassau.chance.Stepper`, which pickles as
  its spec and its list of moves and unpickles by replaying them: OpenSpiel's serialization
  and Python's pickle both work, and carry nothing of nassau's internals.
"""

import json

from .kernel.english import extra_hint

try:
    import numpy as np
    import pyspiel
except ImportError as exc:
    raise ImportError(f"nassau.openspiel needs {extra_hint('rl')} ({exc})") from exc

from . import games, steppers
from .kernel.errors import IllegalActionError
from .kernel.game import state_hash

SETUP = "Setup: the hidden deal is being drawn."


def _game_type(name: str) -> pyspiel.GameType:
    adapter = games.adapter(name)
    params = {"players": adapter.default_players}
    if adapter.switches is not None:
        params.update(round_limit=steppers.spec(name).round_limit, modules="", variants="")
    return pyspiel.GameType(
        short_name=f"nassau_{name}",
        long_name=f"{adapter.title} (nassau)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=adapter.max_players,
        min_num_players=adapter.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        provides_factored_observation_string=True,
        parameter_specification=params,
    )


class NassauGame(pyspiel.Game):
    """One of nassau's games for OpenSpiel (a subclass per game sets ``name``)."""

    name = ""
    game_type = None

    def __init__(self, params=None):
        params = dict(params or {})
        self._spec = steppers.spec(self.name, params.get("players"), params.get("round_limit"),
                                   params.get("modules", ""), params.get("variants", ""))
        self._encoding = steppers.encoding(self.name)
        if self._spec.round_limit is not None:
            params.update(modules="+".join(self._spec.modules), variants="+".join(self._spec.variants))
        info = pyspiel.GameInfo(
            num_distinct_actions=self._encoding.num_actions,
            max_chance_outcomes=steppers.chance_bound(self._spec),
            num_players=self._spec.players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=steppers.decision_bound(self._spec))
        super().__init__(self.game_type, info, params)
        self._start = steppers.make(self._spec)

    def new_initial_state(self):
        return NassauState(self, self._start.copy())

    def max_chance_nodes_in_history(self):
        return steppers.chance_nodes_bound(self._spec)

    def make_py_observer(self, iig_obs_type=None, params=None):
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        return NassauObserver(_observer_kind(iig_obs_type), self._encoding, len(games.adapter(self.name).action_kinds))


class NassauState(pyspiel.State):
    """A position of a nassau game for OpenSpiel: a decision, a chance node or the end."""

    def __init__(self, game, stepper):
        super().__init__(game)
        self._nassau = stepper

    @property
    def stepper(self):
        """The :class:`~nassau.chance.Stepper` (its ``game`` is the nassau game)."""
        return self._nassau

    def current_player(self):
        s = self._nassau
        if s.over:
            return pyspiel.PlayerId.TERMINAL
        if s.need:
            return pyspiel.PlayerId.CHANCE
        return s.game.current_player

    def _legal_actions(self, player):
        return steppers.encoding(self._nassau.spec.game).legal_indices(self._nassau.game)

    def chance_outcomes(self):
        n = self._nassau.need
        return [(k, 1.0 / n) for k in range(n)]

    def _apply_action(self, action):
        self._nassau.apply(int(action))

    def _action_to_string(self, player, action):
        s = self._nassau
        if player == pyspiel.PlayerId.CHANCE:
            return f"draw {action} of {s.need}" if s.need else f"draw {action}"
        if s.game is None:
            return f"action {action}"
        try:
            return steppers.encoding(s.spec.game).action(s.game, int(action)).notation
        except IllegalActionError:
            return f"action {action}"

    def is_terminal(self):
        return self._nassau.over

    def returns(self):
        return steppers.returns(self._nassau)

    def __str__(self):
        s = self._nassau
        draws = len(s.tape.sizes)
        if s.game is None:
            return f"{SETUP} Draw {draws} waits among {s.need}."
        g = s.game
        head = f"Cut short after {s.decisions} decisions and {draws} draws." if s.cut else g.prompt()
        lines = [head, f"Position {state_hash(g.state_dict())} after {s.decisions} decisions and {draws} draws."]
        ahead = s.tape.outcomes[g.rng.state:]
        if ahead:
            lines.append(f"Draws known ahead: {' '.join(map(str, ahead))}.")
        if s.need:
            actor, action = s.pending
            lines.append(f"Chance: {g.names[actor]}'s {action.notation} waits for a draw among {s.need}.")
        return "\n".join(lines)


def _observer_kind(t) -> str:
    t = t or pyspiel.IIGObservationType(perfect_recall=False)
    single = t.private_info == pyspiel.PrivateInfoType.SINGLE_PLAYER
    none = t.private_info == pyspiel.PrivateInfoType.NONE
    kinds = {(False, True, True): "observation", (True, True, True): "info_state",
             (False, True, False): "public", (False, False, True): "private"}
    kind = kinds.get((t.perfect_recall, t.public_info, single)) if single or none else None
    if kind is None:
        raise ValueError(f"nassau games do not offer the observation type {t}")
    return kind


class NassauObserver:
    """Observations of a nassau state, conforming to OpenSpiel's PyObserver interface (see
    ``open_spiel/python/observation.py``): ``kind`` is "observation", "info_state", "public"
    or "private" (the last two give strings only)."""

    def __init__(self, kind: str, encoding, n_kinds: int):
        self.kind, self.encoding = kind, encoding
        pieces = []
        if kind in ("observation", "info_state"):
            pieces.append(("observation", encoding.observation_size))
        if kind == "info_state":
            pieces.append(("own_kinds", n_kinds))
        self.tensor = np.zeros(sum(size for _, size in pieces), np.float32) if pieces else None
        self.dict, at = {}, 0
        for name, size in pieces:
            self.dict[name] = self.tensor[at:at + size]
            at += size

    def set_from(self, state, player):
        if self.tensor is None:
            return
        s = state._nassau
        obs = self.dict["observation"]
        if s.game is None:
            obs.fill(0.0)
        else:
            obs[:] = self.encoding.observation_tensor(s.game, player)
        if "own_kinds" in self.dict:
            self.dict["own_kinds"][:] = np.asarray(s.own[player], np.float32) / 100.0

    def string_from(self, state, player):
        s = state._nassau
        if self.kind == "observation":
            return self._view(s, player)
        if self.kind == "info_state":
            return f"recall {s.recall(player)}\n{self._view(s, player)}"
        if s.game is None:
            return SETUP if self.kind == "public" else ""
        views = [dict(_leaves(s.game.observation(seat))) for seat in range(s.game.n)]
        shared = {k: v for k, v in views[0].items() if all(k in w and w[k] == v for w in views[1:])}
        if self.kind == "public":
            return json.dumps(shared, separators=(",", ":"))
        return json.dumps({k: v for k, v in views[player].items() if k not in shared}, separators=(",", ":"))

    def _view(self, s, player) -> str:
        return SETUP if s.game is None else self.encoding.observation_string(s.game, player)


def _leaves(obj, path=""):
    """(path, value) for every leaf of a JSON-ready observation, dict keys sorted."""
    if isinstance(obj, dict):
        for key in sorted(obj, key=str):
            yield from _leaves(obj[key], f"{path}/{key}")
    elif isinstance(obj, (list, tuple)):
        for i, value in enumerate(obj):
            yield from _leaves(value, f"{path}[{i}]")
    else:
        yield path, obj


def _register():
    for name in games.names():
        cls = type(f"{name.capitalize()}Game", (NassauGame,), {"name": name, "game_type": _game_type(name),
                                                               "__module__": __name__})
        globals()[cls.__name__] = cls
        pyspiel.register_game(cls.game_type, cls)


_register()
