"""A lesson's bubble keeps a readable measure beside Skip lesson (s264): at 480x360, the
3D lesson's step 3 ("Dot: an arrow pointing at you...") over a zoomed-in tower, and
Flat 3D's over a turned block, ran under Skip lesson; its room was cut at Skip's left
edge to 127 px, a word a line and cut short ("Dot: / an / arro..."). Where the room left
beside Skip is too narrow to read in, the bubble goes under (or over) it, as wide."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


@pytest.fixture
def lesson_app(monkeypatch, tmp_path):
    from app_helpers import app_maker

    with app_maker(monkeypatch, tmp_path, lessons=True, seed=7) as make:
        yield make


def _step3(lesson_app, mode: str, size, zoom: float, turn: int):
    from app_helpers import post, run

    app = lesson_app(size=size)
    if app.gl is None:
        pytest.skip(f"no OpenGL here: {app.gl_error}")
    app.flow.lesson(mode)
    run(app, 20)
    play, coach = app.top, app.top.coach
    if turn:  # (an arrow key held: the view turns)
        post(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)
        run(app, turn)
        post(pygame.KEYUP, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)
    play.ctl.camera.zoom = zoom
    coach.step = 2
    run(app, 60)
    return app, play, coach


@pytest.mark.slow
@pytest.mark.parametrize(("mode", "zoom", "turn"), [("3d", 0.3, 0), ("flat", 1.0, 60)])
def test_the_step_3_bubble_reads_in_a_measure_clear_of_skip(lesson_app, mode, zoom, turn):
    from quiver.scenes.bubble_place import MEASURE

    _app, play, coach = _step3(lesson_app, mode, (480, 360), zoom, turn)
    size = int(26 * play.hud.u)
    bubble = coach.bubble
    assert coach._picked[1][0] >= MEASURE * size // 26, (mode, tuple(bubble))  # (the width it wraps in)
    assert not bubble.colliderect(coach.skip_btn.rect), (tuple(bubble), tuple(coach.skip_btn.rect))
    msg, _b, _skip, _pointer = coach._layout(play)
    assert msg.lines <= 5, msg.lines  # (not a word a line)
