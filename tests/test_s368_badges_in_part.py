"""As the camera turns, the 3D lock badges of arrows hidden last placement (every cell in
view picked another arrow: their badges placed nowhere) are tried half of them a frame
(s368, lockmarks3d.ROUNDS: on the XL cube, picking the hidden arrows' cells each frame took
most of a turn's picks); once the view rests, or an arrow goes, or the placement after one
of them came into view, all are placed again, and the scene asks for a frame at rest. Not
on Flat 3D boards (a tenth of the cost: no picks spared)."""

from __future__ import annotations

import pytest
from gl_helpers import play_scene
from puzzle_codes import GV

pygame = pytest.importorskip("pygame")


def _spread_calls(monkeypatch) -> list:
    """Each placement's Spread: (jobs tried, jobs in all)."""
    from quiver.scenes import lockmarks3d

    made, real = [], lockmarks3d.Spread

    def spread(board, ctl, size, jobs, *a):
        work = real(board, ctl, size, jobs, *a)
        made.append((len(work.jobs), len(jobs)))
        return work

    monkeypatch.setattr(lockmarks3d, "Spread", spread)
    return made


def _cube_placing(monkeypatch):
    """The 5-cube's play scene, its lock overlay and its placements' spreads (_spread_calls)."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    scene = play_scene(f"3d-cube-5x5x5-40-hard-3-g{GV}-ml")
    return scene, scene.lock_overlay, _spread_calls(monkeypatch)


def test_a_turn_tries_part_of_the_hidden_arrows_badges_and_the_rest_all(monkeypatch):
    scene, overlay, made = _cube_placing(monkeypatch)
    ctl, size, u = scene.ctl, scene.size, scene.hud.u
    first = overlay.place(ctl, size, u)
    assert made[-1][0] == made[-1][1] and not overlay.partial  # the first: all
    hidden = set(overlay._hidden)
    assert hidden and overlay.spots  # (the 5-cube: some badges' arrows inside, some shown)
    cam = ctl.camera
    yaw, pitch = cam.angles()
    for k in range(1, 9):  # (a frame whose share left some out: half the frames, by ROUNDS)
        cam.set_angles(yaw + 0.05 * k, pitch, home=False)
        overlay.place(ctl, size, u)
        if overlay.partial:
            break
    assert overlay.partial and made[-1][0] < made[-1][1]  # some hidden arrows' badges left for another frame
    assert scene.animating()  # (a frame asked for, to place them all)
    n = len(made)
    rest = overlay.place(ctl, size, u)  # the view rests: all placed
    assert made[-1][0] == made[-1][1] and not overlay.partial
    assert overlay.place(ctl, size, u) == rest and len(made) == n + 1  # (and kept while still)
    assert len(rest) == len(first)


def test_an_arrow_gone_places_all_again(monkeypatch):
    scene, overlay, made = _cube_placing(monkeypatch)
    ctl, size, u = scene.ctl, scene.size, scene.hud.u
    overlay.place(ctl, size, u)
    cam = ctl.camera
    yaw, pitch = cam.angles()
    cam.set_angles(yaw + 0.05, pitch, home=False)
    overlay.place(ctl, size, u)
    gone = next(i for i in scene.board.alive if i not in overlay._hidden)
    scene.board.alive.discard(gone)  # (those behind it may show now)
    overlay.place(ctl, size, u)
    assert made[-1][0] == made[-1][1] and not overlay.partial


def test_a_hidden_arrow_come_into_view_has_the_next_placement_try_all(monkeypatch):
    scene, overlay, made = _cube_placing(monkeypatch)
    ctl, size, u = scene.ctl, scene.size, scene.hud.u
    overlay.place(ctl, size, u)
    cam = ctl.camera
    yaw, pitch = cam.angles()
    for k in range(1, 9):
        cam.set_angles(yaw + 0.05 * k, pitch, home=False)
        overlay._hidden |= {i for i, _o in overlay.spots}  # (as if each shown one had been hidden)
        overlay._hidden |= {i for i, _k, _l in overlay.marks}
        overlay.place(ctl, size, u)
        if overlay._full_next:
            break
    assert overlay._full_next  # (one tried showed: others may)
    cam.set_angles(yaw + 0.05 * (k + 1), pitch, home=False)
    overlay.place(ctl, size, u)
    assert made[-1][0] == made[-1][1] and not overlay.partial


def test_flat_boards_place_all_as_they_turn(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    scene = play_scene(f"flat-cube-4x4x4-30-hard-3-g{GV}-ml")
    overlay, ctl, size, u = scene.lock_overlay, scene.ctl, scene.size, scene.hud.u
    made = _spread_calls(monkeypatch)
    cam = ctl.camera
    yaw, pitch = cam.angles()
    for k in range(6):
        cam.set_angles(yaw + 0.05 * k, pitch, home=False)
        overlay.place(ctl, size, u)
        assert made[-1][0] == made[-1][1] and not overlay.partial
