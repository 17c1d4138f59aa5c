"""s74, follow-ups of the morning's helpers: (1) a 2D toast hopped off arrows a drag pan
brought under it, about 1.4 times a drag (s68 moved it off them each frame); (2) a 3D
toast hopped as a wheel zoom grew the shape over its corner; both now stand still while
the player moves the view and move at most once, after. (3) Long times outside the play
bar (Levels, the result card, the Daily board) read compactly and fit their room."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
from app_helpers import app_maker, post, run  # noqa: E402


def cards(app) -> list[pygame.Rect]:
    """The toasts' cards as drawn now, less their transparent margins and shadow."""
    layer = app.toasts
    layer.full_redraw = True
    layer.draw(pygame.Surface(app.size, pygame.SRCALPHA))
    return [r.inflate(-20, -20) for r in layer._cards]


def _puzzle(app, mode: str = "2d", size=None):
    from quiver.game.code import complete

    return layout._play(app, mode, complete(mode, "anchor", size, None, "easy", 12345))


def _toasts(app) -> None:
    app.feedback.toast("Combo x3!", seconds=60)
    app.feedback.toast("Copied the puzzle code", seconds=60)
    run(app, 3)


def test_2d_toasts_stand_still_through_a_drag_pan_and_move_once_after(monkeypatch, tmp_path):
    """A 48x48 board at 1024x600, zoomed out three wheel steps, two toasts up; a right
    drag pans it up 180 px in 30 steps: the toasts hopped off the arrows the pan brought
    under them 6 times. They stand still while the drag goes on, and move once at most
    after it ends, where more arrows came under them than when they were placed."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(1024, 600))
        play = _puzzle(app, size=(48, 48))
        run(app, 5)
        for _ in range(3):
            post(pygame.MOUSEMOTION, pos=(512, 300), rel=(0, 0), buttons=(0, 0, 0))
            post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
            run(app, 4)
        _toasts(app)
        first = cards(app)
        assert len(first) == 2
        x, y = 512, 300
        post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=3)
        run(app, 1)
        moved = play.view.oy
        for _ in range(30):
            y -= 6
            post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, -6), buttons=(0, 0, 1))
            run(app, 1)
            assert cards(app) == first
        assert play.view.oy != moved  # (the board panned under them)
        post(pygame.MOUSEBUTTONUP, pos=(x, y), button=3)
        seen = [first]
        for _ in range(10):
            run(app, 1)
            if cards(app) != seen[-1]:
                seen.append(cards(app))
        assert len(seen) <= 2  # (once at most)


@pytest.mark.slow  # (an OpenGL window; skipped without OpenGL)
def test_a_3d_toast_stands_still_through_a_wheel_zoom_and_moves_once_after(monkeypatch, tmp_path):
    """800x600, two toasts in a corner; six wheel steps in about the upper right corner
    grew the shape over their place: they hopped mid-zoom. They stand still till the zoom
    settles (Play3DScene.ZOOM_SETTLE), then move once at most; the idle loop wakes then."""
    with app_maker(monkeypatch, tmp_path) as make:
        app = make(size=(800, 600))
        if app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        play = _puzzle(app, "3d")
        run(app, 20)
        _toasts(app)
        first = cards(app)
        assert len(first) == 2
        for _ in range(6):
            post(pygame.MOUSEMOTION, pos=(740, 80), rel=(0, 0), buttons=(0, 0, 0))
            post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
            for _ in range(4):
                run(app, 1)
                assert cards(app) == first
        settled = play.toasts_held_until()
        assert app.toasts.wake_at() == pytest.approx(settled)
        seen = [first]
        for _ in range(40):
            run(app, 1)
            if cards(app) != seen[-1]:
                seen.append(cards(app))
        assert len(seen) <= 2
