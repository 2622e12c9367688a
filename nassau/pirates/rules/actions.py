"""Pirates of Nassau decisions and their notation.

=====================  ==========================================================
notation               meaning
=====================  ==========================================================
``5>8``                move with a die showing 5 to space 8
``5+1>9``, ``5-1>7``   the same, changing the die by 1 with a trade-wind token
``plunder 2/2``        plunder the merchant here, playing the 2/2 captain card
``winds``              sail the trade winds (take a trade-wind token)
``smuggle rum``        smuggle at this port (``pesos`` at the Spanish port)
``sack 3/3``           sack this port, playing the 3/3 captain card
``pass``               do nothing (no action, no purchase, no ransom)
``ransom``             ransom one hostage after smuggling
``take rum``           stow one item of loot that does not all fit
``discard rum``        throw one item overboard (to make room)
``done``               finish stowing, adjusting infamy, or burying
``plank``              walk a hostage off the plank (+3 infamy at step 3)
``use pilot``          use a one-shot tile; ``use crows-nest:4`` rerolls a 4,
                       ``use purser:rum`` names what the tile gives
``wind``               take +1 infamy for an unused trade-wind token (step 3)
``up`` / ``down``      where an infamy marker goes when it lands on another
``navy 4/4 2/1``       face the 4/4 Navy card with the 2/1 captain card
``navy empty``         take an empty-ocean Navy card
``penalty infamy``     after a half-won Navy fight: lose half the infamy
``penalty goods``      ... or half the goods
``lose rum``           choose one of the goods lost to the Navy
``buy hull-code b1``   buy a tile from Nassau and put it on slot b1
``buy section``        buy the next extra ship section
``exchange rum``       in Nassau, pay 1 peso for 2 rum
``sell goods,rum,rum`` when burying, trade 3 resources for 1 peso
``bury 3``             move 3 pesos from the hold into the chest
``doubloon``           exchange 5 pesos in the chest for a doubloon
=====================  ==========================================================
"""

import re

from ...kernel.actions import Action as _Action
from .components import ITEMS, RESOURCES

_MOVE = re.compile(r"^([1-6])([+-]1)?>([1-9]|1[0-9]|20)$")
_CARD = re.compile(r"^(\d+)/(\d+)$")
_WORDS = {"winds", "pass", "done", "ransom", "plank", "wind", "up", "down", "doubloon"}


class Action(_Action):
    """One decision. ``Action('5>8')`` reads a notation; the rules build the actions they offer
    from the fields, ``Action.of('move', 5, 0, 8)``; fields: ``kind`` and up to three arguments
    (a card is its (sail, cannon) pair of ints, as the notation's ``2/2`` reads)."""

    __slots__ = ("kind", "a", "b", "c")
    _FIELDS = ("kind", "a", "b", "c")

    @classmethod
    def _write(cls, kind, a=None, b=None, c=None):
        if kind == "move":
            return f"{a}>{c}" if b == 0 else f"{a}{b:+d}>{c}"
        if a is None:
            return "navy empty" if kind == "navy" else kind
        if kind in ("plunder", "sack"):
            return f"{kind} {label(a)}"
        if kind == "navy":
            return f"navy {label(a)}" if b is None else f"navy {label(a)} {label(b)}"
        if kind == "use":
            return f"use {a}" if b is None else f"use {a}:{b}"
        if kind == "sell":
            return "sell " + ",".join(a)
        return f"{kind} {a}" if b is None else f"{kind} {a} {b}"     # b: a buy's slot

    @classmethod
    def _parse_into(cls, self, text):
        put = lambda k, a=None, b=None, c=None: (  # noqa: E731
            object.__setattr__(self, "kind", k), object.__setattr__(self, "a", a),
            object.__setattr__(self, "b", b), object.__setattr__(self, "c", c))
        m = _MOVE.match(text)
        if m:
            return put("move", int(m.group(1)), int(m.group(2) or 0), int(m.group(3)))
        if text in _WORDS:
            return put(text)
        head, _, rest = text.partition(" ")
        if head in ("plunder", "sack"):
            return put(head, _card(rest))
        if head in ("smuggle",):
            return put(head, _item(rest, RESOURCES + ("pesos",)))
        if head in ("take", "discard", "lose"):
            return put(head, _item(rest, ITEMS))
        if head == "exchange":
            return put(head, _item(rest, RESOURCES))
        if head == "use":
            code, _, arg = rest.partition(":")
            if not re.fullmatch(r"[a-z0-9-]+", code):
                raise ValueError("use needs a tile code, like 'use pilot'")
            if arg and not re.fullmatch(r"[a-z0-9]+", arg):
                raise ValueError("bad argument after ':'")
            return put("use", code, int(arg) if arg.isdigit() else (arg or None))
        if head == "navy":
            if rest == "empty":
                return put("navy", None)
            parts = rest.split(" ")
            if len(parts) not in (1, 2):
                raise ValueError("write 'navy empty' or 'navy SAIL/CANNON CAPTAIN', like 'navy 4/4 2/1'")
            # without a captain card only when the player has none left
            return put("navy", _card(parts[0]), _card(parts[1]) if len(parts) == 2 else None)
        if head == "penalty":
            if rest not in ("infamy", "goods"):
                raise ValueError("write 'penalty infamy' or 'penalty goods'")
            return put("penalty", rest)
        if head == "buy":
            if rest == "section":
                return put("buy", "section")
            parts = rest.split(" ")
            if len(parts) != 2 or not re.fullmatch(r"[a-z0-9-]+", parts[0]) or not re.fullmatch(r"[a-z0-9]+", parts[1]):
                raise ValueError("write 'buy section' or 'buy TILE SLOT', like 'buy topsail b2'")
            return put("buy", parts[0], parts[1])
        if head == "sell":
            items = tuple(rest.split(","))
            if len(items) != 3 or any(i not in RESOURCES for i in items) or \
                    list(items) != sorted(items, key=RESOURCES.index):
                raise ValueError("write three resources in the order gunpowder, goods, rum, like 'sell goods,rum,rum'")
            return put("sell", items)
        if head == "bury":
            if not rest.isdigit() or int(rest) < 1:
                raise ValueError("write 'bury N' with N >= 1")
            return put("bury", int(rest))
        raise ValueError("unknown action")


# the actions that are one word, built once for every step that offers them
WINDS, PASS, DONE, RANSOM, PLANK, WIND, UP, DOWN, DOUBLOON = (
    Action.of(w) for w in ("winds", "pass", "done", "ransom", "plank", "wind", "up", "down", "doubloon"))


def label(card) -> str:
    """A card's (sail, cannon) as the notation and the cards write it: ``2/2``."""
    return f"{card[0]}/{card[1]}"


def _card(text):
    m = _CARD.match(text)
    if not m:
        raise ValueError(f"expected SAIL/CANNON like 2/2, not {text!r}")
    return (int(m.group(1)), int(m.group(2)))


def _item(text, allowed):
    if text not in allowed:
        raise ValueError(f"expected one of {', '.join(allowed)}, not {text!r}")
    return text
