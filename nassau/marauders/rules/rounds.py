"""Between two rounds: the end of one (the round limit, the winner when glory does not win at
once) and the start of the next (the merchant reset, then the event card)."""

from . import events, extensions as ext, glory, merchants


def open_round(game) -> None:
    if game.round == 0:
        ext.play_begins(game)           # (an expansion's NPCs out before play)
    game.round += 1
    if len(game.merchant_track) >= game.comp.rules.merchant_reset_at:
        merchants.reset(game)
    ext.round_begins(game)              # (an expansion's wind, before the event card)
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
