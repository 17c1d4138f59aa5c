"""Levels says that Tab changes its mode tabs (stranger s41: Tab switched between 2D, 3D
and Flat 3D and nothing on screen said so)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run

pygame = pytest.importorskip("pygame")


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (3840, 2160)])
def test_levels_shows_the_tab_key_beside_its_mode_tabs(monkeypatch, tmp_path, size):
    from quiver.render2d import drawn
    from quiver.scenes.levels import LevelsScene

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        levels = LevelsScene(app.ports, "2d")
        app.push(levels)
        run(app, 2)
        levels.full_redraw = True
        with drawn.recording() as seen:
            levels.draw(pygame.Surface(app.size, pygame.SRCALPHA))
        texts = seen.of(drawn.TEXT)
        cap = next((i.rect for i in texts if i.label == "Tab"), None)
        tabs = levels.tabs.rect
        assert cap is not None, [i.label for i in texts]
        assert cap.x > tabs.right and cap.right < size[0] and tabs.top <= cap.centery <= tabs.bottom
        assert not any(cap.colliderect(i.rect) for i in texts if i.label != "Tab")
        post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0)  # and Tab does so
        run(app)
        assert levels.tabs.index == 1
