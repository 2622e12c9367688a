"""Exact odds (nassau.marauders.bots.odds) held two ways:

1. against brute force: every ordered roll of the dice (6 ** n of them) or every set of
   cards, counted by code written here from the fact sheet (§5.3, §7.1, §8.2), not the
   module's convolutions;
2. against the engine itself: its own functions (a skill check, a naval round, a volley with
   the skulls placed, a raid) played a few thousand times with seeded generators, each
   outcome's frequency within 4 standard errors of the exact value. Each such test also shows
   that a likely wrong rule (success on 4+, no maneuverability die, the tie-break turned
   round, skulls as misses, spent successes ignored...) gives odds too far away to pass, so
   an engine that played the wrong rule would fail it.
"""

from collections import Counter
from fractions import Fraction
from itertools import combinations, product
from math import comb, sqrt

import pytest

from nassau import marauders
from nassau.kernel.rng import Rng
from nassau.marauders.rules import checks, combat, hits as hits_module, market, raids
from nassau.marauders.bots import odds
from nassau.marauders.bots.heuristic import HeuristicBot
from nassau.marauders.rules.sides import loc_of, set_loc
from nassau.marauders.rules.state import maneuverability, maxima

from .helpers import captain, give_goods, new, set_ship
from .test_combat import duel
from .test_npcs_and_events import put_npc
from .test_scouting_and_raids import at

LOCS = ("hull", "cargo", "masts", "crew", "cannons")
FACE = {1: 1, 2: 2, 3: 3, 4: 4}          # a located die face: the index of its location in LOCS
RARE = 0.01                               # outcomes rarer than this are pooled when compared


# --- comparing a simulation with exact odds ----------------------------------------------------------
def _pool(dist: dict) -> dict:
    out = {}
    for k, p in dist.items():
        key = k if p >= RARE else "rare"
        out[key] = out.get(key, 0) + p
    return out


def _se(p, trials) -> float:
    return sqrt(float(p) * (1 - float(p)) / trials)


def assert_close(observed: Counter, exact: dict, trials: int):
    """Every outcome the engine produced is possible by the odds, and each outcome's frequency
    (the rare ones pooled) is within 4 standard errors of its exact probability."""
    assert sum(observed.values()) == trials
    impossible = [k for k in observed if exact.get(k, 0) == 0]
    assert not impossible, f"the engine did what the odds call impossible: {impossible[:3]}"
    pooled = _pool(exact)
    seen = Counter()
    for k, n in observed.items():
        seen[k if k in pooled else "rare"] += n
    for k, p in pooled.items():
        assert abs(seen[k] / trials - float(p)) <= 4 * _se(p, trials) + 1e-12, (k, seen[k] / trials, float(p))


def assert_tells_apart(exact: dict, wrong: dict, trials: int):
    """A wrong rule's odds differ on some outcome by more than 4 standard errors of each, so a
    simulation of the wrong rule could not pass :func:`assert_close` against the right one."""
    exact, wrong = _pool(exact), _pool_like(wrong, exact)
    gaps = [abs(float(exact.get(k, 0)) - float(wrong.get(k, 0))) - 4 * _se(exact.get(k, 0), trials)
            - 4 * _se(wrong.get(k, 0), trials) for k in set(exact) | set(wrong)]
    assert max(gaps) > 0, "the simulation is too small to tell the rule from its likely mistake"


def _pool_like(wrong, exact):
    pooled = _pool(exact)
    out = {}
    for k, p in wrong.items():
        key = k if k in pooled else "rare"
        out[key] = out.get(key, 0) + p
    return out


def fractions(counts: Counter) -> dict:
    total = sum(counts.values())
    return {k: Fraction(n, total) for k, n in counts.items()}


def new_events(g, base):
    """The log entries written since ``base`` (a clone's ancestor), oldest first."""
    out, ev = [], g._events
    while ev is not base._events:
        parts, ev = ev
        out.append(parts)
    return out[::-1]


# --- brute force, written from the fact sheet ----------------------------------------------------------
def bf_successes(dice, succeed_on=5):
    counts = Counter(sum(f >= succeed_on for f in roll) for roll in product(range(1, 7), repeat=dice))
    return fractions(counts)


def bf_contest(a, d, tie_break="higher"):
    """Most successes wins; none at all: nobody; equal successes: the higher (or, wrongly,
    the lower) sum of the failed dice wins, equal sums tie ("no" tie-break: every equal count ties)."""
    counts = Counter()
    for roll in product(range(1, 7), repeat=a + d):
        sa, sd = (sum(f >= 5 for f in part) for part in (roll[:a], roll[a:]))
        pa, pd = (sum(f for f in part if f < 5) for part in (roll[:a], roll[a:]))
        if sa == sd == 0:
            counts["none"] += 1
        elif sa != sd:
            counts["attacker" if sa > sd else "defender"] += 1
        elif tie_break == "no" or pa == pd:
            counts["tie"] += 1
        else:
            counts["attacker" if (pa > pd) == (tie_break == "higher") else "defender"] += 1
    return {k: Fraction(counts[k], 6 ** (a + d)) for k in ("attacker", "defender", "tie", "none")}


def fullest(loc, goods):
    """An NPC keeps its hull: the fullest other location, cargo first on a tie."""
    return max(range(1, 5), key=lambda i: (loc[i], -i))


def bot_choice(loc, goods):
    """HeuristicBot: free holds first, then the fullest of masts, cannons, crew, cargo."""
    if loc[1] > goods:
        return 1
    best = max((2, 4, 3, 1), key=lambda i: loc[i])      # max keeps the first of equals
    return best if loc[best] > 0 else 0


def bf_shooting(dice, loc, choose=fullest, goods=0, skull_misses=False, to_hull=True, weapon=None):
    """Every ordered roll of the hit dice: located hits in the order rolled (a hit on an empty
    location goes to the hull, or, wrongly, nowhere), then the skulls one by one where the
    target chooses; a chain-shot (masts) or grapeshot (crew) skull is placed first."""
    counts = Counter()
    for roll in product(range(1, 7), repeat=dice):
        now, held = list(loc), goods
        skulls = [f for f in roll if f >= 5]
        if weapon is not None:
            for _ in skulls:
                now[weapon] = max(0, now[weapon] - 1)
            skulls = []
        for f in roll:
            if f < 5:
                i = FACE[f] if now[FACE[f]] > 0 else (0 if to_hull else None)
                if i is not None:
                    now[i] = max(0, now[i] - 1)
                held = min(held, now[1])
        for _ in [] if skull_misses else skulls:
            if now[0] == 0:
                break
            i = choose(now, held)
            i = i if now[i] > 0 else 0
            now[i] = max(0, now[i] - 1)
            held = min(held, now[1])
        counts[tuple(a - b for a, b in zip(loc, now))] += 1
    return fractions(counts)


def deck_icons(comp):
    return [comp.cargo[c].icon for c in range(len(comp.cargo)) if comp.cargo[c].expansion == "base"]


def bf_escape_count(icons, cards=3):
    """P(k escape icons) over every set of ``cards`` cards of the deck."""
    return fractions(Counter(sum(icons[i] == "escape" for i in hand)
                             for hand in combinations(range(len(icons)), cards)))


# --- 1. exact values against brute force --------------------------------------------------------------
@pytest.mark.parametrize("dice", range(0, 5))
def test_successes_match_every_roll_of_the_dice(dice):
    assert odds.successes(dice) == bf_successes(dice)
    for k in range(dice + 2):
        assert odds.skill_check(dice, k) == sum((p for j, p in bf_successes(dice).items() if j >= k), Fraction(0))


def test_known_values_of_a_skill_check():
    assert odds.skill_check(1) == Fraction(1, 3) and odds.skill_check(2) == Fraction(5, 9)
    assert odds.skill_check(3, 2) == Fraction(7, 27) and odds.skill_check(2, 3) == 0


@pytest.mark.parametrize("a, d", [(1, 1), (2, 1), (1, 3), (2, 2), (3, 2)])
def test_the_contest_matches_every_roll_of_both_sides(a, d):
    assert odds.contest(a, d) == bf_contest(a, d)
    assert sum(odds.contest(a, d).values()) == 1


def test_the_maneuverability_die_and_the_dismasted_ship():
    assert odds.contest(2, 2, attacker_maneuver=4, defender_maneuver=2) == bf_contest(3, 2)
    assert odds.contest(2, 2, attacker_maneuver=3, defender_maneuver=2) == bf_contest(2, 2)   # 1 more is not enough
    assert odds.contest(2, 1, attacker_maneuver=1, defender_maneuver=3) == bf_contest(2, 2)
    assert odds.contest(3, 2, 4, 2, attacker_masts=False) == bf_contest(1, 2)                # one die, no bonus
    assert odds.contest_dice(2, 4, 2) == 3 and odds.contest_dice(2, 4, 2, masts=False) == 1


def test_one_die_each_ties_whenever_both_succeed():
    """With one die each, equal successes leave no other dice to compare: a 5 against a 6 ties."""
    assert odds.contest(1, 1) == {"attacker": Fraction(2, 9), "defender": Fraction(2, 9), "tie": Fraction(1, 9),
                                  "none": Fraction(4, 9)}


def test_fleeing_escapes_only_when_the_other_side_rolls_no_success():
    counts = Counter()
    for roll in product(range(1, 7), repeat=3):              # the fleeing side 2 dice, the other 1
        counts[sum(f >= 5 for f in roll[:2]) > 0 and sum(f >= 5 for f in roll[2:]) == 0] += 1
    assert odds.flee(2, 1) == Fraction(counts[True], 216)
    assert odds.flee(2, 2, fleeing_maneuver=4, other_maneuver=2) == (1 - Fraction(2, 3) ** 3) * Fraction(4, 9)


@pytest.mark.parametrize("dice, loc", [(3, (2, 1, 1, 0, 2)), (4, (3, 3, 3, 3, 3)), (4, (1, 0, 0, 0, 0)),
                                       (2, (5, 3, 5, 5, 5))])
def test_shooting_matches_every_roll_of_the_hit_dice(dice, loc):
    assert odds.shooting(dice, loc) == bf_shooting(dice, loc)
    assert sum(odds.shooting(dice, loc).values()) == 1


def test_shooting_with_each_skull_chooser_and_weapon():
    frigate = maxima(marauders.default_components(), "frigate")
    assert odds.shooting(4, "frigate", "bot", goods=3) == bf_shooting(4, frigate, bot_choice, goods=3)
    assert odds.shooting(4, "frigate", "bot", goods=1) == bf_shooting(4, frigate, bot_choice, goods=1)
    assert odds.shooting(3, "sloop", "hull") == bf_shooting(3, (2, 2, 2, 2, 1), lambda loc, g: 0)
    assert odds.shooting(4, (2, 1, 1, 0, 2), weapon="chain-shot") == bf_shooting(4, (2, 1, 1, 0, 2), weapon=2)
    assert odds.shooting(4, (2, 1, 1, 1, 2), weapon="grapeshot") == bf_shooting(4, (2, 1, 1, 1, 2), weapon=3)
    apart = odds.shooting(3, "frigate", "apart")
    assert sum(apart.values()) == 1 and all(len(h) == 6 for h in apart)
    assert sum(p for h, p in apart.items() if h[5] == 3) == Fraction(1, 27)        # three skulls, none placed
    assert odds.shooting(3, (2, 1, 1, 0, 2), skulls="apart") == bf_shooting_apart(3, (2, 1, 1, 0, 2))


def bf_shooting_apart(dice, loc):
    counts = Counter()
    for roll in product(range(1, 7), repeat=dice):
        now = list(loc)
        for f in roll:
            if f < 5:
                i = FACE[f] if now[FACE[f]] > 0 else 0
                now[i] = max(0, now[i] - 1)
        counts[tuple(a - b for a, b in zip(loc, now)) + (sum(f >= 5 for f in roll),)] += 1
    return fractions(counts)


def test_the_shooting_summaries():
    dist = odds.shooting(4, "sloop")
    per = odds.by_location(dist)
    assert set(per) == set(LOCS) and all(sum(d.values()) == 1 for d in per.values())
    assert odds.sinking(4, "sloop") == sum(p for h, p in dist.items() if h[0] == 2)
    table = odds.shooting_table(4, "sloop")
    assert list(table.index) == list(LOCS) and list(table.columns) == [0, 1, 2, 3, 4, "expected"]
    assert table.loc["masts", "expected"] == sum(k * p for k, p in per["masts"].items())
    assert (table[[0, 1, 2, 3, 4]].sum(axis=1) == 1).all()
    with pytest.raises(ValueError):
        odds.shooting(2, "sloop", skulls="wherever")
    with pytest.raises(ValueError):
        odds.shooting(2, (1, 2, 3))


def test_the_escape_icons_of_three_cards_drawn_without_replacement():
    comp = marauders.default_components()
    icons = deck_icons(comp)
    assert len(icons) == 64 and icons.count("escape") == 16
    assert odds.escape_icons() == bf_escape_count(icons)
    with_replacement = {k: comb(3, k) * Fraction(1, 4) ** k * Fraction(3, 4) ** (3 - k) for k in range(4)}
    assert odds.escape_icons()[3] == Fraction(16 * 15 * 14, 64 * 63 * 62) != with_replacement[3]


@pytest.mark.parametrize("speed", [1, 2, 3, 4])
@pytest.mark.parametrize("rule", ["escape-icons", "more-than"])
def test_the_raid_escape_odds_count_every_hand_and_every_spent_success(speed, rule):
    icons = deck_icons(marauders.default_components())
    hands = bf_escape_count(icons)
    for dice in range(4):
        expected = Fraction(0)
        for e, p in hands.items():
            for s, q in bf_successes(dice).items():
                left = max(0, e - s)                     # each success discards an escape card
                expected += p * q if (left > speed if rule == "more-than" else left >= speed) else 0
        assert odds.raid_escape(speed, dice, rule=rule) == expected


def test_the_component_file_quotes_the_same_raid_figures():
    """The cargo deck's note gives the escape chance of 3 cards by maneuverability."""
    for speed, percent in ((4, "0.0"), (3, "1.3"), (2, "15.2"), (1, "58.5")):
        assert f"{float(odds.raid_escape(speed)):.1%}" == percent + "%"
    assert odds.raid_escape("sloop") == 0 and odds.raid_escape("flute") == odds.raid_escape(2)


def test_a_raid_on_a_short_deck_draws_the_rest_from_the_shuffled_discard():
    comp = marauders.default_components()
    esc = [c.index for c in comp.cargo if c.icon == "escape"]
    hit = [c.index for c in comp.cargo if c.icon != "escape"]
    deck, discard = (esc[0], hit[0]), tuple(esc[1:4] + hit[1:8])        # 2 left; 3 escapes among 10
    assert odds.escape_icons(deck, discard) == {1: Fraction(7, 10), 2: Fraction(3, 10)}
    assert odds.raid_escape(2, deck=deck, discard=discard) == Fraction(3, 10)


def test_the_tables_hold_the_same_fractions():
    skill = odds.skill_table(4)
    assert skill.shape == (4, 4) and skill.loc[3, "at least 2"] == odds.skill_check(3, 2)
    contest = odds.contest_table(3, 4, 2)
    assert contest.loc[(2, 2)].to_dict() == odds.contest(2, 2, 4, 2)
    assert (contest.sum(axis=1) == 1).all()
    escape = odds.escape_table()
    assert escape.loc["2 (flute, galleon, man-o-war)", "2 dice"] == odds.raid_escape(2, 2)
    assert escape.loc["4 (sloop)"].sum() == 0


def test_the_odds_view_shows_percentages():
    view = marauders.odds_view(odds.contest_table(2), "Who wins the contest")
    html = view._repr_html_()
    assert "37.0%" in html and "attacker Seamanship v defender Seamanship" in html and "2 v 1" in html
    table = odds.shooting_table(2, "sloop")
    shots = marauders.odds_view(table)._repr_html_()
    assert f">{float(table.loc['masts', 'expected']):.2f}<" in shots          # a count, not a percentage
    assert f">{float(table.loc['masts', 1]):.1%}<" in shots


# --- 2. against the engine, by simulation ----------------------------------------------------------------
TRIALS = 3000


@pytest.mark.parametrize("bonus", [0, 2])
def test_skill_checks_as_the_engine_rolls_them(bonus):
    g = new(2, seed=7)
    p = captain(g, "Anja")
    dice = checks.skill(g, p, "scouting") + bonus
    seen = Counter()
    for i in range(TRIALS):
        g.rng = Rng(50_000 + i)
        seen[checks.check(g, p, "scouting", bonus=bonus).successes] += 1
    exact = odds.successes(dice)
    assert_close(seen, exact, TRIALS)
    assert_tells_apart(exact, bf_successes(dice, succeed_on=4), TRIALS)
    assert_tells_apart(exact, bf_successes(dice, succeed_on=6), TRIALS)


def test_the_contest_of_a_naval_round_as_the_engine_fights_it():
    """A sloop (maneuverability 4) attacks a flute (2), both captains with Seamanship 2: the
    sloop rolls a third die. Each trial plays round 1 (both shoot) with a fresh generator and
    reads the contest's result from the log."""
    base = duel(("sloop", "flute"))
    anja, jonah = captain(base, "Anja"), captain(base, "Jonah")
    speeds = [maneuverability(base.comp, p.ship) for p in (anja, jonah)]
    skills = [checks.skill(base, p, "seamanship") for p in (anja, jonah)]
    assert speeds == [4, 2] and skills == [2, 2]
    seen = Counter()
    for i in range(TRIALS):
        g = base.clone()
        g.rng = Rng(70_000 + i)
        combat.start(g, anja.seat, jonah.seat)
        g._legal = None
        g.apply("shoot")
        g.apply("shoot")
        seen[_contest_result(new_events(g, base))] += 1
    exact = odds.contest(*skills, *speeds)
    assert_close(seen, exact, TRIALS)
    for wrong in (bf_contest(2, 2), bf_contest(3, 2, "lower"), bf_contest(3, 2, "no"), bf_contest(2, 3)):
        assert_tells_apart(exact, wrong, TRIALS)


def _contest_result(events) -> str:
    for parts in events:
        if parts[0] == "{} <wins> the contest.":
            return "attacker" if parts[1] == "Anja" else "defender"
        if parts[0] == "The contest is a tie.":
            return "tie"
        if parts[0] == "Nobody wins the contest.":
            return "none"
    raise AssertionError("no contest in the log")


@pytest.fixture
def volley(monkeypatch):
    """Fire ``dice`` hits from Anja at ``target`` through the engine (combat._fire, then the
    skulls placed by combat.place_skulls); the fight is not carried on afterwards, so the
    target's locations are read before an NPC would repair."""
    monkeypatch.setattr(combat, "after_shots", lambda game: None)

    def fire(g, target, dice, seed, choose=None):
        g.rng = Rng(seed)
        g.fight = combat.Fight(captain(g, "Anja").seat, target)
        pending = combat._fire(g, g.fight.a, target, dice, "")
        g.fight = g.fight._replace(skulls=tuple(pending), after="end")
        combat.place_skulls(g)
        while g.fight.skulls:                       # a captain's skulls wait for his choice
            g._legal = None
            combat.choose_skull(g, g.players[g.cur], choose(g))
        return loc_of(g, target)
    return fire


def test_a_volley_at_an_npc_as_the_engine_lands_it(volley):
    """Three hits at a battered Spanish navy ship (hull 2, cargo 1, masts 1, crew 0, cannons 2):
    crew hits go to the hull, skulls go to the fullest location, two hull hits sink it."""
    base = duel()
    slot = put_npc(base, "spanish", "caribbean-sea")
    side = 10 + slot
    start = (2, 1, 1, 0, 2)
    seen = Counter()
    for i in range(TRIALS):
        g = base.clone()
        set_loc(g, side, start)
        after = volley(g, side, 3, 90_000 + i)
        seen[tuple(a - b for a, b in zip(start, after))] += 1
    exact = odds.shooting(3, start)
    assert_close(seen, exact, TRIALS)
    for wrong in (bf_shooting(3, start, skull_misses=True), bf_shooting(3, start, to_hull=False),
                  bf_shooting(3, start, choose=lambda loc, g: 0)):
        assert_tells_apart(exact, wrong, TRIALS)


def test_a_volley_at_a_captain_whose_bot_places_the_skulls(volley):
    """Four hits at Jonah's frigate with full holds (3 goods): the HeuristicBot puts each skull
    on the fullest of masts, cannons, crew, cargo; a cargo hit throws a good overboard."""
    base = duel(("sloop", "frigate"))
    give_goods(base, "Jonah", "rum", "rum", "sugar")
    jonah = captain(base, "Jonah")
    assert base.comp.captains[jonah.card].ability != "move-hit"
    bot = HeuristicBot(5)
    seen = Counter()
    for i in range(TRIALS):
        g = base.clone()
        after = volley(g, jonah.seat, 4, 110_000 + i, choose=bot.choose)
        assert len(g.players[jonah.seat].goods) <= after[1]
        seen[tuple(a - b for a, b in zip(jonah.loc, after))] += 1
    exact = odds.shooting(4, "frigate", "bot", goods=3)
    assert_close(seen, exact, TRIALS)
    frigate = jonah.loc
    for wrong in (bf_shooting(4, frigate, fullest, goods=3), bf_shooting(4, frigate, skull_misses=True)):
        assert_tells_apart(exact, wrong, TRIALS)


def _raid(base, seed, spend: bool) -> bool:
    """One raid by Anja through the engine, on a freshly shuffled cargo deck: she finds the
    merchant, raids it, discards escape cards with her successes (``spend``) and resolves.
    Returns whether the merchant escaped."""
    g = base.clone()
    g.rng = Rng(seed)
    g.cargo_deck = tuple(g.rng.shuffled(g.cargo_deck))
    anja = captain(g, "Anja")
    raids.found(g, anja)
    g._legal = None
    g.apply(f"raid {g.raid.choices[0]}")
    while spend and g.raid.successes:
        shown = [c for c in g.raid.cards if g.comp.cargo[c].icon == "escape"]
        if not shown:
            break
        g.apply(f"discard card {g.comp.cargo[shown[0]].id}")
    g.apply("resolve")
    return any(parts[0].startswith("The merchant escapes") for parts in new_events(g, base))


@pytest.mark.parametrize("ship, spend, options", [
    ("flute", False, {}),
    ("flute", True, {}),
    ("galleon", False, {"raid_escape": "more-than", "galleon_maneuverability": 1}),
])
def test_merchant_raids_as_the_engine_resolves_them(ship, spend, options):
    base = at("santo-domingo", ship=ship, **options)
    anja = captain(base, "Anja")
    assert len(base.cargo_deck) == 64 and not base.cargo_discard
    dice = checks.skill(base, anja, "seamanship") if spend else 0
    trials = 2000
    seen = Counter(_raid(base, 130_000 + i, spend) for i in range(trials))
    p = odds.raid_escape(ship, dice, deck=base)
    exact = {True: p, False: 1 - p}
    assert_close(seen, exact, trials)
    other_rule = "escape-icons" if base.opts.raid_escape == "more-than" else "more-than"
    for wrong in (odds.raid_escape(ship, 0, deck=base), odds.raid_escape(ship, dice, rule=other_rule, deck=base)):
        if wrong != p:
            assert_tells_apart(exact, {True: wrong, False: 1 - wrong}, trials)


def test_the_cargo_deck_runs_into_its_discard_as_the_odds_say():
    g = new(2, seed=9)
    comp = g.comp
    esc = [c.index for c in comp.cargo if c.icon == "escape"]
    hit = [c.index for c in comp.cargo if c.icon != "escape"]
    deck, discard = (esc[0], hit[0]), tuple(esc[1:4] + hit[1:8])
    seen = Counter()
    for i in range(TRIALS):
        g.rng = Rng(150_000 + i)
        g.cargo_deck, g.cargo_discard = deck, discard
        drawn = [market.draw_card(g) for _ in range(3)]
        seen[sum(comp.cargo[c].icon == "escape" for c in drawn)] += 1
    assert_close(seen, odds.escape_icons(deck, discard), TRIALS)


def test_random_hits_and_the_engine_agree_on_the_location_die():
    """hits.FACE_LOCATION (the engine's die) and the odds read the same faces: 1 cargo, 2 masts,
    3 crew, 4 cannons."""
    assert {f: LOCS[i] for f, i in hits_module.FACE_LOCATION.items()} == {1: "cargo", 2: "masts", 3: "crew",
                                                                          4: "cannons"}
    one = odds.by_location(odds.shooting(1, (5, 5, 5, 5, 5), skulls="apart"))
    assert all(one[name][1] == Fraction(1, 6) for name in LOCS[1:]) and one["skulls"][1] == Fraction(1, 3)


def test_a_ship_set_by_hand_is_a_target_too():
    g = duel()
    p = set_ship(g, "Anja", "galleon")
    assert odds.shooting(2, p.loc) == odds.shooting(2, "galleon")
