"""Component data of Merchants & Marauders, loaded from a JSON file.

The default file (``data/components.json``) is nassau's component set: every record says
where it comes from (``rulebook``, ``fan-coding`` or ``reconstructed``, with the source IDs
of the fact sheet). ``load_components(path)`` reads another file of the same schema, so an
owner of the box can type in the printed cards.
"""

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources

from ..kernel.components import check_document, provenance_row, read_components
from ..kernel.validate import check

SCHEMA = "nassau.marauders.components/1"
PROVENANCES = ("rulebook", "rulebook-example", "fan-coding", "reconstructed")
RECORDS = {"nations": "id", "zones": "id", "edges": "from"}


@dataclass(frozen=True)
class Zone:
    index: int
    id: str
    name: str
    port: str          # the port's name, or None (the Caribbean Sea)
    nation: str        # the port's nation, or None
    text: str          # the zone's board text
    layout: tuple      # where the zone sits on the drawn map


class Components:
    """Everything printed on the components, indexed for the engine."""

    def __repr__(self):
        return f"<marauders.Components {self.doc.get('title', '')!r}>"

    def __init__(self, doc: dict):
        from .sea import DIRECTIONS, OPPOSITE, build_step_table
        self.doc = doc
        check_document(doc, SCHEMA, RECORDS, PROVENANCES)
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

    def zone_index(self, zone) -> int:
        """The index of a zone given by id or by name (any case)."""
        z = self.by_id.get(zone) or (self.by_name.get(zone.lower()) if isinstance(zone, str) else None)
        if z is None:
            raise ValueError(f"there is no sea zone {zone!r}")
        return z.index

    def provenance_rows(self) -> list:
        return [provenance_row(key, rec.get(ident), rec) for key, ident in RECORDS.items() for rec in self.doc[key]]


@cache
def default_components() -> Components:
    """nassau's component set (``data/components.json``), read once."""
    text = resources.files(__package__).joinpath("data/components.json").read_text(encoding="utf-8")
    return Components(json.loads(text))


def load_components(source=None) -> Components:
    """Components from a path, a JSON string, a parsed dict or a Components; None gives the default set."""
    if source is None:
        return default_components()
    if isinstance(source, Components):
        return source
    return read_components(source, Components)
