"""Skill checks: one die per skill point; each 5 or 6 (a skull) is a success.

Every roll comes from the game's own generator and is written to the log with its faces,
so the account shows every die.
"""

from typing import NamedTuple

from . import crew_mood, favors


class Roll(NamedTuple):
    faces: tuple

    @property
    def successes(self) -> int:
        return sum(1 for f in self.faces if f >= 5)

    @property
    def pips(self) -> int:
        """The sum of the dice that did not succeed (the seamanship contest's tie-break)."""
        return sum(f for f in self.faces if f < 5)

    def __str__(self):
        return " ".join(map(str, self.faces)) or "no dice"


def roll(game, dice: int) -> Roll:
    """``dice`` dice (at least none), sorted high to low for reading."""
    die = game.rng.die
    return Roll(tuple(sorted((die() for _ in range(max(0, dice))), reverse=True)))


def skill(game, p, name: str) -> int:
    """A captain's skill value: the card's, plus a hired specialist's (working: Seas of Glory's loyalty)."""
    effect = SPECIALIST_SKILL[name]
    glory = game.comp.glory
    return getattr(game.comp.captains[p.card], name) + sum(1 for g in crew_mood.specialists(game, p) if glory[g].effect == effect)


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


def check(game, p, name: str, bonus: int = 0, why: str = "", favor: bool = True) -> Roll:
    """Roll a captain's skill (plus ``bonus`` dice) and log it. ``favor``: a check a Seas of
    Glory favor may re-roll once (every one but a fight's), asked unless every die succeeded."""
    result = captain_roll(game, p, skill(game, p, name) + bonus)
    game._event("{} <rolls> {} for {}: {} ({}).", p.name, name.title(), why or "a check", str(result),
                successes(result.successes))
    what = f"{name.title()} for {why or 'a check'}"
    if favor and result.successes < len(result.faces):
        if favors.offer(game, p, "reroll", what):
            result = roll(game, len(result.faces))
            game._event("{} <rolls> again: {} ({}).", p.name, str(result), successes(result.successes))
    return result


def successes(n: int) -> str:
    """'no success', '1 success', '2 successes': how the account counts a roll's successes."""
    return "no success" if n == 0 else "1 success" if n == 1 else f"{n} successes"
