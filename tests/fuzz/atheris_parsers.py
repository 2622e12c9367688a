"""Coverage-guided fuzzing (atheris, on libFuzzer) of every game's notation and record parsers.

    python tests/fuzz/atheris_parsers.py -atheris_runs=20000            # 20 000 inputs
    python tests/fuzz/atheris_parsers.py CORPUS_DIR -max_total_time=3600  # an hour, growing a corpus

Any libFuzzer flag works (``-seed=1``, ``-max_len=4096``, ``-artifact_prefix=crashes/``). The
script fuzzes the nassau of the checkout it sits in. The input's first bytes pick a game and a
target:

- notation: the rest as text, read by the game's ``Action`` and applied to a clone of one of a few
  positions (``apply(text)``);
- record bytes: the rest as a record, to ``Game.from_json`` and ``nassau.games.for_record``;
- record splice: a real record with the rest spliced in where the input says;
- record field: a real record with one field (of the record, its start or a player) replaced by
  the rest read as JSON, the start's checksum made to match so the loader reads it.

IllegalActionError and RecordError are the documented refusals (and ValueError from ``Action()``
itself, which ``apply`` turns into an IllegalActionError); any other exception is a crash, which
libFuzzer reports with the input that made it (``crash-<sha1>`` in the artifact folder).
"""

import json
import os
import sys
from pathlib import Path

import atheris

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))      # this checkout's nassau

with atheris.instrument_imports(include=["nassau"]):
    from nassau import IllegalActionError, RecordError, games
    from nassau.kernel.game import state_hash
    from nassau.kernel.rng import Rng
    for _name in games.names():
        games.adapter(_name)            # each game's package is imported here, so it is instrumented too

DOCUMENTED = (IllegalActionError, RecordError)
PLANTED = os.environ.get("NASSAU_ATHERIS_PLANT")      # the harness's own test: a crash on purpose
TARGETS = ("notation", "record bytes", "record splice", "record field")


def _played(name, seed, decisions):
    a = games.adapter(name)
    game = a.new_game(a.default_players, seed, a.random_play_options, None)
    chooser = Rng(seed)
    for _ in range(decisions):
        if game.is_over:
            break
        legal = game.legal_actions()
        game.apply(legal[chooser.below(len(legal))])
    return game


def _field_paths(doc) -> list:
    """Where a field is replaced: the record's fields, its start's, its start's game's and its
    first player's (the components are left to the record splice)."""
    out = [(k,) for k in doc]
    start = doc["start"]
    out += [("start", k) for k in start]
    for key in ("game", "players"):
        node = start.get(key)
        if isinstance(node, dict):
            out += [("start", key, k) for k in node]
        elif isinstance(node, list) and node and isinstance(node[0], dict):
            out += [("start", key, 0, k) for k in node[0]]
    return out


GAMES = []
for _name in games.names():
    _positions = [_played(_name, 1, 0), _played(_name, 2, 20), _played(_name, 3, 60)]
    _records = [p.to_json() for p in _positions]
    GAMES.append((_name, type(_positions[0]), _positions, _records,
                  [_field_paths(json.loads(r)) for r in _records]))


def notation(fdp, game_class, positions):
    position = positions[fdp.ConsumeIntInRange(0, len(positions) - 1)]
    text = fdp.ConsumeUnicodeNoSurrogates(fdp.remaining_bytes())
    try:
        game_class.Action(text)
    except ValueError:
        pass
    try:
        position.clone().apply(text)
    except IllegalActionError:
        pass


def load(game_class, data):
    for read in (game_class.from_json, games.for_record):
        try:
            read(data)
        except RecordError:
            pass


def record_splice(fdp, game_class, records):
    text = records[fdp.ConsumeIntInRange(0, len(records) - 1)].encode()
    at = fdp.ConsumeIntInRange(0, len(text))
    cut = fdp.ConsumeIntInRange(0, 8)
    load(game_class, text[:at] + fdp.ConsumeBytes(fdp.remaining_bytes()) + text[at + cut:])


def record_field(fdp, game_class, records, paths):
    i = fdp.ConsumeIntInRange(0, len(records) - 1)
    doc = json.loads(records[i])
    path = paths[i][fdp.ConsumeIntInRange(0, len(paths[i]) - 1)]
    raw = fdp.ConsumeBytes(fdp.remaining_bytes())
    try:
        value = json.loads(raw)
    except (ValueError, RecursionError):
        value = raw.decode("utf-8", "replace")
    node = doc
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    try:
        doc["start_hash"] = state_hash({"start": doc.get("start"), "start_log": doc.get("start_log")})
        text = json.dumps(doc)
    except (ValueError, TypeError, RecursionError):
        return                          # a value JSON cannot write back (too deep)
    load(game_class, text)


def test_one_input(data: bytes):
    fdp = atheris.FuzzedDataProvider(data)
    name, game_class, positions, records, paths = GAMES[fdp.ConsumeIntInRange(0, len(GAMES) - 1)]
    target = TARGETS[fdp.ConsumeIntInRange(0, len(TARGETS) - 1)]
    if PLANTED:
        raise KeyError(PLANTED)
    if target == "notation":
        notation(fdp, game_class, positions)
    elif target == "record bytes":
        load(game_class, fdp.ConsumeBytes(fdp.remaining_bytes()))
    elif target == "record splice":
        record_splice(fdp, game_class, records)
    else:
        record_field(fdp, game_class, records, paths)


def main():
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
