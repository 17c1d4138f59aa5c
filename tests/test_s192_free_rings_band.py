"""The "Show free arrows" assist's rings keep between the HUD's bars (noticed by s194):
zoomed in on a 3D sphere at 640x480, a free head near the bottom bar had its ring drawn
over the Hint button (rows 416-434), and a head under a bar's chips got a ring there."""

from __future__ import annotations

import pytest
from gl_helpers import app_window

pygame = pytest.importorskip("pygame")

pytestmark = pytest.mark.slow


def _band(scene):
    """The rows between the bars: the 2D board's area, or the 3D camera's band."""
    if not hasattr(scene, "ctl"):
        return pygame.Rect(scene.view.area)
    top, bottom = scene.ctl.camera.band
    first, last = -int(-top * 480), int((1.0 - bottom) * 480)
    return pygame.Rect(0, first, 640, last - first)


@pytest.mark.parametrize(
    ("mode", "shape", "size"), [("3d", "sphere", 9), ("flat", "stairs", 8), ("2d", "heart", 24)]
)
def test_the_assist_s_rings_stay_between_the_bars_when_zoomed_in(monkeypatch, tmp_path, mode, shape, size):
    from quiver.game.code import complete
    from quiver.scenes.feel import draw_free_marks, free_heads

    with app_window(monkeypatch, tmp_path, (640, 480), frame_time=1 / 60) as win:
        app = win.app
        app.to_menu()
        app.flow.open_code(complete(mode, shape, size, None, "easy", 3))
        for _ in range(300):
            win.run(1)
            if getattr(app.top, "session", None) is not None:
                break
        scene = app.top
        app.midend.change_setting("show_free", True)
        for _ in range(8):
            win.post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
            win.run(3)
        win.run(30)
        band = _band(scene)
        assert band == scene.where.band()
        assert band.top > 0 and band.bottom < 480  # (the bars are there to keep off)
        assert free_heads(scene), "no free head in view to ring"
        surface = pygame.Surface((640, 480))
        surface.fill((0, 0, 0))
        rects = draw_free_marks(scene, surface)
        assert rects and all(band.contains(r) for r in rects), (band, rects)
        px = pygame.surfarray.array3d(surface)
        outside = px[:, : band.top].any() or px[:, band.bottom :].any()
        assert not outside, "a ring drew over a HUD bar"
        for _, _, head in free_heads(scene):
            assert band.collidepoint(head)
