"""The event card (fact sheet §2.2): the first player draws one each round. Its arrows move
every NPC on the board; then it brings an NPC (who enters at the end of the round) or an
event, in force for the round.

Event effects (vocabulary.EVENT_EFFECTS) are nassau's reconstruction of the base game's
event texts, which no public source gives.
"""

from ...kernel.english import article, plural
from . import extensions as ext, hits, merchants, npcs
from .checks import check
from .state import CREW, NATION_INDEX
from .vocabulary import NPC_SLOTS


def draw(game) -> None:
    if not game.event_deck:
        game.event_deck = tuple(game.rng.shuffled(game.event_discard))
        game.event_discard = ()
        game._event("The event cards are shuffled into a new deck.")
    card, game.event_deck = game.event_deck[0], game.event_deck[1:]
    game.event = card
    ev = game.comp.events[card]
    game._event("Round {}: the event is {}.", game.round, ev.name)
    if ev.effect != "calm":
        npcs.move_all(game, card)
        ext.npcs_moved(game, card)             # an expansion's ships that follow the arrows too
    if ev.kind == "npc":
        i = NPC_SLOTS.index(ev.npc.slot)
        if game.npc_pending[i] >= 0:             # two cards for one NPC in a round: the later one counts
            game.event_discard += (game.npc_pending[i],)
        game.npc_pending = game.npc_pending[:i] + (card,) + game.npc_pending[i + 1:]
        ext.npc_drawn(game)                 # (an expansion's crews fear it)
        return
    EFFECTS[ev.effect](game, ev.params)


def discard(game) -> None:
    """The round's event card, once done (an NPC card stays with its NPC)."""
    card = game.event
    if card >= 0 and game.comp.events[card].kind == "event":
        game.event_discard += (card,)
    game.event = -1


def _storm(game, params) -> None:
    zones = {game.comp.by_id[z].index for z in params.get("zones", ())}
    for p in game.players:
        if p.in_port or p.dead or p.zone not in zones:
            continue
        if game.comp.captains[p.card].ability == "ignore-storms":
            game._event("{} <rides> out the storm.", p.name)
            continue
        missing = max(0, 2 - check(game, p, "seamanship", why="the storm").successes)
        hits.random_hits(game, p, missing, "the storm")


def _war(game, params) -> None:
    pair = tuple(sorted(params["nations"]))
    if pair not in game.wars:
        game.wars = tuple(sorted(game.wars + (pair,)))
    game._event("War between {} and {}.", *(n.title() for n in pair))


def _peace(game, params) -> None:
    game.wars = ()
    game._event("Peace: every war ends.")


def _disease(game, params) -> None:
    for p in game.players:
        if p.in_port and not p.dead and p.loc[CREW] > 0 and check(game, p, "leadership", why="the disease").successes == 0:
            p.loc = p.loc[:CREW] + (p.loc[CREW] - 1,) + p.loc[CREW + 1:]
            game._event("{} <loses> 1 crew to the disease.", p.name)


def _demand(game, params) -> None:
    from .market import replace_demand
    for z in params.get("ports", ()):
        replace_demand(game, game.comp.by_id[z].index)


def _merchants(game, params) -> None:
    merchants.reset(game)


def _calm(game, params) -> None:
    game._event("Calm seas: no NPC moves this round.")


def _pardon(game, params) -> None:
    nation = params["nation"]
    i = NATION_INDEX[nation]
    for p in game.players:
        if p.bounty[i]:
            p.bounty = p.bounty[:i] + (p.bounty[i] - 1,) + p.bounty[i + 1:]
            game._event("{} <returns> {} bounty ({} left).", p.name, article(nation.title()), plural(p.bounty[i], "bounty"))


EFFECTS = {"storm": _storm, "war": _war, "peace": _peace, "disease": _disease, "demand": _demand,
           "merchants": _merchants, "calm": _calm, "pardon": _pardon}
