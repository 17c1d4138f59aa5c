"""A daily tried again after UTC midnight (s177): lost at 23:59 on its day, Retry at
00:01 played it as on its day, so a win begun the next day mended the streak that
the loss had broken (a day played from the calendar after it is over is late, with no
streak credit). A try begun after the day is late; one begun on it and finished after
midnight still counts on its day."""

from __future__ import annotations

import datetime as _dt
import sys
from pathlib import Path

import pytest

pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent))

DAY = _dt.date(2026, 7, 13)  # a Monday: an easy daily


@pytest.fixture
def daily(monkeypatch, tmp_path):
    """The game on DAY with yesterday's daily won, today's daily open: (app, play, day)."""
    from app_helpers import menu_maker

    from quiver.game.progress_daily import record_daily
    from quiver.game.progress_records import DailyResult

    day = [DAY]

    def prepare(app):
        app.midend._today = lambda: day[0]
        record_daily(app.midend.progress, DAY - _dt.timedelta(days=1), DailyResult(won=True, time_s=60))

    with menu_maker(monkeypatch, tmp_path, prepare) as go:
        app = go((1280, 800))
        app.flow.daily()
        for _ in range(300):  # (its clock stands still: the steps alone)
            if getattr(app.top, "session", None) is not None:
                break
            app.step()
        yield app, app.top, day


def clear(play):
    while not play.session.won:
        play.fire(sorted(play.board.free_arrows())[0])
    return play.outcome


def test_a_retry_begun_after_midnight_is_late(daily):
    app, play, day = daily
    day[0] = DAY + _dt.timedelta(days=1)  # 00:01 UTC: the try on the day was given up
    play.restart()  # (the lost card's Retry, the pause card's Restart)
    out = clear(play)
    assert out.daily.day == DAY and out.daily.late
    assert app.midend.progress.dailies("2d")[DAY.isoformat()].late
    assert app.midend.streak() == 0  # yesterday's streak of one was not mended the day after


def test_a_try_begun_on_its_day_counts_on_it(daily):
    app, play, day = daily
    play.restart()  # 23:58: tried again on its day
    day[0] = DAY + _dt.timedelta(days=1)  # cleared at 00:01
    out = clear(play)
    assert out.daily.day == DAY and not out.daily.late and out.daily.streak == 2
    assert app.midend.streak() == 2  # today's not played yet: the streak ending yesterday
