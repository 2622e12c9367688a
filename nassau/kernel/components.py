"""What every game's component file shares: reading it, the provenance of its records.

Each record of a component file says where it comes from, so the tables can show what
is printed in the rulebook and what nassau reconstructed.
"""

from pathlib import Path

from .errors import RecordError
from .limits import check_depth, parse_json, read_text
from .validate import check

PROVENANCES = ("rulebook", "rulebook-example", "reconstructed")


def read_components(source, build):
    """``build(doc)`` for a path, JSON text or parsed dict.

    ``build`` checks the document; any other error it meets in bad data still comes
    out as a RecordError, so callers catch one exception.
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
    try:
        return build(doc)
    except RecordError:
        raise
    except (ValueError, KeyError, TypeError, AttributeError, OverflowError, IndexError) as exc:
        raise RecordError("components", f"malformed data ({type(exc).__name__}: {exc})") from None


def memo(comp, name: str) -> dict:
    """A memo table kept on a Components (``name`` tells the tables apart): it goes with the
    components, where a module-wide table keyed by them kept every loaded record's alive."""
    return comp.__dict__.setdefault("_memo_" + name, {})


def check_document(doc, schema, keys, provenances=PROVENANCES):
    """A JSON object of this schema, in which each of ``keys`` is a non-empty list of
    records that say where they come from (one of ``provenances``)."""
    check(isinstance(doc, dict), "components", "must be a JSON object")
    check(doc.get("schema") == schema, "schema", f"expected {schema!r}")
    for key in keys:
        check(isinstance(doc.get(key), list) and doc[key], key, "must be a non-empty list")
        for i, rec in enumerate(doc[key]):
            check(isinstance(rec, dict), f"{key}[{i}]", "must be an object")
            check(rec.get("provenance") in provenances, f"{key}[{i}].provenance",
                  f"must be one of {', '.join(provenances)}")


def provenance_row(key, ident, rec) -> dict:
    """One row of the provenance table: which record, and where it comes from."""
    return {"component": key, "id": str(ident), "provenance": rec["provenance"],
            "from the rulebook": ", ".join(rec.get("rulebook_fields", [])), "note": rec.get("note", ""),
            "source": rec.get("source", "")}


def provenance_frame(comp):
    """One row per component record of ``comp`` (a game's Components) and where it comes from."""
    import pandas as pd
    return pd.DataFrame(comp.provenance_rows())
