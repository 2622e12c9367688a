"""A slice of the load test (:mod:`nassau.sim.tables_load`): six students at two tables of
Piratoons, each from a client of their own against the API's server in a subprocess, on SQLite
and on PostgreSQL; nothing is lost or doubled and the figures are reported. And the check itself
finds a decision lost or doubled when there is one."""

import json

from nassau.sim import tables_load


def test_six_students_at_two_tables_lose_and_double_nothing(url):
    report = tables_load.run(students=6, n_tables=2, game="piratoons", url=url, seed=5, double=0.2, timeout=120)
    assert report["problems"] == [] and report["ok"]
    assert report["database"] == url.split(":")[0].split("+")[0]
    assert [(r["game"], r["seats"], r["students"], r["over"]) for r in report["per_table"]] == \
        [("piratoons", 3, 3, True)] * 2
    assert report["student_decisions"] == report["decisions"] > 0            # no bot at these tables
    assert report["decisions_per_second"] > 0
    lat = report["latency_ms"]
    assert lat["count"] >= 2 * report["student_decisions"] - 10 and 0 <= lat["median"] <= lat["p95"] <= lat["max"]
    # each double click is one landed and one refused, so the refusals are exactly the double clicks
    assert report["refused_moved_on"] == report["double_clicks"] > 0
    text = tables_load.text(report)
    assert "decisions per second" in text and text.splitlines()[-1].split() == ["nothing", "lost", "or", "doubled", "yes"]
    json.dumps(report)


def test_the_check_finds_a_lost_or_doubled_decision(tmp_path):
    from nassau import tables
    created = tables.create("piratoons", ["Ann", "Bo", "Cy"], seed=2, store=f"sqlite:///{tmp_path}/t.sqlite")
    seats = [created.join(n) for n in created.names]
    clients = [tables_load.Client(0, s, created.codes[n], 0) for s, n in enumerate(created.names)]
    view = seats[0].view()
    while not view["over"]:
        s = next(i for i, seat in enumerate(seats) if seat.view()["your_turn"])
        pick = seats[s].view()["legal"][0]
        view = seats[s].act(pick, view["version"])
        clients[s].landed.append((view["version"], pick, 0.0, 0.0))
    for c in clients:
        c.over, c.final_version = True, view["version"]
    store = created.store
    start = store.table(created.id).start
    log = [[d.ply, d.seat, d.notation] for d in store.log(created.id)]
    end = {"over": True, "version": view["version"], "record": store.table(created.id).record, "decisions": log}
    assert tables_load.check_table(0, "piratoons", end, start, clients) == []

    doubled = dict(end, decisions=log[:3] + [log[2]] + log[3:])
    assert any("plies" in p for p in tables_load.check_table(0, "piratoons", doubled, start, clients))
    lost = dict(end, decisions=[d for d in log if d != log[-1]])
    said = tables_load.check_table(0, "piratoons", lost, start, clients)
    assert any("the log has" in p for p in said), said
    clients[0].landed.append(clients[0].landed[-1])           # a client that says it landed one twice
    assert any("the client landed" in p for p in tables_load.check_table(0, "piratoons", end, start, clients))
