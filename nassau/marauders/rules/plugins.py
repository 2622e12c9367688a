"""Where an expansion's modules plug into the base rules' life cycle, without being named.

A plug-in is a module registered with :func:`register` (Seas of Glory's are, by
:mod:`nassau.marauders.seas_of_glory.plugins`, when the game's package is imported). It may define
any of the hooks below. Each is called on every game, whether the plug-in's switch is on or not:
a hook checks its own switch, and with the switch off it leaves the game as the base game has it.

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

The hooks are called in the order of registration, which is the order the expansion's
:mod:`~nassau.marauders.seas_of_glory.plugins` gives.
"""

HOOKS = ("reset", "state", "player_state", "load_before_fight", "load", "load_player", "observed", "problems")

PLUGINS: list = []


def register(*plugins) -> None:
    """Plug modules in, once each, in this order (after any registered before)."""
    for plugin in plugins:
        unknown = [name for name in vars(plugin) if name in HOOKS and not callable(getattr(plugin, name))]
        if unknown:
            raise TypeError(f"{plugin.__name__}: {', '.join(unknown)} must be functions")
        if plugin not in PLUGINS:
            PLUGINS.append(plugin)


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
