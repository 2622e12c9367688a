"""Plain-English descriptions of components and actions, shared by the log, reprs and widgets."""

from ...kernel.english import noun, plural
from ..rules.actions import label
from ..rules.harbour import resource_counts


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
    """What an action does, e.g. 'move: the 5 to space 8'."""
    k = a.kind
    if k == "move":
        wind = f" changed to {a.a + a.b} by a trade wind" if a.b else ""
        return f"move: the {a.a}{wind} to space {a.c}"
    if k in ("plunder", "sack"):
        what = "the merchant here" if k == "plunder" else "this port"
        return f"{k} {what} with the {label(a.a)} captain card"
    if k == "navy":
        if a.a is None:
            return "take an empty-ocean Navy card"
        card = f" with the {label(a.b)} captain card" if a.b else " without a captain card"
        return f"face the {label(a.a)} Navy ship{card}"
    if k == "buy":
        return "buy the next ship section" if a.a == "section" else f"buy a {a.a} tile for slot {a.b}"
    if k == "use":
        arg = f" ({a.b})" if a.b is not None else ""
        return f"use the {a.a} tile{arg}"
    if k == "sell":
        return f"trade {resource_counts(a.a)} for 1 peso"
    if k == "bury":
        return f"bury {plural(a.a, 'pesos')} in the chest"
    simple = {
        "winds": "sail the trade winds (take a token)", "pass": "pass", "done": "done", "ransom": "ransom a hostage",
        "plank": "walk a hostage off the plank", "wind": "+1 infamy for the unused trade wind",
        "up": "move the infamy marker up", "down": "move the infamy marker down", "doubloon": "5 buried pesos for a doubloon",
    }
    if k in simple:
        return simple[k]
    if k == "smuggle":
        return f"smuggle {a.a}"
    if k == "penalty":
        return f"lose half the {a.a}"
    return f"{k} {a.a}"
