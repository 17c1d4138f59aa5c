"""s228: SDL sends each wheel notch as a press of button 4 or 5 too (and a MOUSEWHEEL).
The menu, Settings, Levels and How to play took that press for a click and hid the
keyboard focus ring: a player steering by keys who turned the wheel lost the ring. Only
a real click (buttons 1 to 3) hands the screen to the pointer."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_maker, post, run

AT = (400, 300)


def _key(app, k) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    run(app, 2)
    app.clock.t += 0.6  # (a quick second press of a key is a stray one: input.StrayKey)


def _notch(app) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=AT, button=5)
    post(pygame.MOUSEBUTTONUP, pos=AT, button=5)
    post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    run(app, 2)


def _press(app, button) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=AT, button=button)
    run(app)


def _open(app, where):
    from quiver.scenes.levels import LevelsScene

    if where == "settings":
        app.flow.open_settings()
    elif where == "levels":
        app.push(LevelsScene(app.ports, "2d"))
    elif where == "legend":
        _key(app, pygame.K_F1)
    run(app, 3)
    return app.top


@pytest.mark.parametrize("where", ["menu", "settings", "levels", "legend"])
def test_a_wheel_notch_keeps_the_focus_ring_and_a_click_hides_it(monkeypatch, tmp_path, where):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        scene = _open(app, where)
        _key(app, pygame.K_RIGHT if where == "legend" else pygame.K_TAB)
        assert app.top is scene and scene.keyboard, "the key showed the ring"
        _notch(app)
        assert app.top is scene and scene.keyboard, "a wheel notch hid the focus ring"
        # a click: the pointer's (a right one on the home menu, which has no back; on a
        # card a right click is Esc since s323, a left one then)
        _press(app, 3 if where == "menu" else 1)
        assert not scene.keyboard, "a click hands the screen to the pointer"
