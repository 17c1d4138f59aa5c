"""A text field's caret: where typing goes in its line, and its blink.

`EditLine` is a line of text and the caret's place in it: typing goes in at the caret,
Left / Right / Home / End move it, Backspace / Delete take the character before / after
it. `Blink` times the caret's bar on the frame clock (the scene's clock, which a test
drives): steady for BLINK seconds after each key, then off and on every BLINK seconds.
A field that was never ticked shows it steadily, and so does every field ticked `steady`
(the reduced_motion setting: no blinking; its owner passes it, as palette.blink_on says).
"""

from __future__ import annotations

import pygame

__all__ = ["BLINK", "PLACEHOLDER_GAP", "Blink", "EditLine", "caret_x", "index_at"]

BLINK = 0.5  # seconds on, then off (the idle loop wakes at each change: Scene.wake_at)
PLACEHOLDER_GAP = 9  # px from an empty field's start to its placeholder: the caret's 3 px bar, then room


class Blink:
    def __init__(self) -> None:
        self.since: float | None = None  # when the caret last moved (None: at the next tick)
        self.shown = True

    def restart(self) -> None:
        """A key: the caret shows steadily from now."""
        self.since, self.shown = None, True

    def tick(self, now: float) -> bool:
        """The frame's time: True when the caret's bar came or went (a redraw is due)."""
        if self.since is None:
            self.since = now
        shown = int((now - self.since) / BLINK) % 2 == 0
        changed, self.shown = shown != self.shown, shown
        return changed

    def due(self, now: float) -> float | None:
        """When the bar next comes or goes (None: steady until the next tick starts it),
        so the idle loop can wake then rather than up to a wait late."""
        if self.since is None:
            return None
        return self.since + BLINK * (int((now - self.since) / BLINK) + 1)


class EditLine:
    """A line and its caret (0: before the first character, len(text): after the last)."""

    def __init__(self, text: str = "", caret: int | None = None) -> None:
        self.text = text
        self.caret = len(text) if caret is None else max(0, min(len(text), caret))
        self.blink = Blink()

    def set(self, text: str) -> None:
        """The whole line replaced (a paste, a saved value): the caret after its end."""
        self.text, self.caret = text, len(text)
        self.blink.restart()

    def place(self, k: int) -> None:
        """The caret to before character k (a click in the field)."""
        self.caret = max(0, min(len(self.text), k))
        self.blink.restart()

    def insert(self, s: str) -> None:
        """`s` typed at the caret (already filtered by the field)."""
        self.text = self.text[: self.caret] + s + self.text[self.caret :]
        self.caret += len(s)
        self.blink.restart()

    def tick(self, now: float, active: bool, steady: bool = False) -> bool:
        """The frame's time: True when the caret's bar came or went (a redraw is due); a
        line not typed in (`active` False) keeps it steady, ready for the next key, and so
        does a `steady` one (reduced motion), its bar shown while typing."""
        if not active or steady:
            hidden = not self.blink.shown
            self.blink.restart()
            return active and hidden  # (reduced motion came on with the bar off: back on)
        return self.blink.tick(now)

    def due(self, now: float, active: bool) -> float | None:
        """When the caret next blinks (None: a line not typed in holds it steady)."""
        return self.blink.due(now) if active else None

    def key(self, key: int) -> bool:
        """Left, Right, Home, End, Backspace or Delete at the caret; True when it is one."""
        t, c = self.text, self.caret
        if key == pygame.K_BACKSPACE:
            self.text, self.caret = t[: max(0, c - 1)] + t[c:], max(0, c - 1)
        elif key == pygame.K_DELETE:
            self.text = t[:c] + t[c + 1 :]
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.caret = max(0, min(len(t), c + (1 if key == pygame.K_RIGHT else -1)))
        elif key in (pygame.K_HOME, pygame.K_END):
            self.caret = 0 if key == pygame.K_HOME else len(t)
        else:
            return False
        self.blink.restart()
        return True


def caret_x(width_of, text: str, caret: int, x: int, room: int, scroll: int = 0) -> tuple[int, int, int]:
    """A line drawn from `x` in `room` pixels (clipped there), scrolled `scroll` pixels
    before: (where it starts now, where its caret is, the scroll to keep). As a desktop
    field does, it scrolls only as far as the caret went out of sight, and never shows
    room after its end that more of it could fill."""
    whole, c = width_of(text), width_of(text[:caret])
    scroll = max(0, min(scroll, whole - room))
    scroll = min(max(scroll, c - room), c)
    return x - scroll, x + c - scroll, scroll


def index_at(width_of, text: str, x: float) -> int:
    """The caret's place nearest `x` pixels from the line's start (a click in the field)."""
    return min(range(len(text) + 1), key=lambda k: abs(width_of(text[:k]) - x))
