"""The 3D lock badges over a slow turn (s352): where each is placed frame after frame, and
how often one jumps as the camera turns a little: to another spot on its arrow (another
cell, another nudge off it, another size) or in or out of view while its arrow's head
still shows. Shared by bench/lock_badges3d.py --flicker and tests/test_s352_badges_still.py."""

from __future__ import annotations

import itertools


def head_shows(ctl, size, board, i: int) -> bool:
    """Whether arrow i's head cell shows: its middle's pixel on the window picks arrow i."""
    x, y, z = ctl.camera.project(ctl.cell_point(board.arrows[i].head), *size)
    if not (0 <= x < size[0] and 0 <= y < size[1] and 0 < z < 1):
        return False
    p = ctl.pick((x, y))
    return p is not None and p.arrow == i


def turn_record(
    scene, frames: int = 90, step: float = 1.0, pitch: float = 0.0, held: bool = True
) -> list[tuple[dict, set]]:
    """Each frame of a turn `step` degrees a frame (yaw; `pitch` more a frame): the badges
    placed (LockOverlay.spots: (arrow, n) -> spot) and the arrows whose head shows; `held`
    False: each frame's badges placed afresh (none held where it was, as before s352)."""
    overlay, ctl, board, size, u = scene.lock_overlay, scene.ctl, scene.board, scene.size, scene.hud.u
    yaw0, pitch0 = ctl.camera.angles()
    out = []
    for f in range(frames):
        ctl.camera.set_angles(yaw0 + step * f, pitch0 + pitch * f, home=False)
        if not held:
            overlay.spots = {}
        overlay.place(ctl, size, u)
        shows = (
            {i for i, _n in overlay.spots}
            | {i for i, _k, _l in overlay.marks}
            | {i for i, _a in overlay.turns}
        )
        out.append(
            (dict(overlay.spots), {i for i in shows if i in board.alive and head_shows(ctl, size, board, i)})
        )
    return out


def changes(record: list[tuple[dict, set]]) -> tuple[int, int, int]:
    """(badges moved to another spot, badges in or out while their arrow's head showed both
    frames, frames with either) over `record` (turn_record's)."""
    moved = blinked = frames = 0
    for (before, heads0), (after, heads1) in itertools.pairwise(record):
        m = sum(1 for key in before.keys() & after.keys() if before[key] != after[key])
        b = sum(1 for key in before.keys() ^ after.keys() if key[0] in heads0 and key[0] in heads1)
        moved, blinked, frames = moved + m, blinked + b, frames + bool(m or b)
    return moved, blinked, frames
