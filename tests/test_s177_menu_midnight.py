"""The menu left open over UTC midnight (s177): it kept the day before's tick beside
"Daily" and its streak ("3 days in a row" two days later, when the streak was gone), as it
read the date only when it came back on top. Each frame now sees the day turn."""

from __future__ import annotations

import datetime as _dt
import sys
from pathlib import Path

import pytest

pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent))

DAY = _dt.date(2026, 7, 15)


def test_the_menu_rereads_the_day_when_it_turns(monkeypatch, tmp_path):
    from app_helpers import menu_maker

    from quiver.game.progress_daily import record_daily
    from quiver.game.progress_records import DailyResult

    day = [DAY]

    def played(app):
        app.midend._today = lambda: day[0]
        for back in (2, 1, 0):  # three won dailies, the last today's
            record_daily(
                app.midend.progress, DAY - _dt.timedelta(days=back), DailyResult(won=True, time_s=60)
            )

    with menu_maker(monkeypatch, tmp_path, played) as go:
        app = go((1280, 800))
        menu = app.top
        menu.update(1 / 60)
        assert (menu.streak, menu.daily_done, menu.daily_btn.sub) == (3, True, "3 days in a row")
        menu.take_full_redraw()
        day[0] = DAY + _dt.timedelta(days=1)  # 00:00 UTC: today's not played yet, the streak holds
        menu.update(1 / 60)
        assert (menu.streak, menu.daily_done) == (3, False) and menu.take_full_redraw()
        menu.update(1 / 60)
        assert not menu.take_full_redraw()  # re-read once, not every frame
        day[0] = DAY + _dt.timedelta(days=2)  # a day missed: no streak, the button says its key
        menu.update(1 / 60)
        assert (menu.streak, menu.daily_done, menu.daily_btn.sub) == (0, False, "D")
