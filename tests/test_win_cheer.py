"""The 3D and Flat-3D win celebrates as the 2D one does (stranger, s19): confetti pops
round the model over the GL view as the reveal starts, and the last clear's combo count
("x65") is no longer left fading over the model."""

from __future__ import annotations

import numpy as np
import pytest
from gl_helpers import app_window, open_code

pygame = pytest.importorskip("pygame")


def test_a_cheer_waits_its_delay_and_reduced_motion_fades_in_place():
    from quiver.render2d.fx import CHEER_TIME, Effects

    fx = Effects(motion=True)
    fx.cheer((100, 100), [(255, 0, 0), (0, 0, 255)], delay=0.2)
    surface = pygame.Surface((300, 300), pygame.SRCALPHA)
    assert fx.cheered and fx.draw(surface) == []  # not started yet
    fx.update(0.3)
    assert fx.draw(surface), "the confetti shows once its delay has passed"
    fx.update(CHEER_TIME)
    assert not fx.active
    calm = Effects(motion=False)
    calm.cheer((100, 100), [(255, 0, 0)], delay=0.5)
    assert calm.draw(surface), "reduced motion: at once, a disc fading where it is"
    calm.clear()
    assert not calm.cheered


@pytest.mark.slow
@pytest.mark.parametrize("mode,shape,size,seed", [("3d", "cube", 3, 3), ("flat", "stairs", 5, 4)])
def test_the_3d_win_reveal_has_confetti_and_no_combo_count(monkeypatch, tmp_path, mode, shape, size, seed):
    from quiver.game.code import complete

    with app_window(monkeypatch, tmp_path, (640, 480), frame_time=1 / 60) as win:
        app = win.app
        scene = open_code(win, complete(mode, shape, size, None, "easy", seed))
        board = scene.board
        win.run(20)
        while board.alive:
            scene.ctl.fire(board.free_arrows()[0])
            win.run(2)  # quick clears: a combo
        assert scene.session.combo.best >= 3
        for _ in range(600):
            win.run(1)
            if scene.reveal_u() is not None:
                break
        win.run(1)
        assert "combo" not in scene.fx.kinds(), "the last combo count is left over the reveal"
        assert "cheer" in scene.fx.kinds()
        w, h = app.size
        before = np.frombuffer(app.gl.screen.read(components=3, alignment=1), np.uint8).reshape(h, w, 3)
        win.run(20)
        assert any(f.kind == "cheer" and f.age > 0 for f in scene.fx.items)
        after = np.frombuffer(app.gl.screen.read(components=3, alignment=1), np.uint8).reshape(h, w, 3)
        assert np.abs(after.astype(int) - before.astype(int)).mean() > 0.5
