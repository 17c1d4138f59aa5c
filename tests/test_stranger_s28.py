"""Leftovers a stranger met (round s28, in a real X window at 640x480, 800x600 and
1280x800, on a fresh data folder each time): each test failed before its fix."""

from __future__ import annotations

import datetime

import pytest

pygame = pytest.importorskip("pygame")


@pytest.fixture
def daily(monkeypatch, tmp_path):
    """The Daily screen on 15 July 2026 at 640x480, its calendar drawn."""
    from quiver.app import App
    from quiver.scenes.daily import DailyScene

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    today = datetime.date(2026, 7, 15)
    app = App((640, 480), window=False, sound=False, realtime=False, clock=lambda: 1e3, today=lambda: today)
    app.to_menu()
    scene = DailyScene(app.ports)
    app.push(scene)
    scene.draw(pygame.Surface(app.size, pygame.SRCALPHA))
    yield scene
    app.close()
    pygame.display.quit()


def _key(scene, k, mod=0):
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def test_a_month_turned_takes_the_lit_day_along(daily, monkeypatch):
    """Page Up after lighting a day showed May while the line under it still said
    "2026-06-27: not played · Enter plays it late", and Enter played that June day, on
    no page shown. The lit day follows the month (the same day of it, within the dailies)."""
    played = []
    monkeypatch.setattr(daily.journeys, "daily", lambda **kw: played.append(kw))
    _key(daily, pygame.K_LEFT)  # lights today
    for _ in range(18):
        _key(daily, pygame.K_LEFT)
    assert daily.key_day == datetime.date(2026, 6, 27) and daily.month == (2026, 6)
    _key(daily, pygame.K_PAGEUP)
    assert daily.month == (2026, 5) and daily.key_day == datetime.date(2026, 5, 27)
    assert daily.play_btn.sub == ""  # Enter plays the lit day
    _key(daily, pygame.K_PAGEUP)  # before the first daily: nothing moves
    assert daily.month == (2026, 5) and daily.key_day == datetime.date(2026, 5, 27)
    daily.next_btn.action()  # the mouse's ">" too
    assert daily.month == (2026, 6) and daily.key_day == datetime.date(2026, 6, 27)
    _key(daily, pygame.K_PAGEDOWN)  # July: the 27th is still to come, so today
    assert daily.month == (2026, 7) and daily.key_day == datetime.date(2026, 7, 15)
    assert daily.play_btn.sub == "Enter"
    _key(daily, pygame.K_RETURN)
    assert played == [{}]  # today's, as the page shows


def test_a_month_turned_before_any_day_is_lit_lights_none(daily):
    """Nothing lit: a month turned lights nothing (Enter stays today's puzzle, as its
    button says)."""
    _key(daily, pygame.K_PAGEUP)
    assert daily.month == (2026, 6) and daily.key_day is None
