"""Undo stops at anything drawn face up or rolled (rule ``undo.seen``, nassau.marauders.rules.seen):
a decision that only moved a ship is taken back; one after which a card, a token or a die
was seen is kept, and the refusal changes nothing."""

import pytest

from nassau.kernel.errors import IllegalActionError
from nassau.kernel.game import turned_up

from .helpers import give_gold, new, place, sound, turn_of


def refused(g, why: str):
    """Undo is refused with undo.seen naming ``why``, and nothing changes."""
    before, ply = g.state_dict(), g.ply
    error = g.undo_refusal()
    assert error is not None and error.rule == "undo.seen" and why in error.message, error
    with pytest.raises(IllegalActionError) as info:
        g.undo()
    assert info.value.rule == "undo.seen" and g.state_dict() == before and g.ply == ply


def test_a_move_is_taken_back_and_the_ship_is_where_it_was():
    g = new()
    before = g.state_dict()
    g.apply("leave port")
    g.apply("move st-maarten")
    assert g.undo_refusal(2) is None
    g.undo()
    g.undo()
    assert g.state_dict() == before


def test_the_last_first_ship_opens_the_round_and_its_event_card_is_seen():
    g = new()
    assert g.ply == 4 and g.event >= 0
    refused(g, "An event card was drawn")


def with_merchant(g, zone_id):
    """A merchant token in this zone (from the track when it has none)."""
    z = g.comp.by_id[zone_id].index
    if g.merchants[z] < 0:
        g.merchants = g.merchants[:z] + g.merchant_track[:1] + g.merchants[z + 1:]
        g.merchant_track = g.merchant_track[1:]
    return sound(g)


def test_a_scouting_roll_is_kept():
    g = with_merchant(new(), "tortuga")
    turn_of(g, "Anja")
    place(g, "Anja", "tortuga")
    g.apply("scout merchant")
    refused(g, "A die was rolled")


def test_the_cargo_cards_drawn_in_port_are_kept_and_selling_is_not():
    g = new()
    turn_of(g, "Anja")
    give_gold(g, "Anja", 20)
    g.apply("port")
    assert g.undo_refusal() is None                   # the port action itself draws nothing
    g.apply("buy goods")
    refused(g, "A cargo card was drawn")


def test_what_turned_up_names_the_first_pile_that_moved():
    g = new()
    twin = g.clone()
    assert turned_up(g, twin) is None
    twin.rumor_deck = twin.rumor_deck[1:]
    assert turned_up(g, twin) == "a rumor card was drawn"
    twin = g.clone()
    twin.rng.die()
    assert turned_up(g, twin) == "a die was rolled"
