"""The classroom's shared tables: ``python -m nassau tables serve`` serves, with Voilà, a seat
page for each student, a teacher's page, and the tables' API that the students' kernels ask.

    python -m nassau tables serve                       # SQLite: nassau-tables.sqlite in this folder
    python -m nassau tables serve --database postgresql+psycopg://nassau:secret@db.school/nassau

One server process holds the store (:mod:`nassau.tables`). A student opens their join link
(``/voila/render/seat.ipynb?seat=CODE``): Voilà starts a kernel of their own, which asks the
API at ``/nassau/api/seat/...`` with the code and gets only that seat's view; the kernels get
the API's address (``$NASSAU_TABLES_API``), never the database's. Bots play on the server, in
the decision that hands them the turn. The teacher's page (``/nassau/teacher?key=KEY``, the key
printed at start or given with ``--teacher-key``) sets tables and gives the links, lists the
tables, shows each game's public picture while it is played and everything once it is over.

This module loads without Tornado or Voilà (the command line builds its help from it).
"""

import asyncio
import html
import json
import os
import secrets
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import quote, urlencode

from .. import games
from ..kernel.english import sentence
from ..tables import api
from ..tables.remote import API_PATH, ENV_API
from ..tables.store import parse_code
from .notebooks import notebook, write_notebook

PORT = 8867
SEAT_PAGE = "seat.ipynb"
WORKERS = 8                # threads that play decisions and draw views (the event loop only waits)
POLL = 0.2                 # seconds between two looks at a table's version while a seat waits
MOST_WAIT = 30.0


def seat_notebook() -> dict:
    """The seat page: one cell that opens the seat of the page's ``?seat=`` code."""
    intro = ("# Your seat\n\nYou play your own seat of a shared table: you see the table, your own position and, "
             "on your turn, your choices. The page shows the others' decisions as they land.")
    code = "from nassau.deploy.tables_app import seat_page\n\nseat_page()"
    return notebook(intro, "seat", code)


# The seat page follows the computer's light or dark setting, as the games' pictures do (Voilà's
# page itself is always light). Only on the app's page: in JupyterLab its own theme decides.
SEAT_PAGE_CSS = """
@media (prefers-color-scheme: dark) {
  body, .jp-Notebook, .jp-Cell, .jp-OutputArea, .jp-RenderedHTMLCommon, .jp-RenderedMarkdown,
  .widget-html-content { background: #0d1117 !important; color: #e6edf3 !important; }
  .jp-RenderedHTMLCommon th, .jp-RenderedHTMLCommon td { color: #e6edf3 !important; }
  .jupyter-button { background: #30363d !important; color: #e6edf3 !important; }
  .jupyter-button.mod-primary { background: #1f6feb !important; }
  .widget-text input, .widget-dropdown select { background: #161b22 !important; color: #e6edf3 !important; }
  .nassau { --nassau-fg: #e6edf3 !important; --nassau-fg-soft: #9da7b1 !important; --nassau-bg: #0d1117 !important;
            --nassau-panel: #161b22 !important; --nassau-line: #30363d !important; }
}
"""


def seat_page(query: str = None):
    """The tables' app's seat page: the seat of ``?seat=CODE`` in the page's address (Voilà
    hands it to the kernel as ``QUERY_STRING``), else a box to type a join code in."""
    from urllib.parse import parse_qs

    import ipywidgets as w

    from ..display import esc
    from ..display.tableseat import SeatWidget
    from ..kernel.errors import RecordError
    from ..tables import join
    query = os.environ.get("QUERY_STRING", "") if query is None else query
    code = (parse_qs(query).get("seat") or [""])[0].strip()
    page_style = w.HTML(f"<style>{SEAT_PAGE_CSS}</style>")
    box = w.Text(placeholder="your join code", layout=w.Layout(width="28em"))
    go = w.Button(description="Join", button_style="primary")
    said = w.HTML()
    asking = [page_style, w.HTML("<b>Join a table</b>: type the code your teacher gave you."), w.HBox([box, go]), said]
    out = w.VBox(asking)

    def open_seat(text):
        try:
            out.children = [page_style, SeatWidget(join(text.strip()))]
        except RecordError as exc:
            said.value = f'<div class="nassau-seat-message is-error">{esc(str(exc))}</div>'
            out.children = asking

    go.on_click(lambda _: open_seat(box.value))
    if code:
        open_seat(code)
    return out


# --- the handlers (Tornado is imported when the server is made) ---------------------------------
def handlers(store, key: str, base: str = "/") -> list:
    """Tornado's handlers of the tables: the API, the teacher's page and the join page."""
    import tornado.web

    pool = ThreadPoolExecutor(WORKERS, thread_name_prefix="nassau-tables")
    base = base.rstrip("/")
    # Seats waiting on a table, woken when a decision lands through this server. A decision
    # through another server (several app servers on one PostgreSQL) is seen by the look at
    # the version every POLL seconds instead.
    events = {}

    def waiting(table_id):
        return events.setdefault(table_id, asyncio.Event())

    def moved(table_id):
        event = events.pop(table_id, None)
        if event is not None:
            event.set()

    class JsonHandler(tornado.web.RequestHandler):
        def check_xsrf_cookie(self):           # a JSON API with its own secrets: codes and the key
            pass

        def body(self) -> dict:
            try:
                body = json.loads(self.request.body or b"{}")
            except ValueError:
                body = None
            if not isinstance(body, dict):
                raise api.ApiRefusal(400, {"error": "TableError", "field": "body",
                                           "message": "body: expected a JSON object"})
            return body

        def answer(self, status: int, body: dict) -> None:
            self.set_status(status)
            self.set_header("Content-Type", "application/json")
            self.set_header("Cache-Control", "no-store")
            self.finish(json.dumps(body))

        async def run(self, work, *args):
            try:
                self.answer(200, await asyncio.get_running_loop().run_in_executor(pool, work, *args))
            except api.ApiRefusal as refused:
                self.answer(refused.status, refused.body)

    class SeatApi(JsonHandler):
        async def post(self, route):
            try:
                body = self.body()
                if route == "wait":
                    await self.wait(body)
            except api.ApiRefusal as refused:
                return self.answer(refused.status, refused.body)
            await self.run(api.seat_request, store, "view" if route == "wait" else route, body)
            if route == "act" and self.get_status() == 200:
                moved(parse_code(body["code"])[0])

        async def wait(self, body) -> None:
            """Return once the table is past the version the seat saw, or at the timeout."""
            loop = asyncio.get_running_loop()
            seen, timeout = body.get("version"), body.get("timeout", MOST_WAIT)
            if not isinstance(timeout, (int, float)) or isinstance(timeout, bool):
                timeout = MOST_WAIT
            # the code is checked once; then only the version is asked (one cheap query a look)
            now = (await loop.run_in_executor(pool, api.seat_request, store, "version", dict(body)))["version"]
            table_id = parse_code(body["code"])[0]
            deadline = time.monotonic() + max(0.0, min(float(timeout), MOST_WAIT))
            while now == seen and time.monotonic() < deadline:
                try:        # woken at once by a decision through this server; else a look each POLL
                    await asyncio.wait_for(waiting(table_id).wait(), POLL)
                except asyncio.TimeoutError:
                    pass
                now = await loop.run_in_executor(pool, store.version, table_id)

    class TeacherApi(JsonHandler):
        async def post(self, route):
            try:
                body = self.body()
            except api.ApiRefusal as refused:
                return self.answer(refused.status, refused.body)
            await self.run(api.teacher_request, store, key, route, body)

    class TeacherPage(tornado.web.RequestHandler):
        def check_xsrf_cookie(self):           # the form carries the teacher's key, which is the secret
            pass

        async def get(self, table_id=None):
            await self.page(table_id, None)

        async def post(self, table_id=None):
            form = {k: self.get_body_argument(k, "") for k in ("key", "game", "seats", "bots", "seat")}
            await self.page(table_id, form)

        async def page(self, table_id, form):
            given = (form or {}).get("key") or self.get_query_argument("key", "")
            loop = asyncio.get_running_loop()
            self.set_header("Cache-Control", "no-store")
            try:
                text = await loop.run_in_executor(pool, teacher_page, store, key, given, base, table_id, form,
                                                  self.get_query_argument("ply", ""))
            except api.ApiRefusal as refused:
                self.set_status(refused.status)
                text = page("Teacher's page", f"<p>{html.escape(refused.body['message'])}</p>")
            self.finish(text)

    class JoinPage(tornado.web.RequestHandler):
        def get(self):
            self.finish(join_page(base))

    prefix = base + API_PATH
    return [(f"{base}/", JoinPage), (f"{prefix}/seat/([a-z-]+)", SeatApi), (f"{prefix}/teacher/([a-z-]+)", TeacherApi),
            (f"{base}/nassau/teacher", TeacherPage), (f"{base}/nassau/teacher/table/([0-9a-f]+)", TeacherPage)]


# --- the pages (plain HTML made on the server: they need no kernel) -----------------------------
STYLE = """
body { font-family: system-ui, sans-serif; max-width: 64em; margin: 2em auto; padding: 0 1em; background: #fbf8f1;
       color: #222; }
a { color: #1d4f91; } table.list td, table.list th { padding: 3px 10px; text-align: left; }
.code { font-family: ui-monospace, monospace; font-size: 0.95em; word-break: break-all; }
.error { color: #a02020; } fieldset { margin: 1em 0; }
@media (prefers-color-scheme: dark) { body { background: #1e1e1e; color: #ddd; } a { color: #8ab4f8; } }
"""


def page(title: str, body: str, refresh: int = 0) -> str:
    again = f'<meta http-equiv="refresh" content="{refresh}">' if refresh else ""
    return (f'<!doctype html><html lang="en"><head><meta charset="utf-8">{again}<title>{html.escape(title)}</title>'
            f"<style>{STYLE}</style></head><body>{body}</body></html>")


def join_page(base: str) -> str:
    """The app's front page: a box for a student's join code."""
    return page("Join a table", f"""<h1>Join a table</h1>
<p>Type the join code your teacher gave you, or open the join link itself.</p>
<form method="get" action="{base}/voila/render/{SEAT_PAGE}">
<input name="seat" size="48" placeholder="join code" aria-label="join code"> <button>Join</button></form>
<p><a href="{base}/nassau/teacher">Teacher's page</a></p>""")


def seat_link(base: str, code: str) -> str:
    return f"{base}/voila/render/{SEAT_PAGE}?{urlencode({'seat': code})}"


def teacher_page(store, key, given, base, table_id, form, ply) -> str:
    """The teacher's page: the list of tables and a form for a new one, or one table."""
    if not given:
        return page("Teacher's page", f"""<h1>Teacher's page</h1><form method="get" action="{base}/nassau/teacher">
<p>The teacher's key was printed when the server started.</p>
<input name="key" type="password" aria-label="teacher's key"> <button>Open</button></form>""")
    api.check_key(key, given)
    made, said = None, ""
    if form is not None and form.get("game"):
        try:
            made = api.teacher_request(store, key, "create", {
                "key": given, "game": form["game"], "seats": [s.strip() for s in form["seats"].split(",")],
                "bots": [b.strip() or None for b in form["bots"].split(",")] if form["bots"].strip() else None})
        except api.ApiRefusal as refused:
            said = f'<p class="error">{html.escape(refused.body["message"])}</p>'
    if table_id is not None:
        return table_page(store, key, given, base, table_id, form, ply)
    return tables_page(store, key, given, base, made, said)


def _codes_html(base, codes: dict) -> str:
    rows = "".join(f'<tr><td>{html.escape(n)}</td><td><a class="seat-link" href="{html.escape(seat_link(base, c))}">'
                   f'join link</a></td><td class="code">{html.escape(c)}</td></tr>' for n, c in codes.items())
    return ("<p>Give each player their own link or code (they are shown only now: a new one can be made "
            "on the table's page).</p>"
            f'<table class="list codes"><tr><th>seat</th><th>link</th><th>code</th></tr>{rows}</table>')


def tables_page(store, key, given, base, made, said) -> str:
    k = quote(given)
    lines = api.teacher_request(store, key, "tables", {"key": given})["tables"]
    rows = "".join(
        f'<tr><td><a href="{base}/nassau/teacher/table/{t["table"]}?key={k}">{t["table"]}</a></td>'
        f'<td>{html.escape(t["title"])}</td><td>{html.escape(", ".join(s["name"] + (" (bot)" if s["bot"] else "") for s in t["seats"]))}</td>'
        f'<td>{html.escape(t["result"] if t["over"] else sentence("{} <decides>", [t["to_decide"]]))}</td><td>{t["ply"]}</td></tr>'
        for t in reversed(lines))
    options = "".join(f'<option value="{n}">{html.escape(games.adapter(n).title)}</option>' for n in games.names())
    news = (f'<h2>Table {made["table"]} is set</h2>' + _codes_html(base, made["codes"])) if made else ""
    return page("Teacher's page", f"""<h1>Teacher's page</h1>{said}{news}
<form method="post" action="{base}/nassau/teacher"><fieldset><legend>A new table</legend>
<input type="hidden" name="key" value="{html.escape(given)}">
<label>Game <select name="game">{options}</select></label>
<label>Players, in seat order <input name="seats" size="30" value="Ann, Bo, Cy"></label>
<label>Bots, one word a seat (empty for a person) <input name="bots" size="20" placeholder=", , bot"></label>
<button>Set the table</button></fieldset></form>
<h2>Tables</h2><table class="list tables"><tr><th>table</th><th>game</th><th>players</th><th>now</th><th>decisions</th></tr>
{rows}</table>""")


def table_page(store, key, given, base, table_id, form, ply) -> str:
    k = quote(given)
    extra = ""
    if form is not None and form.get("seat", "").isdigit():
        code = api.teacher_request(store, key, "new-code", {"key": given, "table": table_id, "seat": int(form["seat"])})
        extra = _codes_html(base, {f"seat {form['seat']}": code["code"]})
    shown = int(ply) if ply.isdigit() else None
    view = api.teacher_request(store, key, "table", {"key": given, "table": table_id, "ply": shown})
    renew = "".join(f'<form method="post" style="display:inline"><input type="hidden" name="key" value="{html.escape(given)}">'
                    f'<input type="hidden" name="seat" value="{s["seat"]}"><button>new code for {html.escape(s["name"])}'
                    "</button></form> " for s in view["seats"] if not s["bot"])
    head = (f'<p><a href="{base}/nassau/teacher?key={k}">All tables</a></p><h1>{html.escape(view["title"])}, '
            f'table {table_id}</h1>{extra}<p>{renew}</p>')
    if not view["over"]:
        now = sentence("{} <decides>", [view["to_decide"]])
        return page(f"Table {table_id}", head + f'<p class="now">{html.escape(now)} '
                    f'(decision {view["ply"] + 1}). This page shows what everyone at the table sees, and looks again '
                    f'every 5 seconds.</p><div class="public">{view["public"]}</div>', refresh=5)
    at, last = view["shown_ply"], view["last_ply"]
    steps = " ".join(f'<a href="?key={k}&amp;ply={n}">{label}</a>' for label, n in
                     (("start", 0), ("back", max(0, at - 1)), ("forward", min(last, at + 1)), ("end", last)))
    panels = "".join(f'<h3>{html.escape(s["name"])}\'s own position</h3><div class="panel">{p}</div>'
                     for s, p in zip(view["seats"], view["panels"]))
    return page(f"Table {table_id}", head + f"""<p class="now">{html.escape(view["result"])}</p>
<h2>Replay: after decision {at} of {last}</h2><p>{steps}</p><div class="public">{view["public"]}</div>
<h2>Every seat's own position</h2>{panels}
<h2>The whole game</h2><pre>{html.escape(view["account"])}</pre>""")


# --- serving --------------------------------------------------------------------------------------
def api_app(store, key: str, base: str = "/"):
    """A Tornado application with the tables' handlers only (the load test's server)."""
    import tornado.web
    return tornado.web.Application(handlers(store, key, base))


def serve_api(port: int, ip: str, url: str, key: str, base: str = "/") -> None:
    """Serve the tables' API and pages without Voilà, until interrupted (what the load test runs)."""
    from ..tables import open_store
    app = api_app(open_store(url), key, base)

    async def main():
        app.listen(port, ip)
        print(f"tables API on http://{ip}:{port}{base.rstrip('/')}{API_PATH}", flush=True)
        await asyncio.Event().wait()
    asyncio.run(main())


def base_url(text=None) -> str:
    """The app's URL prefix, "/" or "/services/tables/" (JupyterHub's for a service it runs)."""
    text = (text if text is not None else os.environ.get("JUPYTERHUB_SERVICE_PREFIX", "")).strip().strip("/")
    return f"/{text}/" if text else "/"


def serve(port=PORT, ip="127.0.0.1", url=None, key=None, max_kernels=40, idle_minutes=10.0, base=None) -> None:
    """Serve the seat pages, the teacher's page and the API with Voilà until interrupted,
    under the URL prefix ``base`` (default: ``$JUPYTERHUB_SERVICE_PREFIX``, else "/")."""
    from ..tables import open_store
    from .serve import voila_argv, voila_folder
    with voila_folder("tables serve", ip, port) as tmp:
        store = open_store(url)
        key = key or secrets.token_urlsafe(12)
        # the kernels ask the API; the database's address is the server's alone
        os.environ.pop("NASSAU_TABLES_URL", None)
        host = f"[{ip}]" if ":" in ip else ip
        local = "127.0.0.1" if ip in ("0.0.0.0", "127.0.0.1") else ("[::1]" if ":" in ip else ip)
        base = base_url(base)
        os.environ[ENV_API] = f"http://{local}:{port}{base.rstrip('/')}{API_PATH}"
        pages = tmp / "pages"
        write_notebook(pages / SEAT_PAGE, seat_notebook())
        from voila.app import Voila

        class TablesVoila(Voila):
            def init_handlers(self):
                return handlers(store, key, self.base_url) + super().init_handlers()

        print(f"Shared tables ({store!r}) at http://{host}:{port}{base} ; the teacher's page: "
              f"http://{host}:{port}{base}nassau/teacher?key={key} . Ctrl-C stops.", flush=True)
        TablesVoila.launch_instance(argv=voila_argv(pages, port, ip, max_kernels, idle_minutes)
                                    + [f"--Voila.base_url={base}"])
        TablesVoila.clear_instance()


def add_tables_parser(sub) -> None:
    from .serve import ip_arg, kernels_arg, minutes_arg, port_arg
    tables = sub.add_parser("tables", help="shared tables for a class: each student plays their own seat of one game "
                                           "at their own screen",
                            description="Shared tables: one game, several screens, each seeing only its own seat.")
    inner = tables.add_subparsers(dest="tables_command", metavar="COMMAND", required=True)
    s = inner.add_parser("serve", help="serve the seat pages, the teacher's page and the tables' API (Voilà)",
                         description="Serve shared tables with Voilà: a seat page per student (a kernel each, which "
                                     "sees only its seat), and a teacher's page that sets tables and gives join links. "
                                     "Needs the serve and tables extras.")
    s.add_argument("--port", type=port_arg, default=PORT, help=f"port to listen on (default {PORT})")
    s.add_argument("--ip", type=ip_arg, default="127.0.0.1",
                   help="address to listen on (default 127.0.0.1: this computer only; 0.0.0.0 lets in the class)")
    s.add_argument("--database", default=None, metavar="URL",
                   help="the tables' database: a SQLAlchemy URL such as postgresql+psycopg://user:password@host/db "
                        "(default: $NASSAU_TABLES_URL, else nassau-tables.sqlite in this folder)")
    s.add_argument("--teacher-key", default=None, metavar="KEY",
                   help="the key of the teacher's page (default: a new one, printed at start)")
    s.add_argument("--max-kernels", type=kernels_arg, default=40, help="most students' pages at once (default 40)")
    s.add_argument("--idle-minutes", type=minutes_arg, default=10.0,
                   help="a seat page whose tab is closed ends after this many idle minutes (default 10); the seat "
                        "stays at the table, and its link opens it again")
    s.add_argument("--base-url", default=None, metavar="PREFIX",
                   help="serve under this URL prefix, such as /services/tables/ (default: $JUPYTERHUB_SERVICE_PREFIX, "
                        "which JupyterHub sets for a service it runs, else /)")
    s.set_defaults(run=lambda args: serve(args.port, args.ip, args.database, args.teacher_key, args.max_kernels,
                                          args.idle_minutes, args.base_url))


if __name__ == "__main__":          # pragma: no cover - the command is ``python -m nassau tables serve``
    sys.exit("use: python -m nassau tables serve")
