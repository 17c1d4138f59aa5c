"""A level's tile too short for its number over its stars (levels.py): the number and the
stars (or the lock) side by side on one line, no picture (s98: at 480x360 a 29 px tile
drew its stars over its number, and the number ran out of its foot)."""

from __future__ import annotations

import pygame

from quiver.render2d import theme
from quiver.render2d.draw import lock_icon, rating_star

SHORT = 44  # a tile under this height takes the one-line form


def draw_short_tile(surface, rect: pygame.Rect, level: int, ink, stars: int | None) -> None:
    """The number at the left, then the stars (`stars` earned; None: locked, a lock)."""
    pad = max(8, rect.h // 4)  # (7 px at 480x360 read as cramped: drawn.CHIP_ROOM)
    size = max(12, min(26, rect.h * 3 // 4))
    nr = theme.text(surface, str(level), size, ink, (rect.x + pad, rect.centery), "midleft", True)
    if stars is None:
        icon = lock_icon(max(12, min(20, rect.h - 10)), theme.mix(theme.INK_SOFT, theme.BG_BOTTOM, 0.35))
        surface.blit(icon, icon.get_rect(midright=(rect.right - pad, rect.centery)))
        return
    room = rect.right - pad - (nr.right + 6)
    star = min(rect.h - 10, (room - 4) // 3, 18)
    if star < 8:  # (no room: the info line under the grid says them)
        return
    for j in range(3):
        icon = rating_star(star, j < stars)
        surface.blit(icon, icon.get_rect(midright=(rect.right - pad - (2 - j) * (star + 2), rect.centery)))
