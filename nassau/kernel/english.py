"""English that agrees with its subject, for every game's log, prompts, views and widgets.

Players can be called anything, and the play widgets call the human seat "You". Every
sentence the package builds goes through this module, so that a seat called "You" (any
case, spaces stripped) reads in the second person and any other name in the third:

    >>> sentence("{} <uses> a {} and <sails> to space {}.", ["Anja", 6, 8])
    'Anja uses a 6 and sails to space 8.'
    >>> sentence("{} <uses> a {} and <sails> to space {}.", ["You", 6, 8])
    'You use a 6 and sail to space 8.'
    >>> sentence("{}<'s> marker would share space {}; {} <chooses> {}.", ["You", 6, "You", "up"])
    'Your marker would share space 6; you choose up.'
    >>> plural(1, "coin"), plural(2, "pesos"), plural(3, "rum")
    ('1 coin', '2 pesos', '3 rum')

**Templates.** A template is a ``str.format`` template with ``{}`` placeholders, whose
arguments are plain strings and ints (the form the log and the records store). A word in
angle brackets is a *marker*, written as for a third-person singular subject:

- a verb: ``<uses>``, ``<has>``, ``<is>``, ``<was>``, ``<buries>``, ``<passes>``, or one
  that never changes (``<can>``, ``<cannot>``, ``<must>``, ``<may>``, ``<knocked>``);
- a possessive after a placeholder: ``{}<'s>`` ("Anja's", "your"; "yours" when no noun
  follows, as in "not {}<'s>.");
- a pronoun: ``<their>``, ``<them>``, ``<they>``, ``<theirs>``, ``<themselves>``.

Only those words are markers (a verb ends in -s or -ed, or is an irregular or a modal);
other text in angle brackets stays as it is written. The second person comes by rule (see
:func:`second_person`): buries -> bury; passes, pushes, catches, fixes, buzzes, goes ->
strip "es"; uses, chooses, pays -> strip "s"; has -> have, is -> are, was -> were.

A placeholder directly followed by a marker (``{} <uses>``, ``{}<'s>``) is a *subject*,
together with the placeholders joined to it by ", " or " and " ("{} and {} <ties>"). Every
marker agrees with the nearest subject before it: unchanged for one third-person name, in
the second person for "You", in the plural for several names. A name that is "You" reads
"You" at the start of a sentence and "you" anywhere else. Markers and names are only read
in the template, never in the arguments, and a template without markers (an old record's)
reads as it always did, but for "you" in lower case in the middle of a sentence.

Plain Python: no Jupyter, nothing from the games.
"""

import re
from functools import lru_cache
from string import Formatter

# --- nouns ----------------------------------------------------------------------------------
# nouns with no plural ("2 rum", "3 goods")
UNCOUNTABLE = frozenset({"rum", "goods", "gunpowder", "infamy", "equipment", "nothing", "gold", "food", "sugar",
                         "tobacco", "cocoa", "wood", "cargo", "crew", "spices", "textiles"})
# plurals that the rule (+s, +es, y -> ies) does not make
IRREGULAR_PLURALS = {"die": "dice"}
# nouns the games count, so that their plural can be given as well as their singular
KNOWN = ("barrel", "bid", "boat tile", "card", "coin", "decision", "doubloon", "hostage", "joint", "level",
         "peso", "player", "point", "round", "sail", "sailor", "seat", "section", "set", "slot", "tile", "token",
         "victory point", "worker")


def _regular_plural(word: str) -> str:
    if word.endswith(("s", "x", "z", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in ("a", "e", "i", "o", "u", ""):
        return word[:-1] + "ies"
    return word + "s"


def _plural_word(word: str) -> str:
    return IRREGULAR_PLURALS.get(word, word if word in UNCOUNTABLE else _regular_plural(word))


_SINGULAR_OF = {_plural_word(w.rpartition(" ")[2]): w.rpartition(" ")[2] for w in KNOWN}
_SINGULAR_OF.update({p: s for s, p in IRREGULAR_PLURALS.items()})


def forms(noun: str) -> tuple:
    """(singular, plural) of a noun given in either form; in a phrase ("empty slot") the last
    word changes. A noun this module does not know is taken to be singular."""
    hit = _FORMS.get(noun)
    if hit is None:
        if len(_FORMS) > 4096:           # the log's nouns are few; text from outside is not
            _FORMS.clear()
        hit = _FORMS[noun] = _forms(noun)
    return hit


_FORMS = {}      # noun -> (singular, plural): the engine logs the same few nouns all game


def _forms(noun: str) -> tuple:
    head, sep, last = noun.rpartition(" ")
    if last in UNCOUNTABLE:
        return noun, noun
    singular = _SINGULAR_OF.get(last, last)
    return head + sep + singular, head + sep + _plural_word(singular)


def noun(n: int, word: str) -> str:
    """The form of ``word`` that goes with the number ``n``: 'coin' for 1, 'coins' otherwise."""
    singular, many = forms(word)
    return singular if abs(n) == 1 else many


def plural(n: int, word: str, spec: str = "") -> str:
    """The number and the noun: '1 coin', '0 coins', '2 pesos' (from 'peso' or 'pesos'),
    '1 empty slot', '3 rum', '1 die', '2 dice'. ``spec`` formats the number as ``format``
    does: ``plural(10_000, "game", ",")`` is '10,000 games' (the command line's counts)."""
    return f"{n:{spec}} {noun(n, word)}"


def article(word: str) -> str:
    """The word with its indefinite article: 'a French merchant', 'an English bounty'."""
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


# --- persons ---------------------------------------------------------------------------------
def is_you(name) -> bool:
    """Whether a player's name stands for the reader: 'You', 'you', ' YOU '."""
    return isinstance(name, str) and name.strip().lower() == "you"


IRREGULAR_VERBS = {
    "has": "have", "is": "are", "was": "were", "does": "do", "goes": "go",
    "hasn't": "haven't", "isn't": "aren't", "wasn't": "weren't", "doesn't": "don't",
}
PRONOUNS = {     # third person (singular they) -> second person, one reader / several readers
    "their": ("your", "your"), "them": ("you", "you"), "they": ("you", "you"), "theirs": ("yours", "yours"),
    "themselves": ("yourself", "yourselves"), "themself": ("yourself", "yourselves"),
}
_ES = ("sses", "shes", "ches", "xes", "zes", "oes")


def second_person(verb: str) -> str:
    """The form of a verb for "you" (and for a plural subject) from its third-person singular
    form: has -> have, is -> are, was -> were, buries -> bury, passes -> pass, catches ->
    catch, goes -> go, uses -> use, pays -> pay. A word that does not end in "s" (can, must,
    knocked) is the same in every person."""
    if verb in IRREGULAR_VERBS:
        return IRREGULAR_VERBS[verb]
    if len(verb) > 4 and verb.endswith("ies"):
        return verb[:-3] + "y"
    if verb.endswith(_ES):
        return verb[:-2]
    if verb.endswith("s") and not verb.endswith("ss"):
        return verb[:-1]
    return verb


def possessive(name, standalone: bool = False, start: bool = False) -> str:
    """'Anja's'; 'your' for You ('yours' when no noun follows, 'Your' at the start of a sentence)."""
    if is_you(name):
        word = "yours" if standalone else "your"
        return word.capitalize() if start else word
    return f"{name}'s"


def mention(player, start: bool = False) -> str:
    """A player's name as written in a sentence: You reads 'you', or 'You' at its start."""
    if is_you(player):
        return "You" if start else "you"
    return str(player)


def series(count: int, last: str = " and ") -> str:
    """Placeholders for a list of ``count`` names: '{}', '{} and {}', '{}, {} and {}'."""
    if count <= 1:
        return "{}" * count
    return ", ".join(["{}"] * (count - 1)) + last + "{}"


# --- sentences ---------------------------------------------------------------------------------
# words the same in every person, that may mark a subject ("{} <cannot> move")
INVARIABLE = frozenset({"can", "cannot", "could", "may", "might", "must", "shall", "should", "will", "would"})


def _is_marker(word: str) -> bool:
    """Whether ``<word>`` in a template is a marker (other text in angle brackets is left alone)."""
    return (word == "'s" or word in PRONOUNS or word in IRREGULAR_VERBS or word in INVARIABLE
            or word.endswith(("s", "ed")) and len(word) > 2)


MARKER = re.compile(r"<('s|[a-z]+(?:n't)?)>")
JOINS = (", ", " and ", ", and ")          # what joins the names of a subject of several players
_FORMATTER = Formatter()


def _tokens(template: str) -> tuple:
    """The template as ("text", s), ("field", (name, spec, conversion)) and ("marker", word);
    the games' templates are short and few, and kept once read (a record's long ones are not)."""
    return _cached_tokens(template) if len(template) <= 600 else _read(template)


@lru_cache(maxsize=1024)
def _cached_tokens(template: str) -> tuple:
    return _read(template)


def _read(template: str) -> tuple:
    out = []
    for literal, field, spec, conv in _FORMATTER.parse(template):
        pos = 0
        for m in MARKER.finditer(literal):
            if not _is_marker(m.group(1)):
                continue
            if m.start() > pos:
                out.append(("text", literal[pos:m.start()]))
            out.append(("marker", m.group(1)))
            pos = m.end()
        if pos < len(literal):
            out.append(("text", literal[pos:]))
        if field is not None:
            out.append(("field", (field, spec or "", conv)))
    return tuple(out)


def _value(field, args, auto):
    """The argument of a placeholder ('{}', '{0}') and the next automatic index."""
    key, spec, conv = field
    if key == "":
        return args[auto], auto + 1
    return _FORMATTER.get_field(key, args, {})[0], auto


def _starts_sentence(done: list) -> bool:
    text = "".join(done).rstrip()
    return not text or text[-1] in ".!?"


def sentence(template: str, args=()) -> str:
    """The template filled in with ``args``, its markers agreeing with their subjects (see the
    module's docstring). Equal to ``template.format(*args)`` when no argument is "You" and
    the template has no markers."""
    args = tuple(args)
    tokens = _tokens(template)
    values, auto = {}, 0
    for i, (kind, content) in enumerate(tokens):
        if kind == "field":
            values[i], auto = _value(content, args, auto)
    # the subjects: a field followed by a marker, with the fields joined to it by ", " / " and "
    runs, subject_at = {}, {}
    for i, (kind, content) in enumerate(tokens):
        if kind == "field":
            joined = i >= 2 and tokens[i - 1][0] == "text" and tokens[i - 1][1] in JOINS \
                and tokens[i - 2][0] == "field"
            runs[i] = runs[i - 2] + [i] if joined else [i]
        elif kind == "marker":
            j = i - 1 if i >= 1 and tokens[i - 1][0] == "field" else \
                i - 2 if i >= 2 and tokens[i - 1] == ("text", " ") and tokens[i - 2][0] == "field" else None
            if j is not None:
                subject_at[i] = runs[j]
    out, subject, owned, who = [], None, False, None      # who: the pronouns' subject
    for i, (kind, content) in enumerate(tokens):
        if kind == "text":
            out.append(content)
        elif kind == "field":
            value = values[i]
            if is_you(value):
                out.append(mention(value, start=_starts_sentence(out)))
            else:
                key, spec, conv = content
                text = format(_FORMATTER.convert_field(value, conv) if conv else value, spec)
                if text[:4] == "the " and _starts_sentence(out):     # "The Spanish navy ..." opens a sentence
                    text = "T" + text[1:]
                out.append(text)
        elif content == "'s" and i in subject_at:
            owner = subject_at[i]
            opens = _opens_clause(out[:-1])         # (out[-1] is the owner's name)
            out.append(_marker(content, owner, values, tokens, i, out))
            who = owner
            if opens:
                # "{}<'s> crew <grows>": the verbs after it agree with the thing owned ("your crew
                # grows"), pronouns with the owner ("your turn to place your sailors"); an owner
                # inside a clause ("{} <takes> {}<'s> ship and <sails>") leaves its subject alone
                subject, owned = owner, _noun_follows(tokens, i)
        elif content in PRONOUNS:
            out.append(_marker(content, subject_at.get(i, who), values, tokens, i, out))
        else:
            if i in subject_at:
                subject, owned = subject_at[i], False
                who = subject
            out.append(_marker(content, subject, values, tokens, i, out, owned))
    return "".join(out)


def _opens_clause(done: list) -> bool:
    text = "".join(done).rstrip()
    return not text or text[-1] in ".!?:;,"


def _noun_follows(tokens, i) -> bool:
    """Whether a noun follows the possessive marker at ``i`` ("your {}", "your crew"), rather
    than it standing alone ("yours")."""
    following = tokens[i + 1][1] if i + 1 < len(tokens) and tokens[i + 1][0] == "text" else ""
    field_next = following.isspace() and i + 2 < len(tokens) and tokens[i + 2][0] == "field"
    return bool(re.match(r" +[\w(]", following) or field_next)


def _marker(word, subject, values, tokens, i, out, owned=False) -> str:
    if subject is None:                   # no subject before it: as written
        return word
    you = any(is_you(values[j]) for j in subject)
    many = len(subject) > 1
    if word == "'s":
        if you and not many and tokens[i - 1][0] == "field":
            standalone = not _noun_follows(tokens, i)
            start = _starts_sentence(out[:-1])
            out[-1] = ""                   # the name becomes the possessive
            return possessive("You", standalone, start)
        return "'s"
    if word in PRONOUNS:
        one, several = PRONOUNS[word]
        return (several if many else one) if you else word
    if owned:                             # the verb of the thing owned: third person
        return word
    return second_person(word) if you or many else word


def extra_hint(name: str) -> str:
    """How to install one of the package's optional extras, for a message: 'the sim extra
    (pip install -e ".[sim]" in the nassau folder)'. nassau is installed from its folder."""
    return f'the {name} extra (pip install -e ".[{name}]" in the nassau folder)'
