"""Exact odds of Merchants & Marauders' dice and cards, by enumeration (no sampling).

Every probability is a ``fractions.Fraction``, worked out from the rules as the engine plays
them:

- a skill check (:mod:`.checks`): one die per point, each 5 or 6 a success;
- the Seamanship contest of a naval round (:mod:`.combat`): +1 die for a ship at least 2
  more maneuverable, one die with no masts; most successes wins; nobody with no success at
  all; equal successes go to the higher sum of the other dice, and equal sums are a tie;
- a round of shooting (:mod:`.combat`, :mod:`.hits`): each hit rolls a location die (1
  cargo, 2 masts, 3 crew, 4 cannons); a skull (5 or 6) goes where the target chooses (see
  :func:`shooting` for the choosers); a hit on a location at 0 goes to the hull;
- a merchant raid (:mod:`.raids`): 3 cargo cards drawn without replacement; the merchant
  escapes when the escape icons are at least the raider's maneuverability (option
  ``raid_escape``: or more than it).

The ``*_table`` functions give pandas DataFrames of Fractions (pandas is imported inside
them); ``marauders.odds_view(table)`` shows one as percentages.
"""

from fractions import Fraction
from functools import cache
from math import comb, factorial

from ...kernel.english import plural
from ..rules import checks
from ..rules.components import load_components
from ..rules.state import CARGO, CREW, HULL, LOC_INDEX, LOCATIONS, MASTS, maneuverability, maxima
from ..rules.vocabulary import HIT_FACES
from ...kernel.optional import pandas

FACES = range(1, 7)
CONTEST = ("attacker", "defender", "tie", "none")    # who wins the Seamanship contest
RULES = ("escape-icons", "more-than")                 # the option raid_escape


def _success(face: int) -> bool:
    return face >= 5


# --- skill checks -------------------------------------------------------------------------------
def successes(dice: int) -> dict:
    """{k: P(exactly k successes)} for a roll of ``dice`` dice ({0: 1} for none)."""
    n, good = max(0, dice), sum(1 for f in FACES if _success(f))
    return {k: Fraction(comb(n, k) * good ** k * (6 - good) ** (n - k), 6 ** n) for k in range(n + 1)}


def skill_check(dice: int, at_least: int = 1) -> Fraction:
    """P(at least ``at_least`` successes with ``dice`` dice) (the rules' own :func:`.checks.at_least`)."""
    return checks.at_least(dice, at_least)


def skill_table(max_dice: int = 6, max_successes: int = None):
    """A DataFrame: one row per number of dice (1 to ``max_dice``), one column per "at least
    k successes" (1 to ``max_successes``, default ``max_dice``)."""
    pd = pandas("the odds table")
    top = max_dice if max_successes is None else max_successes
    rows = {n: {f"at least {k}": skill_check(n, k) for k in range(1, top + 1)} for n in range(1, max_dice + 1)}
    df = pd.DataFrame.from_dict(rows, orient="index")
    df.index.name = "dice"
    return df


# --- the Seamanship contest -----------------------------------------------------------------------
@cache
def _rolls(dice: int) -> tuple:
    """((successes, pips of the other dice), ways) for every outcome of ``dice`` dice: the
    per-die distribution convolved ``dice`` times, so the ways add up to 6 ** dice."""
    ways = {(0, 0): 1}
    for _ in range(max(0, dice)):
        nxt = {}
        for (s, pips), w in ways.items():
            for f in FACES:
                key = (s + 1, pips) if _success(f) else (s, pips + f)
                nxt[key] = nxt.get(key, 0) + w
        ways = nxt
    return tuple(sorted(ways.items()))


def contest_dice(seamanship: int, maneuver: int = 0, other_maneuver: int = 0, masts: bool = True) -> int:
    """The dice a side rolls in the contest: its Seamanship dice, +1 when its maneuverability is
    at least 2 more than the other ship's; a single die with no masts."""
    if not masts:
        return 1
    return seamanship + (maneuver >= other_maneuver + 2)


def _by_successes(dice: int) -> dict:
    """{successes: {pips: ways}}."""
    out = {}
    for (s, pips), w in _rolls(dice):
        out.setdefault(s, {})[pips] = w
    return out


@cache
def _outcome_ways(a: int, d: int) -> dict:
    """Ways (out of 6 ** (a + d)) of each contest outcome for ``a`` against ``d`` dice."""
    A, D = _by_successes(a), _by_successes(d)
    total_d = {s: sum(p.values()) for s, p in D.items()}
    out = dict.fromkeys(CONTEST, 0)
    for sa, pips_a in A.items():
        ways_a = sum(pips_a.values())
        for sd, wd in total_d.items():
            if sa == sd == 0:
                out["none"] += ways_a * wd
            elif sa != sd:
                out["attacker" if sa > sd else "defender"] += ways_a * wd
        if sa == 0 or sa not in D:
            continue
        for pa, wa in pips_a.items():               # equal successes: the higher pips win
            for pd_, wd in D[sa].items():
                out["attacker" if pa > pd_ else "defender" if pa < pd_ else "tie"] += wa * wd
    return out


def contest(attacker: int, defender: int, attacker_maneuver: int = 0, defender_maneuver: int = 0,
            attacker_masts: bool = True, defender_masts: bool = True) -> dict:
    """{"attacker", "defender", "tie", "none": Fraction}: who wins a Seamanship contest.

    ``attacker`` and ``defender`` are the sides' Seamanship dice (skill plus any bonus dice);
    the maneuverability die and the dismasted ship's single die are added here
    (:func:`contest_dice`). "none": neither rolled a success (the next round starts); "tie":
    equal successes and equal pips (shots are fired, then the next round starts).
    """
    a = contest_dice(attacker, attacker_maneuver, defender_maneuver, attacker_masts)
    d = contest_dice(defender, defender_maneuver, attacker_maneuver, defender_masts)
    ways = _outcome_ways(a, d)                      # cached: read, never changed
    return {k: Fraction(w, 6 ** (a + d)) for k, w in ways.items()}


def flee(fleeing: int, other: int, fleeing_maneuver: int = 0, other_maneuver: int = 0,
         fleeing_masts: bool = True, other_masts: bool = True) -> Fraction:
    """P(a side that declared flee escapes this round): it wins the contest and the other side
    rolled no success (which, with one success of its own, is a win)."""
    f = contest_dice(fleeing, fleeing_maneuver, other_maneuver, fleeing_masts)
    o = contest_dice(other, other_maneuver, fleeing_maneuver, other_masts)
    return (1 - successes(f)[0]) * successes(o)[0]


def contest_table(max_dice: int = 4, attacker_maneuver: int = 0, defender_maneuver: int = 0):
    """A DataFrame: one row per (attacker, defender) Seamanship, 1 to ``max_dice`` each, and the
    four outcomes of :func:`contest` as columns (the maneuverability die added as the engine does)."""
    pd = pandas("the odds table")
    rows = {(a, d): contest(a, d, attacker_maneuver, defender_maneuver)
            for a in range(1, max_dice + 1) for d in range(1, max_dice + 1)}
    df = pd.DataFrame.from_dict(rows, orient="index")[list(CONTEST)]
    df.index = pd.MultiIndex.from_tuples(df.index, names=["attacker Seamanship", "defender Seamanship"])
    return df


# --- a round of shooting --------------------------------------------------------------------------
SKULL_CHOOSERS = ("fullest", "bot", "apart") + LOCATIONS


def _target(target, components) -> tuple:
    """A ship id (at its maxima, no modifications) or the five location values."""
    if isinstance(target, str):
        return maxima(load_components(components), target)
    loc = tuple(int(v) for v in target)
    if len(loc) != len(LOCATIONS) or min(loc) < 0:
        raise ValueError(f"a target is a ship id or its {len(LOCATIONS)} location values, not {target!r}")
    return loc


def _hit(loc: list, where: int) -> int:
    """One hit aimed at ``where`` (the hull when that location is at 0); returns where it landed."""
    landed = where if loc[where] > 0 else HULL
    loc[landed] = max(0, loc[landed] - 1)
    return landed


def _fullest(loc, goods) -> int:
    """The engine's choice for an NPC: the fullest location but the hull (the first on a tie)."""
    return max((1, 2, 3, 4), key=lambda i: (loc[i], -i))


def _bot(loc, goods) -> int:
    """HeuristicBot's choice: a free hold first (a hit there throws no goods overboard), then the
    fullest of masts, cannons, crew and cargo (in that order on a tie), the hull only when
    nothing else is left."""
    order = [CARGO] if loc[CARGO] > goods else []
    order += sorted((MASTS, LOC_INDEX["cannons"], CREW, CARGO), key=lambda i: -loc[i])
    return next((i for i in order if loc[i] > 0), HULL)


def _chooser(skulls: str):
    if skulls == "fullest":
        return _fullest
    if skulls == "bot":
        return _bot
    if skulls in LOC_INDEX:
        return lambda loc, goods: LOC_INDEX[skulls]
    raise ValueError(f"skulls is one of {', '.join(SKULL_CHOOSERS)}, not {skulls!r}")


def _compositions(n: int, parts: int):
    """Every way to split ``n`` into ``parts`` counts (the faces rolled, order aside)."""
    if parts == 1:
        yield (n,)
        return
    for first in range(n + 1):
        for rest in _compositions(n - first, parts - 1):
            yield (first,) + rest


def _volley(loc: tuple, counts: tuple, skulls: str, goods: int, weapon: str) -> tuple:
    """The locations after one volley whose faces came up ``counts`` times (faces 1-4, then
    skulls), in the engine's order: chain shot's or grapeshot's skulls land first (the dice
    are read high to low), then the located hits, then the other skulls one at a time."""
    loc, located, n_skulls = list(loc), counts[:4], counts[4]
    aimed = {"chain-shot": MASTS, "grapeshot": CREW}.get(weapon)
    if aimed is not None:
        for _ in range(n_skulls):
            if loc[aimed] > 0:                       # surplus aimed skulls never reach the hull
                loc[aimed] -= 1
        n_skulls = 0
    for face, count in zip(sorted(HIT_FACES), located):
        for _ in range(count):
            if _hit(loc, LOC_INDEX[HIT_FACES[face]]) == CARGO:
                goods = min(goods, loc[CARGO])       # goods over the holds go overboard
    left = n_skulls if skulls == "apart" else 0
    choose = None if skulls == "apart" else _chooser(skulls)
    for _ in range(n_skulls - left):
        if loc[HULL] == 0:                           # sunk: the other skulls are not placed
            break
        if _hit(loc, choose(loc, goods)) == CARGO:
            goods = min(goods, loc[CARGO])
    return tuple(loc), left


def shooting(dice: int, target, skulls: str = "fullest", goods: int = 0, weapon: str = "",
             components=None) -> dict:
    """{hits: Fraction} for ``dice`` hits fired at ``target`` (a ship id at full strength, or its
    five location values): ``hits`` is the damage done to (hull, cargo, masts, crew, cannons),
    a hull hit past 0 not counted. The engine fires one die per hit: every cannon for the
    contest's winner, one per success up to the cannons for a tied or beaten shooter (and a
    captain's gunner, long guns or broadside add theirs).

    ``skulls`` says where the skull hits go:

    - "fullest" (default): the engine's own choice for an NPC, the fullest location but the
      hull, the first of cargo, masts, crew, cannons on a tie;
    - "bot": the HeuristicBot's choice for a captain carrying ``goods`` cargo cards;
    - a location ("masts", "hull"...): always there while it has something left, else the hull;
    - "apart": not placed; ``hits`` gets a sixth count, the skulls.

    ``weapon`` "chain-shot" or "grapeshot" sends the skulls to the masts or the crew, where a
    surplus is lost. A captain's abilities (moving a hit) are not counted.
    """
    start = _target(target, components)
    if skulls != "apart":
        _chooser(skulls)                                 # refuses an unknown chooser before the work
    goods = min(max(0, goods), start[CARGO])
    out = {}
    for counts in _compositions(max(0, dice), 5):
        ways = factorial(sum(counts)) * 2 ** counts[4]       # a skull is 2 faces of 6
        for c in counts:
            ways //= factorial(c)
        after, left = _volley(start, counts, skulls, goods, weapon)
        hits = tuple(b - a for a, b in zip(after, start)) + ((left,) if skulls == "apart" else ())
        out[hits] = out.get(hits, 0) + ways
    total = 6 ** max(0, dice)
    return {h: Fraction(w, total) for h, w in sorted(out.items())}


def by_location(outcomes: dict) -> dict:
    """{location: {hits: Fraction}} from the joint odds of :func:`shooting` ("skulls" too when
    they were kept apart)."""
    names = LOCATIONS + ("skulls",)
    out = {}
    for hits, p in outcomes.items():
        for name, k in zip(names, hits):
            counts = out.setdefault(name, {})
            counts[k] = counts.get(k, 0) + p
    return {name: dict(sorted(c.items())) for name, c in out.items()}


def sinking(dice: int, target, skulls: str = "fullest", goods: int = 0, weapon: str = "", components=None) -> Fraction:
    """P(the target's hull reaches 0) under ``dice`` hits (see :func:`shooting`)."""
    hull = _target(target, components)[HULL]
    dist = shooting(dice, target, skulls, goods, weapon, components)
    return sum((p for hits, p in dist.items() if hits[HULL] >= hull), Fraction(0))


def shooting_table(dice: int, ship, skulls: str = "fullest", goods: int = 0, weapon: str = "", components=None):
    """A DataFrame: one row per location, the odds of taking 0 to ``dice`` hits there, and
    the expected hits (see :func:`shooting` for ``ship`` and the skull choosers)."""
    pd = pandas("the odds table")
    rows = {}
    for name, dist in by_location(shooting(dice, ship, skulls, goods, weapon, components)).items():
        row = {k: dist.get(k, Fraction(0)) for k in range(dice + 1)}
        row["expected"] = sum((k * p for k, p in dist.items()), Fraction(0))
        rows[name] = row
    df = pd.DataFrame.from_dict(rows, orient="index")
    df.index.name = "hits"
    return df


# --- merchant raids -------------------------------------------------------------------------------
def _hypergeometric(cards: int, marked: int, drawn: int) -> dict:
    """{k: P(k marked cards among ``drawn`` from ``cards``, ``marked`` of them marked)}."""
    drawn = min(drawn, cards)
    return {k: Fraction(comb(marked, k) * comb(cards - marked, drawn - k), comb(cards, drawn))
            for k in range(min(marked, drawn) + 1)}


def _deck(deck, discard, comp, rule):
    """(deck, discard, components, rule) from a Game, or card indices with the default set."""
    if hasattr(deck, "cargo_deck"):
        game = deck
        return game.cargo_deck, game.cargo_discard, game.comp, rule or game.opts.raid_escape
    comp = load_components(comp)
    if deck is None:
        deck = [c.index for c in comp.cargo if c.expansion == "base"]
    return tuple(deck), tuple(discard), comp, rule or RULES[0]


def escape_icons(deck=None, discard=(), cards: int = 3, components=None) -> dict:
    """{k: P(k escape icons among the raid's ``cards`` cards)}: drawn from the top of ``deck``
    (card indices, a Game's deck, or the full base deck), whose order nobody knows; when the
    deck runs out the rest come from the shuffled ``discard``, as :func:`market.draw_card` does."""
    deck, discard, comp, _ = _deck(deck, discard, components, None)
    escape = lambda pile: sum(1 for c in pile if comp.cargo[c].icon == "escape")   # noqa: E731
    first = _hypergeometric(len(deck), escape(deck), cards)
    rest = _hypergeometric(len(discard), escape(discard), max(0, cards - len(deck)))
    out = {}
    for i, p in first.items():
        for j, q in rest.items():
            if p * q:
                out[i + j] = out.get(i + j, 0) + p * q
    return out


def raid_escape(maneuver, seamanship: int = 0, extra: int = 0, rule: str = None, deck=None, discard=(),
                components=None) -> Fraction:
    """P(the merchant escapes a raid) for a raider of maneuverability ``maneuver`` (a number,
    or a ship id: a Galleon's is the option's when ``deck`` is a Game, else 2).

    The raider rolls ``seamanship`` dice and has ``extra`` sure successes more (special
    weapons given up), and spends every success discarding an escape card while one shows,
    the best he can do against an escape. 0 and 0: the three cards as drawn. ``rule`` is the
    option ``raid_escape`` ("escape-icons": escapes >= maneuverability; "more-than": >);
    ``deck`` as in :func:`escape_icons` (a Game brings its own deck, discard and option).
    Off Havana a Spanish merchant's 4th card is kept only with a hit icon, so it never adds
    an escape: the odds are the same there.
    """
    galleon = deck.opts.galleon_maneuverability if hasattr(deck, "opts") else 2
    deck, discard, comp, rule = _deck(deck, discard, components, rule)
    if rule not in RULES:
        raise ValueError(f"rule is one of {', '.join(RULES)}, not {rule!r}")
    speed = maneuverability(comp, maneuver, (), galleon) if isinstance(maneuver, str) else maneuver
    icons = escape_icons(deck, discard, 3, comp)
    rolled = successes(seamanship)
    out = Fraction(0)
    for e, p in icons.items():
        for s, q in rolled.items():
            left = max(0, e - s - extra)
            if (left > speed) if rule == "more-than" else (left >= speed):
                out += p * q
    return out


def escape_table(rule: str = None, max_dice: int = 4, deck=None, components=None):
    """A DataFrame: one row per maneuverability (1 to 4, with the ships that have it), one
    column per Seamanship dice (0 to ``max_dice``) spent discarding escape cards."""
    pd = pandas("the odds table")
    comp = deck.comp if hasattr(deck, "comp") else load_components(components)
    galleon = deck.opts.galleon_maneuverability if hasattr(deck, "opts") else 2
    rows = {}
    for speed in range(1, 5):
        ships = ", ".join(s.id for s in comp.ships.values() if maneuverability(comp, s.id, (), galleon) == speed)
        label = f"{speed} ({ships})" if ships else str(speed)
        rows[label] = {plural(n, "die"): raid_escape(speed, n, 0, rule, deck, (), comp) for n in range(max_dice + 1)}
    df = pd.DataFrame.from_dict(rows, orient="index")
    df.index.name = "maneuverability"
    return df
