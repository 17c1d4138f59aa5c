"""Leftovers a stranger met (round s37, in a real X window at 640x480 and 800x600, on a
fresh data folder each time): each test failed before its fix."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_how_to_play_says_that_enter_fires_the_arrow_tab_lit(mode):
    """How to play said "Press and hold an arrow to see its path (keys: Tab, then Enter)"
    (3D: "wheel zooms (keys: Tab, then Enter)"): read as the keys that show the path (or
    zoom), and Enter fired the arrow, a heart gone on a blocked one. It names what each
    key does."""
    from quiver.engine.modes import Mode
    from quiver.scenes.legend import EXTRA

    line = EXTRA[Mode(mode)]
    assert "Tab, then Enter" not in line
    assert "Tab lights an arrow" in line and "Enter fires it" in line


@pytest.fixture
def make_app(monkeypatch, tmp_path):
    from app_helpers import app_maker

    with app_maker(monkeypatch, tmp_path, seed=7, gl=False) as make:
        yield lambda size: make(size=size)


def _ahead(play, i: int) -> pygame.Rect:
    """The window rectangle of the cell in front of arrow i's head: where its flight (and
    its held path) begins."""
    from quiver.render2d.tiles import VEC

    a = play.board.arrows[i]
    x, y = play.board.space.coord(a.head)[:2]
    dx, dy = VEC[play.renderer.dirs[i]]  # (a turning arrow: where it points now)
    c = play.view.cell
    cx, cy = play.view.cell_center(x + dx, y + dy)
    return pygame.Rect(round(cx - c / 2), round(cy - c / 2), round(c), round(c))


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)])
@pytest.mark.parametrize("kind", [None, "locks", "two-headed", "rotating"])
def test_a_lesson_pointer_keeps_out_of_the_way_its_arrow_flies(make_app, kind, size):
    """The 2D lesson's "Colours show where an arrow flies. Hold one to see its path": the
    pointer sat in front of the top arrow's head, on the cell its path starts in, so the
    path held was a stub under the pointer (and the pointer read as in its way). A pointer
    of its own by the arrow (away from its bubble) sits at another face where one is free.
    (The bubble's own notch points from wherever the bubble found room.)"""
    from app_helpers import run

    from quiver.engine.modes import SpecialKind
    from quiver.game.lessons import Anchor
    from quiver.scenes.bubble import hits
    from quiver.scenes.leader import TOUCH, _gap

    app = make_app(size)
    app.flow.lesson("2d", kind=None if kind is None else SpecialKind(kind))
    run(app, 3)
    coach = app.top.coach
    bad = []
    for stage in range(len(coach.stages)):
        if stage:
            coach._open(stage)
            run(app, 3)
        for k, step in enumerate(coach.stages[stage].steps):
            coach.step = k
            app.top.full_redraw = True
            run(app, 2)
            if step.anchor in (Anchor.BOARD, Anchor.HEARTS) or not coach.tip or coach.aimed is None:
                continue
            if _gap(coach.bubble, coach.tip) > TOUCH and hits(coach.tip, _ahead(app.top, coach.aimed)):
                bad.append(f"stage {stage} step {k} ({step.line[:40]!r})")
    assert not bad, f"{kind} at {size}: pointers in the arrow's way: {bad}"
