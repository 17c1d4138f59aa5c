"""A bent leader for the 3D lesson's bubble at rest (coach.py, lesson_turn.pointed), where its
straight leader crosses other arrows (s303: zoomed in as far as a player may, the 3D lesson's
"Dot: an arrow..." at 640x480 and 800x600 led its line across three arrows, Flat 3D's
"This arrow folds over the edge" across one at 640x480 to 1280x800). As 2D's bent leader
(lesson_route.bent) keeps off the arrows' cells, this one keeps off the arrows a click
picks: one bend from the bubble's edge facing the pointer (out, then across; or across,
then up), or, for a pointer level with the bubble, two (out of its top or bottom to a lane,
along it, then to the pointer); the one crossing fewest other arrows, then lying least over
them, then the shortest, kept where it crosses fewer arrows than the straight one. Zoomed
in as far as a player may, that took Flat 3D's at 1280x800 off the arrow it crossed; the
others are left crossing (a shape filling the room: every bend, and every pointer try
round the arrow with its bends, crossed as many). s345: swept round in 20-degree steps at
1920x1080 to 640x480, Flat 3D's leaders still crossed arrows in 33 of 144 views at rest, with
open room beside the block: one bend is tried from every point along the bubble's edge, the
level two-bend ones from its ends too, and two bends round a column beside the bubble
(`_columns`); none of the 144 crosses an arrow now."""

from __future__ import annotations

import math
import weakref
from collections.abc import Iterator
from itertools import pairwise

import pygame

from quiver.game.lessons import Anchor

from .bubble_cross import OVER, crossed
from .leader import over_arrows
from .lesson_looks import STEP
from .lesson_point import ring_beat, tip_arrow
from .lesson_route import others_at
from .pick_memo import reads_of

Point = tuple[int, int]
Route = list[Point]
_KEPT: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # coach -> (what it was found for, route)
NEAR = 4  # starts along the bubble's edge tried, nearest the pointer first
LANES = 6  # lanes above (or below) a bubble level with the pointer


def bend(play, coach, bubble: pygame.Rect, skip: pygame.Rect) -> None:
    """coach.route (and coach.leader) bent round the other arrows where a bend crosses fewer
    of them than the straight leader drawn; found once for a view, bubble and pointer, kept
    while they hold (the frames at rest draw it again)."""
    route = coach.route
    if len(route) < 2 or not coach.tip:
        return
    key = (view_key(play.ctl), tuple(bubble), tuple(coach.tip), tuple(route), tuple(skip), coach.aimed)
    kept = _KEPT.get(coach)
    if kept is None or kept[0] != key:
        kept = (key, _best(play, coach, bubble, skip))
        _KEPT[coach] = kept
    coach.route = kept[1]
    coach.leader = (coach.route[-2], coach.route[-1])


def view_key(ctl) -> tuple:
    """A memo key for the view a bend (and lesson_hidden's part) is found in: what the view is
    found from (pick_memo.reads_of: equal reads, the same view; s308: keyed on the camera's
    matrices, pick_memo.view_with_matrices, it made them about once a frame), and what that
    names by id, held so that no id is reused while a key is kept (as PickMemo holds them)."""
    return reads_of(ctl), (ctl, ctl.board, ctl.board.puzzle, ctl.camera.outline)


def shows(play, coach, laid: tuple) -> tuple:
    """What the bubble `laid` out (coach._routed's) shows beside coach.key: its words, place,
    Skip lesson's, pointer, leader and its stretches drawn faint over arrows other than the
    one aimed at (lesson_route.draw_route's), the hearts' ring (a pulse: new each time), the
    3D tip's ring (its pulse's beat).
    play3d draws the bubble again where that changed (s308: a turn sent its rects each
    frame, 0.25 MB at 1920x1080, the same pixels)."""
    at, b = others_at(play, coach.aimed, coach.route), coach.skip_btn
    faint = [over_arrows(seg, at, every=STEP) for seg in pairwise(coach.route)]
    ring = coach.current.anchor == Anchor.HEARTS and not coach.tip and object()
    ring = ring or (tip_arrow(play, coach) is not None and ("tip", ring_beat(coach)))  # (its pulse: s396)
    button = (tuple(laid[2]), b.focused, b.enabled, b.hover, b.pressed)  # (s311: not drawn whole then)
    words = (laid[0].image.get_size(), pygame.image.tobytes(laid[0].image, "RGBA"))  # (its pixels: s311, a
    return (words, tuple(laid[1]), button, coach.tip, coach.route, faint, ring)  # layout at rest wraps anew)


def _best(play, coach, bubble: pygame.Rect, skip: pygame.Rect) -> Route:
    """The leader drawn, or the bent one (`_ways`) that crosses fewest other arrows, then
    lies least over them, then is shortest, where it crosses fewer arrows than that."""
    route = coach.route
    arrows, looks = crossed(play, route, coach.aimed)
    if not arrows:
        return route
    best = ((OVER * len(arrows) + looks, _length(route)), route)
    for way in _ways(play, bubble, route[-1], coach.tip[2], skip):
        over, n = crossed(play, way, coach.aimed)
        weight = (OVER * len(over) + n, _length(way))
        if len(over) < len(arrows) and weight < best[0]:
            best = (weight, way)
    return best[1]


def _length(route: Route) -> float:
    return sum(math.dist(a, b) for a, b in pairwise(route))


def _ways(play, bubble: pygame.Rect, base: Point, tip: Point, skip: pygame.Rect) -> Iterator[Route]:
    """The bent leaders tried: in the room between the bars, off Skip lesson, and reaching
    the pointer's base from behind or beside it (not across the pointer)."""
    u, top = play.hud.u, play.hud.top_rect.bottom
    room = pygame.Rect(0, top, play.size[0], play.hud.bottom_rect.y - top)
    r, off = int(14 * u), int(10 * u)
    lo, hi = bubble.x + r, bubble.right - r
    along = sorted({lo, hi, *range(lo, hi + 1, max(8, int(16 * u)))}, key=lambda x: abs(x - base[0]))
    xs = [*along[:NEAR], *({lo, hi} - set(along[:NEAR]))]  # (and its two ends: s345, beside the block)
    if not bubble.y <= base[1] <= bubble.bottom:  # (above or below it: one bend, as 2D's)
        y = bubble.y if base[1] < bubble.y else bubble.bottom
        out = -off if base[1] < bubble.y else off
        ways: list[Route] = [[(x, y), b, base] for x in along for b in ((x, base[1]), (base[0], y + out))]
        ways += _columns(bubble, base, room, off)
    else:  # (level with it: out of its top or bottom to a lane, along it, to the pointer)
        ways = []
        for y, sign in ((bubble.y, -1), (bubble.bottom, 1)):
            for k in range(1, LANES + 1):
                lane = y + sign * k * max(off, (room.h // 2) // LANES)
                ways += [[(x, y), (x, lane), (base[0], lane), base] for x in xs]
    back = (base[0] - tip[0], base[1] - tip[1])  # (the way the pointer's base faces)
    for way in ways:
        come = (way[-2][0] - base[0], way[-2][1] - base[1])
        aside = (come[0] * back[0] + come[1] * back[1]) >= -0.3 * math.hypot(*come) * math.hypot(*back)
        inside = all(room.collidepoint(p) for p in way)
        if inside and aside and not any(skip.clipline(a, b) for a, b in pairwise(way)):
            yield way


def _columns(bubble: pygame.Rect, base: Point, room: pygame.Rect, off: int) -> list[Route]:
    """Two bends round the side of the shape, for a pointer above or below the bubble: out of
    the bubble's end to a column beside it, up (or down) it, across to the pointer (s345: the
    Flat 3D lesson's "Lower steps block it too", its bubble under the block, went straight up
    across arrows with open room beside the block)."""
    ways = []
    for side, end in ((bubble.x, room.x), (bubble.right, room.right)):
        for k in range(1, LANES + 1):
            cx = side + (end - side) * k // (LANES + 1)
            if abs(cx - side) >= off:
                ways.append([(side, bubble.centery), (cx, bubble.centery), (cx, base[1]), base])
    return ways
