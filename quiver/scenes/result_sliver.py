"""The strip of a finished 2D picture that the result card all but covers: where only its
last rows show under the card (s220: at 640x480 and 900x500 two cells of the picture
peeked out below the card, which leaves room under it for its toasts), that strip is
covered with the board's own background, as if the card hid it all. A picture that shows
round the card's sides or above it, or more than a few rows below, stays in sight."""

from __future__ import annotations

from typing import Any

import pygame

MOST_ROWS = 3  # rows of cells under the card that read as a sliver, not as the picture
MARGIN = 4  # pixels round a cell its outline and shade take


def picture_box(play: Any) -> pygame.Rect | None:
    """The 2D picture's cells on screen, or None (3D, Flat: a shape, not cells)."""
    view, board = getattr(play, "view", None), getattr(play, "board", None)
    if view is None or board is None or board.mode != "2d" or not hasattr(view, "cell_rect"):
        return None
    coords = {board.space.coord(c)[:2] for a in board.arrows for c in a.cells}
    if not coords:
        return None
    boxes = [pygame.Rect(view.cell_rect(x, y)) for x, y in coords]
    return boxes[0].unionall(boxes[1:]).inflate(2 * MARGIN, 2 * MARGIN)


class Sliver:
    """The strip to cover under a card, found again only when the card or the view moved
    (a big board has thousands of cells)."""

    def __init__(self) -> None:
        self._key: tuple = ()
        self._strip: pygame.Rect | None = None

    def __call__(self, play: Any, card: pygame.Rect) -> pygame.Rect | None:
        view: Any = getattr(play, "view", None)
        key = (tuple(card), getattr(view, "cell", None), view.origin() if hasattr(view, "origin") else None)
        if key != self._key:
            self._key, self._strip = key, sliver(play, card)
        return self._strip


def sliver(play: Any, card: pygame.Rect) -> pygame.Rect | None:
    """The part of the picture under `card` to cover, or None where it shows otherwise."""
    box = picture_box(play)
    if box is None or box.bottom <= card.bottom:
        return None
    inside = card.left <= box.left and box.right <= card.right and box.top >= card.top
    if not inside or box.bottom - card.bottom > MOST_ROWS * play.view.cell + MARGIN:
        return None
    return pygame.Rect(box.left, card.bottom, box.w, box.bottom - card.bottom)


def cover(surface: pygame.Surface, play: Any, strip: pygame.Rect, scrim: tuple[int, int, int, int]) -> None:
    """The board's background over `strip`, under the card's `scrim` as the rest is."""
    background = getattr(getattr(play, "renderer", None), "background", None)
    strip = strip.clip(surface.get_rect())
    if background is None or not strip.w or not strip.h or not background.get_rect().contains(strip):
        return
    piece = pygame.Surface(strip.size, pygame.SRCALPHA)
    piece.blit(background, (0, 0), strip)  # (opaque: its alpha 255)
    shade = pygame.Surface(strip.size, pygame.SRCALPHA)
    shade.fill(scrim)
    piece.blit(shade, (0, 0))
    surface.blit(piece, strip.topleft)
