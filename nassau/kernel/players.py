"""Player names: what every game accepts for ``new_game(players=...)`` and in records."""

import unicodedata

from .errors import RecordError
from .limits import MAX_NAME


def player_names(players, low: int, high: int, defaults, title: str) -> list:
    """Names for a new game from a count (``defaults`` are used) or a list of names.

    Names are stripped before anything else, so "Ann" and "Ann " are the same name and
    refused together.
    """
    if isinstance(players, int) and not isinstance(players, bool):
        if not low <= players <= high:
            raise RecordError("players", f"{title} is for {low} to {high} players")
        return list(defaults[:players])
    if not isinstance(players, (list, tuple)) or not all(isinstance(n, str) for n in players):
        raise RecordError("players", f"must be a number from {low} to {high} or a list of {low} to {high} names")
    names = [n.strip() for n in players]
    if not low <= len(names) <= high:
        raise RecordError("players", f"{title} is for {low} to {high} players")
    check_names(names, "players")
    return names


def check_names(names, field: str) -> None:
    """Every name non-empty, printable, at most MAX_NAME characters, stripped and different."""
    for name in names:
        if not isinstance(name, str) or not name or name != name.strip():
            raise RecordError(field, "names must be non-empty text without spaces at either end")
        if len(name) > MAX_NAME:
            raise RecordError(field, f"a name has at most {MAX_NAME} characters")
        if any(unicodedata.category(ch).startswith("C") for ch in name):
            raise RecordError(field, "names must not hold control characters")
    if len(set(names)) != len(names):
        raise RecordError(field, "names must be different")
