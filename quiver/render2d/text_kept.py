"""Text drawn as theme.text draws it, each line's picture rendered once and kept: a card
redrawn whole on every event (Settings: each mouse move) drew its thirty-odd lines again
each time, 7 ms of the frame it opened on (bench/hitches.py), and a warm-up can render
them ahead (scenes/settings_warm.py)."""

from __future__ import annotations

import functools

import pygame

from . import drawn, theme

__all__ = ["rendered", "text"]


@functools.lru_cache(maxsize=512)
def rendered(s: str, size: int, colour: tuple[int, ...], bold: bool = False) -> tuple[pygame.Surface, str]:
    """`s` rendered as theme.text renders it (a character pygame refuses: as
    theme.drawable writes it), and the text drawn. Not to be drawn on."""
    try:
        return theme.font(size, bold).render(s, True, colour), s
    except ValueError:
        s = theme.drawable(s)
        return theme.font(size, bold).render(s, True, colour), s


def text(
    surface: pygame.Surface, s: str, size: int, colour, pos, anchor: str = "topleft", bold: bool = False
) -> pygame.Rect:
    """theme.text, its picture kept (`rendered`): the same pixels, noted alike."""
    img, s = rendered(s, int(size), tuple(colour), bool(bold))
    r = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(img, r)
    drawn.note(drawn.TEXT, theme._ink(img, r), s, surface)
    return r
