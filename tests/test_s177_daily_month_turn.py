"""The Daily screen open over midnight into a new month (s177): the left card said
"Saturday, 01 August 2026" beside a calendar still on July, no day ringed as today's.
The page showing the day before's month follows to the new day's; another month the
player turned to stays."""

from __future__ import annotations

import datetime as _dt
import sys
from pathlib import Path

import pytest

pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent))

DAY = _dt.date(2026, 7, 31)


@pytest.fixture
def daily(monkeypatch, tmp_path):
    from app_helpers import menu_maker

    from quiver.scenes.daily import DailyScene

    day = [DAY]
    with menu_maker(monkeypatch, tmp_path, lambda app: setattr(app.midend, "_today", lambda: day[0])) as go:
        app = go((1280, 800))
        scene = DailyScene(app.ports)
        app.push(scene)
        scene.update(1 / 60)
        yield scene, day


def test_the_calendar_follows_today_into_its_month(daily):
    scene, day = daily
    day[0] = DAY + _dt.timedelta(days=1)
    scene.update(1 / 60)
    assert scene.month == (2026, 8)
    assert day[0] in dict(scene._calendar_cells())  # today's cell, ringed, on the page


def test_a_month_turned_to_stays(daily):
    scene, day = daily
    scene.prev_month()  # the player looks at June
    day[0] = DAY + _dt.timedelta(days=1)
    scene.update(1 / 60)
    assert scene.month == (2026, 6)
