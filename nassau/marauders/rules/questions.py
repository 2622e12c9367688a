"""Questions asked in the middle of a decision: a choice the rules give a captain while
something else is being carried out (a roll or a draw he may spend a favor on, The Plank
when an NPC is drawn, where to put the modifications back on the map, Donatus van 't Hof's
saved crew, Felipe de los Reyes's moved hit, a heated or double shot once the hit dice show
a skull, caltrops after a board's contest, where contraband gained goes and which box a lost
cargo card comes from, which card a Smuggler's Hold keeps).

The engine carries a decision out in one go: its rolls, its draws, and what follows it up to
the next decision (the end of a turn, the next round's event card). When a rule hands a
captain a choice inside that, the decision stops there: the position goes back to just
before it, the log keeps what was shown, and the captain answers (``sub == "question"``,
``game.question`` says what is asked and lists the answers). Then the decision is carried out
again from the start, the same dice and cards coming out of the same generator, with the
answers given so far. A rule asks with :func:`ask`, offering its answers as actions built
from their fields (``Action.of("take-hit")``), and gets back the one given: they are the very
legal actions of the question.

Each kind of question is declared by the rules that ask it, with its prompt: a base rule's in
its module's ``QUESTIONS`` (joined in :data:`KINDS` by :mod:`.game`), a plug-in's in its own
(:mod:`.plugins`).

Questions are asked only in games where one can come up (:func:`possible`), so the base game
carries its decisions out without the copy this needs.
"""

import copy
from typing import NamedTuple

from ...kernel.components import memo
from ...kernel.errors import IllegalActionError
from ...kernel.rng import Recording, Rng
from ...kernel.undo import UndoStack
from . import extensions as ext
from .plugins import QUESTIONS as KINDS

SUB = "question"


class QuestionKind(NamedTuple):
    """A kind of question, declared by the rule that asks it (``QUESTIONS = {kind: QuestionKind(...)}``)."""
    prompt: str             # what the captain is asked, after his name; "{}" stands for what it is about
    unlisted: tuple = ()    # its answers (yes, then no) in a record saved before questions listed theirs


class Question(NamedTuple):
    """A question to a captain in the middle of a decision (saved with the game)."""
    action: str         # the decision interrupted, in notation
    actor: int          # the seat that made it
    sub: str            # the game's decision before it
    cur: int            # the seat deciding before it
    answers: tuple      # the answers given so far (their notation), in order
    seat: int           # the captain asked
    kind: str           # what is asked: one of KINDS
    what: str           # what it is about, for the prompt: "Influence for a rumor" (public)
    choices: tuple      # the answers he may give: the asker's actions, the question's legal actions
    card: str = ""      # the hidden card drawn (a rumor's or glory card's id), seen only by the captain asked
    facts: tuple = ()   # public facts of the moment, for a bot or a panel (words and numbers; see each asker)

    def record(self) -> dict:
        """The question as a saved position keeps it: the answers in notation."""
        return {**self._asdict(), "answers": list(self.answers), "choices": [c.notation for c in self.choices],
                "facts": list(self.facts)}


class Pause(Exception):
    """Raised where a captain is asked; caught by :func:`attempt`."""

    def __init__(self, seat, kind, what, choices, card="", facts=()):
        super().__init__(kind)
        self.seat, self.kind, self.what, self.choices, self.card = seat, kind, what, tuple(choices), card
        self.facts = tuple(facts)


ASKING_ABILITIES = ("save-last-crew", "move-hit")


def possible(game) -> bool:
    """Whether a question can come up in this game: an expansion's switch that asks one, or a
    captain whose ability does."""
    if ext.asks_questions(game):
        return True
    asking = _asking_cards(game.comp)
    for p in game.players:
        if p.card in asking:
            return True
    return False


def _asking_cards(comp) -> frozenset:
    """The captain cards whose ability asks, found once per components: :func:`possible` is
    asked at every decision."""
    table = memo(comp, "asking-captains")
    hit = table.get(ASKING_ABILITIES)
    if hit is None:
        hit = table[ASKING_ABILITIES] = frozenset(i for i, c in enumerate(comp.captains)
                                                  if c.ability in ASKING_ABILITIES)
    return hit


def ask(game, seat: int, kind: str, what: str, choices, card: str = "", facts=()):
    """The answer of the captain at ``seat`` to a question with these ``choices`` (actions
    built from their fields): the one given next (that very object, so an asker may compare
    with ``is``), or a :class:`Pause` to ask him. Outside :func:`attempt` (a game where
    :func:`possible` says no question comes up) the first choice is the answer. The position
    goes back to before the decision while he is asked, so what he must know of the moment goes
    in ``what`` (words) and ``facts`` (for bots and panels)."""
    answers = game.__dict__.get("_answers")
    if len(choices) == 1:
        return choices[0]                   # nothing to choose: not asked
    if answers is None:
        return choices[0]
    if not answers:
        raise Pause(seat, kind, what, choices, card, facts)
    given = answers.pop(0)                  # (a notation: the answers are saved so)
    for c in choices:
        if c.notation == given:
            return c
    raise IllegalActionError("question.answer", f"{given!r} is no answer to this question ({what})")


def asked(game) -> bool:
    """Whether a decision is being carried out that may ask (inside :func:`attempt`)."""
    return game.__dict__.get("_answers") is not None


def attempt(game, run, action, actor: int, answers: tuple) -> None:
    """Carry out ``run()`` (the decision and what follows it) with ``answers``; when a
    captain is asked, go back to the position before it, keep the log of what was shown,
    and wait for his answer.

    The position before comes from a clone taken now, or, in checked play, from the undo
    stack: apply() has just noted this very position there (:func:`_noted`), so a fresh
    decision needs no clone of its own, and the stack rebuilds the position only when a
    captain is asked (a replay of a few decisions, rarely)."""
    dice = game.rng                     # the generator as it was, of its own class (a test's scripted dice too)
    if not answers and type(dice) is Rng and _noted(game):
        before, dice = None, dice.copy()
    else:
        before = game.clone()
        dice = before.rng if type(dice) is Rng else copy.copy(dice)
    events = game._events               # the log before the decision (resume has set it back)
    game._answers = list(answers)
    try:
        run()
    except Pause as pause:
        shown, undo, players = game._events, game._undo, game.players
        if before is None:
            before = undo[-1]           # (its own players and generator: _copy_from copies them)
        game._copy_from(before)
        for live, was in zip(players, game.players):     # the same Captain objects, as they were
            live.__dict__ = was.__dict__
        game.players = players
        game._undo, game._events, game._question_events, game.rng = undo, shown, events, dice
        game._answers = None
        game.question = Question(action.notation, actor, before.sub, before.cur, tuple(answers), pause.seat,
                                 pause.kind, pause.what, pause.choices, pause.card, pause.facts)
        game.sub, game.cur = SUB, pause.seat
        return
    finally:
        game.__dict__.pop("_answers", None)
    game.__dict__.pop("_question_events", None)


def _noted(game) -> bool:
    """Whether the top of the game's undo stack is the position the game is in: apply() noted
    it just before this decision (a decision made with apply_unchecked() after checked ones
    meets a stack whose top is an older position, whose chains are other objects)."""
    undo = game._undo
    return type(undo) is UndoStack and len(undo) > 0 and undo._histories[-1] is game._history \
        and undo._events[-1] is game._events


def resume(game, a):
    """The answer to the question: (the decision to carry out again, its seat, the answers)."""
    q = game.question
    game.question = None
    game.sub, game.cur = q.sub, q.cur
    game._events = game.__dict__.get("_question_events", game._events)
    return game.Action(q.action), q.actor, q.answers + (a.notation,)


def legal(game, p) -> list:
    return list(game.question.choices)


def prompt(game) -> str:
    q = game.question
    return KINDS[q.kind].prompt.format(q.what)


def undo_refusal(before, after):
    """A question asked shows what was rolled or drawn before it, though the position went
    back: undo stops there too (see :mod:`.seen`)."""
    if after.question is not None and after.question != before.question:
        return IllegalActionError("undo.seen", "A roll or a draw was shown after that decision: undo stops there, "
                                               "so that nobody chooses again knowing it")
    return None


def drawn_before(game):
    """What the decision under the open question drew before it stopped there, or None with
    no question: (the generator's draws, {deck attribute: how many cards came off its top}, the
    decks it shuffled anew). The position went back to before the decision, so this carries it
    out once more, to the question, on a copy. (And ``turned``: {"merchants" and "port_mods":
    the zones whose face-down token it turned up or took}.)"""
    q = game.question
    if q is None:
        return None
    probe = game.clone()
    probe.rng = Recording(game.rng)
    probe.question, probe.sub, probe.cur = None, q.sub, q.cur
    probe._answers = list(q.answers)
    try:
        probe._carry_out(game.Action(q.action), q.actor)
    except Pause:
        pass
    taken, shuffled = {}, set()
    for attr in DECKS:
        was, now = getattr(game, attr), getattr(probe, attr)
        k = len(was) - len(now)
        if k > 0 and was[k:] == now:
            taken[attr] = k
        elif was != now:
            shuffled.add(attr)
    turned = {attr: tuple(z for z, (a, b) in enumerate(zip(getattr(game, attr), getattr(probe, attr))) if a != b)
              for attr in ("merchants", "port_mods")}
    return tuple(probe.rng.drawn), taken, shuffled, turned


DECKS = ("cargo_deck", "event_deck", "glory_deck", "rumor_deck", "mission_deck", "captain_deck", "demand_pile")
PRIVATE = ("glory_deck", "rumor_deck")     # what comes off these only its captain sees


def seen_by(game, seat: int):
    """The question as ``seat`` sees it (the hidden card only for the captain asked), or None."""
    q = game.question
    if q is None:
        return None
    return {"captain": game.players[q.seat].name, "kind": q.kind, "about": q.what,
            "choices": [c.notation for c in q.choices],
            "card": q.card if seat == q.seat else ("hidden" if q.card else ""), "facts": list(q.facts)}


def live(game) -> tuple:
    """The decision and seat the game is really at: under a question, a discard over the glory
    card limit or a modification to place, the one they interrupted."""
    sub, cur = game.sub, game.cur
    for _ in range(3):
        if sub == SUB and game.question is not None:
            sub, cur = game.question.sub, game.question.cur
        elif sub == "discard-glory":
            sub, cur = game.after_discard, game.after_cur
        elif sub == "place-mod" and game.after_place is not None:
            sub, cur = game.after_place
    return sub, cur
