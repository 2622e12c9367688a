"""The user-facing pages tell the truth about the package: every path, module and name they
give exists, every command and flag they show is one the command line takes, and the figures
that come from the code or the data (extras, commands, tutorials, limits, study sizes, search
budgets, component counts, switch counts) are the code's own. Measured figures (timings, win
rates) are reported, not held here. docs/researchers.md's sizes are held in
tests/conformance/test_encoding.py, the Merchants & Marauders page's examples in
tests/marauders/test_docs_examples.py."""

import argparse
import importlib
import importlib.util
import json
import re
import shlex
import tomllib

import pytest

from nassau import games
from nassau.cli import build_parser

from .readme_blocks import README, ROOT, blocks

DOCS = ROOT / "docs"
# the pages a user reads (architecture.md, performance.md and CONTRIBUTING.md have their own keepers)
PAGES = [README, *sorted(p for p in DOCS.glob("*.md") if p.name not in ("architecture.md", "performance.md")),
         *sorted(DOCS.glob("games/*/*.md"))]
GAME_NAMES = tuple(games.GAMES)


def _text(page) -> str:
    return page.read_text(encoding="utf-8")


def _name(page) -> str:
    return str(page.relative_to(ROOT))


def _spans(page) -> list:
    """Every inline code span of a page (fenced blocks left out)."""
    text = re.sub(r"^```.*?^```", "", _text(page), flags=re.S | re.M)
    return re.findall(r"`([^`\n]+)`", text)


def _figure(text: str) -> int:
    return int(text.replace(",", ""))


# --- paths, modules and names ------------------------------------------------------------
PATH = re.compile(r"^(?:nassau|tests|examples|notebooks|docs|\.ci)/[\w./<>-]*$")


def _paths(page) -> list:
    """The repository paths a page names in code spans (``<game>`` stands for each game)."""
    found = []
    for span in _spans(page):
        span = span.split("::")[0]
        if PATH.match(span) and "NAME" not in span and not span.startswith(("docs/_build", "docs/tutorials")):
            found += [span.replace("<game>", g) for g in GAME_NAMES] if "<game>" in span else [span]
    return found


@pytest.mark.parametrize("page", PAGES, ids=_name)
def test_every_path_a_page_names_exists(page):
    missing = [p for p in _paths(page) if not (ROOT / p).exists()]
    assert missing == []


def _resolves(dotted: str) -> bool:
    """``nassau.a.b.c`` is a module, or a name found by attribute from the longest module (a
    module alone is found without importing it: nassau.openspiel needs the rl extra)."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        module = ".".join(parts[:cut])
        try:
            if importlib.util.find_spec(module) is None:
                continue
        except ModuleNotFoundError:
            continue
        if cut == len(parts):
            return True
        thing = importlib.import_module(module)
        for attr in parts[cut:]:
            if not hasattr(thing, attr):
                return False
            thing = getattr(thing, attr)
        return True
    return False


def _dotted(page) -> list:
    names = []
    for span in _spans(page):
        found = re.match(r"^(nassau(?:\.[A-Za-z_<>]\w*>?)+)(?:\(.*)?$", span)
        if found:
            name = found.group(1)
            names += [name.replace("<game>", g) for g in GAME_NAMES] if "<game>" in name else [name]
    return names


@pytest.mark.parametrize("page", PAGES, ids=_name)
def test_every_module_and_name_a_page_gives_is_there(page):
    missing = [name for name in _dotted(page) if not _resolves(name)]
    assert missing == []


# --- commands and flags ------------------------------------------------------------------
def _subparsers(parser) -> dict:
    actions = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return actions[0].choices if actions else {}


def _commands() -> dict:
    """``{"play": parser, ..., "tables serve": parser, "lite build": parser}``: what runs."""
    out = {}
    for name, sub in _subparsers(build_parser()).items():
        nested = _subparsers(sub)
        out.update({f"{name} {n}": p for n, p in nested.items()} if nested else {name: sub})
    return out


def _command_lines(page) -> list:
    """Every ``python -m ...`` or ``python examples/...`` command a page shows, in a block or a span."""
    lines = [line for lang, code in blocks(page) if lang in ("sh", "bash")
             for line in code.replace("\\\n", " ").splitlines()]
    lines += _spans(page)
    out = []
    for line in lines:
        found = re.search(r"(?:^|\s|/)python3? (-m [\w.]+|examples/\w+\.py)(.*)$", line)
        if found:
            out.append((found.group(1).removeprefix("-m "), found.group(2).split(" #")[0]))
    return out


def _flags(rest: str) -> list:
    return [t.strip("[]").split("=")[0] for t in shlex.split(rest) if t.strip("[").startswith("--")]


@pytest.mark.parametrize("page", PAGES, ids=_name)
def test_every_command_a_page_shows_takes_the_flags_it_gives(page):
    commands = _commands()
    wrong = []
    for program, rest in _command_lines(page):
        if program == "nassau" and rest.strip():
            words = [w for w in shlex.split(rest) if not w.startswith("-")][:2]
            name = " ".join(words) if " ".join(words) in commands else (words[0] if words else "")
            if name not in commands:
                wrong.append(f"nassau {rest.strip()}: no such command")
                continue
            known = {o for a in commands[name]._actions for o in a.option_strings}
            wrong += [f"nassau {name} {flag}" for flag in _flags(rest) if flag not in known]
        elif program.endswith(".py"):
            source = (ROOT / program).read_text(encoding="utf-8")
            wrong += [f"{program} {flag}" for flag in _flags(rest) if f'"{flag}"' not in source]
        elif program.split(".")[0] in ("nassau", "tests"):
            spec = importlib.util.find_spec(program)
            if spec is None:
                wrong.append(f"python -m {program}: no such module")
                continue
            source = open(spec.origin, encoding="utf-8").read()
            wrong += [f"{program} {flag}" for flag in _flags(rest) if f'"{flag}"' not in source]
    assert wrong == []


def test_the_command_line_page_lists_every_command():
    text = _text(DOCS / "cli.md")
    table = text[text.index("| command | what it does |"):text.index("Every command that takes")]
    listed = {re.sub(r" \[?[A-Z]+\]?$", "", m) for m in re.findall(r"^\| `([^`]+)` \|", table, re.M)}
    listed = {name.split()[0] if name.split()[0] == "replay" else name for name in listed}
    assert listed == set(_commands())


def test_the_readme_names_every_command():
    line = re.search(r"`python -m nassau ([^`]+)`", _text(README)).group(1)
    assert [c.strip() for c in line.split("|")] == list(_commands())


def _defaults(parser) -> dict:
    """Each option's default as a page writes it (10, not 10.0)."""
    return {a.option_strings[0]: f"{a.default:g}" if isinstance(a.default, float) else str(a.default)
            for a in parser._actions if a.option_strings}


def test_the_serve_table_gives_the_defaults_serve_has():
    text = _text(DOCS / "cli.md")
    rows = dict(re.findall(r"^\| `(--[\w-]+)` \| ([^|]+?) \|", text[text.index("| option | default |"):], re.M))
    defaults = _defaults(_commands()["serve"])
    assert rows and {flag: defaults[flag] for flag in rows} == rows


def test_the_administrators_page_gives_the_tables_servers_port_and_limits():
    text = _text(DOCS / "administrators.md")
    defaults = _defaults(_commands()["tables serve"])
    assert f"listens on port {defaults['--port']}" in text
    assert f"`--max-kernels` ({defaults['--max-kernels']} by default)" in text
    assert f"`--idle-minutes` ({defaults['--idle-minutes']} by default)" in text


def test_the_teachers_page_gives_the_apps_limits_and_the_sites_folder():
    text = _text(DOCS / "teachers.md")
    defaults = _defaults(_commands()["serve"])
    assert f"`--max-kernels` ({defaults['--max-kernels']} by default)" in text
    assert f"`--idle-minutes` ({defaults['--idle-minutes']} by default)" in text
    site = next(a.default for a in _commands()["lite build"]._actions if a.dest == "dir")
    assert f"# the site, in {site}/" in text


# --- the install and the tutorials -------------------------------------------------------
EXTRAS = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"])


@pytest.mark.parametrize("page", [README, DOCS / "getting-started.md"], ids=_name)
def test_the_table_of_extras_lists_every_extra(page):
    text = _text(page)
    table = text[text.index("| extra | adds | for |"):]
    table = table[:table.index("\n\n")]
    assert set(re.findall(r"^\| `(\w+)` \|", table, re.M)) == EXTRAS


NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
WORDS = {12: "Twelve", 13: "Thirteen", 14: "Fourteen", 15: "Fifteen"}


def test_the_pages_count_and_list_every_tutorial():
    readme, tutorials = _text(README), _text(DOCS / "tutorials.md")
    n = len(NOTEBOOKS)
    assert readme.count(f"{WORDS[n]} notebooks teach") == 1
    assert tutorials.startswith(f"# Tutorials\n\n{WORDS[n]} notebooks")
    assert f"the {n} tutorials under" in readme and f"what all {n} need" in readme
    assert re.findall(r"\]\(notebooks/([\w-]+\.ipynb)\)", readme) == NOTEBOOKS
    assert [f"{stem}.ipynb" for stem in re.findall(r"\{doc\}`tutorials/([\w-]+)`", tutorials)] == NOTEBOOKS
    assert f"- {{doc}}`tutorials`: {WORDS[n].lower()} notebooks" in _text(DOCS / "index.md")


def test_the_docs_folders_readme_lists_every_page():
    text = _text(DOCS / "README.md")
    listed = text[text.index("## What is here"):]
    assert all(f"`{p.name}`" in listed for p in DOCS.glob("*.md") if p.name != "README.md")
    assert all(f"`{p.name}`" in listed for p in DOCS.glob("games/*/*.md") if p.name != "index.md")


# --- limits ------------------------------------------------------------------------------
def test_the_getting_started_limits_are_the_packages():
    from nassau.kernel import limits
    from nassau.sim.registry import MOST
    text = _text(DOCS / "getting-started.md")
    rows = dict(re.findall(r"^\| ([^|]+?) \| ([\d,]+(?: MB| levels)?) \|$", text, re.M))
    assert rows == {
        "size of a record or component file": f"{limits.MAX_RECORD_BYTES // 2 ** 20} MB",
        "nesting of JSON arrays and objects": f"{limits.MAX_DEPTH} levels",
        "decisions in one record": f"{limits.MAX_ACTIONS:,}",
        "characters in a player's name (stripped, printable, all different)": f"{limits.MAX_NAME}",
        "characters in one action's notation": f"{limits.MAX_NOTATION}"}
    assert MOST["check_every"] == MOST["max_decisions"]
    assert (f"{MOST['games']:,} games, {MOST['workers']} local workers, and {MOST['check_every']:,} for"
            in " ".join(text.split()))


# --- simulations -------------------------------------------------------------------------
def test_the_standard_studies_play_the_games_the_pages_say():
    text = _text(DOCS / "simulations.md")
    table = text[text.index("| game | games (default)"):]
    table = dict(re.findall(r"^\| ([^|]+?) \| ([\d,]+)[^|]* \|", table[:table.index("\n\n")], re.M))
    titles = {games.adapter(n).title: n for n in GAME_NAMES}
    assert set(table) == set(titles)
    for title, figure in table.items():
        study = importlib.import_module(f"nassau.sim.studies.{titles[title]}")
        assert _figure(figure) == study.DEFAULT_GAMES, title
    from nassau.sim.studies import marauders
    assert f"none stopped by the safety limit of {marauders.ROUND_LIMIT} rounds" in text


def test_the_soak_figures_are_the_suites_and_the_engines():
    from tests.test_soak import VOLUME
    text = " ".join(_text(DOCS / "simulations.md").split())
    counts = {name: count for name, count, _ in VOLUME}
    assert (f"The test suite soaks {counts['pirates']} Pirates of Nassau, {counts['piratoons']} Piratoons and "
            f"{counts['marauders']} Merchants & Marauders games (with random switches)") in text
    limit = games.adapter("marauders").random_play_options["round_limit"]
    assert f"A game with a random bot gets a round limit of {limit} in Merchants & Marauders" in text
    assert f"(the conformance suite {limit} rounds)" in text
    from nassau import marauders
    default = marauders.options_table().loc["round_limit", "default"]
    assert f"the engine has a `round_limit` option ({default}, none, by default)" in text


def test_the_examples_defaults_are_the_pages():
    text = " ".join(_text(DOCS / "simulations.md").split())
    source = (ROOT / "examples" / "pirates_round_one.py").read_text(encoding="utf-8")
    games_, seed = re.search(r'"games".*?default=(\d+).*?"seed".*?default=(\d+)', source, re.S).groups()
    assert f"Its default run ({games_} games, seed {seed}, four heuristic bots)" in text
    switch = (ROOT / "examples" / "marauders_switch_study.py").read_text(encoding="utf-8")
    rows = re.search(r'"games".*?default=(\d+)', switch, re.S).group(1)
    seed = re.search(r"^SEED = (\d+)", switch, re.M).group(1)
    limit = re.search(r"^ROUND_LIMIT = (\d+)", switch, re.M).group(1)
    assert f"# {rows} games a row, four heuristic bots, seed {seed}" in text
    assert f"The script plays {rows} games a row with a round limit of {limit} as a safety stop" in text


# --- the search bot ----------------------------------------------------------------------
def test_the_search_bots_budgets_depths_and_methods_are_the_hooks():
    hooks = {n: importlib.import_module(f"nassau.{n}.bots.search").HOOKS for n in GAME_NAMES}
    text = " ".join(_text(DOCS / "researchers.md").split())
    assert (f"(Pirates of Nassau {hooks['pirates'].iterations}, Piratoons and Merchants & Marauders "
            f"{hooks['piratoons'].iterations})") in text
    assert hooks["piratoons"].iterations == hooks["marauders"].iterations
    assert all(h.method == "halving" for h in hooks.values()) and '`method="halving"`, every game\'s default' in text
    assert [n for n, h in hooks.items() if h.guard] == ["marauders"]
    assert "With `guard=True` (Merchants & Marauders' default)" in text
    assert hooks["piratoons"].depth == hooks["marauders"].depth
    assert text.count(f"cut after some {hooks['piratoons'].depth} decisions") == 2
    from nassau.piratoons.bots import heuristic, search
    assert (f"({search.RolloutBot.guesses} guesses and {search.RolloutBot.tries} tries, where the heuristic makes "
            f"{heuristic.RIVAL_GUESSES} and {heuristic.OWN_TRIES})") in text
    from nassau.marauders.bots import search as msearch
    assert (f"stashed gold at a tenth of a point, and at less the gold aboard ({msearch.GOLD}), cargo cards "
            f"({msearch.CARGO}) and the ship's hull, masts, crew and cannons ({msearch.SHIP} a point)") in text
    assert msearch.STASHED == 0.1


def test_the_round_limit_of_the_research_environments_is_the_pages():
    from nassau import steppers
    limit = steppers.spec("marauders").round_limit
    text = " ".join(_text(DOCS / "researchers.md").split())
    assert f"`round_limit` (default {limit}; 0 plays until 10 glory)" in text
    assert f"Merchants & Marauders stops after round {limit} unless" in text


def test_the_search_pairings_the_page_names_are_kept():
    text = _text(DOCS / "researchers.md")
    named = set(re.findall(r"`([\w-]+\.csv)` \|$", text, re.M))
    kept = {p.name for p in (ROOT / "notebooks" / "data" / "search-pairings").glob("*.csv")}
    assert named and named == kept


# --- the games' components and switches --------------------------------------------------
def test_piratoons_component_counts_are_the_datas():
    data = json.loads((ROOT / "nassau" / "piratoons" / "data" / "components.json").read_text(encoding="utf-8"))
    text = " ".join(_text(DOCS / "games" / "piratoons" / "components.md").split())
    boats, designs = len(data["boats"]), len(data["equipment"])
    copies = sum(e["copies"] for e in data["equipment"])
    assert f"set of {boats} boat tiles and {copies} equipment tiles ({designs} designs" in text
    level3 = [b for b in data["boats"] if b["levels"] == 3]
    decked = [b["id"] for b in level3 if b["slots"][0] == "deck"]
    sims = " ".join(_text(DOCS / "simulations.md").split())
    words = {2: "Two", 3: "Three"}
    assert (f"{words[len(decked)]} of the seven level-3 tiles ({' and '.join(decked)}) are topped by a deck space"
            in sims) and len(level3) == 7


def test_the_pages_count_the_seas_of_glory_modules_and_variants():
    from nassau.marauders.seas_of_glory.switches import MODULES, VARIANTS
    sog = _text(DOCS / "games" / "marauders" / "seas-of-glory.md")
    table = sog[sog.index("## What nassau plays"):sog.index("## How the switches are tested")]
    numbered = {int(n) for n in re.findall(r"\((?:module )?(\d+)\) \|", table)}
    modules = len(numbered)
    assert numbered == set(range(1, modules + 1))
    assert len(MODULES) >= modules
    assert f"Merchants & Marauders: {modules} modules (the" in " ".join(sog.split())
    assert f") and {len(VARIANTS)} variants." in " ".join(sog.split())
    index = " ".join(_text(DOCS / "games" / "marauders" / "index.md").split())
    assert f"The Seas of Glory expansion's {modules} modules and {len(VARIANTS)} variants" in index
    from nassau import marauders
    assert len(marauders.modules()) == len(MODULES) and len(marauders.variants()) == len(VARIANTS)


def test_the_properties_test_plays_the_switch_games_the_page_says():
    from tests.marauders.test_properties import SWITCH_GAMES
    text = " ".join(_text(DOCS / "games" / "marauders" / "seas-of-glory.md").split())
    assert f"and {SWITCH_GAMES} seeded random games, each with its own random set of switches" in text


def test_the_pirates_sea_and_the_marauders_map_have_the_pages_sizes():
    from nassau import marauders, pirates
    spaces = sum(1 for s in pirates.default_components().spaces if s is not None)    # spaces count from 1
    assert f"Pirates sail a sea of {spaces} spaces in three zones" in " ".join(
        _text(DOCS / "games" / "pirates" / "index.md").split())
    zones = marauders.sea_graph().number_of_nodes()
    text = " ".join(_text(DOCS / "games" / "marauders" / "index.md").split())
    assert f"across {zones} sea zones" in text and f"networkx DiGraph: {zones} zones" in text
    assert f"Merchants & Marauders' {zones} zones" in _text(DOCS / "tutorials.md")


# --- code blocks that no other test runs -------------------------------------------------
def _python_block(page, starting: str) -> str:
    return next(code for lang, code in blocks(page) if lang == "python" and code.startswith(starting))


def _said(code: str) -> dict:
    """``{expression: what its comment says it gives}`` for lines ``expr  # value...``."""
    return dict(re.findall(r"^(\S[^#\n]*?)\s+#\s*(\S.*)$", code, re.M))


def test_the_getting_started_surface_runs_and_says_what_it_gives():
    code = _python_block(DOCS / "getting-started.md", "from nassau import pirates as game_package")
    ns = {}
    exec(compile(code, "getting-started.md", "exec"), ns)
    from nassau import pirates
    game = pirates.new_game(players=["Anja", "Jonah", "Jon", "Ewan"], seed=7)
    said = _said(code)
    assert said["game.prompt()"] == repr(game.prompt())
    assert said["game.legal_actions()"].startswith(f"{game.legal_actions()!r}:")
    assert ns["game"].problems() == [] and ns["twin"].problems() == []


def test_the_researchers_encoding_example_says_what_it_gives():
    code = _python_block(DOCS / "researchers.md", "from nassau import pirates\nfrom nassau.pirates.bots.encoding")
    ns = {}
    exec(compile(code, "researchers.md", "exec"), ns)
    enc, game = ns["ENCODING"], ns["game"]
    said = _said(code)
    assert said["ENCODING.num_actions"] == str(enc.num_actions)
    assert said["legal = ENCODING.legal_indices(game)"].startswith(f"{ns['legal']}:")
    first = ns["legal"][0]
    assert said[f"ENCODING.action(game, {first})"] == (f"{enc.action(game, first)!r}; ENCODING.index(game, action) "
                                                        f"gives {enc.index(game, enc.action(game, first))} back")


def test_the_index_page_example_says_what_it_gives():
    code = _python_block(DOCS / "index.md", "from nassau import pirates")
    ns = {}
    exec(compile(code, "index.md", "exec"), ns)
    from nassau import pirates
    game = pirates.new_game(players=["Anja", "Jonah", "Jon", "Ewan"], seed=7)
    assert _said(code)["game.legal_actions()"] == repr(game.legal_actions())


# --- options -----------------------------------------------------------------------------
def _options_named(page) -> set:
    """The rule options a page names: ``option `x```, ``options `x`, `_y```, and the keys of
    ``options={...}`` and ``--options '{...}'``."""
    text = _text(page)
    named = set()
    for found in re.finditer(r"options? `(\w+)`((?:, `_\w+`)*)", text):
        stem = found.group(1).rsplit("_", 1)[0]
        named |= {found.group(1)} | {stem + s for s in re.findall(r"`(_\w+)`", found.group(2))}
    for found in re.finditer(r"options=\{([^}]*)\}|--options '\{([^}]*)\}'", text):
        named |= set(re.findall(r'"(\w+)":', found.group(1) or found.group(2)))
    return named - {"name"}                           # options={"name": value}: how to pass one


def _game_options(name) -> set:
    return set(importlib.import_module(f"nassau.{name}").options_table().index)


@pytest.mark.parametrize("page", PAGES, ids=_name)
def test_every_option_a_page_names_is_a_games_option(page):
    folder = page.parent.name if page.parent.parent == DOCS / "games" else None
    known = _game_options(folder) if folder else set().union(*map(_game_options, GAME_NAMES))
    assert _options_named(page) <= known


def test_the_piratoons_joints_default_is_the_pages():
    from nassau import piratoons
    default = piratoons.options_table().loc["joint_symbols", "default"]
    for page in (DOCS / "games" / "piratoons" / "rulings.md", DOCS / "simulations.md"):
        assert f'`"{default}"` (the default)' in _text(page)
