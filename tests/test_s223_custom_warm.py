"""The Custom panel's thumbnails are drawn ahead with its shapes, for each mode the window
plays (s223): its first frame drew its 17 (about 6 ms), and a mode chosen on it built and
drew the new mode's. The panel then draws none of its own: the warm-up's box is the one
the panel's layout gives its cards (a thumbnail is kept by shape and box)."""

from __future__ import annotations

import threading

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import app_maker, run  # noqa: E402

from quiver.engine.modes import MODES, Mode  # noqa: E402
from quiver.render2d import thumbs  # noqa: E402
from quiver.scenes import menu_choice  # noqa: E402
from quiver.scenes.scene_modules import WARM_THREAD  # noqa: E402


def _warmed(monkeypatch, app) -> None:
    monkeypatch.setattr(app, "realtime", True)  # (as the game runs, with a window)
    monkeypatch.setattr(app, "want_window", True)
    monkeypatch.setattr(menu_choice, "warm_up", lambda mode: None)
    assert app.flow.warm_settings() is not None
    for thread in threading.enumerate():
        if thread.name == WARM_THREAD:
            thread.join(30)


def _drawn(monkeypatch) -> list:
    drawn: list = []
    real = thumbs.thumbnail
    monkeypatch.setattr(thumbs, "thumbnail", lambda shape, *a: drawn.append(shape.name) or real(shape, *a))
    return drawn


@pytest.mark.parametrize(
    "size", [(1280, 800), (480, 360), (1024, 1600)]
)  # (short: the buttons beside; tall: the shapes under)
def test_the_panels_first_frame_and_a_mode_chosen_on_it_draw_no_thumbnail(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        menu = app.top
        monkeypatch.setattr(menu, "status", {**menu.status, Mode.FLAT: None})  # (Flat: as with GL)
        monkeypatch.setattr(thumbs, "_cache", {})  # (none kept from another test)
        _warmed(monkeypatch, app)
        drawn = _drawn(monkeypatch)
        menu.open_custom()
        run(app)
        assert drawn == [] and menu.grid.cards
        menu.mode_seg.index = MODES.index(Mode.FLAT)
        menu._on_mode(menu.mode_seg.options[menu.mode_seg.index])
        run(app)
        assert menu.grid.names and drawn == []


def test_a_mode_the_window_cannot_play_is_not_warmed(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        menu = app.top
        assert menu.status[Mode.THREE_D] is not None  # (no window: no GL)
        _warmed(monkeypatch, app)
        assert not any(key[0] == Mode.THREE_D for key in menu.choice._shapes)


def test_the_other_modes_wait_once_the_menu_is_left(monkeypatch, tmp_path):
    """A player who pressed Play at once: the other modes' shapes (about 0.6 s of CPU on the
    warm-up's thread) are not built under the game's first frames."""
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        menu = app.top
        monkeypatch.setattr(menu, "status", {**menu.status, Mode.FLAT: None})  # (Flat: as with GL)
        monkeypatch.setattr(menu_choice, "warm_up", lambda mode: None)
        app.flow.open_settings()  # (the menu left: another scene on top)
        run(app)
        assert app.top is not menu
        menu.choice.warm_ahead().join(30)
        assert {key[0] for key in menu.choice._shapes} == {menu.mode}
