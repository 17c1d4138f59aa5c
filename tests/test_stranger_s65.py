"""s65, a stranger at mid-size windows after the morning's merges, where two of the day's
changes meet: a 2D lesson zoomed in (the minimap comes in whenever part of the board is
out of view) put the lesson's bubble over the minimap at 640x480: the bubble kept off
Skip only. It keeps off the minimap too now."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import app_maker, post, run  # noqa: E402


def _zoomed_lesson(make, size, at, steps):
    app = make(size=size)
    app.flow.lesson("2d")
    run(app, 30)
    w, h = size
    for _ in range(steps):  # the wheel, about the pointer
        post(pygame.MOUSEMOTION, pos=(int(w * at[0]), int(h * at[1])), rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
        run(app, 3)
    run(app, 30)
    return app.top


@pytest.mark.parametrize("size", [(640, 480), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("at", [(0.2, 0.8), (0.8, 0.7), (0.5, 0.5)])
def test_a_lessons_bubble_keeps_off_the_minimap_of_a_zoomed_board(monkeypatch, tmp_path, size, at):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        play = _zoomed_lesson(make, size, at, 6)
        mm, bubble = play.minimap_rect(), play.coach.bubble
        assert mm is not None and bubble is not None  # (zoomed in: part of the board out of view)
        assert not bubble.colliderect(mm.inflate(12, 12)), (bubble, mm)
        room = pygame.Rect(
            0, play.hud.top_rect.bottom, size[0], play.hud.bottom_rect.y - play.hud.top_rect.bottom
        )
        assert room.contains(bubble)
