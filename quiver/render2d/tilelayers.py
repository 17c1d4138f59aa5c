"""The 2D static layer's tiles kept unblended, so a pan up or down can move them.

The static layer (board.py's `base`) is the background gradient with every cell's tile
and then every resting arrow's tile blended over it. Moved up or down it would be a
shade off: the gradient is one colour a row and shows through each tile's rounded
corners and inset border, so a row moved to where the gradient has another colour keeps
the old one there. So the tiles also lie, as they are, on two transparent layers of the
board area's size and PAD more on each side, `cells` and `arrows` (each tile copied into
its cell; tiles never overlap). The static layer over any rect is the background, `cells`
and `arrows` blitted in turn: the same pixels as the tiles blitted one by one, as SDL
blends each pixel on its own (tests/test_2d_same_pixels.py). A vertical pan moves the
static layer and blends again only the rows whose background colour changed under them
(`changed_rows`); the tile layers move only once the pans since they last did add up to
more than PAD, read that far off till then (s368: a held arrow key's glide moves a few
pixels a frame, and moving all three layers took a sixth of its frame at 1920x1080).

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
PAD = 64  # px the layers reach past the area on each side: a pan moves them only past it (s368)


class TileLayers:
    """`cells` and `arrows`: the static layer's tiles, unblended, at their places."""

    def __init__(self) -> None:
        self.cells: pygame.Surface | None = None
        self.arrows: pygame.Surface | None = None
        self.at = (0, 0)  # the window point of the layers' top left (PAD up and left of the area's)
        self.off = (0, 0)  # px the area's pixels moved since the layers last were (`scroll`)
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
        """Clear layers over the board area `area` (window coordinates), and PAD round it."""
        self.at, self.off, self.idle = (area.x - PAD, area.y - PAD), (0, 0), 0.0
        size = (area.w + 2 * PAD, area.h + 2 * PAD)
        self.cells = pygame.Surface(size, pygame.SRCALPHA)
        self.arrows = pygame.Surface(size, pygame.SRCALPHA)
        self.cells.fill(CLEAR)
        self.arrows.fill(CLEAR)

    def draw(self, clip: pygame.Rect, cells: list, arrows: list) -> None:
        """Lay these (tile, position) blits within `clip`, clearing what was there."""
        assert self.cells is not None and self.arrows is not None
        ax, ay = self._origin()
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
        ax, ay = self._origin()
        rect, clip = rect.move(-ax, -ay), clip.move(-ax, -ay)
        for layer, tile in ((self.cells, cell), (self.arrows, arrow)):
            layer.set_clip(clip)
            layer.fill(CLEAR, rect)
            if tile is not None:
                layer.blit(tile, rect, special_flags=COPY)
            layer.set_clip(None)

    def blend(self, base: pygame.Surface, background: pygame.Surface, rect: pygame.Rect) -> None:
        """The static layer over `rect`: the background, then the cells, then the arrows."""
        assert self.cells is not None and self.arrows is not None
        ax, ay = self._origin()
        on = rect.move(-ax, -ay)
        base.blit(background, rect, rect)
        base.blit(self.cells, rect, on)
        base.blit(self.arrows, rect, on)

    def _origin(self) -> tuple[int, int]:
        """The window point the layers' top left stands for now (`off` not yet moved)."""
        return self.at[0] + self.off[0], self.at[1] + self.off[1]

    def scroll(self, base: pygame.Surface, area: pygame.Rect, dx: int, dy: int) -> None:
        """Move the static layer by (dx, dy) in the board area, and the tile layers if kept:
        only once the area's pixels have moved more than PAD since they last were (till then
        they are read that far off: `_origin`), as a pan moves a few pixels a frame."""
        base.set_clip(area)
        base.scroll(dx, dy)
        base.set_clip(None)
        if self.cells is not None and self.arrows is not None:
            ox, oy = self.off[0] + dx, self.off[1] + dy
            if abs(ox) > PAD or abs(oy) > PAD:
                self.cells.scroll(ox, oy)
                self.arrows.scroll(ox, oy)
                ox = oy = 0
            self.off = (ox, oy)
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
