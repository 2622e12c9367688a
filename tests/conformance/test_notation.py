"""Every game's notation, written and read by the notations its kinds declare (``Kind.notation``).

Every action the rules offer in seeded random games (Merchants & Marauders also with every
switch on) writes a notation that reads back as that very action, fields and types and all;
fixed lists of texts read as the fields given, or are refused with a ValueError saying why;
and a plug-in's notations are read while it is registered, whatever the game's switches.
"""

import ast
import inspect
import types

import pytest

from nassau import games
from nassau.kernel.actions import Kind
from nassau.kernel.notation import Form, one_of
from nassau.kernel.rng import Rng

GAMES = [("pirates", False), ("piratoons", False), ("marauders", False), ("marauders", True)]


def _typed(values) -> tuple:
    """Values with their types, so that 4 and "4", or 1 and True, differ."""
    return tuple(_typed(v) if type(v) is tuple else (type(v), v) for v in values)


def _fields(action) -> tuple:
    return _typed(getattr(action, f) for f in type(action)._FIELDS)


def _read_afresh(cls, text):
    """``text`` read by the notation itself, past the actions already interned."""
    fresh = object.__new__(cls)
    object.__setattr__(fresh, "notation", text)
    cls._parse_into(fresh, text)
    return fresh


@pytest.mark.parametrize("name, switched", GAMES)
def test_every_action_offered_reads_back_as_itself(name, switched):
    adapter = games.adapter(name)
    on = adapter.switches() if switched else {}
    seen = 0
    for seed in (1, 2, 3):
        g = adapter.new_game(adapter.default_players, seed, adapter.random_play_options, None, **on)
        cls, rng = g.Action, Rng(seed)
        while not g.is_over:
            legal = g.legal_actions()
            for a in legal:
                assert cls._canonical(a.notation) == a.notation, a
                assert cls(a.notation) is a, a
                assert _fields(_read_afresh(cls, a.notation)) == _fields(a), a
                assert cls._write(*(getattr(a, f) for f in cls._FIELDS)) == a.notation, a
            seen += len(legal)
            g.apply_unchecked(rng.choice(legal))
    assert seen > 500


# (text, the notation it stands for, its fields): the documented notations and the other ways of
# writing them the notation reads
GOOD = {
    "marauders": [
        ("move tortuga", "move tortuga", ("move", "tortuga")),
        ("move Port Royal", "move port-royal", ("move", "port-royal")),
        ("move St. Maarten", "move st-maarten", ("move", "st-maarten")),
        ("move The Caribbean Sea", "move caribbean-sea", ("move", "caribbean-sea")),
        ("move hit masts", "move hit masts", ("move-hit", "masts")),
        ("move hit", "move hit", ("move", "hit")),
        ("enter port", "enter port", ("enter-port", None)),
        ("enter port roll", "enter port roll", ("enter-port", "roll")),
        ("end turn", "end turn", ("end-turn", None)),
        ("scout navy spanish", "scout navy spanish", ("scout-npc", "spanish")),
        ("scout pirate large", "scout pirate large", ("scout-npc", "pirate-large")),
        ("scout captain Anja Bonny", "scout captain Anja Bonny", ("scout-captain", "Anja Bonny")),
        ("scout captain ", "scout captain ", ("scout-captain", "")),
        ("sell sugar,rum,sugar", "sell rum,sugar,sugar", ("sell", ("rum", "sugar", "sugar"))),
        ("sell rum, sugar", "sell rum,sugar", ("sell", ("rum", "sugar"))),
        ("take nothing", "take nothing", ("take-nothing", None)),
        ("take mission", "take mission", ("take", ("mission",))),
        ("take mission pirate-hunter", "take mission pirate-hunter", ("take-mission", "pirate-hunter")),
        ("keep captain", "keep captain", ("keep", ("captain",))),
        ("buy ship frigate", "buy ship frigate", ("buy-ship", "frigate")),
        ("buy ship frigate with mods", "buy ship frigate with mods", ("buy-ship-with-mods", ("frigate", None))),
        ("buy ship frigate with mods long-guns, chasers", "buy ship frigate with mods chasers,long-guns",
         ("buy-ship-with-mods", ("frigate", ("chasers", "long-guns")))),
        ("stash 10", "stash 10", ("stash", 10)),
        ("hire 0", "hire 0", ("hire", 0)),
        ("shoot", "shoot", ("shoot", None)),
        ("shoot chain-shot", "shoot chain-shot", ("shoot", "chain-shot")),
        ("board grappling-hooks", "board grappling-hooks", ("board", "grappling-hooks")),
        ("give up grapeshot", "give up grapeshot", ("give-up", "grapeshot")),
        ("give up", "give up", ("give", "up")),
        ("raid location", "raid location", ("raid", "location")),
        ("discard card c07", "discard card c07", ("discard-card", "c07")),
        ("hit crew", "hit crew", ("hit", "crew")),
        ("play fair-winds-1", "play fair-winds-1", ("play", "fair-winds-1")),
        ("place mod havana", "place mod havana", ("place-mod", "havana")),
        # the expansion's, declared by its modules
        ("shoot heated-shot", "shoot heated-shot", ("shoot", "heated-shot")),
        ("board grappling-hooks caltrops", "board grappling-hooks caltrops", ("board", "grappling-hooks caltrops")),
        ("use heated-shot", "use heated-shot", ("use", "heated-shot")),
        ("use favor", "use favor", ("use-favor", None)),
        ("scout treasure-galleon", "scout treasure-galleon", ("scout-treasure-galleon", None)),
        ("buy contraband tortuga, havana", "buy contraband havana,tortuga", ("buy-contraband", ("havana", "tortuga"))),
        ("sell contraband 2", "sell contraband 2", ("sell-contraband", 2)),
        ("sell contraband", "sell contraband", ("sell", ("contraband",))),
        ("absolve english 2", "absolve english 2", ("absolve", ("english", 2))),
        ("salvage weapon chain-shot", "salvage weapon chain-shot", ("salvage", "weapon chain-shot")),
        ("salvage rumor", "salvage rumor", ("salvage", "rumor")),
        ("plank crew", "plank crew", ("plank", "crew")),
        ("hide contraband havana", "hide contraband havana", ("hide-contraband", "havana")),
        ("loot sugar,rum", "loot rum,sugar", ("loot", ("rum", "sugar"))),
        ("keep captain william-ashby", "keep captain william-ashby", ("keep-captain", "william-ashby")),
        ("pass", "pass", ("pass", None)),
    ],
    "pirates": [
        ("5>8", "5>8", ("move", 5, 0, 8)),
        ("5-1>7", "5-1>7", ("move", 5, -1, 7)),
        ("plunder 2/2", "plunder 2/2", ("plunder", (2, 2), None, None)),
        ("navy empty", "navy empty", ("navy", None, None, None)),
        ("navy 4/4 2/1", "navy 4/4 2/1", ("navy", (4, 4), (2, 1), None)),
        ("navy 10/12", "navy 10/12", ("navy", (10, 12), None, None)),
        ("use crows-nest:4", "use crows-nest:4", ("use", "crows-nest", 4, None)),
        ("use purser:rum", "use purser:rum", ("use", "purser", "rum", None)),
        ("buy section", "buy section", ("buy", "section", None, None)),
        ("buy hull-code b1", "buy hull-code b1", ("buy", "hull-code", "b1", None)),
        ("smuggle pesos", "smuggle pesos", ("smuggle", "pesos", None, None)),
        ("sell goods,rum,rum", "sell goods,rum,rum", ("sell", ("goods", "rum", "rum"), None, None)),
        ("bury 12", "bury 12", ("bury", 12, None, None)),
        ("doubloon", "doubloon", ("doubloon", None, None, None)),
    ],
    "piratoons": [
        ("claim C", "claim C", ("claim", 2)),
        ("bid 0", "bid 0", ("bid", 0)),
        ("bid 120", "bid 120", ("bid", 120)),
        ("take deck-a", "take deck-a", ("take", "deck-a")),
        ("overboard sail-03", "overboard sail-03", ("overboard", "sail-03")),
        ("draw b3-2", "draw b3-2", ("draw", "b3-2")),
        ("straddle", "straddle", ("straddle", None)),
    ],
}

# (text, what the refusal says)
BAD = {
    "marauders": [
        ("", "unknown action"), ("sail tortuga", "unknown action"), ("stash", "unknown action"),
        ("stash x", "write 'stash N' with N a whole number"), ("hire 12345", "whole number"),
        ("sell contraband x", "write 'sell contraband N' with N a whole number"),
        ("play Fair-Winds", "expected a name like 'port-royal'"), ("move hit x", "expected a name like"),
        ("sell rum,Sugar", "expected a name like"), ("scout navy x y", "unknown action"),
        ("scout captain", "unknown action"), ("scout pirate medium", "unknown action"),
        ("shoot grappling-hooks", "unknown action"), ("board caltrops grappling-hooks", "unknown action"),
        ("enter port x", "unknown action"), ("absolve english 123", "unknown action"),
        ("buy ship frigate with mods sails", "ship modifications like"),
        ("buy ship frigate with mods chasers,chasers", "name each modification to move once"),
        ("salvage weapon", "unknown action"), ("hit nothing", "unknown action"), ("raid a b", "unknown action"),
    ],
    "pirates": [
        ("", "unknown action"), ("7>8", "unknown action"), ("5+2>9", "unknown action"), ("5>21", "unknown action"),
        ("plunder", "expected SAIL/CANNON like 2/2"), ("plunder 22", "SAIL/CANNON"),
        ("navy 4/4 2/1 1/1", "write 'navy empty' or 'navy SAIL/CANNON CAPTAIN'"), ("use X", "tile code"),
        ("use pilot:Y", "bad argument after ':'"), ("smuggle hostages", "expected one of"),
        ("penalty crew", "write 'penalty infamy' or 'penalty goods'"), ("buy X b1", "write 'buy section'"),
        ("sell rum,goods,rum", "three resources"), ("bury 0", "write 'bury N' with N >= 1"),
        ("winds now", "unknown action"),
    ],
    "piratoons": [
        ("", "unknown action"), ("claim", "chest place from A to I"), ("claim J", "chest place"),
        ("bid 01", "whole number of coins"), ("bid 1000", "whole number of coins"),
        ("draw B3", "write 'draw CODE' with a tile code"), ("seal now", "unknown action"),
    ],
}


def _action_class(name):
    return games.adapter(name).new_game(games.adapter(name).default_players, 1, None, None).Action


@pytest.mark.parametrize("name, text, notation, fields",
                         [(n, *case) for n, cases in GOOD.items() for case in cases], ids=lambda x: repr(x))
def test_a_text_reads_as_its_fields(name, text, notation, fields):
    cls = _action_class(name)
    action = cls(text)
    assert action.notation == notation and _fields(action) == _typed(fields + (None,) * (len(cls._FIELDS) - len(fields)))
    assert cls.of(*fields) is action                     # the rules' way of building it: the same action


@pytest.mark.parametrize("name, text, says", [(n, *case) for n, cases in BAD.items() for case in cases],
                         ids=lambda x: repr(x))
def test_a_text_no_notation_reads_is_refused(name, text, says):
    with pytest.raises(ValueError, match=says.replace("(", r"\(")):
        _action_class(name)(text)


def test_a_plugins_notations_are_read_while_it_is_registered():
    from nassau.marauders.rules import plugins
    from nassau.marauders.rules.actions import NAME, Action
    toy = types.ModuleType("toy")
    toy.KINDS = (Kind("chart", None, words="chart", notation=Form("chart", NAME)), Kind("ebb-tide", None, words="ebb"))
    toy.NOTATIONS = {"flee": Form("flee", one_of("upwind"))}
    for text in ("chart havana", "ebb tide", "flee upwind"):
        with pytest.raises(ValueError, match="unknown action"):
            Action(text)
    plugins.register(toy)
    try:
        assert (Action("chart havana").kind, Action("chart havana").arg) == ("chart", "havana")
        assert Action.of("ebb-tide").notation == "ebb tide" and Action("flee upwind").arg == "upwind"
        assert Action("flee").arg is None
    finally:
        plugins.unregister(toy)
    with pytest.raises(ValueError, match="unknown action"):
        Action("chart tortuga")


def test_a_switched_off_modules_notation_reads_and_its_rule_refuses_it():
    from nassau import marauders
    g = marauders.new_game(players=2, seed=1)
    assert not g.modules and g.parse_action("buy favor").kind == "buy-favor"
    assert g.why_not("buy favor").rule != "notation"


def test_the_base_rules_name_no_notation_of_the_expansion():
    """The base game's notation module and kind declarations hold no Seas of Glory notation: each
    plug-in declares its own, with its kinds."""
    from nassau.marauders.rules import action_kinds, actions, plugins
    theirs = {f.words for plugin in plugins.PLUGINS for kind in getattr(plugin, "KINDS", ()) for f in kind.notation}
    for module in (actions, action_kinds):
        tree = ast.parse(inspect.getsource(module))
        docs = {id(n.body[0].value) for n in ast.walk(tree) if isinstance(n, (ast.Module, ast.FunctionDef, ast.ClassDef))
                and n.body and isinstance(n.body[0], ast.Expr)}
        strings = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
                   and id(n) not in docs}
        assert not strings & theirs, (module.__name__, sorted(strings & theirs))


def test_every_notation_is_in_the_table_of_the_module_that_declares_it():
    """A reader finds a kind's notation where the kind is declared: the base game's in the table
    of ``rules/actions.py``, a plug-in's in its own module's docstring."""
    from nassau.marauders.rules import actions, plugins
    from nassau.marauders.rules.kinds import KINDS
    theirs = {kind.name: plugin for plugin in plugins.PLUGINS for kind in getattr(plugin, "KINDS", ())}
    missing = []
    for kind in KINDS.values():
        doc = (theirs.get(kind.name) or actions).__doc__
        missing += [(kind.name, f.words) for f in kind.notation if f.words and f"``{f.words}" not in doc]
    assert not missing, missing
