"""Run by tests/test_without_pandas.py in a Python where pandas cannot be imported: every game
plays to the end with its bots, saves and reloads, draws its SVG, builds its play widget and
shows its game-over panel; what needs pandas says so in one line. Prints "ok" at the end."""

import importlib
import subprocess
import sys

try:
    import pandas  # noqa: F401
except ImportError:
    pass
else:
    raise SystemExit("pandas is importable here: this check means nothing")

from nassau import games
from nassau.display import panels
from nassau.kernel.bots import play
from nassau.kernel.adapter import make_bots
from nassau.kernel.errors import MissingDependency

for name in games.names():
    adapter = games.adapter(name)
    module = importlib.import_module(f"nassau.{name}")
    game = adapter.new_game(3, 11, None, None)
    play(game, make_bots(adapter, "bot", game.n, 11))
    assert game.is_over, name
    back = type(game).from_json(game.to_json())
    assert back.state_dict() == game.state_dict(), name
    assert game.winner() in (*game.names, None)
    assert adapter.result(game).startswith(("Winner: ", "Shared victory: ")), adapter.result(game)
    assert str(game.to_svg()).startswith("<svg") and "data:image/svg+xml" in game._repr_html_(), name
    table = module.play(["You", "bot", "bot"], seed=2)
    assert "text/html" in table._repr_mimebundle_(), name
    found = module.glossary("port")                    # the glossary: its own table without pandas
    terms = importlib.import_module(f"nassau.{name}.views.glossary").terms()
    wanted = [t["english"] for t in terms if any("port" in w.casefold() for w in [t["english"], t["chinese"], *t["also"]])]
    assert wanted and [r["english"] for r in found] == wanted, name
    assert "<table>" in found._repr_html_() and repr(found).startswith("english"), name
    over = panels.game_over(game)
    top = [r["player"] for r in game.final_rows() if r["rank"] == 1]
    assert f"The game is over. " in over and all(panels.esc(p) in over for p in top), name
    assert "<table" in over and ">points<" in over and ">rank<" in over, name
    for needs in (game.scores, game.scoring_table):
        try:
            needs()
        except MissingDependency as exc:
            assert exc.package == "pandas" and "\n" not in str(exc) and " needs pandas, " in str(exc), str(exc)
        else:
            raise AssertionError(f"{name}: {needs.__name__}() gave a table without pandas")

# the command line: a quiet game plays; a table that needs pandas is one line and status 2
done = subprocess.run([sys.executable, "-m", "nassau", "play", "--game", "marauders", "--seed", "3", "--quiet"],
                      capture_output=True, text=True)
assert done.returncode == 0 and done.stdout.startswith(("Winner: ", "Shared victory: ")), done
done = subprocess.run([sys.executable, "-m", "nassau", "play", "--game", "pirates", "--seed", "3"],
                      capture_output=True, text=True)
assert done.returncode == 2 and done.stderr.count("\n") == 1 and "needs pandas" in done.stderr, done
print("ok")
