"""Benchmark the 3D renderer on the headless EGL context (Mesa llvmpipe works).

    python bench/render3d.py [--frames N] [--width 1280 --height 720] [--samples 0] [--smoke]

For a sphere of radius 6 and of radius 12 it prints frames per second at 1280x720, draw
calls per frame, and the time per frame spent on the CPU to issue it (python: our code in
`BoardRenderer.render` and the animation; in draw calls: the GL driver's), the same with
an arrow in flight, and the numpy rebuild after a removal (see bench/_gl_frames.py).
"""

from __future__ import annotations

from _gl_frames import measure, open_context, parse_args, report, verdict  # puts the repo on sys.path

from quiver.generator import PuzzleSpec, generate
from quiver.render3d.anim import Animator
from quiver.render3d.camera import OrbitCamera
from quiver.render3d.renderer import BoardRenderer


def bench(ctx, radius: int, frames: int, width: int, height: int, samples: int) -> dict:
    board = generate(PuzzleSpec("3d", "sphere", (2 * radius + 1,), None, "hard", 1))
    return measure(
        ctx,
        board,
        BoardRenderer,
        lambda b: OrbitCamera.for_voxels(b.space.cells),
        Animator(speed=0.05),
        frames,
        width,
        height,
        samples,
    )


def main(argv=None) -> int:
    args = parse_args(__doc__, argv)
    ctx = open_context(args)
    ok = True
    for radius in (4,) if args.smoke else (6, 12):
        r = bench(ctx, radius, args.frames, args.width, args.height, args.samples)
        ok &= report(f"sphere r={radius:<2}", r, rebuild_digits=1)
    return verdict(ok, args.smoke)


if __name__ == "__main__":
    raise SystemExit(main())
