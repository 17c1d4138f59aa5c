"""s56's stranger round: the 3D and Flat lessons past their first screen, and the first
level after them, at 640x480 and 800x600 (a fresh data folder, the big Play, the mouse as
a stranger moves it): what it found, each kept fixed."""

from __future__ import annotations

import pytest


@pytest.fixture
def lesson_app(monkeypatch, tmp_path):
    from app_helpers import app_maker

    with app_maker(monkeypatch, tmp_path, lessons=True, seed=7) as make:
        yield make


def _drag_and_zoom(app, size) -> None:
    """As a stranger does "Drag to turn" and "Scroll to zoom": a drag across the middle,
    then three notches of the wheel in."""
    import pygame
    from app_helpers import post, run

    cx, cy = size[0] // 2, size[1] // 2
    post(pygame.MOUSEBUTTONDOWN, pos=(cx, cy), button=1)
    run(app)
    for k in range(10):
        post(pygame.MOUSEMOTION, pos=(cx + 8 * k, cy + 3 * k), rel=(8, 3), buttons=(1, 0, 0))
        run(app)
    post(pygame.MOUSEBUTTONUP, pos=(cx + 80, cy + 30), button=1)
    run(app, 20, dt=0.05)
    for _ in range(3):
        post(pygame.MOUSEWHEEL, x=0, y=1, precise_x=0.0, precise_y=1.0, flipped=False)
        run(app)
    run(app, 30, dt=0.05)


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize("size", [(640, 480), (800, 600)])
def test_after_the_zoom_the_bubble_points_at_a_free_arrow_it_leaves_in_view(lesson_app, size):
    """3D lesson, 800x600: after "Scroll or pinch to zoom" (three notches in), "Dots and
    crosses ... Tap a free one" aimed at the green arrow at the foot of the tower, which
    the zoom had pushed under the bubble's band: the bubble sat over it and its pointer
    was drawn inside the bubble (no pointer to be seen). It now aims at a free arrow it
    can point at from above the bubble, and its pointer lies outside the bubble."""
    from quiver.game.lessons import Until, anchor_arrows

    app = lesson_app(size=size)
    if app.gl is None:
        pytest.skip(f"no OpenGL here: {app.gl_error}")
    app.flow.lesson("3d")
    from app_helpers import run

    run(app, 3)
    play, coach = app.top, app.top.coach
    _drag_and_zoom(app, size)
    assert coach.current.until == Until.LEFT, coach.current.line
    run(app, 2)
    (x, y), _side, _body = coach.target(play)
    assert play.arrow_at((x, y)) in anchor_arrows(play.board, coach.current.anchor)
    bubble = coach.bubble
    assert not bubble.inflate(8, 8).collidepoint(x, y), f"{size}: the bubble {bubble} covers {x, y}"
    assert coach.tip and not all(bubble.collidepoint(p) for p in coach.tip), (
        f"{size}: the pointer {coach.tip} lies inside the bubble {bubble}"
    )
