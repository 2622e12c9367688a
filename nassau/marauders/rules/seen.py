"""Which decisions cannot be taken back: those after which something drawn at random was seen.

The cargo cards on offer, a raid's cards, the event card, a glory or rumor card, a mission,
a new captain, a demand token, a port's ship modification and a merchant token all come
face down out of a pile; dice come out of the game's own generator. Once a decision has
turned one of them up, the table (or the captain who holds it) has seen it, and an undo
that put it back would let a player choose again knowing what comes. So undo stops there,
with the rule ``undo.seen``: the kernel's undo rule (:func:`nassau.kernel.game.turned_up`)
compares these piles before and after every decision it would take back.

A die counts although it would roll the same again (the generator is part of the
position): taking the roll back and doing something else instead is choosing with the roll
known. The rule does not ask who saw a card: a glory card a bot drew is seen by the bot.
"""

# (the game's attribute, what drawing from it turned up), in the order they are checked
PILES = (
    ("cargo_deck", "a cargo card was drawn"), ("event_deck", "an event card was drawn"),
    ("glory_deck", "a glory card was drawn"), ("rumor_deck", "a rumor card was drawn"),
    ("mission_deck", "a mission card was drawn"), ("captain_deck", "a captain card was drawn"),
    ("demand_pile", "a demand token was drawn"), ("port_mods", "a ship modification was turned up"),
    ("mod_supply", "a ship modification was drawn"), ("merchants", "a merchant token was turned up"),
    ("merchant_track", "a merchant token was turned up"),
)


def piles(game) -> tuple:
    """(what a draw shows, the pile) for the kernel's undo rule (:func:`nassau.kernel.game.turned_up`):
    a row of face-down tokens by zone counts as a pile, so any change of it was seen."""
    return tuple((what, getattr(game, attr)) for attr, what in PILES)
