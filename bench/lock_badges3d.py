"""Lock / key / turn badges over a 3D board, each frame (s349): the milliseconds
`LockOverlay.draw` takes a frame, still (the camera as it was) and turning (a small yaw step
a frame), on the XL cube with every special arrow kind and on an ordinary 3D level, headless.

    SDL_VIDEODRIVER=dummy python bench/lock_badges3d.py [--frames N] [--size 640x480] [--step DEG]
        [--whole] [--flicker] [--smoke]

--whole: the game's whole frames instead (App.step and the GL finish, CPU ms, in a headless
GL window): "still" moves the pointer over the board a pixel a frame (a hover: a frame
drawn, the camera still), "turning" holds the Right arrow key.

--step: degrees of yaw a turning frame (0.02). --flicker: over 90 frames of a degree each,
how often a badge jumps to another spot or in or out of view (bench/_badge_turns.py), held
where it was (the game's) and placed afresh each frame (as before s352).

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
sys.path.insert(0, str(Path(__file__).resolve().parent))
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


def frames(scene, size, n: int, turning: bool, step: float = 0.02) -> list[float]:
    import pygame

    surface = pygame.Surface(size, pygame.SRCALPHA)
    cam = scene.ctl.camera
    yaw, pitch = cam.angles()
    out = []
    for k in range(n):
        if turning:
            cam.set_angles(yaw + step * (k + 1), pitch, home=False)
        t = time.perf_counter()
        scene.lock_overlay.draw(surface, scene.ctl, scene.hud)
        out.append((time.perf_counter() - t) * 1000)
    return out


def whole_frames(code: str, size, n: int) -> dict[str, float]:
    """Median CPU ms of the game's frames on `code`, the pointer moving (still) and a key's turn."""
    import pygame
    from _common import gl_app, step_frames

    from quiver.scenes.play3d import Play3DScene

    app = gl_app(f"{size[0]}x{size[1]}")
    try:
        from quiver.game.code import PuzzleSpec, generate_board

        app.push(Play3DScene(app.ports, generate_board(PuzzleSpec.parse(code)), code, hearts=None))
        step_frames(app, 20)
        got = {}
        for how in ("still", "turning"):
            key = {"key": pygame.K_RIGHT, "mod": 0, "unicode": "", "scancode": 0}
            if how == "turning":
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, **key))
                step_frames(app)
            ms = []
            for k in range(n):
                if how == "still":
                    at = (size[0] // 2 + k % 7 - 3, size[1] // 2)
                    pygame.event.post(
                        pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 0), buttons=(0, 0, 0))
                    )
                t = time.process_time()
                step_frames(app)
                ms.append((time.process_time() - t) * 1000)
            got[how] = statistics.median(ms)
            if how == "turning":
                pygame.event.post(pygame.event.Event(pygame.KEYUP, **key))
                step_frames(app, 2)
        return got
    finally:
        app.close()


def flicker(name: str, code: str, size, n: int) -> None:
    """Print how often `code`'s badges jump over `n` frames of a degree's turn, held and afresh."""
    from _badge_turns import changes, turn_record

    for held in (True, False):
        moved, blinked, frames = changes(turn_record(scene_for(code, size), n, 1.0, held=held))
        how = "held" if held else "afresh"
        print(
            f"{name:12} {how:7} {moved:4} jumps, {blinked:3} in or out (head showing), "
            f"in {frames} of {n - 1} frames ({size[0]}x{size[1]})"
        )


def main(argv=None) -> int:
    from quiver.game.code import current_generator

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=30)
    ap.add_argument("--size", default="640x480")
    ap.add_argument("--whole", action="store_true", help="the game's whole frames (a headless GL window)")
    ap.add_argument("--step", type=float, default=0.02, help="degrees of yaw a turning frame")
    ap.add_argument("--flicker", action="store_true", help="badges jumping over a slow turn")
    ap.add_argument("--smoke", action="store_true", help="3 frames of the ordinary level (tests)")
    args = ap.parse_args(argv)
    size = tuple(int(v) for v in args.size.split("x"))
    boards = {"ordinary": BOARDS["ordinary"]} if args.smoke else BOARDS
    args.frames = 3 if args.smoke else args.frames
    for name, code in boards.items():
        if args.whole:
            got = whole_frames(code.format(gv=current_generator()), size, args.frames)
            for how, ms in got.items():
                print(
                    f"{name:12} {how:8} whole frame: median {ms:7.2f} ms CPU ({args.frames} frames, {size})"
                )
            continue
        if args.flicker:
            flicker(name, code.format(gv=current_generator()), size, 3 if args.smoke else 90)
            continue
        scene = scene_for(code.format(gv=current_generator()), size)
        badges = len(scene.lock_overlay.marks) + len(scene.lock_overlay.turns)
        for turning in (False, True):
            ms = frames(scene, size, args.frames, turning, args.step)
            how = "turning" if turning else "still"
            print(
                f"{name:12} {how:8} {badges:4} badges: median {statistics.median(ms):7.2f} ms a frame "
                f"(max {max(ms):.2f}, {args.frames} frames, {args.size})"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
