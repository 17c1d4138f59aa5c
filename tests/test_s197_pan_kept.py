"""A blocked tap's pan of a 2D board zoomed in (s190, fire2d.ViewPan), and what came
between: a move that turned the rotating arrows ended the bounce of one still panning,
and the rest of its pan was lost (its blocker left off the view); the pan in pixels went
on across a zoom (the cell under the pointer moved away from it) or a resize (by the old
window's reckoning); a window shrunk after the pan kept the view's centre, and the blocker
went off it while its ray and ring still flashed."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run, run_until
from closer import look_closer
from test_s190_blocked_in_view import _pixel, _play, _taps

pygame = pytest.importorskip("pygame")


def _inside(play, cell, cells: float = 1.0) -> bool:
    """Whether `cell` shows, `cells` cells in from the view's edges (a pixel short)."""
    c = 2 * (cells * play.view.cell - 1)
    return pygame.Rect(play.view.area).inflate(-c, -c).collidepoint(_pixel(play, cell))


def _below(play):
    """A blocked tap whose blocker lies past the view's bottom (its head showing)."""
    bottom = play.view.area[1] + play.view.area[3]
    return next((i, cell) for i, cell in _taps(play, cause_shows=False) if _pixel(play, cell)[1] > bottom)


def test_a_move_turning_the_arrows_keeps_a_bounces_pan(monkeypatch, tmp_path):
    from quiver.game.code import PuzzleSpec
    from quiver.game.journey import FreePuzzle, PuzzleRequest
    from quiver.scenes.fire2d import MARGIN

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(480, 360))
        app.midend.lesson_seen("2d")
        app.flow.open(PuzzleRequest(FreePuzzle(), PuzzleSpec.parse("2d-heart-40x35-170-easy-3-g9-mr")))
        run_until(app, lambda: getattr(app.top, "board", None) is not None, what="the board")
        look_closer(app.top)  # (its first look is whole: a tap looks closer, s342)
        run(app, 3)
        play, b = app.top, app.top.board
        j, cell = next((i, cell) for i, cell in _taps(play, cause_shows=False) if i in b.turns)
        k = next(i for i in b.free_arrows() if i not in b.turns)
        assert not play.fire(j).left
        run(app, 2)  # (its pan under way)
        assert play.fire(k).left  # (the rotating arrows turn: j's bounce ends)
        run(app, 40)
        assert _inside(play, cell, MARGIN)  # (before: 21 px short, where the turn stopped it)


def test_a_zoom_mid_pan_keeps_the_pointers_cell_under_it(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app, play = _play(make, (640, 480))
        i, _ = _below(play)
        assert not play.fire(i).left
        run(app, 2)
        at = play.view.area_center()
        play.controls.zoom(1.25, at)  # (the wheel: its point stays under the pointer)
        keep = play.view.screen_to_board(*at)
        run(app, 40)
        assert play.view.screen_to_board(*at) == pytest.approx(keep)  # (before: the pan ran on)


@pytest.mark.parametrize("frames", [2, 30])  # mid-pan, and the pan done (the ring still shows)
@pytest.mark.parametrize("reduced", [False, True])
def test_a_window_shrunk_keeps_a_marked_blocker_in_view(monkeypatch, tmp_path, frames, reduced):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app, play = _play(make, (640, 480))
        play.reduced = reduced
        i, cell = _below(play)
        assert not play.fire(i).left
        run(app, frames)
        app._resize((480, 360))
        run(app, 1 if reduced or frames > 2 else 40)
        ring = next(f for f in play.fx.items if f.kind == "mark")  # (still flashing)
        assert _inside(play, cell)  # (before: past the view's bottom)
        assert pygame.Rect(play.view.area).collidepoint(ring.pos)  # (the ring went with it)
        assert pygame.Rect(play.view.area).collidepoint(_pixel(play, play.board.arrows[i].head))
