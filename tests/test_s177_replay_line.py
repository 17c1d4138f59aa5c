"""A daily cleared on its day and played again from the calendar the day after (s177):
the win card said "Played late: no streak credit" of a day that has its credit (the
streak counted it). A replay of a cleared day says so first: "Personal replay"."""

from __future__ import annotations

import datetime as _dt
import sys
from pathlib import Path

import pytest

pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent))

DAY = _dt.date(2026, 7, 13)


def test_a_cleared_day_replayed_late_is_a_personal_replay(monkeypatch, tmp_path):
    from app_helpers import menu_maker

    from quiver.game.progress_daily import record_daily
    from quiver.game.progress_records import DailyResult
    from quiver.scenes.cardlines import streak_line

    day = [DAY + _dt.timedelta(days=1)]

    def prepare(app):
        app.midend._today = lambda: day[0]
        record_daily(app.midend.progress, DAY, DailyResult(won=True, time_s=60))  # on its day

    with menu_maker(monkeypatch, tmp_path, prepare) as go:
        app = go((1280, 800))
        app.flow.daily(day=DAY)  # the calendar's day before: played late
        for _ in range(300):
            if getattr(app.top, "session", None) is not None:
                break
            app.step()
        play = app.top
        while not play.session.won:
            play.fire(sorted(play.board.free_arrows())[0])
        daily = play.outcome.daily
        assert daily.late and daily.replay and daily.streak == 1  # the day before still counts
        assert streak_line(daily) == "Personal replay  \u00b7  1 day in a row"


def test_the_streak_lines():
    from quiver.game.journey import DailyOutcome
    from quiver.scenes.cardlines import streak_line

    assert streak_line(DailyOutcome(DAY, True, False, 3, False)) == "3 days in a row"
    late = DailyOutcome(DAY, True, True, 0, False)  # a day not cleared before, played late
    assert streak_line(late) == "Played late: no streak credit  \u00b7  Streak: win a daily to start one"
