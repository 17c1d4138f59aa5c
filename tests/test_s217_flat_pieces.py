"""Flat 3D: two arrows flying the same way side by side read as two pieces (s217): each
arrow wears its own shade of its direction's colour, different from every touching arrow
of that direction, the hue unchanged; a fired arrow flies in the shade it lay in."""

import colorsys

import numpy as np
import pytest

from quiver.game.campaign import level_board
from quiver.generator import PuzzleSpec, generate
from quiver.render3d.flat_arrows import FlatMesh
from quiver.render3d.flat_mesh import cell_centre
from quiver.render3d.mesh import PALETTE


def touching_pairs(board):
    """(i, j) of every two arrows of one direction with cells sharing an edge."""
    space, owner = board.space, board.owner
    pairs = set()
    for i, a in enumerate(board.arrows):
        for c in a.cells:
            for nb in space.neighbors(c):
                j = owner[nb]
                if j > i and board.arrows[j].dir == a.dir:
                    pairs.add((i, j))
    return sorted(pairs)


def srgb(linear) -> np.ndarray:
    """0..1 sRGB of a linear colour (a plain 2.2 curve is close enough to compare)."""
    return np.asarray(linear, float) ** (1 / 2.2)


BOARDS = [("level", n) for n in range(1, 6)] + [
    ("shape", s) for s in ("cube", "brick", "tower", "plus", "stairs", "ziggurat")
]


def board_of(kind, name):
    if kind == "level":
        return level_board("flat", name)[1]
    return generate(PuzzleSpec("flat", name, None, None, "hard", 3))


@pytest.mark.parametrize(("kind", "name"), BOARDS, ids=lambda v: str(v))
def test_touching_arrows_of_one_direction_differ_in_shade_not_hue(kind, name):
    board = board_of(kind, name)
    mesh = FlatMesh(board)
    pairs = touching_pairs(board)
    for i, j in pairs:
        a, b = srgb(mesh.colors[i]), srgb(mesh.colors[j])
        assert np.abs(a - b).max() > 0.06, f"arrows {i} and {j} look alike: {a} {b}"
    for i, a in enumerate(board.arrows):  # the hue still says the direction
        h_own = colorsys.rgb_to_hsv(*srgb(mesh.colors[i]))[0]
        h_dir = colorsys.rgb_to_hsv(*srgb(PALETTE[a.dir]))[0]
        assert min(abs(h_own - h_dir), 1 - abs(h_own - h_dir)) < 0.02, f"arrow {i}"
    # every ribbon piece of an arrow wears the arrow's colour (a second head: its own)
    for i, a in enumerate(board.arrows):
        if a.dir2 is None:
            own = mesh.ribbons["color"][mesh.ribbons["arrow"] == i]
            assert np.allclose(own, mesh.colors[i]), f"arrow {i}"


def test_level_one_has_touching_blue_arrows():
    """The case the player met: Flat level 1's two blue (-y) arrows side by side."""
    board = board_of("level", 1)
    assert any(board.arrows[i].dir == 3 for i, _ in touching_pairs(board))


def test_a_fired_arrow_flies_in_the_shade_it_lay_in():
    from quiver.render3d.flat_anim import FlatAnimator

    board = board_of("level", 1)
    mesh = FlatMesh(board)
    animator = FlatAnimator()
    for i, _j in touching_pairs(board):
        for k in (i, _j):
            anim = animator.fire(board, k, left=True)
            assert np.allclose(anim.color, mesh.colors[k]), f"arrow {k}"
            assert np.allclose(anim.pieces()["color"], mesh.colors[k])


def test_rendered_pieces_side_by_side_read_as_two(ctx):
    """Headless: the two touching blue arrows of Flat level 1, seen on the block's top,
    differ where they lie (at their cells' centres, same face, same light), and a dark
    line borders each body (darker than both, between them)."""
    from quiver.render3d.flat_renderer import flat_camera, render_flat_image

    board = board_of("level", 1)
    w, h = 640, 480
    px = render_flat_image(board, w, h, ctx=ctx, samples=0).astype(float)
    cam = flat_camera(board)
    space = board.space
    found = 0
    for i, j in touching_pairs(board):
        for ci in board.arrows[i].cells:
            for cj in board.arrows[j].cells:
                if cj not in space.neighbors(ci) or space.coord(ci)[3] != 2 or space.coord(cj)[3] != 2:
                    continue  # a pair of cells side by side on the top face (+y)
                (xa, ya, _), (xb, yb, _) = (cam.project(cell_centre(space.coord(c)), w, h) for c in (ci, cj))
                pa = px[round(ya) - 1 : round(ya) + 2, round(xa) - 1 : round(xa) + 2].reshape(-1, 3).mean(0)
                pb = px[round(yb) - 1 : round(yb) + 2, round(xb) - 1 : round(xb) + 2].reshape(-1, 3).mean(0)
                assert np.abs(pa - pb).max() > 15, f"cells {ci} {cj}: {pa} {pb}"
                ts = np.linspace(0, 1, 60)
                line = [px[round(ya + (yb - ya) * t), round(xa + (xb - xa) * t)] for t in ts]
                darkest = min(p.sum() for p in line)
                assert darkest < min(pa.sum(), pb.sum()) - 40, "no dark border between the two"
                found += 1
    assert found
