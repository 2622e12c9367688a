"""Recruiting, one activity of the port action (fact sheet §6; the zone texts §4.3).

``recruit`` rolls Leadership: with a success the crew is filled to its maximum for nothing;
without one the captain may hire crew for 2 gold each (``hire 2``, ``hire 0``: the decision
"hire" that follows a failed roll). Port Royal fills a pirate's crew free, without a roll;
Petite Goave fills a non-pirate's free and lets no pirate recruit. Recruiting is not
offered when the crew is full.

Rulings where the sources are silent (reconstructed):

- A quartermaster captain ("recruiting costs you no gold") fills the crew without a roll: a
  failed roll would only let him hire the rest for nothing.
- The hiring decision is skipped when the captain cannot pay for one crew.
"""

from ...kernel.english import plural
from . import extensions as ext
from .actions import Action
from .checks import check
from .sides import top
from .state import CREW, text_zone

RECRUIT = "recruit"
STEPS = (RECRUIT,)                # what recruiting writes in game.port_steps


def missing(game, p) -> int:
    """Crew places empty: the ship's maximum (with Extra Hammocks) less the crew aboard."""
    return top(game, p.seat)[CREW] - p.loc[CREW]


def barred(game, p) -> bool:
    """Petite Goave: pirates may not recruit (but with an expansion's loyal crew)."""
    return text_zone(game, p.zone) == "petite-goave" and p.pirate and ext.free_recruiting(game, p) != "loyal"


def free_fill(game, p) -> str:
    """Why this captain's crew fills without a roll or gold, or "" when it does not."""
    loyal = ext.free_recruiting(game, p)            # an expansion's crew: loyal, or restless
    if loyal:
        return "a loyal crew's free recruiting" if loyal == "loyal" else ""
    where = text_zone(game, p.zone)
    if where == "port-royal" and p.pirate:
        return "Port Royal welcomes pirates"
    if where == "petite-goave" and not p.pirate:
        return "Petite Goave's free recruiting"
    if game.comp.captains[p.card].ability == "quartermaster":
        return "the quartermaster's free recruiting"
    return ""


def legal(game, p) -> list:
    if RECRUIT in game.port_steps or barred(game, p) or missing(game, p) <= 0:
        return []
    return [Action.of("recruit")]


def recruit(game, p, a) -> None:
    game.port_steps += (RECRUIT,)
    why = free_fill(game, p)
    if why:
        fill(game, p, why)
        return
    if check(game, p, "leadership", why="recruiting").successes:
        fill(game, p, "a successful roll")
        return
    cost = game.comp.rules.recruit_cost
    if p.gold < cost:
        game._event("{} <finds> no crew and <cannot> pay {} for one.", p.name, plural(cost, "gold"))
        return
    game.sub = "hire"
    game._event("{} <finds> no crew to sign on free; crew costs {} each.", p.name, plural(cost, "gold"))


def fill(game, p, why: str) -> None:
    n = missing(game, p)
    p.loc = p.loc[:CREW] + (p.loc[CREW] + n,) + p.loc[CREW + 1:]
    game._event("{} <signs> on {} free ({}): crew {}.", p.name, plural(n, "sailor"), why, p.loc[CREW])


def legal_hire(game, p) -> list:
    most = min(missing(game, p), p.gold // game.comp.rules.recruit_cost)
    return [Action.of("hire", n) for n in range(most + 1)]


def hire(game, p, a) -> None:
    cost = a.arg * game.comp.rules.recruit_cost
    p.gold -= cost
    game.bank += cost
    p.loc = p.loc[:CREW] + (p.loc[CREW] + a.arg,) + p.loc[CREW + 1:]
    if a.arg:
        game._event("{} <hires> {} for {}: crew {}.", p.name, plural(a.arg, "sailor"), plural(cost, "gold"),
                    p.loc[CREW])
    else:
        game._event("{} <hires> no crew.", p.name)
    game.sub = "port"
