"""The component file of Merchants & Marauders: the default set, its provenance, and the
loader's refusals (each naming the bad field)."""

import copy
import dataclasses
from collections import Counter
from math import comb

import pytest

from nassau import RecordError
from nassau.marauders.rules import vocabulary as V
from nassau.marauders.rules.components import OPTIONAL_RECORDS, RECORDS, default_components, load_components
from nassau.marauders.rules.sea import DIRECTIONS

COUNTS = {"goods": 8, "captains": 16, "events": 34, "cargo": 64, "glory": 70, "rumors": 25, "missions": 25,
          "mods": 16, "weapons": 12, "demand": 24, "merchants": 17}
# the fact sheet's NOT FOUND list: nassau had to design these, so they must say "reconstructed"
NOT_FOUND = ("events", "cargo", "glory", "rumors", "missions", "mods", "weapons")
SKILLS_OF_RUMORS = {"treasure": "scouting", "wreck": "seamanship", "informant": "influence"}


@pytest.fixture(scope="module")
def comp():
    return default_components()


def base(records):
    return [r for r in records if getattr(r, "expansion", "base") == "base"]


def bad(mutate):
    doc = copy.deepcopy(default_components().doc)
    mutate(doc)
    with pytest.raises(RecordError) as err:
        load_components(doc)
    return err.value.field


# --- the default set -------------------------------------------------------------------
def test_the_default_file_loads_and_none_is_the_default_set(comp):
    assert load_components(None) is comp and load_components(comp) is comp
    assert load_components(copy.deepcopy(comp.doc)).captains == comp.captains


def test_the_counts_of_the_base_game(comp):
    for key, n in COUNTS.items():
        assert len(base(getattr(comp, key))) == n, key
    assert list(comp.ships) == ["sloop", "flute", "frigate", "galleon", "man-o-war", "brig"]
    assert [s.id for s in comp.ships.values() if s.expansion == "sog"] == ["brig"]
    assert Counter(m.nation for m in comp.merchants) == {"spanish": 5, "dutch": 4, "french": 4, "english": 4}
    assert Counter(d.good for d in comp.demand) == {g: 3 for g in V.GOODS}
    assert Counter(m.effect for m in comp.mods) == {e: 2 for e in V.MOD_EFFECTS}
    assert Counter(w.kind for w in comp.weapons) == {k: 4 for k in V.WEAPONS}
    assert Counter(c.good for c in base(comp.cargo)) == {g: 8 for g in V.GOODS}
    assert Counter(c.good for c in comp.cargo if c.destination) == {g: 4 for g in V.GOODS}   # SoG contraband
    assert [g.id for g in comp.goods] == list(V.GOODS)


def test_the_ships_of_the_fact_sheet(comp):
    stats = {s.id: (s.toughness, s.cargo, s.crew, s.cannons, s.maneuverability, s.buy, s.glory_on_buy, s.minis)
             for s in comp.ships.values()}
    assert stats == {"sloop": (2, 2, 2, 1, 4, 10, False, 5), "flute": (3, 4, 1, 1, 2, 10, False, 4),
                     "frigate": (3, 3, 3, 3, 3, 35, True, 9), "galleon": (4, 5, 4, 4, 2, 35, True, 8),
                     "man-o-war": (5, 3, 5, 5, 2, None, False, 0), "brig": (2, 4, 2, 2, 3, 20, False, 5)}
    assert comp.ships["brig"].sell == 5 and comp.ships["sloop"].sell == 5 and comp.ships["frigate"].sell == 10


def test_the_numbers_of_the_rules(comp):
    r = comp.rules
    assert (r.start_gold, r.actions, r.win_glory, r.hand_limit, r.bank_gold, r.bounty_tokens) == (10, 3, 10, 4, 510, 5)
    assert 20 * 1 + 20 * 2 + 30 * 5 + 30 * 10 == r.bank_gold
    assert (r.sell_price, r.demand_price, r.havana_demand_price, r.nassau_price) == (3, 6, 7, 2)
    assert r.buy_prices == (3, 2, 1)
    assert (r.cargo_draw, r.consecutive_draw, r.caracas_draw, r.st_maarten_draw) == (6, 3, 8, 7)
    assert (r.repair_cost, r.mod_cost, r.st_john_mod_cost, r.weapon_cost, r.weapon_sale) == (2, 3, 1, 3, 1)
    assert (r.recruit_cost, r.rumor_cost, r.stash_glory_per, r.st_maarten_stash_fee) == (2, 2, 10, 5)
    assert (r.raid_glory_at, r.demand_glory_at, r.merchant_reset_at, r.frigate_galleon_price_curacao) == (12, 3, 8, 30)
    assert dict(r.pirate_rewards) == {"sloop": 5, "brig": 10, "frigate": 15, "man-o-war": 20}
    assert r["start_gold"] == 10 and r.as_dict()["buy_prices"] == [3, 2, 1]
    with pytest.raises(AttributeError):
        r.start_gold = 20
    with pytest.raises(AttributeError):
        r.no_such_rule
    for rec in comp.doc["rules"]:       # a sourced number names its source; nassau's own says so
        if rec["provenance"] == "reconstructed":
            assert "not public" in rec["note"] and not rec["source"], rec["id"]
        else:
            assert rec["source"] and rec["provenance"] in ("rulebook", "fan-coding"), rec["id"]
    assert [rec["id"] for rec in comp.doc["rules"] if rec["provenance"] == "reconstructed"] == ["pirate_bounty_reward",
                                                                                           "treasure_galleon_skills"]


def test_records_are_frozen(comp):
    with pytest.raises(dataclasses.FrozenInstanceError):
        comp.cargo[0].value = 9
    with pytest.raises(TypeError):
        comp.ships["sloop"] = None


def test_every_vocabulary_key_used_exists(comp):
    assert all(c.ability in V.ABILITIES for c in comp.captains)
    assert all(e.effect in V.EVENT_EFFECTS for e in comp.events if e.kind == "event")
    assert all(g.effect in V.GLORY_EFFECTS for g in comp.glory)
    assert all(r.kind in V.RUMOR_KINDS and r.skill in V.SKILLS for r in comp.rumors)
    assert all(m.kind in V.MISSION_KINDS and m.claim_skill in V.SKILLS for m in comp.missions)
    assert all(c.icon in V.LOCATIONS + ("escape",) for c in comp.cargo)
    # every glory and event effect is in the deck; each base captain has his own ability
    assert {g.effect for g in comp.glory} == set(V.GLORY_EFFECTS)
    assert {e.effect for e in comp.events if e.effect} == set(V.EVENT_EFFECTS)
    abilities = [c.ability for c in base(comp.captains)]
    assert len(set(abilities)) == 16
    assert not {"save-last-crew", "shoot-seamanship"} & set(abilities)     # the SoG captains' printed abilities
    assert all(r.skill == SKILLS_OF_RUMORS[r.kind] for r in comp.rumors)


# --- events ------------------------------------------------------------------------------
def test_each_event_has_the_six_arrows_with_valid_directions(comp):
    for e in comp.events:
        assert tuple(e.arrows) == V.NPC_SLOTS and all(d in DIRECTIONS for d in e.arrows.values()), e.id
        assert (e.npc is not None) == (e.kind == "npc") and (e.effect is not None) == (e.kind == "event")


def test_the_event_mix(comp):
    slots = Counter(e.npc.slot for e in comp.events if e.npc)
    assert all(slots[s] >= 3 for s in ("english", "french", "spanish", "dutch")), slots
    assert slots["pirate-small"] >= 2 and slots["pirate-large"] >= 2
    effects = Counter(e.effect for e in comp.events if e.effect)
    assert all(effects[k] >= 1 for k in V.EVENT_EFFECTS) and effects["war"] >= 2
    for e in comp.events:
        if e.effect == "war":
            assert len(set(e.params["nations"])) == 2
        if e.effect == "demand":
            assert all(comp.by_id[p].port for p in e.params["ports"])


def test_the_arrows_send_every_npc_over_the_whole_map(comp):
    """Each slot points every direction at least 4 times; so, drawing cards at random, an NPC
    that enters anywhere can reach every zone."""
    ids = [z.id for z in comp.zones]
    for slot in V.NPC_SLOTS:
        arrows = Counter(e.arrows[slot] for e in comp.events)
        assert set(arrows) == set(DIRECTIONS) and min(arrows.values()) >= 4, (slot, arrows)
        moves = {z: {comp.step_table[comp.zone_index(z)][DIRECTIONS.index(d)] for d in arrows} for z in ids}
        for start in ids:
            seen, todo = {start}, [start]
            while todo:
                for nxt in moves[todo.pop()] - seen:
                    seen.add(nxt)
                    todo.append(nxt)
            assert seen == set(ids), (slot, start)


def test_npc_zones_and_home_ports_exist_with_the_right_nation(comp):
    for e in comp.events:
        if e.npc:
            zone = comp.by_id[e.npc.zone]
            if e.npc.slot in comp.nations:
                assert zone.nation == e.npc.slot, e.id
            assert all(1 <= s <= 5 for s in (e.npc.seamanship, e.npc.scouting, e.npc.leadership))
    for c in comp.captains:
        assert comp.by_id[c.home].nation == c.nation, c.id
    felipe = next(c for c in comp.captains if c.id == "felipe-de-los-reyes")
    assert (felipe.nation, felipe.home, felipe.ability) == ("spanish", "havana", "move-hit")
    assert [felipe.skill(s) for s in V.SKILLS] == [3, 2, 2, 3]
    nations = Counter(c.nation for c in base(comp.captains))
    assert nations["spanish"] >= nations["french"] and nations["english"] >= nations["dutch"]


def test_missions_and_rumors_name_real_places(comp):
    for m in comp.missions:
        assert comp.by_id[m.port].port
        if "zone" in m.target:
            assert comp.by_id[m.target["zone"]].port and m.target["zone"] != m.port
    for r in comp.rumors:
        assert r.zone in comp.by_id and (r.kind != "informant" or comp.by_id[r.zone].port)


# --- cargo: the raid figures -------------------------------------------------------------
def escape_at_least(k, draw, escapes, cards):
    return sum(comb(escapes, j) * comb(cards - escapes, draw - j) for j in range(k, draw + 1)) / comb(cards, draw)


def test_the_cargo_icons_let_a_nimble_ship_catch_merchants_more_often(comp):
    """A raid fails when the escape icons reach the ship's maneuverability: a sloop (4) is
    caught out less often than a frigate (3), and a frigate less than a galleon (2)."""
    deck = [c for c in comp.cargo if c.expansion == "base"]      # the base deck (contraband joins with module 7)
    escapes, cards = sum(c.icon == "escape" for c in deck), len(deck)
    for draw in (3, 4, 5):
        fail = {m: escape_at_least(m, draw, escapes, cards) for m in (4, 3, 2)}
        assert fail[4] < fail[3] < fail[2] < 0.5, (draw, fail)
    three = {m: escape_at_least(m, 3, escapes, cards) for m in (4, 3, 2)}
    assert three[4] == 0 and 0.1 < three[2] < 0.25
    note = comp.doc["cargo"][0]["note"]
    assert all(f"{p:.1%}" in note for p in three.values()), "the note's figures must match the deck"
    assert all(3 <= c.value <= 5 for c in comp.cargo)
    icons = Counter(c.icon for c in comp.cargo)
    assert all(icons[i] for i in V.LOCATIONS) and icons["hull"] < icons["cargo"]


# --- captains ----------------------------------------------------------------------------
def reconstructed(rec, field):
    return rec["provenance"] == "reconstructed" and field not in rec.get("rulebook_fields", []) \
        or field in rec.get("reconstructed_fields", [])


def test_reconstructed_captains_have_skills_1_to_4_summing_to_10(comp):
    checked = 0
    for rec in comp.doc["captains"]:
        if reconstructed(rec, "seamanship"):
            skills = [rec[s] for s in V.SKILLS]
            assert all(1 <= s <= 4 for s in skills) and sum(skills) == 10, rec["id"]
            checked += 1
    assert checked == 15 + 14          # the base set's and Seas of Glory's (John Knox and Donatus van 't Hof are read from their cards)
    totals = [sum(c.skill(s) for c in base(comp.captains)) for s in V.SKILLS]
    assert max(totals) - min(totals) <= 3, totals


# --- provenance --------------------------------------------------------------------------
def test_every_record_says_where_it_comes_from(comp):
    rows = comp.provenance_rows()
    assert len(rows) == sum(len(comp.doc[k]) for k in {**RECORDS, **OPTIONAL_RECORDS})
    assert {r["component"] for r in rows} == set(RECORDS) | set(OPTIONAL_RECORDS)
    assert all(r["provenance"] in ("rulebook", "rulebook-example", "fan-coding", "reconstructed") for r in rows)
    assert {r["reconstructed"] for r in rows if r["id"] == "galleon"} == {"maneuverability"}


def test_what_nobody_public_has_is_marked_reconstructed(comp):
    doc = comp.doc
    for key in NOT_FOUND:
        assert all(r["provenance"] == "reconstructed" for r in doc[key]), key
    for rec in doc["captains"]:
        if rec["id"] not in ("felipe-de-los-reyes", "john-knox", "donatus-van-t-hof"):
            assert rec["provenance"] == "reconstructed", rec["id"]
    marquis = next(r for r in doc["captains"] if r["id"] == "christian-marquis")
    assert marquis["rulebook_fields"] == ["name", "ability"] and marquis["ability"] == "ignore-storms"
    galleon = next(r for r in doc["ships"] if r["id"] == "galleon")
    assert "maneuverability" in galleon["reconstructed_fields"]
    # a reconstructed record without a source is nassau's own; one with a source says why in a note
    for key in RECORDS:
        for rec in doc[key]:
            if rec["provenance"] == "reconstructed" and rec.get("rulebook_fields"):
                assert rec["source"] and rec.get("note"), (key, rec.get("id"))


def test_every_list_says_what_it_is_based_on(comp):
    for key in ("goods", "ships", "events", "cargo", "glory", "rumors", "missions", "mods", "weapons", "demand",
                "merchants"):
        assert comp.doc[key][0].get("note"), key
    invented = [r for r in comp.doc["captains"] if r["provenance"] == "reconstructed" and not r.get("rulebook_fields")]
    assert invented[0]["note"]


# --- refusals ----------------------------------------------------------------------------
def first(doc, key, **match):
    return next(r for r in doc[key] if all(r.get(k) == v for k, v in match.items()))


def set_field(key, i, field, value):
    def mutate(doc):
        doc[key][i][field] = value
    return mutate


def npc_of(doc, slot):
    return next(e for e in doc["events"] if e.get("npc", {}).get("slot") == slot)


@pytest.mark.parametrize("mutate, field", [
    (set_field("cargo", 3, "icon", "sails"), "cargo[3].icon"),
    (set_field("cargo", 3, "value", 9), "cargo[3].value"),
    (set_field("cargo", 3, "good", "silver"), "cargo[3].good"),
    (set_field("glory", 5, "id", "steady-hand-1"), "glory[5].id"),
    (set_field("glory", 0, "amount", 3), "glory[0].amount"),
    (set_field("captains", 0, "home", "atlantis"), "captains[0].home"),
    (set_field("captains", 0, "home", "port-royal"), "captains[0].home"),
    (set_field("captains", 0, "ability", "flying"), "captains[0].ability"),
    (set_field("captains", 0, "seamanship", "3"), "captains[0].seamanship"),
    (set_field("rumors", 0, "successes", 4), "rumors[0].successes"),
    (set_field("missions", 0, "port", "caribbean-sea"), "missions[0].port"),
    (set_field("missions", 0, "target", {"zone": "havana"}), "missions[0].target.good"),
    (set_field("mods", 0, "effect", "cloaking"), "mods[0].effect"),
    (set_field("ships", 0, "glory_on_buy", "no"), "ships[0].glory_on_buy"),
    (set_field("ships", 0, "expansion", "colors-of-war"), "ships[0].expansion"),
    (set_field("merchants", 0, "provenance", "rumour"), "merchants[0].provenance"),
    (set_field("merchants", 0, "source", "S99"), "merchants[0].source"),
    (set_field("merchants", 0, "reconstructed_fields", ["flag"]), "merchants[0].reconstructed_fields"),
])
def test_a_bad_field_is_refused_by_name(mutate, field):
    assert bad(mutate) == field


def test_a_missing_list_is_refused():
    assert bad(lambda doc: doc.pop("cargo")) == "cargo"
    assert bad(lambda doc: doc.__setitem__("rules", [])) == "rules"


def test_an_unknown_zone_or_a_navy_out_of_its_waters_is_refused():
    def unknown(doc):
        npc_of(doc, "english")["npc"]["zone"] = "atlantis"
    def foreign(doc):
        npc_of(doc, "dutch")["npc"]["zone"] = "havana"
    i = next(i for i, e in enumerate(default_components().doc["events"]) if e.get("npc", {}).get("slot") == "english")
    assert bad(unknown) == f"events[{i}].npc.zone"
    assert bad(foreign).endswith(".npc.zone")


def test_malformed_events_are_refused():
    doc = default_components().doc
    war = next(i for i, e in enumerate(doc["events"]) if e.get("effect") == "war")
    calm = next(i for i, e in enumerate(doc["events"]) if e.get("effect") == "calm")
    assert bad(lambda d: d["events"][war]["params"].__setitem__("nations", ["dutch", "dutch"])) \
        == f"events[{war}].params.nations"
    assert bad(lambda d: d["events"][calm].__setitem__("params", {"zones": ["nassau"]})) \
        == f"events[{calm}].params.zones"
    assert bad(lambda d: d["events"][0]["arrows"].pop("dutch")) == "events[0].arrows.dutch"
    assert bad(lambda d: d["events"][0]["arrows"].__setitem__("english", "up")) == "events[0].arrows.english"
    assert bad(lambda d: d["events"][calm].__setitem__("npc", {})) == f"events[{calm}]"


def test_rules_are_all_there_once():
    assert bad(lambda d: d["rules"].pop(0)) == "rules"
    assert bad(lambda d: d["rules"].append(dict(d["rules"][0]))).endswith(".id")
    assert bad(lambda d: d["rules"][0].__setitem__("id", "start_glory")) == "rules[0].id"
    reward = next(i for i, r in enumerate(default_components().doc["rules"]) if r["id"] == "pirate_rewards")
    assert bad(lambda d: d["rules"][reward]["value"].__setitem__("junk", 3)) == f"rules[{reward}].value.junk"


def test_the_counts_the_rules_need_are_checked():
    assert bad(lambda d: d.__setitem__("mods", d["mods"][:15])) == "mods"
    assert bad(lambda d: d.__setitem__("merchants", d["merchants"][:16])) == "merchants"
    assert bad(lambda d: d.__setitem__("events", [e for e in d["events"]
                                                  if e.get("npc", {}).get("slot") != "pirate-small"])) == "events"
    def no_man_o_war(doc):
        doc["ships"] = [s for s in doc["ships"] if s["id"] != "man-o-war"]
        first(doc, "rules", id="pirate_rewards")["value"].pop("man-o-war")
    assert bad(no_man_o_war) == "ships"
    assert bad(lambda d: d.__setitem__("goods", d["goods"][:7])) == "goods"


def test_a_smaller_deck_is_accepted_where_the_rules_do_not_count_it():
    doc = copy.deepcopy(default_components().doc)
    for key in ("glory", "rumors", "missions", "captains", "weapons"):
        doc[key] = doc[key][:4]
    comp = load_components(doc)
    assert len(comp.glory) == 4 and len(comp.missions) == 4
