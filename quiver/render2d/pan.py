"""The 2D board's static layer after a pan: the pixels it had, moved.

A drag on a big board moved the view a few pixels a frame and the static layer was
built again from every cell in view (a 128x128 board at 1920x1080: some 2,700 tiles).
Here a pan moves the layer with `Surface.scroll` inside the board area and builds only
the strips it brought into view (`BoardRenderer.build_base(within=...)`): the same
pixels, as each tile is one cell on the same pixel grid. The background is a vertical
gradient, the same along a row, so a pan left or right is done; one up or down also
blends again the rows whose background colour changed under them, from the tiles kept
unblended beside the layer (tilelayers.py).
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from .tilelayers import TileLayers
from .view import BoardView


class StaticLayer(Protocol):
    """What pan_base and zoom.py read and change of a BoardRenderer (render2d/board.py)."""

    view: BoardView
    board: Any
    hidden: set[int]
    place: dict[int, int]
    base: pygame.Surface | None
    built: tuple | None  # (cell, origin, area, background) the base was built with
    background: pygame.Surface | None
    tiles: Any
    tilesets: Any
    zoom_shot: Any
    layers: TileLayers

    def build_base(self, within: pygame.Rect | None = None) -> pygame.Surface: ...
    def tile(self, i: int, k: int, variant: Any) -> pygame.Surface: ...
    def tile_blits(self, clip: pygame.Rect) -> tuple[list, list]: ...


def same_frame(r: StaticLayer, built: tuple | None) -> bool:
    """A layer built as `built` says (BoardRenderer.built) is one for the window as it is:
    the same board area, the same background, at the window's size."""
    base, bg = r.base, r.background
    return (
        base is not None
        and bg is not None
        and built is not None
        and built[2] == r.view.area
        and built[3] is bg
        and base.get_size() == bg.get_size()
    )


def pan_base(r: StaticLayer) -> pygame.Surface:
    """The static layer at the view's camera: moved when only the origin changed since
    it was built (not during a zoom, whose layer is a scaled one), else built whole."""
    view, base, built = r.view, r.base, r.built
    area = pygame.Rect(view.area)
    ox, oy = view.origin()
    if base is None or built is None or not same_frame(r, built) or built[0] != view.cell:
        return r.build_base()
    dx, dy = ox - built[1][0], oy - built[1][1]
    if abs(dx) >= area.w or abs(dy) >= area.h or r.zoom_shot.pending:
        return r.build_base()
    if not dx and not dy:
        return base
    lay = dy and not r.layers.kept
    r.layers.scroll(base, area, dx, dy)
    if lay:  # the tiles laid unblended at the view now, for the rows to blend again
        r.layers.reset(area)
        r.layers.draw(area, *r.tile_blits(area))
    bg = r.background
    assert bg is not None  # same_frame
    for band in r.layers.changed_rows(bg, area, dy) if dy else []:
        r.layers.blend(base, bg, band)
    if dy:  # the rows that came into view
        r.build_base(within=pygame.Rect(area.x, area.y if dy > 0 else area.bottom + dy, area.w, abs(dy)))
    if dx:
        r.build_base(within=pygame.Rect(area.x if dx > 0 else area.right + dx, area.y, abs(dx), area.h))
    return base
