"""The daily streak across a missed day and a clock set back (checked by hand in s115;
pinned here): the streak counts back from the clock's today, so results dated after it
(played before the clock went back) neither count nor break it, and the best streak is
the longest up to today (s259: the days after it, drawn as not out yet, no longer count)."""

from __future__ import annotations

import datetime as _dt

import pytest

from quiver.game.progress import Progress
from quiver.game.progress_daily import daily_streak
from quiver.game.progress_records import DailyResult

WON = dict(won=True, mistakes=0, time_s=60.0, stars=3)


def _played(*days: int) -> Progress:
    p = Progress()
    for d in days:
        p.dailies("2d")[_dt.date(2026, 12, d).isoformat()] = DailyResult(**WON)
    return p


def test_a_missed_day_ends_the_streak_once_the_next_day_is_over():
    p = _played(1, 2, 3, 5, 6)  # the 4th missed
    assert daily_streak(p, _dt.date(2026, 12, 6)) == 2
    assert daily_streak(p, _dt.date(2026, 12, 7)) == 2  # today not played yet: still 2
    assert daily_streak(p, _dt.date(2026, 12, 8)) == 0  # the 7th missed


def test_a_clock_set_back_counts_back_from_its_today():
    p = _played(1, 2, 3, 5, 6)
    assert daily_streak(p, _dt.date(2026, 12, 2)) == 2  # the 3rd, 5th, 6th: later than today
    assert daily_streak(p, _dt.date(2026, 12, 4)) == 3
    assert daily_streak(p, _dt.date(2026, 11, 30)) == 0


def test_the_best_streak_is_the_longest_up_to_today():
    pytest.importorskip("pygame")
    from quiver.scenes.daily_days import best_streak

    today = _dt.date(2026, 12, 6)
    assert best_streak(_played(1, 2, 3, 5, 6), today) == 3
    assert best_streak(_played(6, 5, 3, 2, 1), today) == 3  # (the file's order does not matter)
    assert best_streak(_played(1, 2, 3, 5, 6), _dt.date(2026, 12, 2)) == 2  # (the 3rd on: not out yet)
