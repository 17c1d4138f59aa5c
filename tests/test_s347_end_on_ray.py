"""A blocked tap whose arrow flies straight away from the camera (s347): its ray, head to
hit, was a dot under the ring, and only the blocker's red outline said what blocked it.
End-on, the ring moves to where the blocker shows (or its red shows through what hides
it), so the ray runs from the tapped arrow to the blocker; at an ordinary angle the marks
stand where they did."""

from __future__ import annotations

import math
from types import SimpleNamespace

import pytest
from puzzle_codes import GV

pygame = pytest.importorskip("pygame")
glm = pytest.importorskip("pyglm").glm


def _scene(code: str = f"3d-cube-5x5x5-40-hard-3-g{GV}"):
    from quiver.app import App
    from quiver.game.code import PuzzleSpec, generate_board
    from quiver.scenes.play3d import Play3DScene
    from quiver.scenes.playflat import PlayFlatScene

    board = generate_board(PuzzleSpec.parse(code))
    app = App((800, 600), window=False, sound=False, clock=lambda: 0.0)
    scene = PlayFlatScene if code.startswith("flat") else Play3DScene
    return scene(app.ports, board.copy(), None, None, hearts=3)


def _blocked(scene):
    """(arrow, its hit) of each blocked arrow."""
    b = scene.board
    return [(i, b.first_blocker(i)) for i in sorted(b.alive) if not b.can_escape(i) and b.first_blocker(i)]


def _marks(scene, i, hit):
    res = SimpleNamespace(arrow=i, end=0, blocker=hit.arrow, cell=hit.cell)
    head, impact = scene.where.head(i), scene.where.cell(hit.cell)
    return head, impact, scene.where.shown(res, head, impact)


def _looking_along(scene, sign: float):
    """Each blocked arrow and its hit, the camera turned to look along its flight (sign
    -1: it flies away from the eye; +1: at it), a hair off the axis."""
    from quiver.engine.geometry import VEC3
    from quiver.render3d.orient import look_rotation

    for i, hit in _blocked(scene):
        d = VEC3[scene.board.direction(i)]
        up = glm.vec3(0, 1, 0) if d[1] == 0 else glm.vec3(0, 0, 1)
        scene.ctl.camera.rot = look_rotation(sign * glm.vec3(*d) + glm.vec3(1e-4, 2e-4, 3e-4), up)
        yield i, hit


def test_end_on_the_ring_stands_on_the_blocker_off_the_head(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.scenes.blocked_shown import END_ON

    scene, seen = _scene(), 0
    for i, hit in _looking_along(scene, -1.0):  # (it flies away)
        if not scene.where.visible(i):
            continue
        head, impact, (head2, ring) = _marks(scene, i, hit)
        assert math.dist(head, impact) < END_ON  # (end-on: the ray a dot)
        assert head2 == head and math.dist(head, ring) >= END_ON * scene.fx.scale
        pick = scene.ctl.pick(ring)
        blocker = scene.board.arrows[hit.arrow].cells
        assert (pick is not None and pick.arrow == hit.arrow) or any(
            math.dist(ring, scene.where.cell(c)) < 1e-6 for c in blocker
        )
        seen += 1
    assert seen  # (this board has one: arrow 6 behind arrow 3)


def test_at_the_camera_the_ray_starts_where_the_tapped_arrow_shows(monkeypatch):
    """Flying at the camera, the head is hidden behind the hit (the ring on it, the dot
    under it): the ray starts on the tapped arrow's cell nearest its head that shows."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.scenes.blocked_shown import END_ON, _cell_shown, _view

    scene, seen = _scene(), 0
    for i, hit in _looking_along(scene, 1.0):  # (it flies at the eye)
        cells = scene.board.arrows[i].cells
        if scene.where.visible(i) or not any(_cell_shown(_view(scene.ctl), i, c) for c in cells):
            continue
        head, impact, (start, ring) = _marks(scene, i, hit)
        if math.dist(head, impact) >= END_ON or scene.ctl.pick(impact).arrow != hit.arrow:
            continue
        assert ring == impact and math.dist(start, ring) >= END_ON * scene.fx.scale
        assert scene.ctl.pick(start).arrow == i
        seen += 1
    assert seen  # (this board has one: arrow 14 behind arrow 16)


def test_at_an_ordinary_angle_the_marks_stand_where_they_did(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    scene = _scene()
    long = 0
    for i, hit in _blocked(scene):
        if not scene.where.visible(i):
            continue
        head, impact, shown = _marks(scene, i, hit)
        if math.dist(head, impact) >= 24 and scene.where.band().collidepoint(impact):
            assert shown == (head, impact)
            long += 1
    assert long


def test_flat_a_hidden_blocker_leaves_the_ring_where_it_was(monkeypatch):
    """Flat 3D: a blocker on a face seen edge-on shows nowhere (its cells lie on the edge,
    over the tapped arrow's own face): the ring stays on the hit, not on the tapped arrow."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    scene, seen = _scene(f"flat-cube-4x4x4-20-hard-3-g{GV}"), 0
    for i, hit in _looking_along(scene, -1.0):
        if not scene.where.visible(i):
            continue
        head, impact, shown = _marks(scene, i, hit)
        pick = scene.ctl.pick(shown[1])
        assert shown == (head, impact) or (pick is not None and pick.arrow == hit.arrow)
        seen += 1
    assert seen
