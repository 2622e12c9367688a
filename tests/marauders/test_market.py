"""Selling, buying and stashing in the port action (fact sheet §6, the zone texts §4.3)."""

import pytest

from nassau import IllegalActionError

from .helpers import (captain, give_goods, give_gold, legal, new, place, set_captain, set_demand, set_ship, sound,
                      turn_of)


def in_port(g, name, zone_id, actions=3):
    p = turn_of(g, name, actions)
    place(g, name, zone_id, in_port=True)
    return p


def test_selling_comes_first_and_is_priced_by_demand():
    g = new(seed=3)
    p = in_port(g, "Anja", "tortuga")
    set_ship(g, "Anja", "flute")
    give_goods(g, "Anja", "sugar", "sugar", "rum")
    set_demand(g, "tortuga", "sugar")
    gold = give_gold(g, "Anja", 0).gold
    g.apply("port")
    assert "sell rum,sugar,sugar" in legal(g) and "sell sugar" in legal(g)
    g.apply("sell rum,sugar,sugar")
    assert p.gold == gold + 6 + 6 + 3 and p.goods == ()
    assert g.comp.demand[g.demand[g.comp.by_id["tortuga"].index]].good != "sugar"    # the token is replaced
    sound(g)


def test_nothing_can_be_sold_once_another_activity_is_done():
    g = new(seed=3)
    in_port(g, "Anja", "tortuga")
    give_goods(g, "Anja", "rum")
    g.apply("port")
    g.apply("buy goods")
    g.apply("take nothing")
    assert not any(a.startswith("sell") for a in legal(g))


def test_three_demanded_goods_sold_are_a_glory_point_and_draw_a_glory_card():
    g = new(seed=3)
    p = in_port(g, "Anja", "santo-domingo")
    set_ship(g, "Anja", "flute")
    give_goods(g, "Anja", "wood", "wood", "wood")
    set_demand(g, "santo-domingo", "wood")
    hand = len(p.hand)
    g.apply("port")
    g.apply("sell wood,wood,wood")
    assert p.glory == 1 and len(p.hand) == hand + 1
    sound(g)


@pytest.mark.parametrize("zone_id, pirate, price", [("havana", False, 7), ("havana", True, 6), ("tortuga", False, 6)])
def test_havana_pays_7_for_demanded_goods_to_non_pirates(zone_id, pirate, price):
    g = new(seed=3)
    p = in_port(g, "Anja", zone_id)
    if g.comp.captains[p.card].ability == "haggler":
        pytest.skip("this captain haggles")
    p.bounty = (0, 1, 0, 0) if pirate else (0, 0, 0, 0)
    give_goods(g, "Anja", "cocoa")
    set_demand(g, zone_id, "cocoa")
    give_gold(g, "Anja", 0)
    g.apply("port")
    g.apply("sell cocoa")
    assert p.gold == price


def test_nassau_buys_goods_not_in_demand_for_2():
    g = new(seed=3)
    p = in_port(g, "Anja", "nassau")
    if g.comp.captains[p.card].ability in ("fence", "haggler"):
        pytest.skip("this captain sells dearer")
    give_goods(g, "Anja", "food")
    set_demand(g, "nassau", "rum")
    give_gold(g, "Anja", 0)
    g.apply("port")
    g.apply("sell food")
    assert p.gold == 2


def offer_prices(g):
    from collections import Counter
    return Counter(g.comp.cargo[c].good for c in g.offer)


@pytest.mark.parametrize("zone_id, drawn", [("tortuga", 6), ("caracas", 8)])
def test_buying_draws_6_cards_8_at_caracas_without_the_demanded_good(zone_id, drawn):
    g = new(seed=8)
    p = in_port(g, "Anja", zone_id)
    if g.comp.captains[p.card].ability == "smuggler":
        drawn += 1
    g.apply("port")
    g.apply("buy goods")
    wanted = g.comp.demand[g.demand[p.zone]].good
    assert len(g.offer) == drawn and wanted not in offer_prices(g)


def test_st_maarten_draws_7_and_8_for_a_dutch_captain():
    for seed in range(12):
        g = new(seed=seed)
        p = in_port(g, "Anja", "st-maarten")
        ability = g.comp.captains[p.card].ability
        g.apply("port")
        g.apply("buy goods")
        dutch = g.comp.captains[p.card].nation == "dutch"
        assert len(g.offer) == 7 + dutch + (ability == "smuggler")


def test_the_price_depends_on_how_many_of_a_good_were_drawn():
    from nassau.marauders.rules import market
    g = new(seed=8)
    in_port(g, "Anja", "tortuga")
    g.apply("port")
    g.apply("buy goods")
    counts = offer_prices(g)
    for good, n in counts.items():
        assert market.cost(g, (good,)) == {1: 3, 2: 2}.get(n, 1)


def test_buying_takes_only_what_fits_and_is_affordable():
    g = new(seed=8)
    p = in_port(g, "Anja", "tortuga")
    give_gold(g, "Anja", 4)
    g.apply("port")
    g.apply("buy goods")
    from nassau.marauders.rules import market
    for a in legal(g) - {"take nothing"}:
        goods = tuple(a[5:].split(","))
        assert len(goods) <= p.loc[1] - len(p.goods) and market.cost(g, goods) <= 4
    buy = max(legal(g) - {"take nothing"}, key=len)
    goods = tuple(buy[5:].split(","))
    cost = market.cost(g, goods)
    g.apply(buy)
    assert p.gold == 4 - cost and sorted(g.comp.cargo[c].good for c in p.goods) == sorted(goods)
    assert g.offer == () and g.sub == "port"
    sound(g)


def test_the_next_turn_in_the_same_port_draws_only_3():
    g = new(seed=8)
    p = in_port(g, "Anja", "tortuga")
    g.apply("port")
    g.apply("buy goods")
    g.apply("take nothing")
    g.apply("done")
    g.apply("end turn")
    p.bought_at = p.zone                       # as the end of his turn left it
    in_port(g, "Anja", "tortuga")
    g.apply("port")
    g.apply("buy goods")
    assert len(g.offer) == 3 + (g.comp.captains[p.card].ability == "smuggler")


def test_cartagena_gives_the_cheapest_of_three_free():
    from nassau.marauders.rules import market
    g = new(seed=8)
    in_port(g, "Anja", "cartagena")
    g.apply("port")
    g.apply("buy goods")
    goods = tuple(g.comp.cargo[c].good for c in g.offer[:3])
    counts = offer_prices(g)
    prices = sorted({1: 3, 2: 2}.get(counts[x], 1) for x in goods)
    assert market.cost(g, goods) == sum(prices[1:])


@pytest.mark.parametrize("port", ["cartagena", "nassau", "caracas"])
def test_the_purchases_offered_are_every_choice_that_fits_and_is_affordable(port):
    """What ``take`` lists against :func:`market.cost` (Cartagena's free card, Nassau's prices),
    at a few gold amounts around the prices of the offer."""
    from itertools import combinations

    from nassau.marauders.seas_of_glory import contraband
    from nassau.marauders.rules import market
    for seed in (2, 5, 8):
        g = new(seed=seed)
        in_port(g, "Anja", port)
        set_ship(g, "Anja", "galleon")
        g.apply("port")
        g.apply("buy goods")
        p = captain(g, "Anja")
        goods = sorted(g.comp.cargo[c].good for c in g.offer)
        room = contraband.room(g, p)
        every = {c for n in range(1, room + 1) for c in combinations(goods, n)}
        for gold in (0, 3, 5, 8, 13):
            give_gold(g, "Anja", gold)
            fits = {c for c in every if market.cost(g, c) <= gold}
            assert set(market.purchases(g, p)) == fits
            assert len(market.purchases(g, p)) == len(fits)        # each once


def test_stashing_at_home_is_hidden_glory_and_can_win():
    g = new(seed=3)
    p = turn_of(g, "Anja")
    home = g.comp.captains[p.card].home
    place(g, "Anja", home, in_port=True)
    give_gold(g, "Anja", 100)
    p.glory = 6
    g.apply("port")
    g.apply("stash 30")
    assert p.stash == 30 and p.gold == 70 and not g.is_over
    g.apply("withdraw 5")
    assert p.stash == 25 and p.gold == 75
    with pytest.raises(IllegalActionError):
        g.apply("stash 20")                         # once a port action
    sound(g)


def test_reaching_10_glory_with_the_stash_wins_at_once():
    g = new(seed=3)
    p = turn_of(g, "Anja")
    place(g, "Anja", g.comp.captains[p.card].home, in_port=True)
    give_gold(g, "Anja", 40)
    p.glory = 7
    g.apply("port")
    g.apply("stash 30")
    assert g.is_over and g.winner() == "Anja"
    assert any("stash holds 30 gold: 3 hidden glory points" in s for s in g.log())


def test_the_st_maarten_courier_stashes_for_5_gold():
    g = new(seed=3)
    p = turn_of(g, "Anja")
    set_captain(g, "Anja", "isabel-de-montoya")             # at home in Cartagena, not St Maarten
    place(g, "Anja", "st-maarten", in_port=True)
    give_gold(g, "Anja", 12)
    g.apply("port")
    assert "stash 7" in legal(g) and "stash 8" not in legal(g) and not any(a.startswith("withdraw") for a in legal(g))
    g.apply("stash 7")
    assert p.gold == 0 and p.stash == 7
    sound(g)


def test_the_port_action_is_once_a_turn():
    g = new(seed=3)
    in_port(g, "Anja", "tortuga")
    g.apply("port")
    g.apply("done")
    assert "port" not in legal(g) and captain(g, "Anja").port_done


@pytest.mark.parametrize("rule", ["from-pile", "cycle"])
def test_the_demand_token_sold_to_is_replaced_by_the_option(rule):
    g = new(seed=3, demand_replacement=rule)
    in_port(g, "Anja", "santo-domingo")
    give_goods(g, "Anja", "wood")
    set_demand(g, "santo-domingo", "wood")
    z = g.comp.by_id["santo-domingo"].index
    old, pile = g.demand[z], g.demand_pile
    g.apply("port")
    g.apply("sell wood")
    if rule == "cycle":                   # the sold token goes under the pile, the top one comes
        assert g.demand[z] == pile[0] and g.demand_pile == pile[1:] + (old,)
    else:                                 # the first token of another good
        first = next(t for t in pile if g.comp.demand[t].good != "wood")
        assert g.demand[z] == first and g.comp.demand[g.demand[z]].good != "wood" and old in g.demand_pile
    sound(g)


def test_santo_domingo_redraws_the_offer_once_for_1_gold():
    g = new(seed=3)
    p = in_port(g, "Anja", "santo-domingo")
    give_gold(g, "Anja", 10)
    g.apply("port")
    g.apply("buy goods")
    first = g.offer
    assert "redraw" in legal(g)
    g.apply("redraw")
    assert p.gold == 9 and len(g.offer) == len(first) and not set(g.offer) & set(first)
    assert set(first) <= set(g.cargo_discard) and "redraw" not in legal(g)
    sound(g)


def test_no_redraw_elsewhere():
    g = new(seed=3)
    in_port(g, "Anja", "caracas")
    give_gold(g, "Anja", 10)
    g.apply("port")
    g.apply("buy goods")
    assert "redraw" not in legal(g)


def test_goods_may_be_written_in_any_order():
    from nassau import marauders
    g = marauders.new_game(["Anja", "Jonah", "Jon", "Ewan"], seed=1)
    with g.edit() as e:
        e.ship("Anja", "flute").at("Anja", "port-royal", in_port=True)
        e.goods("Anja", "sugar", "sugar", "rum").demand("port-royal", "sugar").turn("Anja")
    g.apply("port")
    g.apply("sell sugar, rum,sugar")
    assert g.history[-1].notation == "sell rum,sugar,sugar" and g.players[0].goods == ()
