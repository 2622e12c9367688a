"""Rulings: every point the rulebook leaves open, as a named option with a default.

Pass overrides as ``new_game(..., options={"navy_goods": "goods-only"})`` or as an
:class:`Options`. Each option is tested in ``tests/pirates/test_options.py``.
"""

from dataclasses import dataclass

from ...kernel.options import Rulings, ruling


@dataclass(frozen=True)
class Options(Rulings):
    navy_goods: str = ruling("resources", """
        "Half their goods" in the Navy penalty (貨物). "resources": gunpowder, goods and rum
        together; "goods-only": the yellow goods cubes alone. Pesos and hostages never count.""",
        choices=("resources", "goods-only"))
    collision_chooser: str = ruling("moving-player", """
        Who picks the direction when an infamy marker lands on an occupied space. The rulebook
        says the marker moves up or down but not who decides.""",
        choices=("moving-player", "always-up", "always-down"))
    wind_discard: str = ruling("step-3", """
        When unused trade-wind tokens go back: the wind section says step 6, the infamy step says
        after infamy is adjusted (step 3). Both are offered; step 3 is the default.""",
        choices=("step-3", "step-6"))
    zone1_departure: str = ruling("deck-bottom", """
        Where zone-1 merchants go when they "sail to Europe" at step 7.""",
        choices=("deck-bottom", "out-of-game"))
    doubloons: str = ruling("when-supply-empty", """
        When 5 buried pesos may become a doubloon: "when-supply-empty" (the rulebook's "if the
        pesos run out", read as the bank's pesos) or "any-time" during burying.""",
        choices=("when-supply-empty", "any-time"))
    arithmetic_to_midpoint: bool = ruling(True, """
        Whether a pirate may move onto a midpoint (7 or 14) by die arithmetic, e.g. 3 + 4.
        Usually the midpoint jump reaches the same space anyway; it differs when the 14 -> 7
        jump is off and a trade wind makes a 7 (14 - 7 = 7).""")
    midpoint_jump_14_to_7: bool = ruling(True, """
        Whether the midpoint jump works from 14 to 7 (the rulebook only shows 7 to 14).""")
    new_tiles_usable_same_round: bool = ruling(False, """
        A one-shot tile bought in Nassau can be used in the same round ("指示物可能無法馬上在被購買的那一回合立即使用"
        is read as a prohibition by default).""")
    nassau_pass_is_final: bool = ruling(True, """
        A player who passes while buying in Nassau is out of the buying for that round.""")


def describe() -> list[dict]:
    """The options with their defaults and documentation, for tables and the README."""
    return Options.describe()
