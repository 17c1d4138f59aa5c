"""A 3D or Flat-3D layer drawn whole as the view turns (the assist's rings or Tab's
brackets follow the view, so every turn frame draws the layer whole) puts the HUD's bars
back as last drawn where nothing they show changed, as the 2D pan does (s204,
scenes/hudbars2d.py), instead of drawing the HUD again: about 0.55 ms of a 0.9 ms layer
at 800x600 (bench/hud_turn.py). The bars so put back are the bars a fresh HUD draws. No
window: the layer alone (the board's GL picture lies under it)."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_maker, run


def _bars(surface, scene) -> list[bytes]:
    bars = (scene.hud.top_rect, scene.hud.bottom_rect)
    return [surface.subsurface(r).copy().get_buffer().raw for r in bars]


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_a_turn_with_the_rings_up_draws_the_hud_once(monkeypatch, tmp_path, mode):
    from quiver.game.code import complete, generate_board
    from quiver.render2d.hud import Hud
    from quiver.scenes.play3d import Play3DScene
    from quiver.scenes.playflat import PlayFlatScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        code = complete(mode, "cube", (3,), None, "easy", 1)
        scene = (Play3DScene if mode == "3d" else PlayFlatScene)(app.ports, generate_board(code), code)
        app.push(scene)
        app.midend.settings.show_free = True  # (the rings follow the view: the layer drawn whole)
        run(app, 2)
        layer = pygame.Surface(app.size, pygame.SRCALPHA)
        scene.full_redraw = True
        scene.draw(layer)
        draws = []
        draw = Hud.draw
        monkeypatch.setattr(Hud, "draw", lambda self, *a, **k: draws.append(1) or draw(self, *a, **k))
        for yaw in (40, 44, 48, 52):
            scene.ctl.camera.set_angles(yaw, 25, home=False)
            assert scene.draw(layer)  # (drawn afresh: the rings' rects, s306, no longer the whole layer)
        assert draws == []
        fresh = pygame.Surface(app.size, pygame.SRCALPHA)
        scene.full_redraw = True  # (asked for: the HUD drawn afresh)
        scene.draw(fresh)
        assert draws == [1]
        assert _bars(layer, scene) == _bars(fresh, scene)
        scene.session.fire(sorted(scene.board.free_arrows())[0])  # what the HUD shows changed: drawn
        scene.ctl.camera.set_angles(60, 25, home=False)
        scene.draw(layer)
        assert len(draws) == 2
