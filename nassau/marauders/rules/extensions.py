"""What an expansion may change in the base rules: every extension point, in one place.

Each point is named for the question a base rule asks, in the base game's words, and is called
like a function; the registered plug-ins (:mod:`.plugins`) that define a function of the same
name answer it, each checking its own switch. The base rules import this module and never an
expansion's. With no plug-in on, every point answers as the base game does.
"""

from .plugins import All, Any, Each, First, Join, Sum  # noqa: F401 (the kinds of point, for the declarations)

# --- the turn and the action decision (rules.game, rules.turns) -----------------------------------
free_moves = Join("free_moves", "(game, p) -> zone ids a captain may still sail to for no action", ())
scouting_actions = Join("scouting_actions", "(game, p, A) -> more scouting choices in the action decision", ())
action_choices = Join("action_choices", "(game, p, A) -> more choices in the action decision, before the port action", ())
draw_captain = Each("draw_captain", "(game, p, a) -> draw captain at setup, when captains are dealt to choose from")
may_play_glory = All("may_play_glory", "(game, p, card name) -> whether the glory card may be played now (saying why not)")
turn_starts = Each("turn_starts", "(game, p) -> a captain's turn begins, before the NPCs of his zone scout")
turn_waits = Any("turn_waits", "(game, p) -> with no action left, the turn still goes on", False)

# --- setting up and switches (rules.setup, rules.serialize) -------------------------------------
