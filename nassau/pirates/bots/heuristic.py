"""Computer players for Pirates of Nassau, and a loop that plays a game with them.

    from nassau import pirates
    from nassau.pirates.bots.heuristic import HeuristicBot, RandomBot, play
    game = play(pirates.new_game(4, seed=7), [HeuristicBot(), RandomBot(1), RandomBot(2), RandomBot(3)])
    game.winner()

Every bot has ``choose(game) -> Action``, which returns one of ``game.legal_actions()``
and never changes the game. Bots draw randomness only from their own :class:`Rng`.
"""

from ...kernel.bots import RandomBot, play  # noqa: F401 (importable from here, as documented)
from ...kernel.rng import Rng
from ..rules import movement
from ..rules.components import ITEMS, RESOURCES
from ..rules.state import GOODS, GUNPOWDER, HOSTAGES, ITEM_INDEX, PESOS, RUM

# --- what things are worth to the heuristic, in rough "victory point" units --------------
W_INFAMY = 0.5        # one infamy point (a category where totals run into the tens)
ITEM_VALUE = (1.0, 0.5, 0.5, 0.5, 1.2)   # pesos, gunpowder, goods, rum, hostages (3 infamy on the plank)
SOLD_VALUE = 1 / 3    # a resource after the last purchase: three sell for one peso
W_WIND = 0.6          # a trade-wind token: +1 infamy at step 3 or a die changed by one
W_SHIP = 1.0          # one point of the best-ship measure
W_MOTLEY = 1.0        # one point of the motley-crew measure
W_STAT = 1.6          # a permanent +1 sail or +1 cannon, for the rounds still to come
W_HOLD = 0.5          # one more hold space
CARD_COST = 0.15      # playing a captain card now: weaker cards stay for later passes
BOOST_COST = 0.4      # spending a one-shot boost tile
LOOKAHEAD = 0.5       # weight of the best follow-up move when choosing a move
RESERVE_FROM = 4      # keep the strongest captain card for the Navy from this much infamy
FREE_SPACE = 3        # hold spaces to clear (by selling resources) before a new round


# Styles: which scoring categories a heuristic bot leans towards (overrides of the weights above).
STYLES = {
    "balanced": {},
    "raider": {"W_INFAMY": 1.0, "W_STAT": 2.2, "W_SHIP": 0.6, "W_MOTLEY": 0.6},
    "builder": {"W_SHIP": 1.8, "W_MOTLEY": 1.8, "W_INFAMY": 0.3},
    "hoarder": {"ITEM_VALUE": (1.6, 0.5, 0.5, 0.5, 1.2), "W_INFAMY": 0.3, "W_SHIP": 0.7, "W_MOTLEY": 0.7},
}


class HeuristicBot:
    """Plays by rules of thumb: plunder what it can beat, sack what it can take, spend the
    Navy's card wisely, buy upgrades that fit the ship and bury the rest.

    ``style`` (see STYLES) shifts what it values: "balanced", "raider" (infamy and a strong
    ship), "builder" (best ship and motley crew) or "hoarder" (buried treasure).
    """

    def __init__(self, seed: int = 0, style: str = "balanced"):
        if style not in STYLES:
            raise ValueError(f"unknown style {style!r}; one of {', '.join(STYLES)}")
        self.rng = Rng(seed)   # same signature as RandomBot; the rules of thumb themselves are deterministic
        self.style = style

    def choose(self, game):
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        p = game.players[game.cur]
        with _weights(STYLES[self.style]):
            want = DECIDE[game.sub](game, p, legal)
        found = legal.get(want) if isinstance(want, str) else None
        # a rule of thumb that names an illegal action must not stop the game
        return found if found is not None else _fallback(legal)

    def __repr__(self):
        return "HeuristicBot()" if self.style == "balanced" else f"HeuristicBot(style={self.style!r})"


class _weights:
    """Swap a style's weights into this module for one decision (bots decide one at a time)."""

    def __init__(self, overrides):
        self.overrides = overrides

    def __enter__(self):
        g = globals()
        self.saved = {k: g[k] for k in self.overrides}
        g.update(self.overrides)

    def __exit__(self, *exc):
        globals().update(self.saved)


def _fallback(legal):
    for word in ("pass", "done"):
        if word in legal:
            return legal.get(word)
    return legal[0]


# --- helpers about the player's ship and hand ------------------------------------------
def hand(game, p) -> list:
    """The player's unplayed captain cards, one per value, weakest first."""
    seen = {}
    for i, free in enumerate(p.captains):
        if free:
            c = game.comp.captains[i]
            seen.setdefault(c.label, c)
    return sorted(seen.values(), key=lambda c: (c.sail + c.cannon, c.cannon))


def pirate_hand(game, p) -> list:
    """Cards the pirate phase may spend: the strongest stays for the Navy once infamy is worth guarding.

    Not in round 1: the infamy then is only the setup's order (1 to n by the setup roll), and
    keeping the 3/3 card there cost the last to sail, who starts on 4, most of its merchants
    (it won 14 % of 4-player games instead of a quarter; issue 17)."""
    cards = hand(game, p)
    if len(cards) > 1 and p.infamy >= RESERVE_FROM and game.round > 1:
        cards = cards[:-1]
    return cards


def boost_tiles(game, p) -> list:
    return [k for _, k in game.ship.ready_tiles(p, "boost", game.opts.new_tiles_usable_same_round)]


def fight_plan(game, p, sail, cannon, foe_sail, foe_cannon, cards):
    """The cheapest (cost, card, boost tiles) that beats a foe, or None.

    ``sail``/``cannon`` are the ship's values (with any boost already called);
    ``foe_sail`` None means sail does not count (sacking a port).
    """
    boosts = boost_tiles(game, p)
    best = None
    for mask in range(1 << len(boosts)):
        used = [k for j, k in enumerate(boosts) if mask >> j & 1]
        s = sail + sum(k.sail for k in used)
        c = cannon + sum(k.cannon for k in used)
        for card in cards:   # weakest first: the first card that wins is the one to play
            if (foe_sail is None or s + card.sail > foe_sail) and c + card.cannon > foe_cannon:
                cost = CARD_COST * (card.sail + card.cannon) + BOOST_COST * len(used)
                if best is None or cost < best[0]:
                    best = (cost, card, used)
                break
    return best


def _plan_first(plan, verb) -> str:
    """The first action of a fight plan: call a boost tile, or fight with the card."""
    _, card, used = plan
    return f"use {used[0].code}" if used else f"{verb} {card.label}"


def stow_gain(game, p, items) -> float:
    """Value added by loot ``items`` ((item index, n) pairs), throwing cheaper things overboard if full."""
    held = [ITEM_VALUE[i] for i in range(5) for _ in range(p.hold[i])]
    new = [ITEM_VALUE[i] for i, n in items for _ in range(min(n, game.supply[i]))]
    cap = game.ship.capacity(p)
    best = sorted(held + new, reverse=True)[:cap]
    return sum(best) - sum(sorted(held, reverse=True)[:cap])


def p_last_round(game) -> float:
    """Chance that the Game End card comes up at this round's step 6, from public knowledge:
    which Navy cards are still unseen (phase 1 cards lie above the phase 2 cards)."""
    taken = game.n * game.round if game.step in ("buy", "overflow", "bury") else game.n * (game.round - 1)
    unseen = game.navy_deck[: max(0, len(game.navy_deck) - taken)]
    phase1 = sum(game.comp.navy[i].phase == 1 for i in unseen)
    phase2 = len(unseen) - phase1
    if phase2 <= 0:
        return 1.0
    return min(1.0, max(0, game.n - phase1) / phase2)


# --- step 2: what a space offers --------------------------------------------------------
def act_options(game, p, pos, cards) -> list:
    """(value, first action) for everything p could do at ``pos`` with these captain cards."""
    sp = game.comp.spaces[pos]
    out = [(0.0, "pass")]
    sail = game.ship.sail(p) + p.boost[0]
    if sp.kind == "route" and game.routes[pos] >= 0:
        m = game.comp.merchants[game.routes[pos]]
        plan = fight_plan(game, p, sail, game.ship.cannon(p) + p.boost[1], m.sail, m.cannon, cards)
        if plan:
            loot = [(PESOS, 1)] + [(ITEM_INDEX[k], n) for k, n in m.loot]
            value = W_INFAMY * (m.sail + m.cannon) + stow_gain(game, p, loot) - plan[0]
            out.append((value, _plan_first(plan, "plunder")))
    if sp.kind != "port" and not p.wind and game.winds:
        out.append((W_WIND, "winds"))
    if sp.kind == "port" and pos not in game.sacked:
        out.extend(_port_options(game, p, sp, cards))
    return out


def _port_options(game, p, sp, cards) -> list:
    out = []
    plan = fight_plan(game, p, 0, game.ship.cannon(p, "sack") + p.boost[1], None, 4 + sp.zone, cards)
    if plan:
        value = 10 * W_INFAMY + stow_gain(game, p, [(PESOS, 2 * sp.zone)]) - plan[0]
        out.append((value, _plan_first(plan, "sack")))
    tile = _ready(game, p, "smuggle")
    n = (1 if sp.zone < 3 else 2) + p.smuggle_bonus + (tile.amount if tile else 0)
    ransom = max(0.0, sp.zone - ITEM_VALUE[HOSTAGES]) if p.hold[HOSTAGES] else 0.0
    for opt in sp.smuggle:
        i = ITEM_INDEX[opt]
        if game.supply[i]:
            value = stow_gain(game, p, [(i, n)]) + ransom + 0.01   # a little better than passing
            out.append((value, f"use {tile.code}" if tile else f"smuggle {opt}"))
    return out


def _ready(game, p, effect):
    tiles = game.ship.ready_tiles(p, effect, game.opts.new_tiles_usable_same_round)
    return tiles[0][1] if tiles else None


def best_act(game, p, pos, cards, cache=None) -> tuple:
    if cache is not None and pos in cache:
        return cache[pos]
    best = max(act_options(game, p, pos, cards), key=lambda o: o[0])
    if cache is not None:
        cache[pos] = best
    return best


# --- step 2: moving -----------------------------------------------------------------------
def move_values(game, p, dice, cards) -> list:
    """(value, notation) of every move with these dice: the act at the target plus half the best follow-up."""
    jump = game.opts.midpoint_jump_14_to_7
    first = p.moves == 0
    cache, out = {}, []
    for face in sorted(set(dice)):
        rest = list(dice)
        rest.remove(face)
        for delta in ((0, 1, -1) if p.wind else (0,)):
            if not 1 <= face + delta <= 7:
                continue
            for t in sorted(movement.targets(p.pos, face + delta, first, jump)):
                value = best_act(game, p, t, cards, cache)[0] - (W_WIND if delta else 0)
                if rest and p.moves < 2:
                    value += LOOKAHEAD * _follow_up(game, p, t, rest, cards, cache)
                out.append((value, f"{face}>{t}" if delta == 0 else f"{face}{delta:+d}>{t}"))
    return out


def _follow_up(game, p, pos, dice, cards, cache) -> float:
    jump = game.opts.midpoint_jump_14_to_7
    return max(best_act(game, p, t, cards, cache)[0] for f in set(dice) for t in movement.targets(pos, f, False, jump))


def decide_move(game, p, legal):
    if "plank" in legal and p.held() >= game.ship.capacity(p):
        return "plank"                          # room for loot, and +3 infamy
    wind = _ready(game, p, "wind")
    if wind and not p.wind and game.winds:
        return f"use {wind.code}"               # a free trade-wind token
    cards = pirate_hand(game, p)
    moves = [m for m in move_values(game, p, p.dice, cards) if m[1] in legal]
    best = max(moves, key=lambda m: m[0]) if moves else (0.0, None)
    reroll = _reroll(game, p, cards, best[0])
    return reroll or best[1]


def _reroll(game, p, cards, current):
    """A reroll tile's use when rerolling one die is expected to find a clearly better move."""
    tile = _ready(game, p, "reroll")
    if not tile:
        return None
    best_face, best_gain = None, 0.5
    for face in sorted(set(p.dice)):
        rest = list(p.dice)
        rest.remove(face)
        expect = sum(max(v for v, _ in move_values(game, p, rest + [r], cards)) for r in range(1, 7)) / 6
        if expect - current > best_gain:
            best_face, best_gain = face, expect - current
    return f"use {tile.code}:{best_face}" if best_face else None


def decide_act(game, p, legal):
    wind = _ready(game, p, "wind")
    if wind and not p.wind and game.winds and f"use {wind.code}" in legal:
        return f"use {wind.code}"
    options = [o for o in act_options(game, p, p.pos, pirate_hand(game, p)) if o[1] in legal]
    return max(options, key=lambda o: o[0])[1] if options else "pass"


def decide_ransom(game, p, legal):
    zone = game.comp.spaces[p.pos].zone
    if zone * ITEM_VALUE[PESOS] < 3 * W_INFAMY:
        return "plank"                          # 3 infamy beats a small ransom
    tile = _ready(game, p, "ransom")
    return f"use {tile.code}" if tile and f"use {tile.code}" in legal else "ransom"


def decide_stow(game, p, legal):
    """Keep the most valuable items: throw the cheapest held item over for a dearer one, take the rest."""
    pending = [i for i in range(5) if game.pending[i]]
    if not pending:
        return "done"
    top = max(pending, key=lambda i: ITEM_VALUE[i])
    if p.held() < game.ship.capacity(p):
        return f"take {ITEMS[top]}"
    held = [i for i in range(5) if p.hold[i]]
    low = min(held, key=lambda i: ITEM_VALUE[i]) if held else None
    if low is not None and ITEM_VALUE[low] < ITEM_VALUE[top]:
        return f"discard {ITEMS[low]}"
    return "done"


# --- steps 3 and 4 -------------------------------------------------------------------------
def decide_infamy(game, p, legal):
    if "wind" in legal:
        return "wind"
    tile = _ready(game, p, "infamy")
    if tile and f"use {tile.code}" in legal:
        return f"use {tile.code}"
    if "plank" in legal:
        return "plank"
    return "done"


def decide_collide(game, p, legal):
    return "up"


def navy_loss(game, p, card, captain, boost=(0, 0)) -> float:
    """What facing this Navy card with this captain card is expected to cost."""
    if not card.ship:
        return 0.0
    sail = game.ship.sail(p, "navy") + p.boost[0] + boost[0] + (captain.sail if captain else 0)
    cannon = game.ship.cannon(p, "navy") + p.boost[1] + boost[1] + (captain.cannon if captain else 0)
    escaped, beaten = sail > card.sail, cannon > card.cannon
    if escaped and beaten:
        return 0.0
    infamy, goods = _penalty_costs(game, p)
    # a penalty that happens to cost nothing is still worse than getting away free
    return 0.01 + (min(infamy, goods) if escaped or beaten else infamy + goods)


def _penalty_costs(game, p) -> tuple:
    from ..rules.navy import counted
    goods = sum(p.hold[i] for i in counted(game, p)) // 2
    return W_INFAMY * (p.infamy // 2), ITEM_VALUE[GOODS] * goods


def decide_navy(game, p, legal):
    options = _navy_options(game, p, (0, 0))
    best = min(options)
    boosts = boost_tiles(game, p)
    if boosts and best[0] > 0:
        total = (sum(k.sail for k in boosts), sum(k.cannon for k in boosts))
        if min(_navy_options(game, p, total))[0] < best[0]:
            return f"use {boosts[0].code}"      # the boosts turn a loss into a better outcome
    return best[2]


def _navy_options(game, p, boost) -> list:
    """(loss, card strength, notation) for each face-up card and captain card."""
    cards = hand(game, p) or [None]
    out = []
    for ci in game.navy_display:
        card = game.comp.navy[ci]
        if not card.ship:
            out.append((0.0, -1, "navy empty"))
            continue
        for c in cards:
            text = f"navy {card.label} {c.label}" if c else f"navy {card.label}"
            out.append((navy_loss(game, p, card, c, boost), (c.sail + c.cannon) if c else 0, text))
    return out


def decide_penalty(game, p, legal):
    infamy, goods = _penalty_costs(game, p)
    return "penalty infamy" if infamy < goods else "penalty goods"


def decide_lose(game, p, legal):
    """Lose the resource there is most of, keeping a mix for buying upgrades."""
    kinds = [i for i in (GUNPOWDER, GOODS, RUM) if p.hold[i] and f"lose {ITEMS[i]}" in legal]
    return f"lose {ITEMS[max(kinds, key=lambda i: p.hold[i])]}" if kinds else None


# --- step 5: Nassau ---------------------------------------------------------------------------
def tile_value(game, p, k, later: float) -> float:
    """What owning tile kind k is worth: its scoring now, its effect for ``later`` (0..1) rounds."""
    v = W_SHIP * (k.best_ship if k.type != "crew" else 0) + W_MOTLEY * (k.motley if k.type == "crew" else 0)
    eff = k.effect
    if eff in ("sail", "cannon"):
        v += later * W_STAT * k.amount * (0.5 if k.when else 1.0)
    elif eff == "hold":
        v += later * W_HOLD * k.amount
    elif eff == "boost":
        v += later * 0.8 * (k.sail + k.cannon)
    elif eff == "infamy":
        v += later * W_INFAMY * k.amount
    elif eff in ("reroll", "wind", "gain", "smuggle", "ransom"):
        v += later * 0.6
    return v


def buy_options(game, p) -> list:
    """(net value, notation, cost) of every purchase that would fit the ship, affordable or not."""
    comp = game.comp
    later = 1.0 - p_last_round(game)
    out = list(_tile_buys(game, p, later))
    if p.extra < comp.max_extra:
        sec = comp.extra_sections[p.extra]
        gain = W_SHIP * sec.best_ship + later * (W_HOLD * sec.hold + 0.5)   # 0.5: the new slots
        out.append((gain, "buy section", comp.costs["section"]))
    each = resource_value(game)
    return [(g - each * sum(cost), text, cost) for g, text, cost in out]


def _tile_buys(game, p, later):
    """(gain, notation, cost) for each tile on sale and each slot of p's ship it fits."""
    comp, ship = game.comp, game.ship
    seen = set()
    for stack in game.harbour:
        for t in stack:
            k = comp.tiles[t]
            if k.code in seen:
                continue
            seen.add(k.code)
            for i, slot in enumerate(ship.slots):
                if slot.type != k.type or slot.colour != k.colour or not ship.owned_slot(p, i) or \
                        (k.only_on and slot.section not in k.only_on):
                    continue
                old = p.tiles[i]   # a replaced tile goes back in the box: its value is lost
                lost = tile_value(game, p, comp.tiles[old], later) if old >= 0 else 0.0
                yield tile_value(game, p, k, later) - lost, f"buy {k.code} {slot.id}", comp.costs[k.type]


def resource_value(game) -> float:
    """A resource in Nassau: half a peso (what an exchange pays), less if the game may end now.

    Never more than half a peso, so exchanging alone never looks like a gain."""
    last = p_last_round(game)
    return (1 - last) * ITEM_VALUE[GOODS] + last * SOLD_VALUE


def _missing(game, p, cost) -> list:
    """Resources (hold index, count) still needed to pay ``cost``."""
    return [(i, n - p.hold[i]) for i, n in zip((GUNPOWDER, GOODS, RUM), cost) if p.hold[i] < n]


def _exchanges(game, p, cost):
    """Pesos the exchanges completing ``cost`` need, or None if the supply cannot cover them."""
    pesos = 0
    for i, n in _missing(game, p, cost):
        if game.supply[i] < n:
            return None
        pesos += (n + 1) // 2
    return pesos


def decide_buy(game, p, legal):
    gain = _gain_use(game, p, legal)
    if gain:
        return gain
    best, each = None, resource_value(game)
    for value, text, cost in buy_options(game, p):
        pesos = _exchanges(game, p, cost)
        if pesos is None or pesos > p.hold[PESOS]:
            continue
        value -= pesos * (ITEM_VALUE[PESOS] - 2 * each)
        if value > 0 and (best is None or value > best[0]) and (pesos or text in legal):
            best = (value, text, cost)
    if best is None:
        return "pass"
    missing = _missing(game, p, best[2])
    return f"exchange {ITEMS[missing[0][0]]}" if missing else best[1]


def _gain_use(game, p, legal):
    """Use a 'take one item' tile now (it is lost otherwise): the scarcest resource, or pesos."""
    for a in legal:
        if a.kind == "use" and a.b is not None and not isinstance(a.b, int):
            options = [x for x in legal if x.kind == "use" and x.a == a.a]
            return min(options, key=lambda x: (p.hold[ITEM_INDEX[x.b]], x.b)).notation
    return None


def decide_overflow(game, p, legal):
    if "plank" in legal:
        return "plank"
    held = [i for i in range(5) if p.hold[i]]
    return f"discard {ITEMS[min(held, key=lambda i: (ITEM_VALUE[i], -p.hold[i]))]}"


def decide_bury(game, p, legal):
    """Sell surplus resources (all of them before the likely last step 6), then bury every peso."""
    last = p_last_round(game) >= 0.5
    crowded = game.ship.capacity(p) - p.resources() - p.hold[HOSTAGES] < FREE_SPACE
    if last or crowded:
        sells = [a for a in legal if a.kind == "sell"]
        if sells:
            return max(sells, key=lambda a: sum(p.hold[RESOURCES.index(r) + 1] for r in a.a)).notation
    if p.hold[PESOS]:
        return f"bury {p.hold[PESOS]}"
    return "done"


DECIDE = {
    "move": decide_move, "act": decide_act, "ransom": decide_ransom, "stow": decide_stow,
    "infamy": decide_infamy, "collide": decide_collide, "navy": decide_navy, "penalty": decide_penalty,
    "lose": decide_lose, "buy": decide_buy, "overflow": decide_overflow, "bury": decide_bury,
}
