"""Each plug-in owns its part of a captain and its decisions: declared by the plug-in, made on a
blank game, copied by a clone, saved, loaded and observed through its hooks; with the plug-ins
out, the base game has none of it."""

import json
import types

import pytest

from nassau import games, marauders
from nassau.kernel.adapter import make_bots
from nassau.marauders.bots.encoding import DECISIONS as ENCODED
from nassau.marauders.rules import plugins
from nassau.marauders.rules.flow import DECISIONS
from nassau.marauders.rules.game import Game
from nassau.marauders.rules.kinds import KINDS
from nassau.marauders.seas_of_glory import loyalty, the_plank

from .helpers import plugged_in

EXPANSION_FIELDS = {"dealt", "favors", "ambush_cost", "contraband", "tucked", "tiles"}
EXPANSION_DECISIONS = {"captain", "ambush", "searched", "visit", "site-raid", "site-ashore", "site-loot"}


def reloaded(game):
    return Game._from_state(json.loads(json.dumps(game.state_dict())))


def toy_plugin():
    """A plug-in keeping one number on every captain ("rope"), saved and seen next to his gold."""
    toy = types.ModuleType("toy")
    toy.PLAYER = {"rope": 0}
    toy.PLACES = {"player_observed": "gold"}
    toy.player_state = lambda game, p: {"rope": p.rope}
    toy.load_player = lambda game, p, pd, where: setattr(p, "rope", pd.get("rope", 0))
    toy.player_observed = lambda game, p, mine: {"rope": p.rope}
    return toy


@pytest.fixture
def toy():
    yield from plugged_in(toy_plugin())


@pytest.fixture
def no_expansion():
    """The base game alone: every plug-in out, then back in as it was (the tables' order too)."""
    tables = (plugins.LEGAL, plugins.DECISIONS, plugins.PRIVATE_EVENTS, plugins.PLAYER, KINDS)
    saved = [list(t.items()) for t in tables]
    registered, steps = list(plugins.PLUGINS), list(plugins.PORT_STEPS)
    for plugin in reversed(registered):
        plugins.unregister(plugin)
    try:
        yield
    finally:
        plugins.register(*registered)
        for table, items in zip(tables, saved):
            table.clear()
            table.update(items)
        plugins.PORT_STEPS[:] = steps
        plugins._forget()


def test_a_plugins_captain_field_is_made_copied_saved_loaded_and_seen_where_it_says(toy):
    game = marauders.new_game(players=3, seed=2)
    assert [p.rope for p in game.players] == [0, 0, 0]
    game.players[1].rope = 4
    twin = game.clone()
    twin.players[1].rope = 5                # the clone's captain is its own
    assert (game.players[1].rope, twin.players[1].rope) == (4, 5)
    saved = game.state_dict()["players"][1]
    assert saved["rope"] == 4 and list(saved).index("rope") > list(saved).index("buying_at")
    assert reloaded(game).players[1].rope == 4
    seen = game.observation(0)["players"][1]
    keys = list(seen)
    assert seen["rope"] == 4 and keys.index("rope") == keys.index("gold") + 1     # placed after the gold


def test_a_plugin_taken_out_leaves_no_field_on_a_captain():
    toy = toy_plugin()
    plugins.register(toy)
    assert hasattr(marauders.new_game(players=2, seed=1).players[0], "rope")
    plugins.unregister(toy)
    game = marauders.new_game(players=2, seed=1)
    assert not hasattr(game.players[0], "rope") and "rope" not in game.state_dict()["players"][0]


def test_a_captain_field_is_taken_once():
    one, two = toy_plugin(), toy_plugin()
    plugins.register(one)
    try:
        with pytest.raises(ValueError, match="the captain's field rope is taken"):
            plugins.register(two)
    finally:
        plugins.unregister(one)


def test_no_expansion_field_is_a_base_field():
    from nassau.marauders.rules.state import Captain
    assert EXPANSION_FIELDS <= set(plugins.PLAYER)
    assert not set(plugins.PLAYER) & set(vars(Captain(0, "x")))


def test_the_expansions_captain_fields_round_trip_through_a_record_and_a_clone():
    game = marauders.new_game(players=3, seed=4, modules={"favors", "npc-upgrades", "contraband"},
                              variants={"cutthroat"})
    p = game.players[0]
    p.favors, p.ambush_cost = 3, 2
    for twin in (reloaded(game), game.clone()):
        q = twin.players[0]
        assert (q.favors, q.ambush_cost, q.tiles, q.contraband, q.tucked) == (3, 2, (), (), ())
    game.clone().players[0].favors = 1
    assert p.favors == 3


def test_the_base_game_alone_has_none_of_the_expansions_fields_keys_or_decisions(no_expansion):
    game = marauders.new_game(players=3, seed=5)
    seats = make_bots(games.adapter("marauders"), "random", 3, 5)
    for _ in range(300):
        game.apply(seats[game.current_player].choose(game))
    for p in game.players:
        assert not EXPANSION_FIELDS & set(vars(p))
    d = game.state_dict()
    assert not EXPANSION_FIELDS & {k for pd in d["players"] for k in pd}
    assert not {"bag_out", "ambush"} & (set(vars(game)) | set(d["game"]))
    seen = game.observation(0)
    assert not {"ambush", "cubes_drawn"} & set(seen)
    assert not {"favors", "ambush_cost", "captains_dealt"} & {k for pd in seen["players"] for k in pd}
    assert not EXPANSION_DECISIONS & set(DECISIONS)
    again = Game._from_state(json.loads(json.dumps(d)))
    assert again.state_dict() == d and game.clone().state_dict() == d
    assert game.resample(0, 1).problems() == []


def test_every_decision_has_its_words_and_its_place_in_the_encoding():
    """A plug-in's decisions join the flow's words when it is registered; the observation
    tensor numbers every decision in an order of its own, which must know them all."""
    assert EXPANSION_DECISIONS <= set(DECISIONS)
    assert set(plugins.LEGAL) - {"question"} == set(DECISIONS)
    assert set(ENCODED) == set(DECISIONS) | {"question"} and len(ENCODED) == len(set(ENCODED))


def test_the_plank_answers_loyaltys_own_point():
    """Loyalty asks its point where an NPC event lowers a crew's loyalty; The Plank answers it,
    and only in a game with the Plank's switch on."""
    point = loyalty.loyalty_kept.point
    assert point.fs() == (the_plank.saves,)
    plain = marauders.new_game(players=2, seed=1, modules={"loyalty"})
    planked = marauders.new_game(players=2, seed=1, modules={"loyalty", "ship-mods", "the-plank"})
    assert not point.asked(plain) and point.asked(planked)
