"""Setup (fact sheet §2.1) and the start of round 1."""

import pytest

from nassau import RecordError, marauders
from nassau.marauders.rules.state import maxima

from .helpers import NAMES, new, sound


def test_the_board_is_dealt_as_the_rulebook_says():
    g = marauders.new_game(players=NAMES, seed=3)
    comp = g.comp
    ports = [z.index for z in comp.zones if z.port]
    sea = comp.by_id["caribbean-sea"].index
    assert len(ports) == 16
    assert all(g.demand[z] >= 0 and g.port_mods[z] >= 0 for z in ports)
    assert g.demand[sea] < 0 and g.port_mods[sea] < 0                 # the Caribbean Sea has no port
    assert all(m >= 0 for m in g.merchants) and len(g.merchants) == 17  # a merchant in every zone
    assert len(g.board_missions) == 2
    sound(g)


def test_each_captain_gets_a_card_10_gold_a_glory_card_and_starts_in_his_home_port():
    g = marauders.new_game(players=NAMES, seed=5)
    cards = [p.card for p in g.players]
    assert len(set(cards)) == 4
    for p in g.players:
        home = g.comp.captains[p.card].home
        assert g.comp.zones[p.zone].id == home and p.in_port
        assert p.gold == 10 and len(p.hand) == 1 and p.glory == 0 and p.stash == 0
    assert g.bank == g.comp.rules.bank_gold - 40


def test_each_captain_chooses_a_sloop_or_a_flute_from_the_first_player_on():
    g = marauders.new_game(players=NAMES, seed=7)
    order = []
    while g.sub == "first-ship":
        assert set(g.legal_actions().notations()) == {"ship sloop", "ship flute"}
        order.append(g.current_player)
        g.apply("ship flute" if g.current_player % 2 else "ship sloop")
    assert order == [(g.first + i) % 4 for i in range(4)]
    for p in g.players:
        assert p.ship == ("flute" if p.seat % 2 else "sloop") and p.loc == maxima(g.comp, p.ship)
    assert g.round == 1 and g.sub == "action" and g.current_player == g.first and g.actions_left == 3
    assert any(line.startswith("Round 1: the event is") for line in g.log())


def test_the_first_player_is_random_but_seeded():
    firsts = {marauders.new_game(players=3, seed=s).first for s in range(20)}
    assert firsts == {0, 1, 2}
    assert marauders.new_game(players=3, seed=11).first == marauders.new_game(players=3, seed=11).first


@pytest.mark.parametrize("players", [1, 5, ["Ann"], ["Ann", "Ann "]])
def test_two_to_four_players(players):
    with pytest.raises(RecordError):
        marauders.new_game(players=players)


def test_a_record_replays_the_same_game():
    g = new(seed=9, round_limit=4)
    from nassau.kernel.rng import Rng
    r = Rng(1)
    for _ in range(40):
        if g.is_over:
            break
        legal = g.legal_actions()
        g.apply(legal[r.below(len(legal))])
    loaded = marauders.Game.from_json(g.to_json())
    assert loaded.state_dict() == g.state_dict() and loaded.log() == g.log()


@pytest.mark.parametrize("ship", [[], {}, 3, "canoe"])
def test_a_record_whose_captain_holds_no_ship_id_names_the_field(ship):
    import json

    from nassau.kernel.game import state_hash
    doc = json.loads(marauders.new_game(NAMES, seed=2).to_json())
    doc["start"]["players"][1]["ship"] = ship
    doc["start_hash"] = state_hash({"start": doc["start"], "start_log": doc.get("start_log")})
    with pytest.raises(RecordError) as err:
        marauders.Game.from_json(json.dumps(doc))
    assert err.value.field.endswith("players[1].ship")
