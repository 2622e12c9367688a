"""Hypothesis strategies for fuzzing what every game reads from outside: action notation,
JSON game records, component files and option sets (and Merchants & Marauders' Seas of Glory
switches), for every game of ``nassau.games.names()``.

Malformed inputs are mutations of real ones (a legal notation, a saved record, the packaged
component file, a valid option set), so they reach deep into the parsers instead of failing on
the first byte. Each strategy draws an :class:`Case`: the input, plus what a correct engine must
do with it when that is known without running the engine (``valid`` True: accepted; False:
refused; None: either, as long as the refusal is a documented error).

The real games the mutations start from are played once per test session (seeded random
decisions) and cached; tests take clones.
"""

import copy
import functools
import json
import re
from dataclasses import dataclass, field, fields

from hypothesis import strategies as st

from nassau import games
from nassau.kernel.game import state_hash
from nassau.kernel.limits import MAX_DEPTH, MAX_NOTATION
from nassau.kernel.rng import Rng

NAMES = tuple(games.names())
HARVEST_DECISIONS = 240      # random decisions per harvested game: early, middle and (short games) end
SNAPSHOT_EVERY = 30          # a position kept for the notation tests every this many decisions


@dataclass
class Case:
    """One fuzzed input and the verdict known in advance (None: not known, any documented outcome)."""
    value: object
    valid: object = None
    how: str = ""
    extra: dict = field(default_factory=dict)

    def __repr__(self):
        text = repr(self.value)
        return f"Case({self.how}, valid={self.valid}, {text[:300]}{'...' if len(text) > 300 else ''})"


# --- the real games the mutations start from -------------------------------------------------
def adapter(name):
    return games.adapter(name)


def _switch_sets(name) -> list:
    """The switch sets a game is played with: none, and every playable one at once."""
    a = adapter(name)
    return [{}] + ([a.switches()] if a.switches else [])


def new_game(name, seed=1, players=None, switches=None, options=None):
    """A seeded game; Merchants & Marauders gets its adapter's round limit so random play ends."""
    a = adapter(name)
    opts = {**(a.random_play_options or {}), **(options or {})}
    return a.new_game(a.default_players if players is None else players, seed, opts or None, None,
                      **(switches or {}))


def play(game, seed, decisions, checked=False):
    """``decisions`` seeded random legal decisions (fewer if the game ends); the game."""
    chooser = Rng(seed * 7919 + 17)
    step = game.apply if checked else game.apply_unchecked
    for _ in range(decisions):
        if game.is_over:
            break
        legal = game.legal_actions()
        step(legal[chooser.below(len(legal))])
    return game


@functools.cache
def harvest(name):
    """Positions (games at several stages) and every legal notation met on the way."""
    a = adapter(name)
    positions, notations = [], set()
    starts = [(seed, players, sw) for seed, players in ((1, a.default_players), (2, a.min_players),
                                                          (3, a.max_players)) for sw in _switch_sets(name)]
    for seed, players, sw in starts:
        game = new_game(name, seed, players, sw)
        chooser = Rng(seed * 31 + 7)
        for made in range(HARVEST_DECISIONS):
            if game.is_over:
                break
            legal = game.legal_actions()
            notations.update(legal.notations())
            if made % SNAPSHOT_EVERY == 0:
                positions.append(game.clone())
            game.apply_unchecked(legal[chooser.below(len(legal))])
        positions.append(game.clone())
    return tuple(positions), tuple(sorted(notations))


def positions(name):
    return harvest(name)[0]


def notations(name):
    return harvest(name)[1]


@functools.cache
def tokens() -> tuple:
    """Every word of every game's notation (the grammar's vocabulary)."""
    out = set()
    for name in NAMES:
        for text in notations(name):
            out.update(re.split(r"[ ,:>/]", text))
    return tuple(sorted(t for t in out if t))


@functools.cache
def base_records(name) -> tuple:
    """Real records (as parsed JSON documents) of a game at its start, in its middle and at its end."""
    a = adapter(name)
    docs = []
    for seed, decisions, sw in ((4, 0, {}), (5, 40, {}), (6, 400, {})) + tuple((7, 60, s) for s in _switch_sets(name)[1:]):
        game = play(new_game(name, seed, switches=sw), seed, decisions, checked=True)
        docs.append(json.loads(game.to_json()))
    if name == "piratoons":                  # a referee's record too: another mode of the same game
        from nassau import piratoons
        game = piratoons.referee(players=3, deal="engine", seed=8)
        docs.append(json.loads(play(game, 8, 30, checked=True).to_json()))
    assert all(d["game"] in a.record_names for d in docs)
    return tuple(docs)


@functools.cache
def component_doc(name) -> str:
    """The packaged component file of a game, as JSON text (parsed afresh for each mutation)."""
    comp = __import__(adapter(name).package, fromlist=["load_components"]).load_components()
    return json.dumps(comp.doc)


def fresh_component_doc(name) -> dict:
    return json.loads(component_doc(name))


def options_class(name):
    return __import__(adapter(name).package, fromlist=["Options"]).Options


# --- JSON values and tree surgery ---------------------------------------------------------------
JSON_LEAVES = st.one_of(st.none(), st.booleans(), st.integers(-2 ** 70, 2 ** 70),
                        st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=20))
JSON_VALUES = st.recursive(JSON_LEAVES, lambda inner: st.lists(inner, max_size=4) |
                           st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)

WEIRD_TEXT = ["", " ", "\x00", "\ud800", "é", "\u202e", "\u200b", "Ｎａｓｓａｕ", "🏴‍☠️", "a" * 5000, "null", "1", "-1",
              "{", "[]", "\\", "\"", "../../etc/passwd", "Port Royal", "NaN"]
HUGE_INTS = [2 ** 63, 2 ** 64, -2 ** 63 - 1, 10 ** 30, -10 ** 30, 10 ** 300]


def deep(levels, kind="list"):
    """A value nested ``levels`` deep (built without recursion)."""
    node = 0
    for _ in range(levels):
        node = [node] if kind == "list" else {"a": node}
    return node


def _other_type(value):
    """Values of JSON types other than ``value``'s."""
    samples = [None, True, 0, 1, -1, 2.5, "x", "", [], [1], {}, {"a": 1}]
    same = lambda v: type(v) is type(value)   # noqa: E731  (bool is not int here)
    return [v for v in samples if not same(v)]


def retyped(draw, value):
    """A value of another JSON type, or a broken version of this one."""
    pool = _other_type(value)
    if isinstance(value, bool):
        pool += [int(value), str(value).lower()]
    elif isinstance(value, int):
        pool += [value + 1, value - 1, -value - 1, float(value), str(value), True, False] + HUGE_INTS
    elif isinstance(value, str):
        pool += [value.upper(), value + " ", " " + value, value[:-1], value * 3] + WEIRD_TEXT
    elif isinstance(value, list):
        pool += [value[:-1], value + value[-1:], value[::-1], [None] * len(value)] if value else [[None]]
    elif isinstance(value, dict):
        pool += [{}, dict(list(value.items())[:-1])]
    return draw(st.sampled_from(pool) | JSON_VALUES)


def get_path(doc, path):
    for key in path:
        doc = doc[key]
    return doc


def draw_path(draw, doc, under=()):
    """A random path into ``doc`` below ``under``, walked one step at a time (so every depth is
    reachable however large the document)."""
    path = tuple(under)
    while True:
        node = get_path(doc, path)
        keys = list(node) if isinstance(node, dict) else list(range(len(node))) if isinstance(node, list) else []
        if not keys or (path and draw(st.integers(0, 3)) == 0):
            return path
        path += (draw(st.sampled_from(keys)),)


def edit(draw, doc, path) -> str:
    """One edit at ``path`` of ``doc`` (in place); says what it did."""
    if not path:
        return "root kept"
    parent, key = get_path(doc, path[:-1]), path[-1]
    value = parent[key]
    how = draw(st.sampled_from(["retype", "drop", "deep", "duplicate", "oversize"]))
    if how == "drop":
        del parent[key]
    elif how == "deep":
        parent[key] = deep(draw(st.integers(MAX_DEPTH, 3 * MAX_DEPTH)), draw(st.sampled_from(["list", "dict"])))
    elif how == "duplicate" and isinstance(parent, list):
        parent.insert(key, copy.deepcopy(value))
    elif how == "oversize":
        copies = max(2, 100_000 // len(json.dumps(value)))      # about 100 KB, whatever was copied
        parent[key] = draw(st.sampled_from([[value] * copies, "x" * 100_000, 10 ** 200, list(range(10_000))]))
    else:
        how = "retype"
        parent[key] = retyped(draw, value)
    return f"{how} {'/'.join(map(str, path))}"


def shuffled_keys(seed: int, doc):
    """The same document with the keys of every object in another order (a valid change); the
    orders come from one seed, as one draw per object would overrun hypothesis's buffer."""
    rng = Rng(seed)

    def walk(node):
        if isinstance(node, dict):
            return {k: walk(node[k]) for k in rng.shuffled(list(node))}
        if isinstance(node, list):
            return [walk(v) for v in node]
        return node
    return walk(doc)


# --- action notation --------------------------------------------------------------------------
SPACES = [" ", "  ", "\t", "\n", "\r\n", "\u00a0", "\u3000", "\x0b", "\x0c"]
ODD_CHARS = ["\x00", "\u200b", "\u0301", "\ud800", "\ufeff", "\u202e", "ℌ", "Ⅳ", "²", "٣", "𝟘", "–", "，", "＞", "ｐ",
             "İ", "ß", "ﬁ", ">", "/", ",", ":", "+", "-", ".", "'", "\"", "\\", "%s", "{}", "{0}"]
NUMBERS = ["0", "00", "01", "-1", "+1", "1e9", "0x10", "9" * 30, str(2 ** 63), "1.5", "٣", "²", "Ⅳ", "𝟘", "1_000", " 1"]


def _split(text):
    return re.split(r"( |,|:|>|/|\+|-(?=\d))", text)


def _mutate_notation(draw, text):
    kind = draw(st.sampled_from(["swap", "drop", "dup", "token", "number", "case", "space", "char", "cut",
                                 "append", "other-game", "long", "sep"]))
    parts = _split(text)
    words = [i for i, p in enumerate(parts) if p and p not in " ,:>/+-"]
    if kind == "swap" and len(words) > 1:
        i, j = draw(st.sampled_from(words)), draw(st.sampled_from(words))
        parts[i], parts[j] = parts[j], parts[i]
    elif kind == "drop" and words:
        parts[draw(st.sampled_from(words))] = ""
    elif kind == "dup" and words:
        i = draw(st.sampled_from(words))
        parts.insert(i, parts[i] + " ")
    elif kind == "token" and words:
        parts[draw(st.sampled_from(words))] = draw(st.sampled_from(tokens()))
    elif kind == "number" and re.search(r"\d", text):
        return re.sub(r"\d+", lambda m: draw(st.sampled_from(NUMBERS)), text, count=1)
    elif kind == "case":
        return draw(st.sampled_from([text.upper(), text.title(), text.swapcase(), text.capitalize()]))
    elif kind in ("space", "char"):
        pos = draw(st.integers(0, len(text)))
        ins = draw(st.sampled_from(SPACES if kind == "space" else ODD_CHARS) | st.characters())
        return text[:pos] + ins + text[pos:]
    elif kind == "cut" and text:
        return text[:draw(st.integers(0, len(text) - 1))]
    elif kind == "append":
        return text + draw(st.sampled_from(SPACES + ODD_CHARS)) + draw(st.sampled_from(tokens()))
    elif kind == "other-game":
        return draw(st.sampled_from([n for g in NAMES for n in notations(g)[:400]]))
    elif kind == "long":
        return text + " " + "9" * draw(st.integers(MAX_NOTATION - len(text), 4 * MAX_NOTATION))
    elif kind == "sep":
        return text.replace(draw(st.sampled_from([" ", ",", ">", "/", ":"])), draw(st.sampled_from(["", "  ", ";", "_"])))
    return "".join(parts)


@st.composite
def malformed_notation(draw, name):
    """A notation of this game (or another) put through one to three grammar mutations, or plain
    random text: mostly wrong, sometimes right by chance (the test's oracle decides which)."""
    if draw(st.integers(0, 9)) == 0:
        return draw(st.text(max_size=3 * MAX_NOTATION))
    text = draw(st.sampled_from(notations(name)))
    for _ in range(draw(st.integers(1, 3))):
        text = _mutate_notation(draw, text)
    return text


def spelled(game, notation) -> list:
    """Other ways the game's own parser reads as this notation (Merchants & Marauders: a zone as
    the board writes it, goods in any order)."""
    out = []
    if game.game_name != "marauders":
        return out
    head, _, rest = notation.partition(" ")
    if head == "move":
        name = game.comp.by_id[rest].name
        out += [f"move {name}", f"move {name.upper()}", f"move {name.lower()}"]
    lists = re.match(r"^(sell|take|keep|loot|buy contraband) (\S+,\S+)$", notation)
    if lists:
        items = lists.group(2).split(",")
        out += [f"{lists.group(1)} {','.join(reversed(items))}", f"{lists.group(1)} {', '.join(items)}"]
    return out


@st.composite
def position_index(draw, name):
    return draw(st.integers(0, len(positions(name)) - 1))


@st.composite
def valid_notation(draw, game):
    """A legal action of ``game`` as text, maybe with surrounding whitespace or written another
    way the notation allows."""
    legal = game.legal_actions().notations()
    text = draw(st.sampled_from(legal))
    text = draw(st.sampled_from([text] + spelled(game, text)))
    pad = st.text(alphabet="".join(SPACES), max_size=3)
    return draw(pad) + text + draw(pad)


NOT_TEXT = [None, 5, 5.0, b"pass", ["pass"], {"pass": 1}, True, object()]


def non_text_actions(name):
    """Things that are not an action of game ``name`` or its text: other types, and other games'
    Action objects."""
    def other_action(name):
        return st.sampled_from(positions(name)[:1]).map(lambda g: g.legal_actions()[0])
    return st.sampled_from(NOT_TEXT) | st.one_of(*[other_action(n) for n in NAMES if n != name])


# --- records ---------------------------------------------------------------------------------
TOP_FIELDS = ("format", "version", "game", "start", "start_log", "actions", "final", "start_hash")


def rehash_start(doc):
    """Recompute ``start_hash`` after an edit of the start, so the edit reaches the loader's checks."""
    if isinstance(doc, dict):
        try:
            doc["start_hash"] = state_hash({"start": doc.get("start"), "start_log": doc.get("start_log")})
        except (TypeError, ValueError, RecursionError):
            pass


def _edit_actions(draw, doc, name):
    acts = doc["actions"]
    how = draw(st.sampled_from(["delete", "insert", "replace", "swap", "cut", "mangle"]))
    i = draw(st.integers(0, max(len(acts) - 1, 0)))
    pool = st.sampled_from(notations(name))
    if how == "delete" and acts:
        del acts[i]
    elif how == "insert":
        acts.insert(i, draw(pool))
    elif how == "replace" and acts:
        acts[i] = draw(pool)
    elif how == "swap" and len(acts) > 1:
        j = draw(st.integers(0, len(acts) - 1))
        acts[i], acts[j] = acts[j], acts[i]
    elif how == "cut":
        del acts[i:]
    elif acts:
        acts[i] = draw(malformed_notation(name))
    return f"actions {how} at {i}"


@st.composite
def records(draw, name):
    """A game's record as JSON text: a real one put through a mutation. ``valid``: True for the
    ones that must still load (fields reordered, whitespace), False for those that must be refused
    (a field dropped, retyped or too large, a checksum broken, too deep), None when either may be
    right (edited actions or start positions with the checksum made to match)."""
    doc = copy.deepcopy(draw(st.sampled_from(base_records(name))))
    kind = draw(st.sampled_from(["reorder", "indent", "drop", "retype", "oversize", "actions", "start",
                                 "start-rehash", "hash", "deep", "other-game", "text"]))
    valid, how = None, kind
    if kind == "reorder":
        doc, valid = shuffled_keys(draw(st.integers(0, 2 ** 32)), doc), True
    elif kind == "indent":
        return Case(json.dumps(doc, indent=draw(st.integers(0, 4)), ensure_ascii=draw(st.booleans())), True, kind)
    elif kind == "drop":
        key = draw(st.sampled_from(TOP_FIELDS))
        del doc[key]
        valid, how = False, f"drop {key}"
    elif kind == "retype":
        key = draw(st.sampled_from(TOP_FIELDS))
        doc[key] = retyped(draw, doc[key])
        valid, how = None if key in ("start_log", "actions") else False, f"retype {key}"
        if key in ("start_log", "actions"):
            rehash_start(doc)
    elif kind == "oversize":
        big = draw(st.sampled_from(["actions", "name", "int", "padding"]))
        how = f"oversize {big}"
        if big == "actions":
            doc["actions"] = doc["actions"] + ["pass"] * 20_001
        elif big == "name":
            doc["start"]["names" if "names" in doc["start"] else "players"] = ["x" * 10_000] * 3
            rehash_start(doc)
        elif big == "int":
            _set_first_int(doc["start"], 10 ** draw(st.integers(19, 4000)))
            rehash_start(doc)
        else:
            return Case(" " * (16 * 2 ** 20) + json.dumps(doc), False, how)
        valid = False
    elif kind == "actions":
        how = _edit_actions(draw, doc, name)
        if draw(st.booleans()):
            doc["final"] = draw(st.sampled_from(["0" * 16, doc["final"]]))
    elif kind in ("start", "start-rehash"):
        top = draw(st.sampled_from(sorted(doc["start"])))
        how = edit(draw, doc, draw_path(draw, doc, ("start", top)))
        if kind == "start-rehash":
            rehash_start(doc)
        else:
            valid = None      # an edit may leave the start as it was (a list shortened and lengthened)
    elif kind == "hash":
        key = draw(st.sampled_from(["start_hash", "final"]))
        doc[key] = draw(st.sampled_from(["", "0" * 16, doc[key].upper(), doc[key][:-1], doc[key] + "0"]))
        valid, how = False, f"break {key}"
    elif kind == "deep":
        path = draw_path(draw, doc)
        if path:
            get_path(doc, path[:-1])[path[-1]] = deep(draw(st.integers(MAX_DEPTH, 400)), draw(st.sampled_from(["list", "dict"])))
            if path[0] in ("start", "start_log"):
                rehash_start(doc)
            valid = False
        how = f"deep at {'/'.join(map(str, path))}"
    elif kind == "other-game":
        other = draw(st.sampled_from([n for n in NAMES if n != name]))
        doc = copy.deepcopy(draw(st.sampled_from(base_records(other))))
        doc["game"] = draw(st.sampled_from([name, other]))
        valid, how = False, f"{other}'s record called {doc['game']}"
    else:
        text = json.dumps(doc)
        cut = draw(st.integers(0, len(text)))
        junk = draw(st.sampled_from(["", "}", "]", ",", "\x00", "\ud800", "NaN", "Infinity", "1e999", "\"", "{\"a\":"]))
        return Case(text[:cut] + junk + text[cut + draw(st.integers(0, 3)):], None, "text splice")
    return Case(json.dumps(doc), valid, how)


def _set_first_int(node, value):
    """Put ``value`` in place of the first integer met in ``node`` (depth first)."""
    todo = [node]
    while todo:
        n = todo.pop()
        items = n.items() if isinstance(n, dict) else enumerate(n) if isinstance(n, list) else ()
        for k, v in items:
            if isinstance(v, int) and not isinstance(v, bool):
                n[k] = value
                return
            todo.append(v)


def _strings(node) -> list:
    """Every text value in a document (the words a plausible edit swaps in)."""
    out, todo = set(), [node]
    while todo:
        n = todo.pop()
        if isinstance(n, str):
            out.add(n)
        elif isinstance(n, dict):
            todo.extend(n.values())
        elif isinstance(n, list):
            todo.extend(n)
    return sorted(out)


def nudged(draw, value, words):
    """A plausible wrong value: a number a little off, a flag flipped, another word of the same
    document, a list one item short, long or out of order, an object without one of its keys."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return draw(st.sampled_from([value - 2, value - 1, value + 1, value + 2, 0, -1, 99]))
    if isinstance(value, str):
        return draw(st.sampled_from(words or [""]))
    if isinstance(value, list) and value:
        i, j = draw(st.integers(0, len(value) - 1)), draw(st.integers(0, len(value) - 1))
        how = draw(st.sampled_from(["drop", "dup", "swap", "empty"]))
        out = list(value)
        if how == "drop":
            del out[i]
        elif how == "dup":
            out.insert(i, out[j])
        elif how == "swap":
            out[i], out[j] = out[j], out[i]
        else:
            out = []
        return out
    if isinstance(value, dict) and value:
        out = dict(value)
        del out[draw(st.sampled_from(sorted(out)))]
        return out
    return draw(st.sampled_from([0, 1, "", [], None]))


@st.composite
def start_positions(draw, name):
    """The start position of a real record (as a dict) with one to three plausible edits to its
    position (not its components or options, fuzzed on their own): mostly still well-formed, so
    the edits reach the loader's consistency checks and the rules behind them."""
    start = copy.deepcopy(draw(st.sampled_from(base_records(name)))["start"])
    words = _strings({k: v for k, v in start.items() if k != "components"})
    tops = sorted(k for k in start if k not in ("components", "options", "state_version"))
    how = []
    for _ in range(draw(st.integers(1, 3))):
        path = draw_path(draw, start, (draw(st.sampled_from(tops)),))
        parent = get_path(start, path[:-1])
        parent[path[-1]] = nudged(draw, parent[path[-1]], words)
        how.append("/".join(map(str, path)))
    return Case(start, None, "; ".join(how))


# --- component files -------------------------------------------------------------------------
@st.composite
def component_docs(draw, name):
    """The game's packaged component file with one to three edits (a field dropped, retyped,
    duplicated, too large or too deep), as a dict or as JSON text; ``valid`` None (an edit may be
    harmless), False when the schema itself was broken."""
    doc = fresh_component_doc(name)
    how = []
    for _ in range(draw(st.integers(1, 3))):
        top = draw(st.sampled_from(sorted(doc))) if isinstance(doc, dict) and doc else None
        if top is None:
            break
        how.append(edit(draw, doc, draw_path(draw, doc, (top,))))
    valid = None
    if draw(st.integers(0, 9)) == 0:
        doc["schema"] = draw(st.sampled_from([None, 1, "", "nassau.pirates.components/2", "nassau.chess/1"]))
        valid, how = False, how + ["schema"]
    as_text = draw(st.booleans())
    return Case(json.dumps(doc) if as_text else doc, valid, "; ".join(how), {"text": as_text})


# --- options ---------------------------------------------------------------------------------
def _valid_value(f):
    if f.metadata["choices"] is not None:
        return st.sampled_from(f.metadata["choices"])
    if f.metadata["range"] is not None:
        lo, hi = f.metadata["range"]
        return st.integers(lo, hi)
    return st.booleans()


def _wrong_value(f):
    """Values an option must refuse: another type, a word off the list, an integer out of range."""
    wrong = [None, 1.0, [], {}, b"x", "true"]
    if f.metadata["choices"] is not None:
        c = f.metadata["choices"]
        wrong += [w for w in (0, True, "", c[0].upper(), " " + c[0], c[0] + " ", c[0].replace("-", "_"), c[0] + "s")
                  if w not in c]
    elif f.metadata["range"] is not None:
        lo, hi = f.metadata["range"]
        wrong += [lo - 1, hi + 1, -2 ** 63, 2 ** 64, 10 ** 100, True, False, str(lo), float(lo)]
    else:
        wrong += [0, 1, "yes", "True", "false"]
    return st.sampled_from(wrong)


def valid_options(name):
    """Random valid combinations of a game's options (each option given or left to its default)."""
    flds = fields(options_class(name))
    return st.fixed_dictionaries({}, optional={f.name: _valid_value(f) for f in flds})


@st.composite
def bad_options(draw, name):
    """An option set that must be refused, and the field the refusal must name."""
    flds = fields(options_class(name))
    known = {f.name for f in flds}
    base = draw(valid_options(name))
    kind = draw(st.sampled_from(["unknown", "wrong", "wrong", "not-a-dict"]))
    if kind == "not-a-dict":
        value = draw(st.sampled_from([[("round_limit", 1)], "fast", 3, True, b"{}", ("a",), frozenset()]))
        return Case(value, False, kind, {"field": "options"})
    if kind == "unknown":
        key = draw(st.sampled_from([f.name.upper() for f in flds] + [f.name.replace("_", "-") for f in flds] +
                                   ["", " ", "seed", "players", "__class__", "__init__"]) |
                   st.text(max_size=12) | st.integers() | st.none() | st.tuples(st.integers()))
        if key in known:
            key = f"{key}_"
        base[key] = draw(_valid_value(flds[0]))
        wrong = sorted(str(k) for k in base if k not in known)[0]
        return Case(base, False, f"unknown {key!r}", {"field": f"options.{wrong}"})
    f = draw(st.sampled_from(flds))
    base[f.name] = draw(_wrong_value(f))
    return Case(base, False, f"wrong {f.name}", {"field": f"options.{f.name}"})


# --- Seas of Glory switches (games whose adapter has switches) --------------------------------
@st.composite
def switch_sets(draw, name):
    """``{"modules": ..., "variants": ...}`` from the playable switches, unknown names, names
    given twice, other types and sets missing a module another needs; one string of names
    (``"wind,storms"``) is as good as a list. ``valid`` and the field a refusal names are worked
    out here from the switch table, not by the engine: first a name that is not a switch or is
    given twice (modules, then variants), then a module without one it needs."""
    a = adapter(name)
    on = a.switches()
    out, named, unknown = {}, {}, []
    for key in ("modules", "variants"):
        if not draw(st.booleans()):
            continue
        names = list(draw(st.lists(st.sampled_from(on[key]), max_size=len(on[key]), unique=True)))
        bad = draw(st.integers(0, 5))
        if bad == 0:
            names.append(draw(st.sampled_from(["", "Wind", "wind ", "weapon", "new_cards", "all", "base"]) |
                              st.text(max_size=10) | st.sampled_from(on["variants" if key == "modules" else "modules"])))
        elif bad == 1:
            names.append(draw(st.sampled_from([None, 1, True, ("wind",), b"wind"])))
        container = draw(st.sampled_from(["list", "tuple", "set", "dup", "str", "int", "dict", "none"]))
        out[key] = _contain(names, container)
        named[key] = [] if container == "none" else names
        if container == "str":                           # read as typed: split, each name stripped
            text = out[key]
            named[key] = [n.strip() for n in text.replace("+", ",").split(",")] if text.strip() else []
        repeated = (container == "dup" and names) or len(set(map(repr, named[key]))) < len(named[key])
        if container == "int" or repeated or any(not isinstance(x, str) or x not in on[key] for x in named[key]):
            unknown.append(key)
    mods = named.get("modules", [])
    missing = any(r not in mods for m in mods if m in on["modules"] for r in a.switch_needs(m))
    field_wrong = unknown[0] if unknown else "modules" if missing else None
    return Case(out, field_wrong is None, "switches", {"field": field_wrong, "names": named})


def _contain(names, container):
    if container == "list":
        return list(names)
    if container == "tuple":
        return tuple(names)
    if container == "set":
        try:
            return set(names)
        except TypeError:
            return list(names)
    if container == "dup":
        return list(names) + list(names)
    if container == "str":
        return ",".join(map(str, names))
    if container == "int":
        return len(names)
    if container == "dict":
        return dict.fromkeys(names, True) if all(isinstance(x, (str, int, type(None))) for x in names) else list(names)
    return None
