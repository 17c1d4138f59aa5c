"""The frame a 3D lesson's view comes to rest zoomed in, where the leader crosses arrows and
lesson_aim lays out the step's other arrows: 80 -> 144 ms at 640x480 in s311 (its CPU). Cut
in s316 (bench/lesson_aim.py): the arrow laid out last is not laid out again, the picks of
a search see the view of its start (pick_memo.steady), and an edge pointer is found once a
view (pick_memo.worked, lesson_edge.edge_pointer), each layout's weighings asking for the
same ones again. What is drawn, and the arrow picked, are as before."""

from __future__ import annotations

import contextlib
from types import SimpleNamespace

import pytest

pygame = pytest.importorskip("pygame")

from test_stranger_s57 import lesson_app  # noqa: E402, F401  (the fixture: a lesson app, seed 7)

from quiver.scenes import pick_memo  # noqa: E402


class _Bytes:
    def __init__(self, v) -> None:
        self.v = v

    def to_bytes(self) -> bytes:
        return repr(self.v).encode()


def _ctl():
    camera = SimpleNamespace(zoom=1.0, outline=object())
    camera.state = lambda: (camera.zoom,)
    camera.matrices = lambda w, h: (_Bytes(camera.zoom), _Bytes(1))
    board = SimpleNamespace(alive={1, 2}, puzzle=object())
    picks = []
    ctl = SimpleNamespace(camera=camera, board=board, size=(640, 480), played=0)
    ctl.animator = SimpleNamespace(busy=lambda: ())
    ctl.pick = lambda pos: picks.append(pos) or SimpleNamespace(arrow=1)
    return ctl, picks


def test_what_is_worked_out_goes_with_the_view_and_a_steady_search_looks_once():
    memo, (ctl, picks) = pick_memo.PickMemo(), _ctl()
    memo.worked(ctl)["x"] = 1
    assert memo.worked(ctl) == {"x": 1} and memo.arrow_at(ctl, (3, 4)) == 1
    ctl.camera.zoom = 0.5  # (the view changed: kept picks and what was worked out let go)
    assert memo.worked(ctl) == {}
    looked = []
    look = memo._look
    memo._look = lambda c: looked.append(c) or look(c)
    with memo.steady(ctl):
        for x in range(5):
            memo.arrow_at(ctl, (x, 0))
        memo.worked(ctl)
    assert len(looked) == 1 and len(picks) == 6  # (looked at once, at the start)
    memo.arrow_at(ctl, (0, 0))
    assert len(looked) == 2  # (out of it: each pick looks again)


def _drawn(make, mode: str, step: int) -> list[tuple]:
    """Each frame's aim, pointer, leader and bubble as the lesson zooms in to the nearest and
    settles (where lesson_aim weighs the step's arrows: tests/test_s311_lesson_aim.py)."""
    from app_helpers import run
    from lesson_helpers import open_lesson

    app, play = open_lesson(make, mode, (640, 480), step)
    coach = play.coach
    coach.event = lambda happened: None  # (the step stays)
    play.ctl.camera.zoom = play.ctl.input.near_zoom()
    seen = []
    for _ in range(40):
        run(app)
        seen.append((coach.aimed, tuple(coach.tip), tuple(coach.route), tuple(coach.bubble)))
    app.close()
    return seen


@pytest.mark.slow  # four lesson apps, a window and OpenGL
@pytest.mark.parametrize(("mode", "step"), [("3d", 2), ("flat", 1)])
def test_the_search_draws_what_it_drew_without_its_shortcuts(lesson_app, mode, step, monkeypatch):  # noqa: F811
    kept = _drawn(lesson_app, mode, step)
    monkeypatch.setattr(pick_memo.PickMemo, "worked", lambda self, ctl: {})  # (nothing kept)
    monkeypatch.setattr(pick_memo.PickMemo, "steady", lambda self, ctl: contextlib.nullcontext())
    assert _drawn(lesson_app, mode, step) == kept
    # (Flat: the zoom moved it. 3D: the search moved the aim from arrow 2 to 1 as the zoom
    # settled, s311's case, until s348: the layouts before the zoom, each laid out fresh, leave
    # arrow 1 aimed at from its first frame, where the search keeps it)
    assert len(set(kept)) > 1 or mode == "3d"
