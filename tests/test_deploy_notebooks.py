"""The "Play" notebook of each game, as the JupyterLite site and the Voilà app serve it: a
valid notebook whose code cell starts a table with the human seat first."""

import ast
import importlib
import json

import nbformat
import pytest

from nassau import games
from nassau.deploy.notebooks import file_name, play_notebook, write_play_notebooks


@pytest.mark.parametrize("game", games.names())
def test_each_games_play_notebook_is_valid_and_starts_a_table_for_you(game, tmp_path):
    path = dict((p.name, p) for p in write_play_notebooks(tmp_path, seed=4))[file_name(game)]
    nb = nbformat.reads(path.read_text(encoding="utf-8"), as_version=4)
    nbformat.validate(nb)
    assert nb.cells[0].source.startswith(f"# Play {games.adapter(game).title}")
    code = ast.parse(nb.cells[1].source)
    space = {}
    exec(compile(ast.Module(code.body[:-1], []), "cell", "exec"), space)
    table = eval(compile(ast.Expression(code.body[-1].value), "cell", "eval"), space)
    assert table.game.names[0] == "You" and table.kinds == [None, "bot", "bot"]
    again = importlib.import_module(f"nassau.{game}").play(["You", "bot", "bot"], seed=4)
    assert table.game.state_dict() == again.game.state_dict()        # the page's seed: the same game again
    bundle = table._repr_mimebundle_()
    bundle = bundle[0] if isinstance(bundle, tuple) else bundle
    assert {"text/html", "application/vnd.jupyter.widget-view+json"} <= set(bundle)


def test_the_notebooks_are_byte_stable():
    assert json.dumps(play_notebook("pirates")) == json.dumps(play_notebook("pirates"))


def test_an_app_page_deals_each_visitor_a_game_and_names_it(monkeypatch, capsys):
    from nassau.deploy.notebooks import visitor_seed
    nb = play_notebook("piratoons", app=True)
    assert "Run the cell" not in nb["cells"][0]["source"]          # a Voila page shows no cell
    monkeypatch.setenv("QUERY_STRING", "seed=42&theme=dark")
    assert visitor_seed() == 42
    space = {}
    exec(nb["cells"][1]["source"], space)
    assert capsys.readouterr().out == "Game 42: add ?seed=42 to this page's address to deal it again.\n"
    for query in ("", "seed=-1", "seed=x", "seed=1234567890"):       # none or unusable: a fresh seed
        monkeypatch.setenv("QUERY_STRING", query)
        assert 0 <= visitor_seed() < 1_000_000_000
    monkeypatch.setenv("QUERY_STRING", "")
    assert len({visitor_seed() for _ in range(5)}) > 1
