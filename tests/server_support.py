"""Helpers for the leaderboard tests: a real server on 127.0.0.1 (uvicorn in a thread,
an ephemeral port), a fresh PostgreSQL database per use, an HTTP caller and a solver
that produces a legal daily run."""

from __future__ import annotations

import contextlib
import datetime as _dt
import json
import os
import secrets
import threading
import urllib.error
import urllib.request

import pytest

PG_ENV = "QUIVER_TEST_PG"


@contextlib.contextmanager
def running_server(url: str, limits=None, today=None, port: int = 0, door=None, **app_kwargs):
    """Serve a migrated store at `url` behind the front door (quiver/server/frontdoor.py;
    `door` a Door, else a default one); yields (base_url, store)."""
    import uvicorn

    from quiver.server.app import create_app
    from quiver.server.frontdoor import Door, guarded_protocol
    from quiver.server.limits import Limits
    from quiver.server.serve import listen_socket
    from quiver.server.store import Store

    store = Store(url)
    store.migrate()
    if today is not None:
        app_kwargs["today"] = today
    app = create_app(store, limits or Limits(0, 0, 0), **app_kwargs)
    sock = listen_socket("127.0.0.1", port)
    door = door or Door()
    server = uvicorn.Server(
        uvicorn.Config(
            app,
            http=guarded_protocol(door),
            log_level="warning",
            access_log=False,
            lifespan="off",
            proxy_headers=False,
            timeout_keep_alive=door.limits.keep_alive,
        )
    )
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    for _ in range(500):
        if server.started:
            break
        thread.join(0.01)
    assert server.started, "the server did not start"
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}", store
    finally:
        server.should_exit = True
        thread.join(10)
        sock.close()
        store.close()


@contextlib.contextmanager
def postgres_database():
    """A fresh, empty database on the PostgreSQL named by $QUIVER_TEST_PG; dropped after.
    Locally a missing PostgreSQL skips; in CI (CI=true) it fails."""
    base = os.environ.get(PG_ENV)
    if not base:
        reason = f"no PostgreSQL for the tests (set {PG_ENV}; .ci/run starts one)"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(reason)
        pytest.skip(reason)
    import psycopg

    name = f"quiver_test_{secrets.token_hex(4)}"
    with psycopg.connect(base, autocommit=True) as c:
        c.execute(f'CREATE DATABASE "{name}"')  # a name we made: hex only
    root, _, _ = base.rpartition("/")
    try:
        yield f"{root}/{name}"
    finally:
        with psycopg.connect(base, autocommit=True) as c:
            c.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@contextlib.contextmanager
def database(kind: str, tmp_path):
    if kind == "sqlite":
        yield f"sqlite:///{tmp_path / 'board.sqlite3'}"
    else:
        with postgres_database() as url:
            yield url


def call(
    base: str,
    method: str,
    path: str,
    body=None,
    token=None,
    raw: bytes | None = None,
    headers: dict | None = None,
):
    """(status, parsed JSON or text) of one request."""
    data = raw if raw is not None else (None if body is None else json.dumps(body).encode())
    req = urllib.request.Request(base + path, data=data, method=method)
    if data is not None:
        req.add_header("Content-Type", "application/json")
    if token is not None:
        req.add_header("Authorization", f"Bearer {token}")
    for k, v in (headers or {}).items():
        req.add_header(k, v)
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            status, text = resp.status, resp.read().decode()
    except urllib.error.HTTPError as e:
        status, text = e.code, e.read().decode()
    try:
        return status, json.loads(text)
    except ValueError:
        return status, text


def solve(
    day: _dt.date, mistakes: int = 0, gap_ms: int = 120, start_ms: int = 0, mode: str = "2d"
) -> tuple[str, list[list[int]]]:
    """The day's code and a legal clearing run: `mistakes` blocked taps first, then free
    arrows one by one, `gap_ms` apart."""
    from quiver.game.code import generate_board
    from quiver.game.daily import daily_code

    code = daily_code(day, mode)
    board = generate_board(code)
    moves, t = [], start_ms
    for _ in range(mistakes):
        blocked = next(i for i in sorted(board.alive) if not board.can_escape(i))
        board.fire(blocked)
        moves.append([blocked, t])
        t += gap_ms
    while board.alive:
        i = board.free_arrows()[0]
        board.fire(i)
        moves.append([i, t])
        t += gap_ms
    return str(code), moves
