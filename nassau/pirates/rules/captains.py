"""Pirate captain cards: each adds its sail and cannon to one fight, once a round."""


def hand_cards(game, p) -> tuple:
    """Distinct (sail, cannon) values of the captain cards in hand, as the actions that play
    them name them (memoised per hand)."""
    cache = game.ship.hands
    cards = cache.get(p.captains)
    if cards is None:
        seen = []
        for i, free in enumerate(p.captains):
            c = game.comp.captains[i]
            if free and (c.sail, c.cannon) not in seen:
                seen.append((c.sail, c.cannon))
        cards = cache[p.captains] = tuple(seen)
    return cards


def play_captain(game, p, card) -> object:
    """Spend the first unplayed captain card with these values; return it."""
    for i, free in enumerate(p.captains):
        c = game.comp.captains[i]
        if free and (c.sail, c.cannon) == card:
            p.captains = p.captains[:i] + (False,) + p.captains[i + 1:]
            return c
    raise AssertionError("captain card checked by the legal actions")
