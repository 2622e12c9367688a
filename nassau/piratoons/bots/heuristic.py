"""Computer players for Piratoons, and a loop that plays a game with them.

    from nassau import piratoons
    from nassau.piratoons.bots.heuristic import HeuristicBot, RandomBot, play
    game = play(piratoons.new_game(4, seed=7), [HeuristicBot(1), RandomBot(2), RandomBot(3), RandomBot(4)])
    game.winner()

Every bot has ``choose(game) -> Action``, which returns one of ``game.legal_actions()``
and never changes the game. Bots see only what their seat may see: the public table and
their own sealed claim and bid (never another player's sealed commitment or the order of
the stacks).

The grab and the auction are sealed and simultaneous, and ties cancel. A bot that always
made the same claim in the same position would cancel out against a copy of itself on
every tile, so the heuristic plays a mixed strategy: it imagines what each rival might
claim (from the rival's own, public, position), tries a spread of its own claims against
those guesses, and picks among the best at random. Its own tries include each boat tile
in the chest together with the chest's equipment that fills it (late in the game a boat with
empty slots is worth less than nothing alone, and equipment nothing without a slot), and its
idle coins are weighed against the rivals' coins after their own idle income. It claims
nothing only when none of its tries is worth more to it than its idle sailors, and bids 0
only when no bid is worth more; the boat tiles it won in the grab count as its ship at the
auction (they are attached right after it).

Its randomness comes from its seed, its seat and the moment of the game, so a decision does
not depend on what the bot was asked before: seeded games replay exactly, through undo and
clones too.
"""

import math

from ...kernel.bots import RandomBot, play  # noqa: F401 (importable from here, as documented)
from ...kernel.rng import Rng
from ..rules.actions import PLACES
from ..rules.arrange import choose_equipment
from .valuation import DEFAULT, Outlook, Weights

RIVAL_GUESSES = 16    # imagined claims (or bids) of the rivals, per decision
OWN_TRIES = 16        # own claims tried against them
TASTE = (0.5, 1.5)    # a guess scales each tile's worth by a factor in this range
BID_SHARE = (0.2, 0.9)  # share of a tile's worth a rival is guessed to bid
BUNDLE_SAILORS = 3      # the most sailors a tile of a bundle is tried with (the random tries go higher)


class HeuristicBot:
    """Values tiles by what they add to its own position (:class:`Outlook`: the ship's
    score, the three majorities, coins), claims and bids as a mixed strategy against
    guesses of its rivals' claims and bids, takes the tile worth most at the auction,
    and keeps the equipment worth most when the ship is full."""

    guesses, tries = RIVAL_GUESSES, OWN_TRIES     # fewer make a quicker, rougher bot (search rollouts)

    def __init__(self, seed: int = 0, weights: Weights = DEFAULT):
        self.seed, self.weights = seed, weights
        self._plans = {}

    def choose(self, game):
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        want = DECIDE[game.phase](self, game, game.current_player, legal)
        found = legal.get(want) if isinstance(want, str) else None
        return found or legal.get("seal") or legal[0]    # a rule of thumb must never stop the game

    def __repr__(self):
        extra = "" if self.weights == DEFAULT else f", weights={self.weights!r}"
        return f"HeuristicBot({self.seed}{extra})"

    def rng(self, game, s, what: int) -> Rng:
        """A random stream for one decision: a function of the seed, the seat and the moment."""
        h = self.seed & (2 ** 64 - 1)
        for part in (s, game.round, game.grab_round, what):
            h = Rng(h ^ (part * 0x9E3779B97F4A7C15)).next64()
        return Rng(h)

    # --- the grab ----------------------------------------------------------------------------
    def claim(self, game, s, legal):
        plan = self.plan(game, s)
        mine = game.pending[s]                      # this seat's own sealed claim so far
        for i, n in enumerate(plan):
            if mine[i] < n:
                return f"claim {PLACES[i]}"
        return "seal"

    def plan(self, game, s) -> tuple:
        """Sailors to add on each chest place this sealed round (the same on every call)."""
        key = (game.round, game.grab_round, game.chest, game.claims, game.boats, game.aboard, game.coins)
        hit = self._plans.get(s)
        if hit and hit[0] == key:
            return hit[1]
        plan = grab_plan(game, s, self.rng(game, s, 1), self.weights, self.guesses, self.tries)
        self._plans[s] = (key, plan)
        return plan

    # --- the auction and the build ---------------------------------------------------------------
    def bid(self, game, s, legal):
        return f"bid {bid_amount(game, s, self.rng(game, s, 2), self.weights, self.guesses)}"

    def take(self, game, s, legal):
        codes = {a.arg for a in legal}
        offered = [t for t in _one_per_code(game, game.floating) if game.comp.tiles[t].code in codes]
        look = Outlook(game, s, self.weights)
        best = max(offered, key=lambda t: look.gain((t,)))        # the first of equal worth
        return f"take {game.comp.tiles[best].code}"

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


# --- the grab: guesses of the rivals, tries of one's own, a pick among the best ----------------------
def grab_plan(game, s, rng, weights=DEFAULT, rival_guesses=RIVAL_GUESSES, own_tries=OWN_TRIES) -> tuple:
    """This sealed round's claim: one of the tries, the better ones far likelier; but never
    nothing while a claim it tried is worth more to the bot than its idle sailors."""
    tries, value = grab_tries(game, s, rng, weights, rival_guesses, own_tries)
    return tries[_pick(rng, value, weights.temperature, idle=tries.index((0,) * 9))]


def grab_tries(game, s, rng, weights=DEFAULT, rival_guesses=RIVAL_GUESSES, own_tries=OWN_TRIES) -> tuple:
    """(tries, values): the claims the bot weighs, in a fixed order, and what each is worth to
    it on average against its guesses of the rivals' claims (nothing claimed is always a try)."""
    places = [i for i, t in enumerate(game.chest) if t >= 0]
    if not places:
        return [(0,) * 9], [0.0]
    look = Outlook(game, s, weights)
    rivals = [o for o in range(game.n) if o != s and not game.out[o] and _unplaced(game, o) > 0]
    # a rival is imagined to weigh things by the same rules of thumb as this bot
    worth = {o: _tile_worth(game, o, places, Outlook(game, o, weights)) for o in rivals}
    guesses = [{o: guess_claim(rng, *worth[o], _unplaced(game, o), weights.most_on_a_tile) for o in rivals}
               for _ in range(rival_guesses)]
    mine, my_coin = _tile_worth(game, s, places, look)
    left = _unplaced(game, s)
    tries = {(0,) * 9} | set(bundle_claims(game, look, places, left, weights.most_on_a_tile))
    for _ in range(own_tries):
        tries.add(guess_claim(rng, mine, my_coin, left, weights.most_on_a_tile))
    tries = sorted(tries)                           # a fixed order: the pick must not depend on a set's
    after = [_coins_after(game, s, guess) for guess in guesses]
    value = [_expected_loot(game, s, look, plan, guesses, left, after) for plan in tries]
    return tries, value


def _unplaced(game, s) -> int:
    """Sailors a seat has not shown on the table yet (its sealed claim is not counted: it is hidden)."""
    return game.comp.sailors - sum(game.claims[s]) - game.wasted[s]


def _tile_worth(game, s, places, look) -> tuple:
    return {i: look.gain((game.chest[i],)) for i in places}, look.coin()


def guess_claim(rng, worth: dict, coin: float, left: int, most_on_a_tile: int) -> tuple:
    """One plausible sealed claim: tiles taken in order of worth (each scaled by a random
    taste), each with a random number of sailors, as long as the tile is worth more than
    their idle coins."""
    lo, hi = TASTE
    taste = {i: w * (lo + (hi - lo) * rng.below(1001) / 1000) for i, w in worth.items()}
    plan = [0] * 9
    for i in sorted(taste, key=lambda i: (-taste[i], i)):
        most = min(left, most_on_a_tile, int(taste[i] / coin))
        if most < 1:
            continue
        plan[i] = 1 + rng.below(most)
        left -= plan[i]
    return tuple(plan)


def bundle_claims(game, look, places, left, most_on_a_tile) -> list:
    """Claims of tiles that are worth more together than apart: each boat in the chest with the
    chest's equipment that fills it best, and the best equipment alone. A boat with empty slots
    may be worth less than nothing on its own and an equipment tile nothing without a slot for
    it, so single-tile worths alone would never try the pair (the bot then sat rounds out)."""
    chest = game.chest
    boats = [i for i in places if game.comp.tiles[chest[i]].is_boat]
    out = []
    for start in [[b] for b in boats] + [[]]:
        chosen = _grow(look, chest, places, start)
        if not chosen or len(chosen) > left or look.gain(_tiles(chest, chosen)) <= 0:
            continue            # the sailors' idle coins are weighed when the claims are (against the rivals')
        for each in range(1, min(BUNDLE_SAILORS, most_on_a_tile, left // len(chosen)) + 1):
            out.append(tuple(each if i in chosen else 0 for i in range(9)))
    return out


def _grow(look, chest, places, chosen) -> list:
    """``chosen`` plus, one at a time, the tile adding most, while one adds something."""
    chosen = list(chosen)
    now = look.gain(_tiles(chest, chosen)) if chosen else 0.0
    while True:
        gains = [(look.gain(_tiles(chest, chosen + [i])) - now, i) for i in places if i not in chosen]
        best = max(gains, default=None)
        if best is None or best[0] <= 0:
            return sorted(chosen)
        chosen.append(best[1])
        now += best[0]


def _tiles(chest, indices) -> tuple:
    return tuple(chest[i] for i in sorted(indices))


def _coins_after(game, s, guess) -> tuple:
    """The rivals' coins (seat order, ``s`` left out) once a guessed grab pays their idle sailors."""
    return tuple(game.coins[o] + (_unplaced(game, o) - sum(guess[o]) if o in guess else 0)
                 for o in range(game.n) if o != s)


def _expected_loot(game, s, look, plan, guesses, left, rival_coins=None) -> float:
    """Mean worth of what ``plan`` would win against each guess, plus its idle coins (weighed
    against the rivals' coins after their own idle income, when ``rival_coins`` gives them)."""
    idle = left - sum(plan)
    chest, claims = game.chest, game.claims
    total = 0.0
    for k, guess in enumerate(guesses):
        won = []
        for i, n in enumerate(plan):
            mine = claims[s][i] + n
            if mine and chest[i] >= 0:
                others = [claims[o][i] + add[i] for o, add in guess.items()]
                if _wins(mine, others):
                    won.append(chest[i])
        won = tuple(won)
        total += look.gain(won, idle) if rival_coins is None else look.gain_against(won, idle, rival_coins[k])
    return total / len(guesses)


def _wins(mine: int, others: list) -> bool:
    """Whether ``mine`` takes the tile: unique, and above every rival count that is itself unique."""
    if mine in others:
        return False
    return all(n < mine or others.count(n) > 1 for n in others if n)


def _pick(rng, values, temperature, idle=None) -> int:
    """An index, the better values far likelier (a softmax with a small temperature); never
    ``idle`` (doing nothing) while another value is higher."""
    best = max(values)
    weights = [math.exp((v - best) / temperature) for v in values]
    r = rng.below(1_000_000) / 1_000_000 * sum(weights)
    for i, w in enumerate(weights):
        r -= w
        if r < 0:
            break
    else:
        i = values.index(best)
    return values.index(best) if i == idle else i


# --- the auction ------------------------------------------------------------------------------------
def bid_amount(game, s, rng, weights=DEFAULT, rival_guesses=RIVAL_GUESSES) -> int:
    """A bid weighed against guesses of the rivals' bids: the chance to win a pick (and how
    good a pick that would be) against the worth of the coins paid. The better bids are far
    likelier, but an empty fist only when no bid is worth more to the bot."""
    amounts, value = bid_values(game, s, rng, weights, rival_guesses)
    return amounts[_pick(rng, value, weights.temperature, idle=0)]


def bid_values(game, s, rng, weights=DEFAULT, rival_guesses=RIVAL_GUESSES) -> tuple:
    """(amounts, values): the bids the bot weighs, from 0 up, and what each is worth to it on
    average against its guesses of the rivals' bids."""
    lot = _one_per_code(game, game.floating)
    look = Outlook(game, s, weights)
    picks = sorted((look.gain((t,)) for t in lot), reverse=True)
    if not picks or picks[0] <= 0:
        return range(1), [0.0]
    rivals = [o for o in game.queue if o != s] + [o for o in range(game.n) if game.bids[o] >= 0 and o != s]
    rival_view = {}
    for o in rivals:
        view = Outlook(game, o, weights)
        rival_view[o] = (max(view.gain((t,)) for t in lot), view.coin())
    lo, hi = BID_SHARE
    guesses = []
    for _ in range(rival_guesses):
        guess = []
        for o, (best, coin) in rival_view.items():
            share = lo + (hi - lo) * rng.below(1001) / 1000
            guess.append(min(game.coins[o], max(0, int(best * share / coin))))
        guesses.append(guess)
    amounts = range(min(game.coins[s], int(picks[0] / look.coin()) + 1) + 1)
    return amounts, [_expected_buy(look, x, picks, guesses, len(lot)) for x in amounts]


def _expected_buy(look, x, picks, guesses, tiles) -> float:
    if x == 0:
        return 0.0
    total = 0.0
    for guess in guesses:
        if x in guess:
            continue                                # tied bidders drop out
        ahead = sum(1 for b in set(guess) if b > x and guess.count(b) == 1)
        if ahead < tiles:
            total += picks[min(ahead, len(picks) - 1)] + look.gain((), -x)
    return total / len(guesses)


def _one_per_code(game, tiles) -> list:
    seen = {}
    for t in tiles:
        seen.setdefault(game.comp.tiles[t].code, t)
    return [seen[c] for c in sorted(seen)]
