"""NPCs and event cards (fact sheet §2.2, §3, §4.4)."""

from nassau.marauders.rules import events, npcs, sea
from nassau.marauders.rules.vocabulary import NPC_SLOTS

from .helpers import captain, new, place, sound, zone


def card_of(g, kind, **where):
    return next(e.index for e in g.comp.events if e.kind == kind and all(getattr(e, k) == v for k, v in where.items())
                and e.expansion == "base")


def put_npc(g, slot, zone_id):
    i = NPC_SLOTS.index(slot)
    card = next(e.index for e in g.comp.events if e.kind == "npc" and e.npc.slot == slot
                and e.index in g.event_deck)
    g.event_deck = tuple(c for c in g.event_deck if c != card)
    ship = npcs.ship_of(g, slot)
    from nassau.marauders.rules.state import maxima
    g.npcs = g.npcs[:i] + ((card, zone(g, zone_id), ship, maxima(g.comp, ship)),) + g.npcs[i + 1:]
    return i


def draw_this(g, card):
    """Put ``card`` on top of the event deck and draw it."""
    g.event_deck = (card,) + tuple(c for c in g.event_deck if c != card)
    g.event_discard = tuple(c for c in g.event_discard if c != card)
    if g.event >= 0:
        events.discard(g)
    events.draw(g)


def test_an_npc_card_enters_at_the_end_of_the_round_in_its_zone():
    g = new(seed=5)
    card = next(c for c in g.event_deck if g.comp.events[c].kind == "npc")
    npc = g.comp.events[card].npc
    i = NPC_SLOTS.index(npc.slot)
    g.npcs = (None,) * 6
    draw_this(g, card)
    assert g.npc_pending[i] == card and g.npcs[i] is None
    npcs.enter(g)
    assert g.npcs[i][0] == card and g.npcs[i][1] == zone(g, npc.zone) and g.npc_pending[i] == -1
    assert g.npcs[i][2] == ("sloop" if npc.slot == "pirate-small" else "frigate")


def test_every_event_moves_each_npc_one_zone_by_its_arrow():
    g = new(seed=5, npc_hunting="arrows-only")
    i = put_npc(g, "spanish", "cartagena")
    card = next(c for c in g.event_deck if g.comp.events[c].effect != "calm")
    arrow = g.comp.events[card].arrows["spanish"]
    draw_this(g, card)
    assert g.npcs[i][1] == zone(g, sea.step("cartagena", arrow))


def test_a_calm_keeps_every_npc_where_it_is():
    g = new(seed=5)
    i = put_npc(g, "english", "port-royal")
    draw_this(g, card_of(g, "event", effect="calm"))
    assert g.npcs[i][1] == zone(g, "port-royal")


def test_a_navy_hunts_a_pirate_with_its_bounty_in_the_next_zone():
    g = new(seed=5)
    i = put_npc(g, "french", "tortuga")
    p = place(g, "Jon", "havana")
    p.bounty = (0, 2, 0, 0)
    card = next(c for c in g.event_deck if g.comp.events[c].effect != "calm"
                and sea.step("tortuga", g.comp.events[c].arrows["french"]) != "havana")
    draw_this(g, card)
    assert g.npcs[i][1] == zone(g, "havana")
    assert any("hunting to Havana" in s for s in g.log())


def test_an_npc_pirate_hunts_a_laden_merchant_captain_but_not_a_pirate():
    from .helpers import give_goods
    g = new(seed=5)
    i = put_npc(g, "pirate-small", "curacao")
    place(g, "Ewan", "caracas")
    give_goods(g, "Ewan", "rum")
    card = next(c for c in g.event_deck if g.comp.events[c].effect != "calm")
    draw_this(g, card)
    assert g.npcs[i][1] == zone(g, "caracas")
    captain(g, "Ewan").bounty = (1, 0, 0, 0)
    j = put_npc(g, "pirate-large", "curacao")
    place(g, "Ewan", "caracas")
    before = g.npcs[j][1]
    draw_this(g, next(c for c in g.event_deck if g.comp.events[c].effect != "calm"
                      and sea.step("curacao", g.comp.events[c].arrows["pirate-large"]) != "caracas"))
    assert g.npcs[j][1] != zone(g, "caracas") or before == zone(g, "caracas")


def test_war_makes_a_navy_a_man_o_war_and_peace_ends_every_war():
    g = new(seed=5)
    draw_this(g, card_of(g, "event", effect="war"))
    pair = g.wars[0]
    assert npcs.ship_of(g, pair[0]) == "man-o-war" and npcs.ship_of(g, pair[1]) == "man-o-war"
    draw_this(g, card_of(g, "event", effect="peace"))
    assert g.wars == () and npcs.ship_of(g, pair[0]) == "frigate"


def test_a_storm_hits_captains_at_sea_in_its_zones_for_each_missing_success():
    g = new(seed=5)
    card = card_of(g, "event", effect="storm")
    zones = g.comp.events[card].params["zones"]
    p = place(g, "Anja", zones[0])
    q = place(g, "Jonah", zones[0], in_port=g.comp.zones[zone(g, zones[0])].port is not None)
    if g.comp.captains[p.card].ability == "ignore-storms":
        return
    before, safe = sum(p.loc), q.loc
    draw_this(g, card)
    roll = next(s for s in g.log() if s.startswith("Anja rolls Seamanship for the storm"))
    successes = 0 if "no success" in roll else int(roll.split("(")[1].split(" ")[0])
    assert sum(p.loc) == before - max(0, 2 - successes) or p.dead
    assert q.loc == safe or not q.in_port
    sound(g)


def test_disease_costs_crew_in_port_without_a_leadership_success():
    g = new(seed=6)
    p = place(g, "Anja", "tortuga", in_port=True)
    crew = p.loc[3]
    draw_this(g, card_of(g, "event", effect="disease"))
    roll = next(s for s in g.log() if s.startswith("Anja rolls Leadership for the disease"))
    assert p.loc[3] == crew - ("no success" in roll)


def test_a_pardon_takes_back_one_bounty_of_its_nation():
    g = new(seed=6)
    card = card_of(g, "event", effect="pardon")
    nation = g.comp.events[card].params["nation"]
    from nassau.marauders.rules.state import NATION_INDEX
    p = captain(g, "Anja")
    p.bounty = tuple(2 if n == NATION_INDEX[nation] else 0 for n in range(4))
    draw_this(g, card)
    assert p.bounty[NATION_INDEX[nation]] == 1


def test_a_demand_event_replaces_the_named_ports_tokens():
    g = new(seed=6)
    card = card_of(g, "event", effect="demand")
    ports = [zone(g, z) for z in g.comp.events[card].params["ports"]]
    before = [g.demand[z] for z in ports]
    draw_this(g, card)
    assert all(g.demand[z] != b for z, b in zip(ports, before))
    sound(g)


def test_the_merchant_reset_puts_one_token_in_every_zone_when_the_track_holds_8():
    g = new(seed=6)
    from nassau.marauders.rules import rounds
    moved = list(g.merchants[:8])
    g.merchants = (-1,) * 8 + g.merchants[8:]
    g.merchant_track += tuple(moved)
    assert len(g.merchant_track) >= 8
    events.discard(g)                          # as the end of round 1 does
    rounds.open_round(g)
    assert all(m >= 0 for m in g.merchants)
    sound(g)
