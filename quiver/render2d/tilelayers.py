"""The 2D static layer's tiles kept unblended, so a pan up or down can move them.

The static layer (board.py's `base`) is the background gradient with every cell's tile
and then every resting arrow's tile blended over it. Moved up or down it would be a
shade off: the gradient is one colour a row and shows through each tile's rounded
corners and inset border, so a row moved to where the gradient has another colour keeps
the old one there. So the tiles also lie, as they are, on two transparent layers of the
board area's size, `cells` and `arrows` (each tile copied into its cell; tiles never
overlap). The static layer over any rect is the background, `cells` and `arrows` blitted
in turn: the same pixels as the tiles blitted one by one, as SDL blends each pixel on
its own (tests/test_2d_same_pixels.py). A vertical pan moves all three and blends again
only the rows whose background colour changed under them (`changed_rows`).

The layers are laid at the first pan up or down after a whole build and let go at the
next whole build or RELEASE_AFTER seconds after the last pan up or down (`rest`): at
1920x1080 they held 16 MB (66 MB at 3840x2160) until the next whole build, for a pan
that may never come again. A pan up or down after that lays them again, as the first
one after a build does.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import pygame

COPY = pygame.BLEND_RGBA_MAX  # onto a clear (0, 0, 0, 0) layer: the tile's own bytes
CLEAR = (0, 0, 0, 0)
RELEASE_AFTER = 1.0  # seconds after the last pan up or down before the layers are let go


class TileLayers:
    """`cells` and `arrows`: the static layer's tiles, unblended, at their places."""

    def __init__(self) -> None:
        self.cells: pygame.Surface | None = None
        self.arrows: pygame.Surface | None = None
        self.at = (0, 0)  # the board area's top left: the layers cover the area only
        self.idle = 0.0  # seconds since the last pan up or down
        self._rows: tuple[object, tuple, list[int]] = (None, (), [])  # (background, area, ids)

    @property
    def kept(self) -> bool:
        """Whether the layers are kept (from the first pan up or down after a build)."""
        return self.cells is not None

    @property
    def held(self) -> int:
        """The bytes the layers' pixels take (0 when they are not kept)."""
        return sum(s.get_bytesize() * s.get_width() * s.get_height() for s in (self.cells, self.arrows) if s)

    def drop(self) -> None:
        """A whole build, or the pans have rested: the layers are laid again only when a
        pan up or down needs them (a build that lays them too costs half as much again)."""
        self.cells = self.arrows = None

    def rest(self, dt: float) -> None:
        """`dt` seconds went by (a frame): RELEASE_AFTER seconds after the last pan up or
        down the layers are let go (their pixels are in the static layer already)."""
        if self.cells is not None:
            self.idle += dt
            if self.idle >= RELEASE_AFTER:
                self.drop()

    def reset(self, area: pygame.Rect) -> None:
        """Clear layers over the board area `area` (window coordinates)."""
        self.at, self.idle = (area.x, area.y), 0.0
        self.cells = pygame.Surface(area.size, pygame.SRCALPHA)
        self.arrows = pygame.Surface(area.size, pygame.SRCALPHA)
        self.cells.fill(CLEAR)
        self.arrows.fill(CLEAR)

    def draw(self, clip: pygame.Rect, cells: list, arrows: list) -> None:
        """Lay these (tile, position) blits within `clip`, clearing what was there."""
        assert self.cells is not None and self.arrows is not None
        ax, ay = self.at
        for layer, blits in ((self.cells, cells), (self.arrows, arrows)):
            layer.set_clip(clip.move(-ax, -ay))
            layer.fill(CLEAR)
            copies: list[Any] = [(t, (p[0] - ax, p[1] - ay), None, COPY) for t, p in blits]
            layer.blits(copies, doreturn=False)
            layer.set_clip(None)

    def put(
        self, rect: pygame.Rect, clip: pygame.Rect, cell: pygame.Surface, arrow: pygame.Surface | None
    ) -> None:
        """One cell's tiles at `rect` (its arrow's, or none), within `clip`: a repaint."""
        assert self.cells is not None and self.arrows is not None
        rect, clip = rect.move(-self.at[0], -self.at[1]), clip.move(-self.at[0], -self.at[1])
        for layer, tile in ((self.cells, cell), (self.arrows, arrow)):
            layer.set_clip(clip)
            layer.fill(CLEAR, rect)
            if tile is not None:
                layer.blit(tile, rect, special_flags=COPY)
            layer.set_clip(None)

    def blend(self, base: pygame.Surface, background: pygame.Surface, rect: pygame.Rect) -> None:
        """The static layer over `rect`: the background, then the cells, then the arrows."""
        assert self.cells is not None and self.arrows is not None
        on = rect.move(-self.at[0], -self.at[1])
        base.blit(background, rect, rect)
        base.blit(self.cells, rect, on)
        base.blit(self.arrows, rect, on)

    def scroll(self, base: pygame.Surface, area: pygame.Rect, dx: int, dy: int) -> None:
        """Move the static layer and the tile layers if kept by (dx, dy) in the board area
        (the layers are the area's size: moved whole)."""
        base.set_clip(area)
        base.scroll(dx, dy)
        base.set_clip(None)
        if self.cells is not None and self.arrows is not None:
            self.cells.scroll(dx, dy)
            self.arrows.scroll(dx, dy)
            if dy:
                self.idle = 0.0

    def changed_rows(self, background: pygame.Surface, area: pygame.Rect, dy: int) -> list[pygame.Rect]:
        """After a move of `dy` rows: the bands of the area whose background row differs
        from the one the row came from (rows that came into view are not among them)."""
        ids = self._row_ids(background, area)
        rows = [y for y in range(max(0, dy), min(area.h, area.h + dy)) if ids[y] != ids[y - dy]]
        return [pygame.Rect(area.x, area.y + y0, area.w, y1 - y0) for y0, y1 in _runs(rows)]

    def _row_ids(self, background: pygame.Surface, area: pygame.Rect) -> list[int]:
        """One number a row of the background within the area, the same for equal rows."""
        bg, key, ids = self._rows
        if bg is not background or key != tuple(area):
            raw = pygame.image.tobytes(background.subsurface(area), "RGB")
            n, seen = area.w * 3, dict[bytes, int]()
            ids = [seen.setdefault(raw[i : i + n], len(seen)) for i in range(0, len(raw), n)]
            self._rows = (background, tuple(area), ids)
        return ids


def _runs(rows: Sequence[int] | Iterable[int]) -> list[tuple[int, int]]:
    """Sorted row numbers as [start, end) runs of consecutive rows."""
    out: list[list[int]] = []
    for y in rows:
        if out and out[-1][1] == y:
            out[-1][1] = y + 1
        else:
            out.append([y, y + 1])
    return [(a, b) for a, b in out]
