"""The board widget and the play controller, driven through their traits and message handlers."""

import subprocess
import sys
import venv
from pathlib import Path

import pytest

from ..helpers_html import pictures, survives_the_sanitiser
from nassau import pirates
from nassau.pirates.widget import BoardWidget

ROOT = Path(__file__).resolve().parents[2]


def board(seed=1):
    game = pirates.new_game(players=["Anja", "Jonah", "Jon"], seed=seed)
    return game, BoardWidget(game)


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
    assert p.pos == space and b.revision == revision + 1 and b.message == ""
    assert game.sub == "act" and f"sails to space {space}" in game.log()[-1]


def test_an_ambiguous_click_offers_a_choice_then_plays_it():
    game, b = board(seed=1)
    options = [a for a in game.legal_actions() if a.kind == "move" and a.c == 7]
    assert len(options) > 1                                   # several dice can reach midpoint 7
    b._handle_custom_msg({"intent": {"space": 7}}, [])
    assert [c[0] for c in b.choices] == [a.notation for a in options] and game.players[game.cur].moves == 0
    b._handle_custom_msg({"intent": {"action": options[-1].notation}}, [])
    assert game.history[-1] == options[-1] and b.choices == []


def test_an_illegal_click_shows_the_rule_and_changes_nothing():
    game, b = board()
    before, svg = game.state_dict(), b.svg
    err = b.click({"space": 15})
    assert err.rule == "movement.first" and "[rule: movement.first]" in b.message and b.message_kind == "error"
    assert game.state_dict() == before and b.svg == svg
    for intent, rule in (({"navy": 0}, "sequence"), ({"tile": 0}, "sequence"), ({"space": 99}, "intent"),
                         ({"action": "sack 9/9"}, "sequence"), ({"action": "fly"}, "notation")):
        assert b.click(intent).rule == rule and game.state_dict() == before


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


def test_play_makes_a_table_where_bots_play_until_you_decide():
    t = pirates.play(players=["You", "bot", "bot", "bot"], seed=1)
    game = t.game
    assert game.names == ("You", "Bot 2", "Bot 3", "Bot 4")
    assert game.current_player == 0 and t.is_human(0)
    shown = [b.description for b in visible(t)]
    assert shown == game.legal_actions().notations()
    assert all(t.buttons[k].disabled for k in ("one", "step", "round", "game"))
    assert repr(t) == ("<pirates.Table: Round 1, step 2, the pirate phase: you must move (use one die). "
                       "Seats: You (human), Bot 2 (bot), Bot 3 (bot), Bot 4 (bot).>")
    bundle = t._repr_mimebundle_()
    assert bundle["text/plain"] == repr(t) and len(pictures(bundle["text/html"])) == 1
    survives_the_sanitiser(bundle["text/html"])          # the stored output of a widget looks right unrun
    assert "application/vnd.jupyter.widget-view+json" in bundle


def visible(table):
    return [b for b in table.actions.children if b.layout.display != "none"]


def test_buttons_play_and_undo_goes_back_to_your_last_decision():
    t = pirates.play(players=["You", "bot", "bot", "bot"], seed=1)
    game = t.game
    mine = game.state_dict()                                   # Bot 3 has sailed; now you decide
    visible(t)[0].click()                                      # your move
    while game.current_player == 0 and not game.is_over:       # then your action, if any
        visible(t)[-1].click()
    assert game.current_player == 0 or game.is_over            # bots played until you decide again
    assert any(game._undo[i].cur != 0 for i in range(len(game._undo)))
    taken = t.undo()
    assert taken > 1 and game.current_player == 0             # the bots' replies and your last decision
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
    assert t.run_bots("one") == 1
    t.auto.value = True
    assert t.is_human(game.current_player) and bot == 1


def test_an_all_bot_table_plays_to_the_end_and_shows_the_scores(tmp_path):
    t = pirates.play(players=["bot", "random", "bot:raider"], seed=4)
    assert t.game.is_over and "Final scoring" in t.scores.value and ">Most infamous</th>" in t.scores.value
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
