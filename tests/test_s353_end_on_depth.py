"""A blocked tap seen end-on in 3D and Flat 3D (s353): the arrow flew straight away from
the camera or straight at it, its ray a dot or a stub, and a stranger could not tell the
blocker stood behind the tapped arrow or in front of it, nor find its ring in a dense
solid. End-on, a dotted arc bowed off the ray joins the tapped arrow to the blocker, a
halo closes in on the blocker's ring, and a toast names it ("Blocked by the arrow behind
it"); seen from the side, none of them."""

from __future__ import annotations

import math

import pytest
from puzzle_codes import GV

pygame = pytest.importorskip("pygame")
glm = pytest.importorskip("pyglm").glm

CUBE = f"3d-cube-5x5x5-40-hard-3-g{GV}"


def _scene(code: str = CUBE, settings=None):
    from quiver.app import App
    from quiver.game.code import PuzzleSpec, generate_board
    from quiver.scenes.play3d import Play3DScene
    from quiver.scenes.playflat import PlayFlatScene

    board = generate_board(PuzzleSpec.parse(code))
    app = App((800, 600), window=False, sound=False, clock=lambda: 0.0)
    if settings:
        app.midend.settings = app.midend.settings.__class__(**{**vars(app.midend.settings), **settings})
    scene = PlayFlatScene if code.startswith("flat") else Play3DScene
    return scene(app.ports, board.copy(), None, None, hearts=3)


def _blocked(scene):
    b = scene.board
    return [(i, b.first_blocker(i)) for i in sorted(b.alive) if not b.can_escape(i) and b.first_blocker(i)]


def _look_along(scene, i: int, sign: float) -> None:
    """Turn the camera to look along arrow i's flight (sign -1: it flies away from the
    eye; +1: at it), a hair off the axis."""
    from quiver.engine.geometry import VEC3
    from quiver.render3d.orient import look_rotation

    d = VEC3[scene.board.direction(i)]
    up = glm.vec3(0, 1, 0) if d[1] == 0 else glm.vec3(0, 0, 1)
    scene.ctl.camera.rot = look_rotation(sign * glm.vec3(*d) + glm.vec3(1e-4, 2e-4, 3e-4), up)


def _said(scene) -> list[str]:
    from quiver.scenes.blocked_depth import BEHIND, FRONT

    return [t for t, _ in (BEHIND, FRONT) if scene.feedback.showing(t)]


def _red_round(scene, centre, lo: float, hi: float) -> int:
    """Pixels of the blocked red (fx.MARK, near enough) drawn by the effects between `lo`
    and `hi` px of `centre`: outside the ring's own (20 px and its rim)."""
    from quiver.render2d.fx import MARK

    surface = pygame.Surface(scene.size, pygame.SRCALPHA)
    scene.fx.area = None
    scene.fx.draw(surface)
    cx, cy = centre
    count = 0
    for y in range(max(0, int(cy - hi)), min(scene.size[1], int(cy + hi) + 1)):
        for x in range(max(0, int(cx - hi)), min(scene.size[0], int(cx + hi) + 1)):
            if lo <= math.hypot(x - cx, y - cy) <= hi:
                r, g, b, a = surface.get_at((x, y))
                if a > 200 and abs(r - MARK[0]) + abs(g - MARK[1]) + abs(b - MARK[2]) < 60:
                    count += 1
    return count


def _fire_end_on(scene, sign: float):
    """Fire the first blocked arrow seen end-on (sign as `_look_along`) whose tap the
    player could make (away: its head in sight; at the eye: its hit blocker in sight);
    (arrow, its hit)."""
    from quiver.scenes.blocked_depth import depth_of

    for i, hit in _blocked(scene):
        _look_along(scene, i, sign)
        if sign < 0 and not scene.where.visible(i):
            continue
        pick = scene.ctl.pick(scene.where.cell(hit.cell))
        if sign > 0 and (pick is None or pick.arrow != hit.arrow):
            continue
        res = type("R", (), {"arrow": i, "end": 0, "cell": hit.cell, "blocker": hit.arrow})()
        assert depth_of(scene, res) == ("behind" if sign < 0 else "front")
        scene.ctl.fire(i)
        return i, hit
    pytest.fail("no blocked arrow to see end-on")


@pytest.mark.parametrize(("sign", "depth"), [(-1.0, "behind"), (1.0, "front")])
def test_end_on_the_cues_show_and_the_toast_names_the_side(monkeypatch, sign, depth):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.scenes.blocked_depth import BEHIND, FRONT

    scene = _scene()
    _fire_end_on(scene, sign)
    cues = [f for f in scene.fx.items if f.kind == "depth"]
    assert len(cues) == 1 and cues[0].text == depth
    assert _said(scene) == [(BEHIND if depth == "behind" else FRONT)[0]]
    ring = next(f for f in scene.fx.items if f.kind == "mark").pos
    assert cues[0].end == ring  # (the halo round the blocker's ring)
    k = scene.fx.scale
    shown = _red_round(scene, ring, 30 * k, 80 * k)
    scene.fx.drop("depth")  # (the ray runs through there too: what the cue adds)
    assert shown - _red_round(scene, ring, 30 * k, 80 * k) > 60  # (the halo and the arc, off the ring)


def test_seen_from_the_side_no_cue_and_no_toast(monkeypatch):
    """The home view: every blocked arrow whose head shows, fired one at a time (hearts
    given back), its ray a line: no arc, no halo, no toast."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.scenes.blocked_depth import depth_of

    scene, fired = _scene(), 0
    for i, hit in _blocked(scene):
        res = type("R", (), {"arrow": i, "end": 0, "cell": hit.cell, "blocker": hit.arrow})()
        if not scene.where.visible(i) or depth_of(scene, res) is not None:
            continue
        head, impact = scene.where.head(i), scene.where.cell(hit.cell)
        assert math.dist(head, impact) > 10  # (seen from the side: a ray, not a dot)
        scene.session.hearts = 3
        scene.ctl.fire(i)
        assert "mark" in scene.fx.kinds() and "depth" not in scene.fx.kinds()
        fired += 1
    assert fired and not _said(scene)


def test_flat_end_on_is_named_too(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    scene = _scene(f"flat-cube-4x4x4-20-hard-3-g{GV}")
    _fire_end_on(scene, -1.0)
    assert "depth" in scene.fx.kinds() and _said(scene)


def test_the_cue_goes_when_the_view_turns(monkeypatch):
    """Marks at window pixels go once the view moves off them (play3d_marks): the arc and
    the halo with the ray and the ring."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.scenes.play3d_marks import pose_of

    scene = _scene()
    _fire_end_on(scene, -1.0)
    cam = scene.ctl.camera
    scene.marks.update(scene.fx, pose_of(cam, scene.size), cam.radius)
    assert "depth" in scene.fx.kinds()
    cam.rot = glm.angleAxis(math.radians(10), glm.vec3(0, 1, 0)) * cam.rot
    scene.marks.update(scene.fx, pose_of(cam, scene.size), cam.radius)
    assert not {"ray", "mark", "depth"} & scene.fx.kinds()


def test_the_halo_closes_in_with_motion_and_stands_still_without():
    from quiver.render2d.fx_depth import HALO, halo_radius

    moving = [halo_radius(u, True, 1.0) for u in (0.0, 0.1, 0.2, 0.6)]
    assert moving[0] > moving[1] > moving[2] == moving[3] == HALO * 20
    assert {halo_radius(u, False, 1.0) for u in (0.0, 0.1, 0.5, 0.9)} == {HALO * 20}


def test_the_arc_bows_off_the_ray_and_its_dots_shrink_into_the_depth():
    from quiver.render2d.fx_depth import arc_points, dot_size

    p0, p1 = (100.0, 300.0), (100.0, 270.0)  # (a stub of a ray, straight up)
    dots = arc_points(p0, p1, 1.0, 24.0)
    assert len(dots) >= 6
    assert max(x for x, _, _ in dots) - 100.0 > 50  # (well off the ray's line, past the halo)
    assert all(math.dist((x, y), p1) > 24.0 for x, y, _ in dots)
    behind = [dot_size(t, "behind", 1.0) for _, _, t in dots]
    front = [dot_size(t, "front", 1.0) for _, _, t in dots]
    assert behind == sorted(behind, reverse=True) and front == sorted(front) and behind[0] > behind[-1]
    assert arc_points(p0, (101.0, 301.0), 1.0, 24.0) == []  # (a dot: the halo alone)


def test_the_arc_bows_toward_the_window_middle_so_no_bar_cuts_it():
    from quiver.render2d.fx_depth import arc_points

    near_top = (300.0, 40.0), (340.0, 40.0)  # (a ray along the top bar)
    down = arc_points(*near_top, 1.0, 24.0, toward=(320, 240))
    assert min(y for _, y, _ in down) >= 40.0 - 1 and max(y for _, y, _ in down) > 80
    near_left = (30.0, 200.0), (30.0, 240.0)  # (straight down along the left edge)
    right = arc_points(*near_left, 1.0, 24.0, toward=(320, 240))
    assert min(x for x, _, _ in right) >= 30.0 - 1 and max(x for x, _, _ in right) > 70
    near_right = (610.0, 200.0), (610.0, 240.0)
    left = arc_points(*near_right, 1.0, 24.0, toward=(320, 240))
    assert max(x for x, _, _ in left) <= 610.0 + 1 and min(x for x, _, _ in left) < 570
