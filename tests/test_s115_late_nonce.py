"""A nonce that came late (a slow server or a busy sending thread: the attempt was asked
for after the game's clock had started) makes an honest run "too quick" for it. The run
was dropped, lost for the board; it is sent again without the nonce and counts, untimed,
as a run made offline does (docs/server.md: a run without a nonce still counts)."""

from __future__ import annotations

import datetime as _dt

import pytest

pytest.importorskip("starlette")
pytest.importorskip("sqlalchemy")

from quiver.game.leaderboard import LeaderboardClient
from tests.server_support import running_server, solve

TODAY = _dt.date(2026, 5, 13)


class Clock:
    t = 1_000_000.0

    def __call__(self) -> float:
        return self.t


@pytest.mark.slow
def test_a_run_too_quick_for_a_late_nonce_counts_untimed(tmp_path):
    clock = Clock()
    with running_server(f"sqlite:///{tmp_path / 'db.sqlite3'}", today=lambda: TODAY, clock=clock) as (
        base,
        store,
    ):
        client = LeaderboardClient(tmp_path / "home", background=False)
        client.configure(base, "Ann")
        client.attempt(TODAY.isoformat(), "2d")
        client.sync()  # the nonce, issued (by the server's clock) only now
        code, moves = solve(TODAY, gap_ms=400)
        clock.t += 1.0  # the clock had run for most of the play before the nonce came
        client.submit(TODAY.isoformat(), code, moves, 0)
        assert client.sync() is True and client.pending() == 0 and client.last_refusal is None
        assert store.counts()["runs"] == 1
        client.request(TODAY.isoformat())
        client.sync()
        assert client.board(TODAY.isoformat()).data["entries"][0]["timed"] is False
