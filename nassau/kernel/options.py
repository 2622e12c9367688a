"""The base of every game's rulings: a frozen dataclass of named options with defaults.

A game subclasses :class:`Rulings` as ``@dataclass(frozen=True) class Options``, sets
``_choices`` (option -> allowed text values) and ``_ints`` (option -> (low, high)); every
other option is true or false. Each field's ``#:`` comment is its ruling, shown by
``describe()``, so the documentation lives next to the default.
"""

import inspect
from dataclasses import asdict, fields

from .errors import RecordError


class Rulings:
    # plain class attributes (no annotation), so the dataclass does not take them for options
    _choices = {}
    _ints = {}

    def __post_init__(self):
        for f in fields(self):
            _check(f.name, getattr(self, f.name), self._choices, self._ints)

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def coerce(cls, value):
        """Options from None (the defaults), an Options, or a dict of overrides."""
        if value is None:
            return cls()
        if isinstance(value, cls):
            return value
        if not isinstance(value, dict):
            raise RecordError("options", "must be an Options or a dict")
        unknown = sorted(set(value) - {f.name for f in fields(cls)})
        if unknown:
            raise RecordError(f"options.{unknown[0]}", "is not an option")
        return cls(**value)

    @classmethod
    def describe(cls) -> list:
        """The options with their defaults, choices and rulings, for tables and the README."""
        docs = _rulings(inspect.getsource(cls))
        return [{"option": f.name, "default": f.default, "choices": cls._allowed(f.name), "ruling": docs.get(f.name, "")}
                for f in fields(cls)]

    @classmethod
    def _allowed(cls, name) -> tuple:
        if name in cls._choices:
            return cls._choices[name]
        if name in cls._ints:
            lo, hi = cls._ints[name]
            return tuple(range(lo, hi + 1))
        return (True, False)


def _check(name, value, choices, ints):
    if name in choices:
        if value not in choices[name]:
            raise RecordError(f"options.{name}", f"must be one of {', '.join(choices[name])}, not {value!r}")
    elif name in ints:
        lo, hi = ints[name]
        if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
            raise RecordError(f"options.{name}", f"must be an integer from {lo} to {hi}")
    elif not isinstance(value, bool):
        raise RecordError(f"options.{name}", "must be true or false")


def _rulings(source: str) -> dict:
    """Field name -> the ``#:`` comment lines above it, joined."""
    docs, buf = {}, []
    for line in source.splitlines():
        s = line.strip()
        if s.startswith("#:"):
            buf.append(s[2:].strip())
        elif ":" in s and buf and not s.startswith("#"):
            docs[s.split(":")[0]] = " ".join(buf)
            buf = []
    return docs
