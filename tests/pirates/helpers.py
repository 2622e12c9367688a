"""Shared helpers for the Pirates of Nassau rule tests.

Positions are built with the game's own editor (``game.edit()``), so every test
starts from a legal, conserved position and checks exact numbers.
"""

import pytest

from nassau import IllegalActionError, pirates
from nassau.pirates.rules.invariants import problems

NAMES = ["Anja", "Jonah", "Jon", "Ewan", "Mary"]
ITEMS = ("pesos", "gunpowder", "goods", "rum", "hostages")


def new(n=4, seed=1, **options):
    """A fresh game for n players (names oldest first)."""
    return pirates.new_game(players=NAMES[:n], seed=seed, options=options or None)


def P(game, name):
    """The Player object of a named player."""
    return game.players[game.seat_of(name)]


def hold(game, name):
    """A player's hold as a dict."""
    return dict(zip(ITEMS, P(game, name).hold))


def supply(game):
    return dict(zip(ITEMS, game.supply))


def legal(game):
    return set(game.legal_actions().notations())


def merchant_index(game, card_id):
    return next(m.index for m in game.comp.merchants if m.id == card_id)


def merchant_id(game, index):
    return game.comp.merchants[index].id


def navy_index(game, card_id):
    return next(c.index for c in game.comp.navy if c.id == card_id)


def name_of(game, seat):
    return game.players[seat].name


def current(game):
    return game.players[game.current_player].name


def assert_sound(game):
    assert problems(game) == []


def assert_illegal(game, action, rule, player=None):
    """The action is refused, names ``rule`` and changes nothing."""
    before = game.state_dict()
    legal_before = game.legal_actions().notations()
    with pytest.raises(IllegalActionError) as info:
        if player is None:
            game.apply(action)
        else:
            game.apply(action, player=player)
    assert info.value.rule == rule, str(info.value)
    assert game.state_dict() == before
    assert game.legal_actions().notations() == legal_before
    return info.value


def spread_infamy(e, order=("Anja", "Jonah", "Jon", "Ewan"), values=(1, 2, 3, 4)):
    """Give the players distinct infamy values (first name gets the first value)."""
    for name, v in zip(order, values):
        e.infamy(name, v)


def at(space, who="Anja", dice=(1, 1, 1), options=None, n=4, seed=1, setup=None, moves_before=1):
    """A game in the pirate phase where ``who`` (lowest infamy, so first) has just
    moved onto ``space`` and now decides its action.

    ``setup(e)`` may edit the position further (it runs after the pirate phase starts).
    The move used is a 1 from the neighbouring space (from 2 when the target is 1).
    """
    g = new(n=n, seed=seed, **(options or {}))
    names = NAMES[:n]
    others = [x for x in names if x != who]
    with g.edit() as e:
        spread_infamy(e, [who] + others, range(1, n + 1))
        e.start("pirate")
        origin = 2 if space == 1 else space - 1
        e.dice(who, *dice)
        e.ship_at(who, origin, moves=moves_before)
        if setup:
            setup(e)
    assert current(g) == who and g.sub == "move"
    g.apply(f"1>{space}")
    assert P(g, who).pos == space
    return g


PREFERRED = ("pass", "done", "navy empty", "penalty infamy", "up")


def simple_choice(game):
    """A plain, predictable decision: bury all pesos, else pass/done when possible, else the first legal action."""
    notations = game.legal_actions().notations()
    buries = [a for a in notations if a.startswith("bury ")]
    if buries:                       # bury every peso of the hold
        return buries[-1]
    for pref in PREFERRED:
        if pref in notations:
            return pref
    return notations[0]


def play_until(game, stop, limit=3000, record=None):
    """Make simple decisions until ``stop(game)``; optionally record (round, step, sub, name, action)."""
    for _ in range(limit):
        if stop(game):
            return game
        a = simple_choice(game)
        if record is not None:
            record.append((game.round, game.step, game.sub, current(game), a))
        game.apply(a)
    raise AssertionError(f"did not stop within {limit} decisions: {game.prompt()}")


def at_step(step, values, prepare=None, setup=None, **options):
    """A game at the start of a step, infamy spread as given; ``prepare`` and ``setup`` edit it first."""
    g = new(**options)
    with g.edit() as e:
        spread_infamy(e, values=values)
        for edit in (prepare, setup):
            if edit:
                edit(e)
        e.start(step)
    return g
