"""Seas of Glory module 3's The Plank (switch ``the-plank``; it needs the modules ``ship-mods``
and ``loyalty``). The rulebook: when drawing an NPC event card would lower the crew's loyalty,
the captain either (A) rolls a Leadership check, a success keeping the track where it is and a
failure letting it drop as usual, or (B) loses 1 crew to keep it; he chooses before rolling, so
a failed check cannot be followed by the crew.

Each captain with a Plank is asked in turn, from the first player on (a question inside the
decision that drew the card, :mod:`.questions`): ``plank leadership`` or ``plank crew`` (while
the ship has a crew point to lose). Only the NPC event's step is saved: a stash declared or a
turn idled in port lowers the track whatever the Plank.

Rulings: "discard a crew" is a crew point of the ship (the rulebook's translator wonders
whether it means a specialist card). The rulebook's "may" lets the captain use neither; the
engine does not offer that, as the check costs nothing and a failed check leaves the track
exactly where declining would.

Its notations, declared with its kinds (``KINDS``):

=============================  ============================================================
notation                       meaning
=============================  ============================================================
``plank leadership``           The Plank, when an NPC is drawn: roll Leadership to keep the
                               crew's loyalty; ``plank crew``: lose 1 crew to keep it
=============================  ============================================================
"""

from ..rules.checks import check
from ..rules.kinds import Kind
from ...kernel.notation import Form, one_of
from ..rules.actions import Action
from ..rules.questions import QuestionKind, ask
from .ship_mods import has
from ..rules.state import CREW

SWITCH = "the-plank"
ROLL, CREW_POINT = Action.of("plank", "leadership"), Action.of("plank", "crew")     # its answers


def on(game) -> bool:
    return SWITCH in game.modules


def saves(game, p) -> bool:
    """Whether the captain's Plank keeps his crew's loyalty from the NPC event's step (he is
    asked how: the check or a crew point)."""
    if not (on(game) and p.ship and not p.dead and has(game, p, SWITCH)):
        return False
    choices = (ROLL, CREW_POINT) if p.loc[CREW] > 0 else (ROLL,)
    how = ask(game, p.seat, "plank", "an NPC was drawn: the crew's loyalty would drop", choices)
    if how is CREW_POINT:
        p.loc = p.loc[:CREW] + (p.loc[CREW] - 1,) + p.loc[CREW + 1:]
        game._event("{} <makes> a sailor walk the plank: crew {}, and the crew's loyalty holds.", p.name, p.loc[CREW])
        return True
    if check(game, p, "leadership", why="the Plank").successes:
        game._event("{}<'s> crew <keeps> its loyalty (the Plank).", p.name)
        return True
    return False


# --- plugged into the base rules (rules.plugins, rules.extensions) ----------------------------------
SWITCHES = (SWITCH,)
QUESTIONS = {"plank": QuestionKind("<chooses> how The Plank keeps the crew's loyalty ({})")}
loyalty_kept = saves        # asked by the loyalty module where an NPC event lowers a crew's loyalty
# the answer to its question (rules.questions carries it out)
KINDS = (Kind("plank", None, ("question",), group="The Plank: the crew's loyalty",
              words=lambda how: {"leadership": "roll Leadership: a success keeps the crew's loyalty, a failure lets "
                                               "it drop",
                                 "crew": "lose 1 crew (a sailor walks the plank): the crew's loyalty holds"}[how],
         notation=Form("plank", one_of("leadership", "crew"))),)


def asks_questions(game) -> bool:
    return True             # Leadership or a crew, when an NPC is drawn
