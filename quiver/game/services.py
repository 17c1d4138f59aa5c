"""The game's services behind the window: reading and saving the player's files,
exporting a board, saving a screenshot, and recording a finished puzzle.

No drawing library here: a screenshot arrives as PNG bytes, and whatever fails says so
by raising (StorageError / OSError, ValueError for a board that cannot be written); the
app turns that into one line and a toast.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from quiver.engine.codec import dump_board
from quiver.game.progress import (
    DailyResult,
    Progress,
    daily_streak,
    load_progress,
    record_daily,
    record_level,
)
from quiver.game.session import Session
from quiver.game.settings import Settings, load_settings
from quiver.game.storage import (
    StorageError,
    clean_home_orphans,
    exports_dir,
    free_path,
    pictures_dir,
    write_bytes_atomic,
)


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
    """The file stem of an exported board: its code, else its shape or label."""
    stem = str(code) if code is not None else (board.shape or label or "board")
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", stem.rsplit(".json", 1)[0])[:80] or "board"


def export_board(board: Any, code: object = None, label: str | None = None) -> Path:
    """Write `board` (its full puzzle) as quiver-board/1 JSON into the exports folder.
    Raises StorageError / OSError, or ValueError for a board the codec cannot write."""
    path = free_path(exports_dir(), f"quiver-{export_name(board, code, label)}", ".json")
    return write_bytes_atomic(path, (dump_board(board) + "\n").encode("utf-8"))


def save_screenshot(png: bytes, now: _dt.datetime) -> Path:
    """Store PNG bytes in the pictures folder under a name made of `now`."""
    stamp = now.strftime("%Y-%m-%d_%H-%M-%S")
    return write_bytes_atomic(free_path(pictures_dir(), f"quiver-{stamp}", ".png"), png)


@dataclass(frozen=True)
class Finished:
    """A finished puzzle as the progress file sees it."""

    mode: str
    session: Session
    campaign_level: int | None = None
    daily_date: _dt.date | None = None
    daily_late: bool = False


def record_result(progress: Progress, done: Finished, today: _dt.date) -> dict[str, Any]:
    """Record a finished campaign level or daily in `progress` (the caller saves it).

    Returns what the result screen shows: ``kind`` ("campaign", "daily" or "free"), and
    for the campaign ``level``, ``record`` (the level's best), ``new_best``; for the daily
    ``date``, ``stored``, ``late``, ``replay`` (the day's daily was cleared before: a
    personal replay, not sent to the leaderboard) and ``streak``. Every kind has ``score``
    (the run's game.score.Score); the campaign and the daily add ``best_score`` (the best
    kept before this run) and ``new_best_score`` (this cleared run beat it)."""
    s, mode = done.session, done.mode
    score = s.score
    if done.campaign_level is not None:
        old = progress.campaign(mode).levels.get(done.campaign_level)
        old_time = old.best_time_s if old is not None and old.completed else None
        old_stars = old.stars if old is not None else 0
        old_score = old.best_score if old is not None else 0
        rec = record_level(
            progress, mode, done.campaign_level, s.stars, s.elapsed, completed=s.won, score=score.total
        )
        return {
            "score": score,
            "best_score": old_score,
            "new_best_score": s.won and score.total > old_score,
            "kind": "campaign",
            "level": done.campaign_level,
            "mode": mode,
            "record": rec,
            "new_best": s.won and (old_time is None or s.elapsed < old_time or s.stars > old_stars),
        }
    if done.daily_date is not None:
        late = done.daily_late
        before = progress.daily.get(done.daily_date.isoformat())
        # the day's daily was cleared already: this run is a personal replay, never ranked
        replay = before is not None and before.won and before.mode == mode
        result = DailyResult(
            mode=mode,
            won=s.won,
            mistakes=s.mistakes,
            time_s=round(s.elapsed, 2),
            hints=s.hints_used,
            stars=s.stars,
            late=late,
            best_score=score.total if s.won else 0,
        )
        old_score = before.best_score if before is not None else 0
        stored = record_daily(progress, done.daily_date, result)
        return {
            "score": score,
            "best_score": old_score,
            "new_best_score": s.won and score.total > old_score,
            "kind": "daily",
            "date": done.daily_date,
            "stored": stored,
            "late": late,
            "replay": replay,
            "streak": daily_streak(progress, today if late else done.daily_date),
        }
    return {"kind": "free", "score": score}


__all__ = [
    "Finished",
    "StorageError",
    "clean_orphans",
    "export_board",
    "export_name",
    "load_progress_or_warning",
    "load_settings_or_warning",
    "record_result",
    "save_screenshot",
]
