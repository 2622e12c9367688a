"""Seas of Glory variant 4, Hard times: the NPCs are out before play begins.

The rulebook: before the game starts, turn over the top event card again and again until two
navies of different nations and one NPC pirate are on the board, ignoring every other event;
an NPC that would start in a player's starting port is discarded and another card drawn.

It runs once, when every captain has chosen a first ship and before round 1's event (so the
home ports are known even when captains are chosen at setup). nassau's rulings where the
rulebook is silent:

- an event card without an NPC is discarded without effect (the rulebook: "ignore other events");
- an NPC card that is not wanted (a navy of a nation already out, a third navy, a second NPC
  pirate) is discarded the same way: the board keeps exactly two navies and one pirate;
- an NPC whose printed zone is a captain's home-port zone is discarded (the rulebook's word),
  not shuffled back;
- an empty deck takes the shuffled discard pile, as in a round; what was discarded stays in the
  discard pile when play begins.
"""

from . import npc_upgrades
from ..rules import npcs
from ..rules.state import NATION_INDEX, maxima
from ..rules.vocabulary import NPC_SLOTS

NAVIES, PIRATES = 2, 1
MAX_DRAWS = 1000            # a bound for component files with no card that can come out


def prepare(game) -> None:
    """Draw event cards until two navies of different nations and one NPC pirate are out."""
    game._event("Hard times: event cards are drawn until two navies and an NPC pirate are out.")
    for _ in range(MAX_DRAWS):
        if _done(game):
            return
        card = _draw(game)
        why = _refusal(game, card)
        if why:
            game.event_discard += (card,)
            game._event("Hard times: {} is discarded ({}).", game.comp.events[card].name, why)
        else:
            _place(game, card)
    game._event("Hard times: no more NPC can come out.")


def _done(game) -> bool:
    navies, pirates = _counts(game)
    return navies >= NAVIES and pirates >= PIRATES


def _counts(game) -> tuple:
    out = [NPC_SLOTS[i] for i, npc in enumerate(game.npcs) if npc is not None]
    return sum(s in NATION_INDEX for s in out), sum(s not in NATION_INDEX for s in out)


def _draw(game) -> int:
    if not game.event_deck:
        game.event_deck = tuple(game.rng.shuffled(game.event_discard))
        game.event_discard = ()
        game._event("The event cards are shuffled into a new deck.")
    card, game.event_deck = game.event_deck[0], game.event_deck[1:]
    return card


def _refusal(game, card) -> str:
    """Why this card brings no NPC now ('' if it does)."""
    ev = game.comp.events[card]
    if ev.kind != "npc":
        return "no NPC"
    slot = ev.npc.slot
    navies, pirates = _counts(game)
    if slot in NATION_INDEX and (game.npcs[NPC_SLOTS.index(slot)] is not None or navies >= NAVIES):
        return "that navy is not wanted"
    if slot not in NATION_INDEX and pirates >= PIRATES:
        return "an NPC pirate is already out"
    zone = game.comp.by_id[ev.npc.zone].index
    homes = {game.comp.by_id[game.comp.captains[p.card].home].index for p in game.players}
    if zone in homes:
        return f"{game.comp.zones[zone].phrase} is a captain's home port"
    return ""


def _place(game, card) -> None:
    ev = game.comp.events[card]
    i = NPC_SLOTS.index(ev.npc.slot)
    ship = npcs.ship_for(game, ev.npc)
    zone = game.comp.by_id[ev.npc.zone].index
    game.npcs = game.npcs[:i] + ((card, zone, ship, maxima(game.comp, ship)),) + game.npcs[i + 1:]
    npc_upgrades.new_card(game, i, ship, replacing=False)          # Seas of Glory module 4
    game.npcs = game.npcs[:i] + ((card, zone, ship, npc_upgrades.top(game, ship, 10 + i)),) + game.npcs[i + 1:]
    game._event("Hard times: {} <enters> the sea in {}.", npcs.name(game, i), game.comp.zones[zone].phrase)


# --- plugged into the base rules (rules.plugins, rules.extensions) ----------------------------------
VARIANT = "hard-times"
SWITCHES = (VARIANT,)
play_begins = prepare
