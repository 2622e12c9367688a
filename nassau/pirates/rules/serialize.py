"""Positions as JSON: ``state_dict`` writes one, ``from_state`` reads and validates one.

A position embeds its component data, so a record made with a user's own data
file replays anywhere. Loading checks every field's type and range, then the
invariants (every component accounted for), and refuses anything else with a
RecordError naming the field.
"""

from ...kernel.players import check_names
from ...kernel.validate import (check, check_position, get, get_choice, get_int, get_ints, get_lists, is_int,
                                read_start)
from .components import load_components
from .invariants import problems
from .options import Options

STATE_VERSION = 1
STEPS = ("pirate", "infamy", "navy", "buy", "overflow", "bury", "over")
SUBS = ("move", "act", "ransom", "stow", "infamy", "collide", "navy", "penalty", "lose", "buy", "overflow", "bury", "over")
CONTINUATIONS = ("end-pirate-turn", "offer-ransom", "infamy-next", "navy-penalty")

PLAYER_FIELDS = ("name", "infamy", "pos", "moves", "dice", "path", "wind", "wind_used", "hold", "chest", "doubloons",
                 "extra", "tiles", "flipped", "fresh", "captains", "captured", "sacked", "planked", "boost",
                 "smuggle_bonus", "ransom_bonus", "infamy_bonus", "wind_claimed")
GAME_FIELDS = ("round", "step", "sub", "order", "turn", "pass_no", "cur", "routes", "decks", "departed", "navy_deck",
               "navy_display", "sacked", "harbour", "stacks", "box", "supply", "doubloons", "winds", "pending", "then",
               "collision", "penalties", "lose_left", "passed", "over", "infamy_rounds", "stowed")


def _plain(v):
    if isinstance(v, tuple):
        return [_plain(x) for x in v]
    if isinstance(v, list):
        return [_plain(x) for x in v]
    return v


def state_dict(game) -> dict:
    return {
        "state_version": STATE_VERSION,
        "rng": game.rng.state,
        "options": game.opts.to_record(),
        "components": game.comp.doc,
        "game": {f: _plain(getattr(game, f)) for f in GAME_FIELDS},
        "players": [{f: _plain(getattr(p, f)) for f in PLAYER_FIELDS} for p in game.players],
    }


def from_state(cls, d):
    """A validated Game of class ``cls`` from a position ``d``; RecordError names the bad field."""
    comp, opts, rng = read_start(d, STATE_VERSION, load_components, Options)
    players = get(d, "players", list, "start")
    check(3 <= len(players) <= 5 and all(isinstance(p, dict) for p in players), "start.players", "must list 3 to 5 players")
    names = [get(p, "name", str, f"start.players[{i}]") for i, p in enumerate(players)]
    check_names(names, "start.players")
    g = cls.blank(comp, opts, names, rng)
    gd = get(d, "game", dict, "start")
    _load_game(g, gd)
    for i, (p, pd) in enumerate(zip(g.players, players)):
        _load_player(g, p, pd, f"start.players[{i}]")
    check_position(g, problems)     # a finished game: _settle just leaves no legal actions
    g._mark_root()
    return g


def _load_game(g, gd) -> None:
    n, comp = g.n, g.comp
    f = "start.game"
    g.round = get_int(gd, "round", 1, 100, f)
    g.step = get_choice(gd, "step", STEPS, f)
    g.sub = get_choice(gd, "sub", SUBS, f)
    g.order = tuple(get_ints(gd, "order", 0, n - 1, f))
    check(sorted(g.order) == list(range(n)), f + ".order", "must list every seat once")
    g.turn = get_int(gd, "turn", -1, n, f)
    g.pass_no = get_int(gd, "pass_no", 1, 4, f)
    g.cur = get_int(gd, "cur", -1, n - 1, f)
    g.routes = get_ints(gd, "routes", -1, len(comp.merchants) - 1, f)
    check(len(g.routes) == 21, f + ".routes", "must have 21 entries")
    for s, m in enumerate(g.routes):
        if m >= 0:
            sp = comp.spaces[s] if s else None
            check(sp is not None and sp.kind == "route", f + ".routes", f"space {s} is not a trade route")
    g.decks = tuple(tuple(x) for x in get_lists(gd, "decks", 3, 0, len(comp.merchants) - 1, f))
    g.departed = tuple(get_ints(gd, "departed", 0, len(comp.merchants) - 1, f))
    g.navy_deck = tuple(get_ints(gd, "navy_deck", 0, len(comp.navy) - 1, f))
    g.navy_display = tuple(get_ints(gd, "navy_display", 0, len(comp.navy) - 1, f))
    g.sacked = tuple(get_ints(gd, "sacked", 1, 20, f))
    for key in ("harbour", "stacks", "box"):
        setattr(g, key, tuple(tuple(x) for x in get_lists(gd, key, 3, 0, len(comp.tiles) - 1, f)))
    g.supply = get_ints(gd, "supply", 0, 10 ** 6, f)
    check(len(g.supply) == 5, f + ".supply", "must have 5 counts")
    g.doubloons = get_int(gd, "doubloons", 0, 10 ** 6, f)
    g.winds = get_int(gd, "winds", 0, 10 ** 6, f)
    g.pending = tuple(get_ints(gd, "pending", 0, 10 ** 6, f))
    check(len(g.pending) == 5, f + ".pending", "must have 5 counts")
    then = gd.get("then")
    check(isinstance(then, list) and all(t in CONTINUATIONS for t in then), f + ".then", "unknown continuation")
    g.then = tuple(then)
    col = gd.get("collision")
    check(col is None or (isinstance(col, list) and len(col) == 3 and all(is_int(x) for x in col)), f + ".collision",
          "must be null or three integers")
    g.collision = tuple(col) if col else None
    pen = gd.get("penalties")
    check(isinstance(pen, list) and all(x in ("infamy", "goods") for x in pen), f + ".penalties", "must list infamy/goods")
    g.penalties = tuple(pen)
    g.lose_left = get_int(gd, "lose_left", 0, 100, f)
    g.stowed = get_int(gd, "stowed", 0, 1000, f)
    g.passed = get_int(gd, "passed", 0, (1 << n) - 1, f)
    over = gd.get("over")
    check(isinstance(over, bool), f + ".over", "must be true or false")
    g.over = over
    rounds = gd.get("infamy_rounds")
    check(isinstance(rounds, list) and all(isinstance(r, list) and len(r) == n and all(is_int(x) and x >= 1 for x in r)
                                           for r in rounds), f + ".infamy_rounds", "must list every player's infamy per round")
    g.infamy_rounds = tuple(tuple(r) for r in rounds)
    check(g.over == (g.step == "over"), f + ".over", "does not match the step")
    check(g.over or 0 <= g.cur < n, f + ".cur", "must name the deciding seat")
    # every step's turns walk g.order, and the deciding seat is the one whose turn it is
    check(g.over or (0 <= g.turn < n and g.order[g.turn] == g.cur), f + ".turn", "must point at the deciding seat in the order")


def _load_player(g, p, pd, f) -> None:
    n_slots, comp = len(g.ship.slots), g.comp
    p.infamy = get_int(pd, "infamy", 1, 10 ** 6, f)
    p.pos = get_int(pd, "pos", 0, 20, f)
    p.moves = get_int(pd, "moves", 0, 3, f)
    p.dice = tuple(get_ints(pd, "dice", 1, 6, f))
    check(len(p.dice) <= 3, f + ".dice", "at most 3 dice")
    path = pd.get("path")
    check(isinstance(path, list) and all(isinstance(x, list) and len(x) == 2 and all(is_int(y) for y in x) for x in path),
          f + ".path", "must be a list of [space, face] pairs")
    p.path = tuple(tuple(x) for x in path)
    p.wind = get_int(pd, "wind", 0, 1, f)
    p.wind_used = tuple(get_ints(pd, "wind_used", 1, 6, f))
    p.hold = get_ints(pd, "hold", 0, 10 ** 6, f)
    check(len(p.hold) == 5, f + ".hold", "must have 5 counts")
    p.chest = get_int(pd, "chest", 0, 10 ** 6, f)
    p.doubloons = get_int(pd, "doubloons", 0, 10 ** 6, f)
    p.extra = get_int(pd, "extra", 0, comp.max_extra, f)
    tiles = get_ints(pd, "tiles", -1, len(comp.tiles) - 1, f)
    check(len(tiles) == n_slots, f + ".tiles", f"must have {n_slots} slots")
    for slot, t in enumerate(tiles):
        p.place(slot, t, comp.tiles)
    p.flipped = get_int(pd, "flipped", 0, (1 << n_slots) - 1, f)
    p.fresh = get_int(pd, "fresh", 0, (1 << n_slots) - 1, f)
    caps = pd.get("captains")
    check(isinstance(caps, list) and len(caps) == len(comp.captains) and all(isinstance(x, bool) for x in caps),
          f + ".captains", f"must be {len(comp.captains)} true/false values")
    p.captains = tuple(caps)
    p.captured = tuple(get_ints(pd, "captured", 0, len(comp.merchants) - 1, f))
    p.sacked = get_int(pd, "sacked", 0, 7, f)
    p.planked = get_int(pd, "planked", 0, 100, f)
    p.boost = tuple(get_ints(pd, "boost", 0, 100, f))
    check(len(p.boost) == 2, f + ".boost", "must be [sail, cannon]")
    p.smuggle_bonus = get_int(pd, "smuggle_bonus", 0, 100, f)
    p.ransom_bonus = get_int(pd, "ransom_bonus", 0, 100, f)
    p.infamy_bonus = get_int(pd, "infamy_bonus", 0, 100, f)
    wc = pd.get("wind_claimed")
    check(isinstance(wc, bool), f + ".wind_claimed", "must be true or false")
    p.wind_claimed = wc
