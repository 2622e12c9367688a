"""Where a shared table lives: a database that every kernel of a classroom reads and writes.

Three tables, through SQLAlchemy Core, so the same statements run on SQLite (the default, one
file beside the notebooks) and on PostgreSQL (``postgresql+psycopg://...``, when a school
outgrows one machine):

- ``nassau_tables``: one row a table: its game, its record (the game's JSON record, the
  truth of the table: a kernel that dies loses nothing), the record it started from, and its
  ``version``, which every decision raises by one;
- ``nassau_seats``: one row a seat: its player's name, the bot that plays it (none: a
  person's seat) and its join token, kept only as a salted SHA-256 hash;
- ``nassau_decisions``: every decision in order (``ply``), with the seat that made it and the
  version it landed in: the table's log, for replay and audit.

Every write is one transaction that lands only if the table is still at the version the
decision was made on (``UPDATE ... WHERE version = :seen``): of two decisions made at once, one
lands and the other is refused with :class:`TableMovedOn`, and nothing is half-written. The
check is in the statement itself, not in a lock, so it holds the same on both databases and no
lock is held while a bot thinks.

This module knows nothing of the games: :mod:`nassau.tables.seats` plays them.
"""

import hashlib
import hmac
import os
import secrets
import time

from ..kernel.errors import MissingDependency, RecordError

try:
    import sqlalchemy as sa
except ImportError:          # the tables extra: pip install -e ".[tables]"
    sa = None

DEFAULT_FILE = "nassau-tables.sqlite"
ENV_URL = "NASSAU_TABLES_URL"     # the database every kernel of a classroom opens, when set
SEPARATOR = "."                   # in a join code: table, seat and secret (the secret never holds a ".")


class TableError(RecordError):
    """A refusal of the tables: ``field`` names what was wrong (``code``, ``version``, ``table``,
    ``seats``, ``bots``...), as in any RecordError."""


class TableMovedOn(TableError):
    """A decision made on a version of the table that is no longer the latest: someone else's
    decision landed first. Nothing was written; look at the table again and decide."""

    def __init__(self, seen: int, now: int):
        super().__init__("version", f"the table moved on: you decided on version {seen}, and the table is at "
                                    f"version {now} now. Nothing was changed; look at the table again and decide")
        self.seen, self.now = seen, now

    def __reduce__(self):
        return type(self), (self.seen, self.now)


class SeatRefused(TableError):
    """A join code that opens no seat: mistyped, for another table, or replaced by a new one."""


def _require():
    if sa is None:
        raise MissingDependency("sqlalchemy", "shared tables (nassau.tables)")


def hash_token(salt: str, token: str) -> str:
    """The stored form of a seat's token. The token is 144 random bits (``secrets``), so one
    salted SHA-256 is enough: a slow hash guards guessable passwords, and nobody guesses this."""
    return hashlib.sha256(bytes.fromhex(salt) + token.encode()).hexdigest()


_DUMMY_SALT = "00" * 16
_DUMMY_HASH = hash_token(_DUMMY_SALT, "no seat")


def token_matches(salt, stored, token: str) -> bool:
    """Whether ``token`` is the seat's, compared in constant time (a seat without a token, a
    bot's, or no seat at all is compared against a stand-in, which never matches)."""
    if not stored or not salt:
        hmac.compare_digest(_DUMMY_HASH, hash_token(_DUMMY_SALT, token))
        return False
    return hmac.compare_digest(stored, hash_token(salt, token))


def _schema():
    meta = sa.MetaData()
    tables = sa.Table(
        "nassau_tables", meta,
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("game", sa.String(40), nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("record", sa.Text, nullable=False),
        sa.Column("start", sa.Text, nullable=False),        # the record when the table was set
        sa.Column("bot_seed", sa.BigInteger, nullable=False),
        sa.Column("created", sa.Float, nullable=False),
        sa.Column("updated", sa.Float, nullable=False),
    )
    seats = sa.Table(
        "nassau_seats", meta,
        sa.Column("table_id", sa.String(32), sa.ForeignKey("nassau_tables.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("bot", sa.String(40), nullable=True),          # None: a person plays the seat
        sa.Column("salt", sa.String(32), nullable=True),
        sa.Column("token_hash", sa.String(64), nullable=True),   # None: nobody joins the seat
    )
    decisions = sa.Table(
        "nassau_decisions", meta,
        sa.Column("table_id", sa.String(32), sa.ForeignKey("nassau_tables.id"), primary_key=True),
        sa.Column("ply", sa.Integer, primary_key=True),          # 0, 1, 2 ...: each decision once
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("notation", sa.Text, nullable=False),
    )
    return meta, tables, seats, decisions


def default_url() -> str:
    """``$NASSAU_TABLES_URL`` if set, else a SQLite file ``nassau-tables.sqlite`` in the current folder."""
    return os.environ.get(ENV_URL) or f"sqlite:///{os.path.abspath(DEFAULT_FILE)}"


class Store:
    """A database of tables, opened by URL (``sqlite:///path/to/file.sqlite``,
    ``postgresql+psycopg://user@host/db``); the schema is made on first use."""

    def __init__(self, url: str = None):
        _require()
        self.url = url or default_url()
        self.engine = _engine(self.url)
        self.meta, self.tables, self.seats, self.decisions = _schema()
        try:
            self.meta.create_all(self.engine)
        except sa.exc.DBAPIError:         # another kernel made the schema at the same moment
            self.meta.create_all(self.engine)

    def __repr__(self):
        return f"<nassau.tables.Store {self.engine.url.render_as_string(hide_password=True)}>"

    # --- writing -------------------------------------------------------------------------
    def add_table(self, game: str, record: str, seats: list, bot_seed: int, decisions: list) -> tuple:
        """A new table at version 0: ``seats`` is (name, bot word or None) by seat, ``decisions``
        the (seat, notation) pairs already in ``record``. Returns (table id, {seat: token}) with
        a token for each person's seat: the only time a token is seen in clear."""
        table_id = secrets.token_hex(8)
        tokens, rows = {}, []
        for seat, (name, bot) in enumerate(seats):
            salt = token = None
            if bot is None:
                token = tokens[seat] = secrets.token_urlsafe(18)
                salt = secrets.token_hex(16)
            rows.append({"table_id": table_id, "seat": seat, "name": name, "bot": bot, "salt": salt,
                         "token_hash": hash_token(salt, token) if token else None})
        now = time.time()
        with self.engine.begin() as db:
            db.execute(self.tables.insert().values(id=table_id, game=game, version=0, record=record, start=record,
                                                   bot_seed=bot_seed, created=now, updated=now))
            db.execute(self.seats.insert(), rows)
            self._log(db, table_id, 0, decisions, 0)
        return table_id, tokens

    def write(self, table_id: str, seat: int, token_hash: str, seen: int, record: str, first_ply: int,
              decisions: list) -> int:
        """Land the decisions ``decisions`` ((seat, notation) pairs from ply ``first_ply`` on) and
        the record after them, in one transaction, if the table is still at version ``seen`` and
        the seat still has the token hashed as ``token_hash``; returns the new version. Else
        nothing is written and :class:`TableMovedOn` or :class:`SeatRefused` says why."""
        t, s = self.tables, self.seats
        same_token = sa.exists().where(s.c.table_id == table_id, s.c.seat == seat, s.c.token_hash == token_hash)
        with self.engine.begin() as db:
            done = db.execute(t.update().where(t.c.id == table_id, t.c.version == seen, same_token)
                              .values(version=seen + 1, record=record, updated=time.time()))
            if done.rowcount == 1:
                self._log(db, table_id, seen + 1, decisions, first_ply)
                return seen + 1
        now = self.version(table_id)
        if now != seen:
            raise TableMovedOn(seen, now)
        raise SeatRefused("code", "this join code no longer opens the seat (a new code was given for it)")

    def _log(self, db, table_id, version, decisions, first_ply):
        if decisions:
            db.execute(self.decisions.insert(), [
                {"table_id": table_id, "ply": first_ply + i, "version": version, "seat": seat, "notation": notation}
                for i, (seat, notation) in enumerate(decisions)])

    def new_code(self, table_id: str, seat: int) -> str:
        """A new token for a person's seat; the old code stops opening it (a code that was
        shared, or lost). The table's version goes up, so a decision already on its way with
        the old code is refused too. Returns the new join code. For the server side (whoever
        holds the database): a join code cannot ask for it."""
        row = self.seat(table_id, seat)
        if row.bot is not None:
            raise TableError("seat", f"seat {seat} is played by a bot: nobody joins it")
        token, salt = secrets.token_urlsafe(18), secrets.token_hex(16)
        t, s = self.tables, self.seats
        with self.engine.begin() as db:
            db.execute(s.update().where(s.c.table_id == table_id, s.c.seat == seat)
                       .values(salt=salt, token_hash=hash_token(salt, token)))
            db.execute(t.update().where(t.c.id == table_id).values(version=t.c.version + 1, updated=time.time()))
        return join_code(table_id, seat, token)

    # --- reading -------------------------------------------------------------------------
    def table(self, table_id: str):
        """The table's row (``id``, ``game``, ``version``, ``record``, ``start``, ``bot_seed``...)."""
        with self.engine.connect() as db:
            row = db.execute(sa.select(self.tables).where(self.tables.c.id == table_id)).first()
        if row is None:
            raise TableError("table", f"there is no table {table_id!r} here")
        return row

    def version(self, table_id: str) -> int:
        """The table's version: cheap to ask again and again (what a waiting seat polls)."""
        with self.engine.connect() as db:
            version = db.execute(sa.select(self.tables.c.version).where(self.tables.c.id == table_id)).scalar()
        if version is None:
            raise TableError("table", f"there is no table {table_id!r} here")
        return version

    def seat(self, table_id: str, seat: int):
        with self.engine.connect() as db:
            row = db.execute(sa.select(self.seats).where(self.seats.c.table_id == table_id,
                                                         self.seats.c.seat == seat)).first()
        if row is None:
            raise TableError("seat", f"table {table_id!r} has no seat {seat}")
        return row

    def seat_rows(self, table_id: str) -> list:
        with self.engine.connect() as db:
            return list(db.execute(sa.select(self.seats).where(self.seats.c.table_id == table_id)
                                   .order_by(self.seats.c.seat)))

    def check_code(self, code: str):
        """The seat row a join code opens, or :class:`SeatRefused`. The secret is compared in
        constant time, also when the table or the seat does not exist."""
        table_id, seat, token = parse_code(code)
        with self.engine.connect() as db:
            row = db.execute(sa.select(self.seats).where(self.seats.c.table_id == table_id,
                                                         self.seats.c.seat == seat)).first()
        if not token_matches(row and row.salt, row and row.token_hash, token):
            raise SeatRefused("code", "this join code opens no seat: check it, or ask for a new one")
        return row

    def log(self, table_id: str) -> list:
        """Every decision at the table, in order: rows of (ply, version, seat, notation)."""
        d = self.decisions
        with self.engine.connect() as db:
            return list(db.execute(sa.select(d.c.ply, d.c.version, d.c.seat, d.c.notation)
                                   .where(d.c.table_id == table_id).order_by(d.c.ply)))

    def table_ids(self) -> list:
        with self.engine.connect() as db:
            return [r.id for r in db.execute(sa.select(self.tables.c.id).order_by(self.tables.c.created))]

    def close(self):
        self.engine.dispose()


def join_code(table_id: str, seat: int, token: str) -> str:
    return SEPARATOR.join((table_id, str(seat), token))


def parse_code(code) -> tuple:
    """(table id, seat, secret) of a join code ``table.seat.secret``, or :class:`SeatRefused`."""
    parts = code.strip().split(SEPARATOR) if isinstance(code, str) else []
    if len(parts) != 3 or not parts[1].isdigit() or not parts[0] or not parts[2]:
        raise SeatRefused("code", "a join code has three parts joined by dots, like '3f9c2a1b7d4e6f80.1.Xy...'")
    return parts[0], int(parts[1]), parts[2]


def _engine(url: str):
    """An engine for ``url``. SQLite waits up to 30 s for another kernel's write (never long:
    a write is one short transaction) and keeps its journal in WAL mode, so seats that poll
    read while a decision is being written; ``sqlite://`` (in memory) is one shared connection."""
    parsed = sa.engine.make_url(url)
    if parsed.get_backend_name() != "sqlite":
        return sa.create_engine(url, pool_pre_ping=True)
    memory = parsed.database in (None, "", ":memory:")
    engine = sa.create_engine(url, connect_args={"timeout": 30, "check_same_thread": False},
                              **({"poolclass": sa.pool.StaticPool} if memory else {}))

    @sa.event.listens_for(engine, "connect")
    def _pragmas(dbapi_connection, _record):
        cursor = dbapi_connection.cursor()
        if not memory:
            cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    return engine
