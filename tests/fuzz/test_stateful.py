"""A stateful fuzz of every game's surface (hypothesis.stateful): from a seeded start and a few
random decisions, interleave legal and illegal decisions, decisions out of turn, undo (refused
ones too), clone, and records saved and loaded, and check they agree:

- a refused decision or undo changes nothing (position, history, legal actions, log, undo stack);
- undo returns to the exact earlier position, and is refused exactly when ``undo_refusal`` says;
- a clone, and a game loaded from ``to_json``, evolve like the original, decision by decision;
- ``from_json(to_json(g))`` has g's position, history and legal actions, and saves the same text;
- every legal action's notation reads back as that action.

Merchants & Marauders plays with its adapter's round limit, from at most WARMUP decisions in, for
at most STEPS more, with or without every Seas of Glory switch.
"""

import pytest
from hypothesis import settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule, \
    run_state_machine_as_test

from nassau import IllegalActionError, games

from . import strategies as S
from .helpers import assert_rule, snapshot

STEPS = 25
WARMUP = 80


class GameMachine(RuleBasedStateMachine):
    name = None          # the game, set by machine_for()

    def __init__(self):
        super().__init__()
        self.game, self.twin, self.before = None, None, []

    @initialize(seed=st.integers(0, 99), warmup=st.integers(0, WARMUP), data=st.data())
    def start(self, seed, warmup, data):
        a = S.adapter(self.name)
        players = data.draw(st.integers(a.min_players, a.max_players), label="players")
        switches = data.draw(st.sampled_from(S._switch_sets(self.name)), label="switches")
        self.game = S.play(S.new_game(self.name, seed, players, switches), seed, warmup)

    # --- decisions ---------------------------------------------------------------------------
    def _made(self, before, notation):
        """Bookkeeping after an accepted decision: the undo target, and the twin follows."""
        self.before.append(before)
        if self.twin is not None:
            self.twin.apply(notation)

    @precondition(lambda self: not self.game.is_over)
    @rule(pick=st.integers(0, 2 ** 16), as_text=st.booleans())
    def apply_legal(self, pick, as_text):
        legal = self.game.legal_actions()
        action = legal[pick % len(legal)]
        before = snapshot(self.game)
        done = self.game.apply(action.notation if as_text else action)
        assert done == action and self.game.ply == before[1] + 1
        self._made(before, action.notation)

    @rule(data=st.data())
    def apply_illegal(self, data):
        text = data.draw(S.malformed_notation(self.name) | st.sampled_from(S.notations(self.name)), label="text")
        before = snapshot(self.game)
        try:
            done = self.game.apply(text)
        except IllegalActionError as error:
            assert_rule(error)
            assert snapshot(self.game) == before, f"refused {text!r} but changed the game"
            return
        assert done.notation in before[3], f"{text!r} accepted as {done} but it was not legal"
        self._made(before, done.notation)

    @precondition(lambda self: not self.game.is_over and self.game.n > 1)
    @rule(data=st.data())
    def apply_out_of_turn(self, data):
        seat = data.draw(st.sampled_from([s for s in range(self.game.n) if s != self.game.current_player]))
        before = snapshot(self.game)
        try:
            self.game.apply(self.game.legal_actions()[0], player=seat)
        except IllegalActionError as error:
            assert error.rule == "turn" and snapshot(self.game) == before
        else:
            raise AssertionError(f"seat {seat} decided out of turn")

    # --- undo, clone, records ----------------------------------------------------------------
    @rule()
    def undo(self):
        before = snapshot(self.game)
        refusal = self.game.undo_refusal()
        try:
            self.game.undo()
        except IllegalActionError as error:
            assert_rule(error)
            assert refusal is not None and refusal.rule == error.rule, (refusal, error)
            assert self.before or error.rule == "undo"
            assert snapshot(self.game) == before, "a refused undo changed the game"
            return
        assert refusal is None, f"undo went through, but undo_refusal() said {refusal}"
        assert snapshot(self.game) == self.before.pop(), "undo did not return to the earlier position"
        self.twin = None                # a twin has no undo of its own: it is left behind

    @rule()
    def clone(self):
        self.twin = self.game.clone()
        assert snapshot(self.twin)[:4] == snapshot(self.game)[:4]

    @rule()
    def round_trip(self):
        text = self.game.to_json()
        loaded = type(self.game).from_json(text)
        assert loaded.state_dict() == self.game.state_dict()
        assert [a.notation for a in loaded.history] == [a.notation for a in self.game.history]
        assert loaded.legal_actions().notations() == self.game.legal_actions().notations()
        assert loaded.log() == self.game.log()
        assert loaded.to_json() == text
        assert games.for_record(text).name == self.name
        self.twin = loaded              # a loaded game must evolve like the original too

    # --- what holds after every step -----------------------------------------------------------
    @invariant()
    def twin_keeps_step(self):
        if self.game is not None and self.twin is not None:
            assert self.twin.state_dict() == self.game.state_dict()
            assert self.twin.legal_actions().notations() == self.game.legal_actions().notations()

    @invariant()
    def legal_notation_reads_back(self):
        if self.game is None:
            return
        for action in self.game.legal_actions():
            assert self.game.parse_action(action.notation) == action
        assert self.game.is_over == (len(self.game.legal_actions()) == 0)


def machine_for(name):
    return type(f"{name.title()}Machine", (GameMachine,), {"name": name})


@pytest.mark.parametrize("name", S.NAMES)
def test_the_surface_agrees_with_itself(name):
    run_state_machine_as_test(machine_for(name), settings=settings(stateful_step_count=STEPS))
