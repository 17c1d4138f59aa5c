"""A system clock at the calendar's ends (s47): at 1 January of year 1 the streak counted
back into year 0 and at 31 December 9999 the calendar's last week ran into year 10000
(OverflowError, ValueError: a traceback at the menu or the Daily screen). There the daily,
the streak, the calendar and its keys work like on any other day."""

from __future__ import annotations

import datetime as _dt

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import app_maker, run  # noqa: E402

ENDS = [_dt.date(1, 1, 1), _dt.date(1, 1, 2), _dt.date(9999, 12, 31)]
KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB, pygame.K_PAGEUP)
KEYS += (pygame.K_PAGEDOWN,)


@pytest.fixture
def make(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        yield make


def _key(app, key: int, mod: int = 0) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    app.clock.t += 1.0  # (no repeat of a key dropped: input.StrayKey)
    run(app)


@pytest.mark.parametrize("day", ENDS, ids=str)
def test_the_daily_screen_works_at_the_calendars_ends(make, day):
    from quiver.game.progress_daily import daily_streak
    from quiver.scenes.daily import DailyScene
    from quiver.scenes.play import PlayScene

    app = make(size=(640, 480), today=lambda: day)
    run(app)
    scene = DailyScene(app.ports)
    app.push(scene)
    run(app)
    assert [d for d, _ in scene._calendar_cells()][-1].month == day.month
    for key in KEYS:
        _key(app, key)
        _key(app, key, pygame.KMOD_SHIFT)
    _key(app, pygame.K_DOWN)  # (a week on, kept to today)
    assert app.top is scene and scene.key_day == day  # (no day before the first, none after today)
    _key(app, pygame.K_RETURN)
    for _ in range(200):
        if isinstance(app.top, PlayScene):
            break
        run(app)
    play = app.top
    assert isinstance(play, PlayScene)
    for i in play.board.solution:
        play.fire(i)
    run(app, 5)
    assert app.midend.progress.dailies("2d")[day.isoformat()].won
    assert daily_streak(app.midend.progress, day) == 1
    days = app.midend.progress.dailies("2d")
    if day.toordinal() > 1:  # (the day before, won too: a streak of two, back to year 1's first day)
        days[(day - _dt.timedelta(days=1)).isoformat()] = days[day.isoformat()]
    streak = min(2, day.toordinal())
    assert daily_streak(app.midend.progress, day) == streak
    app.to_menu()
    run(app)
    assert app.top.streak == streak
