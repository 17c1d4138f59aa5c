"""A level's tile on the level select (levels.py): its number, the level's picture, its
stars and best time, the "next" or role word; a lock on a level not open yet."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from quiver.game.campaign_targets import LevelRole, level_role
from quiver.render2d import theme
from quiver.render2d.draw import clock_readings, lock_icon, panel, rating_star

from .levels_tile import SHORT, draw_short_tile, number_size, place_lock

Thumb = Callable[[int, tuple[int, int]], "pygame.Surface | None"]  # (level, box): its picture


def draw_tile(surface, rect, level, current, hover, focus, rec, scale: float, thumb: Thumb) -> None:
    """A level's tile: its number, its picture (`thumb` of the level and a box), its
    stars and best time (`rec`, its record, else None); a lock past `current`."""
    open_ = level <= current
    done = rec is not None and rec.completed
    is_next = level == current
    fill = theme.PANEL if open_ else (236, 229, 217)
    if hover and open_:
        fill = (255, 255, 255)
    edge = theme.ACCENT if is_next else theme.PANEL_EDGE
    line, out = ring_lines(scale)
    if focus:
        ring = rect.inflate(2 * out, 2 * out)
        pygame.draw.rect(surface, theme.BLUE, ring, width=line, border_radius=17 + out)
    panel(surface, rect, 18, fill=fill, edge=edge, shadow=open_, control=f"level {level}")
    if is_next:
        pygame.draw.rect(surface, theme.ACCENT, rect, width=line, border_radius=18)
    num_col = theme.INK if open_ else theme.mix(theme.INK_SOFT, theme.BG_BOTTOM, 0.4)
    if rect.h < SHORT:  # (480x360: number and stars on one line)
        return draw_short_tile(surface, rect, level, num_col, (rec.stars if done else 0) if open_ else None)
    # the words and stars grow with the window as the tile does (capped at their
    # 1280x800 sizes, a 2560x1440 tile's number, stars and time were specks in it)
    s = max(1.0, scale)
    pad, top = int(16 * s), int(12 * s)
    size = max(26, min(int(44 * s), rect.h // 3))
    icon = None
    if not open_:  # the number keeps left of its lock (s124: "100001" ran under it)
        icon = lock_icon(max(20, rect.h // 4), theme.mix(theme.INK_SOFT, theme.BG_BOTTOM, 0.35))
        room = rect.w // 2 + rect.w // 6 - icon.get_width() // 2 - pad - 4
        size = number_size(level, size, room, 12)
    nr = theme.text(surface, str(level), size, num_col, (rect.x + pad, rect.y + top), "topleft", True)
    if icon is not None:
        place_lock(surface, icon, icon.get_rect(center=(rect.centerx + rect.w // 6, rect.centery)))
        return
    size, centres = star_layout(rect, s)
    stars_top = centres[0][1] - size // 2  # the picture ends over the stars and the time
    box = (max(10, rect.w // 2 - pad), max(10, min(rect.h - 58, stars_top - 6 - rect.y - top)))
    # a picture no taller than a star reads as one more icon (s284: at 640x480 a 10 px
    # heart and star by the rating's stars); the info line under the grid names the shape
    t = thumb(level, box) if box[1] > size * 5 // 4 else None
    if t is not None:
        surface.blit(t, t.get_rect(topright=(rect.right - int(14 * s), rect.y + top)))
    kind = level_role(level)
    room = nr.bottom + 2 + int(18 * s) <= stars_top  # a word fits above the stars
    at = (rect.x + pad + 1, nr.bottom + 2)
    if is_next and not done and room:
        theme.text(surface, "next", int(20 * s), theme.ACCENT_DARK, at, "topleft", True)
    elif kind is not LevelRole.RAMP and room:
        theme.text(surface, kind, int(18 * s), theme.INK_SOFT, at, "topleft")
    y = centres[0][1]
    for j, c in enumerate(centres):
        earned = done and j < rec.stars
        icon = rating_star(size, earned)
        surface.blit(icon, icon.get_rect(center=c))
    if done and rec.best_time_s is not None:
        text, ts = tile_time(rect, rec.best_time_s, s)
        if ts:  # a narrow tile: no time over the stars (the info line still says it)
            theme.text(surface, text, ts, theme.INK_SOFT, (rect.right - int(14 * s), y + 1), "midright", True)


def ring_lines(scale: float) -> tuple[int, int]:
    """(line, how far out) of a tile's focus ring, the line of the next level's edge too:
    3 and 5 px at 1280x800, grown with the window (s268: 3 px round a 4K window's 500 px
    tiles was a hairline a keyboard player lost)."""
    s = max(1.0, scale)
    return max(3, round(3 * s)), max(5, round(5 * s))


def star_layout(rect, s: float = 1.0) -> tuple[int, list[tuple[int, int]]]:
    """A tile's star size and centres, at UI scale `s` (1 and under: the 1280x800 ones)."""
    s = max(1.0, s)
    size = max(16, min(int(26 * s), rect.h // 5))
    y = rect.bottom - int(12 * s) - size // 2
    x = rect.x + int(16 * s) + size // 2
    return size, [(x + j * (size + 2), y) for j in range(3)]


def tile_time(rect, seconds: float, s: float = 1.0) -> tuple[str, int]:
    """A tile's best time as it fits right of its stars, and its print: the first of the
    play clock's readings that does ("1:02:03", "1h02", "1h"; "4d04" past 100 hours: the
    longest saved time read "2777:46:40"); ("", 0) where none does."""
    for text in clock_readings(int(seconds)):
        ts = time_size(rect, text, s)
        if ts:
            return text, ts
    return "", 0


def time_size(rect, text: str, s: float = 1.0) -> int:
    """The font size of a tile's best time right of its stars (22 at scale 1, less down to
    14 in a narrow tile); 0 where it does not fit beside them."""
    s = max(1.0, s)
    size, centres = star_layout(rect, s)
    room = rect.right - int(14 * s) - (centres[-1][0] + size // 2 + 6)
    ts = theme.fit_size(text, int(22 * s), room, True, 14)
    return ts if theme.text_size(text, ts, True)[0] <= room else 0
