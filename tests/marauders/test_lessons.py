"""Learn as you play: the rule behind each kind of decision, from the glossary, the first time
it comes up for a human captain at the screen; put away, or switched off."""

import html

import pytest

from nassau import marauders
from nassau.kernel.adapter import make_bot
from nassau.marauders.adapter import ADAPTER
from nassau.marauders.rules.flow import DECISIONS
from nassau.marauders.rules.questions import KINDS
from nassau.marauders.views import lessons
from nassau.marauders.views.glossary import terms

MAX_TERMS, MAX_CHARS = 3, 340     # "two or three lines": a line a term, and short ones


def test_every_kind_of_decision_has_a_short_note_of_glossary_terms():
    wanted = set(DECISIONS) | {"question:" + kind for kind in KINDS}
    assert set(lessons.LESSONS) == wanted
    english = {t["english"] for t in terms()}
    for key, names in lessons.LESSONS.items():
        assert 0 < len(names) <= MAX_TERMS and set(names) <= english, key
        assert sum(len(t["meaning"]) for t in lessons.note_terms(key)) <= MAX_CHARS, key


def test_a_note_shows_each_terms_name_chinese_and_meaning_escaped():
    note = lessons.note_html("declare")
    for t in lessons.note_terms("declare"):
        assert html.escape(t["meaning"]) in note and t["chinese"] in note and t["english"] in note
    assert lessons.note_html("no such decision") == ""


def kinds_taught(t, helper, decisions=400):
    """Play You's decisions with ``helper`` (bots play theirs); the lesson keys whose note came
    up, in order, and the keys of You's decisions that came up with no note."""
    taught, untold = [], []
    for _ in range(decisions):
        if t.game.is_over:
            break
        key = lessons.key(t.game)
        if t.is_human(t.game.current_player):
            (taught if t.board.lesson else untold).append(key)
        t.board.click({"action": helper.choose(t.game).notation})
    return taught, untold


def test_each_rule_is_taught_once_the_first_time_its_decision_comes_up():
    t = marauders.play(players=["You", "bot", "bot"], seed=3)
    assert "ship" in html.unescape(t.board.lesson)          # the first ship's note, at once
    taught, untold = kinds_taught(t, make_bot(ADAPTER, "heuristic", 5))
    rules = [lessons.LESSONS[k] for k in taught]
    runs = [r for i, r in enumerate(rules) if i == 0 or rules[i - 1] != r]
    assert len(runs) == len(set(runs)) >= 4              # each rule in one run, and several came up
    assert {lessons.LESSONS[k] for k in untold} <= set(rules) and untold


def test_a_note_comes_and_stays_only_while_its_kind_of_decision_lasts():
    t = marauders.play(players=["You", "bot", "bot"], seed=3)
    helper = make_bot(ADAPTER, "heuristic", 5)
    seen, shown = set(), []
    for _ in range(300):
        if t.game.is_over:
            break
        if t.is_human(t.game.current_player):
            key = lessons.key(t.game)
            rule = lessons.LESSONS[key]
            turn = (t.game.round, t.game.turn_no)
            if t.board.lesson:
                assert t.board.lesson == lessons.note_html(key)
                assert rule not in seen or shown[-1] == (rule, turn)     # new, or the same run
            else:
                assert rule in seen
            seen.add(rule)
            shown.append((rule, turn))
        t.board.click({"action": helper.choose(t.game).notation})
    assert len(seen) >= 4


def test_got_it_puts_one_note_away_and_no_more_stops_them():
    t = marauders.play(players=["You", "bot", "bot"], seed=3)
    assert t.board.lesson
    t.board.click({"lesson": "hide"})
    assert t.board.lesson == "" and t.board.learn
    t.board.click({"action": "ship sloop"})
    assert t.game.sub == "action" and t.board.lesson          # the next kind of decision has its note
    t.board.click({"lesson": "stop"})
    assert t.board.lesson == "" and not t.board.learn
    taught, untold = kinds_taught(t, make_bot(ADAPTER, "heuristic", 5), 120)
    assert taught == [] and len(untold) > 5


def test_learn_false_shows_no_note_and_the_game_is_the_same():
    on = marauders.play(players=["You", "bot", "bot"], seed=3)
    off = marauders.play(players=["You", "bot", "bot"], seed=3, learn=False)
    assert on.board.lesson and off.board.lesson == ""
    a, b = make_bot(ADAPTER, "heuristic", 5), make_bot(ADAPTER, "heuristic", 5)
    assert kinds_taught(off, b, 150)[0] == []
    kinds_taught(on, a, 150)
    assert on.game.to_json() == off.game.to_json()


def test_no_note_for_a_bots_decision_nor_behind_the_hotseat_gate():
    t = marauders.play(players=["bot", "bot", "bot"], seed=3)
    assert t.board.lesson == ""
    t = marauders.play(players=["Anja", "Bo", "bot"], seed=3)
    helper = make_bot(ADAPTER, "heuristic", 5)
    for _ in range(200):
        if t.waiting is not None:
            assert t.board.lesson == ""
            t.open_gate()
            continue
        if t.game.is_over:
            break
        t.board.click({"action": helper.choose(t.game).notation})


@pytest.mark.parametrize("seat", [0, 1])
def test_each_human_of_a_hotseat_is_taught_for_himself(seat):
    t = marauders.play(players=["Anja", "Bo", "bot"], seed=3)
    helper = make_bot(ADAPTER, "heuristic", 5)
    first_ship = []
    for _ in range(40):
        if t.game.sub != "first-ship":
            break
        if t.waiting is not None:
            t.open_gate()
            continue
        if t.game.current_player == seat:
            first_ship.append(bool(t.board.lesson))
        t.board.click({"action": helper.choose(t.game).notation})
    assert first_ship and first_ship[0]


def test_a_note_left_on_screen_does_not_come_back_at_the_next_turn():
    t = marauders.play(players=["You", "bot", "bot"], seed=3)
    t.board.click({"action": "ship sloop"})
    assert t.game.sub == "action" and t.board.lesson
    start = t.game.round
    t.board.click({"action": "end turn"})                  # the note was never put away
    assert t.game.sub == "action" and t.game.round == start + 1 and t.is_human(t.game.current_player)
    assert t.board.lesson == ""
