"""The pick memo's view found again only where what it is computed from changed (s305):
a lesson's bubble, pointer and leader come out as they did when the view was found at
every pick (s299's), frame by frame over a zoom and a turn, in 3D and Flat."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from test_s299_pick_memo import _sweep  # noqa: E402
from test_stranger_s57 import lesson_app  # noqa: E402, F401  (the fixture: a lesson app, seed 7)

import quiver.scenes.pick_memo as pick_memo  # noqa: E402


@pytest.mark.slow  # two lesson apps, a window and OpenGL
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_the_layouts_are_those_of_a_view_found_at_every_pick(lesson_app, mode, monkeypatch):  # noqa: F811
    found = []
    view_with_matrices = pick_memo.view_with_matrices
    monkeypatch.setattr(
        pick_memo, "view_with_matrices", lambda ctl: found.append(1) or view_with_matrices(ctl)
    )
    now = _sweep(lesson_app, mode)
    found_now = len(found)
    monkeypatch.setattr(pick_memo, "reads_of", lambda ctl: object())  # (never the same: s299's check)
    before = _sweep(lesson_app, mode)
    assert now == before
    assert len({b for b, *_ in now}) > 1 or len({t for _b, t, *_ in now}) > 1  # (the view moved it)
    assert found_now * 10 < len(found) - found_now  # (the view found again seldom)
