"""The 2D play scene's HUD bars as last drawn (issue 23): an effect that crosses a bar
(a lost heart dropping out of the top bar, a burst at the board's edge) is painted over
on the next frame from this copy instead of redrawing the whole HUD, and a still board
redraws only the HUD when its clock ticks."""

from __future__ import annotations

from typing import Any

import pygame

__all__ = ["HudBars"]


class HudBars:
    def __init__(self, scene: Any) -> None:
        self.scene = scene  # a Play2DScene
        self.snaps: list[tuple[pygame.Rect, pygame.Surface]] = []

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

    def redraw(self, surface: pygame.Surface, base: pygame.Surface) -> list[pygame.Rect]:
        """The HUD alone, when it changed (the clock's tick on a still board)."""
        if not self.scene.hud_changed():
            return []
        for r in self.bars():
            surface.blit(base, r, r)
        rects = self.scene.draw_hud(surface)
        self.snap(surface)
        m = self.scene.moving
        for bar in self.bars():  # Tab's ring, a lit path's end (s87), the hint ring (s97) over a bar: again
            rects += m.ring(surface, bar, key=True) + m.ray(surface, bar) + m.ring(surface, bar)
        return rects
