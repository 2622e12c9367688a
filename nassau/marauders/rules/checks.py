"""Skill checks: one die per skill point; each 5 or 6 (a skull) is a success.

Every roll comes from the game's own generator and is written to the log with its faces,
so the account shows every die.
"""

from fractions import Fraction
from math import comb
from typing import NamedTuple

from . import extensions as ext


class Roll(NamedTuple):
    faces: tuple

    @property
    def successes(self) -> int:
        faces = self.faces
        return faces.count(5) + faces.count(6)      # a die's faces are 1 to 6

    @property
    def pips(self) -> int:
        """The sum of the dice that did not succeed (the seamanship contest's tie-break)."""
        faces = self.faces          # (all the dice less the 5s and 6s: sums in C, no generator)
        return sum(faces) - 5 * faces.count(5) - 6 * faces.count(6)

    def __str__(self):
        text = _TEXT.get(self.faces)            # every roll is logged as text
        if text is None:
            text = " ".join(map(str, self.faces)) or "no dice"
            if len(_TEXT) < 20_000:             # sorted faces of a dozen dice or fewer: some 18,000
                _TEXT[self.faces] = text
        return text


_TEXT = {}


def roll(game, dice: int) -> Roll:
    """``dice`` dice (at least none), sorted high to low for reading."""
    faces = game.rng.dice(dice)                 # (none for a negative count)
    faces.sort(reverse=True)
    return tuple.__new__(Roll, (tuple(faces),))


def skill(game, p, name: str) -> int:
    """A captain's skill value: the card's, plus a hired specialist's (if he works: an
    expansion's unhappy crew may stop him)."""
    base = getattr(game.comp.captains[p.card], name)
    if not p.specialists:
        return base
    return base + specialists(game, p, SPECIALIST_SKILL[name])


def specialists(game, p, effect: str) -> int:
    """How many of the captain's hired specialists of this kind are at work."""
    if not p.specialists:
        return 0
    glory = game.comp.glory
    return sum(1 for g in ext.working_specialists(game, p) if glory[g].effect == effect)


SPECIALIST_SKILL = {"seamanship": "specialist-navigator", "scouting": "specialist-lookout",
                    "leadership": "specialist-bosun", "influence": "specialist-purser"}


def captain_roll(game, p, dice: int) -> Roll:
    """A captain's skill roll: the glory cards he played ahead count, and are spent (2 more
    dice; or rolled twice, the better roll counting)."""
    if not p.primed:
        return roll(game, dice)
    primed, p.primed = p.primed, ()
    dice += 2 if "extra-die" in primed else 0
    first = roll(game, dice)
    if "reroll" not in primed:
        return first
    second = roll(game, dice)
    game._event("{} <rolls> twice: {} and {}; the better counts.", p.name, str(first), str(second))
    return max(first, second, key=lambda r: (r.successes, r.pips))


def at_least(dice: int, need: int = 1) -> Fraction:
    """The chance that ``dice`` dice show at least ``need`` successes (a 5 or a 6 on each)."""
    n = max(0, dice)
    return sum((Fraction(comb(n, k) * 2 ** k * 4 ** (n - k), 6 ** n) for k in range(max(0, need), n + 1)),
               Fraction(0))


def chance(game, p, name: str, bonus: int = 0, need: int = 1) -> Fraction:
    """The exact chance that this captain's check (as :func:`check` rolls it now) shows at
    least ``need`` successes: his skill, ``bonus`` dice and the glory cards he played ahead
    (2 more dice; or two rolls, the better counting). A favor's re-roll, asked afterwards,
    is not in it."""
    dice = skill(game, p, name) + bonus + (2 if "extra-die" in p.primed else 0)
    once = at_least(dice, need)
    return 1 - (1 - once) ** 2 if "reroll" in p.primed else once


def check(game, p, name: str, bonus: int = 0, why: str = "", favor: bool = True) -> Roll:
    """Roll a captain's skill (plus ``bonus`` dice) and log it. ``favor``: a check the captain
    may be offered to roll again once (an expansion's favor: every check but a fight's), asked
    unless every die succeeded."""
    result = captain_roll(game, p, skill(game, p, name) + bonus)
    title = name.title()
    game._event("{} <rolls> {} for {}: {} ({}).", p.name, title, why or "a check", str(result),
                successes(result.successes))
    if favor and result.successes < len(result.faces):
        if ext.second_chance(game, p, "reroll", f"{title} for {why or 'a check'}"):
            result = roll(game, len(result.faces))
            game._event("{} <rolls> again: {} ({}).", p.name, str(result), successes(result.successes))
    return result


def successes(n: int) -> str:
    """'no success', '1 success', '2 successes': how the account counts a roll's successes."""
    return "no success" if n == 0 else "1 success" if n == 1 else f"{n} successes"
