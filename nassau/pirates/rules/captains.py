"""Pirate captain cards: each adds its sail and cannon to one fight, once a round."""


def captain_labels(game, p) -> tuple:
    """Distinct values of the captain cards in hand (memoised per hand)."""
    cache = game.ship.hands
    labels = cache.get(p.captains)
    if labels is None:
        seen = []
        for i, free in enumerate(p.captains):
            label = game.comp.captains[i].label
            if free and label not in seen:
                seen.append(label)
        labels = cache[p.captains] = tuple(seen)
    return labels


def play_captain(game, p, card) -> object:
    """Spend the first unplayed captain card with these values; return it."""
    for i, free in enumerate(p.captains):
        c = game.comp.captains[i]
        if free and (c.sail, c.cannon) == card:
            p.captains = p.captains[:i] + (False,) + p.captains[i + 1:]
            return c
    raise AssertionError("captain card checked by the legal actions")
