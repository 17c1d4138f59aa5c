"""The play HUD, shared by every mode: hearts, arrows left, timer, depth, the code, and
the Hint / Restart / Menu buttons.

It draws with pygame onto any surface: the 2D scene's layer, or the transparent layer a
3D scene composites over its GL view. It keeps no game state of its own beyond the
heart-loss cue; pass a `HudInfo` (usually `HudInfo.of(session, code)`) to `draw`.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from . import theme
from .draw import fmt_time, heart_icon, key_cap, panel, pill

HEART_CUE = 0.7       # seconds the lost-heart cue plays


@dataclass
class HudInfo:
    hearts: int | None
    max_hearts: int | None
    arrows_left: int
    arrows_total: int
    elapsed: float
    depth: int
    code: str
    title: str = ""
    hints_used: int = 0
    show_timer: bool = True

    @classmethod
    def of(cls, session, code: str, title: str = "", show_timer: bool = True) -> "HudInfo":
        return cls(session.hearts, session.max_hearts, session.arrows_left, session.arrows_total,
                   session.elapsed, session.depth, code, title, session.hints_used, show_timer)

    def key(self) -> tuple:
        """What the drawn HUD depends on (redraw when it changes)."""
        return (self.hearts, self.max_hearts, self.arrows_left, self.arrows_total,
                int(self.elapsed) if self.show_timer else 0, self.depth, self.code, self.title,
                self.hints_used)


BUTTONS = (("hint", "Hint", "H"), ("restart", "Restart", "R"), ("menu", "Menu", "Esc"))


class Hud:
    def __init__(self, top_h: int = theme.HUD_H, bottom_h: int = theme.BAR_H) -> None:
        self.top_h, self.bottom_h = top_h, bottom_h
        self.size = (0, 0)
        self.buttons: dict[str, pygame.Rect] = {}
        self.hover: str | None = None
        self.pressed: str | None = None
        self.heart_lost_at: float | None = None
        self.lost_index = 0
        self._key = None

    def layout(self, size) -> None:
        self.size = tuple(size)
        w, h = self.size
        x = w - theme.MARGIN
        self.buttons = {}
        for name, label, key in reversed(BUTTONS):
            room = label + (" 99" if name == "hint" else "")
            bw = theme.text_size(room, 26, True)[0] + theme.text_size(key, 18, True)[0] + 58
            r = pygame.Rect(0, 0, bw, 44)
            r.right, r.centery = x, h - self.bottom_h // 2
            self.buttons[name] = r
            x = r.x - 12

    @property
    def top_rect(self) -> pygame.Rect:
        return pygame.Rect(0, 0, self.size[0], self.top_h)

    @property
    def bottom_rect(self) -> pygame.Rect:
        return pygame.Rect(0, self.size[1] - self.bottom_h, self.size[0], self.bottom_h)

    # -- input ------------------------------------------------------------------------
    def hit(self, pos) -> str | None:
        for name, r in self.buttons.items():
            if r.collidepoint(pos):
                return name
        return None

    def set_hover(self, pos) -> bool:
        h = self.hit(pos)
        changed = h != self.hover
        self.hover = h
        return changed

    # -- cues -------------------------------------------------------------------------
    def lose_heart(self, now: float, hearts_left: int | None) -> None:
        self.heart_lost_at = now
        self.lost_index = hearts_left if hearts_left is not None else 0

    def animating(self, now: float) -> bool:
        return self.heart_lost_at is not None and now - self.heart_lost_at < HEART_CUE

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface, info: HudInfo, now: float = 0.0) -> list[pygame.Rect]:
        rects = [self.top_rect, self.bottom_rect]
        self._draw_top(surface, info, now)
        self._draw_bottom(surface, info)
        return rects

    def _draw_top(self, surface, info: HudInfo, now: float) -> None:
        w = self.size[0]
        m = theme.MARGIN
        cy = self.top_h // 2 + 2
        # hearts
        if info.max_hearts is None:
            r = pygame.Rect(m, cy - 22, 150, 44)
            panel(surface, r, 22, shadow=False)
            surface.blit(heart_icon(28, theme.HEART), (r.x + 14, r.centery - 14))
            theme.text(surface, "Zen", 28, theme.INK, (r.x + 52, r.centery), "midleft", True)
        else:
            n = info.max_hearts
            r = pygame.Rect(m, cy - 22, 24 + n * 38, 44)
            panel(surface, r, 22, shadow=False)
            cue = None
            if self.heart_lost_at is not None:
                cue = (now - self.heart_lost_at) / HEART_CUE
                if cue >= 1:
                    cue = None
            for k in range(n):
                x = r.x + 14 + k * 38
                full = k < (info.hearts or 0)
                if not full and cue is not None and k == self.lost_index:
                    # the heart just lost: pops up big and red, then shrinks into its slot
                    s = int(34 + 22 * (1 - cue))
                    icon = heart_icon(s, theme.DANGER)
                    surface.blit(icon, (x + 17 - s // 2, r.centery - s // 2 - int(6 * (1 - cue))))
                    continue
                icon = heart_icon(34, theme.HEART) if full else heart_icon(34, theme.HEART_EMPTY)
                surface.blit(icon, (x, r.centery - 17))
        # title in the middle
        if info.title:
            theme.text(surface, info.title, 34, theme.INK, (w // 2, cy), "center", True)
        # stats on the right
        x = w - m
        chips = []
        if info.show_timer:
            chips.append(("time", fmt_time(info.elapsed)))
        chips.append(("depth", str(info.depth)))
        chips.append(("arrows", f"{info.arrows_left}"))
        for label, value in chips:
            vw = theme.text_size(value, 32, True)[0]
            lw = theme.text_size(label, 20)[0]
            r = pygame.Rect(0, cy - 22, vw + lw + 36, 44)
            r.right = x
            panel(surface, r, 22, shadow=False)
            theme.text(surface, label, 20, theme.INK_SOFT, (r.x + 16, r.centery + 1), "midleft")
            theme.text(surface, value, 32, theme.INK, (r.right - 16, r.centery + 1), "midright", True)
            x = r.x - 10

    def _draw_bottom(self, surface, info: HudInfo) -> None:
        h = self.size[1]
        m = theme.MARGIN
        cy = h - self.bottom_h // 2
        if info.code:
            label_w = theme.text_size("code", 20)[0]
            code_w = theme.text_size(info.code, 24, True)[0]
            r = pygame.Rect(m, cy - 20, label_w + code_w + 40, 40)
            panel(surface, r, 20, shadow=False)
            theme.text(surface, "code", 20, theme.INK_SOFT, (r.x + 16, r.centery + 1), "midleft")
            theme.text(surface, info.code, 24, theme.INK, (r.x + 26 + label_w, r.centery + 1), "midleft", True)
        for name, label, key in BUTTONS:
            r = self.buttons.get(name)
            if r is None:
                continue
            fill = theme.PANEL if self.hover != name else (255, 255, 255)
            face = r.move(0, 2) if self.pressed == name else r
            pill(surface, face, fill, edge=theme.PANEL_EDGE)
            extra = f" {info.hints_used}" if name == "hint" and info.hints_used else ""
            theme.text(surface, label + extra, 26, theme.INK, (face.x + 18, face.centery + 1), "midleft", True)
            key_cap(surface, (face.right - 14, face.centery), key, 18, anchor="midright")
