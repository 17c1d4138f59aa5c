"""What the Flat block (or a 3D shape) hides of a blocked tap's marks reads as behind it
(s378; s376's stranger: the aim line's impact mark, drawn through the block, stood on an
empty cell in sight, and a hidden blocker's red ghost, rings and 2D ring lay solid over
the visible arrow in front of it, which was taken for the blocker). The hidden parts are
now drawn in diagonal stripes (the shaders' `hatch`, `hatch_px` apart), the rings of a
blocker that hardly shows and the 2D ray and ring over a hidden one dashed."""

from __future__ import annotations

import numpy as np
import pytest
from puzzle_codes import GV

pygame = pytest.importorskip("pygame")

CUBE = f"flat-cube-3x3x3-8-medium-3794952919902122453-g{GV}"  # s376's level 1 (41.png, 35b.png)
W, H = 960, 720


def _frames(**looks):
    """{name: (H, W, 3) int pixels} of CUBE's home view, each with the render kwargs
    `looks[name]` (a "beam_of" arrow: its aim line)."""
    from quiver.game.code import PuzzleSpec, generate_board
    from quiver.render3d.flat_renderer import FlatRenderer, flat_camera
    from quiver.render3d.headless import Offscreen, standalone_context

    board = generate_board(PuzzleSpec.parse(CUBE))
    ctx = standalone_context()
    cam, target = flat_camera(board), Offscreen(ctx, W, H, 4)
    r = FlatRenderer(ctx, board)
    out = {}
    try:
        for name, kw in looks.items():
            kw = dict(kw)
            if "beam_of" in kw:
                kw["beam"] = r.beam(kw.pop("beam_of"))
            target.use()
            target.target.clear(0.0, 0.0, 0.0, 1.0, depth=1.0)
            r.render(cam, W, H, **kw)
            out[name] = target.read().astype(int)
    finally:
        r.release()
        target.release()
    return board, out


def _stripes(changed: np.ndarray, period: float) -> tuple[int, int]:
    """(changed pixels on the stripes, changed pixels in the gaps between them), by the
    window's pixel (x + y, y up, as gl_FragCoord) modulo the period; the stripes' edges
    (a pixel either side, blended by multisampling) left out."""
    rows, cols = np.nonzero(changed)
    phase = np.mod(cols + 0.5 + (H - 1 - rows) + 0.5, period)
    on = (phase > 1.5) & (phase < period / 2 - 1.5)
    gap = (phase > period / 2 + 1.5) & (phase < period - 1.5)
    return int(on.sum()), int(gap.sum())


@pytest.mark.slow
def test_the_aim_line_and_its_impact_behind_the_block_are_striped():
    """Arrow 2's way (41.png) runs into the block to a blocker on a face turned away:
    its impact mark, drawn through the block, is striped, not a solid red cell."""
    from quiver.render3d.blocker_marks import hatch_px

    board, f = _frames(plain={"hover": 2}, aimed={"hover": 2, "beam_of": 2})
    assert board.first_blocker(2) is not None
    changed = np.abs(f["aimed"] - f["plain"]).max(2) > 40
    on, gap = _stripes(changed, hatch_px(H))
    assert on > 150, "the aim line's hidden part is not drawn"
    assert gap < 0.15 * on, f"solid, not striped: {on} changed on the stripes, {gap} between"


@pytest.mark.slow
def test_a_hidden_blocker_is_striped_and_its_rings_dashed():
    """Arrow 0 lies mostly on the faces turned away, behind the orange arrow (35b.png):
    hit, its ghost is striped where the block hides it and its rings are dashed."""
    from quiver.render3d.blocker_marks import hatch_px

    _board, f = _frames(plain={}, hit={"flash": (0, 1.0)}, lit={"hover": 0})
    plain, hit = f["plain"], f["hit"]
    shows = np.abs(f["lit"] - plain).max(2) > 0  # (what shows of it: lit by the hover)
    shows = np.pad(shows, 3)  # (and a few pixels round it: its rim)
    shows = np.any([np.roll(np.roll(shows, dy, 0), dx, 1) for dy in range(-3, 4) for dx in range(-3, 4)], 0)
    red = (np.abs(hit - plain).max(2) > 30) & ~shows[3:-3, 3:-3] & (hit.max(2) >= 45)  # (its ghost)
    on, gap = _stripes(red, hatch_px(H))
    assert on > 400 and gap < 0.5 * on, f"a solid ghost: {on} red on the stripes, {gap} between"
    dark = (hit.max(2) < 45) & (plain.max(2) >= 45)  # the rings' dark lines
    on, gap = _stripes(dark, 1.6 * hatch_px(H))
    assert on > 100 and gap < 0.2 * on, f"solid rings: {on} dark on the dashes, {gap} between"


@pytest.mark.slow
def test_a_blocker_in_sight_keeps_solid_rings():
    """Arrow 3, wholly in sight, hit: its rings stay solid (dashes say behind)."""
    from quiver.render3d.blocker_marks import hatch_px

    _board, f = _frames(plain={}, hit={"flash": (3, 1.0)})
    dark = (f["hit"].max(2) < 45) & (f["plain"].max(2) >= 45)
    on, gap = _stripes(dark, 1.6 * hatch_px(H))
    assert on > 100 and gap > 0.6 * on


def test_the_2d_ray_and_ring_over_a_hidden_blocker_are_dashed(monkeypatch):
    """Fired, arrow 2 bounces off arrow 0 on a face turned away: the pixel of the hit
    shows another arrow, so the ray and the ring are dashed; a blocker in sight at its
    hit keeps them solid (another board's)."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from gl_helpers import play_scene

    scene = play_scene(CUBE, (960, 720))
    scene.ctl.fire(2)
    ray = next(f for f in scene.fx.items if f.kind == "ray")
    mark = next(f for f in scene.fx.items if f.kind == "mark")
    assert ray.behind and mark.behind
    seen = {True: 0, False: 0}
    scene = play_scene(f"flat-cube-4x4x4-20-hard-3-g{GV}", (960, 720))
    b = scene.board
    for i in [i for i in sorted(b.alive) if b.first_blocker(i) is not None]:
        hit = b.first_blocker(i)
        from types import SimpleNamespace

        res = SimpleNamespace(arrow=i, end=0, cell=hit.cell, blocker=hit.arrow)
        impact = scene.where.cell(hit.cell)
        pick = scene.ctl.pick(impact)
        behind = scene.where.behind(res, impact)
        assert behind == (pick is None or pick.arrow != hit.arrow)
        seen[behind] += 1
    assert seen[True] and seen[False]


def test_dashes_leave_gaps():
    """fx_behind's dashed line and cut ring: paint where the solid one paints, with gaps."""
    from quiver.render2d.fx_behind import cut_ring, dashed_line

    solid, dashed = (pygame.Surface((200, 200), pygame.SRCALPHA) for _ in range(2))
    pygame.draw.line(solid, (255, 0, 0, 255), (10, 100), (190, 100), 4)
    dashed_line(dashed, (255, 0, 0, 255), (10, 100), (190, 100), 4, 1.0)
    a, b = (pygame.surfarray.pixels_alpha(s).astype(bool) for s in (solid, dashed))
    assert not (b & ~a).any() and 0.4 * a.sum() < b.sum() < 0.8 * a.sum()
    ring = pygame.Surface((100, 100), pygame.SRCALPHA)
    pygame.draw.circle(ring, (255, 0, 0, 255), (50, 50), 30, 5)
    pygame.draw.line(ring, (255, 0, 0, 255), (44, 44), (56, 56), 4)
    full = pygame.surfarray.pixels_alpha(ring).astype(bool).copy()
    cut_ring(ring, (50, 50), 40, 12)
    kept = pygame.surfarray.pixels_alpha(ring).astype(bool)
    assert 0.4 * full.sum() < kept.sum() < 0.9 * full.sum()
    assert kept[44:57, 44:57].sum() == full[44:57, 44:57].sum()  # (the cross kept)


@pytest.mark.parametrize("code", [CUBE, f"3d-cube-5x5x5-40-hard-3-g{GV}"])
def test_a_drag_turns_alike_wherever_it_starts(monkeypatch, code):
    """s376's stranger felt a drag near the block's lower edge spin it about the line of
    sight (47.png). The rule is a turntable (camera_moves.rotate_local): a drag turns the
    view by its own length, never by where it starts (no arcball), and never rolls it; the
    tilt in 47.png is the perspective of a view from a little above. Flat and 3D alike."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from gl_helpers import play_scene
    from pyglm import glm

    turned = set()
    for start in ((480, 360), (480, 640), (150, 640), (800, 120)):
        scene = play_scene(code, (960, 720))
        inp, cam = scene.ctl.input, scene.ctl.camera
        inp.press(start)
        for k in range(1, 11):
            inp.motion((start[0] + 12 * k, start[1] + 2 * k))
        inp.release((start[0] + 120, start[1] + 20))
        assert abs((cam.rot * glm.vec3(1, 0, 0)).y) < 1e-6  # (no roll: the horizon level)
        turned.add(tuple(round(a, 6) for a in cam.angles()))
    assert len(turned) == 1
