"""Moving a pirate ship in the pirate phase (step 2)."""

from . import winds
from .actions import Action

MIDPOINTS = (7, 14)


def jump_targets(pos: int, jump_14_to_7: bool) -> tuple:
    """Midpoints a ship can jump to whatever the die shows, from a space after move 1."""
    if pos <= 6:
        return (7,)
    if pos == 7:
        return (14,)
    if pos <= 13:
        return (7, 14)
    if pos == 14:
        return (7,) if jump_14_to_7 else ()
    return (14,)


def targets(pos: int, face: int, first: bool, jump_14_to_7: bool, arithmetic_to_midpoint: bool = True) -> set:
    """Spaces a die of this face (already changed by a trade wind) can reach."""
    if first:
        out = {7}
        if 1 <= face <= 6:
            out.add(face)
        return out
    counted = {min(20, pos + face), max(1, pos - face)}   # clamped at the ends of the sea, so a ship
    if not arithmetic_to_midpoint:                         # at 20 may "move" +3 and stay on 20
        counted -= set(MIDPOINTS)
    return counted | set(jump_targets(pos, jump_14_to_7))


_CACHE = {}


def move_actions(game, p) -> tuple:
    """The move actions of player p; they depend on few things, so they are memoised."""
    key = (p.pos, p.moves == 0, p.dice, p.wind, game.opts.midpoint_jump_14_to_7, game.opts.arithmetic_to_midpoint)
    acts = _CACHE.get(key)
    if acts is None:
        acts = _CACHE[key] = tuple(Action.of("move", f, d, t) for f, d, t in move_options(game, p))
    return acts


def move_options(game, p) -> list:
    """(face, wind delta, target) for every distinct legal move of player p."""
    first = p.moves == 0
    jump, count = game.opts.midpoint_jump_14_to_7, game.opts.arithmetic_to_midpoint
    out = []
    for face in sorted(set(p.dice)):
        reach = targets(p.pos, face, first, jump, count)
        for t in sorted(reach):
            out.append((face, 0, t))
        if p.wind:
            for delta in (1, -1):
                if not 1 <= face + delta <= 7:   # a 1 cannot become 0
                    continue
                for t in sorted(targets(p.pos, face + delta, first, jump, count)):
                    out.append((face, delta, t))
    return out


def do_move(game, p, face: int, delta: int, target: int) -> None:
    dice = list(p.dice)
    dice.remove(face)
    p.dice = tuple(dice)
    if delta:
        winds.give_back(game, p)
        p.wind_used = p.wind_used + (face,)
    p.pos = target
    p.moves += 1
    p.path = p.path + ((target, face),)
    how = f" with a trade wind ({face}{delta:+d})" if delta else ""
    game._event("{} <uses> a {}{} and <sails> to space {}.", p.name, face, how, target)
