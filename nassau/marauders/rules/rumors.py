"""Rumors (fact sheet §6, §8.3): acquired in a port, proven where the card says.

Acquiring is a port activity (once a port action, after any selling): pay the rule
``rumor_cost`` (Curacao's board text: free) and roll Influence (a ``silver-tongue`` captain
one more die); a success draws a rumor card, which only its holder sees.

Proving is an action of the turn (1 action): a treasure or a wreck at sea in the card's zone
(not in its port), an informant in the card's zone's port. The captain rolls the card's
skill (an ``explorer`` one more die); with the card's successes the rumor is true: its gold
from the bank and its glory, and the card is discarded. A rumor not proven is discarded or
kept by the option ``rumor_failure``.

Rulings (the cards' printed texts are not public, fact sheet NOT FOUND 10):

- A wreck gives one cargo card per success rolled, as the Seas of Glory Reef location gives
  one item per Scouting success (§9.9); the holds keep the most valuable that fit, the rest
  are discarded (as the plunder of a navy).
- With no gold to pay, no rumor; with the rumor deck and its discard both empty, none either.
"""

from ...kernel.english import plural
from . import extensions as ext, glory, market, turns
from .actions import Action
from .checks import check, successes
from .holds import room, stow
from .state import text_zone

RUMOR = "rumor"                 # the port step
AT_SEA = ("treasure", "wreck")  # kinds proven at sea; an informant is proven in port


# --- acquiring ----------------------------------------------------------------------------
def cost(game, p) -> int:
    return 0 if text_zone(game, p.zone) == "curacao" else game.comp.rules.rumor_cost


def can_acquire(game, p) -> bool:
    """Once a port action, with the gold to pay and a card to draw."""
    return (RUMOR not in game.port_steps and p.gold >= cost(game, p)
            and bool(game.rumor_deck or game.rumor_discard))


def legal_port(game, p) -> list:
    return [Action.of("rumor")] if can_acquire(game, p) else []


def acquire(game, p, a) -> None:
    """Pay, roll Influence, and on a success draw a rumor card."""
    game.port_steps += (RUMOR,)
    price = cost(game, p)
    p.gold -= price
    game.bank += price
    if price:                                # (free in some ports: no sentence of 0 gold)
        game._event("{} <pays> {} for a rumor.", p.name, plural(price, "gold"))
    if not check(game, p, "influence", acquire_bonus(game, p), "a rumor").successes:
        game._event("{} <hears> nothing worth the price." if price else "{} <hears> nothing of use.", p.name)
        return
    card = draw(game)
    game._event("{} <draws> a rumor card.", p.name)
    if ext.second_chance(game, p, "redraw", "the rumor card drawn", game.comp.rumors[card].id):
        game.rumor_discard += (card,)
        card = draw(game)
        game._event("{} <draws> another rumor card.", p.name)
    p.rumors += (card,)


def acquire_bonus(game, p) -> int:
    """The silver tongue's die on the Influence check for a rumor."""
    return 1 if _ability(game, p) == "silver-tongue" else 0


def prove_bonus(game, p) -> int:
    """The explorer's die on the check that proves a rumor."""
    return 1 if _ability(game, p) == "explorer" else 0


def draw(game) -> int:
    """The top rumor card; an empty deck is the discard pile shuffled (``can_acquire`` has
    made sure one of them holds a card)."""
    if not game.rumor_deck:
        game.rumor_deck = tuple(game.rng.shuffled(game.rumor_discard))
        game.rumor_discard = ()
    card, game.rumor_deck = game.rumor_deck[0], game.rumor_deck[1:]
    return card


# --- proving ------------------------------------------------------------------------------
def provable(game, p, card: int) -> bool:
    """Whether the captain stands where the card is proven: at sea in its zone for a treasure
    or a wreck, in its zone's port for an informant."""
    r = game.comp.rumors[card]
    return p.zone == game.comp.by_id[r.zone].index and p.in_port == (r.kind not in AT_SEA)


def legal(game, p) -> list:
    if not p.rumors:
        return []
    ids = sorted({game.comp.rumors[c].id for c in p.rumors if provable(game, p, c)})
    return [Action.of("prove", i) for i in ids]


def prove(game, p, a) -> None:
    """One action: roll the card's skill; enough successes make the rumor true."""
    turns.spend(game, p)
    card = next(c for c in p.rumors if game.comp.rumors[c].id == a.arg)
    r = game.comp.rumors[card]
    rolled = check(game, p, r.skill, prove_bonus(game, p), f"the rumor {r.name}").successes
    if rolled >= r.successes:
        _true(game, p, card, rolled)
    elif game.opts.rumor_failure == "keep":
        game._event("{} <finds> nothing yet ({} needed) and <keeps> the rumor.", p.name,
                    successes(r.successes))
    else:
        _drop(game, p, card)
        game._event("{} <finds> nothing: the rumor {} was false.", p.name, r.name)


def _true(game, p, card: int, rolled: int) -> None:
    """The reward of a true rumor: gold, a wreck's cargo, then the glory (which may end the game)."""
    r = game.comp.rumors[card]
    _drop(game, p, card)
    paid = min(r.gold, game.bank)
    game.bank -= paid
    p.gold += paid
    game._event("{} <proves> the rumor {} true and <takes> {}.", p.name, r.name, plural(paid, "gold"))
    if r.kind == "wreck":
        _salvage(game, p, rolled)
    glory.gain(game, p, r.glory, f"proving the rumor {r.name}")


def _drop(game, p, card: int) -> None:
    p.rumors = tuple(c for c in p.rumors if c != card)
    game.rumor_discard += (card,)


def _salvage(game, p, count: int) -> None:
    """A wreck's cargo: one card per success; the most valuable that fit are kept."""
    cards = [c for c in (market.draw_card(game) for _ in range(count)) if c is not None]
    cards.sort(key=lambda c: -game.comp.cargo[c].value)
    space = room(game, p)
    kept, rest = cards[:space], cards[space:]
    stow(game, p, kept)
    game.cargo_discard += tuple(rest)
    goods = ", ".join(game.comp.cargo[c].good for c in kept) or "nothing"
    game._event("{} <salvages> {} from the wreck.", p.name, goods)
    if rest:
        game._event("The holds are full: {} left in the wreck.", plural(len(rest), "cargo card"))


def _ability(game, p) -> str:
    return game.comp.captains[p.card].ability
