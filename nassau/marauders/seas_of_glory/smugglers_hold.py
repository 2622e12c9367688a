"""Seas of Glory module 3's Smuggler's Hold (switch ``smugglers-hold``; it needs the modules
``ship-mods`` and ``contraband``). The rulebook: "choose one of your contraband cards as kept
in the hold: it takes no hold space, is immune to damage and card effects, and does not draw
the navies' scouting".

How nassau tracks the "one card" (it adds no state): while the captain's ship has a
Smuggler's Hold, the first card of his contraband box (``p.contraband[0]``) is the one in the
hold. The rulebook's choice of card is the captain's, and the cards differ by their port: a
ruling says when he makes it. Whenever the box or the Hold changes (contraband bought, stowed
or sold, the Hold bought) and the box holds cards for more than one port, he is asked which
card the hold keeps (``hide contraband havana``, by the card's port; the card in the hold is
the first choice). Between those moments the card stays put, so no hit or search finds the
hold's card swapped for it. When the captain changes ships without the Hold, the card is an
ordinary box card again and takes hold space (the holds spill as usual).

- Hold space: the hidden card is not counted (:func:`.contraband.aboard`). Buying contraband
  into an empty Smuggler's Hold needs no room for that first card.
- Damage and card effects: cargo lost (hits, a smaller ship) never takes it; a navy's search
  dump (``dump contraband``) leaves it aboard, as the navy never saw it.
- Scouting: a non-pirate whose only contraband is the hidden card draws no navy.
- Boarding is neither damage nor a card effect: a captain boarded dies and his ship is
  searched whole (plunder takes the hidden card as any other), and a sunk ship loses it.

Its notations, declared with its kinds (``KINDS``):

=============================  ======================================================
notation                       meaning
=============================  ======================================================
``hide contraband havana``     with a Smuggler's Hold: the card it keeps, by its port
=============================  ======================================================
"""

from ...kernel.log import Private
from ...kernel.notation import Form
from ..rules.actions import NAME, Action
from ..rules.kinds import Kind
from ..rules.questions import QuestionKind, ask
from .ship_mods import has

SWITCH = "smugglers-hold"
HOLD_KEEPS = "{} <puts> the contraband for {} in the Smuggler's Hold."


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


def choose(game, p) -> None:
    """The captain picks the card his Smuggler's Hold keeps, when the box holds cards for more
    than one port (a question; the card in the hold now is the first choice)."""
    if not hidden(game, p):
        return
    ports = []
    for c in p.contraband:
        dest = game.comp.cargo[c].destination
        if dest not in ports:
            ports.append(dest)
    if len(ports) < 2:
        return
    now = game.comp.by_id[ports[0]].port
    dest = ask(game, p.seat, "hide", f"the hold keeps the card for {now}",
               [Action.of("hide-contraband", d) for d in ports], facts=tuple(ports)).arg
    if dest == ports[0]:
        return
    i = next(i for i, c in enumerate(p.contraband) if game.comp.cargo[c].destination == dest)
    p.contraband = (p.contraband[i],) + p.contraband[:i] + p.contraband[i + 1:]
    game._event(HOLD_KEEPS, p.name, game.comp.by_id[dest].port)


# --- plugged into the base rules (rules.plugins, rules.extensions) ----------------------------------
SWITCHES = (SWITCH,)
QUESTIONS = {"hide": QuestionKind("<chooses> the contraband card the Smuggler's Hold keeps ({})")}
# the answer to its question (rules.questions carries it out)
KINDS = (Kind("hide-contraband", None, ("question",), group="Contraband aboard",
              words=lambda port: f"keep the contraband card for {port} in the Smuggler's Hold, safe from hits and "
                                 "searches",
         notation=Form("hide contraband", NAME)),)
# which card the hold keeps is the captain's secret: the others read only that he chose one
PRIVATE_EVENTS = {HOLD_KEEPS: Private(0, "{} <puts> a contraband card in the Smuggler's Hold.", (0,))}
extra_room = free_slot
mod_bought = choose
