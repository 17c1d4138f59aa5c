"""A 2D arrow fading where it stands: reduced motion's clear (anim.LeaveAnim's `still`),
in place of a flight off the board."""

from __future__ import annotations

from typing import Any

import pygame


class FadeLayer:
    """A window-sized layer kept for the fades: each fading arrow is drawn whole on it,
    in its own box only, and put down at its opacity."""

    def __init__(self) -> None:
        self._layer: pygame.Surface | None = None

    def drop(self) -> None:
        """No fade runs: the layer goes (a window's worth of memory, 33 MB at 3840x2160)."""
        self._layer = None

    def draw(self, surface: pygame.Surface, r: Any, anim: Any) -> pygame.Rect:
        """Arrow `anim.arrow` (renderer `r`) at `anim.opacity()`, within the surface's clip."""
        view, clip = r.view, surface.get_clip()
        xs, ys = zip(*(view.cell_center(x, y) for x, y in r.arrow_coords[anim.arrow]), strict=True)
        c = view.cell
        box = pygame.Rect(
            int(min(xs) - c), int(min(ys) - c), int(max(xs) - min(xs) + 2 * c), int(max(ys) - min(ys) + 2 * c)
        )
        box = box.clip(clip)
        if not box.w or not box.h:
            return box
        if self._layer is None or self._layer.get_size() != surface.get_size():
            self._layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        layer = self._layer
        layer.fill((0, 0, 0, 0), box)
        shown = r.draw_snake(layer, anim.arrow, anim.path, 0.0, clip=box).clip(box)
        layer.set_alpha(round(255 * anim.opacity()))
        return surface.blit(layer, shown.topleft, shown)
