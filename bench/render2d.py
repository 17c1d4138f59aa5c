"""Benchmark: per-frame time of the 2D play scene on a 40x40 board while arrows animate.

    .venv/bin/python bench/render2d.py [--frames 300] [--size 40] [--window 1280x800] [--gl] [--smoke]

Each frame is the scene's own work, `update(dt)` + `draw(layer)` (restore last frame's
moving rects from the cached static layer, draw the moving parts, report dirty rects).
A free arrow is fired whenever nothing is flying, so every measured frame animates; the
camera first centres on it (that full redraw is a camera move and is not timed).
With --gl the frame also uploads the dirty rects to the window texture and presents
(SDL offscreen driver + moderngl), which is reported separately.
Target: median scene frame <= 4 ms. --smoke: a 10x10 board, 8 frames in a small window, the
target not judged (tests/test_bench_smoke.py: the bench still runs).

    .venv/bin/python bench/render2d.py --loop [--boards 16x20,128x128] [--windows 1280x800,1920x1080]

--loop: the whole frame a player waits for instead, through the game's loop (`App.step`:
events, update, draw, upload, present; bench/_frames2d.py): median and p95 CPU time of
the process per frame (llvmpipe's threads included) for idle frames, a hover, a fired
arrow's flight, a wheel zoom (and its settling), a drag pan up then left, a drag up again
after a rest (`pan again`), and the win's reveal, with the share of the window uploaded a
frame; in an offscreen GL window (the real compositor, llvmpipe here) and without GL
(QUIVER_NO_GL=1). No target: figures for docs/measurements.md.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from _common import load_average, percentile


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=300)
    ap.add_argument("--size", type=int, default=40, help="board edge in cells (rect shape)")
    ap.add_argument("--window", default="1280x800")
    ap.add_argument("--gl", action="store_true", help="also time upload + present through GL")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--shot", metavar="PNG", help="save the frame in the middle of the run")
    ap.add_argument("--smoke", action="store_true", help="tiny run, target not judged (for the tests)")
    ap.add_argument("--loop", action="store_true", help="the game loop's frames per phase (see above)")
    ap.add_argument("--boards", default="16x20,128x128", help="--loop: board sizes")
    ap.add_argument("--windows", default="1280x800,1920x1080", help="--loop: window sizes")
    args = ap.parse_args(argv)
    if args.loop:
        return loop_main(args)
    if args.smoke:
        args.frames, args.size, args.window = 8, 10, "320x240"
    w, h = (int(v) for v in args.window.lower().split("x"))
    if args.gl and os.environ.get("SDL_VIDEODRIVER", "dummy") == "dummy":
        os.environ["SDL_VIDEODRIVER"] = "offscreen"  # --gl needs a GL window; dummy has none
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("QUIVER_HOME", os.path.join("/tmp", "quiver-bench-home"))

    import pygame

    from quiver.app import App, merge_rects
    from quiver.game.code import complete, generate_board
    from quiver.scenes.play2d import Play2DScene

    code = complete("2d", "rect", (args.size, args.size), None, "hard", args.seed)
    t0 = time.perf_counter()
    board = generate_board(code)
    gen_ms = (time.perf_counter() - t0) * 1000

    clock = [0.0]
    app = App((w, h), window=args.gl, sound=False, clock=lambda: clock[0], realtime=False)
    if args.gl:
        app.open_window()
    scene = Play2DScene(app.ports, board, code, hearts=None)
    app.stack.append(scene)
    layer = pygame.Surface((w, h))
    t0 = time.perf_counter()
    scene.draw(layer)
    first_ms = (time.perf_counter() - t0) * 1000
    if args.gl:
        from quiver.app import Layer

        lay = Layer((w, h), False)
        lay.surface = layer
        app.layers[id(scene)] = lay
        app.compositor.upload(lay, True)

    dt = 1 / 60
    scene_ms, frame_ms, dirty_px = [], [], []
    order = list(board.solution)
    fired = 0
    for _ in range(args.frames):
        if not scene.anims:
            while order and not board.can_escape(order[0]):
                order.append(order.pop(0)) if order[0] in board.alive else order.pop(0)
            if not order:
                break
            i = order.pop(0)
            # bring the arrow on screen (a camera move: one full redraw, not timed)
            x, y = board.space.coord(board.arrows[i].head)
            scene.controls.center_on(x + 0.5, y + 0.5)
            scene.draw(layer)
            if args.gl:
                app.compositor.upload(app.layers[id(scene)], True)
            scene.fire(i)
            fired += 1
        clock[0] += dt
        t0 = time.perf_counter()
        scene.update(dt)
        dirty = scene.draw(layer)
        t1 = time.perf_counter()
        scene_ms.append((t1 - t0) * 1000)
        if args.shot and len(scene_ms) == args.frames // 2:
            pygame.image.save(layer, args.shot)
        if dirty is True:
            rects = [pygame.Rect(0, 0, w, h)]
        else:
            rects = merge_rects(list(dirty or []), pygame.Rect(0, 0, w, h))
        dirty_px.append(sum(r.w * r.h for r in rects))
        if args.gl:
            app.compositor.upload(app.layers[id(scene)], rects)
            app.compositor.present([scene], app.layers)
            app.gl.finish()
            frame_ms.append((time.perf_counter() - t0) * 1000)

    med = statistics.median(scene_ms)
    p90 = percentile(scene_ms, 0.9)
    print(
        f"board {args.size}x{args.size}: {len(board.arrows)} arrows, cell {scene.view.cell} px, "
        f"window {w}x{h}, generated in {gen_ms:.0f} ms, first full draw {first_ms:.1f} ms"
    )
    print(
        f"frames {len(scene_ms)} ({fired} arrows fired), "
        f"dirty {statistics.median(dirty_px) / (w * h) * 100:.1f}% "
        f"of the window per frame (median)"
    )
    print(f"scene frame (update + draw): median {med:.2f} ms, p90 {p90:.2f} ms, max {max(scene_ms):.2f} ms")
    if frame_ms:
        print(f"with GL upload + present:    median {statistics.median(frame_ms):.2f} ms")
    ok = med <= 4.0
    if args.smoke:
        print("smoke run: the target is not judged")
        return 0
    print(f"target median <= 4 ms: {'PASS' if ok else 'FAIL'}")
    return 0 if ok else 1


def loop_main(args) -> int:
    import _frames2d

    os.environ.setdefault("SDL_VIDEODRIVER", "offscreen")
    os.environ.setdefault("QUIVER_HOME", os.path.join("/tmp", "quiver-bench-home"))
    if args.smoke:
        args.boards, args.windows = "10x10", "480x360"
    print(f"the 2D game loop's frames, CPU ms of the process (load {os.getloadavg()[0]:.2f})")
    for b in args.boards.split(","):
        board, code = _frames2d.board_for(tuple(int(v) for v in b.split("x")))
        for win in args.windows.split(","):
            size = tuple(int(v) for v in win.split("x"))
            for gl in (True, False):
                print(f"board {b}, window {win}, {'GL (offscreen)' if gl else 'QUIVER_NO_GL=1'}:")
                for phase, (n, med, p95, up, *_) in _frames2d.measure(board, code, size, gl).items():
                    print(
                        f"  {phase:9s} {n:4d} frames  median {med:6.2f} ms  p95 {p95:6.2f} ms  "
                        f"uploaded {up * 100:5.1f}% of the window"
                    )
    print(f"load average at the end: {load_average()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
