"""Player names: what every game accepts for ``new_game(players=...)`` and in records."""

import unicodedata

from .errors import RecordError
from .limits import MAX_NAME, UNSHOWABLE


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


# Characters that show nothing but are letters or symbols to Unicode (fillers, the blank braille
# cell), besides the format characters (category Cf): a name made of them looks empty.
BLANKS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u180e")


def _invisible(ch: str) -> bool:
    return ch in BLANKS or unicodedata.category(ch) == "Cf"


def look(name: str) -> str:
    """How a name looks, for telling names apart: in one Unicode form (NFKC), case-folded,
    without invisible characters, its spaces as one. "Anja", "anja" and "Anja" followed by a
    blank braille cell look the same."""
    shown = "".join(ch for ch in unicodedata.normalize("NFKC", name) if not _invisible(ch))
    return " ".join(shown.casefold().split())


def check_names(names, field: str) -> None:
    """Every name non-empty, printable, at most MAX_NAME characters, stripped, with something
    to see, and different from the others as they look (see :func:`look`)."""
    for name in names:
        if not isinstance(name, str) or not name or name != name.strip():
            raise RecordError(field, "names must be non-empty text without spaces at either end")
        if len(name) > MAX_NAME:
            raise RecordError(field, f"a name has at most {MAX_NAME} characters")
        if any(unicodedata.category(ch) in UNSHOWABLE for ch in name):
            raise RecordError(field, "names must not hold control characters")
        if not look(name):
            raise RecordError(field, f"the name {name!r} shows nothing: names need a visible character")
        if _invisible(name[0]) or _invisible(name[-1]):
            raise RecordError(field, f"the name {name!r} begins or ends with an invisible character")
    seen = {}
    for name in names:
        key = look(name)
        if key in seen:
            twin = seen[key]
            raise RecordError(field, "names must be different" if twin == name else
                              f"{twin!r} and {name!r} look the same: names must be different")
        seen[key] = name
