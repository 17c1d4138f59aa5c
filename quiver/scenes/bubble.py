"""Where the lesson's bubble sits (quiver/scenes/coach.py): next to the arrow its line
talks about, never over that arrow (stranger playtest: at 640x480 the Flat 3D bubble
"This arrow folds over the edge" hid the folded body it named)."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator

import pygame

from .bubble_fit import BOARD_LIFT, board_bottom, fit_board, lesson_band, tallest_bubble
from .bubble_place import BUBBLE_PAD, place_bubble
from .tail import beside, side_tail

__all__ = [  # (placed in bubble_place.py, fitted in bubble_fit.py; the scenes import them from here)
    "BOARD_LIFT",
    "BUBBLE_PAD",
    "board_bottom",
    "fit_board",
    "lesson_band",
    "place_bubble",
    "tallest_bubble",
]


def body_pixels(play, i: int, clear: int = 14) -> list[tuple[int, int]]:
    """Window pixels of arrow i's cells: what the bubble about it must leave in view (2D:
    each cell's centre and its corners, `clear` inside, so no edge of it is hidden)."""
    cells = play.board.arrows[i].cells
    if play.flat_view:
        k = max(0, play.view.cell // 2 - clear)
        return [
            (x + dx, y + dy)
            for x, y in (play.cell_pixel(c) for c in cells)
            for dx, dy in ((0, 0), (-k, -k), (k, -k), (-k, k), (k, k))
        ]
    ctl = getattr(play, "ctl", None)
    if ctl is None:
        return [play.arrow_pixel(i)]
    out = []
    for c in cells:
        x, y, _z = ctl.camera.project(ctl.cell_point(c), *play.size)
        out.append((int(x), int(y)))
    return out


Aim = tuple[tuple[int, int], tuple[int, int]]  # ((arrow, its point: 0 the head, k body_pixels' k-1), pixel)


def aim(play, arrows: list[int]) -> tuple[int, tuple[int, int]] | None:
    """`aim_kept`'s arrow and pixel, with nothing kept from a frame before."""
    got = aim_kept(play, arrows)
    return None if got is None else (got[0][0], got[1])


def aim_kept(play, arrows: list[int], keep: tuple[int, int] | None = None) -> Aim | None:
    """The arrow the bubble points at and the pixel it points at: the nearest arrow's head
    (play.facing) when a tap there hits it, else the first pixel of an arrow's head or
    cells that a tap hits, nearest arrow first (stranger playtest: after a turn the Flat
    3D "Tap it and see" pointed at a head hidden behind a free arrow, which a tap fired).
    The nearest head when no pixel of any of them is hit (all hidden: turn the view);
    2D, None where that head is out of the view too (s65: a zoom in left them out).
    3D: a pixel above the band kept for the bubble (board_bottom) first (stranger round
    s56: at 800x600 the zoom step pushed the tower's foot under it, and "Tap a free one"
    aimed at the green arrow there: the bubble sat over it, its pointer inside the bubble).
    `keep`: the (arrow, point) aimed at last frame, aimed at again while a tap there still
    hits that arrow (in the same band: s64, as the view turned the pointer hopped between
    the head and the cells, to and fro, the pixel first in order changing mid-turn).
    Returns ((arrow, point), pixel)."""
    first = play.facing(arrows)
    if first is None:
        return None
    order = [first] + [i for i in arrows if i != first]
    lowest = [board_bottom(play)] if not play.flat_view else []
    points: dict[int, list[tuple[int, int]]] = {}
    for most in [*lowest, play.size[1]]:
        if keep is not None and keep[0] in arrows:
            points[keep[0]] = points.get(keep[0]) or _points(play, keep[0])
            p = points[keep[0]][keep[1]] if keep[1] < len(points[keep[0]]) else None
            if p is not None and p[1] <= most and _shown(play, p) and play.arrow_at(p) == keep[0]:
                return keep, (int(p[0]), int(p[1]))
        for i in order:
            points[i] = points.get(i) or _points(play, i)
            for k, p in enumerate(points[i]):
                if p[1] <= most and _shown(play, p) and play.arrow_at(p) == i:
                    return (i, k), (int(p[0]), int(p[1]))
    x, y = play.arrow_pixel(first)
    if play.flat_view and not _shown(play, (x, y)):  # 2D: none in view (a zoom in): no aim
        return None
    return (first, 0), (int(x), int(y))


def _shown(play, p) -> bool:
    """2D: the pixel lies in the board's view (a zoom in leaves arrows out of it, and a
    pointer at one ran off the window across the top bar, s65); 3D: arrow_at says."""
    return not play.flat_view or pygame.Rect(play.view.area).collidepoint(p)


def _points(play, i: int) -> list[tuple[int, int]]:
    """Arrow i's pixels a bubble may point at, in order: its head's, then `body_pixels`."""
    return [play.arrow_pixel(i), *body_pixels(play, i)]


def cell_rects(play, i: int) -> list[pygame.Rect]:
    """2D: the window rectangles of arrow i's cells in the board's view (their middles: s65,
    a pointer went to a cell a zoom had cut off), one cell wide each (the bubble's pointer
    stops at their edge); [] in 3D, where cells are no rectangles on screen."""
    return [r for r in _rects(play, play.board.arrows[i].cells) if _shown(play, r.center)]


def other_cells(play, i: int) -> list[pygame.Rect]:
    """2D: the window rectangles of the cells of every arrow on the board but i (a
    pointer of its own keeps off them); [] in 3D. A bouncing arrow is on the board (it
    was left out while hidden for its flight: stranger s49, at 640x480 Skip lesson jumped
    over the bouncing arrow, and the bubble across the board, until it came home)."""
    others = [k for j in play.board.alive if j != i for k in play.board.arrows[j].cells]
    return _rects(play, others)


def other_heads(play, i: int | None) -> list[pygame.Rect]:
    """The window rectangles of the heads of every arrow on the board but i (a two-headed
    arrow's tail too): a far pointer's leader keeps off them (3D: footprint3d.head_boxes)."""
    if not play.flat_view and getattr(play, "ctl", None) is not None:
        from .footprint3d import head_boxes  # (numpy: a 3D view's)

        return head_boxes(play, i)
    board = play.board
    arrows = [board.arrows[j] for j in board.alive if j != i]
    return _rects(play, [c for a in arrows for c in (a.head, *((a.tail,) if a.dir2 else ()))])


def _rects(play, cells) -> list[pygame.Rect]:
    if not play.flat_view:
        return []
    c = play.view.cell
    out = []
    for k in cells:
        cx, cy = play.view.cell_center(*play.board.space.coord(k))
        out.append(pygame.Rect(round(cx - c / 2), round(cy - c / 2), round(c), round(c)))
    return out


Points = list[tuple[int, int]]


def hits(pts: Points, rect: pygame.Rect) -> bool:
    """Whether the triangle `pts` overlaps `rect`, its edges included (separating axes)."""
    corners = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft]
    axes = [(1, 0), (0, 1)] + [
        (b[1] - a[1], a[0] - b[0]) for a, b in zip(pts, pts[1:] + pts[:1], strict=True)
    ]
    for nx, ny in axes:
        tri = [nx * x + ny * y for x, y in pts]
        box = [nx * x + ny * y for x, y in corners]
        if max(tri) < min(box) or max(box) < min(tri):
            return False
    return True


TIP_CLEAR = 3  # pixels the pointer's tip keeps off the arrow's cells


def _clear(pts: Points, cells: list[pygame.Rect]) -> bool:
    return not any(hits(pts, r.inflate(2 * TIP_CLEAR - 2, 2 * TIP_CLEAR - 2)) for r in cells)


def _toward(base: tuple[int, int], tip_y: int, half: int, ax: int) -> Points:
    return [(base[0] - half, base[1]), (base[0] + half, base[1]), (ax, tip_y)]


def _beside(
    cells: list[pygame.Rect],
    first: int,
    up_first: bool,
    length: int,
    half: int,
    avoid: list[pygame.Rect],
    reject: Callable[[Points], bool] | None = None,
) -> Points:
    """A pointer of its own at a face of a cell that the arrow does not go on from (the
    target cell `first` first, then the others, nearest it first; faces toward the bubble first, the one away
    from it last: a far bubble's leader from there ran back across the arrow), off the
    `avoid` cells (other arrows: stranger playtest, the 2D lesson's second board put it on
    the head of a blocked arrow, which read as "tap this one"); one on them only where
    every other place touches the arrow; one `reject` refuses (its leader would cross
    another arrow's head) only where every place off them is refused. The face the head
    flies out by comes after those (stranger s37: "Hold one to see its path" put the
    pointer there, on the path held, which read as in the arrow's way), before `avoid`'s.
    [] when every place touches the arrow."""
    faces = ((0, 1), (-1, 0), (1, 0), (0, -1)) if up_first else ((0, -1), (-1, 0), (1, 0), (0, 1))
    ahead = _ahead(cells)
    fallback: Points = []
    refused: Points = []
    in_way: Points = []
    for _k, rect in sorted(enumerate(cells), key=lambda kr: abs(kr[0] - first)):  # the target, then nearest
        for dx, dy in faces:
            if rect.move(dx * rect.w, dy * rect.h).collidelist(cells) >= 0:
                continue  # the arrow goes on there
            cx, cy = rect.center
            ex, ey = cx + dx * (rect.w // 2 + TIP_CLEAR + 1), cy + dy * (rect.h // 2 + TIP_CLEAR + 1)
            bx, by = ex + dx * length, ey + dy * length
            pts = [(bx - dy * half, by - dx * half), (bx + dy * half, by + dx * half), (ex, ey)]
            if not _clear(pts, cells):
                continue
            if (_k, (dx, dy)) == ahead:
                in_way = in_way or pts
            elif any(hits(pts, r) for r in avoid):
                fallback = fallback or pts
            elif reject is not None and reject(pts):
                refused = refused or pts
            else:
                return pts
    return refused or in_way or fallback


def _ahead(cells: list[pygame.Rect]) -> tuple[int, tuple[int, int]] | None:
    """The head's cell (the last) and the face it flies out by: on from the cell before
    it (the neck rule, RULES.md); None for an arrow of one cell."""
    if len(cells) < 2:
        return None
    (hx, hy), (px, py) = cells[-1].center, cells[-2].center
    return len(cells) - 1, ((hx > px) - (hx < px), (hy > py) - (hy < py))


def on_other_arrow(play, mine: int | None):
    """3D and Flat 3D: a test of a pointer's triangle that says whether it lies on an arrow
    other than `mine` (picked at points over it: such a pointer reads "tap this one") or
    runs out of the window; None in 2D, where the cells' rectangles say it (`other_cells`)."""
    if play.flat_view:
        return None
    window = pygame.Rect((0, 0), play.size)

    def covers(pts: Points) -> bool:
        for x, y in pointer_looks(pts):
            if not window.collidepoint(x, y) or play.arrow_at((int(x), int(y))) not in (None, mine):
                return True
        return False

    return covers


def pointer_looks(pts: Points) -> Iterator[tuple[float, float]]:
    """The points a pointer's triangle `pts` is looked at, in order (`on_other_arrow`; the
    picks lesson_edge makes ahead for it)."""
    (x0, y0), (x1, y1), (x2, y2) = pts
    n = 8  # 3 px apart on a 24 px pointer (6 missed a sliver of another arrow under its base)
    for a in range(n + 1):
        for b in range(n + 1 - a):
            yield (a * x0 + b * x1 + (n - a - b) * x2) / n, (a * y0 + b * y1 + (n - a - b) * y2) / n


def _around(
    target: tuple[int, int], gap: int, reach: int, half: int, toward: tuple[int, int]
) -> list[Points]:
    """Pointers of their own at `target`, their tips `reach` from it and their bases `gap`
    from it: from the bubble's side (`toward`: its (0, 1) below, (0, -1) above) first,
    then the others, straight then slanting."""
    ax, ay = target
    ways = [toward, (-toward[0], -toward[1]), (-1, 0), (1, 0)]
    ways += [(dx, dy) for dx in (-1, 1) for dy in (toward[1], -toward[1])]
    out = []
    for dx, dy in ways:
        k = math.hypot(dx, dy)
        ux, uy = dx / k, dy / k
        bx, by = ax + ux * gap, ay + uy * gap
        base = [
            (round(bx - uy * half), round(by + ux * half)),
            (round(bx + uy * half), round(by - ux * half)),
        ]
        out.append([*base, (round(ax + ux * reach), round(ay + uy * reach))])
    return out


def pointer(
    bubble: pygame.Rect,
    side: str,
    target: tuple[int, int],
    gap: int,
    u: float,
    far: bool,
    cells: list[pygame.Rect] | None = None,
    avoid: list[pygame.Rect] | None = None,
    covers=None,
    reject: Callable[[Points], bool] | None = None,
    keep: list[int] | None = None,
) -> Points:
    """The bubble's pointer toward the `target` pixel: a triangle from the bubble's edge,
    or, for a bubble away from it (`far`), a pointer of its own by the arrow. A bubble
    beside the target: a tail from its side edge first (tail.py), kept where it hides
    none of the arrow and lies on no other (a pointer on one reads "tap this one"). With
    the arrow's `cells` (2D) its tip stops at their edge, never inside the arrow it points at
    (tester: the turning-arrow lesson's pointer sat inside the arrow's body); where the
    bubble's edge leaves it no room, or for a far bubble, it points at a free face of the
    target cell (else of another of the arrow's cells) off the `avoid` cells (the other
    arrows'). 3D: `covers` (on_other_arrow) says a triangle lies on another arrow; such a
    pointer gives way to one of its own from another side, off them and the `avoid`
    rectangles (the bars, Skip), as in 2D (left: the 3D lesson's "Dot: an arrow..."
    pointer sat on the red arrow under the green one it meant). A far 2D pointer whose
    leader `reject` refuses gives way to another place too. Beside the bubble, where
    its tail does not fit: a pointer by the arrow, its leader from that side (leader.py),
    never one slanting from the bubble's corner. `keep`: 3D, the try drawn
    last frame (its index, written back), tried first (s64: it flipped sides mid-turn).
    [] for no pointer."""
    ax, ay = target
    half = int(12 * u)
    base_y = bubble.y if side == "below" else bubble.bottom
    sx = max(bubble.x + 20, min(bubble.right - 20, ax))
    reach = max(12, gap - 24)
    tail = _side_tail(bubble, target, reach, u, cells, avoid or [], covers)
    if tail:
        return tail
    aside = beside(bubble, target) != 0  # (no slanting tail from its corner then: s64)
    if far:
        base_y, sx = (ay + gap if side == "below" else ay - gap), ax
    tip_y = ay - reach if side == "above" else ay + reach
    if not cells:
        pts = _toward((sx, base_y), tip_y, half, ax)
        if covers is None:
            return pts
        tries = [pts, *_around(target, gap, reach, half, (0, 1) if side == "below" else (0, -1))]
        return _first_clear(tries[aside:], covers, avoid or [], keep, aside) or pts
    step = -1 if side == "above" else 1  # from the arrow toward the bubble
    if not far and not aside:
        while (base_y - tip_y) * step > int(8 * u):
            pts = _toward((sx, base_y), tip_y, half, ax)
            if _clear(pts, cells):
                return pts
            tip_y += step
    first = next((k for k, r in enumerate(cells) if r.collidepoint(ax, ay)), 0)  # (off the bubble too: s399,
    # one flush on the arrow at 640x480 drew its pointer under itself)
    return _beside(
        cells, first, side == "below", max(12, int(22 * u)), half, [*(avoid or []), bubble], reject
    )


def _first_clear(tries: list[Points], covers, avoid: list[pygame.Rect], keep: list[int] | None, skip: int):
    """The first of `tries` on no other arrow (`covers`) nor the `avoid` rectangles, the
    one `keep` names first (its index, `skip` on, written back); [] for none."""
    last = keep[0] - skip if keep and 0 <= keep[0] - skip < len(tries) else 0
    for k in sorted(range(len(tries)), key=lambda k: k != last):
        if not covers(tries[k]) and not any(hits(tries[k], r) for r in avoid):
            if keep is not None:
                keep[:] = [k + skip]
            return tries[k]
    return []


def _side_tail(bubble, target, reach: int, u: float, cells, avoid, covers) -> Points:
    """`pointer`'s tail from the bubble's side, where the target lies beside it and the
    tail fits (off the `avoid` rectangles; 2D: its tip backed off the arrow's `cells`
    and all of it off the others; 3D: on no other arrow, `covers`); [] else."""
    way = beside(bubble, target)
    if not way:
        return []
    tail = side_tail(bubble, target, reach, u, way)
    while tail and cells and not _clear(tail, cells):
        reach += 2
        tail = side_tail(bubble, target, reach, u, way)
    if not tail or any(hits(tail, r) for r in avoid):
        return []
    if covers is not None and covers(tail):
        return []
    return tail
