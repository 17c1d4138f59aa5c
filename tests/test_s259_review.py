"""s259, from s258's review. Dailies dated after today (played with the clock ahead, then
set back) are drawn by the calendar as days not out yet (s248), yet the Daily screen's
"Best streak" counted them and "Your best dailies" listed them: both now leave them out
till their day comes, as the streak already did. And the ring round the lesson's hearts
pulsed only the first time its step was reached with a coach (keyed by stage and step): a
lost board opened again at that step showed it still; each arrival pulses it now."""

from __future__ import annotations

import datetime as _dt

import pytest

from quiver.game.progress import Progress
from quiver.game.progress_daily import daily_streak, record_daily
from quiver.game.progress_records import DailyResult

pygame = pytest.importorskip("pygame")

TODAY = _dt.date(2026, 12, 9)


def _won() -> DailyResult:
    return DailyResult(won=True, mistakes=0, time_s=60.0, stars=3)


@pytest.fixture
def make(monkeypatch, tmp_path):
    from app_helpers import menu_maker

    with menu_maker(monkeypatch, tmp_path, today=TODAY) as go:
        yield go


def _daily_texts(monkeypatch, app) -> dict[str, int]:
    from app_helpers import prints

    from quiver.scenes.daily import DailyScene

    scene = DailyScene(app.ports)
    app.push(scene)
    return prints(monkeypatch, scene)


def test_days_after_today_count_for_no_streak_nor_best_dailies(monkeypatch, make):
    app = make((1280, 800))
    progress = app.midend.progress
    record_daily(progress, TODAY - _dt.timedelta(days=1), _won())
    for k in (1, 2, 3):  # played with the clock ahead, on their days
        record_daily(progress, TODAY + _dt.timedelta(days=k), _won())
    texts = _daily_texts(monkeypatch, app)
    assert daily_streak(progress, TODAY) == 1
    assert "Best streak: 1" in texts  # (was 3: the days to come)
    ranks = [t for t in texts if t.endswith(".") and t[:-1].isdigit()]
    assert ranks == ["1."]  # yesterday's alone (the three to come were listed first)


def test_the_best_dailies_card_asks_for_a_clear_when_all_are_to_come(monkeypatch, make):
    from quiver.scenes.daily_board import free_room

    app = make((1280, 800))
    progress = app.midend.progress
    record_daily(progress, TODAY + _dt.timedelta(days=1), _won())
    texts = _daily_texts(monkeypatch, app)
    assert "Clear a daily puzzle to see it here." in texts
    scene, none = app.top, Progress()
    room = free_room(scene.board_card, app.midend.leaderboard, progress, TODAY, scene.k)
    assert room == free_room(scene.board_card, app.midend.leaderboard, none, TODAY, scene.k)  # (toasts' room)


def _pulse(app, play) -> list:
    from app_helpers import run

    from quiver.scenes.lesson_point import RING_PULSE

    seen = []
    for _ in range(int(RING_PULSE * 20) + 1):
        run(app, dt=1 / 20)
        seen.append(tuple(play.coach.ring))
    run(app, 3)
    return seen


@pytest.mark.parametrize("reduced", [False, True])
def test_the_hearts_ring_pulses_each_time_its_step_is_reached(monkeypatch, tmp_path, reduced):
    from app_helpers import app_maker, run

    with app_maker(monkeypatch, tmp_path, window=False) as make_app:
        app = make_app(size=(480, 360))
        app.midend.settings.reduced_motion = reduced
        app.flow.lesson("2d")
        run(app, 3)
        coach = app.top.coach
        app.top.apply_settings(app.midend.settings)
        coach._open(0, 2)  # the hearts' step
        first = _pulse(app, app.top)
        coach._open(0, 2)  # the board lost: the same step, fresh (Coach.on_over)
        app.top.apply_settings(app.midend.settings)
        again = _pulse(app, app.top)
    assert len(set(again)) == len(set(first))  # (was still the second time)
    assert (len(set(first)) == 1) == reduced  # (reduced motion: still both times)
