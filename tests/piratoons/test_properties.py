"""Seeded random play: after every decision the position must stay sound (every tile and
coin accounted for, ships that fit, queues that make sense), over a thousand games of
every table size, with the sealed-round and boat-tile rulings varied, in both modes."""

import pytest

from nassau import piratoons
from nassau.kernel.rng import Rng

GAMES = 1000
MAX_DECISIONS = 3000          # far above any real game (about 180 decisions)


def random_game(seed):
    """A game whose table size, sealed claim rounds, unclaimed boats and mode follow the seed."""
    players = 2 + seed % 3
    options = {"claim_rounds": 1 + seed % 4, "unclaimed_boats": ("sink", "auction")[seed // 4 % 2]}
    if seed % 5 == 4:
        return piratoons.referee(players=players, options=options, deal="engine", seed=seed)
    return piratoons.new_game(players=players, seed=seed, options=options)


@pytest.mark.parametrize("block", range(10))
def test_random_games_keep_every_invariant(block):
    for seed in range(block * GAMES // 10, (block + 1) * GAMES // 10):
        game, chooser = random_game(seed), Rng(seed * 7919 + 1)
        while not game.is_over:
            legal = game.legal_actions()
            assert len(legal) > 0, f"seed {seed}: no legal action at {game.prompt()}"
            game.apply_unchecked(legal[chooser.below(len(legal))])
            assert game.problems() == [], f"seed {seed}, decision {game.ply}: {game.problems()}"
            assert game.ply < MAX_DECISIONS, f"seed {seed} does not end"
        assert game.round == 8 and len(game.legal_actions()) == 0
        assert sum(game.coins) + game.bank == game.comp.coins
