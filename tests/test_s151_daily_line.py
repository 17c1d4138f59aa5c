"""The Daily calendar's line under the month at 480x360 (s151): a past day lit by the keys
said "Mon 30 Nov: not played  ·  Enter plays it late" in print 13. Shorter words first
(closer separators, "Enter plays late", "Enter replays it"), then without the weekday,
before its print is under 14; wider windows keep the whole line."""

from __future__ import annotations

import datetime as _dt

import pytest
from app_helpers import menus_on

pygame = pytest.importorskip("pygame")

DAY = _dt.date(2026, 12, 1)


make = menus_on(DAY)


def day_line_printed(monkeypatch, app, day, result, by_keys=True):
    """The Daily screen with `day` lit by the keys (else hovered): (its line, the print)."""
    from app_helpers import prints

    from quiver.game.progress_records import DailyResult
    from quiver.scenes.daily import DailyScene

    if result is not None:
        won, late = result
        app.midend.progress.dailies("2d")[day.isoformat()] = DailyResult(
            won=won, mistakes=2, time_s=75, stars=2, late=late
        )
    scene = DailyScene(app.ports)
    app.push(scene)
    scene._light(day, (day.year, day.month))
    if not by_keys:
        scene.hover_day = day
    sizes = prints(monkeypatch, scene)
    said = [
        t for t in sizes if t.startswith(("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")) or t[:1].isdigit()
    ]
    said = [t for t in said if ": " in t]
    assert len(said) == 1, said
    room = scene.cal_card.w - 2 * 24 - 8
    return said[0], sizes[said[0]], room


CASES = {
    "not played": (DAY - _dt.timedelta(days=1), None),
    "cleared": (DAY - _dt.timedelta(days=2), (True, False)),
    "cleared late": (DAY - _dt.timedelta(days=3), (True, True)),
    "lost late": (DAY - _dt.timedelta(days=4), (False, True)),
    "last year": (_dt.date(2025, 12, 31), (True, True)),
}


@pytest.mark.parametrize("by_keys", [True, False], ids=["keys", "mouse"])
@pytest.mark.parametrize("case", CASES, ids=str)
def test_the_days_line_prints_14_at_480x360(make, monkeypatch, case, by_keys):
    from quiver.render2d import theme

    day, result = CASES[case]
    line, size, room = day_line_printed(monkeypatch, make((480, 360)), day, result, by_keys)
    assert size >= 14 and theme.text_size(line, size)[0] <= room, (line, size)
    assert str(day.day) in line and ("Enter" in line or not by_keys)  # (what Enter does kept)


def test_wider_windows_keep_the_whole_line(make, monkeypatch):
    line, size, _room = day_line_printed(monkeypatch, make((640, 480)), DAY - _dt.timedelta(days=1), None)
    assert line == "Mon 30 Nov: not played  \u00b7  Enter plays it late" and size >= 16


def test_the_weekday_goes_only_after_the_shorter_words():
    from quiver.scenes.daily_days import fitted_line

    pygame.font.init()
    parts = ("Wed 30 Nov 2025: cleared late", "2 mistakes", "1:15", "2 stars", "Enter plays it again")
    line = "  \u00b7  ".join(parts)
    assert fitted_line(line, 20, 1000) == (line, 20)
    assert fitted_line(line, 20, 202) == ("30 Nov 2025: cleared late \u00b7 Enter replays it", 14)
    assert fitted_line(line, 20, 60)[1] == 12  # (no room at all: as small as before)
