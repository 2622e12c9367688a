"""Seas of Glory module 4, NPC upgrades: the 17 tiles (reconstructed), drawing them, giving
them back, winning them, and what they do to an NPC in a fight."""

import pytest

from nassau import marauders
from nassau.kernel.errors import RecordError
from nassau.kernel.rng import Rng
from nassau.marauders import combat, expansion, npc_upgrades as up, npcs, plunder, ship_mods
from nassau.marauders.combat import Fight
from nassau.marauders.sides import GALLEON, NPC, maneuver_of, weapons_of
from nassau.marauders.state import CREW, MASTS, maxima
from nassau.marauders.vocabulary import NPC_SLOTS

from .helpers import NAMES, captain, load_dice, place, set_ship, sound, turn_of
from .test_npcs_and_events import draw_this, put_npc

ALL = {"npc-upgrades", "weapons", "ship-mods"}


@pytest.fixture(autouse=True)
def playable(monkeypatch):
    """The switch is not flipped yet (its rules are not all done): the tests turn it on."""
    sw = expansion.MODULE_NAMES["npc-upgrades"]
    monkeypatch.setitem(expansion.MODULE_NAMES, "npc-upgrades", sw._replace(built=True))


def new(seed=1, modules=ALL, n=4):
    g = marauders.new_game(players=NAMES[:n], seed=seed, modules=modules)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    return g


class First(Rng):
    """Draws always the first tile left in the face-down order a test arranged."""
    __slots__ = ()

    def below(self, n):
        return 0


def T(name):
    return next(i for i, t in enumerate(up.TILES) if t[0] == name)


def arrange(g, *names):
    """These tiles first in the face-down order, the rest after; the draws take them in turn."""
    first = tuple(T(x) for x in names)
    g.upgrade_supply = first + tuple(t for t in g.upgrade_supply if t not in first)
    g.rng = First(g.rng.state)


def npc_with(g, slot, zone_id, *tiles):
    i = put_npc(g, slot, zone_id)
    for t in tiles:
        g.upgrade_supply = tuple(x for x in g.upgrade_supply if x != T(t))
    g.npc_upgrades = g.npc_upgrades[:i] + (tuple(T(t) for t in tiles),) + g.npc_upgrades[i + 1:]
    card, z, ship, _ = g.npcs[i]
    g.npcs = g.npcs[:i] + ((card, z, ship, up.top(g, ship, NPC + i)),) + g.npcs[i + 1:]
    return sound(g) and i


def enter(g, slot):
    """The slot's NPC card drawn as the event and come onto the board at the round's end."""
    card = next(c for c in g.event_deck if g.comp.events[c].kind == "npc" and g.comp.events[c].npc.slot == slot)
    g.event_discard += tuple(c for c in g.npc_pending if c >= 0)      # only this card comes out
    g.npc_pending = (-1,) * len(NPC_SLOTS)
    draw_this(g, card)
    npcs.enter(g)
    return NPC_SLOTS.index(slot)


# --- the tiles -------------------------------------------------------------------------------------
def test_seventeen_reconstructed_tiles_the_0_the_2_and_one_per_weapon_and_usable_modification():
    assert len(up.TILES) == 17 and up.PROVENANCE == "reconstructed"
    kinds = [t[0] for t in up.TILES]
    assert len(set(kinds)) == 17 and {"none", "two"} <= set(kinds)
    g = new()
    assert {k for k in kinds if up.family(T(k)) == "weapon"} == {w.kind for w in g.comp.weapons}
    mods = {m.effect for m in g.comp.mods} - {"extended-hold", "smugglers-hold", "the-plank"}
    assert {k for k in kinds if up.family(T(k)) == "mod"} == mods


def test_without_modules_2_and_3_their_tiles_are_out_but_never_the_0_and_2():
    full = set(up.in_play(new()))
    assert full == set(range(17))
    bare = set(up.in_play(new(modules={"npc-upgrades"})))
    assert full - bare == {T(k) for k in ("heated-shot", "double-shot", "caltrops", "carved-hull", "crows-nest")}
    assert {up.ZERO, up.TWO} <= bare
    assert set(up.in_play(new(modules={"npc-upgrades", "weapons"}))) == bare | {T("heated-shot"), T("double-shot"),
                                                                               T("caltrops")}


def test_setup_lays_every_tile_face_down_and_nothing_exists_without_the_module():
    g = new()
    assert sorted(g.upgrade_supply) == sorted(up.in_play(g)) and not any(g.npc_upgrades)
    plain = new(modules=None)
    assert plain.upgrade_supply == () and "upgrade_supply" not in plain.state_dict()["game"]


# --- drawing ------------------------------------------------------------------------------------
def test_an_npc_card_that_comes_out_draws_one_tile():
    g = new(seed=5)
    g.npcs = (None,) * 6
    arrange(g, "chain-shot")
    i = enter(g, "spanish")
    assert g.npc_upgrades[i] == (T("chain-shot"),) and T("chain-shot") not in g.upgrade_supply
    assert weapons_of(g, NPC + i) == ("chain-shot",)
    sound(g)


def test_the_0_tile_is_no_upgrade_and_goes_back():
    g = new(seed=5)
    g.npcs = (None,) * 6
    arrange(g, "none")
    i = enter(g, "english")
    assert g.npc_upgrades[i] == () and up.ZERO in g.upgrade_supply
    sound(g)


def test_the_2_tile_draws_two_upgrades_redrawing_0s_and_2s():
    g = new(seed=5)
    g.npcs = (None,) * 6
    arrange(g, "two", "none", "grapeshot", "long-guns")      # the 0 after the 2 is drawn again
    i = enter(g, "french")
    assert g.npc_upgrades[i] == (T("grapeshot"), T("long-guns"))
    assert up.ZERO in g.upgrade_supply and up.TWO in g.upgrade_supply
    sound(g)


def test_a_man_o_war_draws_again_grappling_hooks_and_extra_cannon_port():
    g = new(seed=5)
    g.npcs = (None,) * 6
    g.wars = (("english", "spanish"),)
    arrange(g, "grappling-hooks", "extra-cannon-port", "caltrops")
    i = enter(g, "spanish")
    assert g.npcs[i][2] == "man-o-war" and g.npc_upgrades[i] == (T("caltrops"),)
    assert up.usable(T("grappling-hooks"), "frigate") and not up.usable(T("extra-cannon-port"), "man-o-war")


def test_a_replaced_card_gives_its_tiles_back_and_the_new_card_draws():
    g = new(seed=5)
    g.npcs = (None,) * 6
    i = npc_with(g, "dutch", "curacao", "chasers", "swivel-guns")
    arrange(g, "advanced-rigs")
    enter(g, "dutch")
    assert g.npc_upgrades[i] == (T("advanced-rigs"),)
    assert {T("chasers"), T("swivel-guns")} <= set(g.upgrade_supply)
    sound(g)


def test_the_treasure_galleon_draws_an_upgrade_too():
    g = marauders.new_game(players=2, seed=3, modules=ALL | {"treasure-galleon"})
    assert sum(map(len, g.npc_upgrades[:-1])) == 0
    drawn = g.npc_upgrades[up.GALLEON_SLOT]
    assert len(drawn) + (up.ZERO not in g.upgrade_supply) <= 2 and sound(g)
    assert new().npc_upgrades[up.GALLEON_SLOT] == ()


# --- what the tiles do in a fight ---------------------------------------------------------------
def test_location_modifications_raise_the_npc_and_its_repair():
    g = new()
    i = npc_with(g, "english", "curacao", "extra-hammocks", "reinforced-hull")
    top = maxima(g.comp, "frigate")
    assert g.npcs[i][3][CREW] == top[CREW] + 1 and g.npcs[i][3][0] == top[0] + 1
    p = set_ship(g, "Anja", "frigate")
    g.fight = Fight(p.seat, NPC + i)
    g.npcs = g.npcs[:i] + (g.npcs[i][:3] + ((1, 1, 1, 1, 1),),) + g.npcs[i + 1:]
    combat.finish(g)
    assert g.npcs[i][3] == up.top(g, "frigate", NPC + i)


def test_advanced_rigs_swivel_guns_long_guns_chasers_and_carved_hull_work_for_an_npc():
    g = new()
    i = npc_with(g, "english", "curacao", "advanced-rigs", "swivel-guns")
    side = NPC + i
    assert maneuver_of(g, side) == g.comp.ships["frigate"].maneuverability + 1
    assert combat._crew_dice(g, side) == g.comp.events[g.npcs[i][0]].npc.leadership + 1
    j = npc_with(g, "pirate-small", "curacao", "long-guns", "chasers", "carved-hull")
    g.fight = Fight(0, NPC + j)
    assert combat._shots(g, NPC + j, True, 0, 1) == g.npcs[j][3][4] + 1      # the first round only
    assert combat._shots(g, NPC + j, True, 0, 2) == g.npcs[j][3][4]
    assert ship_mods.side_has(g, NPC + j, "chasers")
    g.fight = g.fight._replace(decl=("flee", "shoot"))
    assert ship_mods.carved_dice(g, 0, NPC + j, 3) == 2
    g.fight = None


def test_an_npc_fires_its_weapon_by_policy_and_regains_it_after_a_battle_it_survives():
    g = new()
    i = npc_with(g, "english", "curacao", "chain-shot", "grapeshot")
    p = set_ship(g, "Anja", "frigate")
    place(g, "Anja", "curacao")
    turn_of(g, "Anja")
    assert combat.npc_weapon(g, NPC + i, p.seat, "shoot") == "chain-shot"
    load_dice(g, *[1] * 40)
    combat.start(g, p.seat, NPC + i)
    g.apply("shoot")                                  # the NPC declares shoot chain-shot at once
    assert any("declares shoot with chain-shot" in str(e) for e in g.log())
    assert g.fight is not None and ~T("chain-shot") in g.npc_upgrades[i]     # spent on declaring
    assert weapons_of(g, NPC + i) == ("grapeshot",)
    sound(g)
    g.fight = Fight(p.seat, NPC + i)
    up.spend(g, NPC + i, "grapeshot")
    assert weapons_of(g, NPC + i) in ((), ("chain-shot",))
    combat.finish(g)
    assert sorted(g.npc_upgrades[i]) == sorted((T("chain-shot"), T("grapeshot")))
    sound(g)


def test_an_npcs_crows_nest_hampers_a_scout_and_helps_its_own_scouting():
    g = new()
    i = npc_with(g, "english", "curacao", "crows-nest")
    p = place(g, "Anja", "curacao")
    from nassau.marauders.checks import skill
    base = skill(g, p, "scouting")
    assert ship_mods.against_npc(g, p, NPC + i, 0) == max(1, base - 1) - base
    assert ship_mods.npc_lookout(g, NPC + i)
    loc = g.npcs[i][3]
    g.npcs = g.npcs[:i] + (g.npcs[i][:3] + (loc[:MASTS] + (loc[MASTS] - 1,) + loc[MASTS + 1:],),) + g.npcs[i + 1:]
    assert not ship_mods.npc_lookout(g, NPC + i)               # damaged masts: no lookout
    assert ship_mods.against_npc(g, p, NPC + i, 0) == 0


# --- a beaten NPC ----------------------------------------------------------------------------------
def test_sinking_the_npc_returns_its_tiles():
    g = new()
    i = npc_with(g, "english", "curacao", "chain-shot", "chasers")
    p = set_ship(g, "Anja", "frigate")
    g.fight = Fight(p.seat, NPC + i)
    plunder.sunk(g, NPC + i, p.seat, both=False)
    g.fight = None
    assert g.npcs[i] is None and g.npc_upgrades[i] == ()
    assert {T("chain-shot"), T("chasers")} <= set(g.upgrade_supply)
    sound(g)


def test_winning_crew_combat_takes_its_unspent_weapons_and_claiming_its_ship_its_modifications():
    g = new()
    i = npc_with(g, "pirate-large", "curacao", "grapeshot", "caltrops", "long-guns")
    p = set_ship(g, "Anja", "sloop")
    place(g, "Anja", "curacao")
    turn_of(g, "Anja")
    g.fight = Fight(p.seat, NPC + i)
    up.spend(g, NPC + i, "caltrops")                 # spent in the fight: not taken
    plunder.boarded(g, p.seat, NPC + i)
    assert sorted(g.comp.weapons[w].kind for w in p.weapons) == ["grapeshot"]
    assert g.upgrade_prize == (T("long-guns"),) and g.sub == "claim"
    g.fight = None
    sound(g)
    g.apply("claim ship")
    assert [g.comp.mods[m].effect for m in p.mods] == ["long-guns"]
    assert g.upgrade_prize == () and T("long-guns") in g.upgrade_supply
    sound(g)


def test_leaving_the_ship_sends_its_modification_tiles_back():
    g = new()
    i = npc_with(g, "pirate-large", "curacao", "advanced-rigs")
    p = set_ship(g, "Anja", "sloop")
    place(g, "Anja", "curacao")
    turn_of(g, "Anja")
    g.fight = Fight(p.seat, NPC + i)
    plunder.boarded(g, p.seat, NPC + i)
    g.fight = None
    g.apply("leave ship")
    assert p.mods == () and g.upgrade_prize == () and T("advanced-rigs") in g.upgrade_supply
    sound(g)


# --- saving and invariants -------------------------------------------------------------------------
def test_saved_and_loaded_and_a_tile_in_two_places_is_refused():
    g = new()
    i = npc_with(g, "english", "curacao", "chain-shot")
    d = g.state_dict()
    assert d["game"]["npc_upgrades"][i] == [T("chain-shot")]
    assert marauders.Game._from_state(d).state_dict() == d
    bad = marauders.Game._from_state(d).state_dict()
    bad["game"]["upgrade_supply"].append(T("chain-shot"))
    with pytest.raises(RecordError):
        marauders.Game._from_state(bad)
    bad = marauders.Game._from_state(d).state_dict()
    bad["game"]["npc_upgrades"][i] = [~T("chain-shot")]       # spent, yet no fight
    with pytest.raises(RecordError):
        marauders.Game._from_state(bad)
    plain = new(modules=None).state_dict()
    plain["game"]["upgrade_supply"] = []
    with pytest.raises(RecordError):
        marauders.Game._from_state(plain)


def test_the_invariants_catch_a_lost_tile_and_tiles_on_an_empty_slot():
    g = new()
    g.upgrade_supply = g.upgrade_supply[1:]
    assert any("exactly one place" in x for x in g.problems())
    g = new()
    g.npcs = (None,) * 6
    g.npc_upgrades = ((T("chasers"),),) + g.npc_upgrades[1:]
    g.upgrade_supply = tuple(t for t in g.upgrade_supply if t != T("chasers"))
    assert any("has no ship" in x for x in g.problems())


def test_thirty_random_games_keep_every_invariant():
    from .test_sog_ships import random_games
    picked = random_games(ALL, count=30, rounds=8)
    assert picked


def test_a_player_declaring_for_the_npc_may_use_its_tiles_and_spends_them_not_his_own():
    g = marauders.new_game(players=NAMES[:4], seed=1, modules=ALL, options={"npc_rolls": "left-neighbour"})
    while g.sub == "first-ship":
        g.apply("ship sloop")
    i = npc_with(g, "english", "curacao", "grapeshot")
    p = set_ship(g, "Anja", "frigate")
    place(g, "Anja", "curacao")
    turn_of(g, "Anja")
    load_dice(g, *[1] * 40)
    combat.start(g, p.seat, NPC + i)
    g.apply("shoot")
    proxy = g.players[g.current_player]
    assert proxy.seat == (p.seat + 1) % g.n and "shoot grapeshot" in g.legal_actions().notations()
    mine = proxy.weapons
    g.apply("shoot grapeshot")
    assert proxy.weapons == mine and g.npc_upgrades[i] == (~T("grapeshot"),)
    sound(g)


def test_the_galleons_tiles_go_back_when_it_sinks():
    g = marauders.new_game(players=NAMES[:2], seed=3, modules=ALL | {"treasure-galleon"})
    while g.sub == "first-ship":
        g.apply("ship sloop")
    t = T("long-guns")
    if t not in g.npc_upgrades[up.GALLEON_SLOT]:
        up.give_back(g, up.GALLEON_SLOT)
        g.upgrade_supply = tuple(x for x in g.upgrade_supply if x != t)
        g.npc_upgrades = g.npc_upgrades[:-1] + ((t,),)
    sound(g)
    assert combat._shots(g, GALLEON, True, 0, 1) == maxima(g.comp, "galleon")[4] + 1
    g.fight = Fight(0, GALLEON)
    plunder.sunk(g, GALLEON, 0, both=False)
    g.fight = None
    assert g.galleon is None and g.npc_upgrades[up.GALLEON_SLOT] == () and t in g.upgrade_supply
    sound(g)
