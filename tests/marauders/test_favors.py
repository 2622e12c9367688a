"""Seas of Glory module 10, favors (the rulebook's 模組10 - 恩惠, fact sheet §9.10): the track,
buying and earning favors, spending one on a re-roll, an NPC's re-roll or a redraw (asked
right after the roll or draw is shown), entering a closed port, losing them at death; the
question saved and loaded, undo, hidden information, and random games; scripted dice."""

import random

import pytest

from nassau import marauders
from nassau.kernel.errors import IllegalActionError
from nassau.marauders.rules import death
from nassau.marauders.seas_of_glory import favors
from nassau.marauders.rules.serialize import state_dict

from .helpers import (captain, give_glory, give_gold, legal, load_dice, place, set_captain, set_ship, sound, stack_cargo,
                      turn_of)
from .test_missions import give_mission, offer
from .test_npcs_and_events import put_npc
from .test_scouting_and_raids import npc_dice, pirate


def new(seed=3, n=2, **options):
    g = marauders.new_game(players=["Anja", "Jonah", "Jon"][:n], seed=seed, options=options or None,
                           modules={"favors"})
    while g.sub == "first-ship":
        g.apply("ship sloop")
    return g


def anja(g, where, in_port=False, held=0, gold=10, cap="isabel-de-montoya", ship="flute"):
    """Anja (Isabel: Influence 4, Scouting 2) in ``where``, her turn, holding ``held`` favors."""
    set_captain(g, "Anja", cap)
    set_captain(g, "Jonah", "pieter-claeszoon")
    place(g, "Jonah", "nassau", in_port=True)
    p = place(g, "Anja", where, in_port=in_port)
    set_ship(g, "Anja", ship)
    give_gold(g, "Anja", gold)
    g.glory_discard += p.hand                # no glory card to play: the legal choices are the rule's
    p.hand = ()
    p.favors = held
    turn_of(g, "Anja")
    return p


# --- the track, buying and earning ------------------------------------------------------------
def test_the_track_starts_at_0_and_is_public_on_the_board_and_in_the_observation():
    g = new()
    assert [p.favors for p in g.players] == [0, 0]
    captain(g, "Anja").favors = 3
    from nassau.marauders.views.shipboard import board_text
    assert "favors 3 of 5" in board_text(g, captain(g, "Anja"))
    assert g.observation("Jonah")["players"][0]["favors"] == 3
    plain = marauders.new_game(2, seed=3)
    assert "favors" not in board_text(plain, plain.players[0])


def test_a_favor_costs_2_gold_at_the_end_of_a_port_action_and_the_track_stops_at_5():
    g = new()
    p = anja(g, "tortuga", in_port=True, held=3, gold=7)
    bank = g.bank
    g.apply("port")
    g.apply("buy favor")
    assert p.favors == 4 and p.gold == 5 and g.bank == bank + 2
    assert legal(g) == {"buy favor", "done"}                 # it comes last: nothing else after it
    for refused in ("buy goods", "rumor", "repair hull"):
        assert g.why_not(refused).rule == "favors.last"
        with pytest.raises(IllegalActionError, match="favors are bought at the end of a port action"):
            g.apply(refused)
    g.apply("buy favor")
    assert p.favors == 5 and p.gold == 3 and "buy favor" not in legal(g)
    sound(g)


def test_no_favor_without_2_gold_nor_without_the_module():
    g = new()
    anja(g, "tortuga", in_port=True, gold=1)
    g.apply("port")
    assert "buy favor" not in legal(g)
    g = marauders.new_game(2, seed=3)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    place(g, g.names[g.cur], "tortuga", in_port=True)
    g.apply("port")
    assert "buy favor" not in legal(g)


def test_the_option_one_favor_a_port_action():
    g = new(favors_per_port="one")
    anja(g, "tortuga", in_port=True)
    g.apply("port")
    g.apply("buy favor")
    assert legal(g) == {"done"}


def test_taking_a_mission_and_completing_one_each_earn_a_favor():
    g = new()
    p = anja(g, "havana", in_port=True)
    offer(g, "grain-for-the-garrison")
    load_dice(g, 6, 6, 6, 6)                                  # every die a success: no re-roll asked
    g.apply("port")
    g.apply("take mission grain-for-the-garrison")
    assert g.sub == "question" and p.favors == 0                 # the new mission may be redrawn: asked first
    g.apply("accept")
    assert p.favors == 1 and p.missions
    g = new()
    p = anja(g, "san-juan", in_port=True, held=5)
    give_mission(g, "Anja", "escort-the-bishop")
    g.apply("port")
    g.apply("complete escort-the-bishop")
    assert g.question.what == "the glory card drawn" and p.missions    # the glory card first: asked
    g.apply("accept")
    assert p.favors == 5 and p.missions == ()                 # at the top already
    p.favors = 2
    give_mission(g, "Anja", "escort-the-bishop")
    turn_of(g, "Anja")
    g.apply("port")
    g.apply("complete escort-the-bishop")
    g.apply("accept")
    assert p.favors == 3
    sound(g)


def test_a_dead_captain_loses_his_favors():
    g = new()
    p = anja(g, "tortuga", held=4)
    death.die(g, p)
    assert p.favors == 0 and "Anja loses 4 favors." in g.log()


def test_a_captain_the_survivor_card_saves_keeps_his_favors():
    g = new()
    p = anja(g, "tortuga", held=4)
    give_glory(g, "Anja", "survivor")
    death.die(g, p)
    assert p.favors == 4 and p.hand == ()


# --- re-rolls ----------------------------------------------------------------------------------
def test_a_failed_rumor_roll_is_asked_about_and_a_favor_rolls_again():
    g = new()
    p = anja(g, "tortuga", in_port=True, held=2)
    g.apply("port")
    load_dice(g, 1, 1, 1, 1, 6, 1, 1, 1)                      # Influence 4 fails; the re-roll succeeds
    g.apply("rumor")
    assert g.sub == "question" and legal(g) == {"use favor", "accept"} and g.current_player == 0
    assert "re-roll (Influence for a rumor)" in g.prompt()
    assert p.gold == 10 and p.rumors == ()                    # nothing done yet: the question comes first
    g.apply("use favor")
    assert g.sub == "question" and g.question.kind == "redraw"     # and now the card drawn may be drawn again
    g.apply("accept")
    assert p.favors == 1
    assert len(p.rumors) == 1 and p.gold == 8 and g.sub == "port"
    sound(g)


def test_accepting_a_roll_changes_nothing_but_goes_on():
    g = new()
    p = anja(g, "tortuga", in_port=True, held=2)
    g.apply("port")
    load_dice(g, 1, 1, 1, 1)
    g.apply("rumor")
    g.apply("accept")
    assert p.favors == 2 and p.rumors == () and p.gold == 8 and g.sub == "port" and "rumor" not in legal(g)


def test_without_a_favor_or_with_every_die_a_success_nothing_is_asked():
    g = new()
    p = anja(g, "tortuga", in_port=True, held=0)
    g.apply("port")
    load_dice(g, 1, 1, 1, 1)
    g.apply("rumor")
    assert g.sub == "port" and p.rumors == ()
    g = new()
    p = anja(g, "havana", in_port=True, held=1)
    offer(g, "grain-for-the-garrison")
    g.board_missions, g.mission_deck = g.board_missions, g.mission_deck
    load_dice(g, 5, 6, 5, 6)
    g.apply("port")
    g.apply("take mission grain-for-the-garrison")
    assert g.question.kind == "redraw"                           # only the mission drawn is asked about


def test_a_scouting_roll_may_be_re_rolled():
    g = new()
    p = anja(g, "havana", held=1)
    load_dice(g, 1, 1, 1, 1)                                  # Scouting 2, then the re-roll
    g.apply("scout merchant")
    assert g.question.kind == "reroll" and "Scouting" in g.question.what
    g.apply("use favor")
    assert p.favors == 0 and g.sub == "action" and g.actions_left == 2


def test_the_raids_seamanship_is_not_re_rolled_but_its_cards_may_be_drawn_again():
    g = new()
    p = anja(g, "san-juan", held=1)
    stack_cargo(g, "sugar-4", "sugar-5", "sugar-6")
    load_dice(g, 6, 6, 1, 1)                                  # Scouting 2, every die a success; Seamanship 2
    g.apply("scout merchant")
    assert g.sub == "raid-nation"
    g.apply("raid spanish")
    assert g.question.kind == "redraw" and g.question.what == "the raid's cards"   # no question about Seamanship
    top = g.cargo_deck[3:6]
    g.apply("use favor")
    assert g.raid.cards == top and p.favors == 0 and g.sub == "raid"
    sound(g)


def test_a_card_drawn_or_exchanged_in_a_raid_may_be_drawn_again():
    g = new()
    p = anja(g, "san-juan", held=2)
    stack_cargo(g, "sugar-4", "sugar-5", "sugar-6", "sugar-7", "sugar-8")
    load_dice(g, 6, 6, 6, 6)                                  # Scouting, then Seamanship 2 (flute)
    g.apply("scout merchant")
    g.apply("raid spanish")
    g.apply("accept")
    g.apply("draw card")
    assert g.question.what == "the card drawn"
    g.apply("use favor")
    ids = [g.comp.cargo[c].id for c in g.raid.cards]
    assert ids == ["sugar-4", "sugar-5", "sugar-6", "sugar-8"] and p.favors == 1
    g.apply("exchange card sugar-4")
    assert g.question.what == "the card exchanged in"
    g.apply("accept")
    assert len(g.raid.cards) == 4 and g.raid.successes == 0
    sound(g)


# --- NPCs' scouting ----------------------------------------------------------------------------
def test_an_npc_that_found_you_may_be_made_to_roll_again():
    g = new()
    p = anja(g, "santo-domingo", held=1)
    pirate(g, "Anja")
    i = put_npc(g, "spanish", "san-juan")
    n = npc_dice(g, i)
    load_dice(g, 6, *[1] * (n - 1), *[1] * n)
    g.apply("move san-juan")
    assert g.question.kind == "npc-reroll" and g.fight is None
    g.apply("use favor")
    assert g.fight is None and g.sub == "action" and p.favors == 0 and p.zone == g.comp.by_id["san-juan"].index


def test_an_npc_accepted_attacks_and_a_failed_npc_roll_asks_nothing():
    g = new()
    anja(g, "santo-domingo", held=1)
    pirate(g, "Anja")
    i = put_npc(g, "spanish", "san-juan")
    n = npc_dice(g, i)
    load_dice(g, 6, *[1] * (n - 1))
    g.apply("move san-juan")
    g.apply("accept")
    assert g.fight is not None and g.fight.a == 10 + i
    g = new()
    anja(g, "santo-domingo", held=1)
    pirate(g, "Anja")
    i = put_npc(g, "spanish", "san-juan")
    load_dice(g, *[1] * npc_dice(g, i))
    g.apply("move san-juan")
    assert g.sub == "action" and g.question is None


# --- redraws -----------------------------------------------------------------------------------
def test_a_rumor_card_may_be_drawn_again_and_only_its_captain_sees_which():
    g = new()
    p = anja(g, "tortuga", in_port=True, held=1)
    first, second = g.rumor_deck[:2]
    g.apply("port")
    load_dice(g, 6, 6, 6, 6)
    g.apply("rumor")
    assert g.question.card == g.comp.rumors[first].id
    assert g.observation("Anja")["question"]["card"] == g.comp.rumors[first].id
    assert g.observation("Jonah")["question"]["card"] == "hidden"
    assert g.comp.rumors[first].id not in g.prompt() and g.comp.rumors[first].id not in str(state_dict(g)["players"])
    g.apply("use favor")
    assert p.rumors == (second,) and first in g.rumor_discard
    sound(g)


def test_the_cargo_on_offer_may_all_be_drawn_again():
    g = new()
    p = anja(g, "tortuga", in_port=True, held=1)
    g.apply("port")
    g.apply("buy goods")
    assert g.question.what == "the cargo cards on offer"
    g.apply("use favor")
    assert g.sub == "goods" and len(g.offer) == 6 and p.favors == 0
    sound(g)


def test_a_glory_card_drawn_may_be_drawn_again_and_only_its_captain_sees_which():
    g = new()
    p = anja(g, "san-juan", in_port=True, held=1)
    give_mission(g, "Anja", "escort-the-bishop")               # 1 glory point: one glory card drawn
    first, second = g.glory_deck[:2]
    g.apply("port")
    g.apply("complete escort-the-bishop")
    assert g.question.what == "the glory card drawn" and g.question.card == g.comp.glory[first].id
    assert g.observation("Jonah")["question"]["card"] == "hidden"
    g.apply("use favor")
    assert p.hand == (second,) and first in g.glory_discard and p.favors == 1    # spent 1, earned 1
    sound(g)


def test_the_mission_that_refills_the_board_may_be_drawn_again():
    g = new()
    p = anja(g, "havana", in_port=True, held=0)
    offer(g, "grain-for-the-garrison")
    other, top, nxt = g.board_missions[1], g.mission_deck[0], g.mission_deck[1]
    load_dice(g, 6, 1, 1, 1)
    g.apply("port")
    g.apply("take mission grain-for-the-garrison")            # the favor it earns pays for the redraw
    assert g.question.what == "the new mission"
    g.apply("use favor")
    assert g.board_missions == (other, nxt) and top in g.mission_discard and p.favors == 0


# --- closed ports ------------------------------------------------------------------------------
@pytest.mark.parametrize("bounty, war, held, enters", [(1, False, 1, True), (2, False, 1, False), (1, True, 1, False),
                                                       (1, True, 2, True), (0, False, 0, True)])
def test_a_closed_port_opens_for_favors_equal_to_the_bounty_one_more_at_war(bounty, war, held, enters):
    g = new()
    p = anja(g, "havana", held=held, cap="jean-laroche")      # French
    p.bounty = (0, 0, bounty, 0)
    if war:
        g.wars = (("french", "spanish"),)
    g._legal = None
    assert ("enter port" in legal(g)) == enters
    if enters:
        load_dice(g)
        g.apply("enter port")
        assert p.in_port and p.favors == held - (bounty + war if bounty else 0)


def test_port_royal_keeps_its_own_way_in():
    g = new()
    p = anja(g, "port-royal", held=3, cap="jean-laroche")
    p.bounty = (1, 0, 0, 0)
    g._legal = None
    assert "enter port" not in legal(g) and {"enter port pay", "enter port roll"} <= legal(g)
    g.apply("enter port pay")
    assert p.in_port and p.favors == 3 and p.gold == 8


# --- the question: saved, undone, replayed -----------------------------------------------------
def asked_about_a_rumor():
    """Anja, holding 2 favors in Tortuga's port, fails the Influence roll for a rumor: asked."""
    g = new()
    anja(g, "tortuga", in_port=True, held=2)
    g.apply("port")
    load_dice(g, 1, 1, 1, 1)
    g.apply("rumor")
    return g


def test_the_question_is_saved_and_loaded_and_answered_the_same():
    g = asked_about_a_rumor()
    d = state_dict(g)
    h = marauders.Game._from_state(d)
    assert h.question == g.question and h.sub == "question" and state_dict(h) == d
    h.apply("accept")
    assert h.players[0].rumors == () and h.players[0].gold == 8
    d["game"]["favor"] = None
    with pytest.raises(Exception, match="favor"):
        marauders.Game._from_state(d)


def test_a_favors_question_saved_before_questions_listed_their_answers_still_loads():
    """Such a position says ``"sub": "favor"`` and keeps true or false for the answers given."""
    g = asked_about_a_rumor()
    d = state_dict(g)
    old = {k: v for k, v in d["game"]["favor"].items() if k != "choices"}
    old["answers"] = [False]
    d["game"] = {**d["game"], "sub": "favor", "favor": {**old, "answers": []}}
    h = marauders.Game._from_state(d)
    assert h.sub == "question" and h.question == g.question and legal(h) == {"use favor", "accept"}
    d["game"]["favor"] = old
    assert marauders.Game._from_state(d).question.answers == ("accept",)


def test_undo_stops_at_a_question():
    g = asked_about_a_rumor()
    with pytest.raises(IllegalActionError, match="undo stops"):
        g.undo()


def test_a_record_with_favors_replays_to_the_same_position():
    g = play(7)
    back = marauders.Game.from_json(g.to_json())
    assert state_dict(back) == state_dict(g)


# --- random games ------------------------------------------------------------------------------
def play(seed, rounds=6, n=3):
    g = marauders.new_game(players=n, seed=seed, modules={"favors"}, options={"round_limit": rounds})
    r = random.Random(seed)
    asked = 0
    while not g.is_over:
        actions = list(g.legal_actions())
        buy = [a for a in actions if a.notation == "buy favor"]
        g.apply(buy[0] if buy and r.random() < 0.7 else r.choice(actions))
        assert g.problems() == []
        assert all(0 <= p.favors <= favors.TRACK_MAX for p in g.players)
        if g.sub == "question" and g.question.kind in ("reroll", "npc-reroll", "redraw"):    # (Felipe is asked too)
            asked += 1
            assert g.players[g.cur].favors >= 1
            assert state_dict(marauders.Game._from_state(state_dict(g))) == state_dict(g)
    g.asked = asked
    return g


def test_fifty_random_games_keep_every_invariant():
    asked = sum(play(seed, rounds=4).asked for seed in range(50))
    assert asked > 10


def test_a_refused_favor_names_its_rule():
    g = new()
    anja(g, "tortuga", in_port=True, held=5)
    g.apply("port")
    with pytest.raises(IllegalActionError) as err:
        g.apply("buy favor")
    assert err.value.rule == "favors.track"
    with pytest.raises(IllegalActionError) as err:
        g.apply("use favor")
    assert err.value.rule == "sequence"


@pytest.mark.parametrize("dice, answer", [((1, 1, 1, 1), "use favor"), ((6, 1, 1, 1), "accept")])
def test_the_bot_answers_a_question(dice, answer):
    """It re-rolls a failed rumor roll, and keeps one that succeeded (asked, as a die failed)."""
    from nassau.marauders.bots.heuristic import HeuristicBot
    g = new()
    anja(g, "tortuga", in_port=True, held=2)
    g.apply("port")
    load_dice(g, *dice)
    g.apply("rumor")
    assert HeuristicBot(1).choose(g).notation == answer


def test_accepting_leaves_the_game_exactly_as_if_nothing_had_been_asked():
    def after(held, answer):
        g = new()
        anja(g, "tortuga", in_port=True, held=held)
        g.apply("port")
        load_dice(g, 6, 1, 1, 1)
        g.apply("rumor")
        while g.sub == "question":
            g.apply(answer)
        d = state_dict(g)
        d["players"][0]["favors"] = 0
        return d, g.log()[-3:]
    assert after(0, None) == after(2, "accept")


def test_a_resample_for_another_seat_does_not_hold_the_card_shown():
    g = new()
    anja(g, "tortuga", in_port=True, held=1)
    g.apply("port")
    load_dice(g, 6, 6, 6, 6)
    g.apply("rumor")
    assert g.resample("Jonah", seed=2).question.card == "?" and g.resample("Anja", seed=2).question.card == g.question.card
    twin = g.resample("Jonah", seed=2)
    twin.apply("accept")
    assert twin.problems() == [] and twin.sub in ("port", "question")    # its own dice: the roll may differ


def test_a_resample_under_a_favor_question_keeps_what_was_drawn_and_rolled_before_it():
    """The decision went back to before it for the question, its cards back on their decks and
    its dice back in the generator: the asked captain's resampled games draw and roll the same
    again, so that after his answer they show what he saw (and what everyone saw)."""
    from nassau.kernel.rng import Rng
    met, kinds = 0, set()
    for seed in range(6):
        g = marauders.new_game(4, seed=seed, modules={"favors"})
        chooser = Rng(seed + 7)
        while not g.is_over and g.round < 14 and met < 60:
            if g.sub == "question" and "accept" in g.legal_actions().notations():
                q = g.question
                shown = g.log()
                for s in range(3):
                    twin = g.resample(q.seat, seed=s)
                    for game in (twin, g.clone()):
                        game.apply("accept")
                        assert game.log()[:len(shown)] == shown, q.kind
                        mine = game.observation(q.seat)
                        if q.card:
                            assert q.card in mine["players"][q.seat]["hand"] + mine["players"][q.seat]["rumors"]
                met += 1
                kinds.add(q.what.split(" ")[0])
            legal = g.legal_actions()
            g.apply(legal[chooser.below(len(legal))])
    assert met >= 20 and len(kinds) >= 3, (met, kinds)
