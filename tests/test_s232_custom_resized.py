"""s232: the Custom panel's thumbnails were drawn ahead for the window's size at start
only (s223): after a resize the panel's first frame drew its 17 again (bench/custom_panel.py:
the resized panel's first frame about 2.5 ms over a warm one). A resize draws them again
ahead for the new size, each mode's, on the warm-up's thread; a later resize stops it. The
picker's headers count their cards once a layout (each draw counted every card's theme)."""

from __future__ import annotations

import threading

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import app_maker, run  # noqa: E402

from quiver.engine.modes import MODES, Mode  # noqa: E402
from quiver.render2d import thumbs  # noqa: E402
from quiver.scenes import menu_choice  # noqa: E402
from quiver.scenes.scene_modules import WARM_THREAD  # noqa: E402


def _join() -> None:
    for thread in threading.enumerate():
        if thread.name == WARM_THREAD:
            thread.join(30)


@pytest.fixture
def warmed(monkeypatch, tmp_path):
    """A menu whose Custom panel was warmed at start (Flat playable, as with GL)."""
    with app_maker(monkeypatch, tmp_path, window=False, size=(1000, 700)) as make:
        app = make()
        menu = app.top
        monkeypatch.setattr(menu, "status", {**menu.status, Mode.FLAT: None})
        monkeypatch.setattr(thumbs, "_cache", {})  # (none kept from another test)
        monkeypatch.setattr(app, "realtime", True)  # (as the game runs, with a window)
        monkeypatch.setattr(app, "want_window", True)
        monkeypatch.setattr(menu_choice, "warm_up", lambda mode: None)
        assert app.flow.warm_settings() is not None
        _join()
        yield app


def _drawn(monkeypatch) -> list:
    drawn: list = []
    real = thumbs.thumbnail
    monkeypatch.setattr(thumbs, "thumbnail", lambda shape, *a: drawn.append(shape.name) or real(shape, *a))
    return drawn


@pytest.mark.parametrize("size", [(800, 600), (1280, 900), (480, 360)])
def test_after_a_resize_the_panel_and_a_mode_chosen_draw_no_thumbnail(monkeypatch, warmed, size):
    app, menu = warmed, warmed.top
    app._resize(size)
    _join()
    drawn = _drawn(monkeypatch)
    menu.open_custom()
    run(app)
    assert menu.grid.cards and drawn == [], "the panel drew thumbnails for the new size"
    menu.mode_seg.index = MODES.index(Mode.FLAT)
    menu._on_mode(menu.mode_seg.options[menu.mode_seg.index])
    run(app)
    assert menu.grid.names and drawn == []


def test_a_later_resize_stops_the_warm_up_for_the_size_before(monkeypatch, warmed):
    menu = warmed.top
    drew: list = []  # the thread that drew each mode's thumbnails
    monkeypatch.setattr(
        menu_choice, "draw_thumbs", lambda shapes, box: drew.append(threading.current_thread())
    )
    gate = threading.Event()
    real = menu_choice.thumb_box
    monkeypatch.setattr(menu_choice, "thumb_box", lambda *a: (gate.wait(30), real(*a))[1])
    menu.size = (900, 650)
    first = menu.choice.warm_again()
    menu.size = (700, 500)  # (resized again while the first waits)
    second = menu.choice.warm_again()
    gate.set()
    first.join(30)
    second.join(30)
    assert drew.count(first) <= 1, "the warm-up for a size gone went on to the other modes"
    assert drew.count(second) == 2, "the warm-up for the size now: 2D's and Flat's"


def test_the_picker_headers_count_their_cards(warmed):
    menu = warmed.top
    menu.open_custom()
    run(warmed)
    grid = menu.grid
    want: dict = {}
    for k in grid.shown():
        want[grid.theme_of(grid.names[k])] = want.get(grid.theme_of(grid.names[k]), 0) + 1
    assert grid._counts == want
