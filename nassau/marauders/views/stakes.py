"""What a choice costs, pays and risks, in a few words for the play widget's buttons:
'12 gold', '+9 gold, +1 glory', 'free: with the wind', 'storm: Seamanship or hits'.

A student choosing between a frigate and a galleon, or between selling here and sailing on,
needs the numbers the rules will use. Every figure is read from the rules' own functions for
the deciding captain now (his port's prices, his ship's sale value, the wind of this turn), so
the button says what the decision will do. Nothing here is hidden from that captain: the
port's face-down modification is one he may look at before buying.
"""

from ...kernel.english import article, mention, plural, sentence
from ..rules import extensions as ext, market, missions, movement, port, recruiting, rumors, scouting, shipyard
from ..rules.checks import chance
from ..rules.scoring import stash_glory
from ..rules.state import HULL, NATION_INDEX
from ..rules.vocabulary import NPC_SLOTS
from .describe import reward, target_words
from ..seas_of_glory import captain_choice, contraband, favors, locations, loyalty, weather


def note(game, action) -> str:
    """The short words beside a legal action's button ('' when there is nothing to add)."""
    make = NOTES.get(action.kind)
    return make(game, game.players[game.cur], action) if make else ""


def pct(x) -> str:
    """An exact chance as the buttons show it: '56 %' ('under 1 %', 'over 99 %' at the ends)."""
    x = float(x)
    if 0 < x < 0.005:
        return "under 1 %"
    if 0.995 < x < 1:
        return "over 99 %"
    return f"{100 * x:.0f} %"


def _gold(n: int) -> str:
    return "free" if n == 0 else plural(n, "gold")


def _income(n: int) -> str:
    return f"+{plural(n, 'gold')}"


# --- the port -----------------------------------------------------------------------------------
def _sell(game, p, a) -> str:
    goods = a.arg
    text = _income(min(market.sale_total(game, p, goods), game.bank))
    wanted = market.demand_good(game, p.zone)
    if wanted and goods.count(wanted) >= game.comp.rules.demand_glory_at:
        text += ", +1 glory"
    return text


def _take(game, p, a) -> str:
    return _gold(market.cost(game, a.arg))


def _buy_ship(game, p, a) -> str:
    """The gold that changes hands, and why when the old ship's sale takes part: '4 gold (10
    less 6 for your sloop)'."""
    cost = shipyard.net_cost(game, p, a)
    text = _income(min(-cost, game.bank)) if cost < 0 else _gold(cost)
    value = shipyard.sale_value(game, p)
    if not value:
        return text
    price = cost + value
    return f"{text} ({price} less {value} for your {game.comp.ships[p.ship].name.lower()})"


def _place_mod(game, p, a) -> str:
    return "face down there, for any captain to buy"


def _repair(game, p, a) -> str:
    price, carpenter = shipyard.repair_price(game, p)
    return "free: the carpenter" if carpenter else _gold(price)


def _hire(game, p, a) -> str:
    return _gold(a.arg * game.comp.rules.recruit_cost)


def _sell_weapon(game, p, a) -> str:
    return _income(min(game.comp.rules.weapon_sale, game.bank))


# --- the sea ------------------------------------------------------------------------------------
def _move(game, p, a) -> str:
    cost = movement.cost(game, p, a.arg)
    words = ["free: with the wind" if cost == 0 else plural(cost, "action")]
    if cost == 2:
        words[0] += ": against the wind"
    words += dangers(game, p, game.comp.by_id[a.arg].index)
    return "; ".join(words)


def dangers(game, p, zone: int) -> list:
    """What waits for a captain sailing into ``zone``: a storm, and the NPC ships there that
    scout him as he comes in."""
    out = []
    if weather.in_storm(game, zone):                 # (the storm hides him from the NPCs there)
        if game.comp.captains[p.card].ability != "ignore-storms":
            out.append(storm_words(game, p))
        return out
    for i, npc in enumerate(game.npcs):
        if npc is not None and npc[1] == zone:
            out.append(f"{_npc(NPC_SLOTS[i])} there may attack")
    return out


def storm_words(game, p) -> str:
    """The storm's 3 random hits less the Seamanship successes: the chance to come through
    unharmed, or the hits that come whatever the dice show."""
    hits = weather.STORM_HITS
    calm = chance(game, p, "seamanship", need=hits)
    if calm > 0:
        return f"storm: {hits} random hits less your Seamanship successes, unharmed {pct(calm)}"
    surest = next(k for k in range(hits, -1, -1) if chance(game, p, "seamanship", need=k) > 0)
    return f"storm: {hits} random hits less your Seamanship successes, at least {plural(hits - surest, 'hit')}"


def _npc(slot: str) -> str:
    return f"the {slot.title()} navy" if slot in NATION_INDEX else "an NPC pirate"


def _enter_port(game, p, a) -> str:
    if a.arg == "pay":
        words = [f"1 action, {_gold(movement.BRIBE)}"]
    elif a.arg == "roll":
        words = [f"1 action, Influence {pct(chance(game, p, 'influence'))}: a failure keeps you out"]
    else:
        words = ["1 action"]
    if movement.reefs_threaten(game, p):
        sinks = ", at hull 1 the ship sinks" if p.loc[HULL] <= 1 else ""
        words.append(f"the reefs: Seamanship {pct(chance(game, p, 'seamanship'))}, or a hull hit{sinks}")
    return "; ".join(words)


# --- the rest -----------------------------------------------------------------------------------
def _raid(game, p, a) -> str:
    if not game.opts.raid_bounty:
        return ""
    nation = a.arg.title()
    return f"{article(nation)} bounty on {mention(p.name)}: {nation} ports close, its navy may attack"


def _raid_card(game, p, a) -> str:
    """What the raid's card holds: 'cocoa, value 3, escape icon'."""
    c = next(c for c in game.comp.cargo if c.id == a.arg)
    icon = "escape icon" if c.icon == "escape" else f"hit icon: {c.icon}"
    return f"{c.good}, value {c.value}, {icon}"


def _ship(game, ship_id: str) -> str:
    s = game.comp.ships[ship_id]
    return f"hull {s.toughness} · holds {s.cargo} · cannons {s.cannons} · maneuver {s.maneuverability}"


def _favor_price(game, p, a) -> str:
    return _gold(favors.PRICE)


def _draw_captain(game, p, a) -> str:
    if game.sub == "new-ship":
        return "free"
    return _gold(captain_choice.DRAW_COST)


def _contraband(game, p, a) -> str:
    return _gold(contraband.price(game, p) * len(a.arg))


def _sell_contraband(game, p, a) -> str:
    return _income(min(contraband.SALE * a.arg, game.bank))


def _absolve(game, p, a) -> str:
    return _gold(locations.ABSOLVE_COST * a.arg[1])


def crew_loss(game, p) -> str:
    """What a step of loyalty lost does to this crew: 'crew grows angry', or the mutiny's roll."""
    after = loyalty.after_loss(game, p)
    if after is None:
        return ""
    if after == loyalty.MUTINY:
        return sentence("mutiny: Leadership {}, or {} <is> killed", [pct(chance(game, p, "leadership")), p.name])
    return f"crew grows {loyalty.LEVELS[after].lower()}"


def _stash(game, p, a) -> str:
    """The hidden glory the gold adds (counted at the end and toward the win), then what the
    crew thinks of it."""
    more = stash_glory(game, p.stash + a.arg) - stash_glory(game, p.stash)
    words = [f"+{plural(more, 'hidden glory point')}" if more else "no glory point yet",
             "safe if the captain dies"]
    loss = crew_loss(game, p)
    return "; ".join(words + ([loss] if loss else []))


def _end_turn(game, p, a) -> str:
    return crew_loss(game, p) if loyalty.ends_turn_in_start_port(game, p) else ""


def _pay_crew(game, p, a) -> str:
    after = loyalty.LEVELS[loyalty.level(game, p) - 1].lower()
    return f"{_gold(loyalty.price(game, p))}: crew {after}"


# --- the checks: their exact chances, from the rules' own dice -----------------------------------------
def _scout_merchant(game, p, a) -> str:
    if game.comp.zones[p.zone].id == "cartagena":
        return "1 action; found without a roll"
    return f"1 action; found {pct(chance(game, p, 'scouting', scouting.merchant_bonus(game, p)))}"


def _scout_ship(side_of):
    def note(game, p, a) -> str:
        found = pct(chance(game, p, "scouting", scouting.target_bonus(game, p, side_of(game, a))))
        return f"1 action; found {found}, then a fight"
    return note


def _recruit(game, p, a) -> str:
    if recruiting.free_fill(game, p):
        return "the crew fills free, no roll"
    return f"Leadership {pct(chance(game, p, 'leadership'))}: the crew fills free; else hire at " \
           f"{plural(game.comp.rules.recruit_cost, 'gold')} a sailor"


def _rumor(game, p, a) -> str:
    found = pct(chance(game, p, "influence", rumors.acquire_bonus(game, p)))
    return f"{_gold(rumors.cost(game, p))}; Influence {found} for a card"


def _take_mission(game, p, a) -> str:
    m = next(game.comp.missions[c] for c in game.board_missions if game.comp.missions[c].id == a.arg)
    won = pct(chance(game, p, m.claim_skill, missions.claim_bonus(game, p, m), m.claim_successes))
    return f"{m.claim_skill.title()} ({plural(m.claim_successes, 'success')}) {won}; {_task(m)}"


def _task(m) -> str:
    """What a mission asks and pays: 'bring food to St. John for 1 glory point and 6 gold'."""
    return f"{target_words(m)} for {reward(m.glory, m.gold)}"


def _done(game, p, a) -> str:
    """What completing a held mission pays (the bank pays what it has)."""
    m = next(game.comp.missions[c] for c in p.missions if game.comp.missions[c].id == a.arg)
    parts = ([f"+{m.glory} glory"] if m.glory else []) + \
            ([_income(min(m.gold, game.bank))] if m.gold else [])
    return ", ".join(parts) or "no reward"


def _mod(game, p, a) -> str:
    """The modification this port sells (its face-down card the buyer may look at) and its price."""
    mod = game.comp.mods[game.port_mods[p.zone]]
    return f"{mod.effect.replace('-', ' ')}, {_gold(shipyard.mod_price(game, p))}"


def _prove(game, p, a) -> str:
    r = next(game.comp.rumors[c] for c in p.rumors if game.comp.rumors[c].id == a.arg)
    true = pct(chance(game, p, r.skill, rumors.prove_bonus(game, p), r.successes))
    return f"1 action; {r.skill.title()} ({plural(r.successes, 'success')}) {true}"


def _npc_side(game, a) -> int:
    from ..rules.sides import NPC
    return NPC + NPC_SLOTS.index(a.arg)


NOTES = {
    "sell": _sell, "take": _take, "redraw": lambda game, p, a: _gold(port.REDRAW_COST),
    "buy-ship": _buy_ship, "buy-ship-with-mods": _buy_ship, "repair": _repair,
    "buy-mod": _mod, "deliver": _done, "complete": _done, "place-mod": _place_mod,
    "buy-weapon": lambda game, p, a: _gold(shipyard.weapon_price(game, p)), "sell-weapon": _sell_weapon,
    "hire": _hire,
    "move": _move, "enter-port": _enter_port, "raid": _raid, "ship": lambda game, p, a: _ship(game, a.arg),
    "buy-favor": _favor_price, "pay-crew": _pay_crew, "draw-captain": _draw_captain,
    "buy-contraband": _contraband, "sell-contraband": _sell_contraband, "absolve": _absolve,
    "stash": _stash, "end-turn": _end_turn, "discard-card": _raid_card, "exchange-card": _raid_card,
    "draw-card": lambda game, p, a: "a success for one more card: plunder, or a hit or an escape",
    "scout-merchant": _scout_merchant, "scout-npc": _scout_ship(_npc_side),
    "scout-captain": _scout_ship(lambda game, a: game.seat_of(a.arg)),
    "recruit": _recruit, "rumor": _rumor, "take-mission": _take_mission, "prove": _prove,
}
