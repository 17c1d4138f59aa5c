"""The 2D play scene's HUD bars as last drawn (issue 23): an effect that crosses a bar
(a lost heart dropping out of the top bar, a burst at the board's edge) is painted over
on the next frame from this copy instead of redrawing the whole HUD, and a still board
redraws only the HUD when its clock ticks. A frame drawn whole (a pan's, a zoom's) puts the
bars back byte for byte instead of drawing the HUD again where neither what the HUD shows
nor what lies under its bars changed since it was drawn (`full`: ~1.1 ms of a 4-5 ms pan
frame; the board moves between the bars). The 3D and Flat-3D scenes use `full` alike for
a layer drawn whole as the view turns (Tab's brackets, the assist's rings: ~0.55 ms of a
0.9 ms layer at 800x600, s215)."""

from __future__ import annotations

from typing import Any, cast

import pygame

from quiver.input_pad import pad_last

__all__ = ["HudBars"]


class HudBars:
    def __init__(self, scene: Any) -> None:
        self.scene = scene  # a Play2DScene (or a Play3DScene: `full` alone)
        self.snaps: list[tuple[pygame.Rect, pygame.Surface]] = []
        # the last HUD drawn: (what it showed, the bars' rows under it, the same rows as drawn)
        self.kept: tuple[tuple, tuple, tuple] | None = None
        self.drawn = 0  # HUDs drawn (bench/hud_pan.py and a test count a pan's)

    def bars(self) -> tuple[pygame.Rect, pygame.Rect]:
        return self.scene.hud.top_rect, self.scene.hud.bottom_rect

    def snap(self, surface: pygame.Surface) -> None:
        """Keep the bars as drawn now (call right after drawing the HUD)."""
        self.snaps = [(r, surface.subsurface(r).copy()) for r in self.bars()]

    def restore(self, surface: pygame.Surface, base: pygame.Surface, rect: pygame.Rect) -> None:
        """Put back what `rect` covered: the board from `base`, the HUD from the copy."""
        surface.blit(base, rect, rect)
        for bar, snap in self.snaps:
            part = rect.clip(bar)
            if part.w and part.h:
                surface.blit(snap, part, part.move(-bar.x, -bar.y))

    def full(self, surface: pygame.Surface, again: bool = False) -> None:
        """The HUD over a frame drawn whole: its bars as last drawn, put back byte for byte,
        where what it shows (the scene's HUD key, its layout, a pad's names for its keys)
        and what lies under its bars are as they were then; else, or `again` (a redraw
        asked for: a new layer, a recording of what is drawn), drawn (and kept)."""
        forced = again or self.scene._hud_key is None  # (reset where the key misses a change)
        self.scene.hud_changed()
        key, under = self._shows(), self._rows(surface)
        kept = self.kept
        if not forced and under is not None and kept is not None and kept[:2] == (key, under):
            self._put(surface, kept[2])
            return
        self._draw(surface, under)

    def _draw(self, surface: pygame.Surface, under: tuple | None) -> list[pygame.Rect]:
        rects = self.scene.draw_hud(surface)
        self.drawn += 1
        self.snap(surface)
        drawn = self._rows(surface)
        self.kept = None if under is None or drawn is None else (self._shows(), under, drawn)
        return rects

    def _shows(self) -> tuple:
        """What the HUD draws beside the scene's HUD key: its layout and the keys' names."""
        hud = self.scene.hud
        return (self.scene._hud_key, hud.size, hud.u, pad_last(), hud.code_rect, [*hud.buttons.items()])

    def _rows(self, surface: pygame.Surface) -> tuple | None:
        """The bytes of `surface`'s rows the bars take (each the window's width), None where
        it is not the HUD's whole window (a part of another surface)."""
        if surface.get_parent() is not None or surface.get_size() != tuple(self.scene.hud.size):
            return None
        pitch, buf = surface.get_pitch(), surface.get_buffer()
        view = memoryview(cast(Any, buf))  # (a BufferProxy: a buffer, typed as none)
        try:
            return tuple(view[r.y * pitch : r.bottom * pitch].tobytes() for r in self.bars())
        finally:
            view.release()

    def _put(self, surface: pygame.Surface, rows: tuple) -> None:
        pitch, buf = surface.get_pitch(), surface.get_buffer()
        view = memoryview(cast(Any, buf))
        try:
            for r, data in zip(self.bars(), rows, strict=True):
                view[r.y * pitch : r.bottom * pitch] = data
        finally:
            view.release()

    def redraw(self, surface: pygame.Surface, base: pygame.Surface) -> list[pygame.Rect]:
        """The HUD alone, when it changed (the clock's tick on a still board)."""
        if not self.scene.hud_changed():
            return []
        for r in self.bars():
            surface.blit(base, r, r)
        rects = self._draw(surface, self._rows(surface))
        for bar in self.bars():  # a lit path's end (s87), Tab's ring, the hint ring (s97) over a bar: again
            rects += self.scene.moving.over_hud(surface, bar)
        return rects
