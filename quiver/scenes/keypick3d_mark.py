"""The focus brackets round the head lit from the keyboard in 3D (keypick3d.KeyPick3D.draw),
on the scene's layer: a keyboard player has no pointer to look for, and a pale arrow's
hover tint alone is easy to miss."""

from __future__ import annotations

from typing import Any

import pygame

__all__ = ["MARK", "MARK_EDGE", "draw_mark"]

MARK, MARK_EDGE = (46, 52, 64), (255, 255, 255)  # the focus brackets: ink edged in white
EDGE = 4  # px the brackets' white edge takes past their corner
LEAST = 10  # px from the lit pixel to a bracket's corner, at least


def draw_mark(surface: pygame.Surface, ctl: Any, x: int, y: int, cube: float) -> list[pygame.Rect]:
    """Brackets round window pixel (x, y), sized to a cube `cube` px wide, between the
    HUD's bars (s90: zoomed in, a head just under the top bar had them over its title
    panel), smaller by a bar, down to LEAST, and moved in off it past that (s332: round a
    head at the top of level 1's cube at 640x480 their top arms were cut off); the
    rectangle they took."""
    w, h = ctl.size
    first, last = ctl.camera.band_rows(h)
    band = pygame.Rect(0, first, w, last - first)
    room = min(y - first, last - y, x, w - x) - EDGE
    r = max(LEAST, min(max(14, min(48, round(0.55 * cube))), room))
    k = max(5, r // 2)
    rect = pygame.Rect(x - r, y - r, 2 * r, 2 * r).clamp(band.inflate(-2 * EDGE, -2 * EDGE))
    was = surface.get_clip()
    surface.set_clip(band.clip(was))
    for colour, width in ((MARK_EDGE, 7), (MARK, 3)):
        for cx, cy in (rect.topleft, rect.topright, rect.bottomright, rect.bottomleft):
            sx, sy = (1 if cx == rect.left else -1), (1 if cy == rect.top else -1)
            pygame.draw.lines(surface, colour, False, [(cx, cy + sy * k), (cx, cy), (cx + sx * k, cy)], width)
    surface.set_clip(was)
    return [rect.inflate(12, 12).clip(band)]
