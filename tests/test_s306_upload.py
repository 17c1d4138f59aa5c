"""A 3D or Flat-3D layer drawn afresh while an effect shows (an arrow's burst and trail,
a blocked tap's marks) sent the whole layer to its texture every frame: 8.3 MB a frame
at 1920x1080, about 7 ms of CPU, for a burst of a few hundred pixels. It now sends only
where the layer had content or has it now (`Play3DScene.layer_regions`, the HUD's bars
where drawn again), out of which the layer is clear; the frames are the same pixels
(checked frame by frame before and after, s306). Counted in bytes, not time."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from app_helpers import app_maker, run


def _uploads(app) -> list[int | None]:
    """Bytes each `upload` call of the app's compositor sends (None: the whole layer)."""
    sent: list[int | None] = []
    upload = app.compositor.upload

    def counted(layer, rects):
        sent.append(None if rects is True else 4 * sum(r.w * r.h for r in rects))
        return upload(layer, rects)

    app.compositor.upload = counted
    return sent


@pytest.mark.slow  # a GL window
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_a_burst_over_the_3d_view_sends_its_rects_not_the_layer(monkeypatch, tmp_path, mode):
    from quiver.game.code import complete, generate_board
    from quiver.scenes.play3d import Play3DScene
    from quiver.scenes.playflat import PlayFlatScene

    with app_maker(monkeypatch, tmp_path, size=(640, 480)) as make:
        app = make()
        if app.gl is None:
            pytest.skip(f"no GL window here: {app.gl_error}")
        code = complete(mode, "cube", (3,), None, "easy", 1)
        scene = (Play3DScene if mode == "3d" else PlayFlatScene)(app.ports, generate_board(code), code)
        app.push(scene)
        run(app, 5)
        sent = _uploads(app)
        scene.fire(sorted(scene.board.free_arrows())[0])
        shown = []
        for _ in range(30):  # the flight, then its burst and trail
            run(app)
            shown.append(scene.fx.active)
        assert any(shown)  # (the effects did show)
        assert sent and None not in sent, sent  # (each frame sent the whole layer: 1.2 MB)
        assert max(sent) < 640 * 480 * 4 // 2, sent  # (the most: the HUD's bars, drawn again)


def _pixels(surface) -> tuple[np.ndarray, np.ndarray]:
    """The layer's colours and alpha, copied."""
    return pygame.surfarray.pixels3d(surface).copy(), pygame.surfarray.pixels_alpha(surface).copy()


@pytest.mark.parametrize(("mode", "free"), [("3d", False), ("flat", False), ("3d", True)])
def test_each_frame_of_a_burst_names_the_pixels_it_changed_and_little_else(monkeypatch, tmp_path, mode, free):
    """No window: the layer alone. Frame by frame over a clear's flight and burst (with the
    assist's rings on, whose marks follow the view, too), each pixel that changed lies in
    the rects the draw returns, and they are a small part of the layer (it was all of it)."""
    from quiver.game.code import complete, generate_board
    from quiver.scenes.play3d import Play3DScene
    from quiver.scenes.playflat import PlayFlatScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        code = complete(mode, "cube", (3,), None, "easy", 1)
        scene = (Play3DScene if mode == "3d" else PlayFlatScene)(app.ports, generate_board(code), code)
        app.push(scene)
        app.midend.settings.show_free = free
        run(app, 2)
        frames = []  # (the layer's pixels before and after each draw, what it returned)
        draw = scene.draw

        def watched(surface):
            before = _pixels(surface)
            rects = draw(surface)
            frames.append((before, _pixels(surface), rects, scene.fx.active))
            return rects

        monkeypatch.setattr(scene, "draw", watched)
        scene.fire(sorted(scene.board.free_arrows())[0])
        for k in range(30):
            if free:
                scene.ctl.camera.set_angles(40 + 2 * k, 25, home=False)
            run(app)
        assert any(shown for *_, shown in frames)  # (the effects did show)
        for k, (before, after, rects, _) in enumerate(frames):
            assert rects is not True, f"frame {k}: the whole layer"
            changed = np.zeros(app.size, bool)
            for a, b in zip(before, after, strict=True):
                diff = a != b
                changed |= diff.any(axis=2) if diff.ndim == 3 else diff
            named = np.zeros(app.size, bool)
            for r in rects or ():
                named[r.x : r.right, r.y : r.bottom] = True
            assert not (changed & ~named).any(), f"frame {k}: changed outside {rects}"
            assert named.sum() < named.size // 2, f"frame {k}: {rects}"
