"""Every game of nassau as a PettingZoo AEC environment, for reinforcement learning.

``nassau.pettingzoo.env(game="pirates")`` is built like PettingZoo's classic environments
(chess, texas_holdem): agents ``player_0`` .. ``player_{n-1}`` (seat i of the game), one
``Discrete`` action space and a dict observation ``{"observation": float32 vector,
"action_mask": int8 vector}`` per agent, both from the game's encoding
(``nassau.<game>.bots.encoding.ENCODING``, given by the adapter's ``encoding``). It needs
the optional extra ``rl`` (pettingzoo, gymnasium); nothing else in nassau imports this module.

The rulings, in one place:

- agents are ``player_<seat>`` whatever the game's player names are (they are names for
  people, may hold spaces and change with ``players=``): PettingZoo's own tests expect
  ``<word>_<number>`` and learning code keys tables by agent, so one name per seat for every
  game and every table;
- an agent's observation is the encoding of what that seat may see (never another seat's
  hidden information); its action mask is all zeros unless it is that agent's decision;
- rewards come only at the end, from the game's final ranking (shared ranks on ties), zero-sum:
  ``reward="win"`` (the default) gives the first place +1, shared equally among tied first
  places, and the others -1 shared equally (two players: +1/-1, a tie 0/0; everyone tied: 0);
  ``reward="rank"`` gives ``(n + 1 - 2 * place) / (n - 1)``, from +1 for a clear first to -1
  for a clear last, with tied seats taking the mean of the places they share;
- ``reset(seed=s)`` plays the nassau game of seed ``s`` (same seed, same game) and reseeds the
  environment's own generator with ``s``; ``reset()`` without a seed takes the next game's seed
  from that generator (a :class:`~nassau.kernel.rng.Rng`, seed 0 until a seed is given), so a
  run of resets is reproducible. ``reset``'s ``options`` are PettingZoo's and are not read: the
  game's options are given once, to the constructor;
- Merchants & Marauders ends only at 10 glory, which random play may take long to reach, so
  unless ``options`` say otherwise its adapter's ``random_play_options`` apply (a round limit,
  after which the game is ranked as the rulebook's end: a termination, with rewards);
  ``options={"round_limit": 0}`` plays the rulebook's game;
- ``max_cycles`` (None: no limit) truncates the episode once ``max_cycles`` x players decisions
  were made (PettingZoo's cycle is one step per agent); a truncation has no reward;
- an action whose mask is 0 raises :class:`IllegalActionError` in ``raw_env`` and changes
  nothing; ``env()`` wraps it as PettingZoo's classic environments are wrapped, so there an
  illegal action ends the game with -1 for the agent that made it and 0 for the others
  (``TerminateIllegalWrapper``; the one ending that is not zero-sum), and an action outside the
  space fails an assertion;
- the turn order tells nobody what another seat decided unseen: a seat making a sealed run
  of decisions (Piratoons' sealed claim, one sailor at a time, then ``seal``) stays the agent
  to act for as many steps as the run could take (one per sailor it had left, and the seal),
  whatever it chose; once its run is over in the game, its only legal action is the run's
  stand-in (``seal`` again), which changes nothing. The engine's game is the same game;
  the environment counts those steps as decisions (``max_cycles``);
- ``render_mode="ansi"`` returns the game's text (``str(game)``, the table as nassau prints it
  for everyone at it), ``"human"`` prints it after every reset and step.
"""

import operator
from bisect import bisect_left

from .kernel.english import extra_hint

try:
    import numpy as np
    from gymnasium import logger, spaces
    from gymnasium.utils import EzPickle
    from pettingzoo import AECEnv
    from pettingzoo.utils import wrappers
except ImportError as exc:
    raise ImportError(f"nassau.pettingzoo needs {extra_hint('rl')} ({exc})") from exc

from . import games
from .kernel.errors import IllegalActionError, RecordError
from .kernel.rng import Rng

REWARDS = ("win", "rank")
ILLEGAL_REWARD = -1


def env(game="pirates", **kwargs):
    """The environment as PettingZoo's classic ones come: an illegal action ends the game with
    -1 for its agent, an action outside the space fails, and the API order is enforced."""
    wrapped = raw_env(game, **kwargs)
    wrapped = wrappers.TerminateIllegalWrapper(wrapped, illegal_reward=ILLEGAL_REWARD)
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    return wrappers.OrderEnforcingWrapper(wrapped)


def terminal_rewards(ranks, rule="win") -> list:
    """Each seat's reward for a final ranking (competition ranks: 1 = first, shared on ties)."""
    n = len(ranks)
    if rule == "win":
        first = ranks.count(1)
        if first == n:
            return [0.0] * n
        return [1.0 / first if r == 1 else -1.0 / (n - first) for r in ranks]
    places = [r + (ranks.count(r) - 1) / 2 for r in ranks]     # tied seats share their places' mean
    return [(n + 1 - 2 * p) / (n - 1) for p in places]


def encoding_of(adapter):
    """A game's ENCODING (integer actions, observation vectors), from its adapter."""
    if not adapter.encoding:
        raise RecordError("game", f"{adapter.name} has no encoding for learning environments")
    return adapter.encoding()


class raw_env(AECEnv, EzPickle):
    """One nassau game as an AEC environment; illegal actions raise (see the module's rulings)."""

    metadata = {"render_modes": ["ansi", "human"], "name": "nassau_v0", "is_parallelizable": False}

    def __init__(self, game="pirates", players=None, options=None, components=None, modules=None,
                 variants=None, render_mode=None, max_cycles=None, reward="win"):
        EzPickle.__init__(self, game, players, options, components, modules, variants, render_mode,
                          max_cycles, reward)
        super().__init__()
        self.adapter = games.adapter(game)
        self._settings(players, options, components, modules, variants, render_mode, max_cycles, reward)
        self.metadata = {**type(self).metadata, "name": f"nassau_{self.adapter.name}_v0"}
        self.game = self._new(0)             # checks every argument now rather than at reset
        self.game_seed = None
        self.encoding = encoding_of(self.adapter).for_game(self.game)   # a user's components: their catalog
        self._spaces()
        self._seeds = Rng(0)

    def _settings(self, players, options, components, modules, variants, render_mode, max_cycles, reward):
        a = self.adapter
        self.players = a.default_players if players is None else players
        if isinstance(options, dict) or options is None:
            options = {**(a.random_play_options or {}), **(options or {})} or None
        self.options = options
        self.components = None if components is None else a.load_components(components)   # read once
        self.switches = {k: v for k, v in (("modules", modules), ("variants", variants)) if v is not None}
        if self.switches and not a.switches:
            raise RecordError(next(iter(self.switches)), f"{a.name} has no expansion switches")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise RecordError("render_mode", f"choose from {', '.join(self.metadata['render_modes'])}")
        if max_cycles is not None and (type(max_cycles) is not int or max_cycles < 1):
            raise RecordError("max_cycles", "must be a positive integer or None")
        if reward not in REWARDS:
            raise RecordError("reward", f"choose from {', '.join(REWARDS)}")
        self.render_mode, self.max_cycles, self.reward_rule = render_mode, max_cycles, reward

    def _spaces(self):
        n = self.players if isinstance(self.players, int) else len(self.players)
        self.possible_agents = [f"player_{seat}" for seat in range(n)]
        self.agents = []
        enc = self.encoding
        observation = spaces.Dict({       # the encoding promises finite floats, not a range (counts are raw)
            "observation": spaces.Box(low=-np.inf, high=np.inf, shape=(enc.observation_size,), dtype=np.float32),
            "action_mask": spaces.Box(low=0, high=1, shape=(enc.num_actions,), dtype=np.int8),
        })
        self.observation_spaces = {a: observation for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(enc.num_actions) for a in self.possible_agents}

    def _new(self, seed):
        return self.adapter.new_game(self.players, seed, self.options, self.components, **self.switches)

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    # --- the AEC cycle --------------------------------------------------------------------------
    def reset(self, seed=None, options=None):
        if seed is not None:
            seed = operator.index(seed)
            self._seeds = Rng(seed)
        else:
            seed = self._seeds.below(1 << 31)
        self.game, self.game_seed = self._new(seed), seed
        self._decisions, self._legal = 0, None
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        self._run = None                     # [seat, key, steps left] of a sealed run (see the rulings)
        self.agent_selection = self._next_agent()
        if self.render_mode == "human":
            self.render()

    def observe(self, agent):
        seat = self.possible_agents.index(agent)
        observation = np.asarray(self.encoding.observation_tensor(self.game, seat), dtype=np.float32)
        mask = np.zeros(self.encoding.num_actions, dtype=np.int8)
        if agent == self.agent_selection and not self._done(agent):
            mask[self._legal_indices()] = 1
        return {"observation": observation, "action_mask": mask}

    def _legal_indices(self) -> list:
        """The legal indices now, found once a position (observing and stepping both need them)."""
        if self._legal is None:
            self._legal = [self._stand_in()] if self._padding() else self.encoding.legal_indices(self.game)
        return self._legal

    # --- sealed runs: a run's length is hidden in the turn order ---------------------------------
    def _next_agent(self) -> str:
        """Who acts next: the seat of an unfinished sealed run, else the game's player to decide
        (who may begin a run)."""
        if self._run is not None and self._run[2] > 0:
            return self.possible_agents[self._run[0]]
        self._run = None
        seat = self.game.current_player
        found = self.adapter.sealed_stretch(self.game) if self.adapter.sealed_stretch else None
        if found is not None:
            self._run = [seat, found[0], found[1]]
        return self.possible_agents[seat]

    @property
    def standing_in(self) -> bool:
        """Whether the agent to act has ended its sealed run in the game and only stands in
        for the run's decisions it did not take (its one legal action is the stand-in)."""
        return self._padding()

    def _padding(self) -> bool:
        run = self._run
        if run is None:
            return False
        now = self.adapter.sealed_stretch(self.game)
        return now is None or now[0] != run[1]

    def _stand_in(self) -> int:
        return self.encoding.index(self.game, self.adapter.stand_in)

    def _done(self, agent) -> bool:
        return self.terminations.get(agent, True) or self.truncations.get(agent, True)

    def step(self, action):
        agent = self.agent_selection
        if self._done(agent):
            return self._was_dead_step(action)
        decision = self._decision(agent, action)
        if decision is not None:
            self.game.apply_unchecked(decision)
        if self._run is not None:
            self._run[2] -= 1
        self._decisions, self._legal = self._decisions + 1, None
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        if self.game.is_over:
            self._finish()
        elif self.max_cycles is not None and self._decisions >= self.max_cycles * len(self.possible_agents):
            self.truncations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self._next_agent()
        self._accumulate_rewards()
        self._deads_step_first()
        if self.render_mode == "human":
            self.render()

    def _decision(self, agent, action):
        """The game's action for an index of ``agent``'s action mask (None for a sealed run's
        stand-in); raises, changing nothing, if the mask holds 0 there."""
        index = operator.index(action)
        legal = self._legal_indices()
        at = bisect_left(legal, index)
        found = None
        if self._padding() and legal == [index]:
            return None
        if at < len(legal) and legal[at] == index:
            chosen = self.encoding.action(self.game, index)
            found = self.game.legal_actions().get(chosen.notation)
        if found is None:
            raise IllegalActionError("action-mask", f"action {index} is not in {agent}'s action mask now")
        return found

    def _finish(self):
        """Terminal rewards and each seat's place; every agent is done."""
        rows = self.adapter.final_rows(self.game)
        ranks = [int(row["rank"]) for row in rows]
        for agent, reward, row in zip(self.possible_agents, terminal_rewards(ranks, self.reward_rule), rows):
            self.rewards[agent] = reward
            self.infos[agent] = {"rank": int(row["rank"]), "points": row["points"]}
        self.terminations = dict.fromkeys(self.agents, True)

    # --- views ----------------------------------------------------------------------------------
    def render(self):
        if self.render_mode is None:
            logger.warn("You are calling render method without specifying any render mode.")
            return None
        text = str(self.game)
        if self.render_mode == "ansi":
            return text
        print(text)
        return None

    def close(self):
        pass
