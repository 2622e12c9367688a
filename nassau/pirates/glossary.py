"""The rulebook's terms in English and Traditional Chinese (繁體中文), with what each means
in the engine and its notation.

The data lives in ``data/glossary.json``. Every Chinese term with provenance ``rulebook``
is quoted from the Traditional Chinese translation of the rulebook, and its ``quote`` holds
the rulebook's words around it; ``also`` lists other spellings that translation uses for
the same thing. Meanings and notation are nassau's. The loader, the checks and the search
are shared with the other games (:mod:`nassau.kernel.glossary`).

    >>> from nassau import pirates
    >>> pirates.glossary("洗劫")           # search English or Chinese
"""

from ..kernel.glossary import COLUMNS, Glossary  # noqa: F401  (COLUMNS: part of this module's surface)

SCHEMA = "nassau.pirates.glossary/1"
CATEGORIES = ("board", "component", "tile", "rule", "round", "action", "scoring")

_GLOSSARY = Glossary(__package__, SCHEMA, CATEGORIES)


def terms() -> list[dict]:
    """The glossary records, checked, in the file's order (loaded once)."""
    return _GLOSSARY.terms()


def _check(doc) -> list:
    return _GLOSSARY.check(doc)


def glossary(search: str | None = None, category: str | None = None):
    """The glossary as a pandas DataFrame, one row per term.

    Columns: english, chinese (繁體中文, as the rulebook's translation writes it), also
    (other spellings there, joined with "、"), category, meaning (what it is in the engine),
    notation (the action notation or API that shows it, if any), provenance and quote (the
    rulebook's words around the term; empty for nassau's own terms).

    ``search``: keep the rows whose English or Chinese (or another spelling) contains this
    text, ignoring case. ``category``: one of board, component, tile, rule, round, action,
    scoring.
    """
    return _GLOSSARY.frame(search, category)
