"""Quiver open twice on one data folder: each window read progress.json and settings.json
once, at its start, and wrote the whole file from what it held, so a level won in one
window was gone when the other saved (the last writer won the whole file), and a volume
changed in one went back at the other's next change. Now a save folds in what the file
holds: progress's wins and bests (progress_merge), and the settings this window did not
change since it read them. A newer Quiver's file is still left as it is."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from quiver.game import settings as settings_mod
from quiver.game.midend import Midend
from quiver.game.progress import Progress, record_level
from quiver.game.progress_daily import record_daily
from quiver.game.progress_file import load_progress, progress_path, save_progress
from quiver.game.progress_records import DailyResult
from quiver.game.settings import load_settings, save_settings, settings_path


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    return tmp_path


def test_a_level_won_in_the_other_window_is_kept(home):
    said: list[str] = []
    a = Midend(toast=lambda text, kind, short: said.append(text))
    b = Midend(toast=lambda text, kind, short: said.append(text))
    record_level(a.progress, "2d", 1, 3, 40.0)
    record_level(a.progress, "2d", 2, 1, 90.0, score=500)
    assert a.save_progress()
    record_level(b.progress, "3d", 1, 2, 50.0)
    record_level(b.progress, "2d", 2, 3, 120.0, score=300)
    assert b.save_progress()
    p, warning = load_progress()
    assert warning is None and said == []
    assert sorted(p.campaign("2d").levels) == [1, 2] and sorted(p.campaign("3d").levels) == [1]
    two = p.campaign("2d").levels[2]
    assert (two.stars, two.best_time_s, two.best_score, two.completed) == (3, 90.0, 500, True)
    assert p.current_level("2d") == 3 and p.current_level("3d") == 2
    assert b.progress.campaign("2d").levels[1].completed  # the window that saved shows it too
    record_level(a.progress, "3d", 2, 1, 60.0)  # and the first window's next save keeps b's
    assert a.save_progress()
    again, _ = load_progress()
    assert sorted(again.campaign("3d").levels) == [1, 2] and again.campaign("2d").levels[2].stars == 3


def test_the_better_daily_of_either_window_is_kept(home):
    a, _ = load_progress()
    b, _ = load_progress()
    record_daily(a, "2026-12-01", DailyResult(won=True, mistakes=1, time_s=80.0, best_score=700))
    save_progress(a)
    record_daily(b, "2026-12-01", DailyResult(won=False, mistakes=3, time_s=20.0, best_score=0))
    record_daily(b, "2026-12-02", DailyResult(won=True, time_s=60.0))
    save_progress(b)
    p, _ = load_progress()
    assert sorted(p.dailies("2d")) == ["2026-12-01", "2026-12-02"]
    first = p.dailies("2d")["2026-12-01"]
    assert (first.won, first.mistakes, first.best_score) == (True, 1, 700)


def test_a_newer_quivers_progress_is_neither_merged_nor_written(home):
    newer = {"schema": 2, "campaign": {"2d": {"current": 9, "levels": {"8": {"completed": True}}}}}
    progress_path().write_text(json.dumps(newer))
    mine = Progress()
    record_level(mine, "2d", 1, 3, 10.0)
    save_progress(mine)
    assert json.loads(progress_path().read_text()) == newer
    assert sorted(mine.campaign("2d").levels) == [1]


def _other_window_changes(monkeypatch, **changes) -> None:
    """Another Quiver (its own memory of what it read) changes settings and saves."""
    mine = settings_mod._LAST
    monkeypatch.setattr(settings_mod, "_LAST", {})
    s, _ = load_settings()
    for name, value in changes.items():
        setattr(s, name, value)
    save_settings(s)
    monkeypatch.setattr(settings_mod, "_LAST", mine)


def test_a_setting_changed_in_the_other_window_is_kept(home, monkeypatch):
    mine, _ = load_settings()  # this window starts; then the other changes the volume
    _other_window_changes(monkeypatch, volume=0.2, seen_lessons=("3d",))
    _this_window_keeps_it(mine)


def _this_window_keeps_it(mine) -> None:
    mine.colorblind = True
    mine.seen_lessons = ("2d",)
    save_settings(mine)
    saved = json.loads(settings_path().read_text())
    assert (saved["volume"], saved["colorblind"], saved["seen_lessons"]) == (0.2, True, ["2d", "3d"])
    mine.volume = 0.9  # a setting this window changes itself is its own
    save_settings(mine)
    assert json.loads(settings_path().read_text())["volume"] == 0.9


@pytest.mark.slow
def test_a_setting_changed_in_another_process_is_kept(home):
    mine, _ = load_settings()
    other = "from quiver.game.settings import *; s, _ = load_settings(); s.volume = 0.2; " + (
        "s.seen_lessons = ('3d',); save_settings(s)"
    )
    subprocess.run([sys.executable, "-c", other], check=True, env=dict(os.environ))
    _this_window_keeps_it(mine)


def test_a_merge_keeps_a_newer_quivers_entries(home):
    mine, _ = load_progress()
    newer = {
        "schema": 1,
        "future": [1],
        "campaign": {"2d": {"current": 2, "levels": {"1": {"completed": True, "stars": 2, "best_moves": 7}}}},
    }
    progress_path().write_text(json.dumps(newer))
    record_level(mine, "2d", 1, 3, 30.0)
    save_progress(mine)
    saved = json.loads(progress_path().read_text())
    one = saved["campaign"]["2d"]["levels"]["1"]
    assert saved["future"] == [1] and (one["best_moves"], one["stars"], one["best_time_s"]) == (7, 3, 30.0)
