"""The layers chip's count going up (rotating arrows, ADR 0007): after a clear the arrows
turned and one more round of taps is needed, so the number a player watched fall rises.
Unmarked, a stranger read that as a bug; for RISE_CUE seconds the chip's figure is drawn
in the accent colour and a "+1" badge sits on its top edge (rising into place and fading
out; still and whole with reduced motion). What the number means does not change
(game/layers.py counts the rises; scenes/play_tips.py says why, once in a save).
"""

from __future__ import annotations

from typing import Any

import pygame

from quiver.style.palette import reduced_motion

from . import theme
from .draw import pill

__all__ = ["RISE_CUE", "Rise"]

RISE_CUE = 2.0  # seconds the rise is marked
SETTLE = 0.25  # seconds the badge takes to rise into place (with motion)
FADE = 0.5  # ... and to fade at the end


class Rise:
    """The cue's state, kept by the Hud: `note` each drawn HudInfo's rises count."""

    def __init__(self) -> None:
        self.seen: int | None = None  # the rises count last drawn (None: nothing drawn yet)
        self.at: float | None = None  # when the last rise was first drawn
        self.by = 0

    def note(self, rise: tuple[int, int], now: float) -> None:
        """`rise` (count, last step) as a HudInfo carries it: a count higher than the last
        drawn starts the cue (the first drawn is where it stands, a kept puzzle's too)."""
        count, by = rise
        if self.seen is not None and count > self.seen and by > 0:
            self.at, self.by = now, by
        self.seen = count

    def age(self, now: float) -> float | None:
        """Seconds into the cue, None when none runs."""
        if self.at is None or not 0 <= now - self.at < RISE_CUE:
            return None
        return now - self.at

    def ink(self, now: float):
        """The chip's figure's colour now."""
        return theme.INK if self.age(now) is None else theme.ACCENT_DARK

    def draw(self, surface: pygame.Surface, chip: pygame.Rect, hud: Any, now: float) -> pygame.Rect | None:
        """The "+N" badge on `chip`'s top edge, while the cue runs; where it went."""
        t = self.age(now)
        if t is None:
            return None
        p, still = hud.px, reduced_motion(hud.settings)
        word = f"+{self.by}"
        size = p(18)
        w = theme.text_size(word, size, True)[0] + p(14)
        badge = pygame.Rect(0, 0, w, p(22))
        lift = 0.0 if still else max(0.0, 1 - t / SETTLE)
        badge.right, badge.centery = chip.right - p(6), chip.top + int(p(10) * lift)
        badge.top = max(badge.top, 1)
        fade = 1.0 if still else min(1.0, (RISE_CUE - t) / FADE)
        layer = pygame.Surface(badge.size, pygame.SRCALPHA)
        pill(layer, layer.get_rect(), theme.ACCENT)
        theme.text(layer, word, size, (255, 255, 255), (w // 2, badge.h // 2 + 1), "center", True)
        layer.set_alpha(int(255 * fade))
        surface.blit(layer, badge.topleft)
        return badge
