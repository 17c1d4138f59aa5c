"""Opening the leaderboard's database: which driver a URL means, the connection pool, and
each dialect's settings on every new connection (SQLite's WAL journal, FULL sync, foreign
keys and immediate BEGIN; PostgreSQL's lock, statement and idle timeouts).

Apart from quiver.server.store, which is the schema's migration and the queries on
players, runs and nonces, because this is the part that differs between SQLite and
PostgreSQL below the SQL: the store's statements are the same text on both.
"""

from __future__ import annotations

import re
import sqlite3
import time

from sqlalchemy import create_engine, event
from sqlalchemy.engine import Engine

# Shorter than the game's 5 s request timeout, so a busy database is a 503 the game
# retries, not a hung request: waiting for a lock, one statement, a pooled connection.
LOCK_TIMEOUT_S = 2.0
STATEMENT_TIMEOUT_S = 3.0
POOL_TIMEOUT_S = 2.0
CONNECT_TIMEOUT_S = 3


class StoreError(RuntimeError):
    """The database cannot be used (bad URL, newer schema, unreachable): one line."""


def engine_url(url: str) -> str:
    """``postgresql://`` and ``postgres://`` mean psycopg 3; SQLite URLs pass through."""
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    if url.startswith(("sqlite:///", "postgresql+psycopg://")):
        return url
    use = "use sqlite:///PATH or postgresql://USER@HOST/DB"
    raise StoreError(f"unsupported database URL {shown_url(url)!r}: {use}")  # (as typed: not just 'bogus')


def shown_url(url: str, most: int = 80) -> str:
    """A database URL as typed, in one line: its password hidden, cut to `most` characters."""
    shown = " ".join(re.sub(r"(//[^/@:]*:)[^/@]*@", r"\1***@", url).split())
    return shown if len(shown) <= most else shown[: most - 3] + "..."


def _enable_wal(cur) -> None:
    """Switch the database to write-ahead logging. The switch needs the file to itself and
    SQLite answers "locked" at once instead of waiting, so processes that start together on
    a new database retry for up to LOCK_TIMEOUT_S."""
    end = time.monotonic() + LOCK_TIMEOUT_S
    while True:
        try:
            cur.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as e:
            if "locked" not in str(e) or time.monotonic() > end:
                raise
            time.sleep(0.02)


def make_engine(url: str) -> Engine:
    """The pooled engine for `url` (engine_url's form), each new connection set up for
    its dialect: SQLite's pragmas and BEGIN, PostgreSQL's timeouts."""
    if url.startswith("sqlite"):
        engine = create_engine(
            url,
            pool_size=8,
            max_overflow=24,
            pool_timeout=POOL_TIMEOUT_S,
            hide_parameters=True,  # errors never carry a player's name or token hash
            connect_args={"check_same_thread": False, "timeout": LOCK_TIMEOUT_S},
        )

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_conn, _record):
            dbapi_conn.isolation_level = None  # we issue BEGIN ourselves, below
            cur = dbapi_conn.cursor()
            cur.execute(f"PRAGMA busy_timeout={int(LOCK_TIMEOUT_S * 1000)}")
            _enable_wal(cur)
            cur.execute("PRAGMA synchronous=FULL")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.close()

        @event.listens_for(engine, "begin")
        def _begin(conn):
            # DDL too runs inside the transaction. A migration takes the write lock at
            # once: with a plain BEGIN, a process that read the old schema version while
            # another migrated cannot write later (SQLITE_BUSY, no waiting helps)
            immediate = conn.get_execution_options().get("immediate", False)
            conn.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")

        return engine
    options = (
        f"-c lock_timeout={int(LOCK_TIMEOUT_S * 1000)}"
        f" -c statement_timeout={int(STATEMENT_TIMEOUT_S * 1000)}"
        " -c idle_in_transaction_session_timeout=10000"
    )
    return create_engine(
        url,
        pool_size=10,
        max_overflow=20,
        pool_timeout=POOL_TIMEOUT_S,
        pool_pre_ping=True,
        hide_parameters=True,
        connect_args={"connect_timeout": CONNECT_TIMEOUT_S, "options": options},
    )
