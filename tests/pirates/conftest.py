import pytest

from nassau import pirates

NAMES = ["Anja", "Jonah", "Jon", "Ewan"]


@pytest.fixture
def table():
    """The rulebook's four players, seeded."""
    return pirates.new_game(players=NAMES, seed=1)


def seat(game, name):
    return game.seat_of(name)


def player(game, name):
    return game.players[game.seat_of(name)]
