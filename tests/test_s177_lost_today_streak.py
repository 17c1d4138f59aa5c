"""Today's daily lost while the day goes on (s177): the menu, the Daily screen and the lost
card all said the streak was gone ("Streak: win a daily to start one", a grey flame) and a
Retry's clear then gave it back, one day longer. As with a daily not played yet, the
streak stands until the day is over; the lost card says a clear today keeps it."""

from __future__ import annotations

import datetime as _dt
import sys
from pathlib import Path

import pytest

from quiver.game.progress import Progress
from quiver.game.progress_daily import daily_streak, record_daily
from quiver.game.progress_records import DailyResult

sys.path.insert(0, str(Path(__file__).resolve().parent))

DAY = _dt.date(2026, 7, 15)


def test_a_daily_lost_today_breaks_no_streak_till_the_day_is_over():
    p = Progress()
    for back in (2, 1):
        record_daily(p, DAY - _dt.timedelta(days=back), DailyResult(won=True, time_s=60))
    record_daily(p, DAY, DailyResult(won=False, mistakes=3, time_s=20))
    assert daily_streak(p, DAY) == 2  # lost today: a retry may still clear it
    assert daily_streak(p, DAY + _dt.timedelta(days=1)) == 0  # the day over, lost: broken
    record_daily(p, DAY, DailyResult(won=True, mistakes=1, time_s=90))
    assert daily_streak(p, DAY) == 3


def test_the_lost_card_says_a_clear_today_keeps_the_streak(monkeypatch, tmp_path):
    pytest.importorskip("pygame")
    from app_helpers import menu_maker

    from quiver.scenes.cardlines import streak_line

    def prepare(app):
        for back in (2, 1):
            record_daily(
                app.midend.progress, DAY - _dt.timedelta(days=back), DailyResult(won=True, time_s=60)
            )

    with menu_maker(monkeypatch, tmp_path, prepare, today=DAY) as go:
        app = go((1280, 800))
        app.flow.daily()
        for _ in range(300):
            if getattr(app.top, "session", None) is not None:
                break
            app.step()
        play = app.top
        while not play.session.lost:
            play.fire(next(i for i in sorted(play.board.alive) if not play.board.can_escape(i)))
        out = app.midend.finished(play.request, play.session)
        assert out.daily.streak == 2 and app.midend.streak() == 2
        assert streak_line(out.daily, False, DAY) == "2 days in a row: clear it today to keep them"
        later = DAY + _dt.timedelta(days=1)  # (a card read after the day's end: no promise)
        assert streak_line(out.daily, False, later) == "2 days in a row"


def test_a_daily_lost_after_its_day_is_over_says_the_streak_is_gone(monkeypatch, tmp_path):
    """Begun at 23:58, lost at 00:01: the card's streak is the menu's, none (the day is
    over and lost), not the one the day before would still have had."""
    pytest.importorskip("pygame")
    from app_helpers import menu_maker

    day = [DAY]

    def prepare(app):
        app.midend._today = lambda: day[0]
        for back in (2, 1):
            record_daily(
                app.midend.progress, DAY - _dt.timedelta(days=back), DailyResult(won=True, time_s=60)
            )

    with menu_maker(monkeypatch, tmp_path, prepare) as go:
        app = go((1280, 800))
        app.flow.daily()
        for _ in range(300):
            if getattr(app.top, "session", None) is not None:
                break
            app.step()
        play = app.top
        day[0] = DAY + _dt.timedelta(days=1)
        while not play.session.lost:
            play.fire(next(i for i in sorted(play.board.alive) if not play.board.can_escape(i)))
        out = app.midend.finished(play.request, play.session)
        assert out.daily.day == DAY and (out.daily.streak, app.midend.streak()) == (0, 0)
