"""Seas of Glory module 4, NPC upgrades: the 17 tiles (reconstructed), drawing them, giving
them back, winning them, and what they do to an NPC in a fight."""

import pytest

from nassau import marauders
from nassau.kernel.errors import RecordError
from nassau.kernel.rng import Rng
from nassau.marauders.rules import combat, npcs, plunder
from nassau.marauders.seas_of_glory import npc_upgrades as up, ship_mods
from nassau.marauders.rules.combat import Fight
from nassau.marauders.rules.sides import NPC, has_mod, maneuver_of, spend_weapon, weapons_of
from nassau.marauders.seas_of_glory.treasure_galleon import GALLEON
from nassau.marauders.rules.state import CREW, MASTS, maxima
from nassau.marauders.rules.vocabulary import NPC_SLOTS

from .helpers import NAMES, captain, load_dice, place, set_ship, sound, turn_of
from .test_combat import give_weapon
from .test_shipyard import give_mod, offer_mod
from .test_npcs_and_events import draw_this, put_npc

ALL = {"npc-upgrades", "weapons", "ship-mods"}


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
    assert has_mod(g, NPC + j, "chasers")
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
    from nassau.marauders.rules.checks import skill
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


def hoard(g, name, kind):
    """All the weapon tokens of a kind to another captain: the supply has none left."""
    for w in [w for w in g.weapon_supply if g.comp.weapons[w].kind == kind]:
        g.weapon_supply = tuple(x for x in g.weapon_supply if x != w)
        captain(g, name).weapons += (w,)


def won(g, name, *tiles):
    """These tiles out of the face-down ones onto a captain's board, his ship at its new maxima."""
    p = captain(g, name)
    for t in tiles:
        g.upgrade_supply = tuple(x for x in g.upgrade_supply if x != T(t))
        p.tiles += (T(t),)
    p.loc = up.top_of(g, p)
    g._legal = None
    return p


def beat(g, name, slot, *tiles, ship="sloop"):
    """``name`` has won the crew combat against an NPC holding these tiles: the claim waits."""
    i = npc_with(g, slot, "curacao", *tiles)
    p = captain(g, name)
    if p.ship != ship:
        set_ship(g, name, ship)
    place(g, name, "curacao")
    turn_of(g, name)
    g.fight = Fight(p.seat, NPC + i)
    return p, i


def test_winning_crew_combat_takes_the_npcs_own_unspent_weapon_tiles_even_with_no_token_left():
    g = new()
    hoard(g, "Jonah", "grapeshot")                     # no grapeshot token in the supply
    p, i = beat(g, "Anja", "pirate-large", "grapeshot", "caltrops", "long-guns")
    up.spend(g, NPC + i, "caltrops")                  # spent in the fight: not taken
    supply = g.weapon_supply
    plunder.boarded(g, p.seat, NPC + i)
    g.fight = None
    assert p.tiles == (T("grapeshot"),) and p.weapons == () and g.weapon_supply == supply
    assert weapons_of(g, p.seat) == ("grapeshot",) and T("caltrops") in g.upgrade_supply
    assert "Anja takes the NPC's grapeshot tile." in g.log()
    assert g.upgrade_prize == (T("long-guns"),) and g.sub == "claim"
    sound(g)


def test_claiming_its_ship_puts_its_modification_tiles_on_his_board():
    g = new()
    p, i = beat(g, "Anja", "pirate-large", "long-guns", "reinforced-hull")
    mods = g.mod_supply
    plunder.boarded(g, p.seat, NPC + i)
    g.fight = None
    from nassau.marauders.views import render
    hull = maxima(g.comp, "frigate")[0] + 1
    assert f"hull {hull}/{hull}" in render.claim_text(g) and "with the NPC's long guns and reinforced hull tiles" \
        in render.claim_text(g)
    g.apply("claim ship")
    assert p.mods == () and g.mod_supply == mods and g.upgrade_prize == ()
    assert sorted(p.tiles) == sorted((T("long-guns"), T("reinforced-hull")))
    assert p.loc[0] == maxima(g.comp, p.ship)[0] + 1          # the NPC's raised hull comes with it
    sound(g)


def test_a_won_weapon_tile_of_a_kind_he_carries_goes_back():
    g = new()
    give_weapon(g, "Anja", "grapeshot")
    p, i = beat(g, "Anja", "pirate-small", "grapeshot", "chain-shot")
    plunder.boarded(g, p.seat, NPC + i)
    g.fight = None
    assert p.tiles == (T("chain-shot"),) and T("grapeshot") in g.upgrade_supply
    assert sorted(weapons_of(g, p.seat)) == ["chain-shot", "grapeshot"]
    assert any("carries grapeshot already" in x for x in g.log())
    sound(g)


def test_a_won_modification_tile_works_as_the_token_of_its_kind_with_the_same_maxima():
    tiles = ("reinforced-hull", "extra-hammocks", "extra-cannon-port", "advanced-rigs", "swivel-guns", "long-guns")
    g, h = new(), new()
    p = won(g, "Anja", *tiles)
    q = captain(h, "Anja")
    for kind in tiles:
        give_mod(h, "Anja", kind)
    assert up.top_of(g, p) == maxima(h.comp, q.ship, q.mods) != maxima(g.comp, p.ship)
    assert maneuver_of(g, p.seat) == maneuver_of(h, q.seat) == g.comp.ships["sloop"].maneuverability + 1
    assert combat._crew_dice(g, p.seat) == combat._crew_dice(h, q.seat)
    assert combat._shots(g, p.seat, True, 0, 1) == combat._shots(h, q.seat, True, 0, 1)
    assert ship_mods.has(g, p, "long-guns") and not ship_mods.has(g, p, "chasers")
    sound(g)
    sound(h)


def test_the_shipyard_offers_no_token_of_a_kind_his_tiles_give_and_repairs_to_the_raised_maxima():
    g = new()
    p = won(g, "Anja", "reinforced-hull", "grapeshot")
    place(g, "Anja", "tortuga", in_port=True)
    turn_of(g, "Anja")
    offer_mod(g, "tortuga", "reinforced-hull")
    g.bank -= 20 - p.gold
    p.gold = 20
    p.loc = (p.loc[0] - 1,) + p.loc[1:]
    g.apply("port")
    acts = set(g.legal_actions().notations())
    assert "buy mod" not in acts and "buy weapon grapeshot" not in acts and "sell weapon grapeshot" not in acts
    g.apply("repair hull")
    assert p.loc[0] == maxima(g.comp, "sloop")[0] + 1
    sound(g)


def test_firing_a_won_weapon_tile_sends_it_back_to_the_npc_tiles():
    g = new()
    i = npc_with(g, "english", "curacao")
    p = won(g, "Anja", "grapeshot")
    place(g, "Anja", "curacao")
    turn_of(g, "Anja")
    load_dice(g, *[1] * 40)
    supply = g.weapon_supply
    combat.start(g, p.seat, NPC + i)
    assert "shoot grapeshot" in g.legal_actions().notations()
    g.apply("shoot grapeshot")
    assert p.tiles == () and T("grapeshot") in g.upgrade_supply and g.weapon_supply == supply
    assert "Anja's grapeshot tile goes back to the NPC upgrades." in g.log()
    sound(g)


def test_a_won_weapon_tile_used_in_a_fight_or_given_up_in_a_raid_goes_back():
    from nassau.marauders.rules import raids
    from nassau.marauders.rules.actions import Action
    g = new()
    p = won(g, "Anja", "caltrops", "chain-shot")
    give_weapon(g, "Anja", "grapeshot")
    spend_weapon(g, p.seat, "caltrops")                # thrown after a contest
    assert p.tiles == (T("chain-shot"),) and len(p.weapons) == 1
    g.raid = raids.Raid(0, successes=0)
    assert "give up chain-shot" in {a.notation for a in raids.legal_raid(g, p)}
    raids.spend(g, p, Action("give up chain-shot"))
    assert p.tiles == () and g.raid.successes == 1 and len(p.weapons) == 1
    g.raid = None
    assert {T("caltrops"), T("chain-shot")} <= set(g.upgrade_supply)
    sound(g)


def test_his_ship_sunk_sends_his_won_tiles_back():
    g = new()
    i = npc_with(g, "english", "curacao")
    p = won(g, "Anja", "grapeshot", "chasers")
    g.fight = Fight(p.seat, NPC + i)
    plunder.sunk(g, p.seat, NPC + i, both=False)
    g.fight = None
    assert p.tiles == () and {T("grapeshot"), T("chasers")} <= set(g.upgrade_supply)
    sound(g)


def test_a_captain_killed_by_an_npc_in_crew_combat_loses_his_won_tiles():
    g = new()
    i = npc_with(g, "english", "curacao")
    p = won(g, "Anja", "grapeshot", "chasers")
    g.fight = Fight(NPC + i, p.seat)
    plunder.boarded(g, NPC + i, p.seat)
    g.fight = None
    assert p.dead and p.tiles == () and {T("grapeshot"), T("chasers")} <= set(g.upgrade_supply)
    sound(g)


def test_selling_his_ship_sends_every_won_tile_back_and_a_mod_tile_counts_in_the_price():
    from nassau.marauders.rules import shipyard
    g = new()
    p = captain(g, "Anja")
    place(g, "Anja", "tortuga", in_port=True)
    bare = shipyard.sale_value(g, p)
    won(g, "Anja", "reinforced-hull", "grapeshot")
    assert shipyard.sale_value(g, p) == bare + 1
    turn_of(g, "Anja")
    g.bank -= 40 - p.gold
    p.gold = 40
    g.apply("port")
    g.apply("buy ship frigate")
    assert p.tiles == () and {T("reinforced-hull"), T("grapeshot")} <= set(g.upgrade_supply)
    assert p.loc[:3] == maxima(g.comp, "frigate")[:3] and weapons_of(g, p.seat) == ()
    sound(g)


def test_at_st_john_the_tokens_move_to_the_new_ship_but_the_tiles_go_back():
    g = new()
    p = captain(g, "Anja")
    give_mod(g, "Anja", "chasers")
    won(g, "Anja", "long-guns")
    place(g, "Anja", "st-john", in_port=True)
    turn_of(g, "Anja")
    g.bank -= 40 - p.gold
    p.gold = 40
    g.apply("port")
    g.apply("buy ship frigate with mods")
    assert [g.comp.mods[m].effect for m in p.mods] == ["chasers"] and p.tiles == ()
    assert T("long-guns") in g.upgrade_supply
    sound(g)


def test_claiming_a_ship_sends_the_old_ships_mod_tiles_back_and_keeps_his_weapon_tiles():
    g = new()
    won(g, "Anja", "chain-shot", "chasers")
    p, i = beat(g, "Anja", "pirate-large", "long-guns")
    plunder.boarded(g, p.seat, NPC + i)
    g.fight = None
    g.apply("claim ship")
    assert sorted(p.tiles) == sorted((T("chain-shot"), T("long-guns"))) and T("chasers") in g.upgrade_supply
    sound(g)


def test_a_captain_beaten_by_a_captain_gives_him_his_won_weapon_tiles_one_of_each_kind():
    g = new()
    give_weapon(g, "Anja", "chain-shot")
    won(g, "Jonah", "chain-shot", "grapeshot", "swivel-guns")
    p, q = captain(g, "Anja"), captain(g, "Jonah")
    place(g, "Jonah", "tortuga")
    place(g, "Anja", "tortuga")
    turn_of(g, "Anja")
    g.fight = Fight(p.seat, q.seat)
    plunder.boarded(g, p.seat, q.seat)
    g.fight = None
    assert p.tiles == (T("grapeshot"),) and q.tiles == ()
    assert {T("chain-shot"), T("swivel-guns")} <= set(g.upgrade_supply)
    assert "Anja takes Jonah's grapeshot tile." in g.log()
    g.apply("claim ship")
    assert p.tiles == (T("grapeshot"),) and up.top_of(g, p) == maxima(g.comp, "sloop")
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
    assert p.mods == () and p.tiles == () and g.upgrade_prize == () and T("advanced-rigs") in g.upgrade_supply
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


def test_a_captains_won_tiles_are_saved_and_loaded_and_checked_on_load():
    g = new()
    won(g, "Anja", "grapeshot", "reinforced-hull")
    d = g.state_dict()
    assert d["players"][0]["tiles"] == [T("grapeshot"), T("reinforced-hull")]
    back = marauders.Game._from_state(d)
    assert back.players[0].tiles == g.players[0].tiles and back.state_dict() == d
    assert up.top_of(back, back.players[0]) == up.top_of(g, g.players[0])
    for spoil in (lambda x: x["game"]["upgrade_supply"].append(T("grapeshot")),      # in two places
                  lambda x: x["players"][1]["tiles"].append(T("grapeshot")),
                  lambda x: x["players"][1]["tiles"].append(up.ZERO),
                  lambda x: x["players"][0]["tiles"].append(99),
                  lambda x: x["players"][0].pop("tiles")):
        bad = marauders.Game._from_state(d).state_dict()
        spoil(bad)
        with pytest.raises(RecordError):
            marauders.Game._from_state(bad)
    plain = new(modules=None).state_dict()
    assert "tiles" not in plain["players"][0]
    plain["players"][0]["tiles"] = []
    with pytest.raises(RecordError):
        marauders.Game._from_state(plain)


def test_the_invariants_catch_a_won_tile_of_a_kind_he_carries_or_on_no_ship():
    g = new()
    give_weapon(g, "Anja", "grapeshot")
    won(g, "Anja", "chain-shot")
    sound(g)
    captain(g, "Anja").tiles += (T("grapeshot"),)
    g.upgrade_supply = tuple(t for t in g.upgrade_supply if t != T("grapeshot"))
    assert any("carries twice" in x for x in g.problems())
    g = new()
    p = won(g, "Anja", "chasers")
    p.ship = ""
    assert any("without a ship" in x for x in g.problems())
    g = new()
    won(g, "Anja", "reinforced-hull").tiles = ()
    assert any("exactly one place" in x for x in g.problems())
    assert any("above its maximum" in x for x in g.problems())


def test_the_board_and_the_observation_show_a_captains_won_tiles():
    from nassau.marauders.rules import observation
    from nassau.marauders.views import render, shipboard
    g = new()
    p = won(g, "Anja", "grapeshot", "long-guns")
    assert "NPC tiles won grapeshot, long-guns" in render.game_text(g)
    text = shipboard.board_text(g, p)
    assert "grapeshot (NPC tile)" in text and "long-guns (NPC tile)" in text
    seen = observation.observation(g, 1)
    assert seen["players"][0]["npc_tiles"] == ["grapeshot", "long-guns"] and seen["players"][1]["npc_tiles"] == []
    assert "NPC tiles won" not in render.game_text(new())
    assert "npc_tiles" not in observation.observation(new(modules=None), 0)["players"][0]


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


def pirate_games(modules, count):
    """Seeded games of four pirate bots (they fight NPCs, so tiles are won): every invariant
    after every decision; a position where a captain holds tiles reloads as itself. Returns
    how many times a captain took tiles and gave them back."""
    from nassau.marauders.bots.heuristic import HeuristicBot
    took = gave = 0
    for seed in range(count):
        g = marauders.new_game(4, seed=seed, options={"round_limit": 20}, modules=modules)
        bots = [HeuristicBot(seed * 10 + i, "pirate") for i in range(4)]
        held = ()
        while not g.is_over:
            g.apply_unchecked(bots[g.current_player].choose(g))
            assert g.problems() == [], f"seed {seed}, decision {g.ply}: {g.problems()}"
            now = tuple(p.tiles for p in g.players)
            if now != held:
                took += any(set(n) - set(h) for n, h in zip(now, held or ((),) * 4))
                gave += any(set(h) - set(n) for n, h in zip(now, held or ((),) * 4))
                d = g.state_dict()
                assert marauders.Game._from_state(d).state_dict() == d
                held = now
    return took, gave


def test_pirate_games_with_the_module_alone_win_and_give_back_tiles_and_keep_every_invariant():
    took, gave = pirate_games({"npc-upgrades"}, 12)
    assert took and gave


def test_pirate_games_with_weapons_and_ship_mods_too_win_tiles_and_keep_every_invariant():
    took, gave = pirate_games(ALL, 16)
    assert took and gave


def frigate_attacks_npc(npc_rolls, tile, face):
    """Anja's frigate attacks an English navy holding ``tile`` at Curacao, every die a ``face``;
    (the game, Anja, the NPC's slot)."""
    g = marauders.new_game(players=NAMES[:4], seed=1, modules=ALL, options={"npc_rolls": npc_rolls})
    while g.sub == "first-ship":
        g.apply("ship sloop")
    i = npc_with(g, "english", "curacao", tile)
    p = set_ship(g, "Anja", "frigate")
    place(g, "Anja", "curacao")
    turn_of(g, "Anja")
    load_dice(g, *[face] * 40)
    combat.start(g, p.seat, NPC + i)
    return g, p, i


def test_a_player_declaring_for_the_npc_may_use_its_tiles_and_spends_them_not_his_own():
    g, p, i = frigate_attacks_npc("left-neighbour", "grapeshot", 1)
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


def test_every_captain_observes_the_upgrade_tiles_on_the_npc_cards():
    from nassau.marauders.bots.encoding import ENCODING
    g = new()
    empty = [ENCODING.observation_tensor(g, s) for s in range(g.n)]
    with g.edit() as e:
        e.npc("english", "havana").upgrades("english", "chain-shot", "crows-nest")
    for seat in range(g.n):
        assert g.observation(seat)["npc_upgrades"]["english"] == ["chain-shot", "crows-nest"]
        assert ENCODING.observation_tensor(g, seat) != empty[seat]
    assert "npc_upgrades" not in new(modules=None).observation(0)
