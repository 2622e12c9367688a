"""The round of Pirates of Nassau, in the rulebook's order, in one table.

Step 1 (the roll) happens between rounds, so the table starts at step 2; round 1's roll
is the setup roll. Each phase module sets its step up and carries out its decisions;
none of them starts another. After every decision the kernel's :class:`Flow` closes the
steps that are over and begins the next.
"""

from ...kernel.english import sentence
from ...kernel.flow import Flow, Step
from . import harbour, infamy, navy, pirate_phase, round_end

ROUND = (
    Step("pirate", pirate_phase.begin, pirate_phase.over),                   # 2. move and act, three passes
    Step("infamy", infamy.begin, infamy.over, then=(infamy.cleanup,)),       # 3. adjust infamy
    Step("navy", navy.begin, navy.over),                                     # 4. evade the Royal Navy
    Step("buy", harbour.begin_buying, harbour.buying_over),                  # 5. Nassau: buy upgrades,
    Step("overflow", harbour.begin_overflow, harbour.overflow_over),         #    return what does not fit,
    Step("bury", harbour.begin_burying, harbour.burying_over),               #    bury treasure
)
BETWEEN_ROUNDS = (
    round_end.record_infamy,
    round_end.refill_navy,       # 6. the Game End card ends the game here
    round_end.move_merchants,    # 7.
    round_end.restock_nassau,    # 8.
    round_end.prepare,           # 9.
    round_end.roll,              # 1. of the next round
)
FLOW = Flow(ROUND, BETWEEN_ROUNDS, where=lambda game: game.step)

STEP_NAMES = {
    "pirate": "step 2, the pirate phase", "infamy": "step 3, adjusting infamy", "navy": "step 4, evading the Royal Navy",
    "buy": "step 5, buying in Nassau", "overflow": "step 5, returning what does not fit",
    "bury": "step 5, burying treasure", "over": "the end of the game",
}
# What the deciding player does, after their name ("Anja must move"), with the verb in angle
# brackets that agrees with the name ("You choose", "Anja chooses"): see nassau.kernel.english.
SUB_PROMPTS = {
    "move": "<must> move (use one die)", "act": "<may> take an action", "ransom": "<may> ransom a hostage",
    "stow": "<chooses> which loot to stow", "infamy": "<adjusts> infamy",
    "collide": "<chooses> where the infamy marker goes", "navy": "<takes> a Navy card",
    "penalty": "<chooses> the Navy penalty", "lose": "<chooses> goods to lose to the Navy",
    "buy": "<may> buy one upgrade", "overflow": "<must> return what does not fit in the hold",
    "bury": "<may> bury treasure",
}


def decision(game, head: str = "", tail: str = "", *args) -> str:
    """A sentence that says who decides now and what about, between ``head`` and ``tail``
    (template text whose placeholders ``args`` fill, those of ``head`` first):
    decision(game, "Round {}: ", ".", 3) is 'Round 3: Anja must move (use one die).', and
    'Round 3: you must move (use one die).' for a player called You."""
    cut = head.count("{}")
    who = game.players[game.cur].name
    return sentence(head + "{} " + SUB_PROMPTS[game.sub] + tail, [*args[:cut], who, *args[cut:]])
