"""The Daily screen at 480x360 (s370, what s364 left): the calendar's line for a day lit by
the keys kept its weekday for a day not played ("Mon 30 Nov: not played · Enter plays
late") and today's ("Tue 1 Dec: Enter plays"), where a played day's dropped it ("30 Nov:
cleared · 4059 pts · Enter replays it"), and one played late kept it again; under the
mouse the late one alone dropped it. Every day's line of the keys, or of the mouse, keeps
its weekday or drops it alike now. And today's arrows and size ("26 arrows · 16x16") had no
row on the left card: with today not played yet the streak gives it one (daily_room)."""

from __future__ import annotations

import datetime as _dt
import re

import pytest
from app_helpers import menus_on, prints, scene_key

pygame = pytest.importorskip("pygame")

DAY = _dt.date(2026, 12, 1)
make = menus_on(DAY)
WON = {"won": True, "mistakes": 1, "time_s": 30.0, "stars": 2}
KEPT = {  # days back from today: how it went (None: not played)
    0: None,
    1: {**WON, "score": 4059, "late": True},  # (a Monday: "Mon" wider than "Sat")
    2: None,
    3: {**WON, "score": 4059},
    4: {**WON, "won": False},
    5: WON,
}
DAY_LINE = re.compile(r"^(?:(Mon|Tue|Wed|Thu|Fri|Sat|Sun) )?\d{1,2} (Nov|Dec)(?: \d{4})?: ")


def _scene(app):
    from quiver.game.progress_records import DailyResult
    from quiver.scenes.daily import DailyScene

    for back, fields in KEPT.items():
        if fields is not None:
            day = (DAY - _dt.timedelta(days=back)).isoformat()
            app.midend.progress.dailies("2d")[day] = DailyResult(**fields)
    scene = DailyScene(app.ports)
    app.push(scene)
    return scene


def _line(monkeypatch, scene) -> tuple[str, int]:
    """The calendar's day line as drawn now, and its print."""
    said = [(t, n) for t, n in prints(monkeypatch, scene).items() if DAY_LINE.match(t)]
    assert len(said) == 1, said
    return said[0]


def _weekdays(lines: list[tuple[str, int]]) -> list[bool]:
    return [DAY_LINE.match(t).group(1) is not None for t, _n in lines]


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_lit_days_line_says_its_weekday_alike(make, monkeypatch, size):
    scene = _scene(make(size))
    lines = []
    for back in KEPT:
        scene_key(scene, pygame.K_LEFT)  # (the first lights today)
        assert scene.key_day == DAY - _dt.timedelta(days=back)
        lines.append(_line(monkeypatch, scene))
    assert all(n >= 14 for _t, n in lines), lines
    assert len(set(_weekdays(lines))) == 1, lines
    assert _weekdays(lines)[0] == (size != (480, 360)), lines  # (the narrow card drops it)
    assert "pts" in lines[3][0], lines  # (s361: the score kept, shortened where it must be)


@pytest.mark.parametrize("size", [(480, 360), (640, 480)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_hovered_days_line_says_its_weekday_alike(make, monkeypatch, size):
    scene = _scene(make(size))
    lines = []
    for back in KEPT:
        scene.hover_day = DAY - _dt.timedelta(days=back)
        lines.append(_line(monkeypatch, scene))
    assert all(n >= 14 for _t, n in lines), lines
    assert _weekdays(lines) == [True] * len(KEPT), lines  # (the mouse's words are short enough)


def _left_texts(scene):
    from quiver.render2d.drawn import TEXT, recording

    scene.full_redraw = True
    with recording() as seen:
        scene.draw(pygame.Surface(scene.size))
    return [i for i in seen.items if i.kind == TEXT and scene.left_card.contains(i.rect)]


@pytest.mark.parametrize("size", [(480, 360), (640, 480)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_todays_arrows_and_size_have_a_row_at_480x360(make, size):
    from quiver.scenes.daily import DailyScene

    app = make(size)
    scene = DailyScene(app.ports)
    app.push(scene)
    texts = _left_texts(scene)
    stats = [t for t in texts if re.fullmatch(r"\d+ arrows  \u00b7  \d+x\d+", t.label)]
    assert stats, [t.label for t in texts]
    play = scene.play_btn.rect
    assert stats[0].rect.bottom <= play.top and play.h >= 44
    above = [t for t in texts if t.rect.bottom <= play.top]  # (none of the card's lines overlap)
    for i, a in enumerate(above):
        assert not any(a.rect.colliderect(b.rect) for b in above[i + 1 :]), a.label
    if size == (640, 480):  # (room for all: as before, "Not played yet today" under it)
        assert "Not played yet today" in [t.label for t in texts]


def test_the_streak_gives_the_arrows_line_its_row_where_it_can():
    from quiver.scenes.daily_room import (
        FLAME_LEAST,
        flame_size,
        stats_height,
        streak_give,
        streak_height,
        today_height,
    )

    s, top = 0.6, 122
    rows = top + streak_height(s) + 18 + today_height(s, True) - 24  # (no result yet: no row for it)
    assert streak_give(s, top, rows + stats_height(s), True, False) == (0, 0)
    air, less = streak_give(s, top, rows + stats_height(s) - 16, True, False)
    assert air + less == 16 and flame_size(s) - less >= FLAME_LEAST
    assert streak_give(s, top, rows - 500, True, False) == (0, 0)  # (none it can give: the flame whole)
    played = rows + 24 + stats_height(s)  # (played: its row and the arrows' line, where the streak can)
    assert streak_give(s, top, played, True) == (0, 0)
    air, less = streak_give(s, top, played - 20, True)
    assert air + less == 20
