"""Contact sheets of the shape gallery, to look at every picture and model at once.

    python tools/gallery.py --mode 2d --size 12 --out /tmp/gallery_12.png   (12x12 each)
    python tools/gallery.py --mode 2d --side 12 --out /tmp/gallery_12.png   (aspect kept)
    python tools/gallery.py --mode 2d --out docs/screenshots/gallery.png   (default sizes)
    python tools/gallery.py --mode 3d --out /tmp/models.png   (the picker's thumbnails)

Each card shows a shape as the menu's picker draws it, with its name under it."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # (its stdout: usage and what it wrote)

import pygame

from quiver.render2d import theme
from quiver.render2d.thumbs import thumbnail
from quiver.shapes import default_size, list_shapes, make_shape


def fit(mode: str, name: str, side: int):
    """2D: the picture's default box scaled to a longer side of `side` (as the campaign
    does); 3D and flat: just `side`."""
    if mode != "2d":
        return side
    w, h = default_size(mode, name)
    k = side / max(w, h)
    return max(1, round(w * k)), max(1, round(h * k))


def sheet(mode: str, size, cols: int, card: int, names=None, side=None) -> pygame.Surface:
    names = names or list_shapes()[mode]
    rows = -(-len(names) // cols)
    label_h = 22
    surf = pygame.Surface((cols * card, rows * (card + label_h)))
    surf.fill(theme.BG_TOP)
    for k, name in enumerate(names):
        r, c = divmod(k, cols)
        x, y = c * card, r * (card + label_h)
        try:
            shape = make_shape(mode, name, fit(mode, name, side) if side else size)
        except ValueError as e:
            print(f"{name}: {e}")
            pygame.draw.line(surf, (220, 40, 40), (x + 10, y + 10), (x + card - 10, y + card - 10), 4)
            continue
        t = thumbnail(shape, (card - 14, card - 14))
        surf.blit(t, t.get_rect(center=(x + card // 2, y + card // 2)))
        theme.text(surf, name.replace("_", " "), 16, theme.INK, (x + card // 2, y + card + 2), "midtop")
    return surf


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--mode", default="2d", choices=("2d", "3d", "flat"))
    ap.add_argument("--size", type=int, default=None, help="every shape at N (default: its own)")
    ap.add_argument(
        "--side", type=int, default=None, help="every shape with its longer side N, keeping its aspect (2d)"
    )
    ap.add_argument("--cols", type=int, default=12)
    ap.add_argument("--card", type=int, default=96)
    ap.add_argument("--names", default=None, help="comma-separated names (default: all)")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    pygame.font.init()
    names = a.names.split(",") if a.names else None
    pygame.image.save(sheet(a.mode, a.size, a.cols, a.card, names, a.side), a.out)
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
