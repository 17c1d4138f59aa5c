"""What a frame sends to the layers' textures, and its CPU, through the game's own loop in a
headless GL window (SDL's offscreen driver), per screen and size.

    PYTHONPATH=$PWD python bench/frame_upload.py [--sizes 800x600 1920x1080] [--frames 30] [--smoke]

Cases: the menu at rest; 2D play (hard seed-1 16x12 board) at rest and while an arrow flies;
3D play (hard seed-1 cube 4) at rest, while an arrow flies (its flight, burst and trail) and
while the Right key is held (the view turns); the 3D lesson with its bubble up, at rest and
turning. Per case: the median CPU of a frame (`App.step` + `ctx.finish`, the whole
process: a software GL's shading threads count), the median and mean bytes written to the
layers' textures a frame (bench/_frames2d.py's UploadMeter), and how many frames sent a
whole layer. Before s306 a 3D frame under an effect sent its whole HUD layer (8.3 MB at
1920x1080). --smoke: 480x360, a few frames a case (tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))


def _frames(app, meter, n: int) -> dict:
    """`n` frames: each one's CPU seconds and bytes sent, and how many sent a whole layer."""
    from _common import step_frames

    cpu, sent = [], []
    whole = 4 * app.size[0] * app.size[1]  # (bytes of one layer)
    for _ in range(n):
        meter.take()
        t = time.process_time()
        step_frames(app)
        cpu.append(time.process_time() - t)
        sent.append(4 * meter.take())
    return {
        "ms": 1000 * statistics.median(cpu),
        "kb": statistics.median(sent) / 1000,
        "mean kb": statistics.mean(sent) / 1000,
        "whole": sum(b >= whole for b in sent),
    }


def _settle(app, scene=None, limit: int = 300) -> None:
    from _common import step_frames

    for _ in range(limit):
        if not app.animating() and (scene is None or not scene.busy()):
            break
        step_frames(app)
    step_frames(app, 3)


def _key(down: bool) -> None:
    import pygame

    kind = pygame.KEYDOWN if down else pygame.KEYUP
    pygame.event.post(pygame.event.Event(kind, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))


def _turning(app, meter, n: int, scene) -> dict:
    from _common import step_frames

    _key(True)
    step_frames(app, 2)
    got = _frames(app, meter, n)
    _key(False)
    _settle(app, scene)
    return got


def _play(app, meter, mode: str, n: int) -> dict:
    from _common import play_scene

    app.to_menu()
    _settle(app)
    scene, board, _ = play_scene(app, mode, *(("rect", "16x12/60") if mode == "2d" else ("cube", "4")))
    _settle(app, scene)
    scene.fire(board.free_arrows()[0])  # (one clear: the clock runs)
    _settle(app, scene)
    out = {f"{mode} idle": _frames(app, meter, n)}
    scene.fire(board.free_arrows()[0])
    out[f"{mode} flight"] = _frames(app, meter, max(n, 20))  # (a burst lasts about 30 frames)
    _settle(app, scene)
    if mode == "3d":
        out["3d turn"] = _turning(app, meter, n, scene)
    return out


def _lesson(app, meter, n: int) -> dict:
    from _common import step_frames

    app.to_menu()
    _settle(app)
    app.midend.change_setting("seen_lessons", ())
    app.flow.lesson("3d")
    for _ in range(600):
        step_frames(app)
        if getattr(app.top, "coach", None) is not None:
            break
    _settle(app, app.top)
    return {"3d lesson": _frames(app, meter, n), "3d lesson turn": _turning(app, meter, n, app.top)}


def run(size: str, n: int) -> dict:
    from _common import gl_app
    from _frames2d import UploadMeter

    app = gl_app(size)
    meter = UploadMeter(app)
    try:
        app.to_menu()
        _settle(app)
        out = {"menu": _frames(app, meter, n)}
        out |= _play(app, meter, "2d", n)
        out |= _play(app, meter, "3d", n)
        out |= _lesson(app, meter, n)
        return out
    finally:
        meter.undo()
        app.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", nargs="*", default=["800x600", "1920x1080"])
    ap.add_argument("--frames", type=int, default=30)
    ap.add_argument("--smoke", action="store_true", help="480x360, a few frames a case (for the tests)")
    args = ap.parse_args()
    if args.smoke:
        args.sizes, args.frames = ["480x360"], 4
    from _common import load_average, pin_one_core

    pin_one_core()
    import quiver

    print(f"quiver from {Path(quiver.__file__).parent}, load average {load_average()}")
    for size in args.sizes:
        for case, got in run(size, args.frames).items():
            print(
                f"{size:>9} {case:<15} CPU median {got['ms']:6.2f} ms/frame  sent median "
                f"{got['kb']:8.1f} KB, mean {got['mean kb']:8.1f} KB/frame  whole layer {got['whole']} frames"
            )
    if args.smoke:
        print("smoke run: figures from a few frames")


if __name__ == "__main__":
    main()
