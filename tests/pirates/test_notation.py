"""Pirates of Nassau's notation, written from an action's fields (``Action.of``, how the rules
build what they offer) and read back (``Action(text)``, how a person's input or a record comes
in): each kind's fields write the notation the parser reads, and read back as the same fields,
types and all (a card is a pair of ints, a die face an int), or a record would load as another
game."""

import pytest

from nassau.pirates.rules.actions import KINDS, Action

# the kinds written as their name alone
WORDS = {"winds", "pass", "done", "ransom", "plank", "wind", "up", "down", "doubloon"}

# (fields, notation): every kind the parser reads, and each optional field left out and given
CASES = [
    *(((w,), w) for w in sorted(WORDS)),
    (("move", 5, 0, 8), "5>8"),
    (("move", 5, 1, 9), "5+1>9"),
    (("move", 5, -1, 7), "5-1>7"),
    (("move", 6, 1, 20), "6+1>20"),
    (("plunder", (2, 2)), "plunder 2/2"),
    (("sack", (3, 1)), "sack 3/1"),
    (("smuggle", "rum"), "smuggle rum"),
    (("smuggle", "pesos"), "smuggle pesos"),
    (("take", "hostages"), "take hostages"),
    (("discard", "rum"), "discard rum"),
    (("lose", "goods"), "lose goods"),
    (("exchange", "gunpowder"), "exchange gunpowder"),
    (("use", "pilot"), "use pilot"),
    (("use", "crows-nest", 4), "use crows-nest:4"),
    (("use", "purser", "rum"), "use purser:rum"),
    (("navy", None), "navy empty"),
    (("navy", (4, 4), (2, 1)), "navy 4/4 2/1"),
    (("navy", (10, 12)), "navy 10/12"),            # no captain card left to play
    (("penalty", "infamy"), "penalty infamy"),
    (("penalty", "goods"), "penalty goods"),
    (("buy", "section"), "buy section"),
    (("buy", "hull-code", "b1"), "buy hull-code b1"),
    (("sell", ("goods", "rum", "rum")), "sell goods,rum,rum"),
    (("bury", 3), "bury 3"),
    (("bury", 12), "bury 12"),
]


def _typed(fields) -> tuple:
    """The fields padded to all four, with their types, so that 4 and "4", or 1 and True, differ."""
    def typed(v):
        return tuple(typed(x) for x in v) if type(v) is tuple else (type(v), v)
    fields = tuple(fields)
    return typed(fields + (None,) * (len(Action._FIELDS) - len(fields)))


def _read_afresh(notation):
    """The notation read by the parser itself, past the actions already interned."""
    fresh = object.__new__(Action)
    object.__setattr__(fresh, "notation", notation)
    Action._parse_into(fresh, notation)
    return fresh


@pytest.mark.parametrize("fields, notation", CASES, ids=[n for _, n in CASES])
def test_fields_write_the_notation_that_reads_back_as_them(fields, notation):
    assert Action._write(*fields) == notation
    read = _read_afresh(notation)
    assert _typed(getattr(read, f) for f in Action._FIELDS) == _typed(fields)
    built = Action.of(*fields)
    assert built.notation == notation
    assert _typed(getattr(built, f) for f in Action._FIELDS) == _typed(fields)
    assert Action(notation) is built                   # one action, one object


def test_every_kind_is_in_the_cases():
    assert {fields[0] for fields, _ in CASES} == set(KINDS)
    assert {k for k, kind in KINDS.items() if [(f.words, f.reader) for f in kind.notation] == [(k, None)]} == WORDS


def test_every_action_of_the_catalog_writes_back_its_notation():
    """The integer encoding's catalog holds every action the component data allows (each card
    label, tile code and slot): each reads as fields that write that very notation."""
    from nassau.pirates.bots.encoding import ENCODING
    entries = list(ENCODING._entries(ENCODING.components))
    assert len(entries) > 500
    for notation in entries:
        read = _read_afresh(notation)
        assert Action._write(*(getattr(read, f) for f in Action._FIELDS)) == notation
