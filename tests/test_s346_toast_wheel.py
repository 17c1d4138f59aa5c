"""s346: with a toast under the pointer, a wheel zoom kept the board point under the
pointer's last place off the toast, not under the pointer (the toast took the motion
over it, so the board never heard where the pointer went: the cell moved about 40 px).
Toasts are not buttons: the wheel zooms about the pointer whatever floats over it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
from app_helpers import app_maker, post, run  # noqa: E402


def _move(app, pos) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    run(app, 2)


def _notch(app, dy: int = 1) -> None:
    post(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy))
    run(app, 30)


def _card(app) -> pygame.Rect:
    layer = app.toasts
    layer.full_redraw = True
    layer.draw(pygame.Surface(app.size, pygame.SRCALPHA))
    (card,) = [r.inflate(-20, -20) for r in layer._cards]
    return card


@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_wheel_under_a_toast_zooms_about_the_pointer_on_the_2d_board(monkeypatch, tmp_path, size):
    from quiver.game.code import complete

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        play = layout._play(app, "2d", complete("2d", "rect", (40, 40), None, "easy", 7))
        view = play.view
        middle = tuple(int(v) for v in view.area_center())
        _move(app, middle)
        while view.board_px[0] <= view.area[2] or view.board_px[1] <= view.area[3]:
            _notch(app)  # zoomed in: the board covers the area, the toast lies on it
        ax, ay, aw, ah = view.area  # (a toast where the board lies: a place of the scene's)
        play.toast_slots = lambda: [pygame.Rect(ax + aw // 4, ay + ah // 4, aw // 2, ah // 2)]
        play.toast_clear = play.toast_aims = play.toast_controls = lambda: []
        app.feedback.toast("A toast over the board for a while")
        run(app, 3)
        card = _card(app)
        at = card.center
        assert view.cell_at(*at) is not None and app.toasts.takes(
            pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))
        ), "the toast lies on the board and takes the pointer's hover"
        _move(app, at)
        assert play.ptr.pointer == at and play.ptr.hover is None  # (the toast hides the arrow)
        for dy in (1, -1):
            cell = view.cell
            before = view.screen_to_board(*at)
            _notch(app, dy)
            after = view.screen_to_board(*at)
            assert view.cell != cell
            moved = max(abs(a - b) for a, b in zip(after, before, strict=True)) * view.cell
            assert moved <= 1.5, f"the point under the pointer moved {moved:.0f} px ({dy})"


@pytest.mark.parametrize("kind", ["sphere", "stairs"])
def test_the_wheel_under_a_toast_zooms_about_the_pointer_in_3d_and_flat(kind):
    """The 3D and Flat views hear of the pointer over a toast the same way: the wheel
    zooms about it there, not about the place it last moved off the toast."""
    from types import SimpleNamespace

    from test_pointer_zoom import _drift, _fitted, _under

    from quiver.scenes.play3d import Play3DScene

    ctl = _fitted(kind)
    ev = pygame.event.Event
    ctl.handle_event(ev(pygame.MOUSEMOTION, pos=(640, 400), rel=(0, 0), buttons=(0, 0, 0)))
    Play3DScene.pointer_under_toast(SimpleNamespace(ctl=SimpleNamespace(input=ctl)), (400, 250))
    point = _under(ctl, (400, 250))
    ctl.handle_event(ev(pygame.MOUSEWHEEL, x=0, y=1, precise_x=0.0, precise_y=1.0, flipped=False))
    assert ctl.camera.zoom < 1 and _drift(ctl, point, (400, 250)) < 1.0


@pytest.mark.slow  # (an OpenGL window; skipped without OpenGL)
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_the_wheel_under_a_toast_zooms_about_the_pointer_in_a_3d_window(monkeypatch, tmp_path, mode):
    """The whole way in the game: the toast takes the motion, the view still zooms about it."""
    from quiver.game.code import complete

    with app_maker(monkeypatch, tmp_path) as make:
        app = make(size=(1024, 600))
        if app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        play = layout._play(app, mode, complete(mode, None, None, None, "easy", 7))
        run(app, 10)
        slot = pygame.Rect(300, 200, 420, 200)  # (over the shape: a place of the scene's)
        play.toast_slots = lambda: [slot]
        play.toast_clear = play.toast_aims = play.toast_controls = play.toast_lent = lambda: []
        app.feedback.toast("A toast over the shape for a while", seconds=30)
        run(app, 3)
        at = _card(app).center
        _move(app, (100, 300))
        _move(app, at)
        inp = play.ctl.input
        assert inp.pointer == at
        point = inp.camera.ray(*at, *inp.size)
        _notch(app)
        o, d = point
        x, y, _ = inp.camera.project(o + d * 5.0, *inp.size)  # (a point on the ray: off it after a
        assert abs(x - at[0]) < 2 and abs(y - at[1]) < 2  # zoom about another place)
