"""Seas of Glory module 6, the Treasure Galleon: it starts at Cartagena, follows each moving
event card's leftmost arrow (clockwise fallback) and takes on 5 gold a move; captains scout and
attack it (+1 Spanish bounty); defeating it is 1 glory and 1 Spanish bounty per full 10 gold,
boarding it also its gold and its ship; undefeated it repairs, defeated it is gone."""

import pytest

from nassau import marauders
from nassau.kernel.errors import IllegalActionError, RecordError
from nassau.marauders.rules import combat, plunder
from nassau.marauders.seas_of_glory import treasure_galleon as tg
from nassau.marauders.rules.combat import Fight
from nassau.marauders.rules.compass import DIRECTIONS
from nassau.marauders.views.render import board_svg, game_text
from nassau.marauders.rules.scouting import npcs_scout_at_start, npcs_scout_on_entry
from nassau.marauders.rules.sides import maneuver_of, name_of, skill_of
from nassau.marauders.seas_of_glory.treasure_galleon import GALLEON, SKILLS as GALLEON_SKILLS
from nassau.marauders.rules.state import CANNONS, CREW, HULL, NATION_INDEX, maxima
from nassau.marauders.rules.vocabulary import NPC_SLOTS

from .helpers import NAMES, captain, legal, load_dice, place, set_ship, sound, turn_of, zone
from .test_npcs_and_events import draw_this
from .test_sog_ships import random_games

MODULE = {"treasure-galleon"}
SPANISH = NATION_INDEX["spanish"]


def new(seed=1, modules=MODULE, n=4, **options):
    g = marauders.new_game(players=NAMES[:n], seed=seed, modules=modules, options=options or None)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    return g


def galleon_at(g, zone_id, gold=0, loc=None):
    """The galleon in ``zone_id`` with ``gold`` aboard (taken from the bank, so gold is conserved)."""
    g.bank += tg.gold(g) - gold
    g.galleon = (zone(g, zone_id), gold, tuple(loc or maxima(g.comp, "galleon")))
    g._legal = None
    return sound(g)


def at_sea_with_it(g, name="Anja", zone_id="curacao", gold=0, loc=None, ship="frigate"):
    galleon_at(g, zone_id, gold, loc)
    set_ship(g, name, ship)
    place(g, name, zone_id)
    return turn_of(g, name)


def moving_card(g, arrow=None):
    """An event card that moves the NPCs (not Calm Seas), with this leftmost arrow if asked."""
    return next(e.index for e in g.comp.events if e.effect != "calm"
                and (arrow is None or e.arrows[NPC_SLOTS[0]] == arrow))


# --- setup and movement ----------------------------------------------------------------------------
def test_it_starts_at_cartagena_whole_and_empty_and_only_with_the_module():
    g = marauders.new_game(players=NAMES, seed=1, modules=MODULE)
    assert g.sub == "first-ship" and g.galleon == (zone(g, "cartagena"), 0, maxima(g.comp, "galleon"))
    while g.sub == "first-ship":
        g.apply("ship sloop")
    moved = g.comp.events[g.event if g.event >= 0 else max(g.npc_pending)].effect != "calm"
    assert tg.gold(g) == 5 * moved and sound(g)
    plain = new(modules=None)
    assert plain.galleon is None and "treasure_galleon" not in plain.state_dict()["game"]
    assert "scout treasure-galleon" not in legal(plain)


def test_the_leftmost_arrow_is_the_first_in_npc_slot_order():
    assert tg.LEFTMOST == NPC_SLOTS[0] == "pirate-small"


@pytest.mark.parametrize("arrow", DIRECTIONS)
def test_an_event_card_moves_it_by_its_leftmost_arrow_and_puts_5_gold_from_the_bank_aboard(arrow):
    g = new()
    galleon_at(g, "caribbean-sea", gold=10)
    card = moving_card(g, arrow)
    bank = g.bank
    draw_this(g, card)
    step = g.comp.step_table[zone(g, "caribbean-sea")][DIRECTIONS.index(arrow)]
    assert tg.zone(g) == g.comp.by_id[step].index and tg.gold(g) == 15 and g.bank == bank - 5
    assert any("The Treasure Galleon sails" in str(e) and "15 gold aboard" in str(e) for e in g.log())
    sound(g)


def test_with_no_zone_in_the_arrows_direction_it_turns_clockwise():
    g = new()
    comp = g.comp
    here, arrow = next((z.index, d) for z in comp.zones for d in DIRECTIONS
                       if d not in comp.links[z.index] and any(e.arrows[NPC_SLOTS[0]] == d for e in comp.events
                                                               if e.effect != "calm"))
    k = DIRECTIONS.index(arrow)
    turned = next(DIRECTIONS[(k + j) % 8] for j in range(1, 8) if DIRECTIONS[(k + j) % 8] in comp.links[here])
    galleon_at(g, comp.zones[here].id)
    draw_this(g, moving_card(g, arrow))
    assert tg.zone(g) == comp.by_id[comp.links[here][turned]].index


def test_calm_seas_does_not_move_it_nor_pay_it():
    g = new()
    calm = next((e.index for e in g.comp.events if e.effect == "calm"), None)
    if calm is None:
        pytest.skip("no Calm Seas card in the deck")
    before = g.galleon
    draw_this(g, calm)
    assert g.galleon == before


def test_a_short_bank_pays_what_it_has():
    g = new()
    galleon_at(g, "cartagena")
    extra = g.bank - 3
    g.bank, captain(g, "Anja").gold = 3, captain(g, "Anja").gold + extra
    draw_this(g, moving_card(g))
    assert tg.gold(g) == 3 and g.bank == 0
    sound(g)


def test_it_never_scouts_nor_attacks_captains_in_its_zone():
    g = new()
    for pirate in (False, True):
        p = at_sea_with_it(g, "Anja", "curacao", ship="sloop")
        p.bounty = (0, 0, 0, 0) if not pirate else (0, 0, 1, 0)
        npcs_scout_at_start(g, p)
        npcs_scout_on_entry(g, p)
        assert g.fight is None
    wars = g.wars
    draw_this(g, moving_card(g))
    assert g.wars == wars


# --- scouting and attacking ----------------------------------------------------------------------
def test_scouting_it_is_offered_only_at_sea_in_its_zone():
    g = new()
    at_sea_with_it(g, "Anja", "curacao")
    assert "scout treasure-galleon" in legal(g)
    place(g, "Anja", "curacao", in_port=True)
    assert "scout treasure-galleon" not in legal(g)
    place(g, "Anja", "caracas")
    assert "scout treasure-galleon" not in legal(g)


@pytest.mark.parametrize("case,rule", [("module", "galleon.module"), ("gone", "galleon.gone"),
                                       ("port", "scout.at-sea"), ("elsewhere", "scout.same-zone")])
def test_a_refused_scout_names_its_rule_and_changes_nothing(case, rule):
    g = new(modules=None if case == "module" else MODULE)
    if case == "module":
        place(g, "Anja", "cartagena")
        turn_of(g, "Anja")
    else:
        at_sea_with_it(g, "Anja", "curacao")
    if case == "gone":
        g.bank += tg.gold(g)
        g.galleon = None
    elif case == "port":
        place(g, "Anja", "curacao", in_port=True)
    elif case == "elsewhere":
        place(g, "Anja", "caracas")
    before = g.state_dict()
    with pytest.raises(IllegalActionError) as err:
        g.apply("scout treasure-galleon")
    assert err.value.rule == rule
    assert g.state_dict() == before


def test_a_failed_scout_spends_the_action_and_costs_no_bounty():
    g = new()
    p = at_sea_with_it(g)
    load_dice(g, *[1] * 10)
    g.apply("scout treasure-galleon")
    assert g.fight is None and g.actions_left == 2 and p.bounty[SPANISH] == 0
    assert any("loses sight of the Treasure Galleon" in str(e) for e in g.log())


def test_finding_it_is_a_spanish_bounty_and_a_naval_fight_it_defends():
    g = new()
    p = at_sea_with_it(g)
    load_dice(g, *[6] * 10)
    g.apply("scout treasure-galleon")
    assert p.bounty[SPANISH] == 1
    assert g.fight.a == p.seat and g.fight.d == GALLEON
    assert g.sub == "declare" and legal(g) >= {"shoot"} and "flee" not in legal(g)
    sound(g)


def test_in_the_fight_it_is_an_npc_bound_by_the_flee_restriction():
    g = new()
    p = at_sea_with_it(g)
    g.fight = Fight(p.seat, GALLEON, round=2)
    top = maxima(g.comp, "galleon")
    assert "flee" not in combat.legal_declarations(g, GALLEON)      # a frigate has fewer cannons and crew
    tg.set_loc(g, top[:CREW] + (0,) + top[CREW + 1:])
    assert "flee" in combat.legal_declarations(g, GALLEON)
    g.fight = None


def test_its_captain_has_the_reconstructed_skills_and_the_galleon_card():
    g = new()
    assert [skill_of(g, GALLEON, s) for s in GALLEON_SKILLS] == [2, 2, 2] == list(g.comp.rules.treasure_galleon_skills)
    assert name_of(g, GALLEON) == "the Treasure Galleon (Don Juan Esteban de Ubilla)"
    assert maneuver_of(g, GALLEON) == g.opts.galleon_maneuverability
    assert maneuver_of(new(modules={"treasure-galleon", "brig"}), GALLEON) == 1   # module 5's low galleon


def test_sinking_it_in_play_gives_glory_and_a_bounty_per_full_10_gold_and_sinks_the_gold():
    g = new()
    top = maxima(g.comp, "galleon")
    weak = (1, 0) + top[2:]                        # hull 1, no cargo: a 1 on the hit die reaches the hull
    p = at_sea_with_it(g, gold=25, loc=weak)
    bank, glory = g.bank, p.glory
    from nassau.marauders.rules.checks import skill
    seam = combat._seamanship_dice(g, p.seat, GALLEON, "shoot")
    load_dice(g, *([6] * skill(g, p, "scouting") + [6] * seam + [1, 1] + [1] * p.loc[CANNONS]))
    g.apply("scout treasure-galleon")
    g.apply("shoot")
    assert g.galleon is None and g.fight is None
    assert p.glory == glory + 1 and p.bounty[SPANISH] == 1 + 2 and g.bank == bank + 25
    assert g.sub != "claim"
    sound(g)


def test_a_defeated_galleon_is_gone_for_the_rest_of_the_game():
    g = new()
    p = at_sea_with_it(g, gold=5)
    combat.start(g, p.seat, GALLEON)
    plunder.sunk(g, GALLEON, p.seat, both=False)
    combat.finish(g)
    assert g.galleon is None and "scout treasure-galleon" not in legal(g)
    draw_this(g, moving_card(g))                   # the next event moves nothing
    assert g.galleon is None and "Treasure Galleon: defeated" in game_text(g)
    sound(g)


def test_winning_its_crew_combat_gives_its_gold_bounties_glory_and_its_ship_to_claim():
    g = new()
    p = at_sea_with_it(g, gold=34)
    gold, glory = p.gold, p.glory
    combat.start(g, p.seat, GALLEON)
    damaged = tg.loc(g)[:HULL] + (2,) + tg.loc(g)[HULL + 1:]
    tg.set_loc(g, damaged[:CREW] + (0,) + damaged[CREW + 1:])
    plunder.boarded(g, p.seat, GALLEON)
    assert g.galleon is None and p.gold == gold + 34 and p.glory == glory + 1 and p.bounty[SPANISH] == 3
    assert g.sub == "claim" and g.claimable[0] == "galleon" and g.claimable[1 + HULL] == 2
    g.fight = None
    g.apply("claim ship")
    assert p.ship == "galleon" and p.loc[HULL] == 2
    sound(g)


def test_both_sunk_gives_nothing_and_the_gold_goes_to_the_bank():
    g = new()
    p = at_sea_with_it(g, gold=20)
    bank, glory = g.bank, p.glory
    combat.start(g, p.seat, GALLEON)
    plunder.sunk(g, GALLEON, p.seat, both=True)
    assert g.galleon is None and g.bank == bank + 20 and p.glory == glory and p.bounty[SPANISH] == 0
    g.fight = None


def test_undefeated_it_repairs_fully_after_the_fight_and_keeps_its_gold():
    g = new()
    p = at_sea_with_it(g, gold=15)
    combat.start(g, p.seat, GALLEON)
    top = maxima(g.comp, "galleon")
    tg.set_loc(g, (1, 0, 1, 1, 1))
    combat.finish(g)
    assert g.galleon == (zone(g, "curacao"), 15, top)


# --- gold, saving, views ----------------------------------------------------------------------------
def test_the_galleons_gold_counts_in_the_conserved_gold():
    g = new()
    galleon_at(g, "cartagena", gold=20)
    sound(g)
    g.galleon = g.galleon[:1] + (21,) + g.galleon[2:]
    assert any("gold is not conserved" in x for x in g.problems())


def test_it_is_saved_and_loaded_also_mid_fight_and_a_bad_record_is_refused():
    g = new()
    p = at_sea_with_it(g, gold=10)
    load_dice(g, *[6] * 10)
    g.apply("scout treasure-galleon")
    d = g.state_dict()
    assert d["game"]["treasure_galleon"] == [zone(g, "curacao"), 10, list(maxima(g.comp, "galleon"))]
    assert marauders.Game._from_state(d).state_dict() == d
    bad = marauders.Game._from_state(d).state_dict()
    bad["game"]["treasure_galleon"][1] = -1
    with pytest.raises(RecordError):
        marauders.Game._from_state(bad)
    plain = new(modules=None).state_dict()
    plain["game"]["treasure_galleon"] = None
    with pytest.raises(RecordError):
        marauders.Game._from_state(plain)
    assert p.seat == g.fight.a


def test_the_map_the_text_and_the_observation_show_it_only_with_the_module():
    g = new()
    galleon_at(g, "cartagena", gold=15)
    svg = str(board_svg(g))
    assert 'data-piece="treasure-galleon"' in svg and "galleon, 15 gold" in svg
    assert "the Treasure Galleon (Don Juan Esteban de Ubilla): galleon in Cartagena with 15 gold" in game_text(g)
    assert g.observation("Anja")["treasure_galleon"]["gold"] == 15
    plain = new(modules=None)
    assert "treasure-galleon" not in str(board_svg(plain)) and "Treasure Galleon" not in game_text(plain)
    assert "treasure_galleon" not in plain.observation("Anja")


def test_a_fight_against_it_is_drawn_on_the_map():
    g = new()
    at_sea_with_it(g)
    load_dice(g, *[6] * 10)
    g.apply("scout treasure-galleon")
    assert "Treasure Galleon" in str(board_svg(g)) and "Treasure Galleon" in game_text(g)


def test_random_games_with_the_treasure_galleon_keep_every_invariant():
    picked = random_games(MODULE)
    assert "scout treasure-galleon" in picked


def test_a_click_on_the_galleon_scouts_it_and_one_out_of_reach_is_refused_by_name():
    from nassau.marauders.ui import intents
    g = new()
    at_sea_with_it(g)
    assert "treasure-galleon" in intents.targets(g)["piece"]
    assert [str(a) for a in intents.resolve(g, {"piece": "treasure-galleon"})] == ["scout treasure-galleon"]
    place(g, "Anja", "caracas")
    assert "treasure-galleon" not in intents.targets(g)["piece"]
    with pytest.raises(IllegalActionError) as err:
        intents.resolve(g, {"piece": "treasure-galleon"})
    assert err.value.rule == "scout.same-zone"
