"""What every game's bots share: the uniform random bot and the loop that plays a game.

A bot has ``choose(game) -> Action``, returns one of ``game.legal_actions()`` and never
changes the game; it draws randomness only from its own :class:`Rng`, so a seeded game
with seeded bots replays exactly.
"""

from .rng import Rng


class RandomBot:
    """Picks uniformly among the legal actions."""

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, game):
        return self.rng.choice(game.legal_actions())

    def __repr__(self):
        return f"RandomBot(state={self.rng.state:#x})"


def play(game, bots, checked: bool = False):
    """Play ``game`` to the end, ``bots[seat]`` deciding for each seat; return the game.

    ``checked=False`` uses ``apply_unchecked`` (the bots only return legal actions).
    """
    if len(bots) != game.n:
        raise ValueError(f"need {game.n} bots, one per seat, not {len(bots)}")
    step = game.apply if checked else game.apply_unchecked
    while not game.is_over:
        step(bots[game.current_player].choose(game))
    return game
