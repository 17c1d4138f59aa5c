"""Found playing the 3D and Flat-3D modes as a stranger (sq3's round): each test failed
before its fix."""

from __future__ import annotations

import math

import pytest

_BOARDS: dict = {}


def _board(mode: str, shape: str, size: int, specials: str = "none", seed: int = 7):
    """A board (built once per test run)."""
    key = (mode, shape, size, specials, seed)
    if key not in _BOARDS:
        from quiver.generator import PuzzleSpec, generate

        _BOARDS[key] = generate(PuzzleSpec(mode, shape, size, None, "hard", seed, specials=specials))
    return _BOARDS[key]


@pytest.fixture
def open_board(monkeypatch, tmp_path):
    """`open_board(board, shape, size)`: the real game at that window size, playing it."""
    from app_helpers import board_opener

    with board_opener(monkeypatch, tmp_path) as go:
        yield go


def _second_head_point(board, i: int) -> tuple[float, float, float]:
    """The world point of a two-headed arrow's second head (its first cell), worked out
    here from the board alone: the 3D head cube's face toward `dir2`, or the Flat face
    cell's centre."""
    from quiver.engine.geometry import VEC3

    a = board.arrows[i]
    c = board.space.coord(a.cells[0])
    if board.space.mode == "flat":
        x, y, z, n = c
        return tuple(v + 0.5 + 0.5 * d for v, d in zip((x, y, z), VEC3[n], strict=True))
    return tuple(v + 0.5 + 0.5 * d for v, d in zip(c, VEC3[a.dir2], strict=True))


def _dist(p, q) -> float:
    return math.hypot(p[0] - q[0], p[1] - q[1])


def effects(app, play, kind: str, what: str) -> list:
    """Step the app until the play scene shows effects of `kind` (at most 120 frames,
    failing with `what`): those effects."""
    from app_helpers import run_until

    run_until(app, lambda: any(f.kind == kind for f in play.fx.items), 120, what=what)
    return [f for f in play.fx.items if f.kind == kind]


# -- a two-headed arrow fired by its second head: the effects start at that head ------------------
@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize(("mode", "shape", "size"), [("3d", "cube", 7), ("flat", "cube", 6)])
def test_a_second_heads_blocked_ray_starts_at_that_head(open_board, mode, shape, size):
    """A two-headed arrow tapped at its second head and blocked there: the red ray ran
    from the *other* head, diagonally across the shape to the blocker (the 3D views
    placed every effect at the first head, whichever end was fired)."""
    board = _board(mode, shape, size, "many")
    app, play = open_board(board, shape)
    b = play.board
    two = [i for i in sorted(b.alive) if b.arrows[i].dir2 is not None and b.first_blocker(i, 1)]
    two = [i for i in two if b.locks[i] is None]  # a shut lock flashes instead of a ray
    assert two, "the board has no blocked second head"
    i = two[0]
    play.ctl.fire(i, 1)  # what a tap on that head does (end_for_cell)
    rays = effects(app, play, "ray", "no ray for the blocked shot")  # when the head meets the blocker
    cam = play.ctl.camera
    want = cam.project(_second_head_point(b, i), *app.size)
    first = play.arrow_pixel(i)
    assert _dist(rays[0].pos, want) < 2, (
        f"{mode}: the ray starts at {rays[0].pos}, the fired head is at {want[:2]} (the other head: {first})"
    )


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize(("mode", "shape", "size"), [("3d", "cube", 7), ("flat", "cube", 6)])
def test_a_second_head_that_leaves_trails_from_that_head(open_board, mode, shape, size):
    """The streak and the burst of a two-headed arrow that leaves by its second head
    start there and go its way (they went from the first head, along its direction)."""
    from quiver.engine.geometry import VEC3

    board = _board(mode, shape, size, "many")
    app, play = open_board(board, shape)
    b = play.board
    i = next(
        (
            i
            for i in sorted(b.alive)
            if b.arrows[i].dir2 is not None and b.locks[i] is None and b.free_end(i) == 1
        ),
        None,
    )
    if i is None:  # clear the way of one: fire what stands on its second head's ray
        i = next(i for i in sorted(b.alive) if b.arrows[i].dir2 is not None and b.locks[i] is None)
        while b.first_blocker(i, 1) is not None:
            b.remove(b.first_blocker(i, 1).arrow)
    play.ctl.fire(i, 1)
    trails = effects(app, play, "trail", "no trail for the arrow that left")
    cam = play.ctl.camera
    start = _second_head_point(b, i)
    want = cam.project(start, *app.size)
    assert _dist(trails[0].pos, want) < 2, (
        f"{mode}: the trail starts at {trails[0].pos}, the head is at {want[:2]}"
    )
    # and it runs the second head's way on screen
    ahead = cam.project(
        tuple(p + 2 * d for p, d in zip(start, VEC3[b.arrows[i].dir2], strict=True)), *app.size
    )
    sx, sy = trails[0].end[0] - trails[0].pos[0], trails[0].end[1] - trails[0].pos[1]
    ax, ay = ahead[0] - want[0], ahead[1] - want[1]
    if math.hypot(ax, ay) > 4:  # not end-on
        assert sx * ax + sy * ay > 0, (
            f"{mode}: the trail runs ({sx:.0f}, {sy:.0f}), the head flies ({ax:.0f}, {ay:.0f})"
        )


# -- H turns the view to where the hinted arrow can be tapped ------------------------------------
W, H = 1280, 800


def _hidden_hints(mode: str, shape: str, size: int, seed: int) -> list[str]:
    """Play a board by its hints alone, as a player pressing H and tapping the glowing
    head: after each hint's turn, the pixel of the hinted head's front face must pick the
    hinted arrow. Returns the hints where it picked another arrow or nothing."""
    from quiver.engine.geometry import VEC3
    from quiver.game.session import Session
    from quiver.render3d.controller import BoardController, hinted_head

    board = _board(mode, shape, size, seed=seed)
    session = Session(board.copy())
    ctl = BoardController(session, (W, H))
    ctl.fit_between(70, H - 70)
    b, hidden = session.board, []
    while b.alive:
        i = session.hint(ctl.can_show)  # as the play scene asks (Where3D.can_show)
        ctl.point_at(i)
        ctl.camera.update(10.0)  # the turn's end
        cell, d = hinted_head(b, i)
        face = tuple(c + 0.5 + 0.5 * v for c, v in zip(b.space.coord(cell), VEC3[d], strict=True))
        x, y, _ = ctl.camera.project(face, W, H)
        p = ctl.pick((x, y))
        if p is None or p.arrow != i:
            hidden.append(
                f"hint {i} after {len(b.arrows) - len(b.alive)} moves: the tap picks {p and p.arrow}"
            )
        assert session.fire(i).left
    return hidden


@pytest.mark.parametrize(("shape", "size", "seed"), [("cube", 7, 0), ("sphere", 9, 1), ("torus", 9, 2)])
def test_after_a_hint_the_glowing_head_is_the_arrow_a_tap_there_fires(shape, size, seed):
    """3D, H: the view turned to the hinted arrow, which glows through what hides it,
    but about one hint in ten (cube 7: 24 of 207) left its head behind other arrows, so
    a tap on the glow fired the arrow in front (a heart, when that one was blocked).
    Every hint's head is now in plain sight after the turn."""
    hidden = _hidden_hints("3d", shape, size, seed)
    assert not hidden, f"3d {shape} {size} seed {seed}: {len(hidden)} hints hidden: {hidden[:4]}"


# seed 3 (six hidden hints before the fix) first; seed 0 (one) and the rest of the first 9, where
# the fix counted 11 hidden hints before it (each a whole board played by its hints: 1.5-2 s). All
# in the slow tier since s386 (conftest.SLOW_TESTS: seed 3 alone was 1.2 s of the fast tier's CPU;
# the fast tier keeps the hint check on cube 7 above). Seeds 9-23 (not run before the fix, none
# has hidden one since) left the slow tier in s351: 15 whole boards, ~25 CPU-s.
SPHERE_SEEDS = [3] + [s for s in range(9) if s != 3]


@pytest.mark.parametrize("seed", SPHERE_SEEDS)
def test_a_hint_on_sphere_13_shows_a_head_the_player_can_see(seed):
    """3D sphere 13: about one hint in 238 (seed 0: hint 106 after 73 moves; seed 3: six)
    was an arrow whose head stands at the bottom of a shaft that only a view from
    straight above reaches, steeper than the turntable goes: the view turned along its
    flight line and the head stayed hidden. A hint passes over a head no view shows
    (render3d/hint_view.py), for the next best free arrow."""
    hidden = _hidden_hints("3d", "sphere", 13, seed)
    assert not hidden, f"3d sphere 13 seed {seed}: {len(hidden)} hints hidden: {hidden[:4]}"


def test_a_drag_from_a_hints_steep_view_eases_back_without_a_jump():
    """A hint down a shaft looks steeper than a drag may (SHAFT_PITCH over MAX_PITCH): the
    next drag turns on from there, toward level, never snapping to MAX_PITCH nor going
    steeper."""
    from quiver.render3d.camera import OrbitCamera

    cam = OrbitCamera(radius=5, yaw=20, pitch=10)
    cam.look_from((0.05, 1.0, 0.02), duration=0, pitch_limit=cam.SHAFT_PITCH)
    steep = cam.angles()[1]
    assert cam.MAX_PITCH < steep <= cam.SHAFT_PITCH + 1e-3
    cam.drag(0, 3, 600)  # a little further up: held where it is
    assert cam.angles()[1] == pytest.approx(steep, abs=1e-3)
    cam.drag(0, -3, 600)  # a little down: a little lower, not down to MAX_PITCH
    assert cam.MAX_PITCH < cam.angles()[1] < steep
    cam.drag(0, -200, 600)
    cam.drag(0, 400, 600)  # back up by a drag alone: MAX_PITCH stops it again
    assert cam.angles()[1] == pytest.approx(cam.MAX_PITCH)


# -- a tap on the tip of an arrowhead fires that arrow --------------------------------------------
@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize(("shape", "size"), [("cube", 7), ("torus", 9)])
def test_a_tap_on_the_tip_of_a_head_fires_that_arrow(open_board, shape, size):
    """A head's pyramid stands out of its cell (0.3 ahead, a little to the sides), and the
    tip is where a stranger taps; but picking walked only the cells the pointer's ray
    crossed, and only inside the shape's box: a tap on a tip standing out of the shape
    picked nothing, and one on a tip over another arrow fired that arrow (a heart, if
    blocked). Checked against an arrow-id render of the frame (tests/id_pass.py)."""
    import numpy as np
    from id_pass import id_picture

    from quiver.engine.geometry import VEC3

    board = _board("3d", shape, size)
    app, play = open_board(board, shape)
    b, cam = play.board, play.ctl.camera
    tips = 0
    wrong = []
    for yaw, pitch in ((35, 25), (0, 0), (80, -30), (200, 60), (300, 10)):
        cam.set_angles(yaw, pitch, home=False)
        view, proj = cam.matrices(*app.size)
        ids = id_picture(app.gl, b, view, proj, *app.size)
        for i in sorted(b.alive):
            a = b.arrows[i]
            c = np.array(b.space.coord(a.head), float) + 0.5
            tip = c + np.array(VEC3[b.direction(i)], float) * 0.62  # out of the head's cell
            x, y, _ = cam.project(tip, *app.size)
            x, y = int(x), int(y)
            if not (2 <= x < app.size[0] - 2 and 2 <= y < app.size[1] - 2):
                continue
            if not (ids[y - 1 : y + 2, x - 1 : x + 2] == i).all():  # the tip is drawn there
                continue
            tips += 1
            p = play.ctl.pick((x, y))
            if p is None or p.arrow != i:
                wrong.append((yaw, pitch, i, (x, y), p and p.arrow))
    assert tips > 20, f"only {tips} tips in sight"
    assert not wrong, f"{len(wrong)} of {tips} tips pick another arrow or nothing: {wrong[:5]}"


@pytest.mark.slow  # a window and OpenGL
def test_a_tap_past_a_hidden_tip_fires_the_cube_in_front(open_board):
    """A blocked head's pyramid tip lies inside the cube ahead of it, where no one sees
    it; a ray through the head's empty corner into that cube picked the blocked arrow
    (its pyramid counted wherever the ray met it), not the cube drawn there. At eight
    close and steep poses of a torus, at most 1 sampled pixel in 1000 now picks another
    arrow than the one drawn there (an arrow-id render, tests/id_pass.py)."""
    from id_pass import id_picture, steady_pixels

    board = _board("3d", "torus", 9)
    app, play = open_board(board, "torus")
    cam, wrong, looked = play.ctl.camera, [], 0
    poses = [(0, -60, 0.3), (3, -80, 0.3), (44, -80, 0.3), (44, 2, 0.3), (44, 30, 0.3)]
    for yaw, pitch, zoom in [*poses, (90, 30, 0.3), (178, 0, 0.3), (183, 75, 1.0)]:
        cam.set_angles(yaw, pitch, home=False)
        cam.zoom = zoom
        ids = id_picture(app.gl, play.board, *cam.matrices(*app.size), *app.size)
        top, bottom = play.ctl.played  # (under the HUD's bars nothing is picked: s11)
        for x, y in steady_pixels(ids)[::300]:
            if not top <= y < bottom:
                continue
            p = play.ctl.pick((int(x), int(y)))
            looked += 1
            if (-1 if p is None else p.arrow) != ids[y, x]:
                wrong.append((yaw, pitch, zoom, int(x), int(y), int(ids[y, x]), p and p.arrow))
    assert looked > 2000
    # (a few pixels on the thin edges of pyramids still differ: 0.06%, was 0.30%)
    assert len(wrong) <= looked / 1000, f"{len(wrong)} of {looked} pixels pick another arrow: {wrong[:4]}"
