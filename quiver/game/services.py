"""The game's services behind the window: reading and saving the player's files,
exporting a board, saving a screenshot, and recording a finished puzzle.

No drawing library here: a screenshot arrives as PNG bytes, and whatever fails says so
by raising (StorageError / OSError, ValueError for a board that cannot be written); the
app turns that into one line and a toast.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
from pathlib import Path
from typing import Any

from quiver.engine.codec import dump_board
from quiver.engine.modes import Mode
from quiver.game.atomic_write import StorageError, write_bytes_atomic
from quiver.game.data_dirs import exports_dir, free_path, pictures_dir
from quiver.game.file_names import safe_stem
from quiver.game.journey import (
    CampaignLevel,
    DailyOutcome,
    DailyPuzzle,
    LevelOutcome,
    Outcome,
    PuzzleRequest,
)
from quiver.game.orphans import clean_home_orphans
from quiver.game.progress import Progress, record_level
from quiver.game.progress_daily import daily_streak, record_daily
from quiver.game.progress_file import load_progress
from quiver.game.progress_records import DailyResult
from quiver.game.session import Session
from quiver.game.settings import Settings, load_settings


def clean_orphans() -> None:
    """Remove temp files that saves killed midway left behind (never fatal: a folder
    that cannot be read is left as it is)."""
    with contextlib.suppress(OSError):
        clean_home_orphans()


def load_settings_or_warning() -> tuple[Settings | None, str | None]:
    """The saved settings and a warning line, or (None, why) when the folder cannot be
    read at all (the game then runs on the defaults)."""
    try:
        return load_settings()
    except OSError as e:
        return None, f"settings could not be read: {e}"


def load_progress_or_warning() -> tuple[Progress, str | None]:
    """The saved progress and a warning line; an empty progress when it cannot be read."""
    try:
        return load_progress()
    except OSError as e:
        return Progress(), f"progress could not be read: {e}"


def export_name(board: Any, code: object = None, label: str | None = None) -> str:
    """The file stem of an exported board: its code, else its shape or label, with letters
    and digits of any script kept (s337: "bild ö" gave "bild_"), see file_names.safe_stem."""
    stem = str(code) if code is not None else (board.shape or label or "board")
    return safe_stem(stem.rsplit(".json", 1)[0])


def export_board(board: Any, code: object = None, label: str | None = None) -> Path:
    """Write `board` (its full puzzle) as quiver-board/1 JSON into the exports folder.
    Raises StorageError / OSError, or ValueError for a board the codec cannot write."""
    path = free_path(exports_dir(), f"quiver-{export_name(board, code, label)}", ".json")
    return write_bytes_atomic(path, (dump_board(board) + "\n").encode("utf-8"))


def save_screenshot(png: bytes, now: _dt.datetime) -> Path:
    """Store PNG bytes in the pictures folder under a name made of `now`."""
    stamp = now.strftime("%Y-%m-%d_%H-%M-%S")
    return write_bytes_atomic(free_path(pictures_dir(), f"quiver-{stamp}", ".png"), png)


def record_result(progress: Progress, request: PuzzleRequest, s: Session, today: _dt.date) -> Outcome:
    """Record a finished campaign level or daily in `progress` (the caller saves it) and
    say what was recorded: for the campaign the level's best and whether this run beat
    it; for the daily whether it was stored, the streak and whether it was a replay (the
    day's daily was cleared before: not sent to the leaderboard). Every outcome has the
    run's score; the campaign and the daily add the best score kept before this run, and
    whether this was their first clear (s292: a first clear said "New best!" of nothing beaten)."""
    origin, mode = request.origin, Mode(s.board.space.mode)
    score = s.score
    if isinstance(origin, CampaignLevel):
        old = progress.campaign(mode).levels.get(origin.level)
        old_time = old.best_time_s if old is not None and old.completed else None
        old_stars = old.stars if old is not None else 0
        old_score = old.best_score if old is not None else 0
        first = s.won and not (old is not None and old.completed)  # (completed: the truth of old saves)
        was_open = progress.current_level(mode)
        rec = record_level(
            progress, mode, origin.level, s.stars, s.elapsed, completed=s.won, score=score.total
        )
        new_best = s.won and (old_time is None or s.elapsed < old_time or s.stars > old_stars)
        time_only = new_best and old_time is not None and s.stars <= old_stars
        opened = progress.current_level(mode)  # the level this clear opened, if it opened one
        # the record's stars and time are each their own best: one run's where this one holds both
        one_run = s.won and s.stars >= old_stars and (old_time is None or s.elapsed <= old_time)
        level = LevelOutcome(
            origin.level, mode, rec, new_best, time_only, opened if opened > was_open else None, one_run
        )
        return _recorded(request, s, old_score, first, level=level)
    if isinstance(origin, DailyPuzzle):
        late = origin.late
        before = progress.daily_result(mode, origin.day)  # (each mode's daily its own: s248)
        # the day's daily of this mode was cleared already: this run is a personal replay, never ranked
        replay = before is not None and before.won
        result = DailyResult(
            mode=mode,
            won=s.won,
            mistakes=s.mistakes,
            time_s=s.elapsed,  # the run's time (ms, as logged and sent): not rounded past the card's second
            hints=s.hints_used,
            stars=s.stars,
            late=late,
            best_score=score.total if s.won else 0,
            score=score.total if s.won else 0,  # (the run's own: the Daily screen's lines, s366)
        )
        old_score = before.best_score if before is not None else 0
        stored = record_daily(progress, origin.day, result)
        streak = daily_streak(progress, today)  # (a day lost at 00:01 is over: no streak, s177)
        daily = DailyOutcome(origin.day, stored, late, streak, replay)
        first = s.won and not replay  # (a day lost before kept no best: its best was 0)
        return _recorded(request, s, old_score, first, daily=daily)
    return Outcome(request, s.won, score)


def _recorded(
    request: PuzzleRequest,
    s: Session,
    old_score: int,
    first: bool,
    level: LevelOutcome | None = None,
    daily: DailyOutcome | None = None,
) -> Outcome:
    """A campaign level's or a daily's outcome: a new best score is a won run's score
    over the best kept before it (each its own: the level's record, the day's result)."""
    beat = s.won and s.score.total > old_score
    return Outcome(request, s.won, s.score, level, daily, old_score, beat, first)


__all__ = [
    "StorageError",
    "clean_orphans",
    "export_board",
    "export_name",
    "load_progress_or_warning",
    "load_settings_or_warning",
    "record_result",
    "save_screenshot",
]
