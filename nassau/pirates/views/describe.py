"""Plain-English descriptions of components and actions, shared by the log, reprs and widgets."""

from ...kernel.english import noun, plural
from ..rules.action_kinds import KINDS


def tile_effect(k) -> str:
    """What a tile does, in a few words."""
    when = {"": "", "sack": " when sacking a port", "navy": " against the Navy"}[k.when]
    e = k.effect
    if e in ("sail", "cannon"):
        return f"+{k.amount} {e}{when}"
    if e == "hold":
        return f"+{k.amount} hold"
    if e == "boost":
        parts = [f"+{n} {w}" for n, w in ((k.sail, "sail"), (k.cannon, "cannon")) if n]
        return f"once a round: {' and '.join(parts)} in a fight"
    return {
        "reroll": "once a round: reroll one die before moving",
        "wind": "once a round: take a trade-wind token",
        "gain": f"once a round in Nassau: take 1 {' or '.join(noun(1, item) for item in k.items)}",
        "infamy": f"once a round: +{k.amount} infamy at the infamy step",
        "smuggle": f"once a round: +{k.amount} on a smuggle",
        "ransom": f"once a round: +{plural(k.amount, 'peso')} on a ransom",
        "none": "no ability",
    }[e]


def loot(m) -> str:
    return ", ".join(plural(n, item) for item, n in m.loot) + " (+1 peso)"


def action(a) -> str:
    """What an action does, e.g. 'move: the 5 to space 8': its kind's words (:mod:`..rules.action_kinds`)."""
    return KINDS[a.kind].describe(a)
