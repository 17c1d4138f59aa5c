"""Where arrows' cells lie on screen, as window boxes: what a lesson's bubble keeps off
(quiver/scenes/bubble.py). 3D and Flat 3D: the box round each cell's projected footprint
(a cube's eight corners, a head cell's arrowhead with them; a Flat face cell's square:
footprint3d.py, numpy, imported only then),
not its centre (stranger s57: at 640x480, after a zoom in, "This one is blocked" sat
over half a cell of two arrows whose centres it left clear)."""

from __future__ import annotations

import pygame

from .bubble import body_pixels
from .bubble_place import boxes


def footprint(play, i: int) -> list[pygame.Rect]:
    """Window boxes of arrow i's cells, as the bubble about it keeps off them: 2D, the
    pixels `body_pixels` gives; 3D and Flat 3D, each cell's footprint (`arrow_boxes`)."""
    if play.flat_view or getattr(play, "ctl", None) is None:
        return boxes(body_pixels(play, i))
    from .footprint3d import arrow_boxes  # numpy: only once a 3D lesson asks

    return arrow_boxes(play).get(i, [])


def other_footprints(play, i: int | None) -> list[pygame.Rect]:
    """`footprint` of every arrow on the board but i: the bubble keeps off them too (a
    step may ask to tap any free one; stranger playtest: the Flat lesson's "a lower step
    too" bubble hid the lower step's blocker)."""
    arrows = [j for j in play.board.alive if j != i]
    if play.flat_view or getattr(play, "ctl", None) is None:
        return [b for j in arrows for b in footprint(play, j)]
    from .footprint3d import arrow_boxes

    every = arrow_boxes(play)
    return [b for j in arrows for b in every.get(j, [])]
