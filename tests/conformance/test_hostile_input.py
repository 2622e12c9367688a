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
                                   ["Ann", 7, "Cy"], "Ann,Bo,Cy", 99, True])
def test_player_names_are_stripped_checked_and_compared_once(subject, names):
    refused(lambda: subject.package.new_game(players=names), "players")


def test_a_stripped_name_is_the_name_kept(subject):
    names = ["  Ann", "Bo  ", "Cy"][:subject.adapter.max_players]
    game = subject.package.new_game(players=names[:max(subject.adapter.min_players, 2)])
    assert game.names[:2] == ("Ann", "Bo")
    assert type(game).from_json(game.to_json()).names == game.names


@pytest.mark.parametrize("components", [DEEP_TEXT, "a\x00b.json", "/no/such/file.json", 5, ["schema"], "{",
                                        '{"schema": 1}'])
def test_bad_component_sources_are_refused(subject, components):
    refused(lambda: subject.package.new_game(seed=1, components=components), "components" if components != '{"schema": 1}' else None)


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
