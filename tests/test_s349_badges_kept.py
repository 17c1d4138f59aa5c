"""The 3D lock badges are placed again only when something they read changed (s349: an XL
3D cube with every special arrow kind spent 95-160 ms a frame placing them, the camera
still), and a placement picks its candidate cells' pixels all at once, the same badges in
the same places as picking them one by one."""

from __future__ import annotations

import pytest
from gl_helpers import play_scene
from puzzle_codes import GV

pygame = pytest.importorskip("pygame")


def _counting(monkeypatch) -> list[int]:
    from quiver.scenes.lockmarks3d import LockOverlay

    spread, calls = LockOverlay.spread, []
    monkeypatch.setattr(LockOverlay, "spread", lambda self, *a: calls.append(1) or spread(self, *a))
    return calls


def test_a_still_view_places_its_badges_once_and_a_change_places_them_again(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    scene = play_scene(f"3d-cube-5x5x5-40-hard-3-g{GV}-ml")
    calls = _counting(monkeypatch)
    surface = pygame.Surface(scene.size, pygame.SRCALPHA)

    def frames(n: int = 5) -> int:
        before = len(calls)
        drawn = [scene.lock_overlay.draw(surface, scene.ctl, scene.hud) for _ in range(n)]
        assert all(d == drawn[-1] for d in drawn[1:])  # (each frame after clears and draws the same)
        return len(calls) - before

    assert frames() == 1
    assert scene.lock_overlay.rects  # (badges show)
    cam = scene.ctl.camera
    yaw, pitch = cam.angles()
    cam.set_angles(yaw + 0.3, pitch, home=False)  # a turn
    # (the hidden arrows' badges tried in part as it turns, then all once it rests: s368)
    assert frames() in (1, 2) and not scene.lock_overlay.partial
    cam.zoom *= 1.2  # a zoom
    assert frames() in (1, 2) and not scene.lock_overlay.partial
    gone = next(i for i, _k, _l in scene.lock_overlay.marks if i in scene.board.alive)
    scene.board.alive.discard(gone)  # an arrow gone (its badge with it)
    assert frames() == 1
    surface = pygame.Surface((800, 600), pygame.SRCALPHA)  # a resize
    scene.resize((800, 600))
    assert frames() == 1
    assert frames() == 0  # (and still again: kept)
    scene.lock_overlay.place(scene.ctl, scene.size, scene.hud.u * 2)  # another HUD scale
    assert len(calls) and frames() == 1


def _both_ways(monkeypatch, scene, views) -> tuple[list, list]:
    from quiver.scenes.lockpicks3d import BadgePicks

    cam, size, u = scene.ctl.camera, scene.size, scene.hud.u
    yaw, pitch = cam.angles()
    batched, one_by_one = [], []
    for dy, dp in views:
        cam.set_angles(yaw + dy, pitch + dp, home=False)
        scene.lock_overlay.spots = {}  # (each placed afresh: none held where it was, s352)
        batched.append([(img.get_size(), r) for img, r in scene.lock_overlay._place(scene.ctl, size, u)])
        with monkeypatch.context() as m:
            m.setattr(BadgePicks, "pick_all", lambda self, pixels: None)
            scene.lock_overlay.spots = {}
            one_by_one.append(
                [(img.get_size(), r) for img, r in scene.lock_overlay._place(scene.ctl, size, u)]
            )
    return batched, one_by_one


VIEWS = [(0.0, 0.0), (0.7, 0.2), (2.1, -0.4), (3.6, 0.5)]


def test_batched_picks_place_the_badges_as_picking_one_by_one(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setattr("quiver.scenes.lockpicks3d.BATCH_AT", 1)  # (its 26 pixels walked at once)
    scene = play_scene(f"3d-cube-5x5x5-40-hard-3-g{GV}-ml")
    batched, one_by_one = _both_ways(monkeypatch, scene, VIEWS)
    assert all(batched) and batched == one_by_one


@pytest.mark.slow  # (an 18-cube of 1000 arrows: over a second to build)
@pytest.mark.parametrize(
    "code", [f"3d-cube-18x18x18-1000-medium-1-g{GV}-mltr", f"flat-cube-15x15x15-245-medium-1-g{GV}-mltr"]
)
def test_an_xl_cube_with_specials_places_its_badges_as_before(monkeypatch, code):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setattr("quiver.scenes.lockpicks3d.BATCH_AT", 1)
    scene = play_scene(code)
    batched, one_by_one = _both_ways(monkeypatch, scene, VIEWS)
    assert all(len(b) >= 20 for b in batched) and batched == one_by_one
