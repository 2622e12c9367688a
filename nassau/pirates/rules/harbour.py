"""Step 5, the return to Nassau: buying upgrades (highest infamy first, one purchase a turn),
returning what does not fit, then burying treasure."""

from itertools import combinations_with_replacement

from ...kernel.components import memo as components_memo
from ...kernel.english import plural, series
from . import hold, infamy, tiles
from .actions import DONE, DOUBLOON, PASS, PLANK, Action
from .components import RESOURCES
from .state import HOSTAGES, PESOS

BUY_SECTION = Action.of("buy", "section")
EXCHANGES = tuple((i, Action.of("exchange", r)) for i, r in enumerate(RESOURCES, 1))

SELLS = tuple(combinations_with_replacement(range(1, 4), 3))   # 3 resources for 1 peso


def begin_buying(game) -> None:
    for p in game.players:
        p.pos = 0
        p.moves = 0
        p.path = ()
        p.dice = ()
    game.step = "buy"
    game.order = infamy.order_high_first(game)
    game.passed = 0
    game.turn = 0
    game._event("Back in Nassau: " + series(game.n, ", ") + " buy in that order.",
                *(game.players[s].name for s in game.order))
    game.cur = game.order[0]
    game.sub = "buy"


def buying_over(game) -> bool:
    """Buying goes round until everyone has passed."""
    return game.passed == (1 << game.n) - 1


# --- buying --------------------------------------------------------------------
def affordable(p, cost) -> bool:
    return p.hold[1] >= cost[0] and p.hold[2] >= cost[1] and p.hold[3] >= cost[2]


def _tile_buys(game, k, extra) -> tuple:
    """buy CODE SLOT for every slot of a ship with ``extra`` sections that fits tile kind k (memoised)."""
    places = components_memo(game.comp, "tile-buys")    # by id(comp) a freed set's entries were met again
    key = (k.code, extra)
    acts = places.get(key)
    if acts is None:
        ship = game.ship
        owned = ship.base_ids | set(ship.extra_ids[:extra])
        acts = places[key] = tuple(
            Action.of("buy", k.code, slot.id) for slot in ship.slots
            if slot.type == k.type and slot.colour == k.colour and slot.section in owned
            and (not k.only_on or slot.section in k.only_on))
    return acts


def legal_buy(game, p) -> list:
    out = []
    comp = game.comp
    h = p.hold
    cache, key = game.ship.affordable, (h[1], h[2], h[3])
    can = cache.get(key)
    if can is None:
        can = cache[key] = {t: affordable(p, comp.costs[t]) for t in ("hull", "sail", "mizzen", "crew")}
    if any(can.values()):
        seen = set()
        for stack in game.harbour:
            for t in stack:
                k = comp.tiles[t]
                if can[k.type] and k.code not in seen:
                    seen.add(k.code)
                    out.extend(_tile_buys(game, k, p.extra))
    if p.extra < comp.max_extra and affordable(p, comp.costs["section"]):
        out.append(BUY_SECTION)
    if h[PESOS]:
        supply = game.supply
        out.extend([a for i, a in EXCHANGES if supply[i]])
    if p.shots:
        out.extend(tiles.uses(game, p, ("gain",)))
    if h[HOSTAGES]:
        out.append(PLANK)
    out.append(PASS)
    return out


def _pay(game, p, cost) -> None:
    for i, n in enumerate(cost, 1):
        p.hold[i] -= n
        game.supply[i] += n


def buy(game, p, a) -> None:
    comp, ship = game.comp, game.ship
    if a.a == "section":
        _pay(game, p, comp.costs["section"])
        p.extra += 1
        game._event("{} <buys> a ship section: the ship is now a {}.", p.name,
                    ("pinnace", "brigantine", "galleon")[min(p.extra, 2)])
    else:
        k = comp.kinds[a.a]
        stack_i = ("hull", "mast", "crew").index(k.stack)
        stack = game.harbour[stack_i]
        t = next(t for t in stack if comp.tiles[t].code == k.code)
        harbour = list(game.harbour)
        harbour[stack_i] = tuple(x for x in stack if x != t)
        game.harbour = tuple(harbour)
        _pay(game, p, comp.costs[k.type])
        slot = ship.slot_index[a.b]
        old = p.tiles[slot]
        if old >= 0:
            _to_box(game, old)
            game._event("{} <replaces> the {} on slot {}; it goes back in the box.", p.name, comp.tiles[old].name, a.b)
        p.place(slot, t, comp.tiles)
        bit = 1 << slot
        p.flipped &= ~bit
        p.fresh |= bit
        game._event("{} <buys> the {} ({}) for slot {}.", p.name, k.name, k.type, a.b)
    if not game.opts.nassau_pass_is_final:
        game.passed = 0
    _next_buyer(game)


def _to_box(game, t) -> None:
    i = ("hull", "mast", "crew").index(game.comp.tiles[t].stack)
    box = list(game.box)
    box[i] = box[i] + (t,)
    game.box = tuple(box)


def exchange(game, p, a) -> None:
    i = RESOURCES.index(a.a) + 1
    n = min(2, game.supply[i])
    p.hold[PESOS] -= 1
    game.supply[PESOS] += 1
    game.supply[i] -= n
    p.hold[i] += n
    game._event("{} <pays> 1 peso for {}.", p.name, plural(n, a.a))


def pass_(game, p, a) -> None:
    game.passed |= 1 << p.seat
    game._event("{} <passes>.", p.name)
    _next_buyer(game)


def _next_buyer(game) -> None:
    if buying_over(game):
        return
    for _ in range(game.n):
        game.turn = (game.turn + 1) % game.n
        seat = game.order[game.turn]
        if not game.passed & (1 << seat):
            game.cur = seat
            return


# --- returning what does not fit ---------------------------------------------------
def begin_overflow(game) -> None:
    game.step = "overflow"
    game.turn = -1
    _next_overflow(game)


def overflow_over(game) -> bool:
    return game.turn >= game.n


def _next_overflow(game) -> None:
    while True:
        game.turn += 1
        if overflow_over(game):
            return
        p = game.players[game.order[game.turn]]
        if p.held() > game.ship.capacity(p):
            game.cur = p.seat
            game.sub = "overflow"
            return


def legal_overflow(game, p) -> list:
    out = hold.discards(p)
    if p.hold[HOSTAGES]:
        out.append(PLANK)
    return out


def after_overflow_discard(game, p) -> None:
    if p.held() <= game.ship.capacity(p):
        _next_overflow(game)


# --- burying ---------------------------------------------------------------------
def begin_burying(game) -> None:
    game.step = "bury"
    game.turn = 0
    game.cur = game.order[0]
    game.sub = "bury"


def burying_over(game) -> bool:
    return game.turn >= game.n


_BURY = {}


def _bury_offers(key) -> tuple:
    """Sells and burials for (gunpowder, goods, rum capped at 3, pesos in hold, bank has pesos)."""
    out = _BURY.get(key)
    if out is None:
        have, pesos, bank = key[:3], key[3], key[4]
        out = []
        if bank:
            for combo in SELLS:
                if all(have[i - 1] >= combo.count(i) for i in (1, 2, 3)):
                    out.append(Action.of("sell", tuple(RESOURCES[i - 1] for i in combo)))
        out.extend(Action.of("bury", n) for n in range(1, pesos + 1))
        out = _BURY[key] = tuple(out)
    return out


def legal_bury(game, p) -> list:
    h = p.hold
    key = (min(h[1], 3), min(h[2], 3), min(h[3], 3), h[PESOS], game.supply[PESOS] > 0)
    out = list(_bury_offers(key))
    if p.chest >= 5 and game.doubloons and (game.opts.doubloons == "any-time" or game.supply[PESOS] == 0):
        out.append(DOUBLOON)
    if p.hold[HOSTAGES]:
        out.append(PLANK)
    out.append(DONE)
    return out


def sell(game, p, a) -> None:
    for r in a.a:
        i = RESOURCES.index(r) + 1
        p.hold[i] -= 1
        game.supply[i] += 1
    game.supply[PESOS] -= 1
    p.hold[PESOS] += 1
    game._event("{} <trades> {} for 1 peso.", p.name, resource_counts(a.a))


def resource_counts(items) -> str:
    """'3 goods', '1 gunpowder and 2 rum': resources named once each, with their counts."""
    parts = [plural(items.count(r), r) for r in RESOURCES if r in items]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def bury(game, p, a) -> None:
    p.hold[PESOS] -= a.a
    p.chest += a.a
    game._event("{} <buries> {}.", p.name, plural(a.a, "pesos"))


def doubloon(game, p, a) -> None:
    p.chest -= 5
    game.supply[PESOS] += 5
    game.doubloons -= 1
    p.doubloons += 1
    game._event("{} <exchanges> 5 buried pesos for a gold doubloon.", p.name)


def done_burying(game, p, a) -> None:
    game.turn += 1
    if not burying_over(game):
        game.cur = game.order[game.turn]
