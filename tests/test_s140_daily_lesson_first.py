"""A new player's Daily: "Play today's puzzle" (Enter) opened the 2D lesson first
("Lesson: First Taps", then the daily) with no word of it on the button, where Levels'
Play says "2D lesson first" and the menu's "2D lesson, then level 1" (s140). Once the
lesson is seen, the button says Enter again."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import app_maker, run  # noqa: E402


def test_the_daily_says_the_lesson_comes_first_until_it_is_seen(monkeypatch, tmp_path):
    from quiver.scenes.daily import DailyScene

    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(800, 600)) as make:
        app = make()
        daily = DailyScene(app.ports)
        app.push(daily)
        run(app, 2)
        assert daily.play_btn.sub == "2D lesson first"
        app.midend.lesson_seen("2d")
        daily.resume()  # (back from the lesson)
        run(app, 2)
        assert daily.play_btn.sub == "Enter"


def test_without_lessons_due_the_button_keeps_its_key(monkeypatch, tmp_path):
    from quiver.scenes.daily import DailyScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        daily = DailyScene(app.ports)
        app.push(daily)
        run(app, 2)
        assert daily.play_btn.sub == "Enter"
