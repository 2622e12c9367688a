"""Seas of Glory module 9: raiding a location (fact sheet §9.9; the rulebook's "突襲(Raid)一個地點").

``raid location fort-george``: at sea in the tile's zone, 1 action, even after visiting it;
no scouting roll, but no location of the ship may be at 0 (as for a merchant raid). The Reef
cannot be raided.

1. Cargo cards as many as the tile's number are drawn face up: hit icons are its guns, escape
   icons its defenders. A tile with bounties (all but "No Bounties") gives +1 bounty of the
   zone's port's nation now.
2. Bombardment: the captain rolls his Cannons dice one at a time (``fire cannon``: the ship's
   cannons, and a specialist gunner one more, as in a naval fight); each success discards one
   card (``strike c07``); he may stop at any time (``stop firing``). No special weapon.
3. Each hit icon left is 1 hit at its location (the Missionary "Ignore Hits": none); when the
   escape icons are at least the ship's Maneuverability each hit does more: option
   ``location_hit_multiplier`` (the number is missing in the rulebook; 2, reconstructed).
   Hull at 0: the ship sinks and the captain dies. Another location at 0: the raid fails.
   Otherwise ``retreat`` (the raid ends) or ``go ashore``.
4. On land (one round of crew combat): each escape icon is 1 crew lost, each Leadership
   success cancels one (Seas of Glory loyalty: Happy or better +1 die, Angry or worse −1). Crew 0:
   the captain dies.
5. Survived: gold = the cards' plunder value, the goods he has room for (``loot rum,sugar``,
   ``loot nothing``), the tile destroyed (removed from the board), +1 bounty again (as in 1).
   12 gold or more is 1 glory (rule ``raid_glory_at``). A Prison raided: one free visit.

It is not a merchant raid (no raid mission, no raider's +2) but counts as a battle.

Rulings: a raid has no once-a-round limit (a failed one may be tried again with another
action); the gunner captain's extra hit on a won shoot is a naval fight's, not a bombardment's;
a glory that wins the game ends the raid there (its cards to the discard).

Its notations, declared with its kinds (``KINDS``):

=============================  =============================================================================
notation                       meaning
=============================  =============================================================================
``raid location holetown``     raid the location of this zone (1 action)
``fire cannon``                in the raid, roll one Cannons die; ``strike c07``: a success discards a card;
                               ``stop firing``: the location's fire
``go ashore``, ``retreat``     fight the defenders on land, or leave
``loot sugar,rum``             the goods to keep; ``loot nothing``
=============================  =============================================================================
"""

from typing import NamedTuple

from ...kernel.english import plural
from ...kernel.errors import IllegalActionError as E
from ..rules import bounties, glory, market, turns
from . import contraband, npc_upgrades
from ...kernel.notation import Form
from ..rules.actions import GOODS, NAME, Action
from ..rules.checks import check, roll
from ..rules.kinds import Kind
from .loyalty import crew_combat_bonus, specialists
from ..rules.raids import _choices, cards_text, take_goods
from ..rules.sides import maneuver_of
from ..rules.state import CANNONS, CREW, LOC_INDEX, damaged

from .locations import RAID_SUBS, START, Visit, at_tile, kind, name, port_nation, present, tile_by_id
IGNORES_HITS = ("missionary",)


class SiteRaid(NamedTuple):
    """A location raid in progress (a tuple, so a clone shares it)."""

    tile: int
    cards: tuple = ()       # the cargo cards face up
    dice: int = 0           # Cannons dice not yet rolled
    pending: bool = False   # a success waits to discard a card


def legal_action(game, p) -> list:
    """``raid location X`` for the tile in the captain's zone."""
    tile = present(game, p)
    if tile >= 0 and refusal(game, p, tile) is None:
        return [Action.of("raid-location", game.comp.locations[tile].id)]
    return []


def explain(game, p, a):
    """Why ``raid location X`` is refused (explain's check)."""
    tile, err = at_tile(game, p, a.arg)
    return err if err is not None else refusal(game, p, tile)


def refusal(game, p, tile: int):
    """Why the captain may not raid this tile (in his zone) now (an E), or None."""
    rec = game.comp.locations[tile]
    if rec.raid is None:
        return E("locations.unraidable", f"{rec.name} ({rec.kind}) cannot be raided")
    if damaged(p.loc):
        return E("raid.damaged", "a ship with any location at 0 may not raid a location")
    if not (game.cargo_deck or game.cargo_discard):
        return E("locations.no-cards", f"no cargo card is left to defend {name(game, tile)}")
    return None


def cannon_dice(game, p) -> int:
    extra = sum(1 for g in specialists(game, p) if game.comp.glory[g].effect == "specialist-gunner")
    return p.loc[CANNONS] + extra


def _bounty(game, p, tile: int, why: str) -> None:
    if game.comp.locations[tile].bounties:
        bounties.add(game, p, port_nation(game, tile), why)


def start(game, p, a) -> None:
    tile = tile_by_id(game, a.arg)
    turns.spend(game, p)
    game._event("{} <raids> {}.", p.name, name(game, tile))
    _bounty(game, p, tile, f"attacking {name(game, tile)}")
    count = game.comp.locations[tile].raid
    cards = tuple(c for c in (market.draw_card(game) for _ in range(count)) if c is not None)
    game._event("{} <shows> {}.", name(game, tile), cards_text(game, cards))
    game.site_raid = SiteRaid(tile, cards, cannon_dice(game, p))
    game.sub = "site-raid"


def legal(game, p) -> list:
    r = game.site_raid
    if r.pending:
        return [Action.of("strike", game.comp.cargo[c].id) for c in r.cards]
    out = [Action.of("fire-cannon")] if r.dice > 0 and r.cards else []
    return out + [Action.of("stop-firing")]


def fire(game, p, a) -> None:
    r = game.site_raid
    result = roll(game, 1)
    hit = result.successes > 0
    game._event("{} <fires> a cannon: {} ({}).", p.name, str(result), "a success" if hit else "a miss")
    game.site_raid = r._replace(dice=r.dice - 1, pending=hit)


def strike(game, p, a) -> None:
    r = game.site_raid
    card = next(c for c in r.cards if game.comp.cargo[c].id == a.arg)
    game.cargo_discard += (card,)
    game.site_raid = r._replace(cards=tuple(c for c in r.cards if c != card), pending=False)
    game._event("{} <silences> {}.", p.name, cards_text(game, [card]))


def stop(game, p, a) -> None:
    """The bombardment is over: the location's fire."""
    from ..rules.hits import on_captain
    r, comp = game.site_raid, game.comp
    escapes = sum(1 for c in r.cards if comp.cargo[c].icon == "escape")
    speed = maneuver_of(game, p.seat)
    times = game.opts.location_hit_multiplier if escapes >= speed else 1
    guns = [c for c in r.cards if comp.cargo[c].icon != "escape"]
    if guns and kind(game, r.tile) in IGNORES_HITS:
        game._event("{} <ignores> its hits.", name(game, r.tile))
        guns = []
    elif guns and times > 1:
        game._event("{} against maneuverability {}: each hit does {} damage.", plural(escapes, "escape icon"),
                    speed, times)
    for c in guns:
        for _ in range(times):
            if not p.dead:
                on_captain(game, p, LOC_INDEX[comp.cargo[c].icon], f"the fire of {name(game, r.tile)}")
    if p.dead:
        return _end(game)
    if damaged(p.loc):
        game._event("{} <fails>: a location of {}<'s> ship is at 0.", "The raid", p.name)
        return _end(game)
    game.sub = "site-ashore"


def legal_ashore(game, p) -> list:
    return [Action.of("go-ashore"), Action.of("retreat")]


def retreat(game, p, a) -> None:
    game._event("{} <retreats>.", p.name)
    _end(game)


def ashore_bonus(game, p) -> int:
    """The fight ashore is one round of crew combat, its abilities with it: a boarder captain's
    die, Swivel Guns, and the crew's loyalty (Happy +1, Angry -1)."""
    return (crew_combat_bonus(game, p) + (game.comp.captains[p.card].ability == "boarder")
            + npc_upgrades.mod_kinds(game, p).count("swivel-guns"))


def ashore(game, p, a) -> None:
    """One round of crew combat: each escape icon 1 crew lost, each Leadership success one fewer."""
    from ..rules.death import die
    r, comp = game.site_raid, game.comp
    escapes = sum(1 for c in r.cards if comp.cargo[c].icon == "escape")
    saved = check(game, p, "leadership", ashore_bonus(game, p), "the fight ashore", favor=False).successes
    lost = min(p.loc[CREW], max(0, escapes - saved))
    p.loc = p.loc[:CREW] + (p.loc[CREW] - lost,) + p.loc[CREW + 1:]
    if lost:
        game._event("{} <loses> {} ashore: crew {}.", p.name, plural(lost, "sailor"), p.loc[CREW])
    else:
        game._event("{} <loses> no sailor ashore ({} against {}).", p.name, plural(saved, "success"),
                    plural(escapes, "defender"))
    if p.loc[CREW] == 0:
        die(game, p, "{} <falls> ashore.")
        return _end(game)
    value = sum(comp.cargo[c].value for c in r.cards)
    paid = min(value, game.bank)
    game.bank -= paid
    p.gold += paid
    game._event("{} <plunders> {} for {}.", p.name, name(game, r.tile), plural(paid, "gold"))
    _bounty(game, p, r.tile, f"destroying {name(game, r.tile)}")      # (the zone's nation: before it is razed)
    _raze(game, r.tile)
    if value >= comp.rules.raid_glory_at:
        glory.gain(game, p, 1, f"a location's plunder worth {value} gold")
    if game.over:                                   # the glory won the game: the raid is over too
        game.cargo_discard += r.cards
        game.site_raid = None
        return
    if r.cards and contraband.room(game, p) > 0:
        game.sub = "site-loot"
        return
    _end(game)


def _raze(game, tile: int) -> None:
    z = game.sites.index(tile)
    game.sites = game.sites[:z] + (-1,) + game.sites[z + 1:]
    game.razed += (tile,)
    game._event("{} is destroyed and leaves the board.", name(game, tile))


def legal_loot(game, p) -> list:
    goods = sorted(game.comp.cargo[c].good for c in game.site_raid.cards)
    out = set()
    _choices(goods, contraband.room(game, p), (), out)
    return [Action.of("loot", tuple(g)) for g in sorted(out) if g] + [Action.of("loot-nothing")]


def loot(game, p, a) -> None:
    left = take_goods(game, p, game.site_raid.cards, () if a.kind == "loot-nothing" else a.arg)
    game.site_raid = game.site_raid._replace(cards=left)
    _end(game)


def _end(game) -> None:
    """The raid's cards go to the discard; a Prison destroyed gives its free visit."""
    r = game.site_raid
    game.cargo_discard += r.cards
    game.site_raid = None
    p = game.players[game.turn_seat]
    if not p.dead and r.tile in game.razed and kind(game, r.tile) == "prison":
        game._event("{} <makes> the raided prison's one visit, free.", p.name)
        game.visit = Visit(r.tile, free=True)
        return START["prison"](game, p, r.tile)
    turns.back_to_actions(game)


def hits_if_stopped(game, p) -> int:
    """The damage the location's cards would do now (for the bots)."""
    r, comp = game.site_raid, game.comp
    if kind(game, r.tile) in IGNORES_HITS:
        return 0
    escapes = sum(1 for c in r.cards if comp.cargo[c].icon == "escape")
    speed = maneuver_of(game, p.seat)
    guns = sum(1 for c in r.cards if comp.cargo[c].icon != "escape")
    return guns * (game.opts.location_hit_multiplier if escapes >= speed else 1)



def load(game, gd, where: str, live: str) -> None:
    """Read and check a location raid in progress (after :func:`.locations.load`)."""
    from ...kernel.validate import check as ok, is_int
    where += ".locations.raid"
    rv = gd["locations"]["raid"] if "locations" in game.modules else None
    game.site_raid = None
    if rv is not None:
        comp = game.comp
        ok(isinstance(rv, dict) and set(rv) == set(SiteRaid._fields), where,
           f"must have the fields {', '.join(SiteRaid._fields)}")
        ok(is_int(rv["tile"]) and (rv["tile"] in game.sites or (live == "site-loot" and rv["tile"] in game.razed)),
           where + ".tile", "must be a tile on the board (destroyed once the plunder is won)")
        ok(isinstance(rv["cards"], list) and all(is_int(c) and 0 <= c < len(comp.cargo) for c in rv["cards"]),
           where + ".cards", "must be cargo cards")
        ok(is_int(rv["dice"]) and 0 <= rv["dice"] <= 20, where + ".dice", "must be 0 to 20")
        ok(isinstance(rv["pending"], bool), where + ".pending", "must be true or false")
        game.site_raid = SiteRaid(rv["tile"], tuple(rv["cards"]), rv["dice"], rv["pending"])
    ok((game.site_raid is not None) == (live in RAID_SUBS), where, "must be set exactly in a location raid")


# --- plugged into the base rules (rules.plugins, rules.extensions) ----------------------------------
LEGAL = {"site-raid": legal, "site-ashore": legal_ashore, "site-loot": legal_loot}
DECISIONS = {"site-raid": "<bombards> the location, one cannon at a time", "site-ashore": "<goes> ashore or <retreats>",
             "site-loot": "<chooses> the location's goods to keep"}
KINDS = (
    Kind("raid-location", start, group="Locations", refusal=explain,
         words=lambda tile: f"raid the location {tile} (1 action): its cargo cards fight back",
         notation=Form("raid location", NAME)),
    Kind("fire-cannon", fire, ("site-raid",), group="The location raid",
         words="roll one Cannons die at the location: a success discards one of its cards"),
    Kind("strike", strike, ("site-raid",), group="The location raid",
         words=lambda card: f"spend the cannon's success on discarding the location's card {card}",
         notation=Form("strike", NAME)),
    Kind("stop-firing", stop, ("site-raid",), group="The location raid",
         words="stop the bombardment: the location's hit icons fire"),
    Kind("go-ashore", ashore, ("site-ashore",), group="The location raid",
         words="fight the location's defenders on land: each escape icon is 1 crew lost, Leadership saves"),
    Kind("retreat", retreat, ("site-ashore",), group="The location raid",
         words="leave the raided location without its plunder"),
    Kind("loot", loot, ("site-loot",), group="The location raid",
         words=lambda goods: f"keep {', '.join(goods)} from the location's plunder",
         notation=Form("loot", GOODS)),
    Kind("loot-nothing", loot, ("site-loot",), group="The location raid", words="keep none of the location's goods"),
)
SWITCHES = ("locations",)
action_choices = legal_action
