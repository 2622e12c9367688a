"""The games of the package, each known by its adapter (see :mod:`nassau.kernel.adapter`).

Adding a game to every tool (``from nassau import NAME``, the command line, the balance lab,
the steppers of OpenSpiel and PettingZoo, the play widgets' seats, the conformance tests) is
one line in ``GAMES``; its standard balance study, if it has one, is
``nassau/sim/studies/NAME.py``.
"""

from importlib import import_module

from .kernel.errors import RecordError
from .kernel.limits import parse_json

GAMES = {
    "pirates": "nassau.pirates.adapter",
    "piratoons": "nassau.piratoons.adapter",
    "marauders": "nassau.marauders.adapter",
}


def names() -> list:
    return list(GAMES)


def adapter(name):
    """The adapter of a game by name ("pirates", "piratoons", "marauders")."""
    if not isinstance(name, str) or name.strip().lower() not in GAMES:
        raise RecordError("game", f"unknown game {name!r} (choose from {', '.join(GAMES)})")
    return import_module(GAMES[name.strip().lower()]).ADAPTER


def for_record(text):
    """The adapter of the game a saved record belongs to (by its ``game`` field)."""
    record = parse_json(text, "record")
    game = record.get("game") if isinstance(record, dict) else None
    for name in GAMES:
        found = adapter(name)
        if game in found.record_names:
            return found
    raise RecordError("game", f"not a record of any game here ({', '.join(GAMES)}), but of {game!r}")
