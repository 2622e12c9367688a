"""What every game's component file shares: reading it, the provenance of its records.

Each record of a component file says where it comes from, so the tables can show what
is printed in the rulebook and what nassau reconstructed.
"""

import json
import unicodedata
from pathlib import Path

from .errors import RecordError
from .limits import MAX_LABEL, MAX_TEXT, UNSHOWABLE, check_depth, parse_json, read_text
from .validate import check
from .optional import pandas

PROVENANCES = ("rulebook", "rulebook-example", "reconstructed")


def read_components(source, build, default=None):
    """``build(doc)`` for a path, JSON text or parsed dict.

    ``build`` checks the document; any other error it meets in bad data still comes
    out as a RecordError, so callers catch one exception. ``default()`` gives the game's
    built-in set: a document that is that set's, with or without its notes (see
    :func:`for_record`), gives the set itself.
    """
    if isinstance(source, Path) or (isinstance(source, str) and not source.lstrip().startswith("{")):
        source = read_text(source, "components")
    if isinstance(source, dict):
        check_depth(source, "components")
        doc = source
    elif isinstance(source, str):
        doc = parse_json(source, "components")
    else:
        raise RecordError("components", f"must be a path, JSON text or a dict, not {type(source).__name__}")
    if default is not None and is_built_in(doc, default()):
        return default()
    try:
        return build(doc)
    except RecordError:
        raise
    except (ValueError, KeyError, TypeError, AttributeError, OverflowError, IndexError) as exc:
        raise RecordError("components", f"malformed data ({type(exc).__name__}: {exc})") from None


# --- what a record carries of its components ---------------------------------------------------
# A record carries the component data it was played with, so that a game played with a user's
# own data replays anywhere. The notes of the built-in data's records (why a number was
# reconstructed, where it comes from) are a quarter of it and change no rule, so a record of the
# built-in data leaves them out, and reading that document back gives the built-in set, notes
# and all. A record made by a version of nassau whose built-in data differs still replays: its
# document is read as a player's own data, without the notes.
def for_record(comp, default) -> dict:
    """The component document a record carries: ``comp``'s own, or for the built-in set
    ``default`` the same without its records' notes."""
    if comp is default or comp.doc == default.doc:
        return _plain(default)
    return comp.doc


def is_built_in(doc, default) -> bool:
    """Whether ``doc`` is the built-in set ``default``'s document, with or without the notes.
    Python's ``==`` takes 1.0 and true for 1, which the data's own checks refuse, so an equal
    document must also write the same JSON."""
    for kept in (default.doc, _plain(default)):
        if doc == kept:
            return _text(doc) == _text_of(default, kept)
    return False


def _plain(comp) -> dict:
    """``comp``'s document without the notes of its records (kept on it once made)."""
    kept = memo(comp, "plain")
    if "doc" not in kept:
        kept["doc"] = {k: _without_notes(v) for k, v in comp.doc.items()}
    return kept["doc"]


def _text_of(comp, doc) -> str:
    """:func:`_text` of ``comp``'s document or of its :func:`_plain` one (kept once made)."""
    kept = memo(comp, "plain")
    key = "doc text" if doc is comp.doc else "plain text"
    if key not in kept:
        kept[key] = _text(doc)
    return kept[key]


def _text(doc) -> str:
    return json.dumps(doc, sort_keys=True, separators=(",", ":"))


def _without_notes(value):
    if isinstance(value, dict):
        return {k: _without_notes(v) for k, v in value.items() if k != "note"}
    if isinstance(value, list):
        return [_without_notes(v) for v in value]
    return value


def memo(comp, name: str) -> dict:
    """A memo table kept on a Components (``name`` tells the tables apart): it goes with the
    components, where a module-wide table keyed by them kept every loaded record's alive."""
    try:                                # {name: table} in comp.__dict__["_memo"]: the rules ask tens of
        return comp._memo[name]         # thousands of times a second, so the usual case is two lookups
    except AttributeError:              # and no method call (nor a key built, nor setdefault's dict)
        tables = comp.__dict__["_memo"] = {}
    except KeyError:
        tables = comp._memo
    table = tables[name] = {}
    return table


def check_document(doc, schema, keys, provenances=PROVENANCES):
    """A JSON object of this schema, in which each of ``keys`` is a non-empty list of
    records that say where they come from (one of ``provenances``)."""
    check(isinstance(doc, dict), "components", "must be a JSON object")
    check(doc.get("schema") == schema, "schema", f"expected {schema!r}")
    check_strings(doc)
    for key in keys:
        check(isinstance(doc.get(key), list) and doc[key], key, "must be a non-empty list")
        for i, rec in enumerate(doc[key]):
            check(isinstance(rec, dict), f"{key}[{i}]", "must be an object")
            check(rec.get("provenance") in provenances, f"{key}[{i}].provenance",
                  f"must be one of {', '.join(provenances)}")


LABELS = ("id", "name", "title")          # the keys whose strings are shown as a label


def check_strings(doc) -> None:
    """Every string of a component document (its keys too) is text every view can show: valid
    Unicode (no lone surrogate), no control character, and at most MAX_LABEL characters for an
    id, name or title (MAX_TEXT for the rest). Walked without recursion; the field is named."""
    stack = [(doc, "components", "")]
    while stack:
        node, where, key = stack.pop()
        if isinstance(node, dict):
            for k, v in node.items():
                _text_ok(k, f"{where} (a key)", MAX_LABEL)
                stack.append((v, f"{where}.{k}" if where != "components" else k, k))
        elif isinstance(node, list):
            stack.extend((v, f"{where}[{i}]", key) for i, v in enumerate(node))
        elif isinstance(node, str):
            _text_ok(node, where, MAX_LABEL if key in LABELS else MAX_TEXT)


def _text_ok(s, where: str, most: int) -> None:
    if not isinstance(s, str):
        return
    check(len(s) <= most, where, f"at most {most} characters")
    bad = next((ch for ch in s if unicodedata.category(ch) in UNSHOWABLE), None)
    check(bad is None, where, f"holds a character no view can show (U+{ord(bad or ' '):04X})")


def provenance_row(key, ident, rec) -> dict:
    """One row of the provenance table: which record, and where it comes from."""
    return {"component": key, "id": str(ident), "provenance": rec["provenance"],
            "from the rulebook": ", ".join(rec.get("rulebook_fields", [])), "note": rec.get("note", ""),
            "source": rec.get("source", "")}


def provenance_frame(comp):
    """One row per component record of ``comp`` (a game's Components) and where it comes from."""
    pd = pandas("the provenance table")
    return pd.DataFrame(comp.provenance_rows())
