"""The mouse wheel on the Settings card (settings.py): over a volume slider it moves the
slider a page a notch (5 of 100; every notch an event carries: Slider.wheel), as over the
Custom panel's Arrows slider (Slider.handle), saved and heard as a key's step (s323: it
scrolled the card, the slider under the pointer left as it was); elsewhere it scrolls the
card, where the card scrolls. A scroll going on goes on over a slider it brings under the
pointer (for WHEEL_HOLD after its last notch): a turn of the wheel meant for the rows
moves no volume on its way."""

from __future__ import annotations

from typing import Protocol

import pygame

from quiver.input import wheel_steps
from quiver.render2d.widgets import Slider

from .base import pointer_now
from .settings_layout import Plan

PAGE_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)
WHEEL_HOLD = 0.4  # seconds after a notch that scrolled the card that the next ones scroll it too


class Wheeled(Protocol):
    """What of the Settings card the wheel reads and moves."""

    volume: Slider
    music: Slider
    scroll: int
    plan: Plan
    widgets: dict
    order: list[str]
    focus: int

    def clock(self) -> float: ...
    def typing_here(self) -> bool: ...
    def scroll_by(self, dy: int) -> None: ...
    def _commit_volume(self, preview: bool = True) -> None: ...


class SettingsWheel:
    """Where the pointer is, and the wheel's notches on the card."""

    def __init__(self) -> None:
        self.pointer = pointer_now()  # (moves and presses since: `take`)
        self._scrolled = -WHEEL_HOLD  # when a notch last scrolled the card

    def take(self, card: Wheeled, event: pygame.event.Event) -> bool:
        """True when `event` was the wheel's (a notch: the slider under the pointer, else
        the card's scroll); a move or a press only tells where the pointer is."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos
        if event.type != pygame.MOUSEWHEEL:
            return False
        steps, now, plan = wheel_steps(event), card.clock(), card.plan
        slider = self._slider(card)
        if slider is not None and now - self._scrolled > WHEEL_HOLD:
            if steps:
                slider.wheel(steps)
                card._commit_volume()
            return True
        was = card.scroll
        card.scroll_by(-steps * (plan.row_h // 2))
        if card.scroll != was:
            self._scrolled = now
        return True

    def page(self, card: Wheeled, event: pygame.event.Event) -> bool:
        """Page Up / Page Down / Home / End scroll the rows where they scroll (s374: a bigger
        Size of menus scrolls them), not a field's caret (Home / End there are its own)."""
        if event.type != pygame.KEYDOWN or event.key not in PAGE_KEYS or not card.plan.scroll:
            return False
        if isinstance(card.widgets.get(card.order[card.focus]), Slider):
            return False  # (a volume's own: Page Up / Down step it, s288)
        if card.typing_here() and event.key in (pygame.K_HOME, pygame.K_END):
            return False
        page = max(card.plan.row_h, card.plan.view.h - card.plan.row_h // 2)
        card.scroll_by(
            {pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page, pygame.K_HOME: -(10**6)}.get(event.key, 10**6)
        )
        return True

    def _slider(self, card: Wheeled) -> Slider | None:
        """The volume slider under the pointer, in the card's view (not a row scrolled away)."""
        pos, plan = self.pointer, card.plan
        if pos is None or (plan.scroll and not plan.view.collidepoint(pos)):
            return None
        return next((s for s in (card.volume, card.music) if s.rect.collidepoint(pos)), None)
