"""Found playing with the mouse as a stranger at 1280x800 (s40's round: 3D, Flat 3D and
the 2D campaign's first levels in a real X window): each test failed before its fix."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, double_click, run


def _open(app, mode: str):
    """The mode's first lesson board, opened as a plain puzzle (no coach): its play scene."""
    from quiver.game.lessons import lesson_board

    app.flow.open_board(lesson_board(mode, 0), "lesson")
    run(app, 3)
    return app.top


# -- a double click on an arrow is one tap ----------------------------------------------------
def test_a_double_click_on_a_blocked_arrow_costs_one_heart(monkeypatch, tmp_path):
    """A double click (a habit with a mouse) on a blocked 2D arrow bounced it twice: two
    hearts and two stars gone for one click. Its second press is the click's double."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(1280, 800))
        play = _open(app, "2d")
        b = play.board
        blocked = next(i for i in sorted(b.alive) if not b.can_escape(i))
        double_click(app, play.arrow_pixel(blocked))
        run(app, 30)
        assert play.session.mistakes == 1
        # a tap a moment later (the pointer still) is the player's own: it bounces again
        app.clock.t += 0.6
        double_click(app, play.arrow_pixel(blocked))
        run(app, 30)
        assert play.session.mistakes == 2


def _two_rows():
    """Two straight 3D arrows side by side, one in front of the other from any view along
    z: both free, neither hidden inside."""
    from quiver.engine import Arrow, Board, make_space
    from quiver.engine.geometry import PX

    rows = [[(x, 0, z) for x in range(3)] for z in (0, 1)]
    space = make_space("3d", (3, 1, 2), [c for row in rows for c in row])
    arrows = [Arrow(tuple(space.index[c] for c in row), PX) for row in rows]
    return Board(space, arrows, shape="rows", seed=0, params={})


@pytest.mark.slow  # a window and OpenGL
def test_a_double_click_on_a_3d_arrow_fires_it_alone(monkeypatch, tmp_path):
    """A double click on a free 3D arrow: the first click sent it off, the second fell on
    the arrow its leaving uncovered under the pointer and fired that one too (two arrows
    gone, or a heart lost where the uncovered one was blocked)."""
    with app_maker(monkeypatch, tmp_path) as make:
        app = make(size=(1280, 800))
        if app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        app.flow.open_board(_two_rows(), "rows")
        run(app, 3)
        play = app.top
        b, ctl = play.board, play.ctl
        spots = []
        for i in sorted(b.free_arrows()):
            for c in b.arrows[i].cells:
                x, y, _ = ctl.camera.project(ctl.cell_point(c), *play.size)
                pos = (int(x), int(y))
                behind = ctl.pick_ray(*ctl.camera.ray(pos[0], pos[1], *play.size), skip=(i,))
                if play.arrow_at(pos) == i and behind is not None:
                    spots.append((i, pos, behind.arrow))
        assert spots, "no free arrow in front of another from the home view"
        i, pos, behind = spots[0]
        double_click(app, pos)
        run(app, 60)
        assert i not in b.alive and behind in b.alive
        assert play.session.moves == 1 and play.session.mistakes == 0


def test_a_double_tap_is_near_in_place_and_time():
    from quiver.input import DOUBLE_CLICK, DRAG_THRESHOLD, DoubleTap

    d = DoubleTap()
    assert not d.double((100, 100), 5.0)  # nothing fired yet
    d.fired((100, 100), 5.0)
    assert d.double((100 + DRAG_THRESHOLD, 100), 5.0 + DOUBLE_CLICK)
    assert not d.double((100, 100), 5.01 + DOUBLE_CLICK)  # later: a tap of its own
    assert not d.double((100, 101 + DRAG_THRESHOLD), 5.1)  # elsewhere: another arrow
    d.fired((300, 300), 7.0)
    assert d.double((300, 300), 7.2) and not d.double((100, 100), 7.2)  # the last shot counts


def test_a_3d_tap_after_a_slow_frame_is_not_the_last_ones_double():
    """g12, quiver-gen/9's live-frames test: a click on a 3D arrow 0.5 s after the last
    one there fired nothing, when a slow frame came between (the app steps no more than
    0.1 s a frame): the 3D controller timed a double click on its frames' steps, 2D on the
    game's clock. It reads the game's clock too."""
    from gl_helpers import click

    from quiver.game.lessons import lesson_board
    from quiver.game.session import Session
    from quiver.input import DOUBLE_CLICK
    from quiver.render3d.controller import BoardController

    now = [100.0]
    board = lesson_board("3d", 0)
    session = Session(board, hearts=None, clock=lambda: now[0])
    ctl = BoardController(session, (800, 600))
    ctl.update(1 / 60)
    picks = ((x, y, ctl.pick((x, y))) for y in range(0, 600, 8) for x in range(0, 800, 8))
    x, y = next((x, y) for x, y, p in picks if p is not None and not board.can_escape(p.arrow))
    click(ctl, x, y)
    assert session.mistakes == 1
    click(ctl, x, y)  # at once: the click's double, dropped
    assert session.mistakes == 1
    ctl.animator.finish()  # (its bounce over)
    now[0] += DOUBLE_CLICK + 0.1  # the player's own tap, after one slow frame ...
    ctl.update(0.1)  # (... that the app stepped as 0.1 s)
    click(ctl, x, y)
    assert session.mistakes == 2
