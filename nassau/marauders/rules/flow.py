"""The round of Merchants & Marauders in one table (fact sheet §2.2).

Before the first round every captain chooses a first ship (the "setup" decisions, outside
the table). Then each round: the merchant reset and the event card (the start of the round,
run between rounds), the player turns, and the NPCs drawn this round entering the board.
"""

from operator import attrgetter

from ...kernel.flow import Flow, Step
from . import events, npcs, plugins, rounds, turns

ROUND = (
    Step("turns", turns.begin_round, turns.over, then=(npcs.enter, events.discard)),
)
BETWEEN_ROUNDS = (rounds.close_round, rounds.open_round)   # the round limit may end the game
FLOW = Flow(ROUND, BETWEEN_ROUNDS, where=attrgetter("step"))     # (read after every decision: no Python frame)

# What the deciding player does, after his name: the base game's decisions, and those the
# plug-ins add (their DECISIONS, rules.plugins).
DECISIONS = plugins.DECISIONS
DECISIONS.update({
    "first-ship": "<chooses> a first ship", "new-ship": "<chooses> a ship for the new captain",
    "action": "<has> {} left", "port": "<is> taking the port action", "goods": "<chooses> the goods to buy",
    "discard-glory": "<discards> a glory card (4 at most)", "hire": "<may> pay for crew",
    "declare": "<declares> shoot, board or flee", "skull": "<chooses> where a skull hit lands",
    "claim": "<may> claim the defeated ship", "raid-nation": "<chooses> the merchant's nation or <lets> it go",
    "raid": "<spends> the raid's successes", "raid-keep": "<chooses> the raid's goods to keep",
    "place-mod": "<places> a ship modification at a port without one",
})
