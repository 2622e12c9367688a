"""Seas of Glory variant 5, Cutthroat (the rulebook's 變體規則5), rule by rule with scripted
dice: the ambush asked of the captains at sea in the zone a captain sails into, in seat order,
before the NPCs scout; the roll-off of several ambushers; the fight and its bounty; the card
turned down (no second ambush, 2 actions off the next turn); the Galleon at maneuverability 1;
records at the new decision; and seeded random games keeping every invariant."""

import pytest

from nassau import marauders
from nassau.kernel.errors import IllegalActionError, RecordError
from nassau.marauders.seas_of_glory import cutthroat, brig
from nassau.marauders.rules import extensions as ext, turns
from nassau.marauders.bots.heuristic import HeuristicBot
from nassau.marauders.rules.state import NATION_INDEX

from .helpers import NAMES, captain, empty_hands, legal, load_dice, place, set_captain, set_ship, sound, turn_of
from .test_npcs_and_events import put_npc
from .test_variants import deterministic, random_games, replayed_positions_reload

SCOUTS = ("isabel-de-montoya", "pieter-claeszoon", "felipe-de-los-reyes", "diego-alvarado")   # Scouting 2 each


def new_ct(n=3, seed=3, variants=("cutthroat",), **options):
    """Anja's turn at sea off Santo Domingo; the others at sea off San Juan (next door)."""
    g = marauders.new_game(players=NAMES[:n], seed=seed, options=options or None, variants=variants)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    for name, cap in zip(NAMES[:n], SCOUTS):
        set_captain(g, name, cap)
    empty_hands(g)
    place(g, "Anja", "santo-domingo")
    for name in NAMES[1:n]:
        place(g, name, "san-juan")
    turn_of(g, "Anja")
    return sound(g)


def pirate(g, name, nation="english"):
    p = captain(g, name)
    i = NATION_INDEX[nation]
    p.bounty = p.bounty[:i] + (1,) + p.bounty[i + 1:]
    g._legal = None
    return p


# --- who is asked, and when -------------------------------------------------------------------------
def test_sailing_into_a_captains_zone_asks_him_to_ambush_before_anything_is_rolled():
    g = new_ct(n=2)
    load_dice(g)                                  # no die may be rolled before he answers
    g.apply("move san-juan")
    assert (g.sub, g.current_player) == ("ambush", 1) and legal(g) == {"ambush", "pass"}
    assert g.ambush == cutthroat.Ambush(0, (1,), ())
    assert "Jonah may ambush the captain who sailed in" in g.prompt()
    assert g.actions_left == 2                    # the move is paid
    sound(g)


def test_a_pass_lets_him_sail_on_with_his_actions_and_costs_nothing():
    g = new_ct(n=2)
    g.apply("move san-juan")
    g.apply("pass")
    assert (g.sub, g.current_player, g.actions_left, g.fight) == ("action", 0, 2, None)
    assert captain(g, "Jonah").ambush_cost == 0 and g.ambush is None
    assert "Jonah lets Anja sail by." in g.log()


def test_coming_out_of_port_into_the_zone_counts_as_entering_it():
    g = new_ct(n=2)
    place(g, "Anja", "san-juan", in_port=True)
    g.apply("leave port")
    assert g.sub == "ambush" and g.current_player == 1


def test_captains_in_port_dead_or_elsewhere_are_not_asked():
    g = new_ct(n=4)
    place(g, "Jonah", "san-juan", in_port=True)
    place(g, "Jon", "st-maarten")
    captain(g, "Ewan").dead = True
    g.apply("move san-juan")
    assert g.sub == "action" and g.ambush is None


def test_the_others_are_asked_one_at_a_time_in_seat_order_from_the_left_of_the_captain_moving():
    g = new_ct(n=4)
    place(g, "Anja", "san-juan")
    place(g, "Jon", "santo-domingo")
    turn_of(g, "Jon")
    g.apply("move san-juan")
    assert g.ambush.asked == (3, 0, 1) and g.current_player == 3
    g.apply("pass")
    assert g.current_player == 0 and g.ambush.asked == (0, 1)
    g.apply("ambush")
    assert g.current_player == 1 and g.ambush.joined == (0,)     # the earlier answers are public
    assert g.observation("Jonah")["ambush"] == {"target": 2, "asked": [1], "joined": [0]}


def test_without_the_variant_nobody_is_asked():
    g = new_ct(n=2, variants=())
    g.apply("move san-juan")
    assert g.sub == "action" and cutthroat.lurkers(g, captain(g, "Anja")) == ()
    with pytest.raises(IllegalActionError) as err:
        g.apply("ambush")
    assert err.value.rule == "sequence"


# --- one ambusher ------------------------------------------------------------------------------------
def test_a_successful_ambush_starts_a_fight_with_the_ambusher_as_aggressor_and_his_bounty():
    g = new_ct(n=2)
    g.apply("move san-juan")
    load_dice(g, 6, 1)                            # Jonah's Scouting 2: one success finds her
    g.apply("ambush")
    assert (g.fight.a, g.fight.d) == (1, 0) and (g.sub, g.current_player) == ("declare", 1)
    jonah = captain(g, "Jonah")
    assert jonah.bounty[NATION_INDEX["spanish"]] == 1      # Anja is no pirate: a Spanish bounty
    assert jonah.ambush_cost == cutthroat.COST
    assert "Jonah springs an ambush on Anja." in g.log()
    sound(g)


def test_ambushing_a_pirate_earns_no_bounty():
    g = new_ct(n=2)
    pirate(g, "Anja")
    g.apply("move san-juan")
    load_dice(g, 5, 5)
    g.apply("ambush")
    assert g.fight is not None and captain(g, "Jonah").bounty == (0, 0, 0, 0)


def test_a_failed_ambush_still_turns_the_card_down_and_her_turn_goes_on():
    g = new_ct(n=2)
    g.apply("move san-juan")
    load_dice(g, 4, 1)
    g.apply("ambush")
    assert g.fight is None and (g.sub, g.current_player, g.actions_left) == ("action", 0, 2)
    assert captain(g, "Jonah").ambush_cost == cutthroat.COST
    assert "Anja slips past unseen." in g.log()


def test_the_turned_card_forbids_a_second_ambush_until_his_own_turn():
    g = new_ct(n=2)
    g.apply("move san-juan")
    load_dice(g, 4, 1)
    g.apply("ambush")
    g.apply("move santo-domingo")
    g.apply("move san-juan")                      # back into his zone: he is not asked again
    assert g.sub == "action" and g.ambush is None


def test_the_ambush_costs_two_actions_of_his_next_turn_and_his_card_turns_back():
    g = new_ct(n=2)
    g.first, g.turn_no = 0, 0                     # Anja plays first this round, Jonah next
    g.apply("move san-juan")
    load_dice(g, 4, 1)
    g.apply("ambush")
    g.apply("end turn")                           # Jonah's turn (seat 1 after seat 0)
    assert g.current_player == 1 and g.actions_left == 1
    assert captain(g, "Jonah").ambush_cost == 0
    assert "Jonah loses 2 actions for the ambush." in g.log()


def test_a_dead_ambushers_successor_loses_no_action():
    g = new_ct(n=2)
    jonah = captain(g, "Jonah")
    jonah.ambush_cost, jonah.dead = cutthroat.COST, True
    g.actions_left = 3
    cutthroat.start_of_turn(g, jonah)
    assert g.actions_left == 3 and jonah.ambush_cost == 0


# --- several ambushers roll together -----------------------------------------------------------------
def test_only_those_who_join_roll_and_the_most_successes_finds_him():
    g = new_ct(n=3)
    g.apply("move san-juan")
    g.apply("ambush")
    load_dice(g, 5, 1, 6, 6)                      # Jonah 1 success, Jon 2
    g.apply("ambush")
    assert (g.fight.a, g.fight.d) == (2, 0)
    assert captain(g, "Jonah").ambush_cost == captain(g, "Jon").ambush_cost == cutthroat.COST


def test_one_who_passes_keeps_his_card_face_up():
    g = new_ct(n=3)
    g.apply("move san-juan")
    g.apply("pass")
    load_dice(g, 6, 1)
    g.apply("ambush")
    assert g.fight.a == 2 and captain(g, "Jonah").ambush_cost == 0


def test_equal_successes_go_to_the_higher_sum_of_the_other_dice():
    g = new_ct(n=3)
    g.apply("move san-juan")
    g.apply("ambush")
    load_dice(g, 6, 4, 6, 3)                      # one success each; Jonah's other die 4 beats 3
    g.apply("ambush")
    assert g.fight.a == 1


def test_a_full_tie_rolls_again_among_the_tied():
    g = new_ct(n=3)
    g.apply("move san-juan")
    g.apply("ambush")
    load_dice(g, 6, 2, 6, 2, 1, 1, 5, 1)         # tied twice over; then Jon's 5 finds her
    g.apply("ambush")
    assert g.fight.a == 2 and "The ambushers tie; Jonah and Jon roll again." in g.log()
    assert not g.rng.faces                        # every scripted die was rolled


def test_no_success_among_all_who_joined_lets_him_pass():
    g = new_ct(n=3)
    g.apply("move san-juan")
    g.apply("ambush")
    load_dice(g, 4, 1, 3, 2)
    g.apply("ambush")
    assert g.fight is None and g.sub == "action"
    assert captain(g, "Jonah").ambush_cost == captain(g, "Jon").ambush_cost == cutthroat.COST


# --- before the NPCs --------------------------------------------------------------------------------
def _npc_there(g):
    i = put_npc(g, "pirate-large", "san-juan")    # an NPC pirate hunts Anja, no pirate
    return i, g.comp.events[g.npcs[i][0]].npc.scouting


def test_the_npcs_scout_only_after_the_captains_have_answered():
    g = new_ct(n=2)
    i, dice = _npc_there(g)
    load_dice(g)                                  # the NPC may not roll yet
    g.apply("move san-juan")
    assert g.sub == "ambush" and not any("Scouting for Anja" in line for line in g.log())
    load_dice(g, 6, *[1] * (dice - 1))
    g.apply("pass")
    assert g.fight.a == 10 + i                    # then the NPC scouts and finds her


def test_when_the_ambush_fails_the_npcs_still_scout():
    g = new_ct(n=2)
    i, dice = _npc_there(g)
    g.apply("move san-juan")
    load_dice(g, 1, 1, 6, *[1] * (dice - 1))
    g.apply("ambush")
    assert g.fight.a == 10 + i


def test_when_the_ambush_finds_him_the_npcs_do_not_scout_that_entry():
    g = new_ct(n=2)
    _npc_there(g)
    g.apply("move san-juan")
    load_dice(g, 6, 1)                            # only Jonah's dice: the NPC rolls none
    g.apply("ambush")
    assert g.fight.a == 1 and not g.rng.faces


# --- the Galleon --------------------------------------------------------------------------------------
def test_the_variant_plays_the_galleon_at_maneuverability_1_unless_its_second_part_is_left_out():
    assert ext.galleon_maneuverability(new_ct(n=2)) == 1
    assert ext.galleon_maneuverability(new_ct(n=2, variants=())) == 2
    assert ext.galleon_maneuverability(new_ct(n=2, cutthroat_galleons=False)) == 2
    assert ext.galleon_maneuverability(new_ct(n=2, cutthroat_galleons=False, galleon_maneuverability=3)) == 3


def test_a_galleons_low_maneuverability_shows_in_the_fight():
    from nassau.marauders.rules import sides
    g = new_ct(n=2)
    set_ship(g, "Jonah", "galleon")
    assert sides.maneuver_of(g, 1) == 1


# --- records, bots, random play -----------------------------------------------------------------------
def test_a_position_at_the_ambush_decision_saves_and_loads_as_itself():
    g = new_ct(n=3)
    g.apply("move san-juan")
    g.apply("ambush")
    back = marauders.Game._from_state(g.state_dict())
    assert back.state_dict() == g.state_dict() and back.ambush == g.ambush
    assert back.legal_actions().notations() == g.legal_actions().notations()
    assert back.clone().ambush == g.ambush
    back.apply("pass")                            # and play goes on from it
    assert back.sub == "declare" or back.sub == "action"


def test_a_record_stopped_at_an_ambush_replays_to_it():
    from nassau.kernel.rng import Rng
    for seed in range(40):
        g = marauders.new_game(players=4, seed=seed, variants={"cutthroat"}, options={"round_limit": 8})
        r = Rng(seed)
        while not g.is_over and g.sub != "ambush":
            legal_now = g.legal_actions()
            g.apply(legal_now[r.below(len(legal_now))])
        if g.sub == "ambush":
            back = marauders.Game.from_json(g.to_json())
            assert back.state_dict() == g.state_dict() and back.current_player == g.current_player
            return
    pytest.fail("no random game reached an ambush")


@pytest.mark.parametrize("corrupt, field", [
    (lambda d: d["game"].update(ambush=None), "start.game.ambush"),
    (lambda d: d["game"]["ambush"].update(joined=[0]), "start.game.ambush.joined"),
    (lambda d: d["game"]["ambush"].update(asked=[]), "start.game.ambush.asked"),
    (lambda d: d["players"][1].update(ambush_cost=1), "start.players[1].ambush_cost"),
    (lambda d: d.update(variants=[]), "start.game.ambush"),
])
def test_a_corrupt_ambush_record_is_refused_naming_the_field(corrupt, field):
    g = new_ct(n=3)
    g.apply("move san-juan")
    g.apply("ambush")
    d = g.state_dict()
    corrupt(d)
    with pytest.raises(RecordError) as err:
        marauders.Game._from_state(d)
    assert field in str(err.value)


def test_a_turned_card_is_refused_in_a_game_without_the_variant():
    g = new_ct(n=2, variants=())
    d = g.state_dict()
    d["players"][1]["ambush_cost"] = 2
    with pytest.raises(RecordError) as err:
        marauders.Game._from_state(d)
    assert "ambush_cost" in str(err.value)


def test_the_invariants_catch_a_turned_card_of_the_wrong_cost_and_a_lost_question():
    g = new_ct(n=2)
    captain(g, "Jonah").ambush_cost = 3
    assert any("ambush" in p for p in g.problems())
    g = new_ct(n=2)
    g.sub = "ambush"
    assert any("ambush" in p for p in g.problems())


def test_a_bot_answers_the_ambush_a_pirate_ambushing_a_laden_captain():
    g = new_ct(n=2)
    captain(g, "Anja").gold = captain(g, "Anja").gold      # (gold stays conserved)
    g.apply("move san-juan")
    assert HeuristicBot(plan="trader").choose(g).notation == "pass"
    anja = captain(g, "Anja")
    g.bank -= 10
    anja.gold += 10
    assert HeuristicBot(plan="pirate").choose(g).notation == "ambush"


def test_fifty_seeded_games_with_the_variant_keep_every_invariant():
    seen = set()
    random_games({"cutthroat"}, games=50, rounds=8, check=lambda g: seen.add(g.sub))
    assert "ambush" in seen


def test_positions_reload_and_play_is_deterministic_with_the_variant():
    replayed_positions_reload({"cutthroat"})
    deterministic({"cutthroat"})


def test_the_widgets_panel_shows_the_ambush_in_its_own_group():
    from nassau.marauders.ui import intents
    g = new_ct(n=2)
    g.apply("move san-juan")
    kind, _, groups = intents.panel(g)
    assert kind == "combat"
    assert [(name, sorted(a.notation for a in acts)) for name, acts in groups] == [
        ("Ambush (out of turn)", ["ambush", "pass"])]
