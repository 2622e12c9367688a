"""The base rules' life cycle reaches the expansion's modules through rules.plugins, without naming
them: a new plug-in's fields are reset, saved, loaded, checked and observed."""

import importlib
import json
import pkgutil
import types

import pytest

from nassau import marauders
from nassau.marauders import seas_of_glory
from nassau.marauders.rules import plugins
from nassau.marauders.rules.game import Game

from .helpers import plugged_in


def toy_plugin():
    """A plug-in with every hook, keeping one number on the game ("tide")."""
    toy = types.ModuleType("toy")

    def reset(game):
        game.tide = 0

    def load(game, gd, where, live):
        game.tide = gd.get("tide", 0)

    toy.reset, toy.load = reset, load
    toy.state = lambda game: {"tide": game.tide}
    toy.observed = lambda game: {"tide": game.tide}
    toy.problems = lambda game: [f"the tide is {game.tide}"] if game.tide > 3 else []
    toy.player_state = lambda game, p: {"tide_seen": p.seat}
    toy.load_player = lambda game, p, pd, where: setattr(p, "tide_seen", pd["tide_seen"])
    return toy


@pytest.fixture
def toy():
    yield from plugged_in(toy_plugin())


def test_a_plugged_in_module_is_reset_saved_loaded_observed_and_checked(toy):
    game = marauders.new_game(players=3, seed=2)
    assert game.tide == 0 and game.observation(0)["tide"] == 0 and game.problems() == []
    game.tide = 2
    d = game.state_dict()
    assert d["game"]["tide"] == 2 and [p["tide_seen"] for p in d["players"]] == [0, 1, 2]
    again = Game._from_state(json.loads(json.dumps(d)))
    assert again.tide == 2 and [p.tide_seen for p in again.players] == [0, 1, 2]
    twin = again.clone()                      # a clone copies the game's fields, whoever added them
    assert twin.tide == 2 and [p.tide_seen for p in twin.players] == [0, 1, 2]
    game.tide = 5
    assert game.problems() == ["the tide is 5"]
    with pytest.raises(marauders.RecordError, match="the tide is 5"):
        Game._from_state(game.state_dict())   # a loaded position is checked by its plug-ins too


def test_without_it_the_game_has_none_of_its_fields():
    game = marauders.new_game(players=3, seed=2)
    assert not hasattr(game, "tide") and "tide" not in game.state_dict()["game"]


def test_register_keeps_one_of_each_in_order_and_refuses_a_hook_that_is_no_function():
    before = list(plugins.PLUGINS)
    plugins.register(*before)
    assert plugins.PLUGINS == before
    bad = types.ModuleType("bad")
    bad.reset = "soon"
    with pytest.raises(TypeError, match="bad: reset must be functions"):
        plugins.register(bad)
    assert plugins.PLUGINS == before


def test_every_expansion_module_with_a_hook_is_plugged_in():
    """A module of seas_of_glory/ that writes a hook and is not registered would never be called."""
    with_hooks = []
    for info in pkgutil.iter_modules(seas_of_glory.__path__, seas_of_glory.__name__ + "."):
        module = importlib.import_module(info.name)
        if any(callable(getattr(module, h, None)) and getattr(module, h).__module__ == info.name for h in plugins.HOOKS):
            with_hooks.append(module)
    assert with_hooks and set(with_hooks) <= set(plugins.PLUGINS)
    order = [m.__name__.rsplit(".", 1)[1] for m in plugins.PLUGINS]
    assert order.index("npc_upgrades") < order.index("treasure_galleon")     # the galleon's locations need the tiles


def test_a_point_asks_only_the_plugins_whose_switch_is_on_and_a_refusal_asks_them_all():
    """A plug-in names its switches: in a game without them the base rules never call it (and
    pay nothing for it); a point that explains a refusal asks it anyway, as the reason may be that
    its switch is off."""
    asked = plugins.First("toy_question", "(game, x) -> a toy's answer", lambda game, x: "base")
    why = plugins.First("toy_refusal", "(game, x) -> why not", off_too=True)
    toy = types.ModuleType("toy")
    toy.SWITCHES = ("wind",)
    toy.toy_question = lambda game, x: f"wind {x}"
    toy.toy_refusal = lambda game, x: None if "wind" in game.modules else "the wind is off"
    plugins.register(toy)
    try:
        plain, windy = marauders.new_game(3, seed=1), marauders.new_game(3, seed=1, modules={"wind"})
        assert (asked(plain, 1), asked(windy, 2)) == ("base", "wind 2")
        assert not asked.asked(plain) and asked.asked(windy) and asked.fs() == (toy.toy_question,)
        assert (why(plain, 0), why(windy, 0)) == ("the wind is off", None)
        twin = windy.clone()                 # a clone, a reloaded game: the same switches asked
        again = type(windy)._from_state(json.loads(json.dumps(windy.state_dict())))
        assert asked(twin, 3) == asked(again, 3) == "wind 3"
    finally:
        plugins.unregister(toy)
        plugins.POINTS.pop("toy_question")
        plugins.POINTS.pop("toy_refusal")
    assert asked(windy, 2) == "base"


def test_every_kind_of_point_combines_its_answers_as_it_says():
    game = marauders.new_game(2, seed=1, modules={"wind", "favors"})
    kinds = {"each": plugins.Each, "first": plugins.First, "sum": plugins.Sum, "fold": plugins.Fold,
             "join": plugins.Join, "any": plugins.Any, "all": plugins.All}
    bases = {"first": "base", "sum": 10, "join": ("b",), "any": False, "all": lambda game, x: True}
    points = {k: cls(f"toy_{k}", "", bases.get(k)) for k, cls in kinds.items()}
    told = []
    wind, favors = types.ModuleType("wind"), types.ModuleType("favors")
    wind.SWITCHES, favors.SWITCHES = ("wind",), ("favors",)
    wind.toy_each, favors.toy_each = (lambda game, x: told.append(("wind", x))), (lambda game, x: told.append(("f", x)))
    wind.toy_first, favors.toy_first = (lambda game, x: None), (lambda game, x: "favors")
    wind.toy_sum, favors.toy_sum = (lambda game, x: 1), (lambda game, x: 2)
    wind.toy_fold, favors.toy_fold = (lambda game, x, v: v * 2), (lambda game, x, v: v + 1)
    wind.toy_join, favors.toy_join = (lambda game, x: ["w"]), (lambda game, x: ("f", "g"))
    wind.toy_any, favors.toy_any = (lambda game, x: x > 5), (lambda game, x: x > 3)
    wind.toy_all, favors.toy_all = (lambda game, x: x > 0), (lambda game, x: x > 3)
    plugins.register(wind, favors)
    try:
        points["each"](game, 7)
        assert told == [("wind", 7), ("f", 7)]
        assert points["first"](game, 0) == "favors" and points["sum"](game, 0) == 13
        assert points["fold"](game, 0, 5) == 11 and points["join"](game, 0) == ("b", "w", "f", "g")
        assert (points["any"](game, 4), points["any"](game, 2)) == (True, False)
        assert (points["all"](game, 4), points["all"](game, 2)) == (True, False)
        points["fold"].order(favors, wind)
        assert points["fold"](game, 0, 5) == 12
    finally:
        for m in (wind, favors):
            plugins.unregister(m)
        for k in kinds:
            plugins.POINTS.pop(f"toy_{k}")


def test_a_plugin_that_imports_a_point_does_not_answer_it_with_the_point_itself():
    from nassau.marauders.rules import extensions as ext
    toy = types.ModuleType("toy")
    toy.move_cost = ext.move_cost           # "from ..rules.extensions import move_cost" in a plug-in
    plugins.register(toy)
    try:
        g = marauders.new_game(2, seed=1)
        assert ext.move_cost(g, g.players[0], "havana", 1) == 1
    finally:
        plugins.unregister(toy)


def test_every_point_is_asked_by_a_base_rule_and_answered_by_the_expansion_alone():
    """No point is declared and never asked, or asked and never answered; every answer is a
    function of the expansion's own modules (not a base rule imported into one). A point an
    expansion's module declares for the others (loyalty's, which The Plank answers) is asked by
    that module."""
    import re
    from pathlib import Path
    rules = Path(plugins.__file__).parent
    text = "".join(p.read_text(encoding="utf-8") for p in sorted(rules.glob("*.py")) if p.name != "extensions.py")
    own = {p.stem: p.read_text(encoding="utf-8") for p in Path(seas_of_glory.__file__).parent.glob("*.py")}
    for name, point in plugins.POINTS.items():
        declared = [t for t in own.values() if re.search(rf"^{name} = (Each|First|Sum|Fold|Join|Any|All)\(", t, re.M)]
        if declared:
            assert re.search(rf"\b{name}\(game\b", declared[0]), f"{name} is asked by no rule of its module"
        else:
            assert re.search(rf"\bext\.{name}\b", text), f"{name} is asked by no base rule"
        assert point.fs(), f"{name} is answered by no plug-in"
        for f in point.fs():
            assert f.__module__.startswith(seas_of_glory.__name__ + "."), (name, f.__module__)


def test_only_the_game_its_record_and_the_plugins_read_which_switches_are_on():
    """The base rules ask the extension points; they never test a switch themselves. The game
    keeps its switches, the record saves them, and the points ask the plug-ins switched on."""
    import re
    from pathlib import Path
    rules = Path(plugins.__file__).parent
    reading = sorted(p.name for p in rules.glob("*.py")
                     if re.search(r"\.(modules|variants|switches_on)\b", p.read_text(encoding="utf-8")))
    assert reading == ["game.py", "plugins.py", "serialize.py"]


def test_the_tools_number_every_action_kind_once_the_expansions_too():
    """The adapter's order of kinds is the numbering of observations; every handler and answer has one."""
    from nassau.marauders.adapter import ACTION_KINDS
    from nassau.marauders.rules.kinds import KINDS
    assert len(set(ACTION_KINDS)) == len(ACTION_KINDS)
    assert set(ACTION_KINDS) == set(KINDS)
