"""The Merchants & Marauders play table (nassau.marauders.ui.controller) without a browser: the
map widget's clicks act, narrow the panel or refuse with the rule's words (and change
nothing), bots play on, undo stops at a seen draw, save and load round-trip, the hotseat
gate hides one player's hand from the next, and where widgets cannot run the static view
shows."""

import html

from nassau import marauders
from nassau.kernel.adapter import make_bot
from nassau.marauders.adapter import ADAPTER
from nassau.marauders.ui.controller import Table

from .helpers import sound
from .test_intents import merchant_in


def press(button):
    button.click()


def screen(t) -> str:
    """Everything the table puts on screen, as one text (unescaped)."""
    b = t.board
    parts = [t.header.value, t.gate.text.value, t.gate.button.description, b.svg, b.position, b.message_html,
             repr(b.panel), repr(b.groups), repr(b.choices), t.log_pane.value, t.scores.value]
    return html.unescape("\n".join(parts))


def first_turn(players=("You", "bot", "bot", "bot"), seed=1) -> Table:
    """A table at the human's first turn (round 1, in the home port)."""
    t = marauders.play(players=list(players), seed=seed)
    while t.game.sub == "first-ship":
        t.board.click({"action": "ship sloop"})
    assert t.game.sub == "action" and t.is_human(t.game.current_player)
    return t


# --- clicks ------------------------------------------------------------------------------------------
def test_a_click_on_a_zone_sails_there_and_the_map_is_redrawn():
    t = first_turn()
    b, you = t.board, t.game.players[0]
    assert b.panel[:2] == ["turn", "In port at St. John"] and "Your position" in b.position
    assert b.click({"zone": "st-john"}) is None and not you.in_port       # your own zone, from port: leave it
    rev = b.revision
    assert b.click({"zone": "st-maarten"}) is None
    assert t.game.comp.zones[you.zone].id == "st-maarten" and b.revision > rev
    assert b.message_kind == "result" and "You sail to St. Maarten." in b.message


def test_an_illegal_click_says_which_rule_and_changes_nothing():
    t = first_turn()
    b = t.board
    b.click({"zone": "st-john"})                                           # to sea
    state, svg, rev = t.game.state_dict(), b.svg, b.revision
    error = b.click({"zone": "havana"})
    assert error.rule == "move.adjacent"
    assert b.message_kind == "error" and b.message.startswith("Havana does not border")
    assert 'title="rule: move.adjacent"' in b.message_html and "[rule" not in b.message_html
    assert t.game.state_dict() == state and b.svg == svg and b.revision == rev


def test_a_click_on_your_own_ship_narrows_the_panel_and_cancel_puts_it_away():
    t = first_turn()
    b = t.board
    b.click({"zone": "st-john"})
    merchant_in(t.game, "st-john")
    t._refresh()
    state = t.game.state_dict()
    assert b.click({"piece": "captain 0"}) is None
    assert [c[0] for c in b.choices] == ["enter port", "scout merchant"] and "choose below" in b.message
    assert t.game.state_dict() == state                                     # asked, not acted
    b.click({"cancel": True})
    assert b.choices == [] and b.message == ""
    b.click({"piece": "captain 0"})
    b.click({"action": "enter port"})
    assert t.game.players[0].in_port and b.choices == []


def test_the_port_action_is_a_panel_of_groups_ending_with_done():
    t = first_turn()
    b = t.board
    b.click({"harbour": "st-john"})                                        # your harbour, in port: the port action
    assert t.game.sub == "port" and b.panel[:2] == ["port", "Port action in St. John"]
    names = [name for name, _ in b.groups]
    assert names[-1] == "Finish" and b.groups[-1][1] == [["done", "end the port action", ""]]
    assert {"Market", "Shipyard"} <= set(names)
    b.click({"action": "done"})
    assert t.game.sub == "action"


def test_a_click_when_a_bot_decides_is_refused():
    t = first_turn()
    t.auto.value = False
    t.board.click({"action": "end turn"})
    assert not t.is_human(t.game.current_player)
    state = t.game.state_dict()
    assert t.board.click({"zone": "nassau"}).rule == "turn" and t.game.state_dict() == state
    assert t.board.groups == [] and t.board.panel == ["", "", ""]             # nothing offered to a bot's turn
    assert t.run_bots("one") == 1
    assert t.run_bots("turn") >= 1
    t.auto.value = True
    assert t.is_human(t.game.current_player) or t.game.is_over


def test_a_whole_game_plays_through_the_widget():
    t = marauders.play(players=["You", "bot", "bot", "bot"], seed=2)
    helper = make_bot(ADAPTER, "heuristic", 5)
    for _ in range(3000):
        if t.game.is_over:
            break
        assert t.board.click({"action": helper.choose(t.game).notation}) is None
    assert t.game.is_over and "The game is over." in t.scores.value
    assert t.board.groups == [] and "final position" in t.board.position
    assert sound(t.game)


# --- undo -------------------------------------------------------------------------------------------
def test_undo_takes_back_a_move_and_stops_at_a_seen_roll():
    t = first_turn()
    b = t.board
    before = t.game.state_dict()
    b.click({"zone": "st-john"})
    b.click({"zone": "st-maarten"})
    assert t.undo() == 1 and t.game.comp.zones[t.game.players[0].zone].id == "st-john"
    assert "Took back 1 decision" in b.message
    assert t.undo() == 1 and t.game.state_dict() == before
    assert t.undo() == 0 and b.message_kind == "error" and "event card was drawn" in b.message
    assert 'title="rule: undo.seen"' in b.message_html and t.game.state_dict() == before
    b.click({"zone": "st-john"})
    merchant_in(t.game, "st-john")
    b.click({"action": "scout merchant"})
    state = t.game.state_dict()
    assert t.undo() == 0 and t.game.state_dict() == state and "undo.seen" in b.message_html


# --- save and load --------------------------------------------------------------------------------------
def test_save_and_load_round_trip(tmp_path):
    t = first_turn()
    t.board.click({"zone": "st-john"})
    path = tmp_path / "mm.json"
    assert t.save(path) == path and "Saved to" in t.board.message
    other = first_turn()
    assert other.load(path) is True and "Loaded" in other.board.message
    assert other.game.state_dict() == t.game.state_dict() and other.board.game is other.game
    assert other.game.log() == t.game.log()
    other.board.click({"zone": "st-maarten"})                              # the loaded game plays on
    assert other.game.comp.zones[other.game.players[0].zone].id == "st-maarten"
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    state = other.game.state_dict()
    assert other.load(bad) is False and other.board.message_kind == "error" and other.game.state_dict() == state


# --- hidden information ------------------------------------------------------------------------------------
def hand_names(game, seat) -> set:
    return {game.comp.glory[c].name for c in game.players[seat].hand}


def test_your_position_shows_your_own_hand_and_stash_and_nobody_elses():
    t = first_turn()
    g = t.game
    mine, theirs = hand_names(g, 0), set().union(*(hand_names(g, s) for s in (1, 2, 3)))
    assert mine and all(name in t.board.position for name in mine)
    assert "Stash" in t.board.position and "Only on your screen" in t.board.position
    assert not any(name in screen(t) for name in theirs - mine)


def hotseat(seed=1) -> Table:
    """Anja and Bo share the screen with two bots."""
    return marauders.play(players=["Anja", "Bo", "bot", "bot"], seed=seed)


def test_hotseat_passes_the_screen_through_a_gate_that_hides_the_hand():
    t = hotseat()
    g = t.game
    first = g.current_player
    assert t.waiting == first and t.shown is None and t.gate.is_up
    assert t.board.position == "" and t.board.groups == []
    assert f"Pass the screen to {g.names[first]}" in t.gate.text.value
    assert t.board.click({"action": "ship sloop"}).rule == "hotseat.gate" and g.sub == "first-ship"
    press(t.gate.button)
    assert t.shown == first and not t.gate.is_up and "Your position" in t.board.position
    t.board.click({"action": "ship sloop"})
    while g.current_player == first and g.sub == "first-ship":
        t.board.click({"action": "ship sloop"})
    other = g.current_player
    assert other != first and t.is_human(other)
    assert t.waiting == other and t.gate.is_up and t.board.position == ""
    shown, secret = screen(t), hand_names(g, first) - hand_names(g, other)
    assert secret and not any(name in shown for name in secret)
    assert "Only on" not in shown
    press(t.gate.button)
    assert t.shown == other and all(name in t.board.position for name in hand_names(g, other))


def test_hotseat_screen_at_the_gate_is_the_same_whatever_the_hand():
    """Two tables that differ only in the hidden hand of the seat that just decided show the same screen."""
    one, two = hotseat(), hotseat()
    for t in (one, two):
        press(t.gate.button)
        g = t.game
        seat = g.current_player
        while g.current_player == seat and g.sub == "first-ship":
            t.board.click({"action": "ship flute"})
    g = two.game
    spare = next(c for c in g.glory_deck if c not in one.game.players[0].hand)
    p = g.players[0]
    g.glory_deck = tuple(c for c in g.glory_deck if c != spare) + (p.hand[0],)
    p.hand = (spare,) + p.hand[1:]
    two._refresh()
    one._refresh()
    assert one.waiting is not None and one.waiting == two.waiting
    assert screen(one) == screen(two)


def test_a_loaded_game_starts_behind_the_gate_with_two_humans(tmp_path):
    t = hotseat()
    press(t.gate.button)
    path = t.save(tmp_path / "hot.json")
    assert t.load(path) and t.waiting is not None and t.board.position == ""


# --- where widgets cannot run --------------------------------------------------------------------------------
def test_the_static_view_is_the_map_and_the_captains():
    t = first_turn()
    bundle = t._repr_mimebundle_()
    assert bundle["text/plain"] == repr(t) and bundle["text/plain"].startswith("<marauders.Table: Round 1")
    assert "<img" in bundle["text/html"] and "Your position" not in bundle["text/html"]
    assert t.board._repr_mimebundle_()["text/html"] == bundle["text/html"]


def test_names_from_users_are_escaped_everywhere():
    evil = '<b onmouseover="x">Ann&Co</b>'
    t = marauders.play(players=[evil, "bot"], seed=3)
    while t.game.sub == "first-ship" and t.is_human(t.game.current_player):
        t.board.click({"action": "ship sloop"})
    for text in (t.header.value, t.board.svg, t.board.position, t.board.message_html, t.log_pane.value):
        assert evil not in text and "<b onmouseover" not in text


def test_a_declaration_carries_its_exact_chance_to_win_the_contest():
    from fractions import Fraction

    from nassau.marauders.bots import odds
    from nassau.marauders.ui.widget import offer, panel_of
    g = marauders.new_game(["You", "Jonah", "Jon", "Ewan"], seed=14)
    with g.edit() as e:
        e.ship("You", "frigate").at("You", "tortuga").turn("You")
        e.ship("Jon", "flute").at("Jon", "tortuga")
    g.apply("scout captain Jon")
    assert g.sub == "declare"
    you, jon = g.players[0], g.players[2]
    # Christian Marquis's 4 Seamanship against Pieter Claeszoon's 2, maneuverability 3 against 2: no bonus die
    exact = odds.contest(4, 2)["attacker"]
    assert exact == odds.contest(4, 2, attacker_maneuver=3, defender_maneuver=2)["attacker"] == Fraction(367, 486)
    assert offer(g, g.parse_action("shoot"))[2] == f"wins the contest {100 * float(exact):.0f} %"
    _, groups = panel_of(g)
    notes = {o[0]: o[2] for _, items in groups for o in items}
    assert notes["shoot"] == "wins the contest 76 %"
    assert all(n == "" for k, n in notes.items() if k != "shoot" and not k.startswith("play "))   # a card says its effect
    you.primed = ("reroll",)                     # a re-roll makes the odds inexact: no note
    assert offer(g, g.parse_action("shoot"))[2] == ""
    you.primed = ("extra-die",)                  # two dice more
    assert offer(g, g.parse_action("shoot"))[2] == f"wins the contest {100 * float(odds.contest(6, 2)['attacker']):.0f} %"
    assert jon.primed == ()


def test_the_contest_odds_are_the_deciding_captains_own_whatever_the_seats():
    """The note is for the side that declares (the aggressor or the defender), by its seat:
    here the defender, seat 3, against seat 2, with different Seamanship."""
    from nassau.marauders.bots import odds
    from nassau.marauders.rules.combat import deciding_side
    from nassau.marauders.ui.widget import offer
    g = marauders.new_game(["Anja", "Jonah", "Jon", "Ewan"], seed=14)
    with g.edit() as e:
        e.captain("Jon", "christian-marquis").captain("Ewan", "pieter-claeszoon")
        e.captain("Jonah", "felipe-de-los-reyes")     # seat 1: the seat a side number would name
        e.ship("Jon", "frigate").at("Jon", "tortuga").turn("Jon")
        e.ship("Ewan", "flute").at("Ewan", "tortuga")
    g.apply("scout captain Ewan")
    g.apply("shoot")                               # Jon, the aggressor, has declared
    assert g.sub == "declare" and g.cur == 3 and deciding_side(g) == 1
    # Ewan's 2 Seamanship against Jon's 4 (maneuverability 2 against 3: no bonus die)
    mine = odds.contest(2, 4)["attacker"]
    assert offer(g, g.parse_action("shoot"))[2] == f"wins the contest {100 * float(mine):.0f} %"
    assert mine < odds.contest(4, 2)["attacker"]    # the other way round would be Jon's odds


def test_every_declaration_of_random_games_has_a_note_and_no_error():
    from nassau.kernel.rng import Rng
    from nassau.marauders.ui.widget import contest_note
    notes = 0
    for seed in range(12):
        g = marauders.new_game(4, seed=seed)
        rng = Rng(seed)
        while not g.is_over and g.round < 12:
            if g.sub == "declare":
                for a in g.legal_actions():
                    note = contest_note(g, a)
                    assert note == "" or note.startswith("wins the contest ")
                    notes += bool(note)
            g.apply(rng.choice(g.legal_actions()))
    assert notes > 50


def test_a_game_with_every_seas_of_glory_switch_plays_through_the_widget_panel():
    """Each decision a switch adds is a button of a named group of the panel, described in words."""
    from nassau.marauders.seas_of_glory.switches import playable
    t = marauders.play(players=["You", "bot", "bot", "bot"], seed=4, options={"round_limit": 12}, **playable())
    assert t.game.modules and t.game.variants
    helper = make_bot(ADAPTER, "heuristic", 9)
    kinds = set()
    for _ in range(5000):
        if t.game.is_over:
            break
        if not t.is_human(t.game.current_player):
            t.board.click({"action": helper.choose(t.game).notation})
            continue
        choice = helper.choose(t.game)
        offered = {n: (group, words) for group, buttons in t.board.groups for n, words, _ in buttons}
        assert choice.notation in offered, (choice.notation, t.game.prompt())
        group, words = offered[choice.notation]
        assert group != "Other" and words, (choice.notation, group, words)
        kinds.add(choice.kind)
        assert t.board.click({"action": choice.notation}) is None
    assert t.game.is_over and sound(t.game)
    assert len(kinds) >= 10


def test_a_captains_death_stays_in_the_message_however_many_lines_follow():
    """The message shows the newest lines of the log; a sinking, a death and the new captain
    are kept on screen above them, and the next panel says the captain is new."""
    from nassau.marauders.rules import death
    t = first_turn()
    g = t.game
    you = g.players[0]
    death.sink(g, you, "the test's cannonade")
    for i in range(14):
        g._event("Line {} of the bots' turns.", i)
    g.sub, g.cur = "new-ship", 0
    t.board.refresh()
    shown = html.unescape(t.board.message_html)
    assert "Your sloop sinks (the test's cannonade)." in shown and "You drown." in shown
    assert "You lose " in shown and "the new captain is" in shown
    assert "Line 13 of the bots' turns." in shown and "Line 5 of the bots' turns." not in shown
    assert "(6 earlier lines in the log below.)" in shown
    assert shown.index("You drown.") < shown.index("earlier lines") < shown.index("Line 6 of")
    title = t.board.panel[1]
    card = g.comp.captains[you.card]
    assert title.startswith("Your captain is dead: the new captain, " + card.name)


def test_a_short_message_keeps_its_lines_in_order_and_counts_nothing():
    t = first_turn()
    for i in range(3):
        t.game._event("Line {}.", i)
    t.board.refresh()
    assert html.unescape(t.board.message_html).count("Line") == 3 and "earlier" not in t.board.message_html


def test_in_a_fight_both_ships_are_drawn_above_the_map_and_only_then():
    game = marauders.new_game(["You", "Jonah", "Jon", "Ewan"], seed=14)
    with game.edit() as e:
        e.ship("You", "frigate").at("You", "tortuga").turn("You")
        e.ship("Jon", "flute").at("Jon", "tortuga")
    t = Table(game, [None, "bot", "bot", "bot"], seed=1)
    assert "marauders-widget-fight" not in t.board.svg
    t.board.click({"action": "scout captain Jon"})
    assert game.fight is not None                  # this seed's scouting roll finds him
    svg = html.unescape(t.board.svg)
    assert svg.index("marauders-widget-fight") < svg.index("marauders-map")
    fight = svg[:svg.index("marauders-map")]
    assert "Frigate" in fight and "Flute" in fight and "You" in fight and "Jon" in fight


def test_a_port_activity_that_closed_says_which_rule_closed_it():
    """After a weapon and a rumor, the shipyard's and the rumor's groups are gone from the
    port panel; the panel lists them as closed, each with the rule's words, and a click on
    one of their actions is refused with the same rule."""
    t = first_turn()
    g = t.game
    with g.edit() as e:
        e.gold("You", 30)
    t.board.refresh()
    t.board.click({"action": "port"})
    assert t.board.closed == []
    shipyard = next(items for name, items in t.board.groups if name == "Shipyard")
    t.board.click({"action": "buy weapon chain-shot"})
    t.board.click({"action": "rumor"})
    while g.sub != "port":
        t.board.click({"action": g.legal_actions()[0].notation})
    closed = dict(t.board.closed)
    assert set(closed) == {"Shipyard", "Special weapons"}        # weapons are bought at the shipyard
    assert "the shipyard is one activity of the port action" in closed["Shipyard"].lower()
    assert "Shipyard" not in {name for name, _ in t.board.groups}
    error = t.board.click({"action": shipyard[0][0]})
    assert error.rule == "shipyard.closed" and g.sub == "port"
    assert g.why_not("done") is None and g.why_not("sail nowhere").rule == "notation"


def test_the_undo_button_is_greyed_out_with_the_reason_when_undo_would_be_refused():
    t = first_turn()
    undo = t.buttons["undo"]
    assert undo.disabled and "event card was drawn" in undo.tooltip     # the round's event came after the ship
    t.board.click({"action": "port"})
    assert not undo.disabled and undo.tooltip.startswith("take back")  # the port action showed nothing
    t.board.click({"action": "rumor"})                      # a die rolled and a card drawn: both seen
    assert undo.disabled and "seen" in undo.tooltip
    assert t.undo() == 0
    fresh = marauders.play(players=["You", "bot"], seed=1)
    assert fresh.buttons["undo"].disabled and fresh.buttons["undo"].tooltip == "There is no decision to undo"


def test_a_question_about_a_hidden_card_names_the_card_for_the_captain_asked():
    """With favors, a glory card drawn may be drawn again for a favor; the panel (the asked
    captain's alone) names the card, which the public prompt does not."""
    from nassau.kernel.rng import Rng
    t = marauders.play(players=["You", "bot"], seed=32, modules=["favors", "locations", "ship-mods"])
    g, rng = t.game, Rng(32)
    for _ in range(300):
        if g.sub == "question" and g.question.card:
            break
        if g.current_player != 0:
            t.run_bots("one")
        else:
            t.board.click({"action": rng.choice(g.legal_actions()).notation})
    assert g.sub == "question" and g.question.card
    card = next(c for c in g.comp.glory if c.id == g.question.card)
    assert f"The card drawn: {card.name}" in t.board.panel[1]
    assert card.name not in g.prompt()


def test_the_banner_keeps_a_humans_bad_news_until_dismissed_or_his_turn_after_next():
    """A sinking and the new captain, cargo overboard and a bounty of the human's are kept in
    the banner above the message; a bot's are not; 'got it' puts it away, and otherwise it
    goes when the human's next turn begins (news from the bots' turns, shown as his turn
    begins, stays through that turn)."""
    from nassau.marauders.rules import bounties, death, turns
    t = first_turn()
    g = t.game
    you, bot = g.players[0], g.players[1]
    bounties.add(g, you, "spanish", "a test")
    bounties.add(g, bot, "french", "a test")
    death.sink(g, you, "the test's cannonade")
    for i in range(12):
        g._event("Line {} of the bots' turns.", i)
    t.board.refresh()
    banner = html.unescape(t.board.banner)
    assert "You take a Spanish bounty for a test" in banner and "Your sloop sinks" in banner
    assert "You lose " in banner and "the new captain is" in banner
    assert bot.name not in banner
    t.board.click({"dismiss": True})
    assert t.board.banner == ""
    bounties.add(g, you, "english", "another test")
    t.board.refresh()
    assert "English bounty" in html.unescape(t.board.banner)
    g._event("Line {} of this turn.", 1)            # this turn goes on: still there
    t.board.refresh()
    assert "English bounty" in html.unescape(t.board.banner)
    g._event(turns.TURN_START, you.name)            # the next turn: gone
    t.board.refresh()
    assert t.board.banner == ""
    death.sink(g, you, "a bot's broadside")         # in the bots' turns, then his own begins: shown through it
    g._event(turns.TURN_START, you.name)
    t.board.refresh()
    assert "a bot's broadside" in html.unescape(t.board.banner)
    g._event("Line {} of this turn.", 2)
    t.board.refresh()
    assert "a bot's broadside" in html.unescape(t.board.banner)


def test_a_glory_cards_button_says_in_short_what_the_card_does():
    from nassau.marauders.ui.widget import GLORY_EFFECTS, glory_note, offer
    g = marauders.new_game(["You", "Bot"], seed=1)
    for card in {c.name: c for c in g.comp.glory}.values():
        text = card.text or GLORY_EFFECTS.get(card.effect, card.effect)
        note = glory_note(text)
        assert note and len(note) < len(text) and note.removeprefix("hire: ") in text
    specialist = next(c for c in g.comp.glory if c.name == "Boatswain")
    assert glory_note(specialist.text or GLORY_EFFECTS[specialist.effect]) == "hire: +1 Leadership"
    steady = next(c for c in g.comp.glory if c.name == "Steady Hand")
    assert glory_note(steady.text or GLORY_EFFECTS[steady.effect]) == "roll 2 more dice"
    # on the panel: a card in hand that may be played shows its note on the button
    with g.edit() as e:
        e.ship("You", "sloop").at("You", "tortuga").glory_card("You", "fair-winds-1").turn("You")
    play = next(a for a in g.legal_actions() if a.kind == "play")
    assert offer(g, play)[2] == "take 1 more action this turn"


def test_the_header_says_how_the_game_is_won_and_a_variant_changes_the_stashs_words():
    from nassau.marauders.ui.controller import goal
    t = first_turn()
    header = html.unescape(t.header.value)
    assert "The first captain to 10 glory wins; every 10 gold stashed in the home port counts 1 glory" in header
    dear = marauders.new_game(["You", "Bot"], seed=1, variants={"glory-or-death"})
    assert "rising prices" in goal(dear) and "every 10 gold" not in goal(dear)


def test_a_death_in_a_crew_combat_keeps_its_cause_in_the_banner():
    from nassau.marauders.rules import death
    t = first_turn()
    g = t.game
    you = g.players[0]
    death.die(g, you, "{} <is> killed in the crew combat with {}.", "the French navy")
    t.board.refresh()
    banner = html.unescape(t.board.banner)
    assert "You are killed in the crew combat with the French navy." in banner and "the new captain is" in banner


def test_the_first_rule_note_says_how_the_game_is_won():
    from nassau.marauders.views import lessons
    g = marauders.new_game(["You", "Bot"], seed=1)
    assert lessons.key(g) == "first-ship"                     # the game's first decision
    assert "the first captain with 10 glory points" in html.unescape(lessons.note_html(lessons.key(g)))


def test_a_declarations_note_says_what_winning_the_contest_leads_to():
    from nassau.marauders.ui.widget import offer
    from .test_combat import duel, fight, loc, to_round_2
    g = fight(duel(), 1, 1, 1, 1)
    to_round_2(g)
    loc(g, "Anja", crew=1)
    notes = {a.notation: offer(g, a)[2] for a in g.legal_actions()}
    assert notes["board"].endswith(", then a crew combat: your 1 crew against 2")
    assert notes["flee"].endswith(", then you escape")
    assert notes["shoot"].startswith("wins the contest") and "cannon" not in notes["shoot"]
    loc(g, "Anja", cannons=0)
    assert offer(g, g.parse_action("shoot"))[2].endswith("; no cannon left to fire")


def test_a_decisions_own_result_stays_in_the_message_over_the_bots_turns():
    """What the student's decision led to (here a scouting that found nothing) is kept above
    the bots' turns that followed it; their own lines are the newest ones shown."""
    from nassau.marauders.rules import turns
    t = first_turn()
    g = t.game
    g._event("{} <looks> for a merchant and <finds> none.", "You")
    g._event(turns.TURN_START, "Bot 2")
    for i in range(12):
        g._event("Line {} of the bots' turns.", i)
    t.board.refresh()
    shown = html.unescape(t.board.message_html)
    assert "You look for a merchant and find none." in shown
    assert "Line 11 of the bots' turns." in shown and "Line 3 of the bots' turns." not in shown
    assert shown.index("find none") < shown.index("earlier lines") < shown.index("Line 11 of")
