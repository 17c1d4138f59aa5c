"""Helpers shared by the tests of a 3D or Flat 3D lesson in a small window (s229, s231,
s236: each opened the lesson at 480x360 and skipped where no OpenGL view came up)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, prints, run


def open_lesson(make, mode: str = "3d", size: tuple[int, int] = (480, 360), step: int | None = None):
    """The app (from app_maker's `make`) in `mode`'s lesson in a `size` window, and its play
    scene; at `step` of its first board, begun afresh, where one is given. Skips the test
    where the mode's view needs OpenGL and none came up."""
    app = make(size=size)
    app.flow.lesson(mode)
    run(app, 3)
    if getattr(app.top, "ctl", None) is None:
        pytest.skip("no 3D view here")
    if step is not None:
        app.top.coach._open(0, step)
        run(app, 10)
    return app, app.top


def lesson_at_anchor(lesson_app, mode: str, size: tuple[int, int], anchor):
    """The app (from a `lesson_app` fixture's maker) in `mode`'s lesson in a `size` window,
    its play scene and coach, the coach at the first board's step anchored at `anchor` (an
    Anchor or its value). Skips the test where no OpenGL window came up."""
    from quiver.game.lessons import Anchor

    app = lesson_app(size=size)
    if app.gl is None:
        pytest.skip(f"no OpenGL here: {app.gl_error}")
    app.flow.lesson(mode)
    run(app, 3)
    play, coach = app.top, app.top.coach
    coach.step = next(k for k, s in enumerate(coach.stages[0].steps) if s.anchor == Anchor(anchor))
    return app, play, coach


def lesson_board_prints(monkeypatch, tmp_path, size: tuple[int, int], board: int = 1) -> dict[str, int]:
    """What the 2D lesson's `board` (0: its first) prints at `size`, drawn afresh (prints)."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        app.flow.lesson("2d")
        run(app, 3)
        app.top.coach._open(board, 0)
        run(app, 3)
        return prints(monkeypatch, app.top)


def fold_policy_off(monkeypatch) -> None:
    """The Flat fold step's pointer weighed over all its arrows and the view left where a
    test sets it (s382's lesson_fold: it keeps to arrows whose fold shows and eases the view
    round to one): for the tests of the leader's routing over views they set."""
    from quiver.scenes import lesson_hold, lesson_view

    monkeypatch.setattr(lesson_hold, "folds_shown", lambda play, anchor, arrows: arrows)
    monkeypatch.setattr(lesson_view, "show_fold", lambda coach, play, arrows: False)
