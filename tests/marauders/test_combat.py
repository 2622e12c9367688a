"""Naval combat, crew combat, plunder and claiming (fact sheet §7), with scripted dice.

The duels are between Anja (Isabel de Montoya) and Jonah (Pieter Claeszoon): both have
Seamanship 2, Scouting 2 and Leadership 2 and abilities that play no part in a fight, so each
test names every die.
"""

import pytest

from nassau.kernel.errors import IllegalActionError
from nassau.marauders.rules import combat
from nassau.marauders.rules.checks import Roll
from nassau.marauders.rules.state import maxima

from .helpers import captain, empty_hands, legal, load_dice, new, place, set_captain, set_ship, sound, turn_of
from .test_npcs_and_events import put_npc


def duel(ships=("sloop", "sloop"), where="caribbean-sea", **options):
    g = new(2, seed=3, **options)
    set_captain(g, "Anja", "isabel-de-montoya")
    set_captain(g, "Jonah", "pieter-claeszoon")
    for name, ship in zip(("Anja", "Jonah"), ships):
        place(g, name, where)
        set_ship(g, name, ship)
    turn_of(g, "Anja")
    empty_hands(g)
    return sound(g)


def fight(g, *dice):
    """Anja finds Jonah (her Scouting roll is a 6 and a 1) and both shoot in round 1."""
    load_dice(g, 6, 1, *dice)
    g.apply("scout captain Jonah")
    return g


def loc(g, name, **changes):
    p = captain(g, name)
    values = list(p.loc)
    for key, v in changes.items():
        values[("hull", "cargo", "masts", "crew", "cannons").index(key)] = v
    p.loc = tuple(values)
    g._legal = None
    return p


def give_weapon(g, name, kind):
    w = next(x for x in g.weapon_supply if g.comp.weapons[x].kind == kind)
    g.weapon_supply = tuple(x for x in g.weapon_supply if x != w)
    captain(g, name).weapons += (w,)
    g._legal = None


def to_round_2(g):
    """Round 1 fought with nothing hitting: both shoot, nobody succeeds."""
    g.apply("shoot")
    g.apply("shoot")
    assert g.fight.round == 2 and g.sub == "declare"


# --- declarations -------------------------------------------------------------------------------
def test_scouting_a_captain_starts_a_fight_and_attacking_a_non_pirate_is_a_bounty():
    g = fight(duel())
    assert g.sub == "declare" and g.current_player == 0 and g.fight.a == 0 and g.fight.d == 1
    assert captain(g, "Anja").bounty == (0, 0, 0, 1)           # Jonah's captain is Dutch
    assert g.actions_left == 2
    sound(g)


def test_without_the_attack_bounty_option_attacking_is_free():
    g = fight(duel(attack_bounty=False))
    assert g.sub == "declare" and captain(g, "Anja").bounty == (0, 0, 0, 0)


def test_attacking_a_pirate_earns_no_bounty():
    g = duel()
    captain(g, "Jonah").bounty = (1, 0, 0, 0)
    fight(g)
    assert captain(g, "Anja").bounty == (0, 0, 0, 0)


def test_a_failed_scouting_roll_finds_nobody():
    g = duel()
    load_dice(g, 4, 1)
    g.apply("scout captain Jonah")
    assert g.fight is None and g.sub == "action" and g.actions_left == 2
    assert captain(g, "Anja").bounty == (0, 0, 0, 0)


def test_round_one_allows_only_shoot_for_both_sides():
    g = fight(duel(), 1, 1, 1, 1)
    assert legal(g) == {"shoot"}
    with pytest.raises(IllegalActionError):
        g.apply("board")
    g.apply("shoot")
    assert g.current_player == 1 and legal(g) == {"shoot"}


def test_from_round_two_shoot_board_and_flee():
    g = fight(duel(), 1, 1, 1, 1)
    to_round_2(g)
    assert legal(g) == {"shoot", "board", "flee"}


def test_no_masts_only_shoot_and_no_crew_no_board():
    g = fight(duel(), 1, 1, 1, 1)
    to_round_2(g)
    loc(g, "Anja", masts=0)
    assert legal(g) == {"shoot"}
    loc(g, "Anja", masts=2, crew=0)
    assert legal(g) == {"shoot", "flee"}


def test_the_prompt_names_only_the_declarations_open_and_why_the_others_are_not():
    g = fight(duel(), 1, 1, 1, 1)
    assert g.prompt() == "Round 1: Anja declares shoot (the first round of a battle is shot)."
    to_round_2(g)
    assert g.prompt() == "Round 1: Anja declares shoot, board or flee."
    loc(g, "Anja", masts=2, crew=0)
    assert g.prompt() == "Round 1: Anja declares shoot or flee."
    loc(g, "Anja", masts=0, crew=2)
    assert g.prompt() == "Round 1: Anja declares shoot (a ship without masts can only shoot)."
    assert {a.notation for a in g.legal_actions()} == {"shoot"}


def test_an_npc_may_flee_only_with_fewer_cannons_or_crew():
    g = duel(npc_rolls="left-neighbour")
    i = put_npc(g, "spanish", "caribbean-sea")
    g.event_deck = tuple(c for c in g.event_deck if c != g.npcs[i][0])
    load_dice(g, 6, 1, 1, 1, 1, 1, 1)
    g.apply("scout navy spanish")
    g.apply("shoot")                                        # Anja's round 1
    assert g.current_player == 1                            # Jonah, to her left, declares for the navy
    g.apply("shoot")
    assert g.fight.round == 2
    g.apply("shoot")
    assert legal(g) == {"shoot", "board"}                   # a frigate against a sloop may not flee
    combat.set_loc(g, 10 + i, (3, 3, 3, 0, 3))
    g._legal = None
    assert legal(g) == {"shoot", "flee"}                    # with fewer crew it may


def test_an_npc_without_cannons_boards_or_flees_instead_of_shooting():
    g = duel(npc_rolls="left-neighbour")
    i = put_npc(g, "spanish", "caribbean-sea")
    g.fight = combat.Fight(0, 10 + i, round=2)
    combat.set_loc(g, 10 + i, (3, 3, 3, 1, 0))
    assert combat.npc_declaration(g, 10 + i, 0) == "board"          # crew 1 against 2: no cannon, so board
    combat.set_loc(g, 10 + i, (3, 3, 3, 0, 0))
    assert combat.npc_declaration(g, 10 + i, 0) == "flee"           # no crew to board with: fewer, so flee
    combat.set_loc(g, 10 + i, (3, 3, 3, 1, 1))
    assert combat.npc_declaration(g, 10 + i, 0) == "shoot"          # a cannon left: it shoots
    g.fight = combat.Fight(0, 10 + i, round=1)
    combat.set_loc(g, 10 + i, (3, 3, 3, 1, 0))
    assert combat.npc_declaration(g, 10 + i, 0) == "shoot"          # round 1 allows nothing else


# --- the seamanship contest --------------------------------------------------------------------------
def test_two_more_maneuverability_is_one_more_die():
    g = fight(duel(ships=("sloop", "flute")), 1, 1, 1, 1)
    assert combat._contest_dice(g, 0, 1, "shoot") == 3 and combat._contest_dice(g, 1, 0, "shoot") == 2
    g = fight(duel(ships=("sloop", "frigate")), 1, 1, 1, 1)
    assert combat._contest_dice(g, 0, 1, "shoot") == 2


@pytest.mark.parametrize("value, bonus", [(2, True), (3, False)])
def test_the_galleons_maneuverability_is_an_option(value, bonus):
    g = fight(duel(ships=("sloop", "galleon"), galleon_maneuverability=value), 1, 1, 1, 1)
    assert combat._contest_dice(g, 0, 1, "shoot") == 2 + bonus


def test_masts_at_zero_roll_one_die():
    g = fight(duel(), 1, 1, 1, 1)
    loc(g, "Anja", masts=0)
    assert combat._contest_dice(g, 0, 1, "shoot") == 1


def test_the_contest_most_successes_then_the_pips_of_the_other_dice():
    assert combat._contest([Roll((6, 1)), Roll((4, 4))]) == 0
    assert combat._contest([Roll((5, 4)), Roll((6, 3))]) == 0
    assert combat._contest([Roll((5, 2)), Roll((6, 3))]) == 1
    assert combat._contest([Roll((5, 3)), Roll((6, 3))]) == "tie"
    assert combat._contest([Roll((4, 3)), Roll((2, 1))]) == "none"


def test_no_success_at_all_starts_the_next_round_without_shots():
    g = fight(duel(), 4, 3, 2, 1)
    g.apply("shoot")
    g.apply("shoot")
    assert g.fight.round == 2 and captain(g, "Anja").loc == captain(g, "Jonah").loc == maxima(g.comp, "sloop")


# --- shooting and hits ---------------------------------------------------------------------------------
def test_the_winner_shoots_every_cannon_the_loser_one_per_success():
    g = fight(duel(ships=("frigate", "frigate")),
              6, 5, 6, 1,             # Anja 2 successes, Jonah 1
              1, 2, 4,                # Anja's three hits: cargo, masts, cannons
              3)                      # Jonah's one hit: crew
    g.apply("shoot")
    g.apply("shoot")
    assert captain(g, "Jonah").loc == (3, 2, 2, 3, 2)
    assert captain(g, "Anja").loc == (3, 3, 3, 2, 3)
    assert g.fight.round == 2


def test_a_tied_contest_fires_one_shot_per_success():
    g = fight(duel(ships=("frigate", "frigate")), 6, 3, 5, 3, 2, 2)
    g.apply("shoot")
    g.apply("shoot")
    assert captain(g, "Jonah").loc[2] == 2 and captain(g, "Anja").loc[2] == 2


def test_a_skull_goes_where_the_target_chooses():
    g = fight(duel(), 6, 1, 1, 1, 5)
    g.apply("shoot")
    g.apply("shoot")
    assert g.sub == "skull" and g.current_player == 1
    assert legal(g) == {"hit hull", "hit cargo", "hit masts", "hit crew", "hit cannons"}
    g.apply("hit cargo")
    assert captain(g, "Jonah").loc == (2, 1, 2, 2, 1) and g.sub == "declare" and g.fight.round == 2
    sound(g)


def test_a_hit_on_an_empty_location_goes_to_the_hull_and_empty_ones_are_no_skull_choice():
    g = fight(duel(), 6, 1, 1, 1, 3)
    loc(g, "Jonah", crew=0)
    g.apply("shoot")
    g.apply("shoot")
    assert captain(g, "Jonah").loc == (1, 2, 2, 0, 1)
    g = fight(duel(), 6, 1, 1, 1, 6)
    loc(g, "Jonah", crew=0)
    g.apply("shoot")
    g.apply("shoot")
    assert "hit crew" not in legal(g) and "hit hull" in legal(g)


def test_a_sunk_captain_drowns_and_the_winner_gains_glory():
    g = fight(duel(), 6, 1, 1, 1, 4)
    loc(g, "Jonah", hull=1, cannons=0)
    jonah = captain(g, "Jonah")
    old_card, glory = jonah.card, captain(g, "Anja").glory
    g.apply("shoot")
    g.apply("shoot")
    assert jonah.dead and jonah.card != old_card and jonah.ship == "" and jonah.in_port
    assert captain(g, "Anja").glory == glory + 1 and g.fight is None and g.sub == "action"
    assert "Jonah drowns, sunk in the battle." in g.log()          # how he died, in the fate's own line
    sound(g)


@pytest.mark.parametrize("weapon, where", [("chain-shot", 2), ("grapeshot", 3)])
def test_chain_shot_and_grapeshot_aim_the_skulls(weapon, where):
    g = fight(duel(), 6, 1, 1, 1, 6)
    give_weapon(g, "Anja", weapon)
    assert f"shoot {weapon}" in legal(g)
    g.apply(f"shoot {weapon}")
    assert captain(g, "Anja").weapons == ()                 # spent, back to the supply
    g.apply("shoot")
    assert captain(g, "Jonah").loc[where] == 1 and g.sub == "declare"
    sound(g)


def test_a_surplus_chain_shot_skull_never_reaches_the_hull():
    g = fight(duel(), 6, 1, 1, 6)                         # Jonah without masts rolls one die
    give_weapon(g, "Anja", "chain-shot")
    loc(g, "Jonah", masts=0)
    g.apply("shoot chain-shot")
    g.apply("shoot")
    assert captain(g, "Jonah").loc == (2, 2, 0, 2, 1)


# --- flee -----------------------------------------------------------------------------------------------
def test_the_contest_winner_escapes_when_the_other_rolled_no_success():
    g = fight(duel(), 1, 1, 1, 1, 6, 1, 2, 1)
    to_round_2(g)
    g.apply("flee")
    g.apply("shoot")
    assert g.fight is None and g.sub == "action" and g.current_player == 0 and g.actions_left == 2


def test_no_escape_when_the_other_rolled_a_success():
    g = fight(duel(), 1, 1, 1, 1, 6, 5, 6, 1, 4)
    to_round_2(g)
    g.apply("flee")
    g.apply("shoot")
    assert g.fight.round == 3 and captain(g, "Anja").loc[4] == 0      # Jonah's one shot hit the cannons


def test_when_both_flee_the_ships_part():
    g = fight(duel(), 1, 1, 1, 1)
    to_round_2(g)
    g.apply("flee")
    g.apply("flee")
    assert g.fight is None and g.sub == "action"


def test_two_ships_without_masts_or_cannons_drift_apart():
    g = fight(duel(), 1, 1, 1, 1)
    to_round_2(g)
    loc(g, "Anja", masts=0, cannons=0)
    loc(g, "Jonah", masts=0, cannons=1)
    load_dice(g, 1, 1)
    g.apply("shoot")
    g.apply("shoot")                        # Jonah's cannon can still hit: the battle goes on
    assert g.fight is not None and g.fight.round == 3
    loc(g, "Jonah", cannons=0)
    load_dice(g, 1, 1)
    g.apply("shoot")
    g.apply("shoot")
    assert g.fight is None and g.sub == "action" and "drift apart" in g.log()[-1]


def test_a_gunless_npc_without_crew_or_the_right_to_flee_and_a_dismasted_captain_drift_apart():
    g = duel(npc_rolls="left-neighbour")
    i = put_npc(g, "spanish", "caribbean-sea")
    load_dice(g, 6, 1, 1, 1, 1, 1, 1)
    g.apply("scout navy spanish")
    g.apply("shoot")
    g.apply("shoot")                                         # Jonah shoots for the navy in round 1
    assert g.fight.round == 2
    loc(g, "Anja", masts=0, cannons=0, crew=0)
    combat.set_loc(g, 10 + i, (3, 3, 3, 1, 0))               # crew 1: it may still board
    assert not combat.deadlocked(g)
    combat.set_loc(g, 10 + i, (3, 3, 3, 0, 0))               # no crew, and no fewer cannons or crew: no flee
    assert combat.legal_declarations(g, 10 + i) == ("shoot",) and combat.deadlocked(g)
    g.fight = g.fight._replace(fire=(10 + i,))
    assert not combat.deadlocked(g)                           # a fire still deals hits


def test_an_npc_repairs_fully_after_the_battle():
    g = duel()
    i = put_npc(g, "pirate-small", "caribbean-sea")
    load_dice(g, 6, 1, 6, 1, 1, 1, 2, 1, 6, 1, 2, 1)
    g.apply("scout pirate small")
    g.apply("shoot")                                        # round 1: Anja hits the masts
    assert g.npcs[i][3] == (2, 2, 1, 2, 1)
    g.apply("flee")                                         # round 2: the NPC shoots, Anja escapes
    assert g.fight is None and g.npcs[i][3] == maxima(g.comp, "sloop")


# --- boarding and crew combat ------------------------------------------------------------------------------
def board(g, crew_dice):
    """Round 2: Anja boards and wins the contest; Jonah shoots and misses; then crew combat."""
    load_dice(g, 1, 1, 1, 1, 6, 6, 1, 1, *crew_dice)
    to_round_2(g)
    g.apply("board")
    g.apply("shoot")


def test_winning_the_crew_combat_kills_the_loser_and_takes_his_belongings():
    g = fight(duel())
    jonah = captain(g, "Jonah")
    from .helpers import give_gold, give_goods
    give_gold(g, "Jonah", 7)
    give_goods(g, "Jonah", "rum")
    hand = jonah.hand
    board(g, (6, 5, 1, 1))
    anja = captain(g, "Anja")
    assert jonah.dead and anja.gold == 10 + 7 and set(hand) <= set(anja.hand)
    assert "Jonah is killed in the crew combat with Anja." in g.log()
    assert [g.comp.cargo[c].good for c in anja.goods] == ["rum"]
    assert g.sub == "claim" and legal(g) == {"claim ship", "leave ship"}
    sound(g)


def test_nobody_removes_more_crew_than_his_own():
    g = fight(duel())
    loc(g, "Anja", crew=1)
    board(g, (6, 6, 1, 1,          # Anja's 2 successes remove only 1 of Jonah's 2 crew
              1, 1, 6, 1))         # then Jonah's one success removes her last
    assert captain(g, "Jonah").loc[3] == 1 and captain(g, "Anja").dead


def test_the_crew_combat_loser_is_the_one_whose_crew_is_gone():
    g = fight(duel())
    board(g, (1, 1, 6, 6))
    assert captain(g, "Anja").dead and not captain(g, "Jonah").dead
    assert g.sub == "claim" and g.current_player == 1        # the defender won and may claim


def test_both_crews_gone_together_the_larger_tally_then_the_pips_win():
    assert combat._crew_winner([0, 0], [2, 1], None) == 0
    assert combat._crew_winner([0, 0], [1, 1], [Roll((5, 4)), Roll((6, 2))]) == 0
    assert combat._crew_winner([0, 0], [1, 1], [Roll((5, 2)), Roll((6, 2))]) is None
    assert combat._crew_winner([1, 0], [0, 2], None) == 0


def test_a_boarder_who_loses_his_last_crew_to_the_shots_fights_on_at_sea():
    g = fight(duel())
    loc(g, "Anja", crew=1)
    load_dice(g, 1, 1, 1, 1, 6, 6, 5, 1, 3)
    to_round_2(g)
    g.apply("board")
    g.apply("shoot")
    assert captain(g, "Anja").loc[3] == 0 and g.fight is not None and g.fight.round == 3 and not g.fight.crew


def test_claiming_the_defeated_ship():
    g = fight(duel(ships=("sloop", "frigate")))
    loc(g, "Jonah", hull=2)
    board(g, (6, 6, 1, 1, 6, 1, 1, 1))
    g.apply("claim ship")
    anja = captain(g, "Anja")
    assert anja.ship == "frigate" and anja.loc[0] == 2 and anja.loc[3] == 2     # her crew moved over
    assert g.sub == "action"
    sound(g)


def test_leaving_the_defeated_ship():
    g = fight(duel(ships=("sloop", "frigate")))
    board(g, (6, 6, 1, 1, 6, 1, 1, 1))
    g.apply("leave ship")
    assert captain(g, "Anja").ship == "sloop"


def test_beating_a_pirate_captain_pays_his_bounties_except_a_nation_that_wants_you():
    g = fight(duel())
    captain(g, "Jonah").bounty = (2, 1, 0, 0)
    captain(g, "Anja").bounty = (0, 1, 0, 0)
    board(g, (6, 6, 1, 1))
    reward = g.comp.rules.pirate_bounty_reward
    assert captain(g, "Anja").gold == 10 + 10 + 2 * reward      # his 10 gold, and England's reward only


def test_a_non_pirate_who_sinks_an_npc_pirate_collects_its_reward():
    g = duel()
    i = put_npc(g, "pirate-small", "caribbean-sea")
    combat_loc = (1, 2, 2, 2, 0)
    g.npcs = g.npcs[:i] + ((g.npcs[i][0], g.npcs[i][1], "sloop", combat_loc),) + g.npcs[i + 1:]
    load_dice(g, 6, 1, 6, 1, 1, 1, 4)
    g.apply("scout pirate small")
    g.apply("shoot")
    anja = captain(g, "Anja")
    assert g.npcs[i] is None and anja.gold == 10 + 5 and anja.glory == 1 and anja.bounty == (0, 0, 0, 0)
    sound(g)


def test_beating_a_navy_at_its_crew_takes_its_plunder_less_a_card_per_cargo_hit():
    g = duel()
    i = put_npc(g, "spanish", "caribbean-sea")
    card, z, ship, _ = g.npcs[i]
    g.npcs = g.npcs[:i] + ((card, z, ship, (3, 2, 3, 1, 3)),) + g.npcs[i + 1:]
    deck = g.cargo_deck
    values = sum(g.comp.cargo[c].value for c in deck[:3])
    lead = g.comp.events[card].npc.leadership
    load_dice(g, 6, 1, 1, 1, *([1] * g.comp.events[card].npc.seamanship),
              6, 6, *([1] * g.comp.events[card].npc.seamanship), 6, 1, *([1] * lead))
    g.apply("scout navy spanish")
    g.apply("shoot")
    g.apply("board")
    anja = captain(g, "Anja")
    assert g.npcs[i] is None and anja.gold == 10 + values
    assert len(anja.goods) == 2                               # 3 drawn, 1 lost to the cargo hit; a sloop holds 2
    assert anja.bounty == (0, 0, 1, 0)
    sound(g)


def test_a_claimed_ship_comes_without_its_modifications():
    g = fight(duel(ships=("sloop", "frigate")))
    jonah = captain(g, "Jonah")
    z = next(z for z, m in enumerate(g.port_mods) if m >= 0 and g.comp.mods[m].effect == "reinforced-hull")
    jonah.mods, g.port_mods = (g.port_mods[z],), g.port_mods[:z] + (-1,) + g.port_mods[z + 1:]
    jonah.loc = maxima(g.comp, "frigate", jonah.mods)
    assert jonah.loc[0] == 4
    board(g, (6, 6, 1, 1, 6, 1, 1, 1))
    g.apply("claim ship")
    assert captain(g, "Anja").loc[0] == 3 and captain(g, "Anja").mods == ()
    sound(g)


def test_long_guns_hit_once_more_in_the_first_round_only():
    from nassau.marauders.rules import combat
    g = new(seed=3)
    p = captain(g, "Anja")
    plain = [combat._shots(g, p.seat, won, 1, r) for won in (True, False) for r in (1, 2)]
    p.mods = (next(m.index for m in g.comp.mods if m.effect == "long-guns"),)
    armed = [combat._shots(g, p.seat, won, 1, r) for won in (True, False) for r in (1, 2)]
    assert [a - b for a, b in zip(armed, plain)] == [1, 0, 1, 0]
    assert combat._shots(g, p.seat, False, 0, 1) == 0          # no success, no shot to add to
