"""The table store: codes open only their seats, one decision lands of two made at once, a
table outlives the kernel that set it, and the log replays to the record."""

import gc
import threading

import pytest

from nassau import games, tables
from nassau.kernel.errors import IllegalActionError
from nassau.tables import seats as seats_module

NAMES = ["Ann", "Bo", "Cy"]


def _turn(seat_list):
    """The seat whose turn it is, and its view."""
    for seat in seat_list:
        view = seat.view()
        if view["your_turn"]:
            return seat, view
    return None, None


def _replayed(store, table_id):
    """The game of the table's starting record with every logged decision applied by its seat."""
    row = store.table(table_id)
    game = games.adapter(row.game).load_record(row.start)
    for entry in store.log(table_id)[game.ply:]:
        game.apply(entry.notation, player=entry.seat)
    return game


def test_a_code_opens_its_seat_again_and_a_wrong_or_replaced_code_is_refused(url):
    created = tables.create("piratoons", NAMES, bots={"Cy": "bot"}, seed=1, store=url)
    assert set(created.codes) == {"Ann", "Bo"}                  # a bot's seat has no code
    code = created.codes["Ann"]
    first, again = tables.join(code, store=url), tables.join(code, store=url)   # a second kernel, same code
    assert first.seat == again.seat == 0 and first.view() == again.view()
    table_id, seat, secret = code.split(".")
    wrong = [f"{table_id}.{seat}.{secret[:-1]}{'A' if secret[-1] != 'A' else 'B'}",   # one character off
             f"{table_id}.1.{secret}",                                           # Ann's secret on Bo's seat
             f"{table_id}.2.{secret}",                                           # on the bot's seat
             f"{'0' * 16}.0.{secret}",                                           # another table
             "not a code", ""]
    for bad in wrong:
        with pytest.raises(tables.SeatRefused) as refused:
            tables.join(bad, store=url)
        assert refused.value.field == "code"
    store = tables.open_store(url)
    assert not any(secret in str(tuple(row)) for row in store.seat_rows(created.id))   # stored as a hash only
    new = store.new_code(created.id, 0)
    for stale in (first, again):            # kernels that joined with the old code are refused from now on
        with pytest.raises(tables.SeatRefused):
            stale.view()
    with pytest.raises(tables.SeatRefused):
        tables.join(code, store=url)
    assert tables.join(new, store=url).view()["you"] == "Ann"


def test_only_the_seat_to_decide_acts_and_a_refused_decision_changes_nothing(url):
    created = tables.create("piratoons", NAMES, seed=2, store=url)
    seat_list = [created.join(n) for n in NAMES]
    deciding, view = _turn(seat_list)
    other = next(s for s in seat_list if s is not deciding)
    store = tables.open_store(url)
    before = store.table(created.id)
    with pytest.raises(IllegalActionError) as turn:
        other.act(view["legal"][0], view["version"])
    assert turn.value.rule == "turn"
    with pytest.raises(IllegalActionError):
        deciding.act("claim Z", view["version"])
    with pytest.raises(tables.TableError) as version:
        deciding.act(view["legal"][0], "0")
    assert version.value.field == "version"
    after = store.table(created.id)
    assert (after.version, after.record) == (before.version, before.record) and store.log(created.id) == []
    landed = deciding.act(view["legal"][0], view["version"])
    assert landed["version"] == view["version"] + 1
    with pytest.raises(tables.TableMovedOn, match="the table moved on"):
        deciding.act(landed["legal"][0], view["version"])


def _race(url, times):
    """The same seat joined from two kernels (two Stores, two connections to one file), both
    deciding on the same version: both read it before either writes."""
    created = tables.create("piratoons", NAMES, bots={"Cy": "bot"}, seed=3, store=url)
    kernels = [tables.Store(url), tables.Store(url)]
    meet = threading.Barrier(2, timeout=20)
    for store in kernels:
        write = store.write
        store.write = lambda *args, write=write: (meet.wait(), write(*args))[1]
    outcomes = []
    for _ in range(times):
        joined = [[tables.join(created.codes[n], store=k) for n in ("Ann", "Bo")] for k in kernels]
        first, view = _turn(joined[0])
        if first is None:
            break
        twin = joined[1][joined[0].index(first)]
        picks = [view["legal"][0], view["legal"][-1]]
        results = [None, None]

        def decide(i, seat):
            seats_module.forget()          # each thread loads the table itself, as another kernel would
            try:
                results[i] = seat.act(picks[i], view["version"])["version"]
            except tables.TableMovedOn as exc:
                results[i] = exc

        threads = [threading.Thread(target=decide, args=(i, s)) for i, s in enumerate((first, twin))]
        for t in threads:
            t.start()
        for t in threads:
            t.join(60)
        landed = [r for r in results if isinstance(r, int)]
        refused = [r for r in results if isinstance(r, tables.TableMovedOn)]
        assert len(landed) == 1 and len(refused) == 1, results
        assert landed[0] == view["version"] + 1 and refused[0].now == landed[0]
        outcomes.append(picks[results.index(landed[0])])
    return created, outcomes


def test_of_two_decisions_made_at_once_one_lands_and_nothing_is_lost_or_doubled(url):
    created, landed = _race(url, 12)
    store = tables.open_store(url)
    row, log = store.table(created.id), store.log(created.id)
    game = games.adapter("piratoons").load_record(row.record)
    assert [e.ply for e in log] == list(range(len(log))) == list(range(game.ply))
    assert [e.notation for e in log] == [a.notation for a in game.history]
    humans = [e.notation for e in log if e.seat != 2]
    assert humans == landed                          # each race's winner, once, in order
    assert _replayed(store, created.id).to_json() == row.record
    assert row.version == len(landed)


def test_a_table_goes_on_after_the_kernel_that_played_it_died(url):
    created = tables.create("marauders", NAMES, bots={"Bo": "bot"}, seed=5, store=url)
    codes, table_id = created.codes, created.id
    seat_list = [tables.join(c, store=url) for c in codes.values()]
    for _ in range(6):
        seat, view = _turn(seat_list)
        seat.act(view["legal"][0], view["version"])
    seen = {name: s.view() for name, s in zip(codes, seat_list)}
    del created, seat_list, seat, view
    for store in list(seats_module._stores.values()):
        store.close()
    seats_module._stores.clear()
    seats_module.forget()
    gc.collect()
    back = [tables.join(c, store=url) for c in codes.values()]       # a new kernel, with the codes only
    assert {name: s.view() for name, s in zip(codes, back)} == seen
    seat, view = _turn(back)
    assert seat.act(view["legal"][0], view["version"])["version"] == view["version"] + 1
    assert _replayed(tables.open_store(url), table_id).to_json() == tables.open_store(url).table(table_id).record


def test_a_whole_game_of_two_people_and_a_bot_plays_to_the_end_and_replays_from_the_log(url):
    created = tables.create("piratoons", NAMES, bots={"Bo": "random"}, seed=6, store=url)
    seat_list = [created.join("Ann"), created.join("Cy")]
    decisions = 0
    while not seat_list[0].view()["over"]:
        seat, view = _turn(seat_list)
        seat.act(view["legal"][decisions % len(view["legal"])], view["version"])
        decisions += 1
        assert decisions < 2000
    store = tables.open_store(url)
    row, log = store.table(created.id), store.log(created.id)
    final = games.adapter("piratoons").load_record(row.record)
    assert final.is_over and row.version == decisions
    assert _replayed(store, created.id).to_json() == row.record
    assert {e.seat for e in log} == {0, 1, 2} and sum(e.seat != 1 for e in log) == decisions
    for seat in seat_list:
        view = seat.view()
        assert view["over"] and view["legal"] == [] and [r["points"] for r in view["result"]] == \
            [r["points"] for r in final.final_rows()]
        with pytest.raises(IllegalActionError):
            seat.act("seal", view["version"])


def test_waiting_returns_once_the_table_moved_and_at_the_deadline_otherwise(url):
    created = tables.create("piratoons", NAMES, seed=7, store=url)
    seat_list = [created.join(n) for n in NAMES]
    seat, view = _turn(seat_list)
    other = next(s for s in seat_list if s is not seat)
    assert other.wait(view["version"], timeout=0.05)["version"] == view["version"]   # nothing moved
    done = threading.Event()
    waited = {}

    def watch():
        waited["view"] = other.wait(view["version"], timeout=30)
        done.set()

    watcher = threading.Thread(target=watch)
    watcher.start()
    seat.act(view["legal"][0], view["version"])
    watcher.join(30)
    assert done.is_set() and waited["view"]["version"] == view["version"] + 1


def test_the_schema_is_plain_sql_that_postgresql_takes_too():
    """The same schema on PostgreSQL: its statements compile for that dialect, also where no
    server runs (with one, every test taking ``url`` runs on it too: conftest.py)."""
    import sqlalchemy as sa
    from sqlalchemy.dialects import postgresql
    from sqlalchemy.schema import CreateTable
    from nassau.tables.store import _schema
    meta, tables_, seats, decisions = _schema()
    ddl = " ".join(str(CreateTable(t).compile(dialect=postgresql.dialect())) for t in (tables_, seats, decisions))
    assert "BIGINT" in ddl and "PRIMARY KEY (table_id, ply)" in ddl
    same = sa.exists().where(seats.c.table_id == "t", seats.c.token_hash == "h")
    update = tables_.update().where(tables_.c.id == "t", tables_.c.version == 3, same).values(version=4)
    assert "WHERE nassau_tables.id = " in str(update.compile(dialect=postgresql.dialect()))


def test_without_sqlalchemy_the_tables_say_what_to_install(monkeypatch, url):
    from nassau.kernel.errors import MissingDependency
    from nassau.tables import store
    monkeypatch.setattr(store, "sa", None)
    with pytest.raises(MissingDependency, match="sqlalchemy"):
        store.Store(url)
