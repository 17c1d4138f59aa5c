"""A right click is Esc on the menus and cards, as on the desktop's (s323): back, the very
back the key gives (a question's Stay, Pause's Resume, a card or page closed, the Custom
panel left, a build cancelled); nothing is lost that Esc would not lose, and where Esc
asks first a right click asks too. The home menu, with nowhere to go back to (its Esc
asks to quit), takes a right click as before (it goes to the pointer: no focus ring). A
middle click does nothing on these pages.
The boards keep both buttons as they were (a right or middle drag pans the 2D board).

A screen is such a page by its `right_back`, and whether a right click goes back now is
its `back_by_right_click()` (quiver/scenes/base.py). The press is the page's own and goes
nowhere; its release is the Esc, when the page it was pressed on still shows (a page that
closed under a held button is not gone back from again). The app's `StrayClick` keeps one
(`backs`): app_frame.dispatch hands the top screen what it says."""

from __future__ import annotations

import pygame

MIDDLE, RIGHT = 2, 3
_BUTTONS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def esc_event() -> pygame.event.Event:
    """Esc's press as the keyboard sends it (no release: the page it closes is gone by then)."""
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, scancode=41, unicode="\x1b")


class RightBack:
    """What a right or a middle click on a page (`right_back`) comes to: feed it each
    event the top screen would get; it says what that screen gets instead."""

    def __init__(self) -> None:
        self._pressed_on: object = None  # the page a right press went to (None: none held)

    def events(self, event: pygame.event.Event, top: object) -> list[pygame.event.Event]:
        """The events `top` gets for `event`: `event` itself, none (a page's middle click,
        its right press), or Esc's press (the release of a right click on the page)."""
        button = getattr(event, "button", 0)
        page = getattr(top, "right_back", False)
        if event.type not in _BUTTONS or button not in (MIDDLE, RIGHT) or not page:
            return [event]
        if button == MIDDLE:
            return []
        back = bool(getattr(top, "back_by_right_click", bool)())
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._pressed_on = top if back else None
            return [] if back else [event]  # (no back here: the page's own, as it was)
        on, self._pressed_on = self._pressed_on, None
        if on is None:
            return [] if back else [event]
        return [esc_event()] if on is top and back else []
