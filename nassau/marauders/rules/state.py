"""A player's part of the game: the captain, the ship and what it carries, gold, glory,
bounties; and an NPC's. Everything is an int or a tuple (replaced, never mutated), so a
copy is one dict copy. An expansion's plug-ins add their own fields to every captain (their
``PLAYER``, :mod:`.plugins`), which the copy carries too.

A ship's state is its five locations' current values, in the order of ``LOCATIONS``: hull,
cargo (holds), masts, crew and cannons. The maximum of each comes from the ship's card and
its modifications (:func:`maxima`).
"""

from ...kernel.components import memo
from . import extensions as ext
from .vocabulary import LOCATIONS, NPC_SLOTS

HULL, CARGO, MASTS, CREW, CANNONS = range(5)
LOC_INDEX = {name: i for i, name in enumerate(LOCATIONS)}
NATION_INDEX = {"english": 0, "french": 1, "spanish": 2, "dutch": 3}
NAVY_SLOTS = NPC_SLOTS[2:]                       # english, french, spanish, dutch


class Captain:
    """One seat: the player's captain card, ship, position and belongings."""

    def __init__(self, seat: int, name: str):
        self.seat = seat
        self.name = name
        self.card = -1              # captain card index
        self.dead = False           # the captain died: the new one picks a ship at his next turn
        self.new_captain = False    # ... and a real death's successor (no Survivor), who has no ship yet
        self.ship = ""              # ship id (none before the first choice)
        self.loc = (0, 0, 0, 0, 0)  # hull, cargo, masts, crew, cannons now
        self.zone = 0               # sea zone index
        self.in_port = False
        self.gold = 0               # gold on the ship
        self.stash = 0              # gold stashed in the home port (hidden)
        self.glory = 0              # glory points earned (public)
        self.hand = ()              # glory cards in hand (hidden)
        self.specialists = ()       # glory cards hired as specialists (public)
        self.goods = ()             # cargo cards in the holds
        self.weapons = ()           # special weapon tokens
        self.mods = ()              # ship modification tokens
        self.rumors = ()            # rumor cards (hidden)
        self.missions = ()          # missions taken, not yet completed
        self.bounty = (0, 0, 0, 0)  # bounty tokens per nation (english, french, spanish, dutch)
        self.primed = ()            # glory cards played ahead of his next skill check ("extra-die", "reroll")
        self.port_done = False      # the port action of this turn is taken
        self.bought_at = -1         # zone where goods were bought in this player's last turn, or -1
        self.buying_at = -1         # zone where goods were bought in this turn, or -1

    def copy(self) -> "Captain":
        c = object.__new__(Captain)
        c.__dict__ = self.__dict__.copy()
        return c

    @property
    def pirate(self) -> bool:
        """A captain with any bounty is a pirate."""
        return any(self.bounty)

    def __repr__(self):
        where = "in port" if self.in_port else "at sea"
        return (f"<marauders.Captain {self.name!r} (seat {self.seat}): {self.ship} {where} in zone {self.zone}, "
                f"gold {self.gold}, glory {self.glory}>")


def maxima(comp, ship: str, mods=(), more=()) -> tuple:
    """The most each location can be for this ship with these modifications (tokens ``mods``,
    and the kinds ``more`` of the NPC upgrade tiles won, Seas of Glory module 4)."""
    table = memo(comp, "maxima")            # asked at every repair, sale and fight
    key = (ship, tuple(mods), tuple(more))         # (a tuple is its own tuple(): no copy)
    hit = table.get(key)
    if hit is None:
        hit = table[key] = _maxima(comp, ship, mods, more)
    return hit


def _maxima(comp, ship, mods, more) -> tuple:
    s = comp.ships[ship]
    extra = [0, 0, 0, 0, 0]
    for effect in [comp.mods[m].effect for m in mods] + list(more):
        if effect in _MOD_LOCATION:
            extra[_MOD_LOCATION[effect]] += 1
    return (s.toughness + extra[HULL], s.cargo + extra[CARGO], s.toughness + extra[MASTS], s.crew + extra[CREW],
            s.cannons + extra[CANNONS])


_MOD_LOCATION = {"reinforced-hull": HULL, "extended-hold": CARGO, "extra-hammocks": CREW,
                 "extra-cannon-port": CANNONS}


def maneuverability(comp, ship: str, mods=(), galleon: int = 2, more=()) -> int:
    value = galleon if ship == "galleon" else comp.ships[ship].maneuverability
    if not mods and not more:
        return value
    return value + sum(1 for m in mods if comp.mods[m].effect == "advanced-rigs") + list(more).count("advanced-rigs")


def damaged(loc) -> bool:
    """Whether any location is at 0 (no merchant raid then)."""
    return min(loc) == 0


def text_zone(game, zone: int) -> str:
    """The id of the zone whose board text applies to a captain there: "" where an expansion
    says none does (Seas of Glory's locations)."""
    return "" if ext.no_zone_text(game) else game.comp.zones[zone].id
