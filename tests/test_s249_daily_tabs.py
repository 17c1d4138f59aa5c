"""s249: the Daily screen in every mode. Each mode's daily has its own record (s248), but
the Daily screen showed and played the 2D one only, never said so, and the win card's
Daily after a 3D daily opened it (its streak "1 day in a row" beside "Not played yet
today"). Now tabs (2D, 3D, Flat 3D; mouse, Tab / Shift+Tab, 1 2 3, a pad's shoulders)
show each mode's today card, calendar, best dailies and shared board; Play plays the
shown mode's; the win card's Daily opens the mode just played; the screen opens on the
mode last shown this run; the streak says any mode's clear keeps it."""

from __future__ import annotations

import datetime as _dt
from types import SimpleNamespace

import pytest

pygame = pytest.importorskip("pygame")

from quiver.game.progress_daily import record_daily  # noqa: E402
from quiver.game.progress_records import DailyResult  # noqa: E402

TODAY = _dt.date(2026, 12, 9)  # a Wednesday
SIZES = [(480, 360), (800, 600), (1920, 1080)]


@pytest.fixture
def make(monkeypatch, tmp_path):
    from app_helpers import menu_maker

    with menu_maker(monkeypatch, tmp_path, today=TODAY) as go:
        yield go


def won(mode: str, mistakes: int, day: _dt.date = TODAY) -> DailyResult:
    return DailyResult(mode=mode, won=True, mistakes=mistakes, time_s=61.0 + mistakes, stars=3 - mistakes)


def opened(app, mode: str | None = None):
    from quiver.scenes.daily import DailyScene

    scene = DailyScene(app.ports) if mode is None else DailyScene(app.ports, mode)
    app.push(scene)
    return scene


def texts(monkeypatch, scene, hover: _dt.date | None = TODAY) -> list[str]:
    from app_helpers import prints

    scene.hover_day = hover
    return [*prints(monkeypatch, scene), scene.play_btn.label]


def key(scene, k: int, mod: int = 0) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def click(scene, pos) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        scene.handle_event(pygame.event.Event(kind, button=1, pos=pos))


def with_records(app) -> None:
    """Today: 3D cleared with a mistake, Flat 3D lost, 2D not played; 2D cleared yesterday."""
    p = app.midend.progress
    record_daily(p, TODAY, won("3d", 1))
    record_daily(p, TODAY, DailyResult(mode="flat", won=False))
    record_daily(p, TODAY - _dt.timedelta(days=1), won("2d", 0))


@pytest.mark.parametrize("size", SIZES)
def test_each_tab_shows_its_modes_record(monkeypatch, make, size):
    app = make(size)
    with_records(app)
    scene = opened(app)
    seen = texts(monkeypatch, scene)
    assert scene.mode == "2d" and "Play today's puzzle" in seen and "Today's 2D puzzle" in seen
    assert "Wed 9 Dec: click to play" in seen and "2D" in seen and "Flat 3D" in seen
    key(scene, pygame.K_2)
    seen = texts(monkeypatch, scene)
    assert scene.mode == "3d" and "Play again" in seen and "Today's 3D puzzle" in seen
    if size != (480, 360):  # (there Play's label says it was played: s89)
        assert any(t.startswith("Cleared in") and t.endswith(", 1 mistake") for t in seen), seen
    assert any(t.startswith("Wed 9 Dec: cleared") and "1 mistake" in t for t in seen), seen
    assert "Clear a daily puzzle to see it here." not in seen  # 3D's best dailies: today's
    key(scene, pygame.K_TAB)
    seen = texts(monkeypatch, scene)
    assert scene.mode == "flat" and "Try again" in seen and "Today's Flat 3D puzzle" in seen
    assert "Clear a daily puzzle to see it here." in seen  # (Flat 3D has no clear)
    key(scene, pygame.K_1)
    seen = texts(monkeypatch, scene, TODAY - _dt.timedelta(days=1))
    assert scene.mode == "2d" and any(t.startswith("Tue 8 Dec: cleared") for t in seen), seen


def test_the_streak_says_any_modes_clear_keeps_it(monkeypatch, make):
    for size in SIZES:
        app = make(size)
        record_daily(app.midend.progress, TODAY, won("3d", 0))
        scene = opened(app, "2d")
        seen = texts(monkeypatch, scene)
        assert app.midend.streak() == 1 and "Play today's puzzle" in seen  # (2D's: not played)
        assert any("any mode" in t for t in seen), (size, seen)


def test_keys_and_a_pads_shoulders_change_the_tab_and_the_arrows_stay_the_days(make):
    from quiver.input_pad import BUTTON_KEYS

    app = make((800, 600))
    scene = opened(app)
    modes = []
    for mod in (0, 0, 0, pygame.KMOD_SHIFT):
        key(scene, pygame.K_TAB, mod)
        modes.append(scene.mode)
    assert modes == ["3d", "flat", "2d", "flat"]
    shoulders = (pygame.CONTROLLER_BUTTON_LEFTSHOULDER, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
    for button, want in zip(shoulders, ("3d", "flat"), strict=True):
        key(scene, *BUTTON_KEYS[button])  # (the key a pad's button presses: input_pad.py)
        assert scene.mode == want
    key(scene, pygame.K_3)
    assert scene.mode == "flat" and scene.key_day is None
    key(scene, pygame.K_LEFT)
    key(scene, pygame.K_LEFT)
    assert scene.mode == "flat" and scene.key_day == TODAY - _dt.timedelta(days=1)
    key(scene, pygame.K_ESCAPE)
    assert app.top is not scene


@pytest.mark.parametrize("size", SIZES)
def test_a_click_on_a_tab_or_the_tab_key_changes_the_mode_and_play_plays_it(monkeypatch, make, size):
    app = make(size)
    scene = opened(app)
    asked = []
    monkeypatch.setattr(app.ports.journeys, "daily", lambda **kw: asked.append(kw))
    scene.draw(pygame.Surface(size, pygame.SRCALPHA))
    click(scene, scene.tabs.part(2).center)
    assert scene.mode == "flat"
    click(scene, scene.play_btn.rect.center)
    key(scene, pygame.K_RETURN)
    assert asked == [{"mode": "flat"}, {"mode": "flat"}]
    scene.draw(pygame.Surface(size, pygame.SRCALPHA))
    click(scene, scene.tab_cap.center)  # the Tab key's cap, as Tab
    assert scene.mode == "2d"
    key(scene, pygame.K_2)
    key(scene, pygame.K_LEFT)  # a past day, lit: played late in the shown mode
    key(scene, pygame.K_LEFT)
    key(scene, pygame.K_RETURN)
    assert asked[-1] == {"mode": "3d", "day": TODAY - _dt.timedelta(days=1)}


def test_the_screen_opens_on_the_mode_last_shown(monkeypatch, make):
    from app_helpers import gl_modes_play

    gl_modes_play(monkeypatch)  # (the next run's window plays 3D: s278)
    app = make((800, 600))
    scene = opened(app)
    key(scene, pygame.K_3)
    key(scene, pygame.K_ESCAPE)
    assert opened(app).mode == "flat"  # the menu's Daily
    assert opened(app, "3d").mode == "3d" and opened(app).mode == "3d"
    assert opened(make((800, 600))).mode == "3d"  # another run: the tab kept (s266)


def test_the_win_cards_daily_opens_the_mode_just_played(make):
    from quiver.scenes.daily import DailyScene
    from quiver.scenes.result import ResultScene

    app = make((800, 600))
    for mode in ("3d", "flat", "2d"):
        request = app.midend.daily(mode)
        card = SimpleNamespace(feedback=app.feedback, stack=app.ports.stack, ports=app.ports)
        card.play = SimpleNamespace(request=request)
        ResultScene.daily(card)  # (a 3D board needs OpenGL: the card's own button, unbound)
        assert isinstance(app.top, DailyScene) and app.top.mode == mode


def test_the_shared_board_asked_for_is_the_shown_modes(monkeypatch, make):
    """The server ranks each mode's daily apart (docs/server.md): each tab asks for its own."""
    app = make((800, 600))
    lb = app.midend.leaderboard
    lb.background = False  # (nothing fetched in a test)
    app.midend.change_setting("leaderboard_server", "http://127.0.0.1:9")
    shown = []
    real = lb.board
    monkeypatch.setattr(lb, "board", lambda day, mode="2d": shown.append(mode) or real(day, mode))
    scene = opened(app, "2d")
    key(scene, pygame.K_2)
    texts(monkeypatch, scene)
    assert lb.board(TODAY.isoformat(), "3d") is not None  # asked for on the switch
    assert shown[0] == "3d"


def test_the_menus_daily_tick_follows_the_tab_daily_opens_on(make):
    """The menu's Daily opens the Daily screen on the tab last shown this run: its tick is
    that mode's clear, not always 2D's (a 3D daily cleared, the 3D tab shown, no tick)."""
    from quiver.scenes.menu_home import refresh_home

    app = make((1280, 800))
    menu = app.top
    record_daily(app.midend.progress, TODAY, won("3d", 0))
    refresh_home(menu)
    assert not menu.daily_done  # (a new run opens Daily on 2D, not played today)
    scene = opened(app)
    key(scene, pygame.K_2)
    app.pop()
    refresh_home(menu)
    assert menu.daily_done
    key(opened(app), pygame.K_1)
    app.pop()
    refresh_home(menu)
    assert not menu.daily_done
