"""Stranger round s24 (3D and Flat 3D, their lessons, the hinted hidden arrow): each test
failed before its fix."""

from __future__ import annotations

import math

import pytest
from app_helpers import post, run
from test_stranger_s20 import lesson_app  # noqa: F401  (the fixture: a lesson at 640x480)

pygame = pytest.importorskip("pygame")


def _key(app, k, frames: int = 2) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    run(app)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    run(app, frames)


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_a_view_step_of_the_lesson_fires_no_arrow_and_says_what_it_waits_for(lesson_app, mode):  # noqa: F811
    """3D lesson, "Drag to turn the shape": Tab (or H) then Enter fired the lit arrow, a
    blocked one costing a heart, and the lesson still asked for a turn. A step about
    the view fires nothing (nor does a click meant as a drag) and says how to turn or
    zoom; once the view has turned (and zoomed), Enter fires as taught."""
    from quiver.game.lessons import Until

    app, coach, play = lesson_app(mode)
    assert coach.current.until == Until.TURNED
    for first in (pygame.K_TAB, pygame.K_h):
        _key(app, first)
        _key(app, pygame.K_RETURN, 30)
        assert len(play.board.alive) == len(play.board.arrows), "an arrow fired in a view step"
        assert play.session.hearts == 3 and play.session.mistakes == 0
    assert any("arrow keys" in t.long for t in app.toasts.toasts), app.toasts.texts()  # (said whole or short)
    assert coach.current.until == Until.TURNED  # the hint's own turn is not the player's
    play.ctl.camera.rotate_local(math.radians(40), 0)
    run(app, 3)
    assert coach.current.until != Until.TURNED
    if coach.current.until == Until.ZOOMED:
        _key(app, pygame.K_TAB)
        _key(app, pygame.K_RETURN, 30)
        assert len(play.board.alive) == len(play.board.arrows)
        play.ctl.camera.zoom *= 1.2
        run(app, 3)
    assert coach.current.until == Until.LEFT
    for _ in range(120):  # (Flat's fold step first eases the view to a fold, s382)
        if not play.ctl.camera.turning:
            break
        run(app)
    _key(app, pygame.K_TAB)  # a free arrow, lit: it flies
    _key(app, pygame.K_RETURN, 60)
    assert len(play.board.alive) == len(play.board.arrows) - 1


def _render(mode, board, settings, ctx, **kw):
    from quiver.render3d.headless import render_offscreen

    if mode == "3d":
        from quiver.render3d.camera import board_camera
        from quiver.render3d.renderer import BoardRenderer as cls

        cam = board_camera(board, None, None)
    else:
        from quiver.render3d.flat_renderer import FlatRenderer as cls
        from quiver.render3d.flat_renderer import flat_camera

        cam = flat_camera(board, None, None)
    return render_offscreen(cls, board, cam, 480, 360, ctx=ctx, settings=settings, **kw)


@pytest.mark.slow  # OpenGL (EGL)
@pytest.mark.parametrize("colorblind", [False, True], ids=["palette", "colour-blind"])
@pytest.mark.parametrize("mode,size", [("3d", 5), ("flat", 4)])
def test_a_hinted_arrow_hidden_from_the_view_has_a_bright_ring_round_it(mode, size, colorblind):
    """A hinted arrow mostly hidden in the home view (after Home, or behind other cubes)
    read only as a faint see-through ghost of its own colour: on a cube of that colour
    it hardly showed. Its silhouette now has a ring over everything: a dark line, a band
    pulsing gold to near white, a dark line; in both palettes."""
    import numpy as np

    from quiver.game.settings import Settings
    from quiver.generator import PuzzleSpec, generate
    from quiver.render3d.headless import standalone_context

    ctx = standalone_context()
    board = generate(PuzzleSpec(mode, "cube", size, None, "easy", 3))
    settings = Settings(colorblind=colorblind)
    plain = _render(mode, board, settings, ctx).astype(int)

    def shown(i):  # its pixels in view: those a hover changes
        hovered = _render(mode, board, settings, ctx, hover=i).astype(int)
        return int(np.any(np.abs(plain - hovered) > 12, axis=2).sum())

    hidden = min(board.free_arrows(), key=shown)
    assert shown(hidden) < 400, "no free arrow hidden from the home view"
    for amount, band in ((0.0, lambda px: (px[..., 0] > 230) & (px[..., 2] < 120)), (1.0, None)):
        hinted = _render(mode, board, settings, ctx, hint=hidden, hint_amt=amount).astype(int)
        new = np.any(np.abs(plain - hinted) > 12, axis=2)
        if band is None:  # near white
            ring = (hinted.min(axis=2) > 225) & new
        else:  # gold
            ring = band(hinted) & (hinted[..., 1] > 150) & new
        dark = (hinted.max(axis=2) < 45) & new
        assert ring.sum() > 200 and dark.sum() > 100, (amount, int(ring.sum()), int(dark.sum()))


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_the_hinted_arrow_stays_lit_when_a_key_turns_its_head_out_of_sight(mode):
    """H lit the hinted arrow and turned the camera to it; Home (or the arrow keys) then
    hid its head, the light moved to the nearest head that showed, and Enter fired that
    other arrow (a blocked one cost a heart) while the hint's ring still showed. The
    hinted arrow stays lit while the hint lasts."""
    from test_keypick3d import hinted

    from quiver.scenes.keypick3d import shown_heads

    ctl, keys, i = hinted(mode)
    for k in range(40):  # turn on (as the arrow keys do) till its head is hidden
        ctl.camera.rotate_local(0.35, -0.15 if k < 20 else 0.15)
        keys.update()
        if i not in {h.arrow for h in shown_heads(ctl)}:
            break
    else:
        pytest.fail("no turn hides the hinted head")
    keys.update()
    assert ctl.hover == i and keys.mark_key() is not None
    assert keys.fire(shift=False) and i not in ctl.board.alive


@pytest.mark.slow  # OpenGL (EGL)
@pytest.mark.parametrize("colorblind", [False, True], ids=["palette", "colour-blind"])
@pytest.mark.parametrize("mode,size", [("3d", 3), ("flat", 4)])
def test_a_hint_lit_from_the_keyboard_keeps_its_colour(mode, size, colorblind):
    """H (and the Hint button) light the hinted arrow so that Enter fires it: lit, it is
    the hover too, and the hover's white wash and white outline drew over the hint's
    look (its direction colour kept, its gold ring: stranger, s19) in every game. The
    hinted arrow looks the same lit or not."""
    import numpy as np

    from quiver.game.settings import Settings
    from quiver.generator import PuzzleSpec, generate
    from quiver.render3d.headless import standalone_context

    ctx = standalone_context()
    board = generate(PuzzleSpec(mode, "cube", size, None, "easy", 3))
    settings = Settings(colorblind=colorblind)
    looked = 0
    for i in board.free_arrows()[:4]:
        hinted = _render(mode, board, settings, ctx, hint=i, hint_amt=1.0).astype(int)
        lit = _render(mode, board, settings, ctx, hint=i, hint_amt=1.0, hover=i).astype(int)
        looked += 1
        differs = np.any(np.abs(hinted - lit) > 12, axis=2)
        assert differs.sum() < 20, f"arrow {i}: {int(differs.sum())} pixels change when it is lit too"
    assert looked
