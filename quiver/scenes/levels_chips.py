"""Levels' chapter chips (levels.py): "Ch. N", then its stars (a star and "S/60") or, for
a chapter not reached yet, a lock. The name gives way to what follows it: a long
chapter number ("Ch. 50000", level 999 981 on) ran under its star at 640x480."""

from __future__ import annotations

import pygame

from quiver.render2d import drawn, theme
from quiver.render2d.draw import lock_icon, panel, rating_star

LEAST_COUNT = 11  # the least print of a chip's "S/60"


def draw_chapter_chip(
    surface: pygame.Surface, r: pygame.Rect, page: int, shown: bool, stars: int | None, s: float, per: int
) -> None:
    """Chapter `page` + 1's chip in `r`: the open one (`shown`) stands out; `stars`
    collected in it, None for a chapter not reached (a lock); `per`: levels a chapter."""
    reached = stars is not None
    fill = (255, 246, 232) if shown else (theme.PANEL if reached else (236, 229, 217))
    edge = theme.ACCENT if shown else theme.PANEL_EDGE
    panel(surface, r, r.h // 2, fill=fill, edge=edge, shadow=False, control=f"chapter {page + 1}")
    size = max(16, int(22 * s))
    pad = max(14, int(14 * s))  # (off the chip's round ends, as much bigger as the chip)
    gap = max(10, int(10 * s))
    name = f"Ch. {page + 1}"
    ink = theme.INK if reached else theme.INK_SOFT
    if not reached:
        icon = lock_icon(max(14, int(r.h * 0.45)), theme.INK_SOFT)
        size = theme.fit_size(name, size, r.w - 2 * pad - icon.get_width() - gap, True, 10)
        theme.text(surface, name, size, ink, (r.x + pad, r.centery), "midleft", True)
        _mark(surface, icon, icon.get_rect(midright=(r.right - pad, r.centery)), "chapter lock")
        return
    count = f"{stars}/{3 * per}"
    right = r.right - max(12, int(12 * s))  # where the count ends
    cs = max(14, int(20 * s))
    while size > 10 and _row_w(name, size, count, cs, gap) > right - (r.x + pad):
        size, cs = size - 1, max(LEAST_COUNT, cs - 1)  # both smaller, in step (not the name alone)
    nr = theme.text(surface, name, size, ink, (r.x + pad, r.centery), "midleft", True)
    cs = theme.fit_size(count, cs, r.right - pad - size - (nr.right + gap), False, LEAST_COUNT)
    c = theme.text(surface, count, cs, theme.INK_SOFT, (right, r.centery), "midright")
    icon = rating_star(max(12, int(size * 0.9)))
    _mark(surface, icon, icon.get_rect(midright=(c.x - 3, r.centery - 1)), "chapter star")


def _row_w(name: str, size: int, count: str, cs: int, gap: int) -> int:
    """How wide a reached chapter's name, star and count are at these prints."""
    star = max(12, int(size * 0.9))
    return theme.text_size(name, size, True)[0] + gap + star + 3 + theme.text_size(count, cs)[0]


def _mark(surface: pygame.Surface, icon: pygame.Surface, at: pygame.Rect, label: str) -> None:
    """A chip's star or lock, noted for the layout checks (drawn.WIDGET): its name keeps off it."""
    surface.blit(icon, at)
    drawn.note(drawn.WIDGET, at, label)
