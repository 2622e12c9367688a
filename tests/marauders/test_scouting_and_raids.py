"""Scouting (captains and NPCs, with the zone texts) and merchant raids (fact sheet §2.3,
§3.3, §4.3, §8.1, §8.2), with scripted dice and stacked cargo cards."""

import pytest

from nassau.marauders.rules import scouting
from nassau.marauders.rules.checks import skill
from nassau.marauders.rules.vocabulary import NPC_SLOTS

from .helpers import (captain, empty_hands, give_goods, legal, load_dice, new, place, set_captain, set_ship, sound, stack_cargo,
                      turn_of, zone)
from .test_combat import give_weapon, loc
from .test_npcs_and_events import put_npc


def at(where, ship="sloop", cap="isabel-de-montoya", **options):
    """Anja (Seamanship, Scouting, Leadership 2) at sea in ``where``, her turn."""
    g = new(2, seed=3, **options)
    set_captain(g, "Anja", cap)
    set_captain(g, "Jonah", "pieter-claeszoon")
    place(g, "Anja", where)
    place(g, "Jonah", "nassau", in_port=True)
    set_ship(g, "Anja", ship)
    turn_of(g, "Anja")
    empty_hands(g)
    return sound(g)


def merchant_nation(g, where, nation):
    """Make the merchant token of ``where`` one of ``nation`` (swapped with the track or a zone)."""
    z = zone(g, where)
    token = next(t.index for t in g.comp.merchants if t.nation == nation and t.index != g.merchants[z])
    row, track = list(g.merchants), list(g.merchant_track)
    if token in track:
        track[track.index(token)] = row[z]
    else:
        row[row.index(token)] = row[z]
    row[z] = token
    g.merchants, g.merchant_track = tuple(row), tuple(track)
    g._legal = None


# --- captains scouting ---------------------------------------------------------------------------
def test_scouting_is_offered_at_sea_only_and_not_for_a_damaged_merchant_raider():
    g = at("caribbean-sea")
    assert "scout merchant" in legal(g)
    loc(g, "Anja", cannons=0)
    assert "scout merchant" not in legal(g)                 # any location at 0 forbids a raid
    g = at("havana")
    place(g, "Anja", "havana", in_port=True)
    assert not any(a.startswith("scout") for a in legal(g))


def test_one_success_finds_the_merchant_who_may_be_the_token_or_the_port_nation():
    g = at("san-juan")
    merchant_nation(g, "san-juan", "english")
    load_dice(g, 5, 1)
    g.apply("scout merchant")
    assert g.sub == "raid-nation" and legal(g) == {"raid english", "raid spanish", "let go"}
    assert g.merchants[zone(g, "san-juan")] == -1 and g.raid.token in g.merchant_track
    g.apply("let go")
    assert g.sub == "action" and g.raid is None and g.actions_left == 2
    sound(g)


def test_no_success_no_merchant():
    g = at("san-juan")
    load_dice(g, 4, 1)
    g.apply("scout merchant")
    assert g.sub == "action" and g.merchants[zone(g, "san-juan")] >= 0


def test_a_keen_eye_rolls_one_more_die_for_a_merchant():
    g = at("san-juan", cap="rodrigo-vargas")                 # Scouting 4, keen eye
    load_dice(g, 1, 1, 1, 1, 6)
    g.apply("scout merchant")
    assert g.sub == "raid-nation"


def test_off_cartagena_the_merchant_is_found_without_a_roll_as_a_spanish_one():
    g = at("cartagena")
    merchant_nation(g, "cartagena", "dutch")
    load_dice(g)
    g.apply("scout merchant")
    assert legal(g) == {"raid spanish", "let go"}


# --- NPCs scouting captains ------------------------------------------------------------------------
def npc_dice(g, i):
    return g.comp.events[g.npcs[i][0]].npc.scouting


def pirate(g, name, nation="spanish"):
    p = captain(g, name)
    i = ("english", "french", "spanish", "dutch").index(nation)
    p.bounty = p.bounty[:i] + (1,) + p.bounty[i + 1:]
    g._legal = None
    return p


def test_a_navy_scouts_a_pirate_at_the_start_of_his_turn_and_attacks():
    g = at("san-juan")
    pirate(g, "Anja")
    i = put_npc(g, "spanish", "san-juan")
    load_dice(g, 6, *[1] * (npc_dice(g, i) - 1))
    scouting.npcs_scout_at_start(g, captain(g, "Anja"))
    assert g.fight.a == 10 + i and g.fight.d == 0 and g.sub == "declare"
    assert g.fight.decl[0] == "shoot"                        # the engine declared for the navy


def test_a_navy_ignores_a_captain_who_is_no_pirate_and_an_npc_pirate_ignores_pirates():
    g = at("san-juan")
    put_npc(g, "spanish", "san-juan")
    load_dice(g)
    scouting.npcs_scout_at_start(g, captain(g, "Anja"))
    assert g.fight is None
    g = at("san-juan")
    pirate(g, "Anja")
    put_npc(g, "pirate-small", "san-juan")
    load_dice(g)
    scouting.npcs_scout_at_start(g, captain(g, "Anja"))
    assert g.fight is None


def test_sailing_into_an_npcs_zone_lets_it_scout():
    g = at("santo-domingo")
    i = put_npc(g, "pirate-large", "san-juan")
    load_dice(g, 6, *[1] * (npc_dice(g, i) - 1))
    g.apply("move san-juan")
    assert g.fight is not None and g.fight.a == 10 + i and g.current_player == 0


def test_a_failed_npc_scouting_roll_lets_the_captain_be():
    g = at("santo-domingo")
    i = put_npc(g, "pirate-large", "san-juan")
    load_dice(g, *[1] * npc_dice(g, i))
    g.apply("move san-juan")
    assert g.fight is None and g.sub == "action"


def test_at_nassau_a_navy_needs_two_successful_rolls():
    g = at("nassau")
    pirate(g, "Anja", "english")
    i = put_npc(g, "english", "nassau")
    n = npc_dice(g, i)
    load_dice(g, 6, *[1] * (n - 1), *[1] * n)
    assert not scouting.found_by(g, i, captain(g, "Anja"))
    load_dice(g, 6, *[1] * (n - 1), 5, *[1] * (n - 1))
    assert scouting.found_by(g, i, captain(g, "Anja"))


def test_at_trinidad_every_captain_is_invisible_to_navies_but_not_to_npc_pirates():
    g = at("trinidad")
    pirate(g, "Anja")
    i = put_npc(g, "spanish", "trinidad")
    assert not scouting.hunts(g, i, captain(g, "Anja"))
    g = at("trinidad")
    j = put_npc(g, "pirate-small", "trinidad")
    assert scouting.hunts(g, j, captain(g, "Anja"))


def test_at_tortuga_the_french_navy_sees_only_a_french_bounty_and_npc_pirates_spare_the_french():
    g = at("tortuga")
    i = put_npc(g, "french", "tortuga")
    pirate(g, "Anja", "spanish")
    assert not scouting.hunts(g, i, captain(g, "Anja"))
    pirate(g, "Anja", "french")
    assert scouting.hunts(g, i, captain(g, "Anja"))
    g = at("tortuga", cap="jean-laroche")                    # a French captain
    j = put_npc(g, "pirate-small", "tortuga")
    assert not scouting.hunts(g, j, captain(g, "Anja"))
    g = at("tortuga")
    j = put_npc(g, "pirate-small", "tortuga")
    assert scouting.hunts(g, j, captain(g, "Anja"))


def test_at_basse_terre_the_french_navy_rolls_again_after_a_failure():
    g = at("basse-terre")
    pirate(g, "Anja", "french")
    i = put_npc(g, "french", "basse-terre")
    n = npc_dice(g, i)
    load_dice(g, *[1] * n, 6, *[1] * (n - 1))
    assert scouting.found_by(g, i, captain(g, "Anja"))
    g = at("san-juan")
    pirate(g, "Anja", "french")
    i = put_npc(g, "french", "san-juan")
    load_dice(g, *[1] * n, 6, *[1] * (n - 1))
    assert not scouting.found_by(g, i, captain(g, "Anja"))


def test_an_evasive_captain_makes_the_npc_roll_one_die_fewer():
    g = at("san-juan", cap="maarten-brink")
    pirate(g, "Anja")
    i = put_npc(g, "spanish", "san-juan")
    n = npc_dice(g, i)
    load_dice(g, *[1] * (n - 1))                            # one die fewer, or the script runs out
    assert not scouting.found_by(g, i, captain(g, "Anja"))


# --- raids ---------------------------------------------------------------------------------------------
def raid(g, nation, cards, seamanship_dice):
    stack_cargo(g, *cards)
    scouting_dice = skill(g, captain(g, "Anja"), "scouting")
    load_dice(g, 6, *[1] * (scouting_dice - 1), *seamanship_dice)
    g.apply("scout merchant")
    g.apply(f"raid {nation}")


def test_a_raid_shows_three_cards_and_earns_a_bounty_of_the_nation_raided():
    g = at("san-juan", ship="flute")
    raid(g, "spanish", ("sugar-4", "sugar-5", "sugar-6"), (6, 1))
    assert [g.comp.cargo[c].id for c in g.raid.cards] == ["sugar-4", "sugar-5", "sugar-6"]
    assert g.raid.successes == 1 and g.sub == "raid" and captain(g, "Anja").bounty == (0, 0, 1, 0)
    assert legal(g) == {"draw card", "discard card sugar-4", "discard card sugar-5", "discard card sugar-6",
                        "exchange card sugar-4", "exchange card sugar-5", "exchange card sugar-6", "resolve"}
    sound(g)


def test_without_the_raid_bounty_option_no_bounty():
    g = at("san-juan", raid_bounty=False)
    raid(g, "spanish", ("sugar-4", "sugar-5", "sugar-6"), (1, 1))
    assert captain(g, "Anja").bounty == (0, 0, 0, 0) and legal(g) == {"resolve"}


def test_each_success_draws_discards_or_exchanges_one_card():
    g = at("san-juan", ship="flute")
    raid(g, "spanish", ("sugar-4", "sugar-5", "sugar-6", "sugar-7", "sugar-8"), (6, 6))
    g.apply("draw card")
    assert len(g.raid.cards) == 4 and g.raid.successes == 1
    g.apply("exchange card sugar-5")
    ids = [g.comp.cargo[c].id for c in g.raid.cards]
    assert ids == ["sugar-4", "sugar-6", "sugar-7", "sugar-8"] and g.raid.successes == 0
    assert "draw card" not in legal(g)
    assert g.log()[-2:] == ["Anja gives sugar-5 (3 gold, a hit on the crew) back to exchange it.",
                            "Anja draws sugar-8 (3 gold, a hit on the masts)."]
    sound(g)


def test_a_special_weapon_given_up_is_one_more_success():
    g = at("san-juan")
    give_weapon(g, "Anja", "grapeshot")
    raid(g, "spanish", ("sugar-4", "sugar-5", "sugar-6"), (1, 1))
    g.apply("give up grapeshot")
    assert g.raid.successes == 1 and captain(g, "Anja").weapons == ()
    sound(g)


def test_hit_icons_hit_the_raider_and_a_won_raid_pays_its_plunder_value():
    g = at("santo-domingo", ship="flute")                     # maneuverability 2
    raid(g, "spanish", ("sugar-4", "sugar-5", "sugar-3"), (1, 1))
    g.apply("resolve")
    anja = captain(g, "Anja")
    assert anja.loc == (3, 3, 2, 0, 1) and anja.gold == 10 + 5 + 3 + 4
    assert g.sub == "raid-keep" and "keep cargo" not in legal(g)
    assert legal(g) >= {"keep sugar,sugar,sugar", "keep sugar", "keep nothing"}
    g.apply("keep sugar,sugar")
    assert len(anja.goods) == 2 and g.sub == "action" and g.raid is None
    sound(g)


def test_the_merchant_escapes_when_its_escape_icons_reach_the_maneuverability():
    g = at("santo-domingo", ship="flute")
    raid(g, "spanish", ("sugar-1", "sugar-2", "sugar-4"), (1, 1))
    g.apply("resolve")
    anja = captain(g, "Anja")
    assert anja.gold == 10 and anja.loc[2] == 2 and g.sub == "action"
    g = at("santo-domingo", ship="flute", raid_escape="more-than")
    raid(g, "spanish", ("sugar-1", "sugar-2", "sugar-4"), (1, 1))
    g.apply("resolve")
    assert captain(g, "Anja").gold == 10 + 13


def test_a_raid_worth_twelve_is_one_glory():
    g = at("santo-domingo", ship="flute")
    raid(g, "spanish", ("sugar-4", "sugar-3", "sugar-7"), (1, 1))
    g.apply("resolve")
    assert captain(g, "Anja").glory == 1 and captain(g, "Anja").gold == 10 + 12


def test_san_juan_adds_three_against_a_spanish_merchant_and_a_raider_two():
    g = at("san-juan", ship="flute")
    raid(g, "spanish", ("sugar-5", "sugar-6", "sugar-7"), (1, 1))
    g.apply("resolve")
    assert captain(g, "Anja").gold == 10 + 9 + 3
    g = at("santo-domingo", ship="flute", cap="jean-laroche")
    raid(g, "spanish", ("sugar-5", "sugar-6", "sugar-7"), (1, 1))
    g.apply("resolve")
    assert captain(g, "Anja").gold == 10 + 9 + 2


@pytest.mark.parametrize("fourth, kept", [("sugar-8", True), ("sugar-1", False)])
def test_at_havana_a_spanish_merchant_brings_a_fourth_card_kept_only_with_a_hit_icon(fourth, kept):
    g = at("havana", ship="flute")
    raid(g, "spanish", ("sugar-5", "sugar-6", "sugar-7", fourth), (1, 1))
    assert len(g.raid.cards) == (4 if kept else 3)
    sound(g)


def test_the_goods_kept_are_limited_by_the_free_holds():
    g = at("santo-domingo", ship="sloop")
    give_goods(g, "Anja", "rum")
    raid(g, "spanish", ("sugar-5", "sugar-6", "sugar-4"), (1, 1))
    g.apply("resolve")
    assert legal(g) == {"keep sugar", "keep nothing"}


def test_the_npc_scouting_comes_with_the_turn():
    g = at("san-juan")
    pirate(g, "Anja")
    i = put_npc(g, "spanish", "san-juan")
    g.first, g.turn_no = 1, 0
    turn_of(g, "Jonah")
    load_dice(g, 6, *[1] * (npc_dice(g, i) - 1))
    g.apply("end turn")
    assert g.turn_seat == 0 and g.fight is not None and g.fight.a == 10 + i and g.current_player == 0
    sound(g)


def test_the_log_says_an_english_merchant_and_an_english_bounty():
    from nassau import marauders
    g = marauders.new_game(["Anja", "Jonah", "Jon", "Ewan"], seed=1)
    with g.edit() as e:
        e.at("Jon", "nassau").turn("Jon").merchant("nassau")
    z = g.comp.by_id["nassau"].index
    m = list(g.merchants)
    j = next(i for i, t in enumerate(m) if t >= 0 and g.comp.merchants[t].nation == "english")
    m[j], m[z] = m[z], m[j]                     # an English token off Nassau
    g.merchants = tuple(m)
    from nassau.marauders.rules import raids
    raids.found(g, g.players[g.seat_of("Jon")])
    raids.start(g, g.players[g.seat_of("Jon")], g.parse_action("raid english"))
    text = " ".join(g.log())
    assert "finds an English merchant" in text and "takes an English bounty for raiding an English merchant" in text
    assert "to raid it as" not in text          # the token's own nation needs no word
    assert " a English" not in text
    shown = next(line for line in g.log() if line.startswith("The raid shows"))
    assert shown.count(" gold, a") == 3 and all(f"({g.comp.cargo[c].value} gold, " in shown for c in g.raid.cards)


def test_a_merchant_raided_as_the_ports_nation_says_so():
    from nassau import marauders
    from nassau.marauders.rules import raids
    g = marauders.new_game(["Anja", "Jonah", "Jon", "Ewan"], seed=1)
    with g.edit() as e:
        e.at("Jon", "nassau").turn("Jon").merchant("nassau")
    z = g.comp.by_id["nassau"].index
    m = list(g.merchants)
    j = next(i for i, t in enumerate(m) if t >= 0 and g.comp.merchants[t].nation == "french")
    m[j], m[z] = m[z], m[j]                     # a French token off English Nassau
    g.merchants = tuple(m)
    jon = g.players[g.seat_of("Jon")]
    raids.found(g, jon)
    assert g.raid.choices == ("english", "french")
    raids.start(g, jon, g.parse_action("raid english"))
    assert "Jon chooses to raid it as an English merchant, the nation of Nassau's port, not its own flag's." in g.log()
    assert jon.bounty == (1, 0, 0, 0)
