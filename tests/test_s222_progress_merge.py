"""s222: progress_merge imports record_daily itself (it was handed in as an argument for an
import cycle that is gone); merging keeps each day's better result, as before."""

from __future__ import annotations

import inspect

from quiver.game.progress import Progress
from quiver.game.progress_daily import record_daily
from quiver.game.progress_merge import merge, merge_saved


def test_merge_saved_takes_the_progress_and_the_file_only():
    assert list(inspect.signature(merge_saved).parameters) == ["progress", "saved"]
    assert list(inspect.signature(merge).parameters) == ["mine", "theirs"]


def test_the_days_better_result_and_best_score_are_kept():
    mine, theirs = Progress(), Progress()
    record_daily(mine, "2026-12-01", {"won": False, "mistakes": 3, "time_s": 40.0, "best_score": 90})
    record_daily(theirs, "2026-12-01", {"won": True, "mistakes": 1, "time_s": 50.0, "best_score": 70})
    record_daily(theirs, "2026-12-02", {"won": True, "mistakes": 0, "time_s": 20.0, "best_score": 50})
    saved = merge_saved(mine, theirs.to_dict())
    day = mine.dailies("2d")["2026-12-01"]
    assert day.won and day.mistakes == 1 and day.best_score == 90  # theirs won; my best score stays
    assert "2026-12-02" in mine.dailies("2d") and saved == mine.to_dict()
    assert merge_saved(mine, None) == saved  # (no good file: nothing folded in)
