"""Regression tests for the bugs the fuzz tests found, one each (see the module docstrings of
the tests that found them)."""

import json

import pytest

from nassau import IllegalActionError, RecordError, marauders
from nassau.kernel.limits import MAX_NOTATION
from nassau.marauders.rules.state import maxima

from . import strategies as S


def contraband_offer():
    """A galleon captain at Caracas (8 cargo cards on offer) with 5 free holds and the gold for
    them, the contraband cards with the longest destinations on top of the cargo deck."""
    g = marauders.new_game(players=2, seed=3, modules=["contraband"])
    while g.sub != "action":
        g.apply(g.legal_actions()[0])
    p, comp = g.players[g.cur], g.comp
    p.zone, p.in_port, p.ship, p.loc, p.goods = comp.by_id["caracas"].index, True, "galleon", maxima(comp, "galleon"), ()
    g.bank -= 60
    p.gold += 60
    longest = sorted((c for c in g.cargo_deck if comp.cargo[c].destination),
                     key=lambda c: -len(comp.cargo[c].destination))[:8]
    g.cargo_deck = tuple(longest) + tuple(c for c in g.cargo_deck if c not in longest)
    g._legal, g._history, g._undo = None, None, []
    g._mark_root()                      # the prepared position is the record's start
    assert g.problems() == []
    g.apply("port")
    g.apply("buy goods")
    return g


def test_a_legal_notation_longer_than_the_typing_limit_is_accepted():
    """Found by test_components (a long tile code): the game offered actions whose notation was
    longer than MAX_NOTATION, and apply() and from_json() refused them. Five contraband cards
    for long port names make one in a real game."""
    g = contraband_offer()
    longest = max(g.legal_actions().notations(), key=len)
    assert len(longest) > MAX_NOTATION
    g.apply(longest)
    assert type(g).from_json(g.to_json()).state_dict() == g.state_dict()


def test_long_text_that_is_not_legal_is_still_refused_before_parsing():
    g = contraband_offer()
    before = g.state_dict()
    with pytest.raises(IllegalActionError) as info:
        g.apply("buy contraband " + ",".join(["old-providence"] * 6))
    assert info.value.rule == "notation" and g.state_dict() == before


@pytest.mark.parametrize("name", S.NAMES)
@pytest.mark.parametrize("version", [True, 1.0])
def test_a_version_must_be_the_integer_one(name, version):
    """Found by test_records: JSON's true and 1.0 passed for the record's version 1 (and the
    start position's state_version)."""
    doc = json.loads(json.dumps(S.base_records(name)[0]))
    with pytest.raises(RecordError) as info:
        S.adapter(name).load_record(json.dumps({**doc, "version": version}))
    assert info.value.field == "version"
    doc["start"]["state_version"] = version
    S.rehash_start(doc)
    with pytest.raises(RecordError) as info:
        S.adapter(name).load_record(json.dumps(doc))
    assert info.value.field == "start.state_version"


def test_text_from_outside_does_not_fill_the_action_cache():
    """Found by the atheris run's growing memory: every notation that parsed was interned, a
    refused one too ('scout captain <any text>'), so hostile input grew memory without end."""
    from nassau.kernel.actions import INTERNED, Kind, KindAction, Kinds
    from nassau.kernel.notation import Form, field

    kinds = Kinds()                # a kind whose notation reads any text after its word
    kinds.declare((Kind("probe", None, words="probe", notation=Form("probe", field(lambda text, words: text))),), "a test")

    class Probe(KindAction):       # its own cache
        __slots__ = ()
        _KINDS = kinds

    made = [Probe(f"probe {i}") for i in range(INTERNED + 50)]
    assert len(Probe._cache) == INTERNED
    assert Probe("probe 3") is made[3] and Probe(f"probe {INTERNED + 10}") == made[INTERNED + 10]


@pytest.mark.parametrize("name", S.NAMES)
def test_a_loaded_game_leaves_nothing_behind(name):
    """Found by the atheris run's growing memory: Pirates of Nassau kept a table of every
    Components it derived a ship from, so each record loaded kept its components (its own copy,
    read from the record) alive for good."""
    import gc
    import importlib
    import weakref

    a = S.adapter(name)
    components = importlib.import_module(a.package)       # its public face
    built_in = components.default_components().doc
    own = components.load_components({**built_in, "title": built_in["title"] + " (a player's copy)"})
    played = S.play(a.new_game(a.default_players, 5, a.random_play_options, own), 5, 40, checked=True)
    game = a.load_record(played.to_json())
    assert game.comp is not own and game.comp.doc == own.doc      # its own copy, read from the record
    del played, own
    game.legal_actions()
    gone = weakref.ref(game.comp)
    del game
    gc.collect()
    assert gone() is None


@pytest.mark.parametrize("turn", [-1, 1, 4])
def test_a_pirates_turn_must_point_at_the_deciding_seat(turn):
    """Found by the atheris run: a Pirates of Nassau start whose turn was past the last seat (4
    of 4) loaded, and the first decision replayed from it raised an IndexError."""
    doc = json.loads(json.dumps(S.base_records("pirates")[1]))
    assert doc["start"]["game"]["turn"] != turn and len(doc["start"]["players"]) == 4
    doc["start"]["game"]["turn"] = turn
    S.rehash_start(doc)
    with pytest.raises(RecordError) as info:
        S.adapter("pirates").load_record(json.dumps(doc))
    assert info.value.field == "start.game.turn"
