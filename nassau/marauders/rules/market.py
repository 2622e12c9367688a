"""Trading goods in a port (fact sheet §6).

Selling: 3 gold a cargo card (Nassau 2), 6 for the good in demand at this port (Havana 7 for
a non-pirate); selling 3 or more of the demanded good in one port action is 1 glory, and
after a sale of the demanded good its token is replaced (option ``demand_replacement``).

Buying: draw 6 cargo cards (Caracas 8, St. Maarten 7 or 8 for a Dutch captain; 3 when the
captain bought goods in this port in his last turn); cards of the good in demand here are
redrawn. Each card costs by how many of its good were drawn: 3 for a single one, 2 each for
two, 1 each for three or more (Nassau one less, at least 1). Cartagena gives the cheapest of
3 or more bought free; at Santo Domingo the captain may pay 1 gold once to redraw them all.
"""

from itertools import chain, product
from operator import mul

from ...kernel.components import memo
from ...kernel.english import plural
from . import extensions as ext, glory
from .checks import specialists
from .holds import room
from .state import text_zone

DRAWS = {"caracas": "caracas_draw", "st-maarten": "st_maarten_draw"}


def demand_good(game, zone: int):
    t = game.demand[zone]
    return game.comp.demand[t].good if t >= 0 else None


def sale_price(game, p, zone: int, good: str) -> int:
    rules, where = game.comp.rules, text_zone(game, zone)     # (no zone text where an expansion says so)
    ability = game.comp.captains[p.card].ability
    if good == demand_good(game, zone):
        price = rules.havana_demand_price if where == "havana" and not p.pirate else rules.demand_price
        price += 1 if ability == "haggler" else 0
    else:
        price = rules.nassau_price if where == "nassau" else rules.sell_price
        price = max(price, 4) if ability == "fence" else price
    return price + specialists(game, p, "specialist-merchant")


def sales(p, comp) -> list:
    """Every way to sell from the hold, as sorted tuples of goods (one entry per card):
    memoised by the goods aboard (every port decision before a sale asks)."""
    have = count_goods(comp, p.goods)
    kinds = sorted(have)
    key = tuple((k, have[k]) for k in kinds)
    table = memo(comp, "sales")
    hit = table.get(key)
    if hit is None:
        hit = table[key] = tuple(tuple(k for k, n in zip(kinds, counts) for _ in range(n))
                                 for counts in product(*(range(have[k] + 1) for k in kinds)) if any(counts))
    return list(hit)


def count_goods(comp, cards) -> dict:
    """{good: how many of these cargo cards}, in the order the goods first come (as Counter's,
    whose constructor checks its argument against an ABC, slowly: the market counts at every
    port decision)."""
    cargo, out = comp.cargo, {}
    for c in cards:
        good = cargo[c].good
        out[good] = out.get(good, 0) + 1
    return out


def sale_total(game, p, goods: tuple) -> int:
    """What these goods fetch here, before the bank's gold runs short."""
    return sum(sale_price(game, p, p.zone, good) for good in goods)


def sell(game, p, goods: tuple) -> None:
    comp, zone = game.comp, p.zone
    wanted = demand_good(game, zone)
    cards = list(p.goods)
    for good in goods:
        card = next(c for c in cards if comp.cargo[c].good == good)
        cards.remove(card)
        game.cargo_discard += (card,)
    p.goods = tuple(cards)
    paid = min(sale_total(game, p, goods), game.bank)
    game.bank -= paid
    p.gold += paid
    game._event("{} <sells> {} for {}.", p.name, ", ".join(goods), plural(paid, "gold"))
    demanded = goods.count(wanted) if wanted else 0
    if demanded:
        replace_demand(game, zone)
    if demanded >= comp.rules.demand_glory_at:
        glory.gain(game, p, 1, f"selling {demanded} {wanted} where they were wanted")


def replace_demand(game, zone: int) -> None:
    """A new demand token for this port (option ``demand_replacement``)."""
    old = game.demand[zone]
    pile = list(game.demand_pile)
    if game.opts.demand_replacement == "cycle":
        pile.append(old)
        new = pile.pop(0)
    else:
        pile.append(old)
        goods = game.comp.demand
        new = next((t for t in pile if goods[t].good != goods[old].good), pile[0])
        pile.remove(new)
    game.demand = game.demand[:zone] + (new,) + game.demand[zone + 1:]
    game.demand_pile = tuple(pile)
    game._event("{} now wants {}.", game.comp.zones[zone].port, game.comp.demand[new].good)


def draw_count(game, p) -> int:
    rules, z = game.comp.rules, game.comp.zones[p.zone]
    count = ext.cargo_draw(game, p)                     # (an expansion's location's own count)
    if count is not None:
        return count
    if p.bought_at == p.zone:
        return rules.consecutive_draw
    count = rules[DRAWS[z.id]] if z.id in DRAWS else rules.cargo_draw
    if z.id == "st-maarten" and game.comp.captains[p.card].nation == "dutch":
        count += 1
    return count + (1 if game.comp.captains[p.card].ability == "smuggler" else 0)


def draw_offer(game, p) -> None:
    """The cargo cards on offer, the demanded good's redrawn."""
    wanted = demand_good(game, p.zone)
    offer = []
    for _ in range(draw_count(game, p)):
        for _try in range(8):                # a deck of only the wanted good cannot loop
            card = draw_card(game)
            if card is None:
                break
            if game.comp.cargo[card].good != wanted and not ext.redrawn_card(game, card, p.zone):
                offer.append(card)
                break
            game.cargo_discard += (card,)
    game.offer = tuple(offer)
    game._event("{} <draws> {} to buy: {}.", p.name, plural(len(offer), "cargo card"), offer_text(game))


def draw_card(game):
    if not game.cargo_deck:
        if not game.cargo_discard:
            return None
        game.cargo_deck = tuple(game.rng.shuffled(game.cargo_discard))
        game.cargo_discard = ()
    card, game.cargo_deck = game.cargo_deck[0], game.cargo_deck[1:]
    return card


def offer_text(game) -> str:
    counts = count_goods(game.comp, game.offer)
    return ", ".join(f"{plural(n, g) if n > 1 else g} at {unit_price(game, n)}" for g, n in sorted(counts.items())) \
        or "nothing"


def unit_price(game, drawn: int) -> int:
    prices = game.comp.rules.buy_prices
    price = prices[min(drawn, len(prices)) - 1]
    return max(1, price - 1) if text_zone(game, game.players[game.cur].zone) == "nassau" else price


def cost(game, goods: tuple, prices: dict = None) -> int:
    """What these goods from the offer cost (Cartagena: the cheapest of 3 or more is free).
    ``prices``: each good's unit price on this offer, when the caller has them already."""
    if prices is None:
        prices = offer_prices(game)
    each = sorted(prices[g] for g in goods)
    if len(goods) >= 3 and text_zone(game, game.players[game.cur].zone) == "cartagena":
        each = each[1:]
    return sum(each)


def offer_prices(game) -> dict:
    """Each good on offer and its unit price (by how many of it were drawn)."""
    counts = count_goods(game.comp, game.offer)
    return {g: unit_price(game, n) for g, n in counts.items()}


def purchases(game, p) -> list:
    """Every affordable choice from the offer that fits the holds (sorted tuples of goods)."""
    have = count_goods(game.comp, game.offer)
    space = room(game, p)
    kinds = sorted(have)
    units = [unit_price(game, have[k]) for k in kinds]           # offer_prices(), from the same counts
    cheapest_free = text_zone(game, game.players[game.cur].zone) == "cartagena"     # cost(), inline: a
    singles, gold, out = [(k,) for k in kinds], p.gold, []                          # big offer has 100s
    for counts in product(*(range(min(have[k], space) + 1) for k in kinds)):
        n = sum(counts)                 # (sums, prices and goods by map(): no Python frame per choice)
        if 0 < n <= space:
            price = sum(map(mul, units, counts))
            if cheapest_free and n >= 3:
                price -= min(u for u, c in zip(units, counts) if c)
            if price <= gold:
                out.append(tuple(chain.from_iterable(map(mul, singles, counts))))
    return out


def take(game, p, goods: tuple) -> None:
    """Buy these goods from the offer; the rest goes to the discard pile."""
    price = cost(game, goods)
    offer = list(game.offer)
    for good in goods:
        card = next(c for c in offer if game.comp.cargo[c].good == good)
        offer.remove(card)
        p.goods += (card,)
    p.gold -= price
    game.bank += price
    game.cargo_discard += tuple(offer)
    game.offer = ()
    if not ext.goods_bought(game, p):                   # (an expansion's location keeps its own record)
        p.buying_at = p.zone
    if goods:
        game._event("{} <buys> {} for {}.", p.name, ", ".join(goods), plural(price, "gold"))
    else:
        game._event("{} <buys> nothing.", p.name)
