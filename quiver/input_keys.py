"""Keys pressed for a screen that is no longer there (input.StrayClick hands them here):
a quick second press of a key whose first replaced its screen, and a press that a card
opened by the game itself (the result card after the last flight) caught mid-stride."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)  # either Enter: submit, the focused button
PRESS_KEYS = (*ENTER_KEYS, pygame.K_SPACE)  # Enter or Space: press a button, fire an arrow
KEY_DOUBLE = 0.35  # seconds: the most between a key's press and its quick second press
CARD_GRACE = 0.5  # seconds: a card the game opened takes Enter / Space in a stride's rhythm after this

__all__ = ["CARD_GRACE", "ENTER_KEYS", "KEY_DOUBLE", "PRESS_KEYS", "StrayKey"]


class StrayKey:
    """A key pressed twice quickly for one screen: Esc, Esc in a lesson skipped it and
    paused (or cancelled the build of) the level that the first Esc opened in its place,
    unseen. A press of the key whose last press replaced its screen (that screen gone from
    the stack `scenes`, or under a build's panel that `stands_in` for it; this one not
    shown then: not on the stack, or hidden under a full screen), within KEY_DOUBLE of that
    press and nothing pressed between, is dropped with its release: Esc, Esc on a win card
    left the level for the menu and asked "Quit Quiver?" there (s228), as it did from Levels
    or Daily. A press after another key or a click, or later, is the player's, and so is one
    after a press that opened a card over its screen or closed one, that screen seen round
    the card (P, P pauses and resumes; Esc, Esc leaves How to play and asks to quit).
    Its text goes too (TEXTINPUT, and its repeats while held: a dropped Space typed a space).

    And a card the game opened itself over the screen of the last press (not that press:
    the frame after it still showed its screen), within CARD_GRACE of that press, takes
    no Enter or Space for CARD_GRACE: Tab, Space, Tab, Space on the 2D board, and the
    Space meant for the next arrow pressed Retry on the loss card that the last bounce
    had just opened, unseen (so the win card's Next level). `shows` says what shows.

    And an Esc within KEY_DOUBLE of a press that replaced its screen, on the screen that
    came (a build's panel, a board: not a card, where Esc only says no), is dropped whatever
    came between: it was meant for the screen left. Esc, Enter, Esc in a lesson asked to skip
    it, skipped it, and cancelled the level's build the skip had just opened, unseen (and an
    Esc just after a result card's Next level paused the level it opened). Only Esc: the key
    that leaves a screen, where a stray one undoes what the press before it did; not on a
    screen whose Esc undoes nothing (`esc_own`: the menu, where it asks to quit, Stay
    ringed): Done on a win card, then Esc, was meant for the menu the player sees (s232)."""

    def __init__(self, scenes: Callable[[], Sequence[object]] = tuple) -> None:
        self._scenes = scenes  # the scenes on the stack now
        self._key: int | None = None  # the last press: its key, when, on which screen
        self._at = -math.inf
        self._on: object = None
        self._stack: tuple[object, ...] = ()  # the scenes on the stack then
        self._shown: tuple[object, ...] = ()  # of those, the ones seen: the top full screen up
        self._dropped: set[int] = set()  # keys whose press was dropped (their release goes too)
        self._text = ""  # what the press dropped types
        self._after: object = None  # what the frame after the last press showed
        self._came = -math.inf  # when a card came by itself after it, over its screen
        self._swap_at = -math.inf  # the last press that replaced its screen: when, and
        self._swap_to: object = None  # the screen it brought (seen at the next press)

    def forget(self) -> None:
        """A click: the next press is no key's double, and a card then no key's stride."""
        self._key, self._at, self._swap_at = None, -math.inf, -math.inf

    def shows(self, top: object, now: float) -> None:
        """`top` shows at `now`, a frame's events handled: the first time after a press,
        what that press did; later, a card the game opened (before the events of a frame)."""
        if self._after is None:
            self._after = top
        elif top is not self._after and self._came == -math.inf and self._on in self._scenes():
            card = getattr(top, "overlay", False) and top not in self._stack  # (a card, new)
            self._came = now if card and now - self._at < CARD_GRACE else math.inf

    def _caught(self, key: int, now: float, top: object) -> bool:
        """A press of Enter or Space in a stride that a card opened by the game caught."""
        return key in PRESS_KEYS and top is not self._on and 0.0 <= now - self._came < CARD_GRACE

    def _stray_esc(self, key: int, now: float, top: object) -> bool:
        """An Esc soon after a press replaced its screen, on the screen that came."""
        card = getattr(top, "overlay", False) and not getattr(top, "stands_in", False)
        return (
            key == pygame.K_ESCAPE
            and top is self._swap_to
            and not card
            and not getattr(top, "esc_own", False)
            and 0.0 <= now - self._swap_at < KEY_DOUBLE
        )

    def stray(self, event: pygame.event.Event, now: float, top: object) -> bool:
        if event.type == pygame.TEXTINPUT:  # (the platform's repeats of a held one too)
            return bool(self._text) and getattr(event, "text", "") == self._text
        key: int = getattr(event, "key", 0)
        if event.type == pygame.KEYUP:
            if key in self._dropped:
                self._dropped.discard(key)
                self._text = ""
                return True
            return False
        if getattr(event, "repeat", False):  # a held key's repeat (KeyRepeat): its own press went
            return key in self._dropped
        self._text = ""
        self.shows(top, now)  # (a card the game opened in the last frame's update)
        gone = self._on not in self._scenes() or getattr(top, "stands_in", False)
        replaced = gone and top not in self._shown  # (by the last press)
        if replaced:
            self._swap_at, self._swap_to = self._at, top
        double = key == self._key and replaced and 0.0 <= now - self._at < KEY_DOUBLE
        if double or self._stray_esc(key, now, top) or self._caught(key, now, top):
            self._dropped.add(key)
            self._text = getattr(event, "unicode", "") or (" " if key == pygame.K_SPACE else "")
            return True
        self._key, self._at, self._on, self._stack = key, now, top, tuple(self._scenes())
        self._shown = _shown(self._stack)
        self._after, self._came = None, -math.inf
        return False


def _shown(stack: tuple[object, ...]) -> tuple[object, ...]:
    """The scenes of `stack` seen: the top one that is no card (`overlay`), and the cards
    over it (app.App.visible's rule)."""
    k = len(stack) - 1
    while k > 0 and getattr(stack[k], "overlay", False):
        k -= 1
    return stack[max(0, k) :]
