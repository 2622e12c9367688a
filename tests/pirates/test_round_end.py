"""Steps 6-9 (rulebook §4.2): refill the Navy, move the merchants, restock Nassau, prepare."""

import pytest

from nassau import IllegalActionError

from .helpers import P, assert_sound, current, merchant_id, new, spread_infamy

ROUTES = {1: (2, 3, 4, 6), 2: (8, 10, 11, 13), 3: (15, 17, 19)}
START = {2: "M1-01", 3: "M1-02", 4: "M1-03", 6: "M1-04",
         8: "M2-01", 10: "M2-02", 11: "M2-03", 13: "M2-04",
         15: "M3-01", 17: "M3-02", 19: "M3-03"}


def last_burial(setup=None, routes=START, **options):
    """The last decision of step 5: Anja (the only one with a choice) is burying; every route as in ``routes``."""
    g = new(**options)
    with g.edit() as e:
        spread_infamy(e, values=(40, 30, 20, 10))
        e.navy_display()                       # the display was emptied at step 4
        for s in (2, 3, 4, 6, 8, 10, 11, 13, 15, 17, 19):
            e.merchant(s, None)
        for s, card in routes.items():
            e.merchant(s, card)
        e.hold("Anja", pesos=1)
        if setup:
            setup(e)
        e.start("buy")
    g.apply("pass", player="Anja")
    assert g.step == "bury" and current(g) == "Anja"
    return g


def end_round(g):
    g.apply("bury 1", player="Anja")
    assert g.round == 2 or g.is_over


def cards(g, spaces):
    return [merchant_id(g, g.routes[s]) if g.routes[s] >= 0 else None for s in spaces]


# --- step 6 ------------------------------------------------------------------------
def test_navy_refill_reveals_n_cards_from_the_top():
    g = last_burial()
    top = g.navy_deck[:4]
    rest = g.navy_deck[4:]
    end_round(g)
    assert g.navy_display == top and g.navy_deck == rest
    assert_sound(g)


@pytest.mark.parametrize("where", [0, 3])
def test_game_end_card_ends_the_game_at_once(where):
    g = last_burial()
    end = next(c.index for c in g.comp.navy if c.game_end)
    with g.edit() as e:
        deck = [i for i in g.navy_deck if i != end]
        deck.insert(where, end)
        g.navy_deck = tuple(deck)
        e.start("buy")
    g.apply("pass", player="Anja")
    routes, harbour = g.routes[:], g.harbour
    end_round(g)
    assert g.is_over and g.current_player is None and g.step == "over"
    assert g.round == 1
    assert g.routes == routes and g.harbour == harbour        # no merchant moves, no restock
    assert len(g.legal_actions()) == 0
    with pytest.raises(IllegalActionError) as info:
        g.apply("pass")
    assert info.value.rule == "game-over"
    assert g.prompt() == "The game is over."
    assert any("Game End" in s for s in g.log())


def test_game_end_card_just_below_the_n_revealed_does_not_end_the_round():
    g = last_burial()
    end = next(c.index for c in g.comp.navy if c.game_end)
    with g.edit() as e:
        deck = [i for i in g.navy_deck if i != end]
        deck.insert(4, end)
        g.navy_deck = tuple(deck)
        e.start("buy")
    g.apply("pass", player="Anja")
    end_round(g)
    assert not g.is_over and g.round == 2
    assert g.navy_deck[0] == end


# --- step 7 ------------------------------------------------------------------------
def test_merchants_sail_one_zone_left_and_zone_1_departs_to_the_deck_bottom():
    g = last_burial()
    deck1, deck2, deck3 = g.decks
    end_round(g)
    assert cards(g, ROUTES[1]) == ["M2-01", "M2-02", "M2-03", "M2-04"]
    assert cards(g, ROUTES[2])[1:] == ["M3-01", "M3-02", "M3-03"]
    assert g.routes[8] == deck2[0]                         # refilled from the zone-2 deck
    # zone 3 is always refilled completely, right to left from the top of its deck
    assert [g.routes[s] for s in (19, 17, 15)] == list(deck3[:3])
    # zone 1's merchants sailed to Europe: the bottom of the zone-1 deck
    assert {merchant_id(g, m) for m in g.decks[0][-4:]} == {"M1-01", "M1-02", "M1-03", "M1-04"}
    assert g.decks[0][:-4] == deck1
    assert_sound(g)


def test_rightmost_ship_goes_to_the_highest_route_and_gaps_close():
    # zone 2 lost its merchant on 11 and zone 3 lost the one on 17
    routes = {s: c for s, c in START.items() if s not in (11, 17)}
    g = last_burial(routes=routes)
    deck1, deck2, _ = g.decks
    end_round(g)
    # zone 2's three ships (13, 10, 8) move to zone 1's three highest routes (6, 4, 3)
    assert cards(g, (6, 4, 3)) == ["M2-04", "M2-02", "M2-01"]
    assert g.routes[2] == deck1[0]
    # zone 3's two ships (19, 15) move to 13 and 11; 10 and 8 are refilled right to left
    assert cards(g, (13, 11)) == ["M3-03", "M3-01"]
    assert (g.routes[10], g.routes[8]) == (deck2[0], deck2[1])
    assert all(g.routes[s] >= 0 for z in ROUTES.values() for s in z)
    assert_sound(g)


def test_empty_routes_refill_right_to_left_from_the_top_of_the_deck():
    routes = {s: c for s, c in START.items() if s not in (8, 10, 11, 13)}     # zone 2 empty
    g = last_burial(routes=routes)
    deck1 = g.decks[0]
    end_round(g)
    # nothing came from zone 2, so zone 1 is refilled from its deck: 6 first, then 4, 3, 2
    assert [g.routes[s] for s in (6, 4, 3, 2)] == list(deck1[:4])


def test_merchant_cards_keep_their_zone_when_they_return_to_a_deck():
    g = last_burial()
    end_round(g)
    for z, deck in enumerate(g.decks, 1):
        assert all(g.comp.merchants[m].zone == z for m in deck)


# --- step 8 ------------------------------------------------------------------------
def test_nassau_restock_puts_leftovers_in_the_box_and_shows_n_new_tiles():
    g = last_burial()
    harbour, stacks = g.harbour, g.stacks
    end_round(g)
    for i in range(3):
        assert g.harbour[i] == stacks[i][:4]
        assert g.stacks[i] == stacks[i][4:]
        assert sorted(g.box[i]) == sorted(harbour[i])
    assert_sound(g)


def test_empty_stack_is_remade_from_the_box_shuffled():
    def setup(e):
        g = e.g
        stacks, box = list(g.stacks), list(g.box)
        box[0], stacks[0] = stacks[0][2:], stacks[0][:2]      # only two hull tiles left on the stack
        g.stacks, g.box = tuple(stacks), tuple(box)
    g = last_burial(setup=setup)
    two = g.stacks[0]
    pool = sorted(g.box[0] + g.harbour[0])
    assert len(two) == 2 and len(pool) == 30
    end_round(g)
    assert g.harbour[0][:2] == two                           # the old stack is used up first
    assert len(g.harbour[0]) == 4
    assert g.box[0] == ()                                    # the box became the new stack
    assert sorted(g.harbour[0][2:] + g.stacks[0]) == pool
    assert list(g.harbour[0][2:] + g.stacks[0]) != pool      # shuffled, not in box order
    assert_sound(g)


# --- step 9 ------------------------------------------------------------------------
def test_one_shot_tiles_turn_face_up_and_captain_cards_come_back():
    def setup(e):
        e.tile("Anja", "master-gunner", "b3", used=True)
        e.tile("Anja", "crows-nest", "s3", used=True)
        e.captains("Anja", "1/2")
        e.captains("Jonah")
    g = last_burial(setup=setup)
    assert P(g, "Anja").flipped != 0
    end_round(g)
    for name in ("Anja", "Jonah"):
        assert P(g, name).captains == (True, True, True, True)
    assert P(g, "Anja").flipped == 0


def test_sacked_ports_stay_closed_in_later_rounds():
    g = last_burial(setup=lambda e: e.sack(9))
    end_round(g)
    assert g.sacked == (9,)


def test_the_next_round_starts_with_a_roll_and_the_lowest_infamy():
    g = last_burial()
    end_round(g)
    assert g.round == 2 and g.step == "pirate" and g.sub == "move"
    assert current(g) == "Ewan"                # infamy 10
    assert all(len(p.dice) == 3 for p in g.players)
    assert all(p.pos == 0 and p.moves == 0 for p in g.players)
