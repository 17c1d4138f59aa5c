"""The shared daily leaderboard server (issue 15), through real HTTP on 127.0.0.1 against
SQLite and PostgreSQL: registration, replay-verified runs, ranking, one counted run a
day, hostile requests (each refused with its status and nothing stored), rate limits,
the versioned schema, and the CLI's one-line errors."""

from __future__ import annotations

import datetime as _dt
import hashlib
import json

import pytest

pytest.importorskip("starlette")
pytest.importorskip("sqlalchemy")

from quiver.game.daily import daily_code
from quiver.server.limits import Limits, RateLimiter
from quiver.server.rules import MAX_AGE_DAYS, MIN_MOVE_MS, NAME_MAX
from quiver.server.store import SCHEMA_VERSION
from tests.server_support import call, database, running_server, solve

TODAY = _dt.date(2026, 5, 13)  # a Wednesday


@pytest.fixture(params=["sqlite", "postgresql"])
def server(request, tmp_path):
    with (
        database(request.param, tmp_path) as url,
        running_server(url, today=lambda: TODAY) as (base, store),
    ):
        yield base, store


def register(base, name="Ann"):
    status, got = call(base, "POST", "/api/v1/players", {"name": name})
    assert status == 201, got
    return got


def submit(base, who, day=TODAY, code=None, moves=None, hints=0, **extra):
    if moves is None:
        code, moves = solve(day)
    body = {"player": who["id"], "date": day.isoformat(), "code": code, "moves": moves, "hints": hints}
    body.update(extra)
    return call(base, "POST", "/api/v1/runs", body, token=who["token"])


def test_a_verified_run_is_ranked_and_counted_once(server):
    base, store = server
    ann, bob, cy = register(base, "Ann"), register(base, "Bob"), register(base, "Cy")
    assert len({ann["id"], bob["id"], cy["id"]}) == 3 and ann["token"].startswith(ann["id"] + ".")
    from sqlalchemy import text

    with store.engine.connect() as c:  # only a hash of the secret is kept
        kept = c.execute(text("SELECT token_hash FROM players WHERE id = :id"), {"id": ann["id"]}).scalar()
    secret = ann["token"].split(".")[1]
    assert kept == hashlib.sha256(secret.encode()).hexdigest() and secret not in kept
    code, slow_clean = solve(TODAY, gap_ms=400)
    _, fast_clean = solve(TODAY, gap_ms=150)
    _, one_mistake = solve(TODAY, mistakes=1, gap_ms=60)
    status, got = submit(base, ann, code=code, moves=slow_clean, hints=2)
    assert status == 201 and got["mistakes"] == 0 and got["rank"] == 1, got
    assert got["time_ms"] == slow_clean[-1][1]
    assert submit(base, bob, code=code, moves=one_mistake)[1]["mistakes"] == 1  # counted by the server
    status, got = submit(base, cy, code=code, moves=fast_clean)
    assert status == 201 and got["rank"] == 1 and got["runs"] == 3
    # the first finished run counts: a better second one (or the same request again) is refused
    status, got = submit(base, ann, code=code, moves=fast_clean)
    assert status == 409 and got["error"]["code"] == "already_submitted"
    assert store.counts() == {"players": 3, "runs": 3}

    status, board = call(base, "GET", f"/api/v1/leaderboard/{TODAY}", token=bob["token"])
    assert status == 200 and board["code"] == str(daily_code(TODAY))
    assert [e["name"] for e in board["entries"]] == ["Cy", "Ann", "Bob"]  # mistakes, then time
    assert board["entries"][1]["hints"] == 2 and board["runs"] == 3
    assert board["you"]["rank"] == 3 and board["you"]["name"] == "Bob"
    status, anon = call(base, "GET", f"/api/v1/leaderboard/{TODAY}?limit=1")
    assert status == 200 and anon["you"] is None and len(anon["entries"]) == 1


def test_equal_results_rank_by_earliest_submission(server):
    base, _ = server
    code, moves = solve(TODAY)
    names = ["First", "Second", "Third"]
    for k, name in enumerate(names):  # the same result, not the same moves (that is a replay)
        mine = [list(m) for m in moves]
        mine[0][1] = k
        assert submit(base, register(base, name), code=code, moves=mine)[0] == 201
    _, board = call(base, "GET", f"/api/v1/leaderboard/{TODAY}")
    assert [e["name"] for e in board["entries"]] == names
    assert [e["rank"] for e in board["entries"]] == [1, 2, 3]


def test_hostile_requests_are_refused_and_store_nothing(server):
    base, store = server
    ann, bob = register(base, "Ann"), register(base, "Bob")
    code, moves = solve(TODAY)
    yesterday = TODAY - _dt.timedelta(days=1)
    body = {"player": ann["id"], "date": TODAY.isoformat(), "code": code, "moves": moves, "hints": 0}

    def post(token=ann["token"], **change):
        return call(base, "POST", "/api/v1/runs", dict(body, **change), token=token)

    forged = f"{ann['id']}.{'A' * 43}"
    cases = {
        "forged token": (post(token=forged), 401, "bad_token"),
        "no token": (post(token=None), 401, "bad_token"),
        "token of an unknown id": (
            post(token="ffffffffffffffff." + ann["token"].split(".")[1]),
            401,
            "bad_token",
        ),
        "another player's id": (post(player=bob["id"]), 403, "wrong_player"),
        "future date": (post(date=(TODAY + _dt.timedelta(days=1)).isoformat()), 422, "future_date"),
        "closed date": (
            post(date=(TODAY - _dt.timedelta(days=MAX_AGE_DAYS + 1)).isoformat()),
            422,
            "old_date",
        ),
        "SQL in the date": (post(date="2026-05-13' OR '1'='1"), 422, "bad_date"),
        "another day's code": (post(code=str(daily_code(yesterday))), 422, "wrong_code"),
        "another day's date": (post(date=yesterday.isoformat()), 422, "wrong_code"),
        "SQL in the code": (post(code="2d-heart'; DROP TABLE runs;--"), 422, "bad_code"),
        "no such arrow": (post(moves=moves[:-1] + [[10_000, moves[-1][1]]]), 422, "illegal_move"),
        "an arrow fired twice": (
            post(moves=moves + [[moves[0][0], moves[-1][1] + 500]]),
            422,
            "moves_after_end",
        ),
        "reordered moves": (post(moves=[moves[1], moves[0]] + moves[2:]), 422, "too_fast"),
        "zero-time run": (post(moves=[[a, 0] for a, _ in moves]), 422, "too_fast"),
        "faster than the floor": (
            post(moves=[[a, k * (MIN_MOVE_MS - 1)] for k, (a, _) in enumerate(moves)]),
            422,
            "too_fast",
        ),
        "not cleared": (post(moves=moves[:-1]), 422, "not_cleared"),
        "empty moves": (post(moves=[]), 422, "bad_moves"),
        "moves not pairs": (post(moves=[[1, 2, 3]]), 422, "bad_moves"),
        "negative hints": (post(hints=-1), 422, "bad_hints"),
        "SQL as the player": (post(player="x' OR 1=1 --"), 403, "wrong_player"),
        "oversized body": (
            call(base, "POST", "/api/v1/runs", raw=b'{"pad": "' + b"x" * 70_000 + b'"}', token=ann["token"]),
            413,
            "too_large",
        ),
        "not JSON": (
            call(base, "POST", "/api/v1/runs", raw=b"{moves: 1", token=ann["token"]),
            400,
            "bad_json",
        ),
        "a JSON list": (
            call(base, "POST", "/api/v1/runs", raw=b"[1, 2]", token=ann["token"]),
            400,
            "bad_json",
        ),
    }
    # a board that ends with hearts gone: three blocked taps
    _, lost = solve(TODAY, mistakes=3)
    cases["out of hearts"] = (post(moves=lost), 422, "moves_after_end")
    _, lost_only = solve(TODAY, mistakes=3)
    cases["lost, then stopped"] = (post(moves=lost_only[:3]), 422, "not_cleared")
    for what, ((status, got), want_status, want_code) in cases.items():
        assert (status, got["error"]["code"]) == (want_status, want_code), (what, got)
        assert got["error"]["message"] and "\n" not in got["error"]["message"], what
    assert store.counts() == {"players": 2, "runs": 0}
    # and the honest run still goes through afterwards
    assert post()[0] == 201 and store.counts()["runs"] == 1


def test_names_unicode_control_characters_and_sql(server):
    base, store = server
    for bad in [
        "",
        "   ",
        "x" * (NAME_MAX + 1),
        "bell\x07",
        "tab\tname",
        "line\u2028break",
        "bidi\u202eevil",
        42,
        None,
    ]:
        status, got = call(base, "POST", "/api/v1/players", {"name": bad})
        assert status == 422 and got["error"]["code"] == "bad_name", (bad, got)
    assert store.counts()["players"] == 0
    sql = "x'); DROP TABLE runs;--"
    for good in ["Zoë 李雷 🎯", sql, "  padded  "]:
        got = register(base, good)
        assert got["name"] == good.strip()
    code, moves = solve(TODAY)
    bobby = register(base, "x")
    bobby_sql = register(base, sql)
    assert submit(base, bobby_sql, code=code, moves=moves)[0] == 201
    _, board = call(base, "GET", f"/api/v1/leaderboard/{TODAY}")
    assert board["entries"][0]["name"] == sql  # stored as text, tables intact
    assert store.counts() == {"players": 5, "runs": 1} and bobby["id"]


def test_leaderboard_reads_check_their_input(server):
    base, _ = server
    for path, code in [
        (f"/api/v1/leaderboard/{TODAY}?limit=0", "bad_limit"),
        (f"/api/v1/leaderboard/{TODAY}?limit=abc", "bad_limit"),
        (f"/api/v1/leaderboard/{TODAY}?mode=4d", "bad_mode"),
        ("/api/v1/leaderboard/13-05-2026", "bad_date"),
    ]:
        status, got = call(base, "GET", path)
        assert status == 422 and got["error"]["code"] == code, (path, got)
    old = TODAY - _dt.timedelta(days=MAX_AGE_DAYS + 30)  # closed for runs, open for reading
    status, got = call(base, "GET", f"/api/v1/leaderboard/{old}")
    assert status == 200 and got["runs"] == 0 and got["code"] == str(daily_code(old))
    status, got = call(base, "GET", f"/api/v1/leaderboard/{TODAY + _dt.timedelta(days=1)}")
    assert status == 422 and got["error"]["code"] == "future_date"
    status, got = call(base, "GET", f"/api/v1/leaderboard/{TODAY}", token="nope.nope")
    assert status == 401
    status, got = call(base, "GET", "/api/v1/nothing")
    assert status == 404 and got["error"]["code"] == "not_found"
    status, got = call(base, "GET", "/api/v1/health")
    assert status == 200 and got["ok"] and got["schema"] == SCHEMA_VERSION


def test_rate_limits_per_address_and_per_token(tmp_path):
    url = f"sqlite:///{tmp_path / 'limits.sqlite3'}"
    with running_server(url, Limits(per_address=0, per_token=2, registrations=3), today=lambda: TODAY) as (
        base,
        store,
    ):
        for _ in range(3):
            register(base)
        status, got = call(base, "POST", "/api/v1/players", {"name": "Four"})
        assert status == 429 and got["error"]["code"] == "rate_limited"
        assert store.counts()["players"] == 3
        # per token: two submissions a minute pass, the third is refused before any replay
        player, token = store.register("Tok")
        who = {"id": player, "token": token}
        code, moves = solve(TODAY)
        assert submit(base, who, code=code, moves=moves)[0] == 201
        assert submit(base, who, code=code, moves=moves)[0] == 409
        status, got = submit(base, who, code=code, moves=moves)
        assert status == 429 and got["error"]["code"] == "rate_limited"
    with running_server(url, Limits(per_address=4, per_token=0, registrations=0), today=lambda: TODAY) as (
        base,
        _,
    ):
        statuses = [call(base, "GET", "/api/v1/health")[0] for _ in range(6)]
        assert statuses == [200] * 4 + [429] * 2


def test_rate_limiter_refills_with_time():
    now = [0.0]
    limiter = RateLimiter(60, clock=lambda: now[0])
    assert all(limiter.allow("a") for _ in range(60)) and not limiter.allow("a")
    assert limiter.allow("b")  # keys are separate
    now[0] += 1.0  # a second later: one more
    assert limiter.allow("a") and not limiter.allow("a")


def test_schema_is_versioned_and_a_newer_one_is_refused(tmp_path):
    from sqlalchemy import text

    from quiver.server.store import SCHEMA_VERSION, Store, StoreError

    url = f"sqlite:///{tmp_path / 'v.sqlite3'}"
    store = Store(url)
    assert store.migrate() == 0 and store.schema_version() == SCHEMA_VERSION
    assert store.migrate() == SCHEMA_VERSION  # idempotent: nothing to do
    with store.engine.begin() as c:
        c.execute(text("INSERT INTO schema_version (version) VALUES (:v)"), {"v": SCHEMA_VERSION + 1})
    store.close()
    with pytest.raises(StoreError, match="newer than this server"):
        Store(url).migrate()
    with pytest.raises(StoreError, match="unsupported database URL"):
        Store("mysql://nobody@localhost/x")


def test_sqlite_is_wal_and_fully_synchronous(tmp_path):
    from sqlalchemy import text

    from quiver.server.store import Store

    store = Store(f"sqlite:///{tmp_path / 'w.sqlite3'}")
    store.migrate()
    with store.engine.connect() as c:
        assert c.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        assert c.execute(text("PRAGMA synchronous")).scalar() == 2  # FULL
    store.close()


def test_serve_cli_errors_are_one_line(tmp_path, capsys):
    from quiver.cli import main

    assert main(["serve", "--db", "mysql://x@y/z", "--port", "0"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("quiver: error:") and "unsupported database URL" in err and "\n" not in err
    assert main(["serve", "--db", "bogus://x", "--port", "0"]) == 2
    err = capsys.readouterr().err.strip()  # what was typed, not just 'bogus' (s91)
    assert "unsupported database URL 'bogus://x': use sqlite:///PATH" in err and "\n" not in err
    assert main(["serve", "--db", "mysql://me:s3cret@db/x\n" + "y" * 300, "--port", "0"]) == 2
    err = capsys.readouterr().err.strip()  # the password hidden, one line, cut short
    assert "'mysql://me:***@db/x y" in err and "s3cret" not in err and "\n" not in err and len(err) < 220
    assert main(["serve", "--port", "70000"]) == 2
    assert "expected a port" in capsys.readouterr().err
    bad = tmp_path / "notadb.sqlite3"
    bad.write_bytes(b"this is not a database" * 100)
    assert main(["serve", "--db", f"sqlite:///{bad}", "--port", "0"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("quiver: error: cannot open the database") and "\n" not in err


def test_a_chunked_body_is_cut_off_while_reading(server):
    import http.client

    base, store = server
    ann = register(base)
    host, port = base.rsplit("/", 1)[1].split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=30)
    chunks = (b'{"pad": "' + b"x" * 8192 for _ in range(16))  # 128 KiB, no Content-Length
    conn.request(
        "POST",
        "/api/v1/runs",
        chunks,
        {"Authorization": f"Bearer {ann['token']}", "Content-Type": "application/json"},
        encode_chunked=True,
    )
    resp = conn.getresponse()
    assert resp.status == 413 and json.loads(resp.read())["error"]["code"] == "too_large"
    conn.close()
    assert store.counts()["runs"] == 0


@pytest.mark.parametrize("kind", ["sqlite", "postgresql"])
def test_two_servers_on_one_database_migrate_once_and_share_it(kind, tmp_path):
    """Several processes behind a load balancer: they start together, one migrates, and a
    player registered on one is known to the other."""
    import threading

    from sqlalchemy import text

    from quiver.server.store import Store

    with database(kind, tmp_path) as url:
        stores = [Store(url) for _ in range(4)]
        found = []
        threads = [threading.Thread(target=lambda s=s: found.append(s.migrate())) for s in stores]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert sorted(found) == [0] + [SCHEMA_VERSION] * 3  # exactly one did the work
        with stores[0].engine.connect() as c:
            assert c.execute(text("SELECT count(*) FROM schema_version")).scalar() == SCHEMA_VERSION
        for s in stores:
            s.close()
        with (
            running_server(url, today=lambda: TODAY) as (a, _),
            running_server(url, today=lambda: TODAY) as (b, store),
        ):
            ann = register(a, "Ann")
            code, moves = solve(TODAY)
            assert submit(b, ann, code=code, moves=moves)[0] == 201
            assert submit(a, ann, code=code, moves=moves)[0] == 409  # one run a day, across both
            _, board = call(a, "GET", f"/api/v1/leaderboard/{TODAY}", token=ann["token"])
            assert board["you"]["rank"] == 1 and store.counts() == {"players": 1, "runs": 1}


def test_the_rules_are_pure_and_the_cli_stays_light():
    """The replay rules load no web or database library; `quiver shapes` loads none either
    (the serve subcommand imports them only when it runs)."""
    from tests.test_imports import modules_after

    heavy = {"starlette", "uvicorn", "sqlalchemy", "psycopg", "pygame", "moderngl"}
    assert not modules_after("import quiver.server.rules") & heavy
    assert not modules_after("from quiver.cli import main\nmain(['shapes'])") & heavy


def test_the_game_never_imports_the_server():
    """ARCHITECTURE.md: the game talks to the server only over HTTP (game/leaderboard.py)."""
    from tests.test_imports import PACKAGE, imports_of, sources

    game_side = sources("game", "scenes", "render2d", "render3d") + [PACKAGE / "app.py"]
    bad = {
        str(p.relative_to(PACKAGE)): n
        for p in game_side
        for n in imports_of(p)
        if n == "quiver.server" or n.startswith("quiver.server.")
    }
    assert not bad, bad


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_every_mode_has_its_replayed_daily(mode):
    from quiver.server.rules import verify_run

    code, moves = solve(TODAY, mistakes=2, mode=mode)
    run = verify_run(TODAY.isoformat(), code, moves, 1, TODAY)
    assert (run.mode, run.mistakes, run.time_ms, run.moves) == (mode, 2, moves[-1][1], len(moves))


def test_any_json_is_a_clear_refusal_or_a_verified_clear():
    """Whatever a client sends, the rules answer with Rejected (one line) or a run whose
    replay really cleared the board; nothing else escapes."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from quiver.server.rules import Rejected, verify_run

    code, moves = solve(TODAY)
    json_values = st.recursive(
        st.none() | st.booleans() | st.integers(-(2**40), 2**40) | st.floats() | st.text(max_size=12),
        lambda inner: st.lists(inner, max_size=4),
        max_leaves=8,
    )
    shuffled = st.permutations(moves).map(lambda ms: [[a, 100 * k] for k, (a, _) in enumerate(ms)])
    any_moves = st.one_of(json_values, st.lists(st.lists(json_values, max_size=3), max_size=5), shuffled)

    @settings(max_examples=150, deadline=None)
    @given(
        st.sampled_from([TODAY.isoformat(), "2026-02-30", "", None, 5]),
        st.sampled_from([code, code.upper(), code[:-1], "", None]),
        any_moves,
        st.one_of(st.integers(-3, 3), st.none(), st.text(max_size=2)),
    )
    def check(day, code_text, moves_in, hints):
        try:
            run = verify_run(day, code_text, moves_in, hints, TODAY)
        except Rejected as e:
            assert e.status in (400, 422) and e.message and "\n" not in e.message
            return
        assert run.moves == len(moves_in) and run.mistakes < 3 and run.hints == hints

    check()


def test_servers_starting_together_on_a_new_sqlite_file_all_start(tmp_path):
    """Switching a new SQLite file to WAL answers "locked" at once rather than waiting, and a
    migration that read an old schema version cannot write later: six stores opening one new
    file together, ten times over, each migrate and exactly one does the work."""
    import threading

    from quiver.server.store import Store

    def start(store, found, errors):
        try:
            found.append(store.migrate())
        except Exception as e:
            errors.append(e)

    for round_ in range(10):
        stores = [Store(f"sqlite:///{tmp_path}/round{round_}.sqlite") for _ in range(6)]
        found: list[int] = []
        errors: list[Exception] = []
        threads = [threading.Thread(target=start, args=(s, found, errors)) for s in stores]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        for s in stores:
            s.close()
        assert errors == [] and sorted(found) == [0] + [SCHEMA_VERSION] * 5, (round_, errors)
