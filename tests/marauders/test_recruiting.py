"""Recruiting in the port action (fact sheet §6; the zone texts of Port Royal and Petite
Goave), with scripted Leadership rolls.

Anja's captain is Isabel de Montoya (Leadership 2, a haggler) unless a test needs the
quartermaster Mary Cartwright; her ship is a frigate (crew 3).
"""

import pytest

from nassau import RecordError, marauders
from nassau.marauders.rules import recruiting, serialize
from nassau.marauders.rules.checks import skill

from .helpers import captain, give_gold, legal, load_dice, new, place, set_captain, set_ship, sound, turn_of
from .test_combat import loc

SPANISH = (0, 0, 1, 0)


def short_handed(where, crew=1, gold=10, bounty=(0, 0, 0, 0), cap="isabel-de-montoya"):
    """Anja in port with a frigate of ``crew`` crew (of 3), her port action begun."""
    g = new(2, seed=3)
    set_captain(g, "Anja", cap)
    set_captain(g, "Jonah", "pieter-claeszoon")
    turn_of(g, "Anja")
    place(g, "Anja", where, in_port=True)
    set_ship(g, "Anja", "frigate")
    give_gold(g, "Anja", gold)
    p = loc(g, "Anja", crew=crew)
    p.bounty = bounty
    g.apply("port")
    assert cap != "isabel-de-montoya" or skill(g, p, "leadership") == 2       # two scripted dice
    return sound(g)


def test_a_leadership_success_fills_the_crew_free():
    g = short_handed("tortuga")
    p = captain(g, "Anja")
    load_dice(g, 5, 1)
    g.apply("recruit")
    assert p.loc[3] == 3 and p.gold == 10 and g.sub == "port"
    assert "Anja signs on 2 sailors free (a successful roll): crew 3." in g.log()
    sound(g)


def test_a_failed_roll_lets_the_captain_hire_crew_at_2_gold_each():
    g = short_handed("tortuga")
    p, bank = captain(g, "Anja"), g.bank
    load_dice(g, 4, 1)
    g.apply("recruit")
    assert g.sub == "hire" and legal(g) == {"hire 0", "hire 1", "hire 2"}
    g.apply("hire 2")
    assert p.loc[3] == 3 and p.gold == 6 and g.bank == bank + 4 and g.sub == "port"
    sound(g)


def test_the_captain_may_hire_nobody():
    g = short_handed("tortuga")
    p = captain(g, "Anja")
    load_dice(g, 4, 1)
    g.apply("recruit")
    g.apply("hire 0")
    assert p.loc[3] == 1 and p.gold == 10 and g.sub == "port"
    sound(g)


def test_only_the_crew_the_captain_can_pay_for_is_offered():
    g = short_handed("tortuga", crew=0, gold=3)
    load_dice(g, 4, 1)
    g.apply("recruit")
    assert legal(g) == {"hire 0", "hire 1"}


def test_a_captain_who_cannot_pay_for_one_crew_is_not_asked():
    g = short_handed("tortuga", gold=1)
    load_dice(g, 4, 1)
    g.apply("recruit")
    assert g.sub == "port" and captain(g, "Anja").loc[3] == 1


def test_recruiting_is_once_a_port_action_and_not_offered_with_a_full_crew():
    g = short_handed("tortuga", crew=3)
    assert "recruit" not in legal(g)
    g = short_handed("tortuga")
    load_dice(g, 4, 1)
    g.apply("recruit")
    g.apply("hire 1")
    assert "recruit" not in legal(g)


def test_a_quartermaster_fills_the_crew_free_without_a_roll():
    g = short_handed("tortuga", cap="mary-cartwright")
    p = captain(g, "Anja")
    load_dice(g)                                        # any die rolled fails the test
    g.apply("recruit")
    assert p.loc[3] == 3 and p.gold == 10
    sound(g)


@pytest.mark.parametrize("bounty, rolls", [(SPANISH, False), ((0, 0, 0, 0), True)])
def test_port_royal_fills_a_pirates_crew_free_without_a_roll(bounty, rolls):
    g = short_handed("port-royal", bounty=bounty)
    p = captain(g, "Anja")
    load_dice(g, *((4, 1) if rolls else ()))
    g.apply("recruit")
    assert (p.loc[3], g.sub) == ((1, "hire") if rolls else (3, "port"))


def test_petite_goave_fills_a_non_pirates_crew_free_and_lets_no_pirate_recruit():
    g = short_handed("petite-goave")
    p = captain(g, "Anja")
    load_dice(g)
    g.apply("recruit")
    assert p.loc[3] == 3 and p.gold == 10
    sound(g)
    g = short_handed("petite-goave", bounty=SPANISH)
    assert "recruit" not in legal(g)


def test_the_hiring_decision_saves_and_loads():
    g = short_handed("tortuga")
    load_dice(g, 4, 1)
    g.apply("recruit")
    d = g.state_dict()
    back = marauders.Game._from_state(d)
    assert back.sub == "hire" and back.state_dict() == d
    assert back.legal_actions().notations() == g.legal_actions().notations()
    assert set(recruiting.STEPS) <= set(serialize.BASE_PORT_STEPS) and "hire" in serialize.BASE_SUBS
    d["game"]["port_steps"] = []
    with pytest.raises(RecordError) as info:
        marauders.Game._from_state(d)
    assert info.value.field == "start.game.port_steps"


def test_the_hiring_log_reads_in_the_second_person_for_you():
    g = marauders.new_game(players=["You", "Jonah"], seed=3)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    set_captain(g, "You", "isabel-de-montoya")
    turn_of(g, "You")
    place(g, "You", "tortuga", in_port=True)
    give_gold(g, "You", 10)
    loc(g, "You", crew=0)
    g.apply("port")
    load_dice(g, 4, 1)
    g.apply("recruit")
    g.apply("hire 1")
    assert "You hire 1 sailor for 2 gold: crew 1." in g.log()
    sound(g)
