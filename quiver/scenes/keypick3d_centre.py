"""Where Tab's focus brackets (keypick3d_mark) go round a lit 3D head: the middle of the
part of it a click takes, not the pixel its look found (s283: on a flared pyramid's skirt
seen past a cube, the footprint look's pixel lay on the strip's lower edge, and the
brackets hung half below the arrow)."""

from __future__ import annotations

import math
from typing import Any

from quiver.render3d.headcells import head_table

from .keyspread3d import _batch, _pick

__all__ = ["GRID", "Centred", "box", "centre"]

GRID = 13  # pixels tried each way across the head cell's box on screen


class Centred:
    """The brackets' pixel for the lit head, found once per view at rest (169 rays, about
    4 ms: a drag's frames cost 0.25-2.8 ms, so while the view moves they follow the pixel
    found, as before, and settle on the middle when it rests)."""

    def __init__(self) -> None:
        self._kept: tuple | None = None  # ((lit, the view), the pixel)

    def at(self, ctl: Any, lit: Any, looks: tuple, make_view) -> tuple[float, float]:
        if ctl.input.busy or ctl.camera.turning:
            return lit.pos
        if self._kept is None or self._kept[0] != (lit, looks):
            head = (lit.arrow, dict(head_table(ctl.board).ends(lit.arrow))[lit.end])
            self._kept = ((lit, looks), centre(make_view(ctl), head, lit.pos))
        return self._kept[1]


def centre(view: Any, head: tuple[int, int], found: tuple[float, float]) -> tuple[float, float]:
    """The pixel of `head` (arrow, its head cell) a click takes nearest the middle of all
    those it takes on a GRID x GRID grid over the cell's box (its flare and skirt
    included), between the bars; `found` where none is (a sliver between the grid's
    pixels: the brackets stay where the look found it)."""
    pixels = _grid(view, view.ctl.board.space.coord(head[1]))
    if not pixels:
        return found
    picks = _batch(view, pixels)
    if picks is None:
        picks = [_pick(view, t) for t in pixels]
    mine = [t for t, hit in zip(pixels, picks, strict=True) if hit == head]
    if len(mine) < 2:
        return found
    mx, my = sum(t[0] for t in mine) / len(mine), sum(t[1] for t in mine) / len(mine)
    return min(mine, key=lambda t: math.dist(t, (mx, my)))


def _grid(view: Any, c: tuple) -> list[tuple[float, float]]:
    """GRID x GRID pixels over `box`."""
    got = box(view, c)
    if got is None:
        return []
    x0, x1, y0, y1 = got
    dx, dy = (x1 - x0) / (GRID - 1), (y1 - y0) / (GRID - 1)
    return [(float(round(x0 + a * dx)), float(round(y0 + b * dy))) for b in range(GRID) for a in range(GRID)]


def box(view: Any, c: tuple) -> tuple[float, float, float, float] | None:
    """(left, right, top, bottom) on screen of the cube at `c` (a 3D head's cell, a Flat
    face cell's cube), 0.3 past it each way (the flare, the skirt), between the bars; None
    where none of it is, or it reaches behind the eye."""
    corners = [view.pixel(tuple(c[j] + (-0.3 if b >> j & 1 else 1.3) for j in range(3))) for b in range(8)]
    if any(not 0 < p[2] < 1 for p in corners):
        return None
    x0, x1 = max(0.0, min(p[0] for p in corners)), min(view.w - 1.0, max(p[0] for p in corners))
    y0, y1 = max(view.top, min(p[1] for p in corners)), min(view.bottom - 1.0, max(p[1] for p in corners))
    return None if x1 <= x0 or y1 <= y0 else (x0, x1, y0, y1)
