"""The daily puzzles' side of progress: keeping a day's best result, the streak, the
history and the player's own best dailies.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Mapping
from typing import Any

from quiver.game.progress import Progress, iso_day
from quiver.game.progress_records import DailyResult

__all__ = ["DateLike", "daily_history", "daily_leaderboard", "daily_streak", "record_daily"]

DateLike = _dt.date | str


def record_daily(progress: Progress, date: DateLike, result: DailyResult | Mapping[str, Any]) -> bool:
    """Store the result of the daily puzzle of ``date`` if it beats the one already kept
    (True): won before lost, then fewer mistakes, then faster (then fewer hints). A late
    result (played after its day) never replaces one played on the day."""
    key = iso_day(date)
    res = DailyResult.from_dict(result)
    if res is None:
        raise ValueError("result must be a DailyResult or a mapping")
    old = progress.daily.get(key)
    if old is not None:  # the day's best score is kept whichever result is
        res.best_score = old.best_score = max(old.best_score, res.best_score)
    if old is not None and res.late and not old.late:
        return False
    if old is not None and old.late == res.late and old.sort_key() <= res.sort_key():
        return False
    progress.daily[key] = res
    return True


def daily_streak(progress: Progress, today: _dt.date) -> int:
    """Consecutive days with a won daily, ending today. Today's not cleared yet (not played,
    or lost: a retry may clear it), the streak ending yesterday still counts (not broken till
    the day is over). A lost daily breaks it once its day is over, as one played late does."""
    if isinstance(today, _dt.datetime):
        today = today.date()
    day = today.toordinal()  # (ordinals: a clock at 1 January of year 1 has no day before it)
    mine = progress.daily.get(today.isoformat())
    if mine is None or not mine.won:  # (s177: a loss today said "win a daily to start one")
        day -= 1
    streak = 0
    while day >= 1:
        r = progress.daily.get(_dt.date.fromordinal(day).isoformat())
        if r is None or not r.counts_for_streak:
            return streak
        streak += 1
        day -= 1
    return streak


def daily_history(progress: Progress, limit: int | None = 30) -> list[tuple[str, DailyResult]]:
    """``(ISO date, result)`` pairs, newest first; at most ``limit`` (None = all)."""
    items = sorted(progress.daily.items(), key=lambda kv: kv[0], reverse=True)
    return items if limit is None else items[: max(0, limit)]


def daily_leaderboard(progress: Progress, n: int = 10) -> list[tuple[str, DailyResult]]:
    """The player's own best dailies: the cleared ones (a lost daily is no best, and the card's
    empty line asks for a cleared one), fewest mistakes, then fastest (ties: older first)."""
    won = [kv for kv in progress.daily.items() if kv[1].won]
    items = sorted(won, key=lambda kv: (kv[1].sort_key(), kv[0]))
    return items[: max(0, n)]
