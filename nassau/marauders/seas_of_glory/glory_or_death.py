"""Seas of Glory variant 3, Glory or Death (the rulebook's 變體規則3; fact sheet §9.12): stashed
glory costs more and more. The 1st hidden glory point costs 10 gold, the 2nd 15, then 20, 25
and 30; past the fifth, each costs the last price (a ruling: the rulebook lists five)."""

VARIANT = "glory-or-death"
PRICES = (10, 15, 20, 25, 30)


def hidden_glory(game, gold: int) -> int:
    """The hidden glory points of ``gold`` in a stash, at the rising prices."""
    points = 0
    for cost in PRICES:
        if gold < cost:
            return points
        gold, points = gold - cost, points + 1
    return points + gold // PRICES[-1]


# --- plugged into the base rules (rules.plugins, rules.extensions) ----------------------------------
SWITCHES = (VARIANT,)
stash_glory = hidden_glory
