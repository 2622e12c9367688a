"""Seas of Glory module 2: Heated Shot, Double Shot and Caltrops (fact sheet §7.4), with
scripted dice. Anja (Isabel de Montoya) and Jonah (Pieter Claeszoon) both have Seamanship 2
and Leadership 2, so each test names every die."""

import json
from pathlib import Path

import pytest

from nassau import marauders
from nassau.kernel.errors import IllegalActionError
from nassau.marauders.rules import combat

from .helpers import (NAMES, captain, empty_hands, give_gold, legal, load_dice, place, set_captain, set_ship, sound,
                      turn_of)
from .test_combat import give_weapon, loc, to_round_2
from .test_npcs_and_events import put_npc
from .test_sog_npc_upgrades import T, frigate_attacks_npc
from .test_sog_ships import random_games

NEW = ("heated-shot", "double-shot", "caltrops")


def game(modules=("weapons",)):
    g = marauders.new_game(players=NAMES[:2], seed=3, modules=modules)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    set_captain(g, "Anja", "isabel-de-montoya")
    set_captain(g, "Jonah", "pieter-claeszoon")
    empty_hands(g)
    return g


def duel(ships=("sloop", "sloop"), weapons=(), *dice):
    """Anja finds Jonah (her Scouting roll a 6 and a 1), carrying these weapons; round 1 next."""
    g = game()
    for name, ship in zip(("Anja", "Jonah"), ships):
        place(g, name, "caribbean-sea")
        set_ship(g, name, ship)
    for w in weapons:
        give_weapon(g, "Anja", w)
    turn_of(g, "Anja")
    load_dice(g, 6, 1, *dice)
    g.apply("scout captain Jonah")
    return sound(g)


def kinds(g, name):
    return sorted(g.comp.weapons[w].kind for w in captain(g, name).weapons)


# --- in the game and the shipyard -------------------------------------------------------------------
def test_the_new_weapons_are_in_the_supply_only_with_the_module():
    base, sog = game(modules=()), game()
    in_supply = lambda g: {g.comp.weapons[w].kind for w in g.weapon_supply}   # noqa: E731
    assert not in_supply(base) & set(NEW) and set(NEW) <= in_supply(sog)
    assert sum(1 for w in sog.weapon_supply if sog.comp.weapons[w].kind in NEW) == 12
    data = json.loads((Path(marauders.__file__).parent / "data" / "components.json").read_text())
    new = [w for w in data["weapons"] if w["kind"] in NEW]
    assert all(w["provenance"] == "reconstructed" and w["expansion"] == "sog" and w["note"] for w in new)


def test_the_shipyard_sells_the_new_weapons_and_a_ship_holds_six_one_of_each():
    g = game()
    turn_of(g, "Anja")
    place(g, "Anja", "tortuga", in_port=True)
    give_gold(g, "Anja", 50)
    g.apply("port")
    assert {f"buy weapon {k}" for k in NEW} <= legal(g)
    g.apply("buy weapon heated-shot")
    assert "buy weapon heated-shot" not in legal(g) and "buy weapon caltrops" in legal(g)
    for kind in ("chain-shot", "grapeshot", "grappling-hooks", "double-shot", "caltrops"):
        give_weapon(g, "Anja", kind)
    assert len(captain(g, "Anja").weapons) == 6 and not any(a.startswith("buy weapon") for a in legal(g))
    sound(g)


# --- declarations ---------------------------------------------------------------------------------
def test_chain_shot_and_grapeshot_are_named_with_the_shoot_the_rest_come_later():
    g = duel(("sloop", "sloop"), ("heated-shot", "double-shot", "chain-shot", "grappling-hooks", "caltrops"),
             1, 1, 1, 1)
    assert legal(g) == {"shoot", "shoot chain-shot"}
    for named, when in (("shoot heated-shot", "hit dice show a skull"), ("board caltrops", "boarding contest")):
        with pytest.raises(IllegalActionError) as err:
            g.apply(named)
        assert err.value.rule == "weapons.when" and when in str(err.value)
    to_round_2(g)
    assert {"board", "board grappling-hooks"} <= legal(g) and not any("caltrops" in a for a in legal(g))


def test_a_weapon_not_aboard_is_refused_by_name():
    g = duel(("sloop", "sloop"), ("grappling-hooks",), 1, 1, 1, 1)
    with pytest.raises(IllegalActionError) as err:
        g.apply("shoot chain-shot")
    assert err.value.rule == "combat.weapon" and "chain-shot" in str(err.value)


# --- heated shot ----------------------------------------------------------------------------------------
def skull_shot(weapons, *dice):
    """Round 1: Anja wins the contest; her one cannon rolls ``dice``; she is asked if a skull shows."""
    g = duel(("sloop", "sloop"), weapons,
             6, 1, 1, 1,          # Anja wins the contest, Jonah rolls nothing
             *dice)
    g.apply("shoot")
    g.apply("shoot")
    return g


def test_a_skull_asks_the_shooter_which_special_shot_he_fires_with_the_dice_in_view():
    g = skull_shot(("heated-shot", "double-shot"), 5)
    assert g.sub == "question" and g.current_player == 0 and g.question.kind == "shot"
    assert legal(g) == {"no weapon", "use heated-shot", "use double-shot"}
    assert g.question.facts == (1, 2, 0)                      # 1 skull; Jonah's hull 2, not burning
    assert g.prompt() == "Round 1: Anja may fire a special shot now that the hit dice show a skull (1 skull at Jonah)."
    assert g.log()[-1] == "Anja fires 1 shot at Jonah: 5."
    sound(g)


def test_heated_shot_skulls_deal_no_damage_but_set_the_target_on_fire():
    g = skull_shot(("heated-shot",), 5)
    g.apply("use heated-shot")
    jonah = captain(g, "Jonah")
    assert jonah.loc == (2, 2, 2, 2, 1) and g.fight.fire == (1,) and kinds(g, "Anja") == []
    assert g.sub == "skull" and g.current_player == 1 and g.fight.round == 2     # the fire, before round 2
    assert legal(g) == {"hit hull", "hit cargo", "hit masts", "hit crew", "hit cannons"}
    g.apply("hit cargo")
    assert jonah.loc == (2, 1, 2, 2, 1) and g.sub == "declare" and g.fight.fire == (1,)
    load_dice(g, 1, 1, 1, 1)
    g.apply("shoot")
    g.apply("shoot")
    assert g.sub == "skull" and g.fight.round == 3                              # it burns again
    g.apply("hit cannons")
    assert jonah.loc == (2, 1, 2, 2, 0)
    sound(g)


def test_no_weapon_lets_the_skull_hit_as_usual_and_keeps_the_shot_aboard():
    g = skull_shot(("heated-shot",), 5)
    g.apply("no weapon")
    assert g.sub == "skull" and g.current_player == 1 and g.fight.fire == () and kinds(g, "Anja") == ["heated-shot"]
    g.apply("hit crew")
    assert captain(g, "Jonah").loc[3] == 1 and g.fight.round == 2
    sound(g)


def test_without_a_skull_nobody_is_asked_and_the_shot_stays_aboard():
    g = skull_shot(("heated-shot",), 3)
    assert captain(g, "Jonah").loc[3] == 1 and g.fight.fire == () and kinds(g, "Anja") == ["heated-shot"]
    assert g.sub == "declare" and g.fight.round == 2


def test_after_a_named_chain_shot_the_skull_is_not_a_question():
    g = duel(("sloop", "sloop"), ("heated-shot", "chain-shot"), 6, 1, 1, 1, 5)
    g.apply("shoot chain-shot")
    g.apply("shoot")
    assert g.sub == "declare" and captain(g, "Jonah").loc[2] == 1 and kinds(g, "Anja") == ["heated-shot"]


def test_the_fire_can_sink_a_ship_and_the_shooter_wins():
    g = skull_shot(("heated-shot",), 6)
    loc(g, "Jonah", hull=1)
    glory = captain(g, "Anja").glory
    g.apply("use heated-shot")
    g.apply("hit hull")
    assert captain(g, "Jonah").dead and g.fight is None and captain(g, "Anja").glory == glory + 1
    sound(g)


@pytest.mark.parametrize("npc_rolls", ["engine", "left-neighbour"])
def test_an_npc_fires_its_double_shot_at_its_skulls_unless_a_player_declares_for_it(npc_rolls):
    g, p, i = frigate_attacks_npc(npc_rolls, "double-shot", 5)       # every die a success and a skull
    g.apply("shoot")
    if npc_rolls == "engine":
        assert "The double shot makes 2 of its skulls hit twice." in g.log() and g.npc_upgrades[i] == (~T("double-shot"),)
    else:
        proxy = (p.seat + 1) % g.n
        g.apply("shoot")                # the proxy declares for the NPC
        assert g.sub == "question" and g.current_player == proxy and legal(g) == {"no weapon", "use double-shot"}
        g.apply("no weapon")
        assert g.npc_upgrades[i] == (T("double-shot"),)
    sound(g)


def test_a_burning_npc_takes_its_fire_where_the_engine_chooses_and_crew_combat_puts_it_out():
    g = game()
    place(g, "Anja", "caribbean-sea")
    set_ship(g, "Anja", "galleon")
    give_weapon(g, "Anja", "heated-shot")
    turn_of(g, "Anja")
    i = put_npc(g, "english", "caribbean-sea")
    g.fight = combat.Fight(0, 10 + i, round=2)
    g.fight = g.fight._replace(fire=(10 + i,))
    before = g.npcs[i][3]
    combat.next_round(g)
    after = g.npcs[i][3]
    assert sum(before) - sum(after) == 1 and after[0] == before[0]       # not the hull
    assert g.sub == "declare" and g.fight.round == 3
    g.fight = g.fight._replace(after="board", boarder=0)
    load_dice(g, 6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
    combat.after_shots(g)
    assert "The fire is put out." in g.log()


# --- double shot ----------------------------------------------------------------------------------------
def test_double_shot_two_skulls_hit_twice_spread_evenly_by_the_target():
    g = duel(("frigate", "frigate"), ("double-shot",),
             6, 6, 5, 1,          # Anja 2 successes, Jonah 1
             1, 5, 6,             # Anja's three hits: cargo, two skulls (4 hits)
             2)                   # Jonah's one: masts
    g.apply("shoot")
    g.apply("shoot")
    assert g.question.kind == "shot" and g.question.facts == (2, 3, 0)
    g.apply("use double-shot")
    jonah = captain(g, "Jonah")
    assert jonah.loc == (3, 2, 3, 3, 3) and g.fight.skulls == (1, 1, 1, 1) and kinds(g, "Anja") == []
    assert legal(g) == {"hit hull", "hit cargo", "hit masts", "hit crew", "hit cannons"}
    g.apply("hit hull")
    assert "hit hull" not in legal(g)
    g.apply("hit cargo")
    g.apply("hit masts")
    assert legal(g) == {"hit crew", "hit cannons"}
    g.apply("hit crew")
    assert jonah.loc == (2, 1, 2, 2, 3) and g.sub == "declare"
    sound(g)


def test_double_shot_adds_at_most_two_hits():
    g = duel(("frigate", "frigate"), ("double-shot",), 6, 6, 1, 1, 5, 5, 6)
    g.apply("shoot")
    g.apply("shoot")
    g.apply("use double-shot")
    assert len(g.fight.skulls) == 5


# --- caltrops ------------------------------------------------------------------------------------------
def test_caltrops_after_a_won_board_cost_the_enemy_a_die_in_crew_combat():
    g = duel(("sloop", "sloop"), ("caltrops",), 1, 1, 1, 1)
    to_round_2(g)
    load_dice(g, 6, 1, 1, 1,       # Anja wins the contest with board; Jonah's shoot misses
              1, 1, 1,             # crew round 1: Anja 2 dice, Jonah only 1
              6, 6, 1, 1)          # crew round 2: both 2 dice; Anja takes both crew
    g.apply("board")
    g.apply("shoot")
    assert g.sub == "question" and g.question.kind == "caltrops" and g.question.facts == ("won",)
    assert legal(g) == {"throw caltrops", "keep caltrops"}
    assert g.prompt() == "Round 1: Anja may throw caltrops after the boarding contest (won against Jonah)."
    g.apply("throw caltrops")
    assert g.rng.faces == [] and (g.fight is None or g.sub == "claim")
    assert kinds(g, "Anja") == [] and captain(g, "Jonah").dead
    assert any("throws caltrops" in line for line in map(str, g.log()))
    sound(g)


def round_2_lost(declaration):
    """Round 2 of a duel, Anja carrying caltrops: she declares, Jonah shoots, wins the contest
    and hits once (a 1: cargo)."""
    g = duel(("sloop", "sloop"), ("caltrops",), 1, 1, 1, 1)
    to_round_2(g)
    load_dice(g, 1, 1, 6, 1, 1)
    g.apply(declaration)
    g.apply("shoot")
    return g


def test_caltrops_after_a_lost_board_cost_the_next_seamanship_check_once():
    g = round_2_lost("board")
    assert g.question.facts == ("lost",)
    g.apply("throw caltrops")
    assert g.fight.slowed == (1,) and kinds(g, "Anja") == []
    assert combat._contest_dice(g, 1, 0, "shoot") == 1 and combat._contest_dice(g, 0, 1, "shoot") == 2
    load_dice(g, 1, 1, 1)          # Anja 2 dice, Jonah 1
    g.apply("shoot")
    g.apply("shoot")
    assert g.rng.faces == [] and g.fight.slowed == () and combat._contest_dice(g, 1, 0, "shoot") == 2


def test_kept_caltrops_stay_aboard_and_slow_nobody():
    g = round_2_lost("board")
    g.apply("keep caltrops")
    assert g.fight.slowed == () and kinds(g, "Anja") == ["caltrops"] and g.sub == "declare"
    sound(g)


def test_a_shoot_is_never_asked_about_caltrops():
    g = round_2_lost("shoot")
    assert g.sub == "declare" and kinds(g, "Anja") == ["caltrops"]


def test_a_fight_on_fire_and_caltrops_saves_and_loads():
    g = skull_shot(("heated-shot",), 5)
    d = g.state_dict()
    back = marauders.Game._from_state(d)
    assert back.question == g.question and back.state_dict() == d
    g.apply("use heated-shot")
    g.fight = g.fight._replace(slowed=(0,))
    d = g.state_dict()
    back = marauders.Game._from_state(d)
    assert back.fight.fire == (1,) and back.fight.slowed == (0,) and back.state_dict() == d


def test_random_games_with_the_weapons_keep_every_invariant():
    picked = random_games({"weapons"})
    assert any(w in a for a in picked for w in ("use heated-shot", "use double-shot", "throw caltrops"))


def test_random_games_with_both_modules():
    random_games({"weapons", "brig"}, count=20)


def test_the_fight_view_says_which_ship_is_on_fire():
    from nassau import marauders
    g = marauders.new_game(["You", "Jonah", "Jon", "Ewan"], seed=9, modules={"weapons"})
    with g.edit() as e:
        e.ship("You", "frigate").at("You", "tortuga").turn("You").weapon("You", "heated-shot")
        e.ship("Jon", "flute").at("Jon", "tortuga")
    g.apply("scout captain Jon")
    assert "on fire" not in str(g.fight_view())
    g.fight = g.fight._replace(fire=(2,))
    view = g.fight_view()
    assert "Jon (defender, on fire)" in str(view) and "defender, on fire" in str(view.to_svg())
    assert "You (aggressor)" in str(view)


def test_grappling_hooks_roll_every_failed_die_again_when_the_boarder_does_not_win():
    g = duel(("sloop", "sloop"), ("grappling-hooks",), 1, 1, 1, 1)
    to_round_2(g)
    load_dice(g, 5, 1,              # Anja boards: 1 success
              6, 5,                 # Jonah shoots: 2, he wins the contest
              6,                    # the hooks: Anja's failed die again, a success: a tie
              4)                    # a tie fires the shots: Jonah's one hit, the cannons
    g.apply("board grappling-hooks")
    g.apply("shoot")
    assert "Anja uses the grappling hooks and rolls again: 6 5 (2 successes)." in g.log()
    assert kinds(g, "Anja") == [] and g.rng.faces == []
