"""Toasts: short messages over whatever screen is open ("Screenshot saved to ...",
"Copied", a save-file warning). The window owns one `ToastLayer` and composites it above
the scene stack while it has something to say; it never takes input. It is a layer,
not a scene on the stack: it needs only the clock, the size and the scene on top.

    feedback.toast("Copied the code")                       # info, a few seconds
    feedback.toast(warning, kind=ToastKind.WARN, seconds=10)  # red edge, longer
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from quiver.game.journey import ToastKind
from quiver.render2d import theme
from quiver.render2d.draw import panel

from .base import Scene

FADE = 0.35  # seconds to fade out
MAX_SHOWN = 3  # newest messages kept on screen at once
TEXT = 22


class Toast:
    def __init__(self, text: str, kind: ToastKind, seconds: float, born: float) -> None:
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

    def __init__(
        self, clock: Callable[[], float], size: tuple[int, int], top: Callable[[], Scene | None]
    ) -> None:
        self.init_layer(size)
        self.clock = clock
        self._top = top  # the scene on top: where it wants toasts
        self.toasts: list[Toast] = []
        self._drawn_key = None
        self._cards: list[pygame.Rect] = []  # where the cards were drawn last

    def show(self, text: str, kind: ToastKind = ToastKind.INFO, seconds: float = 4.0) -> Toast:
        t = Toast(text, kind, seconds, self.clock())
        self.toasts = [x for x in self.toasts if x.text != t.text][-(MAX_SHOWN - 1) :] + [t]
        self._drawn_key = None
        return t

    def withdraw(self, text: str) -> None:
        """Take a toast off the screen before its time (what it said no longer holds)."""
        keep = [t for t in self.toasts if t.text != text]
        if len(keep) != len(self.toasts):
            self.toasts, self._drawn_key = keep, None

    @property
    def active(self) -> bool:
        return bool(self.toasts)

    def texts(self) -> list[str]:
        return [t.text for t in self.toasts]

    def update(self, dt: float) -> None:
        # ages from the app's clock, not from dt (an idle loop clamps dt per frame)
        now = self.clock()
        for t in self.toasts:
            t.age = max(0.0, now - t.born)
        keep = [t for t in self.toasts if t.age < t.seconds]
        if len(keep) != len(self.toasts):
            self._drawn_key = None
        self.toasts = keep

    def animating(self) -> bool:
        return any(t.seconds - t.age < FADE for t in self.toasts)

    def _slots(self) -> list[pygame.Rect]:
        """Where the scene below wants toasts, the best first (the 2D board keeps its
        bottom rows clear by offering the free middle of its bottom bar); [] for the
        default place."""
        top = self._top()
        return top.toast_slots() if top is not None else []

    def _slot(self) -> pygame.Rect | None:
        """The first slot that takes every toast in two lines, or is tall enough for them
        all (None: the default place, the full width: a long message)."""
        for slot in self._slots():
            lines = [_wrap(t.text, slot.w - 84).lines for t in self.toasts]
            if max(lines, default=0) <= 2 or sum(room(n) - 4 for n in lines) + 8 <= slot.h:
                return slot
        return None

    def _key(self):
        slots = tuple(tuple(r) for r in self._slots())
        return tuple((t.text, t.kind, round(t.alpha, 2)) for t in self.toasts) + (self.size, slots)

    def layer_regions(self) -> list[pygame.Rect]:
        """Only the cards hold anything: the rest of the layer is never blended."""
        return self._cards

    def draw(self, surface: pygame.Surface):
        """Redraw the cards when anything shown changed; the changed rects are where the
        cards were and where they are (a new layer, or a resize: all of it)."""
        key = self._key()
        whole = self.take_full_redraw()
        if not whole and key == self._drawn_key:
            return []
        self._drawn_key = key
        old = self._cards
        if whole:
            surface.fill((0, 0, 0, 0))
        for r in old:
            surface.fill((0, 0, 0, 0), r)
        self._cards = self._draw_cards(surface)
        return True if whole else old + self._cards

    def _draw_cards(self, surface: pygame.Surface) -> list[pygame.Rect]:
        w, h = self.size
        hud = getattr(self._top(), "hud", None)  # a play screen's bottom bar grows with the UI scale
        y = h - (hud.bottom_h if hud is not None else theme.BAR_H) - 18
        cx, width = w // 2, min(w - 80, 980)
        slot = self._slot()
        if slot is not None:
            cx, width, y = slot.centerx, slot.w - 84, slot.bottom - 10
        cards: list[pygame.Rect] = []
        for t in reversed(self.toasts):
            msg = _wrap(t.text, width)
            lh = TEXT + 2
            bw = msg.ink_width + 64
            bh = lh * msg.lines + 26
            card = pygame.Surface((bw + 20, bh + 20), pygame.SRCALPHA)
            card.fill((0, 0, 0, 0))
            r = pygame.Rect(10, 8, bw, bh)
            edge = theme.DANGER if t.kind == ToastKind.WARN else theme.PANEL_EDGE
            panel(card, r, min(22, bh // 2), fill=(255, 253, 249), edge=edge, shadow_dy=3)
            dot = theme.DANGER if t.kind == ToastKind.WARN else theme.GOOD
            pygame.draw.circle(card, dot, (r.x + 24, r.y + 13 + lh // 2), 6)
            card.blit(msg.image, (r.x + 42, r.y + 13))
            if t.alpha < 1.0:
                card.set_alpha(int(255 * t.alpha))
            dest = card.get_rect(midbottom=(cx, y + 10))
            cards.append(surface.blit(card, dest))
            y = dest.y - 2
        return cards


def room(lines: int = 2) -> int:
    """The height a toast of `lines` lines takes at the bottom of a slot (its card, the gap
    under it, its shadow): what a modal card leaves free under it for its toasts."""
    return (TEXT + 2) * lines + 26 + 16


def _wrap(text: str, width: int) -> theme.Wrapped:
    """At most 4 lines (a very long word, a path, is cut across lines)."""
    return theme.wrap(text, TEXT, theme.INK, width, TEXT + 2, bold=True, most=4)
