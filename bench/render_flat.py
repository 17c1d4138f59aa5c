"""Benchmark the Flat-3D renderer on the headless EGL context (Mesa llvmpipe works).

    python bench/render_flat.py [--frames N] [--width 1280 --height 720] [--samples 0]

For the flat cube of size 12 and the ziggurat of size 12 it prints the same figures as
bench/render3d.py: frames per second at 1280x720 (each frame waited for with
ctx.finish()), draw calls per frame, and the time per frame spent on the CPU to issue it,
split in two:

* python: our code in `FlatRenderer.render` and the animation (uniforms, numpy, buffer
  writes), everything but the draw calls themselves: the target is <= 2 ms;
* in draw calls: time inside moderngl's `VertexArray.render`. On Mesa llvmpipe that is
  the software GPU shading vertices on the calling thread; a hardware GPU queues the
  call and returns at once.

The same is measured with an arrow in flight (with the hover preview of a flight line),
and the numpy rebuild after a removal.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from quiver.game.session import Session  # noqa: E402
from quiver.generator import PuzzleSpec, generate  # noqa: E402
from quiver.render3d.flat_anim import FlatAnimator  # noqa: E402
from quiver.render3d.flat_renderer import FlatRenderer, flat_camera  # noqa: E402
from quiver.render3d.headless import Offscreen, standalone_context  # noqa: E402


class DrawTimer:
    """Wraps moderngl.VertexArray.render to add up the time spent inside draw calls."""

    def __init__(self) -> None:
        import moderngl
        self.cls = moderngl.VertexArray
        self.orig = self.cls.render
        self.total = 0.0
        timer = self

        def render(vao, *a, **k):
            t = time.perf_counter()
            try:
                return timer.orig(vao, *a, **k)
            finally:
                timer.total += time.perf_counter() - t

        self.cls.render = render

    def take(self) -> float:
        t, self.total = self.total, 0.0
        return t

    def close(self) -> None:
        self.cls.render = self.orig


def bench(ctx, shape: str, size: int, frames: int, width: int, height: int, samples: int) -> dict:
    board = generate(PuzzleSpec("flat", shape, (size,), None, "hard", 1))
    target = Offscreen(ctx, width, height, samples)
    target.use()
    t0 = time.perf_counter()
    renderer = FlatRenderer(ctx, board)
    setup = time.perf_counter() - t0
    cam = flat_camera(board)
    timer = DrawTimer()

    def run(n, animator=None, hover=None, beam=None):
        py, gl, wall = [], [], time.perf_counter()
        calls = 0
        for k in range(n):
            t = time.perf_counter()
            timer.take()
            cam.drag(3, 1, height)                    # a turning view: uniforms change every frame
            if animator is not None:
                animator.update(1 / 60)
            calls = renderer.render(cam, width, height, hover=hover, hint=None, time=k / 60,
                                    animator=animator, beam=beam)
            total = time.perf_counter() - t
            in_draw = timer.take()
            py.append(total - in_draw)
            gl.append(in_draw)
            ctx.finish()
        wall = time.perf_counter() - wall
        return calls, statistics.median(py) * 1000, statistics.median(gl) * 1000, n / wall

    renderer.render(cam, width, height)
    ctx.finish()
    calls, py_med, gl_med, fps = run(frames, hover=0)
    # an arrow in flight (a blocked one bouncing, so the board does not change) and the
    # hover preview of another's flight line
    session = Session(board, hearts=None)
    animator = FlatAnimator(speed=0.05)              # slow: it stays in flight the whole run
    blocked = next(i for i in sorted(board.alive) if board.first_blocker(i) is not None)
    r = session.fire(blocked)
    animator.fire(board, blocked, r.left, r.cell, r.blocker)
    beam = renderer.beam(board.free_arrows()[0])
    a_calls, a_med, a_gl, a_fps = run(frames, animator=animator, hover=blocked, beam=beam)
    timer.close()
    # rebuild after a removal
    free = board.free_arrows()[0]
    session.fire(free)
    t = time.perf_counter()
    renderer.sync()
    rebuild = (time.perf_counter() - t) * 1000
    out = dict(shape=shape, size=size, cells=len(board.space), arrows=len(board.arrows),
               instances=renderer.instances, setup_ms=setup * 1000, fps=fps, calls=calls,
               py_med=py_med, gl_med=gl_med, anim_fps=a_fps, anim_calls=a_calls, anim_py_med=a_med,
               anim_gl_med=a_gl, rebuild_ms=rebuild)
    renderer.release()
    target.release()
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=60)
    ap.add_argument("--width", type=int, default=1280)
    ap.add_argument("--height", type=int, default=720)
    ap.add_argument("--samples", type=int, default=0)
    args = ap.parse_args(argv)
    ctx = standalone_context()
    print(f"renderer: {ctx.info['GL_RENDERER']}  {args.width}x{args.height}  MSAA x{args.samples}")
    ok = True
    for shape in ("cube", "ziggurat"):
        r = bench(ctx, shape, 12, args.frames, args.width, args.height, args.samples)
        print(f"flat {shape} 12  {r['cells']} cells, {r['arrows']} arrows, {r['instances']} instances drawn")
        print(f"  turning view : {r['fps']:6.1f} fps  {r['calls']} draw calls/frame  "
              f"python {r['py_med']:.2f} ms/frame  in draw calls {r['gl_med']:.2f} ms/frame")
        print(f"  arrow flying : {r['anim_fps']:6.1f} fps  {r['anim_calls']} draw calls/frame  "
              f"python {r['anim_py_med']:.2f} ms/frame  in draw calls {r['anim_gl_med']:.2f} ms/frame")
        print(f"  rebuild after a removal (numpy): {r['rebuild_ms']:.2f} ms; first build {r['setup_ms']:.1f} ms")
        ok &= r["py_med"] <= 2.0 and r["anim_py_med"] <= 2.0 and max(r["calls"], r["anim_calls"]) <= 10
    print("target (python <= 2 ms/frame, <= 10 draw calls):", "met" if ok else "NOT met")
    print("(medians; 'in draw calls' is the GL driver's own work, which llvmpipe does on this thread)")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
