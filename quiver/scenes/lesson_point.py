"""The lesson bubble's pointer and leader (quiver/scenes/coach.py places the bubble, this
points it): the pointer at the step's arrow where it lies in the clear, and the dashed
leader from a bubble placed away from it (leader.py, lesson_route.py, lesson_edge.py); a
ring round the HUD's hearts where a bubble about them sits too far away to point (s236),
and one round the tip the 3D lesson's "Tip: an arrow pointing at you" talks about (s396:
one cube's pyramid at the tower's foot, 31 px at 640x480, the pointer's only mark)."""

from __future__ import annotations

import math

import pygame

from quiver.engine.geometry import VEC3
from quiver.engine.modes import Mode
from quiver.game.lessons import Anchor
from quiver.render2d import theme

from .bubble import on_other_arrow, other_heads, pointer
from .leader import head_refuser, leader
from .lesson_edge import leader_route, stand_off
from .lesson_fold import DOT
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


def rings(surface: pygame.Surface, play, coach) -> list[pygame.Rect]:
    """The ring a step draws, pulsing as it shows (coach.ring, else None): round the tip
    the 3D lesson's tip step talks about (`ring_tip`), else round the hearts (`ring_hearts`)."""
    i = tip_arrow(play, coach)
    return ring_hearts(surface, play, coach) if i is None else ring_tip(surface, play, coach, i)


def tip_arrow(play, coach) -> int | None:
    """The arrow the 3D lesson's "Tip: an arrow pointing at you" step (its one FREE step,
    lesson_fold) points at, where its head's tip faces the eye; None elsewhere."""
    ctl = getattr(play, "ctl", None)
    if ctl is None or coach.current.anchor != Anchor.FREE or play.board.mode != Mode.THREE_D:
        return None
    i = coach.aimed
    if i is None or i not in play.board.alive or not coach.tip:
        return None
    d, back = VEC3[play.board.direction(i)], ctl.camera.back  # (s376: the tip, its dot hidden)
    return i if d[0] * back[0] + d[1] * back[1] + d[2] * back[2] > DOT else None


TIP_LEAST = 20  # the tip's ring: no smaller a radius than this (px at the HUD's scale)
TIP_PAD = 6  # ... and this much round its head's pyramid


def ring_tip(surface: pygame.Surface, play, coach, i: int) -> list[pygame.Rect]:
    """A ring round arrow i's head (its pyramid, mesh.py: from COLLAR into the head cell to
    HEAD_REACH out of it, HEAD_FLARE wide), in the bubble's ink on a pale band (it reads on
    any direction colour), pulsing as the hearts' does when the step is reached, then still."""
    u, now = play.hud.u, coach.ports.clock()
    if coach.ring_from is None:  # (its first frame since the step was reached)
        coach.ring_from = now if play.fx.motion else -math.inf
    grow = int(SWELL * u * swell(now - coach.ring_from))
    centre, rest = _tip_circle(play, i)
    radius, width = rest + grow, max(2, int(3 * u))
    pygame.draw.circle(surface, theme.PANEL, centre, radius + width, 3 * width)  # (the pale band round it)
    pygame.draw.circle(surface, theme.INK, centre, radius, width)
    coach.ring = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    coach.ring.center = centre
    most = rest + int(SWELL * u) + 2 * width + 2
    return [pygame.Rect(centre[0] - most, centre[1] - most, 2 * most, 2 * most)]


def ring_room(play, coach) -> pygame.Rect | None:
    """The box the tip ring takes (`ring_tip`: at its pulse's height, its pale band round
    it), that the bubble keeps off (s399: at 800x600 zoomed in, the ring's foot passed under
    the bubble); None where no tip ring shows."""
    i = tip_arrow(play, coach)
    if i is None:
        return None
    centre, rest = _tip_circle(play, i)
    most = rest + int(SWELL * play.hud.u) + max(2, int(3 * play.hud.u))
    return pygame.Rect(centre[0] - most, centre[1] - most, 2 * most, 2 * most)


def _tip_circle(play, i: int) -> tuple[tuple[int, int], int]:
    """The tip ring's centre and its radius at rest: round arrow i's head's pyramid."""
    from quiver.render3d.mesh import COLLAR, HEAD_FLARE, HEAD_REACH  # (numpy: a 3D lesson's)

    u, camera = play.hud.u, play.ctl.camera
    d = VEC3[play.board.direction(i)]
    mid = [c - 0.5 * v for c, v in zip(play.head_point(i), d, strict=False)]  # (the head cell's middle)
    across = [tuple(float(k == a) for k in range(3)) for a in range(3) if not d[a]]
    base = [m + (COLLAR - 0.5) * v for m, v in zip(mid, d, strict=True)]
    points = [[m + (0.5 + HEAD_REACH) * v for m, v in zip(mid, d, strict=True)]]
    points += [
        [b + HEAD_FLARE * (s * p + t * q) for b, p, q in zip(base, *across, strict=True)]
        for s in (-1, 1)
        for t in (-1, 1)
    ]
    xs, ys = zip(*(camera.project(p, *play.size)[:2] for p in points), strict=True)
    x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
    radius = max(int(TIP_LEAST * u), int(math.hypot(x1 - x0, y1 - y0) / 2 + TIP_PAD * u))
    return (round((x0 + x1) / 2), round((y0 + y1) / 2)), radius


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
