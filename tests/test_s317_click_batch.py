"""s317: the 3D lesson's far pointer (lesson_edge) made its picks one by one, some 1 500 a
frame at 3840x2160 as the view turned; they are now made at once (click_batch.clicks) and
kept in the view's picks (pick_memo.fill). Each batched pick is the click's own
(`ctl.pick`), and the pointers found are the same as with every pick made one by one."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


@pytest.fixture
def lesson_app(monkeypatch, tmp_path):
    from app_helpers import app_maker

    with app_maker(monkeypatch, tmp_path, lessons=True, seed=7) as make:
        yield make


def _turned_lesson(lesson_app, mode, size=(640, 480)):
    """The lesson of `mode` at its bounce step, zoomed in and turned a little."""
    from app_helpers import post, run
    from lesson_helpers import lesson_at_anchor

    from quiver.game.lessons import Anchor

    app, play, coach = lesson_at_anchor(lesson_app, mode, size, Anchor.BLOCKED)
    for _ in range(3):
        post(pygame.MOUSEWHEEL, x=0, y=1, precise_x=0.0, precise_y=1.0, flipped=False)
        run(app)
    key = {"key": pygame.K_RIGHT, "mod": 0, "unicode": "", "scancode": 0}
    post(pygame.KEYDOWN, **key)
    run(app, 6)
    return app, play, coach


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_batched_picks_are_the_clicks_own(lesson_app, mode):
    """Every 7th pixel of the window, off it and on the bars too: `clicks` gives what
    `ctl.pick` gives, arrows and background both found."""
    from quiver.scenes.click_batch import clicks

    _app, play, _coach = _turned_lesson(lesson_app, mode)
    w, h = play.size
    pixels = [(x, y) for x in range(-7, w + 8, 7) for y in range(-7, h + 8, 7)]
    one = [None if (p := play.ctl.pick(q)) is None else p.arrow for q in pixels]
    assert clicks(play.ctl, pixels) == one
    assert any(a is not None for a in one) and None in one


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_the_edge_pointer_is_the_same_with_its_picks_batched(lesson_app, mode, monkeypatch):
    """The lesson's far pointer from each pixel of the arrow aimed at, every way: the same
    pointers with the picks made at once as one by one (the memo emptied between), and
    the batch made the stride picks (fewer made one by one)."""
    from quiver.scenes import lesson_edge
    from quiver.scenes.bubble import on_other_arrow
    from quiver.scenes.pick_memo import memo_of

    _app, play, coach = _turned_lesson(lesson_app, mode)
    assert coach.aimed is not None
    covers = on_other_arrow(play, None)
    origins = [p for p in lesson_edge.body_pixels(play, coach.aimed) if play.arrow_at(p) == coach.aimed]
    args = (coach.aimed, 4 * 40, 28, 12, covers, [], range(len(lesson_edge.WAYS)))

    def pointers() -> tuple[list, int]:
        memo = memo_of(play)
        memo._got, memo._view, memo._reads = {}, None, None
        single = []
        pick = play.ctl.pick
        monkeypatch.setattr(play.ctl, "pick", lambda *a, **k: single.append(1) or pick(*a, **k))
        got = [lesson_edge._ways(play, o, *args) for o in origins[:12]]
        monkeypatch.undo()
        return got, len(single)

    batched, few = pointers()
    monkeypatch.setattr(lesson_edge, "_fill", lambda play, pixels: None)
    one_by_one, many = pointers()
    assert batched == one_by_one and any(batched)
    assert few < many
