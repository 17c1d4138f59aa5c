"""The Flat block's tile outlines are the same width whichever way they run (s39).

The win reveal drew each face as a tile 0.9 of a face wide, outlined by pygame's 2 px
polygon lines (grown to one side: right and down), so the block's colour showed between
the tiles one way and dark lines the other; and in play the grid's lines took their
width from `fwidth` (|dx| + |dy|), up to 1.41 times the gradient's length, so lines
running slantwise on screen came out up to a third heavier than the upright ones."""

from __future__ import annotations

import math
from types import SimpleNamespace

import numpy as np
import pytest

pygame = pytest.importorskip("pygame")

from quiver.generator import PuzzleSpec, generate  # noqa: E402
from quiver.render3d.camera import OrbitCamera  # noqa: E402
from quiver.scenes.reveal3d import draw_reveal_3d, inset  # noqa: E402

BACK = (30, 60, 90)


def _edge_distances(outer, inner) -> list[float]:
    """Each inner corner's distance to the outer polygon's two edges at that corner."""
    out = []
    for k, (px, py) in enumerate(inner):
        for a, b in ((outer[k - 1], outer[k]), (outer[k], outer[(k + 1) % len(outer)])):
            ex, ey = b[0] - a[0], b[1] - a[1]
            out.append(abs((px - a[0]) * ey - (py - a[1]) * ex) / math.hypot(ex, ey))
    return out


def test_inset_moves_every_edge_the_same_distance_in():
    quad = [(10.0, 10.0), (60.0, 20.0), (70.0, 45.0), (5.0, 40.0)]  # a face seen askew
    inner = inset(quad, 2.0)
    assert inner is not None
    assert _edge_distances(quad, inner) == pytest.approx([2.0] * 8)
    assert inset(quad[::-1], 2.0) is not None  # either winding
    assert inset([(0.0, 0.0), (40.0, 0.0), (40.0, 3.0), (0.0, 3.0)], 2.0) is None  # edge-on: all outline


def _reveal_from_above(yaw: float) -> tuple[pygame.Surface, OrbitCamera]:
    board = generate(PuzzleSpec("flat", "cube", 4, None, "easy", 3))
    cam = OrbitCamera.for_voxels(board.space.voxels)
    cam.set_angles(yaw, 89.0)
    scene = SimpleNamespace(ctl=SimpleNamespace(camera=cam), size=(480, 480), board=board)
    got = pygame.Surface(scene.size)
    got.fill(BACK)
    draw_reveal_3d(got, scene, 1.0, True)
    return got, cam


def _runs(line: np.ndarray, dark) -> list[int]:
    """The lengths of the runs of `dark` pixels with a tile's pixels on both sides (the
    block's own edges, one outline, left out)."""
    runs, n, tile_before = [], 0, False
    for on in dark(line):
        if on:
            n += 1
            continue
        if n and tile_before:
            runs.append(n)
        n, tile_before = 0, True
    return runs


def test_the_flat_reveal_s_tiles_meet_with_even_outlines_both_ways():
    """The top of a Flat cube from straight above: across every boundary between two
    tiles, in a row and in a column, the same dark line, and nothing of what lies under
    the reveal between them."""
    got, _ = _reveal_from_above(0.0)
    px = pygame.surfarray.array3d(got).astype(int)  # (x, y, rgb)
    mid = px.shape[0] // 2
    blocks = []
    for line in (px[:, mid + 20], px[mid + 20, :]):  # through a row, a column of tiles (off the middle line)
        inside = np.nonzero(np.any(line != BACK, axis=1))[0]
        assert len(inside) > 200
        blocks.append(line[inside[0] : inside[-1] + 1])
        gaps = int(np.all(blocks[-1] == BACK, axis=1).sum())
        assert gaps == 0, f"the backdrop shows between tiles ({gaps} px)"

    def dark(line):
        return line.sum(axis=1) < np.median(line.sum(axis=1)) * 0.85

    across_row, across_col = (_runs(b, dark) for b in blocks)
    assert len(across_row) >= 3 and len(across_col) >= 3
    assert max(across_row + across_col) - min(across_row + across_col) <= 1, (across_row, across_col)


def _grid_ink(ctx, yaw: float) -> float:
    """The grid's ink (linear light under the face's own) in a disc at the middle of a
    cleared Flat cube's top seen from straight above, the view turned `yaw` degrees."""
    from quiver.render3d.flat_renderer import FlatRenderer
    from quiver.render3d.headless import render_offscreen

    board = generate(PuzzleSpec("flat", "cube", 4, None, "easy", 3))
    for i in list(board.alive):
        board.remove(i)
    cam = OrbitCamera.for_voxels(board.space.voxels)  # (a sphere's framing: one scale at every yaw)
    cam.set_angles(yaw, 89.0)
    c = render_offscreen(FlatRenderer, board, cam, 480, 480, ctx=ctx).astype(float) / 255.0
    light = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4).mean(axis=2)
    yy, xx = np.mgrid[0:480, 0:480]
    disc = light[(xx - 240) ** 2 + (yy - 240) ** 2 < 50**2]  # the middle cross of lines, turned
    return float(np.clip(np.median(disc) - disc, 0.0, None).sum())


def test_the_flat_grid_s_lines_are_as_heavy_slantwise_as_upright(ctx):
    upright = _grid_ink(ctx, 0.0)
    assert upright > 20.0  # (the lines are there)
    for yaw in (45.0, 30.0):
        assert _grid_ink(ctx, yaw) / upright == pytest.approx(1.0, abs=0.08), yaw  # (it was 1.26 to 1.33)
