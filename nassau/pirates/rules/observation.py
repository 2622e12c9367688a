"""What one player may see in Pirates of Nassau, and the hidden state drawn again.

Everything on the table is public: ships, holds, chests, dice, tiles, the infamy track,
the Navy's face-up cards. Hidden from everyone alike are the orders of the face-down
piles: each zone's merchant deck, the Navy deck and the three tile stacks. An observation
shows how many cards each pile holds, never their order.

The log (``public_log``) is the same for every seat: nothing is drawn into one player's hand,
a card or tile comes off a pile only face up (the merchants of step 7, the Navy's reveal of
step 6, Nassau's restock), and the sentences of a refill name no card still face down.
"""

from ...kernel.log import seat_log
from ...kernel.rng import Rng
from .flow import STEP_NAMES


def observation(game, seat: int) -> dict:
    comp = game.comp
    players = [{
        "name": p.name, "infamy": p.infamy, "space": p.pos, "dice": list(p.dice), "path": [list(x) for x in p.path],
        "trade_wind": p.wind, "hold": list(p.hold), "chest": p.chest, "doubloons": p.doubloons,
        "extra_sections": p.extra, "tiles": [comp.tiles[t].code if t >= 0 else None for t in p.tiles],
        "used_tiles": p.flipped, "new_tiles": p.fresh, "captain_cards": list(p.captains),
        "captured": [comp.merchants[m].id for m in p.captured], "sacked": p.sacked, "planked": p.planked,
    } for p in game.players]
    return {
        "you": game.names[seat], "round": game.round, "step": game.step, "step_name": STEP_NAMES[game.step],
        "to_decide": None if game.over else game.names[game.cur], "decision": game.sub,
        "routes": {s: comp.merchants[m].id for s, m in enumerate(game.routes) if m >= 0},
        "merchant_decks": [len(d) for d in game.decks], "departed": [comp.merchants[m].id for m in game.departed],
        "navy_display": [comp.navy[i].label for i in game.navy_display], "navy_deck": len(game.navy_deck),
        "sacked": list(game.sacked), "nassau": [[comp.tiles[t].code for t in st] for st in game.harbour],
        "stacks": [len(st) for st in game.stacks], "box": [sorted(comp.tiles[t].code for t in b) for b in game.box],
        "supply": list(game.supply), "doubloons": game.doubloons, "trade_winds": game.winds,
        "loot_to_stow": list(game.pending), "players": players,
    }


PRIVATE = {}        # no sentence of the log is one player's alone (see the module's docstring)


def public_log(game, seat: int) -> list:
    return seat_log(game.events, PRIVATE, game.names, seat)


def resample(game, seed: int):
    """A clone whose face-down piles are shuffled again with ``Rng(seed)``. The Navy deck
    keeps its phases where they are (phase 1 above phase 2, as dealt), so the Game End
    card stays among the phase-2 places. Cards that went back under a pile are shuffled
    with the rest: an observation does not remember them. Each pile is sorted before it is
    shuffled, so the draw depends on what the player sees, never on the true order."""
    rng = Rng(seed)
    twin = game.clone()
    twin.decks = tuple(tuple(rng.shuffled(sorted(d))) for d in game.decks)
    twin.navy_deck = _shuffle_within(game.navy_deck, lambda c: game.comp.navy[c].phase, rng)
    twin.stacks = tuple(tuple(rng.shuffled(sorted(st))) for st in game.stacks)
    twin.rng = Rng(rng.next64())          # the dice to come are unknown too
    twin._legal = None
    return twin


def _shuffle_within(pile, group, rng) -> tuple:
    """The pile with the cards of each group shuffled among that group's places."""
    places, cards = {}, {}
    for i, c in enumerate(pile):
        places.setdefault(group(c), []).append(i)
        cards.setdefault(group(c), []).append(c)
    out = list(pile)
    for g in sorted(places):
        for i, c in zip(places[g], rng.shuffled(sorted(cards[g]))):
            out[i] = c
    return tuple(out)
