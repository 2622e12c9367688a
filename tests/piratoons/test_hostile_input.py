"""Piratoons' own entry points refuse bad arguments with the documented errors, before
doing any work, and change nothing."""

import pytest

from nassau import IllegalActionError, RecordError, piratoons

from .helpers import new, table


@pytest.mark.parametrize("claims, rule", [
    ({"A": 10 ** 7}, "grab.sailors"), ({"A": 10 ** 100}, "grab.sailors"), ({"A": 4, "B": 3}, "grab.sailors"),
    ([("A", 1)], "grab.claims"), ("A", "grab.claims"), ({"AB": 1}, "grab.tile"), ({"": 1}, "grab.tile"),
    ({1: 1}, "grab.tile"), ({"A": -1}, "grab.tile"), ({"A": 1.0}, "grab.tile"), ({"A": True}, "grab.tile"),
])
def test_place_sailors_checks_its_arguments_before_any_step(claims, rule):
    g = new()
    before = g.state_dict()
    with pytest.raises(IllegalActionError) as info:
        g.place_sailors("Anja", claims)
    assert info.value.rule == rule and g.state_dict() == before and g.ply == 0


def test_a_huge_count_out_of_the_grab_is_refused_without_building_steps():
    g = table()
    g.place_sailors("Anja", {"A": 1})
    while g.phase == "claim":
        g.place_sailors(g.current_player, {})
    with pytest.raises(IllegalActionError) as info:
        g.place_sailors(g.current_player, {"A": 10 ** 9})
    assert info.value.rule == "grab.sailors"


@pytest.mark.parametrize("bids", [[1], "Anja:2", 3, None])
def test_record_bids_takes_a_dict(bids):
    g = table()
    with pytest.raises(IllegalActionError) as info:
        g.record_bids(bids)
    assert info.value.rule == "auction.bids"


@pytest.mark.parametrize("coins", [-1, 2.5, "2", None, True])
def test_a_bid_is_a_whole_number_of_coins(coins):
    g = table()
    with pytest.raises(IllegalActionError) as info:
        g.bid("Anja", coins)
    assert info.value.rule == "auction.bid"


@pytest.mark.parametrize("boats, equipment", [(5, ()), ((), 5), ("b1-1", ()), ([["b1-1"]], ()), ([None], ()),
                                              ([b"b1-1"], ()), ((), [{"code": "deck-a"}])])
def test_a_ship_refuses_what_is_not_a_list_of_codes(boats, equipment):
    with pytest.raises(RecordError) as info:
        piratoons.Ship(boats=boats, equipment=equipment)
    assert info.value.field == "ship"
