"""Moving (fact sheet §2.3): a sea zone to the next one, a zone into its port, or the port
back to its zone; each is one action. Entering a port needs that nation to have no bounty
on the captain; at Bridgetown a Frigate, Galleon or Man-o-War takes a hull hit unless it
passes a Seamanship roll. Sailing into an NPC's zone lets it scout the captain.

Port Royal's text lets a pirate with an English bounty in "by paying 2 gold or passing an
Influence roll": the captain chooses, ``enter port pay`` (with 2 gold) or ``enter port roll``
(a failed roll spends the action and leaves him outside)."""

from . import bounties, extensions as ext, hits, scouting, turns
from ...kernel.components import memo
from .actions import Action
from .checks import check
from .state import HULL

BIG_SHIPS = ("frigate", "galleon", "man-o-war")
BRIBE = 2                   # Port Royal's price for a pirate with an English bounty
LEAVE_PORT, ENTER_PORT = Action.of("leave-port"), Action.of("enter-port")    # (offered at nearly every action)


def cost(game, p, zone: str) -> int:
    """The actions a move to ``zone`` costs now: 1, unless an expansion's wind makes it 0 or 2."""
    return ext.move_cost(game, p, zone, 1) if ext.move_cost.asked(game) else 1


def legal(game, p) -> list:
    comp = game.comp
    if p.in_port:
        return [LEAVE_PORT]
    if ext.move_cost.asked(game):          # an expansion's wind: a move may cost 0 or 2
        out = [a for z, a in _moves(comp, p.zone) if ext.move_cost(game, p, z, 1) <= game.actions_left]
    else:                                   # every move costs 1
        out = [a for _, a in _moves(comp, p.zone)] if game.actions_left >= 1 else []
    zone = comp.zones[p.zone]
    if zone.port and bounties.bribe_needed(game, p, p.zone):
        out += ([Action.of("enter-port", "pay")] if p.gold >= BRIBE else []) + [Action.of("enter-port", "roll")]
    elif zone.port and (not bounties.closed(game, p, p.zone) or ext.may_enter_closed(game, p, p.zone)):
        out.append(ENTER_PORT)
    return out


def _moves(comp, zone) -> tuple:
    """The moves out of a zone, in zone id order (memoised on the components: random play asks
    for them at every step)."""
    table = memo(comp, "moves")
    hit = table.get(zone)
    if hit is None:
        hit = table[zone] = tuple((z, Action.of("move", z)) for z in sorted(comp.links[zone].values()))
    return hit


def move(game, p, a) -> None:
    turns.spend(game, p, ext.pay_move(game, p, a.arg, 1))
    p.zone = game.comp.by_id[a.arg].index
    game._event("{} <sails> to {}.", p.name, game.comp.zones[p.zone].phrase)
    _out_at_sea(game, p)


def enter_port(game, p, a) -> None:
    turns.spend(game, p)
    zone = game.comp.zones[p.zone]
    if bounties.closed(game, p, p.zone) and ext.may_enter_closed(game, p, p.zone):
        ext.enter_closed(game, p, p.zone)       # an expansion's way in (Seas of Glory's favors)
    elif a.arg == "pay":
        p.gold -= BRIBE
        game.bank += BRIBE
        game._event("{} <pays> {} gold to enter {} with an English bounty.", p.name, BRIBE, zone.port)
    elif a.arg == "roll" and check(game, p, "influence", why=f"entering {zone.port}").successes == 0:
        game._event("{} <is> turned away from {}.", p.name, zone.port)
        return
    p.in_port = True
    game._event("{} <enters> {}.", p.name, zone.port)
    if reefs_threaten(game, p) and check(game, p, "seamanship", why="the reefs of Bridgetown").successes == 0:
        hits.on_captain(game, p, HULL, "the reefs of Bridgetown")


def reefs_threaten(game, p) -> bool:
    """Bridgetown's reefs: a frigate, galleon or man-o-war entering its port rolls Seamanship."""
    return game.comp.zones[p.zone].id == "bridgetown" and p.ship in BIG_SHIPS


def leave_port(game, p, a) -> None:
    turns.spend(game, p)
    p.in_port = False
    game._event("{} <leaves> {}.", p.name, game.comp.zones[p.zone].port)
    _out_at_sea(game, p)


def _out_at_sea(game, p) -> None:
    """A captain who sailed into a zone, or out of its port: what an expansion brings on him
    there (a storm), then the NPCs of the zone scout him, unless other captains waylay him
    first (they let the NPCs scout him after)."""
    ext.out_at_sea(game, p)
    if not ext.waylaid(game, p):
        scouting.npcs_scout_on_entry(game, p)
