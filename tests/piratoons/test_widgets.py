"""The Piratoons play table, driven the way the browser drives it: button clicks arrive as
custom messages, the bid box through its ``value`` trait.

The hidden-information tests compare everything the table sends to the browser (every
widget's synced state, and the static bundle) between two games that differ only in a
sealed commitment: the screens must be identical while that commitment is sealed.
"""

import re

import pytest

from ..helpers_html import pictures, survives_the_sanitiser
from nassau import piratoons
from nassau.piratoons.ui.controller import SeatControls, Table, public_view, seat_list


def press(button):
    """What a click in the browser delivers to the kernel."""
    assert not button.disabled, f"{button.description!r} is disabled"
    button._handle_custom_msg({"event": "click"}, [])


def screen(widget) -> dict:
    """Every synced trait of a widget tree (child and layout references followed, model ids dropped)."""
    state = widget.get_state()
    out = {"class": type(widget).__name__}
    for key in sorted(state):
        value = getattr(widget, key, None)
        if key == "children":
            out[key] = [screen(c) for c in value]
        elif key in ("layout", "style") and value is not None:
            out[key] = screen(value)
        elif not (isinstance(state[key], str) and state[key].startswith("IPY_MODEL_")):
            out[key] = state[key]
    return out


def texts(widget) -> list:
    """Every string a widget tree shows (values, descriptions, tooltips)."""
    found = []

    def walk(node):
        if isinstance(node, dict):
            for k, v in node.items():
                if k in ("value", "description", "tooltip", "placeholder") and isinstance(v, str):
                    found.append(v)
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)
    walk(screen(widget))
    return found


def everything(table) -> tuple:
    """The browser's whole view of a table, and the static bundle (without the widget-view id)."""
    bundle = table._repr_mimebundle_()
    return screen(table), bundle["text/plain"], bundle["text/html"]


def claim(table, seat, counts: dict):
    """Put sailors through a seat's claim buttons: {"A": 2, ...}."""
    panel = table.seats[seat]
    for place, n in counts.items():
        for _ in range(n):
            press(panel.claims["ABCDEFGHI".index(place)])


def visible(buttons):
    return [b.description for b in buttons if b.layout.display != "none"]


# --- playing --------------------------------------------------------------------------------
def test_play_makes_a_table_where_bots_play_until_you_decide():
    t = piratoons.play(players=["You", "bot", "bot", "bot"], seed=1)
    game = t.game
    assert game.names == ("You", "Bot 2", "Bot 3", "Bot 4") and t.kinds == [None, "bot", "bot", "bot"]
    assert game.current_player == 0 and t.shown == 0 and t.waiting is None
    panel = t.seats[0]
    assert [b.description for b in panel.claims] == [
        "A sail-10", "B quarters-a", "C sail-05", "D porthole-b", "E cannon-b", "F sail-11", "G b4-3", "H b2-5",
        "I b3-7"]
    assert not any(b.disabled for b in panel.claims) and not panel.seal.disabled and panel.bid.disabled
    assert "6 sailors left" in panel.status.value
    assert all(t.buttons[k].disabled for k in ("one", "round", "game"))
    assert repr(t) == ("<piratoons.Table: Round 1, the grab: you to place sailors (sealed). Seats: You (human), "
                       "Bot 2 (bot), Bot 3 (bot), Bot 4 (bot).>")
    assert repr(panel) == "<piratoons.SeatControls You: deciding>"
    bundle = t._repr_mimebundle_()
    assert bundle["text/plain"] == repr(t) and len(pictures(bundle["text/html"])) == 1
    survives_the_sanitiser(bundle["text/html"])          # the stored output of a widget looks right unrun
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert repr(piratoons.play(players=["You", "bot", "bot", "bot"], seed=1)) == repr(t)


def test_claim_buttons_count_your_sailors_and_the_seal_reveals_everyone():
    t = piratoons.play(players=["You", "bot", "bot", "bot"], seed=1)
    game, panel = t.game, t.seats[0]
    claim(t, 0, {"G": 3, "A": 1})
    assert panel.claims[6].description == "G b4-3 · 3" and panel.claims[0].description == "A sail-10 · 1"
    assert "2 sailors left" in panel.status.value and game.pending[0][6] == 3
    assert "●" not in t.chest.value                           # the board shows no sealed sailor
    press(panel.seal)
    assert "Claims revealed: you A Gx3; Bot 2 Gx5 I; Bot 3 Ix6; Bot 4 Gx3 H Ix2." in game.log()
    assert "G (b4-3) goes to Bot 2 with 5 sailors (you and Bot 4 tied at 3)." in game.log()
    assert "A (sail-10) goes to you with 1 sailor." in game.log() and game.coins[0] == 3 + 2
    assert game.phase == "bid" and game.current_player == 0
    assert "Claims revealed" in t.log_pane.value
    assert panel.rows["claim"].layout.display == "none" and panel.rows["bid"].layout.display == ""


def test_the_bid_box_and_the_take_buttons():
    t = piratoons.play(players=["You", "bot", "bot", "bot"], seed=1)
    game, panel = t.game, t.seats[0]
    claim(t, 0, {"G": 3})
    press(panel.seal)
    assert game.coins[0] == 6 and not panel.bid.disabled and "0 to 6 coins" in panel.status.value
    panel.amount.value = 2
    press(panel.bid)
    assert game.phase == "pick" and game.current_player == 0
    assert any(line.startswith("Bids revealed: you 2, Bot 2 ") for line in game.log())
    offers = visible(panel._pool)
    assert offers == game.legal_actions().notations() and offers[0].startswith("take ")
    press(next(b for b in panel._pool if b.description == "take sail-05"))
    assert "You pay 2 and take sail-05." in game.log() and game.coins[0] == 4


def test_overboard_buttons_when_the_ship_cannot_hold_everything():
    t = piratoons.play(players=["You", "bot", "bot", "bot"], seed=1)
    game, panel = t.game, t.seats[0]
    claim(t, 0, {"A": 1, "B": 1})                              # equipment, and no boat tile to put it on
    press(panel.seal)
    press(panel.bid)                                           # an empty fist
    assert game.phase == "build" and visible(panel._pool) == ["overboard quarters-a", "overboard sail-10"]
    assert "choose what goes overboard" in panel.status.value
    press(panel._pool[1])
    assert game.round == 2 and visible(panel._pool) == []        # the other one had to go too
    assert {"quarters-a", "sail-10"} <= {game.comp.tiles[x].code for x in game.floating}


def test_a_refused_decision_shows_the_rule_and_changes_nothing():
    t = piratoons.play(players=["You", "bot", "bot", "bot"], seed=1)
    before = t.game.state_dict()
    err = t.act("bid 3")
    assert err.rule == "phase" and 'title="rule: phase"' in t.message.value and "nassau-message-error" in t.message.value
    assert "[rule:" not in t.message.value and "is not a decision during the grab" in t.message.value
    assert t.game.state_dict() == before
    assert t.act("claim A", seat=1).rule == "turn" and t.game.state_dict() == before
    press(t.seats[0].claims[0])
    assert t.message.value == ""                                # a good decision clears the message


def test_undo_takes_back_open_decisions_but_never_a_revealed_claim():
    t = piratoons.play(players=["Bot", "You", "bot"], seed=3)
    game, panel = t.game, t.seats[1]
    assert game.current_player == 1 and game.ply > 0            # the captain (a bot) claimed already
    claim(t, 1, {"H": 2})
    assert t.undo() == 1 and game.current_player == 1 and game.pending[1][7] == 1
    assert panel.claims[7].description.endswith(" · 1")
    assert "Took back your last decision and everything after it." in t.message.value
    claim(t, 1, {"H": 1})
    press(panel.seal)                                          # everyone's claims are revealed
    assert game.phase != "claim" and t.buttons["undo"].disabled           # greyed out, saying why
    assert "revealed" in t.buttons["undo"].tooltip
    after = game.state_dict()
    assert t.undo() == 0 and game.state_dict() == after        # the bots' claims are known now
    assert "cannot be taken back" in t.message.value


def test_undo_before_the_reveal_goes_back_to_the_start():
    t = piratoons.play(players=["Bot", "You", "bot"], seed=3)
    claim(t, 1, {"H": 2})
    while t.undo():
        pass
    game = t.game
    assert game.ply == 0 and t.buttons["undo"].disabled and t.message.value.endswith("There is nothing to undo.</div>")
    assert game.state_dict() == piratoons.new_game(players=["Bot 1", "You", "Bot 3"], seed=3).state_dict()


def test_bots_refuse_humans_and_step_on_request():
    t = piratoons.play(players=["You", "bot", "random"], seed=2)
    t.auto.value = False
    game = t.game
    press(t.seats[0].seal)                                     # keep every sailor
    bot = game.current_player
    assert bot == 1 and not t.buttons["one"].disabled and "press a bot button" in t.header.value
    before = game.state_dict()
    err = t.act("seal")
    assert err.rule == "turn" and "is a bot" in t.message.value and game.state_dict() == before
    press(t.buttons["one"])
    assert game.ply == 2 and game.current_player == 1 and game.history[-1].kind in ("claim", "seal")
    assert t.run_bots("round") >= 1 and t.is_human(game.current_player)
    t.auto.value = True
    assert t.is_human(game.current_player)


def test_an_all_bot_table_plays_to_the_end_and_shows_the_scores():
    t = piratoons.play(players=["bot", "random", "heuristic"], seed=4)
    assert t.game.is_over and t.seats == {} and "Final scoring" in t.scores.value
    assert "<table" in t.scores.value and ">points</th>" in t.scores.value and "The game is over" in t.header.value
    assert all(t.buttons[k].disabled for k in ("one", "round", "game"))
    assert repr(t) == "<piratoons.Table: The game is over. Seats: Bot 1 (bot), Bot 2 (random), Bot 3 (heuristic).>"


def test_a_human_game_reaches_the_scores_through_the_controls():
    t = piratoons.play(players=["You", "random", "random"], seed=5)
    game, panel = t.game, t.seats[0]
    for _ in range(400):
        if game.is_over:
            break
        if game.phase == "claim":
            press(panel.claims[8] if not panel.claims[8].disabled else panel.seal)
        elif game.phase == "bid":
            panel.amount.value = min(1, game.coins[0])
            press(panel.bid)
        else:
            press(next(b for b in panel._pool if b.layout.display != "none"))
    assert game.is_over and "Final scoring" in t.scores.value and panel.layout.display == "none"


def test_seat_words_and_bad_players():
    assert seat_list(3) == (["You", "Bot 2", "Bot 3"], [None, "bot", "bot"])
    assert seat_list([" Ann ", "RANDOM"]) == (["Ann", "Bot 2"], [None, "random"])
    with pytest.raises(piratoons.RecordError):
        seat_list("Ann")
    with pytest.raises(piratoons.RecordError):
        piratoons.play(players=["Ann", "Ann"])


def test_the_stylesheet_is_loaded_once_and_redraws_carry_none():
    t = piratoons.play(players=["You", "bot", "bot", "bot"], seed=1)
    sheet = t.stylesheet.value
    assert sheet.startswith("<style>") and ".nassau-piratoons-gate" in sheet and "--nassau-fg" in sheet
    claim(t, 0, {"G": 3})
    press(t.seats[0].seal)
    assert t.stylesheet.value == sheet
    styled = [s for s in texts(t) if "<style" in s]
    assert styled == [sheet]                                     # the chest, auction and ships have no <style>
    assert all(pane.value.startswith("<svg") for pane in t.ships)


# --- hidden information ---------------------------------------------------------------------------
def hotseat(seed=2):
    """Ann (the captain) and Bo are humans at one screen, with a bot."""
    return piratoons.play(players=["Ann", "Bo", "bot"], seed=seed)


def test_hotseat_puts_the_screen_behind_a_gate_between_sealed_decisions():
    t = hotseat()
    game = t.game
    assert t.waiting == 0 and t.shown is None and t.gate.layout.display == ""
    assert all(p.layout.display == "none" for p in t.seats.values())
    assert t.gate_button.description == "I am Ann: show my controls" and "Pass the screen to Ann" in t.header.value
    press(t.gate_button)
    assert t.shown == 0 and t.gate.layout.display == "none" and t.seats[0].layout.display == ""
    claim(t, 0, {"A": 2})
    press(t.seats[0].seal)
    assert game.current_player == 1 and t.waiting == 1 and t.shown is None
    assert repr(t.seats[0]) == "<piratoons.SeatControls Ann: hidden>"
    assert [b.description for b in t.seats[0].claims] == list("ABCDEFGHI")   # Ann's choices are wiped
    assert t.seats[0].title.value == t.seats[0].status.value == ""
    press(t.gate_button)
    assert t.shown == 1 and repr(t.seats[1]) == "<piratoons.SeatControls Bo: deciding>"
    assert t.seats[1].claims[0].description == "A " + game.comp.tiles[game.chest[0]].code   # no count of Ann's


def test_undo_never_reopens_another_seats_sealed_claim():
    t = reach_bo({"A": 3})
    press(t.gate_button)                                        # Bo has the screen
    before = t.game.state_dict()
    assert t.undo() == 0 and t.game.state_dict() == before      # Ann's seal stays
    assert "Undo would reopen Ann&#x27;s sealed decision" in t.message.value
    assert "nassau-message-error" in t.message.value
    assert t.shown == 1 and t.seats[0].layout.display == "none"
    claim(t, 1, {"B": 1})
    assert t.undo() == 1 and t.game.pending[1] == (0,) * 9 and t.shown == 1   # his own claim he may take back


def reach_bo(ann_claims: dict, seed=2):
    t = hotseat(seed)
    press(t.gate_button)
    claim(t, 0, ann_claims)
    press(t.seats[0].seal)
    assert t.game.current_player == 1 and t.game.phase == "claim"
    return t


def test_no_seat_nor_the_board_reveals_another_seats_sealed_claim():
    one, two = reach_bo({"A": 3}), reach_bo({"G": 1, "H": 2, "I": 1})
    assert one.game.pending[0] != two.game.pending[0]           # Ann's sealed claims differ...
    assert everything(one) == everything(two)                   # ...and the screen at the gate is the same
    press(one.gate_button)
    press(two.gate_button)
    assert everything(one) == everything(two)                   # and once Bo is looking
    view = public_view(one.game)
    assert view["players"][0]["sealed_claims"] is None and view["players"][0]["sailors_left"] is None
    claim(one, 1, {"B": 1})
    claim(two, 1, {"B": 1})
    assert everything(one) == everything(two)                   # Bo's own claim shows only in Bo's controls
    assert one.seats[1].claims[1].description.endswith(" · 1") and "●" not in one.chest.value


def test_the_screen_comparison_would_see_a_leak():
    one, two = hotseat(), hotseat()
    for t in (one, two):
        press(t.gate_button)
    claim(one, 0, {"A": 1})
    claim(two, 0, {"A": 2})
    assert everything(one) != everything(two)                   # Ann's own controls do show her claim
    assert texts(one.seats[0]) != texts(two.seats[0])


def test_no_seat_nor_the_board_reveals_another_seats_sealed_bid():
    tables = []
    for ann_bid in (0, 3):
        t = reach_bo({"A": 2})
        press(t.gate_button)
        press(t.seats[1].seal)                                  # Bo keeps his sailors; the bot claims
        game = t.game
        assert game.phase == "bid" and game.current_player == 0 and t.waiting == 0   # the gate for Ann
        press(t.gate_button)
        t.seats[0].amount.value = ann_bid
        press(t.seats[0].bid)
        assert game.current_player == 1 and t.waiting == 1
        assert t.seats[0].amount.value == 0 and t.seats[0].layout.display == "none"
        tables.append(t)
    one, two = tables
    assert one.game.bids[0] != two.game.bids[0]
    assert everything(one) == everything(two)
    press(one.gate_button)
    press(two.gate_button)
    assert everything(one) == everything(two)
    assert "sealed" in one.auction.value and "sealed" in one.players.value


def test_a_bots_sealed_claim_stays_hidden_from_the_human():
    def table(bot_seed):
        game = piratoons.new_game(players=["Bot 1", "You"], seed=8)
        return Table(game, ["random", None], seed=bot_seed)   # the random bot (the captain) claims first
    one, two = table(1), table(2)
    assert one.game.current_player == two.game.current_player == 1
    assert one.game.pending[0] != two.game.pending[0]           # the bot's sealed claims differ
    assert everything(one) == everything(two)
    assert "●" not in one.chest.value and "sealed: Bot 1" in one.chest.value   # who sealed is public, not what
    assert one.undo() != two.undo()                             # the bot placed a different number of sailors...
    assert everything(one) == everything(two)                   # ...and the undo message does not count them


def test_public_steps_pass_between_humans_without_the_gate():
    t = hotseat()
    game = t.game
    press(t.gate_button)
    claim(t, 0, {"A": 1, "B": 1})                               # no boat tile: Ann will have to throw one
    press(t.seats[0].seal)
    press(t.gate_button)
    press(t.seats[1].seal)
    while game.phase == "bid":
        press(t.gate_button)
        press(t.seats[game.current_player].bid)
    assert game.phase == "build" and game.current_player == 0 and t.waiting is None and t.shown == 0
    assert visible(t.seats[0]._pool)[0].startswith("overboard ")


def test_seat_controls_alone_render_only_from_an_observation():
    t = hotseat()
    panel = SeatControls(t, 1, "Bo")
    obs = t.game.observation(1)
    panel.show(obs, ["claim A", "seal"])                         # not Bo's decision: the legal actions are ignored
    assert all(b.disabled for b in panel.claims) and panel.seal.disabled
    assert panel.status.value == "Waiting for Ann to place sailors in secret."
    assert repr(panel) == "<piratoons.SeatControls Bo: waiting>"
    panel.blank()
    assert repr(panel) == "<piratoons.SeatControls Bo: hidden>" and panel.layout.display == "none"


# --- what a teacher saw ---------------------------------------------------------------------------
def test_the_sixth_sailor_does_not_seal_the_claim():
    t = piratoons.play(players=["You", "bot", "bot", "bot"], seed=1)
    game, panel = t.game, t.seats[0]
    claim(t, 0, {"G": 5, "A": 1})                              # every sailor placed
    assert game.phase == "claim" and game.current_player == 0 and game.pending[0][6] == 5
    assert "Claims revealed" not in " ".join(game.log()) and "●" not in t.chest.value
    assert all(b.disabled for b in panel.claims) and not panel.seal.disabled
    assert 'every sailor is placed' in panel.status.value.lower() and "seal my claim" in panel.status.value
    assert t.undo() == 1 and game.pending[0][0] == 0              # still open: it may be taken back
    claim(t, 0, {"A": 1})
    press(panel.seal)                                          # only the player's own press seals it
    assert game.phase == "bid" and "Claims revealed: you A Gx5" in " ".join(game.log())


def _row(table, name) -> list:
    """The cells of a player's row in the shared players' table."""
    row = next(r for r in table.players.value.split("<tr>") if f"</b> {name}" in r)
    return re.findall(r"<td>(.*?)</td>", row)


def test_the_player_table_counts_won_tiles_as_the_ship_shows_them():
    t = piratoons.play(players=["You", "bot", "bot", "bot"], seed=1)
    game, panel = t.game, t.seats[0]
    claim(t, 0, {"A": 1, "B": 1})                              # two equipment tiles and no boat tile
    press(panel.seal)
    assert game.phase == "bid" and codes_won(game, 0) == ["quarters-a", "sail-10"]
    ship = t.ships[0].value
    spill = re.search(r"does not fit: ([^<]*)</text>", ship).group(1)
    cells = _row(t, "You")
    assert cells[4] == "0" and cells[5] == "0 +2 won"           # no boat tile; two pieces of equipment won
    assert cells[6] == f"does not fit: {spill} (2 must go overboard when building)"
    assert sorted(spill.split(", ")) == codes_won(game, 0)
    assert "won, not placed yet" in t.players.value
    press(panel.bid)                                           # an empty fist: on to building
    assert game.phase == "build" and "choose what goes overboard" in _row(t, "You")[6]


def codes_won(game, seat) -> list:
    return sorted(game.comp.tiles[x].code for x in game.won[seat])


def test_the_player_table_and_the_ship_name_a_boat_tile_won_and_waiting():
    t = piratoons.play(players=["You", "bot", "bot", "bot"], seed=1)
    game = t.game
    claim(t, 0, {"H": 6})                                      # b2-5 for You alone
    press(t.seats[0].seal)
    assert "b2-5" in codes_won(game, 0)
    assert _row(t, "You")[4] == "0 +1 won" and "b2-5 to attach when building" in _row(t, "You")[6]
    assert "won, to attach when building: b2-5" in t.ships[0].value


def test_an_out_of_range_bid_is_refused_with_the_rule_and_never_clamped():
    t = piratoons.play(players=["You", "bot", "bot", "bot"], seed=1)
    game, panel = t.game, t.seats[0]
    claim(t, 0, {"G": 3})
    press(panel.seal)
    assert game.phase == "bid" and game.coins[0] == 6
    before, screen_before = game.state_dict(), texts(t.seats[0])
    panel.amount.value = 9
    assert panel.amount.value == 9                             # the box does not clamp it to 6
    press(panel.bid)
    assert game.state_dict() == before and game.bids[0] == -1  # nothing changed
    message = t.message.value
    assert "You has 6 coins and cannot bid 9" in message or "You have 6 coins and cannot bid 9" in message
    assert 'title="rule: auction.coins"' in message and "[rule:" not in message
    assert panel.amount.value == 9 and not panel.bid.disabled   # the player can put it right
    assert texts(t.seats[0]) == screen_before                  # the controls are as they were
    panel.amount.value = -1
    press(panel.bid)
    assert game.state_dict() == before and 'title="rule: auction.bid"' in t.message.value
    assert "a whole number of coins from 0 (an empty fist), not -1" in t.message.value
    assert "write" not in t.message.value and "'bid" not in t.message.value      # words, not notation
    panel.amount.value = 2
    press(panel.bid)
    assert game.bids[0] == 2 or game.phase != "bid"


def test_the_scoring_table_has_grouped_headers_in_plain_words():
    t = piratoons.play(players=["bot", "random", "heuristic"], seed=4)
    game = t.game
    table = game.scoring_table()
    assert list(table.data.columns) == [
        ("Fastest ship", "points"), ("Richest pirate", "points"), ("Biggest ship", "points"), ("Joints", "points"),
        ("Empty slots", "points"), ("Empty slots", "the most"), ("Sets", "points"), ("Total", "points"),
        ("Total", "rank")]
    df = table.detail.data.T                                                # what each category counted
    assert list(dict.fromkeys(df.columns.get_level_values(0))) == [
        "Fastest ship", "Richest pirate", "Biggest ship", "Joints", "Empty slots", "Sets", "Total"]
    assert list(df.columns) == [
        ("Fastest ship", "sails"), ("Fastest ship", "points"), ("Richest pirate", "coins"),
        ("Richest pirate", "points"), ("Biggest ship", "barrels"), ("Biggest ship", "points"),
        ("Joints", "good"), ("Joints", "bad"), ("Joints", "points"),
        ("Empty slots", "slots"), ("Empty slots", "points"), ("Empty slots", "the most"),
        ("Sets", "points"), ("Total", "points"), ("Total", "rank")]
    assert list(df[("Total", "rank")]) == sorted(df[("Total", "rank")])        # best first
    flat = game.scores()                                                    # the flat frame stays as it was
    assert {"points", "rank", "sails_rank", "coins_points"} <= set(flat.columns) and flat.columns.nlevels == 1
    for name in game.names:
        assert df.loc[name, ("Total", "points")] == flat.loc[name, "points"]
        assert df.loc[name, ("Richest pirate", "points")] == flat.loc[name, "coins_points"]
    html = t.scores.value
    assert "Fastest ship" in html and 'colspan="2"' in html and "The game is over." in html
    assert html.count("<table") == 2 and "<details" in html and "<details open" not in html
    assert not re.search(r"sails_rank|coins_points|_points|_rank", html)


# --- your position -----------------------------------------------------------------------------
def test_the_position_panel_shows_the_seat_its_own_situation():
    t = piratoons.play(players=["You", "bot", "bot", "bot"], seed=1)
    panel = t.seats[0]
    claim(t, 0, {"G": 2, "A": 1})
    text = panel.position.value
    assert "Your position" in text and "<th>coins</th><td>3</td>" in text and "<th>sailors left</th><td>3</td>" in text
    assert "A sail-10 ×1, G b4-3 ×2" in text and "ship&#x27;s score now" in text and "you can afford" in text
    press(panel.seal)
    text = panel.position.value
    assert "your revealed claims" in text and "a bid of 0 to" in text and "won, not placed yet" in text
    panel.amount.value = 1
    press(panel.bid)
    assert "your bid" in panel.position.value or t.game.phase != "pick"


def test_the_position_panel_never_holds_another_seats_sealed_claim_or_bid():
    one, two = reach_bo({"A": 3}), reach_bo({"G": 1, "H": 2, "I": 1})
    for t in (one, two):
        assert t.seats[0].position.value == "" and t.seats[1].position.value == ""   # both behind the gate
        press(t.gate_button)
    assert one.seats[1].position.value == two.seats[1].position.value           # Bo's panel: Ann's claim unseen
    assert "<th>your hidden claim</th><td>no sailor yet</td>" in one.seats[1].position.value
    claim(one, 1, {"B": 2})
    claim(two, 1, {"B": 2})
    assert one.seats[1].position.value == two.seats[1].position.value
    assert "B " in one.seats[1].position.value and "×2" in one.seats[1].position.value  # his own, only
    bids = []
    for ann_bid in (0, 3):                                                    # and Ann's sealed bid
        t = reach_bo({"A": 2})
        press(t.gate_button)
        press(t.seats[1].seal)
        press(t.gate_button)
        t.seats[0].amount.value = ann_bid
        press(t.seats[0].bid)
        assert "your bid" not in t.seats[0].position.value                   # Ann's panel is wiped
        press(t.gate_button)
        bids.append(t.seats[1].position.value)
    assert bids[0] == bids[1] and "your bid" not in bids[0]
