"""A daily cleared while the leaderboard server is down and the sender is backing off
(s177): the win card said "Leaderboard: sending your run..." for as long as the backoff
lasted (up to 15 minutes), as only a round that tried to send said the run waits. A round
that leaves runs queued, sent or not, says so: "run waiting, sent when the server answers"."""

from __future__ import annotations

import time

from quiver.game.leaderboard import LeaderboardClient
from quiver.game.leaderboard_runs import SENDING, WAITING

DAY = "2026-12-05"


def test_a_run_queued_during_the_backoff_is_said_to_wait(tmp_path):
    client = LeaderboardClient(tmp_path, timeout=1.0, background=False)
    client.configure("http://127.0.0.1:9", "Ada")  # nothing listens there
    client.attempt(DAY)
    assert client.sync() is False  # the daily's start: no nonce, the server away
    client._next_send = time.monotonic() + 900  # the thread's backoff after that round
    client.submit(DAY, "2d-heart-16x14-easy-3", [(0, 100)], 0)
    assert client.run_state(DAY).kind == SENDING  # (before the thread's round)
    seen = client.version
    assert client._round(force=False) is False  # the thread's round, in the backoff
    assert client.run_state(DAY).kind == WAITING and client.version > seen  # the card redraws
