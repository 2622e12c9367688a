"""Which decisions cannot be taken back: those after which something drawn at random was seen.

The cargo cards on offer, a raid's cards, the event card, a glory or rumor card, a mission,
a new captain, a demand token, a port's ship modification and a merchant token all come
face down out of a pile; dice come out of the game's own generator. Once a decision has
turned one of them up, the table (or the captain who holds it) has seen it, and an undo
that put it back would let a player choose again knowing what comes. So undo stops there,
with the rule ``undo.seen``: the kernel asks :func:`refusal` for every decision it would
take back (``Game._check_undo``).

A die counts although it would roll the same again (the generator is part of the
position): taking the roll back and doing something else instead is choosing with the roll
known. The rule does not ask who saw a card: a glory card a bot drew is seen by the bot.
"""

from ...kernel.errors import IllegalActionError

# (the game's attribute, what a change of it turned up), in the order they are checked
PILES = (
    ("cargo_deck", "a cargo card was drawn"), ("event_deck", "an event card was drawn"),
    ("glory_deck", "a glory card was drawn"), ("rumor_deck", "a rumor card was drawn"),
    ("mission_deck", "a mission card was drawn"), ("captain_deck", "a captain card was drawn"),
    ("demand_pile", "a demand token was drawn"), ("port_mods", "a ship modification was turned up"),
    ("mod_supply", "a ship modification was drawn"), ("merchants", "a merchant token was turned up"),
    ("merchant_track", "a merchant token was turned up"),
)


def turned_up(before, after):
    """What came face up or was rolled between the positions ``before`` and ``after`` (a
    phrase), or None when nothing hidden moved. A pile reshuffled from its discards moves
    the generator too, and is reported as what was drawn from it."""
    for attr, what in PILES:
        if getattr(before, attr) != getattr(after, attr):
            return what
    if before.rng.state != after.rng.state:
        return "a die was rolled"
    return None


def refusal(before, after):
    """The IllegalActionError that keeps the decision from ``before`` to ``after``, or None."""
    what = turned_up(before, after)
    if what is None:
        return None
    return IllegalActionError("undo.seen", f"{what[0].upper()}{what[1:]} after that decision and has been seen: "
                                           "undo stops there, so that nobody chooses again knowing it")
