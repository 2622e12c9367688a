"""Computer players for Piratoons, and a loop that plays a game with them.

    from nassau import piratoons
    from nassau.piratoons.bots import HeuristicBot, RandomBot, play
    game = play(piratoons.new_game(4, seed=7), [HeuristicBot(), RandomBot(1), RandomBot(2), RandomBot(3)])
    game.winner()

Every bot has ``choose(game) -> Action``, which returns one of ``game.legal_actions()``
and never changes the game. Bots see only what their seat may see: the public table and
their own sealed claim and bid (never another player's sealed commitment or the order of
the stacks). They draw randomness only from their own :class:`Rng`.
"""

from ..kernel.bots import RandomBot, play  # noqa: F401 (importable from here, as documented)
from ..kernel.rng import Rng
from .actions import PLACES
from .arrange import best_order, choose_equipment, joints
from .components import ROUNDS
from .sets import kind_points
from .ship import capacity, counts, removals_needed, top_filled

# --- what things are worth to the heuristic, in points -------------------------------------------
W_COIN = 0.4          # a coin: the richest-pirate majority and buying power at auctions
W_SAIL = 0.9          # a sail beyond its slot: the fastest-ship majority
W_BARREL = 0.8        # a barrel: the biggest-ship majority
FILL_HOPE = 0.2       # share of an empty slot's penalty expected to be filled per round still to come
MIN_CLAIM = 2         # sailors to put on a tile nobody has shown a claim on
BID_SHARE = 0.6       # share of a tile's value worth bidding
MIN_BID_VALUE = 1.0   # a tile worth this much is worth at least a one-coin bid
HOPE_CAP = 0.9        # the most of an empty slot's penalty counted on being filled later


class HeuristicBot:
    """Values every tile by what it adds to its own ship (joints, filled and empty slots,
    sets, sails, barrels), claims the best tiles with enough sailors to beat what is shown,
    keeps the other sailors idle for coins, bids a share of a tile's value, and keeps the
    equipment worth most when the ship is full."""

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)   # same signature as RandomBot; the rules of thumb are deterministic
        self._plans = {}

    def choose(self, game):
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        want = DECIDE[game.phase](self, game, game.current_player, legal)
        found = legal.get(want) if isinstance(want, str) else None
        return found or legal.get("seal") or legal[0]    # a rule of thumb must never stop the game

    def __repr__(self):
        return "HeuristicBot()"

    # --- the grab ----------------------------------------------------------------------------
    def claim(self, game, s, legal):
        plan = self.plan(game, s)
        mine = game.pending[s]                      # this seat's own sealed claim
        for i, n in enumerate(plan):
            if mine[i] < n:
                return f"claim {PLACES[i]}"
        return "seal"

    def plan(self, game, s) -> tuple:
        """Sailors to put on each chest place this sealed round (the same on every call)."""
        key = (game.round, game.grab_round, game.chest, game.claims, game.boats[s], game.aboard[s], game.coins[s])
        hit = self._plans.get(s)
        if hit and hit[0] == key:
            return hit[1]
        plan = make_plan(game, s)
        self._plans[s] = (key, plan)
        return plan

    # --- the auction and the build ---------------------------------------------------------------
    def bid(self, game, s, legal):
        best = max(tile_values(game, s, _one_per_code(game, game.floating)), default=0.0)
        amount = max(1, int(best * BID_SHARE)) if best >= MIN_BID_VALUE else 0
        return f"bid {min(game.coins[s], amount)}"

    def take(self, game, s, legal):
        codes = {a.arg: a for a in legal}
        offered = [t for t in _one_per_code(game, game.floating) if game.comp.tiles[t].code in codes]
        values = tile_values(game, s, offered)
        best = max(range(len(offered)), key=lambda i: values[i])      # the first of equal values
        return f"take {game.comp.tiles[offered[best]].code}"

    def overboard(self, game, s, legal):
        comp = game.comp
        own = game.aboard[s] + game.won[s]
        kept, _, _ = choose_equipment(comp, game.boats[s], own, game.opts.mast_stacking)
        spare = [t for t in own if t not in set(kept)]
        for a in legal:
            if any(comp.tiles[t].code == a.arg for t in spare):
                return a.notation
        return legal[0].notation


DECIDE = {"claim": HeuristicBot.claim, "bid": HeuristicBot.bid, "pick": HeuristicBot.take,
          "build": HeuristicBot.overboard, "deal": lambda self, game, s, legal: legal[0].notation}


def make_plan(game, s) -> tuple:
    """Greedy: the tiles worth most per sailor needed, while a tile is worth more than the
    coins its sailors would earn idle."""
    left = game.comp.sailors - sum(game.claims[s]) - game.wasted[s]   # before this sealed round
    needs = []
    places = [i for i, t in enumerate(game.chest) if t >= 0]
    values = dict(zip(places, tile_values(game, s, [game.chest[i] for i in places])))
    for i in places:
        shown = max(game.claims[o][i] for o in range(game.n) if o != s)
        mine = game.claims[s][i]
        target = max(shown + 1, MIN_CLAIM if game.grab_round == 1 else 1)
        need = target - mine if mine <= shown else 0
        if need <= 0:
            continue
        if values[i] > need * W_COIN:
            needs.append(((values[i] - need * W_COIN) / need, i, need))
    plan = [0] * 9
    for _, i, need in sorted(needs, reverse=True):
        if need <= left:
            plan[i] = need
            left -= need
    return tuple(plan)


def _one_per_code(game, tiles) -> list:
    seen = {}
    for t in tiles:
        seen.setdefault(game.comp.tiles[t].code, t)
    return [seen[c] for c in sorted(seen)]


def tile_values(game, s, tiles) -> list:
    """Points each tile would add to seat s's ship, roughly, with hope of filling new slots later."""
    comp = game.comp
    boats, equipment = game.boats[s], game.aboard[s] + game.won_equipment(s)
    hope = min(HOPE_CAP, FILL_HOPE * (ROUNDS - game.round))
    cap = capacity(comp, boats, game.opts.mast_stacking)
    have = counts(comp, equipment)
    settled = not removals_needed(cap, have)       # a ship holding all it has
    out = []
    for t in tiles:
        if settled and not comp.tiles[t].is_boat:
            out.append(_equipment_value(comp, cap, have, equipment, comp.tiles[t], hope))
            continue
        before = ship_points(game, s, boats, equipment, hope)
        extra = (boats + (t,), equipment) if comp.tiles[t].is_boat else (boats, equipment + (t,))
        out.append(ship_points(game, s, *extra, hope) - before)
    return out


def _equipment_value(comp, cap, have, equipment, tile, hope) -> float:
    """What one more equipment tile adds: a filled slot, a better set, a sail; nothing if it
    would not fit."""
    k = comp.kind_index[tile.kind]
    more = have[:]
    more[k] += 1
    if removals_needed(cap, more):
        return 0.0
    filled = 1 if k >= 2 else top_filled(cap, more[0], more[1]) - top_filled(cap, have[0], have[1])
    value = 2 * (1 - hope) * filled
    if tile.kind == "sail":
        return value + W_SAIL
    designs = comp.designs[tile.kind]
    mine = [comp.tiles[e].code for e in equipment if comp.tiles[e].kind == tile.kind]
    before = tuple(mine.count(d) for d in designs)
    after = tuple(n + (d == tile.code) for n, d in zip(before, designs))
    return value + kind_points(after) - kind_points(before)


_POINTS = {}


def ship_points(game, s, boats, equipment, hope) -> float:
    """The ship's own score, with empty slots discounted by the hope of filling them, plus
    the weight of its sails and barrels (memoised: ships repeat across decisions)."""
    comp = game.comp
    key = (comp, s, tuple(sorted(boats)), tuple(sorted(comp.tiles[e].code for e in equipment)), hope,
           game.opts.bare_ship_joint, game.opts.mast_stacking)
    hit = _POINTS.get(key)
    if hit is not None:
        return hit
    if len(_POINTS) > 50000:
        _POINTS.clear()
    value = _POINTS[key] = _ship_points(game, s, boats, equipment, hope)
    return value


def _ship_points(game, s, boats, equipment, hope) -> float:
    comp = game.comp
    colour = comp.colours[s]
    order = best_order(comp, boats, colour)
    good, bad = joints(comp, order, colour, game.opts.bare_ship_joint)
    kept, _, filled = choose_equipment(comp, order, equipment, game.opts.mast_stacking)
    slots = sum(len(comp.tiles[b].slots) for b in order)
    from .sets import points
    tiles = [comp.tiles[e] for e in kept]
    sails = sum(t.kind == "sail" for t in tiles)
    barrels = sum(comp.tiles[b].barrels for b in order)
    return (2 * (good - bad) - 2 * (1 - hope) * (slots - filled) + points(tiles)
            + W_SAIL * sails + W_BARREL * barrels)
