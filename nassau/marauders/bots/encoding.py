"""Merchants & Marauders' integer actions and observation tensor (see :mod:`nassau.kernel.encoding`).

One catalog for every set of Seas of Glory switches (their union): an integer means the same
action whatever modules and variants are on. The cards, zones, ships and weapon kinds come
from the game's component data, so a user's own component file gives its own catalog
(``ENCODING.for_game(game)``). The catalog, in this order (sizes for nassau's data):

==============================  =======  ===================================================
kind                            size     entries, in order
==============================  =======  ===================================================
words                           41       :data:`WORDS`, in that order: index 0-40
move ZONE                       17       zones in file order
scout navy/pirate               6        ``scout navy NATION`` (nations in file order), then
                                         ``scout pirate small``, ``scout pirate large``
scout captain                   4        by seat: ``scout captain <seat 0>`` .. ``<seat 3>``
                                         (the name of the captain in that seat)
shoot / board with a weapon     3        :data:`WEAPON_USES`
hit LOC, repair LOC             5 + 4    hull, cargo, masts, crew, cannons; repair without crew
ship                            2        sloop, flute
raid NATION                     4        nations in file order
give GOOD                       8        goods in file order
salvage                         3 + W    cargo, crew, rumor, then ``salvage weapon KIND``
buy / sell weapon, give up      3 x W    W = 6 weapon kinds (file order, then NPC tiles')
buy ship S, ... with mods       2 x 6    ships in file order
send navy ZONE                  17       zones
visit LOC, raid location LOC    2 x 16   location tiles in file order
absolve NATION N                4 x 5    N 1..bounty_tokens (one nation's bounties in play)
hire N                          0..7     N 0..crew_most (see below)
stash N, withdraw N             2 x 510  N 1..bank_gold
sell contraband N               2        N 1..the most contraband cards printed with one port
keep captain C                  32       captain cards
take mission, deliver, complete 50+...   ``take mission M`` for all, then ``deliver M`` for
                                         delivery missions, ``complete M`` for escorts
prove R                         50       rumors
play G, discard glory G         2 x 70   glory cards
discard card, exchange card,    3 x 96   cargo cards
strike C
sell / take / keep / loot       4 x 3002 multisets of goods, size 1..cargo_most (6), sorted
buy contraband PORTS            169676   multisets of destinations, size 1..MAX_CONTRABAND (7),
                                         each destination at most as often as cards print it
answers to a question           20       :data:`CHOICES`
place mod ZONE                  16       the zones with a port, in file order
buy ship S with mods KINDS      6 x 4094 St John: for each ship (file order), the proper
                                         non-empty sets of modification kinds (12 kinds, so
                                         size 1..11), by size and then alphabetical
hide contraband ZONE            16       the zones with a port, in file order
==============================  =======  ===================================================

That is 208,120 actions for nassau's data.

The bounds, all read from the component data and the rules code:

- gold: the game's gold is conserved (invariants.py: bank + gold + stashes + galleon =
  ``bank_gold``), so ``stash N`` and ``withdraw N`` never exceed ``bank_gold``;
- ``absolve NATION N``: a nation has ``bounty_tokens`` bounties in all (bounties.py), so N <= 5;
- crew and cargo: a location's top is the ship's value plus one per modification or NPC tile
  raising it (state.maxima); ``buy mod`` refuses an effect already held, so the most is the
  largest ship's value plus the number of kinds of token and tile that raise it (crew 5 + 2,
  cargo 5 + 1). ``hire N`` is at most the crew missing; every goods multiset (sell, take,
  keep, loot) is at most the cargo held or the room in the holds;
- ``sell contraband N``: only cards printed with this port sell here (2 per port);
- ``buy ship S with mods KINDS``: a ship carries at most one modification of each kind
  (``buy mod`` refuses one it has), so at most one of each of the 12 kinds; moving all of
  them is written ``buy ship S with mods``, so a set of kinds named is never all 12;
- ``buy contraband``: at most the room in the holds plus a Smuggler's Hold's free slot
  (cargo_most + 1 = 7) and at most the offer (9: Caracas' 8 draws, or St Maarten's 7 + 1 for a
  Dutch captain, + 1 for the smuggler ability). That is 169,676 multisets: most of the catalog.
  ``MaraudersEncoding(max_contraband=3)`` keeps 952 of them (num_actions 39,396), and
  then a legal ``buy contraband`` of more ports raises ``IllegalActionError("encoding", ...)``.

The observation tensor: round, actions left, the decision, the event, wars, the NPCs, the
board's merchants, demand, modifications, weapons and missions, the offer, the piles and
discards, a fight, a raid, an ambush, a favor, a claimable ship, and the Seas of Glory parts
(wind and storm, crew loyalty, the Treasure Galleon, locations, a visit, a location raid;
zeros when their switch is off); then one block per seat **relative to the observer** (0 = the
observer; padded to 4 seats): captain, ship, locations, zone, port, gold, glory, bounties,
goods, weapons, modifications, specialists, missions, NPC tiles, favors; the observer's own
hand, rumors, captains dealt and stash (others': only the counts the observation shows).
Counts are raw numbers.
"""

from collections import Counter
from itertools import combinations, combinations_with_replacement

from ...kernel.encoding import Encoding, Features, relative, vocab
from ..rules.vocabulary import GOODS, LOCATIONS, NPC_SLOTS

SEATS = 4
# the decisions that are one fixed phrase, in the order the catalog numbers them: a new one goes at
# the end (the answers to questions that are a fixed phrase are in CHOICES)
WORDS = ("enter port", "leave port", "scout merchant", "port", "end turn", "buy goods", "buy mod", "recruit",
         "rumor", "done", "take nothing", "let go", "draw card", "resolve", "keep nothing", "shoot", "board", "flee",
         "claim ship", "leave ship", "redraw", "draw captain", "buy favor", "use favor", "accept",
         "ambush", "pass", "rally crew", "pay crew", "scout treasure-galleon", "buy no contraband", "fight navy",
         "dump contraband", "stop salvaging", "free prisoner", "leave prisoner", "fire cannon", "stop firing",
         "go ashore", "retreat", "loot nothing")
WEAPON_USES = ("shoot chain-shot", "shoot grapeshot", "board grappling-hooks")
CHOICES = ("enter port pay", "enter port roll", "plank leadership", "plank crew", "save crew", "take hit",
           "move hit hull", "move hit cargo", "move hit masts", "move hit crew", "move hit cannons",
           "use heated-shot", "use double-shot", "no weapon", "throw caltrops", "keep caltrops",
           "stow box", "stow holds", "lose from holds", "lose from contraband")
REPAIRS = ("hull", "cargo", "masts", "cannons")
FIRST_SHIPS = ("sloop", "flute")
DECLS = ("", "shoot", "board", "flee")
# the question kinds (rules.questions.KINDS), in the order the tensor numbers them: a new kind goes at the
# end. "place-mod" keeps its slot though modifications are placed in a decision of their own, not asked.
QUESTION_KINDS = ("reroll", "npc-reroll", "redraw", "plank", "place-mod", "save-crew", "move-hit", "shot", "caltrops",
                  "stow", "lose-cargo", "hide")
# Every decision (rules.flow.DECISIONS, the expansion's joined, and the question), in the tensor's
# order: stored observations and trained models number them so. A new one goes at the end.
DECISIONS = ("captain", "first-ship", "new-ship", "action", "port", "goods", "discard-glory", "hire", "declare",
             "skull", "claim", "raid-nation", "raid", "raid-keep", "ambush", "searched", "visit", "site-raid",
             "site-ashore", "site-loot", "place-mod", "question")


def weapon_kinds(comp) -> list:
    from ..seas_of_glory.npc_upgrades import TILES
    return list(vocab([w.kind for w in comp.weapons] + [t for t, what, _ in TILES if what == "weapon"]))


def most(comp, location: str) -> int:
    """The largest a ship's location can be: the largest ship's, plus one for each kind of
    modification token or NPC upgrade tile that raises it (state.maxima)."""
    from ..seas_of_glory.npc_upgrades import TILES
    from ..rules.state import _MOD_LOCATION
    where = LOCATIONS.index(location)
    raising = {e for e, i in _MOD_LOCATION.items() if i == where}
    tokens = {m.effect for m in comp.mods} & raising
    tiles = {t for t, what, _ in TILES if what == "mod"} & raising
    return max(getattr(s, location) for s in comp.ships.values()) + len(tokens) + len(tiles)


def mod_kinds(comp) -> list:
    """The modification kinds, sorted: a ship carries at most one of each (``buy mod`` refuses a
    kind it has), so at most this many modifications."""
    return sorted({m.effect for m in comp.mods})


def largest_offer(comp) -> int:
    """The most cargo cards a purchase draws: the largest draw, +1 for a Dutch captain at St
    Maarten, +1 for the smuggler ability (market.draw_count)."""
    r = comp.rules
    return max(r.cargo_draw, r.caracas_draw, r.st_maarten_draw + 1) + 1


def _multisets(values, size: int, limit=None):
    """Sorted multisets of ``values`` (sorted) of 1..size entries, by size and then in
    lexicographic order (as ``combinations_with_replacement``), each value at most ``limit[v]`` times."""
    for k in range(1, size + 1):
        combos = combinations_with_replacement(values, k) if limit is None else _bounded(values, k, limit, 0)
        yield from (",".join(combo) for combo in combos)


def _bounded(values, k: int, limit, start: int):
    if k == 0:
        yield ()
        return
    for i in range(start, len(values)):
        v = values[i]
        for c in range(min(limit[v], k), 0, -1):
            for rest in _bounded(values, k - c, limit, i + 1):
                yield (v,) * c + rest


class MaraudersEncoding(Encoding):
    game_name = "marauders"

    def __init__(self, components=None, max_contraband=None):
        super().__init__(components)
        self.max_contraband = max_contraband

    def _rebuild(self, comp):
        return type(self)(comp, max_contraband=self.max_contraband)

    def _default(self):
        from ..rules.components import default_components
        return default_components()

    def _sample(self, comp):
        from ..seas_of_glory.switches import playable
        from ..rules.setup import new_game
        sw = playable()
        return new_game(SEATS, seed=0, components=comp, modules=sw["modules"], variants=sw["variants"])

    def _signature(self, comp):
        """Everything of the component data the catalog and the tensor read (cheaper than the catalog)."""
        r = comp.rules
        return (tuple(z.id for z in comp.zones), tuple(comp.nations), tuple(g.id for g in comp.goods),
                tuple((s.id, s.cargo, s.crew) for s in comp.ships.values()),
                tuple((c.id, c.good, c.destination) for c in comp.cargo), tuple((m.id, m.kind) for m in comp.missions),
                tuple((w.id, w.kind) for w in comp.weapons), tuple((m.id, m.effect) for m in comp.mods),
                tuple(x.id for key in ("captains", "glory", "rumors", "locations", "events") for x in getattr(comp, key)),
                (r.bounty_tokens, r.bank_gold, r.cargo_draw, r.caracas_draw, r.st_maarten_draw), self.max_contraband)

    def contraband_most(self, comp) -> int:
        rules = min(largest_offer(comp), most(comp, "cargo") + 1)
        return rules if self.max_contraband is None else min(rules, self.max_contraband)

    def _entries(self, comp):
        zones, nations, kinds = [z.id for z in comp.zones], list(comp.nations), weapon_kinds(comp)
        ships = list(comp.ships)
        yield from WORDS
        yield from (f"move {z}" for z in zones)
        yield from (f"scout navy {n}" for n in nations)
        yield from ("scout pirate small", "scout pirate large")
        yield from (f"scout captain <seat {s}>" for s in range(SEATS))
        yield from WEAPON_USES
        yield from (f"hit {loc}" for loc in LOCATIONS)
        yield from (f"repair {loc}" for loc in REPAIRS)
        yield from (f"ship {s}" for s in FIRST_SHIPS)
        yield from (f"raid {n}" for n in nations)
        yield from (f"give {g.id}" for g in comp.goods)
        yield from ("salvage cargo", "salvage crew", "salvage rumor")
        for verb in ("salvage weapon", "buy weapon", "sell weapon", "give up"):
            yield from (f"{verb} {k}" for k in kinds)
        yield from (f"buy ship {s}" for s in ships)
        yield from (f"buy ship {s} with mods" for s in ships)
        yield from (f"send navy {z}" for z in zones)
        for verb in ("visit", "raid location"):
            yield from (f"{verb} {loc.id}" for loc in comp.locations)
        yield from (f"absolve {n} {k}" for n in nations for k in range(1, comp.rules.bounty_tokens + 1))
        yield from (f"hire {k}" for k in range(most(comp, "crew") + 1))
        for verb in ("stash", "withdraw"):
            yield from (f"{verb} {k}" for k in range(1, comp.rules.bank_gold + 1))
        printed = Counter(c.destination for c in comp.cargo if c.destination)
        yield from (f"sell contraband {k}" for k in range(1, max(printed.values(), default=0) + 1))
        yield from (f"keep captain {c.id}" for c in comp.captains)
        yield from (f"take mission {m.id}" for m in comp.missions)
        for kind, verb in (("deliver", "deliver"), ("escort", "complete")):
            yield from (f"{verb} {m.id}" for m in comp.missions if m.kind == kind)
        yield from (f"prove {r.id}" for r in comp.rumors)
        for verb in ("play", "discard glory"):
            yield from (f"{verb} {g.id}" for g in comp.glory)
        for verb in ("discard card", "exchange card", "strike"):
            yield from (f"{verb} {c.id}" for c in comp.cargo)
        goods = sorted(g.id for g in comp.goods)
        for verb in ("sell", "take", "keep", "loot"):
            yield from (f"{verb} {combo}" for combo in _multisets(goods, most(comp, "cargo")))
        yield from (f"buy contraband {combo}"
                    for combo in _multisets(sorted(printed), self.contraband_most(comp), printed))
        yield from CHOICES
        yield from (f"place mod {z.id}" for z in comp.zones if z.port)
        kinds = mod_kinds(comp)             # St John's sets of modifications moved (appended: the numbers above stay)
        sets = [",".join(c) for k in range(1, len(kinds)) for c in combinations(kinds, k)]
        for s in ships:
            yield from (f"buy ship {s} with mods {c}" for c in sets)
        yield from (f"hide contraband {z.id}" for z in comp.zones if z.port)    # a Smuggler's Hold's card

    # --- the observation tensor --------------------------------------------------------------
    def _features(self, obs, comp, f: Features) -> None:
        from ..seas_of_glory.loyalty import LEVELS
        from ..seas_of_glory.npc_upgrades import TILES
        from ..seas_of_glory.weather import DIRECTIONS
        names = [p["name"] for p in obs["players"]]
        seat, n = names.index(obs["you"]), len(names)
        v = _Vocabs(comp)
        rel = lambda name: None if name is None else relative(seat, names.index(name), n)   # noqa: E731
        seats = vocab(range(SEATS))
        f.nums((obs["round"], obs["actions_left"], obs["merchant_track"]), 3)
        f.one_hot(rel(obs["first"]), seats)
        f.one_hot(rel(obs["to_decide"]), seats)
        f.one_hot(obs["decision"], vocab(DECISIONS))
        f.one_hot(obs["event"], v.events)
        f.counts(obs["npcs_coming"], v.events)
        f.counts(["-".join(sorted(w)) for w in obs["wars"]], v.wars)
        f.counts([rel(x) for x in obs["cubes_drawn"]], seats)
        for slot in NPC_SLOTS:
            npc = obs["npcs"].get(slot)
            f.num(npc is not None)
            f.one_hot(npc and npc["zone"], v.zones)
            f.one_hot(npc and npc["ship"], v.ships)
            f.nums(npc and npc["locations"], 5)
        f.counts(obs["merchants"], v.zones)
        f.counts(obs["mods_at"], v.zones)
        for z in v.zones:
            f.one_hot(obs["demand"].get(z), v.goods)
        f.counts([v.weapon_kind[w] for w in obs["weapons_left"]], v.kinds)
        f.counts(obs["missions"], v.missions)
        _cards(f, obs["offer"], v)
        f.nums([obs["piles"][k] for k in ("cargo", "events", "glory", "rumors", "missions")], 5)
        _cards(f, obs["discards"]["cargo"], v)
        f.nums((len(obs["discards"]["glory"]), len(obs["discards"]["rumors"])), 2)
        _fight(f, obs["fight"], seat, n)
        raid = obs["raid"] or {}
        f.nums((obs["raid"] is not None, raid.get("successes")), 2)
        f.one_hot(raid.get("nation"), v.nations)
        f.counts(raid.get("choices"), v.nations)
        _cards(f, raid.get("cards"), v)
        f.counts(obs["port_steps"], _port_steps())
        claim = obs["claimable"]
        f.num(bool(claim))
        f.one_hot(claim[0] if claim else None, v.ships)
        f.nums(claim[1:], 5)
        question = obs["question"] or {}
        f.num(obs["question"] is not None)
        f.one_hot(rel(question.get("captain")), seats)
        f.one_hot(question.get("kind"), vocab(QUESTION_KINDS))
        ambush = obs["ambush"] or {}
        f.num(obs["ambush"] is not None)
        f.one_hot(None if not ambush else relative(seat, ambush["target"], n), seats)
        f.counts([relative(seat, s, n) for s in ambush.get("asked", ())], seats)
        f.counts([relative(seat, s, n) for s in ambush.get("joined", ())], seats)
        # Seas of Glory: zeros when the switch is off (the observation leaves the key out)
        f.one_hot(obs.get("wind"), vocab(DIRECTIONS))
        f.one_hot(obs.get("storm"), v.zones)
        f.nums((obs.get("wind_free_used"), obs.get("wind_against_paid")), 2)
        loyalty = obs.get("loyalty") or [None] * n
        for place in range(SEATS):
            f.one_hot(loyalty[(seat + place) % n] if place < n else None, vocab(LEVELS))
        galleon = obs.get("treasure_galleon") or {}
        f.num(bool(galleon))
        f.one_hot(galleon.get("zone"), v.zones)
        f.num(galleon.get("gold"))
        f.nums(galleon.get("locations"), 5)
        sites = obs.get("locations") or {}
        for z in v.zones:
            f.one_hot(sites.get(z), v.locations)
        f.counts(obs.get("locations_destroyed"), v.locations)
        f.num(len(obs.get("location_visits") or ()))
        visit = obs.get("visit") or {}
        f.num(bool(visit))
        f.one_hot(visit.get("tile"), v.locations)
        f.nums((visit.get("left"), visit.get("taken"), visit.get("free")), 3)
        site = obs.get("site_raid") or {}
        f.num(bool(site))
        f.one_hot(site.get("tile"), v.locations)
        f.nums((site.get("dice"), site.get("pending")), 2)
        _cards(f, site.get("cards"), v)
        tiles = vocab(t for t, _, _ in TILES)
        upgrades = obs.get("npc_upgrades") or {}
        for slot in NPC_SLOTS + ("treasure-galleon",):
            row = upgrades.get(slot, ())
            f.counts([t for t in row if not t.startswith("spent:")], tiles)
            f.counts([t[len("spent:"):] for t in row if t.startswith("spent:")], tiles)
        by_place = {relative(seat, s, n): p for s, p in enumerate(obs["players"])}
        for place in range(SEATS):
            _player(f, by_place.get(place), v, tiles)


class _Vocabs:
    """The component data's vocabularies, made once per components."""

    _made = {}

    def __new__(cls, comp):
        hit = cls._made.get(id(comp))
        if hit is not None and hit.comp is comp:
            return hit
        self = object.__new__(cls)
        self.comp = comp
        self.zones = vocab(z.id for z in comp.zones)
        self.ships, self.nations = vocab(comp.ships), vocab(comp.nations)
        self.goods = vocab(GOODS)
        self.events, self.missions = vocab(e.id for e in comp.events), vocab(m.id for m in comp.missions)
        self.captains, self.glory = vocab(c.id for c in comp.captains), vocab(g.id for g in comp.glory)
        self.rumors, self.locations = vocab(r.id for r in comp.rumors), vocab(loc.id for loc in comp.locations)
        self.kinds = vocab(weapon_kinds(comp))
        self.weapon_kind = {w.id: w.kind for w in comp.weapons}
        self.mod_effects = vocab(m.effect for m in comp.mods)
        self.mod_effect = {m.id: m.effect for m in comp.mods}
        self.good_of = {c.id: c.good for c in comp.cargo}
        self.destination_of = {c.id: c.destination for c in comp.cargo if c.destination}
        nations = list(comp.nations)
        self.wars = vocab("-".join(sorted((a, b))) for i, a in enumerate(nations) for b in nations[i + 1:])
        if len(cls._made) > 16:
            cls._made.clear()
        cls._made[id(comp)] = self
        return self


def _cards(f: Features, cards, v) -> None:
    """Cargo cards as counts per good and per contraband destination."""
    cards = cards or ()
    f.counts([v.good_of.get(c) for c in cards], v.goods)
    f.counts([v.destination_of.get(c) for c in cards], v.zones)


def _side(value, seat: int, n: int):
    """A fight's side: a seat (relative, 0-3), an NPC slot (4-10) or the Treasure Galleon (11)."""
    if value is None:
        return None
    if value < 10:
        return relative(seat, value, n)
    return 4 + value - 10 if value < 20 else 11


def _fight(f: Features, fight, seat: int, n: int) -> None:
    sides, decls = vocab(range(12)), vocab(DECLS)
    fight = fight or {}
    f.nums((bool(fight), fight.get("round"), len(fight.get("skulls", ())), fight.get("crew"),
            fight.get("boarder", -1) + 1), 5)
    f.one_hot(_side(fight.get("a"), seat, n), sides)
    f.one_hot(_side(fight.get("d"), seat, n), sides)
    for decl in (fight.get("decl") or ("", ""))[:2]:
        f.one_hot(decl or None, decls)


def _player(f: Features, p, v, tiles) -> None:
    f.num(p is not None)
    p = p or {}
    mine = isinstance(p.get("hand"), list)
    f.nums((p.get("in_port"), p.get("gold"), p.get("glory"), p.get("needs_ship"), p.get("favors"),
            p.get("ambush_cost"), len(p.get("primed", ())), mine, p.get("stash")), 9)
    f.one_hot(p.get("captain"), v.captains)
    f.one_hot(p.get("ship"), v.ships)
    f.nums(p.get("locations"), 5)
    f.one_hot(p.get("zone"), v.zones)
    f.nums(p.get("bounty"), 4)
    _cards(f, p.get("goods"), v)
    f.counts([v.weapon_kind.get(w) for w in p.get("weapons", ())], v.kinds)
    f.counts([v.mod_effect.get(m) for m in p.get("mods", ())], v.mod_effects)
    f.counts(p.get("specialists"), v.glory)
    f.counts(p.get("missions"), v.missions)
    f.counts(p.get("npc_tiles"), tiles)
    f.one_hot(p.get("mod_here"), v.mod_effects)     # the port's face-down modification, seen by his captain
    f.counts(p.get("contraband"), v.zones)          # the ports printed on the box's cards (by zone id)
    f.num(p.get("tucked"))
    for key, words in (("hand", v.glory), ("rumors", v.rumors), ("captains_dealt", v.captains)):
        seen = p.get(key)
        f.num(len(seen) if isinstance(seen, list) else seen)
        f.counts(seen if isinstance(seen, list) else (), words)


def _port_steps() -> dict:
    """The steps a port action records (the base game's and the plug-ins'), in a fixed order."""
    from ..rules.plugins import PORT_STEPS
    from ..rules.serialize import BASE_PORT_STEPS
    return vocab(BASE_PORT_STEPS + tuple(PORT_STEPS))


ENCODING = MaraudersEncoding()
