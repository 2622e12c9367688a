"""The rulebook's terms in English and Traditional Chinese (繁體中文), with what each means
in the engine and its notation.

The data lives in ``data/glossary.json``. Every Chinese term with provenance ``rulebook``
is quoted from the Traditional Chinese translation of the rulebook; ``also`` lists other
spellings that translation uses for the same thing. Meanings and notation are nassau's.

    >>> from nassau import pirates
    >>> pirates.glossary("洗劫")           # search English or Chinese
"""

import json
from importlib import resources

SCHEMA = "nassau.pirates.glossary/1"
COLUMNS = ("english", "chinese", "also", "category", "meaning", "notation", "provenance")
CATEGORIES = ("board", "component", "tile", "rule", "round", "action", "scoring")
PROVENANCES = ("rulebook", "nassau")

_TERMS = None


def terms() -> list[dict]:
    """The glossary records, checked, in the file's order (loaded once)."""
    global _TERMS
    if _TERMS is None:
        text = resources.files(__package__).joinpath("data/glossary.json").read_text(encoding="utf-8")
        _TERMS = _check(json.loads(text))
    return [dict(t, also=list(t["also"])) for t in _TERMS]


def _check(doc) -> list:
    if not isinstance(doc, dict) or doc.get("schema") != SCHEMA:
        raise ValueError(f"glossary.json: expected schema {SCHEMA!r}")
    out, seen = [], set()
    for i, rec in enumerate(doc.get("terms", [])):
        where = f"glossary.json: terms[{i}]"
        if not isinstance(rec, dict) or set(rec) != set(COLUMNS):
            raise ValueError(f"{where} must have exactly the fields {', '.join(COLUMNS)}")
        if not all(isinstance(rec[k], str) for k in COLUMNS if k != "also"):
            raise ValueError(f"{where}: every field but 'also' is text")
        if not rec["english"] or not rec["chinese"] or not rec["meaning"]:
            raise ValueError(f"{where}: english, chinese and meaning are required")
        if not isinstance(rec["also"], list) or not all(isinstance(x, str) and x for x in rec["also"]):
            raise ValueError(f"{where}.also must be a list of spellings")
        if rec["category"] not in CATEGORIES:
            raise ValueError(f"{where}.category must be one of {', '.join(CATEGORIES)}")
        if rec["provenance"] not in PROVENANCES:
            raise ValueError(f"{where}.provenance must be one of {', '.join(PROVENANCES)}")
        if rec["english"].lower() in seen:
            raise ValueError(f"{where}: {rec['english']!r} appears twice")
        seen.add(rec["english"].lower())
        out.append(rec)
    if not out:
        raise ValueError("glossary.json: no terms")
    return out


def glossary(search: str | None = None, category: str | None = None):
    """The glossary as a pandas DataFrame, one row per term.

    Columns: english, chinese (繁體中文, as the rulebook's translation writes it), also
    (other spellings there, joined with "、"), category, meaning (what it is in the engine),
    notation (the action notation or API that shows it, if any) and provenance.

    ``search``: keep the rows whose English or Chinese (or another spelling) contains this
    text, ignoring case. ``category``: one of board, component, tile, rule, round, action,
    scoring.
    """
    import pandas as pd
    if category is not None and category not in CATEGORIES:
        raise ValueError(f"category must be one of {', '.join(CATEGORIES)}, not {category!r}")
    rows = terms()
    if category is not None:
        rows = [r for r in rows if r["category"] == category]
    if search:
        needle = search.casefold()
        rows = [r for r in rows
                if any(needle in s.casefold() for s in [r["english"], r["chinese"], *r["also"]])]
    for r in rows:
        r["also"] = "、".join(r["also"])
    return pd.DataFrame(rows, columns=list(COLUMNS))
