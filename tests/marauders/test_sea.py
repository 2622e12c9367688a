"""The Caribbean as a graph: the fact sheet's edge table (§4.2) and its precomputed
"one zone in direction d, turning clockwise" table (§4.4), entry by entry."""

import pytest

from nassau.marauders.rules import sea
from nassau.marauders.rules.components import default_components

# §4.2, one line per zone: the zone in each direction N NE E SE S SW W NW ("-" for none)
EDGES = """
Nassau          - - - Tortuga - Havana - -
Havana          - Nassau Tortuga - PortRoyal - - -
Tortuga         - - - SantoDomingo PetiteGoave PortRoyal Havana Nassau
PortRoyal       Havana Tortuga PetiteGoave Cartagena OldProvidence - - -
OldProvidence   PortRoyal - Cartagena - - - - -
PetiteGoave     Tortuga - SantoDomingo CaribbeanSea Cartagena - PortRoyal -
SantoDomingo    - - SanJuan - CaribbeanSea - PetiteGoave Tortuga
Cartagena       PetiteGoave CaribbeanSea Curacao - - - OldProvidence PortRoyal
CaribbeanSea    SantoDomingo SanJuan BasseTerre Caracas Curacao Cartagena - PetiteGoave
SanJuan         - - StMaarten BasseTerre - CaribbeanSea SantoDomingo -
Curacao         CaribbeanSea - Caracas - - - Cartagena -
Caracas         - BasseTerre Trinidad - - - Curacao CaribbeanSea
StMaarten       - - StJohn - BasseTerre - SanJuan -
StJohn          - - - - Bridgetown BasseTerre StMaarten -
BasseTerre      StMaarten StJohn Bridgetown - Trinidad Caracas CaribbeanSea SanJuan
Bridgetown      StJohn - - - - Trinidad BasseTerre -
Trinidad        BasseTerre Bridgetown - - - - Caracas -
"""
# §4.4: the zone reached moving one zone in each direction, with the clockwise fallback
STEPS = """
NAS TOR TOR TOR TOR HAV HAV TOR TOR
HAV NAS NAS TOR PRY PRY NAS NAS NAS
TOR SDO SDO SDO SDO PGO PRY HAV NAS
PRY HAV TOR PGO CTG OPR HAV HAV HAV
OPR PRY CTG CTG PRY PRY PRY PRY PRY
PGO TOR SDO SDO CAR CTG PRY PRY TOR
SDO SJU SJU SJU CAR CAR PGO PGO TOR
CTG PGO CAR CUR OPR OPR OPR OPR PRY
CAR SDO SJU BTE CCS CUR CTG PGO PGO
SJU SMA SMA SMA BTE CAR CAR SDO SMA
CUR CAR CCS CCS CTG CTG CTG CTG CAR
CCS BTE BTE TRI CUR CUR CUR CUR CAR
SMA SJO SJO SJO BTE BTE SJU SJU SJO
SJO BGT BGT BGT BGT BGT BTE SMA BGT
BTE SMA SJO BGT TRI TRI CCS CAR SJU
BGT SJO TRI TRI TRI TRI TRI BTE SJO
TRI BTE BGT CCS CCS CCS CCS CCS BTE
"""
ABBREV = {"NAS": "nassau", "HAV": "havana", "TOR": "tortuga", "PRY": "port-royal", "OPR": "old-providence",
          "PGO": "petite-goave", "SDO": "santo-domingo", "CTG": "cartagena", "CAR": "caribbean-sea",
          "SJU": "san-juan", "CUR": "curacao", "CCS": "caracas", "SMA": "st-maarten", "SJO": "st-john",
          "BTE": "basse-terre", "BGT": "bridgetown", "TRI": "trinidad"}
CAMEL = {"Nassau": "nassau", "Havana": "havana", "Tortuga": "tortuga", "PortRoyal": "port-royal",
         "OldProvidence": "old-providence", "PetiteGoave": "petite-goave", "SantoDomingo": "santo-domingo",
         "Cartagena": "cartagena", "CaribbeanSea": "caribbean-sea", "SanJuan": "san-juan", "Curacao": "curacao",
         "Caracas": "caracas", "StMaarten": "st-maarten", "StJohn": "st-john", "BasseTerre": "basse-terre",
         "Bridgetown": "bridgetown", "Trinidad": "trinidad"}
NATIONS = {"english": 5, "spanish": 6, "french": 3, "dutch": 2}


def edge_table():
    out = {}
    for line in EDGES.strip().splitlines():
        zone, *cells = line.split()
        out[CAMEL[zone]] = {d: CAMEL[c] for d, c in zip(sea.DIRECTIONS, cells) if c != "-"}
    return out


def test_the_graph_has_17_zones_16_ports_and_34_edges_each_way():
    g = sea.sea_graph()
    assert g.number_of_nodes() == 17 and g.number_of_edges() == 2 * 34
    ports = [z for z, d in g.nodes(data=True) if d["port"]]
    assert len(ports) == 16 and g.nodes["caribbean-sea"]["port"] is None
    counts = {}
    for _, d in g.nodes(data=True):
        if d["nation"]:
            counts[d["nation"]] = counts.get(d["nation"], 0) + 1
    assert counts == NATIONS
    assert "two Scouting rolls" in g.nodes["nassau"]["text"]


def test_every_edge_is_symmetric_with_the_opposite_point():
    g = sea.sea_graph()
    for a, b, d in g.edges(data="dir"):
        assert g.edges[b, a]["dir"] == sea.OPPOSITE[d]


def test_every_edge_matches_the_fact_sheet():
    g = sea.sea_graph()
    table = edge_table()
    assert sum(len(v) for v in table.values()) == 68
    for zone, links in table.items():
        assert {g.edges[zone, other]["dir"]: other for other in g.successors(zone)} == links
        assert sea.neighbours(zone) == links


def test_all_136_steps_with_the_clockwise_fallback():
    rows = [line.split() for line in STEPS.strip().splitlines()]
    assert len(rows) * 8 == 136
    for zone, *targets in rows:
        for direction, target in zip(sea.DIRECTIONS, targets):
            assert sea.step(ABBREV[zone], direction) == ABBREV[target], (zone, direction)


def test_step_takes_names_and_refuses_what_is_not_a_zone_or_a_direction():
    assert sea.step("Port Royal", "N") == "havana" and sea.step("the caribbean sea", "W") == "petite-goave"
    with pytest.raises(ValueError):
        sea.step("Atlantis", "N")
    with pytest.raises(ValueError):
        sea.step("nassau", "up")


def test_a_component_file_with_a_one_way_or_doubled_edge_is_refused():
    import copy
    from nassau import RecordError
    from nassau.marauders.rules.components import load_components
    doc = copy.deepcopy(default_components().doc)
    doc["edges"].append({"from": "nassau", "dir": "SE", "to": "havana", "provenance": "reconstructed"})
    with pytest.raises(RecordError):
        load_components(doc)
