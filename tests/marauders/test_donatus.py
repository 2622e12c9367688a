"""Donatus van 't Hof (Seas of Glory's new captains, read from his printed card): once per
naval battle or merchant raid he may cancel a hit to his last crew; a question to him in the
middle of the fight or raid, with scripted dice and stacked cargo cards."""

import pytest

from nassau import RecordError, marauders
from nassau.marauders.rules.state import CREW, HULL

from .helpers import NAMES, captain, empty_hands, legal, load_dice, place, set_captain, set_ship, sound, stack_cargo, turn_of
from .test_combat import loc

DONATUS = "donatus-van-t-hof"


def table(anja="isabel-de-montoya", jonah="pieter-claeszoon", ships=("sloop", "sloop")):
    """Anja and Jonah at sea in the Caribbean Sea with the new captains in the deck; Anja's turn."""
    g = marauders.new_game(players=NAMES[:2], seed=3, modules={"new-cards"})
    while g.sub == "first-ship":
        g.apply("ship sloop")
    set_captain(g, "Anja", anja)
    set_captain(g, "Jonah", jonah)
    for name, ship in zip(("Anja", "Jonah"), ships):
        place(g, name, "caribbean-sea")
        set_ship(g, name, ship)
    turn_of(g, "Anja")
    empty_hands(g)
    return sound(g)


def test_his_card_is_the_printed_one():
    card = next(c for c in marauders.default_components().captains if c.id == DONATUS)
    assert (card.name, card.nation, card.home, card.ability, card.expansion) == \
        ("Donatus van 't Hof", "dutch", "st-maarten", "save-last-crew", "sog")
    assert (card.seamanship, card.scouting, card.leadership, card.influence) == (3, 4, 2, 1)
    rows = marauders.provenance()
    assert rows[(rows.component == "captains") & (rows.id == DONATUS)].provenance.tolist() == ["rulebook"]


# --- a merchant raid -----------------------------------------------------------------------------
def raid_two_crew_hits(g):
    """Anja (Donatus, a flute: crew 1) raids a merchant whose cards hit the crew twice."""
    stack_cargo(g, "sugar-5", "tobacco-5", "sugar-1")          # crew, crew, escape
    load_dice(g, 6, 1, 1, 1, 1, 1, 1)                          # Scouting 4 (a success), Seamanship 3 (none)
    g.apply("scout merchant")
    g.apply(f"raid {g.raid.choices[0]}")
    g.apply("resolve")


def test_in_a_raid_he_cancels_the_first_hit_to_his_last_crew_and_the_second_lands():
    g = table(anja=DONATUS, ships=("flute", "sloop"))
    anja = captain(g, "Anja")
    raid_two_crew_hits(g)
    assert g.sub == "question" and g.question.kind == "save-crew" and legal(g) == {"save crew", "take hit"}
    assert g.prompt() == "Round 1: Anja may cancel the hit to the last crew (the merchant's defence)."
    g.apply("save crew")
    assert anja.loc[CREW] == 0 and anja.loc[HULL] == 3           # the second crew hit took the last crew
    assert "Anja cancels the hit to the last crew (the merchant's defence)." in g.log()
    sound(g)


def test_in_a_raid_taking_the_hit_spends_nothing_and_the_next_goes_to_the_hull():
    g = table(anja=DONATUS, ships=("flute", "sloop"))
    anja = captain(g, "Anja")
    raid_two_crew_hits(g)
    g.apply("take hit")
    assert anja.loc[CREW] == 0 and anja.loc[HULL] == 2           # the second found no crew: the hull
    assert g.sub != "question"
    sound(g)


def test_a_captain_with_crew_to_spare_or_another_ability_is_not_asked():
    g = table(anja=DONATUS, ships=("sloop", "sloop"))             # crew 2: the first hit is not to the last
    raid_two_crew_hits(g)
    assert g.sub == "question"                                   # the second one is
    g = table(anja="isabel-de-montoya", ships=("flute", "sloop"))
    stack_cargo(g, "sugar-5", "tobacco-5", "sugar-1")
    load_dice(g, 6, 1, 1, 1)                                     # Isabel: Scouting 2, Seamanship 2
    g.apply("scout merchant")
    g.apply(f"raid {g.raid.choices[0]}")
    g.apply("resolve")
    assert g.sub != "question" and captain(g, "Anja").loc[CREW] == 0


# --- a naval battle ------------------------------------------------------------------------------
@pytest.mark.parametrize("answer, crew", [("save crew", 1), ("take hit", 0)])
def test_in_a_naval_battle_he_is_asked_once_a_battle(answer, crew):
    g = table(jonah=DONATUS)
    jonah = loc(g, "Jonah", crew=1)
    load_dice(g, 6, 1,                  # Anja's Scouting finds him
              6, 5, 1, 1, 1,            # the contest: Anja 2 successes, Donatus none of 3 dice
              3)                        # Anja's one shot: the crew
    g.apply("scout captain Jonah")
    g.apply("shoot")
    g.apply("shoot")
    assert g.sub == "question" and g.current_player == jonah.seat and legal(g) == {"save crew", "take hit"}
    g.apply(answer)
    assert jonah.loc[CREW] == crew and g.fight is not None and g.fight.round == 2
    assert (jonah.seat in g.fight.used) == (answer == "save crew")
    sound(g)


def test_after_saving_once_the_next_hit_to_his_last_crew_in_the_battle_lands():
    g = table(jonah=DONATUS)
    jonah = loc(g, "Jonah", crew=1)
    load_dice(g, 6, 1, 6, 5, 1, 1, 1, 3)
    g.apply("scout captain Jonah")
    g.apply("shoot")
    g.apply("shoot")
    g.apply("save crew")                # (the decision is carried out again with the same dice)
    load_dice(g, 6, 5, 1, 1, 1, 3)      # round 2: the same again
    g.apply("shoot")
    g.apply("shoot")
    assert jonah.loc[CREW] == 0 and g.sub != "question"
    sound(g)


# --- setting up a position -----------------------------------------------------------------------
def test_the_position_editor_deals_him_where_the_new_captains_are_in_play():
    g = marauders.new_game(players=NAMES[:2], seed=3, modules={"new-cards"})
    with g.edit() as e:
        e.captain("Anja", DONATUS)
    assert g.comp.captains[captain(g, "Anja").card].id == DONATUS and g.problems() == []
    assert marauders.Game.from_json(g.to_json()).state_dict() == g.state_dict()
    base = marauders.new_game(players=NAMES[:2], seed=3)
    with pytest.raises(RecordError, match="new-cards"):
        with base.edit() as e:
            e.captain("Anja", DONATUS)
