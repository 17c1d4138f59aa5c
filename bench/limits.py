"""Limits benchmark (not a test): the worst accepted inputs, timed (docs/limits.md).

    .venv/bin/python bench/limits.py [--runs 3] [--smoke]

- load + check (`check_report`, 100 random-tap runs) of the largest legal boards: a full
  64^3 cube of 4-voxel arrows (262,144 voxels, the cell limit's scale) and a full
  256x256 2D board of 4-cell arrows;
- a 7^3 cube declared in a 1600^3 box: load and the 3D mesh (was 16 GB);
- the worst accepted PNG: 2048x2048 grey, every row Paeth-filtered, decoded.
Targets: every line under 10 s on one core (what `quiver check` may cost). --smoke: the
same cases at a small scale (8^3 cube, 16x16 board, 256x256 PNG), one run, not judged
(tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import json
import struct
import sys
import zlib

from _common import median_time, pin_one_core

from quiver.cli_check import check_report
from quiver.engine.codec import dump_board, load_board
from quiver.generator import PuzzleSpec, generate
from quiver.shapes.png import dark_mask, decode_png

TARGET_S = 10.0


def full_rows(n: int, dims: int) -> str:
    """Every x-row cut into arrows of 4 pointing out of the nearer side."""
    lines = [(y,) for y in range(n)] if dims == 2 else [(y, z) for y in range(n) for z in range(n)]
    arrows = []
    for rest in lines:
        for x0 in range(0, n, 4):
            seg = [[x0 + i, *rest] for i in range(4)]
            arrows.append({"cells": seg, "dir": "+x"} if x0 >= n // 2 else {"cells": seg[::-1], "dir": "-x"})
    cells = [[x, *rest] for rest in lines for x in range(n)]
    return json.dumps(
        {
            "format": "quiver-board/1",
            "mode": "2d" if dims == 2 else "3d",
            "size": [n] * dims,
            "cells": cells,
            "arrows": arrows,
        },
        separators=(",", ":"),
    )


def big_box() -> str:
    # this Quiver's own generator (a code naming a version would break with the next one)
    obj = json.loads(dump_board(generate(PuzzleSpec("3d", "cube", (7,), None, "hard", 1))))
    obj["size"] = [1600, 1600, 1600]
    return json.dumps(obj)


def grey_png(side: int) -> bytes:
    def chunk(t, body):
        return struct.pack(">I", len(body)) + t + body + struct.pack(">I", zlib.crc32(t + body))

    raw = b"".join(b"\x04" + bytes(range(256)) * (side // 256) for _ in range(side))
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 8, 0, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(raw, 6))
        + chunk(b"IEND", b"")
    )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--smoke", action="store_true", help="small inputs, one run, not judged")
    args = ap.parse_args()
    runs, smoke = (1, True) if args.smoke else (args.runs, False)
    pin_one_core()
    from quiver.render3d.mesh import BoardMesh

    n3, n2, side = (8, 16, 256) if smoke else (64, 256, 2048)
    cube, flat2d, box, png = full_rows(n3, 3), full_rows(n2, 2), big_box(), grey_png(side)
    cases = {
        f"check {n3}^3 cube ({n3**3:,} voxels)": lambda: check_report(load_board(cube)),
        f"check {n2}x{n2} 2D board": lambda: check_report(load_board(flat2d)),
        "load + mesh 7^3 in a 1600^3 box": lambda: BoardMesh(load_board(box)),
        f"decode + mask {side}x{side} Paeth PNG": lambda: dark_mask(decode_png(png)),
    }
    worst = 0.0
    for name, fn in cases.items():
        t = median_time(fn, runs)
        worst = max(worst, t)
        print(f"{name:36} median {t:6.2f} s   target {TARGET_S:.0f} s   ratio {t / TARGET_S:.2f}", flush=True)
    if smoke:
        print("smoke run: the target is not judged")
        return 0
    return 0 if worst <= TARGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
