"""Each game of :mod:`nassau.games` as a :class:`~nassau.chance.Stepper`: integer moves,
chance as explicit draws, made from a plain spec. The pyspiel-free half of :mod:`nassau.openspiel`.

A spec is a :class:`Spec`, a named tuple ``(game, players, round_limit, modules, variants)``
(see :func:`spec`), hashable and plain enough to send to a worker process;
``make(spec)`` gives a stepper at the first draw of the setup. Decisions are the indices of the
game's action encoding (its adapter's ``encoding`` module, ``ENCODING``).

Bounds, each declared to OpenSpiel and held here:

- a draw has at most :func:`chance_bound` outcomes: the largest collection of the game's
  components (every shuffled pile is drawn from one), at least a die's 6 and the seats;
- a game is cut short, and scored as if it ended there, after :func:`decision_bound` decisions
  or :func:`draw_bound` draws (far beyond what games played by bots reach; see the functions).

Returns (:func:`returns`): each seat's mean, over the other seats, of +1 for ranking above
that seat, -1 for ranking below and 0 for sharing its rank: zero-sum, between -1 (last alone)
and +1 (first alone); with two players the usual +1/-1, and 0 each on a shared victory.
"""

from functools import lru_cache
from typing import NamedTuple

from . import games
from .kernel.adapter import switch_names
from .chance import Rules, Stepper
from .kernel.errors import RecordError
from .kernel.limits import MAX_ACTIONS

_DRAWS_PER_DECISION = 4      # bots draw under 2 per decision in Marauders, under 1 in Pirates
_STEP_DRAWS = 1000           # the most draws one step may add past the draw bound (a reshuffle is < 100)


class Spec(NamedTuple):
    """Which game a stepper plays: the game's name, the number of players, the round limit
    (None for a game without one, 0 for none), and the sorted names of the switches on."""
    game: str
    players: int
    round_limit: int | None
    modules: tuple
    variants: tuple


def spec(game: str, players=None, round_limit=None, modules=(), variants=()) -> Spec:
    """A checked spec. ``players`` defaults to the adapter's; ``round_limit`` (Marauders only)
    to its ``random_play_options`` (0: the rulebook's game, until 10 glory); ``modules`` and
    ``variants`` (Marauders only) are names, or one string of names separated by commas or "+"."""
    adapter = games.adapter(game)
    players = adapter.default_players if players is None else players
    if not isinstance(players, int) or not adapter.min_players <= players <= adapter.max_players:
        raise RecordError("players", f"{adapter.title} takes {adapter.min_players} to {adapter.max_players} "
                                     f"players, not {players!r}")
    modules, variants = switch_names(modules, "modules"), switch_names(variants, "variants")
    if adapter.switches is None:
        if round_limit is not None or modules or variants:
            raise RecordError("options", f"{adapter.title} has no round limit, modules or variants")
        return Spec(adapter.name, players, None, (), ())
    if round_limit is None:
        round_limit = (adapter.random_play_options or {}).get("round_limit", 0)
    if not isinstance(round_limit, int) or round_limit < 0:
        raise RecordError("round_limit", f"must be a whole number of rounds (0: none), not {round_limit!r}")
    return Spec(adapter.name, players, round_limit, modules, variants)


def make(spec: Spec) -> Stepper:
    """A stepper for a spec, at the setup's first draw."""
    return Stepper(rules(spec), make, spec)


@lru_cache(maxsize=None)
def encoding(game: str):
    """The ENCODING of a game (integer actions, observation tensors), from its adapter."""
    return games.adapter(game).encoding()


@lru_cache(maxsize=64)
def rules(spec: Spec) -> Rules:
    adapter = games.adapter(spec.game)
    options = None if spec.round_limit is None else {"round_limit": spec.round_limit}
    switches = {} if adapter.switches is None else {"modules": list(spec.modules), "variants": list(spec.variants)}
    enc = encoding(spec.game)

    def start(rng):
        return adapter.new_game(spec.players, 0, options, None, rng=rng, **switches)

    start(None)                      # the spec's switches checked now, and the components loaded
    decisions = decision_bound(spec)
    return Rules(players=spec.players, start=start, decode=enc.action, observe=enc.observation_string,
                 kinds=tuple(adapter.action_kinds), max_outcomes=chance_bound(spec),
                 max_decisions=decisions, max_draws=draw_bound(spec))


def chance_bound(spec: Spec) -> int:
    """The most outcomes one draw may have: every draw picks among a pile, a die, the seats or
    a few directions, and no pile holds more than the largest collection of the components."""
    comp = games.adapter(spec.game).load_components(None)
    sizes = [len(v) for k, v in vars(comp).items()          # not the memo tables kept on it ("_memo")
             if isinstance(v, (tuple, list, dict)) and k != "doc" and not k.startswith("_")]
    return max([6, spec.players] + sizes)


def decision_bound(spec: Spec) -> int:
    """Decisions before a game is cut: per seat, and for Marauders per round and seat (with
    its setup as one more round); the record limit when Marauders has no round limit."""
    per_seat = games.adapter(spec.game).decisions_per_seat * spec.players
    if spec.round_limit is None:
        return per_seat
    if spec.round_limit == 0:
        return MAX_ACTIONS
    return per_seat * (spec.round_limit + 1)


def draw_bound(spec: Spec) -> int:
    """Draws (chance nodes) after which a game is cut at its next completed step."""
    return _DRAWS_PER_DECISION * decision_bound(spec)


def chance_nodes_bound(spec: Spec) -> int:
    """The most chance nodes a game's history may hold: the draw bound and one step more."""
    return draw_bound(spec) + _STEP_DRAWS


def returns(stepper: Stepper) -> list:
    """Each seat's return at the end (see the module docstring); zeros before."""
    if not stepper.over:
        return [0.0] * stepper.rules.players
    game = stepper.game
    rank = {row["player"]: row["rank"] for row in games.adapter(stepper.spec.game).final_rows(game)}
    ranks = [rank[name] for name in game.names]
    n = len(ranks)
    return [sum((r < o) - (r > o) for o in ranks) / (n - 1) for r in ranks]
