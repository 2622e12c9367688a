"""Between two rounds: the end of one (the round limit, the winner when glory does not win at
once) and the start of the next (the merchant reset, then the event card)."""

from . import events, glory, merchants
from ..seas_of_glory import hard_times, weather


def open_round(game) -> None:
    if game.round == 0 and "hard-times" in game.variants:     # before play: the NPCs come out
        hard_times.prepare(game)
    game.round += 1
    if len(game.merchant_track) >= game.comp.rules.merchant_reset_at:
        merchants.reset(game)
    weather.spin(game)                  # Seas of Glory: the wind before the event card
    events.draw(game)


def close_round(game) -> None:
    limit = game.opts.round_limit
    if not game.opts.win_at_once:
        best = max(glory.total(game, p) for p in game.players)
        if best >= game.comp.rules.win_glory:
            glory.end(game, f"a captain has {game.comp.rules.win_glory} glory at the end of round {game.round}")
            return
    if limit and game.round >= limit:
        glory.end(game, f"the round limit ({limit}) is reached")
