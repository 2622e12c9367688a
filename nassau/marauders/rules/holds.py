"""The holds: how much cargo a ship carries, how much more it takes, and where cargo cards
gained go (fact sheet §6). An expansion may keep cargo aboard outside the holds (Seas of
Glory's contraband box) and ask where a gained card goes."""

from . import extensions as ext
from .state import CARGO


def aboard(game, p) -> int:
    """The cargo cards taking hold space."""
    return ext.cargo_aboard(game, p)


def room(game, p) -> int:
    """How many more cargo cards the holds take."""
    return max(0, p.loc[CARGO] - ext.cargo_aboard(game, p))


def stow(game, p, cards) -> None:
    """Cargo cards gained (a raid, a wreck, a rumor, plunder) go into the holds."""
    if not ext.stow_cargo(game, p, cards):
        p.goods += tuple(cards)
