"""Draw Quiver's icon: assets/desktop/quiver.svg and PNGs at 16 to 512 px
(assets/desktop/quiver-N.png), from one description of the picture.

    .venv/bin/python tools/make_icon.py          # rewrite them
    .venv/bin/python tools/make_icon.py --check  # exit 1 if a file differs (tests use it)

The picture: three bent arrows on a dark rounded tile, in the game's own direction
colours (quiver/style/palette.py: orange flies right, blue up, green toward you), the
orange one leaving the tile. The PNGs are drawn with pygame at 4x and scaled down, so
the small sizes stay smooth; the SVG carries the same shapes for any size.
"""

from __future__ import annotations

import argparse
import io
import itertools
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from quiver.engine.geometry import PX, PY, PZ
from quiver.style.palette import NORMAL

OUT = ROOT / "assets" / "desktop"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
UNIT = 512  # the picture's own coordinates
TILE = (28, 32, 46)
TILE_EDGE = (58, 66, 92)
RADIUS = 96
WIDTH = 46  # an arrow body's thickness

# (colour, polyline of the body from tail to head, head direction as (dx, dy))
ARROWS = [
    (NORMAL[PY], [(140, 340), (140, 150)], (0, -1)),  # up: sky blue, as in the game
    (NORMAL[PZ], [(250, 120), (250, 210), (370, 210)], (1, 0)),
    (NORMAL[PX], [(110, 420), (300, 420), (300, 350), (360, 350)], (1, 0)),
]
HEAD_LEN = 70
HEAD_HALF = 56


def _head(tip_base: tuple[float, float], d: tuple[int, int]) -> list[tuple[float, float]]:
    """The arrowhead's triangle whose base centre is `tip_base`, pointing along d."""
    x, y = tip_base
    dx, dy = d
    px, py = -dy, dx
    return [
        (x + px * HEAD_HALF, y + py * HEAD_HALF),
        (x + dx * HEAD_LEN, y + dy * HEAD_LEN),
        (x - px * HEAD_HALF, y - py * HEAD_HALF),
    ]


def _hex(c: tuple[int, int, int]) -> str:
    return "#" + "".join(f"{v:02x}" for v in c)


def svg() -> str:
    parts = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{UNIT}" height="{UNIT}" '
        f'viewBox="0 0 {UNIT} {UNIT}">',
        "  <title>Quiver</title>",
        f'  <rect x="16" y="16" width="{UNIT - 32}" height="{UNIT - 32}" rx="{RADIUS}" '
        f'fill="{_hex(TILE)}" stroke="{_hex(TILE_EDGE)}" stroke-width="12"/>',
    ]
    for colour, line, d in ARROWS:
        pts = " ".join(f"{x},{y}" for x, y in line)
        parts.append(
            f'  <polyline points="{pts}" fill="none" stroke="{_hex(colour)}" stroke-width="{WIDTH}" '
            'stroke-linecap="round" stroke-linejoin="round"/>'
        )
        head = " ".join(f"{x:g},{y:g}" for x, y in _head(line[-1], d))
        parts.append(f'  <polygon points="{head}" fill="{_hex(colour)}" stroke="none"/>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def png(size: int) -> bytes:
    import pygame

    scale = 4 * size / UNIT
    big = pygame.Surface((4 * size, 4 * size), pygame.SRCALPHA)

    def s(p: tuple[float, float]) -> tuple[float, float]:
        return (p[0] * scale, p[1] * scale)

    rect = pygame.Rect(*s((16, 16)), (UNIT - 32) * scale, (UNIT - 32) * scale)
    pygame.draw.rect(big, TILE_EDGE, rect, border_radius=round(RADIUS * scale))
    inner = rect.inflate(-12 * scale, -12 * scale)
    pygame.draw.rect(big, TILE, inner, border_radius=round((RADIUS - 6) * scale))
    w = WIDTH * scale
    for colour, line, d in ARROWS:
        for a, b in itertools.pairwise(line):
            ax, ay = s(a)
            bx, by = s(b)
            if ax == bx:
                r = pygame.Rect(ax - w / 2, min(ay, by), w, abs(by - ay))
            else:
                r = pygame.Rect(min(ax, bx), ay - w / 2, abs(bx - ax), w)
            pygame.draw.rect(big, colour, r)
        for p in line:
            pygame.draw.circle(big, colour, s(p), w / 2)
        pygame.draw.polygon(big, colour, [s(p) for p in _head(line[-1], d)])
    small = pygame.transform.smoothscale(big, (size, size))
    buf = io.BytesIO()
    pygame.image.save(small, buf, "png")
    return buf.getvalue()


def outputs() -> dict[Path, bytes]:
    files = {OUT / "quiver.svg": svg().encode()}
    for n in SIZES:
        files[OUT / f"quiver-{n}.png"] = png(n)
    return files


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 when a file is missing or differs")
    args = ap.parse_args(argv)
    differ = []
    for path, data in outputs().items():
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                differ.append(path)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"wrote {path.relative_to(ROOT)}")
    for path in differ:
        print(f"differs: {path.relative_to(ROOT)}", file=sys.stderr)
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
