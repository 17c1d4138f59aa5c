"""The mid-end (quiver/game/midend.py) without a window: its steps, outcomes and next
requests, with an injected date, seed and leaderboard, and real files under a
temporary QUIVER_HOME."""

from __future__ import annotations

import datetime
import functools
import json
import subprocess
import sys

import pytest
from puzzle_codes import spec

from quiver.engine.spec import PuzzleSpec
from quiver.game.journey import (
    BoardFile,
    Build,
    CampaignLevel,
    DailyPuzzle,
    FreePuzzle,
    Play,
    PuzzleRequest,
    Refuse,
    ShowLesson,
)
from quiver.game.midend import Midend
from quiver.game.session import Session
from quiver.game.special_levels import INTRO_LEVEL
from quiver.game.worker import LevelTask

DAY = datetime.date(2026, 5, 11)
CODE = spec("2d-diamond-7x7-4-easy-3")


class Leaderboard:
    """Records what would be queued for the server."""

    def __init__(self) -> None:
        self.runs: list[tuple] = []
        self.stopped = False

    def configure(self, server: str, name: str = "") -> None:
        pass

    def attempt(self, day: str, mode: str = "2d") -> None:
        pass

    def submit(self, day, code, log, hints, hinted=()) -> bool:
        self.runs.append((day, code, list(log), hints, list(hinted)))
        return True

    def stop(self, wait: float = 0.0) -> None:
        self.stopped = True


@pytest.fixture
def home(monkeypatch, tmp_path):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    return tmp_path


def midend(lessons: bool = False, **kw) -> tuple[Midend, list[tuple[str, str]], Leaderboard]:
    said: list[tuple[str, str]] = []
    board = Leaderboard()
    m = Midend(
        today=lambda: DAY,
        clock=lambda: 0.0,
        seed=iter(range(100, 200)).__next__,
        lessons=lessons,
        toast=lambda text, kind, _short: said.append((text, kind)),
        leaderboard=board,  # type: ignore[arg-type]
        **kw,
    )
    return m, said, board


@functools.cache
def _built(code: PuzzleSpec):
    """The board of `code`, built once a process (these tests only play copies of it)."""
    from quiver.game.code import generate_board

    return generate_board(code)


def won(code: PuzzleSpec) -> Session:
    board = _built(code).copy()  # a fresh position of its own
    s = Session(board, 3, clock=lambda: 12.5)
    for i in board.solution:
        s.fire(i)
    assert s.won
    return s


@pytest.mark.slow  # a child process (a fresh interpreter)
def test_the_midend_imports_no_drawing_library():
    code = (
        "import sys, quiver.game.midend, quiver.game.journey\n"
        "bad = [m for m in ('pygame', 'moderngl', 'glm', 'numpy') if m in sys.modules]\n"
        "assert not bad, bad\n"
    )
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, p.stderr


def test_seeds_and_today_are_injected(home):
    m, _, _ = midend()
    assert (m.random_seed(), m.random_seed()) == (100, 101)
    assert m.today() == DAY and m.clock() == 0.0 and m.streak() == 0


def test_a_first_puzzle_of_a_mode_teaches_first_then_builds(home):
    m, _, _ = midend(lessons=True)
    free = PuzzleRequest(FreePuzzle(), CODE)
    assert m.start(free) == ShowLesson("2d", None, free)
    m.lesson_seen("2d")
    assert json.loads((home / "settings.json").read_text())["seen_lessons"] == ["2d"]
    assert m.start(free) == Build(free, CODE)
    # without lessons: straight to the build
    assert midend()[0].start(free) == Build(free, CODE)


def test_levels_build_their_choice_and_a_special_arrow_is_taught_at_its_level(home):
    m, _, _ = midend(lessons=True)
    m.lesson_seen("2d")
    first = m.level("2d")
    assert first.origin == CampaignLevel("2d", 1)
    step = m.start(first)
    assert isinstance(step, Build) and isinstance(step.task, LevelTask) and str(step.task) == "level:2d:1"
    locks = m.level("2d", INTRO_LEVEL["locks"])
    assert m.start(locks) == ShowLesson("2d", "locks", locks)
    m.lesson_seen("2d", "locks")
    assert isinstance(m.start(locks), Build)


def test_a_board_file_plays_at_once_and_has_no_next(home):
    m, _, _ = midend(lessons=True)
    request = PuzzleRequest(BoardFile("b.json"), board=won(CODE).board)
    assert m.start(request) == Play(request)
    assert m.next(request) is None
    assert request.origin.label() == "b.json" and request.mode == "2d"


def test_dailies_today_late_and_to_come(home):
    m, _, _ = midend()
    today = m.daily("2d")
    assert isinstance(today, PuzzleRequest) and today.origin == DailyPuzzle(DAY, late=False)
    past = m.daily("2d", DAY - datetime.timedelta(days=2))
    assert isinstance(past, PuzzleRequest) and past.origin.late and past.origin.label().endswith("(late)")
    assert m.daily("2d", DAY + datetime.timedelta(days=1)) == Refuse("That daily is not out yet")


def test_a_cleared_daily_is_recorded_saved_and_queued(home):
    m, said, board = midend()
    request = m.daily("2d")
    assert isinstance(request, PuzzleRequest) and request.code is not None
    out = m.finished(request, won(request.code))
    assert out.won and out.level is None and out.daily is not None
    assert out.daily.day == DAY and out.daily.stored and not out.daily.late and out.daily.streak == 1
    saved = json.loads((home / "progress.json").read_text())
    assert DAY.isoformat() in saved["daily"]
    assert [r[:2] for r in board.runs] == [(DAY.isoformat(), str(request.code))] and not said


def test_a_level_outcome_says_new_best_and_next_is_the_next_level(home):
    m, _, _ = midend()
    request = PuzzleRequest(CampaignLevel("2d", 1))
    out = m.finished(request, won(CODE))
    assert out.level is not None and out.level.level == 1 and out.level.new_best
    assert out.level.record.completed and m.progress.current_level("2d") == 2
    again = m.finished(request, won(CODE))
    assert again.level is not None and not again.level.new_best  # the same time and stars
    assert m.next(request, out) == PuzzleRequest(CampaignLevel("2d", 2))


def test_a_free_puzzle_is_not_recorded_and_next_is_the_next_seed(home):
    m, _, board = midend()
    request = PuzzleRequest(FreePuzzle(), CODE)
    out = m.finished(request, won(CODE))
    assert out.level is None and out.daily is None and not (home / "progress.json").exists()
    assert m.next(request, out) == PuzzleRequest(FreePuzzle(), CODE.with_seed(4)) and not board.runs


def test_a_save_that_fails_is_said_once_and_not_fatal(home, monkeypatch):
    m, said, _ = midend()
    import quiver.game.midend as mid

    def refuse(*_a):
        raise OSError("disk full")

    monkeypatch.setattr(mid, "save_settings", refuse)
    m.change_setting("show_timer", False)
    assert m.settings.show_timer is False
    assert said == [("settings were not saved: disk full", "warn")]
