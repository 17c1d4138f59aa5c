"""2D shapes from the user's PNG pictures: dark opaque pixels become cells."""

from __future__ import annotations

import os

from .base import ShapeError, file_stem, size_text
from .masks2d import MAX_SIDE, MIN_SIDE, checked, pieces_ok, scale_cells

NATURAL_CAP = 64  # without a size, the longer side is at most this


def is_image_name(name) -> bool:
    """Whether a 2D shape name means a picture file (ends .png or names a file)."""
    s = os.fspath(name)
    return s.lower().endswith(".png") or os.path.isfile(s)


GRAINY = "(stray dots or thin diagonal lines); clean it up or draw thicker lines"  # (what to do)


def image_cells(path, size) -> tuple[str, tuple[int, int], set]:
    """(name, (w, h), cells) from a PNG file.

    size None: the picture's own size (trimmed), the longer side capped at 64;
    N: the longer side is N, keeping the aspect; (w, h): exactly that box."""
    from .png import dark_mask, read_png  # the decoder when a picture is read (not at start-up)

    path = os.fspath(path)
    label = os.path.basename(path)
    name = file_stem(path)
    image = read_png(path)
    rows = dark_mask(image)
    ys = [y for y, r in enumerate(rows) if 1 in r]
    if not ys:
        if not any(max(r[3::4], default=0) >= 128 for r in image.rows):  # (alpha 128: opaque)
            raise ShapeError(
                f"picture '{label}' is fully transparent: no dark opaque pixels to make cells from"
            )
        raise ShapeError(
            f"picture '{label}' has no dark opaque pixels to make cells from: its light ones "
            f"are left out; draw it in a dark colour"
        )
    x0 = min(rows[y].find(1) for y in ys)
    x1 = max(rows[y].rfind(1) for y in ys)
    y0, tw, th = ys[0], x1 - x0 + 1, ys[-1] - ys[0] + 1

    def has(p) -> bool:
        return rows[y0 + p[1]][x0 + p[0]] == 1

    if isinstance(size, tuple):
        w, h = size
        if min(w, h) < MIN_SIDE or max(w, h) > MAX_SIDE:
            raise ShapeError(
                f"picture '{label}' needs sides from {MIN_SIDE} to {MAX_SIDE}, got {size_text(size)}"
            )
    else:
        if size is not None and not MIN_SIDE <= size <= MAX_SIDE:
            raise ShapeError(f"picture '{label}' needs a size from {MIN_SIDE} to {MAX_SIDE}, got {size}")
        top = max(tw, th)
        k = min(1.0, NATURAL_CAP / top) if size is None else size / top
        w, h = max(1, round(tw * k)), max(1, round(th * k))

    def build(a: int, b: int) -> set:
        return scale_cells(has, tw, th, a, b)

    cells = build(w, h)
    if not pieces_ok(cells) and tw <= MAX_SIDE and th <= MAX_SIDE and not pieces_ok(build(tw, th)):
        raise ShapeError(f"picture '{label}' has pieces under 3 cells {GRAINY}")
    return name, (w, h), _checked(label, cells, w, h, build)


def _checked(label: str, cells: set, w: int, h: int, build) -> set:
    """masks2d.checked's cells, or its refusal; where no size helps a picture too big to
    try whole (a photo's grain), the words a small one gets (s124: "at 64x43 ...; no size
    up to 256x256 avoids that" said neither what was wrong nor what to do)."""
    try:
        return checked(f"picture '{label}'", cells, w, h, build)
    except ShapeError as e:
        if e.at_least is not None or not cells:
            raise
        raise ShapeError(
            f"picture '{label}' has pieces under 3 cells at every size up to {MAX_SIDE}x{MAX_SIDE} {GRAINY}"
        ) from None
