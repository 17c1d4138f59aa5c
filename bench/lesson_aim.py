"""The frame a 3D or Flat 3D lesson's view comes to rest zoomed in, where the bubble's leader
crosses arrows and the step's other arrows are laid out and weighed (lesson_aim, s311; cut
in s316): the 3D lesson's "Tap a free one" (step 3) and Flat 3D's folded arrow (step 2),
zoomed to the nearest, seed 7, as tests/test_s311_lesson_aim.py reaches it.

    python bench/lesson_aim.py [--size 640x480 --size 800x600] [--mode 3d] [--runs 5]
    python bench/lesson_aim.py --tree /path/to/other/checkout   # the same, another tree's code
    python bench/lesson_aim.py --smoke   # one run at 640x480, 3D: that it still runs

Per size, over `--runs` fresh apps: the CPU ms of the slowest frame of the 40 after the zoom
(the one that weighs the arrows), and of the 40 in all; the arrow aimed at (the same in
both trees). One pinned core, a headless GL window, waited for at the end of each frame
(ctx.finish): SDL's offscreen window does not flush the software renderer at a flip, so
without it the frames' drawing piles up and the first frame that writes a texture pays for
all of it (s321: the ~30 ms "upload" in the weighing frame was the 16 zoom frames' 3D
drawing; in an X window each flip draws its frame). --queued: measured without the wait, as
before s321."""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

ap = argparse.ArgumentParser()
ap.add_argument("--size", action="append")
ap.add_argument("--mode", action="append")
ap.add_argument("--runs", type=int, default=5)
ap.add_argument("--tree", default=None, help="another checkout's quiver (a same-time baseline)")
ap.add_argument("--queued", action="store_true", help="no ctx.finish() a frame (the figures before s321)")
ap.add_argument("--smoke", action="store_true", help="one run at 640x480, 3D (tests/test_bench_smoke.py)")
args = ap.parse_args()
if args.smoke:
    args.runs, args.size, args.mode = 1, ["640x480"], ["3d"]
from _common import load_average, pin_one_core  # (it puts its own tree first: --tree again below)

if args.tree:
    sys.path.insert(0, os.path.abspath(args.tree))

STEP = {"3d": 2, "flat": 1}


def one(mode: str, size: str) -> tuple[float, float, int | None]:
    """(slowest frame ms, the 40 frames' ms, arrow aimed at) of a fresh app."""
    import tempfile

    os.environ["QUIVER_HOME"] = tempfile.mkdtemp(prefix="quiver-bench-")
    os.environ["SDL_VIDEODRIVER"] = "offscreen"
    os.environ["QUIVER_LESSONS"] = "1"
    sys.path.insert(1, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests"))
    from app_helpers import FakeClock, run

    from quiver.app import App

    w, h = (int(v) for v in size.split("x"))
    app = App(clock=FakeClock(), sound=False, realtime=False, window=True, size=(w, h))
    app.midend.random_seed = lambda: 7
    app.open_window()
    app.to_menu()
    app.flow.lesson(mode)
    run(app, 3)
    app.top.coach._open(0, STEP[mode])
    run(app, 10)
    play = app.top
    coach = play.coach
    coach.event = lambda happened: None  # (the step stays)
    play.ctl.camera.zoom = play.ctl.input.near_zoom()
    frames = []
    ctx = None if args.queued else getattr(app.compositor, "ctx", None)  # (None without GL)
    for _ in range(40):
        t = time.process_time()
        run(app, 1)
        if ctx is not None:
            ctx.finish()  # (the frame's drawing done in it, as an X window's flip does)
        frames.append(1000 * (time.process_time() - t))
    aimed = coach.aimed
    app.close()
    return max(frames), sum(frames), aimed


def main() -> None:
    pin_one_core()
    import quiver

    print(f"tree: {os.path.dirname(os.path.dirname(quiver.__file__))}; load {load_average()}")
    for mode in args.mode or ["3d"]:
        for size in args.size or ["640x480", "800x600"]:
            got = [one(mode, size) for _ in range(args.runs)]
            slow = statistics.median(g[0] for g in got)
            whole = statistics.median(g[1] for g in got)
            aimed = sorted({g[2] for g in got}, key=str)
            print(f"{mode} {size}: weighing frame {slow:.0f} ms, 40 frames {whole:.0f} ms, aimed {aimed}")


if __name__ == "__main__":
    main()
