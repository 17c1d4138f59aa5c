"""Firing animations in 3D: pure math (numpy), no GL.

A fired arrow slides head-first along a polyline: its own cell centres, tail to head,
then straight on from the head in its direction. Travelling `s` cells moves every part
of the body `s` along that line, so the body snakes through its own cells behind the head.

* left: it accelerates out of the shape and on, shrinking once it is clear of the box.
* blocked: it moves until its tip hits the blocking cube (a small overshoot: the smack),
  the blocker shakes, and it eases back to where it was.

`Animator.instances()` gives box and pyramid instances (mesh.BOX_DTYPE / HEAD_DTYPE)
for everything moving; `hidden()` lists arrows still on the board whose static cubes
must not be drawn meanwhile. The timing is `flight.Flight`'s, shared with Flat 3D.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import InitVar, dataclass, field

import numpy as np

from quiver.engine.geometry import VEC3

from .flight import OVERSHOOT, SMACK_TINT, Flight, FlightAnimator
from .mesh import (
    BOX_DTYPE,
    COLLAR,
    FLAG_MOVING,
    HEAD_DTYPE,
    HEAD_REACH,
    PALETTE,
    glyph_bits,
    head_instances,
)
from .picking import occupied_box

__all__ = ["Animator", "FireAnim", "body_runs"]


@dataclass
class FireAnim:
    """One fired arrow in flight: its path through the voxels, and its `flight` (timing)."""

    arrow: int
    cells: np.ndarray  # (L, 3) voxel coordinates, tail first
    dir: int
    left: bool
    gap: float = 0.0  # empty cells between the head and the blocking cell
    exit: float = 0.0  # cells from the head to the edge of the box
    blocker: int | None = None
    speed: InitVar[float] = 1.0  # > 1 plays faster (reduced motion): the flight's
    palette: InitVar[np.ndarray | None] = None  # sets `color`; None: mesh.PALETTE
    points: np.ndarray = field(init=False, repr=False)
    color: np.ndarray = field(init=False, repr=False)
    flight: Flight = field(init=False)

    def __post_init__(self, speed: float, palette: np.ndarray | None) -> None:
        cells = np.asarray(self.cells, dtype=np.float32).reshape(-1, 3)
        self.cells = cells
        centres = cells + 0.5
        d = np.array(VEC3[self.dir], dtype=np.float32)
        back = centres[0] - (centres[1] - centres[0])  # one step behind the tail
        ahead = int(math.ceil(self.exit + len(cells) + 8))
        fwd = centres[-1] + d * np.arange(1, ahead + 1, dtype=np.float32)[:, None]
        self.points = np.vstack([back[None], centres, fwd])  # parameter t sits at index t + 1
        self.color = (PALETTE if palette is None else palette)[self.dir]
        if self.left:
            self.flight = Flight(
                True,
                d,
                clear=len(cells) + self.exit + 0.5,  # tail out of the box
                end_s=len(cells) + self.exit + 6.0,
                speed=speed,
            )
        else:
            # the pyramid's tip stands HEAD_REACH out of the head cell: it is the tip that
            # goes just inside the blocker at the smack
            self.flight = Flight(False, d, reach=max(self.gap - HEAD_REACH, 0.0) + OVERSHOOT, speed=speed)

    # -- geometry --------------------------------------------------------------------
    def point(self, t: float) -> np.ndarray:
        """The point at parameter t of the path (0: tail centre, L-1: head centre)."""
        return _point_at(self.points, t)

    def pieces(self) -> tuple[np.ndarray, np.ndarray]:
        """(boxes, heads) for the arrow at its current travel."""
        s = self.flight.travel()
        sc = self.flight.scale()
        n = len(self.cells)
        a, b = s, s + n - 1 - (0.5 - COLLAR)  # tail centre .. collar end
        runs = body_runs(self.points, a, b)
        boxes = np.zeros(len(runs), dtype=BOX_DTYPE)
        h = 0.5 * sc
        tint = self.flight.tint()
        col = self.color * (1 - tint) + SMACK_TINT * tint
        for i, (p0, p1, e, first, last) in enumerate(runs):
            start = p0 - e * h if first else p0 + e * 0.5
            end = p1 if last else p1 + e * 0.5
            lo = np.minimum(start, end)
            hi = np.maximum(start, end)
            perp = 1.0 - np.abs(e)
            lo = np.where(perp > 0, np.minimum(p0, p1) - h, lo)
            hi = np.where(perp > 0, np.maximum(p0, p1) + h, hi)
            boxes[i]["lo"] = lo
            boxes[i]["hi"] = hi
            cls = 0
            ei = VEC3.index(tuple(int(v) for v in e))
            if not first:
                cls |= 1 << (2 * (ei ^ 1))  # joined behind: the previous run covers it
            if last:
                cls |= 1 << (2 * ei)  # the pyramid sits on the end face
            boxes[i]["bits"] = cls | FLAG_MOVING | int(glyph_bits(self.dir))
        boxes["color"] = col
        boxes["arrow"] = self.arrow
        heads = head_instances(
            np.zeros((1, 3), np.float32),
            np.array([self.dir]),
            col[None].astype(np.float32),
            np.array([self.arrow]),
            FLAG_MOVING,
        )
        heads["base"] = self.point(b)
        for key in ("u", "v", "axis"):
            heads[key] *= sc
        return boxes, heads


def _point_at(points: np.ndarray, t: float) -> np.ndarray:
    """The point at parameter t of the polyline whose `points[k + 1]` is at parameter k."""
    k = min(max(int(math.floor(t)), -1), len(points) - 3)
    p0, p1 = points[k + 1], points[k + 2]
    return p0 + (p1 - p0) * (t - k)


def body_runs(points: np.ndarray, a: float, b: float):
    """Straight runs of the polyline (`points[k + 1]` is at parameter k) between
    parameters a < b: (start, end, unit direction, starts at a, ends at b)."""
    runs = []
    ks = [a] + [float(k) for k in range(int(math.floor(a)) + 1, int(math.ceil(b)))] + [b]
    last_k = len(points) - 3
    cur = None
    for t0, t1 in itertools.pairwise(ks):
        if t1 - t0 <= 1e-6:
            continue
        k = min(max(int(math.floor(t0)), -1), last_k)
        e = points[k + 2] - points[k + 1]
        if cur is not None and np.array_equal(cur[2], e):
            cur[1] = _point_at(points, t1)
            cur[4] = t1
        else:
            if cur is not None:
                runs.append(cur)
            cur = [_point_at(points, t0), _point_at(points, t1), e, t0, t1]
    if cur is not None:
        runs.append(cur)
    return [(r[0], r[1], r[2], r[3] == a, r[4] == b) for r in runs]


class Animator(FlightAnimator[FireAnim]):
    """Every fired arrow in flight; the renderer draws `instances()` each frame."""

    def fire(
        self,
        board,
        arrow: int,
        left: bool,
        blocking_cell: int | None = None,
        blocker: int | None = None,
        end: int = 0,
        d: int | None = None,
    ) -> FireAnim:
        """Start the animation of a tap the session has just applied to `board` (end 1:
        a two-headed arrow fired by its `dir2` head, the body read from the other end;
        `d`: the way the head pointed, a rotating arrow's at that phase)."""
        space = board.space
        a = board.arrows[arrow]
        body, d = (a.cells[::-1], a.dir2) if end == 1 else (a.cells, a.dir if d is None else d)
        cells = np.array([space.coord(c) for c in body], dtype=np.float32)
        head = space.coord(body[-1])
        ax, neg = d >> 1, d & 1
        lo, span = occupied_box(space)  # the shape's box: a file may declare a huge one
        exit_ = head[ax] - lo[ax] if neg else lo[ax] + span[ax] - 1 - head[ax]
        gap = 0.0
        if not left and blocking_cell is not None:
            # (a rotating arrow turned back over its own body: a nudge on the spot)
            gap = max(0.0, abs(space.coord(blocking_cell)[ax] - head[ax]) - 1.0)
        return self.start(
            FireAnim(
                arrow,
                cells,
                d,
                left,
                gap=gap,
                exit=float(exit_),
                blocker=blocker,
                speed=self.speed,
                palette=self.palette,
            )
        )

    def instances(self) -> tuple[np.ndarray, np.ndarray]:
        if not self.anims:
            return np.zeros(0, BOX_DTYPE), np.zeros(0, HEAD_DTYPE)
        parts = [a.pieces() for a in self.anims]
        return np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts])
