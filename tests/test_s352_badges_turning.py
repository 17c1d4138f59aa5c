"""The 3D lock badges placed as the camera turns for less (s352: lockspread3d: each cell
projected once, the badges placed so far in one list of slots, the last placement's nudge
picks asked with the cells'), in the same places as before (tests/badge_oracle3d.py)."""

from __future__ import annotations

import pytest
from badge_oracle3d import spread as oracle
from gl_helpers import play_scene
from puzzle_codes import GV

pygame = pytest.importorskip("pygame")


def _turned(monkeypatch, scene, views) -> tuple[list, list]:
    """The badges (size, rect) placed at each view in turn, as the game places them (its
    nudge picks of one view asked in the next's batch), but each placed afresh (no badge
    held where it was: `spots` emptied), and by the oracle."""
    overlay, cam, size, u = scene.lock_overlay, scene.ctl.camera, scene.size, scene.hud.u
    yaw, pitch = cam.angles()
    now, before = [], []
    spread = overlay.spread
    for dy, dp in views:
        cam.set_angles(yaw + dy, pitch + dp, home=False)
        overlay.spots = {}
        now.append([(img.get_size(), r) for img, r in overlay.place(scene.ctl, size, u)])
        with monkeypatch.context() as m:
            m.setattr(overlay, "spread", lambda ctl, size, jobs: oracle(overlay.board, ctl, size, jobs))
            before.append([(img.get_size(), r) for img, r in overlay._place(scene.ctl, size, u)])
        assert overlay.spread == spread
    return now, before


STEPS = [(0.02 * k, 0.0) for k in range(4)] + [(0.7, 0.2), (0.72, 0.2), (2.1, -0.4), (3.6, 0.5), (3.62, 0.49)]


def test_badges_turning_are_placed_as_before(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setattr("quiver.scenes.lockpicks3d.BATCH_AT", 1)  # (its 26 pixels walked at once)
    now, before = _turned(monkeypatch, play_scene(f"3d-cube-5x5x5-40-hard-3-g{GV}-ml"), STEPS)
    assert all(now) and now == before


@pytest.mark.slow  # (an 18-cube of 1000 arrows: over a second to build)
@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
@pytest.mark.parametrize(
    "code", [f"3d-cube-18x18x18-1000-medium-1-g{GV}-mltr", f"flat-cube-15x15x15-245-medium-1-g{GV}-mltr"]
)
def test_an_xl_cube_with_specials_turning_places_its_badges_as_before(monkeypatch, code, size):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    scene = play_scene(code, size)
    now, before = _turned(monkeypatch, scene, STEPS)
    assert all(len(b) >= 20 for b in now) and now == before
    assert scene.lock_overlay._asked  # (nudges were picked: the oracle's one by one, these mostly batched)
