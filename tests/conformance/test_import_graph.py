"""Each game is the same layers in folders, the rules form a graph without cycles, and they
never import their views.

Every import statement counts, at module level or inside a function. A game keeps its rules in
``rules/`` (and an expansion's in ``seas_of_glory/``); they import nothing else of the game
(``views/``, ``ui/``, ``bots/``, the adapter), and neither do the kernel's modules: no display
module, ipywidgets, anywidget, IPython or traitlets, and pandas, networkx and matplotlib only
inside the function that builds a table, graph or plot. The folders are the check.
"""

import ast
from pathlib import Path

import pytest

import nassau

ROOT = Path(nassau.__file__).resolve().parent
JUPYTER = {"ipywidgets", "anywidget", "IPython", "traitlets"}
HEAVY = {"pandas", "networkx", "matplotlib"}


def imports(path: Path, package: str):
    """(imported module, at module level?) for every import in a file, relative ones resolved."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top = {id(node) for node in tree.body}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, id(node) in top
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([node.module] if node.module else []))
            # "from .pkg import mod" imports pkg and may import pkg.mod: both count
            names = [f"{base}.{a.name}" for a in node.names] + ([base] if node.module else [])
            for name in names:
                yield name, id(node) in top


def modules(folder: Path, package: str) -> dict:
    return {p.stem: p for p in sorted(folder.glob("*.py")) if p.stem != "__init__"}


# A game's rules: its base rules, and an expansion's modules (Merchants & Marauders' Seas of Glory).
RULES = ("rules", "seas_of_glory")


def rules_graph(folder: Path, package: str, layered: bool = False):
    """The import graph among a package's rules modules, and what they import that they may not.
    A game in layers (``layered``): the modules of its ``rules/`` and ``seas_of_glory/``, keyed
    "rules.game", may import nothing else of the game. The kernel: its modules, keyed "game"."""
    if layered:
        mods = {f"{f}.{p.stem}": (p, f"{package}.{f}") for f in RULES if (folder / f).is_dir()
                for p in sorted((folder / f).glob("*.py")) if p.stem != "__init__"}
    else:
        mods = {p.stem: (p, package) for p in sorted(folder.glob("*.py")) if p.stem != "__init__"}
    edges, bad = {m: set() for m in mods}, []
    for m, (path, pkg) in mods.items():
        for name, at_top in imports(path, pkg):
            head = name.split(".")[0]
            if name.startswith(package + "."):
                rel = name[len(package) + 1:].split(".")
                key = ".".join(rel[:2]) if layered else rel[0]
                if key in mods and key != m:
                    edges[m].add(key)
                elif layered and rel[0] not in RULES:
                    bad.append(f"{m} imports {'.'.join(rel)}, outside the rules")
            if head in JUPYTER or name.startswith("nassau.display"):
                bad.append(f"{m} imports {name}")
            if head in HEAVY and at_top:
                bad.append(f"{m} imports {head} at module level")
    return edges, sorted(set(bad))


def cycle(edges: dict):
    """A cycle in the graph, as a list of modules, or None."""
    state, stack = {}, []

    def visit(m):
        state[m] = 1
        stack.append(m)
        for n in sorted(edges[m]):
            if state.get(n) == 1:
                return stack[stack.index(n):] + [n]
            if n not in state:
                found = visit(n)
                if found:
                    return found
        state[m] = 2
        stack.pop()
        return None

    for m in sorted(edges):
        if m not in state:
            found = visit(m)
            if found:
                return found
    return None


# every game package (a folder whose rules/ holds a game.py, registered or still being built)
GAMES = [p.name for p in sorted(ROOT.iterdir()) if (p / "rules" / "game.py").exists()]
PACKAGES = [(name, ROOT / name) for name in GAMES] + [("kernel", ROOT / "kernel")]


def test_every_game_is_in_layers():
    """A game whose modules sit flat in its folder would escape every check below."""
    flat = [p.name for p in ROOT.iterdir() if (p / "game.py").exists() and p.name != "kernel"]
    assert flat == [] and set(GAMES) >= {"pirates", "piratoons", "marauders"}


@pytest.mark.parametrize("name, folder", PACKAGES, ids=[p[0] for p in PACKAGES])
def test_the_rules_modules_import_each_other_without_cycles_and_never_their_views(name, folder):
    edges, bad = rules_graph(folder, f"nassau.{name}", layered=name in GAMES)
    assert len(edges) >= 5
    assert cycle(edges) is None, f"an import cycle in nassau.{name}: {' -> '.join(cycle(edges))}"
    assert bad == []


def test_the_check_sees_a_cycle_a_view_and_a_heavy_import(tmp_path):
    pkg = tmp_path / "toy"
    pkg.mkdir()
    (pkg / "a.py").write_text("from . import b\nimport pandas\n")
    (pkg / "b.py").write_text("def f():\n    from .a import x\n    from nassau.display import esc\n")
    (pkg / "c.py").write_text("import ipywidgets\n")
    for name in "de":
        (pkg / f"{name}.py").write_text("")
    edges, bad = rules_graph(pkg, "toy")
    assert cycle(edges) in (["a", "b", "a"], ["b", "a", "b"])
    assert bad == ["a imports pandas at module level", "b imports nassau.display", "b imports nassau.display.esc",
                   "c imports ipywidgets"]


def test_the_check_of_a_game_in_layers_goes_by_folder(tmp_path):
    rules, sog = tmp_path / "toy" / "rules", tmp_path / "toy" / "seas_of_glory"
    rules.mkdir(parents=True)
    sog.mkdir()
    (rules / "a.py").write_text("from . import b\nfrom ...kernel import english\nfrom ..seas_of_glory import wind\n")
    (rules / "b.py").write_text("def f():\n    from ..views import render\n    from ..adapter import ADAPTER\n")
    (rules / "c.py").write_text("from .. import ui\n")
    (sog / "wind.py").write_text("from ..rules.c import x\nfrom ..bots import odds\n")
    for name in "de":
        (rules / f"{name}.py").write_text("")
    edges, bad = rules_graph(tmp_path / "toy", "toy", layered=True)
    assert edges["rules.a"] == {"rules.b", "seas_of_glory.wind"} and edges["seas_of_glory.wind"] == {"rules.c"}
    assert bad == ["rules.b imports adapter, outside the rules", "rules.b imports adapter.ADAPTER, outside the rules",
                   "rules.b imports views, outside the rules", "rules.b imports views.render, outside the rules",
                   "rules.c imports ui, outside the rules", "seas_of_glory.wind imports bots, outside the rules",
                   "seas_of_glory.wind imports bots.odds, outside the rules"]


def test_the_whole_package_has_no_import_cycle_among_its_modules():
    """Views included: the display layer imports the rules, never the other way round."""
    edges = {}
    for folder in [ROOT] + sorted(p.parent for p in ROOT.rglob("__init__.py") if p.parent != ROOT):
        package = ".".join(("nassau",) + folder.relative_to(ROOT).parts)
        for path in sorted(folder.glob("*.py")):
            key = package if path.stem == "__init__" else f"{package}.{path.stem}"
            if key == "nassau":
                continue                  # the top package only names the games, lazily
            edges[key] = set()
            for name, _ in imports(path, package):
                if name.startswith("nassau.") and name != key:
                    edges[key].add(name)
    known = set(edges)
    for key in edges:
        edges[key] = {n for n in edges[key] if n in known} | {n.rsplit(".", 1)[0] for n in edges[key]
                                                               if n not in known and n.rsplit(".", 1)[0] in known}
        edges[key].discard(key)
    assert cycle(edges) is None, " -> ".join(cycle(edges))


# What drives the games, above them: the balance lab, the command line, the shared tables, the
# list of games and what reads it (the steppers, the chance tools, the OpenSpiel and PettingZoo
# wrappers, the deployment).
TOOLS = ("sim", "cli", "tables", "games", "steppers", "chance", "openspiel", "pettingzoo", "deploy")


def reached_up(folder: Path, up: tuple) -> list:
    """"file: module" for each import of a module under ``up`` in the folder's files, by an
    import statement or by a module name in a string (``importlib.import_module("nassau.sim")``)."""
    reached = []
    for path in sorted(folder.rglob("*.py")):
        package = ".".join(("nassau",) + path.parent.relative_to(folder.parent).parts)
        found = [n for n, _ in imports(path, package)]
        found += [node.value for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                  if isinstance(node, ast.Constant) and isinstance(node.value, str)]
        reached += [f"{path.relative_to(folder.parent)}: {n}" for n in found
                    if any(n == u or n.startswith(u + ".") for u in up)]
    return reached


@pytest.mark.parametrize("name, folder", PACKAGES, ids=[p[0] for p in PACKAGES])
def test_games_and_the_kernel_never_reach_up_to_the_tools(name, folder):
    """The tools drive the games; no game (nor the kernel) imports them back, nor another game
    (the kernel no game at all): each file of the folder counts, its adapter and face included."""
    others = [g for g in GAMES if g != name]
    assert reached_up(folder, tuple(f"nassau.{m}" for m in TOOLS + tuple(others))) == []


def test_the_reach_check_sees_an_import_up_and_a_name_in_a_string(tmp_path):
    game = tmp_path / "toy"
    (game / "rules").mkdir(parents=True)
    (game / "adapter.py").write_text("from ..games import GAMES\nfrom ..simulator import x\n")
    (game / "rules" / "game.py").write_text("def f():\n    import importlib\n"
                                             "    importlib.import_module('nassau.sim.balance')\n")
    assert reached_up(game, ("nassau.sim", "nassau.games")) == ["toy/adapter.py: nassau.games.GAMES",
                                                                 "toy/adapter.py: nassau.games",
                                                                 "toy/rules/game.py: nassau.sim.balance"]


# What each layer of a game may import of the game: the layers under it (and, for the play table,
# the adapter, which names the game's bots). An expansion's modules plug into the base rules, which
# never import them (rules.plugins): the base rules import nothing else of the game.
UNDER = {"rules": set(), "seas_of_glory": {"rules"}, "views": set(RULES), "bots": set(RULES),
         "ui": {*RULES, "views", "bots", "adapter"}}


def layer_imports(game_folder: Path, game: str) -> list:
    """"layer/module imports other-layer" for every import that reaches a layer it may not."""
    bad = []
    for layer, allowed in UNDER.items():
        for path in sorted((game_folder / layer).glob("*.py")) if (game_folder / layer).is_dir() else ():
            for name, _ in imports(path, f"{game}.{layer}"):
                if not name.startswith(game + "."):
                    continue
                reached = name[len(game) + 1:].split(".")[0]
                if reached != layer and reached not in allowed:
                    bad.append(f"{layer}/{path.stem} imports {reached}")
    return list(dict.fromkeys(bad))


@pytest.mark.parametrize("name", GAMES)
def test_each_layer_imports_only_the_layers_under_it(name):
    assert all((ROOT / name / layer).is_dir() for layer in UNDER if layer != "seas_of_glory")
    assert layer_imports(ROOT / name, f"nassau.{name}") == []


def test_the_layer_check_sees_an_import_up(tmp_path):
    for layer in UNDER:
        (tmp_path / "toy" / layer).mkdir(parents=True)
    (tmp_path / "toy" / "views" / "render.py").write_text("from ..rules import game\nfrom ..ui import widget\n")
    (tmp_path / "toy" / "bots" / "bot.py").write_text("def f():\n    from ..views.render import x\n")
    (tmp_path / "toy" / "ui" / "widget.py").write_text("from ..bots import odds\nfrom ..views import render\n")
    (tmp_path / "toy" / "rules" / "game.py").write_text("def f():\n    from ..seas_of_glory import wind\n")
    (tmp_path / "toy" / "seas_of_glory" / "wind.py").write_text("from ..rules import game\n")
    assert layer_imports(tmp_path / "toy", "toy") == ["rules/game imports seas_of_glory", "views/render imports ui",
                                                      "bots/bot imports views"]
