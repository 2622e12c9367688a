"""The grab: sailors, stacking, final placements, majorities with cancelling ties, idle
income and the bank running short, sealed claims, and the table's mishaps."""

import pytest

from nassau.piratoons.rules.loot import majority

from .helpers import assert_illegal, code, codes, edit, grab, new, seat, table


def won(game, name):
    return codes(game, game.won[seat(game, name)] + game.boats[seat(game, name)] + game.aboard[seat(game, name)])


# --- sailors -------------------------------------------------------------------------------------
def test_six_sailors_per_player():
    g = new()
    for _ in range(6):
        g.apply("claim A")
    assert g.sailors_left("Anja") == 0
    assert_illegal(g, "claim B", "grab.sailors")    # no seventh sailor
    g = table()
    for _ in range(6):
        g.apply("claim A")
    assert_illegal(g, "claim B", "grab.sailors")    # a referee cannot record a seventh either


def test_sailors_can_stack_on_one_tile_even_over_other_players():
    g = table()
    grab(g, {"Anja": {"A": 6}, "Jonah": {"A": 5}})
    assert g.claims[seat(g, "Anja")][0] == 6 and g.claims[seat(g, "Jonah")][0] == 5
    assert "sail-01" in won(g, "Anja")


def test_placements_are_final():
    """No decision takes a sailor back: after a claim every legal action keeps it placed."""
    g = new()
    g.apply("claim C")
    g.apply("claim C")
    for a in g.legal_actions():
        twin = g.clone()
        twin.apply(a)
        assert twin.pending[0][2] + twin.claims[0][2] >= 2
    g.apply("seal")
    assert_illegal(g, "claim C", "turn", player="Anja")      # sealed: Anja's claim is over


# --- sharing the loot -------------------------------------------------------------------------
@pytest.mark.parametrize("counts, winner", [
    ({0: 3, 1: 2}, 0),                  # a strict majority
    ({0: 3, 1: 2, 2: 2}, 0),            # 3-2-2: the tie of 2 goes, 3 wins anyway
    ({0: 2, 1: 2, 2: 1}, 2),            # 2-2-1: the tie removes both 2s, the 1 wins
    ({0: 3, 1: 3, 2: 2, 3: 2}, None),   # 3-3-2-2: nobody
    ({0: 1, 1: 1}, None),
    ({3: 1}, 3),
    ({}, None),
])
def test_majority_with_cancelling_ties(counts, winner):
    assert majority(counts) == winner


def test_a_smaller_count_wins_when_the_larger_ones_tie_on_the_table():
    g = table()
    grab(g, {"Anja": {"B": 2}, "Jonah": {"B": 2}, "Jon": {"B": 1}, "Ewan": {"C": 1}})
    assert "deck-a" in won(g, "Jon") and "deck-a" not in won(g, "Anja") + won(g, "Jonah")
    assert "B (deck-a) goes to Jon with 1 sailor (Anja and Jonah tied at 2)." in g.log()


def test_nobody_takes_a_tile_where_every_count_ties():
    g = table()
    grab(g, {"Anja": {"A": 3}, "Jonah": {"A": 3}, "Jon": {"A": 1}, "Ewan": {"A": 1}})
    assert g.floating and code(g, g.floating[0]) == "sail-01"


def test_one_player_may_take_several_tiles():
    g = table()
    grab(g, {"Anja": {"A": 1, "B": 1, "G": 1}})
    assert {"sail-01", "deck-a", "b1-1"} <= set(won(g, "Anja"))


# --- idle income ---------------------------------------------------------------------------------
def test_each_unplaced_sailor_earns_one_coin():
    g = table()
    grab(g, {"Anja": {"A": 2}, "Jonah": {"B": 6}, "Jon": {"C": 1, "D": 1}})
    assert g.coins == (3 + 4, 3 + 0, 3 + 4, 3 + 6)
    assert g.bank == 40 - 12 - 14


def short_bank(**options):
    """A table where the bank holds 3 coins (Ewan has the rest) and everyone will leave one sailor idle."""
    g = table(**options)
    g = edit(g, Anja={"coins": 7}, Jonah={"coins": 5}, Jon={"coins": 1})
    g = edit(g, Ewan={"coins": g.coins[3] + g.bank - 3})
    assert g.bank == 3 and sum(g.coins) == 37
    return g


def test_when_the_bank_is_short_everyone_first_returns_half_rounded_down():
    g = short_bank()
    before = g.coins
    grab(g, {"Anja": {"A": 5}, "Jonah": {"B": 5}, "Jon": {"C": 5}, "Ewan": {"D": 5}})   # 4 coins due, 3 in the bank
    half = tuple(c // 2 for c in before)                                              # 7 -> 3, 1 -> 0
    assert g.coins == tuple(c - h + 1 for c, h in zip(before, half))
    assert g.bank == 3 + sum(half) - 4
    assert any(line.startswith("The bank is short, so everyone returns half") for line in g.log())


def test_no_halving_while_the_bank_can_pay():
    g = table()
    grab(g, {})
    assert g.coins == (9, 9, 9, 9) and g.bank == 4


# --- sealed claims --------------------------------------------------------------------------------
def test_no_player_sees_another_players_sealed_claim():
    g = new()
    g.apply("claim A")
    g.apply("claim A")
    g.apply("seal")                                  # Anja sealed 2 on A
    jonah = g.observation("Jonah")
    anja = g.observation("Anja")
    assert jonah["players"][0]["sealed_claims"] is None and jonah["players"][0]["sailors_left"] is None
    assert anja["players"][0]["sealed_claims"] == {"A": 2}
    twin = g.clone()                                 # a different sealed claim looks the same to Jonah
    twin.pending = ((0, 6, 0, 0, 0, 0, 0, 0, 0),) + twin.pending[1:]
    assert twin.observation("Jonah") == jonah
    assert not any("Anja A" in line for line in g.log())
    assert "●" not in str(g.chest_view()._repr_html_())


def test_the_reveal_shows_every_claim_at_once():
    g = new()
    for name in ("Anja", "Jonah", "Jon", "Ewan"):
        assert g.log()[-1].startswith(("Anja fills", "Round"))   # nothing logged while sealing
        g.place_sailors(name, {"A": 1} if name != "Ewan" else {"B": 2})
    reveal = next(line for line in g.log() if line.startswith("Claims revealed"))
    assert reveal == "Claims revealed: Anja A; Jonah A; Jon A; Ewan Bx2."
    assert g.observation("Jonah")["players"][3]["claims"] == {"B": 2}


# --- the table's mishaps (referee mode) -------------------------------------------------------------
def test_fallen_and_straddling_sailors_do_not_count_and_earn_nothing():
    g = table()
    grab(g, {"Anja": {"A": 1}, "Jonah": {"A": 1}}, fell={"Anja": 2}, straddled={"Jonah": 1})
    assert g.floating and "sail-01" in codes(g, g.floating)   # 1-1 tie: the fallen sailors do not help
    assert g.coins[:2] == (3 + 3, 3 + 4)


def test_a_player_who_knocks_off_another_players_sailor_is_out_for_the_round():
    g = table()
    grab(g, {"Anja": {"A": 3, "B": 1}, "Jonah": {"A": 1}}, out=("Anja",))
    assert "sail-01" in won(g, "Jonah")                  # Anja's 3 sailors do not count
    assert "deck-a" not in won(g, "Anja")
    assert g.coins[0] == 3                               # no idle income either
    assert "Anja knocked another player's sailor off and is out for the round." in g.log()
    assert g.current_player != 0                         # and no bid (knocked_out_bids is off)


def test_mishaps_are_recorded_only_at_a_real_table():
    assert_illegal(new(), "fell", "grab.referee-only")
    assert_illegal(new(), "out", "grab.referee-only")


def test_a_mishap_uses_one_of_the_six_sailors():
    g = table()
    for _ in range(6):
        g.apply("fell")
    assert g.legal_actions().notations() == ["seal", "out"]
    assert_illegal(g, "straddle", "grab.sailors")


def test_the_sixth_sailor_does_not_seal_the_claim():
    g = new(n=2)
    for _ in range(6):
        g.apply("claim A")
    # every sailor is placed, and still the claim is Anja's to seal: nothing is taken for her
    assert g.current_player == seat(g, "Anja") and g.phase == "claim" and g.legal_actions().notations() == ["seal"]
    assert g.pending[0] == (6,) + (0,) * 8 and g.claims[0] == (0,) * 9 and g.history[-1].notation == "claim A"
    assert g.undo().notation == "claim A" and g.sailors_left("Anja") == 1     # not sealed: she may take it back
    g.apply("claim A")
    g.apply("seal", player="Anja")
    assert g.current_player == seat(g, "Jonah") and g.history[-1].notation == "seal"


def test_a_refereed_table_with_every_sailor_placed_offers_seal_and_out():
    g = table(n=2)
    for _ in range(6):
        g.apply("claim A")
    assert g.current_player == 0 and g.legal_actions().notations() == ["seal", "out"]


def test_placing_all_six_sailors_at_once_seals_only_ones_own_claim():
    g = new(n=2)
    g.place_sailors("Anja", {"A": 6})                     # the whole grab: the claims and the seal
    assert g.history[-1].notation == "seal"
    assert g.phase == "claim" and g.current_player == seat(g, "Jonah") and g.pending[1] == (0,) * 9
    g.place_sailors("Jonah", {"B": 3, "G": 3})
    assert g.phase == "bid" and g.claims == ((6,) + (0,) * 8, (0, 3) + (0,) * 4 + (3, 0, 0))


@pytest.mark.parametrize("claims, fell, straddled, out, rule", [
    ({"A": 7}, 0, 0, False, "grab.sailors"),
    ({"A": 4}, 2, 1, False, "grab.sailors"),
    ({"A": 1}, -1, 0, False, "grab.mishap"),
    ({"A": 1}, "2", 0, False, "grab.mishap"),
    ({"A": 1}, 0, 1.5, False, "grab.mishap"),
    ({"A": 1}, 0, 0, "no", "grab.out"),
])
def test_a_whole_grab_that_breaks_a_rule_changes_nothing(claims, fell, straddled, out, rule):
    from nassau import IllegalActionError
    g = table(n=3)
    before = g.state_dict()
    with pytest.raises(IllegalActionError) as info:
        g.place_sailors("Anja", claims, fell, straddled, out)
    assert info.value.rule == rule and g.state_dict() == before


def test_a_resample_draws_again_the_claim_of_the_player_placing_now():
    """Seat 0 has placed sailors but not sealed: seat 1 cannot see how many or where, so its
    resampled games scatter them anew, and seat 1's own view stays as it was."""
    g = new(seed=3)
    g.apply("claim A")
    g.apply("claim A")
    g.apply("claim B")
    assert g.current_player == 0 and sum(g.pending[0]) == 3
    twins = [g.resample(1, seed=s) for s in range(12)]
    assert all(t.observation(1) == g.observation(1) for t in twins)
    assert len({t.pending[0] for t in twins}) > 3 and any(t.pending[0] != g.pending[0] for t in twins)
    assert all(t.pending[0] == g.pending[0] for t in (g.resample(0, seed=s) for s in range(4)))   # his own
