"""A player's picture with a few stray dots plays without them (s138): any piece under 3
cells (no arrow fits it) refused the whole picture, at every size, so a typical PNG
(ImageMagick's wizard, its stars and small text) was refused as grainy. Now the pieces
under 3 cells are left out where no size plays the picture whole and they are at most a
tenth of its cells (images.STRAY_SHARE), and the puzzle opens with one line saying how
many; more than that, or nothing left, is refused as before. A picture that played
before plays exactly as it did."""

from __future__ import annotations

import dataclasses

import pytest
from app_helpers import app_maker, run_until

pygame = pytest.importorskip("pygame")

import quiver.game.picture as picture  # noqa: E402
from quiver.shapes import ShapeError, make_shape  # noqa: E402
from quiver.shapes.images import STRAY_SHARE, without_strays  # noqa: E402


def _png(path, dots=(), block=(5, 5, 20, 20), size=(40, 40)) -> str:
    """A black block on white with lone black pixels at `dots`."""
    s = pygame.Surface(size)
    s.fill((255, 255, 255))
    if block is not None:
        pygame.draw.rect(s, (0, 0, 0), block)
    for p in dots:
        s.set_at(p, (0, 0, 0))
    pygame.image.save(s, str(path))
    return str(path)


def test_a_block_with_a_lone_dot_plays_without_the_dot(tmp_path):
    path = _png(tmp_path / "dot.png", dots=[(35, 35)])
    shape = make_shape("2d", path)  # refused before: "has pieces under 3 cells"
    assert shape.left_out == 1
    assert shape.size == (31, 31) and len(shape.points) == 20 * 20  # the block, whole
    assert (30, 30) not in shape.points  # (the dot's cell, trimmed box)
    spec, played, _ = picture.sized(path, "medium", 1.0, 3)
    assert spec.size is None and played == shape  # its own size
    left = played.left_out
    assert left == 1 and picture.left_out_note(left) == "1 stray dot left out: too small for an arrow"


def test_pairs_count_once_and_lines_stay():
    cells = {(x, 0) for x in range(5)} | {(9, 9)} | {(7, 3), (7, 4)} | {(0, 9), (1, 9), (2, 9)}
    kept, pieces = without_strays(cells)
    assert pieces == 2 and kept == cells - {(9, 9), (7, 3), (7, 4)}


def test_specks_over_a_tenth_of_the_cells_are_refused_as_before(tmp_path):
    # a 4x4 block (16 cells) and 2 lone dots: 2 of 18 cells, over STRAY_SHARE
    path = _png(tmp_path / "grain.png", dots=[(20, 2), (2, 20)], block=(0, 0, 4, 4), size=(24, 24))
    assert STRAY_SHARE < 2 / 18
    with pytest.raises(ShapeError, match=r"has pieces under 3 cells .*clean it up or draw thicker lines"):
        make_shape("2d", path)
    only = _png(tmp_path / "diag.png", dots=[(i, i) for i in range(30)], block=None)
    with pytest.raises(ShapeError, match="pieces under 3 cells"):  # nothing of 3 cells left
        make_shape("2d", only)


def test_a_picture_that_played_whole_is_not_scaled_to_a_size_that_drops_dots(tmp_path, monkeypatch):
    """Its size for S/L/XL is one that plays it whole, or its own (the size it had)."""
    path = _png(tmp_path / "whole.png")
    base = make_shape("2d", path)
    real = make_shape

    def dotted(mode, name, size=None):  # every other size leaves 2 dots out
        shape = real(mode, name, size)
        return shape if size is None else dataclasses.replace(shape, left_out=2)

    monkeypatch.setattr(picture, "make_shape", dotted)
    assert picture._scaled(base.mode, path, base, 1.6) == (None, base)


@pytest.fixture
def make(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, seed=7) as make:
        yield make


def test_the_puzzle_opens_and_says_the_dots_left_out(make, tmp_path):
    app = make()
    app.flow.drop_files([_png(tmp_path / "dots.png", dots=[(35, 35), (1, 38)])])
    run_until(app, lambda: app.top.name == "play2d", what="the picture's puzzle")
    assert app.top.label == "dots.png"
    assert app.toasts.texts() == ["2 stray dots left out: too small for arrows"]
    assert len(app.top.board.space) == 400
