"""Reading a player's picture (s154): CPU time of `images.image_cells_of` (decode, trim,
scale, the search for a size without stray pieces, strays left out), medians per picture
and size, with what it answered (the size played, or the refusal).

    .venv/bin/python bench/picture_read.py [--runs 5] [--size 48 ...] [--picture PATH ...] [--smoke]

Pictures: random noise 300x300 (the project's PRNG: refused as grainy), a 200x150 black
disc and bar (a clean silhouette), a 300x300 16-bit RGB one of 65 536 colours (s164: the
dark mask's table of its colours took most of its time), and where ImageMagick's
`convert` is on the PATH its `logo:`, `wizard:` and `rose:` (stray dots and small text:
every size up to 256 searched).
Sizes: the picture's own (0 below, None to the reader) and 48 and 64 unless --size names
others. Uncached: the reader's cache of the last pictures (`image_cells`) is bypassed.
To compare a tree before a change, copy this file into that tree's bench/ and run it there
(it imports the quiver beside it).
--smoke: one run, a small noise picture and the disc at one size (tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the quiver of this tree

from _common import load_average, median_time, pin_one_core

MAGICK = ("logo", "wizard", "rose")


def noise(path: str, side: int) -> str:
    """Black and white pixels, each black with odds one half (the project's PRNG)."""
    import pygame

    from quiver.engine.rng import Rng

    rng = Rng(154)
    grey = bytes(255 * rng.below(2) for _ in range(side * side))
    surface = pygame.image.frombuffer(bytes(b for g in grey for b in (g, g, g)), (side, side), "RGB")
    pygame.image.save(surface, path)
    return path


def silhouette(path: str) -> str:
    import pygame

    s = pygame.Surface((200, 150))
    s.fill((255, 255, 255))
    pygame.draw.circle(s, (0, 0, 0), (100, 75), 65)
    pygame.draw.rect(s, (0, 0, 0), (20, 60, 160, 30))
    pygame.image.save(s, path)
    return path


def colours16(path: str, side: int) -> str:
    """A 16-bit RGB PNG of 65 536 colours (to 8 bits, what the mask reads), dark to light
    in smooth sweeps (a picture that plays). Written here: pygame saves 8 bits."""
    import struct
    import zlib

    def row(y: int) -> bytes:  # (x, y, a blue between: 65 536 colours in their high bytes)
        rgb = ((x & 255, y & 255, (x + y) // 3 & 255) for x in range(side))
        return b"\0" + b"".join(struct.pack(">HHH", *(c << 8 | (c * 37 + y) & 255 for c in px)) for px in rgb)

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", side, side, 16, 2, 0, 0, 0)
    data = zlib.compress(b"".join(row(y) for y in range(side)))
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", data) + chunk(b"IEND", b""))
    return path


def pictures(folder: str, smoke: bool) -> dict[str, str]:
    side = 60 if smoke else 300
    out = {f"noise {side}x{side}": noise(os.path.join(folder, "noise.png"), side)}
    out["silhouette 200x150"] = silhouette(os.path.join(folder, "silhouette.png"))
    out[f"colours 16-bit {side}"] = colours16(os.path.join(folder, "colours16.png"), side)
    if not smoke and shutil.which("convert"):
        for name in MAGICK:
            path = os.path.join(folder, f"{name}.png")
            if subprocess.run(["convert", f"{name}:", path], capture_output=True).returncode == 0:
                out[f"ImageMagick {name}:"] = path
    return out


def answer(path: str, size: int | None) -> str:
    from quiver.shapes.base import ShapeError
    from quiver.shapes.images import image_cells_of

    try:
        _, (w, h), cells, left = image_cells_of(path, size)
    except ShapeError as e:
        return "refused: " + str(e).removeprefix(f"picture '{os.path.basename(path)}' ")[:64]
    return f"{w}x{h}, {len(cells)} cells, {left} left out"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--size", type=int, action="append", help="longer side (0: the picture's own)")
    ap.add_argument("--picture", action="append", default=[], help="a PNG file to read as well")
    ap.add_argument("--smoke", action="store_true", help="one run, small pictures, figures meaningless")
    args = ap.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    pin_one_core()
    folder = tempfile.mkdtemp(prefix="quiver-picture-read-")
    try:
        chosen = pictures(folder, args.smoke)
        chosen.update({os.path.basename(p): p for p in args.picture})
        sizes = [48] if args.smoke else [s or None for s in args.size or [0, 48, 64]]
        runs = 1 if args.smoke else args.runs
        print(f"picture reading, CPU ms, medians of {runs} runs (load {load_average()})")
        print(f"{'picture':<22} {'size':>5} {'ms':>8}  answer")
        for label, path in chosen.items():
            for size in sizes:
                ms = 1000 * median_time(lambda p=path, s=size: answer(p, s), runs, clock=time.process_time)
                print(f"{label:<22} {size or 'own':>5} {ms:8.1f}  {answer(path, size)}", flush=True)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
