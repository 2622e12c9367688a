"""The actions the rules offer are built from their fields (``Action.of``), not parsed: their
notation must still read back as the very same action, fields and all, or a record of the game
would load as another game. Random games of every game (Merchants & Marauders with all its
switches too), and Pirates of Nassau's heuristic games (which buy, stow and use tiles, as random
play seldom does), hold every action offered to that."""

import pytest

from nassau import games
from nassau.kernel.adapter import make_bots
from nassau.kernel.rng import Rng

CASES = [("pirates", False, "random"), ("pirates", False, "heuristic"), ("piratoons", False, "random"),
         ("marauders", False, "random"), ("marauders", True, "random")]
# the games whose every offered action is one Action.of built (Merchants & Marauders' questions too:
# their legal actions are the asker's own)
ALL_BUILT = {"pirates", "piratoons", "marauders"}


def _fields(action) -> dict:
    slots = [s for k in type(action).__mro__ for s in getattr(k, "__slots__", ()) if s != "notation"]
    return {s: getattr(action, s) for s in slots}


def _read_afresh(action):
    """The notation parsed by the class's own parser, past the interned actions."""
    cls = type(action)
    fresh = object.__new__(cls)
    object.__setattr__(fresh, "notation", action.notation)
    cls._parse_into(fresh, action.notation)
    return fresh


def _was_built(action) -> bool:
    """Whether ``Action.of`` gave this very object (it keeps every action it built by fields)."""
    return any(b is action for b in type(action)._built.values())


def _offered(name, switched, bots, seed):
    adapter = games.adapter(name)
    on = adapter.switches() if switched else {}
    g = adapter.new_game(adapter.default_players, seed, adapter.random_play_options, None, **on)
    rng = Rng(seed)
    seats = None if bots == "random" else make_bots(adapter, bots, g.n, seed)
    while not g.is_over:
        legal = g.legal_actions()
        yield from legal
        g.apply_unchecked(rng.choice(legal) if seats is None else seats[g.current_player].choose(g))


@pytest.mark.parametrize("name, switched, bots", CASES)
def test_every_action_offered_reads_back_as_itself(name, switched, bots):
    seen = set()
    for seed in range(3):
        for a in _offered(name, switched, bots, seed):
            if a.notation in seen:
                continue
            seen.add(a.notation)
            assert _fields(_read_afresh(a)) == _fields(a), a.notation
            assert type(a)(a.notation) is a, a.notation       # one action, one object
            assert name not in ALL_BUILT or _was_built(a), f"{a.notation} was offered parsed, not built"
    assert len(seen) > 20
