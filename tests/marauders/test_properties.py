"""Seeded random games (with a round limit) keep every invariant after every decision:
gold conserved, every card in one place, no location below 0, every ship in one zone."""

import pytest

from nassau import marauders
from nassau.kernel.rng import Rng

GAMES = 1000


@pytest.mark.parametrize("block", range(8))
def test_random_games_keep_every_invariant(block):
    for seed in range(block * GAMES // 8, (block + 1) * GAMES // 8):
        g = marauders.new_game(players=2 + seed % 3, seed=seed, options={"round_limit": 12})
        r = Rng(seed * 31 + 7)
        while not g.is_over:
            legal = g.legal_actions()
            assert len(legal) > 0, f"seed {seed}: nothing to do at {g.prompt()}"
            g.apply_unchecked(legal[r.below(len(legal))])
            assert g.problems() == [], f"seed {seed}, decision {g.ply}: {g.problems()}"
        assert g.round <= 12


def test_same_seed_same_game():
    def play(seed):
        g = marauders.new_game(players=4, seed=seed, options={"round_limit": 6})
        r = Rng(seed)
        while not g.is_over:
            legal = g.legal_actions()
            g.apply_unchecked(legal[r.below(len(legal))])
        return g
    assert play(5).to_json() == play(5).to_json() and play(5).log() != play(6).log()


def test_every_position_reloads_as_itself():
    """Positions mid-fight, mid-raid, at a claim or a discard save and load to the same state
    and the same legal decisions."""
    seen = set()
    for seed in range(12):
        g = marauders.new_game(players=2 + seed % 3, seed=seed, options={"round_limit": 8})
        r = Rng(seed)
        while not g.is_over:
            d = g.state_dict()
            back = marauders.Game._from_state(d)
            assert back.state_dict() == d and back.legal_actions().notations() == g.legal_actions().notations()
            seen.add(g.sub)
            legal = g.legal_actions()
            g.apply_unchecked(legal[r.below(len(legal))])
    assert {"declare", "skull", "claim", "raid-nation", "raid", "raid-keep", "port", "goods"} <= seen


SWITCH_GAMES = 500


def random_switches(r: Rng) -> dict:
    """A random set of the playable switches, each on with even odds, with what they need."""
    from nassau.marauders.seas_of_glory.switches import MODULE_NAMES, playable
    on = playable()
    mods = {m for m in on["modules"] if r.below(2)}
    for m in sorted(mods):
        mods |= set(MODULE_NAMES[m].requires)
    return {"modules": mods, "variants": {v for v in on["variants"] if r.below(2)}}


@pytest.mark.parametrize("block", range(10))
def test_random_switch_sets_keep_every_invariant(block):
    """Seas of Glory: 500 seeded random games, each with its own random set of switches."""
    for seed in range(block * SWITCH_GAMES // 10, (block + 1) * SWITCH_GAMES // 10):
        r = Rng(seed * 17 + 3)
        chosen = random_switches(r)
        g = marauders.new_game(players=2 + seed % 3, seed=seed, options={"round_limit": 10}, **chosen)
        while not g.is_over:
            legal = g.legal_actions()
            assert len(legal) > 0, f"seed {seed} {chosen}: nothing to do at {g.prompt()}"
            g.apply_unchecked(legal[r.below(len(legal))])
            assert g.problems() == [], f"seed {seed} {chosen}, decision {g.ply}: {g.problems()}"
        back = marauders.Game.from_json(g.to_json())
        assert back.state_dict() == g.state_dict(), f"seed {seed} {chosen}"
