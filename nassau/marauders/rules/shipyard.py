"""The shipyard, one activity of the port action (fact sheet §5.2, §6; the zone texts §4.3).

- ``buy ship frigate``: a new ship, the old one sold in part payment at its sale price (the
  card's sale price, -1 per point of damage to the hull, holds, masts and cannons, +1 per
  modification, at least 0). The Frigate and Galleon cost 30 at Curacao; buying either is
  1 glory (the ship's ``glory_on_buy``). The crew count moves over (up to the new maximum), as
  do the special weapons and the goods (the excess lost at random); the new ship is otherwise
  undamaged. The old ship's modifications go back to the ports, where their owner places them (:mod:`.mod_returns`),
  except at St John, where ``buy ship frigate with mods`` moves them all over for 1 gold each, and
  ``buy ship frigate with mods chasers,long-guns`` only the ones named (the others go back).
- ``repair hull`` (``cargo``, ``masts``, ``cannons``): one point for 2 gold (a shipwright
  captain pays 1), up to the maximum with the modifications (Extra Cannon Port). Crew comes
  by recruiting (:mod:`.recruiting`). Petite Goave repairs nothing for pirates and everything
  free for the others; Old Providence repairs free for a captain with a Spanish bounty; a
  carpenter specialist gives one free point in each port action.
- ``buy mod``: the port's modification for 3 gold (St John 1); the port's offer is then empty.
- ``buy weapon chain-shot`` for 3 gold (Old Providence 1 for a captain with a Spanish
  bounty), from the supply; ``sell weapon chain-shot`` for 1.

Rulings where the sources are silent (reconstructed):

- The shipyard is one activity: its purchases follow one another, and once another activity
  of the port action is done it is closed. Like any activity it ends the selling of goods.
- Any base ship with a price may be bought, the old one's kind too (the Man-o-War has no
  price; the Seas of Glory Brig only with its module, :mod:`.brig`); at most one ship per port action.
  The plastic ships do not limit purchases. When the old ship is worth more than the new one
  costs, the bank pays the difference.
- At St John the buyer picks which modifications move (any of them, all or none; each kind
  named once: a ship holds one of each kind). Their sale value is counted as usual, all of
  them, whether they move or go back.
- The captain in port may look at the port's face-down modification, so one of a type his
  ship already has is not offered.
- A modification that raises a location's maximum raises its current value as well: a new
  Reinforced Hull is one more hull point now, an Extended Hold one more hold, an Extra Cannon
  Port one more cannon. Extra Hammocks are the exception: the new berth stays empty until
  the captain recruits (as the crew count carries over unchanged to a bigger ship, S8).
- Each carpenter specialist is one free point a port action; a repair that is free anyway
  (Petite Goave, Old Providence) does not use it.
- Seas of Glory module 4 (:mod:`.npc_upgrades`): a won NPC tile is no token. Buying a ship
  sends the old ship's won tiles back to the NPC tiles (St John moves only tokens); a won
  mod tile counts +1 in the sale price; a won weapon tile cannot be sold; no token is offered
  of a kind a won tile already gives.
- Special weapons are bought or sold in a port action, not both: at Old Providence buying at
  1 and selling at 1 would otherwise go round for ever, and a captain holds one of each kind,
  so nobody needs to swap.
"""

from itertools import combinations

from ...kernel.components import memo
from ...kernel.english import article, plural
from . import extensions as ext, glory, hits, mod_returns
from .actions import Action
from .checks import specialists
from .sides import mod_kinds, top, weapons_of
from .state import CANNONS, CARGO, CREW, HULL, LOC_INDEX, LOCATIONS, MASTS, NATION_INDEX, maxima, text_zone

# What the shipyard writes in game.port_steps: the visit, then marks for what is limited per port action.
STEPS = SHIPYARD, BUY_SHIP, FREE_REPAIR, BUY_WEAPON, SELL_WEAPON = (
    "shipyard", "buy-ship", "free-repair", "buy-weapon", "sell-weapon")
REPAIRABLE = (HULL, CARGO, MASTS, CANNONS)
GRAND_SHIPS = ("frigate", "galleon")        # Curacao's board text
MOD_MOVE_COST = 1                           # St John's board text: per modification moved to a new ship
OLD_PROVIDENCE_WEAPON_COST = 1              # Old Providence's board text, for a captain with a Spanish bounty
SHIPWRIGHT_COST = 1                         # the shipwright's ability: repairs cost 1 gold a point


# --- what the shipyard offers -------------------------------------------------------------------
def is_open(steps: tuple) -> bool:
    """Whether the shipyard can still be used: not yet visited, or visited by the last steps."""
    if SHIPYARD not in steps:
        return True
    return all(s in STEPS for s in steps[steps.index(SHIPYARD):])


def legal(game, p) -> list:
    if not is_open(game.port_steps):
        return []
    return _ship_choices(game, p) + _repair_choices(game, p) + _mod_choices(game, p) + \
        _weapon_choices(game, p)


def _ship_choices(game, p) -> list:
    if BUY_SHIP in game.port_steps:
        return []
    value, movable = sale_value(game, p), st_john(game, p) and p.mods
    curacao = zone_id(game, p) == "curacao"         # ship_price, with the zone read once
    if movable:
        return _ships(game, p, value, curacao, True)
    # without mods to move, the choices follow from the ships on sale, the old ship's value, the
    # zone and the gold: found once for each (every port action asks)
    table = memo(game.comp, "ship-choices")
    key = (ext.for_sale.fs(game), value, curacao, p.gold)
    hit = table.get(key)
    if hit is None:
        hit = table[key] = tuple(_ships(game, p, value, curacao, False))
    return list(hit)


def _ships(game, p, value: int, curacao: bool, movable: bool) -> list:
    """The ships the captain may buy, for the old one's ``value``, and when ``movable`` (St John)
    the ways of moving its modifications over."""
    some = mod_subsets(game, p) if movable else []
    out = []
    for ship in ships_for_sale(game):
        price = game.comp.rules.frigate_galleon_price_curacao if curacao and ship.id in GRAND_SHIPS else ship.buy
        cost = price - value
        if cost <= p.gold:
            out.append(Action.of("buy-ship", ship.id))
        if movable and cost + MOD_MOVE_COST * len(p.mods) <= p.gold:
            out.append(Action.of("buy-ship-with-mods", (ship.id, None)))
        out += [Action.of("buy-ship-with-mods", (ship.id, tuple(kinds))) for kinds, n in some
                if cost + MOD_MOVE_COST * n <= p.gold]
    return out


def mod_subsets(game, p) -> list:
    """The proper, non-empty sets of the ship's modification kinds St John may move (all of them
    is ``with mods``): (sorted kinds, tokens moved), by size and then in alphabetical order."""
    effects = [game.comp.mods[m].effect for m in p.mods]
    kinds = sorted(set(effects))
    return [(c, sum(effects.count(k) for k in c)) for n in range(1, len(kinds)) for c in combinations(kinds, n)]


def _repair_choices(game, p) -> list:
    if not may_repair(game, p) or repair_price(game, p)[0] > p.gold:
        return []
    whole = top(game, p.seat)
    return [Action.of("repair", LOCATIONS[i]) for i in REPAIRABLE if p.loc[i] < whole[i]]


def _mod_choices(game, p) -> list:
    mod = game.port_mods[p.zone]
    if mod < 0 or mod_price(game, p) > p.gold:
        return []
    have = set(mod_kinds(game, p.seat))
    return [] if game.comp.mods[mod].effect in have else [Action.of("buy-mod")]


def _weapon_choices(game, p) -> list:
    done, mine = game.port_steps, owned_kinds(game, p)
    out = []
    if SELL_WEAPON not in done and weapon_price(game, p) <= p.gold:
        kinds = {game.comp.weapons[w].kind for w in game.weapon_supply}
        out += [Action.of("buy-weapon", k) for k in sorted(kinds - set(weapons_of(game, p.seat)))]
    if BUY_WEAPON not in done:
        out += [Action.of("sell-weapon", k) for k in sorted(mine)]
    return out


# --- prices -------------------------------------------------------------------------------------
def zone_id(game, p) -> str:
    return text_zone(game, p.zone)          # "" where no zone text applies


def st_john(game, p) -> bool:
    return zone_id(game, p) == "st-john"


def spanish_bounty(p) -> bool:
    return p.bounty[NATION_INDEX["spanish"]] > 0


def ships_for_sale(game) -> tuple:
    """The ships the shipyard sells: fixed by the components and the plug-ins that answer in
    this game, so found once for each (every port action asks)."""
    table = memo(game.comp, "ships-for-sale")
    key = ext.for_sale.fs(game)
    hit = table.get(key)
    if hit is None:
        hit = table[key] = tuple(s for s in game.comp.ships.values() if ext.for_sale(game, s))
    return hit


def ship_price(game, p, ship) -> int:
    if zone_id(game, p) == "curacao" and ship.id in GRAND_SHIPS:
        return game.comp.rules.frigate_galleon_price_curacao
    return ship.buy


def sale_value(game, p) -> int:
    """What the old ship fetches: its sale price, -1 per point of damage other than crew, +1
    per modification, at least 0."""
    sell = game.comp.ships[p.ship].sell
    if sell is None:
        return 0
    whole, loc = top(game, p.seat), p.loc
    damage = sum(whole) - sum(loc) - (whole[CREW] - loc[CREW])       # every location but the crew (REPAIRABLE)
    return max(0, sell - damage + len(mod_kinds(game, p.seat)))


def may_repair(game, p) -> bool:
    """Petite Goave's shipyard does not work for pirates."""
    return not (zone_id(game, p) == "petite-goave" and p.pirate)


def free_repairs_left(game, p) -> int:
    if not p.specialists:
        return 0
    return max(0, specialists(game, p, "specialist-carpenter") - game.port_steps.count(FREE_REPAIR))


def repair_price(game, p) -> tuple:
    """(gold for the next point, whether a carpenter's free point pays for it)."""
    where = zone_id(game, p)
    if (where == "petite-goave" and not p.pirate) or (where == "old-providence" and spanish_bounty(p)):
        return 0, False
    if free_repairs_left(game, p):
        return 0, True
    if game.comp.captains[p.card].ability == "shipwright":
        return SHIPWRIGHT_COST, False
    return game.comp.rules.repair_cost, False


def mod_price(game, p) -> int:
    rules = game.comp.rules
    return rules.st_john_mod_cost if st_john(game, p) else rules.mod_cost


def weapon_price(game, p) -> int:
    if zone_id(game, p) == "old-providence" and spanish_bounty(p):
        return OLD_PROVIDENCE_WEAPON_COST
    return game.comp.rules.weapon_cost


def owned_kinds(game, p) -> set:
    """The kinds of his weapon tokens, the ones he may sell (not a won NPC tile)."""
    return {game.comp.weapons[w].kind for w in p.weapons}


# --- the purchases -----------------------------------------------------------------------------
def _visit(game, step: str = "") -> None:
    """Record the shipyard (once) and this purchase in the port action's steps."""
    if SHIPYARD not in game.port_steps:
        game.port_steps += (SHIPYARD,)
    if step and (step == FREE_REPAIR or step not in game.port_steps):
        game.port_steps += (step,)


def _pay(game, p, amount: int) -> int:
    """The captain pays ``amount`` to the bank; a negative amount is paid by the bank (as far as
    it has gold). Returns what changed hands, negative when the captain received it."""
    if amount < 0:
        amount = -min(-amount, game.bank)
    p.gold -= amount
    game.bank += amount
    return amount


def net_cost(game, p, a) -> int:
    """What a ``buy ship`` decision takes from the captain's gold (negative: he receives it):
    the new ship's price, less the old one's sale value, plus St John's gold a modification moved."""
    new = game.comp.ships[bought(a)]
    return ship_price(game, p, new) + MOD_MOVE_COST * len(moved_mods(game, p, a)) - sale_value(game, p)


def buy_ship(game, p, a) -> None:
    comp = game.comp
    new, old = comp.ships[bought(a)], comp.ships[p.ship]
    value, price = sale_value(game, p), ship_price(game, p, new)
    moving = moved_mods(game, p, a)
    cost = net_cost(game, p, a)
    _visit(game, BUY_SHIP)
    paid = _pay(game, p, cost)
    verb = "<pays> {}" if paid >= 0 else "<receives> {}"
    game._event("{} <buys> {} for {}, the {} sold in part payment for {}: {} " + verb + ".", p.name, article(new.name),
                plural(price, "gold"), old.name, plural(value, "gold"), p.name, plural(abs(paid), "gold"))
    ext.ship_sold(game, p)
    _move_mods(game, p, moving)
    top = maxima(comp, new.id, p.mods)
    p.ship, p.loc = new.id, top[:CREW] + (min(p.loc[CREW], top[CREW]),) + top[CREW + 1:]
    hits.spill(game, p)
    if new.glory_on_buy:
        glory.gain(game, p, 1, f"buying a {new.name}")


def bought(a) -> str:
    """The ship a ``buy ship`` action buys."""
    return a.arg if a.kind == "buy-ship" else a.arg[0]


def moved_mods(game, p, a) -> tuple:
    """The old ship's modification tokens a purchase moves to the new ship: all of them
    (``with mods``), those of the kinds named (``with mods chasers,long-guns``), or none."""
    if a.kind != "buy-ship-with-mods":
        return ()
    kinds = a.arg[1]
    return p.mods if kinds is None else tuple(m for m in p.mods if game.comp.mods[m].effect in kinds)


def _move_mods(game, p, moving: tuple) -> None:
    """The modifications ``moving`` go over to the new ship (St John, paid above), the others back to the ports."""
    staying = tuple(m for m in p.mods if m not in moving)
    if moving:
        count = len(moving)
        game._event("{} <moves> {} ({}) to the new ship for {}.", p.name, plural(count, "modification"),
                    ", ".join(mod_name(game, m) for m in moving), plural(MOD_MOVE_COST * count, "gold"))
    if staying:
        count = len(staying)
        mod_returns.give_back(game, p, staying)
        game._event("The old ship's {} ({}) {} back to the ports.", "modification" if count == 1 else "modifications",
                    ", ".join(mod_name(game, m) for m in staying), "goes" if count == 1 else "go")
    p.mods = moving


def mod_name(game, mod: int) -> str:
    return game.comp.mods[mod].effect.replace("-", " ")


def repair(game, p, a) -> None:
    i = LOC_INDEX[a.arg]
    price, carpenter = repair_price(game, p)
    _visit(game, FREE_REPAIR if carpenter else "")
    _pay(game, p, price)
    p.loc = p.loc[:i] + (p.loc[i] + 1,) + p.loc[i + 1:]
    how = "the carpenter's free point" if carpenter else plural(price, "gold") if price else "free"
    game._event("{} <repairs> 1 point of {} ({}): {} {}.", p.name, a.arg, how, a.arg, p.loc[i])


def buy_mod(game, p, a) -> None:
    """The port's modification goes on the ship. Its maximum rises at once and so does the
    current value of that location, but for Extra Hammocks (crew comes by recruiting)."""
    mod, price = game.port_mods[p.zone], mod_price(game, p)
    _visit(game)
    _pay(game, p, price)
    game.port_mods = game.port_mods[:p.zone] + (-1,) + game.port_mods[p.zone + 1:]
    before = top(game, p.seat)
    p.mods += (mod,)
    after = top(game, p.seat)
    p.loc = tuple(v + (after[i] - before[i] if i != CREW else 0) for i, v in enumerate(p.loc))
    game._event("{} <buys> the {} modification for {}.", p.name, mod_name(game, mod), plural(price, "gold"))
    ext.mod_bought(game, p)


def buy_weapon(game, p, a) -> None:
    token = next(w for w in game.weapon_supply if game.comp.weapons[w].kind == a.arg)
    price = weapon_price(game, p)
    _visit(game, BUY_WEAPON)
    _pay(game, p, price)
    game.weapon_supply = tuple(w for w in game.weapon_supply if w != token)
    p.weapons += (token,)
    game._event("{} <buys> {} for {}.", p.name, a.arg.replace("-", " "), plural(price, "gold"))


def sell_weapon(game, p, a) -> None:
    token = next(w for w in p.weapons if game.comp.weapons[w].kind == a.arg)
    _visit(game, SELL_WEAPON)
    got = -_pay(game, p, -game.comp.rules.weapon_sale)
    p.weapons = tuple(w for w in p.weapons if w != token)
    game.weapon_supply += (token,)
    game._event("{} <sells> {} for {}.", p.name, a.arg.replace("-", " "), plural(got, "gold"))
