"""Component files from outside, for every game: the packaged data file (nassau/<game>/data/
components.json) with fields dropped, retyped, duplicated, oversized or nested too deep, given as a
dict, as JSON text or as a file. ``load_components`` either refuses it with a RecordError naming
the field, or returns components a game can be played with: a new game starts (or is refused
naming the field), random decisions keep it sound and its record loads back."""

import os
import tempfile

import pytest
from hypothesis import given, strategies as st

from nassau import RecordError

from . import strategies as S
from .helpers import assert_field

pytestmark = pytest.mark.parametrize("name", S.NAMES)
DECISIONS = 60


def package(name):
    return __import__(S.adapter(name).package, fromlist=["load_components"])


def load(name, source, through_file):
    if not through_file:
        return package(name).load_components(source)
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "components.json")
        with open(path, "w", encoding="utf-8", errors="surrogatepass") as out:
            out.write(source)
        return package(name).load_components(path)


@given(data=st.data())
def test_a_mutated_component_file_is_refused_or_plays(name, data):
    case = data.draw(S.component_docs(name))
    through_file = case.extra["text"] and data.draw(st.integers(0, 4)) == 0
    try:
        comp = load(name, case.value, through_file)
    except RecordError as error:
        assert_field(error)
        assert case.valid is not True, error
        return
    assert case.valid is not False, f"{case.how}: a broken component file was accepted"
    a = S.adapter(name)
    try:
        game = a.new_game(a.default_players, data.draw(st.integers(0, 50)), a.random_play_options, comp)
    except RecordError as error:      # components that cannot set a table for this many players
        assert_field(error)
        return
    S.play(game, data.draw(st.integers(0, 50)), DECISIONS, checked=True)
    assert game.problems() == [], case.how
    again = type(game).from_json(game.to_json())
    assert again.state_dict() == game.state_dict()
