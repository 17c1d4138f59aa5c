"""Keyboard picking's second look at a 3D head (keypick3d.shown_heads): a head shows where
a pick through the centre of one of its cube's faces finds it, and one whose faces'
centres lay under a pyramid or a cube in front while the rest of a face showed was never
lit by Tab, though the pointer fired it there (s196: a torus at 640x480 seen from above,
6 of the 16 heads a click could reach, two of them a third of a cube's face). Those are
tried again through four more points of each face that may show, halfway from its centre
to its corners, and its pyramid's tip; Flat 3D's heads are whole face cells, tried at
their centres. Only heads with a face the Tab cull keeps (headcull.may_show) are tried:
one whose faces are all covered or turned away stays unlit, its tip seen past its cube
or not (the cull drops no head this finds)."""

from __future__ import annotations

from typing import Any

try:
    from pyglm import glm
except ImportError:  # PyGLM < 2.8
    import glm  # type: ignore[no-redef]  # the same module under its pre-2.8 name

from quiver.engine.geometry import VEC3
from quiver.render3d.camera import pointer_ray
from quiver.render3d.controller import BoardController
from quiver.render3d.headcull import INSET
from quiver.render3d.pickbatch import pick_cells

__all__ = ["SPREAD", "facing", "spread_found", "spread_tries"]

SPREAD = 0.25  # cube widths from a face's centre along each of its two sides (its corners: 0.5)
TIP = 0.65  # cube widths from the head cube's centre to a point of its pyramid's tip (out by 0.3)
TIP = (
    0.65  # from the head cube's centre the way it points: its pyramid's tip out of the cube (mesh.HEAD_REACH)
)


def facing(p, coord, eye) -> float:
    """The cosine between the face through `p` (a point of keypick3d._head_points on the
    cube or face cell at `coord`) and the way to the eye: near 0 edge-on."""
    n = glm.normalize(glm.vec3(*p) - glm.vec3(coord[0] + 0.5, coord[1] + 0.5, coord[2] + 0.5))
    return glm.dot(n, glm.normalize(eye - glm.vec3(*p)))


def spread_tries(view: Any, i: int, cell: int, faces: int, least: float) -> list[tuple]:
    """(x, y, ray origin, direction) of the pixels halfway to the corners of each face of
    arrow i's 3D head cube on `cell` that may show: a bit in `faces` (headcull.may_show's),
    no cube against it, turned to the eye by a cosine of `least` at its centre, which
    shows between the bars; and, where a face is so, of its pyramid's tip. `view`:
    keypick3d's _View."""
    c = view.ctl.board.space.coord(cell)
    if len(c) == 4 or i in view.skip:
        return []
    out: list[tuple] = []
    seen = False  # (a face kept)
    for k, v in enumerate(VEC3):  # (the faces the Tab cull keeps, headcull: it drops no head this finds)
        centre = tuple(c[j] + 0.5 + INSET * v[j] for j in range(3))
        if not faces >> k & 1 or view.filled(tuple(c[j] + v[j] for j in range(3))):
            continue
        if facing(centre, c, view.eye) < least or not _ray(view, centre):
            continue
        u, w = (e for e in VEC3[::2] if not any(p * q for p, q in zip(e, v, strict=True)))
        seen = True
        for s, t in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
            out += _ray(view, tuple(centre[j] + SPREAD * (s * u[j] + t * w[j]) for j in range(3)))
    if seen:  # and its pyramid's part out of the cube, the way it points (mesh.HEAD_REACH)
        a = view.ctl.board.arrows[i]
        d = VEC3[view.ctl.board.direction(i) if cell == a.head else a.dir2]
        out += _ray(view, tuple(c[j] + 0.5 + TIP * d[j] for j in range(3)))
    return out


def _ray(view: Any, p: tuple) -> list[tuple]:
    """[(x, y, ray origin, direction)] of the pixel showing `p`, where between the bars."""
    x, y, z = view.pixel(p)
    if 0 <= x < view.w and view.top <= y < view.bottom and 0 < z < 1:
        return [(x, y, *pointer_ray(view.view, view.proj, x, y, view.w, view.h))]
    return []


def spread_found(view: Any, wanted: list, tries: list) -> list[tuple[float, float] | None]:
    """keypick3d's `view.found` for these tries: every ray picked in one walk (the game's
    3D picks; each head's first of several rays in turn took a walk a ray, 45 ms on a
    sphere 40), the first of each head's whose pick is its cell."""
    flat = [t for ts in tries for t in ts]
    game = getattr(view.ctl.pick_ray, "__func__", None) is BoardController.pick_ray
    picks = (
        pick_cells(view.ctl.board, [t[2] for t in flat], [t[3] for t in flat], view.skip) if game else None
    )
    if picks is None:
        return view.found(wanted, tries)
    out, n = [], 0
    for w, ts in zip(wanted, tries, strict=True):
        out.append(next((t[:2] for t, hit in zip(ts, picks[n : n + len(ts)], strict=True) if hit == w), None))
        n += len(ts)
    return out
