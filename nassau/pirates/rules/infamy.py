"""Step 3, adjusting infamy (highest first), and the infamy track's collision rule."""

from . import tiles, winds
from .actions import DONE, DOWN, PLANK, UP, WIND
from .state import HOSTAGES


def begin(game) -> None:
    game.step = "infamy"
    game.order = order_high_first(game)
    game.turn = 0
    _begin(game)


def over(game) -> bool:
    return game.turn >= game.n


def order_high_first(game) -> tuple:
    return tuple(sorted(range(game.n), key=lambda s: -game.players[s].infamy))


def order_low_first(game) -> tuple:
    return tuple(sorted(range(game.n), key=lambda s: game.players[s].infamy))


def _begin(game) -> None:
    if over(game):
        return
    p = game.players[game.order[game.turn]]
    game.cur = p.seat
    game.sub = "infamy"   # settles itself when "done" is the only choice


def legal(game, p) -> list:
    out = []
    if p.wind and not p.wind_claimed:
        out.append(WIND)
    if p.hold[HOSTAGES]:
        out.append(PLANK)
    if p.shots:
        out.extend(tiles.uses(game, p, ("infamy",)))
    out.append(DONE)
    return out


def claim_wind(game, p, a) -> None:
    p.wind_claimed = True
    game._event("{} <turns> an unused trade wind into 1 infamy.", p.name)


def done(game, p, a) -> None:
    """Add up this round's infamy and move the marker."""
    merchants = game.comp.merchants
    gain = sum(merchants[m].sail + merchants[m].cannon for m in p.captured)
    gain += 10 * p.sacked + 3 * p.planked + p.infamy_bonus + (1 if p.wind_claimed else 0)
    if p.wind_claimed:
        winds.give_back(game, p)
    game.supply[HOSTAGES] += p.planked       # plank-walked hostages go back to the supply
    p.planked = 0
    p.infamy_bonus = 0
    p.wind_claimed = False
    if gain:
        game._event("{} <gains> {} infamy.", p.name, gain)
        move_marker(game, p, p.infamy + gain, "infamy-next")
    else:
        next_player(game)


def next_player(game) -> None:
    game.turn += 1
    _begin(game)


def cleanup(game) -> None:
    """Captured merchants go to the bottom of their zone's deck; trade winds go back."""
    for p in game.players:
        for m in p.captured:
            z = game.comp.merchants[m].zone - 1
            decks = list(game.decks)
            decks[z] = decks[z] + (m,)
            game.decks = tuple(decks)
        p.captured = ()
        p.sacked = 0
        if game.opts.wind_discard == "step-3":
            winds.give_back(game, p)


def track_space(total: int) -> int:
    return (total - 1) % 100 + 1


def move_marker(game, p, total: int, then: str) -> None:
    """Put p's marker at ``total``; if the space is taken, it moves up or down until alone."""
    total = max(1, total)
    taken = {track_space(q.infamy) for q in game.players if q is not p}
    if track_space(total) not in taken:
        _place(game, p, total)
        game.run(then)
        return
    up = total + 1
    while track_space(up) in taken:
        up += 1
    down = total - 1
    while down >= 1 and track_space(down) in taken:
        down -= 1
    rule = game.opts.collision_chooser
    if down < 1 or rule == "always-up":
        choice = up
    elif rule == "always-down":
        choice = down
    else:
        game.collision = (total, up, down)
        game.then = game.then + (then,)
        game.cur = p.seat
        game.sub = "collide"
        return
    game._event("{}<'s> marker would share space {}; it moves on to {}.", p.name, track_space(total),
                track_space(choice))
    _place(game, p, choice)
    game.run(then)


def legal_collide(game, p) -> list:
    out = [UP, DOWN]
    if p.hold[HOSTAGES]:
        out.append(PLANK)
    return out


def collide(game, p, a) -> None:
    total, up, down = game.collision
    choice = up if a.kind == "up" else down
    game.collision = None
    game._event("{}<'s> marker would share space {}; {} <chooses> {} to {}.", p.name, track_space(total), p.name,
                a.kind, track_space(choice))
    _place(game, p, choice)
    then = game.then[-1]
    game.then = game.then[:-1]
    game.run(then)


def _place(game, p, total: int) -> None:
    laps_before = p.laps
    p.infamy = total
    if p.laps > laps_before:
        game._event("{}<'s> marker passes 100 and starts again at {} (+100 at the end).", p.name, p.space)
