"""Setup (rulebook §4.1): merchants, the Royal Navy deck, Nassau, the setup roll."""

import pytest

from nassau import RecordError, pirates

from .helpers import NAMES, P, assert_sound, new

COUNTS = {3: (12, 7), 4: (16, 9), 5: (20, 11)}   # (phase 1 cards, phase 2 cards incl. Game End) in play


def navy_order(g):
    """The Navy cards from the top: the face-up display first, then the deck."""
    return list(g.navy_display) + list(g.navy_deck)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_navy_deck_keeps_only_cards_for_this_player_count(n):
    g = new(n=n)
    cards = [g.comp.navy[i] for i in navy_order(g)]
    assert sorted(c.index for c in cards) == sorted(c.index for c in g.comp.navy if c.min_players <= n)
    assert all(c.min_players <= n for c in cards)
    phase1 = sum(c.phase == 1 for c in cards)
    phase2 = sum(c.phase == 2 for c in cards)
    assert (phase1, phase2) == COUNTS[n]


def test_three_players_drop_4plus_and_5plus_cards_four_players_drop_5plus():
    ids3 = {new(n=3).comp.navy[i].id for i in navy_order(new(n=3))}
    ids4 = {new(n=4).comp.navy[i].id for i in navy_order(new(n=4))}
    assert "N1-13" not in ids3 and "N1-17" not in ids3 and "N2-07" not in ids3
    assert "N1-13" in ids4 and "N2-07" in ids4
    assert "N1-17" not in ids4 and "N2-10" not in ids4
    assert {"N1-17", "N2-10"} <= {new(n=5).comp.navy[i].id for i in navy_order(new(n=5))}


@pytest.mark.parametrize("n", [3, 4, 5])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_phase_1_cards_lie_above_phase_2_with_game_end_among_phase_2(n, seed):
    g = new(n=n, seed=seed)
    phases = [g.comp.navy[i].phase for i in navy_order(g)]
    n1 = phases.count(1)
    assert phases == [1] * n1 + [2] * (len(phases) - n1)
    end_at = [g.comp.navy[i].game_end for i in navy_order(g)].index(True)
    assert end_at >= n1


def test_game_end_card_is_shuffled_into_phase_2_not_always_at_the_bottom():
    positions = set()
    for seed in range(30):
        order = navy_order(new(seed=seed))
        positions.add([new(seed=seed).comp.navy[i].game_end for i in order].index(True))
    assert len(positions) >= 3            # shuffled among the phase-2 cards
    assert min(positions) >= 16           # but always below the 16 phase-1 cards of a 4-player game


def test_navy_phases_are_shuffled():
    tops = {tuple(navy_order(new(seed=s))[:8]) for s in range(6)}
    assert len(tops) > 1


@pytest.mark.parametrize("n", [3, 4, 5])
def test_navy_display_shows_n_cards_from_the_top(n):
    g = new(n=n)
    assert len(g.navy_display) == n
    assert all(g.comp.navy[i].phase == 1 for i in g.navy_display)
    assert not any(g.comp.navy[i].game_end for i in g.navy_display)


def test_one_merchant_of_the_right_zone_on_every_trade_route_and_nothing_elsewhere():
    g = new()
    comp = g.comp
    for s in range(1, 21):
        sp = comp.spaces[s]
        if sp.kind == "route":
            assert g.routes[s] >= 0, s
            assert comp.merchants[g.routes[s]].zone == sp.zone
        else:
            assert g.routes[s] == -1, s
    assert g.routes[0] == -1
    # the rest of each zone's cards stay face down in that zone's deck
    assert [len(d) for d in g.decks] == [20 - 4, 18 - 4, 20 - 3]
    for z, deck in enumerate(g.decks, 1):
        assert all(comp.merchants[m].zone == z for m in deck)
    assert_sound(g)


def test_merchant_decks_are_shuffled():
    assert len({tuple(new(seed=s).routes) for s in range(5)}) > 1


@pytest.mark.parametrize("n", [3, 4, 5])
def test_n_tiles_of_each_stack_face_up_in_nassau(n):
    g = new(n=n)
    for i, stack in enumerate(("hull", "mast", "crew")):
        assert len(g.harbour[i]) == n
        assert all(g.comp.tiles[t].stack == stack for t in g.harbour[i])
        assert len(g.harbour[i]) + len(g.stacks[i]) == len(g.comp.stack_tiles[stack])
        assert g.box[i] == ()
    assert [len(g.comp.stack_tiles[s]) for s in ("hull", "mast", "crew")] == [32, 34, 42]


def test_players_start_with_a_bare_pinnace_four_captains_and_nothing_else():
    g = new()
    for p in g.players:
        assert p.hold == [0, 0, 0, 0, 0] and p.chest == 0 and p.doubloons == 0
        assert p.extra == 0 and all(t == -1 for t in p.tiles)
        assert p.captains == (True, True, True, True)
        assert sorted(c.label for c in g.comp.captains) == ["1/2", "2/1", "2/2", "3/3"]
        assert (g.ship.sail(p), g.ship.cannon(p), g.ship.capacity(p)) == (1, 1, 6)
        assert p.wind == 0 and p.captured == ()
    assert g.supply == [54, 20, 20, 20, 7]
    assert (g.doubloons, g.winds) == (8, 10)
    assert g.round == 1 and g.sacked == ()


@pytest.mark.parametrize("seed", range(40))
def test_setup_roll_places_infamy_lowest_total_first_ties_to_the_oldest(seed):
    g = new(seed=seed)
    ranking = sorted(g.players, key=lambda p: (sum(p.dice), p.seat))   # seat order is age order
    assert [p.infamy for p in ranking] == [1, 2, 3, 4]


def test_setup_tie_is_broken_by_seat_order_oldest_on_the_lower_space():
    g = new(seed=6)     # Anja 11, Jonah 11, Jon 10, Ewan 11
    assert [sum(p.dice) for p in g.players] == [11, 11, 10, 11]
    assert [P(g, x).infamy for x in ("Jon", "Anja", "Jonah", "Ewan")] == [1, 2, 3, 4]


def test_setup_tie_with_a_different_name_order_follows_the_list_order():
    g = pirates.new_game(players=["Ewan", "Jon", "Jonah", "Anja"], seed=6)
    sums = [sum(p.dice) for p in g.players]
    ranked = sorted(range(4), key=lambda s: (sums[s], s))
    assert [g.players[s].infamy for s in ranked] == [1, 2, 3, 4]


def test_no_two_markers_share_an_infamy_space_at_setup():
    for n in (3, 4, 5):
        for seed in range(10):
            g = new(n=n, seed=seed)
            assert sorted(p.infamy for p in g.players) == list(range(1, n + 1))


def test_setup_roll_is_round_1s_roll():
    g = new(seed=6)
    dice = {p.name: p.dice for p in g.players}
    assert all(len(d) == 3 for d in dice.values())
    first = g.players[g.current_player]
    assert first.infamy == 1 and first.name == "Jon"
    # the first mover's options come from the setup dice (1, 3, 6), not from a new roll
    assert dice["Jon"] == (1, 3, 6)
    assert set(g.legal_actions().notations()) == {"1>1", "1>7", "3>3", "3>7", "6>6", "6>7"}
    assert g.round == 1 and g.step == "pirate" and g.sub == "move"


def test_same_seed_same_setup_different_seed_different_setup():
    assert new(seed=9).state_dict() == new(seed=9).state_dict()
    assert new(seed=9).state_dict() != new(seed=10).state_dict()


@pytest.mark.parametrize("players", [2, 6, ["A", "B"], ["A", "A", "B"], "four"])
def test_player_count_is_3_to_5_with_distinct_names(players):
    with pytest.raises(RecordError):
        pirates.new_game(players=players)


def test_default_names_are_used_for_a_player_count():
    assert pirates.new_game(players=5, seed=0).names == tuple(NAMES)
