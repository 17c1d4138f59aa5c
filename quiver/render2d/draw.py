"""Small drawing helpers: soft panels, pills, and anti-aliased icons (hearts, stars).

Icons are drawn 4x larger and smooth-scaled down once, then cached by size and colour.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Callable

import pygame

from . import drawn, theme

SS = 4


def panel(
    surface, rect, radius=18, fill=theme.PANEL, edge=theme.PANEL_EDGE, shadow=True, shadow_dy=4, control=None
):
    """A rounded card with a soft shadow; `control`: what a press on it does (a level's
    tile, a shape's card), noted as a control too."""
    rect = pygame.Rect(rect)
    drawn.note(drawn.CARD, rect, "", surface)
    if control is not None:
        drawn.note(drawn.CONTROL, rect, control, surface)
    if shadow:
        sh = pygame.Surface((rect.w + 16, rect.h + 16), pygame.SRCALPHA)
        for k, a in ((8, 14), (5, 20), (3, 26)):
            pygame.draw.rect(
                sh,
                (60, 40, 20, a),
                pygame.Rect(8 - k + 2, 8 - k + 2 + shadow_dy, rect.w + 2 * k - 4, rect.h + 2 * k - 4),
                border_radius=radius + k,
            )
        surface.blit(sh, (rect.x - 8, rect.y - 8))
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, border_radius=radius)
        pygame.draw.rect(surface, fill, rect.inflate(-3, -3), border_radius=max(0, radius - 2))
    else:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
    return rect.inflate(20, 24).move(0, 2)


MODAL_SHADE = (30, 24, 18)  # what a modal dims the screen below it with


def modal_card(surface, rect, radius=28, alpha=120):
    """A modal's backdrop and card: the screen below dimmed, then the card and its shadow."""
    surface.fill((*MODAL_SHADE, alpha))
    panel(surface, rect, radius, shadow_dy=8)


def pill(surface, rect, fill, edge=None, radius=None):
    rect = pygame.Rect(rect)
    drawn.note(drawn.WIDGET, rect, "", surface)
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
        pygame.draw.ellipse(
            big, theme.shade(colour, 1.35), pygame.Rect(S * 0.24, S * 0.22, S * 0.18, S * 0.12)
        )
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


def rating_star(size: int, earned: bool = True) -> pygame.Surface:
    """A star of a rating: gold with a darker edge when earned, a pale empty one when not."""
    if earned:
        return star_icon(size, theme.STAR, theme.shade(theme.STAR, 0.8))
    return star_icon(size, theme.STAR_EMPTY)


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
        pygame.draw.polygon(
            big, col, [(S * 0.55, S * 0.45 + dy), (S * 0.92, S * 0.7 + dy), (S * 0.55, S * 0.95 + dy)]
        )
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
    drawn.note(drawn.TEXT, r, label, surface)  # a key the player reads, as any text
    return r


def fmt_time(seconds: float) -> str:
    s = int(seconds)
    if s >= 3600:
        return f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}"
    return f"{s // 60}:{s % 60:02d}"


def clock_readings(seconds: int) -> tuple[str, ...]:
    """What the play clock may read at `seconds`, the most exact first (clock_chip takes
    the first that fits): "m:ss" to an hour; "h:mm:ss", "1h02" or "10h" to 100 hours;
    "4d04" (days and hours) or "12d" to 100 days; then "99d+" (s70: at 640x480 "10h02" ran
    4 px out of a bare clock's room, moving the chips, "277777h46" 57 px: 31 years)."""
    if seconds < 3600:
        return (fmt_time(seconds),)
    hours, minutes = seconds // 3600, seconds // 60 % 60
    if hours < 100:
        return fmt_time(seconds), f"{hours}h{minutes:02d}", f"{hours}h"
    days = hours // 24
    if days < 100:
        return f"{days}d{hours % 24:02d}", f"{days}d"
    return ("99d+",)


def short_time(seconds: float) -> str:
    """A time as read outside the play bar (Levels, the result card, the Daily screen):
    fmt_time to 100 hours, then as the play clock reads it ("4d04", "99d+":
    clock_readings); the longest time a save holds (progress.MAX_TIME_S) read
    "2777:46:40" there, where the play bar read "99d+" (s74)."""
    return clock_readings(int(seconds))[0]


def fmt_score(points: int) -> str:
    """A score as the HUD and the result card both write it (the HUD showed "16058" beside
    the card's "16 058"): from five digits its thousands set apart by a thin space, as SI
    writes numbers ("16 058"; "2033" stays whole, so a score's chip does not widen at 1000)."""
    return f"{points:,}".replace(",", "\u2009") if abs(points) >= 10_000 else str(points)


def _ss(size):
    S = size * SS
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    return S, big


def _down(big, size):
    return pygame.transform.smoothscale(big, (size, size))


def _stroke(big, colour, pts, width):
    """A thick polyline with round joints (drawn supersampled)."""
    pts = [(float(x), float(y)) for x, y in pts]
    for (x0, y0), (x1, y1) in itertools.pairwise(pts):
        dx, dy = x1 - x0, y1 - y0
        n = math.hypot(dx, dy) or 1.0
        px, py = -dy / n * width / 2, dx / n * width / 2
        pygame.draw.polygon(
            big, colour, [(x0 + px, y0 + py), (x1 + px, y1 + py), (x1 - px, y1 - py), (x0 - px, y0 - py)]
        )
    for x, y in pts:
        pygame.draw.circle(big, colour, (round(x), round(y)), round(width / 2))


@functools.lru_cache(maxsize=32)
def infinity_icon(size: int, colour: tuple) -> pygame.Surface:
    """A lemniscate (the zen hearts sign), width `size`, height about size / 2."""
    S, big = _ss(size)
    pts = []
    for k in range(97):
        t = 2 * math.pi * k / 96
        d = 1 + math.sin(t) ** 2
        pts.append((S / 2 + 0.42 * S * math.cos(t) / d, S / 2 + 0.42 * S * math.sin(t) * math.cos(t) / d))
    _stroke(big, colour, pts, S * 0.11)
    return _down(big, size)


@functools.lru_cache(maxsize=32)
def lock_icon(size: int, colour: tuple) -> pygame.Surface:
    S, big = _ss(size)
    w = S * 0.09
    pygame.draw.rect(
        big,
        colour,
        pygame.Rect(S * 0.3, S * 0.14, S * 0.4, S * 0.5),
        width=round(w),
        border_radius=round(S * 0.2),
    )
    pygame.draw.rect(
        big, colour, pygame.Rect(S * 0.2, S * 0.42, S * 0.6, S * 0.46), border_radius=round(S * 0.08)
    )
    return _down(big, size)


# the outline of a flame in a unit box (y down): a round base, a tall tip leaning right,
# a small tongue on each side; drawn as a closed Catmull-Rom curve through these points
_FLAME = (
    (0.50, 0.96),
    (0.25, 0.88),
    (0.13, 0.68),
    (0.16, 0.47),
    (0.24, 0.33),
    (0.27, 0.20),
    (0.36, 0.31),
    (0.42, 0.22),
    (0.50, 0.12),
    (0.60, 0.02),
    (0.63, 0.17),
    (0.72, 0.30),
    (0.80, 0.38),
    (0.84, 0.27),
    (0.89, 0.45),
    (0.88, 0.68),
    (0.76, 0.88),
)


def _closed_spline(points, steps=10):
    n = len(points)
    out = []
    for i in range(n):
        p0, p1, p2, p3 = points[i - 1], points[i], points[(i + 1) % n], points[(i + 2) % n]
        for k in range(steps):
            t = k / steps
            t2, t3 = t * t, t * t * t
            out.append(
                tuple(
                    0.5
                    * (
                        2 * p1[j]
                        + (-p0[j] + p2[j]) * t
                        + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                        + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3
                    )
                    for j in range(2)
                )
            )
    return out


@functools.lru_cache(maxsize=32)
def flame_icon(size: int, colour: tuple, inner: tuple | None = None) -> pygame.Surface:
    """A flame (the daily streak)."""
    S, big = _ss(size)
    outline = _closed_spline(_FLAME)
    pygame.draw.polygon(big, colour, [(x * S, y * S) for x, y in outline])
    # the hot core: the same flame, smaller, sitting on the base
    core = [(0.5 + (x - 0.5) * 0.5, 0.93 + (y - 0.96) * 0.52) for x, y in outline]
    pygame.draw.polygon(big, inner or theme.shade(colour, 1.55), [(x * S, y * S) for x, y in core])
    return _down(big, size)


@functools.lru_cache(maxsize=32)
def gear_icon(size: int, colour: tuple) -> pygame.Surface:
    S, big = _ss(size)
    c = S / 2
    pts = []
    teeth = 8
    for k in range(teeth * 4):
        a = 2 * math.pi * k / (teeth * 4)
        r = 0.46 if (k % 4) in (0, 1) else 0.34
        pts.append(
            (c + r * S * math.cos(a + math.pi / (teeth * 4)), c + r * S * math.sin(a + math.pi / (teeth * 4)))
        )
    pygame.draw.polygon(big, colour, pts)
    pygame.draw.circle(big, (0, 0, 0, 0), (round(c), round(c)), round(S * 0.15))
    return _down(big, size)


@functools.lru_cache(maxsize=32)
def check_icon(size: int, colour: tuple) -> pygame.Surface:
    S, big = _ss(size)
    _stroke(big, colour, [(S * 0.2, S * 0.52), (S * 0.42, S * 0.74), (S * 0.8, S * 0.28)], S * 0.14)
    return _down(big, size)


@functools.lru_cache(maxsize=32)
def cross_icon(size: int, colour: tuple) -> pygame.Surface:
    S, big = _ss(size)
    _stroke(big, colour, [(S * 0.25, S * 0.25), (S * 0.75, S * 0.75)], S * 0.13)
    _stroke(big, colour, [(S * 0.75, S * 0.25), (S * 0.25, S * 0.75)], S * 0.13)
    return _down(big, size)


def vertical_gradient(size, top, bottom) -> pygame.Surface:
    """The window's background from `top` to `bottom`: made once per size and colours and
    shared (every full-screen scene, the 2D board's base: each new screen made its own,
    18 ms of the frame it opened on at 1920x1080). Read only: blitted, never drawn on."""
    return _gradient(max(1, int(size[0])), max(1, int(size[1])), tuple(top[:3]), tuple(bottom[:3]))


@functools.lru_cache(maxsize=4)  # (a window's size and a resize's: a few at most)
def _gradient(w: int, h: int, top: tuple, bottom: tuple) -> pygame.Surface:
    d = max(1, h - 1)  # one column of theme.mix's colours, as bytes (a set_at a row was slow)
    c = [[int(a + (b - a) * (y / d)) for y in range(h)] for a, b in zip(top[:3], bottom[:3], strict=True)]
    col = pygame.Surface((1, h))
    rgb = bytes(v for row in zip(*c, strict=True) for v in row)
    col.blit(pygame.image.frombytes(rgb, (1, h), "RGB"), (0, 0))
    return pygame.transform.scale(col, (w, h))


def clear_of(
    r: pygame.Rect,
    keep: list[pygame.Rect],
    area: pygame.Rect | None,
    gap: int = 4,
    allowed: Callable[[pygame.Rect], bool] | None = None,
) -> pygame.Rect:
    """`r` moved the least way (up, down, left or right) to `gap` pixels off every rect of
    `keep`, inside `area` (None: anywhere) and where `allowed` says it may stand (None:
    anywhere); `r` as it is where it meets none, or no such move clears them all."""
    hit = [k for k in keep if r.colliderect(k)]
    if not hit:
        return r
    box = hit[0].unionall(hit[1:])
    moves = [(0, box.top - gap - r.bottom), (0, box.bottom + gap - r.top)]
    moves += [(box.left - gap - r.right, 0), (box.right + gap - r.left, 0)]
    fits = [
        r.move(m)
        for m in moves
        if (area is None or area.contains(r.move(m)))
        and r.move(m).collidelist(keep) < 0
        and (allowed is None or allowed(r.move(m)))
    ]
    return min(fits, key=lambda t: abs(t.x - r.x) + abs(t.y - r.y), default=r)
