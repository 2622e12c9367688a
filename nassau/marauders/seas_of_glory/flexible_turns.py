"""Seas of Glory variant 1, Flexible turn order: a bag of the players' cubes sets the turns.

The rulebook: after the event card, draw a cube from the bag; its player takes his turn at
once; then the next cube, until every cube is out; then all go back in for the next round.
nassau draws each cube when the turn before it ends (with the game's seeded dice), so the
order ahead stays unknown to everyone, as with a real bag. ``game.bag_out`` holds the seats
whose cubes are out this round, in the order drawn. The first player keeps his one duty, the
event card; he takes his turn when his cube comes out. A round still ends when every player
has had a turn (``turns.over``, which counts turns, not seats).
"""


VARIANT = "flexible-turns"


def on(game) -> bool:
    return VARIANT in game.variants


def draw_cube(game) -> int:
    """The next seat to play: a cube drawn from those still in the bag, logged."""
    left = [s for s in range(game.n) if s not in game.bag_out]
    seat = left[game.rng.below(len(left))] if len(left) > 1 else left[0]
    game.bag_out += (seat,)
    game._event("{}<'s> cube is drawn from the bag.", game.names[seat])
    return seat


def empty_bag(game) -> None:
    """A new round: every cube back in the bag."""
    game.bag_out = ()


# --- records and what a player sees ---------------------------------------------------------------
def reset(game) -> None:
    game.bag_out = ()


def state(game) -> dict:
    return {"bag_out": list(game.bag_out)}      # saved in every game (records have always held it)


def observed(game) -> dict:
    return {"cubes_drawn": [game.names[s] for s in game.bag_out]}      # public, in every game


# --- plugged into the base rules (rules.plugins, rules.extensions) ----------------------------------
SWITCHES = (VARIANT,)
PLACES = {"state": "over", "observed": "wars"}      # where records and observations have always had them
next_seat = draw_cube


def turns_begin(game) -> None:
    empty_bag(game)


def load(game, gd, where: str, live: str) -> None:
    """The cubes out of the bag: distinct seats, one for each turn of the round, the one in turn
    last; none without the variant (records older than the variant have no list)."""
    from ...kernel.validate import check as ok, is_int
    v, where = gd.get("bag_out", []), where + ".bag_out"
    ok(isinstance(v, list) and all(is_int(s) and 0 <= s < game.n for s in v) and len(set(v)) == len(v), where,
       "must list distinct seats")
    game.bag_out = v = tuple(v)
    if on(game) and game.step == "turns":
        ok(len(v) == min(game.turn_no + 1, game.n) and v[-1] == game.turn_seat, where,
           "must hold a cube for each turn of the round, the one in turn last")
    else:
        ok(not v or on(game), where, "must be empty without the variant flexible-turns")
