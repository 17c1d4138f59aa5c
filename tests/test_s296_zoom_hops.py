"""A lesson's bubble moves at most once in a zoom in (s296). At 1920x1080, zoomed in
smoothly (a pinch, a trackpad, + held) as far as a player may (the camera's near_zoom),
Flat 3D's "This arrow folds over the edge" moved 3 times (1280x800: 4), each place it
took the next the growing arrow reached (s283's hold let it go each time); now, let go,
it moves once, to a place clear of where the zoom takes the arrow (lesson_settle.Settle.ahead)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from test_s270_bubble_sweep import _hopped  # noqa: E402
from test_stranger_s57 import lesson_app  # noqa: E402, F401  (the fixture: a lesson app, seed 7)


def zoom_hops(make, mode: str, size, step: int, frames: int = 50) -> list[int]:
    """The frames of a smooth zoom in (a little each frame, no nearer than a player may:
    near_zoom), then SETTLE's wait, at which the lesson's `step`'s bubble hopped (s57's test)."""
    from app_helpers import run
    from lesson_helpers import open_lesson

    app, play = open_lesson(make, mode, size, step)
    coach = play.coach
    coach.event = lambda happened: None  # (the step stays)
    camera, near = play.ctl.camera, play.ctl.input.near_zoom()
    seen = []
    for f in range(frames + 20):
        if f < frames:
            camera.zoom = max(near, 1.0 - (1.0 - near) * (f + 1) / frames)
        run(app)
        seen.append(pygame.Rect(coach.bubble))  # where the frame drew it
    return [k for k in range(1, len(seen)) if _hopped(seen[k], seen[k - 1])]


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize(("mode", "size", "step"), [("flat", (1920, 1080), 1), ("flat", (1280, 800), 1)])
def test_the_bubble_moves_at_most_once_in_a_zoom_in(lesson_app, mode, size, step):  # noqa: F811
    hops = zoom_hops(lesson_app, mode, size, step)
    assert len(hops) <= 1, f"{mode} {size} step {step}: hops at frames {hops}"
