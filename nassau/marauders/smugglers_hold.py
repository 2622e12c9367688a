"""Seas of Glory module 3's Smuggler's Hold (switch ``smugglers-hold``; it needs the modules
``ship-mods`` and ``contraband``). The rulebook: "choose one of your contraband cards as kept
in the hold: it takes no hold space, is immune to damage and card effects, and does not draw
the navies' scouting".

How nassau tracks the "one card" (a ruling; it adds no state): while the captain's ship has a
Smuggler's Hold, the first card of his contraband box (``p.contraband[0]``, the oldest still
aboard) is the one in the hold. It leaves only when sold at its port (the next card of the box
then moves in) or when the ship is lost; when the captain changes ships without the Hold, the
card is an ordinary box card again and takes hold space (the holds spill as usual). The
rulebook's choice of card is the captain's; nassau makes it for him (every contraband card is
worth the same 10 gold, only its port differs), so no decision is added.

- Hold space: the hidden card is not counted (:func:`.contraband.aboard`). Buying contraband
  into an empty Smuggler's Hold needs no room for that first card.
- Damage and card effects: cargo lost (hits, a smaller ship) never takes it; a navy's search
  dump (``dump contraband``) leaves it aboard, as the navy never saw it.
- Scouting: a non-pirate whose only contraband is the hidden card draws no navy.
- Boarding is neither damage nor a card effect: a captain boarded dies and his ship is
  searched whole (plunder takes the hidden card as any other), and a sunk ship loses it.
"""

from .ship_mods import has

SWITCH = "smugglers-hold"


def on(game) -> bool:
    return SWITCH in game.modules


def hidden(game, p) -> int:
    """How many contraband cards are in the captain's Smuggler's Hold: 1 or 0 (the box's first)."""
    return int(on(game) and bool(p.contraband) and has(game, p, SWITCH))


def free_slot(game, p) -> int:
    """1 when the captain has a Smuggler's Hold with nothing in it yet: the next contraband
    card bought takes no hold space."""
    return int(on(game) and not p.contraband and has(game, p, SWITCH))


def exposed(game, p) -> tuple:
    """The contraband cards out of the hold: the ones damage, cards and navies reach."""
    return p.contraband[hidden(game, p):]
