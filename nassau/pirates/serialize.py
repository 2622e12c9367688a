"""Positions as JSON: ``state_dict`` writes one, ``from_state`` reads and validates one.

A position embeds its component data, so a record made with a user's own data
file replays anywhere. Loading checks every field's type and range, then the
invariants (every component accounted for), and refuses anything else with a
RecordError naming the field.
"""

from ..kernel.errors import RecordError
from ..kernel.rng import Rng
from .components import load_components
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
        "options": game.opts.to_dict(),
        "components": game.comp.doc,
        "game": {f: _plain(getattr(game, f)) for f in GAME_FIELDS},
        "players": [{f: _plain(getattr(p, f)) for f in PLAYER_FIELDS} for p in game.players],
    }


def from_state(cls, d):
    from .setup import blank
    from .invariants import problems
    _need(isinstance(d, dict), "start", "must be an object")
    _need(d.get("state_version") == STATE_VERSION, "start.state_version", f"must be {STATE_VERSION}")
    comp = load_components(_get(d, "components", dict))
    opts = Options.coerce(_get(d, "options", dict))
    rng_state = _get(d, "rng", int)
    _need(0 <= rng_state < 2 ** 64, "start.rng", "must be a 64-bit unsigned integer")
    players = _get(d, "players", list)
    _need(3 <= len(players) <= 5 and all(isinstance(p, dict) for p in players), "start.players", "must list 3 to 5 players")
    names = [_get(p, "name", str, f"start.players[{i}]") for i, p in enumerate(players)]
    _need(len(set(names)) == len(names) and all(names), "start.players", "names must be different and not empty")
    rng = Rng(0)
    rng.state = rng_state
    g = blank(comp, opts, names, rng)
    gd = _get(d, "game", dict)
    _load_game(g, gd)
    for i, (p, pd) in enumerate(zip(g.players, players)):
        _load_player(g, p, pd, f"start.players[{i}]")
    bad = problems(g)
    _need(not bad, "start", "; ".join(bad[:3]))
    if not g.over:
        try:
            g._settle()
        except (KeyError, IndexError, ValueError, AttributeError, TypeError, StopIteration, AssertionError) as exc:
            raise RecordError("start", f"the position is not consistent ({type(exc).__name__})") from None
    else:
        from ..kernel.actions import LegalActions
        g._legal = LegalActions(())
    g._mark_root()
    return g


def _load_game(g, gd) -> None:
    n, comp = g.n, g.comp
    f = "start.game"
    g.round = _int(gd, "round", 1, 100, f)
    g.step = _choice(gd, "step", STEPS, f)
    g.sub = _choice(gd, "sub", SUBS, f)
    g.order = tuple(_ints(gd, "order", 0, n - 1, f))
    _need(sorted(g.order) == list(range(n)), f + ".order", "must list every seat once")
    g.turn = _int(gd, "turn", -1, n, f)
    g.pass_no = _int(gd, "pass_no", 1, 4, f)
    g.cur = _int(gd, "cur", -1, n - 1, f)
    g.routes = _ints(gd, "routes", -1, len(comp.merchants) - 1, f)
    _need(len(g.routes) == 21, f + ".routes", "must have 21 entries")
    for s, m in enumerate(g.routes):
        if m >= 0:
            sp = comp.spaces[s] if s else None
            _need(sp is not None and sp.kind == "route", f + ".routes", f"space {s} is not a trade route")
    g.decks = tuple(tuple(x) for x in _lists(gd, "decks", 3, 0, len(comp.merchants) - 1, f))
    g.departed = tuple(_ints(gd, "departed", 0, len(comp.merchants) - 1, f))
    g.navy_deck = tuple(_ints(gd, "navy_deck", 0, len(comp.navy) - 1, f))
    g.navy_display = tuple(_ints(gd, "navy_display", 0, len(comp.navy) - 1, f))
    g.sacked = tuple(_ints(gd, "sacked", 1, 20, f))
    for key in ("harbour", "stacks", "box"):
        setattr(g, key, tuple(tuple(x) for x in _lists(gd, key, 3, 0, len(comp.tiles) - 1, f)))
    g.supply = _ints(gd, "supply", 0, 10 ** 6, f)
    _need(len(g.supply) == 5, f + ".supply", "must have 5 counts")
    g.doubloons = _int(gd, "doubloons", 0, 10 ** 6, f)
    g.winds = _int(gd, "winds", 0, 10 ** 6, f)
    g.pending = tuple(_ints(gd, "pending", 0, 10 ** 6, f))
    _need(len(g.pending) == 5, f + ".pending", "must have 5 counts")
    then = gd.get("then")
    _need(isinstance(then, list) and all(t in CONTINUATIONS for t in then), f + ".then", "unknown continuation")
    g.then = tuple(then)
    col = gd.get("collision")
    _need(col is None or (isinstance(col, list) and len(col) == 3 and all(_is_int(x) for x in col)), f + ".collision",
          "must be null or three integers")
    g.collision = tuple(col) if col else None
    pen = gd.get("penalties")
    _need(isinstance(pen, list) and all(x in ("infamy", "goods") for x in pen), f + ".penalties", "must list infamy/goods")
    g.penalties = tuple(pen)
    g.lose_left = _int(gd, "lose_left", 0, 100, f)
    g.stowed = _int(gd, "stowed", 0, 1000, f)
    g.passed = _int(gd, "passed", 0, (1 << n) - 1, f)
    over = gd.get("over")
    _need(isinstance(over, bool), f + ".over", "must be true or false")
    g.over = over
    rounds = gd.get("infamy_rounds")
    _need(isinstance(rounds, list) and all(isinstance(r, list) and len(r) == n and all(_is_int(x) and x >= 1 for x in r)
                                           for r in rounds), f + ".infamy_rounds", "must list every player's infamy per round")
    g.infamy_rounds = tuple(tuple(r) for r in rounds)
    _need(g.over == (g.step == "over"), f + ".over", "does not match the step")
    _need(g.over or 0 <= g.cur < n, f + ".cur", "must name the deciding seat")


def _load_player(g, p, pd, f) -> None:
    n_slots, comp = len(g.ship.slots), g.comp
    p.infamy = _int(pd, "infamy", 1, 10 ** 6, f)
    p.pos = _int(pd, "pos", 0, 20, f)
    p.moves = _int(pd, "moves", 0, 3, f)
    p.dice = tuple(_ints(pd, "dice", 1, 6, f))
    _need(len(p.dice) <= 3, f + ".dice", "at most 3 dice")
    path = pd.get("path")
    _need(isinstance(path, list) and all(isinstance(x, list) and len(x) == 2 and all(_is_int(y) for y in x) for x in path),
          f + ".path", "must be a list of [space, face] pairs")
    p.path = tuple(tuple(x) for x in path)
    p.wind = _int(pd, "wind", 0, 1, f)
    p.wind_used = tuple(_ints(pd, "wind_used", 1, 6, f))
    p.hold = _ints(pd, "hold", 0, 10 ** 6, f)
    _need(len(p.hold) == 5, f + ".hold", "must have 5 counts")
    p.chest = _int(pd, "chest", 0, 10 ** 6, f)
    p.doubloons = _int(pd, "doubloons", 0, 10 ** 6, f)
    p.extra = _int(pd, "extra", 0, comp.max_extra, f)
    tiles = _ints(pd, "tiles", -1, len(comp.tiles) - 1, f)
    _need(len(tiles) == n_slots, f + ".tiles", f"must have {n_slots} slots")
    for slot, t in enumerate(tiles):
        p.place(slot, t, comp.tiles)
    p.flipped = _int(pd, "flipped", 0, (1 << n_slots) - 1, f)
    p.fresh = _int(pd, "fresh", 0, (1 << n_slots) - 1, f)
    caps = pd.get("captains")
    _need(isinstance(caps, list) and len(caps) == len(comp.captains) and all(isinstance(x, bool) for x in caps),
          f + ".captains", f"must be {len(comp.captains)} true/false values")
    p.captains = tuple(caps)
    p.captured = tuple(_ints(pd, "captured", 0, len(comp.merchants) - 1, f))
    p.sacked = _int(pd, "sacked", 0, 7, f)
    p.planked = _int(pd, "planked", 0, 100, f)
    p.boost = tuple(_ints(pd, "boost", 0, 100, f))
    _need(len(p.boost) == 2, f + ".boost", "must be [sail, cannon]")
    p.smuggle_bonus = _int(pd, "smuggle_bonus", 0, 100, f)
    p.ransom_bonus = _int(pd, "ransom_bonus", 0, 100, f)
    p.infamy_bonus = _int(pd, "infamy_bonus", 0, 100, f)
    wc = pd.get("wind_claimed")
    _need(isinstance(wc, bool), f + ".wind_claimed", "must be true or false")
    p.wind_claimed = wc


def _need(ok, field, message):
    if not ok:
        raise RecordError(field, message)


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def _get(d, key, typ, where="start"):
    v = d.get(key) if isinstance(d, dict) else None
    ok = _is_int(v) if typ is int else isinstance(v, typ)
    _need(ok, f"{where}.{key}", f"must be {'an integer' if typ is int else 'a ' + typ.__name__}")
    return v


def _int(d, key, lo, hi, where):
    v = _get(d, key, int, where)
    _need(lo <= v <= hi, f"{where}.{key}", f"must be from {lo} to {hi}")
    return v


def _ints(d, key, lo, hi, where):
    v = d.get(key) if isinstance(d, dict) else None
    _need(isinstance(v, list) and all(_is_int(x) and lo <= x <= hi for x in v), f"{where}.{key}",
          f"must be a list of integers from {lo} to {hi}")
    return list(v)


def _lists(d, key, count, lo, hi, where):
    v = d.get(key) if isinstance(d, dict) else None
    _need(isinstance(v, list) and len(v) == count, f"{where}.{key}", f"must be {count} lists")
    return [_ints({key: x}, key, lo, hi, where) for x in v]


def _choice(d, key, choices, where):
    v = d.get(key) if isinstance(d, dict) else None
    _need(v in choices, f"{where}.{key}", f"must be one of {', '.join(choices)}")
    return v
