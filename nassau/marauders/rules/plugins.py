"""Where an expansion's modules plug into the base rules, without being named.

A plug-in is a module registered with :func:`register` (Seas of Glory's are, by
:mod:`nassau.marauders.seas_of_glory.plugins`, when the game's package is imported). The base
rules never import one and never read a switch's name: they call the hooks and extension points
below, and every registered plug-in that defines a function of that name answers. Each is called
on every game, whether the plug-in's switch is on or not: a plug-in checks its own switch, and with
it off it answers as if it were not there.

**Life cycle hooks**

- ``reset(game)``: its fields on a blank game (:meth:`Game.blank`);
- ``state(game) -> dict``: its fields in a saved position (``serialize.state_dict``);
- ``player_state(game, p) -> dict``: a captain's part of them;
- ``load_before_fight(game, gd, where)``: read and check its board pieces that a fight or a raid
  in progress may name, before the fight is read (``serialize.from_state``);
- ``load(game, gd, where, live)``: read and check the rest, once the base fields are read;
  ``live`` is the decision being made (``questions.live``);
- ``load_player(game, p, pd, where)``: read and check a captain's part;
- ``observed(game) -> dict``: its public part of every player's observation;
- ``problems(game) -> list``: what is wrong with its part of a position (``invariants``).

**Decisions and actions.** A plug-in may add decisions and action kinds of its own:
``LEGAL = {decision: legal(game, p, A)}`` and ``HANDLERS = {kind: handler(game, p, action)}``
join the game's tables (:data:`LEGAL`, :data:`HANDLERS`); a name may be taken only once.

**Extension points** are declared by the base rule they extend, as a :class:`Point` (see
:data:`POINTS` for the list and what each asks). How the answers combine is the point's kind:
:class:`Each` calls them all, :class:`First` takes the first answer that is not ``None``,
:class:`Sum` adds them to the base game's number, :class:`Join` concatenates them, :class:`Any`
and :class:`All` ask a yes or a no.

Hooks and points are called in the order of registration, which is the order the expansion's
:mod:`~nassau.marauders.seas_of_glory.plugins` gives, unless the expansion gives a point an order
of its own (:meth:`Point.order`).
"""

HOOKS = ("reset", "state", "player_state", "load_before_fight", "load", "load_player", "observed", "problems")

PLUGINS: list = []
POINTS: dict = {}           # name -> Point, in the order the base rules declare them
LEGAL: dict = {}            # decision -> its legal actions; the game's and the plug-ins' (rules.game)
HANDLERS: dict = {}         # action kind -> its handler; likewise


class Point:
    """A named place where a base rule asks the plug-ins. Called like the function it stands
    for; ``base`` is the base game's answer (a value, or a function of the same arguments)."""

    __slots__ = ("name", "doc", "base", "_order", "_fs")

    def __init__(self, name: str, doc: str, base=None):
        if name in POINTS or name in HOOKS:
            raise ValueError(f"extension point {name!r} is declared twice")
        self.name, self.doc, self.base = name, doc, base
        self._order, self._fs = None, None
        POINTS[name] = self

    def fs(self) -> tuple:
        """The plug-ins' functions for this point, in order (found once, after registration)."""
        if self._fs is None:
            self._fs = tuple(getattr(m, self.name) for m in (self._order or PLUGINS) if callable(getattr(m, self.name, None)))
        return self._fs

    def order(self, *plugins) -> None:
        """Ask these plug-ins, in this order, instead of the order of registration."""
        self._order, self._fs = tuple(plugins), None

    def _base(self, args):
        return self.base(*args) if callable(self.base) else self.base

    def __repr__(self) -> str:
        return f"<{type(self).__name__} point {self.name}>"


class Each(Point):
    """Something happened: every plug-in is told, in order."""

    def __call__(self, *args) -> None:
        for f in self._fs if self._fs is not None else self.fs():
            f(*args)


class First(Point):
    """The first answer that is not ``None``; with none, the base game's."""

    def __call__(self, *args):
        for f in self._fs if self._fs is not None else self.fs():
            x = f(*args)
            if x is not None:
                return x
        return self._base(args)


class Sum(Point):
    """The base game's number plus every plug-in's."""

    def __call__(self, *args):
        return self._base(args) + sum(f(*args) for f in (self._fs if self._fs is not None else self.fs()))


class Join(Point):
    """The base game's sequence followed by every plug-in's, as a tuple."""

    def __call__(self, *args) -> tuple:
        out = tuple(self._base(args) or ())
        for f in self._fs if self._fs is not None else self.fs():
            out += tuple(f(*args))
        return out


class Any(Point):
    """True if the base game or any plug-in says so."""

    def __call__(self, *args) -> bool:
        return bool(self._base(args)) or any(f(*args) for f in (self._fs if self._fs is not None else self.fs()))


class All(Point):
    """True unless the base game or a plug-in says no (a plug-in may also refuse and say why)."""

    def __call__(self, *args) -> bool:
        if self.base is not None and not self._base(args):
            return False
        return all(f(*args) for f in (self._fs if self._fs is not None else self.fs()))


def register(*plugins) -> None:
    """Plug modules in, once each, in this order (after any registered before)."""
    for plugin in plugins:
        if plugin in PLUGINS:
            continue
        name = plugin.__name__
        unknown = [h for h in (*HOOKS, *POINTS) if hasattr(plugin, h) and not callable(getattr(plugin, h))]
        if unknown:
            raise TypeError(f"{name}: {', '.join(unknown)} must be functions")
        for table, theirs, what in ((LEGAL, "LEGAL", "decision"), (HANDLERS, "HANDLERS", "action kind")):
            taken = sorted(set(getattr(plugin, theirs, {})) & set(table))
            if taken:
                raise ValueError(f"{name}: the {what} {', '.join(taken)} is taken")
        LEGAL.update(getattr(plugin, "LEGAL", {}))
        HANDLERS.update(getattr(plugin, "HANDLERS", {}))
        PLUGINS.append(plugin)
        _forget()


def unregister(plugin) -> None:
    """Take a plug-in out again, with its decisions and action kinds (for tests)."""
    PLUGINS.remove(plugin)
    for table, theirs in ((LEGAL, "LEGAL"), (HANDLERS, "HANDLERS")):
        for k in getattr(plugin, theirs, {}):
            table.pop(k, None)
    _forget()


def _forget() -> None:
    for point in POINTS.values():
        point._fs = None


def each(hook: str) -> list:
    """The registered plug-ins' functions for ``hook``, in order."""
    return [getattr(plugin, hook) for plugin in PLUGINS if callable(getattr(plugin, hook, None))]


def call(hook: str, *args) -> None:
    for f in each(hook):
        f(*args)


def merged(hook: str, *args) -> dict:
    """One dict of every plug-in's answer to ``hook`` (state, player_state, observed)."""
    out = {}
    for f in each(hook):
        out.update(f(*args))
    return out


def joined(hook: str, *args) -> list:
    """One list of every plug-in's answer to ``hook`` (problems)."""
    return [x for f in each(hook) for x in f(*args)]
