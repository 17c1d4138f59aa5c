"""The first frame after a window resize rebuilt what does not depend on the size (s250).

3D and Flat 3D: the home view's distance (every turntable side in view, framing.
turned_distance) was kept by the window's aspect alone and forgotten whenever the HUD's
bars moved, which every resize does: a resize back to a size seen before (a drag, F11
and back) measured it again, and each measure reduced the outline to its extreme points
anew (the same points at every size). Now the distances are kept by what they depend on
(aspect, bars, bubble side) and the points reduced once a camera.
2D: the resting arrows' tiles were kept for one cell size: a resize back to a size seen
before dressed every cell's tile again. Now for each of the tile sets kept (TileSets).
The pictures are the same as a fresh window's of that size (bench/resize_frame.py).
"""

from __future__ import annotations

import pytest

from quiver.game.session import Session
from quiver.generator import PuzzleSpec, generate
from quiver.render3d import camera as camera_module
from quiver.render3d.controller import BoardController
from quiver.render3d.framing import extreme_points

SIZES = ((1280, 800), (1000, 700), (640, 480))


def _resized(ctl, size):
    """What the play scene does on a resize (PlayScene.resize -> fit_view, fit_board)."""
    ctl.resize(size)
    ctl.fit_between(72, size[1] - 64)


@pytest.fixture(scope="module")
def torus():
    return generate(PuzzleSpec("3d", "torus", None, None, "easy", 1))


@pytest.fixture
def counted(monkeypatch):
    """How often the camera measures turned distances and reduces its outline."""
    calls = {"turned": 0, "extremes": 0}
    turned = camera_module.turned_distance

    def counting_turned(*a, **k):
        calls["turned"] += 1
        return turned(*a, **k)

    def counting_extremes(*a, **k):
        calls["extremes"] += 1
        return extreme_points(*a, **k)

    monkeypatch.setattr(camera_module, "turned_distance", counting_turned)
    monkeypatch.setattr(camera_module, "extreme_points", counting_extremes, raising=False)
    return calls


def test_a_resize_back_to_a_size_seen_measures_nothing_again(torus, counted):
    ctl = BoardController(Session(torus), SIZES[0])
    for size in SIZES:
        _resized(ctl, size)
    assert counted["turned"] == len(SIZES)  # each new size once
    for size in SIZES:  # back to each
        _resized(ctl, size)
    assert counted["turned"] == len(SIZES)
    assert counted["extremes"] == 1  # the outline reduced once for every size


def test_the_kept_distance_is_a_fresh_cameras_at_that_size(torus):
    ctl = BoardController(Session(torus), SIZES[0])
    for size in (*SIZES, *SIZES[::-1]):
        _resized(ctl, size)
        fresh = BoardController(Session(torus), size)
        _resized(fresh, size)
        aspect = size[0] / size[1]
        assert ctl.camera.distance(aspect) == fresh.camera.distance(aspect), size
        assert ctl.camera.band == fresh.camera.band


def test_a_bubble_beside_the_shape_is_its_own_fit(torus):
    """The side a lesson's bubble keeps is part of the key: the same size with and
    without it are two distances, each a fresh camera's."""
    ctl = BoardController(Session(torus), (800, 600))
    _resized(ctl, (800, 600))
    plain = ctl.camera.distance(800 / 600)
    ctl.fit_between(72, 600 - 64, right=500)
    beside = ctl.camera.distance(800 / 600)
    fresh = BoardController(Session(torus), (800, 600))
    fresh.resize((800, 600))
    fresh.fit_between(72, 600 - 64, right=500)
    assert beside == fresh.camera.distance(800 / 600) != plain
    ctl.fit_between(72, 600 - 64)
    assert ctl.camera.distance(800 / 600) == plain


def _play2d(make, size):
    from app_helpers import run

    from quiver.game.code import complete, generate_board
    from quiver.scenes.play2d import Play2DScene

    app = make(size=size)
    code = complete("2d", "rect", (16, 12), 60, "hard", 1)
    app.push(Play2DScene(app.ports, generate_board(code), code, hearts=None))
    run(app, 3)
    return app


def test_2d_a_resize_back_keeps_its_sizes_resting_tiles(monkeypatch, tmp_path):
    from app_helpers import app_maker, run

    from quiver.render2d.board import BoardRenderer

    tiles = []
    real = BoardRenderer.tile
    monkeypatch.setattr(BoardRenderer, "tile", lambda self, *a: tiles.append(a) or real(self, *a))
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = _play2d(make, (1000, 700))
        app._resize((700, 500))
        run(app, 2)
        assert tiles  # a new cell size: its tiles dressed
        tiles.clear()
        app._resize((1000, 700))
        run(app, 2)
        assert tiles == []  # back: the tiles it had


def test_2d_a_resized_board_is_a_fresh_ones(monkeypatch, tmp_path):
    import pygame
    from app_helpers import app_maker, run

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = _play2d(make, (1000, 700))
        for size in ((700, 500), (1000, 700)):
            app._resize(size)
            run(app, 2)
        resized = pygame.image.tobytes(app.painter.layers[id(app.top)].surface, "RGB")
        fresh = _play2d(make, (1000, 700))
        assert resized == pygame.image.tobytes(fresh.painter.layers[id(fresh.top)].surface, "RGB")
