"""Each illegal decision is refused with the rule it breaks, and nothing changes."""

import pytest

from nassau.kernel.errors import IllegalActionError

from .helpers import captain, give_glory, new, place, turn_of
from .test_combat import duel, fight, loc, to_round_2


def refused(g, notation):
    before = (g.state_dict(), g.log())
    with pytest.raises(IllegalActionError) as info:
        g.apply(notation)
    assert (g.state_dict(), g.log()) == before and isinstance(info.value, ValueError)
    return info.value


@pytest.mark.parametrize("where, notation, rule", [
    (("tortuga", False), "move caracas", "move.adjacent"),
    (("tortuga", True), "move havana", "move.in-port"),
    (("tortuga", False), "leave port", "move.at-sea"),
    (("caribbean-sea", False), "enter port", "move.no-port"),
    (("tortuga", False), "port", "port.in-port"),
    (("tortuga", True), "scout merchant", "scout.at-sea"),
    (("tortuga", False), "scout captain Nobody", "scout.same-zone"),
    (("tortuga", False), "sell rum", "sequence"),
    (("tortuga", False), "shoot", "sequence"),
])
def test_the_turns_refusals_name_their_rule(where, notation, rule):
    g = new(2, seed=3)
    turn_of(g, "Anja")
    place(g, "Anja", where[0], in_port=where[1])
    assert refused(g, notation).rule == rule


def test_a_closed_port_names_the_bounty():
    g = new(2, seed=3)
    turn_of(g, "Anja")
    place(g, "Anja", "tortuga")
    captain(g, "Anja").bounty = (0, 1, 0, 0)
    err = refused(g, "enter port")
    assert err.rule == "port.closed" and "French bounty" in str(err)


def test_the_port_action_is_refused_a_second_time_and_selling_after_another_activity():
    g = new(2, seed=3)
    turn_of(g, "Anja")
    place(g, "Anja", "tortuga", in_port=True)
    g.apply("port")
    g.apply("done")
    assert refused(g, "port").rule == "port.once-a-turn"


def test_the_fights_refusals():
    g = fight(duel(), 1, 1, 1, 1)
    assert refused(g, "board").rule == "combat.round-one"
    assert refused(g, "shoot grapeshot").rule == "combat.weapon"
    to_round_2(g)
    loc(g, "Anja", masts=0)
    assert refused(g, "flee").rule == "combat.no-masts"
    loc(g, "Anja", masts=2, crew=0)
    assert refused(g, "board").rule == "combat.no-crew"
    assert refused(g, "move tortuga").rule == "sequence"


def test_a_card_not_in_hand_or_not_playable_now():
    g = duel()
    assert refused(g, "play fair-winds-1").rule == "glory.hand"
    card = give_glory(g, "Anja", "escape")
    assert refused(g, f"play {card}").rule == "glory.when"


def test_a_raid_needs_an_undamaged_ship():
    g = duel()
    loc(g, "Anja", cannons=0)
    assert g.merchants[g.comp.by_id["caribbean-sea"].index] >= 0
    assert refused(g, "scout merchant").rule == "raid.damaged"
