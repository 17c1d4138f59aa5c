"""The frame you see is the frame you click (issue 10), through the real app loop in a GL
window (SDL offscreen driver, EGL) with injected pygame events and a fake clock.

* Every change to the picture presents a new frame at once: a wheel or `-` zoom, a hover
  that comes and goes, the last step of an eased camera turn (the stale-frame bug: the
  zoom only showed after the next key press, the hover stayed, Home stopped in between).
* Over 200+ random camera poses and clicks on 3D and Flat-3D boards, the arrow that
  fires is the arrow drawn under the pointer in the presented frame, read back from an
  independent arrow-id render (tests/id_pass.py) with that frame's matrices.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from gl_helpers import Presented, app_window
from id_pass import BACKGROUND, id_picture, steady_pixels

pygame = pytest.importorskip("pygame")
from quiver.input import DOUBLE_CLICK  # noqa: E402  (after pygame: it imports it)

SIZE = (640, 480)


def _open(win, mode, shape, size, seed, settings=None):
    from quiver.game.code import complete

    app = win.app
    if settings:
        for k, v in settings.items():
            setattr(app.midend.settings, k, v)
    app.to_menu()
    app.flow.open_code(complete(mode, shape, size, None, "easy", seed))
    for _ in range(200):
        win.run(1)
        if getattr(app.top, "uses_gl", False):
            break
    scene = app.top
    assert scene.uses_gl, "the puzzle never opened"
    win.run(14, dt=1 / 20)  # the opening frames settle (0.7 s: as 40 frames of 1/60)
    return scene


class Drawn:
    """Wraps the scene's renderer: keeps the view, projection and size it last drew with
    (the frame the player sees, as the GL draw call was given it)."""

    def __init__(self, scene) -> None:
        self.last = None
        real = scene.renderer.render

        def render(camera, width, height, **kw):
            self.last = (*camera.matrices(width, height), width, height)
            return real(camera, width, height, **kw)

        scene.renderer.render = render
        scene._still.drop()  # the next frame is drawn (not the kept still frame), so seen here


def _key(win, key, up=False):
    win.post(pygame.KEYUP if up else pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


@pytest.mark.parametrize("mode,shape", [("3d", "cube"), ("flat", "stairs")])
def test_zoom_hover_and_home_present_a_new_frame_at_once(monkeypatch, tmp_path, mode, shape):
    with app_window(monkeypatch, tmp_path, SIZE, frame_time=1 / 60) as win:
        shown = Presented(win.app, monkeypatch)
        scene = _open(win, mode, shape, 5 if mode == "3d" else None, 4)
        drawn = Drawn(scene)
        before, n = shown.last.copy(), shown.count
        win.run(30)
        assert shown.count == n  # idle: nothing presented

        win.post(pygame.MOUSEWHEEL, x=0, y=-1, precise_x=0.0, precise_y=-1.0, flipped=False)
        win.run(1)
        assert shown.count == n + 1, "a wheel zoom did not present a frame"
        assert (shown.last != before).any(axis=2).sum() > 500
        zoomed, n = shown.last.copy(), shown.count
        _key(win, pygame.K_MINUS)
        win.run(1)
        assert shown.count == n + 1 and (shown.last != zoomed).any(axis=2).sum() > 500

        # hover an arrow, then empty space: the highlight comes and goes at once
        win.app.render(force=True)
        ids = id_picture(win.app.gl, scene.board, *drawn.last)
        pts = _off_hud(scene, steady_pixels(ids))
        x, y = pts[len(pts) // 2]
        rest, n = shown.last.copy(), shown.count
        win.post(pygame.MOUSEMOTION, pos=(int(x), int(y)), rel=(0, 0), buttons=(0, 0, 0))
        win.run(1)
        assert scene.ctl.hover == ids[y, x]
        assert shown.count == n + 1 and (shown.last != rest).any(axis=2).sum() > 20
        bx, by = _background_pixel(ids, scene)
        win.post(pygame.MOUSEMOTION, pos=(bx, by), rel=(0, 0), buttons=(0, 0, 0))
        win.run(1)
        assert scene.ctl.hover is None
        assert (shown.last != rest).any(axis=2).sum() == 0, "the hover highlight stayed"

        # a drag, then Home: the last presented frame is the home view, not in between
        win.post(pygame.MOUSEBUTTONDOWN, pos=(bx, by), button=1)
        for k in range(1, 6):
            win.post(pygame.MOUSEMOTION, pos=(bx, by + 9 * k), rel=(0, 9), buttons=(1, 0, 0))
        win.post(pygame.MOUSEBUTTONUP, pos=(bx, by + 45), button=1)
        win.run(2)
        _key(win, pygame.K_HOME)
        win.run(90)
        final = shown.last.copy()
        win.app.render(force=True)  # a fresh frame of the settled state
        assert (shown.last != final).any(axis=2).sum() == 0, "the screen stayed on an in-between pose"


def _over_hud(scene, p) -> bool:
    return scene.hud.top_rect.collidepoint(int(p[0]), int(p[1])) or scene.hud.bottom_rect.collidepoint(
        int(p[0]), int(p[1])
    )


def _off_hud(scene, pts: np.ndarray) -> np.ndarray:
    """The rows (x, y) of `pts` that `_over_hud` keeps out, in their order: the same test
    on the whole array at once (a point at a time was most of this file's CPU)."""
    x, y = pts[:, 0], pts[:, 1]
    keep = np.ones(len(pts), dtype=bool)
    for r in (scene.hud.top_rect, scene.hud.bottom_rect):
        keep &= ~((x >= r.left) & (x < r.right) & (y >= r.top) & (y < r.bottom))
    return pts[keep]


def _under_toast(win, pos) -> bool:
    """A toast's card is at `pos`: the pointer there belongs to the toast (ToastLayer.takes)."""
    return win.app.toasts.takes(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )


def _background_pixel(ids, scene):
    ys, xs = np.nonzero(ids == BACKGROUND)
    for x, y in zip(xs[::37], ys[::37], strict=True):
        if (
            not _over_hud(scene, (x, y))
            and (ids[max(0, y - 3) : y + 4, max(0, x - 3) : x + 4] == BACKGROUND).all()
        ):
            return int(x), int(y)
    raise AssertionError("no background in view")


BOARDS = [("3d", "cube", 5, 4), ("3d", "torus", None, 2), ("flat", "stairs", None, 4), ("flat", "cube", 3, 1)]


@pytest.mark.parametrize("mode,shape,size,seed", BOARDS)
def test_the_arrow_that_fires_is_the_arrow_drawn_under_the_pointer(
    monkeypatch, tmp_path, mode, shape, size, seed
):
    """55 random poses and clicks per board (220 in all): camera moves by drag, wheel,
    keys (some in the same frame as the click), the click on a pixel of the presented
    frame, compared with the id picture made with that frame's matrices."""
    rng = _Rand(1000 + seed)
    with app_window(monkeypatch, tmp_path, SIZE, frame_time=1 / 60) as win:
        scene = _open(win, mode, shape, size, seed, {"hearts": "zen"})
        ctl = scene.ctl
        drawn = Drawn(scene)
        win.app.render(force=True)
        fired: list[int] = []
        real_fire = ctl.fire_fn

        def record(i, *end):  # end: which head of a two-headed arrow
            fired.append(i)
            return real_fire(i, *end)

        ctl.fire_fn = record
        checked = homed = 0
        while checked < 55:
            if len(scene.board.alive) < max(3, len(scene.board.arrows) // 3):
                _key(win, pygame.K_r)  # asks (moves were made) ...
                win.run(2)
                _key(win, pygame.K_r)  # ... R again restarts
                win.run(2)
            moves = _random_camera_events(win, rng)
            same_frame = rng.randrange(3) == 0  # the click comes with the moves
            if not same_frame:
                win.run(1 + rng.randrange(3))
            # posted moves not yet run are not on screen: the frame shown is the last drawn
            ids = id_picture(win.app.gl, scene.board, *drawn.last)
            pts = _off_hud(scene, steady_pixels(ids))
            if not len(pts):  # nothing in view: the home view, then (nothing there either) a new try
                homed = homed + 1
                _key(win, pygame.K_HOME if homed == 1 else pygame.K_r)
                win.run(60)
                if homed > 1:
                    _key(win, pygame.K_r)
                    win.run(30)
                    homed = 0
                continue
            homed = 0
            x, y = (int(v) for v in pts[rng.randrange(len(pts))])
            if _under_toast(win, (x, y)):  # a click on a toast closes the toast, fires nothing
                win.run(1)
                continue
            if not moves or not same_frame:
                win.post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))
            win.post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
            win.post(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)
            n = len(fired)
            win.run(1)
            assert len(fired) == n + 1, f"click at {(x, y)} fired nothing"
            assert fired[-1] == ids[y, x], f"drawn {ids[y, x]} under {(x, y)}, fired {fired[-1]}"
            checked += 1
            ctl.animator.finish()  # next pose on a resting board
            win.clock[0] += DOUBLE_CLICK  # the next click is its own, not this one's double
            win.run(1)


class _Rand:
    """randrange over the project's PRNG."""

    def __init__(self, seed: int) -> None:
        from quiver.engine.rng import Rng

        self.rng = Rng(seed)

    def randrange(self, a: int, b: int | None = None) -> int:
        lo, hi = (0, a) if b is None else (a, b)
        return lo + self.rng.below(hi - lo)


def _random_camera_events(win, rng) -> bool:
    """Post a few random camera moves; True if any were posted."""
    kinds = rng.randrange(5)
    cx, cy = 320, 240
    if kinds == 0:
        return False
    if kinds == 1:
        dx, dy = rng.randrange(-60, 61), rng.randrange(-60, 61)
        win.post(pygame.MOUSEBUTTONDOWN, pos=(cx, cy), button=3)
        win.post(
            pygame.MOUSEMOTION, pos=(cx + dx // 2, cy + dy // 2), rel=(dx // 2, dy // 2), buttons=(0, 0, 1)
        )
        win.post(
            pygame.MOUSEMOTION, pos=(cx + dx, cy + dy), rel=(dx - dx // 2, dy - dy // 2), buttons=(0, 0, 1)
        )
        win.post(pygame.MOUSEBUTTONUP, pos=(cx + dx, cy + dy), button=3)
    elif kinds == 2:
        y = float(rng.randrange(-2, 3) or 1)
        win.post(pygame.MOUSEWHEEL, x=0, y=int(y), precise_x=0.0, precise_y=y, flipped=False)
    elif kinds == 3:
        key = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)[rng.randrange(4)]
        _key(win, key)
        win.run(1 + rng.randrange(8))
        _key(win, key, up=True)
    else:
        _key(win, (pygame.K_HOME, pygame.K_MINUS, pygame.K_EQUALS)[rng.randrange(3)])
    return True


def _visible_blocked_click(win, scene, drawn):
    """A pixel of the presented frame showing an arrow that is blocked: (x, y, arrow)."""
    ids = id_picture(win.app.gl, scene.board, *drawn.last)
    board = scene.board
    for x, y in steady_pixels(ids, margin=3)[::7]:
        a = int(ids[y, x])
        if not _over_hud(scene, (x, y)) and not board.can_escape(a):
            return int(x), int(y), a
    raise AssertionError("no blocked arrow in view")


@pytest.mark.parametrize("mode,shape,size,seed", [("3d", "cube", 4, 3), ("flat", "stairs", None, 4)])
def test_a_miss_flashes_only_the_blocker_shows_a_badge_and_lights_no_other_arrow(
    monkeypatch, tmp_path, mode, shape, size, seed
):
    with app_window(monkeypatch, tmp_path, SIZE, frame_time=1 / 60) as win:
        scene = _open(win, mode, shape, size, seed)
        drawn = Drawn(scene)
        win.app.render(force=True)
        x, y, arrow = _visible_blocked_click(win, scene, drawn)
        blocker = scene.board.first_blocker(arrow)[1]
        flashes, hovers, beams = set(), set(), []
        real = scene.renderer.render

        def spy(camera, width, height, **kw):
            if kw.get("flash"):
                flashes.add(kw["flash"][0])
            if kw.get("hover") is not None:
                hovers.add(kw["hover"])
            if scene.ctl.animator.active:
                beams.append(kw.get("beam") is not None)
            return real(camera, width, height, **kw)

        scene.renderer.render = spy
        hearts = scene.session.hearts
        win.click(x, y)  # hover, press, release: a tap
        badge_seen = False
        for _ in range(90):
            win.run(1)
            badge_seen |= bool(scene._badge_rects)
        assert scene.session.hearts == hearts - 1
        assert flashes == {blocker}  # the blocker flashed, nothing else
        assert hovers <= {arrow}  # no arrow behind lit up...
        assert len(beams) > 10 and not any(beams)  # ...nor showed an aim line mid-bounce
        assert badge_seen and not scene.fx.active  # the blocked tap's marks came and went
        assert scene.hud.heart_lost_at is not None  # the heart pulsed


def test_a_held_turn_key_turns_every_frame_and_drags_draw_smaller_on_software_gl(monkeypatch, tmp_path):
    """One KEYDOWN and no key repeats: every frame presents a new pose, turned by
    KEY_SPEED * dt (not by the key-repeat rate). A drag on a software renderer draws the
    moving view at reduced size; the first still frame after it is full size again."""
    import math

    with app_window(monkeypatch, tmp_path, SIZE, frame_time=1 / 60) as win:
        shown = Presented(win.app, monkeypatch)
        scene = _open(win, "3d", "torus", None, 2)
        cam = scene.ctl.camera
        _key(win, pygame.K_LEFT)
        win.run(1)
        yaws, n = [], shown.count
        for _ in range(20):
            win.run(1)
            yaws.append(cam.angles()[0])
        _key(win, pygame.K_LEFT, up=True)
        win.run(1)
        assert shown.count - n >= 20  # a frame each step
        steps = [(b - a + 180) % 360 - 180 for a, b in itertools.pairwise(yaws)]
        assert all(abs(s) == pytest.approx(math.degrees(cam.KEY_SPEED) / 60, rel=1e-3) for s in steps), steps
        if not scene._software:
            return  # a GPU never scales
        used = []
        real = type(scene)._scaled_target

        def spy(self, ctx):
            used.append(True)
            return real(self, ctx)

        monkeypatch.setattr(type(scene), "_scaled_target", spy)
        win.post(pygame.MOUSEBUTTONDOWN, pos=(100, 240), button=1)
        win.post(pygame.MOUSEMOTION, pos=(130, 240), rel=(30, 0), buttons=(1, 0, 0))
        win.run(1)
        assert used  # the drag frame: small target
        used.clear()
        win.post(pygame.MOUSEBUTTONUP, pos=(130, 240), button=1)
        n = shown.count
        win.run(2)
        assert shown.count > n and not used  # the still frame: full size


@pytest.mark.parametrize("mode,shape,size,seed", [("3d", "torus", None, 2), ("flat", "stairs", None, 4)])
def test_a_hint_turns_upright_to_the_arrow_and_its_way_out(monkeypatch, tmp_path, mode, shape, size, seed):
    """H: the camera eases (several frames) to a view with up still up and no steeper
    than HINT_PITCH, where the hinted arrow is drawn under its head, clear of the HUD's
    bars (checked at 640x480), and the start of its escape path is inside the window."""
    import numpy as np

    from quiver.engine.geometry import VEC3

    with app_window(monkeypatch, tmp_path, SIZE, frame_time=1 / 60) as win:
        shown = Presented(win.app, monkeypatch)
        scene = _open(win, mode, shape, size, seed)
        drawn = Drawn(scene)
        cam = scene.ctl.camera
        for _ in range(4):
            _key(win, pygame.K_h)
            n = shown.count
            win.run(45)
            assert shown.count - n >= 10  # an eased turn, not a jump
            i = scene.ctl.hint
            assert i is not None and abs(cam.right.y) < 1e-5 and cam.up.y > 0
            assert abs(cam.angles()[1]) <= cam.HINT_PITCH + 1e-3
            a = scene.board.arrows[i]
            ids = id_picture(win.app.gl, scene.board, *drawn.last)
            assert (ids == i).sum() > 30  # the arrow is in sight
            # ... and not under the HUD's bars at 640x480 (nor the lesson's Skip button)
            bars = ids[scene.hud.top_h : SIZE[1] - scene.hud.bottom_h]
            assert (bars == i).sum() > 30
            head = np.array(scene.board.space.coord(a.head)[:3], float) + 0.5
            x, y, _ = cam.project(head + 2.0 * np.array(VEC3[a.dir]), *SIZE)
            assert 0 <= x < SIZE[0] and 0 <= y < SIZE[1]  # so is its way out
            scene.fire(i)  # next hint, another arrow
            scene.ctl.animator.finish()
            win.run(2)
