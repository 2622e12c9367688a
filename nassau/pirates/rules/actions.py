"""Pirates of Nassau decisions, the registry of their kinds, and the readers of their notation's
fields. Each kind's notation is declared with the kind (:mod:`.action_kinds`):

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

from ...kernel.actions import Action as _Action, Kinds
from ...kernel.notation import Reader, field
from .components import ITEMS, RESOURCES

KINDS = Kinds()         # every action kind, declared in action_kinds

_MOVE = re.compile(r"^([1-6])([+-]1)?>([1-9]|1[0-9]|20)$")
_CARD = re.compile(r"^(\d+)/(\d+)$")


class Action(_Action):
    """One decision. ``Action('5>8')`` reads a notation; the rules build the actions they offer
    from the fields, ``Action.of('move', 5, 0, 8)``; fields: ``kind`` and up to three arguments
    (a card is its (sail, cannon) pair of ints, as the notation's ``2/2`` reads)."""

    __slots__ = ("kind", "a", "b", "c")
    _FIELDS = ("kind", "a", "b", "c")
    _KINDS = KINDS


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


def item(*allowed) -> Reader:
    """One of these items (``rum``); other text is refused."""
    def read(text, words):
        if text not in allowed:
            raise ValueError(f"expected one of {', '.join(allowed)}, not {text!r}")
        return text
    return field(read, name="one of " + ", ".join(allowed))


def _read_move(text, words):
    m = _MOVE.match(text)
    return None if m is None else (int(m.group(1)), int(m.group(2) or 0), int(m.group(3)))


def _write_move(fields):
    die, shift, space = fields
    return f"{die}>{space}" if shift == 0 else f"{die}{shift:+d}>{space}"


MOVE = Reader(_read_move, _write_move)           # 5>8, 5+1>9: the die, its change, the space
CARD = field(lambda text, words: _card(text), label, name="card")


def _read_use(text, words):
    code, _, arg = text.partition(":")
    if not re.fullmatch(r"[a-z0-9-]+", code):
        raise ValueError("use needs a tile code, like 'use pilot'")
    if arg and not re.fullmatch(r"[a-z0-9]+", arg):
        raise ValueError("bad argument after ':'")
    return (code, int(arg) if arg.isdigit() else (arg or None))


# a tile, and what it is used on: "crows-nest:4" rerolls a 4, "purser:rum" names what it gives
USE = Reader(_read_use, lambda f: f[0] if f[1] is None else f"{f[0]}:{f[1]}")


def _read_navy(text, words):
    parts = text.split(" ")
    if len(parts) not in (1, 2):
        raise ValueError("write 'navy empty' or 'navy SAIL/CANNON CAPTAIN', like 'navy 4/4 2/1'")
    # without a captain card only when the player has none left
    return (_card(parts[0]), _card(parts[1]) if len(parts) == 2 else None)


NAVY = Reader(_read_navy, lambda f: label(f[0]) if f[1] is None else f"{label(f[0])} {label(f[1])}")


def _read_penalty(text, words):
    if text not in ("infamy", "goods"):
        raise ValueError("write 'penalty infamy' or 'penalty goods'")
    return text


PENALTY = field(_read_penalty)


def _read_tile(text, words):
    parts = text.split(" ")
    if len(parts) != 2 or not re.fullmatch(r"[a-z0-9-]+", parts[0]) or not re.fullmatch(r"[a-z0-9]+", parts[1]):
        raise ValueError("write 'buy section' or 'buy TILE SLOT', like 'buy topsail b2'")
    return (parts[0], parts[1])


TILE = Reader(_read_tile, lambda f: None if f[1] is None else f"{f[0]} {f[1]}")     # a tile, and its slot


def _read_trade(text, words):
    items = tuple(text.split(","))
    if len(items) != 3 or any(i not in RESOURCES for i in items) or list(items) != sorted(items, key=RESOURCES.index):
        raise ValueError("write three resources in the order gunpowder, goods, rum, like 'sell goods,rum,rum'")
    return items


TRADE = field(_read_trade, ",".join)            # three resources, in their order


def _read_bury(text, words):
    if not text.isdigit() or int(text) < 1:
        raise ValueError("write 'bury N' with N >= 1")
    return int(text)


PESOS = field(_read_bury)
LOOT = item(*ITEMS)
