"""The round of Piratoons, in the rulebook's order, in one table.

Each phase module sets its phase up and carries out its decisions; none starts another.
Every phase asks its players in turn (``g.queue``) and is over when nobody is left in the
queue; after every decision the kernel's :class:`Flow` closes the phases that are over
and begins the next. Idle income and sharing the loot need no decision: they follow the
grab.
"""

from ...kernel.flow import Flow, Step
from . import auction, build, chest, grab, income, loot, rounds


def nobody_to_ask(g) -> bool:
    return not g.queue


ROUND = (
    Step("chest", chest.begin, nobody_to_ask),                                  # 1. the treasure supply
    Step("grab", grab.begin, nobody_to_ask, then=(income.pay, loot.share)),    # 2. plunder; 3. idle income; 4. loot
    Step("auction", auction.begin, nobody_to_ask, then=(auction.finish,)),     # 5. the blind auction
    Step("build", build.begin, nobody_to_ask),                                  # 6. building the ships
)
BETWEEN_ROUNDS = (rounds.finish_round, rounds.next_round)     # after round 8 the game ends
STEP_OF_PHASE = {"deal": "chest", "claim": "grab", "bid": "auction", "pick": "auction", "build": "build"}
FLOW = Flow(ROUND, BETWEEN_ROUNDS, where=lambda g: STEP_OF_PHASE[g.phase])

PHASE_NAMES = {"deal": "filling the chest", "claim": "the grab", "bid": "the auction's bids",
               "pick": "the auction's picks", "build": "building", "over": "the end of the game"}
# "<name> to <verb>": reads right for any seat name, "You" included
PROMPTS = {"deal": "to record the tiles drawn into the chest", "claim": "to place sailors", "bid": "to bid",
           "pick": "to pay and take a tile", "build": "to choose what goes overboard"}
