"""The points whose pixels may show a 3D or Flat-3D head (keyboard picking, keypick3d):
its face's centre, or its head cube's faces' centres just inside them."""

from __future__ import annotations

from typing import Any

from quiver.engine.geometry import VEC3

__all__ = ["head_points"]


def head_points(ctl: Any, cell: int, view: Any = None, faces: int = 63) -> list[tuple]:
    """Points whose pixels show the head cell: a Flat-3D face's centre; the centres of a
    3D head cube's faces (just inside it), with `view` only those turned to its eye and
    not covered by the next cube (the many heads inside a big shape need no pick), of
    the faces with a bit in `faces` (may_show's: the others are sure not to show)."""
    c = ctl.board.space.coord(cell)
    if len(c) == 4:
        return [tuple(ctl.cell_point(cell))] if faces & 1 else []
    out = []
    for k, v in enumerate(VEC3):  # 0.38: on a head pointing into a cube too (mesh.HEAD_FLUSH)
        if not faces >> k & 1:
            continue
        p = (c[0] + 0.5 + 0.38 * v[0], c[1] + 0.5 + 0.38 * v[1], c[2] + 0.5 + 0.38 * v[2])
        if view is not None:
            if view.filled((c[0] + v[0], c[1] + v[1], c[2] + v[2]), v):
                continue
            e = view.eye
            if v[0] * (e.x - p[0]) + v[1] * (e.y - p[1]) + v[2] * (e.z - p[2]) <= 0:
                continue
        out.append(p)
    return out
