"""The 2D view's feel (s69), through the real app loop with injected events: a wheel
zoom in a narrow window keeps the cell under the pointer under it on the step the
minimap comes or goes (the held clamp moved it 14-165 px there); a board dragged and
then zoomed all the way out glides home, no jump on the step the minimap goes; a wheel
turned before the pointer has moved zooms about where the mouse is, in 2D and 3D."""

from __future__ import annotations

import math

import pytest
from app_helpers import app_maker, easy_heart, post, run
from closer import look_closer

pygame = pytest.importorskip("pygame")

SPOTS = [(0.3, 0.4), (0.7, 0.6), (0.2, 0.8), (0.5, 0.5)]  # of the board area


@pytest.fixture
def board_at(monkeypatch, tmp_path):
    """open(size, dims): the game at `size` (no window: 2D) playing a heart of `dims`."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:

        def open_(size, dims=(40, 40)):
            app = make(size=size)
            app.flow.open_board(easy_heart(dims), "heart")
            run(app, 3)
            return app, app.top

        yield open_


def _move(app, pos) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    run(app)


def _wheel(app, notches: int) -> None:
    post(pygame.MOUSEWHEEL, x=0, y=notches, precise_x=0.0, precise_y=float(notches), flipped=False)
    run(app)


def _notch_until_the_dock_changes(app, play, notches, pos) -> float:
    """Wheel notches about `pos` until the minimap comes or goes: how far (px) the board
    point under `pos` moved on that notch."""
    view = play.view
    for _ in range(30):
        was = play.docked
        bx, by = view.screen_to_board(*pos)
        _wheel(app, notches)
        if play.docked != was:
            x, y = view.cell_center(bx - 0.5, by - 0.5)
            return max(abs(x - pos[0]), abs(y - pos[1]))
    raise AssertionError("the minimap never came or went")


@pytest.mark.parametrize("spot", SPOTS)
@pytest.mark.parametrize("size, dims", [((640, 480), (40, 40)), ((600, 800), (48, 48))])
def test_a_wheel_zoom_in_a_narrow_window_keeps_the_pointer_s_cell_as_the_minimap_goes_and_comes(
    board_at, size, dims, spot
):
    """A 40x40 heart too big to tap whole at 640x480, a 48x48 one at 600x800 portrait (a 40x40
    is tapped whole there at 13 px since s83), zoomed in by a tap (s342), with the minimap:
    out until it goes, then in until it comes, the cell under the pointer stays under it (it moved 14-45 px at
    640x480, 26-153 px at 600x800, by the held clamp of s66)."""
    app, play = board_at(size, dims)
    look_closer(play)  # (its first look is whole: a tap in its middle looks closer, s342)
    run(app)
    assert play.docked
    ax, ay, aw, ah = play.view.area
    pos = (round(ax + aw * spot[0]), round(ay + ah * spot[1]))
    _move(app, pos)
    assert play.arrow_at(pos) is not None or play.view.cell_at(*pos) is not None
    assert _notch_until_the_dock_changes(app, play, -1, pos) <= 1
    assert play.minimap_rect() is None and play.view.fits()
    assert _notch_until_the_dock_changes(app, play, 1, pos) <= 1
    assert play.minimap_rect() is not None


def _drag(app, start, end, steps=6) -> None:
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=3)
    run(app)
    for k in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * k // steps, start[1] + (end[1] - start[1]) * k // steps)
        post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 1))
        run(app)
    post(pygame.MOUSEBUTTONUP, pos=end, button=3)
    run(app)


@pytest.mark.parametrize(("size", "drag"), [((1280, 800), 300), ((1280, 800), -300), ((640, 480), 200)])
def test_a_dragged_board_zoomed_all_the_way_out_glides_home(board_at, size, drag):
    """Zoomed in, dragged up or down, then the wheel out to the end: on the notch the
    minimap goes the board keeps the pointer's point (it jumped 57 px up or down to the
    held clamp's bounds at 1280x800), then glides to the centre, no frame's move a
    quarter of the whole."""
    app, play = board_at(size)
    view = play.view
    cx, cy = (round(v) for v in view.area_center())
    _move(app, (cx, cy))
    for _ in range(6 if not play.docked else 1):
        _wheel(app, 1)
    assert play.docked
    _drag(app, (cx, cy), (cx, cy + drag))
    pos = (cx + 40, cy - drag // 3)
    _move(app, pos)
    assert _notch_until_the_dock_changes(app, play, -1, pos) <= 1
    moves = []
    for _ in range(90):
        before = view.origin()
        _wheel(app, -1)  # the wheel spun on past the smallest zoom: nothing more to do
        after = view.origin()
        moves.append(math.dist(before, after))
    assert not view.held and view.fits() and play.minimap_rect() is None
    home = view.origin()
    view.center()
    assert home == view.origin()  # centred
    assert max(moves) <= 0.25 * sum(moves) + 1, moves[:8]  # a glide, not a jump


@pytest.mark.parametrize("spot", [(0.3, 0.4), (0.75, 0.6)])
def test_a_wheel_before_any_motion_zooms_about_the_mouse_in_2d(board_at, monkeypatch, spot):
    app, play = board_at((1280, 800))
    ax, ay, aw, ah = play.view.area
    pos = (round(ax + aw * spot[0]), round(ay + ah * spot[1]))
    assert play.ptr.pointer is None  # no motion seen yet
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pos)
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
    bx, by = play.view.screen_to_board(*pos)
    cell = play.view.cell
    _wheel(app, 1)
    x, y = play.view.cell_center(bx - 0.5, by - 0.5)
    assert play.view.cell > cell and max(abs(x - pos[0]), abs(y - pos[1])) <= 1


@pytest.mark.parametrize("kind", ["sphere", "stairs"])
def test_a_wheel_before_any_motion_zooms_about_the_mouse_in_3d(monkeypatch, kind):
    """3D and Flat 3D: a wheel turned over a board just opened, the pointer resting,
    zoomed about the middle of the view (the controller had seen no motion); it zooms
    about the mouse, and still about the middle once the pointer has left the window."""
    from test_pointer_zoom import _drift, _fitted, _under

    pos = (400, 250)
    monkeypatch.setattr(pygame.display, "get_init", lambda: True)  # a window, the mouse over it
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pos)
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
    ctl = _fitted(kind)
    point = _under(ctl, pos)
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, precise_x=0.0, precise_y=1.0, flipped=False)
    ctl.handle_event(wheel)
    assert ctl.camera.zoom < 1 and _drift(ctl, point, pos) < 1.0
    left = _fitted(kind)
    left.handle_event(pygame.event.Event(getattr(pygame, "WINDOWLEAVE", pygame.USEREVENT)))
    left.handle_event(wheel)
    assert left.camera.zoom < 1 and sum(abs(v) for v in left.camera.pan) < 1e-9  # the middle
