"""Exact odds for fights and movement, by enumeration (no sampling).

Probabilities are ``fractions.Fraction``; each comes with a float view (the key with
``_float`` added, or a ``p_float`` column). Fights are deterministic once the captain
card is chosen, so they are reported as booleans per card.

Ship values are read like the engine reads them at the moment of the fight: the
permanent tiles (``Ship.sail``/``Ship.cannon`` with "", "sack" or "navy") plus any
one-shot boost the player has already called this turn (``player.boost``). Boost tiles
not yet used are not counted.

Reaching a space ("can I get there this turn?") is about the player's *next* move
(a turn of the pirate phase is one move, then one action):

    here          True if the ship is on that space now.
    reach_now     True if one of the player's unused dice (changed by the trade wind the
                  player holds, if ``wind`` is None) makes the next move end there.
    reach         Fraction: the same question if the unused dice were rolled afresh
                  (6**k equally likely rolls of the k unused dice), e.g. to judge a
                  reroll or plan before the roll. 0 when no dice are left.
"""

from fractions import Fraction
from itertools import product

from ..rules import sea
from ...kernel.optional import pandas

OUTCOMES = ("free", "one fails", "both fail")


def _player(game, player):
    return game.players[game.seat_of(player)]


def _hand(game, p, labels=None) -> list:
    """Captain cards in hand, one per distinct label (like the engine's offers)."""
    out, seen = [], set()
    for i, c in enumerate(game.comp.captains):
        free = p.captains[i] if labels is None else c.label in labels
        if free and c.label not in seen:
            seen.add(c.label)
            out.append(c)
    return out


def _weakest(cards):
    """The card with the smallest sail + cannon: it wins as well and keeps the strong ones."""
    return min(cards, key=lambda c: (c.sail + c.cannon, c.sail, c.cannon)).label if cards else None


def _reach(game, p, space, wind) -> dict:
    """Whether (and how likely on a fresh roll) the next move can end on ``space``."""
    idx = sea._index(sea.sea_graph(game))
    first = p.moves == 0
    node = sea._start(0 if first else p.pos, first)
    wind = bool(p.wind) if wind is None else bool(wind)
    hit = lambda dice: any(t == space for _, _, t in sea._one_move(idx, node, dice, wind))  # noqa: E731
    k = len(p.dice)
    ways = sum(hit(roll) for roll in product(range(1, 7), repeat=k)) if k else 0
    prob = Fraction(ways, 6 ** k) if k else Fraction(0)
    return {"here": p.pos == space, "reach_now": hit(p.dice), "reach": prob, "reach_float": float(prob)}


def plunder_odds(game, player, space=None, wind=None) -> dict:
    """Plundering the merchant on ``space`` (default: the player's space).

    Returns a dict: player, space, merchant (card id), merchant_sail, merchant_cannon,
    ship_sail, ship_cannon (tiles + boost, before the card), cards (a list of
    {card, sail, cannon, success} with the totals per captain card in hand), best (the
    weakest winning card, or None), and here / reach_now / reach / reach_float (see the
    module docstring). Success needs both totals strictly above the merchant's values.
    """
    p = _player(game, player)
    space = p.pos if space is None else space
    m_index = game.routes[space] if 1 <= space <= 20 else -1
    if m_index < 0:
        raise ValueError(f"there is no merchant on space {space}")
    m = game.comp.merchants[m_index]
    sail, cannon = game.ship.sail(p) + p.boost[0], game.ship.cannon(p) + p.boost[1]
    cards, winners = [], []
    for c in _hand(game, p):
        ok = sail + c.sail > m.sail and cannon + c.cannon > m.cannon
        cards.append({"card": c.label, "sail": sail + c.sail, "cannon": cannon + c.cannon, "success": ok})
        winners += [c] if ok else []
    return {"player": p.name, "space": space, "merchant": m.id, "merchant_sail": m.sail,
            "merchant_cannon": m.cannon, "ship_sail": sail, "ship_cannon": cannon, "cards": cards,
            "best": _weakest(winners), **_reach(game, p, space, wind)}


def sack_odds(game, player, space, wind=None) -> dict:
    """Sacking the port on ``space``: cannon (tiles that count "when sacking" included)
    + boost + card cannon must beat 4 + zone.

    Returns a dict: player, space, port (name), defence, sacked (already sacked: then no
    card succeeds), ship_cannon, cards ({card, cannon, success} per card in hand), best
    (the weakest winning card, or None) and the reach keys of the module docstring.
    """
    p = _player(game, player)
    sp = game.comp.spaces[space] if 1 <= space <= 20 else None
    if sp is None or sp.kind != "port":
        raise ValueError(f"space {space} is not a port")
    defence, sacked = 4 + sp.zone, space in game.sacked
    cannon = game.ship.cannon(p, "sack") + p.boost[1]
    cards, winners = [], []
    for c in _hand(game, p):
        ok = not sacked and cannon + c.cannon > defence
        cards.append({"card": c.label, "cannon": cannon + c.cannon, "success": ok})
        winners += [c] if ok else []
    return {"player": p.name, "space": space, "port": sp.name, "defence": defence, "sacked": sacked,
            "ship_cannon": cannon, "cards": cards, "best": _weakest(winners), **_reach(game, p, space, wind)}


def _navy_outcome(sail, cannon, card, captain) -> tuple:
    """(escape, attack, outcome) of facing a Navy ship card with a captain card (or None)."""
    escape = sail + (captain.sail if captain else 0) > card.sail
    attack = cannon + (captain.cannon if captain else 0) > card.cannon
    return escape, attack, OUTCOMES[2 - escape - attack]


def _best_against(sail, cannon, card, hand):
    """(captain label or None, outcome) of the best card in hand against a Navy ship card:
    the best outcome, then the weakest card."""
    if not hand:
        return None, _navy_outcome(sail, cannon, card, None)[2]
    rank = lambda c: (OUTCOMES.index(_navy_outcome(sail, cannon, card, c)[2]), c.sail + c.cannon)  # noqa: E731
    c = min(hand, key=rank)
    return c.label, _navy_outcome(sail, cannon, card, c)[2]


def navy_odds(game, player, captains=None) -> dict:
    """Facing the Royal Navy (step 4).

    Returns a dict:

    - player, ship_sail, ship_cannon: the ship's values against the Navy (tiles that count
      "against the Navy" and any boost already called, before the captain card);
    - face_up: one row per face-up Navy card and captain card in hand: {navy (card id),
      label, card (captain label, None with an empty hand), escape, attack, outcome}, where
      outcome is "free", "one fails" or "both fail" ("empty" for an empty-ocean card);
    - best: {navy card id: (best captain label, outcome)} for the face-up ship cards;
    - deck: the next refill. Each card still in the Navy deck is taken as equally likely
      (the deck's order is unknown; the phase-1-on-top structure is ignored). ``ship``,
      ``empty`` and ``end`` count the deck's cards; ``outcome`` is {outcome: Fraction} for
      a uniformly random *ship* card of the deck met with the best card for it from
      ``captains`` (labels; default: all captain cards, as they come back at step 9
      before those cards are faced), ``outcome_float`` its float view; both are {} when
      the deck holds no ship card.
    """
    p = _player(game, player)
    sail, cannon = game.ship.sail(p, "navy") + p.boost[0], game.ship.cannon(p, "navy") + p.boost[1]
    hand = _hand(game, p)
    face_up, best = [], {}
    for i in game.navy_display:
        card = game.comp.navy[i]
        if not card.ship:
            face_up.append({"navy": card.id, "label": card.label, "card": None, "escape": None,
                            "attack": None, "outcome": "empty"})
            continue
        for c in hand or [None]:
            esc, att, out = _navy_outcome(sail, cannon, card, c)
            face_up.append({"navy": card.id, "label": card.label, "card": c.label if c else None,
                            "escape": esc, "attack": att, "outcome": out})
        best[card.id] = _best_against(sail, cannon, card, hand)
    return {"player": p.name, "ship_sail": sail, "ship_cannon": cannon, "face_up": face_up,
            "best": best, "deck": _deck_odds(game, sail, cannon, captains)}


def _deck_odds(game, sail, cannon, captains) -> dict:
    """Outcome distribution over the ship cards still in the Navy deck (each equally likely)."""
    full = [c.label for c in game.comp.captains] if captains is None else list(captains)
    hand = _hand(game, None, set(full))
    cards = [game.comp.navy[i] for i in game.navy_deck]
    ships = [c for c in cards if c.ship]
    counts = dict.fromkeys(OUTCOMES, 0)
    for card in ships:
        counts[_best_against(sail, cannon, card, hand)[1]] += 1
    outcome = {k: Fraction(n, len(ships)) for k, n in counts.items()} if ships else {}
    return {"cards": len(cards), "ship": len(ships), "empty": sum(not c.ship and not c.game_end for c in cards),
            "end": sum(c.game_end for c in cards), "hand": [c.label for c in hand], "outcome": outcome,
            "outcome_float": {k: float(v) for k, v in outcome.items()}}


def roll_odds(position, first=False, wind=False, graph=None):
    """For a fresh roll of 3 dice (216 equally likely ordered rolls), the probability that
    each space 1..20 can be reached within the three moves from ``position`` (0 or
    "Nassau": before the first move), ending on it after move 1, 2 or 3.

    ``graph``: a sea graph, a Game or Components (default components and options).
    Returns a pandas DataFrame indexed by space: kind, zone, name, ways (rolls out of
    216 that reach it), p (Fraction) and p_float.
    """
    pd = pandas("the odds table")
    g = sea._graph(graph)
    idx = sea._index(g)
    ways = dict.fromkeys(range(1, 21), 0)
    multiplicity = {}
    for roll in product(range(1, 7), repeat=3):            # sorted rolls share one search
        key = tuple(sorted(roll))
        multiplicity[key] = multiplicity.get(key, 0) + 1
    for roll, n in multiplicity.items():
        seen = set()
        for lvl in sea._levels(idx, position, roll, wind, first):
            seen.update(key[0] for key in lvl)
        for s in seen:
            ways[s] += n
    rows = [{"space": s, "kind": g.nodes[s]["kind"], "zone": g.nodes[s]["zone"], "name": g.nodes[s]["name"],
             "ways": ways[s], "p": Fraction(ways[s], 216), "p_float": ways[s] / 216} for s in range(1, 21)]
    return pd.DataFrame(rows).set_index("space")
