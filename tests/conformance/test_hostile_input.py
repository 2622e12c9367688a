"""Input from users and from files others made is refused with the documented errors
(RecordError or IllegalActionError naming the field or rule), quickly, and changes nothing.
The limits are in nassau.kernel.limits."""

import json

import pytest

from nassau import IllegalActionError, RecordError
from nassau.kernel import limits

DEEP_TEXT = '{"a":' * 100_000 + "1" + "}" * 100_000


def deep_dict(levels=100_000):
    root = node = {}
    for _ in range(levels):
        node["a"] = node = {}
    return root


def refused(call, field=None):
    with pytest.raises(RecordError) as info:
        call()
    if field is not None:
        assert info.value.field == field, info.value
    return info.value


@pytest.mark.parametrize("names", [["Ann", "Ann ", "Bo"], ["Ann", " Ann", "Bo"], ["Ann", "", "Bo"],
                                   ["Ann", "B\x00b", "Cy"], ["Ann", "Bo\n", "Bo"], ["Ann", "x" * 41, "Cy"],
                                   ["Ann", 7, "Cy"], "Ann,Bo,Cy", 99, True,
                                   # names that look alike, or look like nothing
                                   ["Anja", "anja", "Cy"], ["You", "you", "Cy"], ["Anja", "\uff21\uff4e\uff4a\uff41", "Cy"],
                                   ["\u3164", "Bo", "Cy"], ["\u2800\u2800", "Bo", "Cy"], ["Anja", "Anja\u2800", "Cy"],
                                   ["\u200bAnn", "Bo", "Cy"], ["Jos\u00e9", "Jose\u0301", "Cy"], ["Ann", "B\ud800", "Cy"]])
def test_player_names_are_stripped_checked_and_compared_once(subject, names):
    refused(lambda: subject.package.new_game(players=names), "players")


def test_names_that_only_look_alike_in_a_saved_position_are_refused_too(subject):
    game = subject.package.new_game(players=["Ann", "Bo", "Cy"][:max(subject.adapter.min_players, 3)])
    position = json.loads(json.dumps(game.state_dict()).replace('"Bo"', '"ann"'))
    assert "look the same" in refused(lambda: type(game)._from_state(position)).message


def test_a_stripped_name_is_the_name_kept(subject):
    names = ["  Ann", "Bo  ", "Cy"][:subject.adapter.max_players]
    game = subject.package.new_game(players=names[:max(subject.adapter.min_players, 2)])
    assert game.names[:2] == ("Ann", "Bo")
    assert type(game).from_json(game.to_json()).names == game.names


@pytest.mark.parametrize("components", [DEEP_TEXT, "a\x00b.json", "/no/such/file.json", 5, ["schema"], "{",
                                        '{"schema": 1}'])
def test_bad_component_sources_are_refused(subject, components):
    refused(lambda: subject.package.new_game(seed=1, components=components), "components" if components != '{"schema": 1}' else None)


@pytest.mark.parametrize("bad, why", [("X\ud800", "U+D800"), ("X\x07Y", "U+0007"),
                                      ("x" * (limits.MAX_LABEL + 1), "characters")])
def test_a_component_name_no_view_can_show_is_refused(subject, bad, why):
    """A lone surrogate, a control character or an endless name would break every view later."""
    doc = json.loads(json.dumps(subject.package.new_game(seed=1).comp.doc))
    key = next(k for k, v in doc.items() if isinstance(v, list) and v and isinstance(v[0], dict) and "name" in v[0])
    doc[key][0]["name"] = bad
    error = refused(lambda: subject.package.new_game(seed=1, components=doc), f"{key}[0].name")
    assert why in error.message


def test_a_pipe_or_a_folder_is_refused_before_it_is_read(subject, tmp_path):
    """Nothing writes to the pipe: opening it to read would wait for ever."""
    import os
    import threading
    fifo = tmp_path / "components.json"
    os.mkfifo(fifo)
    errors = []
    for path in (fifo, tmp_path):
        reader = threading.Thread(target=lambda p=path: errors.append(refused(
            lambda: subject.package.new_game(seed=1, components=p), "components")), daemon=True)
        reader.start()
        reader.join(60)                 # (only so that a regression fails instead of hanging the run)
        assert not reader.is_alive(), f"{path} was opened and read"
    assert [e.message.endswith("is not a regular file (a pipe, a device or a folder)") for e in errors] == [True] * 2


def test_a_deeply_nested_component_dict_is_refused_without_recursing(subject):
    refused(lambda: subject.package.load_components(deep_dict()), "components")


@pytest.mark.parametrize("text", ["[" * 100_000, DEEP_TEXT, "x" * (limits.MAX_RECORD_BYTES + 1), "", "null",
                                  b"\xff\xfe", 12])
def test_bad_records_are_refused_by_from_json(subject, text):
    refused(lambda: subject.package.Game.from_json(text))


def test_a_record_with_too_many_decisions_is_refused_before_replaying(subject):
    doc = json.loads(subject.new().to_json())
    doc["actions"] = ["pass"] * (limits.MAX_ACTIONS + 1)
    refused(lambda: subject.package.Game.from_json(json.dumps(doc)), "actions")


def test_a_record_of_another_game_is_refused(subject):
    doc = json.loads(subject.new().to_json())
    doc["game"] = "chess"
    refused(lambda: subject.package.Game.from_json(json.dumps(doc)), "game")


@pytest.mark.parametrize("options", [{1: 2}, {"no_such_rule": True}, "fast", 3, [("a", 1)]])
def test_bad_options_are_refused(subject, options):
    error = refused(lambda: subject.package.new_game(seed=1, options=options))
    assert error.field.startswith("options")


def test_each_option_refuses_a_value_of_the_wrong_kind(subject):
    for option, row in subject.package.options_table().iterrows():
        wrong = "sometimes" if isinstance(row["default"], (bool, int)) else 3
        refused(lambda: subject.package.new_game(seed=1, options={option: wrong}), f"options.{option}")


@pytest.mark.parametrize("seed", ["7", 1.5, None, True])
def test_a_seed_must_be_an_integer(subject, seed):
    refused(lambda: subject.package.new_game(seed=seed), "seed")


def test_an_overlong_notation_is_refused_before_parsing(subject):
    game = subject.new()
    before = game.state_dict()
    with pytest.raises(IllegalActionError) as info:
        game.apply("claim " + "9" * 10_000)
    assert info.value.rule == "notation" and game.state_dict() == before


def test_a_player_that_is_not_there_is_refused(subject):
    game = subject.new()
    for who in ("Nobody", 99, -1, 1.0, ["Anja"]):
        with pytest.raises(IllegalActionError) as info:
            game.apply(game.legal_actions()[0], player=who)
        assert info.value.rule == "player"
