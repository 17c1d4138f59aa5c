"""What the hinted arrow's outline (render3d/hint_outline.py) costs a frame, in turns.

    python bench/hint_outline.py [--frames N] [--width 1280 --height 720] [--rounds 5] [--smoke]

On the headless EGL context (Mesa llvmpipe on a CPU-only machine), for a 3D torus, a 3D
sphere of radius 12 and a Flat cube 12: a turning view with a free arrow hinted, drawn
with its outline and without it (the outline's passes skipped), the two in turns for
--rounds rounds so a shared machine's load falls on both alike. Prints the median CPU ms
per frame of each (all threads: the software renderer's are counted; the render call and
`ctx.finish`), the difference and the ratio, and the load average.
"""

from __future__ import annotations

import os
import statistics
import time

from _gl_frames import open_context, parse_args  # puts the repo on sys.path

from quiver.generator import PuzzleSpec, generate
from quiver.render3d.camera import board_camera
from quiver.render3d.flat_renderer import FlatRenderer, flat_camera
from quiver.render3d.headless import Offscreen
from quiver.render3d.renderer import BoardRenderer

BOARDS = (
    ("3d torus", PuzzleSpec("3d", "torus", None, None, "hard", 1), BoardRenderer, board_camera),
    ("3d sphere r12", PuzzleSpec("3d", "sphere", (25,), None, "hard", 1), BoardRenderer, board_camera),
    ("flat cube 12", PuzzleSpec("flat", "cube", 12, None, "hard", 1), FlatRenderer, flat_camera),
)


def frames(ctx, renderer, cam, hint: int, n: int, width: int, height: int) -> list[float]:
    """CPU seconds of each of `n` frames of a turning view with `hint` hinted."""
    out = []
    for k in range(n):
        cam.drag(3, 1, height)
        t = time.process_time()
        renderer.render(cam, width, height, hint=hint, time=k / 60)
        ctx.finish()
        out.append(time.process_time() - t)
    return out


def main(argv=None) -> int:
    import argparse

    extra = argparse.ArgumentParser(add_help=False)
    extra.add_argument("--rounds", type=int, default=5)
    known, rest = extra.parse_known_args(argv)
    args = parse_args(__doc__, rest)
    rounds = 1 if args.smoke else known.rounds
    ctx = open_context(args)
    boards = BOARDS[:1] if args.smoke else BOARDS
    for label, spec, cls, camera in boards:
        board = generate(spec)
        target = Offscreen(ctx, args.width, args.height, args.samples)
        target.use()
        renderer = cls(ctx, board)
        cam = camera(board, None, None)
        hint = board.free_arrows()[0]
        drawn = renderer.outline.draw
        times: dict[str, list[float]] = {"with": [], "without": []}
        for r in range(rounds):
            order = ("with", "without") if r % 2 == 0 else ("without", "with")
            for name in order:
                renderer.outline.draw = drawn if name == "with" else (lambda *a, **k: 0)  # type: ignore[method-assign]
                times[name] += frames(ctx, renderer, cam, hint, args.frames, args.width, args.height)
        renderer.release()
        target.release()
        w, wo = (statistics.median(times[k]) * 1000 for k in ("with", "without"))
        print(
            f"{label:14s} hinted frame: with outline {w:6.2f} ms CPU, without {wo:6.2f} ms, "
            f"+{w - wo:5.2f} ms ({w / wo:4.2f}x)  load {os.getloadavg()[0]:.2f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
