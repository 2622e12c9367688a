"""Merchant tokens (fact sheet §8.1): one face down in every sea zone; a raided one goes on
the merchant track, and when the track holds 8 they are all shuffled and dealt out again
before the round's event."""


def reset(game) -> None:
    """Every merchant token, on the board or on the track, is shuffled and one is put face
    down in every sea zone again."""
    tokens = game.rng.shuffled(tuple(m for m in game.merchants if m >= 0) + game.merchant_track)
    zones = len(game.comp.zones)
    game.merchants = tuple(tokens[:zones]) + (-1,) * max(0, zones - len(tokens))
    game.merchant_track = tuple(tokens[zones:])
    game._event("The merchant tokens are shuffled: one in every sea zone again.")
