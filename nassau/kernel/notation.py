"""How an action kind is written and read as text, declared with the kind (:class:`.actions.Kind`).

A kind's notation is one or more :class:`Form`: fixed words (``"end turn"``, ``"move"``), then,
unless the words are the whole notation, the action's fields, which the form's :class:`Reader`
reads from the text after the words and writes back. A game's readers are small: a name, a whole
number, a sorted list of goods, a card ``2/2``. :func:`field` makes one of a single field from two
functions, and :func:`one_of` reads one of a few words.

:class:`Notation` is a game's forms indexed for reading: a fixed phrase is one dictionary
lookup; other text goes to the forms whose words it starts with, the longest words first, each
form in the order its kinds were declared. So ``move hit masts`` is tried as ``move hit LOC``
before ``move ZONE``.
"""

__all__ = ["Form", "Notation", "Reader", "field", "one_of"]


def _itself(text: str) -> str:
    return text


class Reader:
    """Reads the text after a form's words as an action's fields (those after its kind), and
    writes them back.

    - ``read(text, words)`` gives the fields as a tuple (the last ones may be left out), or
      ``None`` when the text is not of this form (another form may read it); it raises
      ValueError when the text is of this form but wrong. ``words`` are the form's, for the
      message;
    - ``write(fields)`` gives the text for these fields (all of them after the kind, None when
      left out), or ``None`` when this form does not write them (another form of the kind does);
    - ``canonical(text)`` gives the text as the notation writes it: a player may write goods in
      any order, the notation sorts them. Itself by default.
    """

    __slots__ = ("read", "write", "canonical", "name")

    def __init__(self, read, write, canonical=None, name: str = None):
        self.read, self.write, self.canonical = read, write, canonical or _itself
        self.name = name or read.__name__.strip("_")

    def __repr__(self) -> str:
        return f"<Reader {self.name}>"


def field(read, write=str, canonical=None, name: str = None) -> Reader:
    """A reader of one field: ``read(text, words)`` gives its value (``None``: not this form, or
    raises ValueError), ``write(value)`` its text (``None``: not this form's value). ``name``
    says what it reads (by default the name of ``read``)."""
    def read_one(text, words):
        value = read(text, words)
        return None if value is None else (value,)

    def write_one(fields):
        if fields[0] is None or any(f is not None for f in fields[1:]):
            return None                 # the action has another number of fields: another form's
        return write(fields[0])
    return Reader(read_one, write_one, canonical, name or read.__name__.strip("_"))


def one_of(*choices) -> Reader:
    """A field that is one of these words; other text is not this form's."""
    allowed = frozenset(choices)
    return field(lambda text, words: text if text in allowed else None,
                 lambda value: value if value in allowed else None, name="one of " + ", ".join(choices))


class Form:
    """One way of writing a kind: its fixed ``words``, then the fields its ``reader`` reads
    (``None``: the words alone are the notation, every field left out). Empty words: the reader
    reads the whole text (Pirates of Nassau's moves, ``5>8``)."""

    __slots__ = ("words", "reader")

    def __init__(self, words: str, reader: Reader = None):
        self.words, self.reader = words, reader

    def write(self, fields: tuple):
        """The notation of these fields, or None when this form does not write them."""
        if self.reader is None:
            return self.words if all(f is None for f in fields) else None
        text = self.reader.write(fields)
        if text is None or not self.words:
            return text
        return f"{self.words} {text}"

    def __repr__(self) -> str:
        return f"<Form {self.words!r}{'' if self.reader is None else ' ...'}>"


def forms(name: str, notation) -> tuple:
    """A kind's notation as a tuple of forms: ``None`` is the kind's name as a fixed phrase
    (``end-turn`` is ``end turn``), a string a fixed phrase, a Form itself, or a tuple of these."""
    if notation is None:
        notation = name.replace("-", " ")
    items = notation if isinstance(notation, tuple) else (notation,)
    return tuple(Form(f) if isinstance(f, str) else f for f in items)


class Notation:
    """A game's forms, from ``{kind: forms}``, indexed for writing (by kind) and reading (fixed
    phrases by their text, the other forms by their words)."""

    __slots__ = ("forms", "phrases", "heads", "loose", "longest", "_last")

    def __init__(self, forms_of: dict):
        self.forms = forms_of
        self.phrases, self.heads, self.loose = {}, {}, []
        for kind, kind_forms in forms_of.items():
            for form in kind_forms:
                if form.reader is None:
                    if form.words in self.phrases:
                        raise ValueError(f"the notation {form.words!r} is taken by {self.phrases[form.words][0]}")
                    self.phrases[form.words] = (kind,)
                elif form.words:
                    self.heads.setdefault(form.words, []).append((kind, form))
                else:
                    self.loose.append((kind, form))
        self.longest = max((w.count(" ") + 1 for w in self.heads), default=0)
        self._last = (None, None)       # the last text's heads: a text is made canonical, then read

    def write(self, kind: str, fields: tuple) -> str:
        """The notation of an action of ``kind`` with these fields (those after the kind)."""
        for form in self.forms.get(kind, ()):
            text = form.write(fields)
            if text is not None:
                return text
        raise ValueError(f"no notation of the kind {kind!r} writes {fields!r}")

    def read(self, text: str) -> tuple:
        """The fields of the action ``text`` writes, its kind first; ValueError if none."""
        hit = self.phrases.get(text)
        if hit is not None:
            return hit
        for words, rest, forms_there in self._heads(text):
            for kind, form in forms_there:
                fields = form.reader.read(rest, words)
                if fields is not None:
                    return (kind,) + fields
        for kind, form in self.loose:
            fields = form.reader.read(text, "")
            if fields is not None:
                return (kind,) + fields
        raise ValueError("unknown action")

    def canonical(self, text: str) -> str:
        """``text`` as the notation writes it. The longest words it starts with decide: the
        first of their forms that writes the rest otherwise (``move hit x`` is never a zone)."""
        if text in self.phrases:
            return text
        for words, rest, forms_there in self._heads(text):
            for _, form in forms_there:
                again = form.reader.canonical(rest)
                if again != rest:
                    return f"{words} {again}"
            return text
        return text

    def _heads(self, text: str) -> list:
        """(words, the rest, their forms) for the forms' words ``text`` starts with, the longest
        first; the rest is empty when the text is the words alone."""
        if self._last[0] == text:
            return self._last[1]
        found, end = [], -1
        for _ in range(self.longest):
            end = text.find(" ", end + 1)
            words = text if end < 0 else text[:end]
            there = self.heads.get(words)
            if there is not None:
                found.append((words, text[len(words) + 1:], there))
            if end < 0:
                break
        found.reverse()
        self._last = (text, found)
        return found
