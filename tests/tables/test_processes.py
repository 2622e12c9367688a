"""Two students acting at once from two kernels, as separate processes (spawned, each with its
own interpreter and connections) on one table, on SQLite and on PostgreSQL: each time one
decision lands and the other is refused as 'the table moved on', and the log holds each landed
decision once, in order, and replays to the record."""

import multiprocessing
import queue

from nassau import games, tables

from . import racers

NAMES = ["Ann", "Bo", "Cy"]
ROUNDS = 6
RACERS = 2
DEADLINE = 60        # seconds for anything a racer says (a hung racer fails the test, never blocks it)


def test_two_processes_deciding_at_once_are_served_one_at_a_time_and_nothing_is_lost(url):
    created = tables.create("piratoons", NAMES, bots={"Cy": "bot"}, seed=3, store=url)
    codes = [created.codes["Ann"], created.codes["Bo"]]
    spawn = multiprocessing.get_context("spawn")
    meet, results = spawn.Barrier(RACERS, timeout=DEADLINE), spawn.Queue()
    procs = [spawn.Process(target=racers.race, args=(url, codes, i, ROUNDS, meet, results), daemon=True)
             for i in range(RACERS)]
    for p in procs:
        p.start()
    said = []

    def done(racer):             # its rounds all said, or its last word an error or the game's end
        words = [s for s in said if s[1] == racer]
        return len(words) == ROUNDS or any(s[2] == "error" or s[4] == "over" for s in words)

    try:
        while not all(done(racer) for racer in range(RACERS)):
            try:
                said.append(results.get(timeout=DEADLINE))
            except queue.Empty:
                raise AssertionError(f"no word from the racers in {DEADLINE} s; they said {said}, exit codes "
                                     f"{[p.exitcode for p in procs]}") from None
    finally:
        for p in procs:
            p.join(DEADLINE)
            if p.is_alive():
                p.kill()
    assert not [s for s in said if s[2] == "error"], [s for s in said if s[2] == "error"]
    assert [p.exitcode for p in procs] == [0] * RACERS, said

    landed = []
    for round_ in range(ROUNDS):
        outcomes = sorted((s for s in said if s[0] == round_), key=lambda s: s[4])
        assert len(outcomes) == RACERS, (round_, said)
        (_, _, seen, pick, won, new), (_, _, seen_too, _, lost, now) = outcomes
        assert (won, lost) == ("landed", "moved on") and seen == seen_too, outcomes    # one lands, one is refused
        assert new == now == seen + 1 == round_ + 1, outcomes                          # ...by the one that landed
        landed.append(pick)

    store = tables.open_store(url)
    row, log = store.table(created.id), store.log(created.id)
    game = games.adapter("piratoons").load_record(row.record)
    assert row.version == ROUNDS
    assert [e.ply for e in log] == list(range(game.ply))                    # nothing doubled, no gap
    assert [e.notation for e in log] == [a.notation for a in game.history]  # the log is the record's
    assert [e.notation for e in log if e.seat != 2] == landed               # each winner once, in order
    replayed = games.adapter(row.game).load_record(row.start)
    for entry in log[replayed.ply:]:
        replayed.apply(entry.notation, player=entry.seat)
    assert replayed.to_json() == row.record
