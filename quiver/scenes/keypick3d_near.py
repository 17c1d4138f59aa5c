"""Keyboard picking's last look at a head (keypick3d.shown_heads), where none of its tries
found it but one landed next to it: on nothing, on its own arrow or on a cell beside its
own. Its patch lies by that try: the whole pixels round it are tried (s230: a head whose
patch a try's point lay on, a pixel or a few wide, was lost when the point was rounded to
the whole pixel a click lands on: 92 of 12 694 heads a click took), and a grid of points
over each face the Tab cull keeps, from the patch's own pixels (s230: on a torus, a head
whose pyramid or face showed 50 to 400 px between its neighbours' pyramids, where every
fixed try landed off it). Heads whose tries all met cells further off (behind a cube in
front) are not tried again: the most of those the cull keeps never show."""

from __future__ import annotations

from typing import Any

from quiver.engine.geometry import VEC3
from quiver.render3d.headcull import INSET

from .keyspread3d import between_bars, open_face, whole_pixel

__all__ = ["GRID", "near_tries"]

GRID = 5  # points a side of the grid over a face (corner to corner, 0.08 in from its edges)
_STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))  # (the whole pixels beside a try's)


def near_tries(
    view: Any, wanted: tuple[int, int], faces: int, tries: list, hits: dict, least: float
) -> list[tuple]:
    """(x, y) pixels of the last look at `wanted` (arrow, cell), given the
    `tries` that missed it and what each pixel's pick found (`hits`, keyspread3d.spread_found's):
    none where no try landed next to it. `faces`: the Tab cull's bits (headcull.may_show);
    `view`: keypick3d's CameraLooks; `least`: keypick3d.FACING."""
    board = view.ctl.board
    at = board.space.coord(wanted[1])
    by = [t for t in tries if _next_to(board, hits.get(t, ()), wanted, at)]
    if not by:
        return []
    out = [p for t in by for dx, dy in _STEPS for p in _pixel(view, t[0] + dx, t[1] + dy)]
    ways = [VEC3[at[3]]] if len(at) == 4 else [v for k, v in enumerate(VEC3) if faces >> k & 1]
    deep = 0.5 if len(at) == 4 else INSET  # (a Flat face cell's face; a head cube's points just inside)
    span = [0.42 * (2 * k / (GRID - 1) - 1) for k in range(GRID)]
    for v in ways:  # (the faces the second look tries: turned to the eye, no cube against them)
        if not open_face(view, at, v, least):
            continue
        centre = tuple(at[j] + 0.5 + deep * v[j] for j in range(3))
        u, w = (e for e in VEC3[::2] if not (e[0] * v[0] + e[1] * v[1] + e[2] * v[2]))
        for s in span:
            for r in span:
                out += whole_pixel(view, tuple(centre[j] + s * u[j] + r * w[j] for j in range(3)))
    seen = set(tries)
    return [t for t in out if t not in seen]


def _next_to(board: Any, hit: Any, wanted: tuple[int, int], at: tuple) -> bool:
    """Whether a try's pick `hit` (() : not picked) landed next to the head `wanted` at `at`."""
    if hit == ():
        return False
    if hit is None or hit[0] == wanted[0]:
        return True
    c = board.space.coord(hit[1])
    return max(abs(c[j] - at[j]) for j in range(3)) <= 1


def _pixel(view: Any, x: float, y: float) -> list[tuple]:
    """[(x, y)]: window pixel (x, y), where between the bars."""
    return [(x, y)] if between_bars(view, x, y) else []
