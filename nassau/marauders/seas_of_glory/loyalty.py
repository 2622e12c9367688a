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

Its notations, declared with its kinds (``KINDS``):

=============================  ============================================================
notation                       meaning
=============================  ============================================================
``rally crew``                 at Fierce Loyalty, once a turn: Leadership for 1 more action
``pay crew``                   in a port action, pay the next step's gold (once)
=============================  ============================================================
"""

from ...kernel.english import sentence
from ...kernel.errors import IllegalActionError as E
from ..rules.actions import Action
from ..rules.checks import check
from ..rules.death import die
from ..rules.kinds import Kind
from ..rules.plugins import Any

MODULE = "loyalty"
LEVELS = ("Fierce Loyalty", "Happy", "Pleased", "Content", "Restless", "Unhappy", "Angry", "Mutiny")
FIERCE, HAPPY, PLEASED, CONTENT, RESTLESS, UNHAPPY, ANGRY, MUTINY = range(8)
START = CONTENT
FLAGS = ("rally", "hire", "barred")


def on(game) -> bool:
    return MODULE in game.modules


# Where an NPC event lowers the crews' loyalty, the other modules may keep a crew's (The Plank):
# a point of this module's own, asked of the plug-ins switched on.
loyalty_kept = Any("loyalty_kept", "(game, p) -> the captain's crew keeps its loyalty, which an NPC event would "
                                   "lower (he may be asked how)", False).call


# --- the track, and its passive effects -------------------------------------------------------------
def reset(game) -> None:
    """A blank game: every crew Content, nothing used, no turn begun in port."""
    game.loyalty = (START,) * game.n
    game.loyalty_used = ((),) * game.n
    game.loyalty_start = -1


def level(game, p) -> int:
    return game.loyalty[p.seat] if on(game) else START


def name(game, p) -> str:
    return LEVELS[level(game, p)]


def _set(game, p, value: int) -> None:
    game.loyalty = game.loyalty[:p.seat] + (value,) + game.loyalty[p.seat + 1:]


def _use(game, p, flag: str) -> None:
    game.loyalty_used = game.loyalty_used[:p.seat] + (game.loyalty_used[p.seat] + (flag,),) + \
        game.loyalty_used[p.seat + 1:]


def used(game, p, flag: str) -> bool:
    return flag in game.loyalty_used[p.seat]


def _crewed(game, p) -> bool:
    return on(game) and not p.dead and bool(p.ship)


def after_loss(game, p):
    """The level one step lost would bring this crew to (Mutiny: the roll for the captain's
    life), or None where nothing moves the track (the module off, no ship)."""
    return min(MUTINY, level(game, p) + 1) if _crewed(game, p) else None


def ends_turn_in_start_port(game, p) -> bool:
    """Ending the turn now would lose a step: the captain is in the port he began the turn in."""
    return _crewed(game, p) and p.in_port and p.zone == game.loyalty_start


def new_crew(game, p) -> None:
    """Death or shipwreck: a new crew, Content."""
    if on(game) and level(game, p) != START:
        _set(game, p, START)
        game._event("{}<'s> new crew is content.", p.name)


def crew_combat_bonus(game, p) -> int:
    """Leadership dice in crew combat: +1 Happy or better, −1 Angry or worse."""
    lv = level(game, p)
    return 1 if lv <= HAPPY else -1 if lv >= ANGRY else 0


def specialists(game, p) -> tuple:
    """The specialists whose abilities work (none from Restless down)."""
    return () if level(game, p) >= RESTLESS else p.specialists


def free_recruiting(game, p) -> str:
    """"off" (Restless or worse), "loyal" (Pleased or better) or "" (the port's own rules)."""
    lv = level(game, p)
    return "off" if lv >= RESTLESS else "loyal" if lv <= PLEASED else ""


def may_hire(game, p, sub: str) -> bool:
    """Whether a specialist card may be hired in decision ``sub``: in the action decision, as
    ever (not from Restless down); in a port action, once a turn when Pleased or better."""
    lv = level(game, p)
    if lv >= RESTLESS:
        return False
    if sub == "action":
        return True
    return sub == "port" and lv <= PLEASED and not used(game, p, "hire")


def hired(game, p, sub: str) -> None:
    if on(game) and sub == "port":
        _use(game, p, "hire")


def barred(game, p) -> bool:
    """Unhappy or worse, after a failed check: no glory card until his next turn."""
    return on(game) and used(game, p, "barred")


def state(game) -> dict:
    if not on(game):
        return {}
    return {"loyalty": list(game.loyalty), "loyalty_used": [list(u) for u in game.loyalty_used],
            "loyalty_start": game.loyalty_start}


def load(game, gd, where: str, live: str) -> None:
    from ...kernel.validate import check as ok, get_int, get_ints
    if not on(game):
        ok(not any(k in gd for k in ("loyalty", "loyalty_used", "loyalty_start")), where + ".loyalty",
           "is saved only with the loyalty module")
        return
    levels = tuple(get_ints(gd, "loyalty", FIERCE, ANGRY, where))
    ok(len(levels) == game.n, where + ".loyalty", f"must have a level per seat ({game.n}), 0 to {ANGRY}")
    u = gd.get("loyalty_used")
    ok(isinstance(u, list) and len(u) == game.n and all(
        isinstance(x, list) and all(f in FLAGS for f in x) and len(set(x)) == len(x) for x in u),
       where + ".loyalty_used", "must list per seat the flags used: " + ", ".join(FLAGS))
    game.loyalty, game.loyalty_used = levels, tuple(tuple(x) for x in u)
    game.loyalty_start = get_int(gd, "loyalty_start", -1, len(game.comp.zones) - 1, where)


def observed(game) -> dict:
    return {"loyalty": [LEVELS[x] for x in game.loyalty]} if on(game) else {}


def problems(game) -> list:
    if not on(game):
        return []
    if len(game.loyalty) != game.n or any(not FIERCE <= x <= ANGRY for x in game.loyalty):
        return ["a crew's loyalty is off the track (or left at Mutiny)"]
    if any(p.dead and game.loyalty[p.seat] != START for p in game.players):
        return ["a captain without a ship has a crew's loyalty other than Content"]
    return []


def board_words(game, p) -> str:
    """The track as the captain's board shows it: every step, the crew's marked."""
    lv = level(game, p)
    return " · ".join(f"[{n}]" if i == lv else n for i, n in enumerate(LEVELS))


# --- an unhappy crew's consent to a glory card -------------------------------------------------
def may_play(game, p, what: str) -> bool:
    """Unhappy or worse: a Leadership check before a glory card; without a success the card
    is not played and glory cards are barred until the captain's next turn."""
    if not _crewed(game, p) or level(game, p) < UNHAPPY:
        return True
    if check(game, p, "leadership", why=f"the crew to let {what} be played").successes:
        return True
    _use(game, p, "barred")
    game._event("{}<'s> crew <refuses>: {} is not played.", p.name, what)
    return False


# Reconstructed (fact sheet §14: "the gold cost of each loyalty step" is not found): the gold
# to reach each level from the one below it, dearer toward the top of the track.
PRICES = {FIERCE: 6, HAPPY: 5, PLEASED: 4, CONTENT: 3, RESTLESS: 2, UNHAPPY: 1, ANGRY: 1}
FLAT_PRICE = 3
PAY = "pay-crew"        # the port step
MUTINY_RISES = "{}<'s> crew <rises> in mutiny ({})."     # (the play widget keeps it on screen)


# --- moving on the track -----------------------------------------------------------------------
def lose(game, p, why: str) -> None:
    """One step down; at Mutiny the crew rises at once (Leadership, or the captain dies)."""
    after = after_loss(game, p)
    if after is None:
        return
    _set(game, p, after)
    if after == MUTINY:
        game._event(MUTINY_RISES, p.name, why)
        _mutiny(game, p)
        return
    game._event("{}<'s> crew <grows> {} ({}).", p.name, LEVELS[level(game, p)].lower(), why)


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
    (unless another module keeps it: The Plank, :func:`loyalty_kept`)."""
    if not on(game):
        return
    for i in range(game.n):
        p = game.players[(game.first + i) % game.n]
        if _crewed(game, p) and not loyalty_kept(game, p):
            lose(game, p, "an NPC captain is out")


def start_turn(game, p) -> None:
    if not on(game):
        return
    game.loyalty_used = game.loyalty_used[:p.seat] + ((),) + game.loyalty_used[p.seat + 1:]
    game.loyalty_start = p.zone if _crewed(game, p) and p.in_port else -1


def end_turn(game, p) -> None:
    """A captain who ends his turn in the port he began it in: the crew grows restless."""
    if on(game) and ends_turn_in_start_port(game, p):
        lose(game, p, "a whole turn in port")
    game.loyalty_start = -1


# --- Fierce Loyalty: rally the crew ------------------------------------------------------------
def legal_action(game, p) -> list:
    if _crewed(game, p) and level(game, p) == FIERCE and not used(game, p, "rally"):
        return [Action.of("rally-crew")]
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


def legal_port(game, p) -> list:
    if not _crewed(game, p) or level(game, p) == FIERCE or PAY in game.port_steps or p.gold < price(game, p):
        return []
    return [Action.of("pay-crew")]


def pay(game, p, a) -> None:
    cost = price(game, p)
    game.port_steps += (PAY,)
    p.gold -= cost
    game.bank += cost
    gain(game, p, 1, f"paid {cost} gold")


def refusal(game, p, a):
    """Why ``rally crew`` or ``pay crew`` is refused, with its rule."""
    if not on(game):
        return E("loyalty.module", "crew loyalty is the Seas of Glory module 'loyalty', not on in this game")
    if a.kind == "rally-crew":
        if level(game, p) != FIERCE:
            return E("loyalty.fierce", sentence("only a crew of Fierce Loyalty rallies, and {}<'s> is {}",
                                                [p.name, name(game, p).lower()]))
        return E("loyalty.once", "the crew rallies once a turn")
    if level(game, p) == FIERCE:
        return E("loyalty.track", "the crew is at the top of the track (Fierce Loyalty)")
    if p.gold < price(game, p):
        return E("loyalty.price", sentence("the next step costs {} gold, and {} <has> {}",
                                           [price(game, p), p.name, p.gold]))
    return E("loyalty.once", "the crew is paid once a port action")


# --- plugged into the base rules (rules.plugins, rules.extensions) ----------------------------------
SWITCHES = (MODULE,)
KINDS = (Kind("rally-crew", rally, group="Crew", refusal=refusal,
              words="roll Leadership: on a success, 1 more action and the crew's loyalty drops a step"),
         Kind("pay-crew", pay, ("port",), group="Crew", refusal=refusal,
              words="pay the gold for the crew's loyalty to rise a step"))
action_choices = legal_action
may_play_glory = may_play
working_specialists = specialists
glory_barred = barred
may_hire_specialist = may_hire
specialist_hired = hired
turn_set = start_turn
turn_ends = end_turn
port_choices = legal_port
PORT_STEPS = (PAY,)


def glory_gained(game, p, points: int) -> None:
    gain(game, p, points, "glory")          # a step per glory point


def stashed(game, p) -> None:
    lose(game, p, "a stash declared")


def crew_dice(game, side: int, dice: int) -> int:
    """A captain's crew in crew combat: +1 die Happy or better, −1 Angry or worse."""
    if side >= len(game.players):
        return dice
    return max(0, dice + crew_combat_bonus(game, game.players[side]))


class Edits:
    """The position editor's loyalty track (rules.position)."""

    def loyalty(self, name, step: str):
        """Module 11: the crew's step on the loyalty track, by name ("Happy", "Angry", ...)."""
        from ...kernel.errors import RecordError
        from .switches import require
        require(self.g, "loyalty", "loyalty")
        if step not in LEVELS:
            raise RecordError("loyalty", f"no loyalty step {step!r}; one of {', '.join(LEVELS)}")
        _set(self.g, self._p(name), LEVELS.index(step))
        return self
