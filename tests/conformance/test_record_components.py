"""What a record carries of its component data: the built-in data without its notes (read back
as the built-in set, notes and all), a player's own data whole (see
:func:`nassau.kernel.components.for_record`)."""

import json

import pytest

from nassau import RecordError
from nassau.kernel.game import state_hash

from .conftest import GAME_NAMES, Subject


def _notes(value) -> int:
    """How many records of a component document carry a note."""
    if isinstance(value, dict):
        return ("note" in value) + sum(_notes(v) for v in value.values())
    if isinstance(value, list):
        return sum(_notes(v) for v in value)
    return 0


def _resealed(record: dict) -> str:
    """The record with its start hash made again after an edit of the start."""
    record["start_hash"] = state_hash({"start": record["start"], "start_log": record["start_log"]})
    return json.dumps(record)


@pytest.fixture(params=GAME_NAMES)
def subject(request):
    return Subject(request.param)


@pytest.fixture
def game(subject):
    return subject.played(seed=5, decisions=40)


def test_a_record_of_the_built_in_data_leaves_its_notes_out_and_gets_them_back(game):
    built_in = type(game).default_components()
    assert game.comp is built_in and _notes(built_in.doc) > 0
    text = game.to_json()
    assert _notes(json.loads(text)["start"]["components"]) == 0
    loaded = type(game).from_json(text)
    assert loaded.comp is built_in                        # notes and all, and its memo tables
    assert loaded.state_dict() == game.state_dict()


def test_a_record_of_a_players_own_data_carries_it_whole(subject):
    built_in = subject.package.default_components()
    doc = {**built_in.doc, "title": built_in.doc["title"] + " (a player's copy)"}
    g = subject.adapter.new_game(subject.adapter.default_players, 5, None, subject.package.load_components(doc))
    g.apply(g.legal_actions()[0])
    assert json.loads(g.to_json())["start"]["components"] == doc and _notes(doc) > 0
    assert type(g).from_json(g.to_json()).comp.doc == doc


def test_a_record_of_another_versions_built_in_data_replays_as_own_data(game):
    """The built-in data of the version that saved it, without notes, differs from this one's."""
    record = json.loads(game.to_json())
    record["start"]["components"]["title"] += " (an older version)"
    loaded = type(game).from_json(_resealed(record))
    assert loaded.comp.doc == record["start"]["components"]
    assert loaded.ply == game.ply and loaded.legal_actions().notations() == game.legal_actions().notations()


def test_a_record_saved_with_the_notes_and_the_whole_final_hash_still_loads(game):
    """Records saved before records left the notes out, and before ``final`` left the
    components out of its hash."""
    record = json.loads(game.to_json())
    record["start"]["components"] = type(game).default_components().doc
    record["final"] = state_hash(game.state_dict())
    loaded = type(game).from_json(_resealed(record))
    assert loaded.state_dict() == game.state_dict()
    record["final"] = state_hash({**game.state_dict(), "rng": 0})
    with pytest.raises(RecordError) as err:
        type(game).from_json(_resealed(record))
    assert err.value.field == "final"
