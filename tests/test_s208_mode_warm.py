"""Choosing 3D or Flat 3D in the menu starts importing that mode's play scene (s208,
from s206's bench): a new player's first 3D lesson is made straight from the menu, not
behind the loading screen, and imported numpy, PyGLM and the renderer (0.2-0.3 s) on
the frame of the click that opened it."""

from __future__ import annotations

import pytest
from app_helpers import menu_maker

pygame = pytest.importorskip("pygame")


@pytest.fixture
def make(monkeypatch, tmp_path):
    with menu_maker(monkeypatch, tmp_path) as go:
        yield go
    pygame.display.quit()


def test_a_mode_chosen_in_real_time_has_its_play_scene_imported_then(make, monkeypatch):
    from quiver.scenes import menu_choice

    warmed = []
    monkeypatch.setattr(menu_choice, "warm_up", warmed.append)
    app = make((1024, 768))
    menu = app.top
    app.realtime = True  # (the game's own loop; tests build at once and start no thread)
    menu.mode_seg.index = 1
    menu.choice.on_mode("3D")
    assert warmed == ["3d"] and menu.mode == "3d"
    app.realtime = False
    menu.mode_seg.index = 2
    menu.choice.on_mode("Flat 3D")
    assert warmed == ["3d"]  # (no thread where the game does not run in real time)
