"""The tables' server: what crosses the wire to a student's kernel is exactly the seat's view,
the server's refusals come back as the same exceptions, the teacher's key guards the teacher's
requests, and the teacher sees the public picture while a game is played and everything once
it is over. A real server (``serve_api`` in a subprocess) on 127.0.0.1."""

import html
import json
import re
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request

import pytest

from nassau import tables
from nassau.kernel.errors import IllegalActionError
from nassau.sim.tables_load import free_port
from nassau.tables.remote import RemoteSeat, post

KEY = "teacher-key-for-tests"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """(API address, database URL) of a tables server started for this module."""
    url = f"sqlite:///{tmp_path_factory.mktemp('api')}/tables.sqlite"
    port = free_port()
    code = f"from nassau.deploy.tables_app import serve_api; serve_api({port}, '127.0.0.1', {url!r}, {KEY!r})"
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    line = proc.stdout.readline()              # the server says where it listens once it does
    assert "tables API on" in line, line + proc.stdout.read()
    yield f"http://127.0.0.1:{port}/nassau/api", url
    proc.terminate()
    proc.wait(timeout=30)


def _table(api, game="piratoons", seats=("Ann", "Bo", "Cy"), bots=(None, None, "bot"), seed=4):
    made = post(api, "teacher/create", {"key": KEY, "game": game, "seats": list(seats), "bots": list(bots),
                                        "seed": seed})
    return made, {name: tables.join(code, server=api) for name, code in made["codes"].items()}


def test_a_remote_seat_receives_exactly_the_seats_view_and_plays_to_the_end(server):
    api, url = server
    made, seats = _table(api)
    assert set(made["codes"]) == {"Ann", "Bo"} and made["bots"] == {"Cy": "bot"}
    assert all(isinstance(s, RemoteSeat) for s in seats.values())
    here = {name: tables.join(code, store=url) for name, code in made["codes"].items()}     # the same seats, in-process
    decided = 0
    while True:
        views = {name: s.view() for name, s in seats.items()}
        for name, view in views.items():
            assert view == here[name].view()          # what the wire carries is the seat's view, no more
        if views["Ann"]["over"]:
            break
        name = next(n for n, v in views.items() if v["your_turn"])
        view = views[name]
        seats[name].act(view["legal"][decided % len(view["legal"])], view["version"])
        decided += 1
    assert views["Ann"]["result"] == views["Bo"]["result"] and len(views["Ann"]["result"]) == 3
    for view in views.values():
        assert '"actions"' not in json.dumps(view) and "start_hash" not in json.dumps(view)


def test_the_servers_refusals_come_back_as_the_same_exceptions(server):
    api, _ = server
    made, seats = _table(api, seed=5)
    ann = seats["Ann"]
    view = ann.view()
    with pytest.raises(IllegalActionError) as illegal:
        ann.act("bid 99", view["version"])
    assert illegal.value.rule and illegal.value.message
    with pytest.raises(IllegalActionError):
        seats["Bo"].act(view["legal"][0], view["version"])            # not Bo's turn
    ann.act(view["legal"][0], view["version"])
    with pytest.raises(tables.TableMovedOn) as moved:
        ann.act(view["legal"][0], view["version"])
    assert (moved.value.seen, moved.value.now) == (view["version"], view["version"] + 1)
    with pytest.raises(tables.SeatRefused):
        tables.join(made["table"] + ".0.not-the-secret", server=api)
    new = post(api, "teacher/new-code", {"key": KEY, "table": made["table"], "seat": 0})["code"]
    with pytest.raises(tables.SeatRefused):
        ann.view()                                            # the old code is refused from now on
    assert tables.join(new, server=api).view()["you"] == "Ann"
    with pytest.raises(tables.TableError) as wrong_key:
        post(api, "teacher/tables", {"key": "guess"})
    assert wrong_key.value.field == "key"
    request = urllib.request.Request(api + "/seat/view", data=b"[not json", method="POST")
    with pytest.raises(urllib.error.HTTPError) as bad:
        urllib.request.urlopen(request, timeout=10)
    assert bad.value.code == 400 and json.loads(bad.value.read())["field"] == "body"


def test_a_join_link_opens_its_seat_on_the_server_it_names(server):
    api, _ = server
    made, _ = _table(api, seed=6)
    link = api.removesuffix("/nassau/api") + "/voila/render/seat.ipynb?seat=" + made["codes"]["Bo"]
    seat = tables.join(link)
    assert isinstance(seat, RemoteSeat) and seat.name == "Bo" and seat.api == api


def test_a_waiting_seat_hears_of_a_decision_at_once_and_otherwise_at_its_deadline(server):
    api, _ = server
    _, seats = _table(api, game="pirates", seats=("Ann", "Bo", "Cy"), bots=(None, None, None), seed=3)
    views = {n: s.view() for n, s in seats.items()}
    mover = next(n for n, v in views.items() if v["your_turn"])
    watcher = next(n for n in seats if n != mover)
    start = time.monotonic()
    idle = seats[watcher].wait(views[watcher]["version"], timeout=0.6)
    assert idle["version"] == views[watcher]["version"] and 0.5 <= time.monotonic() - start < 5
    heard = {}

    def wait():
        heard["view"] = seats[watcher].wait(views[watcher]["version"], timeout=20)
        heard["at"] = time.monotonic()

    thread = threading.Thread(target=wait)
    thread.start()
    time.sleep(0.5)                     # the watcher is waiting before the decision is sent
    acted = time.monotonic()
    seats[mover].act(views[mover]["legal"][0], views[mover]["version"])
    thread.join(30)
    assert heard["view"]["version"] == views[watcher]["version"] + 1
    assert heard["at"] - acted < 2.0    # the server polls every 0.2 s: well within the second asked for


def test_the_teacher_sees_the_public_picture_while_played_and_everything_once_over(server):
    api, _ = server
    made, seats = _table(api, seed=8)
    table = made["table"]
    listed = {t["table"]: t for t in post(api, "teacher/tables", {"key": KEY})["tables"]}
    assert listed[table]["seats"][2] == {"seat": 2, "name": "Cy", "bot": "bot"} and not listed[table]["over"]
    during = post(api, "teacher/table", {"key": KEY, "table": table})
    assert "public" in during and not {"panels", "record", "account", "decisions"} & set(during)
    assert during["public"] == seats["Ann"].view()["public"]       # what every seat sees alike
    while not (view := seats["Ann"].view())["over"]:
        for seat in seats.values():
            v = seat.view()
            if v["your_turn"]:
                seat.act(v["legal"][-1], v["version"])
    after = post(api, "teacher/table", {"key": KEY, "table": table})
    assert after["over"] and after["shown_ply"] == after["last_ply"] == len(after["decisions"])
    assert len(after["panels"]) == 3 and "Round 1" in after["account"] and after["result"].startswith("Winner")
    assert [d[0] for d in after["decisions"]] == list(range(len(after["decisions"])))
    start = post(api, "teacher/table", {"key": KEY, "table": table, "ply": 0})
    assert start["shown_ply"] == 0 and start["public"] != after["public"]
    with pytest.raises(tables.TableError) as beyond:
        post(api, "teacher/table", {"key": KEY, "table": table, "ply": after["last_ply"] + 1})
    assert beyond.value.field == "ply"
    assert view["result"] is not None
    root = api.removesuffix("/nassau/api")
    status, text = _page(f"{root}/nassau/teacher/table/{table}?key={KEY}&ply=3")
    assert status == 200 and f"after decision 3 of {after['last_ply']}" in text
    assert all(f"{name}'s own position" in text for name in ("Ann", "Bo", "Cy")) and "Round 1" in text


def _page(url, data=None):
    body = urllib.parse.urlencode(data).encode() if data is not None else None
    try:
        with urllib.request.urlopen(urllib.request.Request(url, data=body), timeout=30) as answer:
            return answer.status, answer.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode()


def test_the_teachers_page_sets_a_table_gives_its_links_and_new_codes(server):
    api, _ = server
    root = api.removesuffix("/nassau/api")
    status, text = _page(root + "/nassau/teacher")
    assert status == 200 and 'name="key"' in text and "<table" not in text          # asks for the key first
    status, text = _page(root + "/nassau/teacher?key=guess")
    assert status == 403 and "not the teacher's key" in html.unescape(text)
    status, text = _page(root + "/nassau/teacher", {"key": KEY, "game": "pirates", "seats": "Ann, Bo, Cy",
                                                     "bots": ", bot, "})
    assert status == 200 and "is set" in text
    links = re.findall(r'class="seat-link" href="([^"]+)"', text)
    assert len(links) == 2                                                           # Ann and Cy; Bo is a bot
    ann = tables.join(root + html.unescape(links[0]))
    assert ann.name == "Ann"
    table = ann.table_id
    status, text = _page(f"{root}/nassau/teacher/table/{table}?key={KEY}")
    assert status == 200 and "new code for Ann" in text and "new code for Bo" not in text
    assert ann.view()["public"] in text and "Every seat" not in text                 # the public picture only
    status, text = _page(f"{root}/nassau/teacher/table/{table}?key={KEY}", {"key": KEY, "seat": "0"})
    fresh = re.findall(r'class="seat-link" href="([^"]+)"', text)
    assert status == 200 and len(fresh) == 1
    with pytest.raises(tables.SeatRefused):
        ann.view()
    assert tables.join(root + html.unescape(fresh[0])).name == "Ann"
    status, text = _page(f"{root}/nassau/teacher?key={KEY}")
    assert table in text and "Pirates of Nassau" in text


def test_under_a_url_prefix_the_links_and_the_api_carry_it(tmp_path, monkeypatch):
    """As JupyterHub serves a service, under /services/NAME/: the prefix from
    $JUPYTERHUB_SERVICE_PREFIX, the teacher's links under it, and a link's seat asked of the API there."""
    from nassau.deploy.tables_app import base_url
    monkeypatch.setenv("JUPYTERHUB_SERVICE_PREFIX", "/services/tables/")
    assert base_url() == base_url("services/tables") == "/services/tables/" and base_url("/") == "/"
    port = free_port()
    code = (f"from nassau.deploy.tables_app import serve_api; serve_api({port}, '127.0.0.1', "
            f"'sqlite:///{tmp_path}/t.sqlite', {KEY!r}, '/services/tables/')")
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        assert "/services/tables/nassau/api" in proc.stdout.readline()
        root = f"http://127.0.0.1:{port}/services/tables"
        status, text = _page(root + "/nassau/teacher", {"key": KEY, "game": "piratoons", "seats": "Ann, Bo",
                                                         "bots": ""})
        links = re.findall(r'class="seat-link" href="([^"]+)"', text)
        assert status == 200 and len(links) == 2 and all(link.startswith("/services/tables/voila/render/")
                                                        for link in links)
        seat = tables.join(f"http://127.0.0.1:{port}" + html.unescape(links[1]))
        assert seat.api == root + "/nassau/api" and seat.name == "Bo"
        assert _page(f"http://127.0.0.1:{port}/nassau/teacher")[0] == 404       # nothing outside the prefix
    finally:
        proc.terminate()
        proc.wait(timeout=30)
