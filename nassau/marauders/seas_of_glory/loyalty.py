"""Seas of Glory module 11, crew loyalty (the rulebook's 模組11 - 船員忠誠度; fact sheet §9.11).

Each captain's crew sits on an 8-step track, public, starting at Content:

    0 Fierce Loyalty, 1 Happy, 2 Pleased, 3 Content, 4 Restless, 5 Unhappy, 6 Angry, 7 Mutiny

Effects stack toward the ends (Happy has Pleased's too; Angry has Restless's and Unhappy's):

- Fierce Loyalty: once a turn, ``rally crew`` (no action) rolls Leadership; a success gives
  1 more action this turn and the track drops one step.
- Happy: +1 Leadership die in crew combat (and in the land fights of module 9, not built).
- Pleased: recruiting fills the crew free in every port, Petite Goave too (even a pirate
  there). "Hire a specialist anywhere, for free, once a turn": in nassau a specialist is a
  glory card hired in the captain's own action decision, which already costs nothing and
  needs no port; so the perk here is that, once a turn, a specialist card may be hired in
  the middle of a port action too (before selling or repairing, say).
- Content: nothing.
- Restless: specialists hired work no more (no skill die, cannon, sale price or free repair
  from them); no specialist may be hired; no free recruiting of any kind (Port Royal's,
  Petite Goave's, a quartermaster's, Pleased's): recruiting is the Leadership roll.
- Unhappy: playing a glory card takes a Leadership check first; without a success the card
  stays in hand and no glory card may be played until the captain's next turn begins (a
  ruling, so that a free check is not rolled again and again). The survivor card, played
  when the captain would die, needs the check too.
- Angry: −1 Leadership die in crew combat (and module 9's land fights).
- Mutiny: reached, Leadership is rolled at once: a success sets the track to Angry, a failure
  kills the captain (the base game's death).

A step is lost (down): for every captain, when an event card with an NPC captain is drawn
in a round (not Hard times' draws before play, as that rulebook note says); by a captain who
declares a stash (``stash N``); by a captain who ends his turn in the port he began it in.
A step is gained (up): per glory point gained (public glory; stashed gold is not "gained"
glory); by paying the next step's gold in a port action (``pay crew``, once a port action).

Rulings (the rulebook is silent): the gold of each step is not found; option
``loyalty_prices`` picks nassau's reconstructed table (``PRICES``, "rising") or 3 gold a step
("flat"). A captain with no ship (dead, waiting for his new one) has no crew: nothing moves
his track, and his new captain's first turn, begun without a ship, does not count as begun
in port. Death, and the survivor card's shipwreck, give a new crew: the track goes back to
Content.

State (saved only with the module on): ``game.loyalty`` (a level per seat),
``game.loyalty_used`` (per seat, what was used since his turn began: "rally", "hire",
"barred") and ``game.loyalty_start`` (the port zone the turn's captain began in, or -1).
"""

from . import the_plank
from ..rules.checks import check
from .loyalty_consent import may_play  # noqa: F401  (the game asks it before a glory card)
from .loyalty_mood import (ANGRY, CONTENT, FIERCE, HAPPY, LEVELS, MUTINY, PLEASED, RESTLESS, START,  # noqa: F401
                        UNHAPPY, _crewed, _set, _use, level, name, on, used)
from ..rules.death import die

# Reconstructed (fact sheet §14: "the gold cost of each loyalty step" is not found): the gold
# to reach each level from the one below it, dearer toward the top of the track.
PRICES = {FIERCE: 6, HAPPY: 5, PLEASED: 4, CONTENT: 3, RESTLESS: 2, UNHAPPY: 1, ANGRY: 1}
FLAT_PRICE = 3
PAY = "pay-crew"        # the port step


# --- moving on the track -----------------------------------------------------------------------
def lose(game, p, why: str) -> None:
    """One step down; at Mutiny the crew rises at once (Leadership, or the captain dies)."""
    if not _crewed(game, p):
        return
    _set(game, p, min(MUTINY, level(game, p) + 1))
    game._event("{}<'s> crew <grows> {} ({}).", p.name, LEVELS[level(game, p)].lower(), why)
    if level(game, p) == MUTINY:
        _mutiny(game, p)


def _mutiny(game, p) -> None:
    if check(game, p, "leadership", why="the mutiny").successes:
        _set(game, p, ANGRY)
        game._event("{} <puts> down the mutiny; the crew is angry.", p.name)
        return
    die(game, p, "{} <is> killed by the mutineers.")


def gain(game, p, steps: int, why: str) -> None:
    """``steps`` steps up, never past Fierce Loyalty."""
    if not _crewed(game, p) or steps <= 0 or level(game, p) == FIERCE:
        return
    _set(game, p, max(FIERCE, level(game, p) - steps))
    game._event("{}<'s> crew <is> {} ({}).", p.name, LEVELS[level(game, p)].lower(), why)


def npc_drawn(game) -> None:
    """An event card with an NPC captain: every crew loses a step, from the first player on
    (unless The Plank saves it: :mod:`.the_plank`)."""
    if not on(game):
        return
    for i in range(game.n):
        p = game.players[(game.first + i) % game.n]
        if _crewed(game, p) and not the_plank.saves(game, p):
            lose(game, p, "an NPC captain is out")


def start_turn(game, p) -> None:
    if not on(game):
        return
    game.loyalty_used = game.loyalty_used[:p.seat] + ((),) + game.loyalty_used[p.seat + 1:]
    game.loyalty_start = p.zone if _crewed(game, p) and p.in_port else -1


def end_turn(game, p) -> None:
    """A captain who ends his turn in the port he began it in: the crew grows restless."""
    if on(game) and _crewed(game, p) and p.in_port and p.zone == game.loyalty_start:
        lose(game, p, "a whole turn in port")
    game.loyalty_start = -1


# --- Fierce Loyalty: rally the crew ------------------------------------------------------------
def legal_action(game, p, A) -> list:
    if _crewed(game, p) and level(game, p) == FIERCE and not used(game, p, "rally"):
        return [A("rally crew")]
    return []


def rally(game, p, a) -> None:
    _use(game, p, "rally")
    if check(game, p, "leadership", why="rallying the crew").successes:
        game.actions_left += 1
        game._event("{}<'s> crew <gives> 1 more action.", p.name)
        lose(game, p, "spent on the extra action")


# --- paying the crew in a port action ---------------------------------------------------------
def price(game, p) -> int:
    """The gold for the next step up."""
    return FLAT_PRICE if game.opts.loyalty_prices == "flat" else PRICES[level(game, p) - 1]


def legal_port(game, p, A) -> list:
    if not _crewed(game, p) or level(game, p) == FIERCE or PAY in game.port_steps or p.gold < price(game, p):
        return []
    return [A("pay crew")]


def pay(game, p, a) -> None:
    cost = price(game, p)
    game.port_steps += (PAY,)
    p.gold -= cost
    game.bank += cost
    gain(game, p, 1, f"paid {cost} gold")


# --- plugged into the base rules (rules.plugins, rules.extensions) ----------------------------------
HANDLERS = {"rally-crew": rally, "pay-crew": pay}
action_choices = legal_action
may_play_glory = may_play
