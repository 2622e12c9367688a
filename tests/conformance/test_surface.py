"""Every game meets the same surface: setup and play, records, tables and views, and the
package-level functions. Parametrised over ``nassau.games`` (see conftest.py)."""

import importlib
import json
import random
import re
import xml.etree.ElementTree as ET

import pytest

from nassau import IllegalActionError, RecordError
from nassau.kernel.game import BaseGame
from nassau.kernel.rng import Rng

from ..helpers_html import survives_the_sanitiser

MODULE_SURFACE = ("new_game", "load_components", "default_components", "provenance", "options_table", "glossary",
                  "play", "Game", "Options", "Action")
GAME_SURFACE = ("legal_actions", "apply", "apply_unchecked", "undo", "prompt", "observation", "resample", "problems",
                "to_json", "from_json", "clone", "state_dict", "scores", "scoring_table", "winner", "log",
                "public_log", "round_log", "to_svg", "save_svg", "board")
ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")


# --- the package and the class ---------------------------------------------------------------------
def test_the_package_offers_the_whole_surface(subject):
    pkg = subject.package
    missing = [name for name in MODULE_SURFACE if not hasattr(pkg, name)]
    assert not missing, f"{subject.name} lacks {missing}"
    assert issubclass(pkg.Game, BaseGame) and pkg.Game.game_name == subject.name
    assert pkg.load_components(None) is pkg.default_components()
    assert list(pkg.options_table().columns) == ["default", "choices", "ruling"]
    assert (pkg.options_table()["ruling"].str.len() > 20).all()
    prov = pkg.provenance()
    assert set(prov["provenance"]) <= {"rulebook", "rulebook-example", "fan-coding", "reconstructed"} and len(prov) > 0
    terms = pkg.glossary()
    assert {"english", "chinese", "provenance"} <= set(terms.columns) and len(terms) >= 40
    if subject.adapter.map_graph:
        graph = getattr(pkg, subject.adapter.map_graph)()
        assert graph.number_of_nodes() > 0 and graph.number_of_edges() > 0


def test_the_glossary_quotes_the_rulebook_for_each_term_it_takes_from_it(subject):
    """Each quote is the rulebook's own words (examples/check_glossary.py checks them against
    the rulebook, which is not in the repository); here: every spelling is in its quote."""
    df = subject.package.glossary()
    assert set(df["provenance"]) <= {"rulebook", "nassau"} and (df["provenance"] == "rulebook").sum() >= 40
    assert df["meaning"].str.len().min() > 10 and not df["chinese"].str.contains(r"\s").any()
    for rec in importlib.import_module(subject.adapter.package + ".views.glossary").terms():
        if rec["provenance"] == "rulebook":
            assert 0 < len(rec["quote"]) <= 40, rec["english"]
            for spelling in [rec["chinese"], *rec["also"]]:
                assert spelling in rec["quote"], (rec["english"], spelling)
        else:
            assert rec["quote"] == "", rec["english"]


def test_the_game_class_writes_every_method_of_the_surface(subject):
    cls = subject.package.Game
    for name in GAME_SURFACE:
        assert callable(getattr(cls, name)), name
    for name in ("prompt", "observation", "public_log", "resample", "problems", "scores", "scoring_table", "board"):
        assert getattr(cls, name) is not getattr(BaseGame, name), f"{subject.name} does not write {name}()"


def test_blank_has_the_kernels_signature_with_the_games_settings_by_keyword_only(subject):
    import inspect
    params = list(inspect.signature(subject.package.Game.blank).parameters.values())
    assert [p.name for p in params[:4]] == ["comp", "opts", "names", "rng"]
    assert all(p.kind is inspect.Parameter.KEYWORD_ONLY for p in params[4:])


def test_a_new_game_says_who_decides_in_a_sentence(subject):
    game = subject.new()
    assert isinstance(game.names, tuple) and len(game.names) == game.n == subject.adapter.default_players
    assert game.current_player in range(game.n) and not game.is_over
    assert game.prompt().endswith(".") and game.names[game.current_player] in game.prompt()
    assert len(game.legal_actions()) > 0 and game.problems() == []


# --- play ------------------------------------------------------------------------------------------
@pytest.mark.seeds(range(4))
def test_random_games_keep_the_invariants_and_end(subject, seed):
    for players in subject.player_counts():
        game = subject.new(seed, players)
        for g in subject.random_play(game, seed):
            assert g.problems() == [], f"{subject.name} seed {seed}, decision {g.ply}: {g.problems()}"
            assert g.ply < 5000, "a game must end"
            if not g.is_over:
                assert len(g.legal_actions()) > 0 and g.current_player in range(g.n)
        assert game.is_over and len(game.legal_actions()) == 0 and game.current_player is None
        assert game.prompt() == "The game is over."


def test_the_same_seed_gives_the_same_game_and_another_seed_another(subject):
    a, b, c = (subject.played(seed, None, checked=False) for seed in (42, 42, 43))
    assert a.to_json() == b.to_json() and a.log() == b.log()
    assert c.log() != a.log()


def test_the_global_random_module_is_never_used(subject, monkeypatch):
    def boom(*args, **kwargs):
        raise AssertionError("the global random module was used")
    for name in ("random", "randint", "randrange", "choice", "shuffle", "sample", "seed", "getrandbits"):
        monkeypatch.setattr(random, name, boom)
    game = subject.played(5, None, players=subject.adapter.max_players, checked=True)
    game.resample(0, 1)


def test_a_finished_game_refuses_every_decision(subject):
    game = subject.played(3, None, checked=False)
    before = game.state_dict()
    for notation in ("pass", "done", "claim A"):
        with pytest.raises(IllegalActionError) as info:
            game.apply(notation)
        assert info.value.rule in ("game-over", "notation")
    assert game.state_dict() == before


# --- records, clones and undo ------------------------------------------------------------------------
@pytest.mark.seeds(range(3))
def test_records_and_clones_share_the_future(subject, seed):
    game, probe = subject.new(seed), Rng(seed)
    for g in subject.random_play(game, seed, checked=True):
        if probe.below(25):
            continue
        twin, loaded = g.clone(), type(g).from_json(g.to_json())
        assert loaded.state_dict() == g.state_dict() == twin.state_dict()
        future = Rng(g.ply)
        for _ in range(40):
            if g.is_over:
                break
            options = g.legal_actions()
            pick = options[future.below(len(options))]
            for other in (twin, loaded):
                assert other.legal_actions().notations() == options.notations()
                other.apply(pick.notation)
            g.apply(pick)
        assert twin.state_dict() == g.state_dict() == loaded.state_dict()
        assert twin.log() == g.log() == loaded.log()
        return


def test_undo_restores_each_position_back_to_the_start_or_to_a_rule(subject):
    game = subject.new(9)
    start, seen = game.state_dict(), []
    for g in subject.random_play(game, 9, decisions=120, checked=True):
        seen.append(g.state_dict())
    seen.pop()                            # the position now; each undo goes one further back
    while game._undo:
        refusal = game.undo_refusal()
        if refusal is not None:           # the rules keep a decision (a revealed sealed choice)
            before = game.state_dict()
            with pytest.raises(IllegalActionError) as info:
                game.undo()
            assert info.value.rule == refusal.rule and game.state_dict() == before
            return
        game.undo()
        assert game.state_dict() == (seen.pop() if seen else start)
    assert not seen and game.state_dict() == start and game.ply == 0


def test_a_game_loaded_from_its_record_can_be_undone_like_the_original(subject):
    game = subject.played(4, 30)
    loaded = type(game).from_json(game.to_json())
    assert loaded.undo_refusal() is None or loaded.undo_refusal().rule == game.undo_refusal().rule
    assert json.loads(game.to_json())["game"] == subject.name


# --- refusals ----------------------------------------------------------------------------------------
@pytest.mark.seeds(range(2))
def test_refusals_name_a_rule_and_change_nothing(subject, seed):
    game, probe = subject.new(seed), Rng(seed + 100)
    elsewhere = set()
    for g in subject.random_play(game, seed, checked=True):
        elsewhere.update(g.legal_actions().notations())
        if probe.below(8) or g.is_over:
            continue
        legal = set(g.legal_actions().notations())
        tries = sorted(elsewhere - legal)[:6] + ["dance", "", "x" * 500, "claim J", "5>99"]
        snapshot = (g.to_json(), g.log(), g.legal_actions().notations(), g.ply)
        for notation in tries:
            why = g.why_not(notation)               # what apply would say, asked beforehand
            with pytest.raises(IllegalActionError) as info:
                g.apply(notation)
            assert isinstance(info.value, ValueError) and info.value.rule and str(info.value)
            assert (why.rule, str(why)) == (info.value.rule, str(info.value))
        assert all(g.why_not(a) is None for a in g.legal_actions()[:6])
        other = (g.current_player + 1) % g.n
        with pytest.raises(IllegalActionError) as info:
            g.apply(g.legal_actions()[0], player=other)
        assert info.value.rule == "turn"
        for bad in (3.5, None, ["pass"]):
            with pytest.raises(IllegalActionError):
                g.apply(bad)
        assert (g.to_json(), g.log(), g.legal_actions().notations(), g.ply) == snapshot


# --- tables and views ----------------------------------------------------------------------------------
def test_scores_tables_and_views(subject, tmp_path):
    game = subject.played(6, None, checked=False)
    df = game.scores()
    assert list(df.index) == list(game.names) and {"points", "rank"} <= set(df.columns)
    order = sorted(df["points"], reverse=True)
    assert all(df.loc[p, "rank"] >= order.index(df.loc[p, "points"]) + 1 for p in game.names)   # ties break down
    top = list(df.index[df["rank"] == 1])
    assert game.winner() == (top[0] if len(top) == 1 else None)
    table = game.scoring_table()
    assert table.data.shape[0] == game.n and "<table" in table._repr_html_()
    assert game.round_log(1)[0] == game.log()[0] and len(game.round_log()) > 0
    with pytest.raises(IllegalActionError) as info:
        game.round_log(999)
    assert info.value.rule == "log.round"
    svg = game.to_svg()
    ET.fromstring(svg)
    assert game.save_svg(tmp_path / "table.svg").read_text(encoding="utf-8") == svg
    for p in range(game.n):
        board = game.board(p)
        assert board is not None and game.names[p] in repr(board) and "<" in board._repr_html_()
    assert isinstance(game.observation(0), dict)


def _reachable(root, depth=3):
    """The package's objects a notebook can reach from ``root``: attributes, items, and a
    few of each list (the walk is bounded)."""
    seen, out, todo = set(), [], [(root, 0)]
    while todo:
        obj, d = todo.pop()
        if id(obj) in seen or d > depth:
            continue
        seen.add(id(obj))
        kids = []
        if isinstance(obj, (list, tuple)):
            kids = list(obj[:12])
        elif isinstance(obj, dict):
            kids = list(obj.values())[:12]
        elif type(obj).__module__.startswith("nassau"):
            out.append(obj)
            kids = [v for k, v in getattr(obj, "__dict__", {}).items() if not k.startswith("_")]
        todo.extend((k, d + 1) for k in kids)
    return out


def test_every_reachable_object_shows_itself_without_an_address(subject):
    game = subject.played(2, 25)
    roots = [game, game.legal_actions(), list(game.legal_actions()), game.scoring_table(), game.round_log(),
             game.opts, game.rng, [game.board(p) for p in range(game.n)], game.comp, subject.adapter,
             [factory(1) for factory in subject.adapter.bots.values()]]
    objects = [o for root in roots for o in _reachable(root)]
    assert len(objects) > 30
    for obj in objects:
        text = repr(obj)
        assert not ADDRESS.search(text), f"{type(obj).__name__} repr holds an address: {text[:80]}"
        html = getattr(obj, "_repr_html_", None)
        if html is not None:
            assert not ADDRESS.search(str(html())), type(obj).__name__
            survives_the_sanitiser(str(html()))        # the stored output looks right unrun, and on GitHub
    twin = type(game).from_json(game.to_json())
    assert repr(twin) == repr(game) and str(twin) == str(game) and twin._repr_html_() == game._repr_html_()
    assert twin.to_svg() == game.to_svg()


def test_module_level_objects_show_themselves_without_an_address(subject):
    """Tables, flows, adapters and glossaries a user may type the name of (pirates.flow.FLOW)."""
    import pkgutil
    import types
    names = [m.name for m in pkgutil.walk_packages(subject.package.__path__, subject.adapter.package + ".")]
    names += ["nassau.kernel." + m.name for m in pkgutil.iter_modules(importlib.import_module("nassau.kernel").__path__)]
    checked = 0
    for name in names:
        if name.endswith((".controller", ".widget")):
            continue                      # the widgets: checked with a live table above
        module = importlib.import_module(name)
        for value in vars(module).values():
            if isinstance(value, (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType)):
                continue
            for item in (value if isinstance(value, (tuple, list)) else (value,)):
                if type(item).__module__.startswith("nassau"):
                    checked += 1
                    assert not ADDRESS.search(repr(item)), f"{name}: {repr(item)[:80]}"
    assert checked >= 5


# --- hidden information ----------------------------------------------------------------------------------
@pytest.mark.seeds(range(2))
def test_an_observation_never_shows_what_the_player_cannot_see(subject, seed):
    """Drawing everything a player cannot see again (resample) never changes what they see.
    If an observation leaked another player's sealed choice or a deck's order, it would."""
    game, changed = subject.new(seed), 0
    for g in subject.random_play(game, seed, checked=False):
        if g.is_over:
            break
        for p in range(g.n):
            mine = g.observation(p)
            json.dumps(mine)
            other = g.resample(p, seed=g.ply * 10 + p)
            assert other.observation(p) == mine, f"{subject.name}: {g.names[p]} sees hidden information"
            assert other.problems() == [] and other.observation(g.names[p]) == mine
            changed += other.state_dict() != g.state_dict()
    assert changed > 0, "resample() never drew anything again: the check above proves nothing"


def test_a_resample_depends_only_on_what_the_player_sees(subject):
    """A twin (same view, other hidden state) resampled with the same seed gives the same
    position: a search bot that samples the hidden state never learns the true one from it."""
    game, compared, differed = subject.new(3), 0, 0
    for g in subject.random_play(game, 3, decisions=300):
        if g.is_over:
            break
        if g.ply % 5 == 0:
            for p in range(g.n):
                twin = g.resample(p, seed=g.ply + 1)
                differed += twin.state_dict() != g.state_dict()
                assert twin.resample(p, seed=7).state_dict() == g.resample(p, seed=7).state_dict(), \
                    f"{subject.name}: {g.names[p]}'s resample reads the hidden state at decision {g.ply}"
                compared += 1
    assert compared and differed, "no twin ever differed from the game: the check above proves nothing"


# --- the play widget -----------------------------------------------------------------------------------
def test_the_play_widget_saves_and_loads(subject, tmp_path):
    table = subject.package.play(players=["You"] + ["bot"] * (subject.adapter.default_players - 1), seed=3)
    assert not ADDRESS.search(repr(table))
    path = table.save(tmp_path / "game.json")
    assert json.loads(path.read_text())["game"] == subject.name
    before = table.game.to_json()
    (tmp_path / "bad.json").write_text("[" * 100_000)
    for bad in (tmp_path / "bad.json", tmp_path / "missing.json", "a\0b.json", tmp_path):
        assert table.load(bad) is False and table.game.to_json() == before
    assert table.load(path) is True and table.game.to_json() == before


@pytest.mark.seeds(range(2))
def test_a_resampled_game_keeps_what_the_player_sees_and_may_do(subject, seed):
    """``resample(player)`` draws again only what the player cannot see: their observation, and
    their legal actions when they decide, are those of the game itself, in every position."""
    game, checked, differed = subject.new(seed), 0, 0
    for g in subject.random_play(game, seed, decisions=300):
        if g.is_over or g.ply % 3:
            continue
        for seat in range(g.n):
            twin = g.resample(seat, seed=g.ply + seat)
            assert twin.observation(seat) == g.observation(seat), (g.ply, seat)
            if g.current_player == seat:
                assert twin.legal_actions().notations() == g.legal_actions().notations(), (g.ply, seat)
            checked += 1
            differed += twin.state_dict() != g.state_dict()
    assert checked > 50 and differed > 10
