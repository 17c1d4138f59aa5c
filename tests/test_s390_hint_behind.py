"""What the shape hides of a hinted arrow reads as behind it, as a hidden aim line, hovered
head and hit blocker do since s378 (s390): its see-through was drawn solid, in its own
colour, and its rings solid round an arrow on the far side. Now the see-through is in
diagonal stripes (`hatch_px` apart) and the rings of a hint that hardly shows are dashed;
a hint in sight keeps solid rings. In 3D and Flat 3D alike."""

from __future__ import annotations

import numpy as np
import pytest
from puzzle_codes import GV
from test_s378_behind_marks import _stripes  # (changed pixels on the stripes, between them)

pytest.importorskip("moderngl")

FLAT = f"flat-cube-3x3x3-8-medium-3794952919902122453-g{GV}"  # s376's level 1
SPHERE = f"3d-sphere-9x9x9-60-hard-3-g{GV}"
W, H = 960, 720


def _frames(code, rings=True, **looks):
    """{name: (H, W, 3) int pixels} of `code`'s home view, each with the render kwargs
    `looks[name]`; `rings` False: the hint's rings left out (its see-through alone)."""
    from quiver.game.code import PuzzleSpec, generate_board
    from quiver.render3d.camera import board_camera
    from quiver.render3d.flat_renderer import FlatRenderer, flat_camera
    from quiver.render3d.headless import Offscreen, standalone_context
    from quiver.render3d.renderer import BoardRenderer

    board = generate_board(PuzzleSpec.parse(code))
    flat = code.startswith("flat")
    ctx = standalone_context()
    cam = flat_camera(board) if flat else board_camera(board, None, None)
    target = Offscreen(ctx, W, H, 4)
    r = (FlatRenderer if flat else BoardRenderer)(ctx, board)
    if not rings:
        r.outline.draw = lambda *a, **k: 0
    out = {}
    try:
        for name, kw in looks.items():
            target.use()
            target.target.clear(0.0, 0.0, 0.0, 1.0, depth=1.0)
            r.render(cam, W, H, **kw)
            out[name] = target.read().astype(int)
    finally:
        r.release()
        target.release()
    return out


@pytest.mark.slow
@pytest.mark.parametrize("code,arrow", [(FLAT, 5), (SPHERE, 0)])
def test_a_hidden_hint_shows_through_in_stripes(code, arrow):
    """Flat's arrow 5 lies on a face turned away, the sphere's arrow 0 inside it behind
    the blue arrows: hinted, what hides them shows them in stripes."""
    from quiver.render3d.blocker_marks import hatch_px

    f = _frames(code, rings=False, plain={}, hint={"hint": arrow, "hint_amt": 1.0})
    changed = np.abs(f["hint"] - f["plain"]).max(2) > 30
    on, gap = _stripes(changed, hatch_px(H))
    assert on > 300, "the hint's see-through is not drawn"
    assert gap < 0.25 * on, f"solid, not striped: {on} changed on the stripes, {gap} between"


@pytest.mark.slow
@pytest.mark.parametrize("code,arrow", [(FLAT, 5), (SPHERE, 0)])
def test_a_hint_behind_the_shape_has_dashed_rings(code, arrow):
    from quiver.render3d.blocker_marks import hatch_px

    f = _frames(code, plain={}, hint={"hint": arrow, "hint_amt": 0.0})
    dark = (f["hint"].max(2) < 45) & (f["plain"].max(2) >= 45)  # the rings' dark lines
    on, gap = _stripes(dark, 1.6 * hatch_px(H))
    assert on > 100 and gap < 0.2 * on, f"solid rings: {on} dark on the dashes, {gap} between"


@pytest.mark.slow
def test_a_hint_in_sight_keeps_solid_rings():
    """Flat's arrow 3, wholly in sight, hinted: solid rings (dashes say behind), and
    nothing shows through."""
    from quiver.render3d.blocker_marks import hatch_px

    f = _frames(FLAT, plain={}, hint={"hint": 3, "hint_amt": 0.0})
    dark = (f["hint"].max(2) < 45) & (f["plain"].max(2) >= 45)
    on, gap = _stripes(dark, 1.6 * hatch_px(H))
    assert on > 100 and gap > 0.6 * on


@pytest.mark.slow
def test_the_count_is_made_once_a_view(monkeypatch):
    """How much of the hint shows is counted on its own passes, its see-through (what is
    hidden) and the repaint after it (what shows): no pass more, and a query read (it waits
    for the GPU) once a view, not again each frame while the view stays."""
    from quiver.game.code import PuzzleSpec, generate_board
    from quiver.render3d import renderer_base
    from quiver.render3d.flat_renderer import FlatRenderer, flat_camera
    from quiver.render3d.headless import Offscreen, standalone_context

    reads = []
    real = renderer_base.counted
    monkeypatch.setattr(renderer_base, "counted", lambda r, draw: reads.append(1) or real(r, draw))
    board = generate_board(PuzzleSpec.parse(FLAT))
    ctx = standalone_context()
    cam, target = flat_camera(board), Offscreen(ctx, W, H, 4)
    r = FlatRenderer(ctx, board)
    calls, counts = [], []
    try:
        target.use()
        for k in range(4):
            if k == 3:
                cam.rotate_local(0.3, 0.0)
            calls.append(r.render(cam, W, H, hint=5))
            counts.append(len(reads))
        plain = r.render(cam, W, H)
    finally:
        r.release()
        target.release()
    assert counts == [2, 2, 2, 4]
    assert len(set(calls)) == 1 and calls[0] == plain + 6  # (its see-through, repaint, outline's four)
