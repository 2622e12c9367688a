"""Hits on a ship (fact sheet §5.3): a hit-location die names cargo (1), masts (2), crew (3)
or cannons (4); a 5 or 6 is a skull, which goes where the target's captain chooses. A hit on
a location already at 0 goes to the hull. A ship whose hull reaches 0 sinks.

Holds that drop below the cargo carried lose the excess, chosen at random.
"""

from ...kernel.english import plural
from . import extensions as ext
from .actions import Action
from .holds import aboard
from .questions import QuestionKind, ask
from .state import CARGO, CREW, HULL, LOCATIONS
from .vocabulary import HIT_FACES

OVERBOARD = "{} <loses> {} overboard."       # (the play widget keeps it on screen)
FACE_LOCATION = {face: LOCATIONS.index(name) for face, name in HIT_FACES.items()}
QUESTIONS = {"save-crew": QuestionKind("<may> cancel the hit to the last crew ({})")}    # Donatus van 't Hof's


def located(loc: tuple, where: int) -> int:
    """Where a hit aimed at ``where`` lands: the hull when that location is already at 0."""
    return where if loc[where] > 0 else HULL


def hit(loc: tuple, where: int) -> tuple:
    """The locations after one hit aimed at ``where``."""
    i = located(loc, where)
    return loc[:i] + (max(0, loc[i] - 1),) + loc[i + 1:]


def on_captain(game, p, where: int, why: str) -> None:
    """One hit on a player's ship; cargo over the holds is lost at random; a sunk ship kills
    its captain (:mod:`.death`)."""
    landed = located(p.loc, where)
    p.loc = hit(p.loc, where)
    game._event("{}<'s> {} <takes> a hit ({}): {} {}.", p.name, p.ship, why, LOCATIONS[landed], p.loc[landed])
    if landed == CARGO:
        spill(game, p)
    if p.loc[HULL] == 0:
        from .death import sink
        sink(game, p, why)


def saves_last_crew(game, p, landed: int, why: str) -> bool:
    """Donatus van 't Hof's ability (save-last-crew): once a naval battle or merchant raid he
    may cancel a hit that would take his last crew; he is asked (``save crew`` or ``take
    hit``). The caller keeps the once: the fight's ``used``, the raid's own hits."""
    if landed != CREW or p.loc[CREW] != 1 or game.comp.captains[p.card].ability != "save-last-crew":
        return False
    if ask(game, p.seat, "save-crew", why, (Action.of("save-crew"), Action.of("take-hit"))).kind != "save-crew":
        return False
    game._event("{} <cancels> the hit to the last crew ({}).", p.name, why)
    return True


def spill(game, p) -> None:
    """Goods over the holds go overboard, at random (an expansion may keep cargo elsewhere
    aboard: it names the captain's field the lost card comes from, and how many of its first
    cards are safe)."""
    while aboard(game, p) > p.loc[CARGO]:
        box, safe = ext.cargo_to_lose(game, p)
        cards = getattr(p, box)
        i = safe + game.rng.below(len(cards) - safe)
        card = cards[i]
        setattr(p, box, cards[:i] + cards[i + 1:])
        game.cargo_discard = game.cargo_discard + (card,)
        what = game.comp.cargo[card].good if box == "goods" else f"a {box} card"
        game._event(OVERBOARD, p.name, what)


def random_hits(game, p, count: int, why: str) -> None:
    """``count`` hits whose location a die decides; a skull (5 or 6) on a random hit, which
    nobody aims, hits the hull (a ruling: the sources do not say)."""
    for _ in range(count):
        if p.dead:
            return
        face = game.rng.die()
        on_captain(game, p, FACE_LOCATION.get(face, HULL), f"{why}, a {face} on the die")


def summary(loc) -> str:
    return ", ".join(f"{name} {v}" for name, v in zip(LOCATIONS, loc))


def count(n: int) -> str:
    return plural(n, "hit")
