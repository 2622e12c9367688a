"""Saving, loading, undo and clone."""

import json

import pytest

from nassau import IllegalActionError, RecordError, pirates
from nassau.kernel.game import state_hash


def played(seed=11, decisions=40):
    game = pirates.new_game(players=4, seed=seed)
    for _ in range(decisions):
        game.apply(game.legal_actions()[0])
    return game


def test_round_trip_keeps_position_and_legal_actions():
    game = played()
    loaded = pirates.Game.from_json(game.to_json())
    assert loaded.state_dict() == game.state_dict()
    assert loaded.legal_actions().notations() == game.legal_actions().notations()
    assert loaded.history == game.history
    assert loaded.log() == game.log()


def test_loaded_game_can_be_undone_to_the_start():
    game = played(decisions=5)
    loaded = pirates.Game.from_json(game.to_json())
    for _ in range(5):
        loaded.undo()
    assert loaded.state_dict() == pirates.new_game(players=4, seed=11).state_dict()


def test_undo_restores_exactly_and_then_refuses():
    game = pirates.new_game(players=3, seed=2)
    before = game.state_dict()
    first = game.legal_actions()[0]
    game.apply(first)
    assert game.state_dict() != before
    assert game.undo() == first
    assert game.state_dict() == before and game.ply == 0
    with pytest.raises(IllegalActionError) as err:
        game.undo()
    assert err.value.rule == "undo"


def test_undo_then_redo_rolls_the_same_dice():
    """The RNG is part of the state, so taking a decision back and again gives the same chance
    (in practice mode: otherwise the dice seen are not taken back)."""
    game = played(decisions=0)
    game.set_undo("free")
    while game.round == 1:
        game.apply(game.legal_actions()[-1])
    after = game.state_dict()
    last = game.undo()
    game.apply(last)
    assert game.state_dict() == after


def test_clone_is_independent():
    game = played()
    twin = game.clone()
    twin.apply(twin.legal_actions()[0])
    assert twin.state_dict() != game.state_dict()
    assert game.ply + 1 == twin.ply
    assert twin.players[0].hold is not game.players[0].hold


def record(game):
    return json.loads(game.to_json())


@pytest.mark.parametrize("mutate, field", [
    (lambda r: r.update(format="other"), "format"),
    (lambda r: r.update(version=99), "version"),
    (lambda r: r.update(game="piratoons"), "game"),
    (lambda r: r.update(actions="3>3"), "actions"),
    (lambda r: r["actions"].__setitem__(3, "sack 9/9"), "actions[3]"),
    (lambda r: r["actions"].__setitem__(0, "no such move"), "actions[0]"),
    (lambda r: r.update(final="0" * 16), "final"),
    (lambda r: r["start"]["players"][0]["hold"].__setitem__(0, 5), "start"),
    (lambda r: r["start"]["players"][0]["hold"].__setitem__(1, -1), "start.players[0].hold"),
    (lambda r: r["start"]["game"].update(step="lunch"), "start.game.step"),
    (lambda r: r["start"].update(rng="seven"), "start.rng"),
    (lambda r: r["start"]["options"].update(navy_goods="all"), "options.navy_goods"),
    (lambda r: r["start"]["components"]["merchants"][0].update(provenance="official"), "merchants[0].provenance"),
])
def test_tampered_records_are_refused_with_the_field_named(mutate, field):
    """Even with its checksum recomputed, an edited start is validated field by field."""
    r = record(played())
    mutate(r)
    if isinstance(r.get("start"), dict) and "start_log" in r:
        r["start_hash"] = state_hash({"start": r["start"], "start_log": r["start_log"]})
    with pytest.raises(RecordError) as err:
        pirates.Game.from_json(json.dumps(r))
    assert err.value.field == field


@pytest.mark.parametrize("mutate, field", [
    (lambda r: r["start"]["players"][1].update(boost=[3, 3]), "start_hash"),
    (lambda r: r["start_log"][0].__setitem__(0, "Nothing happened {}."), "start_hash"),
    (lambda r: r.pop("final"), "final"),
    (lambda r: r.pop("start_hash"), "start_hash"),
])
def test_edits_that_replay_cleanly_are_still_caught(mutate, field):
    r = record(played())
    mutate(r)
    with pytest.raises(RecordError) as err:
        pirates.Game.from_json(json.dumps(r))
    assert err.value.field == field


@pytest.mark.parametrize("template", ["x {", "{0} and {}", "{name}", "two {} {}"])
def test_log_entries_must_match_their_arguments(template):
    r = record(played())
    r["start_log"][0] = [template, "Anja"]
    r["start_hash"] = state_hash({"start": r["start"], "start_log": r["start_log"]})
    with pytest.raises(RecordError) as err:
        pirates.Game.from_json(json.dumps(r))
    assert err.value.field == "start_log"


@pytest.mark.parametrize("mutate", [
    lambda d: d["tiles"][0].update(code=7),
    lambda d: d["tiles"][0]["effect"].update(amount="two"),
    lambda d: d["tiles"][0].update(copies=10 ** 9),
    lambda d: d["navy"][4].update(sail=-1),
    lambda d: d["sections"][0]["slots"][0].update(slot="b 1"),
    lambda d: d["supply"][0].update(item=["pesos"]),
    lambda d: d["merchants"][0].update(id={"x": 1}),
    lambda d: d["spaces"][0].update(smuggle="rum"),
])
def test_malformed_component_data_is_a_record_error(mutate):
    data = json.loads(json.dumps(pirates.default_components().doc))
    mutate(data)
    with pytest.raises(RecordError):
        pirates.new_game(players=3, components=data)


@pytest.mark.parametrize("text", ["", "not json", "[]", "null", '{"format": "nassau-record"}'])
def test_garbage_is_refused(text):
    with pytest.raises(RecordError):
        pirates.Game.from_json(text)


def test_custom_components_travel_with_the_record():
    data = json.loads(json.dumps(pirates.default_components().doc))
    data["merchants"][0]["sail"] = 9
    game = pirates.new_game(players=3, seed=1, components=data)
    loaded = pirates.Game.from_json(game.to_json())
    assert loaded.comp.merchants[0].sail == 9


def test_bad_component_file_names_the_field(tmp_path):
    data = json.loads(json.dumps(pirates.default_components().doc))
    data["spaces"][6]["kind"] = "port"
    with pytest.raises(RecordError) as err:
        pirates.new_game(players=3, components=data)
    assert err.value.field.startswith("spaces")
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(pirates.default_components().doc))
    assert pirates.new_game(players=3, components=str(path)).comp.doc["schema"]
    with pytest.raises(RecordError):
        pirates.new_game(players=3, components=str(tmp_path / "missing.json"))


def test_undo_keeps_the_player_objects_the_caller_holds():
    game = pirates.new_game(players=3, seed=5)
    p = game.players[game.cur]
    move = game.legal_actions()[0]
    game.apply(move)
    assert p.moves == 1
    game.undo()
    assert game.players[p.seat] is p and p.moves == 0 and p.pos == 0
    game.apply(move)
    assert p.moves == 1 and game.players[p.seat] is p
