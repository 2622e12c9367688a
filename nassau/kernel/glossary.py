"""Glossaries of a rulebook's terms in English and Traditional Chinese (繁體中文), shared by
the games.

A game keeps its terms in ``data/glossary.json`` (schema ``nassau.<game>.glossary/1``) and
binds them with a :class:`Glossary`; see ``nassau/pirates/views/glossary.py``. Each record has
the fields in :data:`COLUMNS`:

- ``english``: nassau's English name (unique, ignoring case);
- ``chinese``: the term as the Traditional Chinese rulebook writes it; ``also``: other
  spellings that rulebook uses for the same thing;
- ``category``: one of the game's categories; ``meaning`` and ``notation`` (the action
  notation or API that shows it, if any) are nassau's own words;
- ``provenance``: ``rulebook`` (the Chinese is quoted from the rulebook) or ``nassau``;
- ``quote``: for a ``rulebook`` record, the rulebook's own words around the term, at most
  :data:`MAX_QUOTE` characters, containing the term and each ``also`` spelling, so the
  data can be checked without the rulebook. Spellings that never stand close together
  are quoted as several excerpts joined by "…". A ``nassau`` record's quote is empty.

The rulebooks are not part of the package. ``examples/check_glossary.py`` checks every
quote against a rulebook text file (see :func:`quote_problems`).

This module imports no pandas: only :meth:`Glossary.frame` does, when called.
"""

import json
from importlib import resources

from .optional import frame

COLUMNS = ("english", "chinese", "also", "category", "meaning", "notation", "provenance", "quote")
PROVENANCES = ("rulebook", "nassau")
MAX_QUOTE = 40      # characters in a quote, "…" between excerpts included
GAP = "…"           # between two excerpts of one quote


class Glossary:
    """One game's glossary: its data file in ``package`` (read once, on first use), checked
    against ``schema`` and the game's ``categories``."""

    def __init__(self, package: str, schema: str, categories: tuple, path: str = "data/glossary.json"):
        self.package, self.schema, self.categories, self.path = package, schema, tuple(categories), path
        self._terms = None

    def __repr__(self):
        return f"Glossary({self.package!r}, {self.schema!r})"

    def terms(self) -> list[dict]:
        """The records, checked, in the file's order. Callers get copies."""
        if self._terms is None:
            text = resources.files(self.package).joinpath(self.path).read_text(encoding="utf-8")
            self._terms = self.check(json.loads(text))
        return [dict(t, also=list(t["also"])) for t in self._terms]

    def check(self, doc) -> list:
        """The records of a parsed glossary file; ValueError naming the first problem."""
        return check(doc, self.schema, self.categories)

    def frame(self, search: str | None = None, category: str | None = None):
        """The glossary as a pandas DataFrame (without pandas, :class:`~.optional.Rows`) with the
        columns :data:`COLUMNS` (``also`` joined with "、"), filtered by ``search`` (in the English, the Chinese or another
        spelling, ignoring case) and ``category``."""
        if category is not None and category not in self.categories:
            raise ValueError(f"category must be one of {', '.join(self.categories)}, not {category!r}")
        rows = self.terms()
        if category is not None:
            rows = [r for r in rows if r["category"] == category]
        if search:
            needle = search.casefold()
            rows = [r for r in rows if any(needle in s.casefold() for s in spellings(r) + [r["english"]])]
        for r in rows:
            r["also"] = "、".join(r["also"])
        return frame(rows, COLUMNS)


def spellings(rec) -> list:
    """The Chinese term and its other spellings."""
    return [rec["chinese"], *rec["also"]]


def excerpts(quote: str) -> list:
    """The verbatim excerpts of a quote (split at "…")."""
    return [part.strip() for part in quote.split(GAP)]


def check(doc, schema: str, categories: tuple) -> list:
    """The records of a parsed glossary file, checked; ValueError naming the first problem."""
    if not isinstance(doc, dict) or doc.get("schema") != schema:
        raise ValueError(f"glossary.json: expected schema {schema!r}")
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
        if rec["category"] not in categories:
            raise ValueError(f"{where}.category must be one of {', '.join(categories)}")
        if rec["provenance"] not in PROVENANCES:
            raise ValueError(f"{where}.provenance must be one of {', '.join(PROVENANCES)}")
        _check_quote(where, rec)
        if rec["english"].lower() in seen:
            raise ValueError(f"{where}: {rec['english']!r} appears twice")
        seen.add(rec["english"].lower())
        out.append(rec)
    if not out:
        raise ValueError("glossary.json: no terms")
    return out


def _check_quote(where, rec) -> None:
    quote = rec["quote"]
    if rec["provenance"] != "rulebook":
        if quote:
            raise ValueError(f"{where}.quote must be empty: only a term from the rulebook is quoted")
        return
    if not quote or not all(excerpts(quote)):
        raise ValueError(f"{where}.quote: a term from the rulebook needs the rulebook's words around it")
    if len(quote) > MAX_QUOTE:
        raise ValueError(f"{where}.quote has {len(quote)} characters; keep it to {MAX_QUOTE}")
    missing = [s for s in spellings(rec) if s not in quote]
    if missing:
        raise ValueError(f"{where}.quote does not contain {', '.join(missing)}")


def flatten(text: str) -> str:
    """A rulebook text with its line breaks taken out: the text files break lines where the
    printed page did, sometimes in the middle of a term."""
    return "".join(line.strip() for line in text.splitlines())


def quote_problems(records, rulebook: str) -> list:
    """One line for each excerpt of a ``rulebook`` record's quote that is not word for word
    in ``rulebook`` (the rulebook's text; line breaks do not count)."""
    text = flatten(rulebook)
    out = []
    for rec in records:
        if rec["provenance"] != "rulebook":
            continue
        for part in excerpts(rec["quote"]):
            if part not in text:
                out.append(f"{rec['english']}: {part!r} is not in the rulebook")
    return out
