"""The log one captain may read at his own screen (``Game.public_log``).

What :mod:`.observation` hides, the log must not tell either. Most sentences are public: a
glory card or rumor drawn is logged without its title (its title shows when it is played,
discarded or proved), a merchant token's nation only once a raid turns it up, and a ship
modification placed face down only with its port. What is left private, declared here once:

- a stash put in or taken out: the others see that the captain went to his chest, not how
  much (the amount, summed, would tell the stash and its hidden glory);
- the end's reveal of the stashes and of the cards still in hand: it comes only once the game
  is over, when the whole log is public anyway;
- an expansion's own (Seas of Glory's Smuggler's Hold: which contraband card the hold keeps),
  declared by its plug-in as ``PRIVATE_EVENTS`` (:mod:`.plugins`).
"""

from ...kernel.log import Private, seat_log
from . import plugins
from .glory import STASH_SHOWN, UNPLAYED
from .port import STASHES, WITHDRAWS

PRIVATE = {
    STASHES: Private(0, "{} <stashes> gold{}.", (0, 2)),      # (2: the courier's fee, paid in the open)
    WITHDRAWS: Private(0, "{} <takes> gold from the stash.", (0,)),
    STASH_SHOWN: Private(0),
    UNPLAYED: Private(0),
}


def public_log(g, seat: int) -> list:
    if g.over:
        return g.log()
    return seat_log(g.events, {**PRIVATE, **plugins.PRIVATE_EVENTS}, g.names, seat)
