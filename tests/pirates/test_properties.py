"""Seeded random play: after every decision the position must stay sound."""

import json

import pytest

from nassau import pirates
from nassau.kernel.rng import Rng
from nassau.pirates.rules.invariants import problems

GAMES = 1000
MAX_DECISIONS = 3000   # far above any real game (about 150 decisions)


def random_game(seed, players):
    game = pirates.new_game(players=players, seed=seed)
    chooser = Rng(seed * 7919 + 1)
    return game, chooser


@pytest.mark.parametrize("block", range(10))
def test_random_games_keep_every_invariant(block):
    for seed in range(block * GAMES // 10, (block + 1) * GAMES // 10):
        game, chooser = random_game(seed, 3 + seed % 3)
        while not game.is_over:
            legal = game.legal_actions()
            assert len(legal) > 0, f"seed {seed}: no legal action at {game.prompt()}"
            game.apply_unchecked(legal[chooser.below(len(legal))])
            bad = problems(game)
            assert not bad, f"seed {seed}, decision {game.ply}: {bad}"
            assert game.ply < MAX_DECISIONS, f"seed {seed} does not end"
        assert len(game.legal_actions()) == 0
        assert 4 <= game.round <= 6, "the Navy deck ends every game in round 4, 5 or 6"


@pytest.mark.parametrize("seed", range(12))
def test_clones_and_records_share_the_future(seed):
    """At random points, a clone and a reloaded record behave exactly like the original."""
    game, chooser = random_game(seed, 3 + seed % 3)
    probe = Rng(seed)
    while not game.is_over:
        legal = game.legal_actions()
        game.apply(legal[chooser.below(len(legal))])
        if probe.below(40) == 0:
            twin = game.clone()
            loaded = pirates.Game.from_json(game.to_json())
            assert loaded.legal_actions().notations() == game.legal_actions().notations()
            assert loaded.state_dict() == game.state_dict()
            future = Rng(game.ply)
            for _ in range(60):
                if game.is_over:
                    break
                options = game.legal_actions()
                pick = options[future.below(len(options))]
                for other in (twin, loaded):
                    assert other.legal_actions().notations() == options.notations()
                    other.apply(pick.notation)
                game.apply(pick)
            assert twin.state_dict() == game.state_dict() == loaded.state_dict()
            assert twin.log() == game.log()


def test_same_seed_same_game():
    def play(seed):
        game, chooser = random_game(seed, 4)
        while not game.is_over:
            legal = game.legal_actions()
            game.apply_unchecked(legal[chooser.below(len(legal))])
        return game
    a, b = play(42), play(42)
    assert a.log() == b.log() and a.to_json() == b.to_json()
    assert play(43).log() != a.log()


def test_the_global_random_module_is_never_used(monkeypatch):
    import random

    def boom(*a, **k):
        raise AssertionError("global random used")
    for name in ("random", "randint", "randrange", "choice", "shuffle", "sample", "seed"):
        monkeypatch.setattr(random, name, boom)
    game, chooser = random_game(5, 5)
    while not game.is_over:
        legal = game.legal_actions()
        game.apply_unchecked(legal[chooser.below(len(legal))])


def test_a_full_game_record_is_small():
    game, chooser = random_game(3, 5)
    while not game.is_over:
        legal = game.legal_actions()
        game.apply(legal[chooser.below(len(legal))])
    text = game.to_json()
    assert len(text.encode()) < 100_000
    assert json.loads(text)["actions"] == [a.notation for a in game.history]
