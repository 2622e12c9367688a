"""The sea graph and reachability (nassau.pirates.rules.sea), checked against the engine's moves."""

import json
import subprocess
import sys
from importlib import resources

import pytest

from nassau.kernel.rng import Rng
from nassau.pirates.rules import movement, sea

from .helpers import P, legal, new, spread_infamy


# --- the engine as the oracle -----------------------------------------------------
def mover(dice, pos=0, moves=1, wind=False, **options):
    """Anja (first to act) must move with these dice from ``pos`` (0: before her first move)."""
    g = new(**options)
    with g.edit() as e:
        spread_infamy(e)
        e.start("pirate")
        e.dice("Anja", *dice)
        if pos:
            e.ship_at("Anja", pos, moves=moves)
        if wind:
            e.wind("Anja")
    assert g.sub == "move" and g.players[g.cur].name == "Anja"
    return g


def _until_turn(g, seat):
    """Anja passes her action; the others make their first legal move and pass, until Anja moves again."""
    for _ in range(40):
        if g.cur == seat and g.sub == "move":
            return
        acts = g.legal_actions()
        if g.sub == "move":
            g.apply(next(a for a in acts if a.kind == "move"))
        else:
            g.apply("pass")
    raise AssertionError(g.prompt())


def engine_levels(g, name="Anja"):
    """[{(space, dice left, wind left)}] after exactly 1, 2, ... moves of ``name``, found by
    playing every legal move through the engine with ``apply``."""
    seat = g.seat_of(name)
    level, out = [g], []
    while True:
        nxt = {}
        for h in level:
            if h.cur != seat or h.sub != "move":      # no dice left: her moves are over
                continue
            p = h.players[seat]
            for a in h.legal_actions():
                if a.kind != "move":
                    continue
                left = list(p.dice)
                left.remove(a.a)
                key = (a.c, tuple(left), bool(p.wind) and not a.b)
                if key in nxt:
                    continue
                c = h.clone()
                c.apply(a)
                q = c.players[seat]
                assert (q.pos, q.dice, bool(q.wind)) == key
                if q.dice:
                    _until_turn(c, seat)
                nxt[key] = c
        if not nxt:
            return out
        out.append(set(nxt))
        level = list(nxt.values())


def engine_reach(g, name="Anja"):
    """{k: spaces after exactly k moves} by exhaustive play through the engine."""
    return {k: {s for s, _, _ in lvl} for k, lvl in enumerate(engine_levels(g, name), 1)}


def random_configs(seed, n):
    """n random (pos, dice, wind) with pos 0 meaning before the first move."""
    rng = Rng(seed)
    for _ in range(n):
        dice = tuple(rng.die() for _ in range(1 + rng.below(3)))
        yield rng.below(21), dice, rng.below(2) == 1


# --- the graph --------------------------------------------------------------------
def test_nodes_and_their_attributes_come_from_the_components():
    g = new()
    G = sea.sea_graph(g)
    assert set(G.nodes) == set(range(1, 21)) | {"Nassau"}
    for s in range(1, 21):
        sp, node = g.comp.spaces[s], G.nodes[s]
        assert (node["kind"], node["zone"], node["name"], node["smuggle"]) == (sp.kind, sp.zone, sp.name, tuple(sp.smuggle))
        assert node["sacked"] is False
    assert G.nodes[7]["kind"] == G.nodes[14]["kind"] == "midpoint"
    assert G.nodes[1]["name"] == "La Havana" and G.nodes[3]["kind"] == "route"
    assert G.nodes["Nassau"]["kind"] == "harbour"
    assert all(G.nodes[n]["pos"] == sea.layout()[n] for n in G.nodes)


def test_sacked_ports_are_marked_from_a_game():
    g = new()
    with g.edit() as e:
        e.sack(1)
        e.sack(20)
    G = sea.sea_graph(g)
    assert {n for n in G.nodes if G.nodes[n]["sacked"]} == {1, 20}
    assert not any(sea.sea_graph().nodes[n]["sacked"] for n in (1, 20))


def test_first_move_edges_leave_from_nassau_only():
    G = sea.sea_graph()
    out = {(v, k) for _, v, k in G.out_edges("Nassau", keys=True)}
    assert out == {(d, f"d{d}") for d in range(1, 7)} | {(7, "jump")}
    assert all(d["first"] for _, _, d in G.out_edges("Nassau", data=True))
    assert not any(d["first"] for u, _, d in G.edges(data=True) if u != "Nassau")
    assert G.in_degree("Nassau") == 0


@pytest.mark.parametrize("s", range(1, 21))
def test_die_edges_are_clamped_arithmetic(s):
    G = sea.sea_graph()
    for d in range(1, 8):
        for step in (d, -d):
            data = G.get_edge_data(s, min(20, max(1, s + step)), key=f"{step:+d}")
            assert data == {"die": d, "step": step, "jump": False, "first": False, "wind_only": d == 7}
    assert {k for _, _, k in G.out_edges(s, keys=True)} - {"jump"} == {f"{x:+d}" for d in range(1, 8) for x in (d, -d)}


def test_without_arithmetic_to_midpoint_only_jumps_land_on_7_and_14():
    G = sea.sea_graph(options={"arithmetic_to_midpoint": False})
    into = {(u, k) for u, v, k in G.edges(keys=True) if v in (7, 14)}
    assert all(k == "jump" for _, k in into) and (3, "jump") in into
    assert not G.has_edge(3, 7, key="+4") and G.has_edge(3, 8, key="+5")
    assert G.graph["arithmetic_to_midpoint"] is False


def test_clamping_makes_self_loops_at_the_ends():
    G = sea.sea_graph()
    assert G.has_edge(20, 20, key="+3") and G.has_edge(1, 1, key="-6")
    assert not G.has_edge(10, 10)
    # two dice to the same target are two edges: 18+3 and 18+5 both end on 20
    assert {k for k in G.get_edge_data(18, 20)} >= {"+2", "+3", "+5", "+6"}


@pytest.mark.parametrize("flag", [True, False])
def test_jump_edges_match_the_rules_and_the_option(flag):
    G = sea.sea_graph(options={"midpoint_jump_14_to_7": flag})
    jumps = {(u, v) for u, v, k in G.edges(keys=True) if k == "jump" and u != "Nassau"}
    expected = {(s, 7) for s in range(1, 14) if s != 7} | {(s, 14) for s in range(8, 21) if s != 14} | {(7, 14)}
    if flag:
        expected.add((14, 7))
    assert jumps == expected
    assert G.graph["jump_14_to_7"] is flag
    assert all(d["die"] is None and d["jump"] for _, _, k, d in G.edges(keys=True, data=True) if k == "jump")


def test_graph_options_follow_the_game():
    g = new(midpoint_jump_14_to_7=False)
    assert not sea.sea_graph(g).has_edge(14, 7, key="jump")
    assert sea.sea_graph(g, options={}).has_edge(14, 7, key="jump")      # explicit options win


def test_layout_file():
    doc = json.loads(resources.files("nassau.pirates").joinpath("data/layout.json").read_text())
    assert doc["schema"] == "nassau.pirates.layout/1"
    recs = {r["node"]: r for r in doc["nodes"]}
    assert set(recs) == set(range(1, 21)) | {"Nassau"} and len(doc["nodes"]) == 21
    assert all(r["provenance"] == "reconstructed" for r in doc["nodes"])
    assert all(0 <= r["x"] <= 1000 and 0 <= r["y"] <= 600 for r in doc["nodes"])
    xs = [recs[s]["x"] for s in range(1, 21)]
    assert xs == sorted(xs) and len(set(xs)) == 20                    # left to right
    assert recs[6]["x"] < recs[7]["x"] < recs[8]["x"] and recs[13]["x"] < recs[14]["x"] < recs[15]["x"]
    assert recs["Nassau"]["y"] > max(recs[s]["y"] for s in range(1, 21))   # below the sea
    assert recs[7]["x"] < recs["Nassau"]["x"] < recs[14]["x"]              # under the middle zone


def test_importing_the_engine_does_not_import_sea():
    code = "import sys, nassau.pirates; print('nassau.pirates.rules.sea' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


# --- one move against movement.move_options and the legal actions ------------------
@pytest.mark.parametrize("flag,count", [(True, True), (False, True), (False, False)])
def test_next_moves_equal_move_options_for_random_positions(flag, count):
    g = new(midpoint_jump_14_to_7=flag, arithmetic_to_midpoint=count)
    G = sea.sea_graph(g)
    p = g.players[0].copy()
    rng = Rng(11)
    for pos, dice, wind in random_configs(5 + flag + 2 * count, 250):
        first = pos == 0 or rng.below(8) == 0      # sometimes a first move from a space
        p.pos, p.moves, p.dice, p.wind = pos, 0 if first else 1 + rng.below(2), dice, int(wind)
        expected = movement.move_options(g, p)
        got = sea.next_moves(G, pos, dice, wind, first)
        assert sorted(got) == sorted(expected), (pos, dice, wind, first)
        assert sea.reachable_by_moves(G, pos, dice, wind, first)[1] == {t for _, _, t in expected}


def test_next_moves_equal_the_engine_legal_moves():
    for pos, dice, wind in random_configs(3, 40):
        g = mover(dice, pos, wind=wind)
        moves = {a for a in legal(g) if ">" in a}
        assert {sea.notation(s) for s in sea.next_moves(g, pos, dice, wind)} == moves, (pos, dice, wind)


# --- several moves against exhaustive play through the engine -------------------------
@pytest.mark.parametrize("pos,dice,wind,options", [
    (0, (3, 5, 6), False, {}),
    (0, (1, 6, 6), True, {}),
    (14, (1, 2, 6), True, {"midpoint_jump_14_to_7": False}),
    (14, (6, 6, 1), True, {"midpoint_jump_14_to_7": False, "arithmetic_to_midpoint": False}),
    (20, (6, 6, 6), True, {}),
    (1, (1, 1, 2), True, {}),
])
def test_reachable_by_moves_equals_exhaustive_engine_play(pos, dice, wind, options):
    g = mover(dice, pos, wind=wind, **options)
    assert sea.reachable_by_moves(g, pos, dice, wind) == engine_reach(g)


def test_reachable_by_moves_random_positions_against_the_engine():
    for pos, dice, wind in random_configs(21, 12):
        g = mover(dice, pos, moves=1 + pos % 2, wind=wind)
        assert sea.reachable_by_moves(g, pos, dice, wind) == engine_reach(g), (pos, dice, wind)


def test_shortest_paths_replay_in_the_engine_and_are_shortest():
    dice, wind = (2, 4, 5), True
    g = mover(dice, 0, wind=wind)
    levels = engine_reach(g)
    paths = sea.reachable(g, 0, dice, wind)
    assert set(paths) == set().union(*levels.values())
    for space, path in paths.items():
        assert len(path) == min(k for k, spaces in levels.items() if space in spaces)
        h = g.clone()
        for i, step in enumerate(path):
            h.apply(sea.notation(step))
            assert P(h, "Anja").pos == step[2]
            if i < len(path) - 1:
                _until_turn(h, h.seat_of("Anja"))
        assert P(h, "Anja").pos == space


def test_rulebook_movement_example_is_reachable():
    """Anja rolls 3 5 6: 3 to space 3, +5 to 8, -6 to 2 (rulebook movement example)."""
    by_moves = sea.reachable_by_moves(None, "Nassau", (3, 5, 6))
    assert 3 in by_moves[1] and 8 in by_moves[2] and 2 in by_moves[3]
    assert by_moves[1] == {3, 5, 6, 7}
    assert sea.reachable(None, 0, (3, 5, 6))[8] == [(3, 0, 3), (5, 0, 8)]


def test_wind_is_used_at_most_once_and_never_makes_a_zero():
    # from 15 with two 1s and a wind: 15+2+2 = 19 would need the wind twice
    assert sea.reachable_by_moves(None, 15, (1, 1), wind=True)[2] == {7, 12, 13, 14, 15, 16, 17, 18}
    assert sea.next_moves(None, 10, (1,), wind=True) == [(1, 0, 7), (1, 0, 9), (1, 0, 11), (1, 0, 14),
                                                         (1, 1, 7), (1, 1, 8), (1, 1, 12), (1, 1, 14)]
    assert (6, 1, 20) in sea.next_moves(None, 13, (6,), wind=True)      # 6+1: 13+7 = 20
    assert (6, 1, 13) not in sea.next_moves(None, 0, (6,), wind=True)    # no 7 from Nassau but the jump


def test_reach_table():
    df = sea.reach_table(0, (3, 5, 6))
    assert list(df.columns) == ["space", "kind", "zone", "name", "moves", "path"]
    assert list(df["space"]) == sorted(df["space"])
    row = df.set_index("space").loc[8]
    assert (row["kind"], row["zone"], row["moves"], row["path"]) == ("route", 2, 2, "3>3, 5>8")
    assert df.set_index("space").loc[1, "name"] == "La Havana"
    assert set(df["space"]) == set(sea.reachable(None, 0, (3, 5, 6)))
    windy = sea.reach_table(8, (3,), wind=True).set_index("space")
    assert windy.loc[12, "path"] == "3+1>12" and windy.loc[11, "path"] == "3>11"
