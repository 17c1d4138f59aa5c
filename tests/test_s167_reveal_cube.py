"""The 3D win reveal draws the model's cubes as cubes (s167): a square at each cube's
centre, one a cube, made a cube of side 2 a plus sign of eight squares, the box's corners
bare. Now each cube's outer faces that look at the eye, projected: the model's outline on
screen is the box's (its eight corners' hull) filled."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

pygame = pytest.importorskip("pygame")

from quiver.generator import PuzzleSpec, generate  # noqa: E402
from quiver.render3d.camera import board_camera  # noqa: E402
from quiver.scenes.reveal3d import draw_reveal_3d  # noqa: E402

BACK = (30, 60, 90)


def _hull_area(points: list[tuple[float, float]]) -> float:
    """The area of the convex hull of `points` (the shoelace over its corners)."""
    from quiver.scenes.keypick3d_footprint import convex_hull

    hull = convex_hull(points)
    return 0.5 * abs(sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(hull, hull[1:] + hull[:1], strict=True)))


@pytest.mark.parametrize("u", [0.0, 0.3])
def test_a_cube_of_side_2_reveals_as_a_cube(u):
    board = generate(PuzzleSpec("3d", "cube", (2, 2, 2), None, "easy", 1))
    cam = board_camera(board)
    size = (640, 480)
    scene = SimpleNamespace(ctl=SimpleNamespace(camera=cam), size=size, board=board)
    surface = pygame.Surface(size)
    surface.fill(BACK)
    rect = draw_reveal_3d(surface, scene, u, True)
    pixels = pygame.surfarray.array3d(surface)
    drawn = int(np.any(pixels != np.array(BACK), axis=2).sum())
    # the box's corners, turned as the reveal turns the model (about its vertical middle)
    a = 2 * np.pi * u
    corners = []
    for x in (0, 2):
        for y in (0, 2):
            for z in (0, 2):
                dx, dz = x - 1, z - 1
                p = (1 + dx * np.cos(a) + dz * np.sin(a), y, 1 - dx * np.sin(a) + dz * np.cos(a))
                corners.append(tuple(round(v, 1) for v in cam.project(p, *size)[:2]))
    hull = _hull_area(corners)
    assert rect.w > 0 and drawn <= rect.w * rect.h
    assert drawn > 0.95 * hull  # (before: 0.68-0.70 of it, a plus sign, its corners bare)
