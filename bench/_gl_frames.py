"""The frame benchmark both 3D renderers share (bench/render3d.py, bench/render_flat.py).

On the headless EGL context (Mesa llvmpipe works), for one board: frames per second
(each frame waited for with ctx.finish()), draw calls per frame, and the time per frame
spent on the CPU to issue it, split in two:

* python: our code in the renderer's `render` and the animation (uniforms, numpy,
  buffer writes), everything but the draw calls themselves: the target is <= 2 ms;
* in draw calls: time inside moderngl's `VertexArray.render`. On Mesa llvmpipe that is
  the software GPU shading vertices on the calling thread; a hardware GPU queues the
  call and returns at once.

The same is measured with an arrow in flight, and the numpy rebuild after a removal.
--smoke: small boards, 3 frames at 160x120, targets not judged (tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from quiver.game.session import Session
from quiver.render3d.headless import Offscreen, standalone_context

TARGET_PY_MS = 2.0
TARGET_CALLS = 10


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


def measure(
    ctx,
    board,
    renderer_class,
    make_camera,
    animator,
    frames: int,
    width: int,
    height: int,
    samples: int,
    preview: bool = False,
) -> dict:
    """Time `renderer_class(ctx, board)` drawing `frames` frames of a turning view
    (`make_camera(board)`), then as many with a blocked arrow bouncing (`animator`, slowed
    down so it stays in flight the whole run; with `preview`, that arrow is hovered and
    another's flight line shown), then the rebuild after a removal."""
    target = Offscreen(ctx, width, height, samples)
    target.use()
    t0 = time.perf_counter()
    renderer = renderer_class(ctx, board)
    setup = time.perf_counter() - t0
    cam = make_camera(board)
    timer = DrawTimer()

    def run(n, animator=None, hover=None, beam=None):
        py, gl, wall = [], [], time.perf_counter()
        calls = 0
        for k in range(n):
            t = time.perf_counter()
            timer.take()
            cam.drag(3, 1, height)  # a turning view: uniforms change every frame
            if animator is not None:
                animator.update(1 / 60)
            calls = renderer.render(
                cam, width, height, hover=hover, hint=None, time=k / 60, animator=animator, beam=beam
            )
            total = time.perf_counter() - t
            in_draw = timer.take()
            py.append(total - in_draw)
            gl.append(in_draw)
            ctx.finish()
        wall = time.perf_counter() - wall
        return calls, statistics.median(py) * 1000, statistics.median(gl) * 1000, n / wall

    try:
        renderer.render(cam, width, height)
        ctx.finish()
        calls, py_med, gl_med, fps = run(frames, hover=0)
        # an arrow in flight (a blocked one bouncing, so the board does not change)
        session = Session(board, hearts=None)
        blocked = next(i for i in sorted(board.alive) if board.first_blocker(i) is not None)
        r = session.fire(blocked)
        animator.fire(board, blocked, r.left, r.cell, r.blocker)
        if preview:
            flying = run(frames, animator=animator, hover=blocked, beam=renderer.beam(board.free_arrows()[0]))
        else:
            flying = run(frames, animator=animator)
    finally:
        timer.close()
    a_calls, a_med, a_gl, a_fps = flying
    # rebuild after a removal
    session.fire(board.free_arrows()[0])
    t = time.perf_counter()
    renderer.sync()
    rebuild = (time.perf_counter() - t) * 1000
    out = dict(
        cells=len(board.space),
        arrows=len(board.arrows),
        instances=renderer.instances,
        setup_ms=setup * 1000,
        fps=fps,
        calls=calls,
        py_med=py_med,
        gl_med=gl_med,
        anim_fps=a_fps,
        anim_calls=a_calls,
        anim_py_med=a_med,
        anim_gl_med=a_gl,
        rebuild_ms=rebuild,
    )
    renderer.release()
    target.release()
    return out


def parse_args(doc: str, argv=None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--frames", type=int, default=60)
    ap.add_argument("--width", type=int, default=1280)
    ap.add_argument("--height", type=int, default=720)
    ap.add_argument("--samples", type=int, default=0)
    ap.add_argument("--smoke", action="store_true", help="tiny run, targets not judged (for the tests)")
    args = ap.parse_args(argv)
    if args.smoke:
        args.frames, args.width, args.height = 3, 160, 120
    return args


def open_context(args):
    """The headless context, after a line naming the GL renderer and the frame size."""
    ctx = standalone_context()
    print(f"renderer: {ctx.info['GL_RENDERER']}  {args.width}x{args.height}  MSAA x{args.samples}")
    return ctx


def report(label: str, r: dict, rebuild_digits: int = 1) -> bool:
    """Print one board's figures; True if it meets the target."""
    print(f"{label}  {r['cells']} cells, {r['arrows']} arrows, {r['instances']} instances drawn")
    print(
        f"  turning view : {r['fps']:6.1f} fps  {r['calls']} draw calls/frame  "
        f"python {r['py_med']:.2f} ms/frame  in draw calls {r['gl_med']:.2f} ms/frame (medians)"
    )
    print(
        f"  arrow flying : {r['anim_fps']:6.1f} fps  {r['anim_calls']} draw calls/frame  "
        f"python {r['anim_py_med']:.2f} ms/frame  in draw calls {r['anim_gl_med']:.2f} ms/frame (medians)"
    )
    print(
        f"  rebuild after a removal (numpy): {r['rebuild_ms']:.{rebuild_digits}f} ms; "
        f"first build {r['setup_ms']:.1f} ms"
    )
    return (
        r["py_med"] <= TARGET_PY_MS
        and r["anim_py_med"] <= TARGET_PY_MS
        and max(r["calls"], r["anim_calls"]) <= TARGET_CALLS
    )


def verdict(ok: bool, smoke: bool = False) -> int:
    """Print whether every board met the target; the exit status (0 for a smoke run, whose
    boards are too small to judge)."""
    if smoke:
        print("smoke run: the targets are not judged")
        return 0
    print(
        f"target (python <= {TARGET_PY_MS:g} ms/frame, <= {TARGET_CALLS} draw calls):",
        "met" if ok else "NOT met",
    )
    print("(medians; 'in draw calls' is the GL driver's own work, which llvmpipe does on this thread)")
    return 0 if ok else 1
