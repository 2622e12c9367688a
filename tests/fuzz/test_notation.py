"""Action notation from outside, for every game: legal notations (with whitespace and the other
spellings the grammar allows) are accepted; mutated ones (grammar mutations, unicode, huge numbers,
whitespace, other games' notations) and things that are not text are refused with an
IllegalActionError naming a rule, and change nothing; no other exception gets out."""

import pytest
from hypothesis import given, strategies as st

from nassau import IllegalActionError
from nassau.kernel.limits import MAX_NOTATION

from . import strategies as S
from .helpers import assert_rule, snapshot

pytestmark = pytest.mark.parametrize("name", S.NAMES)


def position(name, index):
    return S.positions(name)[index].clone()


def parsed_or_none(game, text):
    """The action the notation stands for, by the game's own parser (None: not readable)."""
    if not isinstance(text, str):
        return None
    if len(text) > MAX_NOTATION:        # refused unread, unless the game offers it itself
        return game.legal_actions().get(text.strip())
    try:
        return game.Action(text.strip())
    except ValueError:
        return None


def check_one(game, text):
    """Apply ``text``: accepted exactly when it reads as a legal action, else refused cleanly."""
    before = snapshot(game)
    legal = game.legal_actions()
    action = parsed_or_none(game, text)
    try:
        done = game.apply(text)
    except IllegalActionError as error:
        assert_rule(error)
        assert snapshot(game) == before, f"{text!r} was refused ({error}) but changed the game"
        assert action is None or action.notation not in legal, f"legal {text!r} refused: {error}"
        if action is None and isinstance(text, str):
            assert error.rule == "notation", error
        return False
    assert action is not None and done.notation == action.notation and done.notation in legal, text
    assert game.ply == before[1] + 1
    return True


@given(data=st.data())
def test_mutated_notation_is_refused_or_legal(name, data):
    game = position(name, data.draw(S.position_index(name)))
    check_one(game, data.draw(S.malformed_notation(name)))


@given(data=st.data())
def test_random_text_is_refused_cleanly(name, data):
    game = position(name, data.draw(S.position_index(name)))
    check_one(game, data.draw(st.text(max_size=2 * MAX_NOTATION)))


@given(data=st.data())
def test_legal_notation_is_accepted_however_it_is_spaced_or_spelled(name, data):
    game = position(name, data.draw(S.position_index(name)))
    if game.is_over:
        return
    text = data.draw(S.valid_notation(game))
    assert check_one(game, text), f"{text!r} is legal but was refused"


@given(data=st.data())
def test_a_notation_reads_back_as_itself(name, data):
    """An action's notation parses to the same action (interned), whatever position it came from."""
    game = position(name, data.draw(S.position_index(name)))
    text = data.draw(st.sampled_from(S.notations(name)))
    action = game.Action(text)
    assert action.notation == text and game.Action(action.notation) is action
    assert game.parse_action(" " + text + "\n") is action


@given(data=st.data())
def test_what_is_not_text_is_refused_as_notation(name, data):
    game = position(name, data.draw(S.position_index(name)))
    thing = data.draw(S.non_text_actions(name))
    before = snapshot(game)
    with pytest.raises(IllegalActionError) as info:
        game.apply(thing)
    assert info.value.rule == "notation", info.value
    assert snapshot(game) == before


@given(data=st.data())
def test_a_decision_out_of_turn_is_refused(name, data):
    game = position(name, data.draw(S.position_index(name)))
    if game.is_over:
        return
    seat = data.draw(st.sampled_from([s for s in range(game.n) if s != game.current_player]))
    who = data.draw(st.sampled_from([seat, game.names[seat]]))
    before = snapshot(game)
    with pytest.raises(IllegalActionError) as info:
        game.apply(data.draw(st.sampled_from(game.legal_actions().notations())), player=who)
    assert info.value.rule == "turn" and snapshot(game) == before
