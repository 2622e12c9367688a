"""Action value objects, the action kinds that declare them, and the legal-action view shared by
the games."""

from .notation import Notation, forms

# actions interned per class: a game's own notations are a few thousand at most, so only
# text from outside (every refused notation that parses) gets past it, and is then not kept
INTERNED = 20_000


class Action:
    """A decision, as a small immutable value identified by its notation.

    ``str(action)`` is the short notation; ``repr(action)`` round-trips
    (``Action('5>8')``). A game's subclass names its registry of kinds, ``_KINDS`` (a
    :class:`Kinds`), whose declared notations write and read its actions.
    Instances are interned by notation, so equal actions are usually the same object.
    """

    __slots__ = ("notation",)
    _cache: dict  # each subclass gets its own
    _built: dict  # fields -> action, likewise
    _waiting: list  # actions built before their kind was declared, likewise
    _FIELDS = ()  # a subclass's fields, in the order ``of`` takes them
    _KINDS = None  # the game's Kinds

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        cls._cache, cls._built, cls._waiting = {}, {}, []
        if "_KINDS" in cls.__dict__:
            cls._KINDS.writes(cls)

    @classmethod
    def of(cls, *fields) -> "Action":
        """The action with these fields (hashable, in ``_FIELDS`` order, the last ones None
        when left out), built without parsing: the rules offer their actions so, and the
        parser reads only text from outside (a person's, a record's). It is the object
        ``cls(notation)`` gives, as both are interned."""
        hit = cls._built.get(fields)
        if hit is None:
            hit = cls._build(fields)
        return hit

    @classmethod
    def _build(cls, fields: tuple) -> "Action":
        if fields[0] not in cls._KINDS:
            return cls._wait(fields)
        notation = cls._write(*fields)
        self = cls._cache.get(notation)
        if self is None:
            self = object.__new__(cls)
            object.__setattr__(self, "notation", notation)
            self._set(fields)
            if len(cls._cache) < INTERNED:
                cls._cache[notation] = self
        cls._built[fields] = self       # the rules' own actions only: a bounded set
        return self

    @classmethod
    def _wait(cls, fields: tuple) -> "Action":
        """An action a module builds as it is imported (a constant of the rules), before the kind
        whose notation writes it is declared: it gets its notation when the kind is."""
        self = object.__new__(cls)
        self._set(fields)
        cls._waiting.append(self)
        cls._built[fields] = self
        return self

    @classmethod
    def _declared(cls) -> None:
        """Kinds were declared: the actions waiting for them get their notations."""
        waiting, cls._waiting = cls._waiting, []
        for self in waiting:
            fields = tuple(getattr(self, f) for f in cls._FIELDS)
            if fields[0] not in cls._KINDS:
                cls._waiting.append(self)
                continue
            notation = cls._write(*fields)
            object.__setattr__(self, "notation", notation)
            cls._cache.setdefault(notation, self)

    def _set(self, fields: tuple) -> None:
        for i, name in enumerate(type(self)._FIELDS):
            object.__setattr__(self, name, fields[i] if i < len(fields) else None)

    @classmethod
    def _write(cls, *fields) -> str:
        """The notation of the action with these fields, by its kind's declared notation: the
        inverse of ``_parse_into``."""
        rest = fields[1:] + (None,) * (len(cls._FIELDS) - len(fields))
        return cls._KINDS.notation.write(fields[0], rest)

    def __new__(cls, notation: str):
        hit = cls._cache.get(notation)
        if hit is not None:
            return hit
        canonical = cls._canonical(notation)
        if canonical != notation:         # another way of writing it: one action, one notation
            return cls(canonical)
        self = object.__new__(cls)
        object.__setattr__(self, "notation", notation)
        cls._parse_into(self, notation)   # raises ValueError on bad notation
        if len(cls._cache) < INTERNED:
            cls._cache[notation] = self
        return self

    @classmethod
    def _canonical(cls, notation: str) -> str:
        """The notation a player's own way of writing an action stands for (a zone as the board
        writes it, goods in another order), by the kinds' declared notations."""
        return cls._KINDS.notation.canonical(notation)

    @classmethod
    def _parse_into(cls, self, notation: str) -> None:
        """Read the notation into the action's fields; ValueError when no kind's notation reads it."""
        self._set(cls._KINDS.notation.read(notation))

    def __setattr__(self, name, value):
        raise AttributeError("actions are immutable")

    def __str__(self) -> str:
        return self.notation

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.notation!r})"

    def __eq__(self, other):
        if isinstance(other, Action):
            return type(self) is type(other) and self.notation == other.notation
        return NotImplemented

    def __hash__(self):
        return hash(self.notation)

    def __reduce__(self):
        return (type(self), (self.notation,))


class KindAction(Action):
    """An action read as a kind and one argument (``claim C`` is kind "claim", argument 2)."""

    __slots__ = ("kind", "arg")
    _FIELDS = ("kind", "arg")


class Kind:
    """One action kind of a game, declared once: what carries it out, which decisions it
    answers, why it is refused, what it does in plain words, where a panel shows it and how
    it is written.

    - ``name``: the kind, as ``Action.kind`` holds it (``"buy-ship"``);
    - ``handler``: carries it out, called as the game's dispatch calls it; ``None`` for a kind
      the game carries out otherwise (an answer to a question asked inside a decision);
    - ``answers``: the decisions (the game's phase) in which it may be legal;
    - ``refusal``: the :class:`~nassau.kernel.errors.IllegalActionError` naming the rule it
      breaks when it is not legal, or ``None`` to let the legal actions say it;
    - ``words``: what it does, in a phrase: a string, or a function of the action's fields after
      its kind (``arg`` for most games' actions);
    - ``group``: the group of the play widget's panel that lists it, in a game whose panel
      groups its choices;
    - ``here``: whether a click on one's own piece offers it (what can be done where one is);
    - ``notation``: how it is written (:mod:`.notation`): its forms, a :class:`~.notation.Form`
      or a fixed phrase, or a tuple of them; by default its name as a fixed phrase (``end-turn``
      is written ``end turn``).
    """

    __slots__ = ("name", "handler", "answers", "refusal", "words", "group", "here", "notation")

    def __init__(self, name: str, handler, answers=("action",), *, words, group: str = None, refusal=None,
                 here: bool = False, notation=None):
        self.name, self.handler, self.answers, self.refusal = name, handler, tuple(answers), refusal
        self.words, self.group, self.here = words, group, here
        self.notation = forms(name, notation)

    def describe(self, action) -> str:
        """What this action of the kind does."""
        if not callable(self.words):
            return self.words
        return self.words(*(getattr(action, f) for f in type(action)._FIELDS[1:]))

    def __repr__(self) -> str:
        return f"<Kind {self.name}>"


class Kinds(dict):
    """A game's kinds by name, each declared once (by its rules, or by a plug-in), and their
    notations indexed for the game's Action class (:attr:`notation`)."""

    def __init__(self):
        super().__init__()
        self.more = {}              # kind -> forms another module adds to it (a plug-in's weapons)
        self._notation = None       # built on first use, again after a change
        self._actions = []          # the Action classes these kinds write

    def declare(self, kinds, owner: str) -> None:
        taken = sorted(k.name for k in kinds if k.name in self)
        if taken:
            raise ValueError(f"{owner}: the action kind {', '.join(taken)} is taken")
        for k in kinds:
            self[k.name] = k
        self._changed()

    def withdraw(self, kinds) -> None:
        """Take these kinds out again (a plug-in unregistered, in tests)."""
        for k in kinds:
            self.pop(k.name, None)
        self._changed()

    def extend(self, more: dict, owner: str) -> None:
        """More forms for kinds declared already, ``{kind: forms}``: a plug-in's own ways of
        writing another module's kind."""
        unknown = sorted(set(more) - set(self))
        if unknown:
            raise ValueError(f"{owner}: no action kind {', '.join(unknown)} to add notations to")
        for kind, kind_forms in more.items():
            self.more[kind] = self.more.get(kind, ()) + forms(kind, kind_forms)
        self._changed()

    def retract(self, more: dict) -> None:
        """Take these added forms out again."""
        for kind, kind_forms in more.items():
            gone = forms(kind, kind_forms)
            left = tuple(f for f in self.more.get(kind, ()) if not any(_same(f, g) for g in gone))
            self.more[kind] = left
        self._changed()

    @property
    def notation(self) -> Notation:
        """Every kind's forms (its own, then those added to it), indexed for writing and reading."""
        if self._notation is None:
            self._notation = Notation({name: k.notation + self.more.get(name, ()) for name, k in self.items()})
        return self._notation

    def writes(self, cls) -> None:
        """``cls`` (a game's Action class) is written by these kinds."""
        self._actions.append(cls)

    def _changed(self) -> None:
        self._notation = None
        for cls in self._actions:
            cls._declared()


def _same(a, b) -> bool:
    return a.words == b.words and a.reader is b.reader


class LegalActions(tuple):
    """The legal actions of one position: indexable, sized, and with fast ``in``.

    ``"5>8" in game.legal_actions()`` works with notations as well as actions.

    A tuple, so that ``len``, indexing and iteration (what every random or search loop does
    with it, ``rng.choice(game.legal_actions())``) run in C rather than through Python methods
    of a Sequence; a slice is a plain tuple. The index by notation is built when first asked.
    """

    def _by_notation(self):
        index = self.__dict__.get("_index")
        if index is None:
            index = self.__dict__["_index"] = {a.notation: a for a in self}
        return index

    def get(self, notation: str):
        return self._by_notation().get(notation)

    def find(self, action):
        """The legal action equal to ``action`` (an Action), or None. Actions are interned, so
        it is usually one of these very objects: a scan beats building the index."""
        for a in self:
            if a is action:
                return a
        return self._by_notation().get(action.notation)

    def __contains__(self, item):
        key = item if isinstance(item, str) else getattr(item, "notation", None)
        return key in self._by_notation()

    def notations(self) -> list[str]:
        return [a.notation for a in self]

    def __repr__(self):
        return f"<LegalActions ({len(self)}): {', '.join(self.notations())}>"
