"""A 3D arrowhead with room ahead reads as one piece from every side (s35): its base is
wider than the body (HEAD_FLARE), and flat, so from the side and behind its rim showed
as a thin loose sliver of another shade round the collar. A skirt now narrows from the
base back to the body's width over the collar: the head's outline along its axis has no
step, and a tap on the skirt picks the head. Geometry only, no GL: head.glsl places a
vertex at base + x u + y v + w axis for the vertex (x, y, w)."""

from __future__ import annotations

import numpy as np
import pytest

from quiver.render3d.mesh import COLLAR, HEAD_FLARE, HEAD_FLUSH, HEAD_REACH, head_instances
from quiver.render3d.picking import ray_head_t
from quiver.render3d.renderer import _pyramid_vertices

STEP = 0.005  # world units between the outline's samples along the axis


def _drawn_triangles(flare: float) -> np.ndarray:
    """(T, 3, 3): the world corners of the triangles of a head at voxel (0, 0, 0)
    pointing +x, its base `flare` half-wide, placed as head.glsl places them."""
    (h,) = head_instances(
        np.zeros((1, 3), np.float32), np.array([0]), np.ones((1, 3)), np.array([7]), flare=flare
    )
    p = _pyramid_vertices()["p"]
    world = h["base"] + p[:, :1] * h["u"] + p[:, 1:2] * h["v"] + p[:, 2:3] * h["axis"]
    return world.reshape(-1, 3, 3)


def _outline(tris: np.ndarray, xs: np.ndarray) -> np.ndarray:
    """The head's half-width (farthest from the axis y = z = 0.5) at each x, with the body
    behind it (the neck cube and the collar box, 0.5 up to x = COLLAR) as the mesh draws it."""
    out = np.where(xs <= COLLAR + 1e-9, 0.5, 0.0)
    for tri in tris:
        for k in range(3):
            a, b = tri[k], tri[(k + 1) % 3]
            lo, hi = sorted((a[0], b[0]))
            inside = (xs >= lo - 1e-9) & (xs <= hi + 1e-9)
            if not inside.any():
                continue
            t = (xs - a[0]) / (b[0] - a[0]) if hi > lo else np.zeros_like(xs)
            p = a[None, :] + t[:, None] * (b - a)[None, :]
            half = np.maximum(np.abs(p[:, 1] - 0.5), np.abs(p[:, 2] - 0.5))
            out = np.where(inside, np.maximum(out, half), out)
    return out


@pytest.mark.parametrize("flare", [HEAD_FLARE, HEAD_FLUSH])
def test_the_heads_outline_has_no_step_from_the_body_to_the_tip(flare):
    xs = np.arange(-0.2, 1.0 + HEAD_REACH, STEP)  # from inside the neck cube to the tip
    outline = _outline(_drawn_triangles(flare), xs)
    jumps = np.abs(np.diff(outline))
    k = int(np.argmax(jumps))
    assert jumps[k] < 0.02, f"a step of {jumps[k]:.2f} at x = {xs[k]:.3f}: a flat rim shows"
    assert outline.max() == pytest.approx(flare, abs=0.01)  # as wide as its base, no wider
    assert outline[xs < 0].max() == pytest.approx(0.5)  # the body's width behind the head cell


def test_a_tap_on_the_skirt_picks_the_head():
    """A ray down -z just outside the collar's side, halfway along it: it meets the skirt
    (as drawn) and the head is picked; a flush head has no skirt out there."""
    x = COLLAR / 2
    half = 0.5 + (HEAD_FLARE - 0.5) * 0.5 * 0.9  # inside the skirt's outline at x
    origin, down = (x, 0.5 + half, 5.0), (0.0, 0.0, -1.0)
    assert ray_head_t(origin, down, (0, 0, 0), 0) is not None
    assert ray_head_t(origin, down, (0, 0, 0), 0, flare=HEAD_FLUSH) is None


@pytest.mark.parametrize("flare", [HEAD_FLARE, HEAD_FLUSH])
def test_the_hint_outline_covers_the_head_as_drawn_skirt_too(flare):
    """s39: the hint's rings went round the collar box and the pyramid alone, so round a
    flared head they cut a notch across its skirt (the skirt's rim outside them). Its
    pieces' outline along the axis is now the drawn head's, at every x."""
    from quiver.render3d.hint_outline import pyramid_triangles

    (h,) = head_instances(
        np.zeros((1, 3), np.float32), np.array([0]), np.ones((1, 3)), np.array([7]), flare=flare
    )
    ring = pyramid_triangles(h["base"], h["axis"], h["u"], h["v"])["p"].reshape(-1, 3, 3)
    xs = np.arange(-0.2, 1.0 + HEAD_REACH, STEP)
    drawn = _outline(_drawn_triangles(flare), xs)
    np.testing.assert_allclose(_outline(ring, xs), drawn, atol=1e-4)


def test_the_hint_outline_takes_each_head_as_the_board_draws_it(ctx):
    """A head pointing into a cube is drawn flush (HEAD_FLUSH: a blocked arrow's, a
    two-headed arrow's other head): the outline took every head flared, a ring standing
    off such a head; it now takes the board's own heads."""
    from quiver.generator import PuzzleSpec, generate
    from quiver.render3d.hint_outline import pyramid_triangles
    from quiver.render3d.renderer import BoardRenderer

    board = generate(PuzzleSpec("3d", "cube", 3, None, "easy", 3))
    renderer = BoardRenderer(ctx, board)
    try:
        renderer.sync()
        heads = renderer._heads_at_rest
        flares = np.linalg.norm(heads["u"], axis=1)
        assert np.isclose(flares, HEAD_FLUSH).any() and np.isclose(flares, HEAD_FLARE).any()
        for i in sorted(board.alive):
            own = heads[heads["arrow"] == i]
            want = pyramid_triangles(own["base"], own["axis"], own["u"], own["v"])["p"]
            got = renderer.outline_triangles(i)["p"][-len(want) :]
            np.testing.assert_allclose(got, want)
    finally:
        renderer.release()
