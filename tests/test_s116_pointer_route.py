"""A lesson's pointer never runs across another arrow where a clear route exists (s116,
stranger: in the first lesson's first step at 640x480 the dashed leader ran from the
bubble under the board up across the lower orange arrow to the top one it meant). Every
step of every 2D lesson, at several window sizes: the leader from the bubble to the
pointer, and the pointer, lie over no cell of any arrow but the one pointed at."""

from __future__ import annotations

import itertools

import pytest
from app_helpers import app_maker, run

pygame = pytest.importorskip("pygame")

SIZES = [(640, 480), (800, 600), (1024, 768), (1280, 720), (1280, 800), (1920, 1080)]


@pytest.fixture
def make_app(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, seed=7, gl=False) as make:
        yield lambda size: make(size=size)


def _others(play, i: int | None) -> list[pygame.Rect]:
    """The cells of every arrow on the board but i, a pixel in from their edges (a line
    may pass along the seam between two cells)."""
    from quiver.scenes.bubble import other_cells

    return [r.inflate(-2, -2) for r in other_cells(play, -1 if i is None else i)]


def _crossings(app, coach) -> list[str]:
    from quiver.scenes.bubble import hits

    bad = []
    for stage in range(len(coach.stages)):
        if stage:
            coach._open(stage)
            run(app, 3)
        for k in range(len(coach.stages[stage].steps)):
            coach.step = k
            app.top.full_redraw = True
            run(app, 2)
            if coach.aimed is None or not coach.tip:
                continue
            others = _others(app.top, coach.aimed)
            where = f"{coach.kind} stage {stage} step {k} at {app.size}"
            route = coach.route  # the dashed leader, from the bubble to the pointer's base
            crossed = [r for r in others for a, b in itertools.pairwise(route) if r.clipline(a, b)]
            if crossed:
                bad.append(f"{where}: leader {route} crosses {crossed[:3]}")
            if any(hits(coach.tip, r) for r in others):
                bad.append(f"{where}: pointer {coach.tip} lies on another arrow")
    return bad


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("kind", [None, "locks", "two-headed", "rotating"])
def test_no_lesson_pointer_crosses_another_arrow(make_app, kind, size):
    from quiver.engine.modes import SpecialKind

    app = make_app(size)
    app.flow.lesson("2d", kind=None if kind is None else SpecialKind(kind))
    run(app, 3)
    coach = app.top.coach
    bad = _crossings(app, coach)
    assert not bad, "\n".join(bad)
