"""The tables as a server answers them: one function a request, JSON in and JSON out, so
that a student's kernel never opens the database. The server holds the store; a kernel sends
its seat's join code and gets back what :meth:`Seat.view <nassau.tables.seats.Seat.view>` gives
(never the record), and a teacher's requests carry the teacher's key.

Plain Python: :mod:`nassau.deploy.tables_app` puts these behind Tornado's handlers, and the
tests call them directly. Every refusal is an :class:`ApiRefusal` carrying the HTTP status and
the JSON body that :mod:`nassau.tables.remote` turns back into the same exception.
"""

import hmac

from .. import games
from ..kernel.errors import IllegalActionError, RecordError
from .seats import create, game_of, join
from .store import SeatRefused, TableError, TableMovedOn

SEAT_ROUTES = ("view", "act", "version")        # the wait is the server's: it polls ``version``
TEACHER_ROUTES = ("tables", "create", "table", "new-code")


class ApiRefusal(Exception):
    """A request refused: ``status`` (HTTP) and ``body`` (what the client turns back into the
    exception that the tables raise in-process)."""

    def __init__(self, status: int, body: dict):
        super().__init__(body.get("message", ""))
        self.status, self.body = status, body


def refusal(exc) -> ApiRefusal:
    """The refusal that stands for one of the tables' or the rules' exceptions."""
    if isinstance(exc, IllegalActionError):
        return ApiRefusal(400, {"error": "IllegalActionError", "rule": exc.rule, "message": exc.message})
    if isinstance(exc, TableMovedOn):
        return ApiRefusal(409, {"error": "TableMovedOn", "seen": exc.seen, "now": exc.now, "message": str(exc)})
    if isinstance(exc, SeatRefused):
        return ApiRefusal(403, {"error": "SeatRefused", "field": exc.field, "message": str(exc)})
    if isinstance(exc, RecordError):
        status = 404 if exc.field == "table" else 400
        return ApiRefusal(status, {"error": "TableError", "field": exc.field, "message": str(exc)})
    raise exc


def _text(body: dict, name: str) -> str:
    value = body.get(name)
    if not isinstance(value, str) or not value.strip():
        raise TableError(name, f"expected a non-empty string, not {value!r}")
    return value


def seat_request(store, route: str, body: dict) -> dict:
    """A seat's request: ``view``, ``version`` or ``act`` (``notation`` and ``version``), each with
    the seat's ``code``."""
    try:
        if route not in SEAT_ROUTES:
            raise TableError("route", f"no seat request {route!r} (requests: {', '.join(SEAT_ROUTES)})")
        seat = join(_text(body, "code"), store=store)
        if route == "version":
            return {"version": store.version(seat.table_id)}
        if route == "view":
            return seat.view()
        return seat.act(_text(body, "notation"), body.get("version"))
    except (RecordError, IllegalActionError) as exc:
        raise refusal(exc) from None


def check_key(key: str, given) -> None:
    """Refuse ``given`` unless it is the teacher's key (compared in constant time)."""
    if not isinstance(given, str) or not hmac.compare_digest(given.encode(), key.encode()):
        raise ApiRefusal(403, {"error": "TableError", "field": "key", "message": "key: this is not the teacher's key"})


def teacher_request(store, key: str, route: str, body: dict) -> dict:
    """A teacher's request, with the teacher's ``key``: ``tables`` (every table, as
    :func:`table_line`), ``create`` (``game``, ``seats``, ``bots``, ``options``, ``seed``: the
    join codes), ``table`` (``table``: :func:`teacher_view`) and ``new-code`` (``table``,
    ``seat``: a new join code, the old one refused from then on)."""
    check_key(key, body.get("key"))
    try:
        if route == "tables":
            return {"tables": [table_line(store, t) for t in store.table_ids()]}
        if route == "create":
            made = create(_text(body, "game"), body.get("seats"), bots=body.get("bots"), options=body.get("options"),
                          seed=body.get("seed"), store=store)
            return {"table": made.id, "codes": made.codes, "bots": made.bots}
        if route == "table":
            return teacher_view(store, _text(body, "table"), body.get("ply"))
        if route == "new-code":
            seat = body.get("seat")
            if not isinstance(seat, int) or isinstance(seat, bool):
                raise TableError("seat", f"expected a seat number, not {seat!r}")
            return {"code": store.new_code(_text(body, "table"), seat)}
        raise TableError("route", f"no teacher's request {route!r} (requests: {', '.join(TEACHER_ROUTES)})")
    except (RecordError, IllegalActionError) as exc:
        raise refusal(exc) from None


def _game(store, table_id):
    row = store.table(table_id)
    return row, game_of(row.game, table_id, row.record)


def table_line(store, table_id: str, row=None, game=None) -> dict:
    """One line of the teacher's list: the game, the players (and which are bots), the version,
    whose turn it is or that it is over, and the decisions made (``row`` and ``game``: the table's, if
    already read)."""
    if row is None:
        row, game = _game(store, table_id)
    seats = store.seat_rows(table_id)
    return {"table": table_id, "game": row.game, "title": games.adapter(row.game).title, "version": row.version,
            "seats": [{"seat": s.seat, "name": s.name, "bot": s.bot} for s in seats],
            "to_decide": None if game.is_over else game.names[game.current_player], "over": game.is_over,
            "ply": game.ply, "result": games.adapter(row.game).result(game) if game.is_over else None}


def teacher_view(store, table_id: str, ply=None) -> dict:
    """What the teacher sees of a table: while it is played, the public picture only (the
    teacher's screen is often the class's screen); once it is over, everything: the position
    after any ``ply`` decisions with every seat's own panel (a replay), the whole account and
    the record."""
    row, game = _game(store, table_id)
    views = games.adapter(row.game).seat_views()
    out = dict(table_line(store, table_id, row, game), public=game._repr_html_())
    if not game.is_over:
        return out
    last = game.ply
    ply = last if ply is None else ply
    if not isinstance(ply, int) or isinstance(ply, bool) or not 0 <= ply <= last:
        raise TableError("ply", f"expected a decision number from 0 to {last}, not {ply!r}")
    shown = game._root.clone()
    for action in game.history[:ply]:
        shown.apply(action)
    return dict(out, shown_ply=ply, last_ply=last, public=shown._repr_html_(),
                panels=[views.seat_html(shown, s) for s in range(len(game.names))],
                account=games.adapter(row.game).account(game), record=row.record,
                decisions=[[d.ply, d.seat, d.notation] for d in store.log(table_id)])
