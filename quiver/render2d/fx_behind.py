"""A blocked tap's ray and ring drawn dashed where the blocker is hidden behind the
3D or Flat-3D shape (s378): solid, the ring over a hidden blocker's cell stood on the
visible arrow in front of it, and a stranger took that arrow for the blocker (s376). The
aim line's and the blocker's hidden parts in the view are drawn in stripes (the shaders'
`hatch`); dashes here say the same: there, but behind."""

from __future__ import annotations

import math

import pygame

__all__ = ["DASH", "GAP", "cut_ring", "dashed_line"]

DASH, GAP = 9.0, 6.0  # px at scale 1: a dash of the ray, the gap after it
RING_GAPS = 10  # gaps cut round the ring
GAP_SHARE = 0.4  # ... each this share of its step round


def dashed_line(layer: pygame.Surface, colour, a, b, width: int, k: float) -> None:
    """A line from a to b in dashes DASH long, GAP apart (times `k`), from a."""
    (x0, y0), (x1, y1) = a, b
    n = math.hypot(x1 - x0, y1 - y0)
    if n < 1e-6:
        return
    ux, uy, step, s = (x1 - x0) / n, (y1 - y0) / n, (DASH + GAP) * k, 0.0
    while s < n:
        e = min(n, s + DASH * k)
        pygame.draw.line(layer, colour, (x0 + ux * s, y0 + uy * s), (x0 + ux * e, y0 + uy * e), width)
        s += step


def cut_ring(layer: pygame.Surface, c, reach: float, inner: float) -> None:
    """Cut RING_GAPS gaps round a ring about `c` (wedges from `inner` out to `reach`
    pixels: what lies inside `inner`, the mark's cross, is kept)."""
    step = 2 * math.pi / RING_GAPS
    for g in range(RING_GAPS):
        a0 = g * step + step / 4
        a1 = a0 + GAP_SHARE * step
        pts = [(c[0] + inner * math.cos(a), c[1] + inner * math.sin(a)) for a in (a0, a1)]
        pts += [(c[0] + reach * math.cos(a), c[1] + reach * math.sin(a)) for a in (a1, a0)]
        pygame.draw.polygon(layer, (0, 0, 0, 0), pts)  # (draw writes, no blend: a cut)
