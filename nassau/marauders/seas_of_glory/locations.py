"""Seas of Glory module 9: locations (fact sheet §9.9; the rulebook's "模組9 - 地點").

- Setup: the 16 tiles (``comp.locations``, 8 kinds × 2) face up, one in each zone but the
  Caribbean Sea, shuffled with the game's seed; no two Trade Stations in adjacent zones (the
  sea graph's edges): the shuffle is drawn again until none are (a bounded number of times).
- Visit (``visit port-freeman``): at sea in the tile's zone, 1 action; the service at once.
  A location is not a port: the zone's texts never apply there (no Havana or Nassau prices,
  no Cartagena or Santo Domingo buying rules, no Port Royal recruiting...), and a captain who
  visits is still at sea, to be scouted.
- Raid (``raid location fort-george``): :mod:`.locations_raids`.

The services (each tile's kind, :data:`.vocabulary.LOCATION_KINDS`):

- Pirate Haven (pirates only): the crew filled and a rumor card drawn, free and without a roll.
- Missionary: ``absolve english 2`` pays 3 gold a bounty, one nation a visit.
- Trade Station (not pirates): sell goods or buy them, one of the two, as in a port (the
  zone's port's demand token; 6 cards, 3 when the captain bought at this tile in his last
  turn; the in-demand good and contraband printed with this zone's port redrawn).
- Natives: ``give sugar``: one cargo card for every location repaired but the crew.
- Reef: roll Scouting; each success one ``salvage cargo``, ``salvage rumor``, ``salvage crew``
  or ``salvage weapon chain-shot`` (or ``stop salvaging``); then Seamanship, each success
  cancelling one of the hull hits the items cost (1 each). It cannot be raided.
- Naval Fort (not pirates): ``send navy havana`` moves the navy of the zone's port's nation
  one zone; with that navy neither on the board nor coming, event cards are turned until its
  card shows (the others are discarded) and it enters at the round's end as any NPC card.
- Prison: 5 gold, then glory cards are turned until a specialist shows: ``free prisoner``
  hires him (one of each kind, as ever), ``leave prisoner`` discards him.
- Town: one port activity (a sale, buying goods with 4 cards / 3, one repair, one special
  weapon bought or sold, recruiting, a rumor), then ``done``.

Rulings (the rulebook is silent or ambiguous):

- "每個地點每輪只能拜訪一次" (each location once a round) is read per captain: each captain
  may visit each location once a round (option ``location_visits``: "per-captain"); the
  other reading, once a round for everyone, is ``location_visits="anyone"``.
- "Bought here last turn": a captain's last turn is the previous round's (one turn a round).
  Buying at a location never counts as buying in the zone's port, nor the other way round.
- Trade Station and Naval Fort are closed to pirates as the tiles show (fact sheet); the
  translated rulebook gives the Naval Fort no restriction.
- Natives take a card of the holds (not a contraband card of the box).
- Town: the port activities that need the port itself are not offered: buying a ship or the
  port's modification, stashing, missions, contraband sales, favors, paying the crew.
- Reef: the Seamanship roll is made at once (it can only help); a cargo card needs room in
  the holds, a weapon one of a kind not carried, 1 crew an empty place.
- Prison: with no specialist left in the glory deck and its discard, the 5 gold buy nothing.
- Bounties on a raid: the translated rulebook gives the Natives the others' bounty sentence,
  the fact sheet reads "No Bounties" off their tile; the data follows the rulebook (each tile's
  ``bounties`` in the component file, which a user's file may change).
- A visit that does nothing is not offered (a Missionary without a bounty or 3 gold, Natives
  without a cargo card or for a whole ship, a Prison without 5 gold or for a Restless crew, a
  Pirate Haven with a full crew and no rumor left, a Naval Fort whose navy's card is coming).
- Town: "執行一次港口動作" (take a port action) is read as one activity of a port action, as the
  fact sheet reads the tile; a whole port action there is not offered.
- Loyalty: a Restless crew takes no free sailor at a Pirate Haven (no free recruiting of any
  kind); turning up a navy's card at a Naval Fort is not an NPC event drawn, and costs no step.
- Favors: the cards a location raid or a Haven or Reef rumor turns up are not offered a
  redraw (the favor rules name a merchant raid's draw).

State: ``game.sites`` (a tile per zone, -1 none), ``game.razed`` (tiles destroyed by raids),
``game.visits`` and ``game.site_buys`` (``(round, seat, tile)``; older rounds are dropped at
the next visit or purchase),
``game.visit`` (a :class:`Visit` in progress, or None) and ``game.site_raid``
(:class:`.locations_raids.SiteRaid`); saved only with the module.

Its notations, declared with its kinds (``KINDS``):

=============================  =================================================================
notation                       meaning
=============================  =================================================================
``visit holetown``             visit the location of this zone (1 action)
``absolve english 2``          at a Missionary: 3 gold for each bounty of one nation taken off
``give sugar``                 at the Natives: a cargo card for the repairs
``salvage cargo``              at a Reef, a success spent: ``salvage crew``, ``salvage rumor``,
                               ``salvage weapon chain-shot``; or ``stop salvaging``
``send navy havana``           at a Naval Fort: the navy of the zone's port's nation moves there
``free prisoner``              at a Prison: hire the specialist turned up, or ``leave prisoner``
=============================  =================================================================
"""

from typing import NamedTuple

from ...kernel.english import article, plural, sentence
from ...kernel.errors import IllegalActionError as E, RecordError
from . import contraband, locations_sites, loyalty, npc_upgrades, ship_mods
from ..rules import glory, market, questions, recruiting, rumors, shipyard, turns
from ...kernel.notation import Form, Reader, field, one_of
from ..rules.actions import NAME, Action, expect_name, name as one_name
from ..rules.checks import check
from ..rules.kinds import Kind
from .smugglers_hold import free_slot
from ..rules.state import CREW, HULL, NATION_INDEX
from ..rules.vocabulary import NPC_SLOTS

MODULE = "locations"
ABSOLVE_COST = 3            # the rulebook: 3 gold a bounty
PRISON_COST = 5             # the rulebook: 5 gold
SHUFFLES = 1000             # setup: at most this many deals for no two Trade Stations adjacent
PIRATES_ONLY = ("pirate-haven",)
NO_PIRATES = ("trade-station", "naval-fort")
MARKETS = ("trade-station", "town")
VISIT_SUBS = ("visit", "port", "goods", "hire")
RAID_SUBS = ("site-raid", "site-ashore", "site-loot")        # the decisions of a location raid (locations_raids)


class Visit(NamedTuple):
    """A visit in progress (a tuple, so a clone shares it)."""

    tile: int
    left: int = 0           # Reef: successes still to spend
    taken: int = 0          # Reef: items taken (each a hull hit)
    card: int = -1          # Prison: the specialist turned up
    free: bool = False      # Prison: a raid's free visit (no gold)


def on(game) -> bool:
    return MODULE in game.modules


def reset(game) -> None:
    game.sites = (-1,) * len(game.comp.zones)
    game.razed = game.visits = game.site_buys = ()
    game.visit = game.site_raid = None


# --- setup ---------------------------------------------------------------------------------------
def port_zones(comp) -> list:
    return [z.index for z in comp.zones if z.port]


def adjacent(comp, a: int, b: int) -> bool:
    return comp.zones[b].id in comp.links[a].values()


def setup(game) -> None:
    """One tile face up in each zone with a port; no two Trade Stations adjacent."""
    reset(game)
    if not on(game):
        return
    comp = game.comp
    zones, tiles = port_zones(comp), [t.index for t in comp.locations]
    if len(tiles) < len(zones):
        raise RecordError("components.locations", f"the module locations needs {len(zones)} tiles, one for each "
                                                  f"zone with a port; the components have {len(tiles)}")
    for _ in range(SHUFFLES):
        dealt = game.rng.shuffled(tiles)[:len(zones)]
        sites = [-1] * len(comp.zones)
        for z, t in zip(zones, dealt):
            sites[z] = t
        if not trade_stations_adjacent(comp, sites):
            break
    else:
        raise RecordError("components.locations", "no deal keeps the Trade Stations apart")
    game.sites = tuple(sites)
    game._event("The locations are laid out: {}.", "; ".join(f"{n} in {comp.by_id[z].name}"
                                                             for z, n, _ in listing(game)))


def trade_stations_adjacent(comp, sites) -> bool:
    ts = [z for z, t in enumerate(sites) if t >= 0 and comp.locations[t].kind == "trade-station"]
    return any(adjacent(comp, a, b) for i, a in enumerate(ts) for b in ts[i + 1:])


def listing(game) -> list:
    """(zone id, tile name, kind) of every location on the board, in zone order: for the map
    (render.py) to draw; empty without the module."""
    comp = game.comp
    return [(comp.zones[z].id, comp.locations[t].name, comp.locations[t].kind)
            for z, t in enumerate(getattr(game, "sites", ())) if t >= 0]


# --- queries ---------------------------------------------------------------------------------------
def tile_by_id(game, tile_id: str):
    return next((t.index for t in game.comp.locations if t.id == tile_id), None)


def here(game, p) -> int:
    """The tile in the captain's zone, or -1."""
    return game.sites[p.zone] if on(game) else -1


def kind(game, tile: int) -> str:
    return game.comp.locations[tile].kind


def name(game, tile: int) -> str:
    return game.comp.locations[tile].name


def zone_of(game, tile: int) -> int:
    return game.sites.index(tile) if tile in game.sites else -1


def port_nation(game, tile: int):
    z = zone_of(game, tile)
    return game.comp.zones[z].nation if z >= 0 else None


def visited(game, p, tile: int) -> bool:
    """Whether the location has had its visit this round (by this captain; option
    ``location_visits`` "anyone": by anyone)."""
    anyone = game.opts.location_visits == "anyone"
    return any(r == game.round and t == tile and (anyone or s == p.seat) for r, s, t in game.visits)


def navy(game, nation: str):
    """The slot of the nation's navy: (slot, on the board, its card coming this round)."""
    i = NPC_SLOTS.index(nation)
    return i, game.npcs[i] is not None, game.npc_pending[i] >= 0


# --- legality ---------------------------------------------------------------------------------------
def present(game, p) -> int:
    """The tile a captain at sea, alive and afloat, may visit or raid: -1 for none."""
    tile = here(game, p)
    return -1 if tile < 0 or p.in_port or p.dead or not p.ship else tile


def legal_action(game, p) -> list:
    """``visit X`` for the tile in the captain's zone (``raid location X``: :mod:`.locations_raids`)."""
    tile = present(game, p)
    if tile >= 0 and visit_refusal(game, p, tile) is None:
        return [Action.of("visit", game.comp.locations[tile].id)]
    return []


def at_tile(game, p, tile_id: str):
    """The tile named, if it is in the captain's zone and he is at sea there; else (None, E)."""
    if not on(game):
        return None, E("locations.module", "locations are the Seas of Glory module 'locations', not on in this game")
    tile = tile_by_id(game, tile_id)
    if tile is None:
        return None, E("locations.unknown", f"there is no location {tile_id!r}")
    if p.in_port:
        return None, E("locations.at-sea", sentence("{} <is> in port: a location is visited or raided from the "
                                                    "sea zone", [p.name]))
    if game.sites[p.zone] != tile:
        where = zone_of(game, tile)
        at = "destroyed" if where < 0 else f"in {game.comp.zones[where].phrase}"
        return None, E("locations.same-zone", f"{name(game, tile)} is {at}, not in {game.comp.zones[p.zone].phrase}")
    return tile, None


def visit_refusal(game, p, tile: int):
    """Why the captain may not visit this tile (in his zone) now (an E), or None."""
    k, title = kind(game, tile), name(game, tile)
    if visited(game, p, tile):
        who = "" if game.opts.location_visits == "anyone" else sentence(" by {}", [p.name])
        return E("locations.once-a-round", f"{title} has been visited this round{who}: once a round")
    if k in PIRATES_ONLY and not p.pirate:
        return E("locations.pirates-only", f"{title} ({article('Pirate Haven')}) welcomes only pirates")
    if k in NO_PIRATES and p.pirate:
        return E("locations.no-pirates", f"{title} is closed to pirates")
    if k == "missionary" and not (any(p.bounty) and p.gold >= ABSOLVE_COST):
        return E("locations.nothing-to-do", sentence("the Missionary takes off bounties at {} gold each, and {} <has> "
                                                     "{}", [str(ABSOLVE_COST), p.name, _bounty_words(p)]))
    if k == "natives" and not p.goods:
        return E("locations.nothing-to-do", sentence("the Natives repair for a cargo card, and {} <carries> none",
                                                     [p.name]))
    if k == "natives" and all(v >= t for i, (v, t) in enumerate(zip(p.loc, npc_upgrades.top_of(game, p)))
                              if i != CREW):
        return E("locations.nothing-to-do", sentence("the Natives repair, and {}<'s> ship is whole", [p.name]))
    if k == "pirate-haven" and p.pirate and recruiting.missing(game, p) <= 0 and not (game.rumor_deck or
                                                                                      game.rumor_discard):
        return E("locations.nothing-to-do", "the Pirate Haven gives a sailor and a rumor: the crew is full and "
                                            "no rumor is left")
    if k == "prison" and not loyalty.may_hire(game, p, "action"):
        return E("locations.nothing-to-do", sentence("the Prison frees a specialist, and {}<'s> crew will take "
                                                     "none aboard (Restless or worse)", [p.name]))
    if k == "prison" and p.gold < PRISON_COST:
        return E("locations.nothing-to-do", sentence("the Prison costs {} gold, and {} <has> {}",
                                                     [str(PRISON_COST), p.name, str(p.gold)]))
    if k == "naval-fort":
        nation = port_nation(game, tile)
        _, out, coming = navy(game, nation)
        if coming and not out:
            return E("locations.nothing-to-do", f"the {nation.title()} navy's card is coming this round already")
    return None


def _bounty_words(p) -> str:
    return f"{plural(sum(p.bounty), 'bounty')} and {plural(p.gold, 'gold')}"


def refusal(game, p, a):
    """Why ``visit X`` is refused (explain's check)."""
    tile, err = at_tile(game, p, a.arg)
    return err if err is not None else visit_refusal(game, p, tile)


# --- visiting -------------------------------------------------------------------------------------------
def visit(game, p, a) -> None:
    tile = tile_by_id(game, a.arg)
    turns.spend(game, p)
    recent = tuple(x for x in game.visits if x[0] == game.round)
    game.visits = recent + ((game.round, p.seat, tile),)
    k = kind(game, tile)
    game._event("{} <visits> {} ({}).", p.name, name(game, tile), k.replace("-", " "))
    game.visit = Visit(tile)
    START[k](game, p, tile)


def finish(game, p=None) -> None:
    """The visit is over: back to the turn's actions."""
    game.visit = None
    turns.back_to_actions(game)


def _haven(game, p, tile) -> None:
    if recruiting.missing(game, p) > 0 and loyalty.free_recruiting(game, p) == "off":
        game._event("{}<'s> restless crew <takes> on nobody free.", p.name)    # Seas of Glory loyalty
    elif recruiting.missing(game, p) > 0:
        recruiting.fill(game, p, name(game, tile))
    if game.rumor_deck or game.rumor_discard:
        p.rumors += (rumors.draw(game),)
        game._event("{} <draws> a rumor card free.", p.name)
    finish(game)


def _ask(game, p, tile) -> None:
    game.sub = "visit"


def _market(game, p, tile) -> None:
    game.port_steps = ()
    game.sub = "port"


def _reef(game, p, tile) -> None:
    found = check(game, p, "scouting", ship_mods.scouting_bonus(game, p), why=name(game, tile)).successes
    if not found:
        game._event("{} <finds> nothing on the reef.", p.name)
        return finish(game)
    game.visit = game.visit._replace(left=found)
    if not salvage_choices(game, p):
        return _reef_done(game, p)
    game.sub = "visit"


def _fort(game, p, tile) -> None:
    nation = port_nation(game, tile)
    i, out, _ = navy(game, nation)
    if out:
        game.sub = "visit"
        return
    _summon(game, nation)
    finish(game)


def _summon(game, nation: str) -> None:
    """Event cards turned until the nation's navy shows; it comes at the round's end."""
    i = NPC_SLOTS.index(nation)
    for _ in range(2):
        while game.event_deck:
            card, game.event_deck = game.event_deck[0], game.event_deck[1:]
            ev = game.comp.events[card]
            if ev.kind == "npc" and ev.npc.slot == nation:
                game.npc_pending = game.npc_pending[:i] + (card,) + game.npc_pending[i + 1:]
                game._event("The {} navy is summoned: {} comes at the round's end.", nation.title(), ev.npc.name)
                return
            game.event_discard += (card,)
        if not game.event_discard:
            break
        game.event_deck = tuple(game.rng.shuffled(game.event_discard))
        game.event_discard = ()
    game._event("No {} navy card is left to summon.", nation.title())


def _prison(game, p, tile) -> None:
    if not game.visit.free:
        p.gold -= PRISON_COST
        game.bank += PRISON_COST
        game._event("{} <pays> {} at {}.", p.name, plural(PRISON_COST, "gold"), name(game, tile))
    card = _specialist(game)
    if card is None:
        game._event("No specialist is left in the glory cards.")
        return finish(game)
    game.visit = game.visit._replace(card=card)
    game._event("{} is turned up.", game.comp.glory[card].name)
    game.sub = "visit"


def _specialist(game):
    """Glory cards turned until a specialist (the others discarded); None when none is left."""
    for _ in range(len(game.glory_deck) + len(game.glory_discard) + 1):
        card = glory._top(game)
        if card is None:
            return None
        if game.comp.glory[card].effect.startswith("specialist-"):
            return card
        game.glory_discard += (card,)
    return None


START = {"pirate-haven": _haven, "missionary": _ask, "trade-station": _market, "natives": _ask, "reef": _reef,
         "naval-fort": _fort, "prison": _prison, "town": _market}


# --- the visit's decisions ----------------------------------------------------------------------------
def legal(game, p) -> list:
    """The decision "visit": the service's choices."""
    k = kind(game, game.visit.tile)
    if k == "missionary":
        gold = p.gold // ABSOLVE_COST
        return [Action.of("absolve", (n, c)) for n, i in NATION_INDEX.items() for c in range(1, min(p.bounty[i], gold) + 1)]
    if k == "natives":
        return [Action.of("give", g) for g in sorted({game.comp.cargo[c].good for c in p.goods})]
    if k == "reef":
        return salvage_choices(game, p) + [Action.of("stop-salvaging")]
    if k == "naval-fort":
        i = NPC_SLOTS.index(port_nation(game, game.visit.tile))
        return [Action.of("send-navy", z) for z in sorted(game.comp.links[game.npcs[i][1]].values())]
    if k == "prison":
        out = [Action.of("free-prisoner")] if can_hire(game, p, game.visit.card) else []
        return out + [Action.of("leave-prisoner")]
    return []


def can_hire(game, p, card: int) -> bool:
    from .loyalty import may_hire
    effect = game.comp.glory[card].effect
    return may_hire(game, p, "action") and effect not in {game.comp.glory[g].effect for g in p.specialists}


def absolve(game, p, a) -> None:
    nation, count = a.arg
    i = NATION_INDEX[nation]
    cost = ABSOLVE_COST * count
    p.gold -= cost
    game.bank += cost
    p.bounty = p.bounty[:i] + (p.bounty[i] - count,) + p.bounty[i + 1:]
    game._event("{} <pays> {} to take off {} ({}).", p.name, plural(cost, "gold"),
                plural(count, f"{nation.title()} bounty"), plural(p.bounty[i], f"{nation.title()} bounty") + " left")
    finish(game)


def give(game, p, a) -> None:
    card = next(c for c in p.goods if game.comp.cargo[c].good == a.arg)
    p.goods = tuple(c for c in p.goods if c != card)
    game.cargo_discard += (card,)
    top = npc_upgrades.top_of(game, p)
    p.loc = tuple(v if i == CREW else top[i] for i, v in enumerate(p.loc))
    game._event("{} <gives> the Natives {} for repairs: {}.", p.name, a.arg, _loc_words(p))
    finish(game)


def _loc_words(p) -> str:
    from ..rules.hits import summary
    return summary(p.loc)


def salvage_choices(game, p) -> list:
    if game.visit.left <= 0:
        return []
    out = []
    if contraband.room(game, p) > 0 and (game.cargo_deck or game.cargo_discard):
        out.append(Action.of("salvage", "cargo"))
    if recruiting.missing(game, p) > 0:
        out.append(Action.of("salvage", "crew"))
    if game.rumor_deck or game.rumor_discard:
        out.append(Action.of("salvage", "rumor"))
    kinds = {game.comp.weapons[w].kind for w in game.weapon_supply} - set(npc_upgrades.weapon_kinds(game, p))
    out += [Action.of("salvage", f"weapon {k}") for k in sorted(kinds)]
    return out


def salvage(game, p, a) -> None:
    what = a.arg
    if what == "cargo":
        card = market.draw_card(game)
        contraband.stow(game, p, (card,))
        game._event("{} <salvages> a cargo card: {}.", p.name, game.comp.cargo[card].good)
    elif what == "crew":
        p.loc = p.loc[:CREW] + (p.loc[CREW] + 1,) + p.loc[CREW + 1:]
        game._event("{} <finds> a castaway: crew {}.", p.name, p.loc[CREW])
    elif what == "rumor":
        p.rumors += (rumors.draw(game),)
        game._event("{} <salvages> a rumor card.", p.name)
    else:
        kind_ = what.split(" ", 1)[1]
        w = next(x for x in game.weapon_supply if game.comp.weapons[x].kind == kind_)
        game.weapon_supply = tuple(x for x in game.weapon_supply if x != w)
        p.weapons += (w,)
        game._event("{} <salvages> {}.", p.name, article(kind_))
    v = game.visit
    game.visit = v._replace(left=v.left - 1, taken=v.taken + 1)
    if not salvage_choices(game, p):
        _reef_done(game, p)


def stop_salvaging(game, p, a) -> None:
    game._event("{} <stops> salvaging.", p.name)
    _reef_done(game, p)


def _reef_done(game, p) -> None:
    """Each item taken is a hull hit; each Seamanship success cancels one."""
    from ..rules.hits import on_captain
    taken = game.visit.taken
    if taken:
        saved = check(game, p, "seamanship", why="the reef's hull hits").successes
        for _ in range(max(0, taken - saved)):
            if p.dead:
                break
            on_captain(game, p, HULL, "the reef")
    finish(game)


def send_navy(game, p, a) -> None:
    i = NPC_SLOTS.index(port_nation(game, game.visit.tile))
    card, _, ship, loc = game.npcs[i]
    to = game.comp.by_id[a.arg].index
    game.npcs = game.npcs[:i] + ((card, to, ship, loc),) + game.npcs[i + 1:]
    game._event("The fort sends the {} navy to {}.", NPC_SLOTS[i].title(), game.comp.zones[to].phrase)
    finish(game)


def prisoner(game, p, a) -> None:
    card = game.visit.card
    game.visit = game.visit._replace(card=-1)
    if a.kind == "free-prisoner":
        p.specialists += (card,)
        game._event("{} <hires> {} (a specialist) out of prison.", p.name, article(game.comp.glory[card].name))
    else:
        game.glory_discard += (card,)
        game._event("{} <leaves> {} in prison.", p.name, game.comp.glory[card].name)
    finish(game)


# --- a Trade Station's or a Town's port activities -------------------------------------------------------
def legal_port(game, p) -> list:
    """The decision "port" during a visit: one activity, then ``done``."""
    steps, town = game.port_steps, kind(game, game.visit.tile) == "town"
    at_yard = town and all(s in shipyard.STEPS for s in steps)     # the shipyard: repairs and weapons go on
    if steps and not at_yard:
        return [Action.of("done")]
    out = []
    if not steps:
        out += [Action.of("sell", tuple(goods)) for goods in market.sales(p, game.comp)] if p.goods else []
        if (game.cargo_deck or game.cargo_discard) and contraband.room(game, p) + free_slot(game, p) > 0:
            out.append(Action.of("buy-goods"))
        if town:
            out += recruiting.legal(game, p) + rumors.legal_port(game, p)
    if town:
        out += shipyard._repair_choices(game, p) + shipyard._weapon_choices(game, p)
    return out + [Action.of("done")]


# --- views and saving -----------------------------------------------------------------------------------
def text_lines(game) -> list:
    if not on(game):
        return []
    rows = [f"{t} ({k.replace('-', ' ')}) in {game.comp.by_id[z].name}" for z, t, k in listing(game)]
    out = ["Locations: " + ("; ".join(rows) or "none left") + "."]
    if game.razed:
        out.append("Destroyed: " + ", ".join(name(game, t) for t in game.razed) + ".")
    return out


def observed(game) -> dict:
    if not on(game):
        return {}
    comp = game.comp
    return {"locations": {comp.zones[z].id: comp.locations[t].id for z, t in enumerate(game.sites) if t >= 0},
            "locations_destroyed": [comp.locations[t].id for t in game.razed],
            "location_visits": [[r, game.names[s], comp.locations[t].id] for r, s, t in game.visits],
            "visit": None if game.visit is None else _visit_seen(game),
            "site_raid": None if game.site_raid is None else {
                "tile": comp.locations[game.site_raid.tile].id,
                "cards": [comp.cargo[c].id for c in game.site_raid.cards],
                "dice": game.site_raid.dice, "pending": game.site_raid.pending}}


def _visit_seen(game) -> dict:
    v = game.visit
    return {"tile": game.comp.locations[v.tile].id, "left": v.left, "taken": v.taken,
            "card": game.comp.glory[v.card].id if v.card >= 0 else None, "free": v.free}


def extra(game, key: str) -> list:
    """Cards out of their piles for a location: a raid's cargo cards, the Prison's specialist."""
    if key == "cargo" and getattr(game, "site_raid", None) is not None:
        return list(game.site_raid.cards)
    if key == "glory" and getattr(game, "visit", None) is not None and game.visit.card >= 0:
        return [game.visit.card]
    return []


def problems(game) -> list:
    if not on(game):
        bad = any(t >= 0 for t in game.sites) or game.razed or game.visit or game.site_raid
        return ["locations are on the board without their module"] if bad else []
    comp, out = game.comp, []
    placed = [t for t in game.sites if t >= 0]
    every = placed + list(game.razed)
    if len(set(every)) != len(every) or len(every) != len(port_zones(comp)):
        out.append("location tiles are not each in one place, one per zone with a port")
    if any(t >= 0 and not comp.zones[z].port for z, t in enumerate(game.sites)):
        out.append("a location tile lies in a zone without a port")
    if trade_stations_adjacent(comp, game.sites):
        out.append("two Trade Stations lie in adjacent zones")
    if any(r > game.round for r, _, _ in game.visits + game.site_buys):
        out.append("a location visit is remembered from a round to come")
    if game.visit is not None and game.site_raid is not None:
        out.append("a location is visited and raided at once")
    live, seat = questions.live(game)
    at_sea = not game.players[seat].in_port
    if game.visit is None and live in VISIT_SUBS[1:] and at_sea and not game.over:
        out.append("a port's decision is taken at sea, with no location visited")
    return out


def state(game) -> dict:
    if not on(game):
        return {}
    raid = game.site_raid
    return {"locations": {"sites": list(game.sites), "razed": list(game.razed),
                          "visits": [list(x) for x in game.visits], "buys": [list(x) for x in game.site_buys],
                          "visit": None if game.visit is None else game.visit._asdict(),
                          "raid": None if raid is None else {**raid._asdict(), "cards": list(raid.cards)}}}


def load(game, gd, where: str, live: str) -> None:
    """Read and check the locations of a saved position (``live``: the decision in force)."""
    from ...kernel.validate import check as ok, is_int
    where += ".locations"
    if not on(game):
        ok("locations" not in gd, where, "is saved only with the module locations")
        ok(live not in ("visit",) + RAID_SUBS, where, "no location decision without the module")
        game.visit = game.site_raid = None
        return
    v = gd.get("locations")
    ok(isinstance(v, dict) and set(v) == {"sites", "razed", "visits", "buys", "visit", "raid"}, where,
       "must have sites, razed, visits, buys, visit and raid")
    comp, n = game.comp, len(game.comp.locations)
    tile = lambda x: is_int(x) and 0 <= x < n      # noqa: E731
    sites = v["sites"]
    ok(isinstance(sites, list) and len(sites) == len(comp.zones) and all(x == -1 or tile(x) for x in sites),
       where + ".sites", "must hold a tile or -1 for each zone")
    ok(isinstance(v["razed"], list) and all(tile(x) for x in v["razed"]), where + ".razed", "must list tiles")
    for key in ("visits", "buys"):
        rows = v[key]
        ok(isinstance(rows, list) and all(isinstance(r, list) and len(r) == 3 and is_int(r[0]) and 0 <= r[0] <= 100_000
                                          and is_int(r[1]) and 0 <= r[1] < game.n and tile(r[2]) for r in rows),
           f"{where}.{key}", "must list [round, seat, tile]")
    game.sites, game.razed = tuple(sites), tuple(v["razed"])
    game.visits = tuple(tuple(r) for r in v["visits"])
    game.site_buys = tuple(tuple(r) for r in v["buys"])
    game.visit = None
    vv = v["visit"]
    if vv is not None:
        ok(isinstance(vv, dict) and set(vv) == set(Visit._fields), where + ".visit",
           f"must have the fields {', '.join(Visit._fields)}")
        ok(tile(vv["tile"]) and (vv["tile"] in game.sites or (vv["free"] and vv["tile"] in game.razed)),
           where + ".visit.tile", "must be a tile on the board (or the Prison just raided, for its free visit)")
        ok(all(is_int(vv[k]) and 0 <= vv[k] <= 20 for k in ("left", "taken")), where + ".visit", "left, taken: 0 to 20")
        ok(is_int(vv["card"]) and -1 <= vv["card"] < len(comp.glory), where + ".visit.card",
           "must be a glory card or -1")
        ok(isinstance(vv["free"], bool), where + ".visit.free", "must be true or false")
        game.visit = Visit(vv["tile"], vv["left"], vv["taken"], vv["card"], vv["free"])
    ok(live != "visit" or game.visit is not None, where + ".visit", "must be set while a location is visited")
    ok(game.visit is None or live in VISIT_SUBS + ("over",), where + ".visit",
       "must be null but while a location is visited (or the game ended during a visit)")
    if game.visit is not None and live != "over":
        k = kind(game, game.visit.tile)
        ok(live in (("port", "goods", "hire") if k in MARKETS else ("visit",)), where + ".visit",
           "does not match the decision")
        ok((game.visit.card >= 0) == (live == "visit" and k == "prison"), where + ".visit.card",
           "must be set exactly when the Prison's specialist is turned up")


# --- plugged into the base rules (rules.plugins, rules.extensions) ----------------------------------
SWITCHES = (MODULE,)
LEGAL = {"visit": legal}
DECISIONS = {"visit": "<uses> the location's service"}
action_choices = legal_action
VISITING = ("visit",)


def _read_bounties(text, words):
    """``english 2``: a nation and how many of its bounties (1 or 2 digits)."""
    parts = text.split(" ")
    if len(parts) != 2 or not parts[1].isdigit() or len(parts[1]) > 2:
        return None
    return ((expect_name(parts[0]), int(parts[1])),)


_BOUNTIES = Reader(_read_bounties, lambda fields: f"{fields[0][0]} {fields[0][1]}")
# a reef's weapon: "salvage weapon chain-shot" is the salvage "weapon chain-shot"
_WEAPON = field(lambda text, words: None if one_name(text) is None else "weapon " + text,
                lambda what: what[7:] if what.startswith("weapon ") else None, name="reef weapon")
KINDS = (
    Kind("visit", visit, group="Locations", refusal=refusal,
         words=lambda tile: f"visit the location {tile} and use its service (1 action)",
         notation=Form("visit", NAME)),
    Kind("absolve", absolve, VISITING, group="Locations",
         words=lambda arg: f"pay {3 * arg[1]} gold to take off {plural(arg[1], arg[0].title() + ' bounty')}",
         notation=Form("absolve", _BOUNTIES)),
    Kind("give", give, VISITING, group="Locations",
         words=lambda good: f"give the Natives a {good} card for repairs (not the crew)",
         notation=Form("give", NAME)),
    Kind("salvage", salvage, VISITING, group="Locations", words=lambda what: f"take {what} from the reef (1 hull hit)",
         notation=(Form("salvage", one_of("cargo", "crew", "rumor")), Form("salvage weapon", _WEAPON))),
    Kind("stop-salvaging", stop_salvaging, VISITING, group="Locations",
         words="take nothing more from the reef (then Seamanship against its hull hits)"),
    Kind("send-navy", send_navy, VISITING, group="Locations", words=lambda zone: f"send the fort's navy to {zone}",
         notation=Form("send navy", NAME)),
    Kind("free-prisoner", prisoner, VISITING, group="Locations", words="hire the specialist turned up at the Prison"),
    Kind("leave-prisoner", prisoner, VISITING, group="Locations", words="leave the specialist in prison"),
)


def no_zone_text(game) -> bool:
    return game.visit is not None           # no zone text applies at a location


def port_choices_instead(game, p):
    """During a visit: a Trade Station's or a Town's activity."""
    return legal_port(game, p) if game.visit is not None else None


def port_action_ends(game, p) -> bool:
    """``done`` at a location: the visit is over."""
    if game.visit is None:
        return False
    game._event("{} <leaves> the location.", p.name)
    game.visit = None
    return True


def cargo_draw(game, p):
    return locations_sites.draw_count(game, p) if game.visit is not None else None


def goods_bought(game, p) -> bool:
    if game.visit is None:
        return False
    locations_sites.bought(game, p)
    return True
set_up = setup
components_held = extra
