"""Seas of Glory module 7: contraband (nassau/marauders/contraband.py)."""

import pytest

from nassau import marauders
from nassau.kernel.errors import IllegalActionError
from nassau.marauders.seas_of_glory import contraband
from nassau.marauders.rules import hits
from nassau.marauders.rules.state import CARGO

from .helpers import (NAMES, captain, empty_hands, give_gold, legal, load_dice, place, set_captain, set_demand, set_ship,
                      sound, stack_cargo, turn_of)
from .test_sog_ships import random_games


def game(seed=3, **options):
    g = marauders.new_game(players=NAMES[:2], seed=seed, modules={"contraband"}, options=options or None)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    return g


def card_for(g, dest):
    """A contraband card for ``dest`` out of the deck or discard."""
    c = next(c for c in g.cargo_deck + g.cargo_discard if g.comp.cargo[c].destination == dest)
    g.cargo_deck = tuple(x for x in g.cargo_deck if x != c)
    g.cargo_discard = tuple(x for x in g.cargo_discard if x != c)
    return c


def plain(g, good):
    c = next(c for c in g.cargo_deck + g.cargo_discard if g.comp.cargo[c].good == good
             and not g.comp.cargo[c].destination)
    g.cargo_deck = tuple(x for x in g.cargo_deck if x != c)
    g.cargo_discard = tuple(x for x in g.cargo_discard if x != c)
    return c


def box(g, name, *dests):
    p = captain(g, name)
    p.contraband += tuple(card_for(g, d) for d in dests)
    g._legal = None
    return p


def in_port(g, name, zone_id, gold=10):
    place(g, name, zone_id, in_port=True)
    p = turn_of(g, name)
    give_gold(g, name, gold)
    g.apply("port")
    return p


# --- the cards -------------------------------------------------------------------------------------
def test_the_32_cards_join_the_cargo_deck_and_the_new_myriad_replaces_the_old_only_with_the_module():
    comp = game().comp
    cards = [c for c in comp.cargo if c.destination]
    assert len(cards) == 32 and {c.expansion for c in cards} == {"sog"}
    assert sorted({c.destination for c in cards}) == sorted(comp.ports)
    assert all(sum(c.destination == port for c in cards) == 2 for port in comp.ports)
    assert all(r["provenance"] == "reconstructed" for r in comp.doc["cargo"] if r.get("destination"))
    on, off = game(), marauders.new_game(players=NAMES[:2], seed=3)
    marked = lambda g: sum(1 for c in g.cargo_deck if g.comp.cargo[c].destination)   # noqa: E731
    assert marked(on) == 32 and marked(off) == 0 and len(on.cargo_deck) == len(off.cargo_deck) + 32
    ids = lambda g: {g.comp.rumors[c].id for c in g.rumor_deck}                        # noqa: E731
    assert "a-myriad-of-goods-sog" in ids(on) and "a-myriad-of-goods" not in ids(on)
    assert "a-myriad-of-goods" in ids(off) and "a-myriad-of-goods-sog" not in ids(off)
    sound(on), sound(off)


# --- buying ----------------------------------------------------------------------------------------
def test_the_draw_redraws_contraband_for_this_port_as_well_as_the_demanded_good():
    g = game()
    here, there = card_for(g, "havana"), card_for(g, "tortuga")
    goods = {g.comp.cargo[c].good for c in (here, there)}
    wanted = next(x for x in ("rum", "wood", "sugar") if x not in goods)
    set_demand(g, "havana", wanted)
    g.cargo_discard += tuple(c for c in g.cargo_deck if g.comp.cargo[c].good == wanted)
    g.cargo_deck = (here, there) + tuple(c for c in g.cargo_deck if g.comp.cargo[c].good != wanted)
    in_port(g, "Anja", "havana")
    g.apply("buy goods")
    assert here not in g.offer and here in g.cargo_discard and there in g.offer
    sound(g)


def offer(g, *cards):
    g.offer = tuple(cards)
    g.port_steps = ("buy-goods",)
    g.sub = "goods"
    g._legal = None


def test_contraband_is_bought_first_at_3_each_into_the_box_and_the_rest_as_normal_goods():
    g = game()
    set_ship(g, "Anja", "galleon")                   # room for all three
    p = in_port(g, "Anja", "havana", gold=10)
    t1, t2 = card_for(g, "tortuga"), card_for(g, "nassau")
    s1 = plain(g, "sugar")
    offer(g, t1, t2, s1)
    assert legal(g) == {"buy contraband tortuga", "buy contraband nassau", "buy contraband nassau,tortuga",
                        "buy no contraband"}
    g.apply("buy contraband tortuga,nassau")          # any order
    assert set(p.contraband) == {t1, t2} and p.gold == 4 and g.offer == (s1,)
    # the sugar left is one sugar drawn now: 3 gold, not 1 for three
    assert "take sugar" in legal(g) and not any(a.startswith("buy contraband") for a in legal(g))
    g.apply("take sugar")
    assert p.goods == (s1,) and p.gold == 1 and g.sub == "port"
    sound(g)


def test_contraband_left_unbought_is_a_normal_good_priced_with_the_rest():
    g = game()
    p = in_port(g, "Anja", "havana", gold=10)
    t1 = card_for(g, "tortuga")
    good = g.comp.cargo[t1].good
    r1 = plain(g, good)
    offer(g, t1, r1)
    g.apply("buy no contraband")
    g.apply(f"take {good},{good}")                     # two of a good drawn: 2 each (a sloop holds 2)
    assert p.gold == 6 and p.contraband == () and t1 in p.goods
    sound(g)


def test_contraband_uses_hold_space_and_the_buy_is_limited_by_gold_and_room():
    g = game()
    p = in_port(g, "Anja", "havana", gold=5)          # a sloop holds 2 (its card)
    box(g, "Anja", "tortuga")
    room = p.loc[CARGO] - 1
    cards = [card_for(g, d) for d in ("nassau", "curacao", "caracas")]
    offer(g, *cards)
    bought = [a for a in legal(g) if a.startswith("buy contraband")]
    assert max(len(a.split(" ")[2].split(",")) for a in bought) == min(room, 5 // 3)
    p.contraband += p.goods
    p.goods = ()
    while contraband.aboard(g, p) < p.loc[CARGO]:
        p.goods += (plain(g, "wood"),)
    g._legal = None
    assert legal(g) == {"buy no contraband"}


# --- selling ---------------------------------------------------------------------------------------
def test_contraband_sells_for_10_only_at_its_port_and_two_sold_make_a_glory_point():
    g = game()
    box(g, "Anja", "havana", "havana", "tortuga")
    p = in_port(g, "Anja", "havana", gold=0)
    assert {"sell contraband 1", "sell contraband 2"} <= legal(g) and "sell contraband 3" not in legal(g)
    glory = p.glory
    g.apply("sell contraband 2")
    assert p.gold == 20 and p.glory == glory + 1 and p.tucked == ()
    assert [g.comp.cargo[c].destination for c in p.contraband] == ["tortuga"]
    assert not any(a.startswith("sell contraband") for a in legal(g))     # one contraband sale a port action
    sound(g)


def test_selling_contraband_at_another_port_is_refused_by_its_rule():
    g = game()
    box(g, "Anja", "tortuga")
    in_port(g, "Anja", "havana", gold=0)
    with pytest.raises(IllegalActionError) as err:
        g.apply("sell contraband 1")
    assert err.value.rule == "contraband.destination"


def test_glory_counts_across_sales_with_the_first_card_tucked_under_the_captain_even_after_death():
    g = game()
    box(g, "Anja", "havana", "tortuga")
    p = in_port(g, "Anja", "havana", gold=0)
    glory = p.glory
    g.apply("sell contraband 1")
    assert p.glory == glory and len(p.tucked) == 1           # half a point is not a point
    tucked = p.tucked
    g.apply("done")
    from nassau.marauders.rules.death import die
    die(g, p)
    assert p.tucked == tucked and p.contraband == ()           # the box is lost, the tucked card stays
    sound(g)
    p.dead, p.ship = False, "sloop"
    from nassau.marauders.rules.state import maxima
    p.loc = maxima(g.comp, "sloop")
    box(g, "Anja", "tortuga")
    in_port(g, "Anja", "tortuga", gold=0)
    g.apply("sell contraband 1")
    assert p.glory == glory + 1 and p.tucked == () and tucked[0] in g.cargo_discard
    sound(g)


def test_goods_and_contraband_may_both_be_sold_first_but_not_after_another_activity():
    g = game()
    box(g, "Anja", "havana")
    p = in_port(g, "Anja", "havana", gold=0)
    p.goods = (plain(g, "wood"),)
    g._legal = None
    g.apply("sell contraband 1")
    assert "sell wood" in legal(g)
    g.apply("sell wood")
    assert not any(a.startswith("sell") for a in legal(g))
    g2 = game()
    box(g2, "Anja", "havana")
    in_port(g2, "Anja", "havana", gold=5)
    g2.apply("buy goods")
    while g2.sub == "goods":
        g2.apply("buy no contraband" if "buy no contraband" in legal(g2) else "take nothing")
    assert "sell contraband 1" not in legal(g2)
    with pytest.raises(IllegalActionError) as err:
        g2.apply("sell contraband 1")
    assert err.value.rule == "port.sell-first"


def test_a_contraband_card_in_the_holds_is_a_normal_good_and_never_sold_as_contraband():
    g = game()
    c = card_for(g, "havana")
    p = captain(g, "Anja")
    p.goods = (c,)
    in_port(g, "Anja", "havana", gold=0)
    assert f"sell {g.comp.cargo[c].good}" in legal(g) and not any(a.startswith("sell contraband") for a in legal(g))


# --- gaining and losing ----------------------------------------------------------------------------
def raid_for_contraband(g):
    """Anja (a flute) raids a merchant showing a contraband rum card for Bridgetown, and keeps it."""
    set_captain(g, "Anja", "isabel-de-montoya")
    place(g, "Anja", "caribbean-sea")
    set_ship(g, "Anja", "flute")
    turn_of(g, "Anja")
    empty_hands(g)
    stack_cargo(g, "contraband-3", "sugar-4", "sugar-1")       # hits: crew, masts; one escape icon
    load_dice(g, 6, 1, 6, 6, 1)                                 # Scouting 2 (a success), Seamanship 2 (two)
    g.apply("scout merchant")
    g.apply(f"raid {g.raid.choices[0]}")
    g.apply("resolve")
    g.apply("keep rum,sugar")


@pytest.mark.parametrize("answer, box_", [("stow box", "contraband"), ("stow holds", "goods")])
def test_contraband_gained_goes_where_the_captain_says(answer, box_):
    g = game()
    raid_for_contraband(g)
    p = captain(g, "Anja")
    assert g.sub == "question" and g.question.kind == "stow" and legal(g) == {"stow box", "stow holds"}
    assert g.question.facts == ("bridgetown",)
    assert g.prompt() == "Round 1: Anja chooses where a contraband card gained goes (a contraband card for Bridgetown)."
    g.apply(answer)
    rum = next(c.index for c in g.comp.cargo if c.id == "contraband-3")
    assert rum in getattr(p, box_) and [g.comp.cargo[c].good for c in p.goods if c != rum] == ["sugar"]
    assert g.sub == "action"
    sound(g)


def test_a_plain_good_gained_goes_to_the_holds_without_a_question():
    g = game()
    p = captain(g, "Anja")
    c, w = card_for(g, "tortuga"), plain(g, "wood")
    contraband.stow(g, p, (w,))
    assert p.goods == (w,) and p.contraband == ()
    contraband.stow(g, p, (c,))                    # outside a decision: the first answer, the box
    assert p.contraband == (c,)


def loaded_ship_hit_on_the_holds(g):
    """Jonah (a sloop: 2 holds) carries wood and contraband for Tortuga; Anja's one shot is a 1."""
    set_captain(g, "Anja", "isabel-de-montoya")
    set_captain(g, "Jonah", "pieter-claeszoon")
    for name in ("Anja", "Jonah"):
        place(g, name, "caribbean-sea")
    p = captain(g, "Jonah")
    p.goods = (plain(g, "wood"),)
    box(g, "Jonah", "tortuga")
    turn_of(g, "Anja")
    empty_hands(g)
    load_dice(g, 6, 1, 6, 5, 1, 1, 1)              # Anja finds Jonah and wins the contest; her shot: cargo
    g.apply("scout captain Jonah")
    g.apply("shoot")
    g.apply("shoot")
    return p


@pytest.mark.parametrize("answer, lost_from", [("lose from holds", "goods"), ("lose from contraband", "contraband")])
def test_a_hit_on_the_holds_loses_a_card_from_the_box_the_captain_picks(answer, lost_from):
    g = game()
    p = loaded_ship_hit_on_the_holds(g)
    assert g.sub == "question" and g.question.kind == "lose-cargo" and g.current_player == p.seat
    assert legal(g) == {"lose from holds", "lose from contraband"} and g.question.facts == ("tortuga",)
    assert g.question.what == "1 card in the holds, 1 contraband card"
    g.apply(answer)
    assert len(getattr(p, lost_from)) == 0 and contraband.aboard(g, p) == 1 and p.loc[CARGO] == 1
    sound(g)


def test_losses_never_pick_an_empty_box():
    g = game()
    p = captain(g, "Anja")
    box(g, "Anja", "tortuga", "havana")
    p.loc = p.loc[:CARGO] + (1,) + p.loc[CARGO + 1:]
    hits.spill(g, p)
    assert len(p.contraband) == 1
    sound(g)


def test_the_old_options_are_retired_and_a_game_that_named_them_still_loads():
    from nassau.kernel.errors import RecordError
    g = game()
    d = g.state_dict()
    d["options"] = {**d["options"], "contraband_gained": "holds", "contraband_losses": "random-box"}
    back = marauders.Game._from_state(d)
    assert back.state_dict()["options"]["contraband_gained"] == "holds"
    with pytest.raises(RecordError, match="stow box"):
        game(contraband_gained="holds")


def test_a_defeated_captains_contraband_is_plundered_with_the_goods():
    from nassau.marauders.rules import plunder
    g = game()
    p, q = captain(g, "Anja"), captain(g, "Jonah")
    box(g, "Jonah", "tortuga")
    plunder._plunder_captain(g, p, q)
    assert q.contraband == () and len(p.contraband) == 1
    sound(g)


# --- the navies' search ----------------------------------------------------------------------------
def searched_game(with_contraband=True, zone_id="port-royal"):
    g = game()
    g.edit().npc("english", zone_id)
    if with_contraband:
        box(g, "Anja", "tortuga")
    start = next(z for z in g.comp.links[g.comp.by_id[zone_id].index].values()
                 if z not in ("nassau", "tortuga", "trinidad"))
    place(g, "Anja", start)
    turn_of(g, "Anja")
    load_dice(g, *[6] * 20)
    return g


def test_a_navy_searches_a_non_pirate_carrying_contraband_who_may_fight_for_a_bounty():
    g = searched_game()
    g.apply("move port-royal")
    p = captain(g, "Anja")
    assert g.sub == "searched" and legal(g) == {"fight navy", "dump contraband"}
    assert "contraband" in g.prompt()
    d = g.state_dict()
    assert marauders.Game._from_state(d).state_dict() == d
    g.apply("fight navy")
    assert p.bounty[0] == 1 and g.fight is not None and g.searched == -1
    sound(g)


def test_dumping_the_contraband_avoids_the_fight():
    g = searched_game()
    g.apply("move port-royal")
    p = captain(g, "Anja")
    g.apply("dump contraband")
    assert p.contraband == () and not p.pirate and g.fight is None and g.sub == "action"
    sound(g)


def test_a_non_pirate_without_contraband_is_left_alone_and_trinidad_hides_smugglers():
    g = searched_game(with_contraband=False)
    g.apply("move port-royal")
    assert g.sub == "action" and g.fight is None
    g = searched_game(zone_id="trinidad")
    g.apply("move trinidad")
    assert g.sub == "action"


def test_the_module_off_saves_no_contraband_fields_and_a_stray_one_is_refused():
    off = marauders.new_game(players=NAMES[:2], seed=3)
    d = off.state_dict()
    assert "searched" not in d["game"] and "contraband" not in d["players"][0]
    d["players"][0]["contraband"] = [0]
    from nassau.kernel.errors import RecordError
    with pytest.raises(RecordError):
        marauders.Game._from_state(d)


# --- the board and random games --------------------------------------------------------------------
def test_the_captains_board_shows_the_contraband_box():
    g = game()
    box(g, "Anja", "tortuga")
    text = str(g.board("Anja"))
    assert "contraband: for Tortuga" in text
    assert "contraband" in g.board("Anja")._repr_html_()
    assert "contraband" not in str(marauders.new_game(players=NAMES[:2], seed=3).board("Anja"))


def test_random_games_with_contraband_keep_every_invariant():
    picked = random_games({"contraband"})
    assert any(a.startswith("buy contraband") for a in picked)
    assert "dump contraband" in picked or "fight navy" in picked


def test_at_nassau_contraband_costs_2_as_its_board_text_starts_goods_at_2():
    g = game()
    set_ship(g, "Anja", "galleon")
    p = in_port(g, "Anja", "nassau", gold=4)
    t1, t2 = card_for(g, "tortuga"), card_for(g, "havana")
    offer(g, t1, t2)
    assert "buy contraband havana,tortuga" in legal(g)        # 2 + 2 of 4 gold; at 3 each only one
    g.apply("buy contraband havana,tortuga")
    assert p.gold == 0 and set(p.contraband) == {t1, t2}
    sound(g)


def test_every_captain_observes_the_contraband_boxes_and_the_card_waiting_under_a_captain():
    """The box's cards lie face up on the captain's board with their ports: public, in every
    player's observation and its tensor; a sold card waiting under the captain card too."""
    from nassau.marauders.bots.encoding import ENCODING
    g = game()
    box(g, "Jonah", "tortuga", "havana")
    before = [ENCODING.observation_tensor(g, s) for s in range(g.n)]
    g.players[1].tucked = (g.players[1].contraband[0],)
    g.players[1].contraband = g.players[1].contraband[1:]
    for seat in range(g.n):
        jonah = g.observation(seat)["players"][1]
        assert jonah["contraband"] == ["havana"] and jonah["tucked"] == 1
        assert ENCODING.observation_tensor(g, seat) != before[seat]
    assert "contraband" not in marauders.new_game(4, seed=3).observation(0)["players"][1]


def test_every_captain_observes_the_port_activities_done():
    g = game()
    in_port(g, "Anja", "havana", gold=20)
    g.apply("buy goods")
    assert all(g.observation(s)["port_steps"] == ["buy-goods"] for s in range(g.n))
