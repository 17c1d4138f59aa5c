"""3D and Flat 3D: a lesson's far pointer that ends at the edge of the arrow it points at
(coach.py). The pointer of its own by the arrow (bubble.pointer) lies `gap` from the pixel
aimed at, off every other arrow but on the arrow itself: at 640x480 the Flat lesson's
"Lower steps block it too" pointer hid the head it asked the player to tap, and the 3D
one sat on the tower's front (s132). Where a straight way from that pixel crosses only
that arrow and then the background (a grey block face), the pointer stands there, its tip
at the arrow's edge, on no arrow at all."""

from __future__ import annotations

import math
import weakref
from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from .bubble import body_pixels, hits, on_other_arrow, pointer_looks
from .leader import around
from .pick_memo import keeps_picks, memo_of

__all__ = [
    "edge_forget",
    "edge_kept",
    "edge_pointer",
    "edge_state",
    "leader_route",
    "stand_off",
    "try_unused",
]

Points = list[tuple[int, int]]
WAYS = [(0, 1), (0, -1), (-1, 0), (1, 0), (-1, 1), (1, 1), (-1, -1), (1, -1)]
_KEPT: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # coach -> the way drawn last frame
_UNUSED: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # coach -> stand_off's last: try unused


@contextmanager
def edge_kept(coach) -> Iterator[None]:
    """The way `edge_pointer` keeps for `coach` (and `try_unused`) put back after a pointer
    weighed, not drawn (bubble_cross): s303 saw the weighing leave the last try's way kept,
    which the pointer drawn next keeps while it holds (a try the player never saw)."""
    way = list(_KEPT[coach]) if coach in _KEPT else None  # (`in`: a coach none was kept for)
    unused = _UNUSED[coach] if coach in _UNUSED else None  # noqa: SIM401  (.get: TypeError there)
    try:
        yield
    finally:
        for d, v in ((_KEPT, way), (_UNUSED, unused)):
            if v is not None:
                d[coach] = v
            elif coach in d:
                del d[coach]


def edge_forget(coach) -> None:
    """Nothing kept for `coach` (as before its first pointer): a layout from no last frame
    (lesson_aim.fresh, s348)."""
    for d in (_KEPT, _UNUSED):
        if coach in d:
            del d[coach]


def edge_state(coach) -> tuple:
    """What `edge_pointer` and `try_unused` keep for `coach` (the way drawn last frame, and
    whether the last pointer was the far edge one): part of a weighing's inputs (bubble_cross)."""
    return (tuple(_KEPT[coach]) if coach in _KEPT else None, _UNUSED[coach] if coach in _UNUSED else None)  # noqa: SIM401


def try_unused(coach) -> bool:
    """The pointer `stand_off` found last for `coach` is the far edge one, whatever try of
    bubble.pointer's it was given (coach._way): every try finds the same pointer then."""
    return coach in _UNUSED and _UNUSED[coach]


def edge_pointer(
    play,
    coach,
    target: tuple[int, int],
    gap: int,
    u: float,
    avoid: list[pygame.Rect],
    most: int = 0,
    facing: pygame.Rect | None = None,
) -> Points:
    """A pointer (base, base, tip) at the edge of the arrow `coach` aims at, from the
    `target` pixel on it: along one of eight ways, the first pixel past the arrow, when
    only that arrow lay between, at most `most` pixels away (4 * gap), where a pointer
    covers no arrow and stays in the window, off the `avoid` rectangles: the way drawn
    last frame (it does not hop as the view turns), else the nearest. Else the same from
    a cell of the arrow that a tap there picks. [] where none does. (A stride may step over
    a sliver of another arrow: its pointer is still checked on none.) `facing`: a bubble
    beside the shape, whose leader runs to the pointer; a way towards it wins, from any of
    those pixels (s224: at 480x360 the 3D lesson's "This one is blocked" pointer stood at the
    tower's far side, and its leader crossed the whole tower)."""
    if coach.aimed is None or play.flat_view:
        return []
    keep = _KEPT.setdefault(coach, [])  # [origin's index, way] drawn last frame
    box = None if facing is None else tuple(facing)
    key = (
        "edge",
        coach,
        coach.aimed,
        tuple(target),
        gap,
        u,
        tuple(map(tuple, avoid)),
        most,
        box,
        tuple(keep),
    )
    worked = memo_of(play).worked(play.ctl)  # (s316: a layout weighs its bubble's places, each
    if key not in worked:  # finding the same pointers again: found once a view)
        pts = _edge_pointer(play, coach, target, gap, u, avoid, most, facing, keep)
        worked[key] = (pts, list(keep))
    pts, keep[:] = worked[key]
    return list(pts)


def _edge_pointer(play, coach, target, gap, u, avoid, most, facing, keep) -> Points:
    """`edge_pointer`'s pointer, found (`keep`: the way kept, set to the way found)."""
    aimed = coach.aimed
    most = most or 4 * gap
    covers = on_other_arrow(play, None)  # (any arrow: its own too)
    half, length = int(12 * u), max(12, gap - 12)
    origins = [target] + [p for p in body_pixels(play, aimed) if p != target and play.arrow_at(p) == aimed]
    if keep and keep[0] < len(origins):  # (a turn's frames: that one alone, while it holds)
        got = _ways(play, origins[keep[0]], aimed, most, length, half, covers, avoid, [keep[1]])
        if got:
            return got[0][2]
    first: list = []  # (the nearest edge from the first pixel that has one: [o, k, points])
    for o, origin in enumerate(origins):  # (the pixel aimed at, else its cells': the 3D tower)
        found = _ways(play, origin, aimed, most, length, half, covers, avoid, range(len(WAYS)))
        toward = [f for f in found if facing is None or _faces(origin, WAYS[f[1]], facing)]
        if toward or (found and not first):
            _, k, pts = min(toward or found)  # the nearest edge
            first = [o, k, pts]
            if toward:
                break
    keep[:] = first[:2]
    return first[2] if first else []


def _faces(origin: tuple[int, int], way: tuple[int, int], bubble: pygame.Rect) -> bool:
    """Whether `way` from `origin` heads towards `bubble` (its nearest point)."""
    bx = max(bubble.left, min(bubble.right, origin[0])) - origin[0]
    by = max(bubble.top, min(bubble.bottom, origin[1])) - origin[1]
    return way[0] * bx + way[1] * by > 0


def stand_off(
    play, coach, far: bool, target: tuple[int, int], gap: int, u: float, avoid: list[pygame.Rect]
) -> Points:
    """The coach's pointer (`coach.tip`) at the edge of the arrow it aims at (`edge_pointer`)
    where it stands far from its bubble, or where, with the bubble beside the shape (a small
    window's 3D lesson, s217), it lies on an arrow (it fell on the arrow it meant, its
    leader across the shape); else `coach.tip` as it is (by the arrow, on it: bubble.pointer).
    With the bubble beside (the last of `avoid`), on the arrow's side facing it."""
    covers = on_other_arrow(play, None)  # (None in 2D: no edge pointer there)
    beside = covers is not None and any(play.ctl.camera.side)  # (bubble_fit.fit_board's column)
    _UNUSED[coach] = False
    if covers is not None and (far or (beside and coach.tip and covers(coach.tip))):
        facing = avoid[-1] if beside and avoid else None
        edge = edge_pointer(play, coach, target, gap, u, avoid, facing=facing)
        _UNUSED[coach] = far and bool(edge)  # (far: found from the target, not from coach.tip)
        return edge or coach.tip
    return coach.tip


def leader_route(play, bubble: pygame.Rect, seg, radius: int) -> list[tuple[int, int]]:
    """The leader's points: `seg` ([] for None), or, with the bubble beside the 3D shape
    (bubble_fit.fit_board's column) where `seg` crosses the shape's boxes (footprint3d's,
    every arrow's), round the shape (leader.around) where a way round does not."""
    straight = list(seg) if seg is not None else []
    ctl = getattr(play, "ctl", None)  # (2D: none)
    if seg is None or ctl is None or not any(ctl.camera.side):
        return straight
    from .footprint import other_footprints

    boxes = other_footprints(play, None)
    if not any(r.clipline(*seg) for r in boxes):
        return straight
    top, bottom = play.hud.top_rect.bottom, play.hud.bottom_rect.y
    room = pygame.Rect(0, top, play.size[0], bottom - top)
    return around(bubble, seg[1], boxes, room, radius, max(3, int(6 * play.hud.u))) or straight


def _ways(play, origin, aimed: int, most: int, length: int, half: int, covers, avoid, ways) -> list:
    """`edge_pointer`'s pointers from `origin` along `ways` (indices of WAYS): (how far, way, points).
    The edges and their pointers (`_edges`) found once a view; the first of each edge's that
    `covers` (a pointer on any arrow: on_other_arrow(play, None)'s, as `_edge_pointer` passes;
    kept with the edges) and `avoid` leave, as found."""
    found = []
    edges, covered = _edges(play, origin, aimed, most, length, half, ways)
    for dist, k, tries in edges:
        for pts in tries:  # (shorter by the bubble)
            if (on := covered.get(key := tuple(pts))) is None:
                on = covered[key] = covers(pts)
            if not on and not any(hits(pts, r) for r in avoid):
                found.append((dist, k, pts))
                break
    return found


def _edges(play, origin, aimed: int, most: int, length: int, half: int, ways) -> tuple[list, dict]:
    """`_ways`'s edges from `origin` along `ways`: (how far, way, its pointers longest first),
    kept in the view's picks' store (pick_memo.worked; s320: a layout's weighings found the
    same edges from the same pixels for each place of the bubble, only `avoid` changing).
    The picks they look at made at once first (`_fill`): the strides, then the pointers'.
    With them, a store of which pointers `covers` (`_ways`)."""
    key = ("edges", tuple(origin), aimed, most, length, half, tuple(ways))
    worked = memo_of(play).worked(play.ctl) if keeps_picks(play) else {}
    if key in worked:
        return worked[key]
    _fill(play, _strides(origin, most, ways))
    edges = []
    for k in ways:
        dx, dy = WAYS[k]
        n = math.hypot(dx, dy)
        ux, uy = dx / n, dy / n
        edge = _edge(play, origin, (ux, uy), aimed, most)
        if edge is not None:
            tx, ty = edge[0] + ux * 2, edge[1] + uy * 2
            tries = [_pointer(tx, ty, ux, uy, long, half) for long in (length, length * 2 // 3, length // 2)]
            edges.append((math.hypot(tx - origin[0], ty - origin[1]), k, tries))
    _fill(play, [p for *_, tries in edges for pts in tries for p in _looks(play, pts)])
    worked[key] = edges, {}
    return worked[key]


def _pointer(tx: float, ty: float, ux: float, uy: float, long: int, half: int) -> Points:
    bx, by = tx + ux * long, ty + uy * long
    return [
        (round(bx - uy * half), round(by + ux * half)),
        (round(bx + uy * half), round(by - ux * half)),
        (round(tx), round(ty)),
    ]


def _strides(origin: tuple[int, int], most: int, ways) -> list[tuple[int, int]]:
    """The pixels `_edge` looks at in strides along `ways` from `origin`."""
    x, y = origin
    stride = max(2, most // 24)
    pixels = []
    for k in ways:
        n = math.hypot(*WAYS[k])
        ux, uy = WAYS[k][0] / n, WAYS[k][1] / n
        pixels += [(int(x + ux * d), int(y + uy * d)) for d in range(stride, most, stride)]
    return pixels


def _looks(play, pts: Points) -> list[tuple[int, int]]:
    """The pixels bubble.on_other_arrow's `covers` picks over the triangle `pts` (in the window)."""
    w, h = play.size
    return [(int(x), int(y)) for x, y in pointer_looks(pts) if 0 <= x < w and 0 <= y < h]


def _fill(play, pixels: list[tuple[int, int]]) -> None:
    """`play.arrow_at`'s picks of `pixels` made at once and kept in the view's picks
    (pick_memo) where the scene keeps them (click_batch; s317: 1 500 picks a frame one by
    one at 3840x2160 as the view turned, most from `_edge`, then `covers`)."""
    if not pixels or not keeps_picks(play):
        return
    from .click_batch import clicks

    memo_of(play).fill(play.ctl, pixels, lambda new: clicks(play.ctl, new))


def _edge(play, target, way, aimed: int, most: int) -> tuple[float, float] | None:
    """The first pixel from `target` along `way` that no arrow covers, where every pixel
    before it is arrow `aimed`'s; None where another arrow comes first or none within
    `most`. Looked at in strides (a pick costs a ray's walk), then pixel by pixel back."""
    x, y = target
    stride = max(2, most // 24)
    at = lambda d: play.arrow_at((int(x + way[0] * d), int(y + way[1] * d)))
    for step in range(stride, most, stride):
        got = at(step)
        if got is not None and got != aimed:
            return None
        if got is None:
            while step > 1 and at(step - 1) is None:  # (back to the arrow's edge)
                step -= 1
            return (x + way[0] * step, y + way[1] * step)
    return None
