"""Text drawn as theme.text draws it, each line's picture rendered once and kept: a card
redrawn whole on every event (Settings: each mouse move) drew its thirty-odd lines again
each time, 7 ms of the frame it opened on (bench/hitches.py), and a warm-up can render
them ahead (scenes/settings_warm.py)."""

from __future__ import annotations

import functools

import pygame

from . import caretruns, fallback, fonts, mixed, textdraw

__all__ = ["forget_fallback", "rendered", "text"]


@functools.lru_cache(maxsize=512)
def rendered(s: str, size: int, colour: tuple[int, ...], bold: bool = False) -> tuple[pygame.Surface, str]:
    """textdraw.render's picture of `s` and the text drawn, kept. Not to be drawn on."""
    return textdraw.render(s, size, colour, bold)


def text(
    surface: pygame.Surface, s: str, size: int, colour, pos, anchor: str = "topleft", bold: bool = False
) -> pygame.Rect:
    """theme.text, its picture kept (`rendered`): the same pixels, noted alike."""
    img, s = rendered(s, int(size), tuple(colour), bool(bold))
    return textdraw.put(surface, img, s, pos, anchor)


def forget_fallback() -> None:
    """Every kept answer about system fonts let go (fallback.py's `finder` changed: a
    test's bare machine), and every text measured or drawn with them."""
    fallback.forget()
    for kept in (
        fonts.shows,
        caretruns.caret_offset,
        mixed.scale,
        textdraw._drawable,
        textdraw._measured,
        textdraw._mixed,
        textdraw.wrap_lines,
        rendered,
    ):
        kept.cache_clear()
