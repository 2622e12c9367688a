"""Positions as JSON: ``state_dict`` writes one, ``from_state`` reads and validates one.

A position embeds its component data and options, so a record made with a user's own
data file replays anywhere. Loading checks every field's type and range, then the
invariants (every tile and coin accounted for), and refuses anything else with a
RecordError naming the field.
"""

import json

from ...kernel.english import plural
from ...kernel.errors import IllegalActionError, RecordError
from ...kernel.limits import parse_json
from ...kernel.players import check_names
from ...kernel.validate import (check, check_position, get, get_choice, get_int, get_ints, get_lists, is_int,
                                read_start)
from .components import load_components
from .invariants import problems
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
        "options": g.opts.to_record(),
        "components": g.comp.doc,
        "game": {f: _plain(getattr(g, f)) for f in FIELDS},
    }


def from_state(cls, d):
    """A validated Game of class ``cls`` from a position ``d``; RecordError names the bad field."""
    comp, opts, rng = read_start(d, STATE_VERSION, load_components, Options)
    check(d.get("mode") in cls.MODES, "start.mode", f"must be one of {', '.join(cls.MODES)}")
    check(d.get("deal") in cls.DEALS, "start.deal", f"must be one of {', '.join(cls.DEALS)}")
    check(d["mode"] == "referee" or d["deal"] == "engine", "start.deal", "digital play deals from the engine")
    names = d.get("names")
    check(isinstance(names, list) and 2 <= len(names) <= min(4, len(comp.colours)), "start.names",
          "must list 2 to 4 different names")
    check_names(names, "start.names")
    gd = get(d, "game", dict, "start")
    seats = gd.get("coins")                      # one entry per seat, like every per-seat list
    check(not isinstance(seats, list) or len(seats) == len(names), "start.names",
          "must name one player per seat: the position has "
          + plural(len(seats) if isinstance(seats, list) else 0, "seat"))
    g = cls.blank(comp, opts, names, rng, mode=d["mode"], deal=d["deal"])
    _load(g, gd)
    check_position(g, problems)
    g._mark_root()
    return g


def _load(g, gd) -> None:
    f, n, last = "start.game", g.n, len(g.comp.tiles) - 1
    g.first_captain = get_int(gd, "first_captain", 0, n - 1, f)
    g.round = get_int(gd, "round", 1, 8, f)
    g.captain = get_int(gd, "captain", 0, n - 1, f)
    check(g.captain == (g.first_captain + g.round - 1) % n, f + ".captain", "the captain passes clockwise each round")
    g.phase = get_choice(gd, "phase", PHASES, f)
    g.queue = tuple(get_ints(gd, "queue", 0, n - 1, f))
    check(len(set(g.queue)) == len(g.queue), f + ".queue", "must not repeat a seat")
    g.stock = tuple(get_ints(gd, "stock", 0, last, f))
    g.stock_boats = tuple(get_ints(gd, "stock_boats", 0, last, f))
    g.chest = tuple(get_ints(gd, "chest", -1, last, f))
    check(len(g.chest) == 9, f + ".chest", "must have 9 places")
    g.grab_round = get_int(gd, "grab_round", 1, g.opts.claim_rounds, f)
    g.claims = _rows(gd, "claims", n, 9, 0, g.comp.sailors, f)
    g.pending = _rows(gd, "pending", n, 9, 0, g.comp.sailors, f)
    g.wasted = tuple(get_ints(gd, "wasted", 0, g.comp.sailors, f))
    check(len(g.wasted) == n, f + ".wasted", f"must have {n} counts")
    g.out = _out(gd, n, f)
    g.floating = tuple(get_ints(gd, "floating", 0, last, f))
    g.sunk = tuple(get_ints(gd, "sunk", 0, last, f))
    g.dropped = tuple(get_ints(gd, "dropped", 0, last, f))
    check(set(g.dropped) <= set(g.floating) and (g.phase == "build" or not g.dropped), f + ".dropped",
          "lists tiles the player now building threw overboard")
    g.bids = tuple(get_ints(gd, "bids", -1, g.comp.coins, f))
    check(len(g.bids) == n, f + ".bids", f"must have {n} entries")
    for key in ("won", "boats", "aboard"):
        setattr(g, key, tuple(tuple(r) for r in get_lists(gd, key, n, 0, last, f)))
    g.coins = tuple(get_ints(gd, "coins", 0, g.comp.coins, f))
    check(len(g.coins) == n, f + ".coins", f"must have {n} counts")
    g.bank = get_int(gd, "bank", 0, g.comp.coins, f)
    over = gd.get("over")
    check(isinstance(over, bool), f + ".over", "must be true or false")
    g.over = over
    check(over == (g.phase == "over") and (over or g.queue), f + ".over", "does not match the phase and queue")
    check(g.mode == "referee" or not (any(g.out) or any(g.wasted)), f, "only a refereed table has fallen sailors or "
                                                                 "players out for the round")


def _rows(d, key, count, width, lo, hi, where):
    """``count`` lists of exactly ``width`` integers (a seat's claim on each chest place)."""
    rows = tuple(tuple(r) for r in get_lists(d, key, count, lo, hi, where))
    check(all(len(r) == width for r in rows), f"{where}.{key}", f"each list must have {width} counts")
    return rows


def _out(gd, n, where) -> tuple:
    """Who is out for the round, one true/false per seat (older records: a bit per seat)."""
    v = gd.get("out") if isinstance(gd, dict) else None
    if is_int(v) and 0 <= v < 1 << n:
        return tuple(bool(v >> s & 1) for s in range(n))
    check(isinstance(v, list) and len(v) == n and all(isinstance(x, bool) for x in v), f"{where}.out",
          f"must be {n} true/false values, one per seat")
    return tuple(v)


def with_taken_seals(cls, text):
    """A record saved when a digital claim was sealed by the engine once its player had placed
    every sailor, with those seals written in (in digital play sealing is now always the
    player's own decision); None if the record needs no seal or still does not replay."""
    try:
        record = parse_json(text, "record")
        game, out = cls._from_state(record["start"]), []
        for notation in list(record["actions"]) + [None]:
            if _awaits_seal(game) and notation != "seal":
                game.apply("seal")
                out.append("seal")
            if notation is not None:
                game.apply(notation)
                out.append(notation)
    except (RecordError, IllegalActionError, KeyError, TypeError):
        return None
    if len(out) == len(record["actions"]):
        return None
    return json.dumps(dict(record, actions=out))


def _awaits_seal(g) -> bool:
    return g.mode == "digital" and not g.over and g.phase == "claim" and g.legal_actions().notations() == ["seal"]
