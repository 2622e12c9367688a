"""What a Piratoons position is worth to one seat: the heuristic bot's yardstick.

A seat's worth is its ship's own score (joints and sets, with empty slots and mismatched
joints weighed by the hope of filling and mending them in the rounds still to come) plus
its expected share of the three majorities (sails, barrels, coins), judged against the other ships as they stand, plus
some buying power for coins while auctions remain. Everything used is public: ships,
won tiles and coins lie on the table. The majorities are what make a first sail or a
first barrel worth more than a tenth one, and a tile worth more to one seat than another.
"""

import math
from dataclasses import dataclass

from ...kernel.components import memo as components_memo
from ..rules.arrange import best_order, choose_equipment, joints
from ..rules.components import ROUNDS
from ..rules.scoring import PLACE_POINTS
from ..rules.sets import points as set_points


@dataclass(frozen=True)
class Weights:
    """The rules of thumb, in points; a bot may be given others (for tuning, or a style)."""
    fill_hope: float = 0.15   # share of an empty slot expected to be filled per round still to come
    hope_cap: float = 0.9     # the most of that counted on
    fill_value: float = 1.5   # what an equipment tile filling a slot later adds on average (sets, sails)
    spend: float = 0.3        # a coin's worth as buying power while an auction may still come
    spend_cap: int = 8        # coins beyond this buy nothing more that matters
    spread: float = 0.4       # how far the majorities can still move at the end ...
    spread_per_round: float = 0.5   # ... and per round still to come
    coin_spread: float = 1.0
    coin_spread_per_round: float = 1.0
    # how the sealed grab and auction are played (see the bots module)
    most_on_a_tile: int = 6   # sailors one guessed or tried claim puts on a tile at most
    temperature: float = 0.5  # points: how far below the best a choice still gets picked now and then


DEFAULT = Weights()


class Outlook:
    """The table seen from seat ``s`` at one moment. ``gain(tiles, coins)`` is what winning
    those tiles (and changing one's coins by ``coins``) adds to the seat's worth."""

    def __init__(self, game, s, weights: Weights = DEFAULT):
        self.game, self.s, w = game, s, weights
        rounds_left = ROUNDS - game.round
        self.hope, self.fill_value = min(w.hope_cap, w.fill_hope * rounds_left), w.fill_value
        # standings can still move by about this much: a lead of one sail is safe only late
        self.spread = w.spread + w.spread_per_round * rounds_left
        self.coin_spread = w.coin_spread + w.coin_spread_per_round * rounds_left
        self.spend = w.spend if game.round < ROUNDS or game.phase in ("deal", "claim", "bid") else 0.0
        self.spend_cap = w.spend_cap
        others = [o for o in range(game.n) if o != s]
        parts = [ship_part(game, o, ship_boats(game, o), holding(game, o), self.hope, self.fill_value)
                 for o in others]
        self.rival_sails = [p[1] for p in parts]
        self.rival_barrels = [p[2] for p in parts]
        self.rival_coins = [game.coins[o] for o in others]
        self.boats, self.equipment, self.coins = ship_boats(game, s), holding(game, s), game.coins[s]
        self._memo = {}
        self.base = self.worth(self.boats, self.equipment, self.coins)

    def __repr__(self):
        return f"<Outlook of seat {self.s}, round {self.game.round}: worth {self.base:.2f}>"

    def worth(self, boats, equipment, coins) -> float:
        own, sails, barrels = ship_part(self.game, self.s, boats, equipment, self.hope, self.fill_value)
        return (own + self._majority("sails", sails) + self._majority("barrels", barrels)
                + self._majority("coins", coins) + self.spend * min(coins, self.spend_cap))

    def _majority(self, category, x) -> float:
        key = (category, x)
        hit = self._memo.get(key)
        if hit is None:
            rivals = getattr(self, "rival_" + category)
            spread = self.coin_spread if category == "coins" else self.spread
            hit = self._memo[key] = majority(x, rivals, spread, self.game.opts.majority_needs_one)
        return hit

    def gain(self, tiles=(), coins=0) -> float:
        """``tiles`` in a fixed order (a tuple, as the chest lists them) gives the same answer
        faster than a list in any order."""
        key = (tiles if isinstance(tiles, tuple) else tuple(sorted(tiles)), coins)
        hit = self._memo.get(key)
        if hit is None:
            comp = self.game.comp
            boats = self.boats + tuple(t for t in tiles if comp.tiles[t].is_boat)
            equipment = self.equipment + tuple(t for t in tiles if not comp.tiles[t].is_boat)
            hit = self._memo[key] = self.worth(boats, equipment, max(0, self.coins + coins)) - self.base
        return hit

    def gain_against(self, tiles, coins, rival_coins: tuple) -> float:
        """``gain(tiles, coins)`` with the rivals holding ``rival_coins`` (in seat order, this
        seat left out): idle sailors pay every seat in the same grab, so a seat that sits out
        leads the coins only if the others do not sit out too."""
        mine = max(0, self.coins + coins)
        key = ("coins-against", mine, rival_coins)
        shift = self._memo.get(key)
        if shift is None:
            shift = self._memo[key] = (majority(mine, rival_coins, self.coin_spread, self.game.opts.majority_needs_one)
                                       - self._majority("coins", mine))
        return self.gain(tiles, coins) + shift

    def coin(self) -> float:
        """What one more coin is worth now (never less than a little)."""
        return max(0.05, self.gain((), 1))


def holding(game, s) -> tuple:
    """The equipment seat ``s`` has: aboard, and won but not yet placed."""
    return game.aboard[s] + game.won_equipment(s)


def ship_boats(game, s) -> tuple:
    """The boat tiles of seat ``s``'s ship: attached, and won this round (they are attached
    when building begins, after the auction, so what is bought there has their slots)."""
    return game.boats[s] + game.won_boats(s)


def majority(x, rivals, spread, needs_one=True) -> float:
    """Expected points of one majority (5 for first, 2 for second) holding ``x`` against
    ``rivals``: each rival is beaten with a logistic chance in the difference, so a tie
    counts about half and the chances sharpen as the end nears."""
    if x <= 0 and needs_one:
        return 0.0
    beat = [1.0 / (1.0 + math.exp((y - x) / spread)) for y in rivals]
    first = math.prod(beat)
    second = 0.0
    for i, b in enumerate(beat):
        second += (1.0 - b) * math.prod(beat[:i] + beat[i + 1:])
    return PLACE_POINTS[0] * first + PLACE_POINTS[1] * second


def ship_part(game, s, boats, equipment, hope, fill_value) -> tuple:
    """(own points, sails, barrels) of a ship: its joints, sets and slots (weighed by
    ``hope``, the share of empty slots expected to be filled later, and ``fill_value``, what
    filling one adds), with the equipment kept for the best score (memoised: ships repeat)."""
    comp, opts = game.comp, game.opts
    parts = components_memo(comp, "ship-parts")
    key = (comp.colours[s].bow, comp.colours[s].stern, tuple(sorted(boats)),
           tuple(sorted(comp.tiles[e].code for e in equipment)), hope, fill_value, opts.bare_ship_joint,
           opts.mast_stacking, opts.joint_symbols)
    hit = parts.get(key)
    if hit is None:
        if len(parts) > 50000:
            parts.clear()
        hit = parts[key] = _ship_part(comp, comp.colours[s], boats, equipment, hope, fill_value, opts)
    return hit


def _ship_part(comp, colour, boats, equipment, hope, fill_value, opts) -> tuple:
    order = best_order(comp, boats, colour, opts.joint_symbols)
    good, bad = joints(comp, order, colour, opts.bare_ship_joint, opts.joint_symbols)
    kept, _, filled = choose_equipment(comp, order, equipment, opts.mast_stacking)
    slots = sum(len(comp.tiles[b].slots) for b in order)
    tiles = [comp.tiles[e] for e in kept]
    # every slot is a chance to hold a tile that scores in a set; empty slots and bad joints
    # may still be filled and mended by tiles to come
    own = (2 * good - 2 * (1 - hope) * bad + slots * hope * fill_value - 2 * (1 - hope) * (slots - filled)
           + set_points(tiles))
    return own, sum(t.kind == "sail" for t in tiles), sum(comp.tiles[b].barrels for b in order)
