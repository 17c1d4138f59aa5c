"""Win and lose screens, drawn over the finished board.

Win: stars from hearts left, time, hints used; Next (the same kind of puzzle, next
seed), Replay, Menu. Lose: Retry the same puzzle, or Menu.
Keys: Enter = Next (win) / Retry (lose), R = Replay / Retry, Esc or M = Menu.
"""
from __future__ import annotations

import pygame

from quiver.render2d import theme
from quiver.render2d.draw import fmt_time, heart_icon, panel, star_icon
from quiver.render2d.widgets import Button

from .base import Scene

STAR_STEP = 0.18
SECONDARY = (241, 233, 220)


class ResultScene(Scene):
    overlay = True
    name = "result"

    def __init__(self, app, play) -> None:
        super().__init__(app)
        self.play = play
        self.won = play.session.won
        self.age = 0.0
        self.focus = 0
        if self.won:
            self.buttons = [Button("Next", self.next, primary=True, sub="Enter"),
                            Button("Replay", self.replay, sub="R", colour=SECONDARY),
                            Button("Menu", self.menu, sub="Esc", colour=SECONDARY)]
        else:
            self.buttons = [Button("Retry", self.replay, primary=True, sub="Enter / R"),
                            Button("Menu", self.menu, sub="Esc", colour=SECONDARY)]
        self.layout()

    # -- actions ---------------------------------------------------------------------------
    def next(self) -> None:
        self.app.sound("click")
        self.app.next_puzzle(self.play)

    def replay(self) -> None:
        self.app.pop()
        self.play.restart()

    def menu(self) -> None:
        self.app.sound("click")
        self.app.to_menu()

    # -- layout -------------------------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.size
        pw, ph = 560, 430 if self.won else 360
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        n = len(self.buttons)
        bw, gap = (150, 20) if n == 3 else (200, 30)
        total = n * bw + (n - 1) * gap
        x = self.panel.centerx - total // 2
        for b in self.buttons:
            b.rect = pygame.Rect(x, self.panel.bottom - 100, bw, 66)
            x += bw + gap
        self._focus()

    def resize(self, size) -> None:
        super().resize(size)
        self.layout()

    def _focus(self) -> None:
        for k, b in enumerate(self.buttons):
            b.focused = k == self.focus

    def handle_event(self, event):
        for b in self.buttons:
            if b.handle(event):
                self.full_redraw = True
                return None
        if event.type == pygame.MOUSEMOTION:
            self.full_redraw = True
            return None
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.buttons[self.focus].action()
            elif k == pygame.K_r:
                self.replay()
            elif k in (pygame.K_ESCAPE, pygame.K_m):
                self.menu()
            elif k == pygame.K_n and self.won:
                self.next()
            elif k in (pygame.K_LEFT, pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
                step = -1 if k in (pygame.K_LEFT, pygame.K_UP) or event.mod & pygame.KMOD_SHIFT else 1
                self.focus = (self.focus + step) % len(self.buttons)
                self._focus()
            self.full_redraw = True
            return None
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return None                             # the board below is finished
        return event

    def update(self, dt: float) -> None:
        if self.animating():
            self.full_redraw = True
        self.age += dt

    def animating(self) -> bool:
        return self.age < 0.25 + 3 * STAR_STEP + 0.2

    def button_center(self, label: str) -> tuple[int, int]:
        for b in self.buttons:
            if b.label == label:
                return b.rect.center
        raise KeyError(label)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface):
        if not self.take_full_redraw():
            return []
        surface.fill((30, 24, 18, min(110, int(110 * self.age / 0.2))))
        pop = min(1.0, self.age / 0.2)
        p = self.panel.move(0, int(30 * (1 - pop)))
        panel(surface, p, 28, shadow_dy=8)
        s = self.play.session
        if self.won:
            theme.text(surface, "Cleared!", 64, theme.INK, (p.centerx, p.y + 58), "center", True)
            for k in range(3):
                t = (self.age - 0.25 - k * STAR_STEP) / STAR_STEP
                earned = k < s.stars
                size = 84
                if earned and t < 1:
                    if t <= 0:
                        icon = star_icon(size, theme.STAR_EMPTY)
                    else:
                        grow = int(size * (1.25 - 0.25 * t))
                        icon = star_icon(grow, theme.STAR, theme.shade(theme.STAR, 0.8))
                else:
                    icon = star_icon(size, theme.STAR, theme.shade(theme.STAR, 0.8)) if earned \
                        else star_icon(size, theme.STAR_EMPTY)
                cx = p.centerx + (k - 1) * 104
                cy = p.y + 150 - (14 if k == 1 else 0)
                surface.blit(icon, icon.get_rect(center=(cx, cy)))
            stats = [("time", fmt_time(s.elapsed)), ("hints", str(s.hints_used)),
                     ("mistakes", str(s.mistakes))]
            x = p.centerx - 180
            for label, value in stats:
                theme.text(surface, value, 40, theme.INK, (x, p.y + 238), "center", True)
                theme.text(surface, label, 22, theme.INK_SOFT, (x, p.y + 268), "center")
                x += 180
        else:
            theme.text(surface, "Out of hearts", 60, theme.INK, (p.centerx, p.y + 60), "center", True)
            for k in range(s.max_hearts or 3):
                icon = heart_icon(44, theme.HEART_EMPTY)
                n = s.max_hearts or 3
                surface.blit(icon, icon.get_rect(center=(p.centerx + (k - (n - 1) / 2) * 54, p.y + 128)))
            left = s.arrows_left
            theme.text(surface, f"{left} arrow{'s' if left != 1 else ''} left  ·  {fmt_time(s.elapsed)}",
                       28, theme.INK_SOFT, (p.centerx, p.y + 182), "center")
        for b in self.buttons:
            b.rect.y = p.bottom - 100
            b.draw(surface)
        return True
