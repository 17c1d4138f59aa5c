"""Reading a player's picture searches sizes on rows of bits (s154): the search of a
picture with stray dots at every size (ImageMagick's `logo:` and `wizard:`) took 1-2 s,
nearly all in masks2d.scale_cells building a set of cells for each of up to 49 sampling
phases at each of some 30 sizes. shapes/pixgrid.py does the same on rows of bits; these
tests hold it to exactly masks2d's answers (the same cells, in the same order: a board's
hash depends on it), so every mask, size, message and board stays as it was
(tests/test_s149_uncoverable.py pins picture boards' hashes)."""

from __future__ import annotations

import pytest

from quiver.engine.rng import Rng
from quiver.shapes import masks2d, pixgrid

pygame = pytest.importorskip("pygame")


def _random_source(rng: Rng, w: int, h: int, density: int, blob: bool) -> list[bytes]:
    """A w x h picture: scattered pixels (density in 100ths), or blobs with a few dots."""
    rows = [[int(rng.below(100) < density) for _ in range(w)] for _ in range(h)]
    if blob:  # a solid block or two, so many sizes and phases play whole
        for _ in range(1 + rng.below(2)):
            x0, y0 = rng.below(w), rng.below(h)
            for y in range(y0, min(h, y0 + 2 + rng.below(h))):
                for x in range(x0, min(w, x0 + 2 + rng.below(w))):
                    rows[y][x] = 1
    return [bytes(r) for r in rows]


def _cases():
    rng = Rng(154)
    for i in range(160):
        w, h = 1 + rng.below(40), 1 + rng.below(40)
        yield i, rng, w, h


@pytest.mark.parametrize("blob", [False, True])
def test_scaling_and_the_piece_check_give_what_masks2d_gives(blob):
    sizes_tried = 0
    for _, rng, sw, sh in _cases():
        source = _random_source(rng, sw, sh, (3, 10, 40, 70)[rng.below(4)], blob)
        grid = pixgrid.grid_of(source, 0, 0, sw, sh)
        cells = {(x, y) for y, r in enumerate(source) for x, v in enumerate(r) if v}
        assert pixgrid.cells_of([int(r, 2) for r in grid], sw) == cells
        for _ in range(4):
            w, h = 1 + rng.below(2 * sw + 2), 1 + rng.below(2 * sh + 2)
            want = masks2d.scale_cells(cells, sw, sh, w, h)
            got = pixgrid.scale_grid(grid, w, h)
            assert len(got) == h and all(r < 1 << w for r in got)
            assert list(pixgrid.cells_of(got, w)) == list(want), (sw, sh, w, h)  # (order too)
            assert pixgrid.grid_pieces_ok(got) == masks2d.pieces_ok(want)
            sizes_tried += 1
    assert sizes_tried == 640


@pytest.mark.parametrize("n", [9, 21, pytest.param(34, marks=pytest.mark.slow)])  # (34: 95% of the CPU)
def test_pointed_pictures_shrink_as_masks2d_shrinks_them(n):
    """One-pixel tips (a diamond, triangles each way: the case the other phases are for), shrunk to
    every size: some phases lose a tip at one side, some keep it."""
    tried = 0
    half = n // 2
    shapes = {
        "diamond": [bytes(abs(x - half) + abs(y - half) <= half for x in range(n)) for y in range(n)],
        "up": [bytes(int(abs(x - half) <= y // 2) for x in range(n)) for y in range(n)],
        "left": [bytes(int(abs(y - half) <= x // 2) for x in range(n)) for y in range(n)],
    }
    shapes["down"] = shapes["up"][::-1]
    shapes["right"] = [r[::-1] for r in shapes["left"]]
    for name, source in shapes.items():
        grid = pixgrid.grid_of(source, 0, 0, n, n)
        cells = {(x, y) for y, r in enumerate(source) for x, v in enumerate(r) if v}
        for w in range(3, n):
            for h in (w, max(1, w - 3), w + 4):
                want = masks2d.scale_cells(cells, n, n, w, h)
                got = pixgrid.cells_of(pixgrid.scale_grid(grid, w, h), w)
                assert list(got) == list(want), (name, n, w, h)
                tried += 1
    assert tried == 5 * (n - 3) * 3  # (five pictures, every width, three heights each)


def test_the_piece_check_on_the_cases_it_names():
    def ok(*rows: str) -> bool:
        grid = [int(r.replace(".", "0").replace("#", "1"), 2) for r in rows]
        cells = {(x, y) for y, r in enumerate(rows) for x, ch in enumerate(r) if ch == "#"}
        assert pixgrid.grid_pieces_ok(grid) == masks2d.pieces_ok(cells)
        return pixgrid.grid_pieces_ok(grid)

    assert not ok("....")  # no cells
    assert not ok("###.", "...#")  # a lone cell
    assert not ok("###.", "....", "..##")  # a pair across
    assert not ok("#..#", "#..#", "...#")  # a pair down
    assert ok("###", "..#", "..#")  # a hook
    assert ok("#.#", "###")  # a U: its ends have one neighbour each, not each other


def test_a_grainy_picture_is_refused_without_a_set_of_cells_per_size(tmp_path, monkeypatch):
    """Over 256 pixels a side, with dots: every size up to 256 is searched and refused."""
    from quiver.shapes.base import ShapeError
    from quiver.shapes.images import image_cells_of

    s = pygame.Surface((300, 300))
    s.fill((255, 255, 255))
    rng = Rng(7)
    for _ in range(3000):
        s.set_at((rng.below(300), rng.below(300)), (0, 0, 0))
    path = str(tmp_path / "dots.png")
    pygame.image.save(s, path)
    made, searched = [], []
    real_cells, real_scale = pixgrid.cells_of, pixgrid.scale_grid
    monkeypatch.setattr(pixgrid, "cells_of", lambda rows, w: made.append(w) or real_cells(rows, w))
    monkeypatch.setattr(pixgrid, "scale_grid", lambda g, w, h: searched.append(w) or real_scale(g, w, h))
    with pytest.raises(ShapeError, match="at every size up to 256x256"):
        image_cells_of(path, 40)
    assert len(searched) > 20 and max(searched) > 200  # (the search ran)
    assert made == [40]  # a set of cells for the size asked only, none per size searched


def test_a_picture_refused_for_its_strays_skips_the_cover_proof(tmp_path, monkeypatch):
    """Over a tenth of its cells in pieces under 3: refused whatever the proof of
    uncoverable pieces (coverable.py) would leave out, so it is not run (noise: 0.1 s)."""
    from quiver.shapes import images
    from quiver.shapes.base import ShapeError

    s = pygame.Surface((60, 60))
    s.fill((255, 255, 255))
    rng = Rng(3)
    for y in range(60):
        for x in range(60):
            if rng.below(2):
                s.set_at((x, y), (0, 0, 0))
    path = str(tmp_path / "noise.png")
    pygame.image.save(s, path)
    proved = []
    monkeypatch.setattr(images, "uncoverable_pieces", lambda cells: proved.append(len(cells)) or [])
    with pytest.raises(ShapeError, match="stray dots"):
        images.image_cells_of(path, 48)
    assert proved == []
