"""Positions as JSON: ``state_dict`` writes one, ``from_state`` reads and validates one.

A position embeds its component data and options, so a record made with a user's own
data file replays anywhere. Loading checks every field's type and range, then the
invariants (every tile and coin accounted for), and refuses anything else with a
RecordError naming the field.
"""

from ..kernel.errors import RecordError
from ..kernel.rng import Rng
from .components import load_components
from .options import Options

STATE_VERSION = 1
PHASES = ("deal", "claim", "bid", "pick", "build", "over")
FIELDS = ("first_captain", "round", "captain", "phase", "queue", "stock", "stock_boats", "chest", "grab_round",
          "claims", "pending", "wasted", "out", "floating", "sunk", "dropped", "bids", "won", "boats", "aboard", "coins",
          "bank", "over")


def _plain(v):
    return [_plain(x) for x in v] if isinstance(v, (tuple, list)) else v


def state_dict(g) -> dict:
    return {
        "state_version": STATE_VERSION,
        "rng": g.rng.state,
        "mode": g.mode,
        "deal": g.deal,
        "names": list(g.names),
        "options": g.opts.to_dict(),
        "components": g.comp.doc,
        "game": {f: _plain(getattr(g, f)) for f in FIELDS},
    }


def from_state(cls, d):
    from .invariants import problems
    from .setup import DEALS, MODES, blank
    _need(isinstance(d, dict), "start", "must be an object")
    _need(d.get("state_version") == STATE_VERSION, "start.state_version", f"must be {STATE_VERSION}")
    comp = load_components(_get(d, "components", dict, "start"))
    opts = Options.coerce(_get(d, "options", dict, "start"))
    rng_state = _get(d, "rng", int, "start")
    _need(0 <= rng_state < 2 ** 64, "start.rng", "must be a 64-bit unsigned integer")
    _need(d.get("mode") in MODES, "start.mode", f"must be one of {', '.join(MODES)}")
    _need(d.get("deal") in DEALS, "start.deal", f"must be one of {', '.join(DEALS)}")
    _need(d["mode"] == "referee" or d["deal"] == "engine", "start.deal", "digital play deals from the engine")
    names = d.get("names")
    _need(isinstance(names, list) and 2 <= len(names) <= min(4, len(comp.colours))
          and all(isinstance(x, str) and x.strip() == x and x for x in names) and len(set(names)) == len(names),
          "start.names", "must list 2 to 4 different names")
    rng = Rng(0)
    rng.state = rng_state
    g = blank(comp, opts, names, rng, d["mode"], d["deal"])
    _load(g, _get(d, "game", dict, "start"))
    bad = problems(g)
    _need(not bad, "start", "; ".join(bad[:3]))
    try:
        g._settle()
    except (KeyError, IndexError, ValueError, AttributeError, TypeError, StopIteration, AssertionError) as exc:
        raise RecordError("start", f"the position is not consistent ({type(exc).__name__})") from None
    g._mark_root()
    return g


def _load(g, gd) -> None:
    f, n, last = "start.game", g.n, len(g.comp.tiles) - 1
    g.first_captain = _int(gd, "first_captain", 0, n - 1, f)
    g.round = _int(gd, "round", 1, 8, f)
    g.captain = _int(gd, "captain", 0, n - 1, f)
    _need(g.captain == (g.first_captain + g.round - 1) % n, f + ".captain", "the captain passes clockwise each round")
    g.phase = _choice(gd, "phase", PHASES, f)
    g.queue = tuple(_ints(gd, "queue", 0, n - 1, f))
    _need(len(set(g.queue)) == len(g.queue), f + ".queue", "must not repeat a seat")
    g.stock = tuple(_ints(gd, "stock", 0, last, f))
    g.stock_boats = tuple(_ints(gd, "stock_boats", 0, last, f))
    g.chest = tuple(_ints(gd, "chest", -1, last, f))
    _need(len(g.chest) == 9, f + ".chest", "must have 9 places")
    g.grab_round = _int(gd, "grab_round", 1, g.opts.claim_rounds, f)
    g.claims = _rows(gd, "claims", n, 9, 0, g.comp.sailors, f)
    g.pending = _rows(gd, "pending", n, 9, 0, g.comp.sailors, f)
    g.wasted = tuple(_ints(gd, "wasted", 0, g.comp.sailors, f))
    _need(len(g.wasted) == n, f + ".wasted", f"must have {n} counts")
    g.out = _int(gd, "out", 0, (1 << n) - 1, f)
    g.floating = tuple(_ints(gd, "floating", 0, last, f))
    g.sunk = tuple(_ints(gd, "sunk", 0, last, f))
    g.dropped = tuple(_ints(gd, "dropped", 0, last, f))
    _need(set(g.dropped) <= set(g.floating) and (g.phase == "build" or not g.dropped), f + ".dropped",
          "lists tiles the player now building threw overboard")
    g.bids = tuple(_ints(gd, "bids", -1, g.comp.coins, f))
    _need(len(g.bids) == n, f + ".bids", f"must have {n} entries")
    for key in ("won", "boats", "aboard"):
        rows = gd.get(key)
        _need(isinstance(rows, list) and len(rows) == n, f"{f}.{key}", f"must be {n} lists")
        setattr(g, key, tuple(tuple(_ints({key: r}, key, 0, last, f)) for r in rows))
    g.coins = tuple(_ints(gd, "coins", 0, g.comp.coins, f))
    _need(len(g.coins) == n, f + ".coins", f"must have {n} counts")
    g.bank = _int(gd, "bank", 0, g.comp.coins, f)
    over = gd.get("over")
    _need(isinstance(over, bool), f + ".over", "must be true or false")
    g.over = over
    _need(over == (g.phase == "over") and (over or g.queue), f + ".over", "does not match the phase and queue")
    _need(g.mode == "referee" or not (g.out or any(g.wasted)), f, "only a refereed table has fallen sailors or "
                                                                 "players out for the round")


def _need(ok, field, message):
    if not ok:
        raise RecordError(field, message)


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def _get(d, key, typ, where):
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


def _rows(d, key, count, width, lo, hi, where):
    v = d.get(key) if isinstance(d, dict) else None
    _need(isinstance(v, list) and len(v) == count, f"{where}.{key}", f"must be {count} lists")
    rows = tuple(tuple(_ints({key: r}, key, lo, hi, where)) for r in v)
    _need(all(len(r) == width for r in rows), f"{where}.{key}", f"each list must have {width} counts")
    return rows


def _choice(d, key, choices, where):
    v = d.get(key) if isinstance(d, dict) else None
    _need(v in choices, f"{where}.{key}", f"must be one of {', '.join(choices)}")
    return v
