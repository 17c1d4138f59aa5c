"""A lesson's bubble holds its place while the player turns the 3D view too, and is placed
again once the turn settles (s298). Zoomed in (as far as a player may, s303) at 1280x800,
an arrow key held moved the 3D lesson's "This one is blocked. Tap it..." 5 times in the
turn's 48 frames, the turning shape pushing it from place to place (s283 and s296 held it
for a zoom only); now once at most, unless the shape turns over the arrow it talks about
or over Skip lesson (lesson_settle.Settle.moving)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pygame = pytest.importorskip("pygame")

from test_s270_bubble_sweep import _hopped  # noqa: E402
from test_stranger_s57 import lesson_app  # noqa: E402, F401  (the fixture: a lesson app, seed 7)

from quiver.scenes.lesson_settle import SETTLE, Settle  # noqa: E402


def _play(rot: tuple):
    return SimpleNamespace(ctl=SimpleNamespace(camera=SimpleNamespace(zoom=1.0, rot=rot)))


def test_the_place_is_held_while_the_view_turns_and_let_go_once_it_settles():
    settle, key = Settle(), (0, 3, (1280, 800))
    placed = ("line", pygame.Rect(100, 100, 200, 60), "above")
    settle.see(_play((1.0, 0.0, 0.0, 0.0)), 0.0)
    settle.keep(key, placed)
    assert not settle.moving(0.0) and settle.held(key, 0.0, (400, 400), [], []) is None
    settle.see(_play((0.99, 0.0, 0.1, 0.0)), 0.1)
    assert settle.moving(0.1) and settle.held(key, 0.1, (400, 400), [], []) == placed
    assert settle.held(key, 0.1, (150, 120), [pygame.Rect(500, 500, 9, 9)], []) is None  # (over its arrow)
    assert settle.held(key, 0.1, (400, 400), [], [pygame.Rect(250, 90, 40, 20)]) is None  # (Skip)
    later = 0.1 + SETTLE + 0.01
    settle.see(_play((0.99, 0.0, 0.1, 0.0)), later)
    assert not settle.moving(later) and settle.held(key, later, (400, 400), [], []) is None


def turn_hops(make, mode: str, size, step: int, zoom: float = 0.3) -> list[int]:
    """The frames of a turn (an arrow key held 48 frames, then SETTLE's wait) of the lesson's
    `step` zoomed in smoothly towards `zoom`, no nearer than a player may (near_zoom: s303),
    and settled, at which its bubble hopped."""
    from app_helpers import post, run
    from lesson_helpers import open_lesson

    app, play = open_lesson(make, mode, size, step)
    coach = play.coach
    coach.event = lambda happened: None  # (the step stays)
    for f in range(50):
        play.ctl.camera.zoom = max(play.ctl.input.near_zoom(), 1.0 - (1.0 - zoom) * (f + 1) / 50)
        run(app)
    run(app, 30)
    seen = []
    post(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)
    for f in range(80):
        if f == 48:
            post(pygame.KEYUP, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)
        run(app)
        seen.append(pygame.Rect(coach.bubble))  # where the frame drew it
    return [k for k in range(1, len(seen)) if _hopped(seen[k], seen[k - 1])]


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize(("mode", "size", "step"), [("3d", (1280, 800), 3), ("flat", (640, 480), 1)])
def test_the_bubble_moves_at_most_once_in_a_turn(lesson_app, mode, size, step):  # noqa: F811
    hops = turn_hops(lesson_app, mode, size, step)  # (before: 5 and 2)
    assert len(hops) <= 1, f"{mode} {size} step {step}: hops at frames {hops}"
