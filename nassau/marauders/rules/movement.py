"""Moving (fact sheet §2.3): a sea zone to the next one, a zone into its port, or the port
back to its zone; each is one action. Entering a port needs that nation to have no bounty
on the captain; at Bridgetown a Frigate, Galleon or Man-o-War takes a hull hit unless it
passes a Seamanship roll. Sailing into an NPC's zone lets it scout the captain.

Port Royal's text lets a pirate with an English bounty in "by paying 2 gold or passing an
Influence roll": the captain chooses, ``enter port pay`` (with 2 gold) or ``enter port roll``
(a failed roll spends the action and leaves him outside)."""

from ..seas_of_glory import cutthroat, favors, weather
from . import bounties, hits, turns
from ...kernel.components import memo
from .checks import check
from .state import HULL

BIG_SHIPS = ("frigate", "galleon", "man-o-war")
BRIBE = 2                   # Port Royal's price for a pirate with an English bounty


def legal(game, p, A) -> list:
    comp = game.comp
    if p.in_port:
        return [A("leave port")]
    if weather.windy(game) and game.wind:
        out = [a for z, a in _moves(comp, p.zone, A) if weather.move_cost(game, p, z) <= game.actions_left]
    else:                                   # no wind: every move costs 1 (weather.move_cost)
        out = [a for _, a in _moves(comp, p.zone, A)] if game.actions_left >= 1 else []
    zone = comp.zones[p.zone]
    if zone.port and bounties.bribe_needed(game, p, p.zone):
        out += ([A("enter port pay")] if p.gold >= BRIBE else []) + [A("enter port roll")]
    elif zone.port and (not bounties.closed(game, p, p.zone) or favors.can_enter(game, p, p.zone)):
        out.append(A("enter port"))
    return out


def _moves(comp, zone, A) -> tuple:
    """The moves out of a zone, in zone id order (memoised on the components: random play asks
    for them at every step)."""
    table = memo(comp, "moves")
    hit = table.get(zone)
    if hit is None:
        hit = table[zone] = tuple((z, A(f"move {z}")) for z in sorted(comp.links[zone].values()))
    return hit


def move(game, p, a) -> None:
    turns.spend(game, p, weather.pay_move(game, p, a.arg))
    p.zone = game.comp.by_id[a.arg].index
    game._event("{} <sails> to {}.", p.name, game.comp.zones[p.zone].phrase)
    weather.strike(game, p)
    cutthroat.entered(game, p)                    # the captains there (variant cutthroat), then the NPCs


def enter_port(game, p, a) -> None:
    turns.spend(game, p)
    zone = game.comp.zones[p.zone]
    if bounties.closed(game, p, p.zone) and favors.can_enter(game, p, p.zone):
        favors.pay_entry(game, p, p.zone)       # Seas of Glory: favors open a closed port
    elif a.arg == "pay":
        p.gold -= BRIBE
        game.bank += BRIBE
        game._event("{} <pays> {} gold to enter {} with an English bounty.", p.name, BRIBE, zone.port)
    elif a.arg == "roll" and check(game, p, "influence", why=f"entering {zone.port}").successes == 0:
        game._event("{} <is> turned away from {}.", p.name, zone.port)
        return
    p.in_port = True
    game._event("{} <enters> {}.", p.name, zone.port)
    if zone.id == "bridgetown" and p.ship in BIG_SHIPS and check(
            game, p, "seamanship", why="the reefs of Bridgetown").successes == 0:
        hits.on_captain(game, p, HULL, "the reefs of Bridgetown")


def leave_port(game, p, a) -> None:
    turns.spend(game, p)
    p.in_port = False
    game._event("{} <leaves> {}.", p.name, game.comp.zones[p.zone].port)
    weather.strike(game, p)
    cutthroat.entered(game, p)                    # the captains there (variant cutthroat), then the NPCs
