"""Where an expansion's modules plug into the base rules, without being named.

A plug-in is a module registered with :func:`register` (Seas of Glory's are, by
:mod:`nassau.marauders.seas_of_glory.plugins`, when the game's package is imported). The base
rules never import one and never read a switch's name: they call the hooks and extension points
below, and every registered plug-in that defines a function of that name answers.

**Life cycle hooks**

- ``reset(game)``: its fields on a blank game (:meth:`Game.blank`);
- ``state(game) -> dict``: its fields in a saved position (``serialize.state_dict``);
- ``player_state(game, p) -> dict``: a captain's part of them (its ``PLAYER`` fields, below);
- ``load_before_fight(game, gd, where)``: read and check its board pieces that a fight or a raid
  in progress may name, before the fight is read (``serialize.from_state``);
- ``load(game, gd, where, live)``: read and check the rest, once the base fields are read;
  ``live`` is the decision being made (``questions.live``);
- ``load_player(game, p, pd, where)``: read and check a captain's part;
- ``observed(game) -> dict``: its public part of every player's observation;
- ``player_observed(game, p, mine) -> dict``: its part of a captain in it (``mine``: the
  observer's own captain, who may see what is hidden from the others);
- ``loaded(game, where)``: a saved position is read whole: check what spans its parts;
- ``problems(game) -> list``: what is wrong with its part of a position (``invariants``).

**A captain's fields.** ``PLAYER = {field: default}`` names a plug-in's fields on every captain
(each an int or a tuple, like the base's): a blank game's captains get them with their defaults
(:func:`reset`), and a clone copies them with the rest of a captain. The plug-in saves, loads,
checks and observes them with its hooks; with the plug-in out, a captain has none of them.

**Where its keys go.** A hook's keys follow the base game's, plug-in after plug-in in the order
of registration, unless the expansion orders that hook (:func:`hook_order`) or the plug-in places
its answer after a key of the base's (``PLACES = {"player_observed": "captain"}``): a saved
position's and an observation's keys keep their order.

**Decisions and actions.** A plug-in may add decisions and action kinds of its own:
``LEGAL = {decision: legal(game, p)}`` joins the game's table of decisions (:data:`LEGAL`), with
``DECISIONS = {decision: words}`` what the deciding player does, after his name (:data:`DECISIONS`,
read by ``Game.prompt``), and
``KINDS = (Kind(...), ...)`` declares its action kinds, each once with its handler, the
decisions it answers, its refusal, its words, its group on the panel and its notation
(:mod:`.kinds`); a name may be taken only once. ``NOTATIONS = {kind: Form(...)}`` adds its own
ways of writing a kind declared before it (a special weapon of its own after ``shoot``).
Likewise ``PRIVATE_EVENTS = {template: Private(...)}``: its log sentences only their owner may
read (:data:`PRIVATE_EVENTS`, read by :mod:`.public_log`); and ``QUESTIONS = {kind:
QuestionKind(...)}``: the kinds of question its rules ask a captain inside a decision, each with
its prompt (:data:`QUESTIONS`, read by :mod:`.questions`).

**Switches.** A plug-in names the switches it belongs to (``SWITCHES = ("favors",)``): the
extension points ask it only in games where one of them is on, so the base game pays nothing
for the expansion. With the switch off, a plug-in's answer must be the base game's anyway. The
life cycle hooks are called for every plug-in, on or off.

**Extension points** are declared by the base rule they extend, as a :class:`Point` (see
:data:`POINTS` for the list and what each asks). How the answers combine is the point's kind:
:class:`Each` calls them all, :class:`First` takes the first answer that is not ``None``,
:class:`Sum` adds them to the base game's number, :class:`Fold` hands the base rule's value
through each in turn, :class:`Join` concatenates them, :class:`Any` and :class:`All` ask a yes or
a no.

Hooks and points are called in the order of registration, which is the order the expansion's
:mod:`~nassau.marauders.seas_of_glory.plugins` gives, unless the expansion gives a point or a hook
an order of its own (:meth:`Point.order`, :func:`hook_order`). A plug-in may declare a point of its
own for the other plug-ins to answer (Seas of Glory's loyalty asks whether The Plank keeps it).
"""

from .kinds import KINDS, declare, withdraw

HOOKS = ("reset", "state", "player_state", "load_before_fight", "load", "load_player", "loaded", "observed",
         "player_observed", "problems")

PLUGINS: list = []
PORT_STEPS: list = []       # the port steps the plug-ins record in game.port_steps (their PORT_STEPS)
SWITCH_READER: list = []    # the expansion's reader of switch lists (read_switches)
POINTS: dict = {}           # name -> Point, in the order the base rules declare them
LEGAL: dict = {}            # decision -> its legal actions; the game's and the plug-ins' (rules.game)
DECISIONS: dict = {}        # decision -> its words after the deciding player's name (rules.flow)
PRIVATE_EVENTS: dict = {}   # a plug-in's log template -> who may read it (kernel.log.Private; rules.public_log)
QUESTIONS: dict = {}        # question kind -> questions.QuestionKind; the game's and the plug-ins' (rules.game)
PLAYER: dict = {}           # a plug-in's field on every captain -> its default (their PLAYER)
HOOK_ORDER: dict = {}       # hook -> the plug-ins whose answers come first, in this order (hook_order)
# (the game's table, the plug-in's name for its part, what a row is)
TABLES = ((LEGAL, "LEGAL", "decision"), (DECISIONS, "DECISIONS", "decision's words"),
          (PRIVATE_EVENTS, "PRIVATE_EVENTS", "private log template"), (QUESTIONS, "QUESTIONS", "question kind"),
          (PLAYER, "PLAYER", "captain's field"))


class Point:
    """A named place where a base rule asks the plug-ins. Called like the function it stands
    for, always with the game first; ``base`` is the base game's answer (a value, or a function of
    the same arguments). Only the plug-ins whose switches are on in that game are asked, unless
    the point asks them all (``off_too``: a refusal may be that a switch is off).

    A point is asked on the rules' hot paths (some ten times a decision), so each kind writes
    its call out as a plain function, :attr:`call`, which :mod:`.extensions` binds to the
    point's name for the rules to call: a function's call costs a third of an object's
    ``__call__``. The plug-ins of a set of switches are found once, and with none of them on
    a point costs a dictionary lookup and the base game's answer. The function carries the
    point as ``point``, and its ``fs``, ``asked`` and ``order``."""

    __slots__ = ("name", "doc", "base", "off_too", "_fn", "_value", "_order", "_all", "_by", "call")

    def __init__(self, name: str, doc: str, base=None, off_too: bool = False):
        if name in POINTS or name in HOOKS:
            raise ValueError(f"extension point {name!r} is declared twice")
        self.name, self.doc, self.base, self.off_too = name, doc, base, off_too
        self._fn, self._value = (base, None) if callable(base) else (None, base)
        self._order, self._all, self._by = None, None, {}
        call = self.call = self._compile(self._by, self.fs, self._fn, self._value)
        call.__name__ = call.__qualname__ = name
        call.__doc__ = doc
        call.point, call.fs, call.asked, call.order = self, self.fs, self.asked, self.order
        POINTS[name] = self

    def __call__(self, *args):
        return self.call(*args)

    @staticmethod
    def _compile(by, fs_of, fn, value):
        """The point's call as a function of the game and the rest: ``by`` is the point's own
        dict of plug-ins per set of switches (kept for good: :meth:`_forget` empties it in
        place), ``fs_of`` its :meth:`fs`, ``fn`` and ``value`` its base as a function or a value."""
        raise NotImplementedError

    def fs(self, game=None) -> tuple:
        """The plug-ins' functions for this point, in order: all of them, or (given a game)
        those of the plug-ins switched on in it. Found once per set of switches."""
        if self._all is None:
            self._all = tuple(f for _, f in self._pairs())
        if game is None:
            return self._all
        key = game.switches_on
        found = self._by.get(key)
        if found is None:
            found = self._all if self.off_too else tuple(f for m, f in self._pairs() if switched_on(m, key))
            self._by[key] = found
        return found

    def asked(self, game) -> bool:
        """Whether any plug-in answers this point in this game."""
        found = self._by.get(game.switches_on)      # (fs(game), its lookup inline: movement asks at every step)
        return bool(self.fs(game) if found is None else found)

    def _pairs(self):
        for m in self._order or PLUGINS:
            f = getattr(m, self.name, None)
            if callable(f) and not isinstance(f, Point) and not isinstance(getattr(f, "point", None), Point):
                yield m, f          # (not a plug-in that imported the point itself, or its call)

    def order(self, *plugins) -> None:
        """Ask these plug-ins, in this order, instead of the order of registration."""
        self._order = tuple(plugins)
        self._forget()

    def _forget(self) -> None:
        self._all = None
        self._by.clear()            # in place: the point's call reads this very dict

    def __repr__(self) -> str:
        return f"<{type(self).__name__} point {self.name}>"


def switched_on(plugin, switches) -> bool:
    """Whether a plug-in takes part in a game with these switches: one of its ``SWITCHES`` is
    on (a plug-in that names none always takes part)."""
    names = getattr(plugin, "SWITCHES", None)
    return names is None or any(name in switches for name in names)


class Each(Point):
    """Something happened: every plug-in is told, in order."""

    @staticmethod
    def _compile(by, fs_of, fn, value):
        def point(*args) -> None:
            fs = by.get(args[0].switches_on)
            for f in fs_of(args[0]) if fs is None else fs:
                f(*args)
        return point


class First(Point):
    """The first answer that is not ``None``; with none, the base game's."""

    @staticmethod
    def _compile(by, fs_of, fn, value):
        def point(*args):
            fs = by.get(args[0].switches_on)
            for f in fs_of(args[0]) if fs is None else fs:
                x = f(*args)
                if x is not None:
                    return x
            return value if fn is None else fn(*args)
        return point


class Sum(Point):
    """The base game's number plus every plug-in's."""

    @staticmethod
    def _compile(by, fs_of, fn, value):
        def point(*args):
            fs = by.get(args[0].switches_on)
            if fs is None:
                fs = fs_of(args[0])
            total = value if fn is None else fn(*args)
            for f in fs:
                total += f(*args)
            return total
        return point


class Fold(Point):
    """A value the base rule worked out (the last argument), handed through every plug-in in
    turn, each returning it changed or as it was."""

    @staticmethod
    def _compile(by, fs_of, fn, value):
        def point(*args):
            fs = by.get(args[0].switches_on)
            if fs is None:
                fs = fs_of(args[0])
            if not fs:
                return args[-1]
            *head, got = args
            for f in fs:
                got = f(*head, got)
            return got
        return point


class Join(Point):
    """The base game's sequence followed by every plug-in's, as a tuple."""

    @staticmethod
    def _compile(by, fs_of, fn, value):
        if fn is None:              # (most points: a fixed base, and in the base game no plug-in asked)
            base = value if type(value) is tuple else tuple(value or ())

            def point(*args) -> tuple:
                fs = by.get(args[0].switches_on)
                if fs is None:
                    fs = fs_of(args[0])
                return _join(base, fs, args) if fs else base
            return point

        def point(*args) -> tuple:
            fs = by.get(args[0].switches_on)
            if fs is None:
                fs = fs_of(args[0])
            out = fn(*args)
            out = out if type(out) is tuple else tuple(out or ())
            return _join(out, fs, args) if fs else out
        return point


def _join(out: tuple, fs, args) -> tuple:
    """``out`` followed by each plug-in's answer, as a tuple."""
    for f in fs:
        more = f(*args)
        if more:
            out = out + (more if type(more) is tuple else tuple(more)) if out else tuple(more)
    return out


class Any(Point):
    """True if the base game or any plug-in says so (asked in order, until one does)."""

    @staticmethod
    def _compile(by, fs_of, fn, value):
        def point(*args) -> bool:
            if (value if fn is None else fn(*args)):
                return True
            fs = by.get(args[0].switches_on)
            for f in fs_of(args[0]) if fs is None else fs:
                if f(*args):
                    return True
            return False
        return point


class All(Point):
    """True unless the base game or a plug-in says no (a plug-in may also refuse and say why)."""

    @staticmethod
    def _compile(by, fs_of, fn, value):
        def point(*args) -> bool:
            if fn is not None and not fn(*args):
                return False
            fs = by.get(args[0].switches_on)
            for f in fs_of(args[0]) if fs is None else fs:
                if not f(*args):
                    return False
            return True
        return point


def register(*plugins) -> None:
    """Plug modules in, once each, in this order (after any registered before)."""
    for plugin in plugins:
        if plugin in PLUGINS:
            continue
        name = plugin.__name__
        unknown = [h for h in (*HOOKS, *POINTS) if hasattr(plugin, h) and not callable(getattr(plugin, h))]
        if unknown:
            raise TypeError(f"{name}: {', '.join(unknown)} must be functions")
        for table, theirs, what in TABLES:
            taken = sorted(set(getattr(plugin, theirs, {})) & set(table))
            if taken:
                raise ValueError(f"{name}: the {what} {', '.join(taken)} is taken")
        declare(getattr(plugin, "KINDS", ()), name)
        KINDS.extend(getattr(plugin, "NOTATIONS", {}), name)
        for table, theirs, _ in TABLES:
            table.update(getattr(plugin, theirs, {}))
        PORT_STEPS.extend(s for s in getattr(plugin, "PORT_STEPS", ()) if s not in PORT_STEPS)
        PLUGINS.append(plugin)
        _forget()


def unregister(plugin) -> None:
    """Take a plug-in out again, with its decisions and action kinds (for tests)."""
    PLUGINS.remove(plugin)
    KINDS.retract(getattr(plugin, "NOTATIONS", {}))
    withdraw(getattr(plugin, "KINDS", ()))
    for table, theirs, _ in TABLES:
        for k in getattr(plugin, theirs, {}):
            table.pop(k, None)
    PORT_STEPS[:] = [s for s in PORT_STEPS if s not in getattr(plugin, "PORT_STEPS", ())]
    _forget()


def _forget() -> None:
    for point in POINTS.values():
        point._forget()


def read_switches(check) -> None:
    """The expansion's reader of switch lists: ``check(modules, variants)`` returns them as
    sorted tuples of names, or raises a RecordError naming the field and the switch."""
    SWITCH_READER[:] = [check]


def check_switches(modules=None, variants=None) -> tuple:
    """(modules, variants) as a game keeps them, read by the expansion plugged in (with none,
    only empty lists are accepted)."""
    if SWITCH_READER:
        return SWITCH_READER[0](modules, variants)
    from ...kernel.errors import RecordError
    for field, given in (("modules", modules), ("variants", variants)):
        if given:
            raise RecordError(field, "no expansion is plugged in")
    return (), ()


def hook_order(hook: str, *plugins) -> None:
    """Call these plug-ins' ``hook`` first, in this order, and the others' after them in the order
    of registration (where their keys must keep their place in a saved position)."""
    HOOK_ORDER[hook] = plugins


def reset(game) -> None:
    """A blank game's part of the plug-ins: every captain's fields with their defaults (the
    values are ints and tuples, shared safely), then each plug-in's ``reset``."""
    for p in game.players:
        p.__dict__.update(PLAYER)
    call("reset", game)


def _answering(hook: str):
    """(plug-in, its function for ``hook``), in the hook's order."""
    first = [m for m in HOOK_ORDER.get(hook, ()) if m in PLUGINS]
    for plugin in first + [m for m in PLUGINS if m not in first]:
        f = getattr(plugin, hook, None)
        if callable(f):
            yield plugin, f


def each(hook: str) -> list:
    """The registered plug-ins' functions for ``hook``, in order."""
    return [f for _, f in _answering(hook)]


def call(hook: str, *args) -> None:
    for f in each(hook):
        f(*args)


def merged(hook: str, *args, into=None) -> dict:
    """One dict of every plug-in's answer to ``hook`` (state, player_state, observed...), after
    the base's keys ``into``, each where its plug-in places it (its ``PLACES``)."""
    out = {} if into is None else into
    placed = {}
    for plugin, f in _answering(hook):
        after = getattr(plugin, "PLACES", {}).get(hook)
        if after is None:
            out.update(f(*args))
        else:
            placed.setdefault(after, {}).update(f(*args))
    return _placed(out, placed) if placed else out


def _placed(out: dict, placed: dict) -> dict:
    """``out`` with each of ``placed``'s dicts just after its key (at the end if it has none)."""
    new = {}
    for k, v in out.items():
        new[k] = v
        new.update(placed.pop(k, ()))
    for more in placed.values():
        new.update(more)
    return new


def joined(hook: str, *args) -> list:
    """One list of every plug-in's answer to ``hook`` (problems)."""
    return [x for f in each(hook) for x in f(*args)]
