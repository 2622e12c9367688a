"""Size limits for everything that comes from outside, in one place.

Records, component files, player names and notation are read from users and from files
that others made, so each has a ceiling well above any real game. Crossing one is a
:class:`RecordError` (or :class:`IllegalActionError` for notation) that names the field,
never a RecursionError, MemoryError or a long stall.
"""

import json
import stat
from pathlib import Path

from .errors import RecordError

MAX_RECORD_BYTES = 16 * 2 ** 20   # a record or component file; a long game's record is under 200 KB
MAX_DEPTH = 32                    # nesting of JSON arrays and objects; the formats use fewer than 10
MAX_ACTIONS = 20_000              # decisions in one record; a game takes a few hundred
MAX_NAME = 40                     # characters in a player's name
MAX_NOTATION = 80                 # characters in one action's notation
MAX_LABEL = 80                    # characters in a component file's id, name or title; the games' are under 60
MAX_TEXT = 4000                   # characters in any other text of a component file (a card's text, a note)

# Unicode categories no view can show: control characters, lone surrogates, private use, unassigned
UNSHOWABLE = ("Cc", "Cs", "Co", "Cn")

LIMITS = {"record bytes": MAX_RECORD_BYTES, "JSON nesting": MAX_DEPTH, "actions in a record": MAX_ACTIONS,
          "name characters": MAX_NAME, "notation characters": MAX_NOTATION,
          "component label characters": MAX_LABEL, "component text characters": MAX_TEXT}


def parse_json(text, field: str):
    """The JSON document in ``text`` (str or bytes), within the size and nesting limits."""
    if not isinstance(text, (str, bytes, bytearray)):
        raise RecordError(field, f"expected JSON text, not {type(text).__name__}")
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError(field, f"larger than {MAX_RECORD_BYTES // 2 ** 20} MB")
    try:
        doc = json.loads(text)
    except RecursionError:
        raise RecordError(field, f"nested more than {MAX_DEPTH} levels deep") from None
    except (TypeError, ValueError) as exc:
        raise RecordError(field, f"not valid JSON ({exc})") from None
    check_depth(doc, field)
    return doc


def check_depth(doc, field: str) -> None:
    """Refuse a document nested deeper than MAX_DEPTH (walked without recursion)."""
    stack = [(doc, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict):
            node = node.values()
        elif not isinstance(node, (list, tuple)):
            continue
        if depth > MAX_DEPTH:
            raise RecordError(field, f"nested more than {MAX_DEPTH} levels deep")
        stack.extend((child, depth + 1) for child in node if isinstance(child, (dict, list, tuple)))


def read_text(path, field: str) -> str:
    """A UTF-8 text file, within the size limit; any failure is a RecordError."""
    try:
        if isinstance(path, str) and not path.strip():
            raise ValueError("an empty name")
        path = Path(path)
        regular = stat.S_ISREG(path.stat().st_mode)     # a pipe or a device could block for ever, or never end
        if regular:
            with path.open("rb") as f:                  # read no more than the limit
                data = f.read(MAX_RECORD_BYTES + 1)
    except OSError as exc:
        raise RecordError(field, f"cannot read {exc.filename or path}: {exc.strerror or exc}") from None
    except (TypeError, ValueError) as exc:      # a path holding a NUL byte, or not a path at all
        raise RecordError(field, f"not a usable file path ({exc})") from None
    if not regular:
        raise RecordError(field, f"{path} is not a regular file (a pipe, a device or a folder)")
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(field, f"{path} is larger than {MAX_RECORD_BYTES // 2 ** 20} MB")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(field, f"{path} is not a UTF-8 text file") from None
