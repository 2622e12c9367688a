"""Piratoons decisions and their notation.

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

from ...kernel.actions import KindAction

PLACES = "ABCDEFGHI"
_CODE = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")
_WORDS = {"seal", "fell", "straddle", "out"}


class Action(KindAction):
    """One decision. ``Action('claim C')``; fields: ``kind`` and ``arg``."""

    __slots__ = ()

    @classmethod
    def _write(cls, kind, arg=None):
        if arg is None:
            return kind
        return f"claim {PLACES[arg]}" if kind == "claim" else f"{kind} {arg}"

    @classmethod
    def _parse_into(cls, self, text):
        put = self._put
        if text in _WORDS:
            return put(text)
        head, _, rest = text.partition(" ")
        if head == "claim":
            if len(rest) != 1 or rest not in PLACES:
                raise ValueError("write 'claim X' with X a chest place from A to I")
            return put("claim", PLACES.index(rest))
        if head == "bid":
            if not rest.isdigit() or len(rest) > 3 or (rest != "0" and rest.startswith("0")):
                raise ValueError("write 'bid N' with N a whole number of coins")
            return put("bid", int(rest))
        if head in ("take", "overboard", "draw"):
            if not _CODE.match(rest):
                raise ValueError(f"write '{head} CODE' with a tile code like deck-a or b3-2")
            return put(head, rest)
        raise ValueError("unknown action")


CLAIMS = tuple(Action.of("claim", i) for i in range(len(PLACES)))
BIDS = tuple(Action.of("bid", n) for n in range(41))
SEAL, FELL, STRADDLE, OUT = (Action.of(w) for w in ("seal", "fell", "straddle", "out"))


def bid(n: int) -> Action:
    return BIDS[n] if n < len(BIDS) else Action.of("bid", n)
