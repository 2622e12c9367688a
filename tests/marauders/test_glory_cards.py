"""Playing glory cards (nassau's reconstructed deck; vocabulary.GLORY_EFFECTS)."""

from nassau.marauders.rules.checks import skill

from .helpers import captain, give_glory, give_gold, legal, load_dice, sound
from .test_combat import duel, fight, loc, to_round_2


def test_an_extra_action_is_played_without_spending_one():
    g = duel()
    card = give_glory(g, "Anja", "extra-action")
    assert f"play {card}" in legal(g)
    g.apply(f"play {card}")
    assert g.actions_left == 4 and captain(g, "Anja").hand == () and g.comp.glory[g.glory_discard[-1]].id == card
    sound(g)


def test_a_windfall_pays_its_gold_from_the_bank():
    g = duel()
    card = give_glory(g, "Anja", "windfall")
    amount = next(c.amount for c in g.comp.glory if c.id == card)
    bank = g.bank
    g.apply(f"play {card}")
    assert captain(g, "Anja").gold == 10 + amount and g.bank == bank - amount and amount > 0
    sound(g)


def test_a_specialist_is_hired_onto_the_ship_once_per_kind_and_adds_to_its_skill():
    g = duel()
    first = give_glory(g, "Anja", "specialist-lookout")
    second = give_glory(g, "Anja", "specialist-lookout")
    anja = captain(g, "Anja")
    before = skill(g, anja, "scouting")
    g.apply(f"play {first}")
    assert skill(g, anja, "scouting") == before + 1 and len(anja.specialists) == 1
    assert f"play {second}" not in legal(g)
    sound(g)


def test_a_dead_captains_specialists_are_discarded():
    g = fight(duel(), 6, 1, 1, 1, 4)
    g.players[1].specialists += (g.glory_deck[0],)
    g.glory_deck = g.glory_deck[1:]
    loc(g, "Jonah", hull=1, cannons=0)
    g.apply("shoot")
    g.apply("shoot")
    assert captain(g, "Jonah").dead and captain(g, "Jonah").specialists == ()
    sound(g)


def test_an_extra_die_card_adds_two_dice_to_the_next_check():
    g = duel()
    card = give_glory(g, "Anja", "extra-die")
    g.apply(f"play {card}")
    assert captain(g, "Anja").primed == ("extra-die",) and g.actions_left == 3
    load_dice(g, 1, 1, 1, 6)                                # 2 Scouting dice + 2
    g.apply("scout captain Jonah")
    assert g.fight is not None and captain(g, "Anja").primed == ()


def test_a_reroll_card_rolls_the_next_check_twice_and_the_better_counts():
    g = duel()
    card = give_glory(g, "Anja", "reroll")
    g.apply(f"play {card}")
    load_dice(g, 1, 1, 6, 1)
    g.apply("scout captain Jonah")
    assert g.fight is not None
    assert any("rolls twice" in line for line in g.log())


def test_the_cards_for_a_check_count_in_the_seamanship_contest():
    g = fight(duel(), 1, 1, 1, 1)
    card = give_glory(g, "Anja", "extra-die")
    assert f"play {card}" in legal(g)
    g.apply(f"play {card}")
    load_dice(g, 6, 1, 1, 1, 1, 1, 2)                       # Anja 4 dice, Jonah 2, one hit
    g.apply("shoot")
    g.apply("shoot")
    assert captain(g, "Jonah").loc[2] == 1


def test_an_escape_card_ends_the_battle_where_flee_is_allowed():
    g = fight(duel(), 1, 1, 1, 1)
    card = give_glory(g, "Anja", "escape")
    assert f"play {card}" not in legal(g)                   # round 1: only shoot
    to_round_2(g)
    g.apply(f"play {card}")
    assert g.fight is None and g.sub == "action"
    sound(g)


def test_a_broadside_declares_shoot_with_two_more_hits():
    g = fight(duel(), 6, 1, 1, 1, 1, 2, 4)
    card = give_glory(g, "Anja", "broadside")
    g.apply(f"play {card}")
    assert g.fight.decl[0] == "shoot" and g.current_player == 1
    g.apply("shoot")
    assert captain(g, "Jonah").loc == (2, 1, 1, 2, 0)


def test_a_survivor_card_saves_the_captain_but_not_the_ship():
    g = fight(duel(), 6, 1, 1, 1, 4)
    card = give_glory(g, "Jonah", "survivor")
    jonah = captain(g, "Jonah")
    jonah.bounty = (1, 0, 0, 0)
    give_gold(g, "Jonah", 6)
    old = jonah.card
    loc(g, "Jonah", hull=1, cannons=0)
    g.apply("shoot")
    g.apply("shoot")
    assert jonah.card == old and jonah.bounty == (1, 0, 0, 0) and jonah.ship == "" and jonah.gold == 0
    assert jonah.in_port and jonah.zone == g.comp.by_id[g.comp.captains[old].home].index and jonah.dead
    assert card not in {g.comp.glory[c].id for c in jonah.hand}
    sound(g)


def test_a_master_gunner_is_one_more_cannon():
    g = fight(duel(), 6, 1, 1, 1, 2, 2)
    g.players[0].specialists += (next(c for c in g.glory_deck if g.comp.glory[c].effect == "specialist-gunner"),)
    g.glory_deck = tuple(c for c in g.glory_deck if c not in g.players[0].specialists)
    g.apply("shoot")
    g.apply("shoot")
    assert captain(g, "Jonah").loc[2] == 0
