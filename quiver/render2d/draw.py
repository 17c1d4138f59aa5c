"""Small drawing helpers: soft panels, pills, and anti-aliased icons (hearts, stars).

Icons are drawn 4x larger and smooth-scaled down once, then cached by size and colour.
"""
from __future__ import annotations

import functools
import math

import pygame

from . import theme

SS = 4


def panel(surface, rect, radius=18, fill=theme.PANEL, edge=theme.PANEL_EDGE, shadow=True,
          shadow_dy=4):
    """A rounded card with a soft shadow."""
    rect = pygame.Rect(rect)
    if shadow:
        sh = pygame.Surface((rect.w + 16, rect.h + 16), pygame.SRCALPHA)
        for k, a in ((8, 14), (5, 20), (3, 26)):
            pygame.draw.rect(sh, (60, 40, 20, a), pygame.Rect(8 - k + 2, 8 - k + 2 + shadow_dy,
                                                            rect.w + 2 * k - 4, rect.h + 2 * k - 4),
                             border_radius=radius + k)
        surface.blit(sh, (rect.x - 8, rect.y - 8))
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, border_radius=radius)
        pygame.draw.rect(surface, fill, rect.inflate(-3, -3), border_radius=max(0, radius - 2))
    else:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
    return rect.inflate(20, 24).move(0, 2)


def pill(surface, rect, fill, edge=None, radius=None):
    rect = pygame.Rect(rect)
    radius = rect.h // 2 if radius is None else radius
    # a pressable look: darker under-layer, then the face
    under = theme.shade(fill, 0.78) if edge is None else edge
    pygame.draw.rect(surface, under, rect.move(0, 3), border_radius=radius)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    return rect.inflate(2, 8)


@functools.lru_cache(maxsize=128)
def heart_icon(size: int, colour: tuple, outline: tuple | None = None) -> pygame.Surface:
    S = size * SS
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    big.fill((*colour, 0))
    pts = []
    for k in range(120):
        t = 2 * math.pi * k / 120
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((S / 2 + x * S / 36, S / 2 - y * S / 36 - S * 0.03))
    if outline is not None:
        pygame.draw.polygon(big, outline, pts)
        cx, cy = S / 2, S / 2
        inner = [(cx + (x - cx) * 0.8, cy + (y - cy) * 0.8) for x, y in pts]
        pygame.draw.polygon(big, colour, inner)
    else:
        pygame.draw.polygon(big, colour, pts)
        # a soft highlight
        pygame.draw.ellipse(big, theme.shade(colour, 1.35),
                            pygame.Rect(S * 0.24, S * 0.22, S * 0.18, S * 0.12))
    return pygame.transform.smoothscale(big, (size, size))


@functools.lru_cache(maxsize=64)
def star_icon(size: int, colour: tuple, edge: tuple | None = None) -> pygame.Surface:
    S = size * SS
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    big.fill((*colour, 0))

    def points(scale):
        out = []
        for k in range(10):
            r = (0.48 if k % 2 == 0 else 0.22) * S * scale
            a = -math.pi / 2 + k * math.pi / 5
            out.append((S / 2 + r * math.cos(a), S / 2 + 0.04 * S + r * math.sin(a)))
        return out

    if edge is not None:
        pygame.draw.polygon(big, edge, points(1.0))
        pygame.draw.polygon(big, colour, points(0.84))
    else:
        pygame.draw.polygon(big, colour, points(1.0))
    return pygame.transform.smoothscale(big, (size, size))


@functools.lru_cache(maxsize=32)
def arrow_logo(size: int, colour: tuple) -> pygame.Surface:
    """A chunky right-pointing arrow with a bend, for titles."""
    S = size * SS
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    big.fill((*colour, 0))
    w = int(S * 0.2)
    under = theme.shade(colour, 0.7)
    for col, dy in ((under, int(S * 0.04)), (colour, 0)):
        pygame.draw.rect(big, col, pygame.Rect(S * 0.1, S * 0.2 + dy, w, S * 0.5), border_radius=w // 2)
        pygame.draw.rect(big, col, pygame.Rect(S * 0.1, S * 0.6 + dy, S * 0.5, w), border_radius=w // 2)
        pygame.draw.polygon(big, col, [(S * 0.55, S * 0.45 + dy), (S * 0.92, S * 0.7 + dy),
                                       (S * 0.55, S * 0.95 + dy)])
    return pygame.transform.smoothscale(big, (size, size))


def key_cap(surface, pos, label, size=18, anchor="midleft"):
    """A small keyboard key with a label (for control hints)."""
    f = theme.font(size, True)
    w, h = f.size(label)
    r = pygame.Rect(0, 0, max(h + 6, w + 12), h + 6)
    setattr(r, anchor, pos)
    pygame.draw.rect(surface, theme.PANEL_EDGE, r.move(0, 2), border_radius=6)
    pygame.draw.rect(surface, theme.PANEL, r, border_radius=6)
    img = f.render(label, True, theme.INK_SOFT)
    surface.blit(img, img.get_rect(center=r.center))
    return r


def fmt_time(seconds: float) -> str:
    s = int(seconds)
    if s >= 3600:
        return f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}"
    return f"{s // 60}:{s % 60:02d}"
