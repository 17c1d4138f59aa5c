"""Benchmark the Flat-3D renderer on the headless EGL context (Mesa llvmpipe works).

    python bench/render_flat.py [--frames N] [--width 1280 --height 720] [--samples 0] [--smoke]

For the flat cube of size 12 and the ziggurat of size 12 it prints the same figures as
bench/render3d.py (see bench/_gl_frames.py); the arrow-in-flight run also shows the hover
preview of another arrow's flight line.
"""

from __future__ import annotations

from _gl_frames import measure, open_context, parse_args, report, verdict  # puts the repo on sys.path

from quiver.generator import PuzzleSpec, generate
from quiver.render3d.flat_anim import FlatAnimator
from quiver.render3d.flat_renderer import FlatRenderer, flat_camera


def bench(ctx, shape: str, size: int, frames: int, width: int, height: int, samples: int) -> dict:
    board = generate(PuzzleSpec("flat", shape, (size,), None, "hard", 1))
    return measure(
        ctx,
        board,
        FlatRenderer,
        flat_camera,
        FlatAnimator(speed=0.05),
        frames,
        width,
        height,
        samples,
        preview=True,
    )


def main(argv=None) -> int:
    args = parse_args(__doc__, argv)
    ctx = open_context(args)
    ok = True
    size = 4 if args.smoke else 12
    for shape in ("cube", "ziggurat"):
        r = bench(ctx, shape, size, args.frames, args.width, args.height, args.samples)
        ok &= report(f"flat {shape} {size}", r, rebuild_digits=2)
    return verdict(ok, args.smoke)


if __name__ == "__main__":
    raise SystemExit(main())
