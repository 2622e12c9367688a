"""A seat at a table that a server holds: the same ``view()``, ``act()`` and ``wait()`` as a
:class:`~nassau.tables.seats.Seat`, asked over HTTP of the tables' server (``python -m nassau
tables serve``), so that the kernel that plays a seat never opens the database and never
holds the record: only what the server sends for this seat.

The server's refusals come back as the same exceptions the tables raise in one process
(IllegalActionError, TableMovedOn, SeatRefused, TableError).
"""

import json
import os
import urllib.error
import urllib.parse
import urllib.request

from ..kernel.errors import IllegalActionError
from .shown import ShownAsWidget
from .store import SeatRefused, TableError, TableMovedOn, parse_code

ENV_API = "NASSAU_TABLES_API"     # the tables' server that the app's kernels ask (set by the app)
API_PATH = "/nassau/api"
TIMEOUT = 20.0                    # seconds for one request (a wait asks for less)


def api_of_link(link: str) -> tuple:
    """(the server's API address, the join code) of a join link such as
    ``http://10.0.0.5:8867/voila/render/seat.ipynb?seat=CODE`` (or, for a server under a prefix,
    ``https://hub.school/services/tables/voila/render/seat.ipynb?seat=CODE``)."""
    parts = urllib.parse.urlsplit(link)
    codes = urllib.parse.parse_qs(parts.query).get("seat")
    if parts.scheme not in ("http", "https") or not parts.netloc or not codes:
        raise SeatRefused("code", "a join link is the address the teacher gave, ending in ?seat=...")
    prefix = parts.path.split("/voila/render/")[0] if "/voila/render/" in parts.path else ""   # a server under a prefix
    return f"{parts.scheme}://{parts.netloc}{prefix}{API_PATH}", codes[0]


def exception_of(status: int, body: dict) -> Exception:
    """The exception a server's refusal stands for (the inverse of ``api.refusal``)."""
    kind, message = body.get("error"), body.get("message", f"the tables' server answered {status}")
    if kind == "IllegalActionError":
        return IllegalActionError(body.get("rule", ""), message)
    if kind == "TableMovedOn":
        return TableMovedOn(body.get("seen"), body.get("now"))
    field = body.get("field", "server")
    message = message.removeprefix(f"{field}: ")
    return SeatRefused(field, message) if kind == "SeatRefused" else TableError(field, message)


def post(api: str, route: str, body: dict, timeout: float = TIMEOUT) -> dict:
    """One request to the tables' server; its answer, or the exception its refusal stands for."""
    request = urllib.request.Request(f"{api.rstrip('/')}/{route}", data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"}, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            return json.loads(answer.read())
    except urllib.error.HTTPError as exc:
        try:
            body = json.loads(exc.read())
        except ValueError:
            body = {}
        raise exception_of(exc.code, body) from None
    except (urllib.error.URLError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise TableError("server", f"cannot reach the tables' server at {api}: {reason}") from None


class RemoteSeat(ShownAsWidget):
    """One player's seat, asked of the tables' server at ``api``."""

    def __init__(self, api: str, code: str):
        self.api, self._code = api, code
        self.table_id, self.seat, _ = parse_code(code)
        self.name = self.view()["you"]          # a wrong code is refused here, as join() refuses it

    def __repr__(self):
        return f"<nassau seat {self.seat} ({self.name}) at table {self.table_id}, on {self.api}>"

    def view(self) -> dict:
        return post(self.api, "seat/view", {"code": self._code})

    def act(self, notation: str, version: int) -> dict:
        return post(self.api, "seat/act", {"code": self._code, "notation": notation, "version": version})

    def wait(self, version: int, timeout: float = 30.0) -> dict:
        """The view once the table is past ``version``, or at ``timeout`` seconds the view as it is:
        the server waits, so one request stands for the whole wait."""
        return post(self.api, "seat/wait", {"code": self._code, "version": version, "timeout": timeout},
                    timeout=timeout + TIMEOUT)


def remote_api(server=None):
    """The tables' server to ask: ``server`` (an address), else ``$NASSAU_TABLES_API``, else None."""
    return server or os.environ.get(ENV_API) or None
