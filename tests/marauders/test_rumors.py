"""Rumors (fact sheet §6, §8.3): acquired in a port action for gold and an Influence roll,
proven where the card says for its gold, glory and (a wreck) cargo, with scripted dice."""

import pytest

from nassau import marauders
from nassau.kernel.errors import RecordError
from nassau.marauders.rules.actions import Action

from .helpers import (captain, give_goods, give_gold, legal, load_dice, new, place, set_captain, set_ship, sound,
                      stack_cargo, turn_of)


def rumor(g, rumor_id) -> int:
    return next(r.index for r in g.comp.rumors if r.id == rumor_id)


def give_rumor(g, name, rumor_id):
    """The card from the rumor deck (or its discard) into the captain's hand."""
    card = rumor(g, rumor_id)
    g.rumor_deck = tuple(c for c in g.rumor_deck if c != card)
    g.rumor_discard = tuple(c for c in g.rumor_discard if c != card)
    captain(g, name).rumors += (card,)
    g._legal = None
    return card


def in_port(where, cap="isabel-de-montoya", gold=10, **options):
    """Anja (Isabel: Influence 4) in the port of ``where``, her turn, the port action begun."""
    g = new(2, seed=3, **options)
    set_captain(g, "Anja", cap)
    set_captain(g, "Jonah", "pieter-claeszoon")
    place(g, "Jonah", "nassau", in_port=True)
    place(g, "Anja", where, in_port=True)
    give_gold(g, "Anja", gold)
    turn_of(g, "Anja")
    g.apply("port")
    return sound(g)


def at(where, cap="isabel-de-montoya", in_port=False, ship="sloop", **options):
    """Anja at sea (or in port) in ``where``, her turn with 3 actions."""
    g = new(2, seed=3, **options)
    set_captain(g, "Anja", cap)
    set_captain(g, "Jonah", "pieter-claeszoon")
    place(g, "Jonah", "nassau", in_port=True)
    place(g, "Anja", where, in_port=in_port)
    set_ship(g, "Anja", ship)
    turn_of(g, "Anja")
    return sound(g)


# --- acquiring -------------------------------------------------------------------------------------
def test_a_rumor_costs_2_gold_and_a_success_draws_the_top_rumor_card():
    g = in_port("tortuga")
    anja, bank, top = captain(g, "Anja"), g.bank, g.rumor_deck[0]
    assert "rumor" in legal(g)
    load_dice(g, 6, 1, 1, 1)                                 # Influence 4: one success
    g.apply("rumor")
    assert anja.gold == 10 - g.comp.rules.rumor_cost == 8 and g.bank == bank + 2
    assert anja.rumors == (top,) and top not in g.rumor_deck
    assert g.sub == "port" and "rumor" not in legal(g)       # once a port action
    sound(g)


def test_no_success_no_rumor_and_the_gold_is_spent():
    g = in_port("tortuga")
    deck = g.rumor_deck
    load_dice(g, 4, 3, 2, 1)
    g.apply("rumor")
    assert captain(g, "Anja").gold == 8 and captain(g, "Anja").rumors == () and g.rumor_deck == deck
    sound(g)


def test_a_rumor_is_free_at_curacao():
    g = in_port("curacao", gold=0)
    assert "rumor" in legal(g)
    load_dice(g, 5, 1, 1, 1)
    g.apply("rumor")
    assert captain(g, "Anja").gold == 0 and len(captain(g, "Anja").rumors) == 1
    sound(g)


def test_no_rumor_without_the_gold_to_pay():
    assert "rumor" not in legal(in_port("tortuga", gold=1))
    assert "rumor" in legal(in_port("tortuga", gold=2))


def test_a_silver_tongue_rolls_one_more_die_for_a_rumor():
    g = in_port("tortuga", cap="anneke-vos")                 # Influence 4, silver tongue
    load_dice(g, 1, 1, 1, 1, 6)                              # the success is the fifth die
    g.apply("rumor")
    assert len(captain(g, "Anja").rumors) == 1
    g = in_port("tortuga")                                    # Isabel, Influence 4, no bonus
    load_dice(g, 1, 1, 1, 1, 6)
    g.apply("rumor")
    assert captain(g, "Anja").rumors == ()


def base_rumors(g):
    return [r for r in g.comp.rumors if r.expansion == "base"]     # (Seas of Glory's join only with a module)


def test_an_empty_rumor_deck_is_its_discard_shuffled():
    g = in_port("tortuga")
    g.rumor_deck, g.rumor_discard = (), g.rumor_deck + g.rumor_discard
    load_dice(g, 6, 1, 1, 1)
    g.apply("rumor")
    anja = captain(g, "Anja")
    assert g.rumor_discard == () and len(anja.rumors) == 1 and len(g.rumor_deck) == len(base_rumors(g)) - 1
    sound(g)


def test_no_rumor_when_the_deck_and_its_discard_are_empty():
    g = in_port("tortuga")
    give = list(g.rumor_deck + g.rumor_discard)
    g.rumor_deck = g.rumor_discard = ()
    captain(g, "Jonah").rumors += tuple(give)
    g._legal = None
    assert "rumor" not in legal(g)
    sound(g)


def test_selling_comes_before_a_rumor_and_not_after():
    g = in_port("tortuga")
    give_goods(g, "Anja", "rum")
    load_dice(g, 6, 1, 1, 1)
    g.apply("rumor")
    assert not any(a.startswith("sell") for a in legal(g))
    g = in_port("tortuga")
    give_goods(g, "Anja", "rum")
    g.apply("sell rum")
    assert "rumor" in legal(g)


def test_a_rumor_is_only_a_port_activity():
    g = at("tortuga", in_port=True)
    assert "rumor" not in legal(g) and "port" in legal(g)


# --- where a rumor is proven ---------------------------------------------------------------------
def test_a_treasure_is_proven_at_sea_in_its_zone_and_not_in_its_port():
    g = at("old-providence")
    give_rumor(g, "Anja", "the-hermits-map")
    assert "prove the-hermits-map" in legal(g)
    place(g, "Anja", "old-providence", in_port=True)
    assert "prove the-hermits-map" not in legal(g)
    place(g, "Anja", "port-royal")
    assert "prove the-hermits-map" not in legal(g)


def test_a_wreck_is_proven_at_sea():
    g = at("havana")
    give_rumor(g, "Anja", "the-wreck-of-the-santa-clara")
    assert "prove the-wreck-of-the-santa-clara" in legal(g)
    place(g, "Anja", "havana", in_port=True)
    assert "prove the-wreck-of-the-santa-clara" not in legal(g)


def test_an_informant_is_proven_in_its_port_and_not_at_sea():
    g = at("havana", in_port=True)
    give_rumor(g, "Anja", "whispers-in-the-cantina")
    assert "prove whispers-in-the-cantina" in legal(g)
    place(g, "Anja", "havana")
    assert "prove whispers-in-the-cantina" not in legal(g)


def test_a_rumor_not_held_cannot_be_proven():
    g = at("old-providence")
    give_rumor(g, "Jonah", "the-hermits-map")
    assert not any(a.startswith("prove") for a in legal(g))


# --- proving ---------------------------------------------------------------------------------------
def test_a_true_rumor_pays_its_gold_and_glory_costs_an_action_and_is_discarded():
    g = at("old-providence")                                  # Isabel: Scouting 2
    card = give_rumor(g, "Anja", "the-hermits-map")          # Scouting, 2 successes: 1 glory, 8 gold
    anja, bank, hand = captain(g, "Anja"), g.bank, len(captain(g, "Anja").hand)
    load_dice(g, 6, 5)
    g.apply("prove the-hermits-map")
    assert anja.gold == 10 + 8 and g.bank == bank - 8
    assert anja.glory == 1 and len(anja.hand) == hand + 1 and anja.rumors == ()
    assert g.rumor_discard[-1] == card and g.actions_left == 2 and g.sub == "action"
    sound(g)


def test_too_few_successes_prove_nothing_and_the_false_rumor_is_discarded_by_default():
    g = at("old-providence")
    card = give_rumor(g, "Anja", "the-hermits-map")
    load_dice(g, 6, 4)                                        # 1 success of the 2 needed
    g.apply("prove the-hermits-map")
    anja = captain(g, "Anja")
    assert anja.gold == 10 and anja.glory == 0 and anja.rumors == () and g.rumor_discard[-1] == card
    assert g.actions_left == 2
    sound(g)


def test_with_rumor_failure_keep_the_card_stays_to_be_tried_again():
    g = at("old-providence", rumor_failure="keep")
    card = give_rumor(g, "Anja", "the-hermits-map")
    load_dice(g, 6, 4, 6, 6)
    g.apply("prove the-hermits-map")
    anja = captain(g, "Anja")
    assert anja.rumors == (card,) and card not in g.rumor_discard and anja.gold == 10
    assert "prove the-hermits-map" in legal(g)
    g.apply("prove the-hermits-map")                         # the second try succeeds
    assert anja.rumors == () and anja.gold == 18 and g.actions_left == 1
    sound(g)


def test_an_explorer_rolls_one_more_die_to_prove_a_rumor():
    g = at("old-providence", cap="catalina-de-soto")         # Scouting 3, explorer
    give_rumor(g, "Anja", "the-hermits-map")
    load_dice(g, 1, 1, 6, 6)                                  # the second success is the fourth die
    g.apply("prove the-hermits-map")
    assert captain(g, "Anja").glory == 1
    g = at("old-providence", cap="jean-laroche")             # Scouting 4, no bonus
    give_rumor(g, "Anja", "the-hermits-map")
    load_dice(g, 1, 1, 1, 6, 6)
    g.apply("prove the-hermits-map")
    assert captain(g, "Anja").glory == 0


def test_an_informant_is_proven_with_influence():
    g = at("havana", in_port=True)                           # Isabel: Influence 4
    give_rumor(g, "Anja", "whispers-in-the-cantina")         # Influence, 1 success: 5 gold, no glory
    load_dice(g, 1, 1, 1, 5)
    g.apply("prove whispers-in-the-cantina")
    anja = captain(g, "Anja")
    assert anja.gold == 15 and anja.glory == 0 and anja.in_port and not anja.port_done
    sound(g)


def test_a_wreck_gives_a_cargo_card_per_success():
    g = at("havana", cap="felipe-de-los-reyes", ship="flute")  # Seamanship 3; a flute holds 4
    give_rumor(g, "Anja", "the-wreck-of-the-santa-clara")     # Seamanship, 2 successes: 1 glory, 5 gold
    stack_cargo(g, "sugar-3", "food-7", "sugar-6")
    load_dice(g, 6, 6, 5)
    g.apply("prove the-wreck-of-the-santa-clara")
    anja = captain(g, "Anja")
    assert sorted(g.comp.cargo[c].id for c in anja.goods) == ["food-7", "sugar-3", "sugar-6"]
    assert anja.gold == 15 and anja.glory == 1
    sound(g)


def test_the_wrecks_cargo_is_kept_as_room_allows_the_most_valuable_first():
    g = at("havana", cap="felipe-de-los-reyes")               # a sloop holds 2
    give_goods(g, "Anja", "rum")
    give_rumor(g, "Anja", "the-wreck-of-the-santa-clara")
    stack_cargo(g, "sugar-6", "food-7", "sugar-3")
    load_dice(g, 6, 6, 5)
    g.apply("prove the-wreck-of-the-santa-clara")
    anja = captain(g, "Anja")
    assert len(anja.goods) == 2 and g.comp.cargo[anja.goods[1]].id == "food-7"
    assert {g.comp.cargo[c].id for c in g.cargo_discard} >= {"sugar-6", "sugar-3"}
    sound(g)


def test_a_treasure_gives_no_cargo():
    g = at("old-providence", ship="flute")
    give_rumor(g, "Anja", "the-hermits-map")
    load_dice(g, 6, 6)
    g.apply("prove the-hermits-map")
    assert captain(g, "Anja").goods == ()


def test_the_glory_of_a_rumor_can_win_the_game():
    g = at("old-providence")
    captain(g, "Anja").glory = 9
    give_rumor(g, "Anja", "the-hermits-map")
    load_dice(g, 6, 6)
    g.apply("prove the-hermits-map")
    assert g.is_over and g.winner() == "Anja"
    sound(g)


def test_the_rumor_log_reads_in_the_second_person():
    g = marauders.new_game(players=["You", "Jonah"], seed=3)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    set_captain(g, "You", "isabel-de-montoya")
    place(g, "You", "old-providence")
    set_ship(g, "You", "sloop")
    turn_of(g, "You")
    give_rumor(g, "You", "the-hermits-map")
    load_dice(g, 6, 6)
    g.apply("prove the-hermits-map")
    text = " ".join(map(str, g.log()[-4:]))
    assert "You prove the rumor The Hermit's Map true and take 8 gold." in text


# --- notation and records --------------------------------------------------------------------------
def test_the_notation_of_proving():
    a = Action("prove the-wreck-of-the-santa-clara")
    assert (a.kind, a.arg) == ("prove", "the-wreck-of-the-santa-clara") and Action("rumor").kind == "rumor"
    with pytest.raises(ValueError):
        Action("prove The Wreck")


def test_a_position_after_a_rumor_reloads_and_a_bad_port_step_is_refused():
    g = in_port("tortuga")
    load_dice(g, 6, 1, 1, 1)
    g.apply("rumor")
    d = g.state_dict()
    back = marauders.Game._from_state(d)
    assert back.state_dict() == d and back.port_steps == ("rumor",)
    assert back.legal_actions().notations() == g.legal_actions().notations()
    d["game"]["port_steps"] = ["gossip"]
    with pytest.raises(RecordError):
        marauders.Game._from_state(d)
