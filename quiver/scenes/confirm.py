"""A small "are you sure?" card over the scene below (quitting from the menu with Esc).

Esc again or Enter confirms, any other key or a click outside the card keeps playing.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from quiver.render2d import theme
from quiver.render2d.draw import panel
from quiver.render2d.widgets import Button

from .base import Ports, Scene


class ConfirmScene(Scene):
    overlay = True
    name = "confirm"

    def __init__(
        self,
        ports: Ports,
        question: str,
        yes_label: str,
        on_yes: Callable[[], None],
        note: str = "Esc or Enter: yes  \u00b7  any other key: no",
    ) -> None:
        super().__init__(ports)
        self.question, self.note, self.on_yes = question, note, on_yes
        self.yes = Button(yes_label, self.confirm, primary=True, sub="Esc / Enter")
        self.no = Button("Stay", self.cancel)
        self.layout()

    def layout(self) -> None:
        w, h = self.size
        self.card = pygame.Rect(0, 0, min(560, w - 40), 250)
        self.card.center = (w // 2, h // 2)
        c = self.card
        self.no.rect = pygame.Rect(c.x + 40, c.bottom - 96, 200, 64)
        self.yes.rect = pygame.Rect(c.right - 240, c.bottom - 96, 200, 64)

    def resize(self, size) -> None:
        super().resize(size)
        self.layout()

    def confirm(self) -> None:
        if self.stack.top is self:
            self.stack.pop()
        self.on_yes()

    def cancel(self) -> None:
        if self.stack.top is self:
            self.stack.pop()

    def handle_event(self, event):
        self.full_redraw = True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.confirm()
            else:
                self.cancel()
            return None
        if self.yes.handle(event) or self.no.handle(event):
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and not self.card.collidepoint(event.pos):
            self.cancel()
        return None  # modal: nothing reaches below

    def draw(self, surface):
        if not self.take_full_redraw():
            return []
        surface.fill((30, 24, 18, 120))
        c = self.card
        panel(surface, c, 28, shadow_dy=8)
        theme.text(surface, self.question, 44, theme.INK, (c.centerx, c.y + 52), "center", True)
        theme.text(surface, self.note, 22, theme.INK_SOFT, (c.centerx, c.y + 100), "center")
        self.no.draw(surface)
        self.yes.draw(surface)
        return True
