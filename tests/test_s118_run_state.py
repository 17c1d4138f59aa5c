"""What became of a cleared daily's run, as the win card says it (s118): sending, waiting
(the server away), ranked #N of M, refused (why); and a run dated the server's tomorrow (a
game clock a little ahead) is kept and counted once the server's date reaches it."""

from __future__ import annotations

import datetime as _dt
import socket

import pytest

from quiver.game.leaderboard import LeaderboardClient
from quiver.game.leaderboard_runs import RANKED, REFUSED, SENDING, WAITING
from tests.hostile_server import HostileServer, Reply, quiver_error

DAY = _dt.date(2026, 5, 13)
CODE = "2d-cross-16x16-26-easy-1-g5"
MOVES = [[0, 0], [1, 200]]
REGISTERED = Reply(201, {"id": "p1", "token": "p1.secret", "name": "Ann"})
HEALTH = Reply(200, {"ok": True, "service": "quiver-leaderboard", "schema": 3, "generator": 5})


def routed(runs: Reply):
    def handler(req):
        if req.path.startswith("/api/v1/health"):
            return HEALTH
        if req.path.startswith("/api/v1/players"):
            return REGISTERED
        if req.path.startswith("/api/v1/runs"):
            return runs
        return quiver_error(404, "not_found")

    return handler


def client_for(tmp_path, url: str) -> LeaderboardClient:
    client = LeaderboardClient(tmp_path / "home", timeout=2.0, background=False)
    client.configure(url, "Ann")
    return client


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_no_server_no_run_says_nothing(tmp_path):
    client = LeaderboardClient(tmp_path / "home", background=False)
    assert client.submit(DAY.isoformat(), CODE, MOVES, 0) is False
    assert client.run_state(DAY.isoformat()) is None


def test_a_run_is_sending_then_waiting_while_the_server_is_away(tmp_path):
    client = client_for(tmp_path, f"http://127.0.0.1:{free_port()}")
    assert client.run_state(DAY.isoformat()) is None  # no run of that day
    client.submit(DAY.isoformat(), CODE, MOVES, 0)
    assert client.run_state(DAY.isoformat()).kind == SENDING
    seen = client.version
    assert client.sync() is False
    assert client.run_state(DAY.isoformat()).kind == WAITING and client.version > seen  # the card redraws
    assert client.run_state(DAY.isoformat(), "3d") is None  # another mode's daily: not this run
    assert client.run_state((DAY - _dt.timedelta(days=1)).isoformat()) is None


@pytest.mark.slow  # a fake server
def test_a_sent_run_says_its_rank_and_a_refused_one_why(tmp_path):
    ranked = Reply(
        201, {"date": "2026-05-13", "rank": 3, "runs": 12, "mistakes": 0, "time_ms": 200, "hints": 0}
    )
    with HostileServer(routed(ranked)) as srv:
        client = client_for(tmp_path, srv.url)
        client.submit(DAY.isoformat(), CODE, MOVES, 0)
        assert client.sync() is True
        got = client.run_state(DAY.isoformat())
        assert (got.kind, got.rank, got.runs) == (RANKED, 3, 12)
    with HostileServer(routed(quiver_error(422, "not_cleared", "the board was not cleared"))) as srv:
        client = client_for(tmp_path / "b", srv.url)
        client.submit(DAY.isoformat(), CODE, MOVES, 0)
        assert client.sync() is True
        got = client.run_state(DAY.isoformat())
        assert got.kind == REFUSED and got.message == "the board was not cleared"


@pytest.mark.slow  # a fake server
def test_a_run_dated_the_servers_tomorrow_waits_and_lets_the_others_go(tmp_path):
    """A clock ahead of the server's: `future_date` used to drop the run for good."""
    asked = []

    def runs(req):
        if req.path.startswith("/api/v1/runs"):
            asked.append(req.json()["date"])
            if req.json()["date"] > DAY.isoformat():
                return quiver_error(422, "future_date", "2026-05-14 is after today (2026-05-13 UTC)")
            return Reply(201, {"rank": 1, "runs": 1, "mistakes": 0, "time_ms": 200, "hints": 0})
        return routed(quiver_error(404, "not_found"))(req)

    tomorrow = (DAY + _dt.timedelta(days=1)).isoformat()
    with HostileServer(runs) as srv:
        client = client_for(tmp_path, srv.url)
        client.submit(tomorrow, CODE, MOVES, 0)
        client.submit(DAY.isoformat(), CODE.replace("-1-", "-2-"), MOVES, 0)  # queued behind it
        assert client.sync() is False and client.pending() == 1  # kept, and the other went
        assert asked == [tomorrow, DAY.isoformat()]
        assert client.run_state(tomorrow).kind == WAITING
        assert client.run_state(DAY.isoformat()).kind == RANKED


@pytest.mark.slow  # a real server
def test_a_run_of_the_servers_tomorrow_counts_when_its_day_comes(tmp_path):
    pytest.importorskip("starlette")
    from tests.server_support import running_server, solve

    server_day = [DAY]
    tomorrow = DAY + _dt.timedelta(days=1)
    code, moves = solve(tomorrow, gap_ms=200)
    with running_server(f"sqlite:///{tmp_path / 'db.sqlite3'}", today=lambda: server_day[0]) as (base, store):
        client = client_for(tmp_path, base)
        client.submit(tomorrow.isoformat(), code, moves, 0)
        assert client.sync() is False and client.pending() == 1 and store.counts()["runs"] == 0
        server_day[0] = tomorrow  # midnight UTC by the server's clock
        assert client.sync() is True and client.pending() == 0 and store.counts()["runs"] == 1
        assert client.run_state(tomorrow.isoformat()).rank == 1
