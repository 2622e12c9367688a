"""Plain-English descriptions of Merchants & Marauders decisions (``Action.describe()``).

An action knows only its notation, not the game, so zones and cards are named by their ids.
"""

from ...kernel.english import article, plural, sentence, series
from ..rules import components as C, movement
from ..rules.vocabulary import MISSION_KINDS

WORDS = {
    "enter-port": "sail into this zone's port (1 action)",
    "leave-port": "leave the port for the open sea of this zone (1 action)",
    "scout-merchant": "look for the merchant in this zone (1 action): found, it may be raided",
    "port": "take the port action (1 action, once a turn): trade, repair, buy, stash",
    "end-turn": "end the turn, leaving the actions not taken",
    "buy-goods": "draw cargo cards to buy from",
    "take-nothing": "buy none of the cargo cards drawn",
    "buy-mod": "buy this port's ship modification",
    "recruit": "roll Leadership to fill the crew",
    "rumor": "pay and roll Influence for a rumor card",
    "done": "end the port action",
    "let-go": "let the merchant found go",
    "draw-card": "spend a success of the raid on one more cargo card",
    "resolve": "end the raid: its hits, its escape or its plunder",
    "keep-nothing": "keep none of the raid's goods",
    "shoot": "declare shoot: fire the cannons this naval round",
    "board": "declare board: if the contest is won, crew combat follows",
    "flee": "declare flee: escape if the contest is won and the other side rolled no success",
    "claim-ship": "take the defeated ship in place of this one",
    "leave-ship": "keep this ship and leave the defeated one",
}

WEAPON_WORDS = {"chain-shot": "with chain shot (skull hits go to the masts)",
                "grapeshot": "with grapeshot (skull hits go to the crew)",
                "grappling-hooks": "with grappling hooks (a re-roll of the contest)"}


def action(a) -> str:
    """What the action does, in a phrase."""
    arg = a.arg
    if a.kind in ("shoot", "board") and arg:
        return f"{WORDS[a.kind].split(':')[0]} {WEAPON_WORDS.get(arg, 'with ' + str(arg))}"
    if a.kind in WORDS and arg is None:
        return WORDS[a.kind]
    make = ARGUED.get(a.kind)
    return make(arg) if make else a.notation


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


def _npc(slot: str) -> str:
    return f"the NPC {slot.split('-')[1]} pirate" if slot.startswith("pirate-") else f"the {slot.title()} navy"


def _goods(goods) -> str:
    return ", ".join(goods)


def _with_mods(ship: str, mods) -> str:
    """St John: ``mods`` None moves all the old ship's modifications, else the kinds named."""
    if mods is None:
        return f"buy a {ship}, moving all the old ship's modifications to it (1 gold each)"
    names = series(len(mods)).format(*(m.replace("-", " ") for m in mods))
    return f"buy a {ship}, moving the {names} to it ({plural(len(mods), 'gold')}); the old ship's other " \
           f"modifications go back to the ports"


ARGUED = {
    "move": lambda zone: f"sail to the sea zone {zone} (1 action)",
    "scout-npc": lambda slot: f"look for {_npc(slot)} in this zone (1 action): found, a fight starts",
    "scout-captain": lambda name: f"look for {name} in this zone (1 action): found, a fight starts",
    "sell": lambda goods: f"sell {_goods(goods)}",
    "take": lambda goods: f"buy {_goods(goods)} from the cards drawn",
    "keep": lambda goods: f"keep {_goods(goods)} from the raid",
    "stash": lambda n: f"put {plural(n, 'gold')} in the stash (hidden glory: 1 for every 10)",
    "withdraw": lambda n: f"take {plural(n, 'gold')} out of the stash",
    "hire": lambda n: f"pay for {n} crew",
    "ship": lambda ship: f"take a {ship} as the captain's ship",
    "buy-ship": lambda ship: f"buy a {ship} (the old ship is sold)",
    "buy-weapon": lambda kind: f"buy a special weapon: {kind}",
    "sell-weapon": lambda kind: f"sell a special weapon: {kind}",
    "repair": lambda where: f"repair one point of the {where}",
    "take-mission": lambda mission: f"claim the mission {mission} (its skill check)",
    "discard-glory": lambda card: f"discard the glory card {card} (4 at most in hand)",
    "raid": lambda nation: f"raid the merchant as a {nation.title()} merchant",
    "discard-card": lambda card: f"spend a success of the raid on discarding the cargo card {card}",
    "exchange-card": lambda card: f"spend a success of the raid on exchanging the cargo card {card}",
    "give-up": lambda kind: f"give up the {kind} for one more success in the raid",
    "hit": lambda where: f"put the skull hit on the {where}",
}

# Seas of Glory module 9: locations
WORDS.update({
    "stop-salvaging": "take nothing more from the reef (then Seamanship against its hull hits)",
    "free-prisoner": "hire the specialist turned up at the Prison", "leave-prisoner": "leave the specialist in prison",
    "fire-cannon": "roll one Cannons die at the location: a success discards one of its cards",
    "stop-firing": "stop the bombardment: the location's hit icons fire",
    "go-ashore": "fight the location's defenders on land: each escape icon is 1 crew lost, Leadership saves",
    "retreat": "leave the raided location without its plunder", "loot-nothing": "keep none of the location's goods",
})
ARGUED.update({
    "visit": lambda tile: f"visit the location {tile} and use its service (1 action)",
    "raid-location": lambda tile: f"raid the location {tile} (1 action): its cargo cards fight back",
    "absolve": lambda arg: f"pay {3 * arg[1]} gold to take off {plural(arg[1], arg[0].title() + ' bounty')}",
    "give": lambda good: f"give the Natives a {good} card for repairs (not the crew)",
    "salvage": lambda what: f"take {what} from the reef (1 hull hit)",
    "send-navy": lambda zone: f"send the fort's navy to {zone}",
    "strike": lambda card: f"spend the cannon's success on discarding the location's card {card}",
    "loot": lambda goods: f"keep {_goods(goods)} from the location's plunder",
})

# the other decisions: glory cards (the widget says the card's text), rumors and missions, and the
# Seas of Glory switches (captain choice, favors, cutthroat, loyalty, contraband, the galleon)
WORDS.update({
    "draw-captain": "pay 2 gold to be dealt one more captain card",
    "scout-treasure-galleon": "look for the Treasure Galleon in this zone (1 action): found, a fight "
                              "starts and Spain puts a bounty on you",
    "redraw": "draw the cargo cards again",
    "buy-favor": "pay 2 gold for a favor",
    "use-favor": "spend a favor: roll or draw this again",
    "accept": "let the roll or draw stand",
    "ambush": "scout the captain who sailed in, out of turn (2 actions off your next turn)",
    "pass": "let the captain sail by",
    "rally-crew": "roll Leadership: on a success, 1 more action and the crew's loyalty drops a step",
    "pay-crew": "pay the gold for the crew's loyalty to rise a step",
    "buy-no-contraband": "buy none of the contraband: it stays on offer as ordinary goods",
    "fight-navy": "refuse the search: take the navy's bounty and fight it",
    "dump-contraband": "throw all the contraband overboard",
})
ARGUED.update({
    "keep-captain": lambda captain: f"keep the captain card {captain}",
    "prove": lambda rumor: f"prove the rumor {rumor} (its skill check)",
    "deliver": lambda mission: f"deliver the goods of the mission {mission}",
    "complete": lambda mission: f"complete the mission {mission}",
    "buy-ship-with-mods": lambda arg: _with_mods(*arg),
    "buy-contraband": lambda ports: f"buy the contraband for {_goods(ports)} (3 gold each)",
    "sell-contraband": lambda n: f"sell {plural(n, 'contraband card')} printed with this port (10 gold each)",
})

# choices inside a decision (questions): Port Royal's way in, The Plank, modifications back on
# the map, Donatus van 't Hof's saved crew, Felipe de los Reyes's moved hit, the special shots
# and caltrops used after the dice, contraband gained and lost
WORDS.update({
    "save-crew": "cancel the hit to the last crew (once this fight)",
    "take-hit": "take the hit where it landed",
    "no-weapon": "fire no special shot: the skulls hit as usual",
    "throw-caltrops": "throw the caltrops: the enemy's next Seamanship or Leadership check is one die fewer",
    "keep-caltrops": "keep the caltrops for a later boarding",
    "stow-box": "put the contraband card in the contraband box: 10 gold at its port, but navies look for it",
    "stow-holds": "put the contraband card in the holds, as an ordinary good",
    "lose-from-holds": "lose a card from the holds (which one is random)",
    "lose-from-contraband": "lose a contraband card (which one is random)",
})
ARGUED.update({
    "enter-port": lambda how: {"pay": "pay 2 gold to sail into Port Royal with an English bounty (1 action)",
                               "roll": "roll Influence to sail into Port Royal with an English bounty "
                                       "(1 action; a failed roll keeps you out)"}[how],
    "plank": lambda how: {"leadership": "roll Leadership: a success keeps the crew's loyalty, a failure lets it drop",
                          "crew": "lose 1 crew (a sailor walks the plank): the crew's loyalty holds"}[how],
    "place-mod": lambda port: f"put the ship modification face down at {port}",
    "move-hit": lambda where: f"move the hit to the {where} instead (once this battle)",
    "hide-contraband": lambda port: f"keep the contraband card for {port} in the Smuggler's Hold, safe from "
                                    "hits and searches",
    "use": lambda weapon: {"heated-shot": "fire the heated shot: these skulls do no damage, but the enemy ship "
                                          "catches fire (1 hit before each later round)",
                           "double-shot": "fire the double shot: up to 2 of the skulls hit twice"}[weapon],
})


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
