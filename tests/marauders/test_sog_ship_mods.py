"""Seas of Glory module 3: Carved Hull, Crow's Nest, back to market and the optional market
(fact sheet §9.3), with scripted dice. Anja (Isabel de Montoya) and Jonah (Pieter Claeszoon)
both have Seamanship 2 and Scouting 2, so each test counts the dice a roll used."""

import json
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

import pytest

from nassau import RecordError, marauders
from nassau.kernel.rng import Rng
from nassau.marauders.rules import combat, death, mod_returns, scouting, state, vocabulary
from nassau.marauders.seas_of_glory import ship_mods, switches

from .helpers import (NAMES, captain, empty_hands, give_gold, legal, load_dice, place, set_captain, set_ship, sound,
                      turn_of, zone)
from .test_combat import loc, to_round_2
from .test_npcs_and_events import put_npc
from .test_shipyard import give_mod

NEW = ("carved-hull", "crows-nest")
LATER = ("smugglers-hold", "the-plank")


def game(modules=("ship-mods",), seed=3, **options):
    g = marauders.new_game(players=NAMES[:2], seed=seed, modules=modules, options=options or None)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    set_captain(g, "Anja", "isabel-de-montoya")
    set_captain(g, "Jonah", "pieter-claeszoon")
    empty_hands(g)
    return g


def duel(anja_mods=(), jonah_mods=(), **options):
    """Anja and Jonah in sloops in the Caribbean Sea with these modifications; Anja's turn."""
    g = game(**options)
    for name, mods in (("Anja", anja_mods), ("Jonah", jonah_mods)):
        place(g, name, "caribbean-sea")
        set_ship(g, name, "sloop")
        for effect in mods:
            give_mod(g, name, effect)
    turn_of(g, "Anja")
    return sound(g)


def used(rng, before: int) -> int:
    """How many scripted dice were rolled since ``before`` were left."""
    return before - len(rng.faces)


def effects(g, tokens) -> Counter:
    return Counter(g.comp.mods[m].effect for m in tokens if m >= 0)


# --- setup ----------------------------------------------------------------------------------------
def test_the_new_tokens_join_the_random_placement_only_with_the_module():
    base, sog = game(modules=()), game()
    assert not set(effects(base, base.port_mods + base.mod_supply)) & set(NEW + LATER)
    everywhere = [m for m in sog.port_mods if m >= 0] + list(sog.mod_supply)
    assert effects(sog, everywhere) == {e: 2 for e in (*vocabulary.MOD_EFFECTS,) if e not in LATER}
    assert sum(1 for m in sog.port_mods if m >= 0) == 16 and len(sog.mod_supply) == 4
    placed = Counter()                      # over a few seeds the new ones land at ports too
    for seed in range(6):
        g = game(seed=seed)
        placed += effects(g, [m for m in g.port_mods if m >= 0])
    assert all(placed[e] for e in NEW)
    data = json.loads((Path(marauders.__file__).parent / "data" / "components.json").read_text())
    new = [m for m in data["mods"] if m["effect"] in NEW + LATER]
    assert len(new) == 8 and all(m["provenance"] == "reconstructed" and m["expansion"] == "sog" for m in new)


def test_smugglers_hold_and_the_plank_stay_out_but_for_their_own_switches():
    comp = marauders.default_components()
    hold = next(m for m in comp.mods if m.effect == "smugglers-hold")
    plank = next(m for m in comp.mods if m.effect == "the-plank")
    crow = next(m for m in comp.mods if m.effect == "crows-nest")
    only = SimpleNamespace(modules=("ship-mods",))
    assert not ship_mods.in_play(only, hold) and not ship_mods.in_play(only, plank) and ship_mods.in_play(only, crow)
    both = SimpleNamespace(modules=("contraband", "ship-mods", "smugglers-hold"))
    assert ship_mods.in_play(both, hold) and not ship_mods.in_play(both, plank)
    assert not ship_mods.in_play(SimpleNamespace(modules=()), crow)
    for switch in ({"ship-mods", "smugglers-hold"}, {"ship-mods", "the-plank"}):
        with pytest.raises(RecordError, match="needs the module"):
            marauders.new_game(2, seed=1, modules=switch)
    assert "ship-mods" in switches.playable()["modules"]


def test_a_position_with_an_unplaced_token_in_play_breaks_an_invariant():
    g = game()
    hold = next(m.index for m in g.comp.mods if m.effect == "smugglers-hold")
    g.mod_supply += (hold,)
    assert "mods are not each in exactly one place" in g.problems()


# --- Carved Hull ----------------------------------------------------------------------------------
@pytest.mark.parametrize("fleeing", ["Jonah", "Anja"])
def test_carved_hull_costs_the_opponent_a_seamanship_die_when_either_side_flees(fleeing):
    g = duel(anja_mods=("carved-hull",))
    rng = load_dice(g, 6, 1, 1, 1, 1, 1, *[1] * 10)
    g.apply("scout captain Jonah")
    to_round_2(g)
    g.apply("flee" if fleeing == "Anja" else "shoot")
    before = len(rng.faces)
    g.apply("flee" if fleeing == "Jonah" else "shoot")
    assert used(rng, before) == 2 + 1                   # Anja 2 dice, Jonah 2 - 1
    sound(g)


def test_carved_hull_does_nothing_without_a_flee_nor_for_its_own_captain():
    g = duel(anja_mods=("carved-hull",))
    rng = load_dice(g, 6, 1, *[1] * 4)
    g.apply("scout captain Jonah")
    before = len(rng.faces)
    to_round_2(g)                                       # round 1: both shoot, 2 + 2 dice
    assert used(rng, before) == 4
    g = duel(jonah_mods=("carved-hull",))               # Jonah's hull: Anja's dice fall, not his
    rng = load_dice(g, 6, 1, *[1] * 7)
    g.apply("scout captain Jonah")
    to_round_2(g)
    g.apply("flee")
    before = len(rng.faces)
    g.apply("shoot")
    assert used(rng, before) == 1 + 2


def test_carved_hull_leaves_at_least_one_die():
    g = duel(anja_mods=("carved-hull",))
    set_captain(g, "Jonah", "anneke-vos")               # Seamanship 1: still one die
    empty_hands(g)
    rng = load_dice(g, 6, 1, *[1] * 6)
    g.apply("scout captain Jonah")
    to_round_2(g)
    g.apply("shoot")
    before = len(rng.faces)
    g.apply("flee")
    assert used(rng, before) == 2 + 1


def test_carved_hull_slows_an_npc_facing_it():
    g = duel(anja_mods=("carved-hull",))
    i = put_npc(g, "english", "caribbean-sea")
    npc_dice = g.comp.events[g.npcs[i][0]].npc.seamanship
    g.fight = combat.Fight(0, combat.NPC + i, round=2, decl=("flee", "shoot"))
    assert combat._contest_dice(g, combat.NPC + i, 0, "shoot") == max(1, npc_dice - 1)
    g.fight = g.fight._replace(decl=("shoot", "shoot"))
    assert combat._contest_dice(g, combat.NPC + i, 0, "shoot") == npc_dice


# --- Crow's Nest ----------------------------------------------------------------------------------
def test_crows_nest_adds_a_die_to_scouting_while_the_masts_are_whole():
    g = duel(anja_mods=("crows-nest",))
    rng = load_dice(g, 1, 1, 1)
    g.apply("scout captain Jonah")
    assert not rng.faces                                # 2 + 1 dice
    g = duel(anja_mods=("crows-nest",))
    loc(g, "Anja", masts=captain(g, "Anja").loc[2] - 1)
    rng = load_dice(g, 1, 1, 1)
    g.apply("scout captain Jonah")
    assert len(rng.faces) == 1                          # damaged masts: no nest
    assert ship_mods.lookout(g, captain(g, "Anja")) is False


def test_crows_nest_works_on_merchants_and_npcs_too():
    g = duel(anja_mods=("crows-nest",))
    assert g.merchants[zone(g, "caribbean-sea")] >= 0
    rng = load_dice(g, 1, 1, 1)
    g.apply("scout merchant")
    assert not rng.faces
    p = captain(g, "Anja")
    assert ship_mods.scouting_bonus(g, p) == 1 and ship_mods.scouting_bonus(g, p, 1) == 2     # (a keen eye too)
    g = duel(anja_mods=("crows-nest",))
    i = put_npc(g, "english", "caribbean-sea")
    rng = load_dice(g, 1, 1, 1)
    g.apply(f"scout navy {vocabulary.NPC_SLOTS[i]}")
    assert not rng.faces


def test_crows_nest_takes_a_die_from_whoever_scouts_its_captain_at_least_one():
    g = duel(jonah_mods=("crows-nest",))
    rng = load_dice(g, 1, 1)
    g.apply("scout captain Jonah")
    assert len(rng.faces) == 1                          # 2 - 1
    g = duel(jonah_mods=("crows-nest",))
    set_captain(g, "Anja", "edward-hale")               # Scouting 1: still one die
    empty_hands(g)
    rng = load_dice(g, 1, 1)
    g.apply("scout captain Jonah")
    assert len(rng.faces) == 1
    g = duel(("crows-nest",), ("crows-nest",))          # nest against nest: 2 + 1 - 1
    rng = load_dice(g, 1, 1, 1)
    g.apply("scout captain Jonah")
    assert len(rng.faces) == 1


def test_crows_nest_takes_a_die_from_an_npc_scouting_its_captain():
    g = duel(anja_mods=("crows-nest",))
    i = put_npc(g, "pirate-small", "caribbean-sea")
    dice = g.comp.events[g.npcs[i][0]].npc.scouting
    p = captain(g, "Anja")
    rng = load_dice(g, *[1] * 5)
    assert scouting.found_by(g, i, p) is False
    assert used(rng, 5) == max(1, dice - 1)
    loc(g, "Anja", masts=0)
    rng = load_dice(g, *[1] * 5)
    scouting.found_by(g, i, p)
    assert used(rng, 5) == dice


# --- back to market -------------------------------------------------------------------------------
def empty_ports(g, *zone_ids):
    """These ports' modifications to the supply, and only these ports without one (the others
    get one from the supply)."""
    for z in mod_returns.free_ports(g)[:len(g.mod_supply)]:
        g.port_mods = g.port_mods[:z] + (g.mod_supply[0],) + g.port_mods[z + 1:]
        g.mod_supply = g.mod_supply[1:]
    for z in map(lambda i: zone(g, i), zone_ids):
        g.mod_supply += (g.port_mods[z],)
        g.port_mods = g.port_mods[:z] + (-1,) + g.port_mods[z + 1:]


def test_a_sold_ships_mods_go_to_the_supply_and_as_many_come_back_to_empty_ports():
    g = duel(anja_mods=("carved-hull", "crows-nest"))
    place(g, "Anja", "tortuga", in_port=True)
    give_gold(g, "Anja", 40)
    empty_ports(g, "havana", "nassau", "trinidad")
    supply = set(g.mod_supply) | set(captain(g, "Anja").mods)
    g.apply("port")
    g.apply("buy ship flute")
    assert captain(g, "Anja").mods == () and g.sub == "place-mod" and g.current_player == captain(g, "Anja").seat
    ports = {"place mod havana", "place mod nassau", "place mod trinidad"}
    assert legal(g) == ports
    g.apply("place mod trinidad")                                  # the owner's choice, one token at a time
    assert legal(g) == ports - {"place mod trinidad"}
    g.apply("place mod nassau")
    assert g.sub == "port"                                         # back to the port action
    placed = {z: g.port_mods[zone(g, z)] for z in ("havana", "nassau", "trinidad")}
    assert placed["havana"] < 0 and placed["nassau"] >= 0 and placed["trinidad"] >= 0
    back = {placed["nassau"], placed["trinidad"]}
    assert back | set(g.mod_supply) == supply and len(g.mod_supply) == len(supply) - 2
    sound(g)


def test_the_tokens_placed_are_drawn_from_the_whole_supply():
    others = 0
    for seed in range(8):
        g = game(seed=seed)
        set_ship(g, "Anja", "sloop")
        mine = give_mod(g, "Anja", "crows-nest")
        empty_ports(g, "havana")
        death.sink(g, captain(g, "Anja"), "a test")
        mod_returns.settle(g)                           # one free port: placed there unasked
        token = g.port_mods[zone(g, "havana")]
        assert token >= 0 and captain(g, "Anja").mods == ()
        others += token != mine
        sound(g)
    assert others                                       # not always the lost ship's own token


def test_with_the_map_full_the_lost_mods_stay_in_the_supply():
    g = duel(anja_mods=("crows-nest",))
    for z in g.comp.ports:                              # a token at every port
        z = zone(g, z)
        if g.port_mods[z] < 0:
            g.port_mods = g.port_mods[:z] + (g.mod_supply[0],) + g.port_mods[z + 1:]
            g.mod_supply = g.mod_supply[1:]
    sound(g)
    row = g.port_mods
    mine = captain(g, "Anja").mods[0]
    death.sink(g, captain(g, "Anja"), "a test")
    assert g.port_mods == row and mine in g.mod_supply
    sound(g)


def test_without_the_module_the_base_game_returns_the_very_tokens():
    g = game(modules=())
    set_ship(g, "Anja", "sloop")
    mine = give_mod(g, "Anja", "long-guns")
    empty_ports(g, "havana")
    rng_state = g.rng.state
    death.sink(g, captain(g, "Anja"), "a test")
    g._legal = None
    if mod_returns.settle(g):                           # the port her token came from is free too: she chooses
        g.apply("place mod havana")
    assert g.port_mods[zone(g, "havana")] == mine and g.rng.state == rng_state


def test_a_claimed_ship_sends_the_old_ships_mods_back_to_market():
    g = duel(anja_mods=("swivel-guns",))
    empty_ports(g, "havana")
    supply = len(g.mod_supply)
    g.claimable = ("flute",) + tuple(state.maxima(g.comp, "flute"))
    g.sub = "claim"
    g._legal = None
    g.apply("claim ship")
    assert g.port_mods[zone(g, "havana")] >= 0 and len(g.mod_supply) == supply
    sound(g)


# --- the optional market --------------------------------------------------------------------------
def at_port_without_a_mod(**options):
    g = game(**options)
    place(g, "Anja", "tortuga", in_port=True)
    set_ship(g, "Anja", "sloop")
    give_gold(g, "Anja", 20)
    empty_ports(g, "tortuga")
    turn_of(g, "Anja")
    return sound(g)


def test_the_market_option_offers_a_supply_token_at_an_empty_port():
    g = at_port_without_a_mod(mod_market=True)
    supply = len(g.mod_supply)
    g.apply("port")
    token = g.port_mods[zone(g, "tortuga")]
    assert token >= 0 and len(g.mod_supply) == supply - 1 and "buy mod" in legal(g)
    g.apply("done")
    assert g.port_mods[zone(g, "tortuga")] == token           # unbought, it stays
    sound(g)
    g = at_port_without_a_mod(mod_market=True)
    g.apply("port")
    g.apply("buy mod")
    assert len(captain(g, "Anja").mods) == 1 and g.port_mods[zone(g, "tortuga")] < 0
    assert "buy mod" not in legal(g)                           # one draw a port action
    sound(g)


def test_the_market_option_is_off_by_default_and_needs_the_module():
    assert marauders.Options().mod_market is False
    for g in (at_port_without_a_mod(), at_port_without_a_mod(modules=(), mod_market=True)):
        supply = g.mod_supply
        g.apply("port")
        assert g.port_mods[zone(g, "tortuga")] < 0 and g.mod_supply == supply and "buy mod" not in legal(g)


def test_the_market_option_draws_nothing_where_a_token_lies():
    g = game(mod_market=True)
    place(g, "Anja", "tortuga", in_port=True)
    turn_of(g, "Anja")
    row, supply = g.port_mods, g.mod_supply
    g.apply("port")
    assert (g.port_mods, g.mod_supply) == (row, supply)


# --- whole games ----------------------------------------------------------------------------------
def random_games(count=50, rounds=10):
    """Seeded random games with the module (every other one with the market option): every
    invariant after every decision; every position reloads as itself every 25 decisions."""
    picked = []
    for seed in range(count):
        options = {"round_limit": rounds, "mod_market": seed % 2 == 1}
        g = marauders.new_game(players=2 + seed % 3, seed=seed, options=options, modules={"ship-mods"})
        r = Rng(seed * 31 + 7)
        while not g.is_over:
            acts = g.legal_actions()
            assert len(acts) > 0, f"seed {seed}: nothing to do at {g.prompt()}"
            if g.ply % 25 == 0:
                d = g.state_dict()
                assert marauders.Game._from_state(d).state_dict() == d
            a = acts[r.below(len(acts))]
            picked.append((str(a), tuple(m for p in g.players for m in p.mods)))
            g.apply_unchecked(a)
            assert g.problems() == [], f"seed {seed}, decision {g.ply}: {g.problems()}"
        assert g.round <= rounds
    return picked


def test_random_games_with_the_module_keep_every_invariant():
    picked = random_games()
    assert any(a == "buy mod" for a, _ in picked)
    comp = marauders.default_components()
    bought = {comp.mods[m].effect for _, mods in picked for m in mods}
    assert set(NEW) & bought


def test_the_base_game_asks_the_owner_where_each_token_goes_and_the_position_saves_in_between():
    g = game(modules=())
    place(g, "Anja", "tortuga", in_port=True)
    set_ship(g, "Anja", "sloop")
    mine = [give_mod(g, "Anja", kind) for kind in ("long-guns", "chasers")]
    empty_ports(g, "havana", "nassau", "trinidad")
    give_gold(g, "Anja", 40)
    turn_of(g, "Anja")
    g.apply("port")
    g.apply("buy ship flute")
    assert g.sub == "place-mod" and g.prompt() == "Round 1: Anja places a ship modification at a port without one."
    assert legal(g) >= {"place mod havana", "place mod nassau", "place mod trinidad"}
    g.apply("place mod trinidad")
    d = g.state_dict()
    assert d["game"]["mods_to_place"] == [[captain(g, "Anja").seat, mine[1]]] and d["game"]["after_place"] == ["port", 0]
    h = marauders.Game._from_state(d)
    assert h.state_dict() == d and h.legal_actions().notations() == g.legal_actions().notations()
    h.apply("place mod havana")
    assert h.port_mods[zone(h, "trinidad")] == mine[0] and h.port_mods[zone(h, "havana")] == mine[1]
    assert h.sub == "port" and "mods_to_place" not in h.state_dict()["game"]
    with pytest.raises(Exception, match="place-mod"):
        marauders.Game._from_state({**d, "game": {k: v for k, v in d["game"].items()
                                                   if k not in ("mods_to_place", "after_place")}})
    sound(h)
