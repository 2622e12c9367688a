"""Plain-English descriptions of actions and tiles."""

from ...kernel.english import plural
from ..rules.action_kinds import KINDS


def action(a) -> str:
    """What the action does: its kind's words (:mod:`..rules.action_kinds`)."""
    return KINDS[a.kind].describe(a)


def tile(t) -> str:
    if not t.is_boat:
        return f"{t.name} ({t.kind})"
    slots = ", ".join(t.slots) or "no slots"
    return (f"boat tile {t.code}: {plural(t.levels, 'level')}, {slots}; {plural(t.barrels, 'barrel')}; "
            f"edges {t.left} | {t.right}; at most {plural(t.sail_cap, 'sail')}")
