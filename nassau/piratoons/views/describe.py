"""Plain-English descriptions of actions and tiles."""

from ...kernel.english import plural
from ..rules.actions import PLACES


def action(a) -> str:
    if a.kind == "claim":
        return f"put one sailor on the tile in chest place {PLACES[a.arg]}"
    if a.kind == "bid":
        return "bid with an empty fist" if a.arg == 0 else f"bid {plural(a.arg, 'coin')}"
    return {
        "seal": "seal the claim (no more sailors this sealed round)",
        "fell": "record a sailor that fell off (placed, but does not count)",
        "straddle": "record a sailor straddling two tiles or touching the chest (does not count)",
        "out": "record that this player knocked someone else's sailor off (out for the round)",
        "take": f"pay the bid and take {a.arg}",
        "overboard": f"throw {a.arg} overboard (it floats to the next auction)",
        "draw": f"record {a.arg} drawn into the chest",
    }[a.kind]


def tile(t) -> str:
    if not t.is_boat:
        return f"{t.name} ({t.kind})"
    slots = ", ".join(t.slots) or "no slots"
    return (f"boat tile {t.code}: {plural(t.levels, 'level')}, {slots}; {plural(t.barrels, 'barrel')}; "
            f"edges {t.left} | {t.right}; at most {plural(t.sail_cap, 'sail')}")
