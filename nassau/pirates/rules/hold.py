"""The hold: every peso, resource and hostage takes one slot.

Loot that does not fit is stowed by choice: the player takes what they want,
throwing other things overboard to make room, and leaves the rest behind.
"""

from ...kernel.english import plural
from .actions import DONE, PLANK, Action
from .components import ITEMS
from .state import HOSTAGES

TAKES = tuple(Action.of("take", item) for item in ITEMS)         # by item index
DISCARDS = tuple(Action.of("discard", item) for item in ITEMS)


def gain(game, p, items, then: str) -> None:
    """Give player p these (item index, count) pairs from the supply, then continue with ``then``.

    The supply limits what can be had. If all of it fits it is stowed at once;
    otherwise the player decides in the "stow" sub-step.
    """
    game.stowed = 0
    pending = [0, 0, 0, 0, 0]
    for i, n in items:
        pending[i] += n
    for i in range(5):
        if pending[i] > game.supply[i]:
            pending[i] = game.supply[i]
    if sum(pending) <= game.ship.capacity(p) - p.held():
        _stow_all(game, p, pending)
        game.run(then)
        return
    game.pending = tuple(pending)
    game.then = game.then + (then,)
    game.sub = "stow"
    game.cur = p.seat


def _stow_all(game, p, pending) -> None:
    got = []
    for i, n in enumerate(pending):
        if n:
            game.supply[i] -= n
            p.hold[i] += n
            game.stowed += n
            got.append(plural(n, ITEMS[i]))
    if got:
        game._event("{} <stows> {}.", p.name, ", ".join(got))


def legal(game, p) -> list:
    out = []
    free = game.ship.capacity(p) - p.held()
    if free > 0:
        for i, n in enumerate(game.pending):
            if n:
                out.append(TAKES[i])
    out.extend(discards(p))
    if p.hold[HOSTAGES]:
        out.append(PLANK)      # at any time, e.g. to make room
    out.append(DONE)
    return out


def discards(p) -> list:
    return [DISCARDS[i] for i in range(5) if p.hold[i]]


def take(game, p, item: int) -> None:
    pending = list(game.pending)
    pending[item] -= 1
    game.supply[item] -= 1
    p.hold[item] += 1
    game.stowed += 1
    game._event("{} <stows> {}.", p.name, plural(1, ITEMS[item]))
    _settle(game, p, pending)


def discard(game, p, item: int) -> None:
    p.hold[item] -= 1
    game.supply[item] += 1
    game._event("{} <throws> {} overboard.", p.name, plural(1, ITEMS[item]))
    if game.sub == "stow":
        _settle(game, p, list(game.pending))


def _settle(game, p, pending) -> None:
    """Stow the rest at once when it fits; finish when nothing is left."""
    if sum(pending) <= game.ship.capacity(p) - p.held():
        _stow_all(game, p, pending)
        pending = [0, 0, 0, 0, 0]
    game.pending = tuple(pending)
    if not any(pending):
        finish(game, p)


def finish(game, p) -> None:
    """Leave whatever was not taken behind and continue."""
    left = [plural(n, ITEMS[i]) for i, n in enumerate(game.pending) if n]
    if left:
        game._event("{} <leaves> {} behind.", p.name, ", ".join(left))
    game.pending = (0, 0, 0, 0, 0)
    then = game.then[-1]
    game.then = game.then[:-1]
    game.run(then)


def plank(game, p) -> None:
    """Walk a hostage off the plank: not an action, allowed whenever the player decides."""
    p.hold[HOSTAGES] -= 1
    p.planked += 1
    game._event("{} <makes> a hostage walk the plank (+3 infamy at the infamy step).", p.name)
    if game.sub == "stow":
        _settle(game, p, list(game.pending))
