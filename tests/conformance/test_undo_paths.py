"""Undo gives back exactly the positions the forward path went through, for every game: random
interleavings of apply() and undo() of one or many steps, refusals (a revealed sealed choice in
Piratoons, a card or die seen in Merchants & Marauders), long runs of undo back to the start,
apply_unchecked() between checked decisions, and a decision that fails halfway through.

The undo stack may keep its positions any way it likes (snapshots, or checkpoints and replay);
these tests compare with positions recorded on the way forward and with the game's own clones.
"""

import pytest

from nassau import games
from nassau.kernel.errors import IllegalActionError, RecordError
from nassau.kernel.rng import Rng

SUBJECTS = ["pirates", "piratoons", "piratoons-referee", "marauders", "marauders-all"]


def new(subject, seed, rounds=None):
    name, _, more = subject.partition("-")
    if more == "referee":
        from nassau.piratoons.rules.setup import referee
        return referee(4, seed=seed, deal="engine")
    adapter = games.adapter(name)
    options = adapter.random_play_options
    if rounds is not None and options:
        options = {**options, "round_limit": rounds}
    switches = adapter.switches() if more == "all" else {}
    return adapter.new_game(adapter.default_players, seed, options, None, **switches)


def pick(game, chooser):
    legal = game.legal_actions()
    return legal[chooser.below(len(legal))]


def expected_refusal(game, clones, count):
    """The rule that undoing ``count`` decisions meets, asked of clones taken before each one."""
    later = game
    for snapshot in reversed(clones[len(clones) - count:]):
        try:
            later._check_undo(snapshot)
        except IllegalActionError as exc:
            return exc.rule
        later = snapshot
    return None


def rule(error):
    return None if error is None else error.rule


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("subject", SUBJECTS)
def test_random_apply_and_undo_interleavings_retrace_the_forward_path(subject, seed):
    game, chooser = new(subject, seed, rounds=12), Rng(seed * 31 + 5)
    path, clones, refused = [game.state_dict()], [], set()
    for _ in range(400):
        if len(path) > 1 and (game.is_over or chooser.below(5) == 0):
            count = 1 + chooser.below(min(len(path) - 1, 45))
            want = expected_refusal(game, clones, count)
            assert rule(game.undo_refusal(count)) == want
            for _ in range(count):
                error = game.undo_refusal()
                if error is not None:
                    refused.add(error.rule)
                    before = game.state_dict()
                    with pytest.raises(IllegalActionError):
                        game.undo()
                    assert game.state_dict() == before
                    break
                game.undo()
                path.pop()
                clones.pop()
                assert game.state_dict() == path[-1] and game.ply == len(path) - 1
            continue
        if game.is_over:
            break
        clones.append(game.clone())
        game.apply(pick(game, chooser))
        path.append(game.state_dict())
    assert len(game._undo) == len(path) - 1


@pytest.mark.parametrize("subject", SUBJECTS)
def test_a_whole_game_is_taken_back_to_its_start(subject):
    """_take_back (the rollback of a refused batch, no rules' check) all the way, each position as it was."""
    game, chooser = new(subject, 2, rounds=20), Rng(77)
    start, path = game.state_dict(), []
    while not game.is_over and len(path) < 1500:
        path.append(game.state_dict())
        game.apply(pick(game, chooser))
    assert len(game._undo) == len(path) > 100
    while game._undo:
        game._take_back()
        assert game.state_dict() == path.pop()
    assert not path and game.state_dict() == start and game.ply == 0


@pytest.mark.parametrize("subject", SUBJECTS)
def test_the_undo_stack_reads_as_the_positions_before_each_decision(subject):
    """Widgets and controllers read game._undo: len, [-k], slices, iteration, each a position."""
    game, chooser = new(subject, 4, rounds=6), Rng(4)
    path, deciders = [], []
    for _ in range(90):
        if game.is_over:
            break
        path.append(game.state_dict())
        deciders.append(game.current_player)
        game.apply(pick(game, chooser))
    stack = game._undo
    assert len(stack) == len(path) and bool(stack)
    for i in (0, len(path) - 1, 17, 3, 40, 41, 39, 16, len(path) // 2):      # any order
        assert stack[i].state_dict() == path[i] == stack[i - len(path)].state_dict()
    assert [p.state_dict() for p in stack[len(path) - 20:]] == path[-20:]
    assert [p.state_dict() for p in stack] == path
    assert [p.state_dict() for p in reversed(stack)] == path[::-1]
    assert [p.current_player for p in stack] == deciders


@pytest.mark.parametrize("subject", SUBJECTS)
def test_unchecked_decisions_between_checked_ones_stay_with_the_position_undo_returns_to(subject):
    game, chooser = new(subject, 6), Rng(6)
    states = [game.state_dict()]
    for checked in (True, True, True, False, False, True, False, True, True):
        if game.is_over:
            break
        (game.apply if checked else game.apply_unchecked)(pick(game, chooser))
        states.append((checked, game.state_dict()))
    # undo goes back to the position before each checked decision (after any unchecked ones)
    kept = [s for s in range(1, len(states)) if states[s][0]]
    for s in reversed(kept):
        if game.undo_refusal() is not None:
            break
        game.undo()
        before = states[s - 1]
        assert game.state_dict() == (before[1] if isinstance(before, tuple) else before)


@pytest.mark.parametrize("subject", SUBJECTS)
def test_a_decision_that_fails_halfway_changes_nothing(subject, monkeypatch):
    game, chooser = new(subject, 8), Rng(8)
    for _ in range(37):                  # past a few checkpoints of a checkpointing undo
        game.apply(pick(game, chooser))
    before, ply, log, stack = game.state_dict(), game.ply, game.log(), len(game._undo)
    original, failed = type(game)._do, []

    def halfway(self, action):
        original(self, action)           # the whole decision is carried out, then it fails (once)
        if not failed:
            failed.append(action)
            raise RuntimeError("boom")
    monkeypatch.setattr(type(game), "_do", halfway)
    with pytest.raises(RuntimeError):
        game.apply(pick(game, chooser))
    monkeypatch.setattr(type(game), "_do", original)
    assert game.state_dict() == before and game.ply == ply and game.log() == log and len(game._undo) == stack
    game.apply(pick(game, chooser))
    game._take_back()
    assert game.state_dict() == before


def test_undo_keeps_the_pirates_player_objects():
    game, chooser = new("pirates", 3), Rng(3)
    for _ in range(30):
        game.apply(pick(game, chooser))
    players, was = list(game.players), game._undo[-5].state_dict()
    for _ in range(5):
        game.undo()
    assert all(a is b for a, b in zip(players, game.players)) and game.state_dict() == was


@pytest.mark.parametrize("subject", SUBJECTS)
def test_what_a_decision_revealed_stays_revealed_unless_in_practice_mode(subject):
    """One rule for every game (the kernel's ``undo.seen``): a decision after which a die was
    rolled from the game's generator, or a card taken from a face-down pile, is not taken back,
    and the refusal changes nothing; in practice mode (``set_undo("free")``), and in a
    referee's game, every decision is."""
    free, revealing = subject == "piratoons-referee", 0
    for seed in range(3):
        game, chooser = new(subject, seed, rounds=10), Rng(seed + 50)
        practice = game.clone()
        practice.set_undo("free")
        for _ in range(150):
            if game.is_over:
                break
            action = pick(game, chooser)
            before = game.clone()
            game.apply(action)
            practice.apply(action)
            shown = before.rng.state != game.rng.state or any(
                was != now and now[:len(was)] != was for (_, was), (_, now) in zip(before._piles(), game._piles()))
            error = game.undo_refusal()
            assert practice.undo_refusal() is None
            if shown and not free:
                revealing += 1
                assert error is not None, action
                after = game.state_dict()
                with pytest.raises(IllegalActionError):
                    game.undo()
                assert game.state_dict() == after
            elif error is None:
                game.undo()
                assert game.state_dict() == before.state_dict()
                game.apply(action)
        while practice._undo:                   # practice mode takes the whole game back
            practice.undo()
        assert practice.ply == 0
    assert free or revealing >= 5


def test_set_undo_takes_only_its_two_rules():
    game = new("pirates", 1)
    with pytest.raises(RecordError, match="undo"):
        game.set_undo("sometimes")
    assert game.undo_rule == "seen"


@pytest.mark.parametrize("subject,wanted", [("piratoons", "undo.sealed"), ("marauders", "undo.seen"),
                                            ("pirates", "undo.seen")])
def test_the_rules_refusals_are_met(subject, wanted):
    """The interleavings above meet the refusals they are meant to check."""
    met = set()
    for seed in range(3):
        game, chooser = new(subject, seed, rounds=12), Rng(seed)
        for _ in range(120):
            if game.is_over:
                break
            game.apply(pick(game, chooser))
            met.add(rule(game.undo_refusal()))
    assert wanted in met


@pytest.mark.parametrize("subject", SUBJECTS)
def test_undoing_a_long_run_replays_each_decision_a_bounded_number_of_times(subject, monkeypatch):
    """Undo of many steps in a row stays linear: no position is rebuilt from far back each time."""
    game, chooser = new(subject, 5, rounds=8), Rng(5)
    while not game.is_over and game.ply < 600:
        game.apply(pick(game, chooser))
    n, calls, original = game.ply, [0], type(game)._do

    def counted(self, action):
        calls[0] += 1
        return original(self, action)
    monkeypatch.setattr(type(game), "_do", counted)
    while game._undo:
        game._take_back()
    assert calls[0] <= 2 * n


@pytest.mark.parametrize("how", ["legal", "checkpoint"])
@pytest.mark.parametrize("subject", SUBJECTS)
def test_a_position_edited_by_hand_between_decisions_is_the_one_undo_returns_to(subject, how):
    """Code that edits a position clears its cached legal actions (the tests' helpers do), or
    tells the undo stack; undo then comes back to the edited position, not a replay without it."""
    game, chooser = new(subject, 7), Rng(7)
    for _ in range(20):                  # past the first checkpoint of a checkpointing undo
        game.apply(pick(game, chooser))
    game.rng = Rng(4242)                 # the edit: another generator state
    if how == "legal":
        game._legal = None
    else:
        game._undo.checkpoint(game)
    edited = game.state_dict()
    game.apply(pick(game, chooser))
    game.apply(pick(game, chooser))
    game._take_back()
    game._take_back()
    assert game.state_dict() == edited


@pytest.mark.parametrize("subject", SUBJECTS)
def test_an_edit_far_down_the_stack_is_still_the_position_undo_returns_to(subject):
    """The stack thins its checkpoints more than SPAN decisions down, but never the one of a
    position edited by hand (no replay reaches it); the positions around it come back too."""
    from nassau.kernel.undo import SPAN
    game, chooser = new(subject, 8), Rng(8)
    for _ in range(20):
        game.apply(pick(game, chooser))
    game.rng = Rng(4343)
    game._legal = None
    path = []
    while not game.is_over and len(path) < SPAN + 150:
        path.append(game.state_dict())
        game.apply(pick(game, chooser))
    assert len(path) > SPAN or game.is_over
    assert game._undo[20].state_dict() == path[0] and game._undo[21].state_dict() == path[1]
    while len(game._undo) > 20:
        game._take_back()
        assert game.state_dict() == path.pop()
    assert not path
