"""A toast that moves fades from its old place into its new one: at 640x480 a lesson's
step moving on moved a toast at once from the bottom bar to the top right, another from
under the step's new bubble to beside it (s237's probe, s245). Now in the frame it moves
it still stands, fading, where it was, and only begins to show where it goes; with
reduced motion it moves at once, as before (s252)."""

import pygame
import pytest
from app_helpers import app_maker, lesson_tap, run

STILL = 8  # pixels a card may shift and count as standing (toast_glide.STILL)


def middle_alpha(layer: pygame.Surface, r: pygame.Rect) -> int:
    return layer.get_at(r.center)[3]


def moves(app, frames: int = 12) -> list[tuple]:
    """Each toast's move over `frames` frames: (old rect, new rect, the toast layer as drawn
    that frame, the other cards' rects)."""
    seen = {id(t): pygame.Rect(r) for r, t in app.toasts._hits}
    out = []
    for _ in range(frames):
        run(app)
        layer = pygame.Surface(app.size, pygame.SRCALPHA)
        app.toasts.full_redraw = True
        app.toasts.draw(layer)
        hits = {id(t): pygame.Rect(r) for r, t in app.toasts._hits}
        for k, r in hits.items():
            was = seen.get(k)
            if was is not None and (abs(was.x - r.x) > STILL or abs(was.y - r.y) > STILL):
                out.append((was, r, layer, [o for j, o in hits.items() if j != k]))
        seen = hits
    return out


def lesson_step_moved(monkeypatch, tmp_path, reduced: bool) -> list[tuple]:
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(640, 480))
        app.midend.settings.reduced_motion = reduced
        app.feedback.toast("Copied the code 12345", seconds=60)
        app.flow.lesson("2d")
        run(app, 40)
        play = app.top
        free = play.board.free_arrows()
        play.fire(min(i for i in play.board.alive if i not in free))  # (a lesson toast: "Blocked...")
        run(app, 40)
        play.fire(lesson_tap(play))  # (the step moves on: its bubble where a toast stood)
        return moves(app)


@pytest.mark.parametrize("reduced", [False, True])
def test_a_toast_moved_by_a_lesson_step_fades_across_unless_motion_is_reduced(monkeypatch, tmp_path, reduced):
    moved = lesson_step_moved(monkeypatch, tmp_path, reduced)
    assert moved  # (the case: toasts the step moved)
    for was, now, layer, others in moved:
        old_free = was.collidelist(others) < 0  # (no ghost touches a card: toast_glide.ghost)
        if reduced:
            assert middle_alpha(layer, now) == 255
            assert not old_free or middle_alpha(layer, was) == 0
        else:
            assert middle_alpha(layer, now) < 128, (was, now)
            assert not old_free or middle_alpha(layer, was) > 128, (was, now)
