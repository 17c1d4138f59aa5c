"""The daily puzzles' side of progress: keeping a day's best result of each mode, the
streak and the player's own best dailies. A result dated after today (played with the
clock ahead, then set back) counts for neither till its day comes: the calendar draws
that day as not out yet (s248), and the streak, the best streak and the best dailies
agree with it (s259).
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Mapping
from typing import Any

from quiver.game.progress import Progress
from quiver.game.progress_days import iso_day, keep_better
from quiver.game.progress_records import DailyResult

__all__ = ["DateLike", "daily_leaderboard", "daily_streak", "record_daily", "streak_days"]

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


def streak_days(progress: Progress, today: _dt.date) -> set[str]:
    """The ISO dates up to ``today`` with a daily of any mode won on its day (what a
    streak counts; a later one is not out yet)."""
    last = today.isoformat()  # (ISO days, four-digit years: in order as text)
    return {
        day
        for days in progress.daily.values()
        for day, r in days.items()
        if r.counts_for_streak and day <= last
    }


def daily_streak(progress: Progress, today: _dt.date) -> int:
    """Consecutive days with a won daily (of any mode: README's "a daily each day"), ending
    today. Today's not cleared yet (not played, or lost: a retry may clear it), the streak
    ending yesterday still counts (not broken till the day is over). A lost daily breaks it
    once its day is over, as one played late does."""
    if isinstance(today, _dt.datetime):
        today = today.date()
    days = streak_days(progress, today)
    day = today.toordinal()  # (ordinals: a clock at 1 January of year 1 has no day before it)
    if today.isoformat() not in days:  # (s177: a loss today said "win a daily to start one")
        day -= 1
    streak = 0
    while day >= 1 and _dt.date.fromordinal(day).isoformat() in days:
        streak += 1
        day -= 1
    return streak


def daily_leaderboard(
    progress: Progress, mode: str, today: _dt.date, n: int = 10
) -> list[tuple[str, DailyResult]]:
    """The player's own best dailies of ``mode`` (boards of two modes are not alike: the
    Daily screen asks for its own mode's) up to ``today``: the cleared ones (a lost daily is
    no best, and the card's empty line asks for a cleared one), fewest mistakes, then
    fastest (ties: older first)."""
    last = today.isoformat()
    won = [(day, r) for day, r in progress.daily.get(mode, {}).items() if r.won and day <= last]
    items = sorted(won, key=lambda kv: (kv[1].sort_key(), kv[0]))
    return items[: max(0, n)]
