"""Records, undo, clone, and refusing bad input without changing anything."""

import json

import pytest

from nassau import IllegalActionError, RecordError, piratoons
from nassau.kernel.rng import Rng
from nassau.piratoons.bots.heuristic import RandomBot, play

from .helpers import NAMES, assert_illegal, grab, new, table


def played(seed=11, decisions=80, **options):
    g = new(seed=seed, **options)
    rng = Rng(seed)
    for _ in range(decisions):
        g.apply(rng.choice(g.legal_actions()))
    return g


def test_round_trip_keeps_position_legal_actions_and_log():
    g = played()
    loaded = piratoons.Game.from_json(g.to_json())
    assert loaded.state_dict() == g.state_dict()
    assert loaded.legal_actions().notations() == g.legal_actions().notations()
    assert loaded.history == g.history and loaded.log() == g.log()


def test_a_finished_game_and_a_refereed_game_round_trip():
    g = play(new(seed=3), [RandomBot(s) for s in range(4)])
    assert piratoons.Game.from_json(g.to_json()).scores().equals(g.scores())
    t = table(claim_rounds=2)
    grab(t, {"Anja": {"A": 2}}, fell={"Jonah": 1}, out=("Jon",))
    loaded = piratoons.Game.from_json(t.to_json(indent=1))
    assert loaded.state_dict() == t.state_dict() and loaded.mode == "referee"


def test_options_and_components_travel_with_the_record():
    g = played(claim_rounds=3, decisions=10)
    loaded = piratoons.Game.from_json(g.to_json())
    assert loaded.opts.claim_rounds == 3


def test_undo_restores_exactly_and_then_refuses():
    g = new(seed=2)
    before = g.state_dict()
    g.apply("claim B")
    assert g.undo().notation == "claim B"
    assert g.state_dict() == before
    with pytest.raises(IllegalActionError) as info:
        g.undo()
    assert info.value.rule == "undo"


def test_digital_undo_never_takes_back_a_revealed_sealed_choice():
    g = new(seed=11)
    while g.round == 1:
        g.apply(g.legal_actions()[-1])     # the last decision revealed the bids (and began round 2)
    after = g.state_dict()
    with pytest.raises(IllegalActionError) as info:
        g.undo()
    assert info.value.rule == "undo.sealed" and g.state_dict() == after


def test_digital_undo_within_a_sealed_round_and_before_it():
    g = new(seed=11)
    g.apply("claim A")
    g.apply("seal")                          # Anja sealed; nobody has seen it yet
    g.apply("claim B")
    assert g.undo().notation == "claim B"
    assert g.undo().notation == "seal" and g.current_player == 0


def test_referee_undo_crosses_reveals_and_rounds():
    g = piratoons.referee(players=NAMES, deal="engine", seed=11)
    while g.round == 1:
        g.apply(g.legal_actions()[-1])
    after = g.state_dict()
    last = g.undo()
    assert g.round == 1
    g.apply(last)
    assert g.state_dict() == after


def test_clone_is_independent():
    g = played()
    twin = g.clone()
    twin.apply(twin.legal_actions()[0])
    assert twin.state_dict() != g.state_dict() and twin.ply == g.ply + 1
    assert g.rng is not twin.rng


def test_illegal_actions_name_the_rule_and_change_nothing():
    g = new()
    assert_illegal(g, "claim J", "notation")
    assert_illegal(g, "bid 2", "phase")
    assert_illegal(g, "claim A", "turn", player="Jonah")
    assert_illegal(g, "dance", "notation")
    assert_illegal(g, 42, "notation")
    with pytest.raises(IllegalActionError) as info:
        g.apply("claim A", player="Nobody")
    assert info.value.rule == "player"
    done = play(new(seed=1), [RandomBot(s) for s in range(4)])
    assert_illegal(done, "seal", "game-over")


def record(g):
    return json.loads(g.to_json())


@pytest.mark.parametrize("mutate, field", [
    (lambda r: r.update(game="pirates-of-nassau"), "game"),
    (lambda r: r["actions"].__setitem__(0, "bid 99"), "actions[0]"),
    (lambda r: r.update(final="0" * 16), "final"),
    (lambda r: r["start"]["game"]["coins"].__setitem__(0, 30), "start_hash"),
])
def test_tampered_records_are_refused(mutate, field):
    r = record(played(decisions=30))
    mutate(r)
    with pytest.raises(RecordError) as info:
        piratoons.Game.from_json(json.dumps(r))
    assert info.value.field == field


def start_of(g):
    return json.loads(json.dumps(g.state_dict()))


@pytest.mark.parametrize("mutate, field", [
    (lambda d: d["game"]["coins"].__setitem__(0, 30), "start"),                       # coins not conserved
    (lambda d: d["game"]["stock"].append(0), "start"),                                # a tile in two places
    (lambda d: d["game"].update(phase="auction"), "start.game.phase"),
    (lambda d: d["game"].update(round=9), "start.game.round"),
    (lambda d: d["game"].update(captain=3), "start.game.captain"),
    (lambda d: d["game"]["claims"].__setitem__(0, [7] + [0] * 8), "start.game.claims"),
    (lambda d: d.update(mode="live"), "start.mode"),
    (lambda d: d.update(names=["Anja", "Anja", "Jon", "Ewan"]), "start.names"),
    (lambda d: d.update(names=["Anja", "Jonah", "Jon"]), "start.names"),              # 3 names, 4 seats
    (lambda d: d["options"].update(claim_rounds=9), "options.claim_rounds"),
    (lambda d: d["components"].update(schema="other"), "schema"),
    (lambda d: d["game"].update(wasted=[1, 0, 0, 0]), "start.game"),                 # a mishap in digital play
    (lambda d: d["game"].update(queue=d["game"]["queue"][::-1]), "start"),      # not in turn from the captain
    (lambda d: d["game"]["pending"].__setitem__(3, [1] + [0] * 8), "start"),     # a claim before one's turn
    (lambda d: d["game"]["claims"].__setitem__(2, [1] + [0] * 8), "start"),      # revealed in sealed round 1
])
def test_bad_positions_are_refused_naming_the_field(mutate, field):
    d = start_of(new())
    mutate(d)
    with pytest.raises(RecordError) as info:
        piratoons.Game._from_state(d)
    assert info.value.field == field


def test_every_position_a_game_reaches_can_be_saved_and_loaded():
    """Including an auction's paid bids, which stay on show after the winner paid."""
    for seed in range(6):
        g = new(seed=seed)
        bots = [RandomBot(seed * 10 + s) for s in range(4)]
        while not g.is_over:
            d = json.loads(json.dumps(g.state_dict()))
            assert piratoons.Game._from_state(d).state_dict() == g.state_dict()
            g.apply(bots[g.current_player].choose(g))


def test_a_sealed_bid_larger_than_the_coins_is_refused():
    g = table(chest=None)
    g.fill_chest("sail-01", "deck-a", "cannon-a", "porthole-a", "quarters-a", "deck-b", "b1-1", "b2-1", "b3-1")
    grab(g, {})
    g.bid("Anja", 2)
    d = start_of(g)
    d["game"]["bids"][0] = d["game"]["coins"][0] + 1
    with pytest.raises(RecordError):
        piratoons.Game._from_state(d)


def _without_seals_after_the_sixth_sailor(record: str) -> str:
    """The record as the engine wrote it when it sealed a full claim by itself."""
    doc = json.loads(record)
    kept, placed = [], 0
    for a in doc["actions"]:
        if a == "seal" and placed == 6:
            placed = 0
            continue
        placed = placed + 1 if a.startswith("claim ") else 0
        kept.append(a)
    assert len(kept) < len(doc["actions"])
    return json.dumps(dict(doc, actions=kept))


def test_a_record_saved_when_the_sixth_sailor_sealed_by_itself_still_loads():
    g = new(n=2)
    g.place_sailors("Anja", {"A": 6})
    first, first_state = g.to_json(), g.state_dict()    # ends with the seal the old engine took itself
    g.place_sailors("Jonah", {"B": 2, "G": 4})
    g.apply("bid 0")
    for record, state in ((first, first_state), (g.to_json(), g.state_dict())):
        old = _without_seals_after_the_sixth_sailor(record)
        loaded = piratoons.Game.from_json(old)
        assert loaded.state_dict() == state and json.loads(loaded.to_json())["actions"] == json.loads(record)["actions"]
        broken = json.loads(old)
        broken["final"] = "0" * 16
        with pytest.raises(RecordError) as info:           # a record that is wrong anyway stays refused
            piratoons.Game.from_json(json.dumps(broken))
        assert info.value.field == "final"
