"""Plain-English descriptions of Merchants & Marauders decisions (``Action.describe()``).

An action knows only its notation, not the game, so zones and cards are named by their ids:
these are its kind's words, declared with the kind (:mod:`..rules.kinds`). In a game,
:func:`in_game` says more of some kinds: the ship's numbers, the card's text, the price here.
"""

from ...kernel.english import article, plural, sentence
from ..rules import components as C, movement
from ..rules.kinds import KINDS
from ..rules.vocabulary import MISSION_KINDS


def action(a) -> str:
    """What the action does, in a phrase: its kind's words (:mod:`..rules.kinds`)."""
    kind = KINDS.get(a.kind)
    if kind is None or kind.words is None:      # a glory card: the widget says the card's text
        return a.notation
    return kind.describe(a)


# ``draw captain`` for a dead captain's successor (game.py's "new-ship"), not the setup's paid draw
REDRAW_NEW_CAPTAIN = "draw another captain (an NPC pirate waits in this one's home waters)"


def in_game(game, a) -> str:
    """What the action does in this game's decision: as :func:`action`, but ``draw captain``
    says which of its two uses it is."""
    if a.kind == "draw-captain" and game.sub == "new-ship":
        return REDRAW_NEW_CAPTAIN
    make = IN_GAME.get(a.kind)
    return make(game, a) if make else action(a)


def _skull_hit(game, a) -> str:
    """A skull hit lands on the deciding captain's own ship: where, how much is left there,
    and what this hit does there (sinks the ship, throws goods overboard)."""
    from ..rules.holds import aboard
    from ..rules.sides import top
    from ..rules.state import CARGO, HULL, LOCATIONS
    p, where = game.players[game.cur], a.arg
    i = LOCATIONS.index(where)
    now, most = p.loc[i], top(game, p.seat)[i]
    text = sentence("put the skull hit on {}<'s> own {}: {} of {} left", [p.name, where, now, most])
    if i == HULL and now <= 1:
        return text + sentence("; the ship sinks and {} <drowns>", [p.name])
    if i == CARGO and aboard(game, p) > now - 1:
        return text + "; a good over the holds goes overboard"
    return text


# --- what a decision does in this game: the ships, captains, cards and zones it names ------------
def ship_stats(game, ship_id: str) -> str:
    """'hull and masts 3, holds 2, crew 2, cannons 1, maneuverability 3' (the ship card)."""
    s = game.comp.ships[ship_id]
    return (f"hull and masts {s.toughness}, holds {s.cargo}, crew {s.crew}, cannons {s.cannons}, "
            f"maneuverability {s.maneuverability}")


def _ship(game, a) -> str:
    return f"take a {game.comp.ships[a.arg].name.lower()}: {ship_stats(game, a.arg)}"


def _buy_ship(game, a) -> str:
    from ..rules import shipyard
    p = game.players[game.cur]
    new = game.comp.ships[shipyard.bought(a)]
    value = shipyard.sale_value(game, p)
    old = game.comp.ships[p.ship].name.lower()
    head = action(a) if a.kind == "buy-ship-with-mods" else f"buy a {new.name.lower()}"
    return (f"{head}: {ship_stats(game, new.id)}; {plural(shipyard.ship_price(game, p, new), 'gold')}, "
            f"less {plural(value, 'gold')} for the {old}")


def _keep_captain(game, a) -> str:
    from ..rules.vocabulary import ABILITIES
    c = next(c for c in game.comp.captains if c.id == a.arg)
    home = game.comp.by_id[c.home].name
    return (f"keep {c.name} ({c.nation.title()}, home port {home}): Seamanship {c.seamanship}, Scouting "
            f"{c.scouting}, Leadership {c.leadership}, Influence {c.influence}; {ABILITIES.get(c.ability, c.ability)}")


def _move(game, a) -> str:
    zone = game.comp.by_id[a.arg]
    cost = movement.cost(game, game.players[game.cur], a.arg)
    return f"sail to {zone.phrase} ({'no action: the wind carries you' if cost == 0 else plural(cost, 'action')})"


def _buy_mod(game, a) -> str:
    from ..rules.vocabulary import MOD_EFFECTS
    p = game.players[game.cur]
    mod = game.comp.mods[game.port_mods[p.zone]]
    name = mod.effect.replace("-", " ")
    return f"buy this port's ship modification, {name}: {MOD_EFFECTS.get(mod.effect, mod.effect)}"


def _weapon(game, a) -> str:
    from ..rules.vocabulary import WEAPONS
    verb = "buy" if a.kind == "buy-weapon" else "sell"
    return f"{verb} the special weapon {a.arg.replace('-', ' ')} ({WEAPONS.get(a.arg, 'a special weapon')})"


def reward(glory: int, gold: int) -> str:
    """'2 glory points and 15 gold', or 'nothing'."""
    parts = ([plural(glory, "glory point")] if glory else []) + ([plural(gold, "gold")] if gold else [])
    return " and ".join(parts) or "nothing"


def place_name(zone_id: str) -> str:
    """A zone's name: the board's ('basse-terre' is 'Basse-Terre'), else made from the id."""
    zone = C.default_components().by_id.get(zone_id)
    return zone.name if zone is not None else str(zone_id).replace("-", " ").title()


def target_words(m) -> str:
    t = m.target
    if m.kind == "deliver":
        return f"bring {t['good']} to {place_name(t['zone'])}"
    if m.kind == "escort":
        return f"escort the mission's charge to {place_name(t['zone'])}"
    if m.kind == "hunt":
        return "defeat an NPC navy" if t["npc"] == "navy" else "defeat an NPC pirate"
    if m.kind == "raid":
        return f"raid a {str(t['nation']).title()} merchant"
    return MISSION_KINDS.get(m.kind, m.kind)


def proving_words(r, comp) -> str:
    """How a rumor is proven, for its holder: where, which check, and what it brings."""
    zone = comp.by_id[r.zone]
    if r.kind == "informant":
        where = f"in port at {zone.port or zone.name}"
    elif zone.port:
        where = f"at sea in {zone.name}'s zone, not in its port"
    else:
        where = f"at sea in {zone.phrase}"
    gain = reward(r.glory, r.gold)
    if r.kind == "wreck":
        gain = "cargo cards from the wreck" + ("" if gain == "nothing" else f", and {gain}")
    return (f"prove it {where}: a {r.skill.title()} check with {plural(r.successes, 'success')} (1 action); "
            f"reward {gain}")


def _prove(game, a) -> str:
    r = next(r for r in game.comp.rumors if r.id == a.arg)
    return f"prove the rumor {r.name} here: {proving_words(r, game.comp).partition(': ')[2]}"


def _claim(game, a) -> str:
    m = next(m for m in game.comp.missions if m.id == a.arg)
    return (f"claim the mission {m.name}: {article(m.claim_skill.title())} check with "
            f"{plural(m.claim_successes, 'success')}; then {target_words(m)} for {reward(m.glory, m.gold)}")


def _rumor(game, a) -> str:
    from ..rules.rumors import cost
    price = cost(game, game.players[game.cur])
    return ("roll Influence for a rumor card (free here)" if price == 0 else
            f"pay {plural(price, 'gold')} and roll Influence for a rumor card")


def _raid(game, a) -> str:
    nation = a.arg.title()
    text = f"raid the merchant as {article(nation)} merchant"
    if game.opts.raid_bounty:
        me = game.players[game.cur].name
        text += sentence(": {} <gets> " + article(nation) + " bounty, {} ports close to {}, and the {} navy may "
                         "attack {}", [me, nation, me, nation, me])
    return text


IN_GAME = {"hit": _skull_hit, "ship": _ship, "buy-ship": _buy_ship, "buy-ship-with-mods": _buy_ship,
           "keep-captain": _keep_captain, "move": _move, "buy-mod": _buy_mod, "buy-weapon": _weapon,
           "sell-weapon": _weapon, "prove": _prove, "raid": _raid, "take-mission": _claim,
           "rumor": _rumor}
