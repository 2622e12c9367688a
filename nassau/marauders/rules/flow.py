"""The round of Merchants & Marauders in one table (fact sheet §2.2).

Before the first round every captain chooses a first ship (the "setup" decisions, outside
the table). Then each round: the merchant reset and the event card (the start of the round,
run between rounds), the player turns, and the NPCs drawn this round entering the board.
"""

from ...kernel.flow import Flow, Step
from . import events, npcs, rounds, turns

ROUND = (
    Step("turns", turns.begin_round, turns.over, then=(npcs.enter, events.discard)),
)
BETWEEN_ROUNDS = (rounds.close_round, rounds.open_round)   # the round limit may end the game
FLOW = Flow(ROUND, BETWEEN_ROUNDS, where=lambda game: game.step)

# What the deciding player does, after their name.
DECISIONS = {
    "captain": "<chooses> a captain", "first-ship": "<chooses> a first ship", "new-ship": "<chooses> a ship for the new captain",
    "action": "<has> {} left", "port": "<is> taking the port action", "goods": "<chooses> the goods to buy",
    "discard-glory": "<discards> a glory card (4 at most)", "hire": "<may> pay for crew",
    "declare": "<declares> shoot, board or flee", "skull": "<chooses> where a skull hit lands",
    "claim": "<may> claim the defeated ship", "raid-nation": "<chooses> the merchant's nation or <lets> it go",
    "raid": "<spends> the raid's successes", "raid-keep": "<chooses> the raid's goods to keep",
    "ambush": "<may> ambush the captain who sailed in, out of turn",
    "searched": "<is> found with contraband by a navy: <fights> it or <dumps> the contraband",
    "visit": "<uses> the location's service", "site-raid": "<bombards> the location, one cannon at a time",
    "site-ashore": "<goes> ashore or <retreats>", "site-loot": "<chooses> the location's goods to keep",
    "place-mod": "<places> a ship modification at a port without one",
}
