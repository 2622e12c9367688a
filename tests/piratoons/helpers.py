"""Shared helpers for the Piratoons rule tests.

Positions are set up either through referee mode (the chest's tiles and everyone's
sailors are recorded exactly) or by editing a saved position and loading it back through
the validating loader, so every test starts from a legal, conserved position.
"""

import pytest

from nassau import IllegalActionError, piratoons
from nassau.piratoons.rules.game import Game

NAMES = ["Anja", "Jonah", "Jon", "Ewan"]
CHEST = ("sail-01", "deck-a", "cannon-a", "porthole-a", "quarters-a", "deck-b", "b1-1", "b2-1", "b3-1")


def new(n=4, seed=1, **options):
    """A digital game (sealed claims) for n players."""
    return piratoons.new_game(players=NAMES[:n], seed=seed, options=options or None)


def table(n=4, chest=CHEST, **options):
    """A refereed game with the chest filled with ``chest`` (tile codes), ready for the grab."""
    g = piratoons.referee(players=NAMES[:n], options=options or None)
    if chest:
        g.fill_chest(*chest)
    return g


def seat(game, name):
    return game.seat_of(name)


def code(game, t):
    return game.comp.tiles[t].code


def codes(game, tiles):
    return sorted(code(game, t) for t in tiles)


def grab(game, claims: dict, fell=None, straddled=None, out=()):
    """Everyone's grab at once: {name: {"A": 2, ...}}; the players not named place nothing."""
    fell, straddled = fell or {}, straddled or {}
    while game.phase == "claim":
        name = game.names[game.current_player]
        game.place_sailors(name, claims.get(name, {}), fell.get(name, 0), straddled.get(name, 0), name in out)
    return game


def no_bids(game):
    """Everyone bids an empty fist (if there is an auction), so the round goes on to building."""
    if game.phase == "bid":
        game.record_bids({game.names[s]: 0 for s in game.queue})
    return game


def edit(game, **players):
    """A copy of ``game`` where players get tiles and coins, loaded through the validating loader.

    ``players`` maps names to dicts with ``boats`` and ``equipment`` (codes taken from the
    stacks) and ``coins`` (taken from or given to the bank).
    """
    d = game.state_dict()
    gd = d["game"]
    for name, spec in players.items():
        s = game.seat_of(name)
        for key, stock in (("boats", "stock_boats"), ("equipment", "stock")):
            target = "boats" if key == "boats" else "aboard"
            for c in spec.get(key, ()):
                t = next(t for t in gd[stock] if game.comp.tiles[t].code == c)
                gd[stock].remove(t)
                gd[target][s].append(t)
            gd[target][s].sort()
        if "coins" in spec:
            gd["bank"] += gd["coins"][s] - spec["coins"]
            gd["coins"][s] = spec["coins"]
    return Game._from_state(d)


def assert_illegal(game, action, rule, player=None):
    """The action is refused, names ``rule`` and changes nothing."""
    before = game.state_dict()
    legal_before = game.legal_actions().notations()
    with pytest.raises(IllegalActionError) as info:
        game.apply(action, player=player)
    assert info.value.rule == rule, str(info.value)
    assert game.state_dict() == before
    assert game.legal_actions().notations() == legal_before
    return info.value


def to_phase(game, phase, chooser=None):
    """Make simple decisions (the last legal action: seal, the biggest bid...) until ``phase``."""
    for _ in range(500):
        if game.phase == phase or game.is_over:
            return game
        legal = game.legal_actions()
        game.apply(chooser(game) if chooser else legal[-1])
    raise AssertionError(f"did not reach {phase}")
