"""The panels every play widget shares: the whole log, messages, the end of the game."""

import re

from nassau import IllegalActionError, pirates, piratoons
from nassau.display import panels
from nassau.kernel.adapter import make_bots
from nassau.kernel.bots import play
from nassau.games import adapter


def test_the_log_pane_numbers_every_sentence_of_the_game_once_in_order():
    game = pirates.new_game(players=4, seed=3)
    play(game, make_bots(adapter("pirates"), "random", 4, 3))
    html = panels.log_pane(game.events)
    numbers = [int(n) for n in re.findall(r'<li value="(\d+)">', html)]
    assert numbers == list(range(1, len(game.log()) + 1))
    assert html.count("font-weight:600\">Round ") == game.round and "column-reverse" in html and "<style" not in html


def test_a_refusal_shows_plain_words_and_keeps_the_rule_in_the_tooltip():
    html = panels.refusal(IllegalActionError("movement.die", "Anja has no die showing 4"))
    assert ">Anja has no die showing 4<" in html and 'title="rule: movement.die"' in html and "[rule" not in html
    assert panels.message("") == ""
    assert panels.message("<b>x</b>", "strange").count("&lt;b&gt;") == 1


def test_the_game_over_panel_names_the_winner_and_shows_the_table():
    game = piratoons.new_game(players=3, seed=2)
    play(game, make_bots(adapter("piratoons"), "random", 3, 2))
    html = panels.game_over(game)
    winner = game.winner()
    assert "The game is over." in html and "<table" in html
    assert (f"{winner} wins with" in html) if winner else ("Shared victory" in html)


def test_a_message_of_new_log_lines_keeps_the_newest_and_what_must_not_scroll_away():
    from nassau.display.panels import recent
    lines = [f"Line {i}." for i in range(12)]
    assert recent(lines[:3]) == "Line 0.\nLine 1.\nLine 2."
    shown = recent(lines, kept=(1, 10)).split("\n")
    assert shown[0] == "Line 1." and shown[1] == "(3 earlier lines in the log below.)" and shown[2:] == lines[4:]
    assert recent(lines, limit=11).split("\n")[0] == "(1 earlier line in the log below.)"
