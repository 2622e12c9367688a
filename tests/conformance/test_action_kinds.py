"""Each game declares every action kind once (``Game.kinds``, a :class:`nassau.kernel.actions.Kinds`):
the dispatch, the refusals, the words and the tools' numbering all read that declaration. Random
games of every game (Merchants & Marauders with all its switches too) offer only declared kinds,
in a decision the kind says it answers, and every one of them has words."""

import pytest

from nassau import games
from nassau.kernel.actions import Kind
from nassau.kernel.rng import Rng

CASES = [("pirates", False), ("piratoons", False), ("marauders", False), ("marauders", True)]


# the field holding the decision being made, which a kind's ``answers`` name
DECISION = {"pirates": "sub", "piratoons": "phase", "marauders": "sub"}


def _phase(g) -> str:
    return getattr(g, DECISION[g.game_name])


def _game(name, switched, seed):
    adapter = games.adapter(name)
    on = adapter.switches() if switched else {}
    return adapter, adapter.new_game(adapter.default_players, seed, adapter.random_play_options, None, **on)


@pytest.mark.parametrize("name", sorted(games.GAMES))
def test_the_tools_number_exactly_the_declared_kinds(name):
    adapter, g = _game(name, False, 1)
    kinds = type(g).kinds
    assert all(isinstance(k, Kind) and k.name == name_ for name_, k in kinds.items())
    assert sorted(adapter.action_kinds) == sorted(kinds) and len(set(adapter.action_kinds)) == len(kinds)


@pytest.mark.parametrize("name, switched", CASES)
def test_every_action_offered_is_of_a_declared_kind_that_answers_the_decision(name, switched):
    for seed in (1, 2):
        adapter, g = _game(name, switched, seed)
        kinds, rng = type(g).kinds, Rng(seed)
        while not g.is_over:
            legal = g.legal_actions()
            for a in legal:
                kind = kinds[a.kind]
                assert _phase(g) in kind.answers, (str(a), _phase(g))
                assert kind.words is None or kind.describe(a), str(a)
                assert a.describe()
            g.apply_unchecked(rng.choice(legal))


@pytest.mark.parametrize("name", sorted(games.GAMES))
def test_a_kind_is_declared_only_once(name):
    _, g = _game(name, False, 1)
    kinds = type(g).kinds
    some = next(iter(kinds.values()))
    with pytest.raises(ValueError, match=f"the action kind {some.name} is taken"):
        kinds.declare((Kind(some.name, None, words="again", group="Again"),), "a test")
    assert kinds[some.name] is some
