"""Seas of Glory module 6: the Treasure Galleon (fact sheet §9.6; the rulebook's
"模組6 - 承載祕寶的蓋倫帆船").

- Setup: the gold galleon starts in the Cartagena zone with no gold aboard.
- Moving: whenever an event card moves the NPCs (every card but Calm Seas), the galleon moves
  one zone by the **leftmost** arrow on the card, whatever its flag. nassau's event records
  list their arrows in :data:`.vocabulary.NPC_SLOTS` order (small pirate, large pirate,
  English, French, Spanish, Dutch), taken as the order the card prints them left to right,
  so the leftmost arrow is the small pirate's. Past a direction with no zone it turns clockwise, as
  every NPC does (``comp.step_table``). Each move puts 5 gold from the bank on its board (the
  rulebook's number; less when the bank runs short). It never hunts, never scouts a captain,
  never attacks and never starts a war; the wind and the storm leave it alone like any NPC.
- Attacking: a captain at sea in its zone may scout it (``scout treasure-galleon``, 1
  action; :func:`scout`); found, he takes a Spanish bounty and a naval fight begins, the
  galleon the defender. In the fight it is an NPC (side :data:`GALLEON`, the first of the
  expansion's own sides, :data:`.sides.OTHER`): the engine (or the left neighbour, option
  ``npc_rolls``) declares for it, it flees only with fewer cannons or crew, and it places
  its own skulls.
- Defeated (sunk, or its crew combat lost): the victor gains 1 glory and 1 Spanish bounty
  per full 10 gold aboard; winning the crew combat also gives him all that gold and the
  ship to claim. A sunk galleon's gold goes down with it, back to the bank (a ruling: the
  rulebook gives it only to the boarder). A defeated galleon leaves the game for good. One
  not defeated repairs fully after the fight and keeps its gold; a captain it beats in crew
  combat dies, as against any NPC. Defeating it completes no hunt mission (a ruling: it is
  neither a navy nor a pirate).
- Its captain, Captain-General Don Juan Esteban de Ubilla: the board's skills are not public
  (only a "2" is visible); ``rules.treasure_galleon_skills`` (reconstructed) gives him 2 in
  Seamanship, Scouting and Leadership.

State: ``game.galleon`` is ``(zone, gold, locations)`` while it sails, None without the module
or once defeated; saved only with the module.

Its notations, declared with its kinds (``KINDS``):

=============================  ==========================================================
notation                       meaning
=============================  ==========================================================
``scout treasure-galleon``     look for the Treasure Galleon in this zone, then attack it
=============================  ==========================================================
"""

from ...kernel.english import plural
from ..rules import bounties, combat, extensions as ext, glory, turns
from . import npc_upgrades
from ..rules.actions import Action
from ..rules.checks import check
from ..rules.compass import DIRECTIONS
from ..rules.kinds import Kind
from ..rules.sides import OTHER
from ..rules.state import maxima
from ..rules.vocabulary import NPC_SLOTS

MODULE = "treasure-galleon"
GALLEON = OTHER                 # its side in a fight
SHIP = "galleon"
NAME = "the Treasure Galleon"
CAPTAIN = "Don Juan Esteban de Ubilla"
SKILLS = ("seamanship", "scouting", "leadership")      # the order of rules.treasure_galleon_skills
START = "cartagena"
GOLD_PER_MOVE = 5               # the rulebook: 5 gold on its board each move
GOLD_PER_BOUNTY = 10            # the rulebook: 1 Spanish bounty per full 10 gold aboard
LEFTMOST = NPC_SLOTS[0]         # the card's arrows in NPC_SLOTS order: the first is the leftmost


def on(game) -> bool:
    return MODULE in game.modules


def afloat(game) -> bool:
    return game.galleon is not None


def setup(game) -> None:
    """Before play: the galleon in the Cartagena zone, fully whole, no gold aboard."""
    game.galleon = (game.comp.by_id[START].index, 0, maxima(game.comp, SHIP)) if on(game) else None


def zone(game) -> int:
    return game.galleon[0]


def gold(game) -> int:
    return game.galleon[1]


def loc(game) -> tuple:
    return game.galleon[2]


def set_loc(game, new: tuple) -> None:
    game.galleon = game.galleon[:2] + (tuple(new),)


def skill(game, name: str) -> int:
    return game.comp.rules.treasure_galleon_skills[SKILLS.index(name)]


def full_name(game) -> str:
    return f"{NAME} ({CAPTAIN})"


class _Side:
    """The galleon as a side of a fight (the protocol of :data:`.sides.OTHER`)."""

    loc, set_loc, zone, afloat = staticmethod(loc), staticmethod(set_loc), staticmethod(zone), staticmethod(afloat)
    name = staticmethod(full_name)
    skill = staticmethod(skill)

    @staticmethod
    def ship(game) -> str:
        return SHIP

    def __repr__(self) -> str:
        return "<the Treasure Galleon as a side of a fight>"


SIDE = _Side()


# --- moving --------------------------------------------------------------------------------------
def move(game, card: int) -> None:
    """The event card moves the NPCs: the galleon follows its leftmost arrow and gains 5 gold."""
    if not afloat(game):
        return
    comp = game.comp
    arrow = comp.events[card].arrows[LEFTMOST]
    here, hoard, where = game.galleon
    to = comp.by_id[comp.step_table[here][DIRECTIONS.index(arrow)]].index
    paid = min(GOLD_PER_MOVE, game.bank)
    game.bank -= paid
    game.galleon = (to, hoard + paid, where)
    game._event("{} <sails> {} to {} and <takes> on {} ({} aboard).", NAME, arrow, comp.zones[to].phrase,
                plural(paid, "gold"), plural(hoard + paid, "gold"))


# --- captains attacking it ---------------------------------------------------------------------
def legal(game, p) -> list:
    if can_scout(game, p):
        return [Action.of("scout-treasure-galleon")]
    return []


def scout(game, p, a) -> None:
    """``scout treasure-galleon``: found, the Treasure Galleon costs a Spanish bounty and fights,
    defending."""
    turns.spend(game, p)
    if check(game, p, "scouting", ext.scouting_dice(game, p, GALLEON, 0), why=NAME).successes == 0:
        game._event("{} <loses> sight of {}.", p.name, NAME)
        return
    bounties.add(game, p, "spanish", f"attacking {NAME}")
    combat.start(game, p.seat, GALLEON)


def can_scout(game, p) -> bool:
    return afloat(game) and not p.in_port and not p.dead and bool(p.ship) and zone(game) == p.zone


def refusal(game, p, a):
    """Why ``scout treasure-galleon`` is refused (an explain.E), or None."""
    from ...kernel.english import sentence
    from ...kernel.errors import IllegalActionError as E
    if not on(game):
        return E("galleon.module", "the Treasure Galleon sails only with the module treasure-galleon")
    if not afloat(game):
        return E("galleon.gone", "the Treasure Galleon has been defeated and is out of the game")
    if p.in_port:
        return E("scout.at-sea", sentence("{} <is> in port: scouting is done at sea", [p.name]))
    return E("scout.same-zone", f"the Treasure Galleon is in {game.comp.zones[zone(game)].phrase}, "
                                f"not in {game.comp.zones[p.zone].phrase}")


# --- its defeat ----------------------------------------------------------------------------------
def defeated(game, winner: int, boarded: bool, both: bool) -> None:
    """The galleon is sunk or its crew beaten: the victor's glory, Spanish bounties and (for a
    boarder) its gold; the galleon leaves the game; its gold is the boarder's or the bank's."""
    hoard = gold(game)
    game.galleon = None
    p = game.players[winner] if winner < len(game.players) else None
    if p is not None and not p.dead and not both:
        glory.gain(game, p, 1, f"defeating {NAME}")
        for _ in range(hoard // GOLD_PER_BOUNTY):
            bounties.add(game, p, "spanish", f"the {NAME}'s gold")
        if boarded:
            p.gold += hoard
            game._event("{} <takes> the {} aboard {}.", p.name, plural(hoard, "gold"), NAME)
            return
    game.bank += hoard
    game._event("{} <leaves> the game; {} <goes> back to the bank.", NAME, plural(hoard, "gold"))


# --- views ---------------------------------------------------------------------------------------
def observed(game) -> dict:
    """The galleon in an observation (public): its zone, gold and locations, or None."""
    if not on(game):
        return {}
    if not afloat(game):
        return {"treasure_galleon": None}
    return {"treasure_galleon": {"zone": game.comp.zones[zone(game)].id, "gold": gold(game),
                                 "locations": list(loc(game))}}


# --- saving --------------------------------------------------------------------------------------
def reset(game) -> None:
    game.galleon = None         # (zone, gold, locations) while the galleon sails


def state(game) -> dict:
    if not on(game):
        return {}
    return {"treasure_galleon": None if not afloat(game) else [zone(game), gold(game), list(loc(game))]}


def load_before_fight(game, gd, where: str) -> None:
    """Read and check the galleon of a saved position (before the fight, which may be against it)."""
    from ...kernel.validate import check as ok, is_int
    where += ".treasure_galleon"
    if not on(game):
        ok("treasure_galleon" not in gd, where, "is saved only with the module treasure-galleon")
        game.galleon = None
        return
    ok("treasure_galleon" in gd, where, "must be saved with the module treasure-galleon (null once defeated)")
    v = gd["treasure_galleon"]
    if v is None:
        game.galleon = None
        return
    comp = game.comp
    top = npc_upgrades.top(game, SHIP, 20)        # module 4's tiles can raise a location
    ok(isinstance(v, list) and len(v) == 3, where, "must be [zone, gold, locations] or null")
    z, hoard, where_ = v
    ok(is_int(z) and 0 <= z < len(comp.zones), where + "[0]", "must be a zone index")
    ok(is_int(hoard) and 0 <= hoard <= comp.rules.bank_gold, where + "[1]", "must be gold, 0 or more")
    fits = isinstance(where_, list) and len(where_) == len(top)
    ok(fits and all(is_int(x) and 0 <= x <= m for x, m in zip(where_, top)), where + "[2]", "must be the galleon's locations, each from 0 to its maximum")
    game.galleon = (z, hoard, tuple(where_))


# --- plugged into the base rules (rules.plugins, rules.extensions) ----------------------------------
SWITCHES = (MODULE,)
KINDS = (Kind("scout-treasure-galleon", scout, group="Scout", refusal=refusal, here=True,
              words="look for the Treasure Galleon in this zone (1 action): found, a fight starts and Spain puts "
                    "a bounty on you",
         notation="scout treasure-galleon"),)
scouting_actions = legal
npcs_moved = move


def other_ship(game, side: int):
    return SIDE if side == GALLEON else None


def ship_beaten(game, loser: int, winner: int, boarded: bool, both: bool) -> bool:
    """The galleon sunk, or its crew beaten: glory, bounties and (boarded) its gold, then its
    ship to claim."""
    if loser != GALLEON:
        return False
    if not boarded:
        defeated(game, winner, boarded=False, both=both)
        return True
    whole = loc(game)
    defeated(game, winner, boarded=True, both=False)
    if not game.players[winner].dead:
        game.claimable = (SHIP,) + tuple(whole)
        game.sub, game.cur = "claim", winner
    else:
        npc_upgrades.claimed(game, None, False)
    return True


def gold_elsewhere(game) -> int:
    """The gold on its board is neither the bank's nor a captain's."""
    return game.galleon[1] if game.galleon is not None else 0
set_up = setup


def problems(game) -> list:
    """The Treasure Galleon: only with its module, its gold 0 or more, its locations in range."""
    if game.galleon is None:
        return []
    if not on(game):
        return ["the Treasure Galleon sails without its module"]
    zone_, hoard, where = game.galleon
    out = [] if hoard >= 0 else ["the Treasure Galleon has gold below 0"]
    if not 0 <= zone_ < len(game.comp.zones):
        out.append("the Treasure Galleon is in no zone")
    if min(where) < 0 or any(v > m for v, m in zip(where, npc_upgrades.top(game, SHIP, GALLEON))):
        out.append("the Treasure Galleon has a location out of range")
    return out


class Edits:
    """The position editor's Treasure Galleon (rules.position)."""

    def galleon(self, zone_id: str, gold: int):
        """Module 6: the Treasure Galleon in this zone with this much gold aboard (from the bank)."""
        from ...kernel.errors import RecordError
        from .switches import require
        require(self.g, MODULE, "galleon")
        g = self.g
        if g.galleon is None:
            raise RecordError("galleon", "the Treasure Galleon has been defeated in this game")
        _, hoard, where = g.galleon
        self._count("gold", gold, 0, hoard + g.bank)
        g.bank -= gold - hoard
        g.galleon = (self._zone(zone_id), gold, where)
        return self
