"""Component data: the board, the cards, the tiles and the ship, loaded from a JSON file.

The default file (``data/components.json``) is nassau's reconstruction; every record says
where it comes from. ``load_components(path)`` reads another file with the same schema,
so someone who owns the box can type in the real cards.
"""

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources

# PROVENANCES stays importable from here: it is part of this file format
from ...kernel.components import PROVENANCES, check_document, provenance_row, read_components  # noqa: F401
from ...kernel.english import plural
from ...kernel.validate import check, rec_int, rec_name

GAME = __package__.rpartition(".")[0]     # the game's package: its data/ folder holds the files

SCHEMA = "nassau.pirates.components/1"
RESOURCES = ("gunpowder", "goods", "rum")
ITEMS = ("pesos",) + RESOURCES + ("hostages",)        # what a hold can carry


def quantity(n: int, item: str) -> str:
    """'1 peso', '3 pesos', '2 rum': the kernel's :func:`~nassau.kernel.english.plural`."""
    return plural(n, item)


RECORDS = ("supply", "sections", "costs", "spaces", "merchants", "navy", "captains", "tiles")   # lists of records
STACKS = ("hull", "mast", "crew")                     # the three tile stacks of Nassau
TILE_TYPES = ("hull", "sail", "mizzen", "crew")       # sails and mizzens share the mast stack
PERMANENT = {"cannon", "sail", "hold"}
ONE_SHOT = {"boost", "reroll", "wind", "gain", "infamy", "smuggle", "ransom", "none"}


@dataclass(frozen=True)
class Space:
    space: int
    kind: str          # "port", "route" or "midpoint"
    zone: int
    name: str
    smuggle: tuple     # resources (and/or "pesos") a port offers


@dataclass(frozen=True)
class Merchant:
    index: int
    id: str
    zone: int
    sail: int
    cannon: int
    loot: tuple        # ((item, count), ...) as printed; the +1 peso is not printed

    def __str__(self):
        return f"{self.id} {self.sail}/{self.cannon}"


@dataclass(frozen=True)
class NavyCard:
    index: int
    id: str
    phase: int
    min_players: int
    ship: bool
    sail: int
    cannon: int
    game_end: bool

    @property
    def label(self) -> str:
        if self.game_end:
            return "end"
        return f"{self.sail}/{self.cannon}" if self.ship else "empty"


@dataclass(frozen=True)
class Captain:
    index: int
    id: str
    sail: int
    cannon: int

    @property
    def label(self) -> str:
        return f"{self.sail}/{self.cannon}"


@dataclass(frozen=True)
class TileKind:
    code: str
    type: str          # hull, sail, mizzen or crew
    name: str
    colour: str
    best_ship: int
    motley: int
    effect: str        # an entry of PERMANENT or ONE_SHOT
    amount: int
    sail: int          # for "boost"
    cannon: int        # for "boost"
    when: str          # "" (always), "sack" or "navy" for conditional permanent bonuses
    items: tuple       # for "gain"
    only_on: tuple     # section ids the tile may sit on, or () for any

    @property
    def stack(self) -> str:
        return "mast" if self.type in ("sail", "mizzen") else self.type

    @property
    def one_shot(self) -> bool:
        return self.effect in ONE_SHOT


@dataclass(frozen=True)
class Slot:
    id: str
    section: str
    type: str
    colour: str


@dataclass(frozen=True)
class Section:
    id: str
    name: str
    extra: bool
    hold: int
    best_ship: int
    slots: tuple


class Components:
    """Everything printed on the components, indexed for the engine."""

    def __repr__(self):
        return f"<pirates.Components {self.doc.get('title', '')!r}>"

    def __init__(self, doc: dict):
        self.doc = doc
        check_document(doc, SCHEMA, RECORDS)
        self.supply = {rec_name(r, "item", f"supply[{i}].item", r"[a-z_]+"): rec_int(r, "count", f"supply[{i}].count", 0, 999)
                       for i, r in enumerate(doc["supply"])}
        for item in ITEMS + ("doubloons", "trade_winds", "sacked_markers"):
            check(item in self.supply, f"supply.{item}", "is missing")
        ship = doc.get("ship", {})
        self.start_sail = rec_int(ship, "start_sail", "ship.start_sail", 0)
        self.start_cannon = rec_int(ship, "start_cannon", "ship.start_cannon", 0)
        self.max_extra = rec_int(ship, "max_extra_sections", "ship.max_extra_sections", 0)
        self._load_sections(doc["sections"])
        self.costs = {}
        for i, rec in enumerate(doc["costs"]):
            cost = rec.get("cost")
            check(isinstance(cost, dict) and all(k in RESOURCES and type(v) is int and 0 <= v <= 20 for k, v in cost.items()),
                  f"costs[{i}].cost", "must map resources to counts")
            self.costs[rec_name(rec, "item", f"costs[{i}].item", r"[a-z]+")] = tuple(cost.get(r, 0) for r in RESOURCES)
        for item in TILE_TYPES + ("section",):
            check(item in self.costs, f"costs.{item}", "is missing")
        self._load_spaces(doc["spaces"])
        self._load_cards(doc)
        self._load_tiles(doc["tiles"])

    def _load_sections(self, recs):
        self.sections = []
        for i, rec in enumerate(recs):
            sid = rec_name(rec, "id", f"sections[{i}].id")
            check(isinstance(rec.get("slots"), list), f"sections[{i}].slots", "must be a list")
            slots = tuple(Slot(rec_name(s, "slot", f"sections[{i}].slots[{j}].slot", r"[a-z0-9]+"), sid,
                               s.get("type"), rec_name(s, "colour", f"sections[{i}].slots[{j}].colour"))
                          for j, s in enumerate(rec["slots"]))
            for s in slots:
                check(s.type in TILE_TYPES, f"sections[{i}].slots", f"unknown slot type {s.type!r}")
            self.sections.append(Section(sid, str(rec.get("name", sid)), bool(rec.get("extra")),
                                         rec_int(rec, "hold", f"sections[{i}].hold", 0),
                                         rec_int(rec, "best_ship", f"sections[{i}].best_ship", 0), slots))
        self.base_sections = [s for s in self.sections if not s.extra]
        self.extra_sections = [s for s in self.sections if s.extra]
        check(len(self.extra_sections) >= self.max_extra, "sections", "fewer extra sections than max_extra_sections")
        self.slots = {s.id: s for sec in self.sections for s in sec.slots}
        check(len(self.slots) == sum(len(s.slots) for s in self.sections), "sections", "slot ids must be unique")

    def _load_spaces(self, recs):
        spaces = {}
        for i, rec in enumerate(recs):
            n = rec_int(rec, "space", f"spaces[{i}].space", 1, 20)
            kind = rec.get("kind")
            check(isinstance(kind, str) and kind in ("port", "route", "midpoint"), f"spaces[{i}].kind", "must be port, route or midpoint")
            smuggle = rec.get("smuggle", [])
            check(isinstance(smuggle, list) and all(isinstance(x, str) for x in smuggle), f"spaces[{i}].smuggle",
                  "must be a list of resources")
            smuggle = tuple(smuggle)
            check(isinstance(rec.get("name", ""), str), f"spaces[{i}].name", "must be text")
            if kind == "port":
                check(smuggle and all(x in RESOURCES + ("pesos",) for x in smuggle), f"spaces[{i}].smuggle",
                      "a port needs resources (or pesos) to smuggle")
            spaces[n] = Space(n, kind, rec_int(rec, "zone", f"spaces[{i}].zone", 1), rec.get("name", ""), smuggle)
        check(sorted(spaces) == list(range(1, 21)), "spaces", "must number 1 to 20")
        check(spaces[7].kind == "midpoint" and spaces[14].kind == "midpoint", "spaces", "7 and 14 are the midpoints")
        check(all(spaces[s].kind != "midpoint" for s in spaces if s not in (7, 14)), "spaces", "only 7 and 14 are midpoints")
        for s, sp in spaces.items():
            check(sp.zone == (1 if s <= 7 else 2 if s <= 14 else 3), f"spaces.{s}.zone", "does not match the space number")
        self.spaces = [None] + [spaces[s] for s in range(1, 21)]
        self.ports = tuple(s for s in range(1, 21) if spaces[s].kind == "port")
        self.routes = {z: tuple(s for s in range(1, 21) if spaces[s].kind == "route" and spaces[s].zone == z) for z in (1, 2, 3)}
        check(len(self.ports) <= self.supply["sacked_markers"], "spaces", "more ports than sacked markers")
        check(len(self.routes[1]) >= len(self.routes[2]) >= len(self.routes[3]), "spaces",
              "each zone needs at least as many trade routes as the zone to its right, so merchants can sail left")

    def _load_cards(self, doc):
        self.merchants = []
        for i, rec in enumerate(doc["merchants"]):
            loot = rec.get("loot", {})
            check(isinstance(loot, dict) and all(k in ITEMS and type(v) is int and 0 < v <= 20 for k, v in loot.items()),
                  f"merchants[{i}].loot", "must map hold items to positive counts")
            self.merchants.append(Merchant(i, rec_name(rec, "id", f"merchants[{i}].id"), rec_int(rec, "zone", f"merchants[{i}].zone", 1),
                                           rec_int(rec, "sail", f"merchants[{i}].sail", 0),
                                           rec_int(rec, "cannon", f"merchants[{i}].cannon", 0),
                                           tuple((k, loot[k]) for k in ITEMS if k in loot)))
            check(self.merchants[-1].zone in (1, 2, 3), f"merchants[{i}].zone", "must be 1, 2 or 3")
        for z in (1, 2, 3):
            check(sum(m.zone == z for m in self.merchants) > len(self.routes[z]), "merchants",
                  f"zone {z} needs more cards than it has trade routes")
        self.navy = []
        for i, rec in enumerate(doc["navy"]):
            end = bool(rec.get("game_end"))
            ship = bool(rec.get("ship")) and not end
            self.navy.append(NavyCard(i, rec_name(rec, "id", f"navy[{i}].id"), rec_int(rec, "phase", f"navy[{i}].phase", 1),
                                      rec_int(rec, "min_players", f"navy[{i}].min_players", 3), ship,
                                      rec_int(rec, "sail", f"navy[{i}].sail", 0) if ship else 0,
                                      rec_int(rec, "cannon", f"navy[{i}].cannon", 0) if ship else 0, end))
            check(self.navy[-1].phase in (1, 2), f"navy[{i}].phase", "must be 1 or 2")
        check(sum(c.game_end for c in self.navy) == 1, "navy", "needs exactly one Game End card")
        self.navy_labels = [c.label for c in self.navy]
        # each Navy card as a navy action's field names it: (sail, cannon), None for an empty
        # ocean; the Game End card ends the game as it shows, and no action names it
        self.navy_cards = [(c.sail, c.cannon) if c.ship else "end" if c.game_end else None for c in self.navy]
        self.captains = [Captain(i, rec_name(r, "id", f"captains[{i}].id"), rec_int(r, "sail", f"captains[{i}].sail", 0), rec_int(r, "cannon", f"captains[{i}].cannon", 0))
                         for i, r in enumerate(doc["captains"])]

    def _load_tiles(self, recs):
        self.kinds = {}
        self.tiles = []          # one entry per physical tile: its TileKind
        for i, rec in enumerate(recs):
            eff = rec.get("effect")
            check(isinstance(eff, dict), f"tiles[{i}].effect", "must be an object")
            kind = eff.get("kind")
            check(isinstance(kind, str) and kind in PERMANENT | ONE_SHOT, f"tiles[{i}].effect.kind", f"unknown effect {kind!r}")
            check(isinstance(rec.get("stack"), str) and rec["stack"] in TILE_TYPES, f"tiles[{i}].stack", "must be hull, sail, mizzen or crew")
            when = eff.get("when", "")
            check(isinstance(when, str) and when in ("", "sack", "navy"), f"tiles[{i}].effect.when", "must be sack or navy")
            check(isinstance(rec.get("name"), str) and rec["name"], f"tiles[{i}].name", "must be a name")
            items = eff.get("items", [])
            check(isinstance(items, list) and all(x in ITEMS for x in items), f"tiles[{i}].effect.items",
                  f"must list hold items ({', '.join(ITEMS)})")
            only_on = rec.get("only_on", [])
            check(isinstance(only_on, list) and all(isinstance(x, str) for x in only_on), f"tiles[{i}].only_on",
                  "must list section ids")
            k = TileKind(rec_name(rec, "code", f"tiles[{i}].code", r"[a-z0-9][a-z0-9-]*"), rec["stack"], rec["name"],
                         rec_name(rec, "colour", f"tiles[{i}].colour"), rec_int(rec, "best_ship", f"tiles[{i}].best_ship", 0),
                         rec_int(rec, "motley", f"tiles[{i}].motley", 0), kind, rec_int(eff, "amount", f"tiles[{i}].effect.amount", 0)
                         if "amount" in eff else 0, rec_int(eff, "sail", f"tiles[{i}].effect.sail", 0) if "sail" in eff else 0,
                         rec_int(eff, "cannon", f"tiles[{i}].effect.cannon", 0) if "cannon" in eff else 0, when,
                         tuple(items), tuple(only_on))
            check(k.code not in self.kinds and " " not in k.code, f"tiles[{i}].code", "must be unique and have no spaces")
            check(k.one_shot == (k.type in ("mizzen", "crew")), f"tiles[{i}].effect",
                  "hull and sail tiles are permanent; mizzen and crew tiles are one-shot")
            self.kinds[k.code] = k
            self.tiles.extend([k] * rec_int(rec, "copies", f"tiles[{i}].copies", 1))
        self.stack_tiles = {st: tuple(i for i, k in enumerate(self.tiles) if k.stack == st) for st in STACKS}

    def provenance_rows(self) -> list[dict]:
        """One row per record: what it is and where it comes from."""
        return [provenance_row(key, rec.get("id") or rec.get("code") or rec.get("item") or rec.get("space"), rec)
                for key in RECORDS for rec in self.doc[key]]


@cache
def default_components() -> Components:
    """nassau's reconstruction (``data/components.json``), read once."""
    text = resources.files(GAME).joinpath("data/components.json").read_text(encoding="utf-8")
    return Components(json.loads(text))


def load_components(source=None) -> Components:
    """Components from a path, a JSON string, a parsed dict or a Components; None gives
    nassau's reconstruction."""
    if source is None:
        return default_components()
    if isinstance(source, Components):
        return source
    return read_components(source, Components, default_components)
