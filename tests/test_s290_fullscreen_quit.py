"""F11 and quitting (s290).
- Fullscreen was saved as on the moment F11 asked for it; the answer comes frames later
  (s282: up to window.FULLSCREEN_WAIT_S on a bare X server), so a quit in that wait left it
  saved on, and the next start asked and was refused again. It is saved once the answer is
  known; a quit in the wait takes the answer there is, none being a no (Settings' switch,
  saved on before it asked, is saved off then too).
- The X connection window_size keeps (s282) was closed only at the end of App.close: a
  frame that raised, or a step of close that did, left it open. Closed on every way out."""

from __future__ import annotations

import time

import pygame
import pytest
from app_helpers import app_maker, run
from test_s282_fullscreen_frames import Clock, _f11, fake_x  # noqa: F401 (s282's fixture)

from quiver import window as win
from quiver import window_x11
from quiver.game.settings import load_settings


@pytest.fixture
def asked(monkeypatch, tmp_path):
    """An app whose window SDL turns fullscreen at once, on an X server that answers when
    the test says (`sizes`: its word; a bare one's stays 800x600). No window is opened:
    SDL's and the X server's words are stand-ins (s282's tests open real ones, slow)."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(800, 600))
        sizes = [(800, 600)]
        monkeypatch.setattr(win, "toggle_fullscreen", lambda was: not was)
        monkeypatch.setattr(win, "window_size", lambda: sizes[-1])
        monkeypatch.setattr(win, "x_window_size", lambda: sizes[-1])
        monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
        clock = Clock()
        monkeypatch.setattr(time, "monotonic", clock)
        yield app, sizes, clock


def saved() -> bool:
    return load_settings()[0].fullscreen


def test_f11_saves_fullscreen_once_the_window_manager_answers(asked):
    app, sizes, clock = asked
    _f11(app)
    run(app, 1)
    assert app.fullscreen and not saved()  # (asked: no answer yet)
    clock.t += 0.1
    sizes.append((1920, 1080))
    run(app, 1)
    assert app.size == (1920, 1080) and saved() and app.midend.settings.fullscreen


@pytest.mark.parametrize("how", ["F11", "Settings"])
def test_a_quit_in_the_wait_on_a_bare_x_server_leaves_fullscreen_saved_off(asked, how):
    app, _sizes, clock = asked
    if how == "F11":
        _f11(app)
        run(app, 1)
    else:  # (Settings' switch: the setting saved, then applied: set_fullscreen's toggle)
        app.midend.change_setting("fullscreen", True)
        app.toggle_fullscreen()
        run(app, 1)
    assert app.fullscreen and (how == "Settings") == saved()
    clock.t += win.FULLSCREEN_WAIT_S / 2
    app.close()  # (no answer, and the next start would be refused again)
    assert not saved()


def test_a_quit_just_after_the_answer_came_keeps_fullscreen_on(asked):
    app, sizes, _clock = asked
    _f11(app)
    run(app, 1)
    sizes.append((1920, 1080))  # (taken, not yet seen by a frame)
    app.close()
    assert saved()


@pytest.mark.parametrize("where", ["a frame", "close"])
def test_the_kept_x_connection_is_closed_when_a_frame_or_close_raises(monkeypatch, tmp_path, fake_x, where):  # noqa: F811
    from quiver import app as app_module

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        assert window_x11.window_size() == (300, 200) and fake_x.opened == 1  # (kept)

        booms = [RuntimeError("boom")]

        def boom(*_a):
            if booms:  # (once: app_maker closes the app again at the end)
                raise booms.pop()

        if where == "a frame":
            monkeypatch.setattr(win, "run_frames", boom)
        else:
            monkeypatch.setattr(app_module.worker, "stop_warm", boom)
        with pytest.raises(RuntimeError):
            app.run_loop() if where == "a frame" else app.close()
        assert fake_x.closed == 1 and window_x11._kept == []
