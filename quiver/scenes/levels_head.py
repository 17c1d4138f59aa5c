"""What Levels (levels.py) shows beside its mode tabs: the Tab key that changes them (a
key cap, as the HUD and the buttons show their keys; nothing said that Tab switched
between 2D, 3D and Flat 3D), then the mode's summary, levels cleared and stars, each
where it fits."""

from __future__ import annotations

import pygame

from quiver.input_pad import pad_named
from quiver.render2d import theme
from quiver.render2d.draw import key_cap, rating_star

__all__ = ["beside_tabs_right", "draw_beside_tabs"]


def draw_beside_tabs(
    surface: pygame.Surface, tabs: pygame.Rect, right: int, s: float, done: tuple[int, int]
) -> pygame.Rect:
    """The Tab key cap, then "N cleared · M" and a star (or only "M" and the star), from
    the tabs' right end to `right`; `done`: (levels cleared, stars); `s`: the UI scale.
    Returns the cap's rect (empty when not drawn): a click on it acts as Tab (s96: it
    looked like a button and did nothing)."""
    x, y = tabs.right + int(24 * s), tabs.centery
    room = right - x - int(34 * s)  # (the star's)
    size = max(18, int(26 * s))
    cap = max(14, int(18 * s))
    tab = pad_named("Tab")  # (a pad's X after a pad's press)
    cap_w = theme.text_size(tab, cap, True)[0] + 12 + int(20 * s)  # (key_cap's width, a gap)
    key = pygame.Rect(0, 0, 0, 0)
    if cap_w + theme.text_size(f"{done[1]}", size, True)[0] <= room:  # the key first, if both fit
        key = key_cap(surface, (x, y), tab, cap)
        x = key.right + int(20 * s)
        room -= cap_w
    cleared, stars = done
    for summary in (f"{cleared} cleared  \u00b7  {stars}", f"{stars}"):
        if theme.text_size(summary, size, True)[0] <= room:
            r = theme.text(surface, summary, size, theme.INK_SOFT, (x, y), "midleft", True)
            st = rating_star(size)
            surface.blit(st, st.get_rect(midleft=(r.right + 6, r.centery - 1)))
            break
    return key


def beside_tabs_right(tabs: pygame.Rect, right: int, s: float, done: tuple[int, int]) -> int:
    """Where what `draw_beside_tabs` draws ends, at most (the room right of it takes toasts)."""
    size, cap = max(18, int(26 * s)), max(14, int(18 * s))
    cap_w = theme.text_size("Tab", cap, True)[0] + 12 + int(20 * s)
    summary = theme.text_size(f"{done[0]} cleared  \u00b7  {done[1]}", size, True)[0]
    return min(right, tabs.right + int(24 * s) + cap_w + summary + 6 + size + 8)
