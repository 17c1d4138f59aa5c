"""A blocked tap, end-on at the eye, of an arrow wholly hidden behind its blocker (s375):
its head lay under the blocker's ring and no cell of it showed, so the ray stayed a dot
and the arc from the tapped arrow to the blocker (s353) was left out: the halo and the
toast alone. Now the ray starts where the tapped arrow lies (lit, it shows through once
back from its bounce), and where even that is under the ring (lying straight along the
line of sight) the arc loops out of the ring from where its head would be."""

from __future__ import annotations

import math
from types import SimpleNamespace

import pytest
from puzzle_codes import GV

pygame = pytest.importorskip("pygame")
glm = pytest.importorskip("pyglm").glm

CUBE = f"3d-cube-5x5x5-40-hard-3-g{GV}"
FLAT = f"flat-cube-4x4x4-20-hard-3-g{GV}"


def _scene(code: str):
    from quiver.app import App
    from quiver.game.code import PuzzleSpec, generate_board
    from quiver.scenes.play3d import Play3DScene
    from quiver.scenes.playflat import PlayFlatScene

    board = generate_board(PuzzleSpec.parse(code))
    app = App((800, 600), window=False, sound=False, clock=lambda: 0.0)
    scene = PlayFlatScene if code.startswith("flat") else Play3DScene
    return scene(app.ports, board.copy(), None, None, hearts=3)


def _hidden_at_the_eye(scene):
    """Each blocked arrow wholly hidden with the camera looking along its flight at the eye,
    the camera left so; (arrow, its hit)."""
    from quiver.engine.geometry import VEC3
    from quiver.render3d.orient import look_rotation
    from quiver.scenes.blocked_depth import depth_of
    from quiver.scenes.blocked_shown import _cell_shown, _view

    b = scene.board
    for i in [i for i in sorted(b.alive) if not b.can_escape(i) and b.first_blocker(i)]:
        hit = b.first_blocker(i)
        d = VEC3[b.direction(i)]
        up = glm.vec3(0, 1, 0) if d[1] == 0 else glm.vec3(0, 0, 1)
        scene.ctl.camera.rot = look_rotation(glm.vec3(*d) + glm.vec3(1e-4, 2e-4, 3e-4), up)
        view = _view(scene.ctl)
        if any(_cell_shown(view, i, c) is not None for c in b.arrows[i].cells):
            continue
        res = SimpleNamespace(arrow=i, end=0, cell=hit.cell, blocker=hit.arrow)
        if depth_of(scene, res) == "front":
            yield i, hit


@pytest.mark.parametrize("code", [CUBE, FLAT])
def test_a_wholly_hidden_arrow_blocked_at_the_eye_draws_the_arc(monkeypatch, code):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.render2d.fx_depth import arc_points
    from quiver.scenes.blocked_shown import END_ON

    scene, seen = _scene(code), 0
    for i, _hit in _hidden_at_the_eye(scene):
        scene.fx.items.clear()
        scene.session.hearts = 3
        scene.ctl.fire(i)
        cue = next(f for f in scene.fx.items if f.kind == "depth")
        k = scene.fx.scale
        assert math.dist(cue.pos, cue.end) >= END_ON * k - 1e-6  # (off the ring: a real arc)
        dots = arc_points(cue.pos, cue.end, k, 24.0 * k, (400, 300))
        assert len(dots) >= 5
        assert max(math.dist(p[:2], cue.end) for p in dots) > 50 * k  # (out past the halo)
        seen += 1
    assert seen >= (10 if code == CUBE else 5)


def test_the_ray_starts_where_the_hidden_arrow_lies(monkeypatch):
    """Not a dot: the ray runs from the tapped arrow (its head, or a cell of it: it lies
    there, hidden) to the ring on the blocker."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.scenes.blocked_shown import END_ON

    scene, moved, dots = _scene(CUBE), 0, 0
    for i, hit in _hidden_at_the_eye(scene):
        res = SimpleNamespace(arrow=i, end=0, cell=hit.cell, blocker=hit.arrow)
        head, impact = scene.where.head(i), scene.where.cell(hit.cell)
        start, ring = scene.where.shown(res, head, impact)
        if math.dist(start, ring) < END_ON:
            dots += 1  # (straight along the line of sight: the arc alone, the test above)
            continue
        cells = [head] + [scene.where.cell(c) for c in scene.board.arrows[i].cells]
        assert min(math.dist(start, c) for c in cells) < 1e-6  # (its head, the ring moved, or a cell)
        moved += 1
    assert moved >= 10 and dots <= 2  # (this board: arrow 22 behind arrow 25 alone)


def test_straight_along_the_sight_the_arc_starts_from_where_the_head_lies():
    """The head a few pixels off the ring: the arc starts END_ON off it that way; right on
    it, away from the window's middle (the arc then bows back toward the middle)."""
    from quiver.scenes.blocked_depth import _arc_from
    from quiver.scenes.blocked_shown import END_ON

    scene = SimpleNamespace(fx=SimpleNamespace(scale=1.0), size=(800, 600))
    x, y = _arc_from(scene, (303.0, 204.0), (300.0, 200.0))
    assert (x, y) == pytest.approx((300 + 0.6 * END_ON, 200 + 0.8 * END_ON))
    x, y = _arc_from(scene, (200.0, 300.0), (200.0, 300.0))
    assert (x, y) == pytest.approx((200 - END_ON, 300))
    assert _arc_from(scene, (340.0, 200.0), (300.0, 200.0)) == (340.0, 200.0)  # (a ray: as it was)
