"""A leaderboard server that trickles its answer, a byte every second (s177): the socket's
timeout is per read, so the sending thread waited for days, the win card saying "sending
your run..." and the Daily screen asking for the board, for good. A whole call now ends
by ANSWER_TIMEOUTS of its timeouts: one calm line, the run kept to send later."""

from __future__ import annotations

import pytest

from quiver.game import leaderboard_wire as wire


class Trickle:
    """An answer whose every read brings one byte a second (on the test's clock)."""

    def __init__(self, clock: list[float], body: bytes) -> None:
        self.clock, self.body = clock, body

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def read1(self, n: int = -1) -> bytes:
        self.clock[0] += 1.0
        part, self.body = self.body[:1], self.body[1:]
        return part

    def read(self, n: int = -1) -> bytes:
        out = b""
        while len(out) < n and (part := self.read1()):
            out += part
        return out


@pytest.fixture
def trickling(monkeypatch):
    clock = [0.0]

    class Opener:
        def open(self, req, timeout):
            return Trickle(clock, b" " * 3600 + b"{}")  # an hour of spaces, then JSON

    monkeypatch.setattr(wire, "_opener", lambda: Opener())
    monkeypatch.setattr(wire, "_now", lambda: clock[0], raising=False)
    return clock


def test_a_trickling_answer_ends_by_its_deadline(trickling):
    with pytest.raises(OSError, match="answered too slowly"):
        wire.call("http://127.0.0.1:9/api/v1/health", "GET", timeout=5.0)
    assert trickling[0] <= wire.ANSWER_TIMEOUTS * 5.0 + 1  # not the hour it would take


def test_the_run_waits_and_the_board_says_offline(trickling, tmp_path):
    from quiver.game.leaderboard import LeaderboardClient
    from quiver.game.leaderboard_runs import WAITING
    from quiver.game.leaderboard_wire import BoardStatus

    client = LeaderboardClient(tmp_path, timeout=5.0, background=False)
    client.configure("http://127.0.0.1:9", "Ada")
    client.request("2026-12-05")
    client.submit("2026-12-05", "2d-heart-16x14-easy-3", [(0, 100)], 0)
    assert client.sync() is False
    assert client.board("2026-12-05").status == BoardStatus.OFFLINE
    assert client.pending() == 1 and client.run_state("2026-12-05").kind == WAITING
    assert trickling[0] < 3600  # each call gave up in seconds, not at the hour's end
