"""Why a decision is illegal: an IllegalActionError naming the rule it breaks.

Called only for decisions that are not among the legal ones, so it may look around. The
rule ids are the fact sheet's sections in words: ``move.adjacent``, ``port.closed``,
``combat.round-one``... Each action kind names the decisions it answers and its refusal in
its declaration (:mod:`.kinds`); the refusals of the base game's kinds are the functions here.
"""

from ...kernel.english import article, sentence
from ...kernel.errors import IllegalActionError as E
from . import bounties, combat, extensions as ext
from .holds import room
from .kinds import KINDS
from .sides import loc_of, weapons_of
from .state import CREW, MASTS, damaged


def explain(game, a) -> E:
    if game.over:
        return E("game-over", f"the game is over; {a} cannot be played")
    p = game.players[game.cur]
    kind = KINDS[a.kind]
    if game.sub not in kind.answers:
        return E("sequence", f"{a} is not possible now. {game.prompt()}")
    err = kind.refusal(game, p, a) if kind.refusal else None
    return err or E("legal-actions", _("{} is not possible now (" + game.prompt().rstrip(".") + ").", str(a)))


def _(template: str, *args) -> str:
    return sentence(template, args)


def move(game, p, a):
    if p.in_port:
        return E("move.in-port", _("{} <is> in port: leaving it is a move of its own", p.name))
    if a.arg not in game.comp.links[p.zone].values():
        return E("move.adjacent", f"{a.arg} does not border {game.comp.zones[p.zone].phrase}")
    cost = ext.move_cost(game, p, a.arg, 1)
    if cost > game.actions_left:
        return ext.move_refusal(game, p, a.arg, cost) or E("move.no-actions", _("{} <has> no action left", p.name))
    return None


def leave(game, p, a):
    return E("move.at-sea", _("{} <is> at sea already", p.name))


def enter(game, p, a):
    zone = game.comp.zones[p.zone]
    if p.in_port:
        return E("move.in-port", _("{} <is> in port already", p.name))
    if not zone.port:
        return E("move.no-port", f"{zone.name} has no port")
    bribe = bounties.bribe_needed(game, p, p.zone)
    if bribe and a.arg is None:
        return E("port.bribe", _("{} <has> an English bounty: Port Royal lets such a pirate in for 2 gold "
                                 "('enter port pay') or an Influence roll ('enter port roll')", p.name))
    if a.arg is not None and not bribe:
        return E("port.bribe", "only Port Royal takes 2 gold or an Influence roll to let in a pirate with an English "
                               "bounty; elsewhere write 'enter port'")
    if a.arg == "pay" and p.gold < 2:
        return E("port.bribe", _("{} <has> {} gold: Port Royal's way in costs 2 (or try 'enter port roll')", p.name,
                                 p.gold))
    if bounties.closed(game, p, p.zone) and not bribe:
        return E("port.closed", _("{} <has> {} bounty, and {} is closed to pirates of that nation", p.name,
                                  article(zone.nation.title()), zone.port))
    return None


def port_action(game, p, a):
    if not p.in_port:
        return E("port.in-port", _("{} <is> at sea: the port action is taken in a port", p.name))
    if p.port_done:
        return E("port.once-a-turn", "the port action is taken once a turn")
    return None


def sell(game, p, a):
    if game.port_steps:
        return E("port.sell-first", "goods are sold first in a port action, before any other activity")
    return E("port.goods", _("{} <does> not carry those goods", p.name))


def scout(game, p, a):
    if p.in_port:
        return E("scout.at-sea", _("{} <is> in port: scouting is done at sea", p.name))
    if a.kind == "scout-merchant":
        if game.merchants[p.zone] < 0:
            return E("scout.merchant", f"there is no merchant in {game.comp.zones[p.zone].phrase}")
        if damaged(p.loc):
            return E("raid.damaged", "a ship with any location at 0 may not raid a merchant")
    return E("scout.same-zone", f"{a.arg} is not in {game.comp.zones[p.zone].phrase}")


def declare(game, p, a):
    f = game.fight
    side = (f.a, f.d)[combat.deciding_side(game)]
    loc = loc_of(game, side)
    for weapon in (a.arg or "").split(" "):
        why = ext.declare_refusal(game, p, weapon) if weapon else None     # (an expansion's weapon, used later)
        if why is not None:
            return why
        if weapon and weapon not in weapons_of(game, side):
            return E("combat.weapon", _("{} <carries> no {}", p.name, weapon))
    if f.round == 1:
        return E("combat.round-one", "in the first round of a naval battle both ships shoot")
    if loc[MASTS] == 0:
        return E("combat.no-masts", "a ship with no masts may only shoot")
    if a.kind == "board" and loc[CREW] == 0:
        return E("combat.no-crew", "a ship with no crew may not board")
    if a.kind == "flee":
        return E("combat.npc-flee", "an NPC flees only with fewer cannons or fewer crew than its enemy")
    return None


def skull(game, p, a):
    return E("combat.skull", f"the {a.arg} is at 0: a skull goes to a location that has something left")


def play(game, p, a):
    if a.arg not in {game.comp.glory[c].id for c in p.hand}:
        return E("glory.hand", _("{} <holds> no glory card {}", p.name, a.arg))
    return E("glory.when", f"{a.arg} cannot be played now")


def take(game, p, a):
    if len(a.arg) > room(game, p):
        return E("goods.holds", _("{}<'s> holds take only {} more", p.name, room(game, p)))
    return E("goods.offer", "those goods are not on offer at that price, or cost more than the gold aboard")


def _buy_ship(game, p, a):
    from .shipyard import bought, mod_name, st_john
    ship = bought(a)
    why = ext.ship_refusal(game, p, ship)          # (a ship an expansion sells)
    if why is not None:
        return why
    if a.kind != "buy-ship-with-mods":
        return None
    if not st_john(game, p):
        return E("shipyard.st-john", "only St John's shipyard moves the old ship's modifications to a new ship")
    kinds, have = a.arg[1], {game.comp.mods[m].effect: m for m in p.mods}
    if not have:
        return E("shipyard.mods", _("{} <has> no modification to move", p.name))
    missing = [k for k in kinds or () if k not in have]
    if missing:
        return E("shipyard.mods", _("{} <has> no {} to move; {} <has> {}", p.name, missing[0].replace("-", " "),
                                    p.name, ", ".join(mod_name(game, m) for m in p.mods)))
    if kinds is not None and set(kinds) == set(have):
        return E("shipyard.all-mods", f"those are all the modifications: to move all of them write "
                                      f"'buy ship {ship} with mods'")
    return None


def activity(game, p, a):
    """An activity the order of the port action has closed: each is done once, the shipyard
    closes once another activity follows it, and weapons are bought or sold, not both."""
    from . import port, recruiting, rumors, shipyard
    steps = game.port_steps
    why = ext.port_refusal(game, p, a)
    if why is not None:
        return why
    if a.kind in SHIPYARD_KINDS and not shipyard.is_open(steps):
        return E("shipyard.closed", "the shipyard is one activity of the port action: once another activity "
                                    "came after it, it is closed until the next port action")
    once = {"buy-ship": shipyard.BUY_SHIP, "buy-ship-with-mods": shipyard.BUY_SHIP, "recruit": recruiting.RECRUIT,
            "rumor": rumors.RUMOR, "buy-goods": port.BUY, "stash": port.STASH, "withdraw": port.WITHDRAW}
    if once.get(a.kind) in steps:
        word = "buy ship" if a.kind.startswith("buy-ship") else a.kind.replace("-", " ")
        return E("port.once", f"'{word}' is done once a port action, and this one did it already")
    other = {"buy-weapon": shipyard.SELL_WEAPON, "sell-weapon": shipyard.BUY_WEAPON}.get(a.kind)
    if other in steps:
        return E("shipyard.weapons", "special weapons are bought or sold in a port action, not both")
    return None


SHIPYARD_KINDS = ("buy-ship", "buy-ship-with-mods", "repair", "buy-mod", "buy-weapon", "sell-weapon")


def buy_ship_now(game, p, a):
    return activity(game, p, a) or _buy_ship(game, p, a)




def draw_captain(game, p, a):
    """A new captain is drawn again only after a real death, while an NPC pirate sits in his home zone."""
    if game.sub != "new-ship":
        return None                     # captain choice at setup: the legal actions say why
    from .death import pirate_at_home
    card = game.comp.captains[p.card]
    home = game.comp.by_id[card.home]
    if not p.new_captain:
        return E("death.redraw-survivor", _("{} <survived> with the Survivor card: the same captain is not drawn "
                                            "again, only a dead captain's successor may be", card.name))
    if not pirate_at_home(game, p):
        return E("death.redraw", f"no NPC pirate sits in {home.phrase}, {card.name}'s home zone: a new captain is "
                                 "drawn again only when one does")
    return E("death.redraw-deck", "the captain deck is empty: a new captain is drawn again only from the deck")


def weapon(game, p, a):
    """Past the order of the port action: a weapon carried already, none left of its kind, too
    little gold; selling one not carried (a won NPC tile is not sold)."""
    from . import shipyard
    why = activity(game, p, a)
    if why is not None or not isinstance(a.arg, str):
        return why
    name = a.arg.replace("-", " ")
    if a.kind == "sell-weapon":
        if a.arg not in shipyard.owned_kinds(game, p):
            return E("shipyard.sell-weapon", _("{} <has> no {} token to sell", p.name, name))
        return None
    if a.arg in weapons_of(game, p.seat):
        return E("shipyard.one-weapon", _("{} <carries> {} already: one weapon of each kind", p.name,
                                          article(name)))
    if a.arg not in {game.comp.weapons[w].kind for w in game.weapon_supply}:
        return E("shipyard.weapon-supply", f"the supply has no {name} left")
    price = shipyard.weapon_price(game, p)
    if price > p.gold:
        return E("shipyard.gold", _("a special weapon costs {} here and {} <has> {}", f"{price} gold", p.name,
                                    f"{p.gold} gold"))
    return None


