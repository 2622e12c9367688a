"""Missions (fact sheet §6, §8.3): claimed in their port with a check of the card's skill,
held up to the option ``mission_limit``, completed by delivery, escort, hunt or raid for the
card's gold and glory, with scripted dice."""

import pytest

from nassau import marauders
from nassau.marauders.rules import death
from nassau.marauders.rules.actions import Action

from .helpers import (captain, give_goods, legal, load_dice, new, place, set_captain, set_demand, set_ship, sound,
                      turn_of)
from .test_combat import duel
from .test_npcs_and_events import put_npc
from .test_scouting_and_raids import at as raider_at
from .test_scouting_and_raids import raid



def base_missions(g) -> int:
    """The base game's missions (Seas of Glory's join only with the new-cards module)."""
    return sum(m.expansion == "base" for m in g.comp.missions)

def mission(g, mission_id) -> int:
    return next(m.index for m in g.comp.missions if m.id == mission_id)


def offer(g, mission_id) -> int:
    """Put the mission on the board in place of the first one, which goes back on top of the deck."""
    card = mission(g, mission_id)
    if card in g.board_missions:
        return card
    g.mission_deck = tuple(c for c in g.mission_deck if c != card)
    g.mission_discard = tuple(c for c in g.mission_discard if c != card)
    g.mission_deck = (g.board_missions[0],) + g.mission_deck
    g.board_missions = (card,) + g.board_missions[1:]
    g._legal = None
    return card


def give_mission(g, name, mission_id) -> int:
    """The mission from wherever it lies into the captain's hand (the board refilled)."""
    card = mission(g, mission_id)
    for key in ("mission_deck", "mission_discard", "board_missions"):
        setattr(g, key, tuple(c for c in getattr(g, key) if c != card))
    if len(g.board_missions) < 2:
        g.board_missions += (g.mission_deck[0],)
        g.mission_deck = g.mission_deck[1:]
    captain(g, name).missions += (card,)
    g._legal = None
    return card


def in_port(where, cap="isabel-de-montoya", port=True, **options):
    """Anja (Isabel: Influence 4, Leadership 2) in the port of ``where``, her turn; the port
    action begun unless ``port`` is false."""
    g = new(2, seed=3, **options)
    set_captain(g, "Anja", cap)
    set_captain(g, "Jonah", "pieter-claeszoon")
    place(g, "Jonah", "nassau", in_port=True)
    place(g, "Anja", where, in_port=True)
    set_ship(g, "Anja", "flute")
    turn_of(g, "Anja")
    if port:
        g.apply("port")
    return sound(g)


# --- the board and claiming --------------------------------------------------------------------------
def test_two_missions_lie_on_the_board():
    g = new(seed=7)
    assert len(g.board_missions) == 2 and len(g.mission_deck) == base_missions(g) - 2


def test_a_mission_is_claimed_only_in_its_port_during_a_port_action():
    g = in_port("havana", port=False)
    offer(g, "grain-for-the-garrison")                        # claimed in Havana
    assert not any(a.startswith("take mission") for a in legal(g))
    g.apply("port")
    assert "take mission grain-for-the-garrison" in legal(g)
    g = in_port("tortuga")
    offer(g, "grain-for-the-garrison")
    assert "take mission grain-for-the-garrison" not in legal(g)


def test_a_claim_rolls_the_claim_skill_and_the_board_is_refilled_from_the_deck():
    g = in_port("havana")
    card = offer(g, "grain-for-the-garrison")                 # Influence, 1 success
    other, top = g.board_missions[1], g.mission_deck[0]
    load_dice(g, 6, 1, 1, 1)                                  # Influence 4
    g.apply("take mission grain-for-the-garrison")
    assert captain(g, "Anja").missions == (card,)
    assert g.board_missions == (other, top) and top not in g.mission_deck
    assert not any(a.startswith("take mission") for a in legal(g))
    sound(g)


def test_a_failed_claim_leaves_the_mission_on_the_board_and_ends_the_claims_of_this_port_action():
    g = in_port("havana")
    card = offer(g, "grain-for-the-garrison")
    board = g.board_missions
    load_dice(g, 4, 3, 2, 1)
    g.apply("take mission grain-for-the-garrison")
    assert captain(g, "Anja").missions == () and g.board_missions == board and card in board
    assert "take mission grain-for-the-garrison" not in legal(g)
    sound(g)


def test_a_claim_needs_the_cards_successes():
    g = in_port("curacao")
    offer(g, "silks-for-the-viceroy")                         # Influence, 2 successes
    load_dice(g, 6, 1, 1, 1)
    g.apply("take mission silks-for-the-viceroy")
    assert captain(g, "Anja").missions == ()
    g = in_port("curacao")
    offer(g, "silks-for-the-viceroy")
    load_dice(g, 6, 5, 1, 1)
    g.apply("take mission silks-for-the-viceroy")
    assert len(captain(g, "Anja").missions) == 1


def test_a_hunt_is_claimed_with_leadership():
    g = in_port("port-royal")                                 # Isabel: Leadership 2
    offer(g, "pirate-hunter")
    load_dice(g, 1, 6)
    g.apply("take mission pirate-hunter")
    assert len(captain(g, "Anja").missions) == 1


def test_a_silver_tongue_rolls_one_more_die_on_an_influence_claim_only():
    g = in_port("havana", cap="anneke-vos")                   # Influence 4, Leadership 2, silver tongue
    offer(g, "grain-for-the-garrison")
    load_dice(g, 1, 1, 1, 1, 6)                               # the success is the fifth die
    g.apply("take mission grain-for-the-garrison")
    assert len(captain(g, "Anja").missions) == 1
    g = in_port("port-royal", cap="anneke-vos")
    offer(g, "pirate-hunter")                                 # Leadership: no extra die
    load_dice(g, 1, 1, 6)
    g.apply("take mission pirate-hunter")
    assert captain(g, "Anja").missions == ()


def test_an_empty_mission_deck_is_its_discard_shuffled():
    g = in_port("havana")
    offer(g, "grain-for-the-garrison")
    g.mission_deck, g.mission_discard = (), g.mission_deck
    load_dice(g, 6, 1, 1, 1)
    g.apply("take mission grain-for-the-garrison")
    assert len(g.board_missions) == 2 and g.mission_discard == ()
    assert len(g.mission_deck) == base_missions(g) - 3
    sound(g)


@pytest.mark.parametrize("limit, offered", [(1, False), (2, True)])
def test_a_captain_holds_at_most_mission_limit_missions(limit, offered):
    g = in_port("havana", mission_limit=limit)
    give_mission(g, "Anja", "pirate-hunter")
    offer(g, "grain-for-the-garrison")
    assert ("take mission grain-for-the-garrison" in legal(g)) == offered


def test_the_default_mission_limit_is_one():
    assert marauders.Options().mission_limit == 1


# --- deliveries and escorts -----------------------------------------------------------------------
def test_a_delivery_gives_up_one_card_of_the_good_in_the_target_port_for_the_reward():
    g = in_port("st-john")
    card = give_mission(g, "Anja", "grain-for-the-garrison")  # food to St John: 1 glory, 6 gold
    give_goods(g, "Anja", "food", "food", "rum")
    anja, bank, hand = captain(g, "Anja"), g.bank, len(captain(g, "Anja").hand)
    assert "deliver grain-for-the-garrison" in legal(g)
    g.apply("deliver grain-for-the-garrison")
    assert sorted(g.comp.cargo[c].good for c in anja.goods) == ["food", "rum"]
    assert anja.gold == 10 + 6 and g.bank == bank - 6 and anja.glory == 1 and len(anja.hand) == hand + 1
    assert anja.missions == () and g.mission_discard[-1] == card and g.sub == "port"
    sound(g)


def test_a_delivery_is_not_a_sale():
    g = in_port("st-john")
    give_mission(g, "Anja", "grain-for-the-garrison")
    set_demand(g, "st-john", "food")
    demand = g.demand
    give_goods(g, "Anja", "food", "rum")
    g.apply("deliver grain-for-the-garrison")
    assert g.demand == demand and captain(g, "Anja").gold == 10 + 6
    assert not any(a.startswith("sell") for a in legal(g))   # selling comes first in a port action


def test_no_delivery_without_the_good_elsewhere_or_outside_a_port_action():
    g = in_port("st-john")
    give_mission(g, "Anja", "grain-for-the-garrison")
    give_goods(g, "Anja", "rum")
    assert "deliver grain-for-the-garrison" not in legal(g)
    g = in_port("tortuga")
    give_mission(g, "Anja", "grain-for-the-garrison")
    give_goods(g, "Anja", "food")
    assert "deliver grain-for-the-garrison" not in legal(g)
    g = in_port("st-john", port=False)
    give_mission(g, "Anja", "grain-for-the-garrison")
    give_goods(g, "Anja", "food")
    assert "deliver grain-for-the-garrison" not in legal(g)


def test_an_escort_is_completed_in_its_target_port():
    g = in_port("san-juan")
    card = give_mission(g, "Anja", "escort-the-bishop")      # to San Juan: 1 glory, 8 gold
    assert "complete escort-the-bishop" in legal(g)
    g.apply("complete escort-the-bishop")
    anja = captain(g, "Anja")
    assert anja.gold == 18 and anja.glory == 1 and anja.missions == () and card in g.mission_discard
    sound(g)
    g = in_port("cartagena")
    give_mission(g, "Anja", "escort-the-bishop")
    assert "complete escort-the-bishop" not in legal(g)


def test_hunts_and_raids_are_not_completed_in_a_port():
    g = in_port("port-royal")
    give_mission(g, "Anja", "pirate-hunter")
    assert not any(a.startswith(("complete", "deliver")) for a in legal(g))


# --- hunts and raids -------------------------------------------------------------------------------
def sink_the_small_pirate(g):
    """Anja sinks the small NPC pirate with one shot (as in test_combat)."""
    i = put_npc(g, "pirate-small", "caribbean-sea")
    g.npcs = g.npcs[:i] + ((g.npcs[i][0], g.npcs[i][1], "sloop", (1, 2, 2, 2, 0)),) + g.npcs[i + 1:]
    load_dice(g, 6, 1, 6, 1, 1, 1, 4)
    g.apply("scout pirate small")
    g.apply("shoot")
    assert g.npcs[i] is None


def test_defeating_an_npc_pirate_completes_a_pirate_hunt():
    g = duel()
    card = give_mission(g, "Anja", "pirate-hunter")          # 1 glory, 10 gold
    sink_the_small_pirate(g)
    anja = captain(g, "Anja")
    assert anja.gold == 10 + 5 + 10 and anja.glory == 1 + 1 and anja.missions == () and card in g.mission_discard
    sound(g)


def test_a_pirate_does_not_complete_a_navy_hunt():
    g = duel()
    card = give_mission(g, "Anja", "break-the-blockade")     # a navy
    sink_the_small_pirate(g)
    assert captain(g, "Anja").missions == (card,) and captain(g, "Anja").glory == 1


def test_one_defeat_completes_one_hunt():
    g = duel(mission_limit=2)
    first = give_mission(g, "Anja", "pirate-hunter")
    second = give_mission(g, "Anja", "clear-the-sea-lanes")
    sink_the_small_pirate(g)
    assert captain(g, "Anja").missions == (second,) and first in g.mission_discard


def test_defeating_a_navy_at_its_crew_completes_a_navy_hunt():
    g = duel()
    card = give_mission(g, "Anja", "break-the-blockade")     # 1 glory, 8 gold
    i = put_npc(g, "spanish", "caribbean-sea")
    npc_card, z, ship, _ = g.npcs[i]
    g.npcs = g.npcs[:i] + ((npc_card, z, ship, (3, 2, 3, 1, 3)),) + g.npcs[i + 1:]
    values = sum(g.comp.cargo[c].value for c in g.cargo_deck[:3])
    npc = g.comp.events[npc_card].npc
    load_dice(g, 6, 1, 1, 1, *([1] * npc.seamanship), 6, 6, *([1] * npc.seamanship), 6, 1, *([1] * npc.leadership))
    g.apply("scout navy spanish")
    g.apply("shoot")
    g.apply("board")
    anja = captain(g, "Anja")
    assert g.npcs[i] is None and anja.missions == () and card in g.mission_discard
    assert anja.gold == 10 + values + 8 and anja.glory == 2
    sound(g)


def test_a_raid_won_against_the_nation_completes_a_raid_mission():
    g = raider_at("santo-domingo", ship="flute")
    card = give_mission(g, "Anja", "letters-against-spain")  # Spanish: 1 glory, 6 gold
    raid(g, "spanish", ("sugar-4", "sugar-5", "sugar-3"), (1, 1))
    g.apply("resolve")
    anja = captain(g, "Anja")
    assert anja.gold == 10 + 12 + 6 and anja.glory == 1 + 1 and card in g.mission_discard
    assert g.sub == "raid-keep"
    sound(g)


def test_an_escaped_merchant_or_another_nation_completes_no_raid_mission():
    g = raider_at("santo-domingo", ship="flute")
    card = give_mission(g, "Anja", "letters-against-spain")
    raid(g, "spanish", ("sugar-1", "sugar-2", "sugar-4"), (1, 1))     # two escape icons: it escapes
    g.apply("resolve")
    assert captain(g, "Anja").missions == (card,)
    g = raider_at("santo-domingo", ship="flute")
    card = give_mission(g, "Anja", "strike-at-the-english")
    raid(g, "spanish", ("sugar-4", "sugar-5", "sugar-3"), (1, 1))
    g.apply("resolve")
    assert captain(g, "Anja").missions == (card,)


def test_a_dead_captains_missions_are_discarded():
    g = in_port("havana", port=False)
    card = give_mission(g, "Anja", "pirate-hunter")
    death.die(g, captain(g, "Anja"))
    assert captain(g, "Anja").missions == () and card in g.mission_discard
    sound(g)


def test_the_glory_of_a_mission_can_win_the_game():
    g = in_port("san-juan")
    captain(g, "Anja").glory = 9
    give_mission(g, "Anja", "escort-the-bishop")
    g.apply("complete escort-the-bishop")
    assert g.is_over and g.winner() == "Anja"
    sound(g)


# --- notation and records --------------------------------------------------------------------------
def test_the_notation_of_missions():
    assert (Action("take mission pirate-hunter").kind, Action("take mission pirate-hunter").arg) == \
        ("take-mission", "pirate-hunter")
    assert (Action("deliver rum-for-the-fleet").kind, Action("complete escort-the-bishop").kind) == \
        ("deliver", "complete")
    assert Action("take sugar,rum").arg == ("rum", "sugar")  # buying goods is still read as before (sorted)
    with pytest.raises(ValueError):
        Action("deliver Rum for the Fleet")


def test_a_position_with_a_mission_held_and_claimed_this_port_action_reloads():
    g = in_port("havana")
    offer(g, "grain-for-the-garrison")
    load_dice(g, 6, 1, 1, 1)
    g.apply("take mission grain-for-the-garrison")
    d = g.state_dict()
    back = marauders.Game._from_state(d)
    assert back.state_dict() == d and back.port_steps == ("take-mission",)
    assert back.players[0].missions == g.players[0].missions
    assert back.legal_actions().notations() == g.legal_actions().notations()
