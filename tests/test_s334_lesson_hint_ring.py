"""s334: H pressed in the 2D lesson at 1280x800 or 1920x1080 lit the hint ring round the
arrow the coach's bubble points at ("Tap this arrow: ..."), and the bubble was drawn over
the top of the ring. The bubble keeps off the ring's line (bubble_fit.hint_marks): it
moves aside, pointing at the arrow, the ring whole; at 800x600, where it only grazed the
ring below it, it stays put."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_maker, hint_ring_gaps, post, run

LEVEL_1 = "2d-heart-8x7-7-hard-3451074477919113744-g9"  # (its first lesson board)


def _lesson_hinted(app):
    from quiver.engine.spec import PuzzleSpec

    app.flow.open_code(PuzzleSpec.parse(LEVEL_1))
    run(app, 60)
    play = app.top
    was = pygame.Rect(play.coach.bubble)
    post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
    run(app, 2)
    play.hint_age, play.full_redraw = 99.0, True  # (lit steadily)
    run(app, 2)
    assert play.hint_arrow is not None and play.coach.aimed == play.hint_arrow
    app.render(force=True, toasts=False, capture=True)
    return play, was


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_lessons_bubble_keeps_off_the_hint_ring(monkeypatch, tmp_path, size):
    from quiver.scenes.bubble_fit import hint_marks

    with app_maker(monkeypatch, tmp_path, gl=False, lessons=True) as make:
        app = make(size=size)
        play, was = _lesson_hinted(app)
        assert was.collidelist(hint_marks(play)) >= 0  # (where it stood: over the ring)
        assert play.coach.bubble.collidelist(hint_marks(play)) < 0
        assert hint_ring_gaps(play, app._captured, play.hint_arrow) == []


@pytest.mark.slow
def test_a_bubble_that_only_grazes_the_ring_stays_put(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, gl=False, lessons=True) as make:
        app = make(size=(800, 600))
        play, was = _lesson_hinted(app)
        assert play.coach.bubble == was
        assert len(hint_ring_gaps(play, app._captured, play.hint_arrow)) <= 3  # (its pointer's tip over it)
