"""The lesson pointer's leader (quiver/scenes/coach.py): a dashed line from the bubble to
a pointer that sits away from it, by the arrow it points at (stranger playtest: at
640x480 the 2D lesson's bubble sat under the board and its pointer floated 180 pixels
above it, two things that did not read as one)."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

import pygame

from .tail import beside

Point = tuple[int, int]
Segment = tuple[Point, Point]

TOUCH = 3  # a pointer this near its bubble needs no leader
FAINT = 0.55  # a dash over an arrow: this much of the way from the leader's colour to white


Grid = tuple[float, float, float]  # a 2D board's cells on screen: (left, top, cell size)
Run = tuple[float, float]  # a stretch along a segment, from and to (pixels from its start)


def leader(
    bubble: pygame.Rect,
    tip: list[Point],
    arrow_at: Callable[[Point], int | None],
    radius: int = 14,
    grid: Grid | None = None,
    runs: list[Run] | None = None,
    heads: list[pygame.Rect] | None = None,
) -> Segment | None:
    """The leader from the bubble's edge to the base of the pointer `tip` (its third
    point is the one that points): None when the pointer touches the bubble. Of the
    places on the bubble's edge it may start from (the nearest, then along the edge that
    faces the pointer; a pointer beside it, its side alone), the one whose line crosses
    fewest of the `heads` (other arrows' heads: bubble.other_heads), then lies least over arrows
    (`arrow_at` a pixel; `grid`: a 2D board's cells, each one it crosses looked at),
    then the shortest.
    `radius`: the bubble's rounded corners, where it does not start; `runs`, if given,
    gets the stretches of the leader over arrows (draw_leader's, found once a frame)."""
    if not tip or _gap(bubble, tip) <= TOUCH:
        return None
    (x0, y0), (x1, y1) = tip[0], tip[1]
    base = ((x0 + x1) // 2, (y0 + y1) // 2)
    lo, hi = bubble.x + radius, bubble.right - radius
    y = bubble.y if base[1] < bubble.y else bubble.bottom if base[1] > bubble.bottom else None
    if y is None or beside(bubble, base):  # beside the bubble: from its side, level with the
        side = bubble.x if base[0] < bubble.x else bubble.right  # pointer (s64: not its corner)
        starts = [(side, max(bubble.y + radius // 2, min(bubble.bottom - radius // 2, base[1])))]
    else:
        near = max(lo, min(hi, base[0]))
        starts = [(near, y)] + [(max(lo, min(hi, near + d)), y) for d in (-120, 120)]
    best: tuple[int, float, float, Point, list[Run]] | None = None
    for start in starts:  # nearest first: the first that crosses none wins (picking costs, in 3D)
        over = over_arrows((start, base), arrow_at, grid)
        crossed = sum(b - a for a, b in over)
        on_heads = sum(1 for r in heads or [] if _across(r, (start, base)))
        if best is None or (on_heads, crossed, math.dist(start, base)) < best[:3]:
            best = (on_heads, crossed, math.dist(start, base), start, over)
        if not crossed:
            break
    assert best is not None
    if runs is not None:
        runs[:] = best[4]
    return best[3], base


def head_refuser(
    bubble: pygame.Rect,
    arrow_at: Callable[[Point], int | None],
    radius: int,
    grid: Grid | None,
    heads: list[pygame.Rect],
) -> Callable[[list[Point]], bool]:
    """A test of a pointer's triangle away from `bubble`: True when its leader would run
    across one of the `heads` (a pixel in from their edges: it may pass beside one)."""

    def refuse(tip: list[Point]) -> bool:
        seg = leader(bubble, tip, arrow_at, radius, grid, None, heads)
        return seg is not None and any(_across(r, seg) for r in heads)

    return refuse


def _across(head: pygame.Rect, seg: Segment) -> bool:
    """The line `seg` runs across `head`, a pixel in from its edges (passing beside it is no crossing)."""
    return bool(head.inflate(-2, -2).clipline(*seg))


def _gap(bubble: pygame.Rect, pts: list[Point]) -> float:
    """How far the nearest point of `pts` is from the bubble (0: on or in it)."""
    return min(
        math.hypot(max(bubble.x - x, 0, x - bubble.right), max(bubble.y - y, 0, y - bubble.bottom))
        for x, y in pts
    )


def around(
    bubble: pygame.Rect, base: Point, rects: list[pygame.Rect], room: pygame.Rect, radius: int, pad: int
) -> list[Point] | None:
    """A leader from the bubble's side to `base` round the `rects` (a 3D shape's boxes) on
    one side of them: to a lane `pad` under (or over) them, along it past them, then to
    `base`; the shortest that crosses none of them and stays in `room`, None where none
    does (s224: at 480x360 the bubble beside the 3D tower pointed at an arrow on its far
    side, and its leader crossed the whole tower). Where `base` lies past the lane (a
    pointer over the shape's top), from the near corner straight to it: s385, at 480x360
    Flat's fold step ran to the window's edge and back to a pointer over the shape."""
    if not rects:
        return None
    shape = rects[0].unionall(rects[1:])
    left = base[0] < bubble.x  # (the pointer left of the bubble: round the shape's right side first)
    side = bubble.x if left else bubble.right
    near, far = (shape.right + pad, shape.x - pad) if left else (shape.x - pad, shape.right + pad)
    best: tuple[float, list[Point]] | None = None
    for lane in (shape.bottom + pad, shape.y - pad):
        start = (side, max(bubble.y + radius // 2, min(bubble.bottom - radius // 2, lane)))
        for route in ([start, (near, lane), base], [start, (near, lane), (far, lane), base]):
            inside = all(room.collidepoint(p) for p in route)
            if inside and not any(r.clipline(a, b) for a, b in itertools.pairwise(route) for r in rects):
                length = sum(math.dist(a, b) for a, b in itertools.pairwise(route))
                best = min(best, (length, route)) if best else (length, route)
    return None if best is None else best[1]


EVERY = 32  # px between the looks along a leader where no grid is given (3D: each look a pick)


def over_arrows(
    seg: Segment, arrow_at: Callable[[Point], int | None], grid: Grid | None = None, every: int = EVERY
) -> list[Run]:
    """The stretches of `seg` that lie over an arrow. With a 2D board's `grid`: cut where
    it crosses a cell's edge, a look in the middle of every piece (a look every 32 px
    stepped over whole arrows where the cells are small); else a look every `every` px,
    each standing for the stretch round it."""
    (ax, ay), (bx, by) = seg
    length = math.dist(seg[0], seg[1])
    if length < 1:
        return []
    if grid is None:
        n = max(1, int(length // every))
        cuts = [0.0, *(length * (k + 0.5) / n for k in range(n)), length]
        looks = [k / n for k in range(n + 1)]
    else:
        x, y, cell = grid
        cuts = sorted({0.0, length, *_edges(ax, bx, x, cell, length), *_edges(ay, by, y, cell, length)})
        looks = [(p + q) / 2 / length for p, q in itertools.pairwise(cuts)]
    runs: list[Run] = []
    for p, q, t in zip(cuts[:-1], cuts[1:], looks, strict=True):
        if q - p < 1e-6 or arrow_at((round(ax + (bx - ax) * t), round(ay + (by - ay) * t))) is None:
            continue
        if runs and runs[-1][1] >= p - 1e-6:
            runs[-1] = (runs[-1][0], q)
        else:
            runs.append((p, q))
    return runs


def _edges(a: float, b: float, origin: float, cell: float, length: float) -> list[float]:
    """How far along a segment of `length` from `a` to `b` (one coordinate) it crosses a
    cell's edge (origin + k cell)."""
    if a == b or cell <= 0:
        return []
    lo, hi = sorted((a, b))
    first, last = math.ceil((lo - origin) / cell), math.floor((hi - origin) / cell)
    return [(origin + k * cell - a) / (b - a) * length for k in range(first, last + 1)]


def draw_leader(
    surface: pygame.Surface,
    colour,
    seg: Segment,
    u: float,
    arrow_at: Callable[[Point], int | None] | None = None,
    grid: Grid | None = None,
    runs: list[Run] | None = None,
) -> pygame.Rect:
    """The leader dashed (so it reads as a guide, not an arrow's path), and the rectangle
    it drew in. Where it lies over an arrow (`runs`, as leader() found them; else
    `arrow_at` at each cell of `grid` it crosses) it is thin and pale: where no start on
    the bubble's edge clears them, the arrows stay the thing to read (stranger playtest:
    at 640x480 the first 2D lesson's leader ran dark across the second row)."""
    (ax, ay), (bx, by) = seg
    width, dash, gap = max(2, round(3 * u)), max(4, round(9 * u)), max(3, round(6 * u))
    thin = max(1, width // 2)  # over an arrow
    faint = tuple(round(c + (255 - c) * FAINT) for c in colour[:3])
    length = math.dist(seg[0], seg[1]) or 1.0
    ux, uy = (bx - ax) / length, (by - ay) / length
    if runs is None:
        runs = over_arrows(seg, arrow_at, grid) if arrow_at is not None else []
    rects = []
    d = 0.0
    while d < length:
        e = min(length, d + dash)
        for p, q, over in _pieces(d, e, runs):
            a, b = (round(ax + ux * p), round(ay + uy * p)), (round(ax + ux * q), round(ay + uy * q))
            rects.append(pygame.draw.line(surface, faint if over else colour, a, b, thin if over else width))
        d = e + gap
    rects.append(pygame.draw.circle(surface, colour, (bx, by), width))
    return rects[0].unionall(rects[1:]).inflate(2, 2)


def _pieces(d: float, e: float, runs: list[Run]) -> list[tuple[float, float, bool]]:
    """The dash from `d` to `e` cut where it goes on and off the `runs` over arrows:
    (from, to, over an arrow) each."""
    out: list[tuple[float, float, bool]] = []
    at = d
    for a, b in runs:
        if b <= at or a >= e:
            continue
        if a > at:
            out.append((at, a, False))
        out.append((max(a, at), min(b, e), True))
        at = min(b, e)
    if at < e:
        out.append((at, e, False))
    return out


RIM = (255, 255, 255)  # round the pointer: it reads on a dark icon, a dark arrow, a light board


def draw_pointer(surface: pygame.Surface, colour, tip: list[Point], u: float) -> pygame.Rect:
    """The bubble's pointer, filled in `colour` inside a white rim, and the rectangle it
    drew in (stranger playtest: at 640x480 the Flat 3D padlock lesson's pointer sat on the
    dark padlock it pointed at and could not be told from it)."""
    rim = max(2, round(2 * u))
    pygame.draw.polygon(surface, RIM, _grown(tip, rim))
    pygame.draw.polygon(surface, colour, tip)
    xs, ys = [p[0] for p in tip], [p[1] for p in tip]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)).inflate(
        6 * rim + 4, 6 * rim + 4
    )


def _grown(tri: list[Point], by: float) -> list[tuple[float, float]]:
    """The triangle `tri` with every edge moved `by` pixels outward (scaled about its
    incentre)."""
    a, b, c = tri
    la, lb, lc = math.dist(b, c), math.dist(c, a), math.dist(a, b)
    per = la + lb + lc
    area = abs((b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1])) / 2
    if per <= 0 or area <= 0:
        return [(float(x), float(y)) for x, y in tri]
    ix = (la * a[0] + lb * b[0] + lc * c[0]) / per
    iy = (la * a[1] + lb * b[1] + lc * c[1]) / per
    k = 1 + by / (2 * area / per)
    return [(ix + (x - ix) * k, iy + (y - iy) * k) for x, y in tri]
