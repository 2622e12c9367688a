"""Rulings: every point the rulebook leaves open, as a named option with a default.

Pass overrides as ``new_game(..., options={"claim_rounds": 3})`` or as an
:class:`Options`. Each option is tested in ``tests/piratoons/test_options.py``.
"""

from dataclasses import dataclass

from ...kernel.options import Rulings, ruling


@dataclass(frozen=True)
class Options(Rulings):
    claim_rounds: int = ruling(1, """
        Sealed claim rounds in digital play. 1: everyone commits all their sailors in one sealed
        round. More: every round each player secretly adds sailors, then all are shown; the grab
        stops after a round in which nobody adds one (or at this cap), which brings back
        outbidding. Referee mode always records one final table.""", low=1, high=6)
    bank_short_rounding: str = ruling("down", """
        "Return half your coins" when the bank cannot pay the idle income: "down" returns
        floor(n/2), "up" returns ceil(n/2).""", choices=("down", "up"))
    bank_still_short: str = ruling("share-out", """
        If the bank still cannot pay after everyone returned half: "share-out" pays one coin at a
        time round the table from the captain; "in-turn" pays each player's whole income in turn
        from the captain until the bank is empty.""", choices=("share-out", "in-turn"))
    majority_ties: str = ruling("competition", """
        After a tie for first in a majority (most sails, coins, barrels): "competition" gives
        nobody second place (ranks 1, 1, 3); "dense" gives the next player second (1, 1, 2).""",
        choices=("competition", "dense"))
    majority_needs_one: bool = ruling(True, """
        A player needs at least one sail (coin, barrel) to score that majority.""")
    most_empty_ties: str = ruling("all", """
        The extra -2 for the most empty slots when players tie: "all" tied players take it,
        "none" nobody does. Nobody takes it when nobody has an empty slot.""", choices=("all", "none"))
    unclaimed_boats: str = ruling("sink", """
        Boat tiles nobody took: "sink" (the rulebook: they leave the game) or "auction" (one
        review: they are sold with the equipment; unsold ones sink at the end of the round).""",
        choices=("sink", "auction"))
    knocked_out_bids: bool = ruling(False, """
        Whether a player out for the round (for knocking off someone else's sailor) may bid. The
        rulebook takes them out of the round, so by default they do not.""")
    winner_tie_break: str = ruling("shared", """
        Equal totals: "shared" victory, or "coins": the richer player wins, still shared if
        equal.""", choices=("shared", "coins"))
    bare_ship_joint: bool = ruling(True, """
        Whether the joint between bow and stern scores while a ship has no boat tiles.""")
    mast_stacking: bool = ruling(True, """
        A boat tile's mast space carries a stack of sails (up to the tile's cap of 3/2/1/0) or one
        deck tile. The rulebook forbids a sail on a mast space holding a deck "and vice versa",
        which needs a space to hold more than one tile. False: one tile per mast.""")
    joint_symbols: str = ruling("edge", """
        How a joint is read. The rulebook: "level 1 is the anchor, level 2 the compass, level 3
        the coat of arms, level 4 the lifebuoy", and a correct joint shows in the symbols along
        the bottom of the ship. "edge" (reading A): each tile edge shows one of the 4 symbols
        (the data's left/right); a joint is correct iff the touching symbols are equal. "level"
        (reading B): the symbol at the bottom of a tile names its level, so a tile of level k
        shows symbol k on both edges and a joint is correct iff the two tiles touching are the
        same level; bow and stern show their data symbol (the anchor: they join like a level-1
        tile). Chosen over "both neighbours at least k levels tall" because the rulebook ties
        each symbol to exactly one level and asks for identical symbols.""",
        choices=("edge", "level"), late=True)


def describe() -> list:
    """The options with their defaults, choices and rulings, for tables and the README."""
    return Options.describe()
