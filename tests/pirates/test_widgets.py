"""The board widget and the play controller, driven through their traits and message handlers."""

import re
import subprocess
import sys
import venv
import xml.etree.ElementTree as ET
from pathlib import Path

import ipywidgets as w

from ..helpers_html import pictures, survives_the_sanitiser
from nassau import pirates
from nassau.display import panels
from nassau.pirates.bots import odds
from nassau.pirates.views.render import positions
from nassau.pirates.ui.widget import BoardWidget
from nassau.pirates.views.position import position_html

from . import widget_positions as positions_for

ROOT = Path(__file__).resolve().parents[2]
SVG_NS = "{http://www.w3.org/2000/svg}"


def board(seed=1):
    game = pirates.new_game(players=["Anja", "Jonah", "Jon"], seed=seed)
    return game, BoardWidget(game)


def notes(b) -> dict:
    """{notation: odds note} of the choices the widget offers."""
    return {n: note for n, _, note in b.actions}


# --- the board and its clicks ----------------------------------------------------------------------
def test_board_state_travels_in_traits():
    game, b = board()
    assert b.svg == str(game.to_svg().__class__(b.svg)) and 'data-space="7"' in b.svg
    targets = {a.c for a in game.legal_actions() if a.kind == "move"}
    for s in range(1, 21):
        assert (f'data-space="{s}" class="hit target"' in b.svg) == (s in targets)
    assert "data-space" not in str(game.to_svg())          # static output has no click targets
    assert repr(b) == f"<pirates.BoardWidget: {game.prompt()}>"


def test_a_click_from_the_front_end_plays_the_only_matching_action():
    game, b = board()
    p = game.players[game.cur]
    space = next(a.c for a in game.legal_actions() if a.kind == "move" and a.c != 7)
    revision = b.revision
    b._handle_custom_msg({"intent": {"space": space}}, [])  # what model.send() delivers
    assert p.pos == space and b.revision == revision + 1
    assert game.sub == "act" and f"sails to space {space}" in game.log()[-1]
    assert b.message == game.log()[-1] and b.message_kind == "result"      # what the move did, said


def test_an_ambiguous_click_narrows_the_one_row_of_choices_then_plays_it():
    game, b = board(seed=1)
    options = [a for a in game.legal_actions() if a.kind == "move" and a.c == 7]
    assert len(options) > 1                                   # several dice can reach midpoint 7
    assert [n for n, _, _ in b.actions] == game.legal_actions().notations()
    b._handle_custom_msg({"intent": {"space": 7}}, [])
    assert [c[0] for c in b.choices] == [a.notation for a in options] and game.players[game.cur].moves == 0
    assert b.message == "Several moves reach space 7: choose one below." and "Choose one:" not in b.message
    b._handle_custom_msg({"intent": {"cancel": True}}, [])    # put away: every legal action again
    assert b.choices == [] and b.message == "" and game.players[game.cur].moves == 0
    b.click({"space": 7})
    b._handle_custom_msg({"intent": {"action": options[-1].notation}}, [])
    assert game.history[-1] == options[-1] and b.choices == []


def test_a_refusal_reads_in_plain_words_with_the_rule_in_the_tooltip():
    game, b = board()
    before, svg = game.state_dict(), b.svg
    err = b.click({"space": 15})
    assert err.rule == "movement.first" and b.message_kind == "error" and b.message_rule == "movement.first"
    assert b.message == "The first move goes to the die's space (1) or to midpoint 7, not 15."
    assert "[rule" not in b.message and "[rule" not in b.message_html
    assert 'title="rule: movement.first"' in b.message_html and ">The first move goes" in b.message_html
    assert game.state_dict() == before and b.svg == svg
    for intent, rule in (({"navy": 0}, "sequence"), ({"tile": 0}, "sequence"), ({"space": 99}, "intent"),
                         ({"action": "sack 9/9"}, "sequence"), ({"action": "fly"}, "notation")):
        assert b.click(intent).rule == rule and game.state_dict() == before
        assert f'title="rule: {rule}"' in b.message_html and "[rule" not in b.message


def test_navy_cards_and_tiles_are_clickable_in_their_steps():
    game = pirates.new_game(players=["Anja", "Jonah", "Jon"], seed=2)
    with game.edit() as e:
        e.navy_display("empty", "2/3", "4/4").start("navy")
    b = BoardWidget(game)
    assert 'data-navy="0" class="hit target"' in b.svg
    b.click({"navy": 1})                                       # the 2/3 card: which captain card?
    assert {c[0] for c in b.choices} == {f"navy 2/3 {c}" for c in ("3/3", "2/2", "2/1", "1/2")}
    b.click({"navy": 0})                                       # empty ocean: a single action
    assert game.history[-1].notation == "navy empty"
    g2 = pirates.new_game(players=["Anja", "Jonah", "Jon"], seed=2)
    with g2.edit() as e:
        e.nassau("topsail").hold("Anja", goods=2, rum=1).infamy("Anja", 9).start("buy")
    b2 = BoardWidget(g2)
    tile = g2.harbour[1][0]
    assert f'data-tile="{tile}" class="hit target"' in b2.svg
    b2.click({"tile": tile})
    assert g2.history[-1].notation == "buy topsail b2"


# --- nothing drawn on a target takes its click; nothing hides a value ------------------------------------
def _elements_outside_targets(svg: str):
    """Every drawn element that is not part of a click target, with whether pointer events reach it."""
    root = ET.fromstring(svg)

    def walk(node, quiet, in_hit):
        for child in node:
            tag = child.tag.replace(SVG_NS, "")
            hit = in_hit or "hit" in (child.get("class") or "").split()
            off = quiet or child.get("pointer-events") == "none"
            if tag in ("rect", "circle", "path", "polyline", "line", "text") and not hit:
                yield tag, child, off
            yield from walk(child, off, hit)

    return list(walk(root, False, False))


def test_decoration_lets_every_click_through_to_the_targets():
    for name, make in positions_for.POSITIONS.items():
        svg = BoardWidget(make()).svg
        drawn = _elements_outside_targets(svg)
        background = drawn[0]
        assert background[0] == "rect" and background[1].get("width") == "1030"     # under everything
        catches = [ET.tostring(e, encoding="unicode")[:90] for _, e, off in drawn[1:] if not off]
        assert catches == [], f"{name}: decoration that would swallow a click: {catches}"
        assert 'class="hit target"' in svg


def _piece_boxes(svg: str):
    """(x, y, width, height) of the dice and ship icons beside the spaces."""
    pieces = ET.fromstring(svg).find(f"{SVG_NS}g[@class='pieces']")
    for rect in pieces.iter(f"{SVG_NS}rect"):
        yield float(rect.get("x")), float(rect.get("y")), float(rect.get("width")), float(rect.get("height"))
    for path in pieces.iter(f"{SVG_NS}path"):
        nums = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", path.get("d"))]
        yield nums[0], nums[1] - 9, 16, 16


def test_ships_and_dice_stand_beside_crowded_spaces_not_on_them():
    pos = positions()
    for make, space in ((positions_for.four_ships_on_seven, 7), (positions_for.ships_on_a_merchant, 3),
                        (positions_for.seven_is_a_target, 7)):
        game = make()
        svg = BoardWidget(game).svg
        boxes = list(_piece_boxes(svg))
        x, y = pos[space]
        on_space = sum(p.pos == space for p in game.players) + sum(s == space for p in game.players for s, _ in p.path)
        assert len(boxes) == on_space
        assert all(bx >= x + 30 for bx, _, _, _ in boxes), "a piece covers the space (a merchant's values)"
        rows = sorted({by + bh / 2 for bx, by, bw, bh in boxes if bw == 12})     # the dice, one a player here
        assert len(rows) == sum(any(s == space for s, _ in p.path) for p in game.players)
        assert all(b - a >= 13 for a, b in zip(rows, rows[1:]))        # one row a player, never stacked
    svg = BoardWidget(positions_for.ships_on_a_merchant()).svg
    assert ">1/1</text>" in svg                                        # the merchant's values are drawn


def test_infamy_labels_one_apart_do_not_overlap():
    svg = BoardWidget(positions_for.infamy_one_apart()).svg
    labels = re.findall(r'<text class="halo halo-bg" x="([\d.]+)" y="(\d+)" font-size="10">'
                        r'<tspan[^>]*>■</tspan> ([^<]+)</text>', svg)
    assert {t for _, _, t in labels} == {"You 10", "Bot 2 11", "Bot 3 12", "Bot 4 40"}
    spans = sorted((int(y), float(x), float(x) + len(t) * 5.6 + 12) for x, y, t in labels)
    for (y1, a1, b1), (y2, a2, b2) in zip(spans, spans[1:]):
        assert y1 != y2 or b1 + 4 <= a2, f"labels overlap: {spans}"


def test_route_lines_run_under_the_spaces_and_labels_have_a_halo():
    svg = BoardWidget(positions_for.long_routes()).svg
    assert svg.index("route-line") < svg.index('data-space="1"')     # drawn first, under the spaces
    assert '<text class="halo halo-deep" x="956" y="332"' in svg        # Porto Bello's name


# --- your position ------------------------------------------------------------------------------------
def test_the_position_panel_in_nassau_shows_everything_you_have_and_what_you_can_afford():
    game = positions_for.nassau_buying()
    t = positions_for.table(game)
    p = game.players[0]
    html = t.board.position
    assert game.current_player == 0 and 'data-seat="0"' in html and "Your position" in html
    assert f"Hold {p.held()}/{game.ship.capacity(p)}" in html
    assert "1 peso, 2 gunpowder, 1 goods, 1 rum, 1 hostage" in html and "Hold 6/6" in html
    assert "4 pesos buried, 1 doubloon" in html
    cards = re.findall(r'<span class="nassau-chip ([^"]*)"[^>]*>(\d/\d)</span>', html)
    assert cards == [("", "3/3"), ("is-used", "2/2"), ("is-used", "2/1"), ("", "1/2")]
    assert "Trade wind</span><span>1 token" in html
    assert re.search(r'nassau-chip is-used"[^>]*>b3 Lookout \(used\)<', html)
    assert ">b2 Topsail<" in html and ">s1 Long Guns<" in html
    sail, cannon = game.ship.sail(p), game.ship.cannon(p)
    assert f"sail {sail}, cannon {cannon}" in html and (sail, cannon) == (2, 2)
    for item in ("hull", "sail", "mizzen", "crew", "section"):        # the prices against the hold
        cost = game.comp.costs[item]
        ok = all(p.hold[i + 1] >= n for i, n in enumerate(cost)) and (item != "section" or p.extra < 2)
        row = re.search(rf'<div class="nassau-price (can|cannot)" data-item="{item}"', html)
        assert row.group(1) == ("can" if ok else "cannot"), item
    on_sale = {game.comp.kinds[a.a].name for a in game.legal_actions() if a.kind == "buy" and a.a != "section"}
    listed = re.search(r"On sale for you now: ([^<]*)<", html).group(1).replace("&#x27;", "'")
    assert on_sale and set(listed.split(", ")) == on_sale and "Great Cannon" in on_sale
    assert "1 peso buys 2 of a resource (1 peso in the hold)" in html
    assert "deck" not in html.lower()                                  # nothing of the face-down decks


def test_the_position_panel_shows_your_dice_and_your_ship_against_ports_and_the_navy():
    game = positions_for.seven_is_a_target()
    t = positions_for.table(game)
    html = t.board.position
    assert re.findall(r'class="nassau-die"[^>]*>(\d)</span>', html) == ["2", "5", "6"]
    game = positions_for.sack_to_choose()
    html = positions_for.table(game).board.position
    assert "sail 1, cannon 1; when sacking: cannon 3" in html and "You used a 5 to sail to space 5." in html
    game = positions_for.navy_to_face()
    html = positions_for.table(game).board.position
    assert "against the Navy: sail 1, cannon 3" in html


def dice_row(html: str) -> str:
    """The Dice row of the position panel as a reader hears it: its words, the markup gone."""
    row = re.search(r'<span class="nassau-pos-label">Dice</span>(.*?)</div>', html).group(1)
    return " ".join(re.sub(r"<[^>]+>", " ", row).split())


def test_the_dice_row_says_in_a_sentence_where_each_used_die_took_you():
    game = positions_for.long_routes()                                  # You sailed 6 then 6, one die left
    t = positions_for.table(game, auto=False)
    assert dice_row(t.board.position) == "6 · You used a 6 to sail to space 6 and a 6 to sail to space 12."
    t.act(next(a.notation for a in game.legal_actions() if a.kind == "move" and a.c == 18))
    assert dice_row(t.board.position) == ("none left · You used a 6 to sail to space 6, a 6 to sail to space 12 "
                                          "and a 6 to sail to space 18.")
    bot = dice_row(position_html(game, 1))                               # a bot's dice, in the third person
    assert bot.endswith("Bot 2 used a 1 to sail to space 1 and a 1 to sail to space 2.")
    assert dice_row(position_html(positions_for.new(), 0)) == "1 1 6"     # before the first move: the dice alone


def test_the_panel_follows_the_last_human_while_bots_decide():
    game = positions_for.seven_is_a_target()
    t = positions_for.table(game, auto=False)
    t.act("2>2")
    t.act("pass")
    assert not t.is_human(t.game.current_player)
    assert 'data-seat="0"' in t.board.position and "waiting; Bot 2 decides" in t.board.position
    assert t.board.actions == []                                       # no choices for a bot's decision


# --- odds beside each fight choice ---------------------------------------------------------------------
def test_each_sack_choice_shows_its_exact_odds():
    game = positions_for.sack_to_choose()
    b = positions_for.table(game).board
    p = game.players[0]
    defence = 4 + game.comp.spaces[p.pos].zone                         # St. Augustine, zone 1: 5
    cannon = game.ship.cannon(p, "sack")                               # 1 + the Great Cannon's 2
    rows = {r["card"]: r["success"] for r in odds.sack_odds(game, 0, p.pos)["cards"]}
    got = notes(b)
    for label in ("3/3", "2/2", "2/1", "1/2"):
        wins = cannon + int(label[-1]) > defence
        assert wins == rows[label]
        assert got[f"sack {label}"] == ("100 %" if wins else "0 %")
    assert got["sack 3/3"] == "100 %" and got["sack 1/2"] == "0 %"
    titles = {n: label for n, label, _ in b.actions}
    assert titles["sack 1/2"].endswith("sack with 1/2: 0 %") and got["pass"] == ""


def test_each_plunder_and_navy_choice_shows_its_exact_odds():
    game = positions_for.ships_on_a_merchant()
    b = BoardWidget(game)
    o = odds.plunder_odds(game, 0)
    for row in o["cards"]:
        assert notes(b)[f"plunder {row['card']}"] == ("100 %" if row["success"] else "0 %")
    game = positions_for.navy_to_face()
    b = positions_for.table(game).board
    p = game.players[0]
    sail, cannon = game.ship.sail(p, "navy"), game.ship.cannon(p, "navy")
    seen = 0
    for notation, _, note in b.actions:
        a = game.parse_action(notation)
        if a.kind != "navy" or a.a is None:
            assert note == ""
            continue
        escape, attack = sail + a.b[0] > a.a[0], cannon + a.b[1] > a.a[1]
        expected = {2: "100 % free", 1: "0 % free · 1 penalty", 0: "0 % free · 2 penalties"}[escape + attack]
        assert note == expected, notation
        seen += 1
    assert seen == 9 and notes(b)["navy 2/3 3/3"] == "100 % free"


# --- fight results on the board ---------------------------------------------------------------------------
def test_the_result_of_each_fight_shows_on_the_board_for_two_redraws_and_in_the_message(tmp_path):
    game = positions_for.sack_to_choose()
    t = positions_for.table(game, auto=False)
    b = t.board
    t.act("sack 3/3")
    assert game.sacked == (5,)
    assert [(f["text"], f["won"], f["fresh"]) for f in b.fights] == [("You sacked St. Augustine", True, True)]
    assert '<g class="fight fresh">' in b.svg and "You sacked St. Augustine</text>" in b.svg
    assert b.message == "You sacked St. Augustine." and b.message_kind == "result"
    t.save(tmp_path / "g.json")                                         # a redraw with no decision: no change
    assert '<g class="fight fresh">' in b.svg and b.message == f"Saved to {tmp_path / 'g.json'}."
    t.run_bots("one")                                                   # the next decision: still there, faded
    assert '<g class="fight old">' in b.svg and "You sacked St. Augustine" in b.svg
    assert b.message == t.game.log()[-1]                                 # the bot's decision, said
    t.run_bots("one")
    assert "You sacked St. Augustine" not in b.svg and b.fights == []
    game = positions_for.sack_to_choose()
    t = positions_for.table(game, auto=False)
    t.act("sack 1/2")                                                   # 1 + 2 + 2 against 5: repelled
    assert t.board.message == "St. Augustine repelled you." and "✗" in t.board.svg and game.sacked == ()


def test_fights_the_bots_fought_show_too_and_an_undo_clears_them():
    game = positions_for.navy_to_face()
    t = positions_for.table(game)
    t.board.click({"navy": 1})                                          # the 2/3 ship: which card?
    t.board.click({"action": "navy 2/3 3/3"})
    texts = [f["text"] for f in t.board.fights]
    assert texts[0] == "The Navy 2/3 against you: got away free"
    assert t.board.fights[0]["badge"] == "You got away from 2/3"              # its badge, beside the infamy track
    bots = [f for f in t.board.fights if f["seat"] != 0]
    assert all(f["where"][0] == "navy" for f in t.board.fights)
    navy_fights = sum(1 for a in game.history if a.kind == "navy" and a.a is not None)
    assert len(t.board.fights) == navy_fights and len(bots) == navy_fights - 1
    assert t.board.message.startswith("The Navy 2/3 against you: got away free.")
    t.undo()
    assert t.board.fights == [] and '<g class="fight ' not in t.board.svg


# --- the table --------------------------------------------------------------------------------------------
def test_play_makes_a_table_where_bots_play_until_you_decide():
    t = pirates.play(players=["You", "bot", "bot", "bot"], seed=1)
    game = t.game
    assert game.names == ("You", "Bot 2", "Bot 3", "Bot 4")
    assert game.current_player == 0 and t.is_human(0)
    assert [n for n, _, _ in t.board.actions] == game.legal_actions().notations()
    assert all(t.buttons[k].disabled for k in ("one", "step", "round", "game"))
    assert repr(t) == ("<pirates.Table: Round 1, step 2, the pirate phase: you must move (use one die). "
                       "Seats: You (human), Bot 2 (bot), Bot 3 (bot), Bot 4 (bot).>")
    bundle = t._repr_mimebundle_()
    assert bundle["text/plain"] == repr(t) and len(pictures(bundle["text/html"])) == 1
    survives_the_sanitiser(bundle["text/html"])          # the stored output of a widget looks right unrun
    assert "application/vnd.jupyter.widget-view+json" in bundle


def _all_widgets(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _all_widgets(child)


def test_the_choices_are_in_one_place_and_every_label_fits():
    t = pirates.play(players=["You", "bot", "bot", "bot"], seed=1)
    legal = set(t.game.legal_actions().notations())
    buttons = [x for x in _all_widgets(t) if isinstance(x, w.Button)]
    assert not any(b.description in legal for b in buttons)            # only the board widget offers them
    assert all(b.layout.width == "auto" for b in buttons)               # no label cut short
    assert t.controls.layout.flex_flow == "row wrap"


def test_the_log_is_the_whole_game_numbered_throughout():
    t = pirates.play(players=["You", "bot", "bot", "bot"], seed=1)
    t.board.click({"action": t.game.legal_actions()[0].notation})
    assert t.log_pane.value == panels.log_pane(t.game.events)
    assert 'value="1"' in t.log_pane.value and "column-reverse" in t.log_pane.value


def test_undo_stops_where_dice_or_cards_were_seen_unless_in_practice_mode():
    """By default a decision after which dice were rolled or a card turned up is not taken back
    (the message says why, nothing changes); in practice mode it is, and the button says so."""
    t = pirates.play(players=["You", "bot", "bot", "bot"], seed=1)
    game = t.game
    while game.round == 1:                                      # to the next round's dice
        t.board.click({"action": t.board.actions[-1][0]})
    before = game.state_dict()
    assert t.undo() == 0 and game.state_dict() == before
    assert "has been seen" in t.board.message and t.board.message_rule == "undo.seen"
    assert t.buttons["undo"].description == "undo"
    practice = pirates.play(players=["You", "bot", "bot", "bot"], seed=1, undo="free")
    assert practice.buttons["undo"].description == "undo (practice mode)"
    while practice.game.round == 1:
        practice.board.click({"action": practice.board.actions[-1][0]})
    assert practice.undo() > 0


def test_buttons_play_and_undo_goes_back_to_your_last_decision():
    t = pirates.play(players=["You", "bot", "bot", "bot"], seed=1, undo="free")
    game = t.game
    mine = game.state_dict()                                   # Bot 3 has sailed; now you decide
    t.board.click({"action": t.board.actions[0][0]})           # your move, as the choice row sends it
    while game.current_player == 0 and not game.is_over:       # then your action, if any
        t.board.click({"action": t.board.actions[-1][0]})
    assert game.current_player == 0 or game.is_over            # bots played until you decide again
    assert any(game._undo[i].cur != 0 for i in range(len(game._undo)))
    taken = t.undo()
    assert taken > 1 and game.current_player == 0             # the bots' replies and your last decision
    assert t.board.message == f"Took back {taken} decisions."
    while t.undo():
        pass
    assert game.state_dict() == pirates.new_game(players=game.names, seed=1).state_dict()
    assert mine != game.state_dict()


def test_bots_refuse_humans_and_step_on_request():
    t = pirates.play(players=["Ann", "bot", "Bea"], seed=3)
    t.auto.value = False
    game = t.game
    while t.is_human(game.current_player):
        t.act(game.legal_actions()[0].notation)
    bot = game.current_player
    before = game.state_dict()
    err = t.act(game.legal_actions()[0].notation)
    assert err.rule == "turn" and game.state_dict() == before and "is a bot" in t.board.message
    assert t.board.message_rule == "turn" and 'title="rule: turn"' in t.board.message_html
    assert t.run_bots("one") == 1
    t.auto.value = True
    assert t.is_human(game.current_player) and bot == 1


def test_an_all_bot_table_plays_to_the_end_and_shows_the_game_over_panel(tmp_path):
    t = pirates.play(players=["bot", "random", "bot:raider"], seed=4)
    game = t.game
    assert game.is_over and t.scores.value == panels.game_over(game)
    assert "The game is over." in t.scores.value and ">Most infamous</th>" in t.scores.value
    winner = game.winner()
    assert (f"{winner} wins with" in t.scores.value) if winner else "Shared victory" in t.scores.value
    assert t.board.actions == [] and 'data-seat="0"' in t.board.position and "final position" in t.board.position
    path = t.save(tmp_path / "g.json")
    t2 = pirates.play(players=["bot", "random", "bot:raider"], seed=99)
    t2.load(path)
    assert t2.game.state_dict() == t.game.state_dict() and t2.board.game is t2.game
    t2.load(tmp_path / "missing.json")
    assert t2.board.message_kind == "error" and "Cannot load" in t2.board.message


def test_the_wheel_ships_the_front_end_files(tmp_path):
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path), str(ROOT)],
                   check=True, capture_output=True)
    wheel = next(tmp_path.glob("nassau-*.whl"))
    env = tmp_path / "env"
    venv.create(env, with_pip=True)
    py = env / "bin" / "python"
    subprocess.run([str(py), "-m", "pip", "install", "-q", "--no-deps", str(wheel)], check=True, capture_output=True)
    code = "from nassau.display.widgets import asset; print(asset('board.js')); print(asset('board.css').read_text()[:2])"
    out = subprocess.run([str(py), "-c", code], check=True, capture_output=True, text=True, cwd=tmp_path).stdout
    assert "site-packages/nassau/_widgets/board.js" in out and out.splitlines()[1] == "/*"
