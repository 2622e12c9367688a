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

    def __init__(self, name, switches=None, alone=""):
        self.name = name
        self.adapter = games.adapter(name)
        self.package = importlib.import_module(self.adapter.package)
        self.switches = switches or {}
        self.alone = alone              # the one switch a subject plays with (and what it needs)

    def new(self, seed=1, players=None):
        """A new game; one whose random play could run for very long (Merchants & Marauders ends
        only at 10 glory) gets the adapter's bounding options (a round limit), and a game with one
        switch alone a shorter one (ALONE_ROUNDS: 19 such subjects share the suite's time)."""
        players = self.adapter.default_players if players is None else players
        options = self.adapter.random_play_options
        if self.alone and options and "round_limit" in options:
            options = {**options, "round_limit": ALONE_ROUNDS}
        return self.adapter.new_game(players, seed, options, None, **self.switches)

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
        more = f" with {self.alone} alone" if self.alone else " with every switch" if self.switches else ""
        return f"<{self.name}{more}>"


ALONE_ROUNDS = 20


def _alone(name) -> list:
    """'name+<switch>' for each playable switch of a game with an expansion."""
    a = games.adapter(name)
    if not a.switches:
        return []
    on = a.switches()
    return [f"{name}+{s}" for s in on.get("modules", ()) + on.get("variants", ())]


# every game; a game with an expansion once more with every playable switch on at once, and
# once with each switch alone (the seed-parametrised tests run their first seed only for those)
PARAMS = GAME_NAMES + [f"{n}+all" for n in GAME_NAMES if games.adapter(n).switches] + \
    [p for n in GAME_NAMES for p in _alone(n)]


def _alone_subject(param: str) -> bool:
    return "+" in param and not param.endswith("+all")


def pytest_configure(config):
    config.addinivalue_line("markers", "seeds(values): the seeds a test plays for every subject (a subject "
                                       "with one switch alone plays the first only)")


def pytest_generate_tests(metafunc):
    """Every test that asks for ``subject`` runs once per subject. A test marked ``seeds(...)``
    also runs per seed: every seed for a whole game, the first seed for a subject with one
    switch alone (19 such subjects share the suite's time). The pairs are made here, so no test
    is generated only to be dropped."""
    if "subject" not in metafunc.fixturenames or "subject" in _direct_params(metafunc) or _own_subject(metafunc):
        return
    marker = metafunc.definition.get_closest_marker("seeds")
    if marker is None:
        metafunc.parametrize("subject", PARAMS, indirect=True)
        return
    seeds = list(marker.args[0])
    pairs = [(p, s) for p in PARAMS for s in (seeds[:1] if _alone_subject(p) else seeds)]
    metafunc.parametrize("subject, seed", pairs, indirect=["subject"], ids=[f"{p}-{s}" for p, s in pairs])


def _own_subject(metafunc) -> bool:
    """A module that defines its own ``subject`` fixture, with its own params, keeps it."""
    defs = metafunc._arg2fixturedefs.get("subject", ())
    return bool(defs) and defs[-1].params is not None


def _direct_params(metafunc) -> set:
    """The argument names a test's own parametrize marks give (they override the fixture)."""
    names = set()
    for mark in metafunc.definition.iter_markers("parametrize"):
        first = mark.args[0]
        names.update(n.strip() for n in (first.split(",") if isinstance(first, str) else first))
    return names


@pytest.fixture
def subject(request):
    name, _, more = request.param.partition("+")
    if not more:
        return Subject(name)
    a = games.adapter(name)
    if more == "all":
        return Subject(name, a.switches())
    on = a.switches()
    if more in on.get("variants", ()):
        return Subject(name, {"variants": [more]}, alone=more)
    return Subject(name, {"modules": [more, *(a.switch_needs(more) if a.switch_needs else ())]}, alone=more)
