"""The base of every game, and the surface every game meets.

Every game of the package (``nassau.pirates``, ``nassau.piratoons``, ...) has a ``Game``
class derived from :class:`BaseGame` and offers the same public surface, held by the
conformance suite in ``tests/conformance``:

- play: ``legal_actions()``, ``apply(action, player=None)``, ``apply_unchecked(action)``,
  ``undo()``, ``current_player``, ``is_over``, ``names``, ``n``, ``prompt()``,
  ``observation(player)``, ``resample(player, seed)``, ``problems()``;
- records: ``to_json()``, ``Game.from_json(text)``, ``clone()``, ``state_dict()``;
- tables and views: ``scores()`` (a DataFrame indexed by player with ``points`` and
  ``rank`` among its columns), ``scoring_table()``, ``winner()``, ``log()``,
  ``public_log(player)``, ``round_log(n)``, ``to_svg()``, ``save_svg(path)``, ``board(player)``.

A subclass supplies the rules through a few hooks:

- ``_generate_legal()``: the tuple of legal actions now;
- ``_explain(action)``: an :class:`IllegalActionError` that says which rule an
  illegal action breaks (called only for actions that are not legal);
- ``_do(action)``: carry the action out, including any chance it triggers,
  drawing only from ``self.rng``; it may leave the next position's legal actions
  in ``self._legal`` (a LegalActions) or leave it None;
- ``_copy_from(other)``: the hand-written part of ``clone()``;
- ``state_dict()`` / ``_from_state(d)``: the JSON form of a position.

It also keeps the fields and answers the hooks that :class:`BaseGame` declares below (``n``,
``over``, ``round``, ``rng``, ``names``, ``current_player``, ``_settle()``, ``_stage()``), which
the kernel reads.

The rules import no view: each game's views wire the game's text, HTML and SVG views on
(see :mod:`nassau.kernel.wiring`), and are imported only when first shown.
"""

import hashlib
import json
from operator import attrgetter
from string import Formatter

from . import log as chain
from .english import mention, plural, sentence
from .actions import LegalActions
from .components import for_record
from .errors import IllegalActionError, RecordError
from .limits import MAX_ACTIONS, MAX_NOTATION, parse_json
from .undo import UndoStack

RECORD_FORMAT = "nassau-record"
RECORD_VERSION = 2      # 2: ``final`` hashes the end without the component data (see final_hash); 1 still loads


def turned_up(before, after):
    """What came face up or was rolled between the positions ``before`` and ``after`` (a
    phrase), or None when nothing hidden was shown: a pile that lost a card (cards put under
    it show nothing), or the game's generator drawn from. A pile reshuffled from its discards
    moves the generator too, and is reported as what was drawn from it."""
    for (what, was), (_, now) in zip(before._piles(), after._piles()):
        if was != now and now[:len(was)] != was:        # (a pile only added to at its bottom shows nothing)
            return what
    if before.rng.state != after.rng.state:
        return "a die was rolled"
    return None


class BaseGame:
    game_name = "base"     # the game's name in the registry and in its records
    default_components = None   # a function giving the game's built-in components (records leave out their notes)
    title = "base"         # the game's name for people
    record_names = ()      # older names of the game still accepted in records
    Action = None          # the game's Action class
    kinds = None           # the game's action kinds, each declared once (kernel.actions.Kinds)

    # --- what every game keeps, and the kernel reads --------------------------
    n: int                 # the number of seats
    over: bool             # the game has ended
    round: int             # the round being played (0 during setup)
    rng: object            # the game's own seeded generator (kernel.rng.Rng): all its chance
    names: tuple           # the players' names, by seat (a field or a property)
    current_player: object  # the seat that decides now, None once the game is over (a property)

    def _settle(self) -> None:
        """Carry the game on through everything that needs no decision (forced steps, the end
        of a round) and cache the next legal actions: after setup, after a position is edited
        (:mod:`.position`) and after one is loaded (:mod:`.validate`)."""
        raise NotImplementedError

    # --- hooks -------------------------------------------------------------
    @classmethod
    def blank(cls, comp, opts, names, rng, **settings) -> "BaseGame":
        """A game with everything in the box, for setup and for loading records: its components,
        options, players' names and generator, and the game's own settings by keyword only
        (Piratoons' ``mode`` and ``deal``, Merchants & Marauders' ``modules`` and ``variants``)."""
        raise NotImplementedError

    def _generate_legal(self):
        raise NotImplementedError

    def _explain(self, action) -> IllegalActionError:
        return IllegalActionError("legal-actions", f"{action} is not legal now")

    def _do(self, action) -> None:
        raise NotImplementedError

    def _copy_from(self, other) -> None:
        raise NotImplementedError

    def state_dict(self) -> dict:
        """The position as a JSON-ready dict (the record's ``start`` has this form)."""
        raise NotImplementedError

    @classmethod
    def _from_state(cls, d: dict):
        raise NotImplementedError

    # --- the surface each game writes ----------------------------------------
    def prompt(self) -> str:
        """Who decides now, and what about, in one sentence."""
        raise NotImplementedError

    def observation(self, player) -> dict:
        """What ``player`` (a seat or a name) may see now, as JSON-ready data: everything
        public and their own hidden information, never anyone else's."""
        raise NotImplementedError

    def public_log(self, player) -> list:
        """The log's sentences that ``player`` (a seat or a name) may read, in order, for a
        student at their own screen: every public sentence, their own private ones as they
        are, and another seat's private ones left out or rewritten without what is hidden
        ("Ann stashes gold."). Once the game is over everything is shown: the whole log.
        Each game declares its private templates once (see :class:`.log.Private`)."""
        raise NotImplementedError

    def resample(self, player, seed: int = 0):
        """A copy of the game in which everything ``player`` cannot see is drawn again at
        random (face-down orders, others' sealed choices), consistent with what they see.
        For search bots that sample the hidden state; ``seed`` fixes the draw."""
        raise NotImplementedError

    def scores(self):
        """The scoring as a pandas DataFrame indexed by player, with ``points`` (the total)
        and ``rank`` (1 = first, shared on an unbroken tie). Before the end of the game it
        is the scoring "if the game ended now"."""
        raise NotImplementedError

    def scoring_table(self):
        """The scoring as a styled table (``.data`` is the DataFrame)."""
        raise NotImplementedError

    def board(self, player):
        """A view of one player's own board (by seat or name) that shows itself in a notebook."""
        raise NotImplementedError

    def problems(self) -> list:
        """Everything wrong with this position, as sentences (empty when it is sound): the
        game's invariants, held after every decision."""
        raise NotImplementedError

    def ending(self) -> list:
        """Once the game is over, sentences that say why it ended and how the points came,
        for the game-over panel under "X wins" and the scoring table (empty where the table
        says it all, and before the end)."""
        return []

    def final_rows(self) -> list:
        """The scoring in plain Python, no pandas needed: one dict a seat, in seat order, with
        ``player``, ``points``, ``rank`` (1 = first, shared on an unbroken tie) and the game's
        parts of the score. ``scores()`` is the same as a DataFrame."""
        raise NotImplementedError

    def winner(self):
        """Name of the winner (of the leader before the end); None while first place is shared."""
        top = [r["player"] for r in self.final_rows() if r["rank"] == 1]
        return top[0] if len(top) == 1 else None

    # --- shared machinery ---------------------------------------------------
    def _init_base(self):
        self._legal = None
        self._history = None     # Chain of actions since the root position
        self._events = None      # Chain of (decision index, sentence-parts) tuples
        self._undo = []          # the positions before each decision made by apply(): an UndoStack
                                 # (see .undo) once there is one, an empty list until then
        self._root = None        # a private clone of the starting position
        self._root_events = None # the event log up to the starting position

    def _mark_root(self):
        self._root = None
        self._root_events = self._events
        self._root = self.clone()     # serialised only when saved

    def legal_actions(self) -> LegalActions:
        legal = self._legal
        if legal is None:
            legal = self._legal = LegalActions(self._generate_legal())
        return legal

    def parse_action(self, action):
        """An Action from an action or its notation; raises IllegalActionError on bad notation."""
        if isinstance(action, self.Action):
            return action
        if isinstance(action, str):
            # the limit is for text typed or saved outside; a notation the game offers itself
            # (a long list of contraband ports) is read whatever its length
            if len(action) > MAX_NOTATION and self.legal_actions().get(action.strip()) is None:
                raise IllegalActionError("notation", f"a notation has at most {MAX_NOTATION} characters")
            try:
                return self.Action(action.strip())
            except ValueError as exc:
                raise IllegalActionError("notation", f"cannot read {action!r}: {exc}") from None
        raise IllegalActionError("notation", f"expected an action or its notation, not {type(action).__name__}")

    def why_not(self, action):
        """Why ``action`` (an Action or its notation) is refused now: the IllegalActionError
        that ``apply`` would raise, naming the rule, or None when it is legal. Nothing changes."""
        try:
            action = self.parse_action(action)
        except IllegalActionError as exc:
            return exc
        return None if self.legal_actions().find(action) is not None else self._explain(action)

    # every play loop asks at each decision (``while not game.is_over``): a property whose getter
    # is attrgetter reads the field without a Python frame
    is_over = property(attrgetter("over"), doc="Whether the game has ended.")

    def seat_of(self, player) -> int:
        """The seat of a player given by seat or by name."""
        if isinstance(player, int) and not isinstance(player, bool) and 0 <= player < self.n:
            return player
        names = self.names
        if player in names:
            return names.index(player)
        raise IllegalActionError("player", f"there is no player {player!r}")

    def apply(self, action, player=None):
        """Validate and carry out a decision (an Action or its notation). On an illegal action nothing changes.

        With ``player`` (a seat or a name), also check that it is that player's decision.
        """
        if player is not None:
            self._check_turn(player)
        if action.__class__ is not self.Action:     # (an action of the game's own class needs no parsing)
            action = self.parse_action(action)
        found = self.legal_actions().find(action)
        if found is None:
            raise self._explain(action)
        undo = self._undo
        if undo.__class__ is not UndoStack:      # [] (a clone's, an editor's): no decision to undo yet
            undo = self._undo = UndoStack()
        undo.note(self)
        self._legal = None
        try:
            self._do(found)
        except BaseException:
            self._restore(undo.pop())
            raise
        self._history = (found, self._history)
        undo.done(self)
        return found

    def _check_turn(self, player):
        seat = self.seat_of(player)
        if self.over:
            raise IllegalActionError("game-over", "the game is over")
        cur = self.current_player
        if seat != cur:
            raise IllegalActionError("turn", sentence("it is {}<'s> decision, not {}<'s>",
                                                      [self.names[cur], self.names[seat]]))

    def apply_unchecked(self, action):
        """Carry out an action known to be legal, skipping validation and undo.

        For simulations only: an illegal action here can corrupt the game.
        """
        self._legal = None
        self._do(action)
        self._history = (action, self._history)

    def undo(self):
        """Take back the last decision made with ``apply()``; returns that action."""
        if not self._undo:
            raise IllegalActionError("undo", "there is no decision to undo")
        self._check_undo(self._undo[-1])
        return self._take_back()

    # --- undo: what was revealed stays revealed ---------------------------------------------
    undo_rule = "seen"      # "seen": a decision that showed something new is not taken back; "free": any is

    def set_undo(self, rule: str) -> None:
        """``"seen"`` (the default): undo stops at a decision that showed anyone something new
        (a die, a card, a tile, a sealed choice), so nobody chooses again knowing it.
        ``"free"``: practice mode, for teaching: every decision may be taken back."""
        if rule not in ("seen", "free"):
            raise RecordError("undo", f"must be 'seen' or 'free', not {rule!r}")
        self.undo_rule = rule

    def _piles(self):
        """Every face-down pile or hidden order of the position, as (what drawing from it shows,
        its cards as a tuple, top first): a decision that took a card from one revealed it
        (one that only put cards under it did not). The game's own."""
        return ()

    def _undo_refusal(self, snapshot):
        """A game's own reason why going back to ``snapshot`` would reveal something (a sealed
        choice shown, say), as an IllegalActionError, or None."""
        return None

    def _check_undo(self, snapshot) -> None:
        """Raise an IllegalActionError if the rules forbid going back to ``snapshot``: the
        decision since showed something new (a card drawn from a face-down pile, a die rolled
        from the game's generator, the game's own reasons), unless undo is free."""
        if self.undo_free():
            return
        error = self._undo_refusal(snapshot)            # the game's own reason first: it says more
        if error is not None:
            raise error
        what = turned_up(snapshot, self)
        if what is not None:
            raise IllegalActionError("undo.seen", f"{what[0].upper()}{what[1:]} after that decision and has been seen: "
                                                  "undo stops there, so that nobody chooses again knowing it")

    def undo_free(self) -> bool:
        """Whether every decision may be taken back (practice mode)."""
        return self.undo_rule == "free"

    def undo_refusal(self, count: int = 1):
        """The IllegalActionError that undoing the last ``count`` decisions would meet, or
        None if ``undo()`` may be called that many times."""
        if count > len(self._undo):
            left = len(self._undo)
            return IllegalActionError("undo", f"there {'is' if left == 1 else 'are'} only {plural(left, 'decision')} "
                                              "to undo")
        later = self
        for snapshot in reversed(self._undo[len(self._undo) - count:]):
            try:
                later._check_undo(snapshot)
            except IllegalActionError as exc:
                return exc
            later = snapshot
        return None

    def _take_back(self):
        """Undo without the rules' check: for rolling back a refused batch of decisions."""
        last = self._history[0]
        self._restore(self._undo.pop())
        return last

    def _restore(self, snapshot):
        undo = self._undo
        self._copy_from(snapshot)
        self._history = snapshot._history
        self._events = snapshot._events
        self._root = snapshot._root
        self._root_events = snapshot._root_events
        self._legal = None
        self._undo = undo

    def clone(self):
        """An independent copy of the position, its history and its random state (no undo stack)."""
        new = object.__new__(type(self))
        new._copy_from(self)
        new._legal = self._legal          # immutable, safe to share
        new._history = self._history      # persistent chains are shared
        new._events = self._events
        new._root = self._root
        new._root_events = self._root_events
        new._undo = []
        return new

    @property
    def history(self) -> list:
        return chain.to_list(self._history)

    @property
    def ply(self) -> int:
        """Number of decisions made since the starting position."""
        return chain.length(self._history)

    def _event(self, *parts):
        self._events = (parts, self._events)

    @property
    def events(self) -> list:
        return chain.to_list(self._events)

    def log(self) -> list:
        """The event log as plain English sentences."""
        return [sentence(parts[0], parts[1:]) for parts in self.events]

    def round_log(self, number=None):
        """The log of one round (default: the current one), a list of sentences that shows
        itself in a notebook; setup goes with round 1."""
        rounds = dict(chain.round_logs(self.events))
        number = (max(rounds) if self.over else self.round) if number is None else number
        if number not in rounds:
            raise IllegalActionError("log.round", f"there is no round {number} in this game's log")
        return chain.EventLog(f"Round {number}", rounds[number])

    # --- display: each game's views wire on __str__, _repr_html_ and to_svg (kernel.wiring) ---
    # IPython takes the first of _repr_pretty_ and __repr__ met along the MRO, so a game
    # class defines neither and says where it stands in _stage() instead.
    def __repr__(self):
        state = "game over" if self.over else f"round {self.round}, {self._stage()}, " \
                                              f"{mention(self.names[self.current_player])} to decide"
        return f"<{self.game_name}.Game{self._mode_tag()} {self.n} players: {', '.join(self.names)}; {state}>"

    def _stage(self) -> str:
        return ""

    def _mode_tag(self) -> str:
        return ""

    def _repr_pretty_(self, printer, cycle):
        printer.text(repr(self) if cycle else str(self))

    def to_svg(self):
        """The table as a self-contained SVG (an ``SVG`` str with ``.save(path)``)."""
        raise NotImplementedError(f"{self.game_name} draws no board")

    def save_svg(self, path):
        """Write ``to_svg()`` to ``path``; returns the path."""
        return self.to_svg().save(path)

    # --- records ------------------------------------------------------------
    def to_json(self, indent=None) -> str:
        record = {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": self.game_name,
            "start": self._record_start(),
            "start_log": [list(e) for e in chain.to_list(self._root_events)],
            "actions": [a.notation for a in self.history],
            "final": final_hash(self.state_dict()),
        }
        record["start_hash"] = state_hash({"start": record["start"], "start_log": record["start_log"]})
        return json.dumps(record, indent=indent, sort_keys=False, separators=(",", ":") if indent is None else None)

    def _record_start(self) -> dict:
        """The start of a record: the root position, the built-in component data without its notes."""
        start = self._root.state_dict()
        default = self.default_components
        if "components" in start and default is not None:
            start = {**start, "components": for_record(self._root.comp, default())}
        return start

    @classmethod
    def from_json(cls, text):
        """Load a record: validate the start position, replay and check every action."""
        record = parse_json(text, "record")
        if not isinstance(record, dict):
            raise RecordError("record", "must be a JSON object")
        if record.get("format") != RECORD_FORMAT:
            raise RecordError("format", f"expected {RECORD_FORMAT!r}")
        version = record.get("version")
        if not (_same_int(version, 1) or _same_int(version, RECORD_VERSION)):
            raise RecordError("version", f"unsupported version {version!r}")
        if record.get("game") != cls.game_name and record.get("game") not in cls.record_names:
            raise RecordError("game", f"this is a {record.get('game')!r} record, not {cls.game_name!r}")
        actions = record.get("actions")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise RecordError("actions", "must be a list of notation strings")
        if len(actions) > MAX_ACTIONS:
            raise RecordError("actions", f"a record holds at most {MAX_ACTIONS} decisions")
        start = record.get("start")
        if not isinstance(start, dict):
            raise RecordError("start", "must be an object")
        for key in ("start_hash", "final"):
            if not isinstance(record.get(key), str):
                raise RecordError(key, "is missing (every record carries checksums of its start and its end)")
        if record["start_hash"] != state_hash({"start": start, "start_log": record.get("start_log")}):
            raise RecordError("start_hash", "the starting position or its log was changed after the record was saved")
        game = cls._from_state(start)
        game._events = _load_log(record.get("start_log", []))
        game._root_events = game._events
        for i, notation in enumerate(actions):
            try:
                game.apply(notation)
            except IllegalActionError as exc:
                raise RecordError(f"actions[{i}]", f"{_shown(notation)} is illegal there: {exc}") from None
        if record["final"] not in _final_hashes(game.state_dict(), version, start.get("components")):
            raise RecordError("final", "the replayed game does not end in the recorded position")
        return game


def _final_hashes(end: dict, version: int, recorded) -> tuple:
    """What a record's ``final`` may be for the replayed end position ``end``. Version 1 hashed
    the whole position, components and all: the components it was saved with are those the
    record carries, which the loaded game may hold with notes (the built-in data's, read back
    as the built-in set)."""
    if version != 1:
        return (final_hash(end),)
    return (state_hash(end), state_hash({**end, "components": recorded}))


def _same_int(value, number) -> bool:
    """``value`` is the integer ``number`` (JSON's true and 1.0 are not 1)."""
    return type(value) is int and value == number


def _load_log(entries):
    """The start position's log from a record. A template's placeholders must match its
    arguments; its markers (``<uses>``, ``{}<'s>``, see :mod:`.english`) are plain text to this
    check, so templates written before the markers existed load and read as they did."""
    ok = isinstance(entries, list) and all(
        isinstance(e, list) and e and isinstance(e[0], str) and
        all(isinstance(x, (str, int)) and not isinstance(x, bool) for x in e[1:]) for e in entries)
    if not ok:
        raise RecordError("start_log", "must be a list of [template, arguments...] entries")
    events = None
    for e in entries:
        try:
            fields = [f for _, f, spec, conv in Formatter().parse(e[0]) if f is not None and not spec and not conv]
        except ValueError:
            fields = None
        if fields != [""] * (len(e) - 1) or e[0].count("{") != len(e) - 1:
            raise RecordError("start_log", "an entry's arguments do not match its sentence")
        events = chain.push(events, tuple(e))
    return events


def state_hash(d: dict) -> str:
    text = json.dumps(d, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def final_hash(d: dict) -> str:
    """The hash a record's ``final`` holds: the position ``d`` (a ``state_dict()``) without its
    component data, which the record's start carries and no decision changes (and whose notes
    a record of the built-in data leaves out)."""
    return state_hash({k: v for k, v in d.items() if k != "components"})


def _shown(notation) -> str:
    """A notation quoted in an error, cut short: a record may hold any text there."""
    text = repr(notation)
    return text if len(text) <= MAX_NOTATION + 2 else text[:MAX_NOTATION] + "…"
