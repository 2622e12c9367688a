"""Piratoons decisions, the registry of their kinds, and the readers of their notation's fields.
Each kind's notation is declared with the kind (:mod:`.action_kinds`).

The chest's nine places are lettered: A-F hold the equipment tiles, G-I the boat tiles.

===================  ==================================================================
notation             meaning
===================  ==================================================================
``claim C``          put one sailor on the tile in place C (sealed until the reveal)
``seal``             end this player's claim for this sealed round
``bid 3``            a sealed bid of 3 coins (``bid 0`` is an empty fist)
``take deck-a``      an auction winner takes a tile (an equipment design or a boat id)
``overboard sail-03`` a tile that does not fit goes overboard (floats to the next auction)
``draw b3-2``        referee: the captain put this tile in the chest
``fell``             referee: one of the player's sailors fell off (placed, does not count)
``straddle``         referee: one sailor straddles two tiles or touches the chest
``out``              referee: the player knocked someone else's sailor off; out this round
===================  ==================================================================
"""


import re

from ...kernel.actions import KindAction, Kinds
from ...kernel.notation import field

KINDS = Kinds()         # every action kind, declared in action_kinds
PLACES = "ABCDEFGHI"
_CODE = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")


class Action(KindAction):
    """One decision. ``Action('claim C')``; fields: ``kind`` and ``arg``."""

    __slots__ = ()
    _KINDS = KINDS


def _read_place(text, words):
    if len(text) != 1 or text not in PLACES:
        raise ValueError("write 'claim X' with X a chest place from A to I")
    return PLACES.index(text)


def _read_coins(text, words):
    if not text.isdigit() or len(text) > 3 or (text != "0" and text.startswith("0")):
        raise ValueError("write 'bid N' with N a whole number of coins")
    return int(text)


def _read_code(text, words):
    if not _CODE.match(text):
        raise ValueError(f"write '{words} CODE' with a tile code like deck-a or b3-2")
    return text


PLACE = field(_read_place, PLACES.__getitem__)      # a chest place, by its letter: index 2 is C
COINS = field(_read_coins)
TILE = field(_read_code)                            # an equipment design or a boat id

CLAIMS = tuple(Action.of("claim", i) for i in range(len(PLACES)))
BIDS = tuple(Action.of("bid", n) for n in range(41))
SEAL, FELL, STRADDLE, OUT = (Action.of(w) for w in ("seal", "fell", "straddle", "out"))


def bid(n: int) -> Action:
    return BIDS[n] if n < len(BIDS) else Action.of("bid", n)
