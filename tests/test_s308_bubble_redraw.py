"""The 3D and Flat 3D lesson's bubble was drawn again, and its rects sent to the layer's
texture, on every frame the view turned (the view's frame key was part of what it was drawn
for), though its pixels were the same for 10 to 20 frames in a row (727x71 and 282x84 px at
1920x1080, about 0.25 MB a frame: s306's bench/frame_upload.py). It is still laid out on the
frames it was, and drawn again only where what it shows changed (Coach.looks,
lesson_bend.shows: its words, place, Skip lesson, pointer, leader and the stretches drawn
faint over arrows, the hearts' ring; drawn again once after the layer is drawn whole, as
what that showed is not kept). Counted in redraws, not time; the frames were checked pixel
for pixel against the old code's, at rest, turning, zooming and firing (s308)."""

from __future__ import annotations

import numpy as np
import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import app_maker, post, run  # noqa: E402
from lesson_helpers import open_lesson  # noqa: E402


def _layer(surface) -> np.ndarray:
    return pygame.surfarray.pixels3d(surface).copy(), pygame.surfarray.pixels_alpha(surface).copy()


def _same(a, b) -> bool:
    return all(np.array_equal(x, y) for x, y in zip(a, b, strict=True))


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_a_turn_draws_the_bubble_again_only_where_it_changed(monkeypatch, tmp_path, mode):
    with app_maker(monkeypatch, tmp_path, lessons=True, seed=7) as make:
        app, play = open_lesson(make, mode, (800, 600), 0)
        coach, frames, drawn = play.coach, [], []
        draw, coach_draw = play.draw, coach.draw

        def counted(surface, scene, laid=None):
            drawn.append(True)
            return coach_draw(surface, scene, laid) if laid is not None else coach_draw(surface, scene)

        def watched(surface):
            before, n = _layer(surface), len(drawn)
            rects = draw(surface)
            frames.append((len(drawn) > n, _same(before, _layer(surface)), rects is True))
            return rects

        monkeypatch.setattr(coach, "draw", counted)
        monkeypatch.setattr(play, "draw", watched)
        post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
        run(app, 20)  # (the view turns; the bubble, no pointer at this step, stands still)
        post(pygame.KEYUP, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
        run(app, 20)
        assert len(frames) >= 20
        wasted, fresh = [], True  # (the first since a layer drawn whole: what it showed is not known)
        for k, (bubble, same, whole) in enumerate(frames):
            if bubble and same and not whole and not fresh:
                wasted.append(k)
            fresh = whole or (fresh and not bubble)
        assert not wasted, f"frames {wasted}: the bubble drawn again, the same pixels"
        play.full_redraw = True  # (the layer drawn whole: what the frames drawn in part left)
        frames.clear()
        run(app)
        assert frames and frames[-1][1], "the layer drawn in part differs from it drawn whole"
