"""Lock / key / turn badges over a 3D board, each frame (s349): the milliseconds
`LockOverlay.draw` takes a frame, still (the camera as it was) and turning (a small yaw step
a frame), on the XL cube with every special arrow kind and on an ordinary 3D level, headless.

    SDL_VIDEODRIVER=dummy python bench/lock_badges3d.py [--frames N] [--size 640x480]

s347 measured `place` at 95-160 ms a call on the XL cube (picking each candidate cell).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

BOARDS = {
    "xl-specials": "3d-cube-18x18x18-1000-medium-1-g{gv}-mltr",
    "ordinary": "3d-cube-5x5x5-40-hard-3-g{gv}-ml",
}


def scene_for(code: str, size):
    from quiver.app import App
    from quiver.game.code import PuzzleSpec, generate_board
    from quiver.scenes.play3d import Play3DScene

    board = generate_board(PuzzleSpec.parse(code))
    app = App(size, window=False, sound=False, clock=lambda: 0.0)
    return Play3DScene(app.ports, board.copy(), None, None, hearts=3)


def frames(scene, size, n: int, turning: bool) -> list[float]:
    import pygame

    surface = pygame.Surface(size, pygame.SRCALPHA)
    cam = scene.ctl.camera
    yaw, pitch = cam.angles()
    out = []
    for k in range(n):
        if turning:
            cam.set_angles(yaw + 0.02 * (k + 1), pitch, home=False)
        t = time.perf_counter()
        scene.lock_overlay.draw(surface, scene.ctl, scene.hud)
        out.append((time.perf_counter() - t) * 1000)
    return out


def main(argv=None) -> int:
    from quiver.game.code import current_generator

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=30)
    ap.add_argument("--size", default="640x480")
    args = ap.parse_args(argv)
    size = tuple(int(v) for v in args.size.split("x"))
    for name, code in BOARDS.items():
        scene = scene_for(code.format(gv=current_generator()), size)
        badges = len(scene.lock_overlay.marks) + len(scene.lock_overlay.turns)
        for turning in (False, True):
            ms = frames(scene, size, args.frames, turning)
            how = "turning" if turning else "still"
            print(
                f"{name:12} {how:8} {badges:4} badges: median {statistics.median(ms):7.2f} ms a frame "
                f"(max {max(ms):.2f}, {args.frames} frames, {args.size})"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
