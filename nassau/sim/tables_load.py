"""Load test of the shared tables' server: a class of students playing at once, each from a
client of their own, to the end of every game.

    python -m nassau.sim.tables_load --students 30 --tables 8 [--game mixed] [--database URL] [--seed N] [--json]

It starts the tables' API (:func:`nassau.deploy.tables_app.serve_api`, no Voilà) in a
subprocess on 127.0.0.1 at a free port, sets the tables through the teacher's API (the
students spread over the tables, a table of fewer than three filled with bots), and runs one
client a student, in threads of this process. A client does what the seat widget does: it
waits on the table (``wait(version)``, one request the server holds until the table moves),
and on its turn picks one of the legal actions with its own seeded generator and acts; a
refusal because the table moved on makes it look again and go on. With ``--double-click P`` a
decision is sent twice at once (a student's double click) with probability P: one lands and
the other must be refused.

The figures: decisions a second (every table's, the bots' too), the latency from a decision
landing (the acting client's ``act`` answered) to each other student's ``wait`` at the table
returning with the new version, the refusals, and the check that nothing was lost or doubled:
once every game is over, each table's decision log and record (the teacher's ``table``
request) are compared with what the clients say landed (each student's decisions exactly
once, in order, plies without a gap), and the record must load and the log replay from the
table's start to the same final position. The exit status is 0 only when that check passes
and every game ended.

The client threads share this process's interpreter; they spend their time waiting on
sockets, but the latencies include their share of it. The server's CPU time and peak memory
are read from ``/proc`` (Linux; elsewhere they are left out).
"""

import argparse
import json
import os
import random
import secrets
import socket
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field

from .. import games
from .engine import derive_seed

# the mixed load: mostly the short games, one table of Merchants & Marauders in eight
MIX = ("piratoons", "pirates", "piratoons", "marauders", "pirates", "piratoons", "pirates", "piratoons")
MIN_SEATS = 3                    # a table has 3 or 4 seats: students, then bots to make 3
ROUND_LIMIT = {"marauders": {"round_limit": 6}}      # random students would sail for hours otherwise
BOT = "bot"
WAIT = 10.0                      # seconds a client's wait asks for at most (it asks again after)
START_TIMEOUT = 60.0             # seconds for the server to answer


@dataclass
class Client:
    """One student's client and what it saw: ``landed`` (version, notation, sent, answered) of
    each decision of theirs that landed, ``seen`` (version, time) of each wait or view answered."""
    table: int
    seat: int
    code: str
    seed: int
    landed: list = field(default_factory=list)
    seen: list = field(default_factory=list)
    moved_on: int = 0
    double_clicks: int = 0
    error: str = None
    over: bool = False
    final_version: int = None


def plan(students: int, n_tables: int, game: str) -> list:
    """(game, number of students) for each table: the students spread as evenly as they go."""
    if students < 1 or n_tables < 1:
        raise ValueError("give at least one student and one table")
    if n_tables > students:
        raise ValueError(f"{n_tables} tables for {students} students: a table needs at least one student")
    out = []
    for t in range(n_tables):
        name = MIX[t % len(MIX)] if game == "mixed" else game
        count = students // n_tables + (t < students % n_tables)
        most = games.adapter(name).max_players
        if count > most:
            raise ValueError(f"{count} students at a table of {games.adapter(name).title} (at most {most} seats): "
                             "give more tables")
        out.append((name, count))
    return out


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(url: str, key: str):
    """The tables' API in a subprocess; (process, API address) once it listens."""
    port = free_port()
    code = ("import sys; from nassau.deploy.tables_app import serve_api; "
            "serve_api(int(sys.argv[1]), '127.0.0.1', sys.argv[2], sys.argv[3])")
    proc = subprocess.Popen([sys.executable, "-c", code, str(port), url, key], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    api = f"http://127.0.0.1:{port}/nassau/api"
    from ..tables.remote import post
    from ..tables.store import TableError
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the tables' server ended at start: {proc.stderr.read()[-2000:]}")
        try:
            post(api, "teacher/tables", {"key": key}, timeout=5)
            return proc, api
        except TableError:
            time.sleep(0.2)
    proc.kill()
    raise RuntimeError(f"the tables' server did not answer in {START_TIMEOUT:.0f} s")


def proc_figures(pid: int) -> dict:
    """The server's CPU seconds and peak resident memory (MB), from /proc; {} elsewhere."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        with open(f"/proc/{pid}/status") as f:
            peak = next(int(line.split()[1]) for line in f if line.startswith("VmHWM:"))
    except (OSError, StopIteration, IndexError, ValueError):
        return {}
    ticks = os.sysconf("SC_CLK_TCK")
    return {"server_cpu_seconds": round((int(fields[11]) + int(fields[12])) / ticks, 2),
            "server_peak_rss_mb": round(peak / 1024, 1)}


def play(client: Client, api: str, start: threading.Barrier, deadline: float, think: float, double: float) -> None:
    """A student's client, as the seat widget plays: wait on the table, act on their turn."""
    from ..tables import TableMovedOn, join
    rng = random.Random(client.seed)
    try:
        seat = join(client.code, server=api)
        start.wait()
        view = seat.view()
        client.seen.append((view["version"], time.monotonic()))
        while not view["over"]:
            if time.monotonic() > deadline:
                raise TimeoutError("the run's time was up before the game ended")
            if not view["your_turn"]:
                view = seat.wait(view["version"], timeout=WAIT)
                client.seen.append((view["version"], time.monotonic()))
                continue
            pick = rng.choice(view["legal"])
            if think:
                time.sleep(rng.expovariate(1 / think))
            sent = time.monotonic()
            answers = act_once_or_twice(seat, pick, view["version"], rng.random() < double, client)
            landed = [a for a in answers if not isinstance(a, TableMovedOn)]
            client.moved_on += len(answers) - len(landed)
            if not landed:
                view = seat.view()
                client.seen.append((view["version"], time.monotonic()))
                continue
            for answer in landed:          # more than one: a decision doubled, which the check catches
                client.landed.append((answer["version"], pick, sent, time.monotonic()))
            view = landed[0]
        client.over, client.final_version = True, view["version"]
    except Exception as exc:               # said in the report; the run goes on
        client.error = f"{type(exc).__name__}: {exc}"
        start.abort()


def act_once_or_twice(seat, pick, version, twice, client) -> list:
    """The answers (views, or TableMovedOn refusals) of one act, or of two sent at once."""
    from ..tables import TableMovedOn

    def act(out, i):
        try:
            out[i] = seat.act(pick, version)
        except TableMovedOn as refused:
            out[i] = refused
        except Exception as exc:           # noqa: BLE001 - raised again in the client's thread
            out[i] = exc

    out = [None, None] if twice else [None]
    if twice:
        client.double_clicks += 1
        other = threading.Thread(target=act, args=(out, 1))
        other.start()
        act(out, 0)
        other.join()
    else:
        act(out, 0)
    for answer in out:
        if isinstance(answer, Exception) and not isinstance(answer, TableMovedOn):
            raise answer
    return out


def quantile(values: list, q: float):
    """The nearest-rank ``q`` quantile of ``values`` (None for none)."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(q * len(ordered) + 0.5)) - 1))]


def latencies(clients: list) -> list:
    """Seconds from each landed decision to each other student at its table seeing its version."""
    out = []
    for c in clients:
        for version, _, _, answered in c.landed:
            for other in clients:
                if other.table != c.table or other is c:
                    continue
                first = next((t for v, t in other.seen if v >= version), None)
                if first is not None:
                    out.append(max(0.0, first - answered))
    return out


def check_table(number: int, game: str, view: dict, start: str, clients: list) -> list:
    """What is wrong with one table at the end: lost, doubled or out of order decisions, a record
    that does not load, or a log that does not replay to it."""
    problems = []
    adapter = games.adapter(game)
    log = view.get("decisions")
    if not view.get("over") or log is None:
        return [f"table {number}: the game is not over"]
    if [ply for ply, _, _ in log] != list(range(len(log))):
        problems.append(f"table {number}: the log's plies are not 0 to {len(log) - 1} once each")
    try:
        final = adapter.load_record(view["record"])
    except Exception as exc:               # noqa: BLE001 - a record that does not load is a finding
        return problems + [f"table {number}: the record does not load: {exc}"]
    if [n for _, _, n in log] != [a.notation for a in final.history]:
        problems.append(f"table {number}: the log is not the record's decisions")
    for c in clients:
        theirs = [n for _, seat, n in log if seat == c.seat]
        said = [n for _, n, _, _ in c.landed]
        if theirs != said:
            lost = len(said) - len(theirs)
            problems.append(f"table {number}, seat {c.seat}: the client landed {len(said)} decisions, the log has "
                            f"{len(theirs)} of that seat" + (" (different ones)" if lost == 0 else ""))
        if len({v for v, _, _, _ in c.landed}) != len(c.landed):
            problems.append(f"table {number}, seat {c.seat}: two decisions landed in one version")
        if c.final_version != view["version"]:
            problems.append(f"table {number}, seat {c.seat}: the client ended at version {c.final_version}, "
                            f"the table is at {view['version']}")
    replayed = adapter.load_record(start)
    try:
        for ply, seat, notation in log[replayed.ply:]:
            replayed.apply(notation, player=seat)
    except Exception as exc:               # noqa: BLE001
        return problems + [f"table {number}: the log does not replay from the table's start: {exc}"]
    if replayed.to_json() != view["record"]:
        problems.append(f"table {number}: the log replayed from the start is not the record")
    return problems


def run(students: int = 30, n_tables: int = 8, game: str = "mixed", url: str = None, seed: int = 1,
        think: float = 0.0, double: float = 0.1, timeout: float = 600.0) -> dict:
    """One load test; its figures (see the module's doc). ``url``: the tables' database (default a
    SQLite file in a temporary folder)."""
    from ..tables.remote import post
    layout = plan(students, n_tables, game)
    with tempfile.TemporaryDirectory(prefix="nassau-load-") as tmp:
        url = url or f"sqlite:///{tmp}/tables.sqlite"
        key = secrets.token_urlsafe(12)
        proc, api = start_server(url, key)
        try:
            return _run(api, key, proc, layout, url, seed, think, double, timeout, post)
        finally:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def _run(api, key, proc, layout, url, seed, think, double, timeout, post) -> dict:
    made, clients, number = [], [], 0
    for t, (name, count) in enumerate(layout):
        seats = max(count, MIN_SEATS)
        names = [f"student {number + i + 1}" for i in range(count)] + [f"bot {i + 1}" for i in range(seats - count)]
        number += count
        answer = post(api, "teacher/create", {"key": key, "game": name, "seats": names, "seed": derive_seed(seed, t),
                                              "bots": [None] * count + [BOT] * (seats - count),
                                              "options": ROUND_LIMIT.get(name)})
        made.append((name, answer["table"], names))
        clients += [Client(t, s, answer["codes"][names[s]], derive_seed(seed, t, 1000 + s)) for s in range(count)]
    start = threading.Barrier(len(clients) + 1)
    began = time.monotonic()
    deadline = began + timeout
    threads = [threading.Thread(target=play, args=(c, api, start, deadline, think, double), daemon=True)
               for c in clients]
    for th in threads:
        th.start()
    try:
        start.wait()
    except threading.BrokenBarrierError:
        pass
    began = time.monotonic()
    for th in threads:
        th.join(max(0.0, deadline + 2 * WAIT - time.monotonic()))
    seconds = time.monotonic() - began
    figures = proc_figures(proc.pid)

    from ..tables import open_store
    store = open_store(url)
    problems, rows, decisions = [], [], 0
    for t, (name, table_id, names) in enumerate(made):
        view = post(api, "teacher/table", {"key": key, "table": table_id})
        mine = [c for c in clients if c.table == t]
        problems += [f"table {t}, seat {c.seat}: {c.error}" for c in mine if c.error]
        problems += [f"table {t}, seat {c.seat}: the client did not finish" for c in mine if not c.over and not c.error]
        problems += check_table(t, name, view, store.table(table_id).start, mine)
        count = len(view.get("decisions") or [])
        decisions += count
        rows.append({"table": table_id, "game": name, "seats": len(names), "students": len(mine),
                     "decisions": count, "over": bool(view.get("over"))})
    store.close()
    waits = latencies(clients)
    landed = sum(len(c.landed) for c in clients)
    ms = (lambda s: None if s is None else round(s * 1000, 1))
    return {
        "students": len(clients), "tables": len(made), "game": "mixed" if len({r["game"] for r in rows}) > 1
        else rows[0]["game"], "database": url.split(":", 1)[0].split("+")[0], "seconds": round(seconds, 2),
        "decisions": decisions, "student_decisions": landed,
        "decisions_per_second": round(decisions / seconds, 1) if seconds else None,
        "student_decisions_per_second": round(landed / seconds, 1) if seconds else None,
        "latency_ms": {"median": ms(quantile(waits, 0.5)), "p95": ms(quantile(waits, 0.95)),
                       "max": ms(max(waits) if waits else None), "count": len(waits)},
        "refused_moved_on": sum(c.moved_on for c in clients), "double_clicks": sum(c.double_clicks for c in clients),
        **figures, "per_table": rows, "problems": problems, "ok": not problems,
    }


def text(report: dict) -> str:
    """The figures as a small table."""
    lat = report["latency_ms"]
    lines = [
        ("students, tables", f"{report['students']}, {report['tables']} ({report['game']}, {report['database']})"),
        ("seconds to the end of every game", f"{report['seconds']:.1f}"),
        ("decisions (students')", f"{report['decisions']} ({report['student_decisions']})"),
        ("decisions per second (students')",
         f"{report['decisions_per_second']} ({report['student_decisions_per_second']})"),
        ("latency to the others' wait, ms", f"median {lat['median']}, 95th percentile {lat['p95']}, max {lat['max']} "
                                            f"({lat['count']} waits)"),
        ("refused: the table moved on", f"{report['refused_moved_on']} (double clicks sent: {report['double_clicks']})"),
    ]
    if "server_cpu_seconds" in report:
        lines.append(("server CPU seconds, peak memory",
                      f"{report['server_cpu_seconds']} s, {report['server_peak_rss_mb']} MB"))
    lines.append(("nothing lost or doubled", "yes" if report["ok"] else "NO"))
    width = max(len(k) for k, _ in lines)
    out = [f"{k:<{width}}  {v}" for k, v in lines]
    out += [f"  problem: {p}" for p in report["problems"]]
    return "\n".join(out)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m nassau.sim.tables_load", description=" ".join(__doc__.split("\n\n")[0].split()))
    parser.add_argument("--students", type=int, default=30, help="students, one client each (default 30)")
    parser.add_argument("--tables", type=int, default=8, help="tables to spread them over (default 8)")
    parser.add_argument("--game", default="mixed", choices=tuple(games.GAMES) + ("mixed",),
                        help="the tables' game; mixed: Piratoons, Pirates of Nassau and one Merchants & Marauders "
                             "table in eight (default)")
    parser.add_argument("--database", default=None, metavar="URL",
                        help="the tables' database (default: a SQLite file in a temporary folder)")
    parser.add_argument("--seed", type=int, default=1, help="seeds the tables and the students' choices (default 1)")
    parser.add_argument("--think", type=float, default=0.0, metavar="SECONDS",
                        help="a student's mean time to decide (default 0: as fast as the server answers)")
    parser.add_argument("--double-click", type=float, default=0.1, metavar="P",
                        help="the chance a decision is sent twice at once (default 0.1)")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds before the run gives up (default 600)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    try:
        report = run(args.students, args.tables, args.game, args.database, args.seed, args.think, args.double_click,
                     args.timeout)
    except ValueError as exc:
        parser.error(str(exc))
    print(json.dumps(report, indent=2) if args.json else text(report))
    return 0 if report["ok"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
