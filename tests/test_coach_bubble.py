"""The lesson's bubble keeps off the arrow it talks about (stranger playtest: at 640x480
the Flat 3D bubble "This arrow folds over the edge" covered the arrow's folded body).

Pure placement first, then every lesson step that points at an arrow, in 2D, 3D and
Flat 3D, at 640x480 and 1280x800, in a real window (SDL offscreen, OpenGL where there)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run

pygame = pytest.importorskip("pygame")

from quiver.scenes.bubble import body_pixels, place_bubble  # noqa: E402

ROOM = (0, 60, 640, 420)  # left, top, right, bottom


def test_a_body_above_the_head_sends_the_bubble_below():
    body = [(300, 200), (300, 230), (300, 260)]  # the arrow runs up from its head at (300, 290)
    rect, side, hidden = place_bubble((260, 60), (300, 290), "above", 30, body, ROOM)
    assert side == "below" and rect.y >= 290 + 30 and hidden == 0
    assert not any(rect.collidepoint(p) for p in body)


def test_the_preferred_side_stays_when_it_is_clear():
    body = [(300, 300), (300, 330)]  # the body hangs below the head
    rect, side, hidden = place_bubble((260, 60), (300, 290), "above", 30, body, ROOM)
    assert side == "above" and rect.bottom == 290 - 30 and hidden == 0


def test_no_room_above_or_below_slides_the_bubble_aside():
    # a long vertical arrow through the middle of the board: centred above or below
    # covers it, slid to one side does not
    body = [(320, y) for y in range(70, 420, 25)]
    rect, _side, hidden = place_bubble((200, 50), (320, 240), "above", 30, body, ROOM)
    assert hidden == 0 and not any(rect.inflate(20, 20).collidepoint(p) for p in body)


def test_when_nothing_is_clear_the_least_covered_place_wins():
    body = [(x, y) for x in range(0, 641, 20) for y in range(60, 421, 20)]  # everywhere
    rect, _side, hidden = place_bubble((200, 50), (320, 240), "above", 30, body, ROOM)
    assert hidden > 0
    assert ROOM[0] <= rect.x and rect.right <= ROOM[2] and ROOM[1] <= rect.y and rect.bottom <= ROOM[3]


# -- the real lessons ----------------------------------------------------------------------------
@pytest.fixture
def make_app(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, seed=7) as make:
        yield lambda size: make(size=size)


def _uncovered(app, coach):
    """Each step of the first stage that points at an arrow: the bubble covers none of
    its cells' centres. Returns the steps looked at."""
    from quiver.game.lessons import Anchor, anchor_arrows

    play = app.top
    looked = []
    for k, step in enumerate(coach.stages[0].steps):
        coach.step = k
        play.full_redraw = True
        run(app, 2)
        arrows = anchor_arrows(play.board, step.anchor)
        if step.anchor in (Anchor.BOARD, Anchor.HEARTS) or not arrows:
            continue
        i = play.facing(arrows)
        body = body_pixels(play, i)
        assert coach.bubble is not None
        hidden = [p for p in body if coach.bubble.collidepoint(p)]
        assert not hidden, f"{coach.mode} step {k} ({step.line!r}) at {app.size}: covers {hidden}"
        looked.append(k)
    return looked


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_the_bubble_leaves_its_arrow_in_view(make_app, mode, size):
    app = make_app(size)
    if mode != "2d" and app.gl is None:
        pytest.skip(f"no OpenGL here: {app.gl_error}")
    app.flow.lesson(mode)
    run(app, 3)
    coach = app.top.coach
    assert coach is not None and coach.mode == mode
    looked = _uncovered(app, coach)
    assert looked, "no step pointed at an arrow"


@pytest.mark.parametrize("kind", ["locks", "two-headed", "rotating"])
@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_a_special_arrows_bubble_leaves_it_in_view(make_app, mode, kind):
    from quiver.engine.modes import SpecialKind

    app = make_app((640, 480))
    if mode != "2d" and app.gl is None:
        pytest.skip(f"no OpenGL here: {app.gl_error}")
    app.flow.lesson(mode, kind=SpecialKind(kind))
    run(app, 3)
    coach = app.top.coach
    assert coach is not None and coach.kind == kind
    assert _uncovered(app, coach)
