"""Checks for data that comes from outside: component files and saved positions.

Every failure is a :class:`RecordError` naming the field, so a user can find the bad
entry in their file. Two styles of helper, as the two kinds of document need:

- ``rec_int`` / ``rec_name`` take the full field name (component files number their
  records, so the caller builds ``"tiles[3].code"``);
- ``get*`` take ``where`` and a key and report ``"where.key"`` (saved positions).
"""

import re

from .errors import RecordError
from .rng import Rng

NAME = r"[A-Za-z0-9][A-Za-z0-9-]*"


def check(ok, field, message):
    if not ok:
        raise RecordError(field, message)


def is_int(v):
    # bool is an int subclass, but True is never a count
    return isinstance(v, int) and not isinstance(v, bool)


# --- component files: the caller names the field --------------------------------------
def rec_int(rec, key, field, low, high=99):
    # the default bound suits the small numbers printed on cards and tiles
    v = rec.get(key) if isinstance(rec, dict) else None
    check(is_int(v) and low <= v <= high, field, f"must be an integer from {low} to {high}")
    return v


def rec_name(rec, key, field, pattern=NAME):
    v = rec.get(key) if isinstance(rec, dict) else None
    check(isinstance(v, str) and re.fullmatch(pattern, v) is not None, field, f"must be a name matching {pattern}")
    return v


# --- saved positions: the field is where.key ---------------------------------------------
def get(d, key, typ, where):
    v = d.get(key) if isinstance(d, dict) else None
    ok = is_int(v) if typ is int else isinstance(v, typ)
    check(ok, f"{where}.{key}", f"must be {'an integer' if typ is int else 'a ' + typ.__name__}")
    return v


def get_int(d, key, lo, hi, where):
    v = get(d, key, int, where)
    check(lo <= v <= hi, f"{where}.{key}", f"must be from {lo} to {hi}")
    return v


def get_ints(d, key, lo, hi, where):
    v = d.get(key) if isinstance(d, dict) else None
    check(isinstance(v, list) and all(is_int(x) and lo <= x <= hi for x in v), f"{where}.{key}",
          f"must be a list of integers from {lo} to {hi}")
    return list(v)


def get_lists(d, key, count, lo, hi, where):
    """``count`` lists of integers from lo to hi (one per seat, stack, ...)."""
    v = d.get(key) if isinstance(d, dict) else None
    check(isinstance(v, list) and len(v) == count, f"{where}.{key}", f"must be {count} lists")
    return [get_ints({key: x}, key, lo, hi, where) for x in v]


def get_choice(d, key, choices, where):
    v = d.get(key) if isinstance(d, dict) else None
    check(v in choices, f"{where}.{key}", f"must be one of {', '.join(choices)}")
    return v


# --- saved positions: what every game's position has ------------------------------------
def read_start(d, version, load_components, options) -> tuple:
    """The components, options and random state of a saved position ``d``."""
    check(isinstance(d, dict), "start", "must be an object")
    check(is_int(d.get("state_version")) and d["state_version"] == version, "start.state_version",
          f"must be {version}")
    comp = load_components(get(d, "components", dict, "start"))
    opts = options.coerce(get(d, "options", dict, "start"), record=True)
    state = get(d, "rng", int, "start")
    check(0 <= state < 2 ** 64, "start.rng", "must be a 64-bit unsigned integer")
    rng = Rng(0)
    rng.state = state
    return comp, opts, rng


def check_position(g, problems) -> None:
    """A loaded game must keep its invariants and get through ``_settle()`` (its forced
    decisions and the next legal actions)."""
    bad = problems(g)
    check(not bad, "start", "; ".join(bad[:3]))
    try:
        g._settle()
    except (KeyError, IndexError, ValueError, AttributeError, TypeError, StopIteration, AssertionError) as exc:
        # a contradiction the field checks cannot see: still bad data, not a bug
        raise RecordError("start", f"the position is not consistent ({type(exc).__name__})") from None
