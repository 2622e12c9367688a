"""Seas of Glory module 2: Heated Shot, Double Shot and Caltrops (fact sheet §7.4; the
rulebook's module 2), beside the base Chain Shot, Grapeshot and Grappling Hooks.

- Six kinds, one token of each kind a ship: at most 6 weapons (the shipyard and the plunder
  already keep one of each kind).
- One shot-type weapon a round: Chain Shot and Grapeshot are named with ``shoot``
  (``shoot chain-shot``); Heated and Double Shot are used "when rolling hit locations", so
  after a plain ``shoot`` whose hit dice show a skull its captain is asked (``use
  heated-shot``, ``use double-shot`` or ``no weapon``). Grappling Hooks go with ``board``;
  Caltrops are thrown after a board's contest, so they may join the hooks.
- Heated Shot: the skulls of the hit dice deal no damage, but the target catches fire.
  Before each later naval round a burning ship takes 1 hit where its captain chooses (an NPC:
  the engine, as for its skulls). The fire ends when crew combat starts or the battle ends.
  A second heated shot at a burning ship adds no second fire.
- Double Shot: up to 2 skulls deal 1 extra hit each (more hits never hurt the shooter, so
  he takes both when 2 show). The located hits land first; then the skull hits are spread
  evenly: each goes to a location (with anything left) that has had the fewest of them so
  far, the target choosing among those.
- Caltrops: after the Seamanship contest of a round he chose ``board`` in (won, lost or
  tied, even one nobody won), the captain is asked: ``throw caltrops`` (the other captain's
  next Seamanship or Leadership check in this fight rolls one die fewer, at least 1) or
  ``keep caltrops``.
- An NPC holding these as upgrade tiles (module 4) fires its double shot, else its heated
  shot, at the first skull and throws its caltrops after every board; with ``npc_rolls=
  "left-neighbour"`` the player declaring for it is asked instead.

Its notations, declared with its kinds (``KINDS``; ``NOTATIONS`` adds the last row to the base
game's ``shoot`` and ``board``):

=============================  =================================================================
notation                       meaning
=============================  =================================================================
``use heated-shot``            the hit dice showed a skull: fire the
                               heated shot (or ``use double-shot``), or ``no weapon``
``throw caltrops``             after a board's Seamanship contest: throw them, or
                               ``keep caltrops``
``shoot heated-shot``          a declaration naming one of these weapons (``shoot double-shot``,
                               ``board caltrops``): read, and refused by the declaration's rule
=============================  =================================================================
"""

from ...kernel.english import plural, sentence
from ..rules import questions
from ...kernel.notation import Form, one_of
from ..rules.actions import Action
from ..rules.combat import decider
from ..rules.kinds import Kind
from ..rules.sides import is_npc, loc_of, name_of, spend_weapon, weapons_of
from ..rules.state import HULL

MODULE = "weapons"
NEW_KINDS = ("heated-shot", "double-shot", "caltrops")
SHOT_KINDS = ("chain-shot", "grapeshot", "heated-shot", "double-shot")
DECLARED_SHOTS = ("chain-shot", "grapeshot")            # named with the shoot; the others once the dice show
AFTER_THE_DICE = ("double-shot", "heated-shot")         # used when the hit dice show a skull (the NPCs' order)
THROW, KEEP = Action.of("throw-caltrops"), Action.of("keep-caltrops")     # the answers to the caltrops' question
CHOSEN_LATER = {"heated-shot": "it is used once the hit dice show a skull",
                "double-shot": "it is used once the hit dice show a skull",
                "caltrops": "they are thrown after the boarding contest"}
DOUBLE_EXTRA = 2               # the rulebook: up to 2 skulls deal 1 extra hit each


def on(game) -> bool:
    return MODULE in game.modules


def in_play(game, token) -> bool:
    """Whether a weapon token is in this game: the base ones, the new ones with the module."""
    return token.expansion == "base" or (on(game) and token.kind in NEW_KINDS)


# --- caltrops --------------------------------------------------------------------------------------
def slowed_dice(game, side: int, dice: int) -> int:
    """One die fewer (at least 1) for a side hampered by caltrops."""
    f = game.fight
    return max(1, dice - 1) if f is not None and side in f.slowed else dice


def spend_slow(game, sides) -> None:
    """The check of these sides is rolled: their caltrops penalty is used up."""
    f = game.fight
    if any(s in f.slowed for s in sides):
        game.fight = f._replace(slowed=tuple(s for s in f.slowed if s not in sides))


def contest_decided(game, winner) -> None:
    """After the contest, each side that chose board may throw its caltrops, whoever won: a
    captain is asked, an NPC throws them (the engine's policy; with ``npc_rolls="left-neighbour"``
    the player declaring for it is asked)."""
    f = game.fight
    throwing = []
    for k, side in enumerate((f.a, f.d)):
        if f.decl[k] != "board" or "caltrops" not in weapons_of(game, side):
            continue
        other = (f.d, f.a)[k]
        if is_npc(side) and game.opts.npc_rolls == "engine":
            throwing.append(side)
            continue
        outcome = "won" if winner == k else "tie" if winner == "tie" else "none" if winner == "none" else "lost"
        what = {"won": "won against {}", "lost": "lost to {}", "tie": "a tie with {}",
                "none": "no success, nor for {}"}[outcome].format(name_of(game, other))
        if questions.ask(game, decider(game, side, other), "caltrops", what, (THROW, KEEP),
                         facts=(outcome,)) is THROW:
            throwing.append(side)
    throw_caltrops(game, throwing)


def throw_caltrops(game, sides) -> None:
    """After the contest: each of these sides discards its caltrops and the other side's next
    Seamanship or Leadership check is at -1."""
    f = game.fight
    for side in sides:
        spend_weapon(game, side, "caltrops")       # a captain's token, or an NPC's upgrade tile (module 4)
        other = f.d if side == f.a else f.a
        f = game.fight = f._replace(slowed=tuple(sorted(set(f.slowed) | {other})))
        game._event("{} <throws> caltrops: {}<'s> next Seamanship or Leadership check is one die fewer.", _name(game, side),
                    _name(game, other))


# --- heated and double shot ------------------------------------------------------------------------
def saves_shot(game, side: int) -> bool:
    """An NPC holding a heated or double shot fires a plain shot, and the weapon at its skulls."""
    return any(k in weapons_of(game, side) for k in AFTER_THE_DICE)


def skull_shot(game, shooter: int, target: int, skulls: int) -> str:
    """A plain shot whose hit dice show skulls: its captain may fire a heated or double shot he
    holds now (``use heated-shot``, ``use double-shot`` or ``no weapon``); an NPC fires its
    double shot, else its heated shot (with ``npc_rolls="left-neighbour"`` its player is asked)."""
    kinds = [k for k in AFTER_THE_DICE if k in weapons_of(game, shooter)]
    if not kinds:
        return ""
    if is_npc(shooter) and game.opts.npc_rolls == "engine":
        return kinds[0]
    hull, burning_ = loc_of(game, target)[HULL], int(target in game.fight.fire)
    what = sentence("{} at {}", [plural(skulls, "skull"), name_of(game, target)])
    choices = [Action.of("no-weapon")] + [Action.of("use", k) for k in kinds]
    answer = questions.ask(game, decider(game, shooter, target), "shot", what, choices, facts=(skulls, hull, burning_))
    return "" if answer.kind == "no-weapon" else answer.arg


def skull_hits(game, shooter: int, target: int, weapon: str, skulls: int):
    """How many skull hits a shot's ``skulls`` make with this weapon (heated: none, and a
    fire; double: up to 2 more, spread evenly), or None for another weapon; the token is spent."""
    if weapon not in ("heated-shot", "double-shot"):
        return None
    spend_weapon(game, shooter, weapon)
    f = game.fight
    if weapon == "heated-shot":
        if target not in f.fire:
            game.fight = f._replace(fire=f.fire + (target,))
        game._event("The heated shot sets {} on fire: its skulls deal no damage.", _name(game, target))
        return 0
    extra = min(DOUBLE_EXTRA, skulls)
    game.fight = f._replace(spread=(target, 0, 0, 0, 0, 0))
    game._event("The double shot makes {} of its skulls hit twice.", extra)
    return skulls + extra


def skull_places(game, target: int, loc: tuple, open_: list) -> list:
    """The locations a skull may go to (``open_``: the hull, and the others while not at 0):
    for a double shot's skulls only those with the fewest of its hits so far."""
    f = game.fight
    if not f.spread or f.spread[0] != target:
        return open_
    counts = f.spread[1:]
    live = [i for i in open_ if loc[i] > 0] or open_
    low = min(counts[i] for i in live)
    return [i for i in live if counts[i] == low]


def spread_hit(game, target: int, where: int) -> None:
    f = game.fight
    if f.spread and f.spread[0] == target:
        counts = list(f.spread[1:])
        counts[where] += 1
        game.fight = f._replace(spread=(target,) + tuple(counts))


# --- the fire ----------------------------------------------------------------------------------------
def burning(game) -> tuple:
    """The burning ships still afloat, each to take its hit before the next naval round."""
    return tuple(s for s in game.fight.fire if loc_of(game, s)[HULL] > 0)


_name = name_of


# --- plugged into the base rules (rules.plugins, rules.extensions) ----------------------------------
SWITCHES = (MODULE,)
QUESTIONS = {"shot": questions.QuestionKind("<may> fire a special shot now that the hit dice show a skull ({})"),
             "caltrops": questions.QuestionKind("<may> throw caltrops after the boarding contest ({})")}
# the answers to its questions (rules.questions carries them out)
KINDS = (
    Kind("use", None, ("question",), group="Special shot",
         words=lambda weapon: {"heated-shot": "fire the heated shot: these skulls do no damage, but the enemy ship "
                                              "catches fire (1 hit before each later round)",
                               "double-shot": "fire the double shot: up to 2 of the skulls hit twice"}[weapon],
         notation=Form("use", one_of("heated-shot", "double-shot"))),
    Kind("no-weapon", None, ("question",), group="Special shot", words="fire no special shot: the skulls hit as usual"),
    Kind("throw-caltrops", None, ("question",), group="Caltrops",
         words="throw the caltrops: the enemy's next Seamanship or Leadership check is one die fewer"),
    Kind("keep-caltrops", None, ("question",), group="Caltrops", words="keep the caltrops for a later boarding"),
)
# a declaration naming this module's weapons is read too, though the rules never offer one (these
# weapons are used in the questions above): the declaration's legality refuses it
NOTATIONS = {"shoot": Form("shoot", one_of("heated-shot", "double-shot")),
             "board": Form("board", one_of("caltrops", "grappling-hooks caltrops"))}
sides_rolled = spend_slow


def declare_refusal(game, p, weapon: str):
    """The heated and double shot and the caltrops are not named with a declaration."""
    if weapon not in CHOSEN_LATER:
        return None
    from ...kernel.errors import IllegalActionError as E
    return E("weapons.when", f"the {weapon.replace('-', ' ')} is not named with the declaration: "
                             f"{CHOSEN_LATER[weapon]}")
skull_placed = spread_hit


def contest_dice(game, side: int, other: int, dice: int) -> int:
    return slowed_dice(game, side, dice)


def crew_dice(game, side: int, dice: int) -> int:
    return slowed_dice(game, side, dice)


def card_in_play(game, key: str, c):
    return in_play(game, c) if key == "weapons" else None


def asks_questions(game) -> bool:
    return True             # a heated or double shot at the skulls, caltrops after a board
