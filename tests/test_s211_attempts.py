"""s211: a daily's leaderboard attempts behind a small API (game/leaderboard_attempts.py):
the client asks, fills and takes through it, and the midend keeps and resumes a daily's
nonce through it (no window, no server: the client is set, not configured)."""

from __future__ import annotations

import datetime as _dt

import pytest

from quiver.game.code import generate_board
from quiver.game.daily import daily_code
from quiver.game.journey import DailyPuzzle, PuzzleRequest
from quiver.game.leaderboard_attempts import Attempts
from quiver.game.session import Session

DAY = _dt.date(2026, 12, 5)
SERVER = "http://leaderboard.invalid"


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    return tmp_path


def test_an_attempt_is_asked_filled_and_taken_once():
    a = Attempts()
    a.ask(SERVER, "2026-12-05", "2d")
    a.ask("http://other.invalid", "2026-12-05", "3d")
    assert a.asking(SERVER) == [("2026-12-05", "2d")] and a.nonce(SERVER, "2026-12-05", "2d") is None
    a.fill(SERVER, "2026-12-05", "2d", "n-1")
    assert a.asking(SERVER) == [] and a.nonce(SERVER, "2026-12-05", "2d") == "n-1"
    assert a.take(SERVER, "2026-12-05", "2d") == "n-1" and a.take(SERVER, "2026-12-05", "2d") is None
    a.fill(SERVER, "2026-12-05", "2d", "late")  # submitted meanwhile: the answer has no attempt
    assert a.nonce(SERVER, "2026-12-05", "2d") is None
    assert a.asking("http://other.invalid") == [("2026-12-05", "3d")]


@pytest.mark.parametrize("answer", [None, 7, "x" * 101, ""])
def test_an_answer_that_is_no_nonce_plays_without_one(answer):
    a = Attempts()
    a.ask(SERVER, "2026-12-05", "2d")
    a.fill(SERVER, "2026-12-05", "2d", answer)
    assert a.asking(SERVER) == [] and a.take(SERVER, "2026-12-05", "2d") is None  # asked no more


def test_a_resumed_nonce_is_not_replaced_by_a_late_answer():
    a = Attempts()
    a.ask(SERVER, "2026-12-05", "2d")
    a.resume(SERVER, "2026-12-05", "2d", "kept")
    a.fill(SERVER, "2026-12-05", "2d", "fresh")
    assert a.nonce(SERVER, "2026-12-05", "2d") == "kept"


def test_a_kept_daily_resumes_its_nonce_and_sends_it_with_the_run(home):
    """Kept on close with the nonce the server gave, back under it on the next launch
    (no new attempt asked), and its cleared run queued with it."""
    from quiver.game.midend import Midend

    code = daily_code(DAY, "2d")
    first = Midend(today=lambda: DAY, lessons=False)
    first.leaderboard.server, first.leaderboard.background = SERVER, False
    request = first.daily("2d")
    assert isinstance(request, PuzzleRequest)
    assert first.leaderboard.attempts.asking(SERVER) == [("2026-12-05", "2d")]  # a new attempt
    first.leaderboard.attempts.fill(SERVER, "2026-12-05", "2d", "first-attempt")  # the thread's answer
    s = Session(generate_board(code), 3, ranked=True)
    s.fire(min(s.board.free_arrows()))
    assert first.keep(request, code, s)

    again = Midend(today=lambda: DAY, lessons=False)
    again.leaderboard.server, again.leaderboard.background = SERVER, False  # (no thread: nothing sent)
    resumed = again.daily("2d")
    assert isinstance(resumed, PuzzleRequest) and isinstance(resumed.origin, DailyPuzzle)
    attempts = again.leaderboard.attempts
    assert attempts.asking(SERVER) == [] and attempts.nonce(SERVER, "2026-12-05", "2d") == "first-attempt"
    assert again.leaderboard.submit("2026-12-05", str(code), [(0, 0)], 0)
    assert [q["run"].get("nonce") for q in again.leaderboard.queue.runs()] == ["first-attempt"]
    assert attempts.nonce(SERVER, "2026-12-05", "2d") is None  # the attempt is over
