"""The overboard and the blind auction."""

from .helpers import assert_illegal, code, codes, edit, grab, new, seat, table


def auction(claims=None, coins=None, **options):
    """A table at the auction: by default only A (sail-01) and G (b1-1) were claimed (by Anja),
    so deck-a, cannon-a, porthole-a, quarters-a and deck-b are overboard."""
    g = table(**options)
    if coins:
        g = edit(g, **{name: {"coins": c} for name, c in coins.items()})
    grab(g, claims if claims is not None else {"Anja": {"A": 1, "G": 1}})
    return g


def test_unclaimed_boat_tiles_sink_and_unclaimed_equipment_floats():
    g = auction()
    assert codes(g, g.sunk) == ["b2-1", "b3-1"]
    assert codes(g, g.floating) == ["cannon-a", "deck-a", "deck-b", "porthole-a", "quarters-a"]
    assert g.phase == "bid"


def test_floating_equipment_joins_the_next_auction():
    g = auction()
    g.record_bids({"Anja": 0, "Jonah": 0, "Jon": 0, "Ewan": 0})      # nobody buys
    assert g.round == 2 and g.phase == "deal"
    g.fill_chest("sail-02", "deck-a", "cannon-b", "porthole-b", "quarters-b", "deck-c", "b1-2", "b2-2", "b3-2")
    grab(g, {"Anja": {"A": 1, "B": 1, "C": 1, "D": 1, "E": 1, "F": 1}, "Jonah": {"G": 1, "H": 1, "I": 1}})
    assert g.phase == "bid"
    assert codes(g, g.floating) == ["cannon-a", "deck-a", "deck-b", "porthole-a", "quarters-a"]   # last round's


def test_no_auction_when_nothing_is_overboard():
    g = table()
    grab(g, {"Anja": {"A": 1, "B": 1, "C": 1, "D": 1, "E": 1, "F": 1}, "Jonah": {"G": 1, "H": 1, "I": 1}})
    assert "Nothing is overboard: no auction this round." in g.log()
    assert g.phase == "build" and not any(line.startswith("Bids") for line in g.log())


def test_bids_are_sealed_until_everyone_has_bid():
    g = new()
    while g.phase == "claim":
        g.apply("seal")                               # nobody claims: everything is overboard
    g.apply("bid 2", player=g.captain)
    seen = g.observation(g.names[(g.captain + 1) % 4])["players"][g.captain]
    assert seen["bid"] is None and seen["has_bid"]
    assert g.observation(g.names[g.captain])["players"][g.captain]["bid"] == 2
    assert "sealed" in repr(g.auction_view()) and " 2" not in repr(g.auction_view()).split("bids:")[1]


def test_an_empty_fist_cannot_win():
    g = auction()
    g.record_bids({"Anja": 0, "Jonah": 0, "Jon": 0, "Ewan": 0})
    assert "Nobody wins a tile at the auction." in g.log()
    assert g.coins == (3 + 4, 9, 9, 9)


def test_tied_bidders_drop_out_and_keep_their_coins():
    g = auction()
    g.record_bids({"Anja": 3, "Jonah": 3, "Jon": 1, "Ewan": 0})
    assert "Anja and Jonah tie at 3 and take their coins back." in g.log()
    assert g.phase == "pick" and g.current_player == seat(g, "Jon")
    g.take("Jon", "deck-a")
    assert g.coins == (7, 9, 8, 9)


def test_the_highest_bidder_pays_and_chooses_first_then_the_next():
    g = auction()
    g.record_bids({"Anja": 1, "Jonah": 4, "Jon": 2, "Ewan": 0})
    assert g.queue == (seat(g, "Jonah"), seat(g, "Jon"), seat(g, "Anja"))
    g.take("Jonah", "deck-b")
    assert g.coins[1] == 9 - 4 and g.bank == 40 - sum(g.coins)
    g.take("Jon", "cannon-a")
    g.take("Anja", "deck-a")
    assert [line for line in g.log() if " pays " in line] == [
        "Jonah pays 4 and takes deck-b.", "Jon pays 2 and takes cannon-a.", "Anja pays 1 and takes deck-a."]


def test_a_winner_must_pay_and_take_a_tile_even_when_the_wanted_one_is_gone():
    g = auction()
    g.record_bids({"Anja": 1, "Jonah": 4, "Jon": 2, "Ewan": 0})
    g.take("Jonah", "deck-b")
    err = assert_illegal(g, "take deck-b", "auction.take")
    assert "must still pay and take one of" in str(err)
    assert "pass" not in g.legal_actions() and all(a.kind == "take" for a in g.legal_actions())


def test_each_player_wins_at_most_one_tile_per_auction():
    g = auction()
    g.record_bids({"Anja": 1, "Jonah": 4, "Jon": 2, "Ewan": 3})
    picks = []
    while g.phase == "pick":
        picks.append(g.current_player)
        g.apply(g.legal_actions()[0])
    assert sorted(picks) == [0, 1, 2, 3]
    payers = [line.split()[0] for line in g.log() if " pays " in line]
    assert sorted(payers) == sorted(g.names)          # five tiles, four winners: one tile each


def test_bidders_left_when_the_tiles_run_out_keep_their_coins():
    g = table()
    grab(g, {"Anja": {"A": 1, "B": 1, "C": 1, "D": 1}, "Jonah": {"G": 1, "H": 1, "I": 1}})   # E and F float
    g.record_bids({"Anja": 1, "Jonah": 2, "Jon": 3, "Ewan": 4})
    g.take("Ewan", "deck-b")                          # Jon gets the last tile without a choice
    assert "Jon pays 3 and takes quarters-a." in g.log()
    assert "The tiles ran out: Jonah and Anja keep their coins." in g.log()
    assert g.coins[:2] == (3 + 2, 3 + 3)


def test_a_bid_above_ones_coins_is_refused():
    g = auction()
    assert_illegal(g, "bid 8", "auction.coins")
    assert_illegal(g, "take deck-a", "phase")


def test_a_player_with_no_coins_bids_an_empty_fist_automatically():
    g = auction(coins={"Jonah": 0}, claims={"Anja": {"A": 1, "G": 1}, "Jonah": {"B": 6}})
    g.record_bids({"Anja": 0})
    assert g.bids[seat(g, "Jonah")] == 0 and g.current_player == seat(g, "Jon")


def test_the_unclaimed_boats_option_can_auction_them_instead():
    g = auction(unclaimed_boats="auction")
    assert codes(g, g.floating) == ["b2-1", "b3-1", "cannon-a", "deck-a", "deck-b", "porthole-a", "quarters-a"]
    g.record_bids({"Anja": 0, "Jonah": 1, "Jon": 0, "Ewan": 0})
    g.take("Jonah", "b2-1")
    assert "b2-1" in codes(g, g.boats[1])
    assert codes(g, g.sunk) == ["b3-1"]               # unsold boat tiles sink at the end of the auction
    assert "b3-1" not in [code(g, t) for t in g.floating]
