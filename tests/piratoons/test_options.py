"""Every ruling option: its default, each choice's effect, and validation."""

from dataclasses import fields

import pytest

from nassau import RecordError, piratoons
from nassau.piratoons.bots.heuristic import HeuristicBot, play
from nassau.piratoons.rules.options import Options, describe
from nassau.piratoons.views.render import ship_svg
from nassau.piratoons.rules.ship import Ship

from .helpers import codes, edit, grab, new, no_bids, seat, table


def test_every_option_is_documented_with_a_default_and_choices():
    rows = describe()
    assert [r["option"] for r in rows] == [f.name for f in fields(Options)]
    assert all(r["ruling"] and r["default"] in r["choices"] for r in rows)
    assert list(piratoons.options_table().index) == [f.name for f in fields(Options)]


@pytest.mark.parametrize("bad, field", [
    ({"claim_rounds": 0}, "options.claim_rounds"), ({"claim_rounds": True}, "options.claim_rounds"),
    ({"bank_short_rounding": "sideways"}, "options.bank_short_rounding"), ({"mast_stacking": "yes"}, "options.mast_stacking"),
    ({"no_such_rule": 1}, "options.no_such_rule"), ({"joint_symbols": "height"}, "options.joint_symbols"),
])
def test_bad_options_are_refused_naming_the_field(bad, field):
    with pytest.raises(RecordError) as info:
        piratoons.new_game(options=bad)
    assert info.value.field == field


# --- claim_rounds -------------------------------------------------------------------------------------
def sealed_round(g, claims):
    while g.phase == "claim" and g.grab_round == claims[0]:
        name = g.names[g.current_player]
        g.place_sailors(name, claims[1].get(name, {}))


def test_one_sealed_round_by_default():
    g = new()
    sealed_round(g, (1, {"Anja": {"A": 1}}))
    assert g.phase != "claim"


def test_repeated_sealed_rounds_allow_outbidding_until_nobody_adds():
    g = new(claim_rounds=4)
    sealed_round(g, (1, {"Anja": {"A": 1}}))
    assert g.phase == "claim" and g.grab_round == 2
    assert g.observation("Jonah")["players"][0]["claims"] == {"A": 1}    # revealed, so Jonah can outbid
    sealed_round(g, (2, {"Jonah": {"A": 2}}))
    assert g.grab_round == 3
    sealed_round(g, (3, {}))                                              # nobody adds: the grab ends
    assert g.phase != "claim"
    assert f"A ({codes(g, [g.won[1][0]])[0]}) goes to Jonah with 2 sailors." in g.log()


def test_repeated_sealed_rounds_stop_at_the_cap():
    g = new(claim_rounds=2)
    sealed_round(g, (1, {"Anja": {"A": 1}}))
    sealed_round(g, (2, {"Jonah": {"A": 2}}))
    assert g.phase != "claim"


# --- the bank ------------------------------------------------------------------------------------------
def bank_game(coins, **options):
    g = table(**options)
    for name, c in zip(g.names, coins):
        g = edit(g, **{name: {"coins": c}})
    return g


@pytest.mark.parametrize("rounding, back", [("down", (3, 2, 0, 2)), ("up", (4, 3, 1, 2))])
def test_bank_short_rounding(rounding, back):
    g = bank_game((7, 5, 1, 4), bank_short_rounding=rounding)
    g = edit(g, Ewan={"coins": 4 + g.bank - 2})                             # the bank keeps 2 coins
    before = g.coins
    grab(g, {n: {"A": 4} for n in g.names})                                 # 8 coins due
    back = back[:3] + (before[3] // 2 if rounding == "down" else (before[3] + 1) // 2,)
    assert tuple(b - c + 2 for b, c in zip(before, g.coins)) == back


@pytest.mark.parametrize("rule, paid", [("share-out", (5, 5, 5, 5)), ("in-turn", (6, 6, 6, 2))])
def test_bank_still_short_after_the_halving(rule, paid):
    g = bank_game((10, 10, 10, 10), bank_still_short=rule)
    assert g.bank == 0
    grab(g, {})                                                             # 24 due, 20 in the bank after halving
    assert g.coins == tuple(5 + p for p in paid) and g.bank == 0
    assert "The bank ran dry: 4 coins of idle income went unpaid." in g.log()


# --- scoring -------------------------------------------------------------------------------------------------
def sails(**options):
    g = table(chest=None, **options)
    return edit(g, Anja={"boats": ["b1-1"], "equipment": ["sail-01", "sail-02"]},
                Jonah={"boats": ["b1-2"], "equipment": ["sail-03", "sail-04"]},
                Jon={"boats": ["b1-3"], "equipment": ["sail-05"]}).scores()


def test_majority_ties_competition_or_dense():
    assert list(sails()["sails_points"]) == [5, 5, 0, 0]
    assert list(sails(majority_ties="dense")["sails_points"]) == [5, 5, 2, 0]


def test_majority_needs_one():
    assert sails()["barrels_points"].tolist() == [0, 0, 0, 0]
    assert sails(majority_needs_one=False)["barrels_points"].tolist() == [5, 5, 5, 5]


def test_most_empty_ties():
    g = edit(table(chest=None), Anja={"boats": ["b4-1"]}, Jonah={"boats": ["b4-2"]})
    assert g.scores()["most_empty_points"].tolist() == [-2, -2, 0, 0]
    g = edit(table(chest=None, most_empty_ties="none"), Anja={"boats": ["b4-1"]}, Jonah={"boats": ["b4-2"]})
    assert g.scores()["most_empty_points"].tolist() == [0, 0, 0, 0]


def test_winner_tie_break():
    def tied(**options):      # Anja: coins 5 + bare joint 2; Jonah: coins 2 + joints 4 + barrels 5 - 2 - 2 (empty mast)
        g = edit(table(n=2, chest=None, **options), Anja={"coins": 5},
                 Jonah={"coins": 4, "boats": ["b2-4"], "equipment": ["porthole-a"]})
        assert g.scores()["points"].tolist() == [7, 7]
        return g
    assert tied().winner() is None and tied().scores()["rank"].tolist() == [1, 1]
    assert tied(winner_tie_break="coins").winner() == "Anja"


def test_bare_ship_joint():
    assert table(chest=None).scores()["joint_points"].tolist() == [2, 2, 2, 2]
    assert table(chest=None, bare_ship_joint=False).scores()["joint_points"].tolist() == [0, 0, 0, 0]


def test_mast_stacking():
    g = edit(table(chest=None), Anja={"boats": ["b1-1"], "equipment": ["sail-01", "sail-02"]})
    assert g.scores().loc["Anja", "sails"] == 2
    with pytest.raises(RecordError):      # two sails on a one-mast tile do not fit without stacking
        edit(table(chest=None, mast_stacking=False), Anja={"boats": ["b1-1"], "equipment": ["sail-01", "sail-02"]})


# --- the round --------------------------------------------------------------------------------------------------
def test_unclaimed_boats():
    g = table()
    grab(g, {})
    assert codes(g, g.sunk) == ["b1-1", "b2-1", "b3-1"]
    g = table(unclaimed_boats="auction")
    grab(g, {})
    assert g.sunk == () and {"b1-1", "b2-1", "b3-1"} <= set(codes(g, g.floating))


def test_knocked_out_bids():
    g = table()
    grab(g, {"Anja": {"A": 1}}, out=("Anja",))
    assert g.phase == "bid" and seat(g, "Anja") not in g.queue
    g = table(knocked_out_bids=True)
    grab(g, {"Anja": {"A": 1}}, out=("Anja",))
    assert g.queue[0] == seat(g, "Anja")
    no_bids(g)


# --- joint_symbols -------------------------------------------------------------------------------------------------
def test_joint_symbols_edge_or_level():
    # b1-1 (level 1, anchor | lifebuoy) and b1-4 (level 1, coat-of-arms | anchor); bow and stern show anchors.
    # "edge": the best order is b1-1, b1-4: anchor=anchor, lifebuoy/coat-of-arms, anchor=anchor: 2 good, 1 bad = +2.
    # "level": both tiles are level 1, so both show the anchor on both edges: 3 good joints = +6.
    def joint_points(reading):
        g = edit(table(chest=None, joint_symbols=reading), Anja={"boats": ["b1-1", "b1-4"]})
        return g.scores().loc["Anja", "joint_points"]
    assert joint_points("edge") == 2 and joint_points("level") == 6
    # a level-1 and a level-2 tile (b1-1, b2-4 anchor | anchor): the joints the data match are not the ones
    # the levels match. "edge": b2-4, b1-1: A=A, A=A, L/A: +2; "level": b1-1 (A A), b2-4 (C C): A=A, A/C, C/A: -2
    ship = Ship(["b1-1", "b2-4"])
    level = Ship(["b1-1", "b2-4"], options={"joint_symbols": "level"})
    assert ship.best().joint_points == 2 and level.best().joint_points == -2
    assert ship_svg(level).count('class="joint bad"') == 2                  # the drawing reads the same ruling


def test_a_game_with_level_joints_plays_to_the_end_and_keeps_the_option():
    g = play(new(seed=5, joint_symbols="level"), [HeuristicBot(s) for s in range(4)])
    assert g.is_over and g.problems() == []
    loaded = piratoons.Game.from_json(g.to_json())
    assert loaded.opts.joint_symbols == "level" and loaded.scores().equals(g.scores())
    assert g.state_dict()["options"]["joint_symbols"] == "level"
    rows = g.scores()
    for s, name in enumerate(g.names):     # the scored joints are the level reading of each ship
        arr = Ship.of(g, s).arrangement()
        assert rows.loc[name, "joint_points"] == arr.joint_points
        levels = [1] + [g.comp.tiles[b].levels for b in arr.order] + [1]
        assert arr.good == sum(a == b for a, b in zip(levels, levels[1:]))


def test_default_joint_symbols_leave_records_as_they_were():
    g = new()
    assert "joint_symbols" not in g.state_dict()["options"]           # records made before the option load
    assert piratoons.Game.from_json(g.to_json()).opts.joint_symbols == "edge"
