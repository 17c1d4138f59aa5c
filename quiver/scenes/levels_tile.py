"""A level's tile too short for its number over its stars (levels.py): the number and the
stars (or the lock) side by side on one line, no picture (s98: at 480x360 a 29 px tile
drew its stars over its number, and the number ran out of its foot)."""

from __future__ import annotations

import pygame

from quiver.render2d import drawn, theme
from quiver.render2d.draw import lock_icon, rating_star

SHORT = 44  # a tile under this height takes the one-line form


def draw_short_tile(surface, rect: pygame.Rect, level: int, ink, stars: int | None) -> None:
    """The number at the left, then the stars (`stars` earned; None: locked, a lock)."""
    pad = max(8, rect.h // 4)  # (7 px at 480x360 read as cramped: drawn.CHIP_ROOM)
    size = max(12, min(26, rect.h * 3 // 4))
    if stars is None:
        icon = lock_icon(max(12, min(20, rect.h - 10)), theme.mix(theme.INK_SOFT, theme.BG_BOTTOM, 0.35))
        room = rect.w - 2 * pad - icon.get_width() - 4  # (s124: "100001" ran under its lock)
        size = number_size(level, size, room, 8)
        theme.text(surface, str(level), size, ink, (rect.x + pad, rect.centery), "midleft", True)
        place_lock(surface, icon, icon.get_rect(midright=(rect.right - pad, rect.centery)))
        return
    nr = theme.text(surface, str(level), size, ink, (rect.x + pad, rect.centery), "midleft", True)
    room = rect.right - pad - (nr.right + 6)
    star = min(rect.h - 10, (room - 4) // 3, 18)
    if star < 8:  # (no room: the info line under the grid says them)
        return
    for j in range(3):
        icon = rating_star(star, j < stars)
        surface.blit(icon, icon.get_rect(midright=(rect.right - pad - (2 - j) * (star + 2), rect.centery)))


def place_lock(surface, icon: pygame.Surface, at: pygame.Rect) -> None:
    """A locked level's lock, noted for the layout checks (drawn.WIDGET): a number must
    keep off it."""
    surface.blit(icon, at)
    drawn.note(drawn.WIDGET, at, "lock")


def number_size(level: int, size: int, room: int, least: int) -> int:
    """The print of a locked level's number that fits `room`, the same for every number
    as long (its widest digits fit): fitted each alone, a page of six-digit numbers
    changed size from tile to tile."""
    widest = max("0123456789", key=lambda d: theme.text_size(d * 4, size, True)[0])
    return theme.fit_size(widest * len(str(level)), size, room, True, least)
