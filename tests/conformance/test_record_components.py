"""What a record carries of its component data: the built-in data without its notes (read back
as the built-in set, notes and all), a player's own data whole (see
:func:`nassau.kernel.components.for_record`)."""

import json
from pathlib import Path

import pytest

from nassau import RecordError
from nassau.kernel.game import final_hash, state_hash

from .conftest import GAME_NAMES, Subject

VERSION_1 = Path(__file__).parent / "data" / "version-1"


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


def test_a_version_1_record_hashes_the_whole_end_and_a_version_2_record_does_not(game):
    """Version 1 records (saved before records left the notes out) carry the data whole and
    hash the whole end position; version 2 ones hash it without the component data."""
    record = json.loads(game.to_json())
    assert record["version"] == 2 and record["final"] == final_hash(game.state_dict())
    record["start"]["components"] = type(game).default_components().doc
    record["final"] = state_hash(game.state_dict())
    with pytest.raises(RecordError) as err:
        type(game).from_json(_resealed(record))
    assert err.value.field == "final"
    record["version"] = 1
    assert type(game).from_json(_resealed(record)).state_dict() == game.state_dict()
    record["final"] = state_hash({**game.state_dict(), "rng": 0})
    with pytest.raises(RecordError) as err:
        type(game).from_json(_resealed(record))
    assert err.value.field == "final"


@pytest.mark.parametrize("saved", sorted(p.stem for p in VERSION_1.glob("*.json")))
def test_records_saved_by_version_1_still_load(saved):
    """Saved by nassau before records left the notes out: 30 seeded random decisions of each
    game, and a Piratoons game played with the built-in data stripped of its notes, which was
    own data then and reads as the built-in set now. A record of built-in data that has changed
    since (Merchants & Marauders' captains) replays with the data it carries, as own data."""
    record = json.loads((VERSION_1 / f"{saved}.json").read_text(encoding="utf-8"))
    assert record["version"] == 1
    subject = Subject(record["game"])
    game = subject.adapter.load_record(json.dumps(record))
    built_in = subject.package.default_components()
    plain = json.loads(json.dumps(built_in.doc))
    _drop_notes(plain)
    carried = json.loads(json.dumps(record["start"]["components"]))
    _drop_notes(carried)
    assert game.ply == 30
    assert game.comp is built_in if carried == plain else game.comp.doc == record["start"]["components"]
    assert json.loads(game.to_json())["actions"] == record["actions"]


def test_the_built_in_data_without_notes_reads_as_the_built_in_set(subject):
    built_in = subject.package.default_components()
    plain = json.loads(json.dumps(built_in.doc))
    _drop_notes(plain)
    assert subject.package.load_components(plain) is built_in
    assert subject.package.load_components(json.dumps(plain)) is built_in


def test_a_document_equal_to_the_built_in_one_only_by_pythons_equality_is_checked(subject):
    """1.0 and true equal 1 in Python; the data's own checks refuse them where a whole number goes."""
    built_in = subject.package.default_components()
    for odd in (1.0, True):
        doc = json.loads(json.dumps(built_in.doc))
        field = _first_int(doc, odd)
        with pytest.raises(RecordError) as err:
            subject.package.load_components(doc)
        assert err.value.field.startswith(field.split("[")[0])


def _drop_notes(value) -> None:
    if isinstance(value, dict):
        value.pop("note", None)
    for v in value.values() if isinstance(value, dict) else value if isinstance(value, list) else ():
        _drop_notes(v)


def _first_int(doc: dict, odd) -> str:
    """Put ``odd`` in place of the first record's first field that holds 1; its path."""
    for key, records in doc.items():
        if isinstance(records, list):
            for i, rec in enumerate(records):
                for name, v in rec.items() if isinstance(rec, dict) else ():
                    if type(v) is int and v == 1:
                        rec[name] = odd
                        return f"{key}[{i}].{name}"
    raise AssertionError("no field holds 1")
