"""The leaderboard's score ranking (issue 23) through the real server over HTTP: the score
it recomputes from the replayed run equals the game's Session score for the same run, a
client's own number is ignored, and the two rankings sit side by side."""

from __future__ import annotations

import datetime as _dt

import pytest

pytest.importorskip("starlette")
pytest.importorskip("sqlalchemy")

from quiver.game.code import generate_board
from quiver.game.daily import daily_code
from quiver.game.session import Session
from tests.server_support import call, database, running_server

TODAY = _dt.date(2026, 5, 13)


class Clock:
    def __init__(self):
        self.t = 10.0

    def __call__(self):
        return self.t


def play(gaps, mistakes=0):
    """Play today's daily in a real Session with a fake clock: `mistakes` blocked taps
    first, then free arrows `gaps[k % len(gaps)]` seconds apart."""
    code = daily_code(TODAY, "2d")
    clock = Clock()
    s = Session(generate_board(code), hearts=3, clock=clock)
    for _ in range(mistakes):
        s.fire(next(i for i in sorted(s.board.alive) if not s.board.can_escape(i)))
        clock.t += 0.4
    k = 0
    while s.board.alive:
        s.fire(s.board.free_arrows()[0])
        clock.t += gaps[k % len(gaps)]
        k += 1
    assert s.won
    return str(code), s


@pytest.fixture(params=["sqlite", "postgresql"])
def server(request, tmp_path):
    with (
        database(request.param, tmp_path) as url,
        running_server(url, today=lambda: TODAY) as (base, store),
    ):
        yield base, store


def register(base, name):
    status, got = call(base, "POST", "/api/v1/players", {"name": name})
    assert status == 201, got
    return got


def submit(base, who, code, session, **extra):
    body = {"player": who["id"], "date": TODAY.isoformat(), "code": code, "moves": session.log, "hints": 0}
    body.update(extra)
    return call(base, "POST", "/api/v1/runs", body, token=who["token"])


def test_the_servers_score_is_the_games_and_ranks_beside_mistakes(server):
    base, _store = server
    ann, bob = register(base, "Ann"), register(base, "Bob")
    # Ann: slow and clean (no combos); Bob: one mistake but quick bursts (big combos)
    code, slow = play([2.0])
    _, quick = play([0.25, 0.25, 0.25, 0.25, 1.8], mistakes=1)
    assert quick.score.total > slow.score.total and quick.mistakes == 1
    status, got = submit(base, ann, code, slow, score=10**9)  # a client's number is ignored
    assert status == 201, got
    assert (got["score"], got["best_combo"]) == (slow.score.total, slow.score.best_combo)
    status, got = submit(base, bob, code, quick)
    assert status == 201, got
    assert (got["score"], got["best_combo"]) == (quick.score.total, quick.score.best_combo)
    assert got["rank"] == 2 and got["score_rank"] == 1

    status, by_mistakes = call(base, "GET", f"/api/v1/leaderboard/{TODAY}")
    assert status == 200 and by_mistakes["rank"] == "mistakes"
    assert [e["name"] for e in by_mistakes["entries"]] == ["Ann", "Bob"]
    status, by_score = call(base, "GET", f"/api/v1/leaderboard/{TODAY}?rank=score", token=ann["token"])
    assert status == 200 and by_score["rank"] == "score"
    assert [(e["name"], e["score"]) for e in by_score["entries"]] == [
        ("Bob", quick.score.total),
        ("Ann", slow.score.total),
    ]
    assert by_score["you"]["rank"] == 2 and by_score["you"]["score"] == slow.score.total
    status, bad = call(base, "GET", f"/api/v1/leaderboard/{TODAY}?rank=fastest")
    assert status == 422 and bad["error"]["code"] == "bad_rank"


def test_a_schema_1_database_migrates_and_keeps_its_runs(tmp_path):
    """A leaderboard database made before scores (schema 1) gains the score columns; its
    old runs stay, ranked by mistakes as before and with score 0."""
    from sqlalchemy import text

    from quiver.server import store as store_mod
    from quiver.server.schema import migrations

    url = f"sqlite:///{tmp_path / 'old.sqlite3'}"
    old = store_mod.Store(url)
    with old.engine.begin() as c:
        c.execute(text("CREATE TABLE schema_version (version INTEGER NOT NULL)"))
        for statement in migrations("sqlite")[1]:
            c.execute(text(statement))
        c.execute(text("INSERT INTO schema_version (version) VALUES (1)"))
        c.execute(text("INSERT INTO players VALUES ('p1', 'Old', :h, 'x')"), {"h": "0" * 64})
        c.execute(
            text(
                "INSERT INTO runs (player_id, day, mode, code, mistakes, time_ms, hints, moves, "
                "submitted_at) VALUES ('p1', :d, '2d', 'c', 0, 5000, 0, 9, 'x')"
            ),
            {"d": TODAY.isoformat()},
        )
    old.close()
    with running_server(url, today=lambda: TODAY) as (base, store):
        assert store.schema_version() == store_mod.SCHEMA_VERSION
        status, board = call(base, "GET", f"/api/v1/leaderboard/{TODAY}?rank=score")
        assert status == 200 and [(e["name"], e["score"]) for e in board["entries"]] == [("Old", 0)]
