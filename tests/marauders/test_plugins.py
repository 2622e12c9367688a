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
    plugin = toy_plugin()
    plugins.register(plugin)
    yield plugin
    plugins.unregister(plugin)


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


def test_the_base_rules_call_the_life_cycle_hooks_only_through_the_plugins():
    """Game.blank, serialize, observation and invariants name no expansion module's hook."""
    import re
    from pathlib import Path
    rules = Path(plugins.__file__).parent
    text = "".join((rules / f"{m}.py").read_text(encoding="utf-8") for m in ("game", "serialize", "observation",
                                                                              "invariants"))
    called = re.findall(r"\b(\w+)\.(reset|state|player_state|load_before_fight|load|load_player|observed|problems)\(",
                        text)
    expansion = {info.name for info in pkgutil.iter_modules(seas_of_glory.__path__)}
    assert [c for c in called if c[0] in expansion] == []


def test_the_tools_number_every_action_kind_once_the_expansions_too():
    """The adapter's order of kinds is the numbering of observations; every handler and answer has one."""
    from nassau.marauders.adapter import ACTION_KINDS
    from nassau.marauders.rules.game import HANDLERS
    from nassau.marauders.rules.questions import ANSWERS
    assert len(set(ACTION_KINDS)) == len(ACTION_KINDS)
    assert set(ACTION_KINDS) == set(HANDLERS) | set(ANSWERS)
