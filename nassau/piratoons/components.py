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
from importlib import resources
from pathlib import Path

from ..kernel.errors import RecordError

SCHEMA = "nassau.piratoons.components/1"
PROVENANCES = ("rulebook", "rulebook-example", "reconstructed")
EQUIPMENT_KINDS = ("sail", "deck", "cannon", "porthole", "quarters")
HULL_KINDS = ("cannon", "porthole", "quarters")
SLOT_KINDS = ("mast", "deck") + HULL_KINDS
ROUNDS = 8                      # one equipment stack per round
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

    def _repr_html_(self):
        from .render import tile_html
        return tile_html(self)


@dataclass(frozen=True)
class Colour:
    name: str
    hex: str
    bow: str           # symbol on the bow's right edge
    stern: str         # symbol on the stern's left edge


class Components:
    """Everything printed on the components, indexed for the engine."""

    def __init__(self, doc: dict):
        self.doc = doc
        _check(isinstance(doc, dict), "components", "must be a JSON object")
        _check(doc.get("schema") == SCHEMA, "schema", f"expected {SCHEMA!r}")
        for key in ("box", "colours", "equipment", "boats"):
            _check(isinstance(doc.get(key), list) and doc[key], key, "must be a non-empty list")
            for i, rec in enumerate(doc[key]):
                _check(isinstance(rec, dict), f"{key}[{i}]", "must be an object")
                _check(rec.get("provenance") in PROVENANCES, f"{key}[{i}].provenance",
                       f"must be one of {', '.join(PROVENANCES)}")
        symbols = doc.get("symbols")
        _check(isinstance(symbols, list) and symbols and all(isinstance(s, str) and re.fullmatch(r"[a-z][a-z-]*", s)
                                                             for s in symbols) and len(set(symbols)) == len(symbols),
               "symbols", "must list distinct symbol names")
        self.symbols = tuple(symbols)
        box = {_name(r, "item", f"box[{i}].item", r"[a-z_]+"): _int(r, "count", f"box[{i}].count", 1, 999)
               for i, r in enumerate(doc["box"])}
        for item in ("coins", "sailors"):
            _check(item in box, f"box.{item}", "is missing")
        self.coins, self.sailors = box["coins"], box["sailors"]
        self.colours = [self._colour(i, r) for i, r in enumerate(doc["colours"])]
        _check(len({c.name for c in self.colours}) == len(self.colours), "colours", "names must be different")
        self.tiles = []
        self.by_code = {}
        for i, rec in enumerate(doc["equipment"]):
            self._equipment(i, rec)
        self.n_equipment = len(self.tiles)
        for i, rec in enumerate(doc["boats"]):
            self._boat(i, rec)
        self.equipment = tuple(range(self.n_equipment))
        self.boats = tuple(range(self.n_equipment, len(self.tiles)))
        _check(len(self.equipment) >= ROUNDS * CHEST_EQUIPMENT, "equipment",
               f"needs at least {ROUNDS * CHEST_EQUIPMENT} tiles for {ROUNDS} rounds")
        _check(len(self.boats) >= ROUNDS * CHEST_BOATS, "boats", f"needs at least {ROUNDS * CHEST_BOATS} tiles")
        self.capacity = {b: _capacity(self.tiles[b]) for b in self.boats}
        self.kind_index = {k: i for i, k in enumerate(EQUIPMENT_KINDS)}
        self.designs = {k: tuple(sorted({self.tiles[t].code for t in self.equipment if self.tiles[t].kind == k}))
                        for k in EQUIPMENT_KINDS}

    def _colour(self, i, rec) -> Colour:
        f = f"colours[{i}]"
        hexa = rec.get("hex")
        _check(isinstance(hexa, str) and re.fullmatch(r"#[0-9a-fA-F]{6}", hexa), f + ".hex", "must be like #d1342f")
        for side in ("bow", "stern"):
            _check(rec.get(side) in self.symbols, f"{f}.{side}", f"must be one of {', '.join(self.symbols)}")
        return Colour(_name(rec, "colour", f + ".colour", r"[a-z]+"), hexa, rec["bow"], rec["stern"])

    def _equipment(self, i, rec) -> None:
        f = f"equipment[{i}]"
        code = _name(rec, "code", f + ".code", r"[a-z][a-z0-9]*(-[a-z0-9]+)*")
        _check(code not in self.by_code, f + ".code", "must be unique")
        _check(rec.get("kind") in EQUIPMENT_KINDS, f + ".kind", f"must be one of {', '.join(EQUIPMENT_KINDS)}")
        name = rec.get("name", code)
        _check(isinstance(name, str) and name, f + ".name", "must be text")
        self.by_code[code] = []
        for _ in range(_int(rec, "copies", f + ".copies", 1, 48)):
            t = Tile(len(self.tiles), code, rec["kind"], name)
            self.by_code[code].append(t.index)
            self.tiles.append(t)

    def _boat(self, i, rec) -> None:
        f = f"boats[{i}]"
        code = _name(rec, "id", f + ".id", r"[a-z][a-z0-9]*(-[a-z0-9]+)*")
        _check(code not in self.by_code, f + ".id", "must be unique (and differ from the equipment codes)")
        slots = rec.get("slots")
        _check(isinstance(slots, list) and all(s in SLOT_KINDS for s in slots), f + ".slots",
               f"must list slot kinds ({', '.join(SLOT_KINDS)})")
        for side in ("left", "right"):
            _check(rec.get(side) in self.symbols, f"{f}.{side}", f"must be one of {', '.join(self.symbols)}")
        t = Tile(len(self.tiles), code, "boat", str(rec.get("name", f"boat tile {code}")),
                 _int(rec, "levels", f + ".levels", 1, 4), tuple(slots), _int(rec, "barrels", f + ".barrels", 0, 20),
                 rec["left"], rec["right"])
        self.by_code[code] = [t.index]
        self.tiles.append(t)

    def provenance_rows(self) -> list:
        """One row per record: what it is and where it comes from."""
        rows = []
        for key, ident in (("box", "item"), ("colours", "colour"), ("equipment", "code"), ("boats", "id")):
            for rec in self.doc[key]:
                rows.append({"component": key, "id": str(rec.get(ident)), "provenance": rec["provenance"],
                             "from the rulebook": ", ".join(rec.get("rulebook_fields", [])),
                             "note": rec.get("note", "")})
        return rows


def _capacity(t: Tile) -> tuple:
    """What a boat tile can hold: (sails, masts, deck slots, cannon, porthole, quarters slots)."""
    masts = t.slots.count("mast")
    return (min(masts, t.sail_cap), masts, t.slots.count("deck")) + tuple(t.slots.count(k) for k in HULL_KINDS)


def _check(ok, field, message):
    if not ok:
        raise RecordError(field, message)


def _int(rec, key, field, low, high):
    v = rec.get(key) if isinstance(rec, dict) else None
    _check(isinstance(v, int) and not isinstance(v, bool) and low <= v <= high, field,
           f"must be an integer from {low} to {high}")
    return v


def _name(rec, key, field, pattern):
    v = rec.get(key) if isinstance(rec, dict) else None
    _check(isinstance(v, str) and re.fullmatch(pattern, v) is not None, field, f"must be a name matching {pattern}")
    return v


_DEFAULT = None


def default_components() -> Components:
    global _DEFAULT
    if _DEFAULT is None:
        text = resources.files(__package__).joinpath("data/components.json").read_text(encoding="utf-8")
        _DEFAULT = Components(json.loads(text))
    return _DEFAULT


def load_components(source) -> Components:
    """Components from a path, a JSON string, a parsed dict or a Components."""
    if source is None:
        return default_components()
    if isinstance(source, Components):
        return source
    if isinstance(source, Path) or (isinstance(source, str) and not source.lstrip().startswith("{")):
        try:
            source = Path(source).read_text(encoding="utf-8")
        except OSError as exc:
            raise RecordError("components", f"cannot read {exc.filename}: {exc.strerror}") from None
    try:
        doc = source if isinstance(source, dict) else json.loads(source)
        return Components(doc)
    except RecordError:
        raise
    except (ValueError, KeyError, TypeError, AttributeError, OverflowError, IndexError) as exc:
        raise RecordError("components", f"malformed data ({type(exc).__name__}: {exc})") from None


PLACES_EQUIPMENT = tuple(range(CHEST_EQUIPMENT))
PLACES_BOATS = tuple(range(CHEST_EQUIPMENT, CHEST_EQUIPMENT + CHEST_BOATS))
