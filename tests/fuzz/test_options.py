"""Option sets from outside, for every game (each game's options.py): unknown names, values of the
wrong type and out-of-range numbers are refused with a RecordError naming ``options.<name>``, by
``new_game`` and in a saved record; every valid combination starts a game that plays, and its record
keeps the options. Merchants & Marauders' Seas of Glory switch sets too: unknown names, other types
and a module without one it needs are refused naming ``modules`` or ``variants``."""

import json

import pytest
from hypothesis import given, strategies as st

from nassau import RecordError

from . import strategies as S
from .helpers import assert_field

DECISIONS = 40
SWITCHED = [n for n in S.NAMES if S.adapter(n).switches]


def start(name, seed, options, **switches):
    a = S.adapter(name)
    return a.new_game(a.default_players, seed, options, None, **switches)


@pytest.mark.parametrize("name", S.NAMES)
@given(data=st.data())
def test_valid_options_start_a_game_that_plays_and_keeps_them(name, data):
    options = data.draw(S.valid_options(name))
    game = start(name, data.draw(st.integers(0, 99)), options)
    expected = {**S.options_class(name)().to_dict(), **options}
    assert game.opts.to_dict() == expected
    S.play(game, data.draw(st.integers(0, 99)), DECISIONS, checked=True)
    assert game.problems() == []
    again = type(game).from_json(game.to_json())
    # a record may leave out an option added after records were shared, at its default (Piratoons'
    # joint_symbols): what counts is that the game read back plays under the same options
    assert again.state_dict() == game.state_dict() and again.opts.to_dict() == expected


@pytest.mark.parametrize("name", S.NAMES)
@given(data=st.data())
def test_bad_options_are_refused_naming_the_option(name, data):
    case = data.draw(S.bad_options(name))
    with pytest.raises(RecordError) as info:
        start(name, 1, case.value)
    assert info.value.field == case.extra["field"], (case, info.value)
    assert_field(info.value)


@pytest.mark.parametrize("name", S.NAMES)
@given(data=st.data())
def test_bad_options_in_a_record_are_refused_naming_the_option(name, data):
    case = data.draw(S.bad_options(name))
    if not isinstance(case.value, dict) or not all(isinstance(k, str) for k in case.value):
        return                         # JSON objects have text keys only
    doc = json.loads(json.dumps(data.draw(st.sampled_from(S.base_records(name)))))
    try:
        doc["start"]["options"] = json.loads(json.dumps(case.value))
    except (TypeError, ValueError):
        return                         # a value JSON cannot hold (bytes)
    S.rehash_start(doc)
    with pytest.raises(RecordError) as info:
        S.adapter(name).load_record(json.dumps(doc))
    assert info.value.field.startswith("options") or info.value.field.startswith("start"), info.value
    assert_field(info.value)


@pytest.mark.parametrize("name", SWITCHED)
@given(data=st.data())
def test_switch_sets_are_played_or_refused_naming_the_field(name, data):
    case = data.draw(S.switch_sets(name))
    options = {**data.draw(S.valid_options(name)), "round_limit": 3}     # the modules' options too
    try:
        game = start(name, data.draw(st.integers(0, 99)), options, **case.value)
    except RecordError as error:
        assert not case.valid and error.field == case.extra["field"], (case, error)
        return
    assert case.valid, f"{case} was accepted"
    for key in ("modules", "variants"):
        assert list(getattr(game, key)) == sorted(case.extra["names"].get(key, ()))
    S.play(game, data.draw(st.integers(0, 99)), DECISIONS, checked=True)
    assert game.problems() == []
    assert type(game).from_json(game.to_json()).state_dict() == game.state_dict()


@pytest.mark.parametrize("name", SWITCHED)
@given(data=st.data())
def test_switch_sets_in_a_record_are_checked_like_new_games(name, data):
    case = data.draw(S.switch_sets(name))
    if not all(isinstance(v, (list, type(None))) and all(isinstance(x, str) for x in v or ())
               for v in case.value.values()):
        return                         # a record holds lists of names
    doc = json.loads(json.dumps(S.base_records(name)[0]))
    for key, value in case.value.items():
        doc["start"][key] = value
    S.rehash_start(doc)
    try:
        S.adapter(name).load_record(json.dumps(doc))
    except RecordError as error:
        assert_field(error)
        if not case.valid:
            assert error.field == case.extra["field"], (case, error)
        return
    assert case.valid, f"{case} was accepted in a record"
