"""Questions asked inside a decision (rules/questions.py): their kinds, declared by the rules that
ask them; their legal actions, the asker's own actions built from their fields; and their
reading from a record."""

import pytest

from nassau import games, marauders
from nassau.kernel.errors import RecordError
from nassau.kernel.rng import Rng
from nassau.marauders import seas_of_glory
from nassau.marauders.bots.encoding import QUESTION_KINDS
from nassau.marauders.rules import combat, hits, plugins
from nassau.marauders.rules.actions import Action
from nassau.marauders.rules.questions import KINDS, QuestionKind
from nassau.marauders.rules.serialize import state_dict

from .test_favors import asked_about_a_rumor

SEEDS = 40      # random games with every switch on, until each kind of question has come up (seed 14 asks the last)


def questions_in_random_games():
    """Every question asked in random games with every switch on, as (game, legal actions), from
    the first seed on until each declared kind has been asked (or SEEDS games are played)."""
    adapter = games.adapter("marauders")
    missing = set(KINDS)
    for seed in range(SEEDS):
        g = adapter.new_game(4, seed, adapter.random_play_options, None, **adapter.switches())
        rng = Rng(seed)
        while not g.is_over:
            legal = g.legal_actions()
            if g.sub == "question":
                missing.discard(g.question.kind)
                yield g, legal
            g.apply_unchecked(rng.choice(legal))
        if not missing:
            return


def test_every_declared_question_kind_is_asked_in_random_games_with_every_switch_on():
    asked = {g.question.kind for g, _ in questions_in_random_games()}
    assert asked == set(KINDS)


def test_a_questions_legal_actions_are_the_askers_own_actions_built_from_their_fields():
    offered = []
    for g, legal in questions_in_random_games():
        choices = g.question.choices
        assert len(legal) == len(choices) and all(a is c for a, c in zip(legal, choices)), g.question
        offered += choices
    built = {id(a) for a in Action._built.values()}       # Action.of keeps every action it built
    assert all(id(a) in built for a in offered), [a.notation for a in offered if id(a) not in built]


def test_the_base_game_declares_its_own_question_kinds_and_each_plugin_its_own():
    ours = {**hits.QUESTIONS, **combat.QUESTIONS}
    assert set(ours) == {"save-crew", "move-hit"}
    theirs = {}
    for plugin in plugins.PLUGINS:
        asked = getattr(plugin, "QUESTIONS", {})
        assert not set(asked) & set(theirs), plugin.__name__
        assert plugin.__name__.startswith(seas_of_glory.__name__ + "."), plugin.__name__
        theirs.update(asked)
    assert KINDS == {**ours, **theirs}
    for kind, declared in KINDS.items():
        assert isinstance(declared, QuestionKind) and declared.prompt.count("{}") == 1, kind
    assert {k for k, d in KINDS.items() if d.unlisted} == {"reroll", "npc-reroll", "redraw"}   # a favor's


def test_a_plugin_may_not_take_a_question_kind_declared_already():
    import types
    toy = types.ModuleType("toy_questions")
    toy.QUESTIONS = {"stow": QuestionKind("<chooses> again ({})")}
    with pytest.raises(ValueError, match="question kind stow is taken"):
        plugins.register(toy)
    assert toy not in plugins.PLUGINS and KINDS["stow"].prompt != "<chooses> again ({})"


def test_the_tensor_numbers_every_question_kind_once():
    assert len(set(QUESTION_KINDS)) == len(QUESTION_KINDS)
    assert set(KINDS) <= set(QUESTION_KINDS)
    assert set(QUESTION_KINDS) - set(KINDS) == {"place-mod"}       # a decision of its own: its slot stays


def test_a_question_is_saved_with_its_answers_in_notation_and_read_back_as_the_same_actions():
    g = asked_about_a_rumor()
    saved = state_dict(g)["game"]["favor"]
    assert saved["choices"] == ["use favor", "accept"] and saved["answers"] == []
    h = marauders.Game._from_state(state_dict(g))
    assert h.question.choices == (Action.of("use-favor"), Action.of("accept"))
    assert all(a is b for a, b in zip(h.legal_actions(), h.question.choices))


@pytest.mark.parametrize("kind", ["tides", "", ["stow"], None])
def test_an_unknown_question_kind_in_a_record_is_refused_naming_the_field(kind):
    d = state_dict(asked_about_a_rumor())
    d["game"]["favor"]["kind"] = kind
    with pytest.raises(RecordError) as refused:
        marauders.Game._from_state(d)
    assert refused.value.field == "start.game.favor.kind"


def test_a_question_saved_without_its_answers_is_refused_unless_its_kind_declares_them():
    d = state_dict(asked_about_a_rumor())
    question = d["game"]["favor"]
    del question["choices"]
    question["kind"] = "stow"
    with pytest.raises(RecordError) as refused:
        marauders.Game._from_state(d)
    assert refused.value.field == "start.game.favor.choices"
