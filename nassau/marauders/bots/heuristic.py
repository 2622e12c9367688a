"""Bots for Merchants & Marauders: the seeded random bot and a heuristic captain with two
plans.

The trader buys goods where they are cheap, sails them to a port that wants them (6 gold a
card, and 1 glory for 3 at once) and stashes his gold at home (10 stashed gold is 1 glory,
and safe from death). The pirate hunts merchants with a fast ship, raids the nations of
ports he does not need, and trades his plunder the trader's way. A bot picks its plan from
its captain card (``plan="auto"``) or is told one.

With Seas of Glory modules on, the captain plays them too: favors bought last in a port
action with gold to spare (up to :data:`FAVOR_CAP`) and spent on a failed check that matters,
a poor cargo draw or a closed port it sails for; special weapons bought by a captain who
fights and shot or boarded with; a captain in a sloop moves up to the Brig; a pirate who
outguns the Treasure Galleon goes after its gold. Without the modules it plays as before.

Bots see what their seat may see: they read the public position and their own hand, and
never the decks. Every choice is one of ``game.legal_actions()``; ties break by the bot's
own seeded generator, so a seeded game with seeded bots replays exactly.
"""

from collections import Counter, deque

from ...kernel.bots import RandomBot
from ...kernel.rng import Rng
from ..rules import bounties, market
from ..seas_of_glory import favors, npc_upgrades, treasure_galleon
from ..seas_of_glory.weapons import AFTER_THE_DICE
from ..rules.sides import maneuver_of
from ..rules.state import CANNONS, CARGO, CREW, HULL, LOCATIONS, damaged

PIRATE_ABILITIES = ("raider", "keen-eye", "gunner", "boarder")
RESERVE = 6                 # gold kept back from the stash to buy goods with
NEAR = 5                    # how far (in actions) a demanded port still counts
FAVOR_CAP = 2               # Seas of Glory favors: the track a bot buys up to (3 for a pirate with a bounty)
FAVOR_SPARE = RESERVE + 4   # gold it keeps, beside the favor's price, before buying one
WEAPONS_HELD = {"pirate": 3, "trader": 1}                   # special weapons a bot carries at most
WEAPON_ORDER = ("double-shot", "heated-shot", "grappling-hooks", "caltrops", "chain-shot", "grapeshot")
POOR_GAIN = 3.0             # a cargo draw whose best buy gains less a card is drawn again with a favor
GALLEON_GOLD = 10           # the Treasure Galleon's gold worth a fight (1 glory and 10 gold for a boarder)
MOD_ORDER = {               # St John: the modifications a bot moves to a new ship first, by plan
    "pirate": ("long-guns", "extra-cannon-port", "chasers", "swivel-guns", "reinforced-hull", "extra-hammocks",
               "advanced-rigs", "crows-nest", "carved-hull", "the-plank", "extended-hold", "smugglers-hold"),
    "trader": ("extended-hold", "advanced-rigs", "smugglers-hold", "reinforced-hull", "carved-hull", "crows-nest",
               "extra-cannon-port", "extra-hammocks", "long-guns", "chasers", "swivel-guns", "the-plank")}


class HeuristicBot:
    """A captain who trades, or raids and trades (``plan``: "auto", "trader" or "pirate")."""

    def __init__(self, seed: int = 0, plan: str = "auto"):
        self.rng = Rng(seed)
        self.plan = plan

    def __repr__(self):
        return f"HeuristicBot(plan={self.plan!r}, state={self.rng.state:#x})"

    def choose(self, game):
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        p = game.players[game.cur]
        by_notation = {a.notation: a for a in legal}
        plan = getattr(self, "_" + game.sub.replace("-", "_"), None)    # a decision it has no plan for: at random
        pick = plan(game, p, legal, by_notation) if plan is not None else None
        return pick if pick is not None else legal[self.rng.below(len(legal))]

    # --- plans -------------------------------------------------------------------------------
    def pirate(self, game, p) -> bool:
        if self.plan != "auto":
            return self.plan == "pirate"
        return game.comp.captains[p.card].ability in PIRATE_ABILITIES

    # --- ships -------------------------------------------------------------------------------
    def _first_ship(self, game, p, legal, by):
        return by["ship sloop"] if self.pirate(game, p) else by["ship flute"]

    def _new_ship(self, game, p, legal, by):
        """A new captain is drawn again whenever it is offered (an NPC pirate waits in his home
        zone, and a new ship there is its prey); then the ship as at setup."""
        return by.get("draw captain") or self._first_ship(game, p, legal, by)

    def _captain(self, game, p, legal, by):
        """Variant captain-choice: keep one of the captains dealt (never pay for more)."""
        keeps = [a for a in legal if a.kind == "keep-captain"]
        return keeps[self.rng.below(len(keeps))]

    # --- the turn ------------------------------------------------------------------------------
    def _action(self, game, p, legal, by):
        card = _card(game, by, ("extra-action", "windfall") + tuple(SPECIALISTS))
        if card is not None:
            return card
        if "port" in by and self._port_worth_it(game, p):
            return by["port"]
        site = self._location(game, p, by)             # Seas of Glory: a location worth a visit or a raid
        if site is not None:
            return site
        galleon = self._galleon(game, p, by)           # Seas of Glory: the Treasure Galleon, for a pirate who outguns it
        if galleon is not None:
            return galleon
        if self.pirate(game, p) and "scout merchant" in by and not p.goods and self._raidable(game, p):
            return _card(game, by, ("extra-die",)) or by["scout merchant"]
        target = self._target(game, p)
        if target is not None:
            step = self._step_toward(game, p, target, by)
            if step is not None:
                return step
        return self._wander(game, p, by)

    def _wander(self, game, p, by):
        """Nothing to aim at here: out of port, or to a neighbouring zone at random (a captain
        who only ends his turns would wait for ever)."""
        if "leave port" in by:
            return by["leave port"]
        moves = [a for a in by.values() if a.kind == "move"]
        return moves[self.rng.below(len(moves))] if moves else by.get("end turn")

    def _port_worth_it(self, game, p) -> bool:
        here = market.demand_good(game, p.zone)
        goods = Counter(game.comp.cargo[c].good for c in p.goods)
        room = p.loc[CARGO] - len(p.goods)
        home = game.comp.captains[p.card].home == game.comp.zones[p.zone].id
        buy = room > 0 and p.gold >= 4 and p.bought_at != p.zone and not self.pirate(game, p)
        purse = p.gold + (p.stash if home else 0)
        mend = purse >= 2 and (damaged(p.loc) or p.loc[CREW] < npc_upgrades.top_of(game, p)[CREW])
        short = home and p.gold < RESERVE and p.stash > 0
        return bool((here and goods[here]) or buy or (home and p.gold >= 10 + RESERVE) or mend or short)

    def _raidable(self, game, p, zone=None) -> bool:
        """A merchant may be raided as the port's nation: not his own nor his home port's (the
        Caribbean Sea has none, so its merchants are the tokens' own nations: worth a try)."""
        nation = game.comp.zones[p.zone if zone is None else zone].nation
        home = game.comp.by_id[game.comp.captains[p.card].home].nation
        return nation not in (game.comp.captains[p.card].nation, home)

    def _target(self, game, p):
        """Where to go: (zone, in port). A port that wants what he carries; home to stash;
        a port to buy at; for a pirate with empty holds, a zone with a merchant."""
        comp = game.comp
        dist = distances(game, p)
        goods = Counter(comp.cargo[c].good for c in p.goods)
        best, key = None, None
        for z, zone in enumerate(comp.zones):
            if not zone.port:
                continue
            shut = bounties.closed(game, p, z) and not bounties.bribe_needed(game, p, z)
            if shut and not favors.can_enter(game, p, z):
                continue
            d = dist.get((z, True))
            if d is None:
                continue
            wanted = market.demand_good(game, z)
            score = 6 * goods[wanted] if wanted else 0
            if zone.id == comp.captains[p.card].home and p.gold >= 10 + RESERVE:
                score += 8 + (p.gold - RESERVE) // 10 * 4
            if not p.goods and p.gold >= 4 and p.bought_at != z and not self.pirate(game, p) and not shut:
                score += 4 + (2 if z == p.zone else 0)     # favors open a closed port to sell or stash, not to shop
            if score and (key is None or (score - 2 * d) > key):
                best, key = (z, True), score - 2 * d
        if self.pirate(game, p) and not p.goods and not damaged(p.loc):
            for z, token in enumerate(game.merchants):
                d = dist.get((z, False))
                if token >= 0 and d is not None and self._raidable(game, p, z) and \
                        8 - 2 * d > (key if key is not None else -99):
                    best, key = (z, False), 8 - 2 * d
        return best

    def _step_toward(self, game, p, target, by):
        here = (p.zone, p.in_port)
        if here == target:
            return None
        path = route(game, p, here, target)
        if not path:
            return None
        z, port = path[0]
        if port and not p.in_port:
            return by.get("enter port") or by.get("enter port pay") or by.get("enter port roll")
        if p.in_port and not port:
            return by.get("leave port")
        return by.get(f"move {game.comp.zones[z].id}")

    # --- the port action -----------------------------------------------------------------------
    def _port(self, game, p, legal, by):
        sells = [a for a in legal if a.kind == "sell"]
        if sells:
            best = max(sells, key=lambda a: (self._sale_value(game, p, a.arg), -len(a.arg)))
            if self._sale_value(game, p, best.arg) > 0:
                return best
        home = game.comp.captains[p.card].home == game.comp.zones[p.zone].id
        if "buy ship brig" in by and self._wants_brig(game, p):
            return self._with_mods(game, p, by["buy ship brig"], by)
        warship = self._warship(game, p, by)           # Seas of Glory: a ship to take the Treasure Galleon with
        if warship is not None:
            return self._with_mods(game, p, warship, by)
        if home and p.gold < RESERVE and p.stash and not p.goods:
            # back to sea with a purse: the odd gold first, a whole glory's worth only if need be
            take = min(p.stash, max(p.stash % 10, RESERVE - p.gold))
            if f"withdraw {take}" in by:
                return by[f"withdraw {take}"]
        stash = [a for a in legal if a.kind == "stash"]
        keep = RESERVE if p.loc[CARGO] > len(p.goods) else 0
        if stash and home and p.gold - keep >= 1:
            amount = min(p.gold - keep, max(a.arg for a in stash))
            if f"stash {amount}" in by:
                return by[f"stash {amount}"]
        repair = [a for a in legal if a.kind == "repair"]
        if repair:
            worst = min(repair, key=lambda a: p.loc[_LOC[a.arg]] - npc_upgrades.top_of(game, p)[_LOC[a.arg]])
            return worst
        weapon = self._weapon_to_buy(game, p, by)
        if weapon is not None:
            return weapon
        if "recruit" in by:
            return by["recruit"]
        if "buy goods" in by and p.gold >= 4 and not self.pirate(game, p):
            return by["buy goods"]
        if "buy favor" in by and p.gold >= favors.PRICE + FAVOR_SPARE and p.favors < self._favor_cap(game, p):
            return by["buy favor"]
        return by.get("done")

    def _with_mods(self, game, p, a, by):
        """St John: the ship purchase ``a`` (``buy ship S``) moving as many of the old ship's
        modifications as the gold beyond the reserve pays for (1 gold each), the kinds its plan
        values most first (:data:`MOD_ORDER`); ``a`` itself where none can move."""
        from ..rules.shipyard import MOD_MOVE_COST, sale_value, ship_price
        if not p.mods or a.kind != "buy-ship":
            return a
        spare = p.gold - (ship_price(game, p, game.comp.ships[a.arg]) - sale_value(game, p)) - RESERVE
        order = MOD_ORDER["pirate" if self.pirate(game, p) else "trader"]
        rank = {k: i for i, k in enumerate(order)}
        kinds = sorted({game.comp.mods[m].effect for m in p.mods}, key=lambda k: (rank.get(k, len(rank)), k))
        take = kinds[:max(0, spare // MOD_MOVE_COST)]
        if not take:
            return a
        moved = "" if len(take) == len(kinds) else " " + ",".join(sorted(take))
        return by.get(f"buy ship {a.arg} with mods{moved}", a)      # listed only at St John, when it can be paid

    def _wants_brig(self, game, p) -> bool:
        """Seas of Glory module 5: a captain in a sloop moves up to the Brig (cargo 4 and cannons 2
        for 20 gold, the sloop taken in part payment: the best ship below the 35-gold ones) when
        his purse keeps its reserve after it."""
        from ..rules.shipyard import sale_value, ship_price
        if p.ship != "sloop":
            return False
        return p.gold - (ship_price(game, p, game.comp.ships["brig"]) - sale_value(game, p)) >= RESERVE

    def _weapon_to_buy(self, game, p, by):
        """Seas of Glory module 2: special weapons for a captain who fights: a pirate (three at
        most), or a trader with a cannon and gold to spare (one). The kinds in
        :data:`WEAPON_ORDER`, grappling hooks only with a crew to board with."""
        from ..rules.shipyard import weapon_price
        from ..seas_of_glory.weapons import on as weapons_on
        if not weapons_on(game):            # the base game's bot buys none (its balance measured so)
            return None
        pirate = self.pirate(game, p)
        held = len(npc_upgrades.weapon_kinds(game, p))
        spare = RESERVE + (0 if pirate else 4)        # a trader keeps his goods money too
        if held >= WEAPONS_HELD["pirate" if pirate else "trader"] or p.gold - weapon_price(game, p) < spare:
            return None
        if not pirate and p.loc[CANNONS] < 1:
            return None
        for kind in WEAPON_ORDER:
            if kind == "grappling-hooks" and p.loc[CREW] < 2:
                continue
            if f"buy weapon {kind}" in by:
                return by[f"buy weapon {kind}"]
        return None

    def _favor_cap(self, game, p) -> int:
        return FAVOR_CAP + (1 if self.pirate(game, p) and any(p.bounty) else 0)

    def _sale_value(self, game, p, goods) -> float:
        """Gold from selling ``goods`` here, less what they would fetch elsewhere."""
        wanted = market.demand_good(game, p.zone)
        value = 0.0
        for good in goods:
            price = market.sale_price(game, p, p.zone, good)
            value += price - self._worth_elsewhere(game, p, good)
        if wanted and goods.count(wanted) >= game.comp.rules.demand_glory_at:
            value += 10
        return value

    def _worth_elsewhere(self, game, p, good) -> float:
        dist = distances(game, p)
        for z, t in enumerate(game.demand):
            if z != p.zone and t >= 0 and game.comp.demand[t].good == good and dist.get((z, True), 99) <= NEAR:
                return 5.0
        return 2.5

    def _goods(self, game, p, legal, by):
        best, key = by.get("take nothing"), 0.0
        for a in legal:
            if a.kind != "take":
                continue
            margin = sum(self._worth_elsewhere(game, p, g) + 0.6 for g in a.arg) - market.cost(game, a.arg)
            if margin > key:
                best, key = a, margin
        return best

    def _hire(self, game, p, legal, by):
        hires = [a for a in legal if a.kind == "hire"]
        return max(hires, key=lambda a: a.arg) if hires and p.gold >= 8 else None

    def _question(self, game, p, legal, by):
        """A question inside a decision: a favor's (below), The Plank's, Donatus van 't Hof's."""
        q = game.question
        if q.kind == "plank":
            return by.get(self._plank(game, p)) or legal[0]
        if q.kind == "save-crew":
            return by["save crew"]             # the hit would take his last crew: nothing is kept by taking it
        if q.kind == "move-hit":
            return by[_moved_hit(q)]
        if q.kind == "shot":
            return by[_special_shot(q, by)]
        if q.kind == "caltrops":             # kept only when nobody won: the next contest is a better moment
            return by["keep caltrops" if q.facts[0] == "none" else "throw caltrops"]
        if q.kind in ("stow", "lose-cargo"):
            return by[_contraband_box(game, p, q)]
        if q.kind == "hide":                # the hold keeps a card he can sell, the farthest such port
            return by[self._hidden(game, p, q)]
        if q.kind in favors.ASKED:
            return self._favor(game, p, q, by)
        return legal[0]                     # a question it has no plan for: the first answer, as unasked

    def _hidden(self, game, p, q) -> str:
        """A Smuggler's Hold keeps the card the box would carry longest: for a port open to him
        (worth 10 there), the farthest one."""
        dist = distances(game, p) if p.ship else {}
        by_id = game.comp.by_id

        def worth(dest):
            zone = by_id[dest].index
            return not bounties.closed(game, p, zone), dist.get((zone, True), 99)
        return f"hide contraband {max(q.facts, key=worth)}"

    def _plank(self, game, p) -> str:
        """The Plank: a crew point when the ship has more than it needs and the Leadership check
        would likely fail; else the check."""
        from ..rules.checks import skill
        from .odds import skill_check
        spare = p.loc[CREW] > max(2, npc_upgrades.top_of(game, p)[CREW] // 2)
        return "plank crew" if spare and skill_check(skill(game, p, "leadership")) < 0.6 else "plank leadership"

    def _place_mod(self, game, p, legal, by):
        """A modification back on the map: at the free port nearest his ship, to buy it there."""
        dist = distances(game, p) if p.ship else {}
        return min(legal, key=lambda a: (dist.get((game.comp.by_id[a.arg].index, True), 99), a.arg))

    def _favor(self, game, p, f, by):
        """Seas of Glory favors: spent to make an NPC that found him roll again, to re-roll a
        failed check that matters (a rumor, a mission, scouting, recruiting, a bribe), and to
        draw the cargo on offer again when none of it is worth buying; else kept."""
        if f.kind == "npc-reroll":
            return by["use favor"]
        if f.kind == "reroll":
            rolled, needed = _last_roll(game), _needed(game, f.what)
            worth = needed and rolled is not None and rolled < needed
            return by["use favor"] if worth else by["accept"]
        if f.what == "the cargo cards on offer":
            offer = _offer_shown(game)
            poor = offer is not None and self._best_margin(game, p, offer) < POOR_GAIN
            return by["use favor"] if poor else by["accept"]
        return by["accept"]

    def _best_margin(self, game, p, offer) -> float:
        """What the best buy from an offer ({good: (cards, unit price)}) would gain a card,
        roughly (0 when nothing is worth buying): singles at the top price of goods wanted near,
        or cheap goods nobody nearby wants, are a poor draw."""
        room, gold, gains = p.loc[CARGO] - len(p.goods), p.gold, []
        for good, (n, price) in offer.items():
            gains += [(self._worth_elsewhere(game, p, good) + 0.6 - price, price)] * n
        total, cards = 0.0, 0
        for gain, price in sorted(gains, reverse=True):
            if room <= 0 or gain <= 0 or price > gold:
                break
            total, room, gold, cards = total + gain, room - 1, gold - price, cards + 1
        return total / cards if cards else 0.0

    def _searched(self, game, p, legal, by):
        """Found with contraband by a navy: a ship that outguns the navy fights, others dump it."""
        from ..rules.sides import NPC, loc_of
        npc = next((i for i, n in enumerate(game.npcs) if n is not None and n[1] == p.zone), None)
        stronger = npc is not None and p.loc[4] > loc_of(game, NPC + npc)[4] and p.loc[HULL] >= 2
        return by.get("fight navy") if stronger else by.get("dump contraband")

    def _ambush(self, game, p, legal, by):
        """Variant cutthroat: a pirate ambushes a captain no stronger than he is, worth it
        (goods or gold aboard); anyone else lets him sail by (the ambush costs 2 actions)."""
        q = game.players[game.ambush.target]
        stronger = q.loc[HULL] + q.loc[4] > p.loc[HULL] + p.loc[4]
        worth = bool(q.goods) or q.gold >= 5
        return by["ambush"] if self.pirate(game, p) and worth and not stronger else by["pass"]

    # --- fights ----------------------------------------------------------------------------------
    def _declare(self, game, p, legal, by):
        from ..rules.sides import loc_of, weapons_of
        f = game.fight
        me, them = (f.a, f.d) if f.a == p.seat else (f.d, f.a)
        mine, theirs = loc_of(game, me), loc_of(game, them)
        weaker = mine[HULL] <= 1 or theirs[4] > mine[4] + 1 or (mine[HULL] < theirs[HULL] and theirs[4] >= mine[4])
        if "flee" in by and weaker:
            return _card(game, by, ("escape",)) or by["flee"]
        if "board" in by and mine[CREW] > theirs[CREW] + 1:
            return _first(by, ("board grappling-hooks", "board"))
        if mine[CANNONS] == 0:              # nothing to shoot with: board if there is a crew, else get away
            return by["board"] if "board" in by and mine[CREW] > 0 else by.get("flee")
        if any(k in AFTER_THE_DICE for k in weapons_of(game, me)):
            return _card(game, by, ("broadside",)) or by["shoot"]      # the heated or double shot waits for a skull
        for weapon in ("shoot grapeshot", "shoot chain-shot"):
            if weapon in by and theirs[CREW if "grape" in weapon else 2] > 0:
                return by[weapon]
        return _card(game, by, ("broadside",)) or by["shoot"]

    def _skull(self, game, p, legal, by):
        free = p.loc[CARGO] - len(p.goods)
        order = ["cargo"] if free > 0 else []
        order += sorted(("masts", "cannons", "crew", "cargo"), key=lambda n: -p.loc[_LOC[n]])
        for name in order + ["hull"]:
            if f"hit {name}" in by and (name == "hull" or p.loc[_LOC[name]] > 0):
                return by[f"hit {name}"]
        return None

    def _claim(self, game, p, legal, by):
        loc = game.claimable[1:]
        theirs = loc[HULL] + loc[4] + loc[CARGO]
        mine = p.loc[HULL] + p.loc[4] + p.loc[CARGO]
        return by["claim ship"] if theirs > mine + 1 else by["leave ship"]

    # --- the Treasure Galleon (Seas of Glory module 6) -----------------------------------------------
    def _galleon(self, game, p, by):
        """A pirate who outguns the Treasure Galleon, in or next to its zone, goes after it when
        its gold is worth it: scouts it there, or sails into its zone."""
        if not treasure_galleon.on(game) or not treasure_galleon.afloat(game) or not self.pirate(game, p):
            return None
        if treasure_galleon.gold(game) < GALLEON_GOLD or not self._outguns_galleon(game, p):
            return None
        z = treasure_galleon.zone(game)
        if "scout treasure-galleon" in by:
            return _card(game, by, ("extra-die",)) or by["scout treasure-galleon"]
        if p.zone == z and p.in_port:
            return by.get("leave port")
        if not p.in_port and z in {game.comp.by_id[n].index for n in game.comp.links[p.zone].values()}:
            return by.get(f"move {game.comp.zones[z].id}")
        return None

    def _outguns_galleon(self, game, p, loc=None) -> bool:
        """His cannons, crew and hull (``loc``, his ship's by default; one more for each special
        weapon aboard, two at most) against the galleon's, at most one short; whole and with a
        hull to spare."""
        theirs = treasure_galleon.loc(game)
        mine = p.loc if loc is None else loc
        edge = min(2, len(npc_upgrades.weapon_kinds(game, p)))
        return mine[HULL] >= 3 and (loc is not None or not damaged(p.loc)) and \
            mine[CANNONS] + mine[CREW] + mine[HULL] + edge >= theirs[CANNONS] + theirs[CREW] + theirs[HULL] - 1

    def _warship(self, game, p, by):
        """A pirate who cannot take a rich Treasure Galleon (twice :data:`GALLEON_GOLD` aboard)
        buys the cheapest ship for sale that outguns it, his reserve kept (the ``buy ship``
        choices listed are the ones he can pay for)."""
        from ..rules.shipyard import sale_value, ship_price
        from ..rules.state import maxima
        if not treasure_galleon.on(game) or not treasure_galleon.afloat(game) or not self.pirate(game, p):
            return None
        if treasure_galleon.gold(game) < 2 * GALLEON_GOLD or self._outguns_galleon(game, p):
            return None
        ships = game.comp.ships
        for ship in sorted(ships.values(), key=lambda s: (ship_price(game, p, s) if s.buy else 999, s.id)):
            a = by.get(f"buy ship {ship.id}")
            if a is None or p.gold - (ship_price(game, p, ship) - sale_value(game, p)) < RESERVE:
                continue
            if self._outguns_galleon(game, p, maxima(game.comp, ship.id)):
                return a
        return None

    # --- raids -----------------------------------------------------------------------------------
    def _raid_nation(self, game, p, legal, by):
        mine = game.comp.captains[p.card].nation
        home = game.comp.by_id[game.comp.captains[p.card].home].index
        for a in legal:
            if a.kind == "raid" and a.arg != mine and a.arg != game.comp.zones[home].nation:
                return _card(game, by, ("extra-die",)) or a
        return by["let go"]

    def _raid(self, game, p, legal, by):
        comp, raid = game.comp, game.raid
        speed = maneuver_of(game, p.seat)
        escapes = [c for c in raid.cards if comp.cargo[c].icon == "escape"]
        harmful = [c for c in raid.cards if comp.cargo[c].icon in ("hull", "crew") or
                   (comp.cargo[c].icon != "escape" and p.loc[_LOC[comp.cargo[c].icon]] <= 1)]
        if raid.successes:
            if escapes and len(escapes) >= speed - 1:
                return by.get(f"discard card {comp.cargo[escapes[0]].id}")
            if harmful:
                return by.get(f"exchange card {comp.cargo[harmful[0]].id}") or by.get(
                    f"discard card {comp.cargo[harmful[0]].id}")
            if len(escapes) + 1 < speed and "draw card" in by:
                return by["draw card"]
        return by["resolve"]

    def _raid_keep(self, game, p, legal, by):
        keeps = [a for a in legal if a.kind == "keep"]
        return max(keeps, key=lambda a: len(a.arg)) if keeps else by["keep nothing"]

    # --- Seas of Glory locations (module 9) -------------------------------------------------------
    def _location(self, game, p, by):
        """Visit a location whose service helps now; a pirate raids one his guns outmatch."""
        visit = next((a for a in by.values() if a.kind == "visit"), None)
        raid = next((a for a in by.values() if a.kind == "raid-location"), None)
        if visit is not None and self._worth_visiting(game, p, game.comp.locations[game.sites[p.zone]].kind):
            return visit
        if raid is not None and self.pirate(game, p) and self._outguns(game, p, game.sites[p.zone]):
            return raid
        return None

    def _worth_visiting(self, game, p, kind) -> bool:
        top = npc_upgrades.top_of(game, p)
        if kind == "pirate-haven":
            return True
        if kind == "missionary":
            return not self.pirate(game, p) or p.gold >= 3 + RESERVE
        if kind == "natives":
            return sum(top) - sum(p.loc) - (top[CREW] - p.loc[CREW]) >= 2
        if kind == "reef":
            return p.loc[HULL] >= 3
        if kind == "prison":
            return p.gold >= 5 + RESERVE
        if kind in ("trade-station", "town"):
            wanted = market.demand_good(game, p.zone)
            return any(game.comp.cargo[c].good == wanted for c in p.goods)
        return False

    def _outguns(self, game, p, tile) -> bool:
        """Cannons at least the tile's cards less one, hull and crew to spare (a Missionary's fire is ignored)."""
        rec = game.comp.locations[tile]
        guns = p.loc[CANNONS] >= rec.raid - 1 or rec.kind == "missionary"
        return guns and p.loc[HULL] >= 2 and p.loc[CREW] >= 2 and not damaged(p.loc)

    def _visit(self, game, p, legal, by):
        order = {"absolve": lambda a: -a.arg[1], "give": lambda a: _GOOD_RANK.get(a.arg, 0),
                 "salvage": lambda a: _SALVAGE.index(a.arg.split(" ")[0])}
        if "free prisoner" in by:
            return by["free prisoner"]
        salvage = [a for a in legal if a.kind == "salvage"]
        if salvage and p.loc[HULL] - game.visit.taken <= 2:
            return by["stop salvaging"]
        for kind, key in order.items():
            options = [a for a in legal if a.kind == kind]
            if options:
                return min(options, key=key)
        return None

    def _site_raid(self, game, p, legal, by):
        r, comp = game.site_raid, game.comp
        if r.pending:
            rank = {"hull": 0, "escape": 1, "crew": 2, "cargo": 3, "masts": 3, "cannons": 4}
            return min(legal, key=lambda a: rank.get(comp.cargo[next(c for c in r.cards if comp.cargo[c].id == a.arg)]
                                                      .icon, 5))
        return by.get("fire cannon") or by["stop firing"]

    def _site_ashore(self, game, p, legal, by):
        escapes = sum(1 for c in game.site_raid.cards if game.comp.cargo[c].icon == "escape")
        return by["go ashore"] if p.loc[CREW] > escapes else by["retreat"]

    def _site_loot(self, game, p, legal, by):
        loots = [a for a in legal if a.kind == "loot"]
        return max(loots, key=lambda a: len(a.arg)) if loots else by["loot nothing"]

    def _discard_glory(self, game, p, legal, by):
        rank = {"extra-die": 0, "reroll": 1, "broadside": 2, "escape": 3}
        return min(legal, key=lambda a: (rank.get(_effect(game, a.arg), 9), a.notation))


# --- helpers ------------------------------------------------------------------------------------------
_LOC = {"hull": 0, "cargo": 1, "masts": 2, "crew": 3, "cannons": 4}
_SALVAGE = ("cargo", "weapon", "rumor", "crew")          # a reef's items, the bot's first choice first
_GOOD_RANK = {}                                          # the Natives take any card: the first in order
SPECIALISTS = ("specialist-navigator", "specialist-lookout", "specialist-bosun", "specialist-purser",
               "specialist-gunner", "specialist-carpenter", "specialist-merchant")


def _effect(game, card_id) -> str:
    return next((g.effect for g in game.comp.glory if g.id == card_id), "")


def _card(game, by, effects):
    """A legal ``play`` of a card with one of these effects, or None."""
    for notation, a in by.items():
        if a.kind == "play" and _effect(game, a.arg) in effects:
            return a
    return None


def _first(by, notations):
    return next((by[n] for n in notations if n in by), None)


_ROLLED = "{} <rolls> {} for {}: {} ({})."
_DRAWN = "{} <draws> {} to buy: {}."


def _recent(game, template: str, depth: int):
    """The arguments of the newest of the last ``depth`` log entries made with ``template``, or None."""
    node = game._events
    for _ in range(depth):
        if not node:
            return None
        parts, node = node
        if parts[0] == template:
            return parts
    return None


def _contraband_box(game, p, q) -> str:
    """Contraband is worth 10 only in a port open to him: a card for a port closed by his
    bounties is stowed in the holds as an ordinary good, and is the first to go overboard."""
    shut = [bounties.closed(game, p, game.comp.by_id[dest].index) for dest in q.facts]
    if q.kind == "stow":
        return "stow holds" if shut[0] else "stow box"
    return "lose from contraband" if all(shut) else "lose from holds"


def _special_shot(q, by) -> str:
    """Seas of Glory's shots, once the skulls show: a fire on a ship that will last (hull 3 or
    more, not burning yet), else a double shot."""
    skulls, hull, burning = q.facts
    if "use heated-shot" in by and hull >= 3 and not burning:
        return "use heated-shot"
    return "use double-shot" if "use double-shot" in by else "no weapon"


def _moved_hit(q) -> str:
    """Felipe de los Reyes keeps his one move for a hit that would sink him or empty a location,
    and moves it to his fullest other location, when that has more than 1 to give."""
    landed, loc = LOCATIONS.index(q.facts[0]), q.facts[1:]
    if loc[landed] > 1:
        return "take hit"
    best = max((i for i in range(len(loc)) if i != landed), key=lambda i: (loc[i], -i))
    return f"move hit {LOCATIONS[best]}" if loc[best] > 1 else "take hit"


def _last_roll(game):
    """The successes of the last check in the log (the one a favor is asked about), or None."""
    parts = _recent(game, _ROLLED, 6)
    if parts is None:
        return None
    return 0 if parts[5] == "no success" else int(parts[5].split(" ")[0])


def _needed(game, what: str) -> int:
    """Successes a re-rollable check that matters needs: a mission's or a rumor's own, one for
    a rumor's price, scouting, recruiting or a bribe; 0 for a check not worth a favor."""
    skill, _, why = what.partition(" for ")
    if why.startswith("the mission "):
        return next((m.claim_successes for m in game.comp.missions if m.name == why[len("the mission "):]), 1)
    if why.startswith("the rumor "):
        return next((r.successes for r in game.comp.rumors if r.name == why[len("the rumor "):]), 1)
    if why in ("a rumor", "recruiting") or why.startswith("entering ") or skill == "Scouting":
        return 1
    return 0


def _offer_shown(game):
    """The cargo on offer as the log showed it ({good: (cards, unit price)}), or None."""
    parts = _recent(game, _DRAWN, 4)
    return None if parts is None else _parse_offer(game, parts[3])


_NAMES = {}


def _parse_offer(game, text: str) -> dict:
    from ...kernel.english import noun
    if not _NAMES:
        goods = {c.good for c in game.comp.cargo}
        _NAMES.update({(f"{n} {noun(n, g)}" if n > 1 else g): (g, n) for g in goods for n in range(1, 9)})
    out = {}
    for item in text.split(", "):
        name, _, price = item.rpartition(" at ")
        if name in _NAMES and price.isdigit():
            good, n = _NAMES[name]
            out[good] = (n, int(price))
    return out


_MEMO = {}


def distances(game, p) -> dict:
    """Actions from the captain's place to every place (zone, in port) he may reach (kept for
    the decision being made: a bot asks many times)."""
    # keyed by the game object and its history's head (a new one each decision), both held, so
    # neither id can be reused: a search's many short-lived copies never hit another's entry
    key = (game, game._history, p.seat)
    old = _MEMO.get("key")
    if old is not None and old[0] is game and old[1] is key[1] and old[2] == key[2]:
        return _MEMO["value"]
    _MEMO["key"], _MEMO["value"] = key, _distances(game, p)
    return _MEMO["value"]


def _distances(game, p) -> dict:
    start = (p.zone, p.in_port)
    out = {start: 0}
    todo = deque([start])
    while todo:
        place = todo.popleft()
        for nxt in _steps(game, p, place):
            if nxt not in out:
                out[nxt] = out[place] + 1
                todo.append(nxt)
    return out


def route(game, p, start, target) -> list:
    """The places on a shortest way from ``start`` to ``target`` (without ``start``)."""
    back = {start: None}
    todo = deque([start])
    while todo:
        place = todo.popleft()
        if place == target:
            break
        for nxt in _steps(game, p, place):
            if nxt not in back:
                back[nxt] = place
                todo.append(nxt)
    if target not in back:
        return []
    path = []
    while target != start:
        path.append(target)
        target = back[target]
    return path[::-1]


def _steps(game, p, place):
    z, port = place
    if port:
        return [(z, False)]
    comp = game.comp
    out = [(comp.by_id[n].index, False) for n in sorted(comp.links[z].values())]
    if comp.zones[z].port and (not bounties.closed(game, p, z) or bounties.bribe_needed(game, p, z)
                               or favors.can_enter(game, p, z)):
        out.append((z, True))
    return out


def random_bot(seed: int = 0) -> RandomBot:
    return RandomBot(seed)


def trader(seed: int = 0) -> HeuristicBot:
    return HeuristicBot(seed, "trader")


def pirate(seed: int = 0) -> HeuristicBot:
    return HeuristicBot(seed, "pirate")
