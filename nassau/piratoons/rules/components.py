"""Component data: equipment designs, boat tiles, player colours and the box counts.

The default file (``data/components.json``) is nassau's reconstruction. Every record says
where it comes from (``rulebook``, ``rulebook-example`` or ``reconstructed``), and
``load_components(path)`` reads another file with the same schema, so an owner of the
box can type in the real tiles.

Tiles get one index space: the equipment tiles first (one entry per physical copy),
then the boat tiles.
"""

import json
import re
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple
from importlib import resources

# PROVENANCES stays importable from here: it is part of this file format
from ...kernel.components import PROVENANCES, check_document, provenance_row, read_components  # noqa: F401
from ...kernel.validate import check, rec_int, rec_name

GAME = __package__.rpartition(".")[0]     # the game's package: its data/ folder holds the files

SCHEMA = "nassau.piratoons.components/1"
RECORDS = {"box": "item", "colours": "colour", "equipment": "code", "boats": "id"}   # lists of records: their id field
EQUIPMENT_KINDS = ("sail", "deck", "cannon", "porthole", "quarters")
HULL_KINDS = ("cannon", "porthole", "quarters")
SLOT_KINDS = ("mast", "deck") + HULL_KINDS
ROUNDS = 8                      # one equipment stack per round
START_COINS = 3                 # each player starts with 3 coins
CHEST_EQUIPMENT, CHEST_BOATS = 6, 3
SAIL_CAP = {1: 3, 2: 2, 3: 1, 4: 0}   # sails a boat tile of this many levels may carry


@dataclass(frozen=True)
class Tile:
    index: int
    code: str          # the design code of an equipment tile, the id of a boat tile
    kind: str          # an equipment kind, or "boat"
    name: str
    levels: int = 0
    slots: tuple = ()  # slot kinds, bow to stern, masts first as printed
    barrels: int = 0
    left: str = ""     # edge symbols (boat tiles)
    right: str = ""

    @property
    def is_boat(self) -> bool:
        return self.kind == "boat"

    @property
    def sail_cap(self) -> int:
        return SAIL_CAP[self.levels] if self.is_boat else 0

    def __str__(self):
        return self.code


@dataclass(frozen=True)
class Colour:
    name: str
    hex: str
    bow: str           # symbol on the bow's right edge
    stern: str         # symbol on the stern's left edge


class Components:
    """Everything printed on the components, indexed for the engine."""

    def __repr__(self):
        return f"<piratoons.Components {self.doc.get('title', '')!r}>"

    def __init__(self, doc: dict):
        self.doc = doc
        check_document(doc, SCHEMA, RECORDS)
        symbols = doc.get("symbols")
        check(isinstance(symbols, list) and symbols and all(isinstance(s, str) and re.fullmatch(r"[a-z][a-z-]*", s)
                                                            for s in symbols) and len(set(symbols)) == len(symbols),
              "symbols", "must list distinct symbol names")
        self.symbols = tuple(symbols)
        box = {rec_name(r, "item", f"box[{i}].item", r"[a-z_]+"): rec_int(r, "count", f"box[{i}].count", 1, 999)
               for i, r in enumerate(doc["box"])}
        for item in ("coins", "sailors"):
            check(item in box, f"box.{item}", "is missing")
        self.coins, self.sailors = box["coins"], box["sailors"]
        self.colours = [self._colour(i, r) for i, r in enumerate(doc["colours"])]
        check(len({c.name for c in self.colours}) == len(self.colours), "colours", "names must be different")
        self.tiles = []
        self.by_code = {}
        for i, rec in enumerate(doc["equipment"]):
            self._equipment(i, rec)
        self.n_equipment = len(self.tiles)
        for i, rec in enumerate(doc["boats"]):
            self._boat(i, rec)
        self.equipment = tuple(range(self.n_equipment))
        self.boats = tuple(range(self.n_equipment, len(self.tiles)))
        check(len(self.equipment) >= ROUNDS * CHEST_EQUIPMENT, "equipment",
              f"needs at least {ROUNDS * CHEST_EQUIPMENT} tiles for {ROUNDS} rounds")
        check(len(self.boats) >= ROUNDS * CHEST_BOATS, "boats", f"needs at least {ROUNDS * CHEST_BOATS} tiles")
        self.room = {b: _room(self.tiles[b]) for b in self.boats}
        self.kind_index = {k: i for i, k in enumerate(EQUIPMENT_KINDS)}
        self.designs = {k: tuple(sorted({self.tiles[t].code for t in self.equipment if self.tiles[t].kind == k}))
                        for k in EQUIPMENT_KINDS}

    def _colour(self, i, rec) -> Colour:
        f = f"colours[{i}]"
        hexa = rec.get("hex")
        check(isinstance(hexa, str) and re.fullmatch(r"#[0-9a-fA-F]{6}", hexa), f + ".hex", "must be like #d1342f")
        for side in ("bow", "stern"):
            check(rec.get(side) in self.symbols, f"{f}.{side}", f"must be one of {', '.join(self.symbols)}")
        return Colour(rec_name(rec, "colour", f + ".colour", r"[a-z]+"), hexa, rec["bow"], rec["stern"])

    def _equipment(self, i, rec) -> None:
        f = f"equipment[{i}]"
        code = rec_name(rec, "code", f + ".code", r"[a-z][a-z0-9]*(-[a-z0-9]+)*")
        check(code not in self.by_code, f + ".code", "must be unique")
        check(rec.get("kind") in EQUIPMENT_KINDS, f + ".kind", f"must be one of {', '.join(EQUIPMENT_KINDS)}")
        name = rec.get("name", code)
        check(isinstance(name, str) and name, f + ".name", "must be text")
        self.by_code[code] = []
        for _ in range(rec_int(rec, "copies", f + ".copies", 1, 48)):
            t = Tile(len(self.tiles), code, rec["kind"], name)
            self.by_code[code].append(t.index)
            self.tiles.append(t)

    def _boat(self, i, rec) -> None:
        f = f"boats[{i}]"
        code = rec_name(rec, "id", f + ".id", r"[a-z][a-z0-9]*(-[a-z0-9]+)*")
        check(code not in self.by_code, f + ".id", "must be unique (and differ from the equipment codes)")
        slots = rec.get("slots")
        check(isinstance(slots, list) and all(s in SLOT_KINDS for s in slots), f + ".slots",
              f"must list slot kinds ({', '.join(SLOT_KINDS)})")
        for side in ("left", "right"):
            check(rec.get(side) in self.symbols, f"{f}.{side}", f"must be one of {', '.join(self.symbols)}")
        t = Tile(len(self.tiles), code, "boat", str(rec.get("name", f"boat tile {code}")),
                 rec_int(rec, "levels", f + ".levels", 1, 4), tuple(slots), rec_int(rec, "barrels", f + ".barrels", 0, 20),
                 rec["left"], rec["right"])
        self.by_code[code] = [t.index]
        self.tiles.append(t)

    def provenance_rows(self) -> list:
        """One row per record: what it is and where it comes from."""
        return [provenance_row(key, rec.get(ident), rec) for key, ident in RECORDS.items() for rec in self.doc[key]]


class Room(NamedTuple):
    """The slots of one boat tile."""

    spread: int     # masts that may carry a sail
    masts: int
    decks: int
    hull: tuple     # cannon, porthole and quarters slots, in the order of HULL_KINDS


def _room(t: Tile) -> Room:
    masts = t.slots.count("mast")
    return Room(min(masts, t.sail_cap), masts, t.slots.count("deck"), tuple(t.slots.count(k) for k in HULL_KINDS))


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


PLACES_EQUIPMENT = tuple(range(CHEST_EQUIPMENT))
PLACES_BOATS = tuple(range(CHEST_EQUIPMENT, CHEST_EQUIPMENT + CHEST_BOATS))
