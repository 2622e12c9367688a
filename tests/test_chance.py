"""Explicit chance (nassau.chance) and the games as steppers (nassau.steppers), without pyspiel."""

import copy
import io
import pickle
from dataclasses import replace

import pytest

from nassau import games, steppers
from nassau.chance import ChanceError, NeedChance, ScriptedRng, Stepper, Tape
from nassau.kernel.errors import IllegalActionError, RecordError
from nassau.kernel.rng import Rng

SPECS = [steppers.spec("pirates", 3), steppers.spec("piratoons", 2), steppers.spec("marauders", 2, round_limit=2)]
IDS = [s.game for s in SPECS]


def play(stepper, seed, stop=None):
    """Random moves (chance outcomes uniform) until the end or ``stop`` moves; returns the stepper."""
    rng, enc = Rng(seed), steppers.encoding(stepper.spec.game)
    while not stepper.over and (stop is None or len(stepper.history) < stop):
        if stepper.need:
            stepper.apply(rng.below(stepper.need))
        else:
            stepper.apply(rng.choice(enc.legal_indices(stepper.game)))
    return stepper


def midgame(spec, seed):
    """A stepper halfway through the moves of a seeded random game, past its setup."""
    whole = play(steppers.make(spec), seed)
    setup = next(i for i in range(len(whole.history)) if steppers.make(spec).replay(whole.history[:i]).game)
    return steppers.make(spec).replay(whole.history[:(setup + len(whole.history)) // 2])


# --- the scripted generator -------------------------------------------------------------------
def test_a_scripted_rng_answers_its_tape_in_order_then_asks_for_the_next_draw():
    tape = Tape([2, 0], [3, 6])
    rng = ScriptedRng(tape)
    assert (rng.below(3), rng.state, rng.die(), rng.state) == (2, 1, 1, 2)
    with pytest.raises(NeedChance) as asked:
        rng.below(7)
    assert asked.value.n == 7 and rng.state == 2


def test_a_scripted_rng_copies_as_itself_sharing_the_tape_at_the_same_place():
    tape = Tape([1, 4], [2, 5])
    rng = ScriptedRng(tape)
    rng.below(2)
    for twin in (rng.copy(), copy.copy(rng)):
        assert type(twin) is ScriptedRng and twin.tape is tape and twin.state == 1
        assert twin.below(5) == 4 and rng.state == 1        # the copy moves on alone


def test_a_scripted_rng_refuses_a_draw_of_another_size_and_has_no_raw_numbers():
    rng = ScriptedRng(Tape([1], [2]))
    with pytest.raises(ChanceError, match="among 2 outcomes, now among 3"):
        rng.below(3)
    with pytest.raises(ChanceError):
        rng.next64()


def test_tentative_outcomes_are_checked_and_sized_as_they_are_read():
    tape = Tape([1, 5], [2])
    rng = ScriptedRng(tape)
    rng.below(2)
    with pytest.raises(ChanceError, match="5 is not one of 4"):
        rng.below(4)
    assert rng.below(6) == 5 and tape.sizes == [2, 6]


# --- the stepper ---------------------------------------------------------------------------
@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_a_stepper_plays_a_whole_game_and_pickles_as_its_moves(spec):
    s = play(steppers.make(spec), seed=4)
    assert s.over and not s.cut and s.game.is_over and s.game.problems() == []
    assert all(isinstance(m, int) for m in s.history)
    again = pickle.loads(pickle.dumps(s))
    assert again.history == s.history and again.game.state_dict() == s.game.state_dict()
    assert again.game.log() == s.game.log()
    assert globals_in(pickle.dumps(s)) == {"nassau.chance.replayed", "nassau.steppers.make", "nassau.steppers.Spec"}


def globals_in(data) -> set:
    """Every class or function a pickle names: nothing of a game's state, only how to replay."""
    seen = set()

    class Recorder(pickle.Unpickler):
        def find_class(self, module, name):
            seen.add(f"{module}.{name}")
            return super().find_class(module, name)
    Recorder(io.BytesIO(data)).load()
    return seen


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_a_copy_goes_its_own_way(spec):
    s = midgame(spec, seed=7)
    before, moves = s.game.state_dict(), list(s.history)
    twin = copy.deepcopy(s)
    play(twin, seed=8, stop=len(moves) + 30)
    assert s.game.state_dict() == before and s.history == moves
    assert twin.history[:len(moves)] == moves and len(twin.history) > len(moves)
    assert twin.tape is not s.tape and twin.game.rng.tape is twin.tape


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_replaying_the_moves_lands_where_playing_them_one_by_one_did(spec):
    for stop in (5, 250, 600):          # in the setup's draws, and later (at a chance node or not)
        s = play(steppers.make(spec), seed=stop, stop=stop)
        r = steppers.make(spec).replay(s.history)
        assert (r.need, r.over, r.decisions, r.history, r.own) == (s.need, s.over, s.decisions, s.history, s.own)
        assert r.tape.outcomes == s.tape.outcomes and r.tape.sizes == s.tape.sizes
        if s.game is not None:
            assert r.game.state_dict() == s.game.state_dict()


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_recall_read_late_is_the_recall_kept_all_along(spec):
    kept = Stepper(steppers.rules(spec), steppers.make, spec, recall=True)
    late = steppers.make(spec)
    play(kept, seed=3, stop=300)
    late.replay(kept.history)
    assert late.digests is None
    assert [late.recall(p) for p in range(spec.players)] == [kept.recall(p) for p in range(spec.players)]
    assert len(set(kept.digests)) == spec.players
    assert pickle.loads(pickle.dumps(kept)).digests == kept.digests


def test_recall_tells_apart_two_choices_of_the_seat_and_not_of_what_it_cannot_see():
    spec = SPECS[0]
    s = play(steppers.make(spec), seed=2, stop=260)
    while s.need:
        s.apply(0)
    seat = s.current_player
    legal = steppers.encoding(spec.game).legal_indices(s.game)
    a, b = copy.deepcopy(s), copy.deepcopy(s)
    a.apply(legal[0])
    b.apply(legal[-1])
    assert a.recall(seat) != b.recall(seat)
    c, d = copy.deepcopy(s), copy.deepcopy(s)          # the same choice: the same recall
    c.apply(legal[0])
    d.apply(legal[0])
    assert c.recall(seat) == d.recall(seat)


def test_a_draw_beyond_the_declared_bound_is_refused():
    spec = SPECS[0]
    with pytest.raises(ChanceError, match="more than the declared 5"):
        Stepper(replace(steppers.rules(spec), max_outcomes=5))


def test_a_game_is_cut_after_its_decision_bound_and_ranked_as_it_stands():
    spec = SPECS[1]
    s = Stepper(replace(steppers.rules(spec), max_decisions=10), steppers.make, spec)
    play(s, seed=1)
    assert s.over and s.cut and s.decisions == 10 and not s.game.is_over
    with pytest.raises(IllegalActionError):
        s.apply(0)
    assert sum(steppers.returns(s)) == pytest.approx(0)


def test_an_illegal_decision_or_outcome_changes_nothing():
    s = play(steppers.make(SPECS[0]), seed=5, stop=200)
    while s.need:
        s.apply(0)
    legal = set(steppers.encoding("pirates").legal_indices(s.game))
    bad = next(i for i in range(10_000) if i not in legal)
    before = (list(s.history), s.game.state_dict())
    with pytest.raises(IllegalActionError):
        s.apply(bad)
    assert (s.history, s.game.state_dict()) == before
    s.apply(min(legal))
    while not s.need and not s.over:
        s.apply(steppers.encoding("pirates").legal_indices(s.game)[0])
    if s.need:
        with pytest.raises(ChanceError):
            s.apply(s.need)


# --- the games as steppers ---------------------------------------------------------------------
@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_returns_are_zero_sum_and_follow_the_ranks(spec):
    for seed in (1, 2):
        s = play(steppers.make(spec), seed=seed)
        r = steppers.returns(s)
        rows = {row["player"]: row["rank"] for row in games.adapter(spec.game).final_rows(s.game)}
        ranks = [rows[name] for name in s.game.names]
        assert sum(r) == pytest.approx(0) and all(-1 <= x <= 1 for x in r)
        for i in range(len(r)):
            for j in range(len(r)):
                assert (r[i] > r[j]) == (ranks[i] < ranks[j])


def test_the_chance_bound_holds_every_draw_of_every_switch():
    adapter = games.adapter("marauders")
    spec = steppers.spec("marauders", 4, round_limit=3, **adapter.switches())
    s = play(steppers.make(spec), seed=11)
    assert max(s.tape.sizes) <= steppers.chance_bound(spec)
    assert spec.modules == tuple(sorted(adapter.switches()["modules"]))


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_the_chance_bound_ignores_the_memo_tables_games_leave_on_their_components(spec):
    # the bound is read off the cached components, where heuristic play keeps memo tables
    from nassau.kernel.bots import play as play_bots
    from nassau.kernel.components import memo
    adapter = games.adapter(spec.game)
    before = steppers.chance_bound(spec)
    game = adapter.new_game(spec.players, 5, {"round_limit": 2} if spec.game == "marauders" else None, None)
    play_bots(game, [adapter.bots["heuristic"](s) for s in range(spec.players)])
    comp = adapter.load_components(None)
    memo(comp, "test").update((i, i) for i in range(before + 1))
    assert steppers.chance_bound(spec) == before


def test_a_spec_is_checked():
    assert steppers.spec("marauders") == ("marauders", 4, 60, (), ())      # a tuple still, to a worker
    assert steppers.spec("marauders") == steppers.Spec(game="marauders", players=4, round_limit=60, modules=(),
                                                       variants=())
    assert steppers.spec("marauders", 2, 0, "wind, storms", "cutthroat")[3:] == (("storms", "wind"), ("cutthroat",))
    assert steppers.spec("marauders", modules="wind+storms").modules == ("storms", "wind")
    assert pickle.loads(pickle.dumps(steppers.spec("pirates", 3))) == steppers.spec("pirates", 3)
    with pytest.raises(RecordError, match="wind given twice"):
        steppers.spec("marauders", modules="wind+wind")
    with pytest.raises(RecordError, match="players"):
        steppers.spec("pirates", 2)
    with pytest.raises(RecordError, match="no round limit"):
        steppers.spec("pirates", round_limit=3)
    with pytest.raises(RecordError, match="round_limit"):
        steppers.spec("marauders", round_limit=-1)
    with pytest.raises(RecordError, match="modules"):
        steppers.rules(steppers.spec("marauders", modules="no-such-module"))
