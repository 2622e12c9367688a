"""The documentation's Merchants & Marauders lines run and say what they return, and its Seas of
Glory table names every switch."""

import re
from pathlib import Path

GAME_DOCS = Path(__file__).resolve().parents[2] / "docs" / "games" / "marauders"


def _block(heading: str) -> str:
    text = (GAME_DOCS / "index.md").read_text(encoding="utf-8")
    section = text[text.index(heading):]
    return re.search(r"```python\n(.*?)```", section, re.S).group(1)


def test_the_docs_example_runs_and_its_comments_are_true():
    code = _block("## In Python\n")
    said = dict(re.findall(r"^(\S.*?)\s+# [^'\n]*'([^'\n]+)'$", code, re.M))
    ns = {}
    exec(compile(code.replace("marauders.play(", "(lambda **kw: kw)("), "README", "exec"), ns)
    from nassau import marauders
    game = marauders.new_game(players=["Anja", "Jonah", "Jon", "Ewan"], seed=7)
    assert said["game.prompt()"] == game.prompt()
    assert said['marauders.sea.step("tortuga", "N")'] == marauders.sea.step("tortuga", "N")
    assert said["marauders.odds.contest(2, 1)"] == str(marauders.odds.contest(2, 1)["attacker"])
    assert marauders.sea.reach_table("tortuga", 3)["at_sea"].max() == 3
    assert ns["game"].history[-1].notation == "ship flute"
    g = marauders.sea_graph()
    assert (g.number_of_nodes(), g.number_of_edges()) == (17, 68) and "68 directed edges" in code
    assert f"({len(marauders.glossary())} terms)" in code


def test_the_docs_seas_of_glory_table_names_every_switch_and_what_is_not_playable():
    from nassau.marauders.seas_of_glory.switches import MODULES, VARIANTS
    text = (GAME_DOCS / "seas-of-glory.md").read_text(encoding="utf-8")
    section = text[text.index("## What nassau plays"):text.index("## How the switches are tested")]
    rows = {line.split("|")[1].strip(): line for line in section.splitlines() if line.startswith("| `")}
    for switch in MODULES + VARIANTS:
        row = next(line for key, line in rows.items() if f"`{switch.name}`" in key)
        assert ("not yet" in row) == (not switch.built), switch.name


def test_every_test_the_choices_audit_names_exists():
    """The audit of the players' choices (choices.md) points at a test for each clause: each
    one it names is a test function in the file it names."""
    root = GAME_DOCS.parents[2]
    named = re.findall(r"`(tests/[\w/]+\.py)::(\w+)`", (GAME_DOCS / "choices.md").read_text(encoding="utf-8"))
    assert len(named) > 100
    missing = [f"{path}::{name}" for path, name in named
               if not re.search(rf"^def {name}\(", (root / path).read_text(encoding="utf-8"), re.M)]
    assert missing == []
