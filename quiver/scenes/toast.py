"""Toasts: short messages over whatever screen is open ("Screenshot saved to ...",
"Copied", a save-file warning). The app owns one `ToastLayer` and composites it above
the scene stack while it has something to say; it never takes input.

    app.toast("Copied the code")                  # info, a few seconds
    app.toast(warning, kind="warn", seconds=10)   # red edge, longer
"""
from __future__ import annotations

import pygame

from quiver.render2d import theme
from quiver.render2d.draw import panel

from .base import Scene

FADE = 0.35          # seconds to fade out
MAX_SHOWN = 3        # newest messages kept on screen at once
TEXT = 22


class Toast:
    def __init__(self, text: str, kind: str, seconds: float, born: float) -> None:
        self.text = " ".join(str(text).split())
        self.kind = kind
        self.seconds = seconds
        self.born = born
        self.age = 0.0

    @property
    def alpha(self) -> float:
        left = self.seconds - self.age
        return 1.0 if left >= FADE else max(0.0, left / FADE)


class ToastLayer(Scene):
    overlay = True
    name = "toasts"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.toasts: list[Toast] = []
        self._drawn_key = None

    def show(self, text: str, kind: str = "info", seconds: float = 4.0) -> Toast:
        t = Toast(text, kind, seconds, self.app.clock())
        self.toasts = [x for x in self.toasts if x.text != t.text][-(MAX_SHOWN - 1):] + [t]
        self.full_redraw = True
        return t

    @property
    def active(self) -> bool:
        return bool(self.toasts)

    def texts(self) -> list[str]:
        return [t.text for t in self.toasts]

    def update(self, dt: float) -> None:
        # ages from the app's clock, not from dt (an idle loop clamps dt per frame)
        now = self.app.clock()
        for t in self.toasts:
            t.age = max(0.0, now - t.born)
        keep = [t for t in self.toasts if t.age < t.seconds]
        if len(keep) != len(self.toasts):
            self.full_redraw = True
        self.toasts = keep

    def animating(self) -> bool:
        return any(t.seconds - t.age < FADE for t in self.toasts)

    def _slot(self) -> pygame.Rect | None:
        """Where the scene below wants toasts (the 2D board keeps its bottom rows clear
        by offering the free middle of its bottom bar), or None for the default."""
        top = self.app.top if self.app.stack else None
        slot = getattr(top, "toast_slot", None)
        return slot() if callable(slot) else None

    def _key(self):
        slot = self._slot()
        return tuple((t.text, t.kind, round(t.alpha, 2)) for t in self.toasts) + (
            self.size, tuple(slot) if slot else None)

    def draw(self, surface: pygame.Surface):
        key = self._key()
        if not self.take_full_redraw() and key == self._drawn_key:
            return []
        self._drawn_key = key
        surface.fill((0, 0, 0, 0))
        w, h = self.size
        y = h - theme.BAR_H - 18
        cx, width = w // 2, min(w - 80, 980)
        slot = self._slot()
        if slot is not None and any(len(_wrap(t.text, TEXT, slot.w - 84)) > 2 for t in self.toasts):
            slot = None                       # a long message gets the full width
        if slot is not None:
            cx, width, y = slot.centerx, slot.w - 84, slot.bottom - 10
        for t in reversed(self.toasts):
            lines = _wrap(t.text, TEXT, width)
            lh = TEXT + 2
            bw = max(theme.text_size(line, TEXT, True)[0] for line in lines) + 64
            bh = lh * len(lines) + 26
            card = pygame.Surface((bw + 20, bh + 20), pygame.SRCALPHA)
            card.fill((0, 0, 0, 0))
            r = pygame.Rect(10, 8, bw, bh)
            edge = theme.DANGER if t.kind == "warn" else theme.PANEL_EDGE
            panel(card, r, min(22, bh // 2), fill=(255, 253, 249), edge=edge, shadow_dy=3)
            dot = theme.DANGER if t.kind == "warn" else theme.GOOD
            pygame.draw.circle(card, dot, (r.x + 24, r.y + 13 + lh // 2), 6)
            for k, line in enumerate(lines):
                theme.text(card, line, TEXT, theme.INK, (r.x + 42, r.y + 13 + k * lh), "topleft", True)
            if t.alpha < 1.0:
                card.set_alpha(int(255 * t.alpha))
            dest = card.get_rect(midbottom=(cx, y + 10))
            surface.blit(card, dest)
            y = dest.y - 2
        return True


def _wrap(text: str, size: int, width: int) -> list[str]:
    out, line = [], ""
    for word in text.split(" "):
        trial = (line + " " + word).strip()
        if line and theme.text_size(trial, size, True)[0] > width:
            out.append(line)
            line = word
        else:
            line = trial
    if line:
        out.append(line)
    # a very long word (a path): cut it hard
    res = []
    for ln in out or [""]:
        while theme.text_size(ln, size, True)[0] > width and len(ln) > 8:
            k = len(ln)
            while k > 8 and theme.text_size(ln[:k], size, True)[0] > width:
                k -= 4
            res.append(ln[:k])
            ln = ln[k:]
        res.append(ln)
    return res[:4]
