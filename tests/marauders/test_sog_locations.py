"""Seas of Glory module 9, locations: 16 tiles, one in each zone with a port, no two Trade
Stations adjacent; a visit (1 action, once a round) uses the tile's service, not a port's (no
zone text); a raid (1 action) draws the tile's cargo cards, is bombarded one Cannons die at a
time, takes their fire (more when the escape icons reach the maneuverability), then retreats
or fights ashore for the plunder, the tile destroyed and bounties taken."""

import copy

import pytest

from nassau import marauders
from nassau.kernel.errors import IllegalActionError, RecordError
from nassau.marauders.seas_of_glory import switches, locations_raids, locations
from nassau.marauders.rules.components import load_components
from nassau.marauders.views.render import game_text
from nassau.marauders.rules.state import CANNONS, CARGO, CREW, HULL, MASTS, NATION_INDEX, maxima

from .helpers import (NAMES, give_goods, legal, load_dice, place, set_captain, set_demand, set_ship, sound,
                      stack_cargo, turn_of, zone)
from .test_sog_ships import random_games

MODULE = {"locations"}
CAPTAIN = "felipe-de-los-reyes"         # seamanship 3, scouting 2, leadership 2; no trading ability
ENGLISH = NATION_INDEX["english"]


@pytest.fixture(autouse=True)
def playable(monkeypatch):
    """The switch was built behind a flag; kept so the tests run on a branch where it is off."""
    sw = switches.MODULE_NAMES["locations"]
    monkeypatch.setitem(switches.MODULE_NAMES, "locations", sw._replace(built=True))


def new(seed=1, n=4, **options):
    g = marauders.new_game(players=NAMES[:n], seed=seed, modules=MODULE, options=options or None)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    return g


def tile(g, tile_id) -> int:
    return locations.tile_by_id(g, tile_id)


def put_tile(g, tile_id, zone_id):
    """The tile into this zone (swapped with the one there); another Trade Station that ends up
    next to a Trade Station is swapped away with a tile elsewhere."""
    t, z = tile(g, tile_id), zone(g, zone_id)
    sites = list(g.sites)
    old = sites.index(t) if t in sites else None
    if old is None:
        g.razed = tuple(x for x in g.razed if x != t) + (sites[z],)
    else:
        sites[old] = sites[z]
    sites[z] = t
    kinds = lambda i: g.comp.locations[sites[i]].kind if sites[i] >= 0 else ""    # noqa: E731
    for i in range(len(sites)):
        if i == z or kinds(i) != "trade-station" or not locations.trade_stations_adjacent(g.comp, sites):
            continue
        for j in range(len(sites)):
            if j in (i, z) or sites[j] < 0 or kinds(j) == "trade-station":
                continue
            trial = list(sites)
            trial[i], trial[j] = trial[j], trial[i]
            if not locations.trade_stations_adjacent(g.comp, trial):
                sites = trial
                break
    g.sites = tuple(sites)
    g._legal = None
    return sound(g)


def at(g, tile_id, zone_id="curacao", name="Anja", ship="sloop", pirate=False, actions=3):
    """``name``'s turn, at sea in ``zone_id`` with the tile there."""
    put_tile(g, tile_id, zone_id)
    set_captain(g, name, CAPTAIN)
    set_ship(g, name, ship)
    p = place(g, name, zone_id)
    p.bounty = (1, 0, 0, 0) if pirate else (0, 0, 0, 0)
    turn_of(g, name, actions)
    return p


def refused(g, action, rule):
    with pytest.raises(IllegalActionError) as info:
        g.apply(action)
    assert info.value.rule == rule, info.value
    return info.value


# --- setup -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(60))
def test_setup_lays_one_tile_in_each_zone_with_a_port_and_keeps_trade_stations_apart(seed):
    g = marauders.new_game(players=2 + seed % 3, seed=seed, modules=MODULE)
    comp = g.comp
    on_board = [t for t in g.sites if t >= 0]
    assert sorted(on_board) == sorted(t.index for t in comp.locations)
    for z in comp.zones:
        assert (g.sites[z.index] >= 0) == bool(z.port)
    stations = [z for z, t in enumerate(g.sites) if t >= 0 and comp.locations[t].kind == "trade-station"]
    assert len(stations) == 2 and not locations.adjacent(comp, *stations)
    assert g.sites[zone(g, "caribbean-sea")] == -1 and sound(g)


def test_the_layout_follows_the_seed_and_the_shuffle_redraws_adjacent_trade_stations():
    layouts = {marauders.new_game(players=2, seed=s, modules=MODULE).sites for s in range(30)}
    assert len(layouts) == 30
    assert marauders.new_game(players=2, seed=7, modules=MODULE).sites == \
        marauders.new_game(players=2, seed=7, modules=MODULE).sites
    g = new()
    comp = g.comp
    ts = [t.index for t in comp.locations if t.kind == "trade-station"]
    sites = [-1] * len(comp.zones)
    sites[zone(g, "havana")], sites[zone(g, "nassau")] = ts
    assert locations.trade_stations_adjacent(comp, sites)
    g.sites = _swap_into(g, ts[0], "havana", ts[1], "nassau")
    assert "two Trade Stations lie in adjacent zones" in g.problems()


def _swap_into(g, a, za, b, zb):
    sites = list(g.sites)
    for t, z in ((a, za), (b, zb)):
        i = sites.index(t)
        sites[i], sites[zone(g, z)] = sites[zone(g, z)], sites[i]
    return tuple(sites)


def test_the_sixteen_tiles_carry_their_numbers_and_bounties_with_provenance():
    comp = marauders.default_components()
    kinds = {}
    for t in comp.locations:
        kinds.setdefault(t.kind, []).append(t)
    assert sorted(kinds) == sorted(locations.START) and all(len(v) == 2 for v in kinds.values())
    numbers = {k: {t.raid for t in v} for k, v in kinds.items()}
    assert numbers == {"pirate-haven": {4}, "missionary": {3}, "trade-station": {5}, "natives": {4}, "reef": {None},
                       "naval-fort": {6}, "prison": {4}, "town": {5}}
    assert {k for k, v in kinds.items() if not v[0].bounties} == {"pirate-haven", "reef"}
    assert all(r.get("provenance") in ("rulebook", "reconstructed") and r.get("note") for r in comp.doc["locations"])
    assert {r["component"] for r in comp.provenance_rows()} >= {"locations"}


def test_a_users_components_file_carries_the_tiles_and_one_without_them_cannot_play_the_module():
    doc = copy.deepcopy(marauders.default_components().doc)
    for rec in doc["locations"]:
        if rec["kind"] == "town":
            rec["raid"] = 7
    comp = load_components(doc)
    assert {t.raid for t in comp.locations if t.kind == "town"} == {7}
    g = marauders.new_game(players=2, seed=1, modules=MODULE, components=doc)
    assert marauders.Game._from_state(g.state_dict()).comp.locations == comp.locations
    del doc["locations"]
    assert marauders.new_game(players=2, seed=1, components=doc).sites == (-1,) * 17     # without the module: fine
    with pytest.raises(RecordError) as info:
        marauders.new_game(players=2, seed=1, modules=MODULE, components=doc)
    assert "components.locations" in str(info.value)
    bad = copy.deepcopy(marauders.default_components().doc)
    bad["locations"][8]["raid"] = 3                     # a Reef with a raid number
    with pytest.raises(RecordError, match=r"locations\[8\]\.raid"):
        load_components(bad)


def test_without_the_module_there_are_no_tiles_nothing_saved_and_no_location_actions():
    g = marauders.new_game(players=2, seed=1)
    assert g.sites == (-1,) * 17 and "locations" not in g.state_dict()["game"]
    assert not [a for a in g.legal_actions() if a.kind in ("visit", "raid-location")]
    refused(g, "visit holetown", "sequence")


def test_the_text_board_and_the_map_listing_show_the_tiles_and_the_destroyed_ones():
    g = new()
    put_tile(g, "holetown", "port-royal")
    assert ("port-royal", "Holetown", "town") in locations.listing(g)
    assert len(locations.listing(g)) == 16
    assert "Holetown (town) in Port Royal" in game_text(g)
    z = zone(g, "port-royal")
    g.razed += (g.sites[z],)
    g.sites = g.sites[:z] + (-1,) + g.sites[z + 1:]
    assert len(locations.listing(g)) == 15 and "Destroyed: Holetown." in game_text(g) and sound(g)


# --- visiting: the rules every visit shares ---------------------------------------------------------------
def test_a_visit_is_one_action_at_sea_in_the_tiles_zone_and_not_in_port():
    g = new()
    at(g, "santa-anna", pirate=True)
    assert "visit santa-anna" in legal(g)
    place(g, "Anja", "curacao", in_port=True)
    assert "visit santa-anna" not in legal(g)
    refused(g, "visit santa-anna", "locations.at-sea")
    place(g, "Anja", "caracas")
    refused(g, "visit santa-anna", "locations.same-zone")
    refused(g, "visit no-such-place", "locations.unknown")


def test_each_captain_visits_each_location_once_a_round_and_again_the_next():
    g = new()
    p = at(g, "santa-anna", pirate=True)
    g.apply("visit santa-anna")
    assert g.actions_left == 2 and g.sub == "visit"
    g.apply("absolve english 1")
    assert g.sub == "action" and p.bounty == (0, 0, 0, 0)
    p.bounty = (1, 0, 0, 0)
    g._legal = None
    assert "visit santa-anna" not in legal(g)
    refused(g, "visit santa-anna", "locations.once-a-round")
    q = at(g, "santa-anna", name="Jonah", pirate=True)            # another captain, the same round
    assert q.zone == p.zone and "visit santa-anna" in legal(g)
    g.round += 1
    turn_of(g, "Anja")
    assert "visit santa-anna" in legal(g)


def test_the_option_anyone_allows_one_visit_a_round_for_all_captains():
    g = new(location_visits="anyone")
    at(g, "santa-anna", pirate=True)
    g.apply("visit santa-anna")
    g.apply("absolve english 1")
    at(g, "santa-anna", name="Jonah", pirate=True)
    refused(g, "visit santa-anna", "locations.once-a-round")


def test_a_captain_visiting_is_still_at_sea_and_can_be_found_there():
    g = new()
    p = at(g, "uta-min-xiosk")
    give_goods(g, "Anja", "rum")
    p.loc = (p.loc[0] - 1,) + p.loc[1:]                  # something for the Natives to repair
    g.apply("visit uta-min-xiosk")
    g.apply("give rum")
    assert not p.in_port and g.sub == "action"
    at(g, "uta-min-xiosk", name="Jonah")
    assert "scout captain Anja" in legal(g)


# --- the services --------------------------------------------------------------------------------------------
def test_pirate_haven_fills_a_pirates_crew_and_gives_a_rumor_free_without_a_roll():
    g = new()
    p = at(g, "port-freeman")
    assert "visit port-freeman" not in legal(g)
    refused(g, "visit port-freeman", "locations.pirates-only")
    p.bounty = (1, 0, 0, 0)
    p.loc = p.loc[:CREW] + (0,) + p.loc[CREW + 1:]
    g._legal = None
    gold, rumors = p.gold, len(p.rumors)
    load_dice(g)                                        # no die may be rolled
    g.apply("visit port-freeman")
    assert p.loc[CREW] == maxima(g.comp, "sloop")[CREW] and len(p.rumors) == rumors + 1 and p.gold == gold
    assert g.sub == "action" and g.actions_left == 2 and sound(g)


def test_the_missionary_takes_3_gold_a_bounty_of_one_nation():
    g = new()
    p = at(g, "san-philippe")
    refused(g, "visit san-philippe", "locations.nothing-to-do")
    p.bounty = (2, 1, 0, 0)
    g._legal = None
    g.apply("visit san-philippe")
    assert legal(g) == {"absolve english 1", "absolve english 2", "absolve french 1"}
    bank = g.bank
    g.apply("absolve english 2")
    assert p.bounty == (0, 1, 0, 0) and p.gold == 4 and g.bank == bank + 6 and g.sub == "action" and sound(g)


def test_the_trade_station_sells_at_the_zones_demand_without_the_zones_text_and_refuses_pirates():
    g = new()
    p = at(g, "ambergris", "havana")
    set_demand(g, "havana", "rum")
    give_goods(g, "Anja", "rum")
    gold = p.gold
    g.apply("visit ambergris")
    assert g.sub == "port" and "buy goods" in legal(g) and "sell rum" in legal(g)
    assert not {a for a in legal(g) if a.startswith(("repair", "recruit", "rumor", "stash"))}
    g.apply("sell rum")
    assert p.gold == gold + g.comp.rules.demand_price        # 6: Havana's 7 for non-pirates does not apply
    assert legal(g) == {"done"}
    g.apply("done")
    assert g.sub == "action" and g.visit is None and sound(g)
    at(g, "ambergris", "havana", name="Jonah", pirate=True)
    refused(g, "visit ambergris", "locations.no-pirates")


def test_the_trade_station_draws_6_to_buy_and_3_after_buying_there_last_turn():
    g = new()
    p = at(g, "west-goud", "curacao")
    g.apply("visit west-goud")
    g.apply("buy goods")
    assert len(g.offer) == 6
    g.apply(next(a for a in g.legal_actions() if a.kind == "take"))
    assert p.buying_at == -1 and g.site_buys == ((g.round, p.seat, tile(g, "west-goud")),)
    g.apply("done")
    g.round += 1
    turn_of(g, "Anja")
    p.goods, g.cargo_discard = (), g.cargo_discard + p.goods
    g.apply("visit west-goud")
    g.apply("buy goods")
    assert len(g.offer) == 3 and sound(g)


def test_the_town_offers_one_port_activity_with_4_cards_to_buy_and_no_zone_text():
    g = new()
    p = at(g, "holetown", "nassau")
    give_goods(g, "Anja", "sugar")
    set_demand(g, "nassau", "rum")
    gold = p.gold
    g.apply("visit holetown")
    choices = legal(g)
    assert {"buy goods", "sell sugar", "done"} <= choices and "buy mod" not in choices
    g.apply("sell sugar")
    assert p.gold == gold + g.comp.rules.sell_price       # 3: Nassau's 2 does not apply
    assert legal(g) == {"done"}
    g.apply("done")
    g.round += 1
    at(g, "holetown", "nassau")
    g.apply("visit holetown")
    g.apply("buy goods")
    assert len(g.offer) == 4 and sound(g)


def test_the_town_shipyard_repairs_several_points_as_its_one_activity():
    g = new()
    p = at(g, "santo-batista", "curacao")
    p.loc = (1, 1, 1, p.loc[CREW], 1)
    g._legal = None
    g.apply("visit santo-batista")
    g.apply("repair hull")
    assert "repair masts" in legal(g) and "buy goods" not in legal(g)
    g.apply("repair masts")
    assert p.loc[HULL] == 2 and p.loc[MASTS] == 2 and sound(g)


def test_the_natives_repair_everything_but_the_crew_for_one_cargo_card():
    g = new()
    p = at(g, "saa-no-fiis", ship="frigate")
    refused(g, "visit saa-no-fiis", "locations.nothing-to-do")
    give_goods(g, "Anja", "rum", "sugar")
    p.loc = (1, 1, 1, 1, 1)
    g._legal = None
    g.apply("visit saa-no-fiis")
    assert legal(g) == {"give rum", "give sugar"}
    g.apply("give sugar")
    top = maxima(g.comp, "frigate")
    assert p.loc == (top[HULL], top[CARGO], top[MASTS], 1, top[CANNONS])
    assert [g.comp.cargo[c].good for c in p.goods] == ["rum"] and sound(g)


def test_the_reef_gives_an_item_a_scouting_success_each_a_hull_hit_seamanship_cancels():
    g = new()
    p = at(g, "walkers-cay", ship="frigate")
    p.loc = p.loc[:CREW] + (1,) + p.loc[CREW + 1:]
    goods, hull = len(p.goods), p.loc[HULL]
    load_dice(g, 6, 5, 5, 1, 1)                  # Scouting 2: two successes; Seamanship 3: one success
    g.apply("visit walkers-cay")
    assert {"salvage cargo", "salvage crew", "salvage rumor", "stop salvaging"} <= legal(g)
    assert "salvage weapon chain-shot" in legal(g)
    g.apply("salvage cargo")
    g.apply("salvage crew")
    assert len(p.goods) == goods + 1 and p.loc[CREW] == 2
    assert p.loc[HULL] == hull - 1 and g.sub == "action" and sound(g)


def test_the_reef_stops_when_the_captain_says_and_can_sink_him():
    g = new()
    p = at(g, "victory-reef")
    p.loc = (1,) + p.loc[1:]
    load_dice(g, 6, 6, 1, 1, 1)                  # two successes; Seamanship none
    g.apply("visit victory-reef")
    g.apply("salvage weapon grapeshot")
    assert g.sub == "visit"
    g.apply("stop salvaging")
    assert p.dead and p.ship == "" and sound(g)


def test_the_reef_cannot_be_raided():
    g = new()
    at(g, "walkers-cay")
    assert "raid location walkers-cay" not in legal(g)
    refused(g, "raid location walkers-cay", "locations.unraidable")


def test_the_naval_fort_moves_the_navy_of_the_zones_port_or_summons_it():
    from .test_npcs_and_events import put_npc
    g = new()
    at(g, "fort-george", "curacao")                 # Curacao: a Dutch port
    put_npc(g, "dutch", "caracas")
    g.apply("visit fort-george")
    assert legal(g) == {f"send navy {z}" for z in g.comp.links[zone(g, "caracas")].values()}
    g.apply("send navy trinidad")
    assert g.npcs[5][1] == zone(g, "trinidad") and g.sub == "action" and sound(g)
    g2 = new()
    at(g2, "tot-ziens", "curacao")
    assert g2.npcs[5] is None and g2.npc_pending[5] < 0
    g2.apply("visit tot-ziens")
    card = g2.npc_pending[5]
    assert card >= 0 and g2.comp.events[card].npc.slot == "dutch" and g2.sub == "action" and sound(g2)
    at(g2, "tot-ziens", "curacao", name="Jonah")
    refused(g2, "visit tot-ziens", "locations.nothing-to-do")
    at(g2, "tot-ziens", "curacao", name="Jon", pirate=True)
    refused(g2, "visit tot-ziens", "locations.no-pirates")


def test_the_prison_turns_glory_cards_until_a_specialist_who_may_be_hired_for_5_gold():
    g = new()
    p = at(g, "torre-del-diablo")
    p.gold, g.bank = 4, g.bank + p.gold - 4
    g._legal = None
    refused(g, "visit torre-del-diablo", "locations.nothing-to-do")
    p.gold, g.bank = 10, g.bank - 6
    g._legal = None
    g.apply("visit torre-del-diablo")
    card = g.visit.card
    assert g.comp.glory[card].effect.startswith("specialist-") and p.gold == 5
    assert legal(g) == {"free prisoner", "leave prisoner"} and sound(g)
    g.apply("free prisoner")
    assert card in p.specialists and g.visit is None and sound(g)


def test_the_prison_specialist_left_goes_to_the_discard():
    g = new()
    at(g, "castilla-del-do")
    g.apply("visit castilla-del-do")
    card = g.visit.card
    g.apply("leave prisoner")
    assert card in g.glory_discard and sound(g)


# --- raids ---------------------------------------------------------------------------------------------------
def raid(g, tile_id, *cards, zone_id="curacao", ship="frigate", dice=(), **kw):
    """``name`` (Anja) raids the tile in ``zone_id``, these cargo cards on top of the deck;
    ``dice``: the faces to roll (None: the seeded generator's)."""
    p = at(g, tile_id, zone_id, ship=ship, **kw)
    stack_cargo(g, *cards)
    if dice is not None:
        load_dice(g, *dice)
    g.apply(f"raid location {tile_id}")
    return p


def test_a_raid_needs_no_location_at_0_and_draws_the_tiles_number_of_cards_and_a_bounty():
    g = new()
    p = at(g, "fort-george", "curacao", ship="frigate")
    p.loc = p.loc[:MASTS] + (0,) + p.loc[MASTS + 1:]
    g._legal = None
    assert "raid location fort-george" not in legal(g)
    refused(g, "raid location fort-george", "raid.damaged")
    p.loc = maxima(g.comp, "frigate")
    g._legal = None
    g.apply("raid location fort-george")
    assert len(g.site_raid.cards) == 6 and g.actions_left == 2 and g.sub == "site-raid"
    assert p.bounty[NATION_INDEX["dutch"]] == 1 and g.site_raid.dice == 3 and sound(g)


def test_the_cannons_fire_one_die_at_a_time_each_success_discards_a_card_and_may_stop_early():
    g = new()
    p = raid(g, "holetown", "rum-3", "rum-6", "sugar-1", "sugar-2", "rum-5", dice=(6, 2))
    assert legal(g) == {"fire cannon", "stop firing"}
    g.apply("fire cannon")
    shown = ("rum-3", "rum-6", "sugar-1", "sugar-2", "rum-5")
    assert g.site_raid.pending and legal(g) == {f"strike {c}" for c in shown}
    refused(g, "stop firing", "legal-actions")
    g.apply("strike rum-3")
    assert len(g.site_raid.cards) == 4 and g.site_raid.dice == 2
    g.apply("fire cannon")
    assert not g.site_raid.pending and g.site_raid.dice == 1
    masts, crew = p.loc[MASTS], p.loc[CREW]
    g.apply("stop firing")                                       # one die left unrolled
    assert p.loc[MASTS] == masts - 1 and p.loc[CREW] == crew - 1     # 2 escapes < maneuverability 3: 1 each
    assert g.sub == "site-ashore" and legal(g) == {"go ashore", "retreat"} and sound(g)


def test_special_weapons_have_no_part_in_a_location_raid():
    g = new()
    p = at(g, "holetown", ship="frigate")
    p.weapons = (g.weapon_supply[0],)
    g.weapon_supply = g.weapon_supply[1:]
    g._legal = None
    g.apply("raid location holetown")
    assert not [a for a in legal(g) if "give up" in a or "weapon" in a]


def test_escape_icons_at_the_maneuverability_multiply_the_hits_by_the_option():
    for times in (2, 3):
        g = new(location_hit_multiplier=times)
        p = raid(g, "holetown", "rum-1", "rum-2", "sugar-1", "rum-5", "sugar-5", ship="galleon")
        masts, crew = p.loc[MASTS], p.loc[CREW]                 # galleon: maneuverability 2 < 3 escapes
        g.apply("stop firing")
        assert p.loc[MASTS] == masts - times and p.loc[CREW] == crew - times


def test_the_missionary_ignores_its_hits():
    g = new()
    p = raid(g, "santa-anna", "rum-3", "rum-5", "rum-6")
    before = p.loc
    g.apply("stop firing")
    assert p.loc == before and g.sub == "site-ashore"


def test_the_hull_at_0_sinks_the_raider_who_dies():
    g = new()
    p = raid(g, "holetown", "rum-3", "sugar-1", "sugar-2", "sugar-3", "rum-1", ship="sloop")
    p.loc = (1,) + p.loc[1:]
    seat = p.seat
    g.apply("stop firing")
    assert g.site_raid is None and g.players[seat].dead
    assert g.players[seat].ship == "" and g.sites[zone(g, "curacao")] == tile(g, "holetown") and sound(g)


def test_another_location_at_0_fails_the_raid_and_the_tile_stays():
    g = new()
    p = raid(g, "holetown", "rum-7", "sugar-1", "rum-5", "rum-8", "sugar-7", ship="sloop")
    g.apply("stop firing")
    assert p.loc[CANNONS] == 0 and g.site_raid is None and g.sub == "action"
    assert g.sites[zone(g, "curacao")] == tile(g, "holetown") and p.bounty[NATION_INDEX["dutch"]] == 1
    assert sound(g)


def test_retreat_ends_the_raid_without_plunder_and_the_tile_stays():
    g = new()
    p = raid(g, "holetown", "rum-1", "rum-2", "sugar-1", "sugar-2", "rum-5")
    gold = p.gold
    g.apply("stop firing")
    g.apply("retreat")
    assert p.gold == gold and g.site_raid is None and g.sites[zone(g, "curacao")] == tile(g, "holetown")
    assert sound(g)


def test_the_land_fight_plunder_bounties_glory_and_the_tile_destroyed():
    g = new()
    p = raid(g, "holetown", "rum-1", "rum-2", "sugar-1", "rum-6", "sugar-3", ship="frigate", dice=(6, 1, 1))
    g.apply("fire cannon")
    g.apply("strike rum-6")                                  # the crew hit is silenced
    g.apply("stop firing")                                   # 3 escapes >= maneuverability 3: the cargo hit x2
    assert g.sub == "site-ashore" and p.loc[CARGO] == 1
    crew, gold = p.loc[CREW], p.gold
    load_dice(g, 6, 2)                                       # Leadership 2: one success
    glory = p.glory
    g.apply("go ashore")
    assert p.loc[CREW] == crew - 2
    assert p.gold == gold + 3 + 3 + 4 + 4 and p.glory == glory + 1        # 14 gold: 1 glory
    assert p.bounty[NATION_INDEX["dutch"]] == 2
    assert g.sites[zone(g, "curacao")] == -1 and tile(g, "holetown") in g.razed
    assert g.sub == "site-loot" and legal(g) == {"loot rum", "loot sugar", "loot nothing"}
    g.apply("loot sugar")
    assert [g.comp.cargo[c].good for c in p.goods] == ["sugar"] and g.site_raid is None and sound(g)


def test_plunder_under_12_is_no_glory():
    g = new()
    p = raid(g, "santa-anna", "rum-1", "rum-7", "rum-8")
    g.apply("stop firing")
    load_dice(g, 6, 6)
    glory = p.glory
    g.apply("go ashore")
    assert p.glory == glory and g.sub in ("site-loot", "action")


def test_the_crew_lost_ashore_to_0_kills_the_captain():
    g = new()
    p = raid(g, "torre-del-diablo", "rum-1", "rum-2", "sugar-1", "sugar-2")
    g.apply("stop firing")                                   # no hit icon
    seat = p.seat
    load_dice(g, 1, 1)
    g.apply("go ashore")
    assert g.players[seat].dead and g.sites[zone(g, "curacao")] == tile(g, "torre-del-diablo") and sound(g)


def test_no_bounties_at_a_pirate_haven():
    g = new()
    p = raid(g, "st-marys", "rum-1", "rum-2", "sugar-1", "sugar-2", pirate=True)
    assert p.bounty == (1, 0, 0, 0)
    g.apply("stop firing")
    load_dice(g, 6, 6)
    g.apply("go ashore")
    assert p.bounty == (1, 0, 0, 0) and tile(g, "st-marys") in g.razed


def test_a_prison_raided_gives_one_free_visit():
    g = new()
    p = raid(g, "torre-del-diablo", "rum-1", "rum-2", "sugar-1", "sugar-2")
    g.apply("stop firing")
    load_dice(g, 6, 6)
    g.apply("go ashore")
    g.apply("loot nothing")
    gold = p.gold
    assert g.sub == "visit" and g.visit.free and g.visit.card >= 0 and sound(g)
    d = g.state_dict()
    assert marauders.Game._from_state(d).state_dict() == d
    g.apply("free prisoner")
    assert p.gold == gold and len(p.specialists) == 1 and g.sub == "action" and sound(g)


# --- records, undo, observation ------------------------------------------------------------------------------
def test_a_raid_and_a_visit_save_and_load_in_the_middle_and_a_broken_one_is_refused():
    g = new()
    raid(g, "holetown", "rum-1", "rum-2", "sugar-1", "sugar-2", "rum-5", dice=(6,))
    g.apply("fire cannon")
    d = g.state_dict()
    back = marauders.Game._from_state(d)
    assert back.state_dict() == d and back.site_raid == g.site_raid and legal(back) == legal(g)
    broken = copy.deepcopy(d)
    broken["game"]["locations"]["raid"] = None
    with pytest.raises(RecordError, match="locations.raid"):
        marauders.Game._from_state(broken)
    broken = copy.deepcopy(d)
    broken["game"]["locations"]["sites"][0] = 99
    with pytest.raises(RecordError, match="locations.sites"):
        marauders.Game._from_state(broken)
    g2 = new()
    at(g2, "holetown")
    g2.apply("visit holetown")
    d2 = g2.state_dict()
    assert marauders.Game._from_state(d2).state_dict() == d2
    broken = copy.deepcopy(d2)
    broken["game"]["locations"]["visit"] = None
    with pytest.raises(RecordError, match="no location visited"):
        marauders.Game._from_state(broken)


def test_undo_stops_at_the_cards_drawn_and_at_each_cannon_die():
    g = new()
    raid(g, "holetown", "rum-1", "rum-2", "sugar-1", "sugar-2", "rum-5", dice=None)
    err = g.undo_refusal()
    assert err is not None and err.rule == "undo.seen"
    g.apply("fire cannon")
    with pytest.raises(IllegalActionError) as info:
        g.undo()
    assert info.value.rule == "undo.seen"


def test_the_observation_shows_the_tiles_and_raid_but_not_a_rumor_taken():
    g = new()
    p = at(g, "port-freeman", pirate=True)
    g.apply("visit port-freeman")
    rumor = g.comp.rumors[p.rumors[-1]].id
    other = g.observation("Jonah")
    assert other["locations"][g.comp.zones[zone(g, "curacao")].id] == "port-freeman"
    assert rumor not in repr(other) and rumor in repr(g.observation("Anja"))
    raid(g, "holetown", "rum-1", "rum-2", "sugar-1", "sugar-2", "rum-5", name="Jonah")
    assert g.observation("Anja")["site_raid"]["cards"] == ["rum-1", "rum-2", "sugar-1", "sugar-2", "rum-5"]


def test_the_new_decisions_read_and_describe_themselves():
    for text in ("visit holetown", "raid location holetown", "absolve english 2", "give rum", "salvage cargo",
                 "salvage weapon chain-shot", "stop salvaging", "send navy havana", "free prisoner", "leave prisoner",
                 "fire cannon", "strike rum-1", "stop firing", "go ashore", "retreat", "loot sugar,rum",
                 "loot nothing"):
        a = marauders.Game.Action(text)
        assert a.describe() != text, text
    assert str(marauders.Game.Action("loot sugar,rum")) == "loot rum,sugar"


# --- whole games ---------------------------------------------------------------------------------------------
def test_random_games_with_locations_keep_every_invariant():
    picked = random_games(MODULE, count=25)
    kinds = {a.split(" ")[0] for a in picked}
    assert {"visit", "raid"} <= kinds


@pytest.mark.parametrize("level, dice", [("Happy", 3), ("Content", 2), ("Angry", 1)])
def test_with_crew_loyalty_a_happy_crew_rolls_one_more_leadership_die_ashore_an_angry_one_fewer(level, dice):
    from nassau.marauders.seas_of_glory import loyalty
    g = marauders.new_game(players=NAMES, seed=1, modules=MODULE | {"loyalty"})
    while g.sub == "first-ship":
        g.apply("ship sloop")
    p = raid(g, "torre-del-diablo", "rum-1", "rum-2", "sugar-1", "sugar-2")
    g.loyalty = tuple(loyalty.LEVELS.index(level) if i == p.seat else v for i, v in enumerate(g.loyalty))
    g.apply("stop firing")
    rng = load_dice(g, *([6] * dice))
    crew = p.loc[CREW]
    g.apply("go ashore")
    assert rng.faces == [] and p.loc[CREW] == crew - (4 - dice)


def test_heuristic_bots_visit_and_raid_locations_and_keep_every_invariant():
    from collections import Counter
    from nassau.kernel.bots import play
    from nassau.marauders.bots.heuristic import HeuristicBot
    kinds = Counter()
    for seed in range(6):
        g = marauders.new_game(4, seed=seed, options={"round_limit": 20}, modules=MODULE)
        bots = [HeuristicBot(seed * 10 + i, plan="pirate" if i % 2 else "trader") for i in range(4)]
        play(g, bots)
        assert g.is_over and g.problems() == []
        kinds.update(a.kind for a in g.history)
    assert kinds["visit"] > 0 and kinds["raid-location"] > 0 and kinds["go-ashore"] + kinds["retreat"] > 0


def test_the_bot_raids_a_tile_only_when_its_guns_outmatch_it():
    from nassau.marauders.bots.heuristic import HeuristicBot
    g = new()
    p = at(g, "fort-george", ship="frigate", pirate=True)          # 6 cards against 3 cannons
    bot = HeuristicBot(1, plan="pirate")
    assert not bot._outguns(g, p, tile(g, "fort-george"))
    at(g, "santa-anna", ship="sloop", pirate=True)
    assert bot._outguns(g, p, tile(g, "santa-anna"))
    set_ship(g, "Anja", "galleon")
    assert bot._outguns(g, p, tile(g, "santa-anna")) and bot._outguns(g, p, g.sites[zone(g, "curacao")])


def test_a_location_raid_is_not_a_merchant_raid_and_completes_no_raid_mission():
    g = new()
    p = at(g, "torre-del-diablo", ship="frigate")
    mission = next(m.index for m in g.comp.missions if m.kind == "raid" and m.target["nation"] == "dutch"
                   and m.expansion == "base")
    for pile in ("mission_deck", "mission_discard", "board_missions"):
        setattr(g, pile, tuple(m for m in getattr(g, pile) if m != mission))
    p.missions = (mission,)
    sound(g)
    stack_cargo(g, "rum-1", "rum-2", "sugar-1", "sugar-2")
    g.apply("raid location torre-del-diablo")
    g.apply("stop firing")
    load_dice(g, 6, 6)
    g.apply("go ashore")
    assert tile(g, "torre-del-diablo") in g.razed and p.missions == (mission,)


def test_the_widgets_panel_groups_every_location_decision():
    from nassau.marauders.rules.kinds import KINDS
    from nassau.marauders.ui import intents
    kinds = ("visit", "raid-location", "absolve", "give", "salvage", "stop-salvaging", "send-navy", "free-prisoner",
             "leave-prisoner", "fire-cannon", "strike", "stop-firing", "go-ashore", "retreat", "loot", "loot-nothing")
    assert all(KINDS[k].group in intents.ORDER for k in kinds)
    g = new()
    raid(g, "holetown", "rum-1", "rum-2", "sugar-1", "sugar-2", "rum-5")
    assert intents.panel(g)[0] == "raid"


def test_a_game_won_by_a_location_raids_glory_or_a_sale_at_a_trade_station_saves_and_loads():
    g = new()
    p = raid(g, "torre-del-diablo", "rum-4", "sugar-3", "rum-5", "sugar-4")      # 4+4+4+5 = 17 gold
    p.glory = 9
    g.apply("stop firing")
    load_dice(g, 6, 6)
    g.apply("go ashore")
    assert g.is_over and g.site_raid is None and sound(g)
    d = g.state_dict()
    assert marauders.Game._from_state(d).state_dict() == d
    g = new()
    p = at(g, "ambergris", "havana")
    set_demand(g, "havana", "rum")
    give_goods(g, "Anja", "rum", "rum", "rum")
    p.glory = 9
    g.apply("visit ambergris")
    g.apply("sell rum,rum,rum")
    assert g.is_over and sound(g)
    d = g.state_dict()
    assert marauders.Game._from_state(d).state_dict() == d


def test_a_favor_may_reroll_the_reefs_scouting_and_the_visit_goes_on():
    g = marauders.new_game(players=NAMES, seed=1, modules=MODULE | {"favors"})
    while g.sub == "first-ship":
        g.apply("ship sloop")
    p = at(g, "walkers-cay", ship="frigate")
    p.favors = 1
    load_dice(g, 1, 1, 6, 6, 1, 1, 1)           # Scouting: nothing; again: two successes; Seamanship: none
    g.apply("visit walkers-cay")
    assert g.sub == "question"
    g.apply("use favor")
    assert g.sub == "visit" and g.visit.left == 2 and p.favors == 0 and g.actions_left == 2
    g.apply("salvage cargo")
    g.apply("stop salvaging")
    assert p.loc[HULL] == maxima(g.comp, "frigate")[HULL] - 1 and len(g.visits) == 1 and sound(g)



# --- the review's findings ------------------------------------------------------------------------------
def new_with(*more):
    g = marauders.new_game(players=NAMES[:4], seed=1, modules=MODULE | set(more))
    while g.sub == "first-ship":
        g.apply("ship sloop")
    return g


def test_visits_that_would_do_nothing_are_refused_by_rule():
    from nassau.marauders.seas_of_glory import loyalty
    g = new_with("loyalty")
    p = at(g, "uta-min-xiosk")
    give_goods(g, "Anja", "rum")
    with pytest.raises(IllegalActionError) as err:            # a whole ship: nothing to repair
        g.apply("visit uta-min-xiosk")
    assert err.value.rule == "locations.nothing-to-do" and "whole" in str(err.value)
    p = at(g, "torre-del-diablo")
    p.gold = 10
    g.loyalty = (loyalty.RESTLESS,) + g.loyalty[1:]
    with pytest.raises(IllegalActionError) as err:            # a Restless crew takes no specialist
        g.apply("visit torre-del-diablo")
    assert err.value.rule == "locations.nothing-to-do" and p.gold == 10


def test_a_restless_crew_signs_on_nobody_free_at_a_pirate_haven():
    from nassau.marauders.seas_of_glory import loyalty
    g = new_with("loyalty")
    p = at(g, "port-freeman", pirate=True)
    p.loc = p.loc[:3] + (p.loc[3] - 1,) + p.loc[4:]
    g.loyalty = (loyalty.RESTLESS,) + g.loyalty[1:]
    crew, rumors_before = p.loc[3], len(p.rumors)
    g.apply("visit port-freeman")
    assert p.loc[3] == crew and len(p.rumors) == rumors_before + 1
    assert any("restless crew takes on nobody free" in line for line in g.log()[-3:])


def test_the_reef_never_offers_a_weapon_the_captain_holds_as_a_won_tile():
    from nassau.marauders.seas_of_glory import npc_upgrades
    g = new_with("npc-upgrades")
    p = at(g, "walkers-cay")
    chain = next(t for t in g.upgrade_supply if npc_upgrades.kind(t) == "chain-shot")
    g.upgrade_supply = tuple(t for t in g.upgrade_supply if t != chain)
    p.tiles += (chain,)
    g.visit = locations.Visit(tile(g, "walkers-cay"), left=2)
    assert not any(a.notation == "salvage weapon chain-shot" for a in locations.salvage_choices(g, p))


def test_the_fight_ashore_counts_a_boarder_captain_die():
    g = new()
    p = g.players[0]
    base = locations_raids.ashore_bonus(g, p)
    boarder = next(c.index for c in g.comp.captains if c.ability == "boarder")
    p.card = boarder
    assert locations_raids.ashore_bonus(g, p) == base + 1
