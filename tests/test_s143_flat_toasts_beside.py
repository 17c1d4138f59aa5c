"""Over Flat 3D the toasts keep off the block as over 3D they keep off the shape (s143).
A stranger skipped the Flat lesson at 640x480: level 1's "Level 1: clear the board.
Stuck? Hint shows a free arrow" and "Lesson skipped. How to play can show it again." lay
wide and see-through over the cube's top and bottom (off its middle, so no compact form
was tried), where in 3D at the same size they stood as compact cards beside the shape:
Flat took only places 200 px wide (play_toasts.toast_narrowest) from 560 px up, and at
640x480 the only such places crossed the block."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, click, run, run_until

pygame = pytest.importorskip("pygame")

from quiver.scenes.lesson_skip import SKIPPED  # noqa: E402

GRAZE = 6  # px
LEVEL_WORDS = "Level 1: clear the board. Stuck? Hint shows a free arrow"
LEVEL_SHORT = "Stuck? Try Hint"  # (flow.LEVEL_SHORT)


@pytest.fixture
def lesson_app(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=True, seed=7) as make:
        yield make


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize("mode", ["flat", "3d"])
@pytest.mark.parametrize("size", [(480, 360), (640, 480), (600, 900), (1280, 800)])
def test_the_toasts_after_a_skipped_lesson_stand_off_the_shape(lesson_app, mode, size):
    from quiver.scenes.play_toasts import outline
    from quiver.scenes.toast_bar import under_bar

    app = lesson_app(size=size)
    if app.gl is None:
        pytest.skip(f"no OpenGL here: {app.gl_error}")
    app.flow.level(mode)  # (level 1, its lesson first)
    run_until(app, lambda: getattr(app.top, "coach", None) is not None, what="the lesson")
    run(app, 3)  # (the lesson laid out: its Skip button placed)
    click(app, app.top.coach.skip_btn.rect.center)
    run_until(app, lambda: getattr(app.top, "session", None) is not None, what="level 1")
    run(app, 10)
    play = app.top
    play.full_redraw = True
    run(app)
    assert app.toasts.texts() in ([SKIPPED, LEVEL_WORDS], [SKIPPED, LEVEL_SHORT])  # (short in a corner: s327)
    shown = [t.text for _, group in app.toasts._placement() for t in group]
    assert sorted(shown) == sorted(app.toasts.texts()), "a toast waits"
    cards, shape = app.toasts._cards, under_bar(play, outline(play))  # (under the top bar: the
    # outline's padding, where the bar place's card may stand, s195)
    assert len(cards) == 2 and shape
    # (the outline's strips reach a cube's half diagonal past its cubes' centres: a card's
    # shadow may graze a strip's edge, as at 600x900 under the block, 4 px)
    over = [(tuple(c), tuple(s)) for c in cards for s in shape if min(c.clip(s).size) > GRAZE]
    assert not over, f"{mode} {size}: toast cards over the shape's outline: {over[:3]}"


@pytest.mark.parametrize("width", [480, 560, 640, 799, 800, 1280])
def test_flat_takes_the_narrow_places_3d_takes(width):
    """Beside the block, in the 3D views' narrow places, at every width 3D takes them."""
    from types import SimpleNamespace

    from quiver.engine.modes import Mode
    from quiver.scenes.play_toasts import toast_narrowest

    def least(mode):
        play = SimpleNamespace(size=(width, 600), board=SimpleNamespace(mode=mode), coach=None)
        return toast_narrowest(play)

    assert least(Mode.FLAT) == least(Mode.THREE_D)
