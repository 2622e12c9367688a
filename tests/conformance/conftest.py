"""The conformance suite: every game of the package meets one surface (see
:mod:`nassau.kernel.game` and :mod:`nassau.kernel.adapter`), held by the same tests.

A game joins the suite by its one line in ``nassau.games.GAMES``.
"""

import importlib

import pytest

from nassau import games
from nassau.kernel.rng import Rng

GAME_NAMES = games.names()


class Subject:
    """One game as the suite sees it: its adapter, its package, and seeded random play."""

    def __init__(self, name, switches=None):
        self.name = name
        self.adapter = games.adapter(name)
        self.package = importlib.import_module(self.adapter.package)
        self.switches = switches or {}

    def new(self, seed=1, players=None):
        """A new game; one whose random play could run for very long (Merchants & Marauders ends
        only at 10 glory) gets the adapter's bounding options (a round limit)."""
        players = self.adapter.default_players if players is None else players
        return self.adapter.new_game(players, seed, self.adapter.random_play_options, None, **self.switches)

    def player_counts(self):
        return range(self.adapter.min_players, self.adapter.max_players + 1)

    def random_play(self, game, seed, decisions=None, checked=False):
        """Random legal decisions until the end (or ``decisions`` of them); yields the game after each."""
        chooser = Rng(seed * 7919 + 11)
        step = game.apply if checked else game.apply_unchecked
        made = 0
        while not game.is_over and (decisions is None or made < decisions):
            legal = game.legal_actions()
            step(legal[chooser.below(len(legal))])
            made += 1
            yield game

    def played(self, seed, decisions, players=None, checked=True):
        game = self.new(seed, players)
        for _ in self.random_play(game, seed, decisions, checked):
            pass
        return game

    def __repr__(self):
        return f"<{self.name}{' with every switch' if self.switches else ''}>"


# every game; and a game with an expansion once more with every playable switch on at once
PARAMS = GAME_NAMES + [f"{n}+all" for n in GAME_NAMES if games.adapter(n).switches]


@pytest.fixture(params=PARAMS)
def subject(request):
    name, _, more = request.param.partition("+")
    return Subject(name, games.adapter(name).switches() if more else None)
