"""Seas of Glory module 5 (the Brig and the low-maneuverability Galleon), with scripted dice:
the rulebook's prices (buy 20, sell 5, no glory), the Brig only with the module, and the
Galleon at maneuverability 1 in contests and raids, whatever the base-card option says."""

import pytest

from nassau import marauders
from nassau.kernel.errors import IllegalActionError
from nassau.marauders.rules import combat, sides

from .helpers import (NAMES, captain, empty_hands, give_gold, legal, load_dice, place, set_captain, set_ship, sound,
                      stack_cargo, turn_of)
from .test_scouting_and_raids import raid


def new_sog(modules=("brig",), n=2, seed=3, **options):
    g = marauders.new_game(players=NAMES[:n], seed=seed, options=options or None, modules=modules)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    set_captain(g, "Anja", "isabel-de-montoya")
    set_captain(g, "Jonah", "pieter-claeszoon")
    empty_hands(g)
    return g


def in_port(g, where="tortuga", ship="sloop", gold=50):
    turn_of(g, "Anja")
    place(g, "Anja", where, in_port=True)
    set_ship(g, "Anja", ship)
    give_gold(g, "Anja", gold)
    g.apply("port")
    return sound(g)


def test_a_base_game_never_offers_the_brig_and_says_why():
    g = in_port(new_sog(modules=()))
    assert "buy ship frigate" in legal(g) and not any("brig" in a for a in legal(g))
    with pytest.raises(IllegalActionError) as err:
        g.apply("buy ship brig")
    assert err.value.rule == "shipyard.brig-module"
    assert captain(g, "Anja").ship == "sloop"


def test_the_brig_costs_20_less_the_old_ship_and_earns_no_glory():
    g = in_port(new_sog(), gold=15)
    anja, bank = captain(g, "Anja"), g.bank
    glory, hand = anja.glory, len(anja.hand)
    assert "buy ship brig" in legal(g)
    g.apply("buy ship brig")
    assert anja.ship == "brig" and anja.gold == 0 and g.bank == bank + 15      # 20 less the sloop's 5
    assert anja.loc == (2, 4, 2, 2, 2) and anja.glory == glory and len(anja.hand) == hand
    sound(g)


def test_too_little_gold_for_the_brig_is_no_offer():
    g = in_port(new_sog(), gold=14)
    assert "buy ship brig" not in legal(g)


def test_the_brig_sells_for_5_in_part_payment():
    g = in_port(new_sog(), ship="brig", gold=5)
    g.apply("buy ship sloop")                            # 10 less the brig's 5
    assert captain(g, "Anja").ship == "sloop" and captain(g, "Anja").gold == 0
    sound(g)


def duel(g, ships):
    for name, ship in zip(("Anja", "Jonah"), ships):
        place(g, name, "caribbean-sea")
        set_ship(g, name, ship)
    turn_of(g, "Anja")
    load_dice(g, 6, 1, 1, 1, 1, 1, 1)
    g.apply("scout captain Jonah")
    return g


@pytest.mark.parametrize("option", [1, 2, 3])
def test_with_the_module_the_galleon_has_maneuverability_1_whatever_the_option(option):
    g = duel(new_sog(galleon_maneuverability=option), ("frigate", "galleon"))
    assert sides.maneuver_of(g, 1) == 1
    assert combat._contest_dice(g, 0, 1, "shoot") == 3                 # the frigate's 3 is 2 more than 1
    assert combat._contest_dice(g, 1, 0, "shoot") == 2


def test_without_the_module_the_option_decides():
    g = duel(new_sog(modules=(), galleon_maneuverability=2), ("frigate", "galleon"))
    assert sides.maneuver_of(g, 1) == 2 and combat._contest_dice(g, 0, 1, "shoot") == 2


def test_the_brig_fights_with_maneuverability_3():
    g = duel(new_sog(), ("brig", "galleon"))
    assert sides.maneuver_of(g, 0) == 3 and combat._contest_dice(g, 0, 1, "shoot") == 3


@pytest.mark.parametrize("modules, escaped", [((), False), (("brig",), True)])
def test_a_galleon_raider_escaped_by_one_icon_only_with_the_module(modules, escaped):
    g = new_sog(modules=modules)
    place(g, "Anja", "santo-domingo")
    place(g, "Jonah", "nassau", in_port=True)
    set_ship(g, "Anja", "galleon")
    turn_of(g, "Anja")
    raid(g, "spanish", ("sugar-1", "sugar-3", "sugar-6"), (1, 1, 1))
    g.apply("resolve")
    anja = captain(g, "Anja")
    assert (anja.gold == 10) == escaped and (g.sub == "action") == escaped
    sound(g)


def test_the_brig_switch_is_playable_and_kept_in_the_record():
    g = marauders.new_game(2, seed=1, modules={"brig"})
    g.apply("ship sloop")
    assert g.modules == ("brig",) and marauders.modules().loc["brig", "playable"]
    assert marauders.Game.from_json(g.to_json()).modules == ("brig",)


# --- seeded random games with the switches on ------------------------------------------------------
def random_games(modules, count=50, rounds=10, seen=None):
    """``count`` seeded random games with these modules and a round limit: every invariant
    after every decision, and every position reloads as itself every 25 decisions."""
    from nassau.kernel.rng import Rng
    picked = []
    for seed in range(count):
        g = marauders.new_game(players=2 + seed % 3, seed=seed, options={"round_limit": rounds}, modules=modules)
        r = Rng(seed * 17 + 3)
        while not g.is_over:
            legal = g.legal_actions()
            assert len(legal) > 0, f"seed {seed}: nothing to do at {g.prompt()}"
            if g.ply % 25 == 0:
                d = g.state_dict()
                assert marauders.Game._from_state(d).state_dict() == d
            a = legal[r.below(len(legal))]
            picked.append(str(a))
            g.apply_unchecked(a)
            assert g.problems() == [], f"seed {seed}, decision {g.ply}: {g.problems()}"
        assert g.round <= rounds
    return picked


def test_random_games_with_the_brig_keep_every_invariant():
    picked = random_games({"brig"})
    assert "buy ship brig" in picked
