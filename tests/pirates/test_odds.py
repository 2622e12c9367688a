"""Exact odds (nassau.pirates.bots.odds) checked against the engine by enumeration."""

from fractions import Fraction
from itertools import product

import pytest

from nassau.pirates.bots import odds
from nassau.pirates.rules import sea

from .helpers import NAMES, P, at, current, legal, new, spread_infamy
from .test_sea import engine_reach, mover

# Ship fits: "conditional" tiles count only when sacking (great-cannon) or against the
# Navy (iron-plating, studding-sails), so a plunder must ignore them.
SHIPS = {
    "bare": {},
    "conditional": {"b1": "great-cannon", "s1": "iron-plating", "b2": "royal-sail", "s2": "studding-sails"},
    "strong": {"b1": "extra-cannons", "s1": "heavy-battery", "b2": "foresail", "s2": "spanker"},
}
LABELS = ("3/3", "2/2", "2/1", "1/2")


def fitted(tiles=(), boost=None, hand=None, extra=None):
    """An editor function: Anja's tiles, a boost tile on b3 and her captain cards in hand."""
    def edit(e):
        for slot, code in dict(tiles).items():
            e.tile("Anja", code, slot)
        if boost:
            e.tile("Anja", boost, "b3")
        if hand is not None:
            e.captains("Anja", *hand)
        if extra:
            extra(e)
    return edit


def fighter(space, ship="bare", boost=None, hand=None, extra=None):
    """Anja has just moved onto ``space`` and may act; a boost tile is already called."""
    g = at(space, setup=fitted(SHIPS[ship], boost, hand, extra))
    if boost:
        g.apply(f"use {boost}")
    return g


def check_best(pred):
    wins = [r for r in pred["cards"] if r["success"]]
    if not wins:
        assert pred["best"] is None
        return
    strength = {c: sum(map(int, c.split("/"))) for c in LABELS}
    assert pred["best"] in {r["card"] for r in wins}
    assert strength[pred["best"]] == min(strength[r["card"]] for r in wins)


# --- plunder ---------------------------------------------------------------------
def check_plunder(g):
    """Every card's predicted success equals the engine's result on a clone."""
    pred = odds.plunder_odds(g, "Anja")
    m = g.routes[P(g, "Anja").pos]
    assert {r["card"] for r in pred["cards"]} == {a[8:] for a in legal(g) if a.startswith("plunder ")}
    results = []
    for row in pred["cards"]:
        c = g.clone()
        c.apply(f"plunder {row['card']}")
        won = m in P(c, "Anja").captured
        assert row["success"] is won, (pred["merchant"], row)
        results.append(won)
    check_best(pred)
    return results


@pytest.mark.parametrize("ship,boost", [("bare", None), ("conditional", None), ("strong", None), ("bare", "first-mate")])
def test_plunder_success_matches_the_engine_for_every_merchant(ship, boost):
    bases = {}
    results = []
    for m in new().comp.merchants:
        routes = new().comp.routes[m.zone]
        space = routes[m.index % len(routes)]
        if space not in bases:
            bases[space] = fighter(space, ship, boost)
        g = bases[space].clone()
        with g.edit() as e:
            e.merchant(space, m.id)
        results += check_plunder(g)
    assert set(results) == {True, False}              # the data has both outcomes


def test_plunder_reads_tiles_boost_and_hand_like_the_engine():
    pred = odds.plunder_odds(fighter(3, "conditional"), "Anja")
    assert (pred["ship_sail"], pred["ship_cannon"]) == (2, 1)       # sack/Navy-only tiles do not count
    assert (odds.plunder_odds(fighter(3, "bare", "first-mate"), "Anja")["ship_sail"]) == 2
    g = fighter(3, hand=("2/1", "1/2"))
    assert [r["card"] for r in odds.plunder_odds(g, "Anja")["cards"]] == ["2/1", "1/2"]
    check_plunder(g)


def test_plunder_needs_strictly_more_and_names_the_weakest_winner():
    # a bare ship (1/1) against 2/2: the 2/1 and 1/2 cards tie one value and fail
    g = fighter(3)
    with g.edit() as e:
        e.merchant(3, next(m.id for m in g.comp.merchants if (m.zone, m.sail, m.cannon) == (1, 2, 2)))
    pred = odds.plunder_odds(g, "Anja")
    assert {r["card"]: r["success"] for r in pred["cards"]} == {"3/3": True, "2/2": True, "2/1": False, "1/2": False}
    assert pred["best"] == "2/2"
    check_plunder(g)


def test_plunder_odds_without_a_merchant_is_an_error():
    g = fighter(3)
    with pytest.raises(ValueError):
        odds.plunder_odds(g, "Anja", space=1)     # a port


# --- sack ------------------------------------------------------------------------
@pytest.mark.parametrize("ship,boost", [("bare", None), ("conditional", None), ("strong", None),
                                        ("conditional", "master-gunner")])
def test_sack_success_matches_the_engine_for_every_port(ship, boost):
    results = []
    for space in new().comp.ports:
        g = fighter(space, ship, boost)
        pred = odds.sack_odds(g, "Anja", space)
        assert pred["defence"] == 4 + g.comp.spaces[space].zone and not pred["sacked"]
        assert {r["card"] for r in pred["cards"]} == {a[5:] for a in legal(g) if a.startswith("sack ")}
        for row in pred["cards"]:
            c = g.clone()
            c.apply(f"sack {row['card']}")
            assert row["success"] is (space in c.sacked), (space, row)
            results.append(row["success"])
        check_best(pred)
    assert False in results and (True in results) is (ship != "bare")   # a bare 1-cannon ship never wins


def test_sack_counts_the_great_cannon_but_not_navy_tiles():
    assert odds.sack_odds(fighter(1, "conditional"), "Anja", 1)["ship_cannon"] == 3   # 1 + great cannon 2
    assert odds.sack_odds(fighter(1, "bare"), "Anja", 1)["ship_cannon"] == 1


def test_a_sacked_port_cannot_be_sacked():
    g = at(9, dice=(1, 1, 1), setup=lambda e: e.sack(9))
    pred = odds.sack_odds(g, "Anja", 9)
    assert pred["sacked"] and pred["best"] is None and not any(r["success"] for r in pred["cards"])
    assert not any(a.startswith("sack ") for a in legal(g))
    with pytest.raises(ValueError):
        odds.sack_odds(g, "Anja", 3)               # a trade route


# --- reaching the space ------------------------------------------------------------------
def engine_reach_odds(g, target):
    """(reach now, Fraction over fresh rolls of Anja's unused dice) from the engine's legal moves."""
    hits = lambda h: any(a.endswith(f">{target}") for a in legal(h))  # noqa: E731
    k, ways = len(P(g, "Anja").dice), 0
    for roll in product(range(1, 7), repeat=k):
        c = g.clone()
        with c.edit() as e:
            e.dice("Anja", *roll)
        ways += hits(c)
    return hits(g), Fraction(ways, 6 ** k)


@pytest.mark.parametrize("pos,moves,dice,wind,target", [
    (0, 0, (3, 5, 6), False, 3),       # the first move: only the die's own space or 7
    (0, 0, (1, 2), True, 6),
    (5, 1, (2, 4), True, 10),
    (12, 2, (6,), True, 19),
    (12, 2, (6,), False, 19),
    (15, 1, (2, 2, 5), False, 2),      # far away: no single move reaches it
])
def test_reach_matches_the_engine(pos, moves, dice, wind, target):
    g = mover(dice, pos, moves, wind)
    pred = odds.plunder_odds(g, "Anja", space=target)
    now, prob = engine_reach_odds(g, target)
    assert (pred["reach_now"], pred["reach"]) == (now, prob)
    assert pred["reach_float"] == float(prob) and pred["here"] is (pos == target)


def test_reach_for_a_port_and_the_wind_override():
    g = mover((2, 4), 5, 1, wind=False)
    assert odds.sack_odds(g, "Anja", 9)["reach_now"] is True          # 5 + 4
    assert odds.sack_odds(g, "Anja", 12)["reach_now"] is False
    assert odds.sack_odds(g, "Anja", 12, wind=True)["reach_now"] is False   # 5 + 6 or 5 + 8: no
    assert odds.sack_odds(g, "Anja", 1, wind=True)["reach_now"] is True     # 5 - 4, or 5 - 5 clamped
    windy = mover((2, 4), 5, 1, wind=True)
    assert odds.sack_odds(g, "Anja", 1, wind=True)["reach"] == odds.sack_odds(windy, "Anja", 1)["reach"]


# --- the Navy ------------------------------------------------------------------------------
def navy_game(display, ship="bare", boost=None, hand=None):
    """Five players; Anja (lowest infamy) takes a Navy card first from ``display``."""
    g = new(n=5)
    with g.edit() as e:
        spread_infamy(e, NAMES, range(1, 6))
        fitted(SHIPS[ship], boost, hand)(e)
        e.navy_display(*display)
        e.start("navy")
    if boost:
        g.apply(f"use {boost}")
    assert current(g) == "Anja" and g.sub == "navy"
    return g


def engine_navy(g, label, card):
    """(escape, attack, outcome) of facing this Navy card with this captain card, from the engine."""
    c = g.clone()
    c.apply(f"navy {label} {card}" if card else f"navy {label}")
    ev = next(e for e in reversed(c.events) if e[0].startswith("{} <faces> the Navy"))
    escape, attack = ev[6] == "yes", ev[9] == "yes"
    penalty = c.sub == "penalty" and current(c) == "Anja"
    assert penalty == (escape != attack)               # one fails: the player picks the penalty
    return escape, attack, odds.OUTCOMES[2 - escape - attack]


def ship_ids(g):
    return [c.id for c in g.comp.navy if c.ship and c.min_players <= g.n]


@pytest.mark.parametrize("ship,boost", [("bare", None), ("conditional", None), ("strong", None), ("bare", "boatswain")])
def test_face_up_navy_outcomes_match_the_engine(ship, boost):
    ids = ship_ids(new(n=5))
    outcomes = set()
    for i in range(0, len(ids), 4):
        g = navy_game(ids[i:i + 4] + ["empty"], ship, boost)
        pred = odds.navy_odds(g, "Anja")
        assert len(pred["face_up"]) == 4 * len(ids[i:i + 4]) + 1
        for row in pred["face_up"]:
            if row["outcome"] == "empty":
                continue
            assert (row["escape"], row["attack"], row["outcome"]) == engine_navy(g, row["label"], row["card"]), row
            outcomes.add(row["outcome"])
        for nid, (card, out) in pred["best"].items():
            rows = [r for r in pred["face_up"] if r["navy"] == nid]
            assert out == min((r["outcome"] for r in rows), key=odds.OUTCOMES.index)
            assert any(r["card"] == card and r["outcome"] == out for r in rows)
    assert outcomes == set(odds.OUTCOMES) or ship != "bare"


def test_navy_reads_navy_only_tiles():
    pred = odds.navy_odds(navy_game(["4/4"], "conditional"), "Anja")
    assert (pred["ship_sail"], pred["ship_cannon"]) == (4, 3)       # +studding-sails, +iron-plating, not great cannon


def test_navy_with_an_empty_hand():
    g = navy_game(["4/4", "2/3"], hand=())
    pred = odds.navy_odds(g, "Anja")
    assert [r["card"] for r in pred["face_up"]] == [None, None]
    for row in pred["face_up"]:
        assert (row["escape"], row["attack"], row["outcome"]) == engine_navy(g, row["label"], None)
    assert all(card is None for card, _ in pred["best"].values())


def engine_deck_odds(g, labels):
    """Outcome counts over the ship cards of g's Navy deck, each met with its best card in
    ``labels``, by playing every card and every captain card through the engine."""
    counts = dict.fromkeys(odds.OUTCOMES, 0)
    for idx in g.navy_deck:
        card = g.comp.navy[idx]
        if not card.ship:
            continue
        c = g.clone()
        with c.edit() as e:
            e.navy_display(card.id)
            e.captains("Anja", *labels)
            e.start("navy")
        results = [engine_navy(c, card.label, lab)[2] for lab in labels] or [engine_navy(c, card.label, None)[2]]
        counts[min(results, key=odds.OUTCOMES.index)] += 1
    return counts


@pytest.mark.parametrize("ship,captains", [("bare", None), ("strong", None), ("bare", ("1/2",)), ("conditional", ("2/1", "1/2"))])
def test_next_refill_distribution_matches_the_engine(ship, captains):
    g = navy_game(["4/4", "2/3", "empty"], ship, hand=("2/1",))    # the hand now does not matter
    deck = odds.navy_odds(g, "Anja", captains=captains)["deck"]
    labels = LABELS if captains is None else captains
    counts = engine_deck_odds(g, labels)
    total = sum(counts.values())
    assert deck["ship"] == total and deck["hand"] == list(labels)
    assert deck["outcome"] == {k: Fraction(n, total) for k, n in counts.items()}
    assert sum(deck["outcome"].values()) == 1
    assert deck["outcome_float"] == {k: float(v) for k, v in deck["outcome"].items()}
    assert deck["cards"] == len(g.navy_deck) == deck["ship"] + deck["empty"] + deck["end"]
    assert deck["end"] == 1


# --- roll odds -------------------------------------------------------------------------------
def brute_roll(position, wind=False, first=False, graph=None):
    """{space: ordered rolls of 3 dice that reach it}, one sea.reachable call per roll."""
    ways = dict.fromkeys(range(1, 21), 0)
    for roll in product(range(1, 7), repeat=3):
        for s in sea.reachable(graph, position, roll, wind, first):
            ways[s] += 1
    return ways


@pytest.mark.parametrize("position,wind,opts", [(0, False, {}), (7, True, {}), (14, True, {"midpoint_jump_14_to_7": False}),
                                                (20, False, {})])
def test_roll_odds_equal_brute_force(position, wind, opts):
    G = sea.sea_graph(options=opts)
    df = odds.roll_odds(position, wind=wind, graph=G)
    ways = brute_roll(position, wind, graph=G)
    assert list(df.index) == list(range(1, 21))
    assert dict(df["ways"]) == ways
    assert all(df.loc[s, "p"] == Fraction(ways[s], 216) and df.loc[s, "p_float"] == ways[s] / 216 for s in ways)


def test_roll_odds_known_values():
    df = odds.roll_odds(0)
    # 7 by the first move's jump, 14 by jumping on from 7, 1 by the lowest die then any other die down
    assert df.loc[7, "p"] == df.loc[14, "p"] == df.loc[1, "p"] == 1
    assert df.loc[20, "p"] < df.loc[15, "p"] < 1
    assert df.loc[1, "kind"] == "port" and df.loc[1, "name"] == "La Havana"
    assert odds.roll_odds(5, first=True)["ways"].equals(df["ways"])        # the first move ignores the space
    assert (odds.roll_odds(0, wind=True)["ways"] >= df["ways"]).all()


@pytest.mark.parametrize("position,roll,wind", [(0, (1, 1, 1), False), (0, (2, 5, 6), True), (9, (6, 6, 6), False),
                                                (17, (1, 3, 4), True)])
def test_roll_odds_spot_checks_with_the_engine(position, roll, wind):
    """Each roll's contribution (the spaces it reaches) equals exhaustive play in the engine."""
    g = mover(roll, position, 1, wind)
    assert set(sea.reachable(g, position, roll, wind)) == set().union(*engine_reach(g).values())
