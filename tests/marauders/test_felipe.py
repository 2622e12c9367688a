"""Felipe de los Reyes (fact sheet, captain abilities): "Once per battle … may move one hit he
receives to another location". A question to him after each hit of a naval battle until he
uses it, with scripted dice."""

import pytest

from nassau import marauders
from nassau.marauders.bots.heuristic import _moved_hit
from nassau.marauders.rules.questions import Question
from nassau.marauders.rules.state import CARGO, CREW, HULL, MASTS

from .helpers import NAMES, captain, empty_hands, legal, load_dice, place, set_captain, set_ship, sound, turn_of
from .test_combat import loc

FELIPE = "felipe-de-los-reyes"


def table():
    """Anja and Jonah (Felipe) in sloops in the Caribbean Sea; Anja's turn."""
    g = marauders.new_game(players=NAMES[:2], seed=3)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    set_captain(g, "Anja", "isabel-de-montoya")
    set_captain(g, "Jonah", FELIPE)
    for name in ("Anja", "Jonah"):
        place(g, name, "caribbean-sea")
        set_ship(g, name, "sloop")
    turn_of(g, "Anja")
    empty_hands(g)
    return sound(g)


def shot_at_his_last_crew(g):
    """Round 1: Anja finds Jonah and wins the contest; her one cannon rolls a 3 (his crew)."""
    load_dice(g, 6, 1,                  # Anja's Scouting (2 dice) finds him
              6, 5, 1, 1, 1,            # the contest: Anja 2 successes, Felipe none of 3 dice
              3)                        # Anja's one shot: the crew
    g.apply("scout captain Jonah")
    g.apply("shoot")
    g.apply("shoot")


def test_a_hit_is_a_question_to_him_listing_every_other_location_with_something_left():
    g = table()
    jonah = loc(g, "Jonah", crew=1, cannons=0)
    shot_at_his_last_crew(g)
    assert g.sub == "question" and g.current_player == jonah.seat and g.question.kind == "move-hit"
    assert legal(g) == {"take hit", "move hit hull", "move hit cargo", "move hit masts"}   # no cannons left
    assert g.question.facts == ("crew", *jonah.loc)
    assert g.prompt() == ("Round 1: Jonah may move a hit to another location, once this battle "
                          "(a hit to the crew (a 3), which is at 1).")
    sound(g)


@pytest.mark.parametrize("answer, crew, cargo", [("move hit cargo", 1, 1), ("take hit", 0, 2)])
def test_he_moves_the_hit_or_takes_it_where_it_landed(answer, crew, cargo):
    g = table()
    jonah = loc(g, "Jonah", crew=1, cargo=2)
    shot_at_his_last_crew(g)
    g.apply(answer)
    assert (jonah.loc[CREW], jonah.loc[CARGO]) == (crew, cargo)
    assert (jonah.seat in g.fight.used) == (answer != "take hit")
    assert ("Jonah moves the hit from the crew to the cargo." in g.log()) == (answer != "take hit")
    sound(g)


def test_once_moved_the_battle_asks_him_no_more_and_a_refusal_keeps_the_move_for_later():
    g = table()
    jonah = loc(g, "Jonah", crew=1, cargo=2, hull=3)
    shot_at_his_last_crew(g)
    g.apply("take hit")                 # kept for later: round 2 asks again
    load_dice(g, 6, 5, 1, 1, 1, 2)      # round 2: Anja wins again, her shot hits the masts
    g.apply("shoot")
    g.apply("shoot")
    assert g.sub == "question" and g.question.facts[0] == "masts"
    g.apply("move hit hull")
    assert jonah.loc[HULL] == 2 and jonah.loc[MASTS] == 2
    load_dice(g, 6, 5, 1, 1, 1, 2)      # round 3: the masts again, and no question
    g.apply("shoot")
    g.apply("shoot")
    assert g.sub != "question" and jonah.loc[MASTS] == 1
    sound(g)


def test_a_skull_he_places_himself_is_not_asked_about():
    g = table()
    jonah = loc(g, "Jonah", cargo=2)
    load_dice(g, 6, 1, 6, 5, 1, 1, 1, 6)      # Anja's one shot: a skull, placed by Jonah
    g.apply("scout captain Jonah")
    g.apply("shoot")
    g.apply("shoot")
    assert g.sub == "skull" and g.current_player == jonah.seat
    g.apply("hit cargo")
    assert g.sub != "question" and jonah.loc[CARGO] == 1 and jonah.seat not in g.fight.used
    sound(g)


def test_another_captain_is_never_asked():
    g = table()
    set_captain(g, "Jonah", "diego-alvarado")      # Seamanship 3 too, another ability
    jonah = loc(g, "Jonah", crew=1)
    shot_at_his_last_crew(g)
    assert g.sub != "question" and jonah.loc[CREW] == 0


@pytest.mark.parametrize("facts, answer", [
    (("crew", 3, 2, 2, 1, 1), "move hit hull"),          # it would empty the crew: to the fullest other
    (("hull", 1, 2, 3, 2, 1), "move hit masts"),         # it would sink him
    (("cargo", 3, 2, 2, 2, 1), "take hit"),              # nothing is lost for good: kept for later
    (("crew", 1, 1, 1, 1, 1), "take hit"),               # nowhere has more than 1 to give
])
def test_the_bots_keep_the_move_for_a_hit_that_would_sink_him_or_empty_a_location(facts, answer):
    question = Question("shoot", 0, "declare", 0, (), 1, "move-hit", "", ("take hit",), "", facts)
    assert _moved_hit(question) == answer


def test_a_saved_game_with_his_question_loads_and_plays_on():
    g = table()
    jonah = loc(g, "Jonah", crew=1)
    shot_at_his_last_crew(g)
    again = marauders.Game._from_state(g.state_dict())
    assert again.question == g.question and legal(again) == legal(g)
    again.apply("move hit hull")
    assert captain(again, "Jonah").loc[CREW] == 1 and jonah.loc[CREW] == 1
