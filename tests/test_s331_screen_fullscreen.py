"""s331: on a screen too small for a window the game starts fullscreen by itself (s312),
and F11 out or Settings' switch off leaves it so (s314); each was saved in settings.json,
so a later start on a big screen was fullscreen too. The screen's fullscreen shows in the
settings (Settings' switch) but the file keeps the player's own choice: F11's and the
switch's are saved as before. (test_s312_small_screen_xvfb.py: the file after a real
start on a 480x360 screen.)"""

from __future__ import annotations

import json

import pytest

from quiver import app_fullscreen
from quiver import window as win
from tests.test_s314_small_screen_f11 import Fullscreen


@pytest.fixture
def midend(tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    from quiver.game.midend import Midend

    return Midend(lessons=False)


def saved(m) -> bool:
    from quiver.game.settings import settings_path

    m.save_settings()
    return bool(json.loads(settings_path().read_text()).get("fullscreen", False))


def test_the_screens_fullscreen_shows_but_the_file_keeps_the_players(midend):
    assert midend.remember_fullscreen(True, chosen=False)
    assert midend.settings.fullscreen and not saved(midend)  # (the switch on; the file off)
    midend.change_setting("volume", 0.4)  # (another setting saved: fullscreen stays off there)
    assert midend.settings.fullscreen and not saved(midend)
    midend.change_setting("fullscreen", False)  # the player's switch: off, saved off
    assert not midend.settings.fullscreen and not saved(midend)
    midend.remember_fullscreen(True, chosen=False)  # (on again, as the window is: s314)
    assert not saved(midend)


def test_the_players_own_fullscreen_is_saved(midend):
    assert midend.remember_fullscreen(True)  # F11 on a big screen
    assert saved(midend)
    midend.change_setting("fullscreen", False)
    assert not saved(midend)
    midend.change_setting("fullscreen", True)  # Settings' switch
    assert saved(midend)
    midend.remember_fullscreen(False)
    assert not saved(midend)


def test_a_start_fullscreen_by_the_screen_is_not_the_players(monkeypatch):
    monkeypatch.setattr(win, "toggle_fullscreen", lambda on: not on)
    monkeypatch.setattr(win, "window_size", lambda: (480, 360))
    monkeypatch.setattr(win, "coming_size", lambda on: None)
    monkeypatch.setattr(win, "too_small_for_a_window", lambda: True)
    monkeypatch.setattr(win, "fullscreen_taken", lambda before, asked_at=None: True)  # (the manager's yes)
    for chosen in (False, True):  # the screen's; the settings' (saved on before)
        app = Fullscreen()
        app.fullscreen = False
        app.remember_fullscreen = lambda app=app: app_fullscreen.remember(app)
        app_fullscreen.start(app, chosen=chosen)
        assert app.fullscreen and app.midend.saved == [True] and app.midend.chosen == [chosen]
        assert not app._by_screen  # (used up: the next F11 is the player's)
