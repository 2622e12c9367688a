"""Component data of Merchants & Marauders, loaded from a JSON file.

The default file (``data/components.json``) is nassau's component set: every record says
where it comes from (``provenance``: ``rulebook``, ``rulebook-example``, ``fan-coding`` or
``reconstructed``; ``source``: the fact sheet's source IDs S1..S28, or "" for nassau's own
design), may list the ``rulebook_fields`` or ``reconstructed_fields`` that differ from the rest
of the record, and carries ``expansion`` (``base`` or ``sog``; ``base`` when left out).
``load_components(path)`` reads another file of the same schema, so an owner of the box can
type in the printed cards.

Every list is checked field by field: types, ranges, unique ids, and that each zone, port,
nation, good, skill and vocabulary key it names exists. A bad field is a RecordError that
names it (``"cargo[3].icon"``). The numbers of cards are **not** fixed (a typed-in deck may
differ from nassau's); only the counts the rules depend on are checked:

- ``goods`` are exactly the eight of :data:`vocabulary.GOODS`;
- ``ships`` include the sloop and flute (a new captain's choice), the frigate and the
  man-o-war (navies and NPC pirates) and the galleon; ``rules.pirate_rewards`` names ships;
- ``captains``: at least one per seat (4);
- ``events``: at least one NPC card for each of the six arrows (a navy is summoned by
  drawing until its card shows up);
- ``cargo``: every good, and for each good enough cards of the others to fill the largest
  draw (8) when the in-demand good is redrawn;
- ``missions``: at least 2 (two lie on the board);
- ``mods`` and ``demand``: at least one per port (one of each starts at every port);
- ``merchants``: at least one per sea zone (one starts in every zone);
- ``rules``: every rule of :data:`RULE_VALUES` once, and no other.

``locations`` (Seas of Glory module 9's tiles) may be left out of a file: a game with the
module then refuses to start (:mod:`.locations` needs one tile for each port's zone).
"""

import json
import re
from dataclasses import dataclass
from functools import cache, cached_property
from importlib import resources
from types import MappingProxyType

from ...kernel.components import check_document, provenance_row, read_components
from . import extensions as ext
from ...kernel.validate import check, is_int
from . import vocabulary as V

GAME = __package__.rpartition(".")[0]     # the game's package: its data/ folder holds the files

SCHEMA = "nassau.marauders.components/1"
PROVENANCES = ("rulebook", "rulebook-example", "fan-coding", "reconstructed")
EXPANSIONS = ("base", "sog")
SOURCES = 28                           # the fact sheet's S1..S28
SEATS = 4
RECORDS = {"nations": "id", "zones": "id", "edges": "from", "goods": "id", "ships": "id", "captains": "id",
           "events": "id", "cargo": "id", "glory": "id", "rumors": "id", "missions": "id", "mods": "id",
           "weapons": "id", "demand": "id", "merchants": "id", "rules": "id"}
OPTIONAL_RECORDS = {"locations": "id"}   # lists a file may leave out (Seas of Glory module 9's tiles)
ICONS = V.LOCATIONS + ("escape",)
SHIPS_NEEDED = ("sloop", "flute", "frigate", "galleon", "man-o-war")
HUNTED = ("navy", "pirate")
INT, INTS, SHIP_GOLD = "an integer", "a list of integers", "gold by ship id"
RULE_VALUES = {   # every rule and the kind of value it holds
    "start_gold": INT, "actions": INT, "win_glory": INT, "hand_limit": INT, "bank_gold": INT, "bounty_tokens": INT,
    "sell_price": INT, "demand_price": INT, "havana_demand_price": INT, "nassau_price": INT, "buy_prices": INTS,
    "cargo_draw": INT, "consecutive_draw": INT, "caracas_draw": INT, "st_maarten_draw": INT, "repair_cost": INT,
    "mod_cost": INT, "st_john_mod_cost": INT, "weapon_cost": INT, "weapon_sale": INT, "recruit_cost": INT,
    "rumor_cost": INT, "stash_glory_per": INT, "st_maarten_stash_fee": INT, "raid_glory_at": INT,
    "demand_glory_at": INT, "pirate_rewards": SHIP_GOLD, "pirate_bounty_reward": INT, "merchant_reset_at": INT,
    "frigate_galleon_price_curacao": INT, "treasure_galleon_skills": INTS,
}
ID = re.compile(r"[a-z0-9][a-z0-9-]*")
NO_PARAMS = MappingProxyType({})
SOURCE_ID = re.compile(r"\bS(\d+)\b")


@dataclass(frozen=True)
class Zone:
    index: int
    id: str
    name: str
    port: str          # the port's name, or None (the Caribbean Sea)
    nation: str        # the port's nation, or None
    text: str          # the zone's board text
    layout: tuple      # where the zone sits on the drawn map

    @cached_property        # (kept in the record's __dict__, outside its fields: the log names a zone at every move)
    def phrase(self) -> str:
        """The name inside a sentence: "the Caribbean Sea", "Tortuga"."""
        return "the " + self.name[4:] if self.name.startswith("The ") else self.name


@dataclass(frozen=True)
class Good:
    index: int
    id: str
    name: str


@dataclass(frozen=True)
class Ship:
    index: int
    id: str
    name: str
    toughness: int     # the starting and largest hull and masts
    cargo: int
    crew: int
    cannons: int
    maneuverability: int
    buy: int           # None: not for sale
    sell: int          # None: cannot be sold
    glory_on_buy: bool
    minis: int
    expansion: str


@dataclass(frozen=True)
class Captain:
    index: int
    id: str
    name: str
    nation: str
    home: str          # the zone id of the home port
    seamanship: int
    scouting: int
    leadership: int
    influence: int
    ability: str       # a key of vocabulary.ABILITIES
    expansion: str

    def skill(self, name: str) -> int:
        """The dice of one of vocabulary.SKILLS."""
        if name not in V.SKILLS:
            raise ValueError(f"a skill is one of {', '.join(V.SKILLS)}, not {name!r}")
        return getattr(self, name)


@dataclass(frozen=True)
class Npc:
    slot: str          # one of vocabulary.NPC_SLOTS
    zone: str          # where it enters the map
    name: str          # its captain
    seamanship: int
    scouting: int
    leadership: int
    ship: str = ""     # Seas of Glory: "man-o-war" sails a Man-o-War even without a war; "" as usual


@dataclass(frozen=True)
class Event:
    index: int
    id: str
    name: str
    kind: str          # "npc" or "event"
    arrows: MappingProxyType   # {NPC slot: direction}
    text: str
    expansion: str
    npc: Npc                   # kind "npc", else None
    effect: str                # kind "event": a key of vocabulary.EVENT_EFFECTS, else None
    params: MappingProxyType   # the effect's zones, nations, ports or nation; empty for an NPC


@dataclass(frozen=True)
class CargoCard:
    index: int
    id: str
    good: str
    value: int         # plunder value
    icon: str          # a hit location, or "escape"
    expansion: str
    destination: str = ""   # Seas of Glory contraband: the port it sells at (else "")


@dataclass(frozen=True)
class GloryCard:
    index: int
    id: str
    name: str
    effect: str        # a key of vocabulary.GLORY_EFFECTS
    amount: int        # the windfall's gold, else 0
    text: str
    expansion: str


@dataclass(frozen=True)
class Rumor:
    index: int
    id: str
    name: str
    kind: str          # a key of vocabulary.RUMOR_KINDS
    zone: str
    skill: str
    successes: int
    glory: int
    gold: int
    text: str
    expansion: str


@dataclass(frozen=True)
class Mission:
    index: int
    id: str
    name: str
    kind: str          # a key of vocabulary.MISSION_KINDS
    port: str          # the zone id of the port where it is claimed
    claim_skill: str
    claim_successes: int
    target: MappingProxyType   # deliver {zone, good}, escort {zone}, hunt {npc}, raid {nation}
    glory: int
    gold: int
    text: str
    expansion: str


@dataclass(frozen=True)
class Location:
    index: int
    id: str
    name: str
    kind: str          # one of vocabulary.LOCATION_KINDS
    raid: int          # the cargo cards a raid draws; None: it cannot be raided (the Reef)
    bounties: bool     # a raid earns bounties of the zone's port nation (False: "No Bounties")
    expansion: str


@dataclass(frozen=True)
class Mod:
    index: int
    id: str
    effect: str        # a key of vocabulary.MOD_EFFECTS
    expansion: str


@dataclass(frozen=True)
class Weapon:
    index: int
    id: str
    kind: str          # a key of vocabulary.WEAPONS
    expansion: str


@dataclass(frozen=True)
class DemandToken:
    index: int
    id: str
    good: str
    expansion: str


@dataclass(frozen=True)
class MerchantToken:
    index: int
    id: str
    nation: str
    expansion: str


class Rules:
    """The numbers of the rules, read-only: ``rules.start_gold`` or ``rules["start_gold"]``.

    Each rule is a plain attribute (set once, here), because the engine reads them on every
    decision and a lookup through ``__getattr__`` costs several times more."""

    __slots__ = tuple(RULE_VALUES) + ("_values",)

    def __init__(self, values: dict):
        object.__setattr__(self, "_values", MappingProxyType(dict(values)))
        for name, value in values.items():
            object.__setattr__(self, name, value)

    def __getattr__(self, name):          # only for names that are not rules
        raise AttributeError(f"there is no rule {name!r}")

    def __getitem__(self, name):
        return self._values[name]

    def __setattr__(self, name, value):
        raise AttributeError("the rules are read-only")

    def __iter__(self):
        return iter(self._values)

    def __repr__(self):
        return f"Rules({dict(self._values)!r})"

    def as_dict(self) -> dict:
        return {k: (dict(v) if isinstance(v, MappingProxyType) else list(v) if isinstance(v, tuple) else v)
                for k, v in self._values.items()}


# --- field readers: read(value, field) checks a value and returns what the engine keeps ----
def _int(lo, hi):
    def read(v, field):
        check(is_int(v) and lo <= v <= hi, field, f"must be an integer from {lo} to {hi}")
        return v
    return read


def _maybe(read):
    return lambda v, field: None if v is None else read(v, field)


def _one_of(options, what=None):
    options = frozenset(options)
    message = f"must be {what}" if what else f"must be one of {', '.join(sorted(options))}"

    def read(v, field):
        check(isinstance(v, str) and v in options, field, message)
        return v
    return read


def _list_of(read, low=1, high=20):
    def read_list(v, field):
        check(isinstance(v, list) and low <= len(v) <= high, field, f"must be a list of {low} to {high}")
        out = tuple(read(x, f"{field}[{j}]") for j, x in enumerate(v))
        check(len(set(out)) == len(out), field, "names one twice")
        return out
    return read_list


def _shape(readers: dict):
    """An object with exactly the keys of ``readers``, each read by its reader."""
    keys = ", ".join(readers)
    message = f"must be an object with {keys}" if readers else "must be {}"

    def read(v, field):
        check(isinstance(v, dict), field, message)
        extra = [k for k in v if k not in readers]
        check(not extra, f"{field}.{extra[0]}" if extra else field,
              f"is not one of {keys}" if readers else "is not expected (this must be {})")
        return MappingProxyType({k: r(v.get(k), f"{field}.{k}") for k, r in readers.items()})
    return read


def _id(v, field):
    check(isinstance(v, str) and ID.fullmatch(v) is not None, field, "must be an id (lower case, digits and -)")
    return v


def _name(v, field):
    check(isinstance(v, str) and v.strip() != "", field, "must be a name")
    return v


def _text(v, field):
    check(isinstance(v, str), field, "must be text")
    return v


def _flag(v, field):
    check(isinstance(v, bool), field, "must be true or false")
    return v


def _expansion(v, field):
    check(v is None or v in EXPANSIONS, field, f"must be one of {', '.join(EXPANSIONS)}")
    return v or "base"


def _origin(rec, where):
    """The fields that say where a record comes from."""
    source = rec.get("source", "")
    check(isinstance(source, str), where + ".source", "must be text naming the fact sheet's sources (S1..S28)")
    ids = [int(n) for n in SOURCE_ID.findall(source)]
    check(all(1 <= n <= SOURCES for n in ids), where + ".source", f"names a source outside S1..S{SOURCES}")
    check(ids or rec["provenance"] == "reconstructed", where + ".source", "must name a source unless reconstructed")
    for key in ("rulebook_fields", "reconstructed_fields"):
        fields = rec.get(key, [])
        check(isinstance(fields, list) and all(isinstance(f, str) and f in rec for f in fields), f"{where}.{key}",
              "must list fields of this record")
    check(isinstance(rec.get("note", ""), str), where + ".note", "must be text")


class Components:
    """Everything printed on the components, indexed for the engine.

    ``zones`` (with ``links`` and ``step_table``), ``nations``, ``goods``, ``captains``,
    ``events``, ``cargo``, ``glory``, ``rumors``, ``missions``, ``mods``, ``weapons``, ``demand``
    and ``merchants`` are tuples of frozen records in file order (``record.index``); ``ships``
    maps ship ids to ships; ``rules`` holds the numbers of the rules.
    """

    def __repr__(self):
        return f"<marauders.Components {self.doc.get('title', '')!r}>"

    def __init__(self, doc: dict):
        from .compass import DIRECTIONS, OPPOSITE, build_step_table
        self.doc = doc
        check_document(doc, SCHEMA, RECORDS, PROVENANCES)
        for key in RECORDS:
            for i, rec in enumerate(doc[key]):
                _origin(rec, f"{key}[{i}]")
        self.nations = tuple(r["id"] for r in doc["nations"])
        self.zones = tuple(self._zone(i, r) for i, r in enumerate(doc["zones"]))
        self.by_id = {z.id: z for z in self.zones}
        check(len(self.by_id) == len(self.zones), "zones", "zone ids must be different")
        self.by_name = {z.name.lower(): z for z in self.zones}
        links = [dict() for _ in self.zones]
        for i, e in enumerate(doc["edges"]):
            a, d, b = e.get("from"), e.get("dir"), e.get("to")
            check(a in self.by_id and b in self.by_id and a != b, f"edges[{i}]", "must join two different zones")
            check(d in OPPOSITE, f"edges[{i}].dir", f"must be one of {', '.join(DIRECTIONS)}")
            ia, ib = self.by_id[a].index, self.by_id[b].index
            check(d not in links[ia] and OPPOSITE[d] not in links[ib], f"edges[{i}]",
                  "two edges leave a zone in the same direction")
            links[ia][d], links[ib][OPPOSITE[d]] = b, a
        check(all(links), "edges", "every zone needs a neighbour")
        self.links = tuple(links)
        self.step_table = build_step_table(self.zones, self.links)
        self.ports = tuple(z.id for z in self.zones if z.port)
        self._load_records()
        self._check_counts()

    def _zone(self, i, r) -> Zone:
        f = f"zones[{i}]"
        check(isinstance(r.get("id"), str) and r["id"], f + ".id", "must be a name")
        check(isinstance(r.get("name"), str) and r["name"], f + ".name", "must be a name")
        check(r.get("nation") is None or r["nation"] in self.nations, f + ".nation",
              f"must be one of {', '.join(self.nations)} or null")
        check((r.get("port") is None) == (r.get("nation") is None), f + ".port", "a port has a nation, and only a port")
        layout = r.get("layout")
        check(isinstance(layout, list) and len(layout) == 2 and all(isinstance(v, (int, float)) for v in layout),
              f + ".layout", "must be [x, y]")
        return Zone(i, r["id"], r["name"], r.get("port"), r.get("nation"), str(r.get("text", "")), tuple(layout))

    # --- the card and token lists ----------------------------------------------------------
    def _load_records(self):
        from .compass import DIRECTIONS
        zone, port, nation, good = (_one_of(self.by_id, "a zone id"), _one_of(self.ports, "the zone id of a port"),
                                    _one_of(self.nations), _one_of(V.GOODS))
        stat = _int(1, 5)
        self._npc = _shape({"slot": _one_of(V.NPC_SLOTS), "zone": zone, "captain": _shape(
            {"name": _name, "seamanship": stat, "scouting": stat, "leadership": stat}),
            "ship": _maybe(_one_of(("man-o-war",)))})
        self._arrows = _shape({slot: _one_of(DIRECTIONS) for slot in V.NPC_SLOTS})
        self._params = {"storm": _shape({"zones": _list_of(zone)}),
                        "war": _shape({"nations": _list_of(nation, 2, 2)}),
                        "demand": _shape({"ports": _list_of(port)}), "pardon": _shape({"nation": nation})}
        self._targets = {"deliver": _shape({"zone": port, "good": good}), "escort": _shape({"zone": port}),
                         "hunt": _shape({"npc": _one_of(HUNTED)}), "raid": _shape({"nation": nation})}
        self._load_ships_and_captains(port, nation, stat)
        self._load_decks(zone, port, good)
        self._load_tokens(nation, good)
        self.rules = self._rules()
        self._load_locations()

    def _load_locations(self):
        """Seas of Glory module 9's tiles: an optional list (files before the module have none)."""
        if "locations" not in self.doc:
            self.locations = ()
            return
        recs = self.doc["locations"]
        check(isinstance(recs, list), "locations", "must be a list")
        for i, rec in enumerate(recs):
            check(isinstance(rec, dict), f"locations[{i}]", "must be an object")
            check(rec.get("provenance") in PROVENANCES, f"locations[{i}].provenance",
                  f"must be one of {', '.join(PROVENANCES)}")
            _origin(rec, f"locations[{i}]")
        self.locations = self._records("locations", Location, self._location, id=_id, name=_name,
                                       kind=_one_of(V.LOCATION_KINDS), raid=_maybe(_int(1, 9)), bounties=_flag,
                                       expansion=_expansion)

    def _location(self, where, rec, v):
        check((v["raid"] is None) == (v["kind"] in V.UNRAIDABLE), where + ".raid",
              f"only a {', '.join(V.UNRAIDABLE)} has no raid number (null)")

    def _load_ships_and_captains(self, port, nation, stat):
        self.goods = self._records("goods", Good, id=_one_of(V.GOODS), name=_name)
        self.ships = MappingProxyType({s.id: s for s in self._records(
            "ships", Ship, id=_id, name=_name, toughness=_int(1, 9), cargo=_int(0, 9), crew=_int(1, 9),
            cannons=_int(0, 9), maneuverability=_int(1, 9), buy=_maybe(_int(0, 99)), sell=_maybe(_int(0, 99)),
            glory_on_buy=_flag, minis=_int(0, 30), expansion=_expansion)})
        self.captains = self._records(
            "captains", Captain, self._home, id=_id, name=_name, nation=nation, home=port, seamanship=stat,
            scouting=stat, leadership=stat, influence=stat, ability=_one_of(V.ABILITIES), expansion=_expansion)

    def _load_decks(self, zone, port, good):
        skill = _one_of(V.SKILLS)
        self.events = self._records(
            "events", Event, self._event, id=_id, name=_name, kind=_one_of(("npc", "event")), arrows=self._arrows,
            text=_text, expansion=_expansion)
        self.cargo = self._records("cargo", CargoCard, id=_id, good=good, value=_int(3, 5), icon=_one_of(ICONS),
                                   expansion=_expansion, destination=_maybe(port))
        self.glory = self._records("glory", GloryCard, self._amount, id=_id, name=_name,
                                   effect=_one_of(V.GLORY_EFFECTS), amount=_int(0, 20), text=_text,
                                   expansion=_expansion)
        self.rumors = self._records(
            "rumors", Rumor, self._rumor_zone, id=_id, name=_name, kind=_one_of(V.RUMOR_KINDS), zone=zone,
            skill=skill, successes=_int(1, 3), glory=_int(0, 2), gold=_int(0, 15), text=_text, expansion=_expansion)
        self.missions = self._records(
            "missions", Mission, self._target, id=_id, name=_name, kind=_one_of(V.MISSION_KINDS), port=port,
            claim_skill=skill, claim_successes=_int(1, 2), glory=_int(1, 2), gold=_int(0, 15), text=_text,
            expansion=_expansion)

    def _load_tokens(self, nation, good):
        self.mods = self._records("mods", Mod, id=_id, effect=_one_of(V.MOD_EFFECTS), expansion=_expansion)
        self.weapons = self._records("weapons", Weapon, id=_id, kind=_one_of(V.WEAPONS), expansion=_expansion)
        self.demand = self._records("demand", DemandToken, id=_id, good=good, expansion=_expansion)
        self.merchants = self._records("merchants", MerchantToken, id=_id, nation=nation, expansion=_expansion)

    def _records(self, key, cls, finish=None, **readers) -> tuple:
        """``cls`` for each record of list ``key``: each field read by its reader, then
        ``finish(where, rec, values)`` for the checks across fields; ids must differ."""
        out, seen = [], {}
        for i, rec in enumerate(self.doc[key]):
            where = f"{key}[{i}]"
            values = {name: read(rec.get(name), f"{where}.{name}") for name, read in readers.items()}
            if finish:
                finish(where, rec, values)
            check(values["id"] not in seen, where + ".id", f"is used twice (also {key}[{seen.get(values['id'])}])")
            seen[values["id"]] = i
            out.append(cls(i, **values))
        return tuple(out)

    def _home(self, where, rec, v):
        check(self.by_id[v["home"]].nation == v["nation"], where + ".home",
              f"must be a port of the captain's nation ({v['nation']})")

    def _event(self, where, rec, v):
        npc, has = v["kind"] == "npc", [k for k in ("npc", "effect", "params") if k in rec]
        check(has == (["npc"] if npc else ["effect", "params"]), where,
              "an npc card has npc (and no effect or params); an event has effect and params")
        if npc:
            n = self._npc(rec["npc"], where + ".npc")
            nation = self.by_id[n["zone"]].nation
            check(n["slot"] not in self.nations or n["slot"] == nation, where + ".npc.zone",
                  f"a {n['slot']} navy enters in a zone with a {n['slot']} port")
            check(not n["ship"] or n["slot"] in self.nations, where + ".npc.ship", "only a navy sails a Man-o-War")
            v.update(npc=Npc(n["slot"], n["zone"], *n["captain"].values(), n["ship"] or ""), effect=None,
                     params=NO_PARAMS)
            return
        v["npc"] = None
        v["effect"] = _one_of(V.EVENT_EFFECTS)(rec["effect"], where + ".effect")
        v["params"] = self._params.get(v["effect"], _shape({}))(rec["params"], where + ".params")

    def _amount(self, where, rec, v):
        check((v["effect"] == "windfall") == (v["amount"] > 0), where + ".amount",
              "a windfall gives gold (1 or more); other effects take 0")

    def _rumor_zone(self, where, rec, v):
        check(v["kind"] != "informant" or v["zone"] in self.ports, where + ".zone", "an informant waits in a port")

    def _target(self, where, rec, v):
        v["target"] = self._targets[v["kind"]](rec.get("target"), where + ".target")

    def _rules(self) -> Rules:
        values = {}
        for i, rec in enumerate(self.doc["rules"]):
            where = f"rules[{i}]"
            name = _one_of(RULE_VALUES)(rec.get("id"), where + ".id")
            check(name not in values, where + ".id", "is given twice")
            values[name] = self._rule_value(RULE_VALUES[name], rec.get("value"), where + ".value")
        missing = [k for k in RULE_VALUES if k not in values]
        check(not missing, "rules", f"missing: {', '.join(missing)}")
        return Rules(values)

    def _rule_value(self, kind, v, field):
        if kind == INT:
            return _int(0, 999)(v, field)
        if kind == INTS:
            check(isinstance(v, list) and v and all(is_int(x) and 0 <= x <= 99 for x in v), field, "must be " + kind)
            return tuple(v)
        check(isinstance(v, dict) and v, field, "must be " + kind)
        return MappingProxyType({_one_of(self.ships, "a ship id")(k, f"{field}.{k}"): _int(0, 99)(x, f"{field}.{k}")
                                 for k, x in v.items()})

    def _check_counts(self):
        """The counts the rules depend on (see the module docstring)."""
        check(len(self.goods) == len(V.GOODS), "goods", f"must be the {len(V.GOODS)} goods {', '.join(V.GOODS)}")
        missing = [s for s in SHIPS_NEEDED if s not in self.ships]
        check(not missing, "ships", f"missing: {', '.join(missing)}")
        check(len(self.captains) >= SEATS, "captains", f"need one for each of {SEATS} seats")
        slots = {e.npc.slot for e in self.events if e.npc}
        check(slots == set(V.NPC_SLOTS), "events", f"need an npc card for each of {', '.join(V.NPC_SLOTS)}")
        draw = max(self.rules.cargo_draw, self.rules.caracas_draw, self.rules.st_maarten_draw + 1)
        for g in V.GOODS:
            cards = sum(c.good == g for c in self.cargo)
            check(cards and len(self.cargo) - cards >= draw, "cargo",
                  f"needs {g}, and {draw} cards of other goods to redraw {g} when it is in demand")
        check(len(self.missions) >= 2, "missions", "need 2 for the board")
        check(len(self.mods) >= len(self.ports), "mods", f"need one for each of the {len(self.ports)} ports")
        check(len(self.demand) >= len(self.ports), "demand", f"need one for each of the {len(self.ports)} ports")
        check(len(self.merchants) >= len(self.zones), "merchants", f"need one for each of the {len(self.zones)} zones")

    def zone_index(self, zone) -> int:
        """The index of a zone given by id or by name (any case)."""
        z = self.by_id.get(zone) or (self.by_name.get(zone.lower()) if isinstance(zone, str) else None)
        if z is None:
            raise ValueError(f"there is no sea zone {zone!r}")
        return z.index

    def provenance_rows(self) -> list:
        """One row per record of every list: which record, where it comes from, which of its
        fields are from the rulebook or reconstructed."""
        rows = []
        for key, ident in {**RECORDS, **OPTIONAL_RECORDS}.items():
            for rec in self.doc.get(key, ()):
                row = provenance_row(key, rec.get(ident), rec)
                row["reconstructed"] = ", ".join(rec.get("reconstructed_fields", []))
                rows.append(row)
        return rows


@cache
def default_components() -> Components:
    """nassau's component set (``data/components.json``), read once."""
    text = resources.files(GAME).joinpath("data/components.json").read_text(encoding="utf-8")
    return Components(json.loads(text))


def load_components(source=None) -> Components:
    """Components from a path, a JSON string, a parsed dict or a Components; None gives the default set."""
    if source is None:
        return default_components()
    if isinstance(source, Components):
        return source
    return read_components(source, Components, default_components)


# --- which components a game plays with ----------------------------------------------------------
def in_play(game, key: str, c) -> bool:
    """Whether component ``c`` of list ``key`` ("cargo", "rumors", "mods"...) is in this game:
    the base game's, and an expansion's as its switches say."""
    return ext.card_in_play(game, key, c)


def deck(game, key: str) -> list:
    """The indices of the components of ``key`` in this game, in the file's order."""
    return [c.index for c in getattr(game.comp, key) if in_play(game, key, c)]
