"""The lesson bubble's pointer and leader (quiver/scenes/coach.py places the bubble, this
points it): the pointer at the step's arrow where it lies in the clear, and the dashed
leader from a bubble placed away from it (leader.py, lesson_route.py, lesson_edge.py); a
ring round the HUD's hearts where a bubble about them sits too far away to point (s236)."""

from __future__ import annotations

import math

import pygame

from quiver.game.lessons import Anchor
from quiver.render2d import theme

from .bubble import on_other_arrow, other_heads, pointer
from .leader import head_refuser, leader
from .lesson_edge import leader_route, stand_off
from .lesson_route import arrow_cells, bent, clear, far_from, refuser


def point(coach, play, bubble: pygame.Rect, side: str, target, gap: int, skip) -> list:
    """The `bubble`'s pointer at `target` (coach.tip) and, for one away from it, the
    leader joining them (coach.route; off other arrows' heads, and in 2D off every
    arrow where it can be: lesson_route); the leader's stretches over arrows."""
    u = play.hud.u
    coach.tip, r = [], int(14 * u)
    far = far_from(bubble, side, target[1], gap)
    grid = (*play.view.origin(), play.view.cell) if play.flat_view else None  # 2D: each cell crossed
    heads = other_heads(play, coach.aimed)  # a leader across one misreads (2D at 640x480; 3D: s296)
    cells = arrow_cells(play, coach.aimed)
    if gap and not (coach.current.anchor == Anchor.HEARTS and far):  # hearts: no long pointer
        avoid = [*coach.avoid, play.hud.top_rect, play.hud.bottom_rect, skip]  # in the clear
        covers = on_other_arrow(play, coach.aimed)  # 3D: picked (2D: coach.avoid)
        reject = head_refuser(bubble, play.arrow_at, r, grid, heads)
        strict = refuser(bubble, play, r, grid, heads, cells, reject)  # (2D: off every arrow)
        for no in [strict, reject] if cells else [reject]:
            coach.tip = pointer(bubble, side, target, gap, u, far, coach.cells, avoid, covers, no, coach._way)
            if no is reject or not strict(coach.tip):
                break
        coach.tip = stand_off(play, coach, far, target, gap, u, [*avoid, bubble])
    runs: list = []  # (where it lies over arrows: found once)
    seg = leader(bubble, coach.tip, play.arrow_at, r, grid, runs, heads)
    coach.route = leader_route(play, bubble, seg, r)  # (3D, the bubble beside: round the shape)
    if seg is not None and cells and not clear(coach.route, cells) and coach._prefer and coach._prefer[2]:
        way = bent(bubble, seg[1], [*cells, skip], play, r)
        coach.route, runs = (way, []) if way else (coach.route, runs)
    coach.leader = (coach.route[-2], coach.route[-1]) if coach.route else None  # (its last stretch)
    return runs if play.flat_view else []  # 2D: its arrows read through it


def ring_hearts(surface: pygame.Surface, play, coach) -> list[pygame.Rect]:
    """A ring in the bubble's ink round the HUD's hearts, for a step about them whose bubble
    has no pointer (coach.ring, else None): s236, at 480x360 and 800x600 the 2D lesson's
    "Three hearts..." bubble sat under the board with nothing joining it to the hearts. Round
    the hearts' chip in the top bar, it covers none of the board."""
    coach.ring = None
    if coach.current.anchor != Anchor.HEARTS or coach.tip:
        return []
    u, hearts, now = play.hud.u, play.hud.top_bar(play.hud_info()).hearts, coach.ports.clock()
    if coach.ring_from is None:  # (its first frame since the step was reached: Coach._open, advance)
        coach.ring_from = now if play.fx.motion else -math.inf
    grow = int(4 * u) + int(SWELL * u * swell(now - coach.ring_from))
    ring = hearts.inflate(2 * grow, 2 * grow).clip(pygame.Rect((0, 0), play.size))
    pygame.draw.rect(surface, theme.INK, ring, max(2, int(3 * u)), border_radius=ring.h // 2)
    coach.ring = ring
    most = int((4 + SWELL) * u)
    return [hearts.inflate(2 * most + 4, 2 * most + 4)]  # (where a swell drew it a frame before, cleared too)


RING_PULSE = 2.4  # seconds the ring pulses as it shows (as a hint pulses, paint2d.HINT_PULSE), then rests
RING_BEAT = 0.8  # seconds a pulse takes
SWELL = 5  # px (at HUD scale 1) the ring stands out at a pulse's height


def swell(age: float) -> float:
    """How far (0 to 1) the ring stands out `age` seconds after it showed: three beats,
    then still (reduced motion: still from the first, its age taken as endless)."""
    if not 0 <= age < RING_PULSE:
        return 0.0
    return (1 - math.cos(2 * math.pi * age / RING_BEAT)) / 2


def ring_beat(coach) -> int | None:
    """The ring's pulse this frame in tenths (coach.key: a beat redraws the lesson), None
    once it rests; the play scene animates while it is not None."""
    if coach.ring is None or coach.ring_from is None:
        return None
    age = coach.ports.clock() - coach.ring_from
    return round(10 * swell(age)) if 0 <= age < RING_PULSE else None
