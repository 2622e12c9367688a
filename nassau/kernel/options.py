"""The base of every game's rulings: a frozen dataclass of named options with defaults.

A game subclasses :class:`Rulings` as ``@dataclass(frozen=True) class Options`` and
declares each option with :func:`ruling`: its default, what it decides (the ruling, in
words) and its allowed values. The rulings are data, so ``describe()`` and the options
tables need no source code, and the documentation lives next to the default.
"""

from dataclasses import asdict, field, fields

from .errors import RecordError
from .optional import pandas


def ruling(default, text: str, choices: tuple = None, low: int = None, high: int = None, late: bool = False):
    """An option: ``choices`` lists the allowed words, ``low``/``high`` bound an integer;
    with neither the option is true or false. ``late``: added after records were shared, so a
    record names it only away from its default (older records keep loading, byte-identical)."""
    if choices is not None and default not in choices:
        raise ValueError("the default must be one of the choices")
    return field(default=default, metadata={"ruling": " ".join(text.split()), "choices": choices,
                                            "range": None if low is None else (low, high), "late": late})


class Rulings:
    #: Options that decide nothing any more, by name: why (a choice now made by a player, say).
    #: A saved game that names one still loads and saves back as it was; a new game refuses it.
    RETIRED = {}

    def __post_init__(self):
        for f in fields(self):
            _check(f, getattr(self, f.name))
        object.__setattr__(self, "_kept", {})      # retired options read from a record, written back with it

    def to_dict(self) -> dict:
        return asdict(self)

    def to_record(self) -> dict:
        """The options as a record stores them: every one but a ``late`` one at its default."""
        return {**{f.name: getattr(self, f.name) for f in fields(self)
                    if not (f.metadata.get("late") and getattr(self, f.name) == f.default)}, **self._kept}

    @classmethod
    def coerce(cls, value, record: bool = False):
        """Options from None (the defaults), an Options, or a dict of overrides; a ``record``'s
        options may name a retired option (kept aside, deciding nothing)."""
        if value is None:
            return cls()
        if isinstance(value, cls):
            return value
        if not isinstance(value, dict):
            raise RecordError("options", "must be an Options or a dict")
        names = {f.name for f in fields(cls)}
        retired = {k: v for k, v in value.items() if k in cls.RETIRED and k not in names}
        if retired and not record:
            name = sorted(retired)[0]
            raise RecordError(f"options.{name}", f"is no longer an option: {cls.RETIRED[name]}")
        unknown = sorted(str(k) for k in value if k not in names and k not in retired)
        if unknown:
            raise RecordError(f"options.{unknown[0]}", "is not an option")
        opts = cls(**{k: v for k, v in value.items() if k not in retired})
        if any(not isinstance(v, (str, int, bool)) for v in retired.values()):
            raise RecordError(f"options.{sorted(retired)[0]}", "must be a word, a number or true or false")
        object.__setattr__(opts, "_kept", retired)
        return opts

    @classmethod
    def table(cls):
        """The rulings as a pandas DataFrame indexed by option: default, choices, ruling."""
        pd = pandas("the options table")
        return pd.DataFrame(cls.describe()).set_index("option")

    @classmethod
    def describe(cls) -> list:
        """The options with their defaults, choices and rulings, for tables and the README."""
        return [{"option": f.name, "default": f.default, "choices": _allowed(f), "ruling": f.metadata["ruling"]}
                for f in fields(cls)]


def _allowed(f) -> tuple:
    if f.metadata["choices"] is not None:
        return f.metadata["choices"]
    if f.metadata["range"] is not None:
        lo, hi = f.metadata["range"]
        return tuple(range(lo, hi + 1))
    return (True, False)


def _check(f, value):
    name, choices, bounds = f.name, f.metadata["choices"], f.metadata["range"]
    if choices is not None:
        if not isinstance(value, str) or value not in choices:
            raise RecordError(f"options.{name}", f"must be one of {', '.join(choices)}, not {value!r}")
    elif bounds is not None:
        lo, hi = bounds
        if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
            raise RecordError(f"options.{name}", f"must be an integer from {lo} to {hi}")
    elif not isinstance(value, bool):
        raise RecordError(f"options.{name}", "must be true or false")
