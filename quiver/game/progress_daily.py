"""The daily puzzles' side of progress: keeping a day's best result of each mode, the
streak, the history and the player's own best dailies.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Mapping
from typing import Any

from quiver.game.progress import Progress
from quiver.game.progress_days import iso_day, keep_better
from quiver.game.progress_records import DailyResult

__all__ = ["DateLike", "daily_history", "daily_leaderboard", "daily_streak", "record_daily", "streak_days"]

DateLike = _dt.date | str


def record_daily(progress: Progress, date: DateLike, result: DailyResult | Mapping[str, Any]) -> bool:
    """Store the result of the daily puzzle of ``date`` in its mode's records if it beats the
    one of that mode already kept (True): won before lost, then fewer mistakes, then faster
    (then fewer hints). A late result (played after its day) never replaces one played on
    the day. Each mode's daily is its own: a 3D run never replaces the 2D record."""
    key = iso_day(date)
    res = DailyResult.from_dict(result)
    if res is None:
        raise ValueError("result must be a DailyResult or a mapping")
    return keep_better(progress.dailies(res.mode), key, res)


def streak_days(progress: Progress) -> set[str]:
    """The ISO dates with a daily of any mode won on its day (what a streak counts)."""
    return {day for days in progress.daily.values() for day, r in days.items() if r.counts_for_streak}


def daily_streak(progress: Progress, today: _dt.date) -> int:
    """Consecutive days with a won daily (of any mode: README's "a daily each day"), ending
    today. Today's not cleared yet (not played, or lost: a retry may clear it), the streak
    ending yesterday still counts (not broken till the day is over). A lost daily breaks it
    once its day is over, as one played late does."""
    if isinstance(today, _dt.datetime):
        today = today.date()
    days = streak_days(progress)
    day = today.toordinal()  # (ordinals: a clock at 1 January of year 1 has no day before it)
    if today.isoformat() not in days:  # (s177: a loss today said "win a daily to start one")
        day -= 1
    streak = 0
    while day >= 1 and _dt.date.fromordinal(day).isoformat() in days:
        streak += 1
        day -= 1
    return streak


def daily_history(progress: Progress, limit: int | None = 30) -> list[tuple[str, DailyResult]]:
    """``(ISO date, result)`` pairs of every mode, newest first (a day's in the modes' order);
    at most ``limit`` (None = all)."""
    days = sorted({day for records in progress.daily.values() for day in records}, reverse=True)
    items = [(day, r) for day in days for r in progress.day_results(day)]
    return items if limit is None else items[: max(0, limit)]


def daily_leaderboard(
    progress: Progress, n: int = 10, mode: str | None = None
) -> list[tuple[str, DailyResult]]:
    """The player's own best dailies (of ``mode``; None: of any): the cleared ones (a lost
    daily is no best, and the card's empty line asks for a cleared one), fewest mistakes,
    then fastest (ties: older first). Boards of two modes are not alike: the Daily screen
    asks for its own mode's."""
    modes = progress.daily if mode is None else {mode: progress.daily.get(mode, {})}
    won = [(day, r) for records in modes.values() for day, r in records.items() if r.won]
    items = sorted(won, key=lambda kv: (kv[1].sort_key(), kv[0]))
    return items[: max(0, n)]
