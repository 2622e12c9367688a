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
