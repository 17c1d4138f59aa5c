"""The depth cue of a blocked tap seen end-on (scenes/blocked_depth.py): a dotted arc
from the tapped arrow (`pos`) to the blocker (`end`, its ring's centre), bowed off the
ray the way a view from the side would show it, and a halo round the ring that closes in
on the blocker over the first fifth of its life, then holds (reduced motion: it stands at
its end size from the start). In the blocked red, on a white rim, fading with the ring.

    add(fx, head, impact, "behind")     # an Effects item of kind "depth", MARK_TIME long
    fx.depth(head, impact, "front")    # the same, as Effects.depth (fx.py draws it: _draw_depth)
"""

from __future__ import annotations

import itertools
import math
from typing import Any

import pygame

from .fx_item import MARK, MARK_TIME, Fx, pt

__all__ = ["ARC_MIN", "HALO", "add", "arc_points", "dot_size", "draw_depth"]

HALO = 1.7  # the halo's radius at rest, in the ring's (20 px at scale 1)
HALO_FROM = 3.2  # ... and where it starts closing in from (motion)
CLOSE = 0.2  # the share of its life the halo takes to close in
DOT_GAP = 11.0  # px at scale 1 between the arc's dots
ARC_MIN = 8.0  # px at scale 1: ends nearer than this draw no arc


def add(fx: Any, head, impact, depth: str) -> None:
    """Start the cue: from `head` to `impact` (window pixels), `depth` "behind" or "front"."""
    fx.drop("depth")  # (one at a time: the latest tap's)
    fx.items.append(Fx("depth", pt(head), MARK_TIME, MARK, end=pt(impact), text=depth))


def halo_radius(u: float, motion: bool, scale: float) -> float:
    ring = 20.0 * scale
    if not motion or u >= CLOSE:
        return HALO * ring
    t = 1.0 - (1.0 - u / CLOSE) ** 2  # (eases in)
    return (HALO_FROM + (HALO - HALO_FROM) * t) * ring


def arc_points(p0, p1, scale: float, clear: float, toward=None) -> list[tuple[float, float, float]]:
    """The dots (x, y, share of the way) of the arc from p0 to p1, bowed well past the halo
    to the side of the line that faces `toward` (the window's middle, so the arc is not cut
    by the bars at an edge; with none given: up the window, a line straight up or down its
    right), none within `clear` of p1 nor on p0's own ring; [] where the two stand too
    near for an arc (blocked_depth._arc_from starts it off the ring then)."""
    (x0, y0), (x1, y1) = p0, p1
    dx, dy = x1 - x0, y1 - y0
    n = math.hypot(dx, dy)
    if n < ARC_MIN * scale:
        return []
    px, py = -dy / n, dx / n  # (a side of the line)
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    if toward is not None:
        flip = px * (toward[0] - mx) + py * (toward[1] - my) < 0
    else:
        flip = py > 0 or (py == 0 and px < 0)
    if flip:
        px, py = -px, -py
    bow = 2 * max(0.4 * n, (HALO + 2.2) * 20 * scale)  # (its top: half the control point's way out)
    cx, cy = mx + px * bow, my + py * bow
    steps = 96
    curve = [
        (
            (1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1,
            (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1,
            t,
        )
        for t in (k / steps for k in range(steps + 1))
    ]
    dots, since, gap = [], 0.0, DOT_GAP * scale
    for a, b in itertools.pairwise(curve):
        since += math.dist(a[:2], b[:2])
        if since >= gap:
            since = 0.0
            if math.dist(b[:2], p1) > clear and math.dist(b[:2], p0) > 6 * scale:
                dots.append(b)
    return dots


def dot_size(t: float, depth: str, scale: float) -> float:
    """A dot's radius `t` of the way from the tapped arrow to the blocker: big where the
    arc is near the eye, small where far (behind: it shrinks toward the blocker; in front
    it grows toward it), as a line into the view would."""
    near, far = 5.0 * scale, 1.8 * scale
    t = t if depth == "behind" else 1.0 - t
    return near + (far - near) * t


def draw_depth(fx: Any, surface: pygame.Surface, f: Any, u: float) -> pygame.Rect:
    """Draw cue `f` at `u` of its life (an Effects method: fx.py dispatches by kind)."""
    k = fx.scale
    halo = halo_radius(u, fx.motion, k)
    middle = surface.get_rect().center
    dots = arc_points(f.pos, f.end, k, 24.0 * k, middle)  # (off the ring, through the halo)
    dot = 6 * k
    x, y = f.end
    rect = pygame.Rect(
        int(x - halo - 4 * k), int(y - halo - 4 * k), int(2 * halo + 8 * k) + 1, int(2 * halo + 8 * k) + 1
    )
    for px, py, _ in dots:
        rect.union_ip(pygame.Rect(int(px - dot), int(py - dot), int(2 * dot) + 2, int(2 * dot) + 2))

    def paint(layer, ox, oy):
        c = (x + ox, y + oy)
        pygame.draw.circle(layer, (255, 255, 255, 210), c, halo + 2 * k, max(2, int(3 * k)))
        _dashes(layer, c, halo, (*f.colour, 255), max(2, int(4 * k)))
        for px, py, t in dots:
            r = dot_size(t, f.text, k)
            pygame.draw.circle(layer, (255, 255, 255, 230), (px + ox, py + oy), r + 1.5 * k)
            pygame.draw.circle(layer, (*f.colour, 255), (px + ox, py + oy), r)

    alpha = int(255 * (1.0 if u < 0.75 else max(0.0, 1 - (u - 0.75) / 0.25)))  # (as the ring fades)
    return fx._layer(surface, rect, paint, alpha)


def _dashes(layer, c, r: float, colour, width: int, count: int = 16) -> None:
    """A dashed circle: `count` arcs, each half its share of the round."""
    box = pygame.Rect(0, 0, int(2 * r), int(2 * r))
    box.center = (int(c[0]), int(c[1]))
    for i in range(count):
        a = 2 * math.pi * i / count
        pygame.draw.arc(layer, colour, box, a, a + math.pi / count, width)
