"""Routes for a 2D lesson pointer's dashed leader (scenes/coach.py) that cross no arrow (s116,
stranger: in the first lesson's first step at 640x480 the leader ran from the bubble under
the board up across the lower orange arrow to the top one it meant, a line over an arrow
reads as that arrow's path). In order: a pointer whose straight leader is clear
(`refuser`), another arrow the step may point at (coach.py), a leader with one bend
round the arrows (`bent`); only where none is clear a straight one over them, drawn faint."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

import pygame

from quiver.render2d import theme

from .bubble import cell_rects, other_cells
from .leader import draw_leader, draw_pointer, leader, over_arrows
from .lesson_looks import STEP, along

Point = tuple[int, int]
Route = list[Point]  # the leader's points, from the bubble's edge to the pointer's base


def arrow_cells(play, aimed: int | None) -> list[pygame.Rect]:
    """2D: every arrow's cells, the one pointed at too, a pixel in from their edges (a
    line may run along the seam between two cells); [] in 3D (picking decides there)."""
    if not play.flat_view:
        return []
    mine = cell_rects(play, aimed) if aimed is not None else []
    return [r.inflate(-2, -2) for r in [*other_cells(play, -1 if aimed is None else aimed), *mine]]


def clear(route: Route | None, rects: list[pygame.Rect]) -> bool:
    """No segment of `route` runs across one of `rects` (no route is clear)."""
    if not route:
        return True
    return not any(r.clipline(a, b) for a, b in itertools.pairwise(route) for r in rects)


def refuser(
    bubble: pygame.Rect,
    play,
    radius: int,
    grid,
    heads: list[pygame.Rect],
    rects: list[pygame.Rect],
    first: Callable[[list[Point]], bool],
) -> Callable[[list[Point]], bool]:
    """A test of a far pointer's triangle: True when `first` refuses it (its leader across
    a head) or its straight leader runs across one of `rects` (any arrow's cells)."""

    def refuse(tip: list[Point]) -> bool:
        if first(tip):
            return True
        seg = leader(bubble, tip, play.arrow_at, radius, grid, None, heads)
        return seg is not None and not clear(list(seg), rects)

    return refuse


def bent(bubble: pygame.Rect, base: Point, rects: list[pygame.Rect], play, radius: int) -> Route | None:
    """The shortest leader with one bend from the bubble's edge facing `base` to `base`
    that crosses none of `rects` and stays in the window between the bars: up (or down)
    then across, or across then up; None where there is none or `base` lies beside it."""
    top, u = play.hud.top_rect.bottom, play.hud.u
    room = pygame.Rect(0, top, play.size[0], play.hud.bottom_rect.y - top)
    if bubble.y <= base[1] <= bubble.bottom:
        return None
    y = bubble.y if base[1] < bubble.y else bubble.bottom
    off = int(10 * u) * (-1 if base[1] < bubble.y else 1)  # a bend off the bubble's edge
    lo, hi = bubble.x + radius, bubble.right - radius
    xs = sorted({lo, hi, *range(lo, hi + 1, max(8, int(16 * u)))}, key=lambda x: abs(x - base[0]))
    best: tuple[float, Route] | None = None
    for x in xs:
        for bend in ((x, base[1]), (base[0], y + off)):
            route = [(x, y), bend, base]
            if not all(room.collidepoint(p) for p in route) or not clear(route, rects):
                continue
            length = math.dist(route[0], bend) + math.dist(bend, base)
            if best is None or length < best[0]:
                best = (length, route)
    return None if best is None else best[1]


def far_from(bubble: pygame.Rect, side: str, ay: int, gap: int) -> bool:
    """The bubble sits away from what it points at (a 2D lesson's bubble under the board)."""
    return abs((bubble.y if side == "below" else bubble.bottom) - ay) > gap + 8


def draw_route(surface: pygame.Surface, play, coach, runs) -> list[pygame.Rect]:
    """The coach's leader (`route`, dashed; thin and pale over arrows: `runs`; 3D and Flat
    3D: over arrows other than the one aimed at, `others_at`) and its pointer (`tip`); the
    rectangles drawn in."""
    u, rects = play.hud.u, []
    grid = (*play.view.origin(), play.view.cell) if play.flat_view else None
    at = None if play.flat_view else others_at(play, coach.aimed, coach.route)
    for a, b in itertools.pairwise(coach.route):
        over = runs if at is None else over_arrows((a, b), at, every=STEP)
        rects.append(draw_leader(surface, theme.INK, (a, b), u, grid=grid, runs=over))
    tip = [draw_pointer(surface, theme.INK, coach.tip, u)] if coach.tip else []
    play.fx.keep_off = tip  # (a combo count, drawn first, kept clear of it: s87)
    return rects + tip


def others_at(play, mine: int | None, route: list[Point]):
    """3D and Flat 3D: the arrow other than `mine` at a pixel (None: none there), where the
    leader is drawn thin and pale, as 2D's over arrows (s298: zoomed in, no place of the
    bubble nor try of its pointer led the 3D lesson's "This one is blocked" to the orange
    arrow without crossing others, and the dark dashes across them read as pointing there).
    The looks along `route` are the ones its placing picked (lesson_looks.along; s303: it
    looked every 6 px again, one pick at a time)."""
    seen = along(play, route) if getattr(play, "ctl", None) is not None else {}

    def at(p) -> int | None:
        i = seen[p] if p in seen else play.arrow_at(p)
        return None if i == mine else i

    return at
