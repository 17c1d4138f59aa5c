"""s121: a win's falling confetti was cut off in a straight line at the bottom bar's top
edge (1920x1080; 2D, 3D and Flat share reveal.celebrate and fx.Effects). It falls over the
bars and off the window's bottom now, drawn last, over the HUD, and the 2D scene's frames
drawn in part still put the bars back under it."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from quiver.render2d.fx import CHEER_TIME, Effects  # noqa: E402
from quiver.scenes.reveal import celebrate  # noqa: E402

AREA = pygame.Rect(0, 97, 1920, 897)  # 1920x1080 between the HUD's bars


def confetti_rect(kind_area: pygame.Rect, at: float) -> pygame.Rect:
    """Where a win's confetti round a picture filling the area's lower part is drawn at `at`
    of its flight (every cheer started)."""
    fx = Effects(motion=True)
    fx.scale, fx.area = 1.35, kind_area
    celebrate(fx, pygame.Rect(660, 300, 600, 650))
    fx.update(0.6 + CHEER_TIME * at)
    surface = pygame.Surface((1920, 1080), pygame.SRCALPHA)
    fx.draw(surface)
    first, *more = pygame.mask.from_surface(surface, 1).get_bounding_rects()
    return first.unionall(more)


def test_the_falling_confetti_crosses_the_bottom_bar():
    drawn = confetti_rect(AREA, 0.5)
    assert drawn.bottom > AREA.bottom + 20, drawn  # over the bar, not cut at its edge
    assert drawn.bottom <= 1080


def test_the_other_effects_stay_between_the_bars():
    fx = Effects(motion=True)
    fx.scale, fx.area = 1.35, AREA
    fx.burst((960, AREA.bottom - 5), (200, 40, 40), (0.0, 1.0))
    fx.update(0.1)
    surface = pygame.Surface((1920, 1080), pygame.SRCALPHA)
    (rect,) = fx.draw(surface)
    assert AREA.contains(rect)


def test_a_2d_win_draws_confetti_over_the_bar_and_puts_the_bar_back():
    """Each frame drawn in part is the frame drawn whole, confetti over the bottom bar in
    some, and once it has fallen the bar is as the HUD drew it."""
    from test_2d_same_pixels import scene_at

    t, app, board, scene, layer = scene_at((640, 480), (14, 12), "easy", 3)
    whole = pygame.Surface(app.size)
    for i in board.solution[:-1]:
        scene.session.fire(i)
    scene.renderer.refresh_all()
    scene.camera_dirty = True
    scene.fire(board.solution[-1])
    bar = scene.hud.bottom_rect
    over = 0
    for _ in range(200):
        if scene.result_shown:
            break
        t[0] += 1 / 60
        scene.update(1 / 60)
        scene.draw(layer)
        if scene.reveal_u() is None:
            continue
        scene.full_redraw = True
        scene.draw(whole)
        assert pygame.image.tobytes(layer, "RGB") == pygame.image.tobytes(whole, "RGB")
        cheering = "cheer" in scene.fx.kinds()
        snap = dict((tuple(r), s) for r, s in scene.bars.snaps)[tuple(bar)]
        same = pygame.image.tobytes(layer.subsurface(bar), "RGB") == pygame.image.tobytes(snap, "RGB")
        over += cheering and not same
        if not scene.fx.active:
            assert same  # nothing left on the bar
    assert over > 3
