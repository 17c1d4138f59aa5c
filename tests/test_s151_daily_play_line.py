"""Daily's "Play today's puzzle" and the line under it (s151): it was set when the keys lit
a day and again on every frame (for a lesson seen meanwhile), two places to keep alike;
read between them it was stale. Now it is derived where it is read, so it is right before
any frame."""

from __future__ import annotations

import datetime as _dt

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import app_maker  # noqa: E402


def test_the_line_follows_the_lessons_and_the_lit_day_without_a_frame(monkeypatch, tmp_path):
    from quiver.scenes.daily import DailyScene

    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(800, 600)) as make:
        app = make()
        daily = DailyScene(app.ports)  # (never drawn in this test)
        assert daily.play_btn.sub == "2D lesson first"
        app.midend.lesson_seen("2d")
        assert daily.play_btn.sub == "Enter"  # (it said the lesson until the next frame)
        past = daily.today - _dt.timedelta(days=1)
        daily._light(past, (past.year, past.month))
        assert daily.play_btn.sub == ""  # Enter plays the lit day, not today's
        daily._light(daily.today, (daily.today.year, daily.today.month))
        assert daily.play_btn.sub == "Enter"


def test_the_line_is_never_set_from_outside(monkeypatch, tmp_path):
    from quiver.scenes.daily import DailyScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        daily = DailyScene(make().ports)
        with pytest.raises(AttributeError):
            daily.play_btn.sub = "Space"
