"""Opening a player's picture in the worker (s344): CPU time of `picture.build_task` for a
picture seen for the first time (the reader's caches emptied before each run), medians
per picture: "read" is the task less the board's build (read, sized, its note: the
generator stubbed out), "whole" the task with the build.

    .venv/bin/python bench/picture_open.py [--runs 7] [--picture PATH ...] [--smoke]

Pictures: a black disc and bar on white at 64x64 (its own size plays) and at 200x200
(read and scaled to 64), each played at M (factor 1) and at L (1.6: a second size read).
To compare a tree before a change, copy this file and _common.py into that tree's bench/
and run it there (it imports the quiver beside it).
--smoke: one run, the 64x64 picture at M (tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the quiver of this tree

from _common import load_average, median_time, pin_one_core


def disc(path: str, side: int) -> str:
    """A black disc and a bar across it on white, `side` pixels square."""
    import pygame

    s = pygame.Surface((side, side))
    s.fill((255, 255, 255))
    pygame.draw.circle(s, (0, 0, 0), (side // 2, side // 2), side * 2 // 5)
    pygame.draw.rect(s, (0, 0, 0), (side // 10, side * 2 // 5, side * 4 // 5, side // 6))
    pygame.image.save(s, path)
    return path


def forget() -> None:
    """The reader's caches emptied: the picture is read as the first time."""
    from quiver.shapes import images

    for kept in ("_kept", "_grids", "_traits"):
        getattr(images, kept, {}).clear()


def open_task(path: str, factor: float, build: bool) -> tuple:
    from quiver.game import picture

    forget()
    text = str(picture.picture_task(path, "medium", factor, 0))
    real = picture.build_picture
    if not build:
        picture.build_picture = lambda spec, on_note=None: None  # (the read alone)
    try:
        return picture.build_task(text, lambda stage: None)
    finally:
        picture.build_picture = real


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--picture", action="append", default=[], help="a PNG file to open as well")
    ap.add_argument("--smoke", action="store_true", help="one run, one small picture, figures meaningless")
    args = ap.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pin_one_core()
    folder = tempfile.mkdtemp(prefix="quiver-picture-open-")
    try:
        sides = [64] if args.smoke else [64, 200]
        chosen = {f"disc {n}x{n}": disc(os.path.join(folder, f"disc{n}.png"), n) for n in sides}
        chosen.update({os.path.basename(p): p for p in args.picture})
        factors = [1.0] if args.smoke else [1.0, 1.6]
        runs = 1 if args.smoke else args.runs
        print(f"opening a picture, CPU ms, medians of {runs} runs (load {load_average()})")
        print(f"{'picture':<16} {'factor':>6} {'read':>8} {'whole':>8}  played")
        for label, path in chosen.items():
            for factor in factors:
                open_task(path, factor, True)  # (the imports, once: not the picture's time)
                ms = [
                    1000
                    * median_time(
                        lambda p=path, f=factor, b=b: open_task(p, f, b), runs, clock=time.process_time
                    )
                    for b in (False, True)
                ]
                built = open_task(path, factor, True)
                size = "x".join(map(str, built[1].space.size))
                print(f"{label:<16} {factor:>6} {ms[0]:8.2f} {ms[1]:8.1f}  {size}", flush=True)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
