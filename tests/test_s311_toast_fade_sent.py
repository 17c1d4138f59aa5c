"""A toast fading out changes its card's alpha each frame, and the toast layer drew all its
cards again and named every one, merged by the compositor into one rect round the stack:
s311, 853 KB sent a frame at 1920x1080 for three cards while the oldest faded (bench/
frame_upload.py's 3D lesson turn, after the puzzles before it left their "Puzzle kept"
toasts). It now names only the rows of those rects whose pixels changed (layer_diff): the
fading card. Counted in rects and pixels, not time."""

from __future__ import annotations

import numpy as np
import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import app_maker, run  # noqa: E402

from quiver.scenes import layer_diff  # noqa: E402


def _pixels(surface) -> np.ndarray:
    return pygame.surfarray.array2d(surface)  # (each pixel's colour and alpha, one int)


def test_only_the_rows_whose_pixels_changed_are_named():
    surface = pygame.Surface((60, 40), pygame.SRCALPHA)
    a, b, c = pygame.Rect(0, 0, 20, 10), pygame.Rect(0, 12, 20, 10), pygame.Rect(30, 0, 10, 10)
    surface.fill((9, 9, 9, 200), a)
    surface.fill((9, 9, 9, 200), b)
    kept = layer_diff.grab(surface, [a, b, pygame.Rect(50, 30, 20, 20)])  # (the last: clipped)
    surface.fill((9, 9, 9, 200), a)  # (drawn again, the same)
    surface.fill((9, 9, 9, 100), (0, 14, 20, 3))  # (three rows of it faded)
    surface.fill((1, 2, 3, 255), c)  # (a new place: not grabbed)
    got = layer_diff.changed(surface, kept, [a, b, c, pygame.Rect(50, 30, 20, 20)])
    assert got == [pygame.Rect(0, 14, 20, 3), c]


def test_a_fading_toast_sends_its_card_not_the_stack(monkeypatch, tmp_path):
    """No window: the toast layer alone, frame by frame while the oldest of three fades;
    each pixel that changed lies in the rects its draw named, and those lie in the fading
    card's (before: the three cards')."""
    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        layer = app.toasts
        for k in range(3):
            app.feedback.toast(f"Toast {k}", seconds=0.5 + k)
            run(app, 2)
        draw, frames = layer.draw, []

        def watched(surface):
            before = _pixels(surface)
            rects = draw(surface)
            alphas = [t.alpha for t in layer.toasts]
            faded = [b for b, t in layer._hits if t.alpha < 1]
            frames.append((before, _pixels(surface), rects, alphas, faded))
            return rects

        monkeypatch.setattr(layer, "draw", watched)
        run(app, 40)  # (the first fades and goes)
        fading = [f for f in frames if len(f[3]) == 3 and 0 < f[3][0] < 1]
        assert len(fading) > 5, "no frames drew a fading card beside two whole ones"
        for k, (before, after, rects, *_) in enumerate(frames):
            assert rects is not True, f"frame {k}: the whole layer"
            changed = before != after
            named = np.zeros(changed.shape, bool)
            for r in rects or ():
                named[r.x : r.right, r.y : r.bottom] = True
            assert not (changed & ~named).any(), f"frame {k}: changed outside {rects}"
        for _, _, rects, _, faded in fading:  # (its card less its shadow: the shadow's few px round it)
            assert rects and all(faded[0].inflate(24, 24).contains(r) for r in rects), (rects, faded)
