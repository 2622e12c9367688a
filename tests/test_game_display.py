"""What a notebook shows for a game object: the same surface for every game."""

import pytest
from IPython.core.formatters import PlainTextFormatter

from nassau import pirates, piratoons

from .helpers_html import pictures, survives_the_sanitiser

GAMES = {"pirates": lambda: pirates.new_game(players=4, seed=1),
         "piratoons": lambda: piratoons.new_game(players=4, seed=1),
         "piratoons-referee": lambda: piratoons.referee(players=["Ann", "Bo"])}


@pytest.mark.parametrize("name", GAMES)
def test_a_notebook_shows_the_whole_table_as_text_and_repr_stays_short(name):
    game = GAMES[name]()
    package = name.split("-")[0]
    shown = PlainTextFormatter()(game)                    # what a notebook's text/plain output holds
    assert shown == str(game) and "\n" in shown and shown.splitlines()[0].startswith(("Pirates", "Piratoons"))
    assert repr(game).startswith(f"<{package}.Game") and "\n" not in repr(game)
    assert ("(referee)" in repr(game)) == name.endswith("referee")
    html = game._repr_html_()
    assert len(pictures(html)) == 1 and pictures(html)[0] == str(game.to_svg())   # the table, as a picture
    survives_the_sanitiser(html)                     # so it looks right in a notebook opened without running it


def _first_click(name):
    """A play table for one human and bots, and the notation of the human's first decision."""
    from nassau import marauders
    if name == "marauders":
        return marauders.play(players=["You", "bot", "bot", "bot"], seed=1), "ship sloop"
    table = pirates.play(players=["You", "bot", "bot", "bot"], seed=1)
    return table, table.game.legal_actions()[0].notation


@pytest.mark.parametrize("name", ["pirates", "marauders"])
def test_a_play_tables_header_reaches_the_browser_in_the_same_message_as_its_board(name):
    """The header is the board widget's own trait, sent in the board's one update per redraw: the
    browser never shows a header out of step with the board under it."""
    table, notation = _first_click(name)
    before = table.header.value
    sent = []
    table.board.send_state = lambda key=None: sent.append(set(key) if key is not None else None)
    table.board.click({"action": notation})
    assert len(sent) == 1 and {"header", "svg", "revision"} <= sent[0]
    assert table.header.value == table.board.header != before
    assert table.game.prompt() in table.header.value.replace("&#x27;", "'")
