"""A lesson's bubble holds its place while the player zooms the 3D view, and is placed
again once the zoom settles (s283). Zooming in smoothly (a pinch, a trackpad, + held) at
1920x1080, the growing shape pushed the 3D lesson's bubble from place to place: 2-4 hops
in the zoom's 50 frames, Flat 3D's up to 6; now none while it zooms (lesson_settle), unless
the shape grows over the arrow the bubble talks about, and one once it settles."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pygame = pytest.importorskip("pygame")

from test_s270_bubble_sweep import _hopped, _sweep  # noqa: E402
from test_stranger_s57 import lesson_app  # noqa: E402, F401  (the fixture: a lesson app, seed 7)

from quiver.scenes.lesson_settle import SETTLE, Settle  # noqa: E402


def _play(zoom: float):
    return SimpleNamespace(ctl=SimpleNamespace(camera=SimpleNamespace(zoom=zoom)))


def test_the_place_is_held_while_the_zoom_changes_and_let_go_once_it_settles():
    settle, key = Settle(), (0, 2, (1920, 1080))
    placed = ("line", pygame.Rect(100, 100, 200, 60), "above")
    settle.see(_play(1.0), 0.0)
    settle.keep(key, placed)
    assert settle.held(key, 0.0, (400, 400), [], []) is None  # (no zoom yet: placed afresh)
    settle.see(_play(0.9), 0.1)
    assert settle.held(key, 0.1, (400, 400), [pygame.Rect(500, 500, 9, 9)], []) == placed
    assert settle.held((0, 3, (1920, 1080)), 0.1, (400, 400), [], []) is None  # (another step)
    assert settle.held(key, 0.1, (150, 120), [pygame.Rect(500, 500, 9, 9)], []) is None  # (over its arrow)
    assert settle.held(key, 0.1, (400, 400), [pygame.Rect(290, 150, 20, 20)], []) is None
    assert settle.held(key, 0.1, (150, 120), [], []) == placed  # (a step about no arrow: on its target)
    assert settle.held(key, 0.1, (400, 400), [], [pygame.Rect(250, 90, 40, 20)]) is None  # (Skip)
    later = 0.1 + SETTLE + 0.01
    settle.see(_play(0.9), later)
    assert not settle.zooming(later) and settle.held(key, later, (400, 400), [], []) is None


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize(("mode", "step"), [("3d", 0), ("3d", 2), ("flat", 0)])
def test_the_bubble_does_not_hop_while_the_view_zooms_in(lesson_app, mode, step):  # noqa: F811
    _play_scene, _coach, seen = _sweep(lesson_app, mode, (1920, 1080), step, False, frames=50)
    zooming = [k for k in range(1, 50) if _hopped(seen[k][0], seen[k - 1][0])]
    assert len(zooming) <= 1, f"{mode} step {step}: hops at frames {zooming} of the zoom's 50"
