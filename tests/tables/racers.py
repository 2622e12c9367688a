"""A kernel of its own, for the test of decisions made at once by separate processes
(tests/tables/test_processes.py): a module, not a test file, so a spawned process imports it
without the tests around it."""


def race(url, codes, which, rounds, meet, results):
    """Open the store at ``url`` and, ``rounds`` times: join the seat whose turn it is (one of
    ``codes``), look at the table, and decide on what it saw (``legal[0]`` for racer 0,
    ``legal[-1]`` for racer 1), writing only once every racer is about to write (``meet``, a
    barrier), so each decision is made on the version the others saw too. Each outcome goes to
    ``results``: (round, racer, version seen, pick, "landed", new version) or (..., "moved on",
    the version the table is at), or (round, racer, "error", text) and the racer stops."""
    from nassau import tables

    store = tables.Store(url)
    write = store.write

    def meeting_write(*args):
        meet.wait()                  # every racer has read the table and decided: now all write
        return write(*args)

    store.write = meeting_write
    try:
        for round_ in range(rounds):
            meet.wait()              # the last round's decisions are all written
            for code in codes:
                seat = tables.join(code, store=store)
                view = seat.view()
                if view["your_turn"] or view["over"]:
                    break
            if view["over"]:
                results.put((round_, which, view["version"], None, "over", view["version"]))
                return
            pick = view["legal"][0 if which == 0 else -1]
            try:
                results.put((round_, which, view["version"], pick, "landed", seat.act(pick, view["version"])["version"]))
            except tables.TableMovedOn as exc:
                results.put((round_, which, view["version"], pick, "moved on", exc.now))
    except Exception as exc:         # said to the test, which fails with it
        meet.abort()
        results.put((round_, which, "error", f"{type(exc).__name__}: {exc}"))
    finally:
        store.close()
