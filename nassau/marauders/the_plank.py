"""Seas of Glory module 3's The Plank (switch ``the-plank``; it needs the modules ``ship-mods``
and ``loyalty``). The rulebook: when drawing an NPC event card would lower the crew's loyalty,
the captain either (A) rolls a Leadership check, a success keeping the track where it is and a
failure letting it drop as usual, or (B) loses 1 crew to keep it; he chooses before rolling, so
a failed check cannot be followed by the crew.

Only the NPC event's step is saved: a stash declared or a turn idled in port lowers the track
whatever the Plank.

Ruling (option ``plank``): nassau makes the choice for the captain, rather than stopping the
event's resolution for a decision from each captain with a Plank. "leadership" (the default)
rolls the check: it can only help, never costing the captain anything he would not have lost
without the Plank. "crew" gives up 1 crew (a crew point of the ship) while the ship has any;
with no crew left it rolls the check instead. (The rulebook's translator wonders whether
"discard a crew" means a specialist card; nassau reads it as a crew point.)
"""

from .checks import check
from .ship_mods import has
from .state import CREW

SWITCH = "the-plank"


def on(game) -> bool:
    return SWITCH in game.modules


def saves(game, p) -> bool:
    """Whether the captain's Plank keeps his crew's loyalty from the NPC event's step."""
    if not (on(game) and p.ship and not p.dead and has(game, p, SWITCH)):
        return False
    if game.opts.plank == "crew" and p.loc[CREW] > 0:
        p.loc = p.loc[:CREW] + (p.loc[CREW] - 1,) + p.loc[CREW + 1:]
        game._event("{} <makes> a sailor walk the plank: crew {}, and the crew's loyalty holds.", p.name, p.loc[CREW])
        return True
    if check(game, p, "leadership", why="the Plank").successes:
        game._event("{}<'s> crew <keeps> its loyalty (the Plank).", p.name)
        return True
    return False
