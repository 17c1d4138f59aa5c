"""Of the rects a layer's draw names, only those whose pixels it changed (the toast layer's,
quiver/scenes/toast.py). A toast fading out changes its alpha each frame, and the layer drew
all its cards again and named them all, merged into one rect round the stack: s311, 853 KB
a frame at 1920x1080 for three cards while one faded (bench/frame_upload.py's lesson turn,
after the puzzles before it left their "Puzzle kept" toasts). What reaches the texture is
the same: a rect left out holds the pixels the texture was last sent there."""

from __future__ import annotations

import pygame

Grabbed = list[tuple[pygame.Rect, bytes]]


def grab(surface: pygame.Surface, rects: list[pygame.Rect]) -> Grabbed:
    """`surface`'s pixels in each of `rects` (clipped to it) before it is drawn on."""
    bounds = surface.get_rect()
    return [(r, _pixels(surface, r)) for r in (pygame.Rect(x).clip(bounds) for x in rects) if r.w and r.h]


def changed(surface: pygame.Surface, grabbed: Grabbed, rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Of `rects` (clipped to `surface`), those whose pixels differ from the `grabbed` ones of
    the same rect before the draw, and all that were not grabbed (a card drawn in a new place)."""
    bounds, before = surface.get_rect(), dict((tuple(r), b) for r, b in grabbed)
    out = []
    for r in (pygame.Rect(x).clip(bounds) for x in rects):
        if r.w and r.h and tuple(r) not in before:
            out.append(r)
        elif r.w and r.h and (rows := _rows(before[tuple(r)], _pixels(surface, r), 4 * r.w)) is not None:
            out.append(pygame.Rect(r.x, r.y + rows[0], r.w, rows[1] - rows[0]))
    return out


def _rows(a: bytes, b: bytes, row: int) -> tuple[int, int] | None:
    """The first row of `a` and `b` (`row` bytes each) that differs and the one past the last
    (a card's rect also holds the shadowed edge of the one over it: that alone, where only
    that card faded); None where none does."""
    if a == b:
        return None
    n = len(a) // row
    top = next(k for k in range(n) if a[k * row : (k + 1) * row] != b[k * row : (k + 1) * row])
    end = next(k for k in range(n, top, -1) if a[(k - 1) * row : k * row] != b[(k - 1) * row : k * row])
    return top, end


def _pixels(surface: pygame.Surface, r: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(r), "RGBA")
