"""The 3D play scene's picks kept while the view holds (quiver/scenes/pick_memo.py, s299): a
lesson's bubble tried nine pointers a frame, each picking the pixels of its pointer and
leader afresh (s283's 3D step-2 zoom: 107,524 picks, 25 of its 38 CPU seconds). Kept, the
same layouts come out; a turn, a zoom, an arrow gone or a resize picks afresh."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from test_stranger_s57 import lesson_app  # noqa: E402, F401  (the fixture: a lesson app, seed 7)

import quiver.scenes.pick_memo as pick_memo  # noqa: E402


def _lesson(make, mode: str, size=(640, 480), step: int = 2):
    from lesson_helpers import open_lesson

    app, play = open_lesson(make, mode, size, step)
    coach = play.coach
    coach.event = lambda happened: None  # (the step stays)
    return app, play, coach


def _memo(play) -> pick_memo.PickMemo:
    play.arrow_at((0, 0))  # (made at the first pick)
    return play.__dict__["_picks"]


def _drawn(coach) -> tuple:
    return (tuple(coach.bubble), tuple(coach.tip), tuple(coach.route), coach.leader, tuple(coach._way))


def _sweep(make, mode: str) -> list[tuple]:
    """Each frame's bubble, pointer, leader and pointer try (drawn, then laid out again)
    while the view zooms in, turns (an arrow key held) and settles."""
    from app_helpers import post, run

    app, play, coach = _lesson(make, mode)
    seen = []
    for f in range(36):
        if f < 8:
            play.ctl.camera.zoom = 1.0 - 0.5 * (f + 1) / 8
        elif f == 8:
            post(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)
        elif f == 16:
            post(pygame.KEYUP, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)
        run(app)
        seen.append(_drawn(coach))
        coach._layout(play)
        seen.append(_drawn(coach))
    app.close()  # (its OpenGL context let go: the next app makes its own)
    return seen


@pytest.mark.slow  # two lesson apps, a window and OpenGL
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_kept_picks_lay_the_bubble_out_as_fresh_ones_do(lesson_app, mode, monkeypatch):  # noqa: F811
    kept = _sweep(lesson_app, mode)
    monkeypatch.setattr(pick_memo, "KEPT", 0)  # (every pick afresh: the view "changed" each time)
    fresh = _sweep(lesson_app, mode)
    assert kept == fresh
    assert len({b for b, *_ in kept}) > 1 or len({t for _b, t, *_ in kept}) > 1  # (the view moved it)


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_a_layout_at_rest_picks_nothing_again(lesson_app, mode):  # noqa: F811
    _app, play, coach = _lesson(lesson_app, mode)
    memo = _memo(play)
    coach._layout(play)
    first = memo.picked
    coach._layout(play)
    assert memo.picked == first  # (before s299: every pixel picked again, ~140 at 640x480)


def _hit(play) -> tuple[int, int]:
    """A pixel over an arrow."""
    w, h = play.ctl.size
    for y in range(h // 4, 3 * h // 4, 8):
        for x in range(w // 4, 3 * w // 4, 8):
            if play.arrow_at((x, y)) is not None:
                return x, y
    raise AssertionError("no arrow under the middle of the window")


def _fresh(play, p) -> int | None:
    got = play.ctl.pick(p)
    return None if got is None else got.arrow


def _batched(ctl, pixels: list) -> list | None:
    from quiver.scenes.keypick3d import CameraLooks
    from quiver.scenes.keyspread3d import _batch

    return _batch(CameraLooks(ctl), pixels)


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_a_changed_view_picks_afresh(lesson_app, mode):  # noqa: F811
    from app_helpers import run

    from quiver.render3d.camera import glm

    app, play, _coach = _lesson(lesson_app, mode)
    ctl, memo = play.ctl, _memo(play)
    p = _hit(play)
    changes = {
        "turn": lambda: setattr(ctl.camera, "rot", glm.angleAxis(0.6, glm.vec3(0, 1, 0)) * ctl.camera.rot),
        "zoom": lambda: setattr(ctl.camera, "zoom", ctl.camera.zoom * 0.6),
        "gone": lambda: ctl.board.remove(play.arrow_at(p)),
        "resize": lambda: ctl.resize((ctl.size[0] * 2, ctl.size[1])),
    }
    for why, change in changes.items():
        p = _hit(play)
        before = memo.picked
        change()
        got = play.arrow_at(p)
        assert memo.picked == before + 1, f"{mode}: {why} kept the pick from before it"
        assert got == _fresh(play, p), f"{mode}: {why}"
        assert play.arrow_at(p) == got and memo.picked == before + 1  # (then kept)
        many = memo.many(ctl, [p], lambda new: _batched(ctl, new))  # (bubble_cross.crossed's)
        assert many == _batched(ctl, [p]) and memo.picked == before + 2, f"{mode}: {why}, batched"
    run(app)
