"""The table store's tests run on both databases: ``url`` is a SQLite file in tmp_path, then a
PostgreSQL database when ``$NASSAU_TEST_POSTGRES_URL`` names one (``.ci/run`` starts Debian's
postgresql and sets it; without it the PostgreSQL runs are skipped, saying so).

Each PostgreSQL test has a schema of its own, made for it and dropped after it, and its URL
sets ``search_path`` to that schema (``?options=-csearch_path=...``, which libpq passes to the
server): xdist's workers share one database and never see each other's tables, and a
subprocess given the URL lands in the same schema. Every engine a test opened is disposed at
its end, so the connections do not pile up over the run."""

import contextlib
import os
import secrets

import pytest

ENV = "NASSAU_TEST_POSTGRES_URL"
SKIP = (f"no PostgreSQL server for the tests: set {ENV}=postgresql+psycopg://user:password@127.0.0.1:5432/db "
        "(.ci/run starts Debian's postgresql and sets it)")


@pytest.fixture(scope="session")
def postgres_admin():
    """An engine on ``$NASSAU_TEST_POSTGRES_URL`` (one a worker), or a skip when it is not set.
    Set but unreachable is a failure, not a skip: the run was asked to test PostgreSQL."""
    base = os.environ.get(ENV)
    if not base:
        pytest.skip(SKIP)
    import sqlalchemy as sa
    try:
        import psycopg  # noqa: F401
    except ImportError:
        pytest.fail(f"{ENV} is set but psycopg is not installed: pip install -e \".[test]\" (or \".[postgresql]\")")
    engine = sa.create_engine(base, pool_pre_ping=True)
    try:
        with engine.connect() as db:
            db.execute(sa.text("SELECT 1"))
    except sa.exc.OperationalError as exc:
        pytest.fail(f"{ENV} is set but its server does not answer: {exc.orig}")
    yield engine
    engine.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request, tmp_path, monkeypatch):
    """A database URL for one test: a fresh SQLite file, or a fresh schema on PostgreSQL."""
    from nassau.tables import seats, store

    opened = []
    make = store._engine
    monkeypatch.setattr(store, "_engine", lambda u: opened.append(make(u)) or opened[-1])
    with contextlib.ExitStack() as later:            # the schema is dropped once its engines are closed
        if request.param == "sqlite":
            yield f"sqlite:///{tmp_path}/tables.sqlite"
        else:
            yield later.enter_context(schema_url(request.getfixturevalue("postgres_admin")))
        with seats._stores_lock:
            for key in [k for k, s in seats._stores.items() if s.engine in opened]:
                del seats._stores[key]
        seats.forget()
        for engine in opened:
            engine.dispose()


@contextlib.contextmanager
def schema_url(admin):
    """The URL of a fresh schema on ``admin``'s PostgreSQL database, dropped afterwards."""
    import sqlalchemy as sa
    schema = f"nassau_test_{secrets.token_hex(6)}"
    with admin.begin() as db:
        db.execute(sa.text(f'CREATE SCHEMA "{schema}"'))
    try:
        # synchronous_commit=off: a commit does not wait for the disk (the tests' speed only:
        # what one transaction sees of another is the same)
        yield admin.url.update_query_dict(
            {"options": f"-csearch_path={schema} -csynchronous_commit=off"}).render_as_string(hide_password=False)
    finally:
        with admin.begin() as db:
            db.execute(sa.text(f'DROP SCHEMA "{schema}" CASCADE'))
