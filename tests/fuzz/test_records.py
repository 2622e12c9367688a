"""JSON game records from outside, for every game: real records mutated (fields dropped, retyped,
oversized or reordered, actions edited, start positions edited with and without a matching
checksum, checksums broken, nesting too deep, another game's record). A record either loads into
a sound game whose own record loads back the same, or is refused with a RecordError naming the
field; nothing else gets out of ``Game.from_json`` or ``nassau.games.for_record``."""

import json

import pytest
from hypothesis import given, settings, strategies as st

from nassau import RecordError, games
from nassau.kernel.game import final_hash

from . import strategies as S
from .helpers import assert_field, field_root

pytestmark = pytest.mark.parametrize("name", S.NAMES)

# the fields a refusal may name when one top-level field is broken: the field, or the checksum
# that covers it (the start's log is checked through start_hash)
BLAMED = {"start_log": ("start_log", "start_hash"), "start": ("start", "start_hash"),
          "actions": ("actions", "final")}


def load(name, text):
    """The loaded game, or the RecordError (anything else propagates: a bug)."""
    try:
        return S.adapter(name).load_record(text)
    except RecordError as error:
        assert_field(error)
        return error


def check_sound(game):
    """A loaded game keeps its invariants, and its own record loads back to the same game."""
    assert game.problems() == []
    again = type(game).from_json(game.to_json())
    assert again.state_dict() == game.state_dict()
    assert [a.notation for a in again.history] == [a.notation for a in game.history]
    assert again.legal_actions().notations() == game.legal_actions().notations()


@given(data=st.data())
def test_a_mutated_record_loads_soundly_or_is_refused_naming_the_field(name, data):
    case = data.draw(S.records(name))
    result = load(name, case.value)
    if isinstance(result, RecordError):
        assert case.valid is not True, f"{case.how}: a valid record was refused: {result}"
        kind, _, key = case.how.partition(" ")
        if kind in ("drop", "retype", "break") and case.valid is False:
            assert field_root(result) in BLAMED.get(key, (key, "start_hash", "final")), (case.how, result)
        return
    assert case.valid is not False, f"{case.how}: a broken record was accepted"
    check_sound(result)
    assert final_hash(result.state_dict()) == json.loads(case.value)["final"]


@given(data=st.data())
def test_for_record_finds_the_game_or_refuses(name, data):
    case = data.draw(S.records(name))
    try:
        found = games.for_record(case.value)
    except RecordError as error:
        assert_field(error)
        return
    assert json.loads(case.value).get("game") in found.record_names
    assert found.name in S.NAMES


@settings(max_examples=max(5, settings.default.max_examples // 3))    # each loads a whole record twice
@given(data=st.data())
def test_reordered_fields_and_whitespace_load_the_same_game(name, data):
    doc = data.draw(st.sampled_from(S.base_records(name)))
    text = json.dumps(S.shuffled_keys(data.draw(st.integers(0, 2 ** 32)), doc), indent=data.draw(st.none() | st.integers(0, 3)))
    game = load(name, text)
    assert not isinstance(game, RecordError), game
    assert final_hash(game.state_dict()) == doc["final"]
    # the same record, but for the order of its objects' keys (a component file's are kept as given)
    assert json.loads(game.to_json()) == json.loads(S.adapter(name).load_record(json.dumps(doc)).to_json())


@given(data=st.data())
def test_an_edited_start_position_is_refused_or_plays(name, data):
    """A start position with plausible edits (numbers a little off, lists reordered, another word)
    is refused naming the field, or is a sound position: random decisions play from it without
    an undocumented error, and its record loads back."""
    case = data.draw(S.start_positions(name))
    game_class = type(S.positions(name)[0])
    try:
        game = game_class._from_state(case.value)
    except RecordError as error:
        assert_field(error)
        return
    assert game.problems() == [], case.how
    S.play(game, data.draw(st.integers(0, 99)), 30, checked=True)
    check_sound(game)
