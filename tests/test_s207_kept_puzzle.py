"""s207: a puzzle kept when the game closes mid-level, replayed where it was left (no window)."""

from __future__ import annotations

import datetime as _dt
import json

import pytest

from quiver.game.code import generate_board
from quiver.game.daily import daily_code
from quiver.game.journey import CampaignLevel, DailyPuzzle, FreePuzzle, PuzzleRequest
from quiver.game.kept_puzzle import KeptPuzzle, keep_puzzle, kept_path, load_kept, replay_kept
from quiver.game.session import Session
from quiver.server.rules import verify_run
from tests.app_helpers import unlock

DAY = _dt.date(2026, 12, 5)


class Clock:
    def __init__(self) -> None:
        self.t = 500.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    return tmp_path


def blocked_arrow(s: Session) -> int:
    return next(i for i in sorted(s.board.alive) if not s.can_escape(i))


def play_some(s: Session, clock: Clock, taps: int) -> None:
    """`taps` taps 0.7 s apart: a blocked one first, then the hint's arrows (one hinted)."""
    clock.t += 0.7
    s.fire(blocked_arrow(s))
    for k in range(taps - 1):
        clock.t += 0.7
        i = s.hint() if k == 1 else min(s.board.free_arrows())
        s.fire(i)


def daily_session(clock: Clock) -> tuple[object, Session]:
    code = daily_code(DAY, "2d")
    return code, Session(generate_board(code), 3, clock=clock, ranked=True)


def test_kept_and_replayed_comes_out_as_it_was_left(home):
    clock = Clock()
    code, s = daily_session(clock)
    play_some(s, clock, 6)
    clock.t += 4.2  # thinking, then the window closed
    kept, let_go = keep_puzzle(
        PuzzleRequest(DailyPuzzle(DAY), code), code, s, nonce="n0"
    )  # (s222: a Keeping)
    assert let_go == () and kept_path().is_file()
    loaded, warning = load_kept()
    assert warning is None and loaded == kept and loaded.where == "daily 2d 2026-12-05"

    later = Clock()
    later.t = 9000.0  # another run of the game: its clock is anywhere
    s2 = Session(generate_board(code), 3, clock=later, ranked=True)
    assert replay_kept(loaded, s2) is None
    assert s2.board.alive == s.board.alive and s2.hearts == s.hearts == 2
    assert (s2.log, s2.hinted, s2.hints_used, s2.mistakes) == (s.log, s.hinted, s.hints_used, s.mistakes)
    assert s2.score == s.score and s2.combo.best == s.combo.best
    assert s2.elapsed == pytest.approx(
        s.elapsed, abs=0.002
    )  # (whole ms) the clock goes on from the kept time
    later.t += 3.0
    assert s2.elapsed == pytest.approx(s.elapsed + 3.0, abs=0.002)


def test_a_resumed_daily_is_the_run_the_server_replays(home):
    clock = Clock()
    code, s = daily_session(clock)
    play_some(s, clock, 5)
    kept, _ = keep_puzzle(PuzzleRequest(DailyPuzzle(DAY), code), code, s)
    later = Clock()
    s2 = Session(generate_board(code), 3, clock=later, ranked=True)
    assert replay_kept(kept, s2) is None
    while not s2.over:  # finished in the next run of the game
        later.t += 0.6
        s2.fire(s2.hint())
    assert s2.won
    run = verify_run(DAY.isoformat(), str(code), [list(m) for m in s2.log], s2.hints_used, DAY, s2.hinted)
    assert run.time_ms == s2.run_ms and run.score == s2.score.total and run.mistakes == 1


def test_nothing_kept_untouched_or_over(home):
    clock = Clock()
    code, s = daily_session(clock)
    request = PuzzleRequest(FreePuzzle(), code)
    assert keep_puzzle(request, code, s) is None  # no tap yet
    assert keep_puzzle(PuzzleRequest(CampaignLevel("2d", 3), code), None, s) is None
    while not s.over:
        clock.t += 0.6
        s.fire(s.hint())
    assert keep_puzzle(request, code, s) is None and not kept_path().exists()


def test_a_tap_not_on_the_board_is_one_line_and_a_fresh_start(home):
    clock = Clock()
    code, s = daily_session(clock)
    play_some(s, clock, 3)
    gone = s.log[-1][0]  # it left: tapped again, it is no longer there
    bad = KeptPuzzle(str(code), "free", (*s.log, (gone, s.log[-1][1] + 500)), hearts=3)
    s2 = Session(generate_board(code), 3, clock=Clock())
    why = replay_kept(bad, s2)
    assert why == f"tap {len(s.log) + 1} of {len(s.log) + 1} is not on this board"
    assert s2.moves == 0 and not s2.log and len(s2.board.alive) == s2.arrows_total


@pytest.mark.parametrize(
    "text",
    ["{not json", json.dumps({"schema": 1, "code": "x", "where": "free", "log": [["a", 1]]})],
)
def test_a_broken_file_says_one_line_and_keeps_nothing(home, text):
    kept_path().write_text(text)
    kept, warning = load_kept()
    assert kept is None and warning and "\n" not in warning
    assert load_kept() == (None, None)  # said once: moved aside or dropped


def midend(today=DAY):
    from quiver.game.midend import Midend

    return Midend(today=lambda: today, lessons=False)


def test_a_kept_daily_goes_on_under_its_attempt(home):
    """Its leaderboard nonce comes back and no new attempt starts: a new one's age would
    be shorter than the run's time (the server's too_quick_for_nonce)."""
    clock = Clock()
    code, s = daily_session(clock)
    play_some(s, clock, 3)
    keep_puzzle(PuzzleRequest(DailyPuzzle(DAY), code), code, s, nonce="first-attempt")
    m = midend()
    m.leaderboard.server = "http://leaderboard.invalid"  # (set, not configured: no thread)
    asked = m.daily("2d")
    assert isinstance(asked, PuzzleRequest)
    attempts, server = m.leaderboard.attempts, "http://leaderboard.invalid"
    assert attempts.nonce(server, "2026-12-05", "2d") == "first-attempt" and attempts.asking(server) == []


def test_another_board_under_the_same_level_starts_fresh_with_one_line(home):
    clock = Clock()
    code, s = daily_session(clock)
    play_some(s, clock, 3)
    level = PuzzleRequest(CampaignLevel("2d", 20))
    keep_puzzle(level, code, s)
    unlock("2d", 20)  # (a level past the player's: locked, unreadable, s331)
    said = []
    m = midend()
    m._toast = lambda text, kind, short: said.append(text)
    other = daily_code(DAY - _dt.timedelta(days=1), "2d")
    s2 = Session(generate_board(other), 3, clock=Clock())
    assert m.resume(PuzzleRequest(FreePuzzle(), other), other, s2) is None and kept_path().exists()  # not it
    assert m.resume(level, other, s2) is None and not kept_path().exists() and s2.moves == 0
    assert said == [
        "The puzzle kept from last time could not go on (it was another Quiver's board): a fresh start"
    ]


def test_a_code_opened_again_goes_on_and_forget_empties_the_slot(home):
    """`quiver --seed CODE` (a free puzzle): the same code picks it up, with its line."""
    clock = Clock()
    code, s = daily_session(clock)
    play_some(s, clock, 4)
    keep_puzzle(PuzzleRequest(FreePuzzle(), code), code, s)
    m = midend()
    s2 = Session(generate_board(code), 3, clock=Clock())
    line = m.resume(PuzzleRequest(FreePuzzle(), code), code, s2)
    assert line == f"Back where you left it: 3 of {s2.arrows_total} arrows cleared" and s2.log == s.log
    m.forget_kept()
    assert not kept_path().exists()
