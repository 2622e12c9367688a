"""Trade-wind tokens: taken from the supply (at most one each), spent to change a die by
one, turned into 1 infamy at step 3 when unused, and handed back."""


def take(game, p) -> None:
    p.wind = 1
    game.winds -= 1
    game._event("{} <catches> the trade winds (<takes> a trade-wind token).", p.name)


def give_back(game, p) -> None:
    """The token goes back to the supply (spent, claimed for infamy, or discarded)."""
    if p.wind:
        p.wind = 0
        game.winds += 1
