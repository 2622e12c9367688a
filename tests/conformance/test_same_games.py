"""The engines play exactly the games they played before: seeded games of every game (random and
heuristic bots; Merchants & Marauders also with some Seas of Glory switches), each reduced to a
digest (the hashes of its whole start and end positions and its list of decisions), compared with
the golden file ``data/same_games.json``. What a record writes is held by test_record_components.

A speed-up or a refactoring must leave every digest as it is. A change of the rules that changes
games on purpose regenerates the file deliberately, and says so in its commit:

    PYTHONPATH=. python tests/conformance/test_same_games.py --write
"""

import hashlib
import json
import sys
from pathlib import Path

import pytest

from nassau import games
from nassau.kernel.adapter import make_bots
from nassau.kernel.game import state_hash

GOLDEN = Path(__file__).parent / "data" / "same_games.json"

MARAUDERS_SETS = {          # a few switch sets: favors (clones inside a decision), locations, variants
    "favors": {"modules": ["favors"]},
    "locations": {"modules": ["locations"]},
    "cutthroat-flexible": {"variants": ["cutthroat", "flexible-turns"]},
    "all": None,            # every playable switch (the adapter's list)
}


def _piratoons_referee(players, seed):
    from nassau.piratoons.rules.setup import referee
    return referee(players, seed=seed, deal="engine")


def _case(game, players, seed, bots, checked=False, switches=None, maker=None, limit=True):
    name = f"{game}-{players}p-s{seed}-{bots}" + (f"-{switches}" if switches else "") + \
        ("-checked" if checked else "") + (f"-{maker.__name__.strip('_')}" if maker else "") + \
        ("" if limit else "-unlimited")
    return name, dict(game=game, players=players, seed=seed, bots=bots, checked=checked, switches=switches,
                      maker=maker, limit=limit)


CASES = dict([
    *[_case("pirates", 4, s, "random") for s in range(3)],
    _case("pirates", 3, 7, "random", checked=True),
    _case("pirates", 5, 8, "random"),
    *[_case("pirates", 4, s, "heuristic") for s in range(2)],
    _case("pirates", 4, 5, "heuristic,random,heuristic,random", checked=True),
    *[_case("piratoons", 4, s, "random") for s in range(3)],
    _case("piratoons", 2, 7, "random", checked=True),
    *[_case("piratoons", 4, s, "heuristic") for s in range(2)],
    _case("piratoons", 3, 5, "heuristic,random,heuristic", checked=True),
    _case("piratoons", 4, 6, "random", checked=True, maker=_piratoons_referee),
    *[_case("marauders", 4, s, "random") for s in range(2)],
    _case("marauders", 2, 7, "random", checked=True),
    _case("marauders", 4, 3, "random", limit=False),
    *[_case("marauders", 4, s, "heuristic", limit=False) for s in range(2)],
    _case("marauders", 3, 5, "trader,pirate,random", checked=True),
    *[_case("marauders", 4, 10 + i, "heuristic", switches=k, checked=i % 2 == 1)
      for i, k in enumerate(MARAUDERS_SETS)],
    *[_case("marauders", 4, 20 + i, "random", switches=k) for i, k in enumerate(MARAUDERS_SETS)],
])


def play(game, players, seed, bots, checked, switches, maker, limit):
    """The case's game, played to its end."""
    adapter = games.adapter(game)
    if maker is not None:
        g = maker(players, seed)
    else:
        on = {} if switches is None else adapter.switches() if MARAUDERS_SETS[switches] is None \
            else MARAUDERS_SETS[switches]
        options = adapter.random_play_options if limit else None
        g = adapter.new_game(players, seed, options, None, **on)
    seats = make_bots(adapter, bots, g.n, seed)
    step = g.apply if checked else g.apply_unchecked
    while not g.is_over:
        step(seats[g.current_player].choose(g))
    return g


def digest(g) -> dict:
    """What must not change: the hashes of the whole start and end positions (component data,
    notes and all), the record's length, and its decisions."""
    record = json.loads(g.to_json())
    actions = "\n".join(record["actions"]).encode()
    start = state_hash({"start": g._root.state_dict(), "start_log": record["start_log"]})
    return {"start": start, "final": state_hash(g.state_dict()), "decisions": len(record["actions"]),
            "actions": hashlib.sha256(actions).hexdigest()[:16]}


def _golden() -> dict:
    return json.loads(GOLDEN.read_text(encoding="utf-8"))["games"]


@pytest.mark.parametrize("case", list(CASES))
def test_the_game_is_the_one_played_before(case):
    want = _golden().get(case)
    assert want is not None, f"{case} is not in {GOLDEN.name}: regenerate it deliberately (see the docstring)"
    assert digest(play(**CASES[case])) == want


def test_every_golden_game_is_still_a_case():
    assert set(_golden()) == set(CASES)


def test_a_record_replays_to_the_same_digest():
    """Loading a record (checked apply of every decision) ends in the same position."""
    for case in ("pirates-4p-s0-random", "piratoons-4p-s0-heuristic", "marauders-4p-s20-random-favors"):
        g = play(**CASES[case])
        loaded = type(g).from_json(g.to_json())
        assert digest(loaded) == digest(g) == _golden()[case]


def write() -> None:
    out = {"comment": "digests of seeded games; regenerate only on purpose: "
                      "PYTHONPATH=. python tests/conformance/test_same_games.py --write",
           "games": {case: digest(play(**spec)) for case, spec in CASES.items()}}
    GOLDEN.parent.mkdir(exist_ok=True)
    GOLDEN.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {len(out['games'])} digests to {GOLDEN}")


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: PYTHONPATH=. python tests/conformance/test_same_games.py --write")
    write()
