"""Keyboard picking's second look at a 3D head (keypick3d.shown_heads): a head shows where
a pick through the centre of one of its cube's faces finds it, and one whose faces'
centres lay under a pyramid or a cube in front while the rest of a face showed was never
lit by Tab, though the pointer fired it there (s196: a torus at 640x480 seen from above,
6 of the 16 heads a click could reach, two of them a third of a cube's face). Those are
tried again through four more points of each face that may show, halfway from its centre
to its corners, and its pyramid's tip; a Flat-3D head's face cell through its four
such points (s202: a face whose centre lay under a HUD bar, or past a step's edge, was
never lit while a click took it over half the face). Only heads the Tab cull keeps
(headcull.may_show) are tried (it drops no head this finds): one with a face that may
show, or whose tip stands out where no cube is ahead, tried there where a side of it
turns to the eye (s199: such a tip seen past its cube, its faces all covered or turned
away, was clicked and never lit). A head next to a face counts as covering it only where
its own cell is shut round it (`whole`)."""

from __future__ import annotations

import functools
import math
from typing import Any

try:
    from pyglm import glm
except ImportError:  # PyGLM < 2.8
    import glm  # type: ignore[no-redef]  # the same module under its pre-2.8 name

from quiver.engine.geometry import VEC3
from quiver.render3d.flat_controller import FlatBoardController
from quiver.render3d.headcells import head_table
from quiver.render3d.headcull import (
    CORNER,
    DEEP,
    DRIFT,
    EDGE_PX,
    FLAT_EDGE_PX,
    INSET,
    SLANT,
    SPREAD,
    TIP,
    across_px,
)
from quiver.render3d.pickbatch import pick_cells, pick_faces

from .pick_table import batched_pick

EDGE_ROWS = (3, 10)  # pixels in from a bar's edge: the rows `_along_bars` tries along it
EDGE_STEP = (
    16  # and this many pixels apart along them (s230: 8 lit 2 more of 12 694 heads, with 300 more rays a Tab)
)
_SIGNS = ((-1, -1), (1, -1), (-1, 1), (1, 1))  # (a face's four spread points, each way along it)

__all__ = [
    "SPREAD",
    "between_bars",
    "corner_tries",
    "facing",
    "first_hits",
    "open_face",
    "shows_face",
    "spread_found",
    "spread_tries",
    "tip_facing",
    "whole",
    "whole_pixel",
]


def whole(index, owner, collar, v, eye, way, through: bool = True, deep: int = DEEP) -> bool:
    """Whether 3D voxel `v`, `way` (a VEC3) from a head, hides it from `eye` as a cube
    does (keypick3d's `CameraLooks.filled`): a cell of an arrow still on the board (`index`: the
    space's, `owner` the board's), not a head (`collar`: per cell 0, else a head's, 1 +
    the way it points, its collar at its back; 7 a turning head's) with a side across
    `way` turned to the eye that no cube is against: its collar and pyramid leave room
    round them, and the head behind showed while Tab took it for covered (s199: a
    torus's head, 450 px a click took). Nor one pointing across `way` whose far side
    (on along `way`) is so: a ray passes beside its pyramid's narrow end, clear of its
    collar (s227: 3D level 1's arrow 2, 1 058 px a click took, never lit; `through`
    False: not so). A side against another head is open where that head is not `whole`
    from this one (s247: a ray past two heads' pyramids, from above a torus, reached a
    third's collar, 6 px a click took), `deep` heads on past this one (s287: a ray past
    three heads' rooms, from above a sphere 8, reached a fourth's, 87 px a click took; 0:
    this one alone)."""
    cid = index.get(v)
    if cid is None or owner[cid] < 0:
        return False
    if not collar[cid]:
        return True
    e = (eye.x - v[0] - 0.5, eye.y - v[1] - 0.5, eye.z - v[2] - 0.5)  # (from its centre)
    across = through and collar[cid] < 7 and not _dot(VEC3[collar[cid] - 1], way)
    if across:  # (a ray on through it drifts across less than the room beside its pyramid)
        a, d = way.index(next(q for q in way if q)), (collar[cid] - 1) >> 1
        along, o = abs(e[a]), 3 - a - d
        across = abs(e[d]) <= DRIFT[0] * along and abs(e[o]) <= DRIFT[1] * along
    # each side across `way`, and on along it where it points across (headcull._open is the
    # cull's, a hair looser)
    sides = [(a, s) for a in range(3) if not way[a] for s in (-1, 1)]
    sides += [(a, way[a]) for a in range(3) if way[a] and across]
    for a, s in sides:
        u = (v[0] + s * (a == 0), v[1] + s * (a == 1), v[2] + s * (a == 2))
        if s * e[a] > 0.5 and (
            (n := index.get(u)) is None or owner[n] < 0 or _past(index, owner, collar, n, u, eye, a, s, deep)
        ):
            return False
    return True


def _past(index, owner, collar, n: int, u: tuple, eye, a: int, s: int, deep: int) -> bool:
    """Whether the head on cell `n` (voxel `u`, `s` along axis `a` from a head `whole`
    asks about) leaves a way in from the eye to that side of it."""
    if deep <= 0 or not collar[n]:
        return False
    return not whole(index, owner, collar, u, eye, tuple(s * (j == a) for j in range(3)), deep=deep - 1)


def facing(p, coord, eye) -> float:
    """The cosine between the face through `p` (a point of keypick3d._head_points on the
    cube or face cell at `coord`) and the way to the eye: near 0 edge-on."""
    n = glm.normalize(glm.vec3(*p) - glm.vec3(coord[0] + 0.5, coord[1] + 0.5, coord[2] + 0.5))
    return glm.dot(n, glm.normalize(eye - glm.vec3(*p)))


def shows_face(view: Any, p, coord, least: float) -> bool:
    """Whether the face through `p` (as `facing`) is turned to the eye of `view`
    (keypick3d's CameraLooks) by a cosine of `least`, or is still EDGE_PX across on screen
    (a Flat face cell: FLAT_EDGE_PX): not edge-on (s90's rule, but for a face seen close
    up, s202)."""
    cos = facing(p, coord, view.eye)
    edge = FLAT_EDGE_PX if isinstance(view.ctl, FlatBoardController) else EDGE_PX
    return cos >= least or across_px(cos, glm.distance(view.eye, glm.vec3(*p)), view) >= edge


def spread_tries(view: Any, i: int, cell: int, faces: int, least: float) -> list[tuple]:
    """(x, y) of the pixels halfway to the corners of each face of
    arrow i's 3D head cube on `cell` that may show: a bit in `faces` (headcull.may_show's),
    no cube against it, turned to the eye by a cosine of `least` at its centre; those
    between the bars (s202: a face whose centre lay under a bar was passed over, though
    its other half showed). And, where a face is so, of its pyramid's tip. A Flat-3D
    head's face cell: its four such points. Where a face has none of its points between
    the bars, pixels along the bar's edge over the cube (`_along_bars`, s215). `view`:
    keypick3d's CameraLooks."""
    c = view.ctl.board.space.coord(cell)
    if i in view.skip:
        return []
    if len(c) == 4:  # (its centre: keypick3d's first try)
        v = VEC3[c[3]]
        centre = tuple(c[j] + 0.5 + 0.5 * v[j] for j in range(3))
        if not (faces & 1 and shows_face(view, centre, c, least)):
            return []
        rays = _spread(view, centre, v)
        return rays or ([] if whole_pixel(view, centre) else _along_bars(view, c[:3]))  # (all under a bar)
    out: list[tuple] = []
    seen = under = False  # (a face with a point between the bars; one with none there)
    for k, v in enumerate(VEC3):  # (the faces the Tab cull keeps, headcull: it drops no head this finds)
        if not faces >> k & 1 or not open_face(view, c, v, least):
            continue
        centre = (c[0] + 0.5 + INSET * v[0], c[1] + 0.5 + INSET * v[1], c[2] + 0.5 + INSET * v[2])
        rays = _spread(view, centre, v)
        shown = bool(rays or whole_pixel(view, centre))
        seen, under = seen or shown, under or not shown
        out += rays
    # and its pyramid's part out of the cube, the way it points (mesh.HEAD_REACH): where a
    # face is so, or where no cube is ahead and a side of the tip turns to the eye (s199:
    # a tip seen past its cube, its faces edge-on)
    a = view.ctl.board.arrows[i]
    d = VEC3[view.ctl.board.direction(i) if cell == a.head else a.dir2]
    tip = tuple(c[j] + 0.5 + TIP * d[j] for j in range(3))
    bare = not view.filled(tuple(c[j] + d[j] for j in range(3)), d)
    if seen or (bare and tip_facing(tip, d, view.eye) >= least):
        out += whole_pixel(view, tip)
    return out + (_along_bars(view, c) if under else [])


def _along_bars(view: Any, c: tuple, ks: tuple = EDGE_ROWS, step: int = EDGE_STEP) -> list[tuple]:
    """(x, y) of pixels along a bar's edge, just in from it, over the
    3D cube at `c` (a head's cell, its pyramid; a Flat face cell's cube) where its box
    crosses that edge (s215: zoomed in, a head's pyramid showed as a strip 16 px tall over
    the bottom bar, 1 900 px a click took, and every point of its faces and its tip lay
    under the bar or behind a cube: Tab lit one blocked head on the bar's edge)."""
    box = [view.pixel(tuple(c[j] + (-0.3 if b >> j & 1 else 1.3) for j in range(3))) for b in range(8)]
    ys = [p[1] for p in box]
    rows = [math.ceil(view.top) + k for k in ks if min(ys) < view.top < max(ys)]
    rows += [math.ceil(view.bottom) - 1 - k for k in ks if min(ys) < view.bottom < max(ys)]
    if not rows or any(not 0 < p[2] < 1 for p in box):
        return []
    lo = max(
        0, int(min(p[0] for p in box))
    )  # (on the window's grid of `step`: the heads beside share them, s230)
    span = range(-(-lo // step) * step, min(view.w, int(max(p[0] for p in box)) + 1), step)
    mid = view.pixel(tuple(v + 0.5 for v in c))[0]
    xs = sorted(span, key=lambda x: abs(x - mid))  # (from the middle out: the brackets nearer its middle)
    return [(float(x), float(y)) for y in rows for x in xs]


def corner_tries(view: Any, i: int, cell: int, faces: int, least: float) -> list[tuple]:
    """keypick3d's third look, at the heads neither look found: (x, y) pixels
    of the points near the corners of each face of arrow i's 3D head cube on
    `cell` that `spread_tries` tried, where the face is seen on through a head beside it
    (`_beside`; s227: on 3D level 1 such a face showed 1 058 px a click took, on a patch
    none of its middle points fell on); and where a face's centre (a Flat face cell's) is
    between the bars and some of its other points are not, pixels along the bar
    (`_along_bars`; s227: a face's centre just under the top bar, its other points over
    it, showed 1 382 px a click took)."""
    c = view.ctl.board.space.coord(cell)
    if i in view.skip:
        return []
    out: list[tuple] = []
    partly, near = False, _near_bar(view, c)
    cube = len(c) == 3
    for k, v in enumerate(VEC3 if cube else [VEC3[c[3]]]):
        if not faces >> k & 1:
            continue
        beside = cube and _beside(view, (c[0] + v[0], c[1] + v[1], c[2] + v[2]), v)
        if not (near or beside) or not open_face(view, c, v, least):
            continue  # (the rest: a third of a sphere 24's first Tab, for one head)
        centre = tuple(c[j] + 0.5 + (INSET if cube else 0.5) * v[j] for j in range(3))
        # (its centre between the bars, not all its points: cut by a bar; where any point was
        # not, a sphere 24 zoomed in tried 1 400 more rays, 15 ms, and lit no more)
        partly = partly or _cut(view, centre, v)
        out += _spread(view, centre, v, CORNER) if beside else []
    return out + (_along_bars(view, c[:3]) if partly else [])


def open_face(view: Any, c: tuple, v: tuple, least: float) -> bool:
    """Whether the face `v` (a VEC3) of the 3D head cube at `c` (a Flat face cell: its
    face) has no cube against it and `shows_face` at its centre: asked once a face a
    view (`view.faces`), though each look asks it again (s235)."""
    key = (c, v, least)
    got = view.faces.get(key)
    if got is None:
        cube = len(c) == 3
        centre = tuple(c[j] + 0.5 + (INSET if cube else 0.5) * v[j] for j in range(3))
        filled = cube and view.filled((c[0] + v[0], c[1] + v[1], c[2] + v[2]), v)
        got = view.faces[key] = not filled and shows_face(view, centre, c, least)
    return got


def _near_bar(view: Any, c: tuple) -> bool:
    """Whether the cube at `c` (a Flat face cell's) may reach past a bar's edge on screen:
    its middle within a cube's width of it (one projection: a few a head took a fifth of a
    sphere 24's first Tab)."""
    mid = glm.vec3(c[0] + 0.5, c[1] + 0.5, c[2] + 0.5)
    _x, y, _z = view.pixel(tuple(mid))
    return min(abs(y - view.top), abs(y - view.bottom)) <= across_px(1.0, glm.distance(view.eye, mid), view)


def _cut(view: Any, centre: tuple, v: tuple) -> bool:
    """Whether the face through `centre` (normal `v`) has its centre between the bars and
    one of `_spread`'s points not: projected only (their rays cost a third of a Tab)."""
    spots = [(centre[0] + a, centre[1] + b, centre[2] + c) for a, b, c in _offsets(v, SPREAD)]
    return _between(view, centre) and not all(_between(view, p) for p in spots)


def _between(view: Any, p: tuple) -> bool:
    x, y, z = view.pixel(p)
    return 0 <= round(x) < view.w and view.top <= round(y) < view.bottom and 0 < z < 1


def _dot(a: tuple, b: tuple) -> int:
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def _beside(view: Any, n: tuple, v: tuple) -> bool:
    """Whether voxel `n`, `v` from a head, is another's head seen on through only past its
    pyramid's narrow end (`whole`'s `through`): only such faces are tried near their
    corners (tried at every face, the first Tab on a sphere 24 took half as long again,
    and lit 3 more of 239 heads)."""
    cid = view._index.get(n)
    if cid is None or view._owner[cid] < 0 or not 0 < view._collar[cid] < 7:
        return False
    return whole(view._index, view._owner, view._collar, n, view.eye, v, through=False)


def _spread(view: Any, centre: tuple, v: tuple, reach: float = SPREAD) -> list[tuple]:
    """`whole_pixel` of the four points halfway from `centre` to the corners of its face,
    whose normal is `v` (a VEC3); `reach` CORNER: near them."""
    out: list[tuple] = []
    for a, b, c in _offsets(v, reach):
        out += whole_pixel(view, (centre[0] + a, centre[1] + b, centre[2] + c))
    return out


@functools.cache
def _offsets(v: tuple, reach: float) -> tuple[tuple[float, float, float], ...]:
    """From a face's centre (normal `v`) to its four points `reach` along each of its
    sides, the same sums once, not four a face a head (s235)."""
    u, w = (e for e in VEC3[::2] if not _dot(e, v))
    return tuple(
        (reach * (s * u[0] + t * w[0]), reach * (s * u[1] + t * w[1]), reach * (s * u[2] + t * w[2]))
        for s, t in _SIGNS
    )


def tip_facing(tip: tuple, d: tuple, eye) -> float:
    """The cosine between the way to the eye and the side most turned to it of a pyramid
    whose tip's point `tip` points `d` (a VEC3): s90's FACING holds for a tip too."""
    e = glm.normalize(eye - glm.vec3(*tip))
    sides = (glm.vec3(*u) + SLANT * glm.vec3(*d) for u in VEC3 if not u[0] * d[0] + u[1] * d[1] + u[2] * d[2])
    return max(glm.dot(glm.normalize(n), e) for n in sides)


def whole_pixel(view: Any, p: tuple) -> list[tuple]:
    """[(x, y)] of the pixel showing `p`, where between the bars (its ray: `CameraLooks.rays`):
    the whole pixel a click lands on (s227: at `p`'s fraction of a pixel a head was found
    where the pixel Tab lights, rounded, took its neighbour: 2 of 780 lit heads)."""
    x, y, z = view.pixel(p)
    x, y = float(round(x)), float(round(y))
    return [(x, y)] if between_bars(view, x, y) and 0 < z < 1 else []


def between_bars(view: Any, x: float, y: float) -> bool:
    """Whether window pixel (x, y) lies in the window between the HUD's bars."""
    return 0 <= x < view.w and view.top <= y < view.bottom


def spread_found(
    view: Any, wanted: list, tries: list, hits: dict | None = None
) -> list[tuple[float, float] | None]:
    """keypick3d's `view.found` for these tries: every ray picked in one walk (the game's
    picks; each head's first of several rays in turn took a walk a ray, 45 ms on a sphere
    40), the first of each head's whose pick is its cell. `hits`: filled with what each
    pixel's pick found (keypick3d_near's fourth look reads it)."""
    flat = list(dict.fromkeys(t for ts in tries for t in ts))  # (a pixel's ray once: heads share some)
    picks = _batch(view, flat)
    if picks is None:  # (not the game's picks: a test's, or a board with no cell grid)
        picks = [_pick(view, t) for t in flat]
    hit = dict(zip(flat, picks, strict=True))
    if hits is not None:
        hits.update(hit)
    return [next((t for t in ts if hit[t] == w), None) for w, ts in zip(wanted, tries, strict=True)]


def first_hits(view: Any, wanted: list, tries: list, picks: list | None = None) -> list[int | None] | None:
    """pickbatch.first_hits's answer (for each k, the index in `tries[k]`, pixels of
    `view`, keypick3d's CameraLooks, of the first whose ray's pick is `wanted[k]`) from one walk
    of all the rays, not a walk for each head's first, second... (three walks of a few
    hundred rays, 8 ms of a sphere 24's first Tab). `picks`: filled with each ray's pick,
    in order. None: no cell grid."""
    board, flat = view.ctl.board, [t for ts in tries for t in ts]
    pick = pick_faces if head_table(board).faces is not None else pick_cells
    origins, directions = view.rays(flat) if flat else ((), ())
    got = pick(board, origins, directions, view.skip) if flat else []
    if got is None:
        return None
    if picks is not None:
        picks += got
    out, n = [], 0
    for w, rs in zip(wanted, tries, strict=True):
        out.append(next((k for k in range(len(rs)) if got[n + k] == w), None))
        n += len(rs)
    return out


def _batch(view: Any, rays: list) -> list | None:
    """(arrow, cell) of each ray's pick all at once (pickbatch), where the controller picks as
    the game's do; None: it does not, or the board has no grid."""
    pick = batched_pick(view.ctl)
    if pick is None or not rays:
        return None if pick is None else []
    origins, directions = view.rays(rays)
    return pick(view.ctl.board, origins, directions, view.skip)


def _pick(view: Any, t: tuple) -> tuple[int, int] | None:
    hit = view.ctl.pick_ray(*view.ray(t), view.skip)
    return None if hit is None else (hit.arrow, hit.cell)
