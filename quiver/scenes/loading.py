"""A short "building the puzzle" screen: draws once, then generates and hands over."""
from __future__ import annotations

import pygame

from quiver.render2d import theme
from quiver.render2d.draw import panel

from .base import Scene


class LoadingScene(Scene):
    overlay = True
    name = "loading"

    def __init__(self, app, code, daily: bool = False, context: dict | None = None,
                 make_code=None) -> None:
        super().__init__(app)
        self.code = code                   # None: make_code() gives it once on screen
        self.make_code = make_code
        self.daily = daily
        self.context = dict(context or {})
        self.drawn = False
        self.done = False

    def animating(self) -> bool:
        return not self.done

    def update(self, dt: float) -> None:
        if self.drawn and not self.done:
            self.done = True
            self.app.build_and_play(self)

    def handle_event(self, event):
        return None

    def draw(self, surface):
        if not self.take_full_redraw():
            return []
        surface.fill((30, 24, 18, 70))
        w, h = self.size
        r = pygame.Rect(0, 0, 420, 120)
        r.center = (w // 2, h // 2)
        panel(surface, r, 24)
        level = self.context.get("level")
        title = f"Building level {level}..." if level else "Building the puzzle..."
        theme.text(surface, title, 34,
                   theme.INK, (r.centerx, r.centery - 14), "center", True)
        if self.code is not None:
            theme.text(surface, str(self.code), 20, theme.INK_SOFT, (r.centerx, r.centery + 24), "center")
        self.drawn = True
        return True
